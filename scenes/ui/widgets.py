"""A small widget set in one look: buttons, toggles, steppers, choices, text fields, and the
focus group that lets a whole screen be driven by pointer, keys or gamepad alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes.shell import input as ui
from scenes.ui import theme
from scenes.ui.text import tr
from sprites import draw, fonts, pen

Rect = pygame.Rect


class Widget:
    """Something on screen that may be focused and activated."""

    focusable = True

    def __init__(self, rect: Rect | tuple[int, int, int, int]) -> None:
        self.rect = Rect(rect)
        self.enabled = True
        self.visible = True
        self.hover = False
        self.pressed = False
        self.why_disabled = ""

    def activate(self) -> None:
        """Enter / A / a tap."""

    def nudge(self, dx: int) -> bool:
        """Left/right while focused; True when used (so focus does not move)."""
        return False

    def on_text(self, event: ui.UIEvent) -> bool:
        """Typed text while focused; True when used."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        raise NotImplementedError


def _blit_centered(surface: pygame.Surface, image: pygame.Surface, centre: tuple[int, int]) -> None:
    surface.blit(image, image.get_rect(center=centre))


def draw_focus(surface: pygame.Surface, rect: Rect, radius: int = theme.RADIUS) -> None:
    draw.blit_glow(surface, rect, theme.GOLD, radius, 16)
    pen.rect(surface, theme.GOLD_LIGHT, rect.inflate(8, 8), 4, border_radius=radius + 4)


class Button(Widget):
    """A big, plainly labelled button ("Take it: 8", "Start game")."""

    def __init__(self, rect: Any, label: str, on_click: Callable[[], None], style: str = "primary",
                 detail: str = "", size: int = theme.SIZE_BUTTON) -> None:
        super().__init__(rect)
        self.label = label
        self.detail = detail
        self.on_click = on_click
        self.style = style
        self.size = size

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def colours(self) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
        if not self.enabled:
            return (92, 84, 74), (170, 160, 145)
        if self.style == "primary":
            fill = theme.GOLD_LIGHT if self.hover else theme.GOLD
            return fill, theme.INK
        if self.style == "danger":
            return ((232, 120, 40) if self.hover else theme.VERMILLION), theme.CREAM
        return ((96, 70, 50) if self.hover else theme.WALNUT_LIGHT), theme.CREAM

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        rect = self.rect.move(0, 3 if self.pressed else 0)
        fill, ink = self.colours()
        if not self.pressed:
            draw.blit_shadow(surface, rect, theme.RADIUS, 5, 8, 70)
        if focused:
            draw_focus(surface, rect)
        pen.rect(surface, fill, rect, border_radius=theme.RADIUS)
        top = pygame.Rect(rect.x + 4, rect.y + 3, rect.w - 8, rect.h // 2 - 3)
        surface.blit(draw.highlight(top.size, theme.RADIUS), top)
        if self.style == "secondary":
            pen.rect(surface, (150, 112, 70), rect, 2, border_radius=theme.RADIUS)
        size = fonts.fit_size(self.label, self.size, rect.w - 24, "display")
        if self.detail:
            label = fonts.text(self.label, size, ink, "display")
            detail = fonts.text(self.detail, theme.SIZE_SMALL, ink, "body")
            total = label.get_height() + detail.get_height() - 6
            y = rect.centery - total // 2
            surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
            surface.blit(detail, detail.get_rect(midtop=(rect.centerx, y + label.get_height() - 6)))
        else:
            _blit_centered(surface, fonts.text(self.label, size, ink, "display"), rect.center)


class Toggle(Widget):
    """A labelled on/off switch."""

    def __init__(self, rect: Any, label: str, get: Callable[[], bool], set_: Callable[[bool], None]) -> None:
        super().__init__(rect)
        self.label = label
        self.get = get
        self.set = set_

    def activate(self) -> None:
        if self.enabled:
            self.set(not self.get())

    def nudge(self, dx: int) -> bool:
        if self.enabled:
            self.set(dx > 0)
        return True

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        _row_background(surface, self.rect, focused, self.hover)
        on = self.get()
        pill = Rect(0, 0, 132, 60)
        pill.midright = (self.rect.right - 24, self.rect.centery)
        state = fonts.font(theme.SIZE_LABEL, "bold")  # the label ends before the wider state word
        widest = max(state.size(tr("on"))[0], state.size(tr("off"))[0])
        _row_label(surface, self.rect, self.label, self.enabled, pill.left - 16 - widest - 8)
        pen.rect(surface, theme.BLUISH_GREEN if on else (90, 78, 66), pill, border_radius=30)
        knob = pill.h - 12
        kx = pill.right - knob // 2 - 6 if on else pill.left + knob // 2 + 6
        pen.circle(surface, theme.CREAM, (kx, pill.centery), knob // 2)
        word = fonts.text(tr("on") if on else tr("off"), theme.SIZE_LABEL, theme.CREAM, "bold")
        wx = pill.left - 16 - word.get_width()
        surface.blit(word, (wx, pill.centery - word.get_height() // 2))


class Stepper(Widget):
    """A number chosen with − and + (player count, end score)."""

    def __init__(self, rect: Any, label: str, get: Callable[[], int], set_: Callable[[int], None],
                 minimum: int, maximum: int, step: int = 1,
                 show: Callable[[int], str] | None = None) -> None:
        super().__init__(rect)
        self.label = label
        self.get = get
        self.set = set_
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.show = show or str

    def buttons(self) -> tuple[Rect, Rect]:
        plus = Rect(0, 0, 84, 76)
        plus.midright = (self.rect.right - 14, self.rect.centery)
        minus = Rect(0, 0, 84, 76)
        minus.midright = (plus.left - 150, self.rect.centery)
        return minus, plus

    def nudge(self, dx: int) -> bool:
        value = max(self.minimum, min(self.maximum, self.get() + dx * self.step))
        if self.enabled and value != self.get():
            self.set(value)
        return True

    def activate(self) -> None:
        """Enter cycles upward and wraps, so a gamepad's A alone can reach every value."""
        if not self.enabled:
            return
        value = self.get() + self.step
        self.set(self.minimum if value > self.maximum else value)

    def click(self, pos: tuple[int, int]) -> None:
        minus, plus = self.buttons()
        if minus.inflate(20, 20).collidepoint(pos):
            self.nudge(-1)
        elif plus.inflate(20, 20).collidepoint(pos):
            self.nudge(1)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        _row_background(surface, self.rect, focused, self.hover)
        minus, plus = self.buttons()
        _row_label(surface, self.rect, self.label, self.enabled, minus.left)
        value = self.get()
        for rect, sign, live in ((minus, "−", value > self.minimum), (plus, "+", value < self.maximum)):
            pen.rect(surface, theme.GOLD if live and self.enabled else (90, 78, 66), rect,
                             border_radius=14)
            _blit_centered(surface, fonts.text(sign, 48, theme.INK, "display"), rect.center)
        middle = (minus.right + plus.left) // 2
        _blit_centered(surface, fonts.text(self.show(value), 44, theme.CREAM, "display"),
                       (middle, self.rect.centery))


class Choice(Widget):
    """One of a few named values, cycled with ◀ ▶ (bot level, end rule)."""

    def __init__(self, rect: Any, label: str, choices: Sequence[tuple[Any, str]],
                 get: Callable[[], Any], set_: Callable[[Any], None], compact: bool = False) -> None:
        super().__init__(rect)
        self.label = label
        self.choices = list(choices)
        self.get = get
        self.set = set_
        self.compact = compact

    def _index(self) -> int:
        values = [v for v, _ in self.choices]
        return values.index(self.get()) if self.get() in values else 0

    def nudge(self, dx: int) -> bool:
        if self.enabled:
            self.set(self.choices[(self._index() + dx) % len(self.choices)][0])
        return True

    def activate(self) -> None:
        self.nudge(1)

    def arrows(self) -> tuple[Rect, Rect]:
        if self.compact:
            width = self.rect.w - 24
        else:  # as wide as the label leaves room for: long values ("4 combo + 1 action") fit
            label = fonts.font(theme.SIZE_BODY, "bold").size(self.label)[0] if self.label else 0
            width = max(self.rect.w // 2, min(self.rect.w - 24 - label - 40, 460))
            if fonts.factor() > 1.0:  # larger text: the value keeps its words, the label shrinks instead
                smallest = fonts.font(theme.SIZE_LABEL, "bold", scaled=False)
                need = max(smallest.size(name)[0] for _, name in self.choices) + 2 * 64 + 36
                floor = smallest.size(self.label)[0] if self.label else 0
                width = max(width, min(need, self.rect.w - 24 - floor - 40))
        arrow = 44 if self.compact else 64
        right = Rect(0, 0, arrow, self.rect.h - 24)
        right.midright = (self.rect.right - 12, self.rect.centery)
        left = Rect(0, 0, arrow, self.rect.h - 24)
        left.midleft = (self.rect.right - 12 - width, self.rect.centery)
        return left, right

    def click(self, pos: tuple[int, int]) -> None:
        left, _ = self.arrows()
        self.nudge(-1 if left.inflate(16, 16).collidepoint(pos) else 1)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        _row_background(surface, self.rect, focused, self.hover)
        if not self.compact:
            _row_label(surface, self.rect, self.label, self.enabled, self.arrows()[0].left)
        left, right = self.arrows()
        for rect, points in ((left, ((0.65, 0.2), (0.3, 0.5), (0.65, 0.8))),
                             (right, ((0.35, 0.2), (0.7, 0.5), (0.35, 0.8)))):
            pen.rect(surface, (86, 62, 44), rect, border_radius=12)
            tri = [(rect.x + px * rect.w, rect.y + py * rect.h) for px, py in points]
            pen.polygon(surface, theme.GOLD if self.enabled else (120, 104, 84), tri)
        name = self.choices[self._index()][1]
        width = right.left - left.right - 12
        least = theme.SIZE_LABEL - (4 if self.compact else 0)  # a seat's level may be small, not cut
        size = fonts.fit_size(name, theme.SIZE_BODY + 2, width, "bold", minimum=least)
        colour = theme.CREAM if self.enabled else theme.CREAM_DIM
        _blit_centered(surface, fonts.text(fonts.ellipsize(name, size, width, "bold"), size, colour, "bold"),
                       ((left.right + right.left) // 2, self.rect.centery))


class TextField(Widget):
    """A short name, typed on a keyboard or the on-screen one. The length limit is shown while
    typing ("7/16"), and a letter past it is refused visibly, never cut off silently."""

    def __init__(self, rect: Any, get: Callable[[], str], set_: Callable[[str], None],
                 limit: int = 16, on_edit: Callable[[TextField], None] | None = None) -> None:
        super().__init__(rect)
        self.get = get
        self.set = set_
        self.limit = limit
        self.editing = False
        self.blink = 0.0
        self.full_until = 0  # ticks until which the counter shows the field is full
        self.on_edit = on_edit  # e.g. open the on-screen keyboard

    def activate(self) -> None:
        self.editing = not self.editing
        if self.editing:
            pygame.key.start_text_input()
            if self.on_edit is not None:
                self.on_edit(self)
        else:
            pygame.key.stop_text_input()

    def stop(self) -> None:
        self.editing = False
        pygame.key.stop_text_input()

    def type_text(self, text: str) -> bool:
        """Add typed letters; False (and the counter flashes) when the name is full."""
        value = self.get()
        room = self.limit - len(value)
        if room <= 0:
            self.full_until = pygame.time.get_ticks() + 1500
            return False
        self.set(value + text[:room])
        if len(text) > room:
            self.full_until = pygame.time.get_ticks() + 1500
        return True

    def erase(self) -> None:
        self.set(self.get()[:-1])

    @property
    def full(self) -> bool:
        return pygame.time.get_ticks() < self.full_until

    def on_text(self, event: ui.UIEvent) -> bool:
        if not self.editing:
            return False
        if event.kind == ui.TEXT:
            self.type_text(event.text)
        elif event.kind == ui.ERASE:
            self.erase()
        elif event.kind in (ui.CONFIRM, ui.BACK):
            self.stop()
        else:
            return event.kind == ui.KEY  # swallow other keys while typing
        return True

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if focused:
            draw_focus(surface, self.rect, 12)
        pen.rect(surface, (250, 243, 228) if self.editing else (232, 222, 200), self.rect,
                         border_radius=12)
        pen.rect(surface, theme.GOLD if self.editing else (160, 130, 90), self.rect, 3,
                         border_radius=12)
        value = self.get()
        counter = None
        if self.editing:
            colour = theme.VERMILLION if self.full or len(value) >= self.limit else (120, 100, 80)
            counter = fonts.text(tr("setup.name_limit", n=len(value), limit=self.limit), 24, colour, "bold")
        room = self.rect.w - 40 - (counter.get_width() + 12 if counter else 0)
        size = fonts.fit_size(value or " ", theme.SIZE_BODY, room, "bold")
        image = fonts.text(value or " ", size, theme.INK, "bold")
        surface.blit(image, (self.rect.x + 18, self.rect.centery - image.get_height() // 2))
        if counter is not None:
            surface.blit(counter, counter.get_rect(midright=(self.rect.right - 14, self.rect.centery)))
        if self.editing and int(pygame.time.get_ticks() / 500) % 2 == 0:
            x = self.rect.x + 20 + image.get_width()
            pen.line(surface, theme.INK, (x, self.rect.y + 18), (x, self.rect.bottom - 18), 3)


def _row_background(surface: pygame.Surface, rect: Rect, focused: bool, hover: bool) -> None:
    if focused:
        draw_focus(surface, rect, 14)
    colour = (70, 50, 36) if hover or focused else (58, 41, 30)
    pen.rect(surface, colour, rect, border_radius=14)


def _row_label(surface: pygame.Surface, rect: Rect, label: str, enabled: bool, right: int | None = None) -> None:
    """A row's label at its left, shrunk (then cut) to end before `right`, where the control starts."""
    if not label:
        return
    colour = theme.CREAM if enabled else theme.CREAM_DIM
    room = (right if right is not None else rect.right) - rect.x - 24 - 16
    size = fonts.fit_size(label, theme.SIZE_BODY, room, "bold", minimum=theme.SIZE_LABEL)
    image = fonts.text(fonts.ellipsize(label, size, room, "bold"), size, colour, "bold")
    surface.blit(image, (rect.x + 24, rect.centery - image.get_height() // 2))


class FocusGroup:
    """The widgets of one screen and which of them has focus.

    Arrows move focus to the nearest widget in that direction, Tab cycles, Enter activates; a
    pointer press and release on the same widget activates it. Left/right first offer themselves
    to the focused widget (a stepper or choice uses them to change its value).
    """

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus: Widget | None = None
        self._down_on: Widget | None = None
        self.on_refused: Callable[[Widget], None] | None = None

    def set(self, widgets: Sequence[Widget], focus: Widget | None = None) -> None:
        old_index = self.widgets.index(self.focus) if self.focus in self.widgets else 0
        self.widgets = list(widgets)
        if focus is not None:
            self.focus = focus
        elif self.focus not in self.widgets:
            live = self.live()
            self.focus = live[min(old_index, len(live) - 1)] if live else None

    def live(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.focusable]

    def at(self, pos: tuple[int, int]) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.rect.collidepoint(pos):
                return widget
        return None

    def move(self, direction: tuple[int, int]) -> None:
        live = self.live()
        if not live:
            return
        if self.focus not in live:
            self.focus = live[0]
            return
        here = self.focus.rect.center
        dx, dy = direction
        best, best_cost = None, float("inf")
        for widget in live:
            if widget is self.focus:
                continue
            wx, wy = widget.rect.center
            along = (wx - here[0]) * dx + (wy - here[1]) * dy
            if along <= 0:
                continue
            across = abs((wx - here[0]) * dy) + abs((wy - here[1]) * dx)
            cost = along + 2.5 * across
            if cost < best_cost:
                best, best_cost = widget, cost
        if best is not None:
            self.focus = best

    def cycle(self, step: int) -> None:
        live = self.live()
        if not live:
            return
        index = live.index(self.focus) if self.focus in live else -1
        self.focus = live[(index + step) % len(live)]

    def handle(self, event: ui.UIEvent) -> bool:
        """True when the event was used by this group."""
        if self.focus is not None and self.focus.on_text(event):
            return True
        kind = event.kind
        if kind == ui.POINTER_MOVE and event.pos:
            over = self.at(event.pos)
            for widget in self.widgets:
                widget.hover = widget is over and widget.enabled
            return False
        if kind == ui.POINTER_DOWN and event.pos:
            self._down_on = self.at(event.pos)
            if self._down_on is not None:
                self._down_on.pressed = True
                return True
            return False
        if kind == ui.POINTER_UP and event.pos:
            down, self._down_on = self._down_on, None
            for widget in self.widgets:
                widget.pressed = False
            over = self.at(event.pos)
            if down is not None and over is down:
                if down.focusable:
                    self.focus = down
                if not down.enabled:
                    if self.on_refused:
                        self.on_refused(down)
                elif hasattr(down, "click"):
                    down.click(event.pos)
                else:
                    down.activate()
                return True
            return down is not None
        if kind == ui.NAV:
            dx = event.direction[0]
            if dx and self.focus is not None and self.focus.nudge(dx):
                return True
            self.move(event.direction)
            return True
        if kind == ui.NEXT:
            self.cycle(1)
            return True
        if kind == ui.PREV:
            self.cycle(-1)
            return True
        if kind == ui.CONFIRM and self.focus is not None:
            if self.focus.enabled:
                self.focus.activate()
            elif self.on_refused:
                self.on_refused(self.focus)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, widget is self.focus)
