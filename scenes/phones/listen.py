"""The phone server's listening socket, and the check of the address it is told to use.

The default (no `--phones-bind`) is every address of this machine: on a machine with IPv6 one
dual-stack socket takes both IPv4 and IPv6 phones; without IPv6, every IPv4 address. An address
given by the host is read as a literal IP address only: a name is never looked up, so a typo
can't make the table wait on the network.
"""

from __future__ import annotations

import ipaddress
import socket

EVERYWHERE = ("", "0.0.0.0", "::", "*")


class BindError(ValueError):
    """An address the phone server cannot listen on (the message is one line for the host)."""


def check_bind(bind: str) -> str:
    """The address as it will be used ("" for every address); BindError if it is not an IP
    address this machine has. Called before the window opens, so a bad flag is one line."""
    text = (bind or "").strip()
    if text in EVERYWHERE:
        return ""
    try:
        address = ipaddress.ip_address(text.strip("[]"))
    except ValueError:
        raise BindError(f"--phones-bind needs an IP address of this machine, such as 192.168.1.20, not {bind!r}") \
            from None
    family = socket.AF_INET6 if address.version == 6 else socket.AF_INET
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.bind((str(address), 0))
    except OSError as exc:
        raise BindError(f"--phones-bind {bind}: this machine cannot listen there ({exc.strerror or exc})") from None
    return str(address)


def listening_socket(bind: str, port: int) -> socket.socket:
    """A socket listening on `bind` ("" = every address) and `port` (0 = any free port)."""
    address = check_bind(bind)
    if not address:
        if socket.has_dualstack_ipv6():
            try:
                return socket.create_server(("", port), family=socket.AF_INET6, dualstack_ipv6=True)
            except OSError as exc:
                if port and _in_use(exc):
                    raise
                # IPv6 is there but switched off for this machine: every IPv4 address instead.
        return socket.create_server(("", port), family=socket.AF_INET)
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    return socket.create_server((address, port), family=family)


def _in_use(exc: OSError) -> bool:
    import errno

    return exc.errno in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1))


def plain_address(address: str) -> str:
    """An IPv4 phone on a dual-stack socket arrives as ::ffff:a.b.c.d: count it as a.b.c.d."""
    if address.startswith("::ffff:") and "." in address:
        return address[7:]
    return address
