"""Issue 37: no text is cut in Icelandic where the English fits.

Two kinds of check, both in English and in Icelandic:
- the real app is run through every game's setup (every value of every option shown) and a
  stretch of every game's table, while every text that the drawing code shrinks or cuts
  (`fonts.fit_size`, `fonts.ellipsize`) is noted when it does not fit its box; each cut text is
  traced back to its catalog key, and a key cut in Icelandic must be cut in English too;
- boxes that hold a catalog family whatever the game state: the dice game's prompt panel (a
  card's title over its prompt, wrapped), a refusal line, the pyramids' four-of-a-size pop-up
  beside the pot, Pyramid Power and Take 5 seat lines.
"""

from __future__ import annotations

import re
import string
from pathlib import Path
from typing import Any

import pygame
import pytest
from app_runner import corner_taps, run_app
from babel.messages.pofile import read_po
from ui_driver import Driver

from game import GAMES
from scenes.ui import catalogs, theme
from scenes.ui.text import set_language, tr
from sprites import fonts

LANGS = ("en", "is")


def templates(lang: str) -> list[tuple[str, re.Pattern[str]]]:
    """(key, pattern) for every catalog text of a language, placeholders matching anything."""
    out = []
    for domain in catalogs.domains():
        path = catalogs.po_path(lang, domain)
        if not path.is_file() or domain.startswith("rules_"):
            continue
        with path.open("rb") as f:
            for m in read_po(f):
                if not m.id:
                    continue
                key = m.id[0] if isinstance(m.id, tuple) else m.id
                for form in (m.string if isinstance(m.string, tuple) else (m.string,)):
                    parts = list(string.Formatter().parse(form))
                    rx = "".join(re.escape(lit) + ("(.+?)" if name is not None else "") for lit, name, _, _ in parts)
                    if rx and any(lit.strip() for lit, *_ in parts):
                        out.append((key, re.compile(rx)))
    return out


# A player's name is theirs and may be any length: the boxes that show names shrink and then cut
# them by design ("Guðmundína" is cut like "Leikmaður 3"). The default name and the lines that
# are a name and a number only are left out; every other catalog text is compared.
NAMES = {"seat.name_default"}
# Lines made of other texts (catalog texts, names, numbers) joined by punctuation alone: too little
# of their own to match by, so they are matched by their whole shape; catalog texts they join count
# as drawn.
JOINED = {"night.recap.game_line", "menu.continue_detail", "board.entry", "night.half", "pyramid_power.bonus_line",
          "seat.line"}


def keys_of(texts: set[str], lang: str, depth: int = 1) -> set[str]:
    """The catalog keys whose text is `texts` (placeholders matching anything), and, `depth` deep,
    the keys whose whole text fills a placeholder of one ("played alone" in "5. Pyramid Power:
    played alone"): drawn inside that line's box, and checked with it."""
    found = set()
    parts: set[str] = set()
    table = templates(lang)
    for text in texts:
        for key, rx in table:
            # A short word is still itself ("Yes"), and so is a sum ("2 + 3 + 1 = 6"); "Row {n}" has
            # words enough to be told apart, but "{n} x" matches too much and "+" is a sign.
            exact = "(.+?)" not in rx.pattern and (re.search(r"[^\W\d_]", rx.pattern) is not None
                                                   or len(text) >= 5)
            own = rx.pattern.replace("(.+?)", "")
            long_enough = (exact or key in JOINED or len(re.sub(r"\\.", "", own)) > 3
                           or len(re.findall(r"[^\W\d_]", own)) >= 3)
            m = rx.fullmatch(text)
            if m and key not in NAMES and long_enough:
                found.add(key)
                parts.update(m.groups())
    return found | (keys_of(parts - texts, lang, depth - 1) if depth > 0 and parts - texts else set())


class Cuts:
    """Notes every text the drawing code could not fit: shrunk to its smallest size and still
    too wide, or cut with "…"."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.texts: set[str] = set()
        fit, cut = fonts.fit_size, fonts.ellipsize

        def fit_size(content: str, size: int, width: int, face: str = "body", minimum: int = 20,
                     scaled: bool = True) -> int:
            got = fit(content, size, width, face, minimum, scaled)
            if fonts.font(got, face, scaled).size(content)[0] > width:
                self.texts.add(content)
            return got

        def ellipsize(content: str, size: int, width: int, face: str = "body") -> str:
            got = cut(content, size, width, face)
            if got != content:
                self.texts.add(content)
            return got

        monkeypatch.setattr(fonts, "fit_size", fit_size)
        monkeypatch.setattr(fonts, "ellipsize", ellipsize)


def setup_cuts(lang: str, monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """Every game's setup screen drawn with each value of each option."""
    import dataclasses

    d = Driver("tap", ["--seed", "2", "--lang", lang])
    cuts = Cuts(monkeypatch)
    try:
        d.run(3)
        for game in GAMES:
            d.app.screens.swap("setup", game=game)
            d.run(4)
            screen = d.top
            for field in dataclasses.fields(GAMES[game].Options):
                values = field.metadata.get("choices") or ()
                if not values and isinstance(field.default, bool):
                    values = (True, False)
                for value in values:
                    before = screen.options.get(field.name)
                    screen.set_option(field.name, value)
                    d.app.manager.draw(d.app.canvas)
                    screen.set_option(field.name, before)
            d.app.manager.draw(d.app.canvas)
    finally:
        d.close()
    return set(cuts.texts)


TABLES = [("take5", "human,easy,easy", ""), ("take_it_dice", "human,easy", ""),
          ("take_it_dice", "human,easy,easy", "edition=first,theme=combo"),
          ("take_it_pyramids", "human,easy,easy", ""), ("pyramid_power", "human,easy", "")]


def table_cuts(lang: str, tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch) -> set[str]:
    cuts = Cuts(monkeypatch)
    for game, seats, rules in TABLES:
        args = ["--game", game, "--seats", seats, "--players", str(len(seats.split(","))), "--seed", "5",
                "--autoplay", "--frames", "2400", "--lang", lang]
        if rules:
            args += ["--rules", rules]
        code, _ = run_app(tmp_path, capsys, args, corner_taps(3, 2400, 5))
        assert code == 0
    return set(cuts.texts)


def test_no_text_is_cut_in_icelandic_that_fits_in_english(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch, quick_bots: None) -> None:
    cut: dict[str, set[str]] = {}
    for lang in LANGS:
        with monkeypatch.context() as m:
            texts = setup_cuts(lang, m) | table_cuts(lang, tmp_path, capsys, m)
        cut[lang] = keys_of(texts, lang)
    set_language("en")
    assert not cut["is"] - cut["en"], (sorted(cut["is"] - cut["en"]), sorted(cut["en"]))


# ---------------------------------------------------------------- boxes of a catalog family


@pytest.fixture
def screen() -> None:
    pygame.font.init()


def entries(prefix: str) -> list[str]:
    from scenes.ui.text import _DOMAIN_OF

    return sorted(k for k in _DOMAIN_OF if k.startswith(prefix))


def panel_height(lines: list[tuple[str, int, str]], width: int) -> int:
    """The height scenes/games/take_it_dice/hud.paint_panel_text gives these lines."""
    y = 16
    for text, size, face in lines:
        for line in fonts.wrap(text, size, width - 36, face):
            y += fonts.text(line, size, theme.CREAM, face).get_height() + 2
        y += 8
    return y - 8 - 2  # the bottom of the last line


@pytest.mark.parametrize("lang", LANGS)
def test_the_dice_prompts_fit_their_panel_under_a_card_title(lang: str, screen: None) -> None:
    from scenes.games.take_it_dice import layout

    set_language(lang)
    try:
        too_tall = []
        # Every prompt the panel shows (scenes/games/take_it_dice/controls.prompt), in each input's words.
        prompts = [*entries("take_it_dice.your_turn"), "take_it_dice.second_or_stop", "take_it_dice.second_take",
                   "take_it_dice.discard_prompt", "take_it_dice.split_prompt", "take_it_dice.throw_prompt",
                   "take_it_dice.wait_throw", "take_it_dice.turn_of", "take_it_dice.discard_wait",
                   "take_it_dice.split_wait"]
        for key in [*entries("take_it_dice.choose."), *prompts]:
            text = tr(key, n=4, title="X", name="Guðmundína")
            lines = [(text, theme.SIZE_BODY, "bold")]
            if key.startswith("take_it_dice.choose."):  # the card's name heads its prompts
                lines.insert(0, (tr("take_it_dice.kind.reroll-some"), 36, "display"))
            h = panel_height(lines, layout.PROMPT.w)
            if h > layout.PROMPT.h:
                too_tall.append((key, h))
        assert not too_tall, too_tall
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_fits_on_one_line_of_the_table(lang: str, screen: None) -> None:
    set_language(lang)
    try:
        wide = []
        for key in entries(""):
            if ".refuse." in key and ".side." not in key and ".colour." not in key:
                text = tr(key, n=21, side=tr("pyramid_power.refuse.side.bottom"),
                          colour=tr("pyramid_power.log.colour.orange"))
                if fonts.font(theme.SIZE_BODY, "bold").size(text)[0] + 48 > theme.WIDTH - 48:
                    wide.append(key)
        assert not wide, wide
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_four_of_a_size_pop_up_stays_on_the_screen(lang: str, screen: None) -> None:
    from scenes.games.take_it_pyramids import layout
    from scenes.games.take_it_pyramids.motion import NEWS_SPOTS

    set_language(lang)
    try:
        for size in ("small", "medium", "large"):
            text = tr("take_it_pyramids.black_joins", size=tr(f"take_it_pyramids.size_many.{size}"),
                      colour=tr("take_it_pyramids.colour.black"))
            width = (fonts.font(36, "display").size(text)[0] + 40) * 1.1  # the plate, at its pop
            x = NEWS_SPOTS[2][0]  # it rises over the open arena (clear of the pot's words)
            plate = pygame.Rect(0, 0, int(width), 60)
            plate.center = (int(x), int(NEWS_SPOTS[2][1]))
            assert pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT).contains(plate), (text, width)
            assert not plate.collidelistall([layout.POT_PANEL, *layout.SIZE_BUTTONS]), (text, plate)
    finally:
        set_language("en")
