"""The veil between two people at one screen: whose turn it is, and to show the hand only when
they alone look, said in the words of the input used last ("Tap", "Click", Enter, A)."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.table.input_words import said
from scenes.ui import theme
from scenes.ui.text import tr
from sprites import draw, fonts


def draw_veil(scene: Any, surface: pygame.Surface) -> None:
    draw.veil(surface, (20, 14, 10, 235))
    name = scene.seats[scene.handover_to]["name"] if scene.handover_to is not None else ""
    title = fonts.shadowed(tr("handover.title", name=name), theme.SIZE_TITLE, theme.GOLD)
    surface.blit(title, title.get_rect(center=(theme.WIDTH // 2, theme.HEIGHT // 2 - 120)))
    detail = fonts.text(said(scene, "handover.detail", name=name), theme.SIZE_BODY + 4, theme.CREAM)
    surface.blit(detail, detail.get_rect(center=(theme.WIDTH // 2, theme.HEIGHT // 2 - 20)))
    scene.ui.draw(surface)
