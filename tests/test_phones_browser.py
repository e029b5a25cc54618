"""The phone page in a real browser: Debian's Chromium, headless, driven by Selenium on 127.0.0.1.

It opens the page, joins with the table code, and plays a Take 5 hand by taps; then it looks at
the page of every game in portrait (390x844) and landscape (844x390): nothing spills sideways and
the moves are on screen. Set TT_PHONE_SHOTS=<folder> to keep the screenshots.
"""

from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_kit import in_thread, join, open_browser, pytestmark, tap, viewport, wait_for  # noqa: F401
from phones_kit import Phone, table

from scenes.ui.text import set_language


@pytest.fixture
def browser() -> Iterator[Any]:
    with open_browser() as driver:
        yield driver


def test_a_phone_joins_in_chromium_and_plays_a_take5_hand_by_taps(quick_bots: None, browser: Any) -> None:
    with table("take5", ["phone", "hard", "easy"], seed=11) as (app, scene):
        seat_moves = lambda: [t for p, t in scene.match.record["actions"] if p == 0]  # noqa: E731

        def play() -> None:
            join(browser, scene, "Ann")
            plays = lambda: sum(1 for t in seat_moves() if t.startswith("play"))  # noqa: E731
            for _ in range(30):
                if plays() >= 10:  # one whole hand, card by card (and a row when one must be taken)
                    break
                before = len(seat_moves())
                tap(browser, "#moves button.t5, #moves button.rowpick")
                tap(browser, "#send")
                end = time.monotonic() + 10
                while len(seat_moves()) == before and time.monotonic() < end:
                    time.sleep(0.02)
            assert sum(1 for t in seat_moves() if t.startswith("play")) >= 10

        in_thread(app, scene, play, 90)
        assert scene.seats[0]["name"] == "Ann"
        assert all(t.split()[0] in ("play", "row") for t in seat_moves())


GAMES = [("take5", ["phone", "hard", "hard"]), ("take_it_dice", ["phone", "phone", "hard"]),
         ("take_it_pyramids", ["phone", "phone", "hard"]), ("pyramid_power", ["phone", "phone"])]


@pytest.mark.parametrize(("game", "seats"), GAMES, ids=[g for g, _ in GAMES])
def test_the_page_fits_portrait_and_landscape(quick_bots: None, browser: Any, tmp_path: Path,
                                              game: str, seats: list[str]) -> None:
    keep = os.environ.get("TT_PHONE_SHOTS")
    with table(game, seats, seed=4) as (app, scene):
        assert scene.phones is not None
        others = [Phone(f"ws://127.0.0.1:{scene.phones.hub.server.port}/ws", scene.phones.hub.code, n, 5).start()
                  for n in ["Ben"][:seats.count("phone") - 1]]

        def look() -> None:
            join(browser, scene, "Ann")
            for width, height in ((390, 844), (844, 390)):
                viewport(browser, width, height)
                wait_for(browser, "#moves button", 20)
                time.sleep(0.3)
                overflow = browser.execute_script(
                    "return document.documentElement.scrollWidth - window.innerWidth")
                assert overflow <= 0, f"{game} at {width}x{height} spills {overflow}px sideways"
                first = wait_for(browser, "#moves button")[0]
                top = browser.execute_script("return arguments[0].getBoundingClientRect().top", first)
                assert top < height * 3, "the moves are within reach"
                shot = tmp_path / f"phone-{game}-{width}x{height}.png"
                browser.save_screenshot(str(shot))
                assert shot.stat().st_size > 5000
                if keep:
                    Path(keep).mkdir(parents=True, exist_ok=True)
                    shutil.copy(shot, Path(keep) / shot.name)

        in_thread(app, scene, look, 60)
        for phone in others:
            phone.stop.set()


def english_and_icelandic_phone_words() -> tuple[list[str], set[str]]:
    """The phones catalog's English texts that Icelandic says otherwise (fixed parts only), and
    every Icelandic text, for telling the page's language from what it shows."""
    from babel.messages.pofile import read_po

    from scenes.ui.catalogs import po_path
    from scenes.ui.text import tr

    with po_path("en", "phones").open("rb") as f:
        keys = [m.id for m in read_po(f) if m.id and isinstance(m.id, str)]
    english = {k: tr(k) for k in keys}
    set_language("is")
    icelandic = {k: tr(k) for k in keys}
    pieces = []
    for k in keys:
        for piece in re.split(r"\{\w+\}", english[k]):
            piece = piece.strip(" :·.?!")
            if len(piece) >= 6 and piece not in icelandic[k]:
                pieces.append(piece)
    return pieces, set(icelandic.values())


@pytest.mark.parametrize(("game", "seats"), GAMES, ids=[g for g, _ in GAMES])
def test_the_page_speaks_the_tables_icelandic(quick_bots: None, browser: Any, tmp_path: Path,
                                              game: str, seats: list[str]) -> None:
    from selenium.webdriver.common.by import By

    from scenes.ui.text import tr

    keep = os.environ.get("TT_PHONE_SHOTS")
    english, icelandic = english_and_icelandic_phone_words()  # leaves the table speaking Icelandic
    try:
        with table(game, seats, seed=4) as (app, scene):
            set_language("is")  # the table speaks Icelandic from now on (the app chose at start)
            assert scene.phones is not None
            others = [Phone(f"ws://127.0.0.1:{scene.phones.hub.server.port}/ws", scene.phones.hub.code, n, 5).start()
                      for n in ["Ben"][:seats.count("phone") - 1]]

            def look() -> None:
                browser.get(f"http://127.0.0.1:{scene.phones.hub.server.port}/")
                assert wait_for(browser, "#join .lead")[0].text == tr("phones.page.join_lead")
                assert browser.find_element(By.ID, "join-button").text == "Setjast við borðið"
                if keep and game == "take5":
                    viewport(browser, 390, 844)
                    Path(keep).mkdir(parents=True, exist_ok=True)
                    browser.save_screenshot(str(Path(keep) / "phone-join-is-390x844.png"))
                join(browser, scene, "Anna")
                viewport(browser, 390, 844)
                wait_for(browser, "#moves button", 20)
                time.sleep(0.3)
                shown, asked = browser.execute_script(  # one read: the page redraws as others move
                    "return [document.body.textContent,"
                    " document.querySelector('#moves .section-title').textContent]")
                leaked = [p for p in english if p in shown]
                assert not leaked, f"English on an Icelandic page: {leaked}"
                assert asked in icelandic, f"the page asks {asked!r}, not in Icelandic"
                shot = tmp_path / f"phone-{game}-is-390x844.png"
                browser.save_screenshot(str(shot))
                if keep:
                    Path(keep).mkdir(parents=True, exist_ok=True)
                    shutil.copy(shot, Path(keep) / shot.name)

            in_thread(app, scene, look, 60)
            for phone in others:
                phone.stop.set()
    finally:
        set_language("en")


@pytest.mark.parametrize(("game", "seats"), [("pyramid_power", ["phone", "hard"]),
                                             ("take_it_dice", ["phone", "hard"])])
def test_a_sent_move_is_said_in_words_not_notation(quick_bots: None, browser: Any, game: str,
                                                    seats: list[str]) -> None:
    """The page says the move about to be sent, and then that it was sent, in words: never a tile
    or card id or a grid position."""
    import re

    from selenium.webdriver.common.by import By

    notation = re.compile(r"\b[TAC]\d+\b|-?\d+,-?\d+")
    with table(game, seats, seed=4) as (app, scene):
        said: list[str] = []

        def play() -> None:
            join(browser, scene, "Ann")
            for _ in range(12):  # tap the first choice until the move can be sent
                if browser.find_elements(By.CSS_SELECTOR, "#send"):
                    break
                tap(browser, "#moves .choices button, #moves polygon.spot:not(.picked)", 20)
                time.sleep(0.05)
            said.append(browser.find_element(By.ID, "moves").text)  # the move about to be sent
            tap(browser, "#send")
            said.append(browser.find_element(By.ID, "prompt").text)  # "Sent: ..."

        in_thread(app, scene, play, 60)
        assert len(said) == 2 and all(said), "the page says what is about to be sent, then what was"
        assert not [text for text in said if notation.search(text)], said


@pytest.mark.parametrize(("palette", "said", "unsaid"), [("xeno", "whites", "blacks"), ("rainbow", "blacks", "whites")])
def test_the_pyramids_page_names_the_round_ending_colour_as_the_table_draws_it(quick_bots: None, browser: Any,
                                                                                palette: str, said: str,
                                                                                unsaid: str) -> None:
    """White playing black (the xeno palette): the phone's pot says whites, as the TV does."""
    from phones_kit import make_app
    from selenium.webdriver.common.by import By

    app, scene = make_app("take_it_pyramids", ["phone", "hard"], 4, ("--rules", f"palette={palette}"))
    try:
        title: list[str] = []

        def look() -> None:
            join(browser, scene, "Ann")
            wait_for(browser, "#board .section-title")
            title.append(browser.find_element(By.CSS_SELECTOR, "#board .section-title").text.lower())

        in_thread(app, scene, look, 60)
        assert title and said in title[0] and unsaid not in title[0], title
    finally:
        app.finish()
