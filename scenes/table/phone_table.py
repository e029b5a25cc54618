"""Phone seats at the table: start the join server, name the seats, and let the host take over.

The game scene holds one `PhoneTable` when a seat is a phone. It makes the `PhoneSeat`
controllers, publishes every change to the phones, shows the join panel while a phone seat has
no phone, says "waiting for Ann's phone" on the seat, and, when the game waits on a phone that
is away, offers the host two buttons: a bot plays the seat, or it is played on this screen.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from scenes.shell import input as ui
from scenes.table.join_panel import JoinPanel
from scenes.table.log_names import rename
from scenes.table.refusals import refusal_text
from scenes.table.seats import BotSeat, LocalPerson, PhoneSeat, SeatController
from scenes.ui import theme
from scenes.ui.text import language, tr
from scenes.ui.widgets import Button, FocusGroup
from sprites import draw, fonts

if TYPE_CHECKING:
    from scenes.phones.hub import PhoneHub
    from scenes.table.game_scene import GameScene

log = logging.getLogger(__name__)
CARD = pygame.Rect(0, 0, 1000, 250)
CARD.midbottom = (theme.WIDTH // 2 + 150, theme.HEIGHT - 70)
AWAY_GRACE = 6.0  # seconds the table waits on a dropped phone before offering the host a way on
JOIN_GRACE = 30.0  # ... and on a phone seat nobody has joined yet
NUDGE_AFTER = 25.0  # seconds a phone that is here may sit on its move before it buzzes again


def start(scene: GameScene, handover: dict[str, Any]) -> PhoneTable | None:
    """A PhoneTable when the game has phone seats (and nobody asked bots to play them all).

    The server's settings are the run's (`--phones`, `--phones-bind`), kept by the shell with the
    port and code a game of this run already used, so Restart, Play again and Continue serve the
    phones where they were. A server that cannot start leaves the phone seats to the screen and
    says why; the game (and its save) goes on."""
    seats = [i for i, s in enumerate(scene.seats) if s["seat"] == "phone"]
    if not seats or scene.autoplay:
        return None
    from scenes.phones.hub import PhoneHub  # the network library loads only for phone games
    from scenes.phones.listen import BindError

    config = handover.get("phones")
    if config is None:
        config = getattr(scene.services.shell, "phones", None)
    from scenes.records.players import offered_players

    saved = offered_players(scene.services.records, scene.services.shell.kiosk_active)
    try:
        hub = PhoneHub(scene.game_id, scene.module, scene.seats, seats, config, saved)
    except (OSError, BindError) as exc:
        log.warning("phones: the join server could not start: %s", exc)
        scene.say(tr("phones.no_server"))
        return None
    return PhoneTable(scene, hub)


class PhoneTable:
    """The game scene's phone parts (one per game with phone seats)."""

    def __init__(self, scene: GameScene, hub: PhoneHub) -> None:
        self.scene = scene
        self.hub = hub
        self.panel = JoinPanel(hub.address, hub.code)
        self.ui = FocusGroup()
        self.offer_for: int | None = None  # the away seat the host buttons are for
        self.lost: tuple[int | None, float] = (None, 0.0)  # the seat waited on, and for how long
        self.idle: dict[int, float] = {}  # phone seats that are here and asked: seconds without an answer
        self.names = [str(s["name"]) for s in scene.seats]
        self.closed = False

    def rescaled(self) -> None:
        self.panel.rescaled()

    def controller(self, seat: int) -> SeatController:
        return PhoneSeat(seat, self.hub.server, lambda text: self.hub.parse(self.scene.match.state, seat, text),
                         lambda exc: refusal_text(self.scene.game_id, exc))

    def publish(self, lines: list[str] | None = None) -> None:
        """Every phone's new state; `lines` are the change's log lines (what the others did)."""
        actions = self.scene.match.record["actions"]
        self.hub.sync_names()
        self._rename_log()  # before the phones are sent the log: no line says "Player 2" for Ben
        self.hub.publish(self.scene.match.state, len(actions), int(actions[-1][0]) if actions else None,
                         lines or ())

    def _rename_log(self) -> None:
        """A phone named its seat: log lines written before it joined say that name too."""
        for seat, entry in enumerate(self.scene.seats):
            new = str(entry["name"])
            if new != self.names[seat]:
                old = self.names[seat]
                lines = self.scene.log_lines
                renamed = [rename(line, old, new) for line in lines]
                lines.clear()
                lines.extend(renamed)
                self.hub.rename_in_log(old, new)
                self.names[seat] = new

    def close(self) -> None:
        """The game ended or was left: the server stops (an ended game's phones got the scores)."""
        if not self.closed:
            self.closed = True
            self.hub.close()

    # ------------------------------------------------------------ per frame

    def phone_seats(self) -> list[int]:
        return [i for i, c in enumerate(self.scene.controllers) if isinstance(c, PhoneSeat)]

    def update(self, dt: float) -> None:
        if self.closed:
            return
        if self.hub.server.changed.is_set() or self.hub.lang != language():
            self.hub.server.changed.clear()
            self.publish()  # a new name on a seat, or the TV's language changed: every phone follows
        self.panel.update(dt)
        self._nudge(dt)
        seat = self._lost_turn()
        waited = self.lost[1] + dt if seat == self.lost[0] else 0.0
        self.lost = (seat, waited)
        grace = JOIN_GRACE if seat is not None and self.hub.server.status(seat) == "waiting" else AWAY_GRACE
        self._offer(seat if seat is not None and waited >= grace else None)

    def _nudge(self, dt: float) -> None:
        """A phone that is here but has not answered for a while buzzes again (and again)."""
        scene = self.scene
        if scene.finished:
            return
        actors = scene.match.to_act()
        for p in list(self.idle):
            if p not in actors:
                del self.idle[p]  # answered: the next question starts a new wait
        for p in actors:
            controller = scene.controllers[p] if 0 <= p < len(scene.controllers) else None
            if not isinstance(controller, PhoneSeat) or controller.away or not controller.busy:
                continue
            waited = self.idle.get(p, 0.0) + dt
            if waited >= NUDGE_AFTER:
                self.hub.server.nudge(p)
                waited = 0.0
            self.idle[p] = waited

    def _lost_turn(self) -> int | None:
        """A phone seat the game waits on whose phone is not here (only when the screen is free)."""
        scene = self.scene
        if scene.finished or scene.animator.busy or scene.human_to_act() is not None:
            return None
        for p in scene.match.to_act():
            controller = scene.controllers[p] if 0 <= p < len(scene.controllers) else None
            if isinstance(controller, PhoneSeat) and controller.away:
                return p
        return None

    def _offer(self, seat: int | None) -> None:
        if seat == self.offer_for:
            return
        self.offer_for = seat
        if seat is None:
            self.ui.set([])
            return
        w = (CARD.w - 3 * 40) // 2
        bot = Button(pygame.Rect(CARD.x + 40, CARD.bottom - 130, w, 100), tr("phones.to_bot"),
                     lambda: self.hand_over(seat, "bot"), style="secondary")
        here = Button(pygame.Rect(CARD.x + 80 + w, CARD.bottom - 130, w, 100), tr("phones.to_screen"),
                      lambda: self.hand_over(seat, "screen"), style="secondary")
        self.ui.set([bot, here], focus=bot)

    def hand_over(self, seat: int, to: str) -> None:
        """The host gives a lost phone seat to a bot or to the people at the screen."""
        scene = self.scene
        old = scene.controllers[seat]
        old.close()
        name = scene.seats[seat]["name"]
        if to == "bot":
            bot = scene.spare_bots[seat]
            scene.bots[seat] = bot
            scene.controllers[seat] = BotSeat(bot, scene.runner)
            scene.seats[seat]["seat"] = "medium"
            self.hub.server.release(seat, tr("phones.released_bot", name=name))
        else:
            scene.controllers[seat] = LocalPerson()
            scene.seats[seat]["seat"] = "human"
            self.hub.server.release(seat, tr("phones.released_screen", name=name))
        self._offer(None)
        scene.record_changed()

    # ------------------------------------------------------------ seats, input, drawing

    def who(self, seat: int) -> str | None:
        """The seat panel's second line for a phone seat."""
        controller = self.scene.controllers[seat]
        if not isinstance(controller, PhoneSeat) or self.closed:
            return None
        status = self.hub.server.status(seat)
        if status == "here":
            return tr("phones.on_phone")
        if status == "away":
            return tr("phones.waiting_for", name=self.scene.seats[seat]["name"])
        return tr("phones.not_joined")

    def away_note(self, seat: int) -> str | None:
        """'waiting for Ann's phone' (or 'not joined') for a phone seat with no phone, else None:
        it says more than the game's own status ("picking…") while the seat cannot move."""
        controller = self.scene.controllers[seat]
        if self.closed or not isinstance(controller, PhoneSeat) or self.hub.server.status(seat) == "here":
            return None
        return self.who(seat)

    def waiting(self) -> list[int]:
        """Phone seats with no phone right now."""
        if self.closed:
            return []
        return [s for s in self.phone_seats() if self.hub.server.status(s) != "here"]

    def handle(self, event: ui.UIEvent) -> bool:
        """The host buttons take input while they show; True if the event was theirs."""
        if self.offer_for is None:
            return False
        self.ui.handle(event)
        return event.kind not in (ui.BACK, ui.PAUSE)

    def draw(self, surface: pygame.Surface) -> None:
        waiting = self.waiting()
        if waiting:
            names = [str(self.scene.seats[s]["name"]) for s in waiting]
            chrome = getattr(self.scene, "chrome", None)
            self.panel.draw(surface, names, chrome.menu.rect if chrome is not None and chrome.menu.visible else None)
        if self.offer_for is not None:
            draw.blit_shadow(surface, CARD, 22, 8, 12, 100)
            surface.blit(draw.panel(CARD.size, alpha=240, radius=22, border=theme.GOLD), CARD)
            name = self.scene.seats[self.offer_for]["name"]
            line = tr("phones.lost_title", name=name)
            size = fonts.fit_size(line, theme.SIZE_BODY + 4, CARD.w - 80, "bold")
            title = fonts.text(line, size, theme.GOLD, "bold")
            surface.blit(title, title.get_rect(midtop=(CARD.centerx, CARD.y + 28)))
            self.ui.draw(surface)
