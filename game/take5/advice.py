"""Take 5 hints: the medium bot's card or row, and where a card would go and what it costs."""

from __future__ import annotations

import dataclasses

from game.advice import Advice, medium_move

from .cards import BULLHEADS, ROW_LIMIT
from .rules import target_row
from .state import Phase, Play, State, TakeRow
from .view import view


@dataclasses.dataclass(frozen=True)
class Landing:
    """Where a card would go now: `row` (1-4, None if too low) and the bullheads it would take."""

    card: int
    row: int | None
    cost: int  # bullheads taken at once (a sixth card; the cheapest row when too low)
    room: int  # cards the row still takes before a sixth (0: this card is the sixth)


def row_cost(state: State, row: int) -> int:
    """Bullheads in row `row` (0-based)."""
    return sum(BULLHEADS[c] for c in state.rows[row])


def landing(state: State, card: int) -> Landing:
    """Where `card` would go if it were laid on the rows as they are now."""
    t = target_row(state.rows, card)
    if t is None:
        return Landing(card, None, min(row_cost(state, r) for r in range(len(state.rows))), 0)
    room = ROW_LIMIT - len(state.rows[t]) - 1
    return Landing(card, t + 1, row_cost(state, t) if room < 0 else 0, max(0, room))


def advise(state: State, player: int) -> Advice:
    """The medium bot's move for `player` (who sees only their view) and its reason."""
    seen = view(state, player)
    action = medium_move("take5", seen, player)
    if isinstance(action, TakeRow):
        return Advice(action, "cheapest_row", (("row", action.row), ("cost", row_cost(seen, action.row - 1))))
    assert isinstance(action, Play) and seen.phase is Phase.PICK
    where = landing(seen, action.card)
    if where.row is None:
        return Advice(action, "too_low", (("card", action.card), ("cost", where.cost)))
    if where.cost:
        return Advice(action, "sixth", (("card", action.card), ("row", where.row), ("cost", where.cost)))
    return Advice(action, "room", (("card", action.card), ("row", where.row), ("room", where.room)))
