"""The records screens' questions (Remove a player, End or start a night, a game that cannot be
watched): every line of the detail stands between the title and the buttons, at every text size
and in both languages; a long one steps its size down rather than lose a line or run its lines
into each other (it was cut at three lines, 42 px apart whatever the text size)."""

from __future__ import annotations

import pygame
import pytest

from scenes.screens.night_parts import DIALOG, Confirm
from scenes.ui import theme
from scenes.ui.text import set_language, tr
from sprites import fonts

DETAILS = ["player.remove_detail", "history.unwatchable_detail", "night.end_detail", "night.new_detail"]


@pytest.mark.parametrize("size", ["normal", "large", "larger"])
@pytest.mark.parametrize("lang", ["en", "is"])
def test_every_dialog_detail_is_drawn_whole_between_title_and_buttons(lang: str, size: str) -> None:
    pygame.display.init()
    pygame.font.init()
    set_language(lang)
    fonts.set_text_size(size)
    try:
        for key in DETAILS:
            dialog = Confirm("Title", tr(key), "No", "Yes", lambda: None, lambda: None)
            points, lines = dialog.detail_lines()
            assert " ".join(lines).split() == tr(key).split(), (key, lines)  # nothing left out
            bottom = DIALOG.y + 140 + len(lines) * fonts.font(points).get_linesize()
            assert bottom <= DIALOG.bottom - 140 - 12, (key, lang, size, bottom)  # above the buttons
            assert fonts.real_size(points) >= 24, (key, lang, size, points)  # still read from a sofa
    finally:
        fonts.set_text_size("normal")
        set_language("en")


def test_a_detail_too_long_for_the_body_size_steps_down_and_keeps_every_word() -> None:
    pygame.display.init()
    pygame.font.init()
    fonts.set_text_size("larger")
    try:
        long = " ".join(["Every word of this detail stays on the dialog"] * 4)
        points, lines = Confirm("Title", long, "No", "Yes", lambda: None, lambda: None).detail_lines()
        assert points < theme.SIZE_BODY and " ".join(lines).split() == long.split()
    finally:
        fonts.set_text_size("normal")
