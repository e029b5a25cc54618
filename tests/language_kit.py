"""What the language tests share: recording every string drawn, and telling English catalog text
(and raw keys) apart from Icelandic in what was drawn."""

from __future__ import annotations

import re
import string
from typing import Any

from babel.messages.pofile import read_po

from scenes.ui import catalogs

RAW_KEY = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_+\-]+)+$")


class AskedKeys(dict):
    """text._DOMAIN_OF that notes every key tr() asks for and does not find."""

    def __init__(self, data: dict[str, str]) -> None:
        super().__init__(data)
        self.unknown: set[str] = set()

    def get(self, key: Any, default: Any = None) -> Any:
        if key not in self:
            self.unknown.add(key)
        return super().get(key, default)


def english_only_texts() -> tuple[set[str], list[re.Pattern[str]], str]:
    """English catalog texts whose Icelandic differs: whole texts, templates as patterns (those
    with a real English word outside their placeholders), and all of them as one blob."""
    whole: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    for domain in catalogs.domains():
        with catalogs.po_path("en", domain).open("rb") as f:
            english = {m.id: m.string for m in read_po(f) if m.id}
        other: dict[Any, Any] = {}
        if catalogs.po_path("is", domain).is_file():
            with catalogs.po_path("is", domain).open("rb") as f:
                other = {m.id: m.string for m in read_po(f) if m.id}
        for key, value in english.items():
            forms = value if isinstance(value, tuple) else (value,)
            theirs = other.get(key, ())
            theirs = theirs if isinstance(theirs, tuple) else (theirs,)
            for form in forms:
                if form in theirs:
                    continue  # the same in both languages ("Tumble Table", "{n}/{limit}")
                for line in form.splitlines():
                    parts = list(string.Formatter().parse(line))
                    literal = "".join(p[0] for p in parts)
                    if all(p[1] is None for p in parts):
                        whole.add(line)
                    elif re.search(r"[A-Za-z]{3,}", literal):
                        patterns.append(re.compile("".join(re.escape(lit) + ("(.+?)" if name is not None else "")
                                                           for lit, name, _, _ in parts)))
    return whole, patterns, "\n".join(whole)


def english_drawn(drawn: set[str]) -> list[str]:
    whole, patterns, blob = english_only_texts()
    found = []
    for line in drawn:
        line = line.strip().rstrip("…")
        if not line:
            continue
        wrapped = len(line) >= 14 and " " in line and line in blob  # a wrapped line of an English paragraph
        if line in whole or wrapped or any(p.fullmatch(line) for p in patterns):
            found.append(line)
    return sorted(found)
