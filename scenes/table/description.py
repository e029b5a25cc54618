"""A game's table, declared once: everything the program needs beyond the rules core.

The core declares its own facts (`game.<id>.INFO`: title, players, hidden information, how it
is won). Each `scenes/games/<id>/__init__.py` adds the rest here: the table scene, the menu
card's picture, the text catalog and the rules page. `tests/test_descriptions.py` walks
`game.GAMES`, so a new game that forgets a part fails that test rather than a player.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game import GAMES
from game.core import GameInfo

if TYPE_CHECKING:
    from scenes.table.game_scene import GameScene


@dataclass(frozen=True)
class TableDescription:
    game_id: str
    scene_class: str  # "module:Class", imported when a table opens, so the menu starts quickly
    cover: Callable[[tuple[int, int]], pygame.Surface]  # the menu card's picture at a size
    text_catalog: str  # the game's catalog domain (scenes/ui/locale/<lang>/LC_MESSAGES/<domain>.po)
    rules_page: str  # the domain of its rules page (rules.<id>.title and rules.<id>.body)
    # (fewest, most) players as the core's INFO says, for the menu card, which shows it without
    # importing four rules cores at start-up (tests/test_descriptions.py checks they agree).
    players: tuple[int, int]

    @property
    def info(self) -> GameInfo:
        return GAMES[self.game_id].INFO

    @property
    def scene(self) -> type[GameScene]:
        module_name, _, class_name = self.scene_class.partition(":")
        return getattr(importlib.import_module(module_name), class_name)

    def package_getattr(self, name: str) -> Any:
        """A scene package's `__getattr__`: its `SCENE` is the table class, loaded on first use."""
        if name == "SCENE":
            return self.scene
        raise AttributeError(name)


def describe(game_id: str) -> TableDescription:
    """The table description of a game in `game.GAMES` (its scene package's DESCRIPTION)."""
    return importlib.import_module(f"scenes.games.{game_id}").DESCRIPTION
