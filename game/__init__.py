"""Tumble Table's rules core: four games behind one pure, deterministic contract.

`GAMES` maps a game id to its package. A game joins by having a package `game/<id>/` and its id in
`GAME_IDS`; the contract tests then cover it without further work.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterator, Mapping
from types import ModuleType

from game.core import (
    CHANCE,
    Event,
    IllegalAction,
    Match,
    Step,
    play_match,
    replay,
    state_hash,
)

# Menu order: the two Take It or Leave It games, then the tile game, then Take 5.
GAME_IDS: tuple[str, ...] = ("take_it_pyramids", "take_it_dice", "pyramid_power", "take5")


class _Registry(Mapping[str, ModuleType]):
    """Imports a game package the first time it is asked for, so start-up stays quick."""

    def _present(self) -> list[str]:
        return [g for g in GAME_IDS if importlib.util.find_spec(f"game.{g}") is not None]

    def __getitem__(self, game_id: str) -> ModuleType:
        if game_id not in GAME_IDS or importlib.util.find_spec(f"game.{game_id}") is None:
            raise KeyError(game_id)
        return importlib.import_module(f"game.{game_id}")

    def __iter__(self) -> Iterator[str]:
        return iter(self._present())

    def __len__(self) -> int:
        return len(self._present())

    def __contains__(self, game_id: object) -> bool:
        return isinstance(game_id, str) and game_id in self._present()


GAMES: Mapping[str, ModuleType] = _Registry()

__all__ = [
    "CHANCE",
    "GAMES",
    "GAME_IDS",
    "Event",
    "IllegalAction",
    "Match",
    "Step",
    "play_match",
    "replay",
    "state_hash",
]
