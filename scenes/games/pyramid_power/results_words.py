"""Solitaire results in solitaire words: "Every tile placed!" or "Stuck with 3 tiles left",
never "Player 1 wins!". The results screen asks a game's scene class for `results_words(record)`
(see `PyramidPowerScene.results_words`); None means "use the usual winners' title"."""

from __future__ import annotations

from typing import Any

from game.core import Match
from scenes.table.words import plural
from scenes.ui.text import tr

P = "pyramid_power.results."


def results_words(record: dict[str, Any]) -> tuple[str, str] | None:
    """(title, detail) for a finished solitaire record; None for a game with several seats."""
    if len(record.get("players", ())) != 1:
        return None
    state = Match.from_record(record).state
    left = len(state.hands[0])
    score = record.get("scores", [0])[0]
    title = tr(P + "cleared") if left == 0 else plural(P + "stuck", left)
    return title, plural(P + "score", score)


def cheers(record: dict[str, Any]) -> bool:
    """Whether the results throw confetti: a solitaire only when every tile was laid (stuck is
    not a win); a game with several seats always has its winners."""
    if len(record.get("players", ())) != 1:
        return True
    return Match.from_record(record).state.end_reason == "solitaire_cleared"  # as the core ended it
