"""The attract mode: bots play one game after another under a "Touch to play" banner.

A kiosk left alone should show what it does. This scene owns one inner game scene at a time, a
demo (`demo=True`: bots in every seat, no autosave, no results), forwards update and draw to it,
and cycles through every game in a shuffled order. Any touch, click, key or pad button goes back
to the menu, except a touch on "Learn to play" under the banner (or Tab, or the pad's Y), which
starts the guided first game of the game being shown (named in full: which Take It or Leave It).
The banner and its button hold still while a demo plays, so a finger aimed at one never hits the
other (a drifting banner once carried "Learn to play" under a tap meant for "Touch to play");
each new demo puts them at the next of a few spots, so nothing burns into a panel. A fault in a
demo only starts the next one.

Each visitor starts fresh: the attract mode is where one visitor's traces end. On entering it the
kiosk forgets the game left behind (the autosave: no Continue for the next visitor), what was
typed in setup (names, rules, seats) and a visitor's own text size and motion.
"""

from __future__ import annotations

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
SPOTS = (0.5, 0.3, 0.7)  # where the banner's centre sits (fractions of the height), demo by demo
LEARN_GAP = 28  # px between the banner and "Learn to play": a finger meant for one misses the other
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
        self.learn_rect = pygame.Rect(0, 0, 0, 0)  # "Learn to play" as last drawn (tests aim at it)
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
        self.forget_the_visitor()
        seed = handover.get("seed", self.services.shell.seed)
        self.rng = random.Random(seed if seed is not None else time.time_ns())
        self.time = 0.0
        self._start_next(announce=False)

    def forget_the_visitor(self) -> None:
        """The next visitor sees no trace of the last one: no game to continue (history keeps
        finished games only, recorded when they ended), no names or rules typed in setup, and a
        new table code for phones (a page the last visitor left open cannot join the next game)."""
        if self.services.shell.kiosk_active:
            self.services.saves.clear()
            self.services.shell.last_setup = {}
            self.services.shell.phones.pop("code", None)

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
        if not self.banner_shown():
            from scenes.screens.initials import draw_board

            draw_board(surface, self.board, (theme.WIDTH // 2, theme.HEIGHT // 2))
        else:
            self._draw_banner(surface)

    def banner_rect(self) -> pygame.Rect:
        """Where the banner stands for this demo: still while it plays, the next spot for the next."""
        if self.banner is None:
            self.banner = self._make_banner()
        bw, bh = self.banner.get_size()
        learn_h = fonts.font(theme.SIZE_HEADING - 12, "display").get_height() + 30 + LEARN_GAP
        centre_y = round(theme.HEIGHT * SPOTS[self.demos % len(SPOTS)])
        top = max(0, min(centre_y - (bh + learn_h) // 2, theme.HEIGHT - bh - learn_h - 24))
        return pygame.Rect((theme.WIDTH - bw) // 2, top, bw, bh)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        rect = self.banner_rect()
        assert self.banner is not None
        surface.blit(self.banner, rect)
        self._draw_learn(surface)

    def learn_game(self) -> str:
        """The game whose lesson "Learn to play" starts: the one on show, if it has one."""
        if has_script(self.game_id):
            return self.game_id
        return next(g for g in TUTORIAL_GAMES if has_script(g))

    def learn_button(self) -> tuple[pygame.Rect, pygame.Surface]:
        """"Learn to play <game>" under the banner: where it stands and its words."""
        banner = self.banner_rect()
        text = tr("kiosk.learn_to_play", game=tr(f"game.{self.learn_game()}.full_name"))
        size = fonts.fit_size(text, theme.SIZE_HEADING - 12, theme.WIDTH - 320, "display", minimum=28)
        words = fonts.text(text, size, theme.INK, "display")
        rect = words.get_rect().inflate(64, 30)
        rect.midtop = (banner.centerx, banner.bottom + LEARN_GAP - 20)  # past the banner's shadow margin
        return rect, words

    def banner_shown(self) -> bool:
        """The banner and its button are on screen (the day's best takes their place between demos)."""
        return not (self.inner is not None and self.inner.finished and self.board)

    def _draw_learn(self, surface: pygame.Surface) -> None:
        rect, words = self.learn_button()
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
        on_learn = event.pos is not None and self.banner_shown() and self.learn_button()[0].collidepoint(event.pos)
        return (event.kind == ui.POINTER_DOWN and on_learn) or event.kind == ui.NEXT

    def handle(self, event: ui.UIEvent) -> None:
        if self.claims(event):
            self.learn()
        elif event.kind in WAKE_KINDS:
            self.wake()
