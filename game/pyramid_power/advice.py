"""Pyramid Power hints: the medium bot's placement, with its score and how many tiles it touches."""

from __future__ import annotations

from game.advice import Advice, medium_move

from .grid import neighbours
from .rules import placement_score
from .state import Place, State


def touching(state: State, cell: tuple[int, int]) -> int:
    """How many tiles on the board share a whole side with `cell`."""
    taken = {p.cell for p in state.board}
    return sum(1 for c in neighbours(cell) if c in taken)


def advise(state: State, player: int) -> Advice:
    """The medium bot's move for `player` (a placement scoring the most now, or a draw)."""
    action = medium_move("pyramid_power", state, player)
    if not isinstance(action, Place):
        return Advice(action, "draw")
    points = placement_score(state, action.tile, action.cell, action.turn)
    touches = touching(state, action.cell)
    reason = "most_points" if touches > 1 else "most_points_one"
    return Advice(action, reason, (("points", points), ("touches", touches)))
