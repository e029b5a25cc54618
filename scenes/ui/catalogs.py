"""The gettext catalogs on disk: `scenes/ui/locale/<lang>/LC_MESSAGES/<domain>.po`.

The .po files are the source of truth, in the format translators and their tools (Poedit,
`pybabel update`) use. A checkout compiles each one in memory when it is first needed (with a
small reader of its own), so an edited .po shows at the next start with no build step; the
frozen app also carries .mo files
compiled at build time (`build/compile_catalogs.py`) and reads those when they are at least
as new as their .po.
"""

from __future__ import annotations

import gettext
import io
import re
import struct
import sys
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent / "locale"

# Every language the table speaks, by code, each named in its own language (the setting shows these).
LANGUAGES: dict[str, str] = {"en": "English", "is": "Íslenska"}
SOURCE_LANGUAGE = "en"  # the catalogs every other language translates; its msgids are the keys


def po_path(lang: str, domain: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


def domains() -> list[str]:
    """Every domain the source language has: one per area of the app (ui, log, take5, ...)."""
    return sorted(p.stem for p in (LOCALE_DIR / SOURCE_LANGUAGE / "LC_MESSAGES").glob("*.po"))


def compile_po(path: Path) -> bytes:
    """A .po file as .mo bytes; entries not translated yet (or fuzzy) are left out, so gettext
    falls back to the source language instead of showing an empty text or a key.

    Read here rather than by Babel's `read_po`: that took 0.25 s of a 0.5 s start-up (every
    English domain is read for the key index) and loaded Babel's catalog machinery for nothing.
    tests/test_po_reader.py checks that both give the same entries for every catalog."""
    return mo_bytes(read_entries(path.read_text(encoding="utf-8")))


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b",
            "f": "\f", "v": "\v"}
_ESCAPE = re.compile(r"\\(.)")


def _unquote(text: str, where: str) -> str:
    """The text of one quoted .po string (`"a\\n"` -> `a` and a newline)."""
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{where}: a quoted string was expected")
    return _ESCAPE.sub(lambda m: _ESCAPES.get(m.group(1), m.group(1)), text[1:-1])


def read_entries(source: str) -> dict[str, str]:
    """The .mo entries of a .po text: key -> translation, where a key with a context is
    `context\\x04msgid`, a plural key is `msgid\\0msgid_plural` and its translation the forms
    joined by NUL. Fuzzy, obsolete (`#~`) and not fully translated entries are left out; the
    header (msgid "") is kept, for its charset and plural rule."""
    entries: dict[str, str] = {}
    fields: dict[str, str] = {}
    current: str | None = None
    fuzzy = False

    def finish() -> None:
        nonlocal fuzzy
        if "msgid" in fields:
            forms = [fields[k] for k in sorted((k for k in fields if k.startswith("msgstr[")),
                                               key=lambda k: int(k[7:-1]))]
            strings = forms or [fields.get("msgstr", "")]
            key = fields["msgid"]
            if "msgid_plural" in fields:
                key += "\0" + fields["msgid_plural"]
            if "msgctxt" in fields:
                key = fields["msgctxt"] + "\x04" + key
            if not key or (not fuzzy and all(strings)):
                entries[key] = "\0".join(strings)
        fields.clear()
        fuzzy = False

    for number, raw in enumerate(source.splitlines(), 1):
        line = raw.strip()
        where = f"line {number}"
        if not line or line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line:
                if "msgid" in fields:  # a flag starts the next entry
                    finish()
                fuzzy = True
            continue
        if line.startswith('"'):
            if current is None:
                raise ValueError(f"{where}: a string continues no keyword")
            fields[current] += _unquote(line, where)
            continue
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgctxt", "msgid") and ("msgid" in fields and any(k.startswith("msgstr") for k in fields)):
            finish()
        if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not (
                keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit()):
            raise ValueError(f"{where}: unknown keyword {keyword!r}")
        fields[keyword] = _unquote(rest, where)
        current = keyword
    finish()
    return entries


def mo_bytes(entries: dict[str, str]) -> bytes:
    """GNU .mo bytes of the entries (keys sorted, no hash table, which gettext does not read)."""
    keys = sorted(entries, key=lambda k: k.encode("utf-8"))
    ids = [k.encode("utf-8") for k in keys]
    strs = [entries[k].encode("utf-8") for k in keys]
    count = len(keys)
    start = 7 * 4 + 16 * count  # the header, then both tables of (length, offset) pairs
    table: list[int] = []
    data = bytearray()
    for blob in ids + strs:
        table += [len(blob), start + len(data)]
        data += blob + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, count, 7 * 4, 7 * 4 + 8 * count, 0, start)
    return header + struct.pack(f"<{len(table)}I", *table) + bytes(data)


def load(lang: str, domain: str) -> gettext.GNUTranslations | None:
    """One domain of one language, or None when that language has no catalog for it."""
    po = po_path(lang, domain)
    mo = po.with_suffix(".mo")
    frozen = bool(getattr(sys, "frozen", False))  # a bundle's files carry no trustworthy mtimes
    if mo.exists() and (frozen or not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        data = mo.read_bytes()
    elif po.exists():
        data = compile_po(po)
    else:
        return None
    return gettext.GNUTranslations(io.BytesIO(data))
