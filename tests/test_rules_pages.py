"""The rules pages say what the rules cores do: each check here fails on the page it replaced."""

from __future__ import annotations

import contextlib
import re

import pytest

from game import GAMES
from game.pyramid_power import rules as pp_rules
from game.pyramid_power.board import placement_score
from game.pyramid_power.state import Options as PPOptions
from game.pyramid_power.state import Placed
from game.pyramid_power.tiles import TILE_COLOURS, TILE_POINTS
from game.take5 import target_row
from game.take_it_dice.cards import ACTION_CARDS, ACTION_NAMES
from scenes.screens import rules_pictures
from scenes.screens.rules import COLUMN, layout_rules
from scenes.ui.text import rules_page, tr


def page(game_id: str) -> str:
    return rules_page(f"rules_{game_id}")[1]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_player_counts_match_the_core(game_id: str) -> None:
    found = re.search(r"Players: (\d+) to (\d+)", page(game_id))
    assert found, "the page says how many can play"
    info = GAMES[game_id].INFO
    assert (int(found[1]), int(found[2])) == (info.min_players, info.max_players)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_column_is_60_to_70_characters(game_id: str) -> None:
    lines = [(style, text) for style, text in layout_rules(page(game_id)) if style in ("body", "bullet", "indent")]
    assert 60 <= COLUMN <= 70
    assert max(len(text) for _, text in lines) <= 70
    # a paragraph's lines but its last fill the column: the measure is really used
    full = [len(text) for _, text in lines if len(text) >= 60]
    assert len(full) >= 5


@pytest.mark.parametrize("game_id", list(GAMES))
def test_pictures_on_a_page_exist(game_id: str) -> None:
    names = [text for style, text in layout_rules(page(game_id)) if style == "picture"]
    for name in names:
        assert name in rules_pictures.HEIGHTS and name in rules_pictures.PAINTERS


def test_pyramid_power_tile_counts_match_the_tile_set() -> None:
    text = page("pyramid_power")
    with_wild = len(pp_rules.tile_set(PPOptions(wild_tile=True)))
    without = len(pp_rules.tile_set(PPOptions(wild_tile=False)))
    assert f"{with_wild} tiles with the wild tile, {without} without it" in text
    for points, count in ((3, 5), (2, 10), (1, 20)):
        real = sum(1 for t, p in TILE_POINTS.items() if p == points and t != "W")
        assert real == count and f"({count}): {points} point" in text


def test_pyramid_power_scoring_example_can_happen() -> None:
    """The page's example (2 + 3 + 1 = 6), laid out as in its picture, scores that in the core;
    the old page claimed 3 + 3 + 2 = 8 for a red one-colour tile, which cannot happen."""
    text = page("pyramid_power")
    assert "3 + 3 + 2" not in text and "2 + 3 + 1 = 6" in text
    ids = {colours: tile for tile, colours in TILE_COLOURS.items()}
    left = Placed((0, 0), ids["RRR"], 0)
    scores = set()
    for right_turn in range(3):
        right = Placed((2, 0), ids["RYG"], right_turn)
        for turn in range(3):
            with contextlib.suppress(ValueError):  # this turn does not fit: no score
                scores.add(placement_score((left, right), ids["RRY"], (1, 0), turn))
    assert scores == {6}


def test_dice_action_names_are_one_name_everywhere() -> None:
    text = page("take_it_dice")
    for kind in set(ACTION_CARDS.values()):
        name = tr(f"take_it_dice.kind.{kind}")
        assert ACTION_NAMES[kind] == name
        assert f"- {name}:" in text
    assert "Reroll up to four" not in text and "a star means" not in text
    assert "half white, half black" in text
    assert "between 1 and 6" in text and "1 to 5 points" in text


def test_dice_combo_kinds_picture_matches_the_page() -> None:
    text = page("take_it_dice")
    for kind, _, _ in rules_pictures.COMBO_KINDS:
        assert f"- {tr(f'rules.pic.kind.{kind}')}:" in text


def test_take5_picture_puts_the_card_where_the_core_does() -> None:
    rows = rules_pictures.TAKE5_ROWS
    t = target_row(rows, rules_pictures.TAKE5_CARD)
    assert t is not None and rows[t][-1] == 20
    assert "take a 23 after the 20" in page("take5")


def test_pyramids_page_says_who_draws() -> None:
    text = page("take_it_pyramids")
    assert "The dealer holds the bag and draws first" in text
    assert "left alone in the round keeps the bag" in text
    assert "tie-break cycle 1" in text


def test_pyramids_tie_break_numbering_agrees(monkeypatch: pytest.MonkeyPatch) -> None:
    """Banner, info panel and log count tie-break cycles from 1 (cycle 4 of 3 is tie-break 1)."""
    from game.take_it_pyramids import events as ev
    from scenes.games.take_it_pyramids import log_words
    event = ev.CycleStarted(cycle=4, cycles=3, tie_break=True)
    assert log_words.words(event, ["A", "B"]) == tr("take_it_pyramids.tie_cycle", n=1)
    assert "1" in event.text() and "4" not in event.text()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_scroll_hint_shows_until_the_end(game_id: str) -> None:
    """'Scroll for more' is drawn while more lies below and is gone at the end (wheel or keys)."""
    import pygame

    from scenes.screens import rules as rules_screen
    from tests.ui_driver import Driver

    d = Driver("keys", ["--seed", "1"])
    d.app.services.screens.open("rules", game=game_id)
    d.app.manager.apply_pending()
    d.run(2)
    scene = d.top
    drawn: list[bool] = []
    real = rules_screen.RulesScene.draw_more
    rules_screen.RulesScene.draw_more = lambda self, surface: (drawn.append(True), real(self, surface))[1]
    try:
        d.app.manager.draw(d.app.canvas)
        assert drawn and scene.more_below()
        for _ in range(200):
            if not scene.more_below():
                break
            d.key(pygame.K_DOWN)
        drawn.clear()
        d.app.manager.draw(d.app.canvas)
        assert not drawn and scene.scroll == scene.scroll_limit() > 0
    finally:
        rules_screen.RulesScene.draw_more = real


def test_headings_at_the_house_heading_size() -> None:
    import inspect

    from scenes.screens import rules as rules_screen
    from scenes.ui import theme
    source = inspect.getsource(rules_screen.RulesScene.draw)
    assert "HEADING, theme.GOLD_LIGHT" in source and "theme.SIZE_HEADING, theme.GOLD" in source
    assert 56 <= rules_screen.HEADING <= theme.SIZE_HEADING <= 72


def test_one_name_for_chips_and_discards() -> None:
    """The page calls things what the table and the log call them."""
    dice = page("take_it_dice")
    assert tr("take_it_dice.words.chips.one", n=1).split(" ", 1)[1] in dice  # "minus chip"
    assert "minus point" not in dice
    assert tr("take_it_pyramids.discarded").lower() in page("take_it_pyramids")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_options_are_named_as_in_setup(game_id: str) -> None:
    """Every option the page lists carries the setup screen's label, and every option is listed."""
    import dataclasses

    from scenes.screens.setup import option_label
    text = page(game_id)
    options = text.split("# Options", 1)[1]
    named = [line[2:].split(":", 1)[0] for line in options.splitlines() if line.startswith("- ")]
    labels = [option_label(game_id, f.name) for f in dataclasses.fields(GAMES[game_id].Options)]
    assert sorted(named) == sorted([*labels, tr("setup.hints")])
