"""The rules-core contract shared by every game.

Every game is a package `game.<id>` with the same pure functions (see `GameModule`). A state goes
in with an action and a new state comes out; chance is a player (`CHANCE`) whose moves are written
down like anyone else's, so a whole game is a list of texts that replays to the same state on any
machine. Nothing here touches pygame, pymunk, files, clocks or the global `random`.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import random
import types
from collections.abc import Callable, Sequence
from typing import Any, Protocol

CHANCE = -1
Rng = random.Random  # the only source of chance a game sees: always passed in, always seeded
RECORD_FORMAT = 1
MAX_STEPS = 200_000  # no game here comes near this; reaching it means a game that never ends
# Bot levels every game offers, weakest first: the setup screen and `--seats` read this list.
BOT_LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")


class IllegalAction(ValueError):
    """An action the rules do not allow now.

    Two audiences, two parts: `str(exc)` is the developer message (English, with ids and
    notation) for logs, records and tests; `reason` is a short code and `values` plain facts
    (numbers, colour letters, counts) from which the table words a sentence in the player's
    language (scenes/table/refusals.py). A raise without a code gets "not_allowed", which the
    table says as a general "that move is not possible now" line.
    """

    def __init__(self, message: str = "", reason: str = "not_allowed", **values: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.values: dict[str, Any] = dict(values)

    def __reduce__(self) -> Any:  # pickles (worker processes) keep the code and the values
        return (_illegal, (str(self), self.reason, self.values))


def _illegal(message: str, reason: str, values: dict[str, Any]) -> IllegalAction:
    return IllegalAction(message, reason, **values)


@dataclasses.dataclass(frozen=True)
class Event:
    """Something that happened, as data (the event's class is its key, its fields the values):
    the screen animates it and says it in the player's language through its own catalogs."""

    def text(self) -> str:
        """A plain English trace line for developers (tests, debugging); never drawn on a screen,
        which words events itself (scenes/games/<id>/log_words.py)."""
        return type(self).__name__


@dataclasses.dataclass(frozen=True)
class Step:
    """What `apply` returns: the new state and the events that led to it, in order."""

    state: Any
    events: tuple[Event, ...] = ()


class Bot(Protocol):
    """A computer player; it sees only `view(state, player)`."""

    def choose(self, view_state: Any, player: int) -> Any: ...


@dataclasses.dataclass(frozen=True)
class GameInfo:
    """What the program needs to know about a game before it plays one, declared once per
    game (`game.<id>.INFO`) instead of probed: a fifth game that forgets a field fails a test."""

    title: str
    min_players: int
    max_players: int
    hidden_information: bool  # some of a player's things are private (hands, picks)
    lowest_score_wins: bool = False  # penalty points: the results sort from low to high

    def __post_init__(self) -> None:
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(f"{self.title}: player range {self.min_players}-{self.max_players}")


class GameModule(Protocol):
    """What every `game.<id>` package exposes (DESIGN.md, "The rules core contract")."""

    INFO: GameInfo
    TITLE: str
    MIN_PLAYERS: int
    MAX_PLAYERS: int
    Options: type

    def new_game(self, num_players: int, options: Any = None) -> Any: ...
    def to_act(self, state: Any) -> tuple[int, ...]: ...
    def legal_actions(self, state: Any, player: int) -> list[Any]: ...
    def chance_outcomes(self, state: Any) -> list[tuple[Any, float]] | None: ...
    def sample_chance(self, state: Any, rng: random.Random) -> Any: ...
    def apply(self, state: Any, player: int, action: Any) -> Step: ...
    def is_over(self, state: Any) -> bool: ...
    def scores(self, state: Any) -> tuple[int, ...]: ...
    def winners(self, state: Any) -> tuple[int, ...]: ...
    def view(self, state: Any, player: int) -> Any: ...
    def determinize(self, view_state: Any, player: int, rng: random.Random) -> Any: ...
    def action_text(self, state: Any, action: Any) -> str: ...
    def parse_action(self, state: Any, player: int, text: str) -> Any: ...


# ---------------------------------------------------------------- options


def option(default: Any, *, choices: Sequence[Any] | None = None, minimum: int | None = None,
           maximum: int | None = None, step: int = 1,
           only_when: dict[str, Sequence[Any]] | None = None) -> Any:
    """A rule option field; the menu builds its control from this metadata. `only_when` names
    the other options' values under which this one has any effect (setup greys it out otherwise)."""
    meta: dict[str, Any] = {"step": step}
    if only_when is not None:
        meta["only_when"] = {name: tuple(values) for name, values in only_when.items()}
    if choices is not None:
        meta["choices"] = tuple(choices)
    if minimum is not None:
        meta["min"] = minimum
    if maximum is not None:
        meta["max"] = maximum
    return dataclasses.field(default=default, metadata=meta)


def options_to_dict(options: Any) -> dict[str, Any]:
    """The options as plain JSON values, for a game record."""
    return {f.name: getattr(options, f.name) for f in dataclasses.fields(options)}


def options_from_dict(options_cls: type, data: dict[str, Any] | None) -> Any:
    """Build and check an options object; unknown names or bad values raise IllegalAction."""
    data = dict(data or {})
    fields = {f.name: f for f in dataclasses.fields(options_cls)}
    unknown = sorted(set(data) - set(fields))
    if unknown:
        raise IllegalAction(f"unknown option {unknown[0]!r}; known: {', '.join(fields)}")
    values: dict[str, Any] = {}
    for name, value in data.items():
        f = fields[name]
        kind = type(f.default)
        if kind is bool:
            if not isinstance(value, bool):
                raise IllegalAction(f"option {name!r} must be true or false, not {value!r}")
        elif kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise IllegalAction(f"option {name!r} must be a whole number, not {value!r}")
            lo, hi = f.metadata.get("min"), f.metadata.get("max")
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                raise IllegalAction(f"option {name!r} must be between {lo} and {hi}, not {value}")
        elif not isinstance(value, kind):
            raise IllegalAction(f"option {name!r} must be a {kind.__name__}, not {value!r}")
        choices = f.metadata.get("choices")
        if choices is not None and value not in choices:
            raise IllegalAction(f"option {name!r} must be one of {', '.join(map(str, choices))}")
        values[name] = value
    return options_cls(**values)


def parse_option_text(options_cls: type, text: str) -> dict[str, Any]:
    """Turn `name=value,name=value` (command line) into a dict typed by the option defaults."""
    fields = {f.name: f for f in dataclasses.fields(options_cls)}
    out: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, raw = part.partition("=")
        if name not in fields:
            raise IllegalAction(f"unknown option {name!r}; known: {', '.join(fields)}")
        kind = type(fields[name].default)
        if kind is bool:
            if raw.lower() not in ("true", "false", "on", "off", "1", "0", "yes", "no"):
                raise IllegalAction(f"option {name!r} must be on or off, not {raw!r}")
            out[name] = raw.lower() in ("true", "on", "1", "yes")
        elif kind is int:
            try:
                out[name] = int(raw)
            except ValueError:
                raise IllegalAction(f"option {name!r} must be a whole number, not {raw!r}") from None
        else:
            out[name] = raw
    return out


# ---------------------------------------------------------------- hashing


def _canonical(value: Any) -> Any:
    """A JSON-able form that is the same for equal states on any machine and run."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [type(value).__name__] + [[f.name, _canonical(getattr(value, f.name))]
                                         for f in dataclasses.fields(value)]
    if isinstance(value, enum.Enum):
        return ["enum", type(value).__name__, value.name]
    if isinstance(value, (tuple, list)):
        return [_canonical(v) for v in value]
    if isinstance(value, (frozenset, set)):
        items = [_canonical(v) for v in value]
        return ["set", *sorted(items, key=lambda v: json.dumps(v, sort_keys=True))]
    if isinstance(value, dict):
        items = [[_canonical(k), _canonical(v)] for k, v in value.items()]
        return ["dict", *sorted(items, key=lambda kv: json.dumps(kv[0], sort_keys=True))]
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return repr(value)
    raise TypeError(f"state_hash cannot encode {type(value).__name__}")


def state_hash(state: Any) -> str:
    """A short fingerprint of a state: equal states give equal hashes on every machine."""
    text = json.dumps(_canonical(state), separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def derive_seed(seed: int | str, *parts: Any) -> int:
    """An independent, reproducible seed for a part of a match (a bot, the chance player)."""
    text = "/".join(str(p) for p in (seed, *parts))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


# ---------------------------------------------------------------- the match runner


def game_module(game_id: str) -> types.ModuleType:
    """The registered game package for an id, or IllegalAction naming the known ids."""
    from game import GAMES  # late import: game/__init__ imports this module

    if game_id not in GAMES:
        raise IllegalAction(f"unknown game {game_id!r}; known: {', '.join(GAMES)}")
    return GAMES[game_id]


def check_player_count(module: Any, num_players: int) -> None:
    """Raise IllegalAction unless the game can be played by that many."""
    if not module.MIN_PLAYERS <= num_players <= module.MAX_PLAYERS:
        raise IllegalAction(f"{module.TITLE} is for {module.MIN_PLAYERS} to {module.MAX_PLAYERS} "
                            f"players, not {num_players}")


def check_seat(player: Any, num_players: int) -> None:
    """IllegalAction unless `player` is CHANCE or a seat 0..n-1 given as a real int: a bool, a
    float, a string or a huge number is never a player (the contract promises IllegalAction for
    any bad player, so each game's `parse_action` asks here first)."""
    if type(player) is not int or not (player == CHANCE or 0 <= player < num_players):
        try:
            shown = repr(player)[:40]
        except Exception:  # an object whose repr fails is still only a bad player
            shown = f"a {type(player).__name__}"
        raise IllegalAction(f"there is no player {shown} in this {num_players}-player game", "no_player")


def check_text(text: Any, limit: int = 20_000) -> str:
    """The move text itself: a string of sane length, or IllegalAction."""
    if not isinstance(text, str):
        raise IllegalAction("a move must be given as text", "not_a_move")
    if len(text) > limit:
        raise IllegalAction(f"a move is at most {limit} characters long", "not_a_move")
    return text


class Match:
    """One game in progress: its state, its record, and a seeded chance player.

    Both the bot runner below and the app's game scenes drive games through this, so a saved
    record always matches what was shown.
    """

    def __init__(self, game_id: str, num_players: int, options: Any = None,
                 players: list[dict[str, Any]] | None = None, seed: int | str = 0) -> None:
        self.game_id = game_id
        self.module = game_module(game_id)
        check_player_count(self.module, num_players)
        if isinstance(options, dict) or options is None:
            options = options_from_dict(self.module.Options, options)
        self.options = options
        self.seed = seed
        self.state = self.module.new_game(num_players, options)
        self.chance_rng = random.Random(derive_seed(seed, "chance"))
        self.record: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "game": game_id,
            "options": options_to_dict(options),
            "players": players or [{"name": f"Player {i + 1}", "seat": "human"}
                                   for i in range(num_players)],
            "seed": seed,
            "actions": [],
        }

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Match:
        """Resume a recorded game exactly where it stopped."""
        state = replay(record)
        match = cls.__new__(cls)
        match.game_id = record["game"]
        match.module = game_module(match.game_id)
        match.options = options_from_dict(match.module.Options, record.get("options"))
        match.seed = record.get("seed", 0)
        match.state = state
        match.chance_rng = random.Random(derive_seed(match.seed, "chance", len(record["actions"])))
        match.record = json.loads(json.dumps(record))
        return match

    @property
    def num_players(self) -> int:
        return len(self.record["players"])

    def to_act(self) -> tuple[int, ...]:
        return tuple(self.module.to_act(self.state))

    def is_over(self) -> bool:
        return bool(self.module.is_over(self.state))

    def apply(self, player: int, action: Any) -> Step:
        """Apply a move, write it into the record, and return the step."""
        text = self.module.action_text(self.state, action)
        step = self.module.apply(self.state, player, action)
        self.state = step.state
        self.record["actions"].append([player, text])
        return step

    def apply_text(self, player: int, text: str) -> Step:
        return self.apply(player, self.module.parse_action(self.state, player, text))

    def chance_step(self) -> Step:
        """Let chance make its move (a deal, a draw, a cast)."""
        if self.to_act() != (CHANCE,):
            raise IllegalAction("it is not chance's turn")
        return self.apply(CHANCE, self.module.sample_chance(self.state, self.chance_rng))

    def finished_record(self) -> dict[str, Any]:
        """The record with the final scores and winners added."""
        record = json.loads(json.dumps(self.record))
        record["scores"] = list(self.module.scores(self.state))
        record["winners"] = list(self.module.winners(self.state))
        return record


def run_match(match: Match, bots: Sequence[Bot],
              on_step: Callable[[int, Any, Step], None] | None = None) -> Match:
    """Play a match to its end with one bot per seat; bots see only their own view."""
    module = match.module
    for _ in range(MAX_STEPS):
        if match.is_over():
            return match
        actors = match.to_act()
        if not actors:
            raise RuntimeError(f"{match.game_id}: nobody may act but the game is not over")
        if actors == (CHANCE,):
            player = CHANCE
            action = module.sample_chance(match.state, match.chance_rng)
        else:
            player = actors[0]
            action = bots[player].choose(module.view(match.state, player), player)
        step = match.apply(player, action)
        if on_step is not None:
            on_step(player, action, step)
    raise RuntimeError(f"{match.game_id}: no end after {MAX_STEPS} steps")


def play_out(module: Any, state: Any, choose: Callable[[Any, int], Any], rng: Rng,
             until: Callable[[Any], bool] | None = None) -> Any:
    """Play on from `state` without a Match (no record is kept): chance draws from `rng`, the
    seat to act plays `choose(state, seat)`, until the game ends or `until(state)`. The loop of
    every tool that watches bots from outside (tools.judge, tools.bench, the search tests),
    which do their own work inside `choose`."""
    for _ in range(MAX_STEPS):
        if module.is_over(state) or (until is not None and until(state)):
            return state
        actors = module.to_act(state)
        if actors == (CHANCE,):
            state = module.apply(state, CHANCE, module.sample_chance(state, rng)).state
            continue
        seat = actors[0]
        state = module.apply(state, seat, choose(state, seat)).state
    raise RuntimeError(f"no end after {MAX_STEPS} steps")


def make_bots(game_id: str, seats: Sequence[str], seed: int | str) -> list[Bot]:
    """One bot per seat from level names; each has its own seed derived from the match seed."""
    import importlib

    bots_module = importlib.import_module(f"game.{game_id}.bots")
    return [bots_module.make_bot(level, derive_seed(seed, "bot", i, level))
            for i, level in enumerate(seats)]


def play_match(game_id: str, num_players: int, seats: Sequence[str], seed: int | str,
               options: Any = None) -> dict[str, Any]:
    """A whole game played by bots; the record with "scores" and "winners" added."""
    if len(seats) != num_players:
        raise IllegalAction(f"{num_players} players need {num_players} seats, not {len(seats)}")
    players = [{"name": f"{level.title()} bot {i + 1}", "seat": level} for i, level in enumerate(seats)]
    match = Match(game_id, num_players, options, players=players, seed=seed)
    run_match(match, make_bots(game_id, seats, seed))
    return match.finished_record()


def replay(record: dict[str, Any]) -> Any:
    """Rebuild the state a record leads to; IllegalAction names the first line that fails."""
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise IllegalAction(f"not a game record of format {RECORD_FORMAT}")
    module = game_module(str(record.get("game")))
    players = record.get("players")
    if not isinstance(players, list):
        raise IllegalAction("the record has no list of players")
    check_player_count(module, len(players))
    options = options_from_dict(module.Options, record.get("options"))
    state = module.new_game(len(players), options)
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise IllegalAction("the record has no list of actions")
    for line, entry in enumerate(actions, start=1):
        try:
            player, text = entry
            if not isinstance(player, int) or not isinstance(text, str):
                raise IllegalAction("an entry must be [player, text]")
            state = module.apply(state, player, module.parse_action(state, player, text)).state
        except (IllegalAction, ValueError, TypeError) as exc:
            raise IllegalAction(f"record line {line} {entry!r} does not apply: {exc}") from None
    return state
