"""The one door for player-facing words: `tr("key", name="Ana")`, `trn(one, other, n)`.

Scenes never hold literal sentences; they ask here. The words live in gettext catalogs
(`scenes/ui/catalogs.py`), one domain per area, keyed by these dotted keys: the English catalog's
msgids are the keys. The language can change while the program runs (`set_language`); every
call after that answers in the new language.
"""

from __future__ import annotations

import gettext

from scenes.ui import catalogs

LANGUAGES = catalogs.LANGUAGES


def _index() -> tuple[dict[str, str], dict[str, tuple[str, str]]]:
    """key -> its domain, and plural key -> (its `.one` key, its `.other` key), from English."""
    domain_of: dict[str, str] = {}
    plurals: dict[str, tuple[str, str]] = {}
    for domain in catalogs.domains():
        source = catalogs.load(catalogs.SOURCE_LANGUAGE, domain)
        if source is not None:
            _loaded[(catalogs.SOURCE_LANGUAGE, domain)] = source
        # GNUTranslations keeps a plural entry as (msgid, form) keys and drops msgid_plural;
        # our plural pairs are always `X.one` / `X.other`, so the partner follows from the name.
        for msgid in source._catalog if source else ():
            key = msgid[0] if isinstance(msgid, tuple) else msgid
            if not key:
                continue  # the header
            domain_of[key] = domain
            if isinstance(msgid, tuple) and key.endswith(".one"):
                pair = (key, key[: -len("one")] + "other")
                domain_of[pair[1]] = domain
                plurals[pair[0]] = plurals[pair[1]] = pair
    return domain_of, plurals


_loaded: dict[tuple[str, str], gettext.NullTranslations] = {}
_DOMAIN_OF, _PLURALS = _index()
_language = catalogs.SOURCE_LANGUAGE


def _translations(domain: str) -> gettext.NullTranslations:
    """The current language's catalog of `domain`, falling back to English for a missing entry
    (a safety net: tests/test_catalogs.py demands every entry be translated)."""
    found = _loaded.get((_language, domain))
    if found is None:
        source = catalogs.load(catalogs.SOURCE_LANGUAGE, domain) or gettext.NullTranslations()
        found = source
        if _language != catalogs.SOURCE_LANGUAGE:
            found = catalogs.load(_language, domain) or source
            if found is not source:
                found.add_fallback(source)
        _loaded[(_language, domain)] = found
    return found


def language() -> str:
    return _language


def set_language(code: str) -> None:
    """Speak `code` from now on; ValueError names the known codes when it is not one of them."""
    global _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(LANGUAGES)}")
    _language = code


def tr(key: str, **values: object) -> str:
    """The text for `key`, filled in; an unknown key shows itself so it is easy to spot.

    A key of a plural pair (`X.one` / `X.other`) picks its form by the value `n` under the
    language's own plural rule (Icelandic says "21 stig" like "1 stig").
    """
    domain = _DOMAIN_OF.get(key)
    if domain is None:
        return key
    pair = _PLURALS.get(key)
    if pair is not None:
        n = values.get("n")
        count = n if isinstance(n, int) else (1 if key == pair[0] else 2)
        template = _translations(domain).ngettext(pair[0], pair[1], count)
    else:
        template = _translations(domain).gettext(key)
    return template.format(**values) if values else template


def trn(key_one: str, key_other: str, n: int, **values: object) -> str:
    """The plural entry `key_one`/`key_other` for the count `n`, with `n` filled in."""
    if key_one not in _PLURALS:
        return tr(key_one if n == 1 else key_other, n=n, **values)
    return tr(key_one, n=n, **values)


def has(key: str) -> bool:
    return key in _DOMAIN_OF


def variant(key: str, name: str, before: str = "") -> str:
    """`key`'s variant `name` when the catalog has one (`take_it_pyramids.size.risk.white`, or with
    `before=".one"` `….hint.blacks.white.one`), else `key`: a sentence said another way for a look
    or an input, falling back to the usual words."""
    if not name:
        return key
    stem, end = (key[: -len(before)], before) if before and key.endswith(before) else (key, "")
    wanted = f"{stem}.{name}{end}"
    return wanted if has(wanted) else key


def rules_page(domain: str) -> tuple[str, str]:
    """(title, body) of a game's rules page: `rules.<id>.title` and `.body` of its `rules_<id>` domain."""
    game_id = domain.removeprefix("rules_")
    return tr(f"rules.{game_id}.title"), tr(f"rules.{game_id}.body")


def number(value: float) -> str:
    """A number as the language writes it (English 12,345.5; Icelandic 12.345,5)."""
    from babel.numbers import format_decimal

    return format_decimal(value, locale=_language)


def date_text(iso: str) -> str:
    """A stored "YYYY-MM-DD" date as the language writes it ("Dec 1, 2026", "1. des. 2026");
    anything else as it is."""
    import datetime

    from babel.dates import format_date

    try:
        day = datetime.date.fromisoformat(iso)
    except (TypeError, ValueError):
        return str(iso)
    return format_date(day, "medium", locale=_language)
