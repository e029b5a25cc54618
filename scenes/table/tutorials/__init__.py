"""Each game's guided first game as data: `SCRIPT` in `<game id>.py` (scenes/table/tutorial_script.py reads it)."""
