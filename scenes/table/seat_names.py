"""Names for seats: a person's default "Player N", and friendly bot names, so a table of bots
reads like a table of people."""

from __future__ import annotations

from typing import Any

from scenes.ui.text import tr


def seat_entries(levels: list[str], names: list[str] | None = None) -> list[dict[str, Any]]:
    """Seat descriptions for a record: name and who plays (human or a bot level)."""
    out = []
    for i, level in enumerate(levels):
        name = names[i] if names and i < len(names) and names[i] else None
        if name is None:
            name = tr("seat.name_default", n=i + 1) if level in ("human", "phone") else bot_name(i)
        out.append({"name": name, "seat": level})
    return out


def bot_name(seat: int) -> str:
    """A friendly name for a bot seat, so a table of bots reads like a table of people."""
    names = tr("seat.bot_names").split(",")
    return names[seat % len(names)]
