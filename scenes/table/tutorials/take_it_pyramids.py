"""The pyramids' guided first game: its script as data (a fixed game and its steps). The sentences the
steps name are in scenes/ui/locale/<lang>/LC_MESSAGES/tutorial_take_it_pyramids.po.

Fixed draws so that in one round a size set, a trio, an offer taken and a bust
all happen. `scenes/table/tutorial_script.py` says what each field means.
"""

K = "tutorial.take_it_pyramids."

SCRIPT = {
    "game": "take_it_pyramids",
    "seats": ["human", "easy"],
    "options": {},
    "actions": [
        [0, "draw small"], [-1, "color red"], [1, "leave"], [0, "leave"],
        [0, "draw small"], [-1, "color yellow"], [1, "leave"], [0, "leave"],
        [0, "draw small"], [-1, "color green"], [1, "leave"], [0, "leave"],
        [0, "draw small"], [-1, "color blue"], [1, "leave"], [0, "leave"],
        [0, "draw medium"], [-1, "color red"], [1, "leave"], [0, "leave"],
        [0, "draw large"], [-1, "color red"], [1, "take"],
        [0, "draw medium"], [-1, "color black"],
        [0, "draw large"], [-1, "color yellow"], [0, "take"],
    ],
    "steps": [
        {"text": K + "welcome", "upto": 0},
        {"text": K + "first", "upto": 4, "target": "move", "move": "draw small"},
        {"text": K + "more", "upto": 8, "target": "move", "move": "draw small"},
        {"text": K + "more_again", "upto": 12, "target": "move", "move": "draw small"},
        {"text": K + "fourth", "upto": 14, "target": "move", "move": "draw small"},
        {"text": K + "size_set", "upto": 14},
        {"text": K + "leave", "upto": 16, "target": "move", "move": "leave"},
        {"text": K + "medium", "upto": 20, "target": "move", "move": "draw medium"},
        {"text": K + "large", "upto": 22, "target": "move", "move": "draw large"},
        {"text": K + "trio", "upto": 22},
        {"text": K + "offer", "upto": 23},
        {"text": K + "alone", "upto": 25, "target": "move", "move": "draw medium"},
        {"text": K + "bust", "upto": 25},
        {"text": K + "last", "upto": 27, "target": "move", "move": "draw large"},
        {"text": K + "take", "upto": 28, "target": "move", "move": "take"},
        {"text": K + "done", "upto": 28},
    ],
    "teaches": [
        ["BlackJoinsPot", {"size": "small"}],
        ["PyramidDrawn", {"color": "red", "size": "large"}],
        ["OfferMade", {"player": 1}],
        ["OfferTaken", {"player": 1, "points": 8}],
        ["BlackBust", {"player": 0, "size": "medium"}],
        ["DrawerTook", {"player": 0, "points": 16}],
    ],
}
