"""Issue 20: the gettext catalogs are complete and well formed in every language.

Every English msgid has an Icelandic msgstr with the same placeholders; plural entries follow
their header's Plural-Forms (Icelandic: 1, 21, 31 … take the first form, 11 does not);
`pybabel extract` over the code finds no key the catalogs lack; and every character of every
catalog is in the fonts we ship.
"""

from __future__ import annotations

import gettext
import string
from pathlib import Path

import pygame
import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from scenes.ui import catalogs
from sprites import fonts

ROOT = Path(__file__).resolve().parent.parent
DOMAINS = catalogs.domains()
OTHER_LANGUAGES = [lang for lang in catalogs.LANGUAGES if lang != catalogs.SOURCE_LANGUAGE]
PLURAL_FORMS = {"en": "nplurals=2; plural=(n != 1);", "is": "nplurals=2; plural=(n%10!=1 || n%100==11);"}
# Written by the three helpers of issue 20: is-core (ui, log), is-texts (rules_*, tutorial*),
# is-games (the four games, phones). All must exist once their branches are merged.
EXPECTED_DOMAINS = {"ui", "log", "phones", "take5", "take_it_dice", "take_it_pyramids", "pyramid_power",
                    "tutorial", *(f"tutorial_{g}" for g in ("take5", "take_it_dice", "take_it_pyramids",
                                                            "pyramid_power")),
                    *(f"rules_{g}" for g in ("take5", "take_it_dice", "take_it_pyramids", "pyramid_power"))}


def read(lang: str, domain: str) -> Catalog:
    with catalogs.po_path(lang, domain).open("rb") as f:
        return read_po(f, abort_invalid=True)


def entries(catalog: Catalog) -> dict[str, Message]:
    return {m.id[0] if isinstance(m.id, tuple) else m.id: m for m in catalog if m.id}


def strings(message: Message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


def placeholders(texts: tuple[str, ...]) -> set[str]:
    return {name for text in texts for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_area_has_its_english_catalog() -> None:
    assert set(DOMAINS) == EXPECTED_DOMAINS
    for domain in DOMAINS:
        catalog = read("en", domain)
        assert catalog.plural_forms == PLURAL_FORMS["en"], domain
        assert all(all(strings(m)) for m in catalog if m.id), f"an empty English text in {domain}"


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
@pytest.mark.parametrize("domain", DOMAINS)
def test_every_msgid_is_translated_with_the_same_placeholders(lang: str, domain: str) -> None:
    assert catalogs.po_path(lang, domain).is_file(), f"{lang}/LC_MESSAGES/{domain}.po is missing"
    english, other = entries(read("en", domain)), entries(read(lang, domain))
    assert set(other) == set(english), (set(english) - set(other), set(other) - set(english))
    for key, source in english.items():
        message = other[key]
        assert message.id == source.id, f"{key}: plural or not, as in English"
        texts = strings(message)
        assert all(t.strip() for t in texts) and not message.fuzzy, f"{key} is not translated"
        assert placeholders(texts) == placeholders(strings(source)), f"{key}: other placeholders than English"
        for text in texts:
            text.format(**{name: 1 for name in placeholders(texts)})  # no stray or broken braces


@pytest.mark.parametrize("lang", sorted(catalogs.LANGUAGES))
def test_plural_forms_come_from_the_header(lang: str) -> None:
    for domain in DOMAINS:
        if catalogs.po_path(lang, domain).is_file():
            catalog = read(lang, domain)
            assert catalog.plural_forms == PLURAL_FORMS[lang], domain
            for key, message in entries(catalog).items():
                if isinstance(message.id, tuple):
                    assert key.endswith(".one") and message.id[1] == key[:-3] + "other", key
                    assert len(message.string) == catalog.num_plurals == 2, key
                    if lang != "en":  # form 0 also serves 21, 31 …: it must say the number
                        assert "{n}" in message.string[0], f"{key}: form 0 is also for 21"


def test_icelandic_plural_rule_picks_the_right_form() -> None:
    rule = gettext.c2py(PLURAL_FORMS["is"].split("plural=")[1].rstrip(";"))
    assert [rule(n) for n in (1, 21, 31, 101, 1001)] == [0] * 5
    assert [rule(n) for n in (0, 2, 5, 11, 12, 111, 20)] == [1] * 7
    english = gettext.c2py(PLURAL_FORMS["en"].split("plural=")[1].rstrip(";"))
    assert [english(n) for n in (1, 21, 0, 2)] == [0, 1, 1, 1]


def test_the_compiled_catalogs_pick_plural_forms_by_the_header() -> None:
    from scenes.ui.text import set_language, trn

    set_language("is")
    said = {n: trn("log.points.one", "log.points.other", n) for n in (1, 11, 21)}
    set_language("en")
    assert said == {1: "1 stig", 11: "11 stig", 21: "21 stig"}
    assert trn("log.points.one", "log.points.other", 21) == "21 points"


def pybabel_extract(folder: Path, out: Path) -> Catalog:
    """`pybabel extract -F babel.cfg -o out .` run in `folder`, read back."""
    import os

    from babel.messages.frontend import CommandLineInterface

    here = Path.cwd()
    os.chdir(folder)
    try:
        CommandLineInterface().run(["pybabel", "-q", "extract", "-F", str(ROOT / "babel.cfg"), "-o", str(out), "."])
    finally:
        os.chdir(here)
    with out.open("rb") as f:
        return read_po(f)


def test_pybabel_extract_finds_no_key_missing_from_the_catalogs(tmp_path: Path) -> None:
    known: set[str] = set()
    for domain in DOMAINS:
        for message in read("en", domain):
            known.update(message.id if isinstance(message.id, tuple) else (message.id,))
    found = pybabel_extract(ROOT, tmp_path / "messages.pot")
    keys = {k for m in found if m.id for k in (m.id if isinstance(m.id, tuple) else (m.id,))}
    assert len(keys) > 300, "extraction sees the code's keys, prefixed ones included"
    assert "take5.log.round" in keys and "log.points.other" in keys  # P + "round", plural("log.points", n)
    missing = {k: [loc for m in found if m.id and k in (m.id if isinstance(m.id, tuple) else (m.id,))
                   for loc in m.locations] for k in keys - known}
    assert not missing, missing


def test_extraction_would_catch_a_forgotten_key(tmp_path: Path) -> None:
    (tmp_path / "scenes").mkdir()
    (tmp_path / "scenes" / "scene.py").write_text(
        'from scenes.ui.text import tr, trn\nP = "menu."\n'
        'tr("menu.play")\ntr(P + "brand_new_words")\ntr(f"speed.{1}")\n'
        'trn("log.points.one", "log.points.other", 3)\n')
    found = {m.id for m in pybabel_extract(tmp_path, tmp_path / "out.pot") if m.id}
    assert found == {"menu.play", "menu.brand_new_words", ("log.points.one", "log.points.other")}


def all_catalog_characters() -> set[str]:
    """Every character our fonts may draw: all catalogs but the phone page's own words
    (`phones.page.*`), which the phone's browser draws in its system font."""
    chars: set[str] = set()
    for lang in catalogs.LANGUAGES:
        for domain in DOMAINS:
            if catalogs.po_path(lang, domain).is_file():
                for message in read(lang, domain):
                    key = message.id[0] if isinstance(message.id, tuple) else message.id
                    if key and not key.startswith("phones.page."):
                        chars.update("".join(strings(message)))
    return {c for c in chars if c.isprintable() and not c.isspace()}


def lacks(face: str, char: str) -> bool:
    """The font draws `char` as its "missing glyph" box: the same metrics and pixels as U+FFFF,
    a code point no font has (pygame gives no glyph test of its own)."""
    font = fonts.font(40, face)

    def look(c: str) -> tuple[object, bytes]:
        return font.metrics(c), pygame.image.tobytes(font.render(c, True, (255, 255, 255)), "RGBA")

    return look(char) == look("\uffff")


@pytest.mark.parametrize("face", fonts.FACES)
def test_every_character_of_every_catalog_is_in_the_fonts_we_ship(face: str) -> None:
    pygame.font.init()
    chars = all_catalog_characters()
    assert {"þ", "ð", "æ", "ö", "á", "Þ", "é", "ý", "·", "…", "–"} <= chars
    missing = sorted(c for c in chars if lacks(face, c))
    assert not missing, f"{face} lacks {missing}"


def test_the_font_check_can_fail() -> None:
    pygame.font.init()
    assert lacks("display", "\u4e2d") and lacks("body", "\u2713")  # CJK, a check mark: not shipped
    assert not lacks("display", "þ") and not lacks("body", "ð")
