"""Hints at the table: a "Suggest" control that shows the medium bot's move for the person on turn.

The host allows hints in setup (a table option, not a rule: it is kept in the game record as
`"hints"`). When allowed, a Suggest button sits where the skip button would be (the two never
show at once: skip while people wait, Suggest on a person's turn); ? on a keyboard and X on a
pad do the same. The move and its one reason come from `game.<id>.advice` (pure, deterministic);
this module only says them in words and marks the piece, through the game's optional
`hint_rects(action)` hook (the marks in the order a person taps them), and lets the table set
the move up through its optional `hint_follow(action)` (a tile picked and turned, a card lifted),
so that tapping what is marked makes exactly the suggested move. It never suggests for a bot's
seat, and refuses kindly when off.
"""

from __future__ import annotations

import importlib
from typing import Any

import pygame

from game.advice import Advice
from scenes.shell import input as ui
from scenes.table.table_menu import GAP, SIZE, ChromeButton
from scenes.ui import theme
from scenes.ui.text import has, tr, trn, variant
from sprites import draw, fonts, pen

BUBBLE_W = 620  # the reason wraps to this width (it fits beside the table's own panels)
KEY = pygame.K_SLASH  # the ? key (H opens the history, letters pick sizes)


def advice_for(game_id: str, state: Any, player: int) -> Advice:
    """The game's advice (game.<id>.advice.advise) for `player` in `state`."""
    return importlib.import_module(f"game.{game_id}.advice").advise(state, player)


def words(game_id: str, advice: Advice, shown: str = "") -> str:
    """One sentence: the reason for the suggested move, in the game's catalog words; `shown` names
    a look that changes them (the table's `colour_variant`: "white" when white plays black)."""
    facts = {k: counted(game_id, k, v, shown) for k, v in advice.facts}
    key = variant(f"{game_id}.hint.{advice.reason}", shown)
    return tr(key, **facts) if has(key) else tr("hint.generic")


def counted(game_id: str, name: str, value: Any, shown: str = "") -> Any:
    """A number with its unit where the catalog has one ("1 bullhead", "3 bullheads"), else as said."""
    one = variant(f"{game_id}.hint.{name}.one", shown, before=".one")
    if isinstance(value, int) and has(one):
        return trn(one, one.removesuffix(".one") + ".other", value)
    return _say(value)


def _say(value: Any) -> Any:
    """A fact as a player says it: dice like "W5" become "white 5", sizes and kinds get their words."""
    if isinstance(value, str) and len(value) == 2 and value[0] in "WBR" and value[1].isdigit():
        return tr(f"hint.die.{value[0]}", n=value[1])
    if isinstance(value, str) and has(f"hint.word.{value}"):
        return tr(f"hint.word.{value}")
    return value


class Hints:
    """The Suggest button and the shown suggestion of one table."""

    def __init__(self, scene: Any, allowed: bool, spot: tuple[int, int]) -> None:
        self.scene = scene
        self.allowed = allowed
        x, y = spot
        self.button = ChromeButton(pygame.Rect(x, y + SIZE + GAP, SIZE, SIZE), "suggest", tr("table.suggest"),
                                   self.suggest)
        self.button.visible = False
        self.shown: tuple[int, int, Advice, str] | None = None  # (player, moves made, advice, words)
        self._down = False

    # ------------------------------------------------------------ asking

    def suggest(self) -> bool:
        """Show the medium bot's move for the person on turn; False (with a kind line) if refused."""
        scene = self.scene
        if not self.allowed:
            scene.say(tr("hint.off"))
            return False
        player = self.deciding()
        if player is None:
            scene.say(tr("hint.not_yours"))
            return False
        advice = advice_for(scene.game_id, scene.match.state, player)
        said = words(scene.game_id, advice, getattr(scene, "colour_variant", ""))
        self.shown = (player, len(scene.match.record["actions"]), advice, said)
        follow = getattr(scene, "hint_follow", None)  # the table sets the whole move up (tile, turn, …)
        if follow is not None:
            follow(advice.action)
        return True

    def deciding(self) -> int | None:
        """The person at the screen with a move to choose now (not a throw a chance move waits
        for, not a bot's seat), or None."""
        player = self.scene.human_to_act()
        if player is None or player < 0 or not self.scene.is_human(player):
            return None
        return player if player in self.scene.match.to_act() else None

    def current(self) -> Advice | None:
        """The suggestion still on show (it goes once a move is made or the turn passes)."""
        if self.shown is None:
            return None
        player, moves, advice, _ = self.shown
        if len(self.scene.match.record["actions"]) != moves or self.scene.human_to_act() != player:
            self.shown = None
            return None
        return advice

    # ------------------------------------------------------------ input and drawing

    def handle(self, event: ui.UIEvent) -> bool:
        """True when the event was for the Suggest control (the game never sees it)."""
        if not self.allowed or self.scene.demo:
            return False
        if event.kind == ui.KEY and event.key == KEY:
            self.suggest()
            return True
        self.update()
        if event.pos is None or not self.button.visible:
            return False
        over = self.button.rect.collidepoint(event.pos)
        if event.kind == ui.POINTER_MOVE:
            self.button.hover = over
        elif event.kind == ui.POINTER_DOWN and over:
            self._down = self.button.pressed = True
            return True
        elif event.kind == ui.POINTER_UP and self._down:
            self._down = self.button.pressed = False
            if over:
                self.suggest()
            return True
        return False

    def update(self) -> None:
        """Suggest shows only on a person's turn (never a bot's) and only when hints are allowed."""
        self.button.visible = self.allowed and not self.scene.demo and self.deciding() is not None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.allowed or self.scene.demo:
            return
        self.update()
        if self.button.visible:
            self.button.draw(surface, False)
        advice = self.current()
        if advice is None or self.shown is None:
            preview = getattr(self.scene, "hint_preview", None)  # e.g. where a lifted card would go
            shown = preview() if preview else None
            if shown is not None:
                self.mark(surface, shown[0])
                self.draw_bubble(surface, shown[1], tr("hint.preview"))
            return
        marks = getattr(self.scene, "hint_rects", None)
        self.mark(surface, marks(advice.action) if marks else [])
        self.draw_bubble(surface, self.shown[3])

    def mark(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """A gold glow and frame around each piece a hint points at."""
        for rect in rects:
            draw.blit_glow(surface, rect, theme.GOLD, 18, 22)
            pen.rect(surface, theme.GOLD, rect.inflate(10, 10), 5, border_radius=14)

    def bubble(self, text: str, heading: str | None = None
               ) -> tuple[pygame.Rect, pygame.Surface, list[pygame.Surface]]:
        """Where the reason's panel goes and its drawn heading and lines."""
        title = fonts.text(heading or tr("table.suggest"), theme.SIZE_LABEL, theme.GOLD, "bold")
        width = getattr(self.scene, "hint_width", BUBBLE_W)  # a game's free spot may be narrower
        lines = [fonts.text(part, theme.SIZE_BODY, theme.CREAM, "bold")
                 for part in fonts.wrap(text, theme.SIZE_BODY, width - 48, "bold")]
        w = max(title.get_width(), *(line.get_width() for line in lines)) + 48
        rect = pygame.Rect(0, 0, w, 56 + 40 * len(lines))
        rect.topleft = getattr(self.scene, "hint_spot", None) or (self.button.rect.x, self.button.rect.bottom + 16)
        rect.clamp_ip(pygame.Rect(24, 24, theme.WIDTH - 48, theme.HEIGHT - 48))
        return rect, title, lines

    def draw_bubble(self, surface: pygame.Surface, text: str, heading: str | None = None) -> None:
        """The reason, in a gold-edged panel just below the Suggest button, or at the game's own
        `hint_spot` (and `hint_width`) where that would cover the player's things (kept on screen)."""
        rect, title, lines = self.bubble(text, heading)
        draw.blit_shadow(surface, rect, 16, 5, 8, 90)
        surface.blit(draw.panel(rect.size, alpha=240, radius=16, border=theme.GOLD), rect)
        surface.blit(title, (rect.x + 24, rect.y + 10))
        for k, line in enumerate(lines):
            surface.blit(line, (rect.x + 24, rect.y + 46 + 40 * k))
