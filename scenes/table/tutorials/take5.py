"""Take 5's guided first game: its script as data (a fixed game and its steps). The sentences the
steps name are in scenes/ui/locale/<lang>/LC_MESSAGES/tutorial_take5.po.

The deal is fixed so that in three turns a card goes in after the highest lower card, a row
fills, a too-low card makes its player take a row, and a sixth card takes a row.
`scenes/table/tutorial_script.py` says what each field means.
"""

SCRIPT = {
    "game": "take5",
    "seats": ["human", "easy", "easy"],
    "options": {},
    "actions": [
        [-1, "deal 3 23 46 52 66 71 77 93 98 102 / 8 22 25 30 38 57 61 74 83 100"
             " / 12 24 26 33 41 47 68 79 86 95 / 21 45 60 89"],
        [0, "play 23"], [1, "play 22"], [2, "play 24"],
        [0, "play 46"], [1, "play 25"], [2, "play 47"],
        [0, "play 3"], [1, "play 61"], [2, "play 26"],
        [0, "row 4"],
    ],
    "steps": [
        {"text": "tutorial.take5.welcome", "upto": 1},
        {"text": "tutorial.take5.rows", "upto": 1, "target": "row:1"},
        {"text": "tutorial.take5.play23", "upto": 4, "target": "card:23", "move": "play 23"},
        {"text": "tutorial.take5.placed", "upto": 4, "target": "row:1"},
        {"text": "tutorial.take5.play46", "upto": 7, "target": "card:46", "move": "play 46"},
        {"text": "tutorial.take5.full", "upto": 7, "target": "row:1"},
        {"text": "tutorial.take5.play3", "upto": 10, "target": "card:3", "move": "play 3"},
        {"text": "tutorial.take5.too_low", "upto": 11, "target": "row:4", "move": "row 4"},
        {"text": "tutorial.take5.sixth", "upto": 11, "target": "row:1"},
        {"text": "tutorial.take5.done", "upto": 11},
    ],
    "teaches": [
        ["CardPlaced", {"player": 0, "card": 23, "row": 1}],
        ["RowChoiceNeeded", {"player": 0, "card": 3}],
        ["RowTaken", {"player": 0, "row": 4, "reason": "too_low"}],
        ["RowTaken", {"player": 2, "row": 1, "reason": "sixth", "bullheads": 10}],
    ],
}
