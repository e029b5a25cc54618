"""One package per game's table scene, named as the game's package in `game/`."""
