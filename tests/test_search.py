"""The shared search (game/search): legal, deterministic, sound on chance and simultaneous moves,
and finding the obvious move in small positions of toy games built on the contract."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from game.core import CHANCE, GameInfo, IllegalAction, Step
from game.search import ISMCTS, SearchConfig, diff_values, rank_values, value_function
from game.search.values import race_values, win_values

# ---------------------------------------------------------------- toy games on the contract


@dataclasses.dataclass(frozen=True)
class Toy:
    """A state: phase, the picks so far (None = not yet), a chance result, scores."""

    phase: str
    picks: tuple[int | None, ...]
    roll: int | None = None
    score: tuple[int, ...] = (0, 0)


class Pennies:
    """Matching pennies with simultaneous picks: seat 1 wins if the picks match, seat 0 if not.
    A search that let seat 1 see seat 0's hidden pick would find every move of seat 0 lost."""

    INFO = GameInfo("Pennies", 2, 2, hidden_information=True)

    @staticmethod
    def new() -> Toy:
        return Toy("pick", (None, None))

    @staticmethod
    def to_act(s: Toy) -> tuple[int, ...]:
        return tuple(p for p, c in enumerate(s.picks) if c is None) if s.phase == "pick" else ()

    @staticmethod
    def legal_actions(s: Toy, p: int) -> list[int]:
        return [0, 1] if p in Pennies.to_act(s) else []

    @staticmethod
    def apply(s: Toy, p: int, a: int) -> Step:
        if a not in Pennies.legal_actions(s, p):
            raise IllegalAction("no")
        picks = tuple(a if q == p else c for q, c in enumerate(s.picks))
        if None in picks:
            return Step(Toy("pick", picks))
        match = picks[0] == picks[1]
        return Step(Toy("over", picks, score=(0, 1) if match else (1, 0)))

    @staticmethod
    def is_over(s: Toy) -> bool:
        return s.phase == "over"

    @staticmethod
    def scores(s: Toy) -> tuple[int, ...]:
        return s.score

    @staticmethod
    def view(s: Toy, p: int) -> Toy:
        if s.phase != "pick":
            return s
        return Toy("pick", tuple(c if q == p or c is None else -1 for q, c in enumerate(s.picks)))

    @staticmethod
    def determinize(v: Toy, p: int, rng: random.Random) -> Toy:
        return Toy(v.phase, tuple(rng.choice((0, 1)) if c == -1 else c for c in v.picks))

    @staticmethod
    def chance_outcomes(s: Toy) -> None:
        return None

    @staticmethod
    def sample_chance(s: Toy, rng: random.Random) -> None:
        raise IllegalAction("no chance here")


def gamble_game(listed: bool) -> Any:
    """Seat 0 plays it safe (1 point) or gambles (3 points nine times in ten, else 0) against
    a seat 1 that always has 2: only the gamble can win. Chance's odds are listed, or only
    sampled, as a game chooses."""

    class Gamble:
        INFO = GameInfo("Gamble", 2, 2, hidden_information=False)

        @staticmethod
        def to_act(s: Toy) -> tuple[int, ...]:
            return {"choose": (0,), "roll": (CHANCE,)}.get(s.phase, ())

        @staticmethod
        def legal_actions(s: Toy, p: int) -> list[str]:
            return ["safe", "gamble"] if s.phase == "choose" and p == 0 else []

        @staticmethod
        def apply(s: Toy, p: int, a: Any) -> Step:
            if p == CHANCE:
                return Step(Toy("over", s.picks, a, (3 if a else 0, 2)))
            if a == "safe":
                return Step(Toy("over", s.picks, None, (1, 2)))
            return Step(Toy("roll", s.picks))

        @staticmethod
        def is_over(s: Toy) -> bool:
            return s.phase == "over"

        @staticmethod
        def scores(s: Toy) -> tuple[int, ...]:
            return s.score

        @staticmethod
        def view(s: Toy, p: int) -> Toy:
            return s

        @staticmethod
        def determinize(v: Toy, p: int, rng: random.Random) -> Toy:
            return v

        @staticmethod
        def chance_outcomes(s: Toy) -> list[tuple[int, float]] | None:
            return [(1, 0.9), (0, 0.1)] if listed else None

        @staticmethod
        def sample_chance(s: Toy, rng: random.Random) -> int:
            return 1 if rng.random() < 0.9 else 0

    return Gamble


def long_shot_game() -> Any:
    """Seat 0 (0 points) against seat 1 (2 points): "safe" ends the game 1 to 2, a lost game by
    a small margin; "gamble" ends it 3 to 2 four times in ten, else -3 to 2. By margin the
    safe move is worth more; only the gamble can win."""
    base = gamble_game(True)

    class LongShot(base):  # type: ignore[misc, valid-type]
        @staticmethod
        def apply(s: Toy, p: int, a: Any) -> Step:
            if p == CHANCE:
                return Step(Toy("over", s.picks, a, (3 if a else -3, 2)))
            if a == "safe":
                return Step(Toy("over", s.picks, None, (1, 2)))
            return Step(Toy("roll", s.picks))

        @staticmethod
        def chance_outcomes(s: Toy) -> list[tuple[int, float]]:
            return [(1, 0.4), (0, 0.6)]

    return LongShot


# ---------------------------------------------------------------- the toy games


def test_simultaneous_picks_do_not_leak_into_the_opponents_choice() -> None:
    search = ISMCTS(Pennies, SearchConfig(iterations=400, value="rank"))
    view = Pennies.view(Pennies.new(), 0)
    search.choose(view, 0, random.Random(1))
    values = [v for _, v in search.last_stats["root"].values()]
    # Seen picks would let seat 1 always match: seat 0 would be valued near 0 for both moves.
    assert min(values) > 0.25, search.last_stats


def test_the_opponent_already_picked_in_secret_is_dealt_both_ways() -> None:
    s = Pennies.apply(Pennies.new(), 1, 1).state  # seat 1 picked first, face down
    view = Pennies.view(s, 0)
    assert view.picks == (None, -1)
    search = ISMCTS(Pennies, SearchConfig(iterations=200, value="rank"))
    search.choose(view, 0, random.Random(2))
    values = [v for _, v in search.last_stats["root"].values()]
    assert all(0.3 < v < 0.7 for v in values), search.last_stats


@pytest.mark.parametrize("listed", [True, False])
def test_chance_is_weighed_by_its_odds(listed: bool) -> None:
    game = gamble_game(listed)
    for seed in range(3):
        search = ISMCTS(game, SearchConfig(iterations=60, value="rank"))
        assert search.choose(Toy("choose", ()), 0, random.Random(seed)) == "gamble"


def test_the_search_is_deterministic_for_a_seed_and_varies_between_seeds() -> None:
    search = ISMCTS(Pennies, SearchConfig(iterations=50))
    view = Pennies.view(Pennies.new(), 0)
    runs = [[search.choose(view, 0, random.Random(seed)) for _ in range(1)] for seed in range(12)]
    again = [[search.choose(view, 0, random.Random(seed)) for _ in range(1)] for seed in range(12)]
    assert runs == again
    assert len({r[0] for r in runs}) == 2  # an even game: both moves come up over the seeds


def test_values_rank_and_margin() -> None:
    assert rank_values([5, 3, 3]) == (1.0, 0.25, 0.25)
    assert rank_values([5, 3, 3], lowest_wins=True) == (0.0, 0.75, 0.75)
    d = diff_values([10, 0], scale=10.0)
    assert d[0] > 0.8 and d[1] < 0.2 and abs(d[0] + d[1] - 1.0) < 1e-9
    assert diff_values([7]) [0] > 0.5  # one seat: measured from zero
    mixed = value_function("mix", False, 10.0, 0.5)([10, 0])
    assert mixed[0] == pytest.approx(0.5 * 1.0 + 0.5 * d[0])
    with pytest.raises(ValueError):
        value_function("luck", False)


def test_a_guide_is_kept_on_a_tie_and_overruled_when_clearly_wrong() -> None:
    game = gamble_game(True)
    view = Toy("choose", ())
    config = SearchConfig(iterations=80, value="rank", guide_margin=0.1)
    for seed in range(3):
        # "safe" loses for sure and "gamble" wins nine times in ten: the search overrules.
        search = ISMCTS(game, config)
        assert search.choose(view, 0, random.Random(seed), guide="safe") == "gamble"
        assert search.last_stats["root"]["'safe'"][0] >= 1  # the guide's move was searched
    # Pennies is even: whatever the guide proposes, the search finds nothing clearly better.
    pennies = Pennies.view(Pennies.new(), 0)
    for seed in range(6):
        for guide in (0, 1):
            got = ISMCTS(Pennies, SearchConfig(iterations=100, guide_margin=0.15)).choose(
                pennies, 0, random.Random(seed), guide=guide)
            assert got == guide


def test_a_margin_from_the_root_tells_moves_apart_far_from_the_others() -> None:
    # 40 points behind: the plain margin is flat (both moves look lost), the margin since the
    # root still sees that 5 points beat 1.
    far = [diff_values([0 + gain, 40], scale=6.0)[0] for gain in (1, 5)]
    assert far[1] - far[0] < 1e-3
    near = [diff_values([0 + gain, 40], scale=6.0, base=[0, 40])[0] for gain in (1, 5)]
    assert near[1] - near[0] > 0.2
    mixed = value_function("mix", False, 6.0, 0.5)
    assert mixed([5, 40], [0, 40])[0] > mixed([1, 40], [0, 40])[0] + 0.1


def test_win_values_share_the_win_among_the_tied_best() -> None:
    assert win_values([5, 3, 1]) == (1.0, 0.0, 0.0)
    assert win_values([5, 3, 3], lowest_wins=True) == (0.0, 0.5, 0.5)
    assert win_values([4, 4, 4, 4]) == (0.25,) * 4
    assert value_function("win", True)([2, 1], None) == (0.0, 1.0)


@pytest.mark.parametrize("seed", range(3))
def test_a_game_that_ends_in_the_rollout_is_valued_by_its_final_kind(seed: int) -> None:
    game = long_shot_game()
    view = Toy("choose", ())
    by_margin = SearchConfig(iterations=200, value="diff", scale=10.0, guide_margin=0.0)
    assert ISMCTS(game, by_margin).choose(view, 0, random.Random(seed)) == "safe"
    to_win = dataclasses.replace(by_margin, final="win")
    assert ISMCTS(game, to_win).choose(view, 0, random.Random(seed)) == "gamble"


@pytest.mark.parametrize("over", [False, True])
def test_a_finish_hook_says_whether_its_scores_end_the_game(over: bool) -> None:
    def finish(state: Toy, rng: random.Random, root: Toy) -> tuple[tuple[int, int], bool] | None:
        return ((3, 2), over) if state.phase == "roll" else None  # the gamble always comes off

    config = SearchConfig(value="diff", scale=10.0, final="win")
    search = ISMCTS(long_shot_game(), config, finish=finish)
    got = search._rollout(Toy("roll", ()), random.Random(4), Toy("choose", ()))
    assert got == ((1.0, 0.0) if over else diff_values([3, 2], scale=10.0))


def test_race_values_are_chances_that_sharpen_towards_the_end() -> None:
    scores = [10, 4, 4, 0]  # lowest wins: seat 3 leads
    for spread in (1.0, 5.0, 30.0):
        v = race_values(scores, True, spread)
        assert sum(v) == pytest.approx(1.0)
        assert v[3] > v[1] > v[0] and v[1] == pytest.approx(v[2])  # the order; tied seats alike
    near, far = race_values(scores, True, 2.0), race_values(scores, True, 40.0)
    assert near[3] > 0.8 and far[3] < 0.4  # the same lead: nearly won at the end, not early
    assert race_values(scores, True, 0.0) == win_values(scores, True)
    assert race_values([3, 3], False, 5.0) == (0.5, 0.5)
    assert race_values([9, 1], False, 5.0)[0] > 0.5  # highest wins: the other way round


def test_the_race_value_asks_the_game_how_far_the_scores_may_move() -> None:
    with pytest.raises(ValueError, match="spread"):
        ISMCTS(long_shot_game(), SearchConfig(value="race"))
    asked: list[Toy] = []

    def spread(scores: Any, root: Toy) -> float:
        asked.append(root)
        return 100.0  # so far from the end that a margin of 1 is nearly a coin toss

    search = ISMCTS(long_shot_game(), SearchConfig(iterations=20, value="race"), spread=spread)
    view = Toy("choose", ())
    search.choose(view, 0, random.Random(1))
    assert asked and all(r is view for r in asked)
    worth = search.last_stats["root"]
    assert 0.45 < worth["'safe'"][1] < 0.5  # 1 against 2 with everything still to play
