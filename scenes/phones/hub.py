"""The table's side of the phones: start the server, publish each phone seat's view, finish.

The table calls `publish(state)` after every change (as soon as the core has resolved it, not
when the motion on the TV ends, so a phone never lags the room). Each phone seat is sent only
`view(state, seat)`, the texts of the moves it may make now, and a prompt.
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Sequence
from typing import Any

from game.core import CHANCE
from scenes.phones.glossary import glossary
from scenes.phones.protocol import plain
from scenes.phones.server import PhoneServer
from scenes.records.players import name_key
from scenes.table.log_names import rename
from scenes.ui.text import has, language, tr

DEFAULT_PORT = 8765  # a game started from the menu; taken -> a free port
LOG_LINES = 6  # the table's latest log lines on every phone: what the others did
WATCHER = -2  # no seat: the view of someone who holds no hand (every hand and pick hidden)


class PhoneHub:
    """One game's phones: the server, and what each phone seat is told."""

    def __init__(self, game_id: str, module: Any, seats: Sequence[dict[str, Any]], phone_seats: Sequence[int],
                 config: dict[str, Any] | None = None, saved: Sequence[Any] = ()) -> None:
        config = config if config is not None else {}
        self.game_id = game_id
        self.module = module
        self.seats = seats  # the table's own seat entries: names change when a phone joins
        names = {seat: str(seats[seat]["name"]) for seat in phone_seats}
        others = tuple(str(s["name"]) for i, s in enumerate(seats) if i not in names)
        wanted = config.get("port")
        # The port a game of this run already used comes first: phones left on its page find the
        # next game there (Restart, Play again, Continue), with the same table code.
        port = config.get("last_port") or (DEFAULT_PORT if wanted is None else int(wanted))
        # Saved players (none in kiosk mode): the join page offers their names, and a phone that
        # joins with one plays as that player, so the game counts for them tonight.
        self.saved = {name_key(p.name): p for p in saved}
        self.server = PhoneServer(names, bind=str(config.get("bind") or ""), port=port,
                                  code=config.get("code"), others=others, saved=[p.name for p in saved])
        try:
            self.server.start()
        except OSError:
            if wanted is not None and int(wanted) != 0 and port == int(wanted):
                raise
            self.server.port = 0  # the usual port is taken (another table?): any free one
            self.server.start()
        config["last_port"] = self.server.port
        config["code"] = self.server.code
        self.address = self.server.url(config.get("host"))
        self.step = 0
        self.lang = language()
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        if config.get("verbose"):
            print(f"phones: {self.address} code {self.server.code}", file=sys.stderr, flush=True)

    @property
    def code(self) -> str:
        return self.server.code

    def seats_on_phones(self) -> list[int]:
        return self.server.phone_seats()

    def sync_names(self) -> None:
        """A phone that joined names its seat on the TV (and, with a saved player's name, seats
        that player)."""
        for seat in self.server.phone_seats():
            entry = self.seats[seat]
            name = self.server.name(seat)
            if entry["name"] == name:
                continue
            entry["name"] = name
            player = self.saved.get(name_key(name))
            if player is not None:
                entry["player"] = player.id
            else:
                entry.pop("player", None)

    def publish(self, state: Any, step: int, moved: int | None = None, lines: Sequence[str] = ()) -> None:
        """Every phone seat's own view and moves after a change (`step` counts the moves so far,
        `moved` is who made the last one: public, as the TV shows it; never what was chosen).
        `lines` are the log lines of that change, in the table's words: what the others did."""
        self.step = step
        self.log.extend(lines)
        module = self.module
        self.sync_names()
        if language() != self.lang:  # the TV's language changed: the pages' own words follow
            self.lang = language()
            self.server.send_words()
        over = bool(module.is_over(state))
        actors = [] if over else [p for p in module.to_act(state) if p != CHANCE]
        names = [str(s["name"]) for s in self.seats]
        common = {"game": self.game_id, "step": step, "moved": moved, "names": names, "to_act": actors,
                  "scores": list(module.scores(state)), "log": list(self.log)}
        for seat in self.server.phone_seats():
            legal = [module.action_text(state, a) for a in module.legal_actions(state, seat)] \
                if seat in actors else []
            view = module.view(state, seat)
            message = {"type": "state", "seat": seat, "view": plain(view), "legal": legal,
                       "glossary": glossary(self.game_id, view, seat),
                       "prompt": self.prompt(legal, actors, names), **common}
            self.server.publish(seat, message, legal)
        public = module.view(state, WATCHER)
        self.server.publish_watch({"type": "watch", "seat": WATCHER, "view": plain(public), "legal": [],
                                   "glossary": glossary(self.game_id, public, WATCHER),
                                   "prompt": self.prompt([], actors, names), **common})
        if over:
            self.server.finish({"type": "over", "game": self.game_id, "names": names,
                                "scores": list(module.scores(state)), "winners": list(module.winners(state)),
                                "lowest_wins": bool(module.INFO.lowest_score_wins)})

    def rename_in_log(self, old: str, new: str) -> None:
        """A phone joined and named its seat: the lines already sent say the new name too."""
        self.log = deque((rename(line, old, new) for line in self.log), maxlen=LOG_LINES)

    def prompt(self, legal: list[str], actors: list[int], names: list[str]) -> str:
        if legal:
            verbs = sorted({text.split()[0] for text in legal})
            key = f"phones.prompt.{self.game_id}.{'_'.join(verbs)}"
            return tr(key) if has(key) else tr("phones.prompt.move")
        if not actors:
            return tr("phones.prompt.wait")
        return tr("phones.prompt.waiting_for", names=", ".join(names[p] for p in actors))

    def parse(self, state: Any, seat: int, text: str) -> Any:
        """A phone's move text read by the game's own notation (IllegalAction if it cannot)."""
        return self.module.parse_action(state, seat, text)

    def close(self) -> None:
        self.server.close()
