"""The kiosk's board of the day: a visitor who wins enters three letters, arcade style (a wheel
of letters per slot, turned by touch; keys and a pad work too), and the attract mode shows the
day's best between demos. Visitors are guests: what they enter goes on this board only, never
into the saved players. The host clears the board from the kiosk's host dialog.
"""

from __future__ import annotations

import string
from typing import Any

import pygame

from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, FocusGroup, Widget
from sprites import draw, fonts, pen

PANEL = pygame.Rect(460, 170, 1000, 740)
LETTERS = string.ascii_uppercase
SLOT_W, GAP = 170, 40


def visitor_won(record: dict[str, Any]) -> int | None:
    """The winning person seat of a kiosk game against others (one winner), or None."""
    players = record.get("players") or []
    winners = record.get("winners") or []
    if len(players) < 2 or len(winners) != 1:
        return None
    seat = winners[0]
    return seat if players[seat].get("seat") == "human" else None


def draw_board(surface: pygame.Surface, rows: list[tuple[str, str, int]], centre: tuple[int, int]) -> None:
    """Today's best, as the attract mode shows it: initials, game and score, best first per game."""
    if not rows:
        return
    lines = [tr("board.entry", initials=i, game=tr(f"game.{g}.full_name"), score=s) for i, g, s in rows]
    width = max(fonts.text(t, theme.SIZE_BODY + 4, theme.CREAM, "bold").get_width() for t in lines) + 100
    rect = pygame.Rect(0, 0, max(width, 560), 120 + 52 * len(lines))
    rect.center = centre
    draw.blit_shadow(surface, rect, 26, 10, 16, 110)
    surface.blit(draw.panel(rect.size, alpha=245, radius=26, border=theme.GOLD), rect)
    title = fonts.text(tr("board.title"), theme.SIZE_HEADING, theme.GOLD, "display")
    surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 18)))
    for k, line in enumerate(lines):
        image = fonts.text(line, theme.SIZE_BODY + 4, theme.GOLD_LIGHT if k == 0 else theme.CREAM, "bold")
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 100 + 52 * k)))


class Wheel(Widget):
    """One letter slot; a tap on its top half turns it back, on its bottom half on."""

    def __init__(self, rect: pygame.Rect, scene: InitialsScene, slot: int) -> None:
        super().__init__(rect)
        self.scene = scene
        self.slot = slot

    def activate(self) -> None:
        self.scene.turn(self.slot, 1)

    def nudge(self, dx: int) -> bool:
        return False  # left and right move between the slots

    def click(self, pos: tuple[int, int]) -> None:
        self.scene.turn(self.slot, -1 if pos[1] < self.rect.centery else 1)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        r = self.rect
        if focused:
            draw.blit_glow(surface, r, theme.GOLD, 18, 16)
        pen.rect(surface, (250, 243, 228), r, border_radius=18)
        pen.rect(surface, theme.GOLD if focused else (160, 130, 90), r, 4, border_radius=18)
        for up in (True, False):
            cy = r.y + 40 if up else r.bottom - 40
            d = -1 if up else 1
            pen.polygon(surface, theme.WALNUT_LIGHT, [(r.centerx - 30, cy - 12 * d), (r.centerx + 30, cy - 12 * d),
                                                      (r.centerx, cy + 18 * d)])
        letter = fonts.text(self.scene.letters[self.slot], 120, theme.INK, "display")
        surface.blit(letter, letter.get_rect(center=r.center))


class InitialsScene(Scene):
    """Handed `game`, `score` and `low_wins`; stores the initials on the day's board."""

    name = "initials"
    overlay = True

    def enter(self, handover: dict[str, Any]) -> None:
        self.game, self.score = str(handover["game"]), int(handover["score"])
        self.low_wins = bool(handover.get("low_wins"))
        self.letters = ["A", "A", "A"]
        self.ui = FocusGroup()
        x0 = PANEL.centerx - (3 * SLOT_W + 2 * GAP) // 2
        self.wheels = [Wheel(pygame.Rect(x0 + k * (SLOT_W + GAP), PANEL.y + 170, SLOT_W, 300), self, k)
                       for k in range(3)]
        save = Button(pygame.Rect(PANEL.centerx + 20, PANEL.bottom - 140, PANEL.w // 2 - 60, 104),
                      tr("board.save"), self.save)
        skip = Button(pygame.Rect(PANEL.x + 40, PANEL.bottom - 140, PANEL.w // 2 - 60, 104),
                      tr("board.skip"), self.close, style="secondary")
        self.ui.set([*self.wheels, skip, save], focus=self.wheels[0])

    def turn(self, slot: int, step: int) -> None:
        here = LETTERS.index(self.letters[slot])
        self.letters[slot] = LETTERS[(here + step) % len(LETTERS)]

    def save(self) -> None:
        store = self.services.records
        if store is not None:
            store.add_initials("".join(self.letters), self.game, self.score, self.low_wins)
        self.close()

    def close(self) -> None:
        if self.services.screens.is_on_top(self):
            self.services.screens.close()

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind in (ui.BACK, ui.PAUSE):
            self.close()
            return
        focus = self.ui.focus
        if isinstance(focus, Wheel) and event.kind == ui.NAV and event.direction[1]:
            self.turn(focus.slot, event.direction[1])  # up and down turn the wheel; Tab goes on
            return
        if isinstance(focus, Wheel) and event.kind == ui.TEXT and event.text[:1].upper() in LETTERS:
            self.letters[focus.slot] = event.text[:1].upper()
            self.ui.focus = self.wheels[min(focus.slot + 1, 2)]
            return
        if event.kind == ui.POINTER_UP and event.pos is not None:
            wheel = next((w for w in self.wheels if w.rect.collidepoint(event.pos)), None)
            if wheel is not None:
                self.ui.focus = wheel
                wheel.click(event.pos)
                return
        if event.kind == ui.POINTER_DOWN and event.pos is not None and any(
                w.rect.collidepoint(event.pos) for w in self.wheels):
            return
        self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface, (10, 8, 6, 170))
        draw.blit_shadow(surface, PANEL, 26, 10, 16, 110)
        surface.blit(draw.panel(PANEL.size, alpha=245, radius=26, border=theme.GOLD), PANEL)
        text = tr("board.won_title")
        size = fonts.fit_size(text, theme.SIZE_HEADING - 8, PANEL.w - 80, "display", minimum=30)
        title = fonts.text(text, size, theme.GOLD, "display")
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 50)))
        self.ui.draw(surface)


def clear_board_button(services: Any, rect: pygame.Rect) -> Button | None:
    """The host dialog's "Clear today's best", when there is a board to clear."""
    store = services.records
    if store is None or not store.writable or not store.board():
        return None
    button = Button(rect, tr("kiosk.clear_board"), lambda: None, style="secondary")

    def clear() -> None:
        if store.clear_board():
            button.enabled = False
            button.label = tr("kiosk.board_cleared")

    button.on_click = clear
    return button
