"""The table-side history: the whole game log in a scrollable panel over the table.

Opened by a tap or click on the log strip, the H key or the pad's Y button; it scrolls by a
touch drag, the mouse wheel, the arrow keys (Page Up/Down, Home/End) and the d-pad; it closes
by its Close button, a tap outside, Escape/H or the pad's B. While it is open it takes every
input except Pause, so a person reading never makes a move by accident; the game goes on under it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes.shell import input as ui
from scenes.table.log_strip import LINE, SIZE
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button
from sprites import draw, fonts, pen

PANEL = pygame.Rect(0, 0, 1280, 900)
PANEL.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
BODY = pygame.Rect(PANEL.x + 48, PANEL.y + 120, PANEL.w - 96, PANEL.h - 168)
OPEN_KEYS = (pygame.K_h,)
SCROLL_KEYS = {pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10, pygame.K_HOME: -10**6, pygame.K_END: 10**6}
DRAG_SLOP = 12  # px a press may move and still count as a tap


class History:
    """The overlay's state: open or not, how far it is scrolled, a drag in progress."""

    def __init__(self, source: Callable[[], Sequence[str]], opener: Callable[[tuple[int, int] | None], bool]) -> None:
        self.source = source      # the log lines so far, oldest first
        self.opener = opener      # does a tap at this point open the history (the log strip)?
        self.is_open = False
        self.scroll = 0.0         # px from the top of the text
        self.drag_from: tuple[int, float] | None = None  # (pointer y, scroll) at the press
        self.dragged = False
        rect = pygame.Rect(0, 0, 220, 80)
        rect.topright = (PANEL.right - 32, PANEL.y + 24)
        self.close_button = Button(rect, tr("log.close"), self.close, style="secondary")

    # ------------------------------------------------------------ open and close

    def open(self) -> None:
        self.is_open = True
        self.scroll = float(self.max_scroll())  # newest at the bottom, in view
        self.drag_from = None

    def close(self) -> None:
        self.is_open = False
        self.drag_from = None

    # ------------------------------------------------------------ text

    def rows(self) -> list[tuple[str, bool]]:
        """Every log line wrapped to the panel, with a flag for the first row of each line."""
        out: list[tuple[str, bool]] = []
        for line in self.source():
            for k, row in enumerate(fonts.wrap(line, SIZE, BODY.w - 24)):
                out.append((row, k == 0))
        return out

    def max_scroll(self) -> int:
        return max(0, len(self.rows()) * LINE - BODY.h)

    def scroll_by(self, px: float) -> None:
        self.scroll = max(0.0, min(float(self.max_scroll()), self.scroll + px))

    # ------------------------------------------------------------ input

    def handle(self, event: ui.UIEvent) -> bool:
        """Take the event if it opens, moves or closes the history; True when it was used."""
        if not self.is_open:
            if event.kind == ui.KEY and event.key in OPEN_KEYS:
                self.open()
                return True
            if event.kind == ui.NEXT and event.source == "pad":
                self.open()
                return True
            if event.kind == ui.POINTER_DOWN and self.opener(event.pos):
                self.open()
                return True
            return False
        kind = event.kind
        if kind in (ui.PAUSE, ui.FOCUS_LOST):
            self.close()
            return False  # the table opens its pause as usual
        if kind in (ui.BACK, ui.CONFIRM) or (kind == ui.KEY and event.key in OPEN_KEYS) \
                or (kind == ui.NEXT and event.source == "pad"):
            self.close()
        elif kind == ui.WHEEL:
            self.scroll_by(-event.amount * LINE * 3)
        elif kind == ui.NAV:
            dx, dy = event.direction
            self.scroll_by(dy * LINE + dx * BODY.h * 0.8)
        elif kind == ui.KEY and event.key in SCROLL_KEYS:
            self.scroll_by(SCROLL_KEYS[event.key] * LINE)
        elif kind == ui.POINTER_DOWN and event.pos is not None:
            if self.close_button.rect.collidepoint(event.pos) or not PANEL.collidepoint(event.pos):
                self.close()
            else:
                self.drag_from = (event.pos[1], self.scroll)
                self.dragged = False
        elif kind == ui.POINTER_MOVE and self.drag_from is not None and event.pos is not None:
            y0, s0 = self.drag_from
            if abs(event.pos[1] - y0) > DRAG_SLOP:
                self.dragged = True
            if self.dragged:
                self.scroll = s0
                self.scroll_by(y0 - event.pos[1])
        elif kind == ui.POINTER_UP:
            self.drag_from = None
        return True

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        if not self.is_open:
            return
        draw.veil(surface, (16, 12, 8, 190))
        draw.blit_shadow(surface, PANEL, 22, 8, 14, 110)
        surface.blit(draw.panel(PANEL.size, alpha=245, radius=22, border=theme.GOLD), PANEL)
        title = fonts.text(tr("log.title"), theme.SIZE_HEADING, theme.GOLD, "display")
        surface.blit(title, (PANEL.x + 48, PANEL.y + 28))
        self.close_button.draw(surface, True)
        rows = self.rows()
        if not rows:
            empty = fonts.text(tr("log.empty"), SIZE, theme.CREAM_DIM)
            surface.blit(empty, (BODY.x, BODY.y))
        self.scroll = max(0.0, min(self.scroll, float(self.max_scroll())))
        clip = surface.get_clip()
        surface.set_clip(BODY)
        first = int(self.scroll // LINE)
        last = min(len(rows), first + BODY.h // LINE + 2)
        for k in range(first, last):
            row, starts = rows[k]
            y = BODY.y + k * LINE - int(self.scroll)
            x = BODY.x + (0 if starts else 24)  # a wrapped line's later rows are indented
            surface.blit(fonts.text(row, SIZE, theme.CREAM), (x, y))
        surface.set_clip(clip)
        self._draw_scrollbar(surface, len(rows))
        hint = fonts.text(tr("log.scroll_hint"), 24, theme.CREAM_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(PANEL.centerx, PANEL.bottom - 12)))

    def _draw_scrollbar(self, surface: pygame.Surface, count: int) -> None:
        total = count * LINE
        if total <= BODY.h:
            return
        track = pygame.Rect(PANEL.right - 30, BODY.y, 10, BODY.h)
        pen.rect(surface, (70, 54, 40), track, border_radius=5)
        h = max(40, int(BODY.h * BODY.h / total))
        y = track.y + int((track.h - h) * self.scroll / max(1, total - BODY.h))
        pen.rect(surface, theme.GOLD, (track.x, y, track.w, h), border_radius=5)
