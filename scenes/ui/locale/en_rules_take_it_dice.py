"""How to play Take It or Leave It: Dice, for the in-app rules page.

One line per paragraph; `# ` starts a heading, `- ` a bullet and `@name` a picture from
scenes/screens/rules_pictures.py. Action cards carry the names printed on them
(`take_it_dice.kind.*` in en_take_it_dice.py); tests/test_rules_pages.py holds them together.
"""

TITLE = "Take It or Leave It: Dice"

RULES = """Players: 2 to 5.

# The idea
Everyone takes dice, one at a time, from one shared tray to finish the combo cards in their hidden hand. Take what you need before someone else does, but every die you cannot use costs you.

# Your hand
- You hold 4 combo cards and 1 action card. The table may agree on another split of five, such as 3 combo cards and 2 action cards.
- Keep your hand hidden: the others only see how many cards you hold.
- Each combo card is worth 1 to 5 points; harder cards are worth more.

# A round
- The seat chosen in setup (the first seat unless you change it) starts the first round; after that the start moves one seat to the left each round.
- The starter casts all the dice into the tray: 6 white, 6 black and 1 red with 2 players; 7, 7 and 2 with 3; 8, 8 and 2 with 4; 9, 9 and 2 with 5.
- From the starter round to the left, on your turn you either take one die or pass. Once you pass you are out until the round ends.
- If you are the only one still in, you keep taking dice until you pass or the tray is empty.
- The round ends when the tray is empty or everyone has passed.

# Combo cards
There are five kinds:
@dice_combo_kinds
- Exact dice: these colours and numbers, such as black 5, white 1 and a 6. A die drawn half white, half black may be either colour.
- Colours: these colours, any numbers, such as black, black, white.
- More than: any number of dice of that colour adding up to more than the number, such as black over 12. The half-and-half die means white and black together.
- Fewer than: exactly that many dice adding up to less, such as three dice under 9.
- Exact sum: any number of dice adding up to exactly the number, such as 15, or black only adding up to 13.
- A red die is a joker: it counts as a white or a black die of its number, whichever helps. Each joker costs a minus chip, though (see scoring).

# Action cards
Before you take a die you may play one action card: one per round in the combo edition, one before each take in the first edition. Action cards change dice in the tray only, never dice someone has taken.
- Reroll black: cast every black die in the tray again.
- Reroll some: cast up to four white or black dice of your choice again.
- Take two: you may take a second die this turn (or stop after the first one without passing).
- Fix a black: turn one black die to any number. The card costs 1 or 2 minus chips, as printed on it.
- Throw back: put one of your own dice from this round back in the tray and cast it; you may aim at one die in the tray, which is cast again too.
- Swap: swap the numbers of one white and one black die.
- Reroll red: cast the red dice in the tray again.
- Nudge a white: move one white die exactly 2 up or down, staying between 1 and 6.

# Scoring a round
- Your dice are laid on your combo cards. Each die serves one card only, and a card counts only when its dice fit it exactly.
- Finished cards score their points and leave your hand.
- Minus chips, 1 point each: 1 chip for each die you could not use, 1 for each red joker you used, and 2 for each red joker you could not use.
- The table lays your dice out in the best way for you.
- Combo edition: then everyone may throw away one card, and hands are filled up again.
- First edition: nobody throws a card away; hands are simply filled up again for the next round.

# Winning
- Everyone starts the same number of rounds: 3 each with 2 or 3 players, 2 each with 4, 1 each with 5.
- Your score is the points of your finished cards minus your minus chips. The highest score wins; ties share the win.

# Two editions
The game came out twice, with a few rules changed. Choose the edition in setup.
- First edition: the cards are called task cards and the dice are white and black. Before the first round each player chooses their own hand of five, from 5 task cards to none. You may play an action card before every take. There is no discard step between rounds.
- Combo edition (the later one): the cards are combo cards and the dice orange and blue. The table agrees on one split of five for everyone. You may play one action card a round (or as many as the option says). Between rounds each player may throw one card away before filling up.
- In both, setup chooses who starts: the first edition asks for the youngest player, the combo edition for whoever had the most recent streak of good luck.

# Options
- Edition: first or combo, as above.
- First player: which seat starts the first round.
- Hand: how your five cards are split between combo and action cards (combo edition; in the first edition each player chooses).
- Actions per round: how many action cards each player may play in a round (combo edition).
- Dice colours: white and black dice, or orange and blue, whichever edition you play (only the look changes).
- Hints: a Suggest button (or the ? key, or X on a pad) shows what a medium bot would do on your turn, with one reason.
"""
