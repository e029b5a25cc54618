"""What every game scene shares: the match, turns, bots, hand-over, pause, log, seats, results.

A game's own scene (package `scenes/<id>/`, exposing `SCENE`) subclasses `GameScene` and fills
in four hooks: `build()` (make sprites from the state), `animate(before, step, player)` (turn
resolved events into motion), `draw_table()` and `handle_turn()` (a person's input on their
turn, ending in `submit()`). The rules are never worked out here: moves go to the core through
`Match`, and the screen shows the states and events that come back.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game import GAMES
from game.core import CHANCE, IllegalAction, Match, Step, derive_seed, make_bots
from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.table import handover_veil, left_behind, phone_table, seat_panels
from scenes.table.bot_runner import BotRunner
from scenes.table.history import History
from scenes.table.log_strip import LogStrip, lines_of_record
from scenes.table.refusals import refusal_text
from scenes.table.seats import NOTHING, make_controllers
from scenes.table.table_menu import DEFAULT_SPOT, SPOTS, ChromeMixin, chrome_drawn, chrome_first
from scenes.table.tutorial import LessonMixin
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, FocusGroup
from sprites import draw, fonts
from sprites import table as table_art
from sprites.anim import Animator, Call, Later, Wait

if TYPE_CHECKING:
    from scenes.shell.services import Services


class GameScene(LessonMixin, ChromeMixin, Scene):
    """Base of the four game scenes."""

    name = "game"
    results_beat = 1.2  # seconds the final position stays before the results
    final_hold = 6.0  # seconds a "tap for the results" screen waits before going on by itself
    # Each game's table of which motion shows which core event, written out (not found by
    # name), and the events that only reach the log. tests/test_event_tables.py checks that
    # every event class a game's core can emit is in one of the two.
    animations: ClassVar[Mapping[type, Callable[..., None]]] = {}
    log_only: ClassVar[frozenset[type]] = frozenset()
    # Top-left of the Menu / skip buttons; None: the spot `table_menu.SPOTS` gives this game.
    menu_spot: tuple[int, int] | None = None  # a table may choose it in build() (by player count)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every table shows its Menu button over whatever the game draws, and the button sees
        taps before the game's own controls (which may swallow them, e.g. under a summary)."""
        super().__init_subclass__(**kwargs)
        if "draw" in cls.__dict__:
            cls.draw = chrome_drawn(cls.__dict__["draw"])  # type: ignore[method-assign]
        if "handle" in cls.__dict__:
            cls.handle = chrome_first(cls.__dict__["handle"])  # type: ignore[method-assign]

    def __init__(self, services: Services, game_id: str) -> None:
        super().__init__(services)
        self.game_id = game_id
        self.module = GAMES[game_id]
        self.animator = Animator()
        self.ui = FocusGroup()
        self.log_lines: deque[str] = deque()  # the whole game: the history shows it all
        self.log_strip = LogStrip(self)
        self.history = History(self.history_lines, self.log_strip.hit)
        self.message = ""
        self.message_time = 0.0
        self.finished = False
        self.finish_wait = 0.0
        self.replay_queue: list[tuple[int, str]] = []
        self.looking: int | None = None
        self.handover_to: int | None = None
        self.handover_button: Button | None = None
        self.time = 0.0
        self.phones: phone_table.PhoneTable | None = None
        self.skipping = False  # "skip to my turn": bots answer at once, their motion is skipped
        self._chrome_depth = 0

    # ------------------------------------------------------------ set-up

    @property
    def label(self) -> str:
        return f"game {self.game_id}"

    def enter(self, handover: dict[str, Any]) -> None:
        self.autoplay = bool(handover.get("autoplay"))
        # A demo (attract mode) plays itself and never touches the player's autosave or results.
        self.demo = bool(handover.get("demo"))
        if self.demo:
            self.autoplay = True
        if "record" in handover:  # continue a saved game
            self.match = Match.from_record(handover["record"])
        elif "replay" in handover:  # show a recorded game move by move, then play on
            record = handover["replay"]
            self.match = Match(record["game"], len(record["players"]), record.get("options"),
                               players=record["players"], seed=record.get("seed", 0))
            self.replay_queue = [(int(p), str(t)) for p, t in record["actions"]]
        else:
            seats = handover["seats"]
            self.match = Match(self.game_id, len(seats), handover.get("options") or {},
                               players=seats, seed=handover.get("seed", 0))
        self.seats: list[dict[str, Any]] = self.match.record["players"]
        if "record" in handover:  # the log is part of the save: Continue shows the lines left behind
            self.log_lines.extend(lines_of_record(self.match.record, self.log_text))
        people = ("human", "phone")  # a phone seat's spare bot stands by for the host's take-over
        levels = [s["seat"] if s["seat"] not in people else "medium" for s in self.seats]
        all_bots = make_bots(self.game_id, levels, derive_seed(self.match.seed, "app-bots"))
        self.spare_bots = dict(enumerate(all_bots))
        self.bots = {i: bot for i, bot in enumerate(all_bots)
                     if self.autoplay or self.seats[i]["seat"] not in people}
        self.runner = BotRunner(synchronous=self.services.shell.unthrottled, seed=self.match.seed)
        self.phones = phone_table.start(self, handover)
        self.controllers = make_controllers([s["seat"] for s in self.seats], self.bots, self.runner,
                                            self.phones.controller if self.phones else None)
        self.animator.speed = self.services.settings.speed
        self.shown = self.match.state
        self.table = table_art.table((theme.WIDTH, theme.HEIGHT))
        self.build()
        spot = self.menu_spot or SPOTS.get(self.game_id, DEFAULT_SPOT)
        self.start_chrome(spot, bool(handover.get("hints")))
        self.start_lesson(handover)  # a guided first game when asked; then the first autosave
        if self.phones:
            self.phones.publish()

    def leave(self) -> None:
        # After a failed `enter` (a save that cannot be continued) parts are missing: no second fault.
        for part in [*getattr(self, "controllers", ()), getattr(self, "runner", None), self.phones]:
            if part is not None:
                part.close()
        left_behind.forget_table()  # its pictures and the bots' memos (scenes/table/left_behind.py)

    # ------------------------------------------------------------ hooks for each game

    def build(self) -> None:
        """Make the sprites for `self.shown` (called once, when the scene starts)."""

    def dress_table(self) -> None:
        """Draw the game's fixed parts onto `self.table` (its felt), once; called from `build`
        and again when the drawing scale changes. Default: the bare felt."""

    def rescaled(self) -> None:
        self.table = table_art.table((theme.WIDTH, theme.HEIGHT))
        self.dress_table()
        if self.phones:
            self.phones.rescaled()

    def animate(self, before: Any, step: Step, player: int) -> None:
        """Queue motion for a resolved step on `self.animator`. Default: each event's entry in
        `animations`, called as `motion(self, event)`; games that need more context override."""
        for event in step.events:
            self.animate_event(event)

    def animate_event(self, event: Any, *context: Any) -> None:
        """Run the motion the game's table gives for `event` (log-only events have none)."""
        motion = self.animations.get(type(event))
        if motion is not None:
            motion(self, event, *context)
        elif type(event) not in self.log_only:
            raise LookupError(f"{type(self).__name__}: no motion for {type(event).__name__}")

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the game's pieces (above the felt, below seats and overlays)."""

    def handle_turn(self, event: ui.UIEvent, player: int) -> None:
        """A person's input while it is `player`'s turn; end with `self.submit(player, action)`."""

    def turn_started(self, player: int) -> None:
        """Called once when a person's turn begins (build the buttons for it)."""

    @staticmethod
    def results_words(record: dict[str, Any]) -> tuple[str, str] | None:
        """A game's own (title, line) for the results screen, e.g. a solitaire's; None: the usual."""
        return None

    def chance_waits_for(self) -> int | None:
        """A seat whose gesture triggers the next chance move (a dice throw), or None."""
        return None

    def seat_status(self, seat: int) -> str:
        """A short status for a seat panel (in / out / passed …)."""
        return ""

    # ------------------------------------------------------------ turns

    def is_human(self, seat: int) -> bool:
        """A person at this screen plays the seat (their input is the screen's)."""
        return self.controllers[seat].local

    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    def hides_hands(self) -> bool:
        return self.module.INFO.hidden_information and len(self.humans()) > 1

    def human_to_act(self) -> int | None:
        """The person whose input the screen takes now, if any."""
        if self.animator.busy or self.finished or self.handover_to is not None or self.replay_queue:
            return None
        actors = self.match.to_act()
        if actors == (CHANCE,):
            return self.chance_waits_for()
        for p in actors:
            if self.is_human(p):
                return p
        return None

    def viewer(self) -> int | None:
        """Whose hidden things the screen may show now (None: nobody's)."""
        humans = self.humans()
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        return self.looking

    def submit(self, player: int, action: Any) -> bool:
        """Apply a move chosen on screen; an illegal one is explained and changes nothing."""
        try:
            self._apply(player, action)
        except IllegalAction as exc:
            self.say(refusal_text(self.game_id, exc))  # the core's message is for logs, not people
            return False
        return True

    def _apply(self, player: int, action: Any) -> None:
        before = self.match.state
        step = self.match.apply(player, action)
        self._after(before, step, player)

    def record_changed(self) -> None:
        """After every action: the autosave (and `--record`) hold the game so far."""
        if not self.demo and self.tutorial is None:  # a lesson is never the game to continue
            self.services.shell.game_record_changed(self.match.record)

    def _after(self, before: Any, step: Step, player: int) -> None:
        self.record_changed()
        lines = [line for event in step.events if (line := self.log_text(event))]
        if self.phones:  # phones hear of a change at once, not when the TV's motion ends
            self.phones.publish(lines)
        state = step.state

        def motion() -> None:
            self.animate(before, step, player)
            # The log follows the motion, so a line never gives away what is about to be shown.
            self.animator.add(Call(lambda: self.log_lines.extend(lines)))
            self.animator.add(Call(lambda: self._show(state)))

        if self.animator.busy:
            # A phone's move while earlier motion still plays: its motion is made when it is
            # reached, from the pieces as the earlier motion leaves them.
            self.animator.add(Later(lambda: self.animator.collect(motion)))
        else:
            motion()

    def log_text(self, event: Any) -> str | None:
        """An event's log line in the player's language, or None for no line. Each game words its
        own events (its log_words module, from catalog keys); the core's English trace is never
        shown."""
        return None

    def _show(self, state: Any) -> None:
        self.shown = state
        self.after_show(state)

    def after_show(self, state: Any) -> None:
        """Called when the screen has caught up with a step (its motion is over or skipped)."""

    def say(self, message: str) -> None:
        """A short message on the table (why a move is refused, whose turn it is)."""
        self.message = message
        self.message_time = 3.5

    # ------------------------------------------------------------ frame

    def update(self, dt: float) -> None:
        self.time += dt
        self.message_time = max(0.0, self.message_time - dt)
        self.animator.speed = self.services.settings.speed
        self.animator.update(dt)
        self._update_skip()
        self.tick(dt)
        if self.phones:
            self.phones.update(dt)
        if self.animator.busy or self.handover_to is not None or self.lesson_holds(dt):
            # While the TV still shows earlier moves a phone's answer goes in at once (its motion is
            # queued): the person holding the phone never waits on a motion they cannot see.
            if (self.animator.busy and self.phones and self.handover_to is None and not self.replay_queue
                    and not self.finished and self.match.to_act() not in ((), (CHANCE,))):
                self._drive_seats(dt, self.match.to_act(), phones_only=True)
            return
        if self.replay_queue:
            player, text = self.replay_queue.pop(0)
            before = self.match.state
            step = self.match.apply_text(player, text)
            self._after(before, step, player)
            self.animator.add(Wait(0.25))
            return
        if self.match.is_over():
            self._finish(dt)
            return
        actors = self.match.to_act()
        if actors == (CHANCE,):
            waiter = self.chance_waits_for()
            if waiter is None:
                self.chance_now()
                return
            if not (0 <= waiter < len(self.seats) and self.is_human(waiter)):
                return  # held for something else (a summary on screen)
            # A person's gesture will trigger chance: hand over and start their turn as for a move.
        else:
            self._drive_seats(dt, actors)
        human = self.human_to_act()
        if human is not None:
            if self.hides_hands() and self.looking != human:
                self._start_handover(human)
            elif getattr(self, "_turn_of", None) != (human, len(self.match.record["actions"])):
                self._turn_of = (human, len(self.match.record["actions"]))
                self.turn_started(human)

    def chance_now(self) -> bool:
        """Let chance move now (the base, or a person's throw); a refusal is said, nothing changes."""
        before = self.match.state
        try:
            step = self.match.chance_step()
        except IllegalAction as exc:
            self.say(refusal_text(self.game_id, exc))
            return False
        self._after(before, step, CHANCE)
        return True

    def tick(self, dt: float) -> None:
        """Per-frame upkeep for a game's sprites (physics steps, idle motion)."""

    def _drive_seats(self, dt: float, actors: tuple[int, ...], phones_only: bool = False) -> None:
        """Ask each seat that must move and is not at the screen; apply answers as they come."""
        scale = 0.35 if self.autoplay and not self.humans() else 1.0
        scale *= 0.0 if self.skipping else getattr(self.services.settings, "bot_pace", 1.0)
        pace = scale / max(0.25, self.services.settings.speed)
        # After a phone's move, other phones' ready moves join this frame while they only fill in
        # the same simultaneous turn (Take 5's picks); anything that resolves waits for its motion.
        batching = False
        waiting = set(actors)
        for p in actors:
            controller = self.controllers[p]
            if controller.local or ((batching or phones_only) and not controller.batches):
                continue
            if batching and not phones_only and set(self.match.to_act()) == {p}:
                return  # the move that completes the turn resolves it: next frame, on a still table
            if not controller.busy:
                controller.ask(p, self.module.view(self.match.state, p),
                               self.module.legal_actions(self.match.state, p), pace)
            answer = controller.poll(dt)
            if answer is NOTHING:
                continue
            if p not in self.match.to_act():
                controller.done()
                continue
            if answer not in controller.legal:  # only moves that were offered reach the core
                controller.refused(tr("seat.refused_not_offered"))
                continue
            try:
                self._apply(p, answer)
            except IllegalAction as exc:
                # The game is unchanged and the seat is asked again; a phone is told in words.
                controller.refused(refusal_text(self.game_id, exc))
                continue
            controller.done()
            waiting.discard(p)
            if not controller.batches or set(self.match.to_act()) != waiting:
                return  # one move per frame: the next actor is asked once this one is shown
            batching = True

    def _finish(self, dt: float) -> None:
        if not self.finished:
            self.finished = True
            if self.phones:  # the phones have the scores; nothing listens after the game
                self.phones.close()
            record = self.match.finished_record()
            if not self.demo:
                self.services.saves.clear()
                self.services.shell.game_ended(self.game_id, record)
            self.finish_wait = self.results_beat
            return
        if self.demo:
            return  # the attract mode decides what comes next
        self.finish_wait -= dt * max(1.0, self.services.settings.speed)
        if self.finish_wait <= 0 and self.services.screens.is_on_top(self):
            self.services.screens.swap("results", record=self.match.finished_record(),
                                     game=self.game_id, autoplay=self.autoplay)

    # ------------------------------------------------------------ hand-over between people

    def _start_handover(self, seat: int) -> None:
        self.handover_to = seat
        self.looking = None
        rect = pygame.Rect(0, 0, 720, 120)
        rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2 + 120)
        name = self.seats[seat]["name"]
        self.handover_button = Button(rect, tr("handover.ready", name=name), self._end_handover)
        self.ui.set([self.handover_button], focus=self.handover_button)

    def _end_handover(self) -> None:
        self.looking = self.handover_to
        self.handover_to = None
        self.handover_button = None
        self.ui.set([])

    # ------------------------------------------------------------ input

    def history_lines(self) -> list[str]:
        """Every log line shown so far, oldest first (games with their own log override)."""
        return list(self.log_lines)

    def handle(self, event: ui.UIEvent) -> None:
        if self.history.handle(event):
            return
        if event.kind in (ui.BACK, ui.PAUSE) or (event.kind == ui.FOCUS_LOST and self.humans()):
            if not self.demo:
                self.open_menu()
            return
        if self.handover_to is not None:
            self.ui.handle(event)
            return
        if self.phones and self.phones.handle(event):
            return
        if self.animator.busy and event.kind in (ui.POINTER_DOWN, ui.CONFIRM):
            self.animator.skip()  # a tap skips motion; it never makes a move
            return
        human = self.human_to_act()
        if human is not None:
            self.handle_turn(event, human)

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        self.draw_table(surface)
        self.draw_seats(surface)
        self.draw_log(surface)
        self.draw_message(surface)
        if self.handover_to is not None:
            self.draw_handover(surface)
        self.history.draw(surface)

    def seat_rects(self) -> list[pygame.Rect]:
        """Seat panels along the top edge, in play order (games may override)."""
        n = len(self.seats)
        width = min(360, (theme.WIDTH - 120 - (n - 1) * 16) // n)
        total = n * width + (n - 1) * 16
        x0 = (theme.WIDTH - total) // 2
        return [pygame.Rect(x0 + i * (width + 16), 48, width, 112) for i in range(n)]

    def seat_who(self, seat: int) -> str:
        """Who plays a seat, for its panel: a bot level, "Person", or how its phone is doing."""
        phone = self.phones.who(seat) if self.phones else None
        return phone or tr(f"seat.{self.seats[seat]['seat']}")

    def seat_score(self, seat: int) -> int:
        return int(self.module.scores(self.shown)[seat])

    def acting_seats(self) -> set[int]:
        actors = self.module.to_act(self.shown)
        return {p for p in actors if p != CHANCE}

    def draw_seats(self, surface: pygame.Surface) -> None:
        seat_panels.draw_panels(self, surface)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The newest log lines at 32 px in the shared strip (a tap on it opens the history)."""
        self.log_strip.draw_bottom_right(surface, self.log_lines)

    def draw_message(self, surface: pygame.Surface) -> None:
        if self.phones:  # every game's draw() calls this: the join panel and host buttons go on top
            self.phones.draw(surface)
        if self.message_time <= 0 or not self.message:
            return
        image = fonts.text(self.message, theme.SIZE_BODY, theme.CREAM, "bold")
        rect = image.get_rect(center=(theme.WIDTH // 2, theme.HEIGHT - 250)).inflate(48, 28)
        surface.blit(draw.panel(rect.size, colour=(110, 40, 10), alpha=230, radius=16), rect)
        surface.blit(image, image.get_rect(center=rect.center))

    def draw_handover(self, surface: pygame.Surface) -> None:
        handover_veil.draw_veil(self, surface)


GameScene.draw = chrome_drawn(GameScene.draw)  # type: ignore[method-assign]
GameScene.handle = chrome_first(GameScene.handle)  # type: ignore[method-assign]
