"""The unseen-cards helper (option `show_seen_cards`): a compact strip instead of a grid.

A beginner's question is "which cards can still come?", so the panel shows the cards the person
at the screen has not seen this round: a thin strip of 1..deck with a tick per unseen card (in
its bullhead colour), and the same cards as short runs in words ("1–4 · 9 · 15–18"). Which cards
are unseen comes from the rules core (`game.take5.unseen_cards`), for the viewer only.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.take5 import State, unseen_cards, view
from game.take5.cards import deck
from scenes.games.take5 import layout
from scenes.games.take5.hud import cached
from scenes.ui import theme
from scenes.ui.text import tr
from sprites import draw, fonts, pen
from sprites.cards import band_colour


def cards_for(scene: Any, state: State) -> tuple[int, ...]:
    """Unseen cards for whoever's hand the screen shows; with nobody's hand shown, the cards
    no one has shown to the table yet (in hands or hidden picks)."""
    viewer = scene.viewer()
    if viewer is not None and 0 <= viewer < state.num_players:
        return tuple(unseen_cards(view(state, viewer), viewer))
    public: set[int] = {c for row in state.rows for c in row}
    public.update(c for pile in state.taken for c in pile)
    public.update(c for c, _ in state.pending)
    return tuple(sorted(deck(state.num_players, state.options.professional) - public))


def runs(cards: tuple[int, ...]) -> list[str]:
    """Sorted cards as runs: (1, 2, 3, 7, 9, 10) -> ["1–3", "7", "9–10"]."""
    out: list[str] = []
    start = prev = None
    for c in sorted(cards):
        if start is None:
            start = prev = c
        elif c == prev + 1:
            prev = c
        else:
            out.append(f"{start}–{prev}" if prev != start else str(start))
            start = prev = c
    if start is not None:
        out.append(f"{start}–{prev}" if prev != start else str(start))
    return out


def draw_unseen(surface: pygame.Surface, unseen: tuple[int, ...], deck_size: int) -> None:
    """The helper in the side panel's spot (cached: it changes only when a card is seen)."""
    rect = layout.SEEN
    surface.blit(cached(("unseen", unseen, deck_size), rect.size, lambda s: _paint(s, unseen, deck_size)), rect)


def _paint(surface: pygame.Surface, unseen: tuple[int, ...], deck_size: int) -> None:
    rect = surface.get_rect()
    surface.blit(draw.panel(rect.size, alpha=185, radius=16), (0, 0))
    title = fonts.text(tr("take5.unseen_title", n=len(unseen)), theme.SIZE_LABEL, theme.GOLD, "bold")
    surface.blit(title, (16, 8))
    strip = pygame.Rect(16, 50, rect.w - 32, 30)
    pen.rect(surface, (255, 255, 255, 22), strip, border_radius=6)
    step = strip.w / max(1, deck_size)
    for c in unseen:
        x = strip.x + (c - 1) * step
        pen.rect(surface, band_colour(c), (round(x), strip.y + 3, max(2, round(step) - 1), strip.h - 6))
    for mark in (1, deck_size // 2, deck_size):
        label = fonts.text(str(mark), 20, theme.CREAM_DIM, "bold")
        x = strip.x + (mark - 0.5) * step
        surface.blit(label, label.get_rect(midtop=(min(strip.right - label.get_width() // 2, max(strip.x + 8, x)),
                                                   strip.bottom + 2)))
    words = " · ".join(runs(unseen)) or tr("take5.unseen_none")
    lines = fonts.wrap(words, theme.SIZE_LABEL, rect.w - 32, "body")
    room = (rect.h - 112) // 34
    if len(lines) > room:
        lines = [*lines[:room - 1], lines[room - 1] + " …"]
    for k, line in enumerate(lines):
        surface.blit(fonts.text(line, theme.SIZE_LABEL, theme.CREAM, "body"), (16, 110 + 34 * k))
