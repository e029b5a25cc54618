"""The rules-core contract, checked once for every registered game.

A game that registers in `game.GAME_IDS` gets all of these tests without writing them again.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import random
from typing import Any

import pytest

import game.core as core
from game import CHANCE, GAMES, IllegalAction, Step, play_match, replay, state_hash
from game.core import Event, Match, options_to_dict

GAME_LIST = sorted(GAMES)


def random_states(module: Any, num_players: int, seed: int, limit: int = 10_000):
    """Walk one game with uniformly random legal moves, yielding (state, actor, action)."""
    rng = random.Random(seed)
    state = module.new_game(num_players, module.Options())
    for _ in range(limit):
        if module.is_over(state):
            yield state, None, None
            return
        actors = module.to_act(state)
        if actors == (CHANCE,):
            actor, action = CHANCE, module.sample_chance(state, rng)
        else:
            actor = rng.choice(actors)
            action = rng.choice(module.legal_actions(state, actor))
        yield state, actor, action
        state = module.apply(state, actor, action).state
    raise AssertionError(f"a random game did not end within {limit} steps")


def sampled(items: list[Any], k: int, rng: random.Random) -> list[Any]:
    return items if len(items) <= k else rng.sample(items, k)


@pytest.fixture(params=GAME_LIST)
def module(request: pytest.FixtureRequest) -> Any:
    return GAMES[request.param]


def player_counts(module: Any) -> list[int]:
    return list(range(module.MIN_PLAYERS, module.MAX_PLAYERS + 1))


def test_contract_surface(module: Any) -> None:
    for name in ("TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "Options", "new_game", "to_act",
                 "legal_actions", "chance_outcomes", "sample_chance", "apply", "is_over",
                 "scores", "winners", "view", "determinize", "action_text", "parse_action"):
        assert hasattr(module, name), f"{module.__name__} lacks {name}"
    assert dataclasses.is_dataclass(module.Options)
    for f in dataclasses.fields(module.Options)[:1]:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(module.Options(), f.name, None)
    bots = importlib.import_module(f"{module.__name__}.bots")
    for level in ("easy", "medium", "hard"):
        assert hasattr(bots.make_bot(level, 1), "choose")
    with pytest.raises(ValueError):
        bots.make_bot("grandmaster", 1)


def test_random_games_end_for_every_player_count(module: Any) -> None:
    for n in player_counts(module):
        for seed in range(2):
            *_, (final, actor, _) = random_states(module, n, seed)
            assert actor is None and module.is_over(final)
            assert module.to_act(final) == ()
            scores = module.scores(final)
            assert len(scores) == n and all(isinstance(s, int) for s in scores)
            winners = module.winners(final)
            assert winners and set(winners) <= set(range(n))


def test_every_step_keeps_the_contract(module: Any) -> None:
    """Round-trip notation, chance outcomes, events, and purity at every state of random games."""
    rng = random.Random(7)
    for n in (module.MIN_PLAYERS, module.MAX_PLAYERS):
        for state, actor, action in random_states(module, n, seed=n):
            if actor is None:
                break
            before = state_hash(state)
            actors = module.to_act(state)
            if actors == (CHANCE,):
                outcomes = module.chance_outcomes(state)
                if outcomes is not None:
                    assert outcomes, "a chance node with no outcomes"
                    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
                    assert all(p > 0 for _, p in outcomes)
                    for a, _ in outcomes:
                        assert module.parse_action(state, CHANCE, module.action_text(state, a)) == a
                text = module.action_text(state, action)
                assert module.parse_action(state, CHANCE, text) == action
            else:
                assert CHANCE not in actors and len(set(actors)) == len(actors)
                for p in actors:
                    legal = module.legal_actions(state, p)
                    assert legal, f"player {p} is to act but has no legal action"
                    for a in sampled(legal, 25, rng):
                        text = module.action_text(state, a)
                        assert isinstance(text, str) and text
                        assert module.parse_action(state, p, text) == a, text
            step = module.apply(state, actor, action)
            assert isinstance(step, Step)
            assert all(isinstance(e, Event) and e.text() for e in step.events)
            assert state_hash(state) == before, "apply changed the old state"


def test_illegal_actions_raise_and_change_nothing(module: Any) -> None:
    rng = random.Random(3)
    checked = 0
    last_action: Any = None
    for state, actor, action in random_states(module, module.MAX_PLAYERS, seed=11):
        before = state_hash(state)
        if actor is None:
            assert module.legal_actions(state, 0) == []
            with pytest.raises(IllegalAction):
                module.apply(state, 0, last_action)  # nothing is legal once the game is over
            assert state_hash(state) == before
            break
        actors = module.to_act(state)
        if actors == (CHANCE,):
            with pytest.raises(IllegalAction):
                module.apply(state, 0, action)  # a player cannot make chance's move
        else:
            with pytest.raises(IllegalAction):
                module.apply(state, CHANCE, action)  # chance cannot make a player's move
            idle = [p for p in range(module.MAX_PLAYERS) if p not in actors]
            if idle:
                with pytest.raises(IllegalAction):
                    module.apply(state, rng.choice(idle), action)
        with pytest.raises(IllegalAction):
            module.parse_action(state, actors[0], "xyzzy 12 %% nonsense")
        with pytest.raises(IllegalAction):
            module.apply(state, 99, action)
        assert state_hash(state) == before
        if actor != CHANCE:
            last_action = action
        checked += 1
    assert checked > 10


def test_illegal_error_messages_read_as_sentences(module: Any) -> None:
    state = module.new_game(module.MIN_PLAYERS, module.Options())
    with pytest.raises(IllegalAction) as info:
        module.parse_action(state, 0, "xyzzy")
    message = str(info.value)
    assert len(message) > 8 and " " in message and "Traceback" not in message


def test_same_seed_gives_same_record_despite_global_random(module: Any,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    seats = ["medium", "easy"] + ["easy"] * (module.MIN_PLAYERS - 2)
    n = len(seats)
    random.seed(1)
    first = play_match(module.__name__.split(".")[-1], n, seats, seed=42)
    real_apply = module.apply

    def noisy_apply(*args: Any) -> Step:
        random.random()  # someone else uses the global generator between moves
        return real_apply(*args)

    monkeypatch.setattr(module, "apply", noisy_apply)
    random.seed(999)
    second = play_match(module.__name__.split(".")[-1], n, seats, seed=42)
    assert first == second
    assert state_hash(replay(first)) == state_hash(replay(second))
    other = play_match(module.__name__.split(".")[-1], n, seats, seed=43)
    assert other["actions"] != first["actions"]


def test_replay_rebuilds_the_state_and_names_a_bad_line(module: Any) -> None:
    game_id = module.__name__.split(".")[-1]
    n = module.MAX_PLAYERS
    match = Match(game_id, n, seed=5)
    rng = random.Random(5)
    while not match.is_over():
        actors = match.to_act()
        if actors == (CHANCE,):
            match.chance_step()
        else:
            p = actors[0]
            match.apply(p, rng.choice(module.legal_actions(match.state, p)))
    record = json.loads(json.dumps(match.finished_record()))  # survives JSON
    state = replay(record)
    assert state_hash(state) == state_hash(match.state)
    assert list(module.scores(state)) == record["scores"]
    assert list(module.winners(state)) == record["winners"]
    resumed = Match.from_record({**record, "actions": record["actions"][:len(record["actions"]) // 2]})
    assert resumed.record["options"] == options_to_dict(module.Options())
    broken = json.loads(json.dumps(record))
    line = len(broken["actions"]) // 2
    broken["actions"][line - 1][1] = "xyzzy"
    with pytest.raises(IllegalAction, match=f"line {line} "):
        replay(broken)
    with pytest.raises(IllegalAction):
        replay({**record, "game": "chess"})
    with pytest.raises(IllegalAction):
        replay({**record, "players": record["players"] * 20})


def test_view_hides_what_a_player_may_not_know(module: Any) -> None:
    """Views are consistent with every sampled world, and those worlds differ where info is hidden."""
    rng = random.Random(9)
    hidden_seen = False
    for index, (state, actor, _) in enumerate(random_states(module, module.MAX_PLAYERS, seed=2)):
        if actor is None or index % 3:
            continue
        for p in range(module.MAX_PLAYERS):
            v = module.view(state, p)
            assert state_hash(module.view(v, p)) == state_hash(v), "view is not idempotent"
            worlds = [module.determinize(v, p, random.Random(rng.random())) for _ in range(6)]
            for w in worlds:
                assert state_hash(module.view(w, p)) == state_hash(v), "a sampled world shows more"
                assert module.to_act(w) == module.to_act(state)
            if p in module.to_act(state):
                assert module.legal_actions(v, p) == module.legal_actions(state, p)
            if state_hash(v) != state_hash(state):
                hidden_seen = True
                # The view really lacks the hidden part: the worlds it allows are not all the truth.
                assert any(state_hash(w) != state_hash(state) for w in worlds)
    assert hidden_seen or module.INFO.hidden_information is False


def test_bots_choose_legal_moves_deterministically(module: Any) -> None:
    bots_module = importlib.import_module(f"{module.__name__}.bots")
    rng = random.Random(4)
    states = [s for s, a, _ in random_states(module, module.MIN_PLAYERS, seed=4)
              if a is not None and a != CHANCE]
    for state in sampled(states, 4, rng):
        for p in module.to_act(state):
            v = module.view(state, p)
            for level in ("easy", "medium", "hard"):
                a1 = bots_module.make_bot(level, 17).choose(v, p)
                a2 = bots_module.make_bot(level, 17).choose(v, p)
                assert a1 == a2, f"{level} bot is not deterministic"
                assert a1 in module.legal_actions(state, p)


def test_unknown_game_and_bad_player_counts_raise() -> None:
    with pytest.raises(IllegalAction):
        play_match("chess", 2, ["easy", "easy"], seed=1)
    for game_id in GAME_LIST:
        module = GAMES[game_id]
        with pytest.raises(IllegalAction):
            Match(game_id, module.MAX_PLAYERS + 1)
        with pytest.raises(IllegalAction):
            Match(game_id, module.MIN_PLAYERS - 1 if module.MIN_PLAYERS > 1 else 0)


def test_options_round_trip_and_refuse_bad_values(module: Any) -> None:
    defaults = module.Options()
    assert core.options_from_dict(module.Options, options_to_dict(defaults)) == defaults
    with pytest.raises(IllegalAction):
        core.options_from_dict(module.Options, {"no_such_option": 1})
    for f in dataclasses.fields(module.Options):
        wrong: Any = "not-a-number" if not isinstance(f.default, str) else 12345
        with pytest.raises(IllegalAction):
            core.options_from_dict(module.Options, {f.name: wrong})


def test_play_out_asks_only_the_seat_to_act_and_stops_where_told(module: Any) -> None:
    asked: list[int] = []
    moves = random.Random(3)

    def any_move(state: Any, seat: int) -> Any:
        assert seat != CHANCE and module.to_act(state)[0] == seat
        asked.append(seat)
        return moves.choice(module.legal_actions(state, seat))

    start = module.new_game(module.MIN_PLAYERS, module.Options())
    assert core.play_out(module, start, any_move, random.Random(2), until=lambda s: True) is start
    assert not asked  # `until` is asked before anything is played
    mid = core.play_out(module, start, any_move, random.Random(2), until=lambda s: len(asked) >= 3)
    assert len(asked) == 3 and not module.is_over(mid)
    end = core.play_out(module, mid, any_move, random.Random(2))
    assert module.is_over(end) and len(asked) > 3
