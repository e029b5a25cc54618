"""How to play Take It or Leave It: Dice, for the in-app rules page."""

TITLE = "Take It or Leave It: Dice"

RULES = """# The idea
Everyone drafts dice from one shared tray to complete their secret combo cards. Take what you need before someone else does, but every die you cannot use costs you.

# Your hand
- You hold 4 combo cards and 1 action card (the group may agree on another split of 5, such as 3 combo and 2 action).
- Keep your hand hidden. Others only see how many cards you hold.

# A round
- The starting player casts all the dice into the tray: 6 white, 6 black and 1 red with 2 players; 7, 7 and 2 with 3; 8, 8 and 2 with 4; 9, 9 and 2 with 5.
- Starting with them and going clockwise, on your turn either take one die or pass. Once you pass you are out until the round ends.
- If you are the only one still in, keep taking dice until you pass or the tray is empty.
- The round ends when the tray is empty or everyone has passed.

# Action cards
Before taking a die you may play one action card (once per round). Action cards only change dice in the tray, never dice someone has taken.
- Reroll black: cast all black dice in the tray again.
- Reroll up to four: cast up to four white or black dice of your choice again.
- Take two: take two dice this turn.
- Fix a black die: turn one black die to any face. It costs 1 or 2 minus points, as shown on the card.
- Throw back: put one of your own dice from this round back and cast it. You may aim at one tray die, which is cast again too.
- Swap: swap the numbers of one white and one black die.
- Reroll red: cast the red dice in the tray again.
- Nudge white: change one white die by exactly 2 up or down.

# Combo cards
- Exact dice, such as black 5, white 1 and a 6 of any colour (a star means any colour).
- Colours, such as black, black, white: any numbers.
- More than, such as black over 12: any number of dice of that colour adding up to more.
- Fewer than, such as three dice under 9: exactly that many dice adding up to less.
- Exact sum, such as 15: any number of dice adding up to exactly that.
- A red die is a joker: it counts as white or black, whichever helps.

# Scoring a round
- Your dice are laid on your combo cards. Each die serves one card only, and a card counts only when its dice fit it exactly.
- Completed cards score their points and leave your hand.
- Minus points: 1 for each die you could not use, 1 for each red joker you used, and 2 for each red joker you could not use.
- The game always finds the best way to lay out your dice for you.
- Then everyone may throw away one card, and hands are filled up again. The next player clockwise starts the next round.

# Winning
- Each player starts 3 rounds with 2 or 3 players, 2 rounds with 4 players, and 1 round with 5 players.
- Your score is the points of your completed cards minus your minus points. Highest score wins; ties share the win.
"""
