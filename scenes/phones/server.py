"""The join server: the page over HTTP and the phones' WebSocket at /ws, on a background thread.

Built on `websockets`' threaded (sync) server: one library serves the page through
`process_request` and the socket, with a frame-size limit enforced before a byte is parsed.
The table never waits on the network: it drops outgoing messages into each connection's queue
(a sender thread writes them) and picks up moves from a per-seat inbox.

What the phone may do is narrow on purpose: join with the table code, rejoin with its token,
send a move. No file is served but the page's own three, and nothing reaches settings or saves.
"""

from __future__ import annotations

import contextlib
import hmac
import logging
import socket
import threading
import time
from collections import deque
from collections.abc import Callable
from http import HTTPStatus
from importlib import resources
from typing import Any

from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.sync.server import Server, ServerConnection, serve

from scenes.phones.guards import lan_address, patient, quiet_log, same_origin, send_timeout
from scenes.phones.links import Link, SeatSlot
from scenes.phones.listen import listening_socket, plain_address
from scenes.phones.page_words import page_html, page_words
from scenes.phones.protocol import MAX_MESSAGE, ProtocolError, encode, new_code, new_token, parse_message
from scenes.ui.text import tr

log = logging.getLogger(__name__)

PAGE_FILES = {"/": ("index.html", "text/html; charset=utf-8"),
              "/page.css": ("page.css", "text/css; charset=utf-8"),
              "/page.js": ("page.js", "text/javascript; charset=utf-8"),
              "/games.js": ("games.js", "text/javascript; charset=utf-8")}
SECURITY_HEADERS = [
    ("Content-Security-Policy", "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
                                "style-src 'self'; script-src 'self'; frame-ancestors 'none'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-store"),
]
MAX_CONNECTIONS = 32  # ten phones, each with a spare tab or a reconnect in flight
MAX_PER_ADDRESS = 12  # one device (or one address behind a router) cannot take every slot
MAX_SOCKETS = 96  # open TCP connections, handshakes included: well under macOS's 256 descriptors
MAX_SOCKETS_PER_ADDRESS = 24
OPEN_TIMEOUT = 5.0  # seconds a connection may take to finish its handshake
JOIN_TIMEOUT = 20.0  # seconds a connection may stay without joining (or watching): then it gives way
SEND_TIMEOUT = 4.0  # a phone that does not read for this long is dropped (it may rejoin)
CLOSE_WITHIN = 2.5  # seconds closing the server may take, whatever the phones do
RATE = 30.0  # messages per second a phone may keep up (a person taps far less) ...
BURST = 60.0  # ... after a burst this size
FLOOD_CLOSE = 200  # messages refused for rate in one connection: it is closed
WRONG_CODES = 5  # wrong table codes per address in WRONG_WINDOW seconds are answered at once ...
WRONG_WINDOW = 60.0
GUESS_GAP = 3.0  # ... past that, one try per GUESS_GAP seconds (the page waits and tries again by itself,
# so a person who then types the right code gets in; a guesser gets 20 tries a minute: days for a code)


def page_bytes(name: str) -> bytes:
    """One of the page's own files, from the package data (also inside the standalone build)."""
    return resources.files("scenes.phones").joinpath("page", name).read_bytes()


class PhoneServer:
    """The join server for one game; its code and tokens die with it."""

    def __init__(self, seats: dict[int, str], bind: str = "", port: int = 0,
                 clock: Callable[[], float] = time.monotonic, code: str | None = None,
                 others: tuple[str, ...] = (), saved: list[str] | None = None) -> None:
        self.code = code or new_code()  # Restart and Play again keep the table's code
        self.slots = {seat: SeatSlot(seat, name) for seat, name in seats.items()}
        self.others = others  # the names of the seats not on phones: a phone may not take one
        self.saved = list(saved or [])  # saved players' names the join page offers (none in a kiosk)
        self.bind = bind
        self.port = port
        self.clock = clock
        self.lock = threading.Lock()
        self.links: set[Link] = set()
        self.wrong: dict[str, deque[float]] = {}
        self.over_message: str | None = None
        self.watch_message: str | None = None  # what a watcher is sent: the table, scores, log
        self.last_guess: dict[str, float] = {}
        self.sockets: dict[str, int] = {}  # open TCP connections by address
        self.server: Server | None = None
        self.thread: threading.Thread | None = None
        self.changed = threading.Event()  # set whenever a seat joins, rejoins or leaves

    # ------------------------------------------------------------ life

    def start(self) -> None:
        """Listen (0 picks a free port) and serve on a daemon thread."""
        self.server = serve(self._handle, sock=patient(listening_socket(self.bind, self.port)),
                            process_request=self._request, max_size=MAX_MESSAGE, compression=None,
                            ping_interval=10, ping_timeout=10, open_timeout=OPEN_TIMEOUT, close_timeout=2,
                            max_queue=8, logger=quiet_log)
        self.server.handler = self._counted(self.server.handler)
        self.port = int(self.server.socket.getsockname()[1])
        self.thread = threading.Thread(target=self.server.serve_forever, name="phones", daemon=True)
        self.thread.start()

    def close(self) -> None:
        """Stop listening and close every phone connection (the game has ended or was left).

        Bounded in time: the last words get a moment to reach each phone, then a phone that is
        not reading is cut off, and the library's own shutdown runs on a thread of its own."""
        server, self.server = self.server, None
        if server is None:
            return
        deadline = time.monotonic() + CLOSE_WITHIN
        with self.lock:
            links = list(self.links)
            ended = self.over_message is not None
        for link in links:
            if not ended:  # left mid-game: the page says so, and waits for the table's next game
                link.put(encode({"type": "closed", "message": tr("phones.err.closed")}))
            link.out.put(None)
        for link in links:  # let the last words reach each phone before the server goes
            if link.sender is not None and link.sender.is_alive():
                link.sender.join(timeout=max(0.0, deadline - 1.0 - time.monotonic()))
            if link.sender is not None and link.sender.is_alive():
                link.abort()
        stopper = threading.Thread(target=server.shutdown, name="phones-close", daemon=True)
        stopper.start()
        stopper.join(timeout=max(0.1, deadline - time.monotonic()))
        if self.thread is not None:
            self.thread.join(timeout=max(0.1, deadline - time.monotonic()))

    def _counted(self, handler: Callable[[socket.socket, Any], None]) -> Callable[[socket.socket, Any], None]:
        """The library's per-connection handler, behind a cap on open sockets (in total and per
        address), so no flood of half-open connections can use up the descriptors."""
        def counted(sock: socket.socket, address: Any) -> None:
            who = plain_address(str(address[0])) if isinstance(address, tuple) and address else "?"
            with self.lock:
                mine = self.sockets.get(who, 0)
                if sum(self.sockets.values()) >= MAX_SOCKETS or mine >= MAX_SOCKETS_PER_ADDRESS:
                    with contextlib.suppress(OSError):
                        sock.close()
                    return
                self.sockets[who] = mine + 1
            try:
                send_timeout(sock, SEND_TIMEOUT)
                handler(sock, address)
            finally:
                with self.lock:
                    self.sockets[who] -= 1
                    if not self.sockets[who]:
                        del self.sockets[who]

        return counted

    @property
    def running(self) -> bool:
        return self.server is not None

    def url(self, host: str | None = None) -> str:
        return f"http://{host or lan_address(self.bind)}:{self.port}/"

    # ------------------------------------------------------------ what the table asks

    def status(self, seat: int) -> str:
        """'waiting' (nobody yet), 'here' (a phone is connected) or 'away' (it dropped)."""
        with self.lock:
            slot = self.slots[seat]
            if slot.link is not None:
                return "here"
            return "away" if slot.ever_joined else "waiting"

    def name(self, seat: int) -> str:
        with self.lock:
            return self.slots[seat].name

    def phone_seats(self) -> list[int]:
        with self.lock:
            return [s for s, slot in self.slots.items() if not slot.released]

    def take_action(self, seat: int) -> str | None:
        """The phone's latest move for this seat, once."""
        with self.lock:
            inbox = self.slots[seat].inbox
            return inbox.popleft() if inbox else None

    def publish(self, seat: int, message: dict[str, Any], legal: list[str]) -> None:
        """Send a seat its new state (kept, so a phone that rejoins gets it at once)."""
        text = encode(message)
        with self.lock:
            slot = self.slots[seat]
            slot.last_state = text
            slot.legal = frozenset(legal)
            if not legal:
                slot.inbox.clear()
            link = slot.link
        if link is not None:
            link.put(text)

    def send_error(self, seat: int, message: str) -> None:
        with self.lock:
            link = self.slots[seat].link
        if link is not None:
            link.put(encode({"type": "error", "message": message}))

    def finish(self, message: dict[str, Any]) -> None:
        """The game is over: every phone gets the scores (and a phone that rejoins, too)."""
        text = encode(message)
        with self.lock:
            self.over_message = text
            links = [slot.link for slot in self.slots.values() if slot.link is not None]
            links += [link for link in self.links if link.watcher]
        for link in links:
            link.put(text)

    def publish_watch(self, message: dict[str, Any]) -> None:
        """What watchers see now (public things only: the table, the scores, the log)."""
        text = encode(message)
        with self.lock:
            self.watch_message = text
            links = [link for link in self.links if link.watcher]
        for link in links:
            link.put(text)

    def send_words(self) -> None:
        """The table's language changed: every page takes the new words at once."""
        text = encode({"type": "words", "words": page_words()})
        with self.lock:
            links = list(self.links)
        for link in links:
            link.put(text)

    def nudge(self, seat: int) -> None:
        """Remind a phone that it is its move (it buzzes again)."""
        with self.lock:
            link = self.slots[seat].link
        if link is not None:
            link.put(encode({"type": "nudge"}))

    def release(self, seat: int, message: str) -> None:
        """The host handed this seat to a bot or the screen: its token stops working."""
        with self.lock:
            slot = self.slots[seat]
            slot.released = True
            slot.token = None
            link, slot.link = slot.link, None
        if link is not None:
            link.put(encode({"type": "error", "message": message, "released": True}))
            link.out.put(None)
        self.changed.set()

    # ------------------------------------------------------------ HTTP

    def _request(self, connection: ServerConnection, request: Request) -> Response | None:
        # The connection limit counts open phone connections; handshakes in flight at the same
        # instant can pass it by the few still in flight.
        path = request.path.split("?", 1)[0]
        if path == "/ws":
            if not same_origin(request.headers):  # another site's page may not drive a seat
                return _response(HTTPStatus.FORBIDDEN, b"not from this table's page\n", "text/plain")
            address = _address(connection)
            with self.lock:
                mine = sum(1 for link in self.links if link.address == address)
                idle = sorted((link for link in self.links if not link.joined), key=lambda link: link.opened)
                total = len(self.links)
            if mine >= MAX_PER_ADDRESS:
                return _response(HTTPStatus.SERVICE_UNAVAILABLE, b"too many connections\n", "text/plain")
            if total >= MAX_CONNECTIONS:
                if not idle:
                    return _response(HTTPStatus.SERVICE_UNAVAILABLE, b"too many connections\n", "text/plain")
                idle[0].abort()  # a connection that never joined gives way to this one
            return None
        if path in PAGE_FILES:
            name, kind = PAGE_FILES[path]
            body = page_bytes(name)
            if name == "index.html":  # the page's words, in the table's language, and saved names
                body = page_html(body, self.saved)
            return _response(HTTPStatus.OK, body, kind)
        return _response(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain")

    # ------------------------------------------------------------ one phone

    def _handle(self, connection: ServerConnection) -> None:
        link = Link(connection, _address(connection))
        with self.lock:
            self.links.add(link)
        sender = threading.Thread(target=self._send_loop, args=(link,), name="phones-send", daemon=True)
        sender.start()
        link.sender = sender  # only a started thread is ever joined
        tokens, last, refused = BURST, self.clock(), 0
        try:
            while True:
                # Until it joins (or watches) a connection has JOIN_TIMEOUT seconds, then gives way.
                wait = None if link.joined else JOIN_TIMEOUT - (time.monotonic() - link.opened)
                if wait is not None and wait <= 0:
                    connection.close(1008, "join in time")
                    break
                try:
                    raw = connection.recv(timeout=wait)
                except TimeoutError:
                    continue
                now = self.clock()
                tokens = min(BURST, tokens + (now - last) * RATE)
                last = now
                if tokens < 1.0:
                    refused += 1
                    if refused >= FLOOD_CLOSE:
                        connection.close(1008, "too many messages")
                        break
                    if refused == 1 or refused % 50 == 0:
                        link.put(encode({"type": "error", "message": tr("phones.err.flood")}))
                    continue
                tokens -= 1.0
                try:
                    self._dispatch(link, parse_message(raw))
                except ProtocolError as exc:
                    link.put(encode({"type": "error", "message": str(exc)}))
                except Exception:  # a bug of ours: logged, the phone is told, the table goes on
                    log.exception("phone message failed")
                    link.put(encode({"type": "error", "message": tr("phones.err.failed")}))
        except ConnectionClosed:
            pass
        finally:
            self._drop(link)
            link.out.put(None)
            sender.join(timeout=2)

    def _send_loop(self, link: Link) -> None:
        while True:
            text = link.out.get()
            if text is None:
                break
            try:
                link.connection.send(text)
            except (ConnectionClosed, OSError, RuntimeError):  # a send that timed out included
                link.abort()
                break
        with contextlib.suppress(OSError, RuntimeError):
            link.connection.close()

    def _drop(self, link: Link) -> None:
        with self.lock:
            self.links.discard(link)
            if link.seat is not None and self.slots[link.seat].link is link:
                self.slots[link.seat].link = None
                self.changed.set()

    def _dispatch(self, link: Link, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "ping":
            link.put(encode({"type": "pong"}))
        elif kind == "join":
            self._join(link, message["code"], message["name"])
        elif kind == "rejoin":
            self._rejoin(link, message["token"])
        else:
            self._act(link, message["action"])

    def _join(self, link: Link, code: str, name: str) -> None:
        if link.seat is not None:
            raise ProtocolError(tr("phones.err.has_seat"))
        now = self.clock()
        with self.lock:
            tries = self.wrong.setdefault(link.address, deque())
            while tries and now - tries[0] > WRONG_WINDOW:
                tries.popleft()
            if len(tries) >= WRONG_CODES:
                wait = self.last_guess.get(link.address, -GUESS_GAP) + GUESS_GAP - now
                if wait > 0:  # too quick after many wrong codes: the page tries again by itself
                    link.put(encode({"type": "error", "message": tr("phones.err.checking"),
                                         "retry_in": round(wait + 0.05, 2)}))
                    return
            self.last_guess[link.address] = now
            if not hmac.compare_digest(code.encode(), self.code.encode()):
                tries.append(now)
                raise ProtocolError(tr("phones.err.wrong_code"))
            free = [s for s in self.slots.values() if s.token is None and not s.released]
            if not free:  # a full table: the latecomer watches instead of meeting a dead end
                link.watcher = True
                link.put(encode({"type": "watching", "name": name}))
                if self.over_message is not None:
                    link.put(self.over_message)
                elif self.watch_message is not None:
                    link.put(self.watch_message)
                return
            # A returning player (a continued game) gets the seat with their name back.
            slot = next((s for s in free if s.name.casefold() == name.casefold()), None)
            if slot is None:
                taken = {s.name.casefold() for s in self.slots.values() if s.token is not None}
                taken |= {other.casefold() for other in self.others}
                if name.casefold() in taken:
                    raise ProtocolError(tr("phones.err.name_taken", name=name))
                slot = free[0]
            slot.token = new_token()
            slot.name = name
            link.watcher = False
            self._bind(link, slot)
            reply = encode({"type": "joined", "seat": slot.seat, "token": slot.token, "name": name})
            self._queue_current(link, slot, reply)
        self.changed.set()

    def _rejoin(self, link: Link, token: str) -> None:
        with self.lock:
            slot = next((s for s in self.slots.values()
                         if s.token is not None and hmac.compare_digest(s.token.encode(), token.encode())), None)
            if slot is None:
                raise ProtocolError(tr("phones.err.bad_token"))
            if link.seat is not None and link.seat != slot.seat:
                raise ProtocolError(tr("phones.err.other_seat"))
            old = slot.link
            if old is not None and old is not link:
                old.seat = None
            self._bind(link, slot)
            reply = encode({"type": "joined", "seat": slot.seat, "token": slot.token, "name": slot.name})
            self._queue_current(link, slot, reply)
        if old is not None and old is not link:  # the other tab is told, and does not take it back
            old.put(encode({"type": "error", "message": tr("phones.err.moved"), "moved": True}))
            old.out.put(None)
        self.changed.set()

    def _bind(self, link: Link, slot: SeatSlot) -> None:
        link.seat = slot.seat
        slot.link = link
        slot.ever_joined = True

    def _queue_current(self, link: Link, slot: SeatSlot, reply: str) -> None:
        link.put(reply)
        if self.over_message is not None:
            link.put(self.over_message)
        elif slot.last_state is not None:
            link.put(slot.last_state)

    def _act(self, link: Link, action: str) -> None:
        with self.lock:
            if link.seat is None:
                raise ProtocolError(tr("phones.err.join_first"))
            slot = self.slots[link.seat]
            if slot.link is not link:
                raise ProtocolError(tr("phones.err.elsewhere"))
            if not slot.legal:
                raise ProtocolError(tr("phones.err.not_your_move"))
            if action not in slot.legal:
                raise ProtocolError(tr("phones.err.not_offered"))
            slot.inbox.append(action)


def _address(connection: ServerConnection) -> str:
    try:
        return plain_address(str(connection.remote_address[0]))
    except (TypeError, IndexError, OSError):
        return "?"


def _response(status: HTTPStatus, body: bytes, kind: str) -> Response:
    headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))), *SECURITY_HEADERS])
    return Response(status.value, status.phrase, headers, body)
