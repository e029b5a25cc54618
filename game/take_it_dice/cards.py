"""The decks as data: 76 combo cards and 34 action cards (this project's edition).

Combo card points (1-5) come from measured difficulty; see DECK.md beside this file and the
script `measure_deck.py` that produced the figures. The rulebook's examples `B3 W4` and `W3 W2`
are worth 3, as printed.
"""

from __future__ import annotations

# id -> (text, points). Kinds and counts follow the spec: exact 38 (14 of 2 dice, 16 of 3, 8 of
# 4), colours 10, more than 10, fewer than 8, exact sum 10.
COMBO_CARDS: dict[str, tuple[str, int]] = {
    # exact, 2 dice
    "C01": ("B3 W4", 3),
    "C02": ("W3 W2", 3),
    "C03": ("B6 W6", 2),
    "C04": ("B1 W1", 2),
    "C05": ("W5 B2", 2),
    "C06": ("B5 B3", 2),
    "C07": ("W6 W1", 2),
    "C08": ("B2 *5", 1),
    "C09": ("W4 *4", 1),
    "C10": ("*6 *6", 1),
    "C11": ("*1 *2", 1),
    "C12": ("B6 B1", 2),
    "C13": ("W4 W6", 2),
    "C14": ("*3 *4", 1),
    # exact, 3 dice
    "C15": ("B5 W1 *6", 3),
    "C16": ("W2 W3 W4", 3),
    "C17": ("B4 B5 B6", 4),
    "C18": ("W1 B1 *1", 3),
    "C19": ("W6 W6 B3", 4),
    "C20": ("B2 B2 W5", 4),
    "C21": ("*3 *3 *3", 3),
    "C22": ("W5 B6 *2", 3),
    "C23": ("B1 B2 B3", 3),
    "C24": ("W4 W4 *1", 3),
    "C25": ("B6 W5 W4", 3),
    "C26": ("*2 *4 *6", 2),
    "C27": ("*1 *3 *5", 2),
    "C28": ("B3 W3 *5", 3),
    "C29": ("W6 B6 *6", 3),
    "C30": ("B4 W2 *2", 3),
    # exact, 4 dice
    "C31": ("B1 B2 W3 W4", 5),
    "C32": ("W6 W5 B1 B2", 5),
    "C33": ("*1 *2 *3 *4", 5),
    "C34": ("B6 B6 W6 W6", 5),
    "C35": ("*5 *5 *1 *1", 5),
    "C36": ("W2 W4 B4 B6", 5),
    "C37": ("B3 B3 W3 *3", 5),
    "C38": ("*6 *5 *4 *3", 5),
    # colours
    "C39": ("B W W", 1),
    "C40": ("B B W", 1),
    "C41": ("B B B", 1),
    "C42": ("W W W", 1),
    "C43": ("B B W W", 4),
    "C44": ("B B B W", 4),
    "C45": ("W W W B", 4),
    "C46": ("B B B B", 4),
    "C47": ("W W W W", 4),
    "C48": ("B B B W W", 4),
    # more than
    "C49": ("B>12", 2),
    "C50": ("W>12", 2),
    "C51": ("B>16", 4),
    "C52": ("W>16", 4),
    "C53": ("B>20", 5),
    "C54": ("W>20", 5),
    "C55": ("*>15", 3),
    "C56": ("*>20", 5),
    "C57": ("*>25", 5),
    "C58": ("*>30", 5),
    # fewer than
    "C59": ("3*<9", 1),
    "C60": ("2B<5", 1),
    "C61": ("2W<5", 1),
    "C62": ("3B<8", 2),
    "C63": ("3W<8", 2),
    "C64": ("4*<12", 4),
    "C65": ("2*<4", 1),
    "C66": ("5*<15", 5),
    # exact sum
    "C67": ("=15", 3),
    "C68": ("B=13", 3),
    "C69": ("W=13", 3),
    "C70": ("=20", 4),
    "C71": ("=10", 1),
    "C72": ("B=9", 1),
    "C73": ("W=9", 1),
    "C74": ("=25", 5),
    "C75": ("B=17", 4),
    "C76": ("W=17", 4),
}

# Action card kinds in id order (the spec's examples `play A12 B2 to 6`, `play A20 W4 at B2` and
# `play A25 W1 B6` name a fix-black, a throw-back and a swap card).
_ACTION_RUNS: tuple[tuple[str, int], ...] = (
    ("reroll-black", 4),   # A01-A04
    ("nudge-white", 4),    # A05-A08
    ("fix-black", 6),      # A09-A14 (A09-A11 cost 1 minus chip, A12-A14 cost 2)
    ("take-two", 5),       # A15-A19
    ("throw-back", 4),     # A20-A23
    ("swap", 4),           # A24-A27
    ("reroll-some", 5),    # A28-A32
    ("reroll-red", 2),     # A33-A34
)


def _action_cards() -> dict[str, str]:
    out: dict[str, str] = {}
    n = 1
    for kind, count in _ACTION_RUNS:
        for _ in range(count):
            out[f"A{n:02d}"] = kind
            n += 1
    return out


ACTION_CARDS: dict[str, str] = _action_cards()

# Measured completion rates (done / held at scoring) behind the points; see DECK.md.
COMPLETION_RATE: dict[str, float] = {
    "C01": 0.537,
    "C02": 0.595,
    "C03": 0.479,
    "C04": 0.570,
    "C05": 0.636,
    "C06": 0.556,
    "C07": 0.603,
    "C08": 0.647,
    "C09": 0.690,
    "C10": 0.669,
    "C11": 0.811,
    "C12": 0.414,
    "C13": 0.543,
    "C14": 0.861,
    "C15": 0.315,
    "C16": 0.263,
    "C17": 0.201,
    "C18": 0.349,
    "C19": 0.133,
    "C20": 0.187,
    "C21": 0.385,
    "C22": 0.306,
    "C23": 0.268,
    "C24": 0.259,
    "C25": 0.251,
    "C26": 0.475,
    "C27": 0.503,
    "C28": 0.354,
    "C29": 0.231,
    "C30": 0.381,
    "C31": 0.006,
    "C32": 0.002,
    "C33": 0.016,
    "C34": 0.000,
    "C35": 0.005,
    "C36": 0.006,
    "C37": 0.002,
    "C38": 0.013,
    "C39": 0.671,
    "C40": 0.842,
    "C41": 0.797,
    "C42": 0.772,
    "C43": 0.053,
    "C44": 0.049,
    "C45": 0.045,
    "C46": 0.032,
    "C47": 0.019,
    "C48": 0.021,
    "C49": 0.475,
    "C50": 0.482,
    "C51": 0.100,
    "C52": 0.074,
    "C53": 0.005,
    "C54": 0.000,
    "C55": 0.327,
    "C56": 0.018,
    "C57": 0.004,
    "C58": 0.000,
    "C59": 0.868,
    "C60": 0.854,
    "C61": 0.854,
    "C62": 0.493,
    "C63": 0.628,
    "C64": 0.049,
    "C65": 0.873,
    "C66": 0.009,
    "C67": 0.316,
    "C68": 0.321,
    "C69": 0.312,
    "C70": 0.030,
    "C71": 0.964,
    "C72": 0.877,
    "C73": 0.794,
    "C74": 0.008,
    "C75": 0.070,
    "C76": 0.051,
}

# Minus chips a fix-black card costs when played.
FIX_COST: dict[str, int] = {"A09": 1, "A10": 1, "A11": 1, "A12": 2, "A13": 2, "A14": 2}

ACTION_NAMES: dict[str, str] = {
    "reroll-black": "Reroll black",
    "reroll-some": "Reroll some",
    "take-two": "Take two",
    "fix-black": "Fix a black",
    "throw-back": "Throw back",
    "swap": "Swap",
    "reroll-red": "Reroll red",
    "nudge-white": "Nudge a white",
}


def combo_caption(text: str) -> str:
    """Which of the five kinds a combo card's text asks for (more / fewer / sum, by colour,
    exact dice, or colours only): the table and the rules page print the same caption for it."""
    colour = {"B": ".black", "W": ".white"}.get(text[:1], "")
    if ">" in text:
        return "more" + colour
    if "<" in text:
        return "fewer"
    if "=" in text:
        return "sum" + colour
    if any(ch.isdigit() for ch in text):
        return "exact"
    return "colours"


def card_kind(card_id: str) -> str:
    """'combo' for C.., 'action' for A.."""
    return "combo" if card_id.startswith("C") else "action"


def combo_text(card_id: str) -> str:
    return COMBO_CARDS[card_id][0]


def combo_points(card_id: str) -> int:
    return COMBO_CARDS[card_id][1]
