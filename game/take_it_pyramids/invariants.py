"""What must hold in every Take It or Leave It (pyramids) state; the property tests call it.

The 15 pyramids are each in exactly one of bag, pot (drawn) and discards; a size still in the bag
still holds its black; the black count agrees with the discards; scores are made of gains and the
seats, dealer, drawer and asked player are valid for the phase; an ended game has one winner.
"""

from __future__ import annotations

from collections import Counter

from game.take_it_pyramids.pieces import ALL_PYRAMIDS, SIZES
from game.take_it_pyramids.rules import MAX_PLAYERS, MIN_PLAYERS, cycles_for
from game.take_it_pyramids.state import Phase, State

_COUNTED = Counter(ALL_PYRAMIDS)


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise AssertionError(f"take_it_pyramids invariant broken: {message}")


def check_invariants(state: State) -> None:
    """Raise AssertionError saying what is wrong unless `state` is consistent."""
    n = state.num_players
    _require(MIN_PLAYERS <= n <= MAX_PLAYERS, f"{n} players")
    _require(len(state.scores) == n and len(state.round_gains) == n, "scores or gains not one per seat")
    _check_pieces(state)
    _check_seats(state)
    _check_scores(state)


def _check_pieces(state: State) -> None:
    held = Counter(state.bag) + Counter(state.drawn) + Counter(state.discarded)
    if held != _COUNTED:
        missing = sorted((_COUNTED - held).elements())
        extra = sorted((held - _COUNTED).elements())
        raise AssertionError(f"take_it_pyramids invariant broken: pyramids not conserved: "
                             f"missing {[p.text() for p in missing]}, extra {[p.text() for p in extra]}")
    _require(list(state.bag) == sorted(state.bag), "the bag is not sorted")
    _require(state.phase is Phase.OVER or bool(state.bag), "the bag is empty but was not refilled")
    for i, size in enumerate(SIZES):
        in_bag = [p for p in state.bag if p.size_index == i]
        if in_bag:
            _require(any(p.is_black for p in in_bag), f"{size} pyramids are in the bag without their black")
        if any(p.is_black and p.size_index == i for p in state.drawn):
            in_pot = sum(1 for p in state.drawn if p.size_index == i)
            _require(in_pot == 5, f"the {size} black is in the pot with only {in_pot} {size} pyramids")
    busts = sum(1 for p in state.discarded if p.is_black)
    _require(state.banked >= 0, f"banked {state.banked}")
    if state.banked == 0:  # no refill this round: every bust of the round is in the discards
        _require(state.blacks == busts, f"{state.blacks} blacks counted but {busts} in the discards")
    else:
        _require(state.blacks >= busts, f"{state.blacks} blacks counted but {busts} in the discards")
    limit = 3 if state.phase is Phase.OVER else 2
    _require(0 <= state.blacks <= limit, f"{state.blacks} blacks in phase {state.phase.value}")


def _check_seats(state: State) -> None:
    n = state.num_players
    seats = range(n)
    _require(all(p in seats for p in state.contenders) and state.contenders == tuple(sorted(set(state.contenders))),
             f"contenders {state.contenders}")
    _require(len(state.in_round) == len(set(state.in_round)) and list(state.in_round) == sorted(state.in_round),
             f"in_round {state.in_round} not ascending and unique")
    _require(set(state.in_round) <= set(state.contenders),
             f"in_round {state.in_round} is not within the contenders {state.contenders}")
    _require(state.dealer in state.contenders, f"dealer {state.dealer} is not a contender")
    _require(set(state.dealers_left) <= set(state.contenders) and state.dealer not in state.dealers_left
             and len(set(state.dealers_left)) == len(state.dealers_left), f"dealers_left {state.dealers_left}")
    _require(state.drawer in seats, f"drawer {state.drawer}")
    _require(state.cycles == cycles_for(n) and state.cycle >= 1 and state.round_number >= 1,
             f"cycle {state.cycle} of {state.cycles}, round {state.round_number}")
    _require((state.size is not None) == (state.phase is Phase.COLOR), f"size {state.size} in {state.phase}")
    _require((state.asked is not None) == (state.phase is Phase.OFFER), f"asked {state.asked} in {state.phase}")
    if state.phase is Phase.OVER:
        return
    _require(state.drawer in state.in_round, f"drawer {state.drawer} has left the round {state.in_round}")
    if state.phase is Phase.COLOR:
        _require(any(p.size == state.size for p in state.bag), f"no {state.size} pyramid left to draw")
    if state.phase is Phase.OFFER:
        _require(state.asked in state.in_round and state.asked != state.drawer,
                 f"asked {state.asked} (drawer {state.drawer}, in {state.in_round})")
    if state.phase in (Phase.OFFER, Phase.DECIDE):
        _require(bool(state.drawn) or state.banked > 0, "an offer or decision with an empty pot")


def _check_scores(state: State) -> None:
    for p in range(state.num_players):
        gain, score = state.round_gains[p], state.scores[p]
        _require(0 <= gain <= score, f"seat {p} scored {gain} this round but has {score}")
        if p not in state.contenders or p in state.in_round:
            _require(gain == 0, f"seat {p} gained {gain} this round without taking a pot")
        else:
            _require(gain > 0, f"seat {p} left the round without scoring")
    if state.phase is Phase.OVER:
        top = max(state.scores)
        tied = [p for p, s in enumerate(state.scores) if s == top]
        _require(len(tied) == 1, f"the game ended tied between {tied}")
        _require(state.cycle >= state.cycles, f"the game ended in cycle {state.cycle} of {state.cycles}")
