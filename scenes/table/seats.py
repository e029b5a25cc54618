"""Who answers for a seat: every seat is driven by a controller with one small interface.

The table shows the room what happens and, when a seat must move, asks that seat's controller:
`ask(player, view, legal, pace)` hands it what the player may see and the moves they may make;
`poll(dt)` returns the chosen move once there is one (else `NOTHING`); `refused(reason)` tells
it the core turned the move down (the game is unchanged and the seat is asked again).

A person at the screen (`LocalPerson`) answers through the screen's own input, so the table
routes taps, keys and pads to the game's controls instead of polling; a bot (`BotSeat`)
chooses on a worker thread. A phone (`PhoneSeat`) is a third kind of the same thing: its answers
arrive as move text over the network and are read by the game's own `parse_action`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from scenes.table.bot_runner import BotRunner


class _Nothing:
    """No answer yet (distinct from None, which some games may use as a move)."""

    def __repr__(self) -> str:
        return "NOTHING"


NOTHING: Any = _Nothing()


class SeatController:
    """Base: a seat that never answers. Subclasses fill in what they can do."""

    kind = "nobody"
    local = False  # answers through the screen's input (a person on the couch)
    # Its answers may be applied in the same frame as another seat's: people holding their own
    # phones pick at once, and each frame of waiting is latency on every phone.
    batches = False

    def __init__(self) -> None:
        self.asked: int | None = None  # the player whose move is being chosen
        self.legal: list[Any] = []  # the moves offered with the last question
        self.last_refusal = ""

    @property
    def busy(self) -> bool:
        """Already choosing: do not ask again until it answers or is refused."""
        return self.asked is not None

    def ask(self, player: int, view: Any, legal: Sequence[Any] | None, pace: float) -> None:
        """Begin choosing a move for `player`, who may see `view` and make one of `legal`."""
        self.asked = player
        self.legal = list(legal or ())

    def poll(self, dt: float) -> Any:
        """The chosen move once ready, else NOTHING."""
        return NOTHING

    def refused(self, reason: str) -> None:
        """The core refused the answer; the seat will be asked again."""
        self.last_refusal = reason
        self.asked = None

    def done(self) -> None:
        """The answer was applied."""
        self.asked = None

    def close(self) -> None:
        """The table is going away."""


class LocalPerson(SeatController):
    """A person at this screen: their moves come from the screen's controls (`submit`)."""

    kind = "person"
    local = True


class BotSeat(SeatController):
    """A bot: chooses from its view on the table's worker thread, after a human-feeling pause."""

    kind = "bot"

    def __init__(self, bot: Any, runner: BotRunner) -> None:
        super().__init__()
        self.bot = bot
        self.runner = runner

    @property
    def busy(self) -> bool:
        # One worker serves every bot at the table: a bot waits while another one thinks.
        return self.asked is not None or self.runner.thinking is not None

    def ask(self, player: int, view: Any, legal: Sequence[Any] | None, pace: float) -> None:
        super().ask(player, view, legal, pace)
        self.runner.start(player, self.bot, view, pace)

    def poll(self, dt: float) -> Any:
        if self.asked is None or self.runner.thinking != self.asked:
            return NOTHING
        done = self.runner.poll(dt)
        return NOTHING if done is None else done[1]

    def refused(self, reason: str) -> None:
        super().refused(reason)
        self.runner.cancel()

    def close(self) -> None:
        self.runner.cancel()


class PhoneLink(Protocol):
    """What a phone seat needs of the join server (scenes/phones/server.py)."""

    def take_action(self, seat: int) -> str | None: ...
    def send_error(self, seat: int, message: str) -> None: ...
    def status(self, seat: int) -> str: ...


class PhoneSeat(SeatController):
    """A person holding their own hand on a phone: moves come in as text from the join server.

    `parse(text)` reads the text with the game's `parse_action` against the current state; a text
    it cannot read is answered on the phone and nothing else happens. The table still checks the
    move was offered, and the core still checks it is legal, as for every seat.
    """

    kind = "phone"
    batches = True

    def __init__(self, seat: int, link: PhoneLink, parse: Callable[[str], Any],
                 words: Callable[[Exception], str] = lambda exc: str(exc)) -> None:
        super().__init__()
        self.seat = seat
        self.link = link
        self.parse = parse
        self.words = words  # a refusal as the person reads it (the core's message is for logs)

    @property
    def away(self) -> bool:
        """No phone holds this seat right now (not yet joined, or the connection dropped)."""
        return self.link.status(self.seat) != "here"

    def poll(self, dt: float) -> Any:
        if self.asked is None:
            return NOTHING
        text = self.link.take_action(self.seat)
        if text is None:
            return NOTHING
        try:
            return self.parse(text)
        except Exception as exc:  # any reading error is the phone's; the table goes on
            self.link.send_error(self.seat, self.words(exc))
            return NOTHING

    def refused(self, reason: str) -> None:
        super().refused(reason)
        self.link.send_error(self.seat, reason)


def make_controllers(kinds: Sequence[str], bots: dict[int, Any], runner: BotRunner,
                     phones: Callable[[int], SeatController] | None = None) -> list[SeatController]:
    """One controller per seat: a bot where `bots` has one, a phone seat for kind "phone" when
    `phones` makes them, else a person at the screen."""
    controllers: list[SeatController] = []
    for seat, kind in enumerate(kinds):
        if seat in bots:
            controllers.append(BotSeat(bots[seat], runner))
        elif kind == "phone" and phones is not None:
            controllers.append(phones(seat))
        else:
            controllers.append(LocalPerson())
    return controllers
