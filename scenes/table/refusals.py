"""A refused move in the player's language: the core's reason code, never its developer message.

The rules core refuses with `IllegalAction(message, reason, **values)` (game/core.py). The
message is English with ids and notation, for logs and tests; what a person sees is the catalog
sentence `<game>.refuse.<reason>`, which says what to do instead. The few values a sentence
needs (a side, a colour, a size, a count) are turned into catalog words here, so no letter or
number of the notation reaches the screen. The TV (game_scene.submit / chance_now) and the
phone seats call the same function.
"""

from __future__ import annotations

from typing import Any

from scenes.table.colour_words import tile_colour_values
from scenes.table.input_words import input_key
from scenes.ui.text import has, tr

GENERAL = "not_allowed"  # a raise without a code of its own (records, hand-built actions)
LESSON_WORDS = {  # a lesson's own refusals (scenes/table/tutorial.py) are its catalog's words
    "lesson_read_first": "tutorial.read_first",
    "lesson_wrong_move": "tutorial.wrong_move",
}


def refusal_key(game_id: str, exc: BaseException) -> str:
    """The catalog key that words this refusal (a general one when the code has no sentence)."""
    reason = str(getattr(exc, "reason", GENERAL) or GENERAL)
    values = getattr(exc, "values", None) or {}
    if reason in LESSON_WORDS:  # in the words of the input the person used ("tap", "Enter")
        return input_key(LESSON_WORDS[reason], str(values.get("input", "touch")))
    variant = _variant(game_id, reason, values)
    palette = values.get("theme")  # the dice's colours on screen (white/black or orange/blue)
    for key in (f"{game_id}.refuse.{variant}", f"{game_id}.refuse.{reason}",
                f"{game_id}.refuse.{reason}.one"):
        if palette and palette != "classic" and has(f"{key}.{palette}"):
            return f"{key}.{palette}"
        if has(key):
            return key
    return f"{game_id}.refuse.{GENERAL}"


def refusal_text(game_id: str, exc: BaseException) -> str:
    """What to tell a person whose move `exc` refused, in the current language.

    `exc` is the IllegalAction the core (or a lesson) raised; any other exception is worded
    as the general refusal, so a caller can pass whatever it caught."""
    values = getattr(exc, "values", None) or {}
    key = refusal_key(game_id, exc)
    return tr(key, **_words(game_id, values))


def _variant(game_id: str, reason: str, values: dict[str, Any]) -> str:
    """A reason whose advice depends on a fact picks its sentence by that fact."""
    if game_id == "pyramid_power" and reason == "colours_differ":
        return "colours_differ_turn" if values.get("turning_helps") else "colours_differ_move"
    if game_id == "take_it_pyramids" and reason == "size_empty":
        return f"size_empty.{values.get('size')}"
    if game_id == "take_it_dice" and reason == "wrong_colour":
        return "wrong_colour.black" if values.get("colour") == "B" else "wrong_colour.white"
    return reason


def _words(game_id: str, values: dict[str, Any]) -> dict[str, Any]:
    """The values a sentence names, as words of the current language (never a notation letter)."""
    out: dict[str, Any] = {}
    if game_id == "pyramid_power":
        if "side" in values:
            out["side"] = tr(f"pyramid_power.refuse.side.{values['side']}")
        if "need" in values:  # the colour as the palette draws it ("orange" for the house's red)
            out["colour"] = tile_colour_values().get(str(values["need"]), "")
    n = values.get("n")
    if isinstance(n, int) and not isinstance(n, bool):
        out["n"] = n
    return out
