"""How to play: each game's rules page, scrollable, with tabs to flip between games.

The text is set in a column of `COLUMN` characters (60-70 reads best), headings at the house's
heading size, with pictures (rules_pictures.py) where words alone are hard. "Scroll for more"
shows while there is more below and goes away at the end.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pygame

from game import GAMES
from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.table.description import describe
from scenes.ui import theme
from scenes.ui.text import rules_page, tr
from scenes.ui.widgets import Button, FocusGroup
from sprites import draw, fonts, pen

from . import rules_pictures

PANEL = pygame.Rect(220, 60, 1480, 960)
TEXT = pygame.Rect(PANEL.x + 70, PANEL.y + 200, PANEL.w - 140, PANEL.h - 340)


COLUMN = 66  # characters per line at most: the readable measure
HEADING = 56  # section headings: the low end of the house's heading sizes (56-72), under the title


def wrap_column(text: str, width: int = COLUMN) -> list[str]:
    """A paragraph broken into lines of at most `width` characters."""
    return textwrap.wrap(text, width) or [""]


def column() -> int:
    """The measure at the current text size: 66 characters, or fewer when bigger letters would
    not fit the column across (Larger), so lines wrap instead of being cut (issue 36)."""
    sample = "The pot grows with every draw, take it before the third black one."
    per_char = fonts.font(theme.SIZE_BODY).size(sample)[0] / len(sample)
    return min(COLUMN, int(0.92 * (TEXT.w - 40) / per_char))


def layout_rules(body: str, width: int = COLUMN) -> list[tuple[str, str]]:
    """Lines of (style, text): headings, bullets, wrapped paragraphs and pictures."""
    out: list[tuple[str, str]] = []
    for block in body.strip().split("\n"):
        line = block.rstrip()
        if not line:
            out.append(("gap", ""))
        elif line.startswith("# "):
            out.append(("heading", line[2:]))
        elif line.startswith("@"):
            out.append(("picture", line[1:].strip()))
        elif line.startswith("- "):
            for k, part in enumerate(wrap_column(line[2:], width - 3)):
                out.append(("bullet" if k == 0 else "indent", part))
        else:
            out.extend(("body", part) for part in wrap_column(line, width))
    return out


LINE_H = {"heading": 92, "body": 44, "bullet": 44, "indent": 44, "gap": 18}


def line_height(style: str, text: str) -> int:
    """Pixels a laid-out line takes (a picture takes its own height)."""
    if style == "picture":
        return rules_pictures.HEIGHTS[text] + 20
    return fonts.px(LINE_H[style])  # the pitch grows with the text size


class RulesScene(Scene):
    name = "rules"
    overlay = True

    def enter(self, handover: dict[str, Any]) -> None:
        self.games = list(GAMES)
        self.game = handover.get("game") or self.games[0]
        self.scroll = 0.0
        self.drag_from: tuple[int, float] | None = None
        self.ui = FocusGroup()
        self.tabs = []
        tab_w = (PANEL.w - 140 - (len(self.games) - 1) * 16) // len(self.games)
        for k, g in enumerate(self.games):
            rect = pygame.Rect(PANEL.x + 70 + k * (tab_w + 16), PANEL.y + 90, tab_w, 84)
            label = tr(f"game.{g}.tab")  # a short name: two games share "Take It or Leave It"
            self.tabs.append(Button(rect, label, lambda g=g: self.show(g), style="secondary", size=30))
        self.close_button = Button(pygame.Rect(PANEL.centerx - 170, PANEL.bottom - 120, 340, 96),
                                   tr("rules.close"), self.close)
        self.ui.set([*self.tabs, self.close_button], focus=self.close_button)
        self.show(self.game)

    def show(self, game: str) -> None:
        self.game = game
        self.scroll = 0.0
        self.title, body = rules_page(describe(game).rules_page)
        self.lines = layout_rules(body, column())
        for tab, g in zip(self.tabs, self.games, strict=True):
            tab.style = "primary" if g == game else "secondary"

    def content_height(self) -> int:
        return sum(line_height(style, text) for style, text in self.lines)

    def scroll_limit(self) -> int:
        return max(0, self.content_height() - TEXT.h)

    def more_below(self) -> bool:
        """True while part of the page is still below the fold (the hint shows then)."""
        return self.scroll < self.scroll_limit() - 1

    def scroll_by(self, dy: float) -> None:
        limit = self.scroll_limit()
        self.scroll = max(0.0, min(float(limit), self.scroll + dy))

    def close(self) -> None:
        self.services.screens.close()

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind == ui.BACK:
            self.close()
        elif event.kind == ui.WHEEL:
            self.scroll_by(-event.amount * 90)
        elif event.kind == ui.NAV and event.direction[1]:
            self.scroll_by(event.direction[1] * 120)
        elif event.kind == ui.POINTER_DOWN and event.pos and TEXT.collidepoint(event.pos):
            self.drag_from = (event.pos[1], self.scroll)
        elif event.kind == ui.POINTER_MOVE and self.drag_from and event.pos:
            y0, s0 = self.drag_from
            self.scroll = s0
            self.scroll_by(y0 - event.pos[1])
        elif event.kind == ui.POINTER_UP and self.drag_from:
            self.drag_from = None
        else:
            self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface, (10, 8, 6, 170))
        draw.blit_shadow(surface, PANEL, 26, 10, 16, 110)
        surface.blit(draw.panel(PANEL.size, alpha=248, radius=26, border=(120, 90, 60)), PANEL)
        words = tr("rules.title", game=self.title)
        title = fonts.text(words, theme.SIZE_HEADING, theme.GOLD, "display")
        if title.get_width() > PANEL.w - 140:  # at Larger a long game name shrinks to stay on the panel
            title = fonts.text(words, fonts.fit_size(words, theme.SIZE_HEADING, PANEL.w - 140, "display"),
                               theme.GOLD, "display")
        surface.blit(title, (PANEL.x + 70, PANEL.y + 14))
        clip = surface.get_clip()
        surface.set_clip(TEXT)
        y = TEXT.y - self.scroll
        for style, text in self.lines:
            h = line_height(style, text)
            if y + h >= TEXT.y and y <= TEXT.bottom:
                if style == "heading":
                    surface.blit(fonts.text(text, HEADING, theme.GOLD_LIGHT, "display"), (TEXT.x, y + fonts.px(14)))
                elif style == "picture":
                    rules_pictures.draw_picture(text, surface, pygame.Rect(TEXT.x, int(y) + 10, TEXT.w, h - 20))
                elif style == "bullet":
                    pen.circle(surface, theme.GOLD, (TEXT.x + 14, int(y) + fonts.px(21)), 6)
                    surface.blit(fonts.text(text, theme.SIZE_BODY, theme.CREAM), (TEXT.x + 40, y))
                elif style == "indent":
                    surface.blit(fonts.text(text, theme.SIZE_BODY, theme.CREAM), (TEXT.x + 40, y))
                elif style == "body":
                    surface.blit(fonts.text(text, theme.SIZE_BODY, theme.CREAM), (TEXT.x, y))
            y += h
        surface.set_clip(clip)
        if self.content_height() > TEXT.h:
            frac = TEXT.h / self.content_height()
            bar_h = max(60, int(TEXT.h * frac))
            top = TEXT.y + int((TEXT.h - bar_h) * self.scroll / max(1, self.content_height() - TEXT.h))
            pen.rect(surface, (90, 66, 48), (TEXT.right + 30, TEXT.y, 10, TEXT.h), border_radius=5)
            pen.rect(surface, theme.GOLD, (TEXT.right + 30, top, 10, bar_h), border_radius=5)
        if self.more_below():
            self.draw_more(surface)
        self.ui.draw(surface)

    def draw_more(self, surface: pygame.Surface) -> None:
        """A readable "scroll for more" with a down arrow, over a fade at the column's foot."""
        surface.blit(draw.fade_up((TEXT.w, 60), (44, 31, 23), 4), (TEXT.x, TEXT.bottom - 60))
        hint = fonts.text(tr("rules.more"), theme.SIZE_LABEL, theme.CREAM, "bold")
        box = hint.get_rect(topright=(PANEL.right - 70, PANEL.bottom - 104)).inflate(70, 20)
        surface.blit(draw.panel(box.size, alpha=235, radius=14, border=theme.GOLD), box)
        surface.blit(hint, hint.get_rect(midleft=(box.x + 16, box.centery)))
        ax, ay = box.right - 26, box.centery
        pen.polygon(surface, theme.GOLD, [(ax - 11, ay - 6), (ax + 11, ay - 6), (ax, ay + 9)])
