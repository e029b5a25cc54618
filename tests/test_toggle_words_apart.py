"""Issue 36: a switch's label never runs into its On/Off word, at every text size and in both
languages (at Larger in Icelandic "Sýna líkurnar" ran into "Kveikt" on the pyramids' setup)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.ui.text import set_language, tr
from scenes.ui.widgets import Toggle
from sprites import fonts


class BlitLog(pygame.Surface):
    """A surface that notes where each picture lands."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:  # type: ignore[override]
        self.placed.append(pygame.Rect(dest[0], dest[1], *source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("text_size", ["normal", "large", "larger"])
@pytest.mark.parametrize("on", [True, False])
def test_the_label_ends_before_the_state_word(lang: str, text_size: str, on: bool) -> None:
    pygame.init()
    set_language(lang)
    fonts.set_text_size(text_size)
    try:
        for key in ("option.take_it_pyramids.show_odds", "settings.reduced_motion", "setup.hints"):
            label = tr(key)
            assert label != key
            surface = BlitLog((620, 120))
            Toggle(pygame.Rect(0, 20, 600, 76), label, lambda: on, lambda v: None).draw(surface, False)
            texts = surface.placed
            assert len(texts) == 2, texts  # the label, then the state word
            assert texts[0].right <= texts[1].left, (key, texts)
    finally:
        fonts.set_text_size("normal")
        set_language("en")
