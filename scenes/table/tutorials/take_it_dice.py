"""The dice game's guided first game: its script as data (a fixed game and its steps). The sentences the
steps name are in scenes/ui/locale/<lang>/LC_MESSAGES/tutorial_take_it_dice.po.

A fixed deal and cast so that in one round you take dice, play an action card,
pass, and see the round scored. `scenes/table/tutorial_script.py` says what each field means.
"""

K = "tutorial.take_it_dice."
# The first edition's own lesson (its hand split, an action card before each take).
VARIANTS = {("edition", "first"): "take_it_dice_first"}

SCRIPT = {
    "game": "take_it_dice",
    "seats": ["human", "easy"],
    "options": {},
    "actions": [
        [-1, "deal A01 C04 C47 C57 C64 / A34 C08 C28 C36 C42"],
        [-1, "cast W4 W1 W2 W3 W5 W2 B4 B2 B4 B3 B6 B2 R3"],
        [0, "take W1"],
        [1, "take B4"],
        [0, "play A01"],
        [-1, "roll B1 B3 B5 B1 B6"],
        [0, "take B1"],
        [1, "pass"],
        [0, "pass"],
    ],
    "steps": [
        {"text": K + "welcome", "upto": 1, "target": "card:C04"},
        {"text": K + "throw", "upto": 2, "target": "throw", "move": "throw"},
        {"text": K + "take", "upto": 3, "target": "move", "move": "take W1"},
        {"text": K + "bot_took", "upto": 4},
        {"text": K + "card", "upto": 5, "target": "move", "move": "play A01"},
        {"text": K + "rolled", "upto": 6},
        {"text": K + "take_b1", "upto": 7, "target": "move", "move": "take B1"},
        {"text": K + "bot_passed", "upto": 8},
        {"text": K + "pass", "upto": 9, "target": "move", "move": "pass"},
        {"text": K + "scored", "upto": 9},
        {"text": K + "done", "upto": 9},
    ],
    "teaches": [
        ["DiceCast", {"player": 0}],
        ["DieTaken", {"player": 0, "die": "W1"}],
        ["ActionPlayed", {"player": 0, "card": "A01", "kind": "reroll-black"}],
        ["Passed", {"player": 0}],
        ["PlayerScored", {"round": 0, "player": 0, "points": 2}],
        ["RoundEnded", {"round": 0}],
    ],
}
