"""What a phone may send and what it is sent: strict checks in, plain JSON out.

Every message from a phone is untrusted: it must be one small JSON object of a known type with
fields of the right kind and length, or it is refused before anything else looks at it. What
goes out is built from the game's `view(state, seat)` only, so nothing another player may not
see can leave the machine.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import secrets
from typing import Any

from scenes.ui.names import BadName, clean_name
from scenes.ui.text import tr

MAX_MESSAGE = 4096  # bytes; a larger frame closes the connection (the library enforces it)
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O: read off a TV across a room
CODE_LENGTH = 4
MAX_NAME = 20
MAX_TOKEN = 64
MAX_ACTION = 200
KINDS = ("join", "rejoin", "act", "ping")
# Fields of a view the phone never needs: bookkeeping for bots' guesses (what this seat has not
# seen yet). They hold nothing secret but are large, so they stay home.
DROPPED_FIELDS = frozenset({"unseen_combo", "unseen_action", "history"})


class ProtocolError(ValueError):
    """A message that is refused before it reaches the game (its text is shown on the phone)."""


def new_code() -> str:
    """A 4-letter table code (about 330 000 choices; wrong guesses are rate-limited)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """An unguessable seat token (192 random bits)."""
    return secrets.token_urlsafe(24)


def _text(message: dict[str, Any], key: str, limit: int) -> str:
    value = message.get(key)
    if not isinstance(value, str):
        raise ProtocolError(tr("phones.err.not_text", field=key))
    if len(value) > limit:
        raise ProtocolError(tr("phones.err.too_long", field=key))
    if any(0xD800 <= ord(ch) <= 0xDFFF for ch in value):  # a lone surrogate ("\ud800"): no text at all
        raise ProtocolError(tr("phones.err.not_text", field=key))
    return value


def parse_message(raw: str | bytes) -> dict[str, Any]:
    """Check one incoming frame; return a clean dict with only the fields its type uses."""
    if isinstance(raw, bytes):
        if len(raw) > MAX_MESSAGE:
            raise ProtocolError(tr("phones.err.too_large"))
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError(tr("phones.err.not_utf8")) from None
    if len(raw.encode("utf-8")) > MAX_MESSAGE:
        raise ProtocolError(tr("phones.err.too_large"))
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError(tr("phones.err.not_json")) from None
    if not isinstance(message, dict):
        raise ProtocolError(tr("phones.err.not_object"))
    kind = message.get("type")
    if kind not in KINDS:
        raise ProtocolError(tr("phones.err.unknown_type"))
    if kind == "join":
        code = _text(message, "code", 16).strip().upper()
        try:  # the one name check (scenes/ui/names.py), as for every other way a name comes in
            name = clean_name(_text(message, "name", 200), MAX_NAME)
        except BadName:
            raise ProtocolError(tr("phones.err.no_name")) from None
        return {"type": "join", "code": code, "name": name}
    if kind == "rejoin":
        return {"type": "rejoin", "token": _text(message, "token", MAX_TOKEN)}
    if kind == "act":
        action = _text(message, "action", MAX_ACTION).strip()
        if not action:
            raise ProtocolError(tr("phones.err.empty_move"))
        return {"type": "act", "action": action}
    return {"type": "ping"}


def plain(value: Any) -> Any:
    """A view as JSON-ready values: dataclasses become objects, sets sorted lists, enums values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)
                if f.name not in DROPPED_FIELDS}
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if isinstance(value, (frozenset, set)):
        return sorted((plain(v) for v in value), key=lambda v: (str(type(v)), str(v)))
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)
