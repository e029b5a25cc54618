"""How to play Pyramid Power, for the in-app rules page (one line per paragraph)."""

TITLE = "Pyramid Power"

RULES = """# The idea
Lay triangle tiles next to each other so that every pair of touching sides shows the same colour. Each tile you lay scores points, and a tile that touches two or three tiles at once scores much more. The highest score wins.

# The tiles
There are 36 tiles. Each side of a tile has a colour: red, yellow, green, blue or purple, and each colour also has its own symbol.
- One-colour tiles are worth 3 points.
- Two-colour tiles are worth 2 points.
- Three-colour tiles are worth 1 point.
- The wild tile matches every colour on every side but is worth 0 points.

You may turn a tile any way round before you lay it, but you can never flip it over.

# Getting started
Everyone gets tiles face up, so you can always see what the others hold: 7 each with two players, 6 with three, 5 with four. One more tile is turned up in the middle as the start tile (never the wild). The rest stay face down as the supply. The first player goes first, then play passes round the table.

# Your turn
Lay one of your tiles in an empty space next to at least one tile on the table. Every side that touches another tile must match its colour.
- You score the points of the tile you laid.
- If it touches two or three tiles, you also score the points of every tile it touches. A red one-colour tile fitted between a 3-point and a 2-point tile scores 3 + 3 + 2 = 8.
- You may play the wild whenever you like. If it is the only tile of yours that fits, you must play it.
- If none of your tiles fits, draw one from the supply. If it fits somewhere, you must lay it right away (you choose where) and score it. If not, keep it with your tiles and your turn ends.

# The end
- The game ends at once when someone lays their last tile. That player also scores the points of all tiles the others still hold.
- If someone has to draw but the supply is empty, the game ends too. The player with the fewest tiles left scores 25. If several tie, the one of them with the lowest score gets it; if they are still tied, each of them scores 25.

The highest score wins; a tie shares the win.

# Playing alone
You hold 7 tiles and fill back up to 7 from the supply after every tile you lay, as long as the supply lasts. When nothing fits, draw as usual. Lay every tile and you score a bonus of 25. If nothing fits and the supply is empty, the game ends and you lose the points of the tiles still in your hand. Try to beat your best score.

# Options
- Wild tile: play with or without the wild tile.
"""
