"""The in-app rules page for Take It or Leave It (pyramids)."""

TITLE = "Take It or Leave It: Pyramids"

RULES = """# The idea
Pull pyramids out of a bag into a shared pot that grows and grows. Take the pot before the third black pyramid turns up, or lose your share of the round.

# What is in the bag
- 15 pyramids: red, yellow, green, blue and black, each in small, medium and large.
- Black is the bad one. (In the Xeno look, white plays the part of black.)

# What the pot is worth
- 1 point for every pyramid in the pot.
- 3 more for every 3 pyramids of the same colour.
- 5 more for every 5 pyramids of the same size.
- Example: all five smalls, a medium red, a medium blue and a large red make 8 + 3 (three reds) + 5 (five smalls) = 16. All fifteen are worth 45.

# Your turn with the bag
- Choose a size and draw. You can feel the sizes, not the colours: the chance of black is 1 in the number of pyramids of that size still in the bag.
- Black: your turn ends. The black and every pyramid of that size left in the bag are discarded, and the bag goes to the next player still in the round. The pot stays where it is.
- Any other colour goes into the pot. When four of one size are in the pot, that size's black jumps out of the bag into the pot too, and counts like any other pyramid.
- Then the others still in are asked, one by one going left: take it or leave it? The first to take it scores half the pot (rounded up) and is out of the round, and you must draw again.
- If everyone leaves it, it is your call: take the whole pot and step out (the bag moves on), or leave it and draw again.
- Taking never empties the pot: it keeps growing for whoever is still in.

# An empty bag
If the bag ever runs dry, all 15 pyramids go back in. The pot keeps what it was worth, and new pyramids add on top. Blacks already drawn still count.

# End of a round
- The round ends when everyone has taken the pot, or at once when the third black is drawn. Anyone still in at the third black gets nothing for the round.
- The dealer role then passes to the left.

# End of the game
- Everyone deals in turn. With 2 players everyone deals 3 times, with 3 or 4 players twice, with 5 or 6 players once.
- Highest total wins. If the lead is tied, only the tied players play on, each dealing one more round, until someone is ahead.
"""
