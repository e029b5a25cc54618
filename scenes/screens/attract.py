"""The attract mode: bots play one game after another under a moving "Touch to play" banner.

A kiosk left alone should show what it does. This scene owns one inner game scene at a time, a
demo (`demo=True`: bots in every seat, no autosave, no results), forwards update and draw to it,
and cycles through every game in a shuffled order. Any touch, click, key or pad button goes back
to the menu, except a touch on "Learn to play" under the banner (or Tab, or the pad's Y), which
starts the guided first game of the game being shown. The banner drifts slowly over the whole
screen so nothing burns into a panel, and a fault in a demo only starts the next one.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

import pygame

from game import GAMES
from scenes.shell import input as ui
from scenes.shell.scene import Scene, release_memory
from scenes.shell.services import Services
from scenes.table.game_scene import GameScene
from scenes.table.seat_names import seat_entries
from scenes.table.tutorial import lesson_handover
from scenes.table.tutorial_script import TUTORIAL_GAMES, has_script
from scenes.ui import theme
from scenes.ui.text import tr
from sprites import draw, fonts, pen, scaling

END_PAUSE = 4.0          # the final position stays on screen this long
BOARD_PAUSE = 9.0        # ... or this long with the day's best board over it
MAX_DEMO = 20 * 60.0     # a demo longer than this is cut short (a very long game)
STALL = 90.0             # no move for this long: the demo is stuck; start the next
LEVELS = ("easy", "medium")  # quick thinkers keep the motion going
WAKE_KINDS = (ui.POINTER_DOWN, ui.CONFIRM, ui.BACK, ui.NAV, ui.NEXT, ui.PREV, ui.ROTATE,
              ui.PAUSE, ui.KEY, ui.TEXT, ui.WHEEL, ui.PINCH, ui.ERASE)


class AttractScene(Scene):
    name = "attract"

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.inner: GameScene | None = None
        self.game_id = ""
        self.order: list[str] = []
        self.banner: pygame.Surface | None = None
        self.learn_rect = pygame.Rect(0, 0, 0, 0)  # "Learn to play", under the drifting banner
        self.leaving = False
        self.failed_in_a_row = 0
        self.demos = 0
        self.board: list[tuple[str, str, int]] = []

    @property
    def label(self) -> str:
        return f"attract {self.game_id}" if self.game_id else "attract"

    def enter(self, handover: dict[str, Any]) -> None:
        from scenes.shell.settings import host_choice

        host_choice(self.services.settings)  # a visitor's text size and motion were for their game
        seed = handover.get("seed", self.services.shell.seed)
        self.rng = random.Random(seed if seed is not None else time.time_ns())
        self.time = 0.0
        self._start_next(announce=False)

    def leave(self) -> None:
        self._close_inner()

    def fault_target(self) -> Scene:
        """Where `--inject-fault` strikes: the demo game, as a real game bug would."""
        return self.inner if self.inner is not None else self

    # ------------------------------------------------------------ demos

    def _next_id(self) -> str:
        if not self.order:
            ids = list(GAMES)
            self.rng.shuffle(ids)
            if len(ids) > 1 and ids[0] == self.game_id:
                ids.append(ids.pop(0))  # never the same game twice in a row across cycles
            self.order = ids
        return self.order.pop(0)

    def _handover(self, game_id: str) -> dict[str, Any]:
        module = GAMES[game_id]
        low = max(2, module.MIN_PLAYERS) if module.MAX_PLAYERS >= 2 else module.MIN_PLAYERS
        high = max(low, min(4, module.MAX_PLAYERS))
        levels = [self.rng.choice(LEVELS) for _ in range(self.rng.randint(low, high))]
        return {"game": game_id, "seats": seat_entries(levels), "options": {},
                "seed": self.rng.randrange(2**31), "demo": True}

    def _start_next(self, announce: bool = True) -> None:
        self._close_inner()
        for _ in range(max(1, len(GAMES))):
            game_id = self._next_id()
            try:
                inner = self.services.screens.build_game(game_id)
                inner.enter(self._handover(game_id))
            except Exception as exc:  # a game that cannot start is skipped, not fatal
                self.services.shell.report_fault(exc, f"attract {game_id} (start)")
                continue
            self.inner, self.game_id = inner, game_id
            self.demo_time = 0.0
            self.end_time = 0.0
            self.last_moves = 0
            self.since_move = 0.0
            self.demos += 1
            store = self.services.records  # the kiosk's best of the day shows between demos
            self.board = store.board() if store is not None else []
            if announce:
                self.services.shell.announce(self)  # the manager only announces scenes it swaps
            return
        self.inner, self.game_id = None, ""

    def _close_inner(self) -> None:
        inner, self.inner = self.inner, None
        if inner is not None:
            try:
                inner.leave()
            except Exception as exc:
                self.services.shell.report_fault(exc, f"attract {self.game_id} (leave)")
            del inner
            release_memory()

    def _demo_failed(self, exc: Exception, what: str) -> None:
        self.services.shell.report_fault(exc, f"attract {self.game_id} ({what})")
        self.failed_in_a_row += 1
        if self.failed_in_a_row > 2 * max(1, len(GAMES)):
            self.wake()  # every game keeps failing: rest in the menu until the next idle
            return
        self._start_next()

    # ------------------------------------------------------------ frame

    def update(self, dt: float) -> None:
        self.time += dt
        if self.leaving:
            return
        if self.inner is None:
            self._start_next()
            if self.inner is None:
                self.wake()
            return
        try:
            self.inner.update(dt)
        except Exception as exc:  # a fault in a demo starts the next demo
            self._demo_failed(exc, "update")
            return
        self.demo_time += dt
        moves = len(self.inner.match.record["actions"])
        if moves != self.last_moves:
            self.last_moves, self.since_move = moves, 0.0
        else:
            self.since_move += dt
        if self.inner.finished:
            self.failed_in_a_row = 0
            self.end_time += dt
            if self.end_time >= (BOARD_PAUSE if self.board else END_PAUSE):
                self._start_next()
        elif self.demo_time >= MAX_DEMO or self.since_move >= STALL:
            self._start_next()

    def draw(self, surface: pygame.Surface) -> None:
        if self.inner is not None:
            try:
                self.inner.draw(surface)
            except Exception as exc:
                self._demo_failed(exc, "draw")
                surface.fill(theme.FELT_EDGE)
        else:
            surface.fill(theme.FELT_EDGE)
        if self.inner is not None and self.inner.finished and self.board:
            from scenes.screens.initials import draw_board

            draw_board(surface, self.board, (theme.WIDTH // 2, theme.HEIGHT // 2))
        else:
            self._draw_banner(surface)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is None:
            self.banner = self._make_banner()
        banner = self.banner
        bw, bh = banner.get_size()
        # A slow Lissajous drift over the whole canvas (periods ~48 s and ~30 s).
        cx = theme.WIDTH / 2 + (theme.WIDTH / 2 - bw / 2 - 30) * math.sin(self.time * 0.13)
        cy = theme.HEIGHT / 2 + (theme.HEIGHT / 2 - bh / 2 - 30) * math.sin(self.time * 0.21 + 1.0)
        top = max(0, min(round(cy - bh / 2), theme.HEIGHT - bh - 110))  # room for the learn button
        surface.blit(banner, (round(cx - bw / 2), top))
        self._draw_learn(surface, pygame.Rect(round(cx - bw / 2), top, bw, bh))

    def learn_game(self) -> str:
        """The game whose lesson "Learn to play" starts: the one on show, if it has one."""
        if has_script(self.game_id):
            return self.game_id
        return next(g for g in TUTORIAL_GAMES if has_script(g))

    def _draw_learn(self, surface: pygame.Surface, banner: pygame.Rect) -> None:
        text = tr("kiosk.learn_to_play", game=tr(f"game.{self.learn_game()}.name"))
        size = fonts.fit_size(text, theme.SIZE_HEADING - 12, banner.w - 120, "display", minimum=28)
        words = fonts.text(text, size, theme.INK, "display")
        rect = words.get_rect().inflate(64, 30)
        rect.midtop = (banner.centerx, banner.bottom - 14)
        self.learn_rect = rect
        draw.blit_shadow(surface, rect, 20, 5, 8, 80)
        pen.rect(surface, theme.GOLD, rect, border_radius=20)
        surface.blit(words, words.get_rect(center=rect.center))

    @staticmethod
    def _make_banner() -> pygame.Surface:
        """Built once: a walnut panel with a gold edge and the call to touch."""
        words = fonts.shadowed(tr("kiosk.touch_to_play"), theme.SIZE_TITLE, theme.GOLD_LIGHT, "display", 4)
        size = (words.get_width() + 120, words.get_height() + 64)
        out = scaling.surface((size[0] + 48, size[1] + 48), pygame.SRCALPHA)
        out.blit(draw.shadow(size, 28, 16, 110), (4, 10))
        out.blit(draw.panel(size, alpha=250, radius=28, border=theme.GOLD), (20, 20))
        out.blit(words, words.get_rect(center=(20 + size[0] // 2, 20 + size[1] // 2)))
        return out

    # ------------------------------------------------------------ input

    def wake(self) -> None:
        """Someone is here: back to the menu (once, however many events this frame holds)."""
        if not self.leaving:
            self.leaving = True
            self.services.screens.to_menu()

    def learn(self) -> None:
        """Start the guided first game of the game on show, in place of the attract mode."""
        if not self.leaving:
            self.leaving = True
            game_id = self.learn_game()
            self.services.screens.play(game_id, **lesson_handover(game_id))

    def claims(self, event: ui.UIEvent) -> bool:
        """A press on "Learn to play" (or Tab / pad Y) starts a lesson instead of waking the menu."""
        on_learn = event.pos is not None and self.learn_rect.collidepoint(event.pos)
        return (event.kind == ui.POINTER_DOWN and on_learn) or event.kind == ui.NEXT

    def handle(self, event: ui.UIEvent) -> None:
        if self.claims(event):
            self.learn()
        elif event.kind in WAKE_KINDS:
            self.wake()
