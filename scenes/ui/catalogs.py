"""The gettext catalogs on disk: `scenes/ui/locale/<lang>/LC_MESSAGES/<domain>.po`, compiled by Babel.

The .po files are the source of truth, in the format translators and their tools (Poedit,
`pybabel update`) use. A checkout compiles each one in memory when it is first needed, so an
edited .po shows at the next start with no build step; the frozen app also carries .mo files
compiled at build time (`build/compile_catalogs.py`) and reads those when they are at least
as new as their .po.
"""

from __future__ import annotations

import gettext
import io
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
    falls back to the source language instead of showing an empty text or a key."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        catalog = read_po(f)
    for message in list(catalog):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.id and (message.fuzzy or not all(strings)):
            catalog.delete(message.id, message.context)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


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
