"""The pyramids' guided first game: its sentences (keys "tutorial.take_it_pyramids.") and its
script as data. Fixed draws so that in one round a size set, a trio, an offer taken and a bust
all happen. `scenes/table/tutorial_script.py` says what each field means.
"""

K = "tutorial.take_it_pyramids."

STRINGS: dict[str, str] = {
    K + "welcome": "Draw pyramids from the bag into the pot. Take the pot before the third black!",
    K + "first": "Tap Small to draw a small pyramid. When the pot is offered back to you, "
                 "tap Leave it to draw again.",
    K + "more": "Each time, the other player may take half the pot first. Draw small again, "
                "then Leave it.",
    K + "fourth": "Draw one more small pyramid.",
    K + "size_set": "Four small ones: the small black joins the pot. Five of one size is a "
                    "size set: +5 points!",
    K + "leave": "Leave it again: the pot keeps growing.",
    K + "medium": "Now draw a medium one, then leave it.",
    K + "large": "Now a large one.",
    K + "trio": "Three red pyramids: a trio, +3! The pot is worth 15.",
    K + "offer": "An offer: the other player took half the pot, 8 points, and is out of this round.",
    K + "alone": "You are alone now and keep the bag. Draw a medium one.",
    K + "bust": "Black! A bust: the medium ones are gone. A third black ends the round with nothing.",
    K + "last": "Draw a large one.",
    K + "take": "Take the pot now: 16 points are yours.",
    K + "done": "Every player deals once or more; most points win. Now a real game against an easy bot!",
}

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
        {"text": K + "more", "upto": 12, "target": "move", "move": "draw small"},
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
