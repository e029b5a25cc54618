"""How to play Take 5, for the in-app rules page.

One line per paragraph; `# ` starts a heading, `- ` a bullet and `@name` a picture from
scenes/screens/rules_pictures.py. The screen wraps paragraphs to a readable column.
"""

TITLE = "Take 5"

RULES = """Players: 2 to 10.

# The idea
Every card you are forced to take costs you its bullheads. Take as few bullheads as you can: the lowest total at the end wins.

# The cards
104 cards, numbered 1 to 104. The bullheads printed on a card are what it costs:
- 1 bullhead on most cards,
- 2 on cards ending in 5 (5, 15, 25 ...),
- 3 on cards ending in 0 (10, 20, 30 ...),
- 5 on double numbers (11, 22, 33 ...),
- 7 on the 55, the worst card of all.

# A round
Everyone gets 10 cards. Four more cards are laid face up, one under the other: each starts a row. A round is ten turns.
- Everyone picks a card from their hand, hidden, all at the same time.
- When everyone has picked, the cards are turned over.
- They are laid on the rows one at a time, lowest card first.

# Where a card goes
A card goes at the end of the row whose last card is the highest one still below it. Rows ending in 12, 20, 31 and 60 take a 23 after the 20: 20 is the closest number below 23.
@take5_rows
- The sixth card: a row holds five cards at most. A card that would be sixth in its row takes the five cards already there, and then starts that row again on its own.
- Too low: a card below the end of every row cannot go anywhere. Its player picks any row, takes all of its cards, and the low card starts that row. The pick is made when the card's moment comes, so it can change where the higher cards of that turn go.

# Scoring and the end
After the tenth turn everyone counts the bullheads on the cards they took and adds them to their total. Then a new round is dealt. The game ends after the round in which someone's total goes over 66. The lowest total wins; players tied for the lowest all win.

# Options
- End score: play to another total than 66.
- Game ends: past the score (the usual way: when someone goes over the end score), or at the score (as soon as someone reaches it).
- Professional: only the cards 1 up to 10 per player plus 4 are in the game, so every card in play is known.
- Show unseen cards: a strip of the cards you have not seen yet this round, so you can tell which cards may still come.
- Hints: a Suggest button (or the ? key, or X on a pad) shows what a medium bot would do on your turn, with one reason.
"""
