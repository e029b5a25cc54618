"""The catalogs' own .po reader (scenes/ui/catalogs.py) gives gettext exactly what Babel's
compiler gives it, for every catalog in every language, and handles the .po forms Babel does:
context, plurals, escapes, continued strings, fuzzy and obsolete entries, untranslated ones."""

from __future__ import annotations

import gettext
import io
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from scenes.ui import catalogs

ALL = [(lang, domain) for lang in sorted(catalogs.LANGUAGES) for domain in catalogs.domains()]


def babel_catalog(data: bytes) -> gettext.GNUTranslations:
    """What the catalogs compiled with Babel (as they were before) gave gettext."""
    catalog = read_po(io.BytesIO(data))
    for message in list(catalog):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.id and (message.fuzzy or not all(strings)):
            catalog.delete(message.id, message.context)
    out = io.BytesIO()
    write_mo(out, catalog)
    return gettext.GNUTranslations(io.BytesIO(out.getvalue()))


def own_catalog(text: str) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(catalogs.mo_bytes(catalogs.read_entries(text))))


def entries(translations: gettext.GNUTranslations) -> dict[object, str]:
    return {k: v for k, v in translations._catalog.items() if k != ""}  # type: ignore[attr-defined]


@pytest.mark.parametrize(("lang", "domain"), ALL)
def test_every_catalog_reads_as_babel_reads_it(lang: str, domain: str) -> None:
    path = catalogs.po_path(lang, domain)
    ours = gettext.GNUTranslations(io.BytesIO(catalogs.compile_po(path)))
    theirs = babel_catalog(path.read_bytes())
    assert entries(ours) == entries(theirs)
    assert len(entries(ours)) > 0
    for n in range(0, 130):  # the language's plural rule came through the header
        assert ours.plural(n) == theirs.plural(n)  # type: ignore[attr-defined]


SAMPLE = r'''# A translator's comment
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n%10!=1 || n%100==11);\n"

#. a note for translators
#: scenes/x.py:1
msgid "plain"
msgstr "Venjulegt \"gæsalappir\"\t og \\ skástrik"

msgid "long"
msgstr ""
"Fyrsta lína\n"
"önnur lína"

msgctxt "menu"
msgid "open"
msgstr "Opna"

msgid "open"
msgstr "Opið"

msgid "points.one"
msgid_plural "points.other"
msgstr[0] "{n} stig"
msgstr[1] "{n} stig alls"

#, fuzzy
msgid "guessed"
msgstr "Gisk"

msgid "empty"
msgstr ""

msgid "half.one"
msgid_plural "half.other"
msgstr[0] "eitt"
msgstr[1] ""

#~ msgid "gone"
#~ msgstr "Farið"
'''


def test_the_po_forms_babel_reads_are_read_the_same() -> None:
    ours, theirs = own_catalog(SAMPLE), babel_catalog(SAMPLE.encode("utf-8"))
    assert entries(ours) == entries(theirs)
    assert ours.gettext("plain") == 'Venjulegt "gæsalappir"\t og \\ skástrik'
    assert ours.gettext("long") == "Fyrsta lína\nönnur lína"
    assert ours.pgettext("menu", "open") == "Opna" and ours.gettext("open") == "Opið"
    assert ours.ngettext("points.one", "points.other", 21) == "{n} stig"  # Icelandic: 21 like 1
    assert ours.ngettext("points.one", "points.other", 11) == "{n} stig alls"
    for left_out in ("guessed", "empty", "half.one", "gone"):
        assert ours.gettext(left_out) == left_out


def test_a_broken_catalog_is_one_clear_error() -> None:
    with pytest.raises(ValueError, match="line 2"):
        catalogs.read_entries('msgid "a"\nmsgstr "unclosed\n')
    with pytest.raises(ValueError, match="unknown keyword"):
        catalogs.read_entries('msgid "a"\nmsgstring "b"\n')


def test_start_up_reads_no_catalog_with_babel() -> None:
    import subprocess
    import sys

    code = ("import sys; import scenes.ui.text as t; t.tr('app.title'); "
            "print(sorted(m for m in sys.modules if m.startswith('babel')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          cwd=Path(catalogs.__file__).resolve().parents[2])
    assert done.stdout.strip() == "[]"
