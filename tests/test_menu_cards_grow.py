"""Issue 36: at every text size the menu's cards keep every word of their blurbs (the picture gives
way, not the sentence), and the title and its tagline stay above the cards, in both languages."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from ui_driver import Driver

from game import GAMES
from scenes.ui.text import tr
from sprites import fonts

TITLE_TOP = 48  # where the menu draws its title


def drawn_on_menu(menu: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Each string the menu draws, with the height of its picture."""
    heights: dict[str, int] = {}
    for name in ("text", "shadowed"):
        real = getattr(fonts, name)

        def spy(content: str, *args: Any, _real: Any = real, **kwargs: Any) -> pygame.Surface:
            image = _real(content, *args, **kwargs)
            heights[content] = image.get_height()
            return image

        monkeypatch.setattr(fonts, name, spy)
    menu.draw(pygame.Surface((1920, 1080)))
    return heights


@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("text_size", ["normal", "larger"])
def test_every_blurb_is_drawn_whole_and_the_tagline_clears_the_cards(
        lang: str, text_size: str, monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver("tap", ["--lang", lang, "--text-size", text_size])
    try:
        menu = d.top
        drawn = drawn_on_menu(menu, monkeypatch)
        words = " ".join(drawn).split()
        for game_id in GAMES:
            missing = [w for w in tr(f"game.{game_id}.blurb").split() if w not in words]
            assert not missing, (game_id, missing)
        top_of_cards = min(card.rect.y for card in menu.cards) - 10  # a focused card lifts by 10
        title, tagline = drawn[tr("app.title")], drawn[tr("app.tagline")]
        assert TITLE_TOP + title + 2 + tagline <= top_of_cards, (title, tagline, top_of_cards)
        assert all(card.rect.bottom <= button.rect.top - 20 for card in menu.cards
                   for button in menu.ui.widgets if button.rect.top > card.rect.top + 100)
    finally:
        d.close()
