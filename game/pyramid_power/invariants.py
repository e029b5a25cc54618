"""What must hold in every Pyramid Power state; the property tests call it after every step.

Every tile of the set in play is in exactly one place (board, a hand, the supply; a drawn tile is
in its drawer's hand), no cell holds two tiles, the start tile sits at (0, 0) and every later tile
touches the board and matches its touching sides when laid in board order (checked with the
game's own `placement_score`). The placements' points add up to the scores (plus the end bonuses
once the game is over), and the phase agrees with the hands, the supply and the end condition.
"""

from __future__ import annotations

from collections import Counter

from game.core import IllegalAction
from game.pyramid_power import board as bd
from game.pyramid_power.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SOLITAIRE_HAND,
    START_CELL,
    tile_set,
)
from game.pyramid_power.state import Phase, State
from game.pyramid_power.tiles import WILD

END_REASONS = {1: ("solitaire_cleared", "solitaire_stuck"), 0: ("last_tile", "supply_empty")}


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise AssertionError(f"pyramid_power invariant broken: {message}")


def check_invariants(state: State) -> None:
    """Raise AssertionError saying what is wrong unless `state` is consistent."""
    n = state.num_players
    _require(MIN_PLAYERS <= n <= MAX_PLAYERS, f"{n} players")
    _require(len(state.hands) == n and len(state.scores) == n, "hands or scores not one per seat")
    _require(0 <= state.current < n, f"current seat {state.current}")
    _check_tiles(state)
    if state.phase is Phase.DEAL:
        _require(not state.board and state.scores == (0,) * n and state.moves == 0,
                 "tiles on the board or points scored before the deal")
        return
    placed_points = _check_board(state)
    _check_phase(state)
    if state.phase is not Phase.OVER:
        _require(all(s >= 0 for s in state.scores), f"negative score {state.scores}")
        _require(sum(state.scores) == placed_points,
                 f"scores {state.scores} add up to {sum(state.scores)}, but the placements scored {placed_points}")


def _check_tiles(state: State) -> None:
    where: Counter[str] = Counter(p.tile for p in state.board)
    for hand in state.hands:
        _require(list(hand) == sorted(hand), f"hand {hand} is not sorted")
        where.update(hand)
    where.update(state.supply)
    twice = sorted(t for t, k in where.items() if k > 1)
    _require(not twice, f"tile {twice[:1]} is in more than one place")
    tiles = set(tile_set(state.options))
    missing, stray = sorted(tiles - set(where)), sorted(set(where) - tiles)
    _require(not missing and not stray, f"tiles missing {missing}, not in this set {stray}")


def _check_board(state: State) -> int:
    """Replay the board in placement order; returns the points the placements scored."""
    board = state.board
    _require(bool(board), "no start tile after the deal")
    start = board[0]
    _require(start.cell == START_CELL and start.turn == 0 and start.tile != WILD,
             f"start tile {start} is not a plain tile at {START_CELL} turned 0")
    cells = [p.cell for p in board]
    twice = sorted(c for c, k in Counter(cells).items() if k > 1)
    _require(not twice, f"cell {twice[:1]} holds two tiles")
    _require(state.moves == len(board) - 1, f"moves {state.moves} but {len(board) - 1} tiles were placed")
    total = 0
    for i in range(1, len(board)):
        p = board[i]
        try:
            total += bd.placement_score(board[:i], p.tile, p.cell, p.turn)
        except IllegalAction as exc:
            raise AssertionError(f"pyramid_power invariant broken: tile {i} ({p.tile} at {p.cell} "
                                 f"turned {p.turn}) does not fit: {exc}") from None
    return total


def _check_phase(state: State) -> None:
    n = state.num_players
    hand = state.hands[state.current]
    _require((state.drawn is not None) == (state.phase is Phase.PLACE_DRAWN),
             f"drawn tile {state.drawn} in phase {state.phase.value}")
    _require((state.end_reason is not None) == (state.phase is Phase.OVER),
             f"end reason {state.end_reason} in phase {state.phase.value}")
    if n > 1:
        _require(state.phase is not Phase.REFILL, "a refill in a game of several players")
    if state.phase is Phase.OVER:
        reason = state.end_reason
        _require(reason in END_REASONS[n == 1], f"end reason {reason} with {n} players")
        if reason in ("last_tile", "solitaire_cleared"):
            _require(not hand, f"{reason} but the player still holds {hand}")
        if reason != "last_tile":
            _require(not state.supply, f"{reason} with {len(state.supply)} tiles in the supply")
        if reason in ("supply_empty", "solitaire_stuck"):
            _require(not bd.any_fits(state.board, hand), f"{reason} but a tile of {hand} fits")
        return
    if state.phase is not Phase.REFILL:  # solitaire refills an emptied hand
        _require(all(state.hands), f"a hand is empty but the game goes on: {state.hands}")
    if state.phase is Phase.PLAY:
        _require(bool(state.supply) or bd.any_fits(state.board, hand),
                 "nothing fits and the supply is empty, but the game goes on")
    elif state.phase is Phase.DRAW:
        _require(bool(state.supply) and not bd.any_fits(state.board, hand),
                 "a draw while a tile fits or the supply is empty")
    elif state.phase is Phase.PLACE_DRAWN:
        _require(state.drawn in hand and bd.any_fits(state.board, (state.drawn,)),
                 f"the drawn tile {state.drawn} is not in hand or fits nowhere")
    elif state.phase is Phase.REFILL:
        _require(bool(state.supply) and len(hand) < SOLITAIRE_HAND, "a refill that is not needed")
