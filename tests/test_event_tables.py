"""Each game's table says, event class by event class, which motion shows it or that it only
reaches the log: an event renamed or added in a core cannot silently lose its animation."""

from __future__ import annotations

import importlib
import inspect

import pytest

from game import GAMES
from game.core import Event
from scenes.table.description import describe


def event_classes(game_id: str) -> set[type]:
    events = importlib.import_module(f"game.{game_id}.events")
    return {c for _, c in inspect.getmembers(events, inspect.isclass)
            if issubclass(c, Event) and c is not Event and c.__module__ == events.__name__}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_event_is_animated_or_marked_log_only(game_id: str) -> None:
    scene = describe(game_id).scene
    classes = event_classes(game_id)
    assert classes, "the core emits events"
    missing = {c.__name__ for c in classes} - {c.__name__ for c in (*scene.animations, *scene.log_only)}
    assert not missing, f"{game_id}: events with no motion and not marked log-only: {sorted(missing)}"
    assert not set(scene.animations) & set(scene.log_only), "an event is both animated and log-only"
    assert all(callable(m) for m in scene.animations.values())
