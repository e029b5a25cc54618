"""A guided first game on the real table: coach marks, one step at a time, over a fixed game.

The table plays the script's game (`tutorial_script.py`) with its own pieces and controls; the
tutorial only decides three things. Chance and the other seats play their scripted moves
(`ScriptedMatch`, `ScriptedBot`), so the deal is exactly the one the sentences talk about. The
game waits at each step's end (`holds`), so nothing happens while a note is being read. And the
person's move must be the one the step asks for: any other is refused with a kind sentence and
the game is unchanged, exactly like a move the rules refuse. Skip (or Escape / pad B) offers a
real game against easy bots at any moment; the last step starts one.
"""

from __future__ import annotations

import importlib
import random
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core import CHANCE, IllegalAction, Match, Step, options_to_dict
from scenes.shell import input as ui
from scenes.table import tutorial_draw
from scenes.table.input_words import kind_of
from scenes.table.seats import BotSeat, LocalPerson
from scenes.table.tutorial_script import Script, load
from scenes.ui.text import tr
from scenes.ui.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from scenes.table.game_scene import GameScene

READ_SECONDS = 2.2  # autoplay: how long an explanation stays before the demo goes on (plus per word)


class ScriptedMatch(Match):
    """A match whose chance and seats may only play the script's moves, and only up to the gate."""

    def __init__(self, script: Script, players: list[dict[str, Any]]) -> None:
        super().__init__(script.game_id, len(script.seats), script.options, players=players, seed=0)
        self.script = script
        self.queues = script.queues()
        self.played = 0
        self.gate = 0
        self.input_kind: Callable[[], str] = lambda: "touch"  # the person's input, for "tap Next"

    def expected(self, player: int) -> str | None:
        queue = self.queues.get(player) or []
        return queue[0] if queue else None

    def apply(self, player: int, action: Any) -> Step:
        if self.played >= self.gate:
            raise IllegalAction(tr("tutorial.read_first"), "lesson_read_first", input=self.input_kind())
        if self.module.action_text(self.state, action) != self.expected(player):
            raise IllegalAction(tr("tutorial.wrong_move"), "lesson_wrong_move")
        step = super().apply(player, action)
        self.queues[player].pop(0)
        self.played += 1
        return step

    def chance_step(self) -> Step:
        text = self.expected(CHANCE)
        if text is None or self.played >= self.gate:
            raise IllegalAction(tr("tutorial.read_first"), "lesson_read_first", input=self.input_kind())
        return ScriptedMatch.apply(self, CHANCE, self.module.parse_action(self.state, CHANCE, text))


class ScriptedBot:
    """A seat that plays its next scripted move (the person's own seat too, in a demo)."""

    def __init__(self, match: ScriptedMatch) -> None:
        self.match = match

    def choose(self, view_state: Any, player: int) -> Any:
        text = self.match.expected(player)
        if text is None:
            raise IllegalAction("the lesson has no more moves for this seat")
        return self.match.module.parse_action(self.match.state, player, text)


class LessonMixin:
    """What a game table needs to run a lesson on itself; nothing changes at a table without one."""

    tutorial: Tutorial | None = None

    def start_lesson(self, handover: dict[str, Any]) -> None:
        """The end of a table's `enter`: start the lesson when asked, then the first autosave
        (which a lesson never writes)."""
        if handover.get("tutorial"):
            self.tutorial = Tutorial(self)  # type: ignore[arg-type]
        self.record_changed()  # type: ignore[attr-defined]

    def lesson_holds(self, dt: float) -> bool:
        """Run the lesson's step flow; True while the table must not play on."""
        if self.tutorial is None:
            return False
        self.tutorial.update(dt)
        return self.tutorial.holds()

    def chrome_handle(self, event: ui.UIEvent) -> bool:
        """The lesson's note and Skip see input before the table's chrome and controls."""
        if self.tutorial is not None and self.tutorial.handle(event):
            return True
        return bool(super().chrome_handle(event))  # type: ignore[misc]

    def draw_chrome(self, surface: pygame.Surface) -> None:
        super().draw_chrome(surface)  # type: ignore[misc]
        if self.tutorial is not None:
            self.tutorial.draw(surface)


def lesson_handover(game_id: str, autoplay: bool = False,
                    options: dict[str, Any] | None = None, person: str | None = None) -> dict[str, Any]:
    """What a game table is handed to run its lesson (menu, attract mode and `--tutorial`);
    `options` (setup's rule options) pick a variant's lesson, e.g. the dice first edition's;
    `person` is the name setup has for the person, so "Ann" stays Ann in the lesson."""
    from scenes.table.seat_names import seat_entries

    script = load(game_id, options)
    names = [person if i == script.person else None for i in range(len(script.seats))] if person else None
    return {"game": game_id, "seats": seat_entries(list(script.seats), names), "options": dict(script.options),
            "seed": 0, "tutorial": True, "autoplay": autoplay}


class Tutorial:
    """Runs one script on a game scene: the step flow, the coach marks, skip and the way out."""

    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.game_id = scene.game_id
        self.script = load(self.game_id, options_to_dict(scene.match.options))  # its variant's lesson
        self.autoplay = scene.autoplay
        self.match = ScriptedMatch(self.script, scene.match.record["players"])
        self.match.input_kind = lambda: kind_of(scene)
        scene.match = self.match
        scene.shown = self.match.state  # the same fresh game, now the scripted match's own
        for seat in range(len(self.script.seats)):
            if seat == self.script.person:  # a demo too: its moves show as a person's would
                scene.controllers[seat] = LocalPerson()
            else:
                scene.controllers[seat] = BotSeat(ScriptedBot(self.match), scene.runner)
        self.targets = importlib.import_module(f"scenes.games.{self.game_id}.tutorial_targets")
        self.index = -1
        self.visible_for = 0.0
        self.ended = False
        self.confirm: FocusGroup | None = None
        self.next_button = Button(pygame.Rect(0, 0, 200, 84), tr("tutorial.next"), self.next)
        self.skip_button = Button(pygame.Rect(0, 0, 220, 84), tr("tutorial.skip"), self.ask_skip,
                                  style="secondary")
        self._go(0)

    # ------------------------------------------------------------ the step flow

    @property
    def step(self) -> Any:
        return self.script.steps[self.index]

    @property
    def total(self) -> int:
        return len(self.script.steps)

    def _go(self, index: int) -> None:
        self.index = index
        self.match.gate = self.step.upto
        self.visible_for = 0.0
        if getattr(self.scene.services.shell, "verbose", False):
            print(f"tutorial: {self.game_id} step {index + 1}/{self.total}", file=sys.stderr, flush=True)

    def caught_up(self) -> bool:
        """The game has played this step's moves and the screen has shown them."""
        scene = self.scene
        return (self.match.played >= self.step.upto and not scene.animator.busy
                and scene.shown is self.match.state)

    def waiting_for_move(self) -> bool:
        return self.step.move is not None

    def visible(self) -> bool:
        """A move step shows at once; an explanation once what it explains is on the table."""
        return self.waiting_for_move() or self.caught_up()

    def holds(self) -> bool:
        """The table must not play on (the step's moves are done, or the skip question is up)."""
        return self.confirm is not None or self.match.played >= self.match.gate

    def update(self, dt: float) -> None:
        if self.ended:
            return
        if self.visible():
            self.visible_for += dt
        if self.waiting_for_move():
            if self.caught_up():
                self._advance()
            elif self.autoplay and self.visible_for > READ_SECONDS:
                self._play_for_person()
        elif self.autoplay and self.visible_for > READ_SECONDS + 0.12 * len(tr(self.step.text).split()):
            self.next()

    def _play_for_person(self) -> None:
        """A demo makes the person's scripted move itself (or their throw, when chance waits on it)."""
        scene, person = self.scene, self.script.person
        if scene.human_to_act() != person:
            return
        self.visible_for = READ_SECONDS - 0.8  # the next move of this step comes a beat later
        if scene.match.to_act() == (CHANCE,):
            scene.chance_now()
            return
        text = self.match.expected(person)
        if text is not None:
            scene.submit(person, self.match.module.parse_action(self.match.state, person, text))

    def _advance(self) -> None:
        if self.index + 1 < self.total:
            self._go(self.index + 1)
        else:
            self.play_real_game()

    def next(self) -> None:
        """"Next" on an explanation (the last one starts the real game)."""
        if self.ended or self.waiting_for_move() or not self.caught_up():
            return
        self.scene.services.sounds.play("ui_click")
        self._advance()

    def is_last(self) -> bool:
        return self.index == self.total - 1

    # ------------------------------------------------------------ skip and the way out

    def ask_skip(self) -> None:
        if self.confirm is not None:
            return
        w, h = 420, 96
        cx, cy = 960, 600
        real = Button(pygame.Rect(cx - w - 12, cy, w, h), tr("tutorial.play_real"), self.play_real_game)
        keep = Button(pygame.Rect(cx + 12, cy, w, h), tr("tutorial.keep"), self.close_skip, style="secondary")
        self.confirm = FocusGroup()
        self.confirm.set([real, keep], focus=keep)

    def close_skip(self) -> None:
        self.confirm = None

    def play_real_game(self) -> None:
        """The lesson is over (or skipped): a real game with the same seats, the others easy bots."""
        if self.ended:
            return
        self.ended = True
        self.confirm = None
        from scenes.table.seat_names import seat_entries

        levels = ["human" if i == self.script.person else "easy" for i in range(len(self.script.seats))]
        names = [p.get("name") if i == self.script.person else None  # the person keeps their name
                 for i, p in enumerate(self.scene.match.record["players"])]
        shell_seed = getattr(self.scene.services.shell, "seed", None)
        seed = shell_seed if shell_seed is not None else random.SystemRandom().randrange(1 << 30)
        self.scene.services.screens.play(self.game_id, game=self.game_id, seats=seat_entries(levels, names),
                                         options=dict(self.script.options), seed=seed, autoplay=self.autoplay)

    # ------------------------------------------------------------ input

    def buttons(self) -> list[Button]:
        shown = [] if self.is_last() else [self.skip_button]  # the last Next is the way on
        if not self.waiting_for_move() and self.visible():
            shown.insert(0, self.next_button)
        return shown

    def handle(self, event: ui.UIEvent) -> bool:
        """True when the tutorial used the event (the table never sees it)."""
        if self.ended:
            return False
        if self.confirm is not None:
            if event.kind in (ui.BACK, ui.PAUSE):
                self.close_skip()
            else:
                self.confirm.handle(event)
            return True  # the question is modal: the table waits under it
        if event.kind in (ui.BACK, ui.PAUSE):
            self.ask_skip()
            return True
        if event.pos is not None and event.kind in (ui.POINTER_DOWN, ui.POINTER_UP, ui.POINTER_MOVE):
            hit = next((b for b in self.buttons() if b.rect.collidepoint(event.pos)), None)
            for b in (self.next_button, self.skip_button):
                b.hover = b is hit
                b.pressed = b is hit and event.kind == ui.POINTER_DOWN
            if hit is not None and event.kind == ui.POINTER_UP:
                hit.activate()
            return hit is not None and event.kind != ui.POINTER_MOVE
        if event.kind == ui.CONFIRM and not self.waiting_for_move() and self.visible():
            self.next()
            return True
        return False

    # ------------------------------------------------------------ drawing

    def target_rect(self) -> pygame.Rect | None:
        """Where the piece this step names is on the screen now (None: nothing to point at)."""
        if self.step.target is None:
            return None
        name = self.step.target
        if name == "move":  # the piece for whatever move the person is to make next
            name = f"move:{self.match.expected(self.script.person)}"
        rect = self.targets.target(self.scene, name)
        return pygame.Rect(rect) if rect is not None else None

    def note_area(self) -> pygame.Rect | None:
        """A free part of this game's table for the note, when the game names one."""
        area = getattr(self.targets, "note_area", None)
        return pygame.Rect(area(self.scene)) if area is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        if self.ended:
            return
        if self.visible():
            tutorial_draw.coach_mark(surface, self, self.scene.time)
        else:
            tutorial_draw.skip_only(surface, self)
        if self.confirm is not None:
            tutorial_draw.skip_question(surface, self.confirm)
