"""Log lines name seats by name; when a seat's name changes (a phone joined and named it), the
lines written before say the new name too, so the log never says "Player 1" for Ann."""

from __future__ import annotations

import re


def rename(line: str, old: str, new: str) -> str:
    """`line` with the whole name `old` replaced by `new` ("Player 1" is not part of "Player 10")."""
    if not old or old == new:
        return line
    return re.sub(rf"(?<!\w){re.escape(old)}(?!\w)", lambda _m: new, line)
