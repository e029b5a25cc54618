"""One phone connection (`Link`) and one phone seat (`SeatSlot`): what the join server keeps of
each, and how a message reaches a phone without ever blocking the table."""

from __future__ import annotations

import contextlib
import queue
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass, field

from websockets.sync.server import ServerConnection

MAX_BACKLOG = 64  # messages waiting for one phone: past that it is a slow reader, and dropped


@dataclass(eq=False)  # each connection is its own thing (hashable by identity)
class Link:
    """One open phone connection and the queue its sender thread writes from."""

    connection: ServerConnection
    address: str
    out: queue.Queue[str | None] = field(default_factory=queue.Queue)
    seat: int | None = None
    watcher: bool = False  # joined a full table: sees the table, holds no hand
    sender: threading.Thread | None = None
    opened: float = field(default_factory=time.monotonic)

    @property
    def joined(self) -> bool:
        return self.seat is not None or self.watcher

    def put(self, text: str | None) -> None:
        """Queue a message for this phone; one that has stopped reading is cut off instead."""
        if text is not None and self.out.qsize() >= MAX_BACKLOG:
            self.abort()
            return
        self.out.put(text)

    def abort(self) -> None:
        """Cut the connection at once (a blocked send fails, the phone may rejoin)."""
        self.out.put(None)
        sock = getattr(self.connection, "socket", None)
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)


@dataclass
class SeatSlot:
    """A phone seat: who holds it and what it was last sent."""

    seat: int
    name: str
    token: str | None = None
    link: Link | None = None
    ever_joined: bool = False
    released: bool = False  # handed to a bot or the screen: the phone is told and let go
    last_state: str | None = None
    legal: frozenset[str] = frozenset()
    inbox: deque[str] = field(default_factory=lambda: deque(maxlen=1))
