"""Small helpers for sentences a player says: plurals and lists of names.

Each game's `log_words.py` turns core events into short sentences with these and its catalog.
"""

from __future__ import annotations

from collections.abc import Sequence

from scenes.ui.text import tr, trn


def plural(key: str, n: int, **values: object) -> str:
    """The plural entry `key.one`/`key.other` for `n`, by the language's own plural rule
    ("1 point", "3 points"; Icelandic "1 stig", "21 stig", "11 stig")."""
    return trn(f"{key}.one", f"{key}.other", n, **values)


def name_list(names: Sequence[str]) -> str:
    """"Ada", "Ada and Basil", "Ada, Basil and Clio"."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + tr("common.and") + names[-1]


def seat_names(seats: Sequence[dict[str, object]]) -> list[str]:
    return [str(s["name"]) for s in seats]
