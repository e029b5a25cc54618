"""What keeps a device on the network from stopping the table: a listening socket that waits out
a shortage of descriptors, sends that time out, the same-page rule for WebSockets, the address
phones are told to use, and the websockets library's reports as one line each."""

from __future__ import annotations

import contextlib
import errno
import logging
import socket
import struct
import sys
import time
from typing import Any

log = logging.getLogger("scenes.phones.server")


def lan_address(bind: str = "") -> str:
    """The address other devices on the network can reach this machine at (best guess).

    A UDP socket "connected" to a public address reveals the outgoing interface's address; no
    packet is sent. With no route (an offline machine) it falls back to loopback.
    """
    if bind and bind not in ("0.0.0.0", "::"):
        return bind
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere, nothing is sent
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


class PatientListener(socket.socket):
    """A listening socket whose accept waits out a shortage of descriptors (or memory) instead
    of ending the server's accept loop for good: connections wait in the backlog meanwhile."""

    def accept(self) -> tuple[socket.socket, Any]:
        warned = False
        while True:
            try:
                return super().accept()
            except OSError as exc:
                if exc.errno not in RESOURCE_ERRORS or self.fileno() < 0:
                    raise
                if not warned:
                    log.warning("phones: out of %s; accepting again shortly", exc.strerror or exc)
                    warned = True
                time.sleep(0.2)


RESOURCE_ERRORS = {errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM, errno.ECONNABORTED}


def patient(sock: socket.socket) -> PatientListener:
    """The same listening socket, as a PatientListener."""
    listener = PatientListener(sock.family, sock.type, sock.proto, fileno=sock.detach())
    return listener


def send_timeout(sock: socket.socket, seconds: float) -> None:
    """A send to a phone that stopped reading fails after `seconds` instead of waiting for ever."""
    with contextlib.suppress(OSError, AttributeError, ValueError):
        if sys.platform == "win32":
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, int(seconds * 1000))
        else:
            whole = int(seconds)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO,
                            struct.pack("ll", whole, int((seconds - whole) * 1_000_000)))


def same_origin(headers: Any) -> bool:
    """A WebSocket from this server's own page (or from no page at all, as a script's): its
    Origin, when there is one, names the host the request was sent to."""
    origin = headers.get("Origin")
    if origin is None:
        return True
    host = headers.get("Host") or ""
    return origin in (f"http://{host}", f"https://{host}")


class _OneLine(logging.Filter):
    """The websockets library's own reports ("keepalive ping failed" when a phone vanishes) as
    one line each, without a traceback: a phone leaving is news, not a fault."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info:
            kind = record.exc_info[1]
            record.msg = f"{record.getMessage()}: {type(kind).__name__}" if kind is not None else record.getMessage()
            record.args = None
            record.exc_info = None
            record.exc_text = None
        return True


quiet_log = logging.getLogger(__name__ + ".connections")
quiet_log.addFilter(_OneLine())
