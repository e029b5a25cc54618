"""Issue 20: every screen outside the game tables speaks Icelandic too: the menu, each game's
setup, rules page (scrolled to its end) and results, the settings, pause, kiosk screens and the
attract mode's "learn to play" banner. Each is opened in the real app and every string it draws
is checked for English catalog text and raw keys."""

from __future__ import annotations

from typing import Any

import pytest
from app_runner import record_drawn
from language_kit import RAW_KEY, english_drawn
from ui_driver import Driver

from game import GAMES
from game.core import Match, make_bots, run_match


def finished(game: str) -> dict[str, Any]:
    n = max(2, GAMES[game].INFO.min_players) if game != "take5" else 3
    players = [{"name": "Anna", "seat": "human"}] + [{"name": f"Bót{i}", "seat": "easy"} for i in range(1, n)]
    match = Match(game, n, {"end_score": 20} if game == "take5" else {}, players=players, seed=5)
    run_match(match, make_bots(game, ["easy"] * n, 5))
    return match.finished_record()


def show(d: Driver, name: str, frames: int = 12, **handover: Any) -> None:
    d.app.screens.open(name, **handover)
    d.run(frames)
    d.app.manager.draw(d.app.canvas)


def check(drawn: set[str], where: str, least: int = 4) -> None:
    assert len(drawn) >= least, f"{where}: hardly anything was drawn"
    raw = sorted(t for t in drawn if RAW_KEY.match(t.strip()))
    assert not raw, f"{where}: raw keys drawn: {raw}"
    english = english_drawn(drawn)
    assert not english, f"{where}: English drawn in Icelandic: {english[:10]}"


@pytest.fixture
def icelandic(quick_bots: None) -> Any:
    d = Driver("tap", ["--seed", "2", "--lang", "is"])
    try:
        d.run(3)
        yield d
    finally:
        d.close()


def test_menu_settings_and_kiosk_screens(icelandic: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = record_drawn(monkeypatch)
    icelandic.app.manager.draw(icelandic.app.canvas)
    check(drawn, "menu")
    for name, handover in (("settings", {"host": True}), ("still_playing", {"countdown": 20}),
                           ("quit_confirm", {})):
        drawn.clear()
        show(icelandic, name, **handover)
        check(drawn, name)
        icelandic.app.manager.clear()
        icelandic.app.screens.open("menu")
        icelandic.run(3)


@pytest.mark.parametrize("game", list(GAMES))
def test_setup_rules_pause_and_results_of_each_game(icelandic: Driver, monkeypatch: pytest.MonkeyPatch,
                                                    game: str) -> None:
    drawn = record_drawn(monkeypatch)
    icelandic.app.screens.swap("setup", game=game)
    icelandic.run(12)
    icelandic.app.manager.draw(icelandic.app.canvas)
    check(drawn, f"setup of {game}")
    drawn.clear()
    show(icelandic, "rules", game=game)
    rules = icelandic.top
    for _ in range(80):  # scroll to the end: every paragraph and picture caption is drawn
        rules.scroll = getattr(rules, "scroll", 0) + 300
        icelandic.run(1)
        icelandic.app.manager.draw(icelandic.app.canvas)
    check(drawn, f"rules of {game}")
    drawn.clear()
    show(icelandic, "pause", game=game, finished=False)
    check(drawn, f"pause in {game}")
    drawn.clear()
    icelandic.app.screens.swap("results", record=finished(game), game=game)
    icelandic.run(30)
    icelandic.app.manager.draw(icelandic.app.canvas)
    check(drawn, f"results of {game}")


def test_the_attract_banner_names_the_game_in_icelandic(icelandic: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = record_drawn(monkeypatch)
    scene = icelandic.app.screens.build("attract")
    text = scene._draw_learn  # drawn with the banner (which holds still); call it on a blank canvas
    text(icelandic.app.canvas)
    assert any("Taka 5" in t or "Pýramíd" in t or "Taka eða sleppa" in t for t in drawn), drawn
    check(drawn, "attract", least=1)


@pytest.mark.parametrize("game, core_words", [
    ("take_it_pyramids", ("red", "yellow", "green", "blue", "black", "white")),
    ("take_it_dice", ("combo", "action", "task")),
])
def test_words_the_core_names_in_english_are_said_in_icelandic(game: str, core_words: tuple[str, ...]) -> None:
    """Colour names and pile kinds come from the core as English ids; the log says them in the
    table's language."""
    import importlib
    import re

    from scenes.ui import text

    log_words = importlib.import_module(f"scenes.games.{game}.log_words")
    n = 3
    match = Match(game, n, {}, players=[{"name": f"P{i}", "seat": "easy"} for i in range(n)], seed=8)
    events: list[Any] = []
    run_match(match, make_bots(game, ["easy"] * n, 8), lambda player, action, step: events.extend(step.events))
    extra = (match.state.options.edition,) if game == "take_it_dice" else ()
    text.set_language("is")
    try:
        lines = [line for e in events if (line := log_words.words(e, ["A", "B", "C"], *extra))]
    finally:
        text.set_language("en")
    english = re.compile(r"\b(" + "|".join(core_words) + r")\b")
    assert lines and not [line for line in lines if english.search(line)]
