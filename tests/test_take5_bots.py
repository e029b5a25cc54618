"""Take 5 bots: levels, determinism, legal moves, and the obvious good choices."""

from __future__ import annotations

import random

import pytest

import game.take5 as t5
from game.core import CHANCE
from game.take5 import Options, Phase, Play, State, TakeRow
from game.take5.bots import make_bot


def make(rows: list[list[int]], hands: list[list[int]], *, turn: int) -> State:
    n = len(hands)
    return State(
        options=Options(), num_players=n, phase=Phase.PICK, round=1, turn=turn,
        hands=tuple(tuple(sorted(h)) for h in hands), hand_counts=tuple(len(h) for h in hands),
        picks=(None,) * n, rows=tuple(tuple(r) for r in rows), pending=(),
        taken=((),) * n, seen=(), totals=(0,) * n, history=(),
    )


def test_levels_and_unknown_level() -> None:
    for level in ("random", "easy", "medium", "hard", "expert"):
        assert hasattr(make_bot(level, 3), "choose")
    with pytest.raises(ValueError):
        make_bot("grandmaster", 3)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_avoid_an_obvious_sixth_card(level: str) -> None:
    # 60 would be the sixth card on a row worth 11 bullheads; 21 is safe behind the 20.
    s = make([[50, 51, 52, 53, 55], [20], [80], [90]], [[60, 21], [95, 96]], turn=9)
    view = t5.view(s, 0)
    picks = {make_bot(level, seed).choose(view, 0) for seed in range(6)}
    if level == "easy":
        assert Play(21) in picks  # easy is careless now and then, but not always
    else:
        assert picks == {Play(21)}


def test_hard_takes_a_dearer_row_when_it_saves_a_sixth_card_later() -> None:
    # Seat 0's 3 is too low. Taking the cheap row 1 leaves its last card, 70, to be the sixth
    # card on row 2 next turn; taking row 2 (5 bullheads) makes the 70 safe behind the 50.
    s = make([[50], [60, 61, 62, 63, 64], [80], [90]], [[3, 70], [92, 93]], turn=9)
    s = t5.apply(s, 0, Play(3)).state
    s = t5.apply(s, 1, Play(92)).state
    assert s.phase is Phase.ROW and t5.to_act(s) == (0,)
    view = t5.view(s, 0)
    assert make_bot("medium", 1).choose(view, 0) == TakeRow(1)
    assert make_bot("hard", 1).choose(view, 0) == TakeRow(2)


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_bots_play_whole_rounds_legally_and_deterministically(level: str) -> None:
    def play(seed: int) -> list[object]:
        s = t5.new_game(3, Options(professional=True))
        s = t5.apply(s, CHANCE, t5.sample_chance(s, random.Random(5))).state
        bots = [make_bot(level, seed + p) for p in range(3)]
        moves = []
        start = 7 if level == "hard" else 1  # hard's early turns are slow; medium opens for it
        while s.phase is not Phase.DEAL:
            p = t5.to_act(s)[0]
            bot = bots[p] if s.turn >= start else make_bot("medium", 0)
            action = bot.choose(t5.view(s, p), p)
            assert action in t5.legal_actions(s, p)
            moves.append(action)
            s = t5.apply(s, p, action).state
        return moves

    assert play(1) == play(1)


def test_the_bots_fast_turn_resolution_agrees_with_the_rules() -> None:
    from game.take5.bots import _cheapest_row, _place, _rows_summary

    rng = random.Random(12)
    for _ in range(60):
        s = t5.new_game(5)
        s = t5.apply(s, CHANCE, t5.sample_chance(s, rng)).state
        while s.phase is not Phase.DEAL:
            lasts, lens, bulls = _rows_summary(s)
            cards = [rng.choice(sorted(s.hands[p])) for p in range(5)]
            cost = [0] * 5
            _place(sorted((c, p) for p, c in enumerate(cards)), lasts, lens, bulls, cost)
            before = s.taken
            for p, c in enumerate(cards):
                s = t5.apply(s, p, Play(c)).state
            while s.phase is Phase.ROW:
                _, row_lens, row_bulls = _rows_summary(s)
                s = t5.apply(s, s.chooser, TakeRow(_cheapest_row(row_bulls, row_lens) + 1)).state
            gained = [sum(t5.bullheads(c) for c in s.taken[p][len(before[p]):]) for p in range(5)]
            assert gained == cost
            if s.phase is Phase.PICK:
                assert _rows_summary(s) == (lasts, lens, bulls)


def _slow_rollout(hands, lasts, lens, bulls, cost, density, rng, eps) -> None:
    """The rollout as the rule says it: every seat plays `_policy` (medium's card risk)."""
    from game.take5.bots import _place, _policy

    while hands[0]:
        plays = []
        for p, hand in enumerate(hands):
            c = _policy(hand, lasts, lens, bulls, density, rng, eps)
            hand.remove(c)
            plays.append((c, p))
        plays.sort()
        _place(plays, lasts, lens, bulls, cost)


def test_the_fast_rollout_plays_exactly_as_the_policy_says_card_for_card() -> None:
    """The rollout is written out for speed; it must pick the same card as `_policy` every time,
    or the hard bot's and the expert's moves for a seed would change."""
    from game.take5.bots import _rollout, _rows_summary

    rng = random.Random(31)
    for _ in range(150):
        n = rng.randint(2, 10)
        s = t5.new_game(n)
        s = t5.apply(s, CHANCE, t5.sample_chance(s, rng)).state
        for _turn in range(rng.randint(0, 6)):  # start from a later turn now and then
            for p in range(n):
                s = t5.apply(s, p, Play(rng.choice(sorted(s.hands[p])))).state
            while s.phase is Phase.ROW:
                s = t5.apply(s, s.chooser, TakeRow(rng.randint(1, 4))).state
        density = rng.choice([0.0, 0.01, 0.05, 0.12, 0.3])
        eps = rng.choice([0.0, 0.1])
        seed = rng.getrandbits(32)
        runs = []
        for rollout in (_rollout, _slow_rollout):
            hands = [sorted(h) for h in s.hands]
            lasts, lens, bulls = _rows_summary(s)
            cost = [0] * n
            rollout(hands, lasts, lens, bulls, cost, density, random.Random(seed), eps)
            runs.append((cost, lasts, lens, bulls))
        assert runs[0] == runs[1], (n, density, eps)


def test_the_experts_round_finish_says_when_the_totals_end_the_game() -> None:
    from game.evolve import evolve
    from game.take5.bots import _finish_round
    from game.take5.rules import game_ends

    rng = random.Random(5)
    s = t5.new_game(4)
    s = t5.apply(s, CHANCE, t5.sample_chance(s, rng)).state
    for start, expect in (((0, 0, 0, 0), False), ((70, 0, 0, 0), True), ((60, 50, 3, 9), None)):
        state = evolve(s, totals=start)
        for _ in range(20):
            got = _finish_round(state, rng, state)
            assert got is not None
            totals, over = got
            assert all(t >= t0 for t, t0 in zip(totals, start, strict=True))
            assert over == game_ends(state.options, totals)
            if expect is not None:
                assert over is expect


def test_the_race_spread_narrows_as_the_highest_total_nears_the_end() -> None:
    from game.take5.bots import ROUND_SPREAD, _spread_to_end

    s = t5.new_game(4)
    spreads = [_spread_to_end([t, 0, 0, 0], s) for t in (0, 20, 40, 60, 66, 90)]
    assert spreads == sorted(spreads, reverse=True)
    assert spreads[0] > 2 * ROUND_SPREAD and spreads[-1] == ROUND_SPREAD  # one round at least
    longer = evolve_options(s, end_score=132)
    assert _spread_to_end([40, 0, 0, 0], longer) > _spread_to_end([40, 0, 0, 0], s)


def evolve_options(s: State, **changes: int) -> State:
    import dataclasses

    from game.evolve import evolve

    return evolve(s, options=dataclasses.replace(s.options, **changes))


def test_the_win_chance_bot_and_the_expert_take_a_dearer_row_that_ends_the_game_as_winner() -> None:
    """Seat 0 (45) must take a row for its 3; seat 1 (62) plays 42 next. Taking the cheapest row
    (5 bullheads, the 41's) lets the 42 follow safely and the game go on; taking the 55 (7)
    leaves the 41's row full, so the 42 is its sixth card: seat 1 reaches 67 and seat 0 wins
    with 52. Hard counts bullheads and takes the cheap row; playing to win takes the 55."""
    import dataclasses

    from game.take5.bots import WinChanceBot

    rows = [[36, 37, 38, 39, 41], [55], [70, 77], [88, 90]]  # 5, 7, 8 and 8 bullheads
    s = dataclasses.replace(make(rows, [[3], [42]], turn=10), totals=(45, 62))
    s = t5.apply(t5.apply(s, 0, Play(3)).state, 1, Play(42)).state
    assert s.phase is Phase.ROW and t5.to_act(s) == (0,)
    view = t5.view(s, 0)
    assert make_bot("hard", 1).choose(view, 0) == TakeRow(1)
    assert WinChanceBot(1).choose(view, 0) == TakeRow(2)
    assert make_bot("expert", 1).choose(view, 0) == TakeRow(2)
    after = t5.apply(s, 0, TakeRow(2)).state
    assert after.totals == (52, 67) and after.phase is Phase.OVER


def test_the_win_chance_bot_values_a_won_ending_above_any_lead() -> None:
    from game.take5.bots import WinChanceBot

    s = t5.new_game(3)
    value = WinChanceBot._value  # lower is better, as with hard's bullheads
    won = value([0, 0, 0], 0, [50, 60, 70], s)  # the round ends the game: seat 0 wins outright
    lead = value([0, 0, 0], 0, [10, 40, 45], s)  # far ahead, but the game goes on
    shared = value([0, 0, 0], 0, [50, 50, 70], s)  # ends in a tie for the win
    lost = value([0, 0, 0], 1, [50, 60, 70], s)
    assert won == -1.0 and shared == -0.5 and lost == 0.0
    assert won < lead < shared


def test_the_expert_spends_more_where_the_round_may_end_the_game() -> None:
    """The win is decided in the last round, so there the guide deals twice its worlds and the
    search runs three times its iterations; earlier rounds keep the smaller budget."""
    from game.evolve import evolve
    from game.take5.bots import (
        EXPERT,
        EXPERT_ENDGAME_FACTOR,
        ROUND_PENALTY,
        ROUND_SPREAD,
        WinChanceBot,
        endgame,
    )

    s = t5.new_game(4)
    edge = s.options.end_score - ROUND_PENALTY - ROUND_SPREAD  # the leader's total where it turns
    early = evolve(s, totals=(int(edge), 10, 0, 30))
    late = evolve(s, totals=(int(edge) + 1, 10, 0, 30))
    assert not endgame(early) and endgame(late)
    taken = evolve(early, taken=((55,), (), (), ()))  # 7 bullheads taken this round count too
    assert endgame(taken)
    guide = WinChanceBot(1)
    assert guide._worlds(late, 0, 400) == 2 * guide._worlds(early, 0, 400) == 300
    expert = make_bot("expert", 1)
    assert expert.budget(early) == EXPERT.iterations
    assert expert.budget(late) == EXPERT_ENDGAME_FACTOR * EXPERT.iterations
