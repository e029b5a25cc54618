"""Pyramid Power's guided first game: its script as data (a fixed game and its steps). The sentences the
steps name are in scenes/ui/locale/<lang>/LC_MESSAGES/tutorial_pyramid_power.po.

A fixed deal where nothing of yours fits at first (a draw), the drawn tile
matches the start tile, a tile must be turned to fit, and a tile touching two scores them too.
`scenes/table/tutorial_script.py` says what each field means.
"""

K = "tutorial.pyramid_power."

SCRIPT = {
    "game": "pyramid_power",
    "seats": ["human", "easy"],
    "options": {},
    "actions": [
        [-1, "deal T03 T08 T10 T11 T12 T30 T31 / T02 T09 T14 T17 T19 T27 T28 / start T01"],
        [0, "draw"],
        [-1, "supply T20"],
        [0, "place T20 at 0,1 turn 0"],
        [1, "place T02 at 1,1 turn 0"],
        [0, "place T08 at 2,1 turn 1"],
        [1, "place T14 at 1,0 turn 0"],
        [0, "place T11 at 2,0 turn 0"],
    ],
    "steps": [
        {"text": K + "welcome", "upto": 1},
        {"text": K + "draw", "upto": 3, "target": "move", "move": "draw"},
        {"text": K + "place_drawn", "upto": 4, "target": "move", "move": "place T20 at 0,1 turn 0"},
        {"text": K + "match", "upto": 5},
        {"text": K + "turn", "upto": 6, "target": "move", "move": "place T08 at 2,1 turn 1"},
        {"text": K + "turned", "upto": 7},
        {"text": K + "two", "upto": 8, "target": "move", "move": "place T11 at 2,0 turn 0"},
        {"text": K + "bonus", "upto": 8},
        {"text": K + "done", "upto": 8},
    ],
    "teaches": [
        ["TileDrawn", {"player": 0, "tile": "T20", "must_place": True}],
        ["TilePlaced", {"player": 0, "tile": "T20", "from_draw": True, "scored_touching": False}],
        ["TilePlaced", {"player": 0, "tile": "T08", "turn": 1}],
        ["TilePlaced", {"player": 0, "tile": "T11", "scored_touching": True, "points": 6}],
    ],
}
