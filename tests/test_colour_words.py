"""Issue 40: the words for Pyramid Power's colours name the colours as drawn, in every palette.

The house palette draws the tile colour "red" as an orange and "purple" as a pink; the log, a
refusal and the lesson must say what the player sees. Each word is checked here against the hue
and lightness of the colour the active palette draws, by ranges written down independently of the
code that picks the words.
"""

from __future__ import annotations

import colorsys
import re
from collections.abc import Iterator

import pytest

from game.core import IllegalAction
from game.pyramid_power.tiles import COLOUR_NAMES, TILE_COLOURS, WILD
from scenes.games.pyramid_power import log_words
from scenes.table.colour_words import lesson_text
from scenes.table.refusals import refusal_text
from scenes.ui.text import set_language
from sprites import palette

# English colour word -> the hues (degrees) and HLS lightness it may name.
HUES: dict[str, tuple[list[tuple[float, float]], tuple[float, float]]] = {
    "red": ([(345, 360), (0, 15)], (0.25, 0.72)),
    "orange": ([(15, 40)], (0.3, 0.75)),
    "yellow": ([(40, 65)], (0.35, 0.85)),
    "green": ([(75, 172)], (0.15, 0.7)),
    "blue": ([(180, 250)], (0.2, 0.75)),
    "purple": ([(255, 320)], (0.2, 0.6)),
    "pink": ([(295, 350)], (0.38, 0.9)),
}
WORDS = set(HUES)


def names_the_colour(word: str, rgb: tuple[int, int, int]) -> bool:
    h, lightness, _ = colorsys.rgb_to_hls(*(c / 255 for c in rgb))
    hues, (lo, hi) = HUES[word]
    return any(a <= h * 360 < b for a, b in hues) and lo <= lightness <= hi


@pytest.fixture(params=palette.PALETTES)
def drawn(request: pytest.FixtureRequest) -> Iterator[dict[str, tuple[int, int, int]]]:
    """The palette in use, and the tile colours it draws, by colour letter."""
    palette.use(request.param)
    set_language("en")
    try:
        yield {letter: palette.pieces("tiles")[name] for letter, name in COLOUR_NAMES.items()}
    finally:
        palette.use("house")


def words_in(text: str) -> set[str]:
    return {w.strip(".,:!-") for w in text.lower().replace("-", " ").split()} & WORDS


def one_colour_tile(letter: str) -> str:
    return next(t for t, sides in TILE_COLOURS.items() if set(sides) == {letter})


def test_the_ranges_tell_the_house_colours_apart() -> None:
    """The check has teeth: the house's red is no red, and its purple is no purple."""
    assert not names_the_colour("red", (213, 94, 0)) and names_the_colour("orange", (213, 94, 0))
    assert not names_the_colour("purple", (204, 121, 167)) and names_the_colour("pink", (204, 121, 167))


def test_the_log_names_each_tile_colour_as_drawn(drawn: dict[str, tuple[int, int, int]]) -> None:
    for letter, rgb in drawn.items():
        said = words_in(log_words.tile(one_colour_tile(letter)))
        assert len(said) == 1, (letter, said)
        word = said.pop()
        assert names_the_colour(word, rgb), f"{palette.current()}: {letter} drawn {rgb} is called {word}"
    for tile, sides in TILE_COLOURS.items():
        if tile == WILD:
            continue
        said = words_in(log_words.tile(tile))
        assert said and all(any(names_the_colour(w, drawn[c]) for c in sides) for w in said), (tile, said)


def test_a_refusal_names_the_needed_colour_as_drawn(drawn: dict[str, tuple[int, int, int]]) -> None:
    for letter, rgb in drawn.items():
        exc = IllegalAction("x", "colours_differ", side="left", need=letter, shows="Y", turning_helps=True)
        said = words_in(refusal_text("pyramid_power", exc))
        assert len(said) == 1 and names_the_colour(said.pop(), rgb), (palette.current(), letter)


def test_the_lesson_names_the_colours_as_drawn(drawn: dict[str, tuple[int, int, int]]) -> None:
    steps = {"tutorial.pyramid_power.draw": {"R"}, "tutorial.pyramid_power.place_drawn": {"R"},
             "tutorial.pyramid_power.two": {"G", "P"}}
    for key, letters in steps.items():
        said = words_in(lesson_text("pyramid_power", key))
        assert "{" not in lesson_text("pyramid_power", key)
        assert {w for w in said if any(names_the_colour(w, drawn[c]) for c in letters)} == said, (key, said)
        assert len(said) == len(letters), (key, said)


def test_icelandic_says_the_drawn_colours_too() -> None:
    set_language("is")
    try:
        house = lesson_text("pyramid_power", "tutorial.pyramid_power.draw")
        palette.use("colour-blind")
        safe = lesson_text("pyramid_power", "tutorial.pyramid_power.draw")
        two = lesson_text("pyramid_power", "tutorial.pyramid_power.two")
    finally:
        palette.use("house")
        set_language("en")
    assert "appelsínugul" in house and "rauð" not in house
    assert "rauð" in safe and "bleik" in two and "{" not in house + safe + two


def test_the_rules_page_names_only_colours_every_palette_draws_alike() -> None:
    """The page and its picture use yellow, green and blue, which no palette redraws; the colours
    that change name with the palette (red, purple) are told by their symbols there."""
    from scenes.screens.rules_pictures import MATCH_ROW
    from scenes.ui.text import rules_page

    changing = {"en": r"\b(red|purple|orange|pink)", "is": r"(rauð|fjólubl|appelsínugul|bleik)"}
    for lang, rx in changing.items():
        set_language(lang)
        try:
            title, body = rules_page("rules_pyramid_power")
        finally:
            set_language("en")
        assert not re.search(rx, (title + body).lower()), re.findall(rx, (title + body).lower())
    assert {c for sides, _ in MATCH_ROW for c in sides} <= {"Y", "G", "B"}
    for name in palette.PALETTES:
        palette.use(name)
        try:
            drawn = {letter: palette.pieces("tiles")[COLOUR_NAMES[letter]] for letter in "YGB"}
        finally:
            palette.use("house")
        assert all(names_the_colour(COLOUR_NAMES[c], rgb) for c, rgb in drawn.items()), (name, drawn)


@pytest.mark.parametrize("name", palette.PALETTES)
def test_the_pyramids_game_names_each_pyramid_colour_as_drawn(name: str) -> None:
    """Take It or Leave It's pyramids keep the printed game's words (its lesson and rules say
    "three red pyramids"), so every palette must draw each pyramid as the colour it is called."""
    from scenes.games.take_it_pyramids import log_words as pyramid_words

    palette.use(name)
    set_language("en")
    try:
        for colour in ("red", "yellow", "green", "blue"):
            said = words_in(pyramid_words.pyramid("small", colour))
            rgb = palette.pieces("pyramids")[colour]
            assert said == {colour} and names_the_colour(colour, rgb), (name, colour, rgb, said)
    finally:
        palette.use("house")


def test_the_phone_page_draws_the_pyramids_in_the_tables_house_colours() -> None:
    """A phone shows the same red pyramid the television does (page.css has the house colours)."""
    from pathlib import Path

    css = (Path(__file__).resolve().parent.parent / "scenes/phones/page/page.css").read_text(encoding="utf-8")
    palette.use("house")
    for colour in ("red", "yellow", "green", "blue"):
        rgb = palette.pieces("pyramids")[colour]
        assert f".pyr.{colour} {{ color: #{rgb[0]:02x}{rgb[1]:02x}{rgb[2]:02x}; }}" in css, colour
