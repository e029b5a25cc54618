"""A person's name, checked in one place wherever it comes from: setup, a phone, a record, a save,
a saved player.

A name is drawn on the table, in logs and on phones, so it must be something a font draws:
normalised (NFC), with whitespace collapsed, without control, format or private characters
(NUL, bidi overrides, zero-width joiners), variation selectors or lone surrogates, holding at
least one letter, digit, mark of punctuation or symbol, and at most MAX_GRAPHEMES characters as
a reader counts them (a base letter with its accents is one).
"""

from __future__ import annotations

import unicodedata

MAX_GRAPHEMES = 20
DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
# Selectors that only choose a glyph's form: alone they draw nothing.
SELECTORS = (range(0xFE00, 0xFE10), range(0xE0100, 0xE01F0), range(0x180B, 0x1810))
VISIBLE = ("L", "N", "P", "S")


class BadName(ValueError):
    """A name with nothing a person could read (the message says so in English, for logs)."""


def _selector(ch: str) -> bool:
    code = ord(ch)
    return any(code in r for r in SELECTORS)


def clean_name(text: object, limit: int = MAX_GRAPHEMES) -> str:
    """The name as it will be shown, or BadName if nothing visible is left."""
    if not isinstance(text, str):
        raise BadName("a name must be text")
    # Lone surrogates (from JSON "\\ud800") cannot be normalised or encoded: drop them first.
    text = "".join(ch for ch in text if not 0xD800 <= ord(ch) <= 0xDFFF)
    text = unicodedata.normalize("NFC", text)
    kept = [" " if ch.isspace() else ch for ch in text
            if ch.isspace() or (unicodedata.category(ch) not in DROPPED_CATEGORIES and not _selector(ch))]
    name = " ".join("".join(kept).split())
    out: list[str] = []
    count = 0
    for ch in name:
        starts = not unicodedata.combining(ch)
        if starts:
            if count == limit:
                break
            count += 1
        elif not out:
            continue  # a mark with nothing to sit on draws nothing
        out.append(ch)
    name = "".join(out).strip()
    if not any(unicodedata.category(ch)[0] in VISIBLE for ch in name):
        raise BadName("a name needs a letter, digit or sign that can be seen")
    return name


def typed_name(text: str) -> str:
    """A name as it is being typed, with only what a font can draw (no control, format or private
    characters, selectors, lone surrogates or a leading mark): a field shows it as it grows, so
    it may still be empty or end in a space; clean_name checks it once it is done."""
    text = "".join(ch for ch in text if not 0xD800 <= ord(ch) <= 0xDFFF)
    kept = "".join(ch for ch in unicodedata.normalize("NFC", text)
                   if unicodedata.category(ch) not in DROPPED_CATEGORIES and not _selector(ch))
    while kept and unicodedata.combining(kept[0]):
        kept = kept[1:]
    return kept


def clean_or(text: object, fallback: str) -> str:
    """The clean name, or `fallback` (a seat's default name) when nothing visible is left."""
    try:
        return clean_name(text)
    except BadName:
        return fallback


def is_clean(text: object) -> bool:
    """True when `text` is already a name as clean_name would give it."""
    try:
        return clean_name(text) == text
    except BadName:
        return False
