"""What must hold in every full Take 5 state; the property tests call it after every step.

Cards are conserved: after a deal the 10 x players + 4 cards dealt this round are each in exactly
one place (hands, face-down picks, rows, pending, penalty piles), so no card is lost or doubled.
Rows hold 1 to 5 cards, ascending; hand sizes follow the turn; the totals are the sum of the
per-round history and each round's history is the bullheads of that round's penalty piles.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from .cards import HAND_SIZE, NUM_ROWS, ROW_LIMIT, pile_bullheads
from .rules import deck_in_play, game_ends, target_row
from .state import HIDDEN, Phase, State


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise AssertionError(f"take5 invariant broken: {message}")


def check_invariants(state: State) -> None:
    """Raise AssertionError saying what is wrong unless `state` is a consistent Take 5 state."""
    n = state.num_players
    _require(2 <= n <= 10, f"{n} players")
    for name in ("hands", "hand_counts", "picks", "taken", "totals"):
        _require(len(getattr(state, name)) == n, f"{name} has {len(getattr(state, name))} seats, not {n}")
    _require(len(state.rows) == NUM_ROWS, f"{len(state.rows)} rows")
    _check_scores(state)
    if state.round == 0:
        _require(state.phase is Phase.DEAL, f"round 0 in phase {state.phase}")
        _require(not any(state.rows) and not any(state.taken) and not any(state.hands)
                 and not state.pending and not state.seen, "cards on the table before the first deal")
        return
    _check_cards(state)
    _check_turn(state)


def _check_scores(state: State) -> None:
    n = state.num_players
    done = state.round if state.phase in (Phase.DEAL, Phase.OVER) else state.round - 1
    _require(len(state.history) == done,
             f"{len(state.history)} rounds in the history after {done} scored rounds")
    for r, gained in enumerate(state.history, start=1):
        _require(len(gained) == n and all(g >= 0 for g in gained), f"round {r} history {gained}")
    sums = tuple(sum(h[p] for h in state.history) for p in range(n))
    _require(state.totals == sums, f"totals {state.totals} but the rounds add up to {sums}")
    if state.history and state.phase in (Phase.DEAL, Phase.OVER):
        piles = tuple(pile_bullheads(pile) for pile in state.taken)
        _require(state.history[-1] == piles,
                 f"last round scored {state.history[-1]} but the penalty piles hold {piles}")
    ended = bool(state.history) and game_ends(state.options, state.totals)
    _require((state.phase is Phase.OVER) == ended,
             f"phase {state.phase.value} with totals {state.totals} (end at {state.options.end_score}, "
             f"{state.options.end_rule})")


def _check_cards(state: State) -> None:
    n = state.num_players
    for p, row in enumerate(state.rows, start=1):
        _require(1 <= len(row) <= ROW_LIMIT, f"row {p} holds {len(row)} cards: {row}")
        _require(all(a < b for a, b in pairwise(row)), f"row {p} is not ascending: {row}")
    if any(h is None for h in state.hands) or HIDDEN in state.picks:
        return  # a player's view: some cards are out of sight
    where: Counter[int] = Counter()
    for hand in state.hands:
        where.update(hand or ())
    where.update(c for c in state.picks if c is not None)
    for row in state.rows:
        where.update(row)
    where.update(c for c, _ in state.pending)
    for pile in state.taken:
        where.update(pile)
    twice = sorted(c for c, k in where.items() if k > 1)
    _require(not twice, f"card {twice[:1]} is in more than one place")
    stray = sorted(set(where) - deck_in_play(state))
    _require(not stray, f"cards {stray} are not in the deck in play")
    dealt = HAND_SIZE * n + NUM_ROWS
    _require(len(where) == dealt, f"{len(where)} cards on the table, but {dealt} were dealt")
    seen = state.seen
    _require(len(set(seen)) == len(seen), f"a card was revealed twice: {seen}")
    placed = [c for row in state.rows for c in row] + [c for pile in state.taken for c in pile]
    pending = {c for c, _ in state.pending}
    _require(pending <= set(seen), "a pending card was never revealed")
    starters = set(placed) - set(seen)
    _require(len(starters) == NUM_ROWS and set(seen) - pending <= set(placed),
             f"rows and piles {sorted(placed)} do not match the revealed cards {sorted(seen)}")


def _check_turn(state: State) -> None:
    n = state.num_players
    for p, (hand, count) in enumerate(zip(state.hands, state.hand_counts, strict=True)):
        _require(hand is None or len(hand) == count, f"seat {p} holds {hand} but hand_counts says {count}")
        _require(hand is None or list(hand) == sorted(hand), f"seat {p}'s hand is not sorted")
    if state.phase in (Phase.DEAL, Phase.OVER):
        _require(all(c == 0 for c in state.hand_counts), f"cards left in hand after the round: {state.hand_counts}")
        _require(all(pk is None for pk in state.picks) and not state.pending, "picks left after the round")
        _require(len(state.seen) == n * HAND_SIZE, f"{len(state.seen)} cards revealed in a full round")
        return
    t = state.turn
    _require(1 <= t <= HAND_SIZE, f"turn {t}")
    if state.phase is Phase.PICK:
        _require(not state.pending, "cards pending while players pick")
        _require(any(pk is None for pk in state.picks), "everyone has picked but nothing was revealed")
        for p, (pick, count) in enumerate(zip(state.picks, state.hand_counts, strict=True)):
            want = HAND_SIZE - (t - 1) - (pick is not None)
            _require(count == want, f"seat {p} holds {count} cards on turn {t}, not {want}")
        _require(len(state.seen) == n * (t - 1), f"{len(state.seen)} cards revealed before turn {t}")
        return
    _require(state.phase is Phase.ROW, f"unknown phase {state.phase}")
    _require(bool(state.pending), "a row is to be chosen but nothing is pending")
    _require(all(pk is None for pk in state.picks), "picks left while a row is chosen")
    _require(all(c == HAND_SIZE - t for c in state.hand_counts), f"hand sizes {state.hand_counts} on turn {t}")
    _require(len(state.seen) == n * t, f"{len(state.seen)} cards revealed by turn {t}")
    cards = [c for c, _ in state.pending]
    _require(cards == sorted(cards), f"pending cards not lowest first: {state.pending}")
    _require(len({p for _, p in state.pending}) == len(state.pending), "a seat has two pending cards")
    _require(target_row(state.rows, cards[0]) is None,
             f"card {cards[0]} waits for a row choice but fits a row")
