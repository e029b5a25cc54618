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
from typing import TYPE_CHECKING

import pygame

from game import GAMES
from game.core import GameInfo

if TYPE_CHECKING:
    from scenes.table.game_scene import GameScene


@dataclass(frozen=True)
class TableDescription:
    game_id: str
    scene: type[GameScene]
    cover: Callable[[tuple[int, int]], pygame.Surface]  # the menu card's picture at a size
    text_catalog: str  # module with the game's STRINGS (scenes/ui/locale/en_<id>.py)
    rules_page: str  # module with the game's TITLE and RULES

    @property
    def info(self) -> GameInfo:
        return GAMES[self.game_id].INFO


def describe(game_id: str) -> TableDescription:
    """The table description of a game in `game.GAMES` (its scene package's DESCRIPTION)."""
    return importlib.import_module(f"scenes.games.{game_id}").DESCRIPTION
