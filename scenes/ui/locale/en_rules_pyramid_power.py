"""How to play Pyramid Power, for the in-app rules page.

One line per paragraph; `# ` starts a heading, `- ` a bullet and `@name` a picture from
scenes/screens/rules_pictures.py. The screen wraps paragraphs to a readable column.
"""

TITLE = "Pyramid Power"

RULES = """Players: 1 to 4 (one player plays alone, see the end).

# The idea
Lay triangle tiles side by side so that every pair of touching sides has the same colour. Each tile you lay scores, and a tile that touches two or three tiles at once scores much more. The highest score wins.

# The tiles
There are 36 tiles with the wild tile, 35 without it. Each side of a tile has a colour, and each colour has its own symbol: red circle, yellow star, green leaf, blue square, purple diamond.
- One-colour tiles (5): 3 points each.
- Two-colour tiles (10): 2 points each.
- Three-colour tiles (20): 1 point each.
- The wild tile (1): it matches every colour on every side, and is worth 0 points.
The dots in the middle of a tile are its points. You may turn a tile any way round before you lay it, but you can never flip it over.

# Getting started
Everyone's tiles lie face up, so you always see what the others hold: 7 each with two players, 6 with three, 5 with four. One more tile is turned up in the middle as the start tile (never the wild). The rest stay face down: that is the supply. The first seat plays first, then play goes round the table.

# Your turn
Lay one of your tiles in an empty space next to at least one tile on the table. "Next to" means sharing a whole side: touching at a corner does not count. Every side that touches another tile must have the same colour as that tile's side.
@pyramid_power_match
- You score the points of the tile you laid.
- If it touches two or three tiles, you also score the points of every tile it touches. Example: a red-red-yellow tile (2 points) laid with one red side against the all-red tile (3 points) and its other red side against a red-yellow-green tile (1 point) scores 2 + 3 + 1 = 6.
- You may play the wild whenever it fits. If it is the only tile of yours that fits, you must play it.
- If none of your tiles fits, draw one from the supply. If it fits somewhere, you must lay it at once (you choose where) and score it. If not, keep it and your turn ends.

# The end
- The game ends at once when someone lays their last tile. That player also scores the points of all tiles the others still hold.
- The game also ends when someone has to draw but the supply is empty. The player with the fewest tiles left scores 25. If several tie, the one of them with the lowest score gets it; if they are still tied, each of them scores 25.
- The highest score wins; a tie shares the win.

# Playing alone
You hold 7 tiles and fill back up to 7 from the supply after every tile you lay, as long as the supply lasts. When nothing fits, draw as usual. Lay every tile and you score a bonus of 25. If nothing fits and the supply is empty, the game ends and you lose the points of the tiles still in your hand. Try to beat your best score.

# Options
- Wild tile: play with or without the wild tile.
- Hints: a Suggest button (or the ? key, or X on a pad) shows what a medium bot would do on your turn, with one reason.
"""
