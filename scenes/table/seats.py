"""Who answers for a seat: every seat is driven by a controller with one small interface.

The table shows the room what happens and, when a seat must move, asks that seat's controller:
`ask(player, view, legal, pace)` hands it what the player may see and the moves they may make;
`poll(dt)` returns the chosen move once there is one (else `NOTHING`); `refused(reason)` tells
it the core turned the move down (the game is unchanged and the seat is asked again).

A person at the screen (`LocalPerson`) answers through the screen's own input, so the table
routes taps, keys and pads to the game's controls instead of polling; a bot (`BotSeat`)
chooses on a worker thread. A remote seat is a third kind of the same thing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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


def make_controllers(kinds: Sequence[str], bots: dict[int, Any], runner: BotRunner) -> list[SeatController]:
    """One controller per seat: a bot where `bots` has one, else a person at the screen."""
    controllers: list[SeatController] = []
    for seat, _kind in enumerate(kinds):
        if seat in bots:
            controllers.append(BotSeat(bots[seat], runner))
        else:
            controllers.append(LocalPerson())
    return controllers
