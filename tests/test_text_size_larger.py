"""Issue 36: every screen and table at the Larger text size (1.5 times), in a 1280x720 and a
1920x1080 window, cuts no words with "…" that Normal does not cut, and no line of text lies over
another. Screens: the menu, settings (the host's, its PIN pad, a kiosk visitor's), "Still
playing?", the kiosk's quit dialog, and for each game its setup with the on-screen keyboard, rules
page (scrolled through), pause menu, results, table with its history, the lesson's first note, and
its table with every seat taken.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
from text_layout_kit import TrackingSurface, watching
from ui_driver import Driver

from game import GAMES
from game.core import Match, make_bots, run_match
from sprites import fonts, scaling

SIZES = ("1280x720", "1920x1080")


@pytest.fixture(autouse=True)
def normal_after() -> Iterator[None]:
    yield
    fonts.set_text_size("normal")


def finished(game: str) -> dict[str, Any]:
    n = max(2, GAMES[game].INFO.min_players) if game != "take5" else 3
    players = [{"name": "Annabella", "seat": "human"}] + [{"name": f"Bot {i}", "seat": "easy"} for i in range(1, n)]
    match = Match(game, n, {"end_score": 20} if game == "take5" else {}, players=players, seed=5)
    run_match(match, make_bots(game, ["easy"] * n, 5))
    return match.finished_record()


def screens(d: Driver) -> Iterator[tuple[str, Callable[[], None]]]:
    """(name, a step that puts the screen up) for every screen; the caller draws after each."""
    from scenes.table.seat_names import seat_entries
    from scenes.table.tutorial import lesson_handover

    app = d.app

    def to_menu() -> None:
        app.manager.clear()
        app.screens.open("menu")
        d.run(3)

    yield "menu", to_menu
    yield "settings", lambda: (app.screens.open("settings"), d.run(6))
    yield "settings pin pad", lambda: (d.top.choose_pin(), d.run(2))
    yield "settings visitor", lambda: (to_menu(), app.screens.open("settings", visitor=True), d.run(6))
    yield "still playing", lambda: (to_menu(), app.screens.open("still_playing", countdown=20), d.run(6))
    yield "quit dialog", lambda: (to_menu(), app.screens.open("quit_confirm"), d.run(6))
    for game in GAMES:
        yield f"setup {game}", lambda game=game: (app.screens.swap("setup", game=game), d.run(10))
        yield f"setup {game} keyboard", lambda: _open_keyboard(d)
        for k in range(4):
            def rules(k: int = k, game: str = game) -> None:
                if k == 0:
                    app.screens.open("rules", game=game)
                    d.run(6)
                d.top.scroll = k * 700
                d.run(2)
            yield f"rules {game} {k}", rules
        yield f"results {game}", lambda game=game: (app.screens.swap("results", record=finished(game), game=game),
                                                    d.run(200))  # after the confetti
        seats = ["human", "easy", "easy"] if game != "pyramid_power" else ["human", "easy"]

        def table(game: str = game, seats: list[str] = seats) -> None:
            app.manager.reset(app.screens.build_game(game), game=game, seats=seat_entries(seats), options={},
                              seed=5, autoplay=True)
            d.run(150)
        yield f"table {game}", table
        yield f"pause {game}", lambda game=game: (app.screens.open("pause", game=game), d.run(4))
        yield f"history {game}", lambda: (d.app.screens.close(), d.run(2), d.top.history.open(), d.run(3))

        def lesson(game: str = game) -> None:
            app.manager.reset(app.screens.build_game(game), **lesson_handover(game, False))
            d.run(60)
        yield f"lesson {game}", lesson

        full = ["human"] + ["medium"] * (GAMES[game].MAX_PLAYERS - 1)  # every seat taken (Take 5: ten)
        yield f"table {game} full", lambda game=game, full=full: (
            app.manager.reset(app.screens.build_game(game), game=game, seats=seat_entries(full), options={}, seed=5,
                              autoplay=True), d.run(150))


def _open_keyboard(d: Driver) -> None:
    """The setup's on-screen keyboard: a finger taps a seat's name field."""
    field = next((w for w in d.top.ui.widgets if type(w).__name__ == "TextField"), None)
    if field is not None:
        d.tap_at(field.rect.center)
    d.run(3)


Seen = tuple[set[str], list[tuple[str, str]], set[str], set[str]]


def look_at(d: Driver, monkeypatch: pytest.MonkeyPatch) -> dict[str, Seen]:
    """Per screen: lines cut (with "…", or without it: clipped or spilled), pairs of lines over
    each other, lines under a picture."""
    seen = {}
    for name, step in screens(d):
        step()
        with watching(monkeypatch, lift=True) as watch:  # lines inside cached pictures count where they land
            canvas = TrackingSurface((1920, 1080))
            d.app.manager.draw(canvas)
            seen[name] = (set(watch.cut), watch.overlapping(), set(watch.covered), watch.clipped | watch.spilled)
    return seen


@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("size", SIZES)
def test_larger_text_cuts_nothing_more_and_overlaps_nothing(quick_bots: None, monkeypatch: pytest.MonkeyPatch,
                                                            size: str, lang: str) -> None:
    """In English and in Icelandic, whose words run longer."""
    found = {}
    for text_size in ("normal", "larger"):
        d = Driver("tap", ["--seed", "2", "--size", size, "--text-size", text_size, "--lang", lang])
        try:
            d.run(3)
            found[text_size] = look_at(d, monkeypatch)
        finally:
            d.close()
    normal, larger = found["normal"], found["larger"]
    problems = []
    nothing: Seen = (set(), [], set(), set())
    for name, (cut, overlapping, covered, clipped) in larger.items():
        more = cut - normal.get(name, nothing)[0]
        if more:
            problems.append(f"{name}: cut at Larger only: {sorted(more)[:4]}")
        hidden = covered - normal.get(name, nothing)[2]
        if hidden:
            problems.append(f"{name}: a picture over words at Larger only: {sorted(hidden)[:4]}")
        if overlapping:
            problems.append(f"{name}: text over text at Larger: {overlapping[:3]}")
        if clipped:
            problems.append(f"{name}: cut without '…' (an edge, a clip, its panel) at Larger: {sorted(clipped)[:4]}")
    for name, (_, overlapping, _, clipped) in normal.items():
        if overlapping:
            problems.append(f"{name}: text over text at Normal: {overlapping[:3]}")
        if clipped:
            problems.append(f"{name}: cut without '…' at Normal: {sorted(clipped)[:4]}")
    assert len(larger) >= 40, sorted(larger)
    assert not problems, "\n".join(problems)


def test_the_tracker_sees_a_cut_and_an_overlap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test's own eyes: a line cut with "…" and two lines drawn over each other are found."""
    pygame.font.init()
    with watching(monkeypatch) as watch:
        canvas = TrackingSurface((400, 200))
        canvas.blit(fonts.text(fonts.ellipsize("a rather long line of words", 32, 120), 32, (255, 255, 255)), (0, 0))
        canvas.blit(fonts.text("over", 32, (255, 255, 255)), (20, 8))
        canvas.blit(fonts.text("apart", 32, (255, 255, 255)), (0, 120))
        assert watch.cut == {"a rather long line of words"}
        assert len(watch.overlapping()) == 1


def test_the_tracker_sees_text_cut_without_an_ellipsis(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cut without "…": past a picture's edge, past a clip across, in a blit's area, and out of the
    panel it starts on; while a line in its box, and a line half out of a scrolling list's clip
    at the bottom, are not cut."""
    pygame.font.init()
    white = (255, 255, 255)
    with watching(monkeypatch) as watch:
        picture = TrackingSurface((200, 100), pygame.SRCALPHA)
        picture.blit(fonts.text("past the right edge", 32, white), (120, 10))
        picture.blit(fonts.text("fits", 32, white), (10, 50))
        listing = TrackingSurface((400, 300), pygame.SRCALPHA)
        listing.set_clip(pygame.Rect(0, 0, 150, 200))
        listing.blit(fonts.text("wider than the clip", 32, white), (0, 0))
        listing.blit(fonts.text("half", 32, white), (0, 185))
        listing.set_clip(None)
        line = fonts.text("only the start", 32, white)
        listing.blit(line, (0, 240), pygame.Rect(0, 0, line.get_width() // 2, line.get_height()))
        canvas = TrackingSurface((900, 500))
        canvas.blit(scaling.surface((400, 120)), (0, 0))  # a panel (an opaque picture)
        canvas.blit(fonts.text("runs out of its panel", 32, white), (300, 40))
        canvas.blit(fonts.text("stays on it", 32, white), (20, 40))
        canvas.blit(fonts.text("no panel under me", 32, white), (500, 300))
    assert watch.clipped == {"past the right edge", "wider than the clip", "only the start"}
    assert watch.spilled == {"runs out of its panel"}
    assert not watch.cut
