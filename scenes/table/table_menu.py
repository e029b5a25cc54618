"""The table's own chrome: an always-visible Menu button and a "skip to my turn" button.

A touch visitor has no Escape key and no Start button, so every game table shows a Menu button
that opens the pause menu (resume, rules of this game, restart, leave with the game saved). The
skip button appears while bots are moving and a person is waiting: the bots then answer at
once and their motion is skipped until it is a person's turn again.

The buttons sit in a spot each table leaves free; `SPOTS` holds the spot per game (a game scene
may set `menu_spot` itself), and the skip button sits just below the Menu button.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from scenes.shell import input as ui
from scenes.table.input_words import note
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Widget, draw_focus
from sprites import draw, fonts, pen

SIZE = 96  # side of a chrome button at 1080p (touch targets are at least 64 px)
GAP = 12
# Top-left corner of the chrome column for each game's table (kept out of the kiosk's corners).
SPOTS: dict[str, tuple[int, int]] = {
    "take_it_dice": (44, 600),
    "take_it_pyramids": (60, 200),
    "pyramid_power": (1768, 584),
}
DEFAULT_SPOT = (120, 200)


class ChromeButton(Widget):
    """A square icon button with a short word under the icon."""

    def __init__(self, rect: pygame.Rect, icon: str, label: str, on_click: Callable[[], None]) -> None:
        super().__init__(rect)
        self.icon = icon
        self.label = label
        self.on_click = on_click

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        rect = self.rect.move(0, 3 if self.pressed else 0)
        if not self.pressed:
            draw.blit_shadow(surface, rect, 16, 5, 8, 70)
        if focused:
            draw_focus(surface, rect, 16)
        fill = (96, 70, 50) if self.hover else (58, 41, 30)
        pen.rect(surface, fill, rect, border_radius=16)
        pen.rect(surface, (150, 112, 70), rect, 2, border_radius=16)
        cx, top = rect.centerx, rect.y + 16
        if self.icon == "menu":
            for k in range(3):
                pen.rect(surface, theme.GOLD, (cx - 22, top + k * 12, 44, 6), border_radius=3)
        elif self.icon == "suggest":  # a light bulb: an idea
            pen.circle(surface, theme.GOLD, (cx, top + 12), 13)
            pen.rect(surface, theme.GOLD, (cx - 7, top + 22, 14, 10), border_radius=3)
        else:  # two forward triangles: skip ahead
            for dx in (-20, 2):
                pen.polygon(surface, theme.GOLD, [(cx + dx, top), (cx + dx + 20, top + 15),
                                                          (cx + dx, top + 30)])
        size = fonts.fit_size(self.label, 24, rect.w - 10, "bold", minimum=18)
        word = fonts.text(self.label, size, theme.CREAM, "bold")
        surface.blit(word, word.get_rect(midbottom=(cx, rect.bottom - 8)))


class TableChrome:
    """The Menu and skip buttons of one table; they take pointer events before the game."""

    def __init__(self, spot: tuple[int, int], open_menu: Callable[[], None],
                 skip: Callable[[], None]) -> None:
        x, y = spot
        self.menu = ChromeButton(pygame.Rect(x, y, SIZE, SIZE), "menu", tr("table.menu"), open_menu)
        self.skip = ChromeButton(pygame.Rect(x, y + SIZE + GAP, SIZE, SIZE), "skip", tr("table.skip"), skip)
        self.skip.visible = False
        self._down: Widget | None = None

    def buttons(self) -> list[ChromeButton]:
        return [b for b in (self.menu, self.skip) if b.visible]

    def at(self, pos: tuple[int, int]) -> ChromeButton | None:
        return next((b for b in self.buttons() if b.rect.collidepoint(pos)), None)

    def handle(self, event: ui.UIEvent) -> bool:
        """True when the event was a press or release on a chrome button (the game never sees it)."""
        if event.pos is None:
            return False
        over = self.at(event.pos)
        if event.kind == ui.POINTER_MOVE:
            for b in (self.menu, self.skip):
                b.hover = b is over
            return False
        if event.kind == ui.POINTER_DOWN:
            self._down = over
            if over is not None:
                over.pressed = True
            return over is not None
        if event.kind == ui.POINTER_UP:
            down, self._down = self._down, None
            for b in (self.menu, self.skip):
                b.pressed = False
            if down is not None and over is down:
                down.activate()
            return down is not None
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for b in self.buttons():
            b.draw(surface, False)


class ChromeMixin:
    """The game table's side of the chrome: open the pause menu, restart, skip to a turn."""

    services: Any
    game_id: str
    chrome: TableChrome
    hints: Any  # scenes.table.hints.Hints (it imports this module, so no import here)

    def start_chrome(self, spot: tuple[int, int], hints: bool) -> None:
        """The Menu and skip buttons at `spot`, and the Suggest control when the host allowed
        hints (kept in the game record, so a saved or restarted game keeps them)."""
        from scenes.table.hints import Hints  # it builds on this module's buttons

        self.chrome = TableChrome(spot, self.open_menu, self.skip_to_turn)
        self.chrome.menu.visible = not self.demo
        if hints:
            self.match.record["hints"] = True
        self.hints = Hints(self, bool(self.match.record.get("hints")), spot)

    def open_menu(self) -> None:
        """The pause menu, from the on-screen button, Escape, P or a pad's Start."""
        if self.services.screens.is_on_top(self) and not self.services.screens.changing:
            self.services.screens.open("pause", game=self.game_id, finished=self.finished)

    def resume(self, result: dict[str, Any]) -> None:
        if result.get("restart"):
            self.restart()

    def restart(self) -> None:
        """The same seats and options, a new deal (the autosave then holds the new game)."""
        record = self.match.record
        self.services.screens.play(self.game_id, game=self.game_id, seats=record["players"],
                                   options=record.get("options") or {}, hints=bool(record.get("hints")),
                                   seed=random.SystemRandom().randrange(1 << 31), autoplay=self.autoplay)

    def skip_to_turn(self) -> None:
        self.skipping = True

    def _update_skip(self) -> None:
        """Skipping ends on a person's turn; the skip button shows only while people wait."""
        waiting = (not self.demo and not self.finished and bool(self.humans())
                   and self.handover_to is None and self.human_to_act() is None
                   and not self.match.is_over())
        if not waiting:
            self.skipping = False
        self.chrome.skip.visible = waiting and not self.skipping
        if self.skipping and self.animator.busy:
            self.animator.skip()

    def chrome_handle(self, event: ui.UIEvent) -> bool:
        return not self.demo and (self.chrome.handle(event) or self.hints.handle(event))

    def draw_chrome(self, surface: pygame.Surface) -> None:
        if not self.demo:
            self.chrome.draw(surface)
            self.hints.draw(surface)



def chrome_drawn(inner: Callable[..., None]) -> Callable[..., None]:
    """`draw` that adds the table's chrome on top, once, however the game's draw chains."""
    def draw(self: Any, surface: pygame.Surface) -> None:
        self._chrome_depth += 1
        try:
            inner(self, surface)
        finally:
            self._chrome_depth -= 1
        if self._chrome_depth == 0:
            self.draw_chrome(surface)

    draw.__doc__ = inner.__doc__
    return draw


def chrome_first(inner: Callable[..., None]) -> Callable[..., None]:
    """`handle` that lets the chrome take its taps first, once, however the game's handle chains."""
    def handle(self: Any, event: ui.UIEvent) -> None:
        if self._chrome_depth == 0:
            note(self, event)  # every table's words ("tap", "click", Enter, A) follow the input used
            if self.chrome_handle(event):
                return
        self._chrome_depth += 1
        try:
            inner(self, event)
        finally:
            self._chrome_depth -= 1

    handle.__doc__ = inner.__doc__
    return handle
