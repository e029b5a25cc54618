"""The in-app rules page for Take It or Leave It (pyramids).

One line per paragraph; `# ` starts a heading, `- ` a bullet and `@name` a picture from
scenes/screens/rules_pictures.py. The screen wraps paragraphs to a readable column.
"""

TITLE = "Take It or Leave It: Pyramids"

RULES = """Players: 2 to 6.

# The idea
Pyramids come out of a bag one at a time into a pot that everyone shares. The pot grows with every draw. Take it before the third black pyramid comes out, or you get nothing this round.

# In the bag
- 15 pyramids: red, yellow, green, blue and black, each colour in a small, a medium and a large size.
- Black is the bad one. (In the Xeno look, white plays the part of black.)

# What the pot is worth
- 1 point for each pyramid in it,
- 3 more for every 3 pyramids of one colour,
- 5 more for every 5 pyramids of one size.
- Example: the five small ones, a medium red, a medium blue and a large red are 8 pyramids, with three reds and five smalls: 8 + 3 + 5 = 16. All fifteen together are worth 45.

# Who draws
The dealer holds the bag and draws first. The bag then goes round to the left, skipping anyone who has already left the round. A player left alone in the round keeps the bag and goes on drawing.

# Drawing
- Pick a size and draw. Sizes can be felt in the bag, colours cannot: each size still in the bag holds its black, so the chance of black is 1 in the number of pyramids of that size in the bag. With Show the odds on, the table shows it beside each size.
- Black: your draw ends. The black and every pyramid of that size still in the bag go to the discarded pyramids, and the bag goes to the next player still in. The pot stays as it is.
- Any other colour goes into the pot. When four pyramids of one size are in the pot, that size's black jumps out of the bag into the pot too, and counts like any other pyramid.

# Take it or leave it
- After a colour, the others still in are asked one by one, going left: take it or leave it? The first to take it scores half the pot, rounded up, and leaves the round. Then you must draw again.
- If everyone leaves it, you choose: take the whole pot and leave the round (the bag goes on), or leave it and draw again.
- Taking never empties the pot: it keeps growing for those still in.

# An empty bag
If the bag runs out, all 15 pyramids go back in. The pot keeps the value it had, and new draws add to it. The blacks drawn so far this round still count.

# End of a round
- The round ends when everyone has taken the pot, or at once when the third black comes out. Anyone still in at the third black scores nothing for the round.
- The dealer role then passes to the left.

# End of the game
- A cycle is over when everyone has dealt once. With 2 players the game is 3 cycles, with 3 or 4 players 2 cycles, with 5 or 6 players 1 cycle.
- The highest total wins. If the lead is tied, only the tied players play on: tie-break cycle 1, 2 and so on, each of them dealing once per cycle, until one is ahead.

# Options
- Pyramid set: the rainbow pyramids or the Xeno set.
- Show the odds: the chance of black beside each size.
- Hints: a Suggest button (or the ? key, or X on a pad) shows what a medium bot would do on your turn, with one reason.
"""
