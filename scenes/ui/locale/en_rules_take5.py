"""How to play Take 5, for the in-app rules page."""

TITLE = "Take 5"

RULES = """# The idea
Collect as few bullheads as you can. Every card shows a number from 1 to 104 and some bullheads: most cards have 1, cards ending in 5 have 2, cards ending in 0 have 3, double digits like 22 or 77 have 5, and the 55 has 7. The lowest total at the end wins.

# A round
Everyone gets 10 cards, and four cards are laid face up to start four rows. The round has ten turns.

- Each turn, everyone picks one card from their hand at the same time and keeps it hidden.
- When everyone has picked, all the cards are shown.
- The cards are laid one by one, lowest card first.

# Where a card goes
A card always goes at the end of the row whose last card is the highest one that is still lower than it. If 23 is played and rows end in 12 and 20, it goes after the 20.

- Sixth card: a row holds at most five cards. If your card would be the sixth, you take those five cards as penalty, and your card starts the row again.
- Too low: if your card is lower than the last card of every row, you choose any row, take all its cards, and your card starts that row. You choose when your card's moment comes, so your choice can change where the higher cards of the same turn go.

# Scoring and the end
After ten turns, everyone adds up the bullheads in the cards they took. Then a new round is dealt. The game ends after the round in which someone's total goes over 66. The lowest total wins, and players tied for lowest all win.

# Options
- End score: play to a different total than 66.
- End rule: end when someone goes over the end score (usual), or when someone reaches it.
- Professional: only the cards 1 to 10 per player plus 4 are used, so every card in play is known.
- Show seen cards: a reminder of the cards already played this round.
"""
