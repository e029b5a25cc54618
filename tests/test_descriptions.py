"""Every game in `game.GAMES` declares all its parts: the core's INFO and the table's
DESCRIPTION (scene, cover, text catalog, rules page). A new game that forgets one fails here."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game import GAMES
from game.core import GameInfo
from scenes.table.description import TableDescription, describe
from scenes.table.game_scene import GameScene
from scenes.ui.text import has, rules_page


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_core_declares_its_facts(game_id: str) -> None:
    module = GAMES[game_id]
    info = module.INFO
    assert isinstance(info, GameInfo)
    assert info.title == module.TITLE
    assert (info.min_players, info.max_players) == (module.MIN_PLAYERS, module.MAX_PLAYERS)
    # The declared range is the one the core accepts.
    module.new_game(info.min_players, module.Options())
    module.new_game(info.max_players, module.Options())
    for outside in (info.min_players - 1, info.max_players + 1):
        with pytest.raises(ValueError):
            module.new_game(outside, module.Options())


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_table_declares_its_parts(game_id: str) -> None:
    description = describe(game_id)
    assert isinstance(description, TableDescription)
    assert description.game_id == game_id and description.info is GAMES[game_id].INFO
    info = description.info  # the menu's "2–6 players" comes from the description: it must be the core's
    assert description.players == (info.min_players, info.max_players)
    assert issubclass(description.scene, GameScene)
    assert importlib.import_module(f"scenes.games.{game_id}").SCENE is description.scene
    picture = description.cover((200, 150))
    assert isinstance(picture, pygame.Surface) and picture.get_size() == (200, 150)
    from scenes.ui.catalogs import domains, po_path

    assert description.text_catalog in domains(), "the game's text catalog is a domain of its own"
    assert po_path("en", description.text_catalog).stat().st_size > 1000, "the game's catalog has its strings"
    title, body = rules_page(description.rules_page)
    assert title and len(body) > 500, "the rules page has a title and real text"
    for key in ("name", "kind", "blurb", "tab"):
        assert has(f"game.{game_id}.{key}"), f"menu and rules words for {game_id}: {key}"


def test_a_missing_description_is_noticed() -> None:
    with pytest.raises(ModuleNotFoundError):
        describe("no_such_game")


def test_the_menu_does_not_load_every_table() -> None:
    """Covers and words come from the descriptions; a table's code loads when it opens."""
    import subprocess
    import sys

    code = ("import sys; from game import GAMES; from scenes.table.description import describe\n"
            "[describe(g).cover((40, 30)) for g in GAMES]\n"
            "print(sorted(m for m in sys.modules if m.endswith('.scene') and m.startswith('scenes.games')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_the_first_menu_frame_imports_no_rules_core() -> None:
    """Start-up (issue 39): the menu shows four games without importing their rules cores or the
    attract mode; those load when a game or a kiosk asks for them."""
    import os
    import subprocess
    import sys

    code = ("import sys; from scenes.shell import cli; from scenes.shell.app import App\n"
            "app = App(cli.parse(['--frames', '2'])); app.run()\n"
            "print(sorted(m for m in sys.modules if m.count('.') == 1 and m.split('.')[0] == 'game'"
            " and m.split('.')[1] in ('take5', 'take_it_dice', 'take_it_pyramids', 'pyramid_power')"
            " or m in ('scenes.screens.attract', 'scenes.table.game_scene')))")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert out.stdout.strip().splitlines()[-1] == "[]", out.stdout
