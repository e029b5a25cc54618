"""A guided first game's script, read from data: a fixed game and the steps that teach it.

Each game's script is data in `scenes/table/tutorials/<id>.py` (`SCRIPT`); the sentences its
steps name are keys of the `tutorial_<id>` catalog, translated like any other. The game
is written in the core's own notation, chance included, so it is exactly the game the steps
talk about; `replay()` runs it through the rules core, and the tests check that every rule the
script claims to teach really happens (`teaches`: event names with the fields they must have).

Nothing here draws: the table's `tutorial.py` runs a script on screen.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from game import GAMES
from game.core import CHANCE, Event, IllegalAction, Match

TUTORIAL_GAMES = ("take5", "take_it_pyramids", "take_it_dice", "pyramid_power")


@dataclass(frozen=True)
class Step:
    """One coach mark: a sentence, what it points at, and how far the game may go meanwhile.

    `upto`: how many of the script's actions are played by the end of this step. `move`: the
    person's move the step waits for (their next scripted action, or "throw": their gesture sets
    off chance's next move); without one the step is an explanation that waits for "Next" once
    the table has caught up.
    """

    text: str  # a tr() key
    upto: int
    target: str | None = None
    move: str | None = None


@dataclass(frozen=True)
class Script:
    game_id: str
    seats: tuple[str, ...]  # "human" for the person, a bot level for the others
    options: dict[str, Any]
    actions: tuple[tuple[int, str], ...]  # the whole lesson in play order, chance included
    steps: tuple[Step, ...]
    teaches: tuple[tuple[str, dict[str, Any]], ...]  # (event class name, fields it must have)
    person: int = 0

    def queues(self) -> dict[int, list[str]]:
        """Each seat's (and chance's) moves in order: simultaneous turns may come in any order."""
        out: dict[int, list[str]] = {}
        for player, text in self.actions:
            out.setdefault(player, []).append(text)
        return out


def has_script(game_id: str) -> bool:
    return game_id in TUTORIAL_GAMES and importlib.util.find_spec(_module_name(game_id)) is not None


def _module_name(game_id: str) -> str:
    return f"scenes.table.tutorials.{game_id}"


def load(game_id: str, options: dict[str, Any] | None = None) -> Script:
    """The script of a game's guided first game; IllegalAction names a game without one.

    A game's lesson module may name lessons for its rule variants (`VARIANTS`: (option,
    value) -> module, e.g. the dice game's first edition); `options` picks one of them."""
    if game_id not in GAMES:
        raise IllegalAction(f"unknown game {game_id!r}; known: {', '.join(GAMES)}")
    if not has_script(game_id):
        raise IllegalAction(f"{game_id} has no guided first game yet")
    module = importlib.import_module(_module_name(game_id))
    for (name, value), variant in getattr(module, "VARIANTS", {}).items():
        if (options or {}).get(name) == value:
            module = importlib.import_module(f"scenes.table.tutorials.{variant}")
    data = module.SCRIPT
    steps = tuple(Step(text=s["text"], upto=int(s["upto"]), target=s.get("target"), move=s.get("move"))
                  for s in data["steps"])
    return Script(game_id=game_id, seats=tuple(data["seats"]), options=dict(data.get("options", {})),
                  actions=tuple((int(p), str(t)) for p, t in data["actions"]), steps=steps,
                  teaches=tuple((name, dict(fields)) for name, fields in data["teaches"]),
                  person=int(data.get("person", 0)))


def replay(script: Script) -> tuple[Match, list[list[Event]]]:
    """Play the script's actions through the rules core; the events of each action, in order.

    The core checks every action (a rules change that makes one illegal raises IllegalAction).
    """
    players = [{"name": f"Player {i + 1}", "seat": s} for i, s in enumerate(script.seats)]
    match = Match(script.game_id, len(script.seats), script.options, players=players, seed=0)
    events: list[list[Event]] = []
    for player, text in script.actions:
        if player != CHANCE and player not in match.to_act():
            raise IllegalAction(f"{script.game_id} tutorial: {text!r} by seat {player} out of turn")
        events.append(list(match.apply_text(player, text).events))
    return match, events


def event_matches(event: Event, name: str, fields: dict[str, Any]) -> bool:
    return type(event).__name__ == name and all(getattr(event, k, object()) == v for k, v in fields.items())
