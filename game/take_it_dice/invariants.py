"""What must hold in every full Take It or Leave It (dice) state; the property tests call it.

Dice are conserved: during a round the tray, the dice each player took and the dice an action card
lifted hold exactly the dice in play for the player count (by colour), and between rounds nobody
holds a die. Every combo and action card is in exactly one place (draw pile, discards, a hand, a
score pile). Hands never exceed the agreed split; the round count, starter and turn flags agree
with the phase; the score piles and minus chips agree with the per-round results.
"""

from __future__ import annotations

from collections import Counter

from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS
from game.take_it_dice.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    dice_in_play,
    points,
    round_starter,
    seat_split,
)
from game.take_it_dice.state import State, sort_dice, total_rounds

PHASES = ("split", "deal", "cast", "turn", "roll", "discard", "over")


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise AssertionError(f"take_it_dice invariant broken: {message}")


def check_invariants(state: State) -> None:
    """Raise AssertionError saying what is wrong unless `state` is consistent."""
    n = state.num_players
    _require(MIN_PLAYERS <= n <= MAX_PLAYERS, f"{n} players")
    _require(state.phase in PHASES, f"unknown phase {state.phase!r}")
    for name in ("combo_hands", "action_hands", "hand_sizes", "taken", "passed", "played", "score_piles",
                 "minus"):
        _require(len(getattr(state, name)) == n, f"{name} is not one per seat")
    _check_dice(state)
    if state.viewer is None:
        _check_cards(state)
    _check_flow(state)
    _check_scores(state)


def _check_dice(state: State) -> None:
    dice = list(state.tray) + [d for t in state.taken for d in t]
    if state.pending is not None:
        dice += list(state.pending.dice)
    for d in dice:
        _require(len(d) == 2 and d[0] in "WBR" and d[1] in "123456", f"{d!r} is not a die")
    _require(state.tray == sort_dice(state.tray), f"the tray {state.tray} is not sorted")
    for p, t in enumerate(state.taken):
        _require(t == sort_dice(t), f"seat {p}'s dice {t} are not sorted")
    if state.phase in ("turn", "roll"):
        colours = Counter(d[0] for d in dice)
        have = (colours["W"], colours["B"], colours["R"])
        want = dice_in_play(state.num_players)
        _require(have == want, f"dice in tray + taken + lifted are {have} (white, black, red), not {want}")
    else:
        _require(not dice, f"dice {dice} are out between rounds")


def _check_cards(state: State) -> None:
    for kind, deck, draw, discard, hands, extra in (
            ("combo", COMBO_CARDS, state.combo_draw, state.combo_discard, state.combo_hands, state.score_piles),
            ("action", ACTION_CARDS, state.action_draw, state.action_discard, state.action_hands, ())):
        where: Counter[str] = Counter(draw or ())
        where.update(discard)
        for hand in hands:
            where.update(hand or ())
        for pile in extra:
            where.update(pile)
        twice = sorted(c for c, k in where.items() if k > 1)
        _require(not twice, f"{kind} card {twice[:1]} is in more than one place")
        missing = sorted(set(deck) - set(where))
        stray = sorted(set(where) - set(deck))
        _require(not missing and not stray, f"{kind} cards missing {missing}, unknown {stray}")
    _require(state.combo_draw_size == len(state.combo_draw or ()), "combo_draw_size is wrong")
    _require(state.action_draw_size == len(state.action_draw or ()), "action_draw_size is wrong")
    for p, (c, a) in enumerate(zip(state.combo_hands, state.action_hands, strict=True)):
        split = seat_split(state, p)
        size = (len(c or ()), len(a or ()))
        _require(state.hand_sizes[p] == size, f"seat {p} holds {size} cards but hand_sizes says {state.hand_sizes[p]}")
        _require(size[0] <= split[0] and size[1] <= split[1], f"seat {p} holds {size}, more than the split {split}")


def _check_flow(state: State) -> None:
    n = state.num_players
    rounds = total_rounds(n)
    _require(0 <= state.round < rounds, f"round {state.round} of {rounds}")
    _require(state.starter == round_starter(state, state.round), f"starter {state.starter} in round {state.round}")
    _require(0 <= state.turn < n, f"turn {state.turn}")
    done = state.round + (1 if state.phase in ("discard", "over") else 0)
    _require(len(state.round_totals) == done, f"{len(state.round_totals)} round results after {done} rounds")
    _require((state.phase == "over") == (done == rounds), f"phase {state.phase} after {done} of {rounds} rounds")
    # The first edition allows one card before each take, so no limit a round.
    limit = state.options.action_cards_per_round if state.options.edition == "combo" else 99
    _require(all(0 <= k <= limit for k in state.played), f"action cards played {state.played}, limit {limit}")
    _require((state.pending is not None) == (state.phase == "roll"), f"pending {state.pending} in {state.phase}")
    flags = (state.turn_played, state.second_take, state.take_two)
    if state.phase in ("turn", "roll"):
        _require(not state.passed[state.turn], f"seat {state.turn} is on turn but has passed")
        _require(not all(state.passed), "everyone has passed but the round goes on")
        _require(not (state.second_take and state.take_two), "take-two: both takes due at once")
        _require(state.turn_played or not state.take_two, "take-two is due but no card was played")
        if state.pending is not None:
            _require(state.pending.player == state.turn, "the lifted dice belong to a seat not on turn")
        if state.phase == "turn":
            _require(bool(state.tray), "a turn with an empty tray")
    else:
        _require(not any(flags) and not any(state.passed), f"turn flags {flags} / passed left between rounds")
        if state.phase == "cast":
            _require(all(k == 0 for k in state.played), f"action cards counted as played before the round: "
                                                        f"{state.played}")


def _check_scores(state: State) -> None:
    pts = points(state)
    for p in range(state.num_players):
        _require(state.minus[p] >= 0, f"seat {p} has {state.minus[p]} minus chips")
        results = sum(r[p] for r in state.round_totals)
        # Round results are points of completed cards less that round's chips; the rest of the
        # chips (fix-black costs) come on top, so the chips from scoring lie in 0..minus.
        scoring_chips = pts[p] - results
        _require(0 <= scoring_chips <= state.minus[p],
                 f"seat {p}: {pts[p]} points from the score pile and {results} from the rounds "
                 f"do not fit {state.minus[p]} minus chips")
