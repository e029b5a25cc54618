"""The on-screen keyboard types Icelandic names: Þóra is made by touch, mouse-free pad and keys,
and the keyboard fits the canvas with every key's label inside its key at every text size."""

from __future__ import annotations

import pygame
import pytest
from test_night_screens import Hands

from scenes.records.store import RecordStore
from scenes.shell import storage
from scenes.ui.keyboard import ACCENTS, DIGITS, OnScreenKeyboard
from scenes.ui.text import set_language
from scenes.ui.theme import HEIGHT, WIDTH
from sprites import fonts


def type_on_screen(d: Hands, name: str) -> None:
    """Every letter from the on-screen keys, swapping the top row when the letter is on the other."""
    keyboard = d.top.entry.keyboard
    for ch in name:
        if ch == " ":
            d.press(lambda w: w is keyboard.space, keyboard.ui)
            continue
        label = ch.upper()
        if label in ACCENTS + DIGITS and label not in keyboard.top_letters:
            d.press(lambda w: w is keyboard.swap, keyboard.ui)
        d.press_label(label, keyboard.ui)
    d.press_label(keyboard.done.label, keyboard.ui)


@pytest.mark.parametrize("device", ["tap", "mouse", "pad", "keys"])
def test_thora_is_typed_as_a_new_player(device: str) -> None:
    d = Hands(device, ["--size", "1280x720"])
    try:
        d.press_label("Tonight")
        d.press_label("Players")
        d.press_label("New player")
        if device == "keys":  # a real keyboard types its own letters
            d.send(pygame.event.Event(pygame.TEXTINPUT, text="Þóra Æsa"))
            d.key(pygame.K_RETURN)
        else:
            type_on_screen(d, "Þóra Æsa")
        assert d.top.entry is None
        names = [p.name for p in RecordStore(storage.data_dir(), writable=False).players()]
        assert names == ["Þóra Æsa"]  # capital first in each word, the rest small
    finally:
        d.close()


@pytest.mark.parametrize("size", ["normal", "large", "larger"])
@pytest.mark.parametrize("lang", ["en", "is"])
def test_the_keyboard_fits_at_every_text_size(size: str, lang: str) -> None:
    set_language(lang)
    assert fonts.set_text_size(size) or fonts.text_size() == size
    try:
        field = pygame.Rect(560, 120, 800, 96)
        board = OnScreenKeyboard(lambda ch: None, lambda: None, lambda: None, avoid=field)
        assert board.top_letters == (ACCENTS if lang == "is" else DIGITS)  # Icelandic letters first in Icelandic
        assert pygame.Rect(0, 0, WIDTH, HEIGHT).contains(board.rect) and not board.rect.colliderect(field)
        keys = board.ui.widgets
        for k, key in enumerate(keys):
            assert board.rect.contains(key.rect) and key.rect.h >= 76 and key.rect.w >= 100
            assert all(not key.rect.colliderect(other.rect) for other in keys[k + 1:])
            label = fonts.font(fonts.fit_size(key.label, key.size, key.rect.w - 24, "display"), "display")
            w, h = label.size(key.label)
            assert w <= key.rect.w - 8 and h <= key.rect.h, key.label
        board.swap_top_row()
        assert board.top_letters == (DIGITS if lang == "is" else ACCENTS)
    finally:
        fonts.set_text_size("normal")
