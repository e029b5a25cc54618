"""Which language the table speaks at start: `--lang`, else the saved setting, else the system's.

The system language is read where the program can see it: the gettext variables (LANGUAGE,
LC_ALL, LC_MESSAGES, LANG, in gettext's own order) and then Python's locale (which on Windows
names languages in words, e.g. "Icelandic_Iceland"). Anything else falls back to English.
"""

from __future__ import annotations

import locale
import os

from scenes.ui.catalogs import LANGUAGES, SOURCE_LANGUAGE

# Locale names some systems use in words instead of codes (Windows' locale.getlocale()).
_NAMED = {"icelandic": "is", "english": "en"}


def code_of(name: str | None) -> str | None:
    """Our language code for a locale name like "is_IS.UTF-8", "en-GB", "Icelandic_Iceland"."""
    if not name:
        return None
    base = name.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    code = _NAMED.get(base, base)
    return code if code in LANGUAGES else None


def system_language(environ: dict[str, str] | None = None) -> str:
    """The system's language when it is one the table speaks, else English."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if not value:
            continue
        for part in value.split(":"):  # LANGUAGE may list several, best first
            if code := code_of(part):
                return code
        if var != "LANGUAGE":
            return SOURCE_LANGUAGE  # the user named a language we do not have: English
    try:
        name = locale.getlocale()[0]
    except ValueError:
        name = None
    return code_of(name) or SOURCE_LANGUAGE


def apply(flag: str | None, saved: str) -> str:
    """Speak the start language (see `start_language`) from now on; returns its code."""
    from scenes.ui.text import set_language

    code = start_language(flag, saved)
    set_language(code)
    return code


def start_language(flag: str | None, saved: str) -> str:
    """The flag wins, then the saved choice, then the system's language."""
    for choice in (flag, saved):
        if choice in LANGUAGES:
            return choice
    return system_language()
