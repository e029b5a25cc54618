"""The dice game's first edition as a guided first game: its script as data. The sentences the
steps name are in scenes/ui/locale/<lang>/LC_MESSAGES/tutorial_take_it_dice.po.

You choose your own hand of five (3 task cards and 2 action cards), play an action card before a
take (a reroll that makes the black 1 you need), then the other before the next take (take-two,
stopping after one die), and see the round scored. `scenes/table/tutorial_script.py` says what
each field means.
"""

K = "tutorial.take_it_dice.first."

SCRIPT = {
    "game": "take_it_dice",
    "seats": ["human", "easy"],
    "options": {"edition": "first"},
    "actions": [
        [0, "split 3+2"],
        [1, "split 4+1"],
        [-1, "deal A01 A15 C04 C47 C57 / A34 C08 C28 C36 C42"],
        [-1, "cast W4 W1 W2 W3 W5 W2 B4 B2 B4 B3 B6 B2 R3"],
        [0, "play A01"],
        [-1, "roll B1 B3 B5 B1 B6 B2"],
        [0, "take B1"],
        [1, "take W4"],
        [0, "play A15"],
        [0, "take W1"],
        [0, "stop"],
        [1, "pass"],
        [0, "pass"],
    ],
    "steps": [
        {"text": K + "welcome", "upto": 0},
        {"text": K + "split", "upto": 1, "target": "move", "move": "split 3+2"},
        {"text": K + "dealt", "upto": 3, "target": "card:C04"},
        {"text": K + "throw", "upto": 4, "target": "throw", "move": "throw"},
        {"text": K + "card", "upto": 5, "target": "move", "move": "play A01"},
        {"text": K + "rolled", "upto": 6},
        {"text": K + "take_b1", "upto": 7, "target": "move", "move": "take B1"},
        {"text": K + "bot_took", "upto": 8},
        {"text": K + "card2", "upto": 9, "target": "move", "move": "play A15"},
        {"text": K + "take_w1", "upto": 10, "target": "move", "move": "take W1"},
        {"text": K + "stop", "upto": 11, "target": "move", "move": "stop"},
        {"text": K + "bot_passed", "upto": 12},
        {"text": K + "pass", "upto": 13, "target": "move", "move": "pass"},
        {"text": K + "scored", "upto": 13},
        {"text": K + "done", "upto": 13},
    ],
    "teaches": [
        ["SplitChosen", {"player": 0, "combo": 3, "action": 2}],
        ["ActionPlayed", {"player": 0, "card": "A01", "kind": "reroll-black"}],
        ["DieTaken", {"player": 0, "die": "B1"}],
        ["ActionPlayed", {"player": 0, "card": "A15", "kind": "take-two"}],
        ["StoppedAfterOne", {"player": 0}],
        ["PlayerScored", {"round": 0, "player": 0, "points": 2}],
    ],
}
