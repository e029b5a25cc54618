"""The phone page's words: all from the `phones` catalog (`phones.page.*`), none in its JavaScript,
served with the page in the table's language (English and Icelandic)."""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator
from importlib import resources
from types import SimpleNamespace

import pytest
from phones_kit import step_until, table

from scenes.phones.page_words import KEYS, PREFIX, page_html, page_words
from scenes.ui import text
from scenes.ui.text import set_language, tr

PAGE = resources.files("scenes.phones").joinpath("page")
JS = PAGE.joinpath("page.js").read_text(encoding="utf-8") + PAGE.joinpath("games.js").read_text(encoding="utf-8")
HTML = PAGE.joinpath("index.html").read_text(encoding="utf-8")


@pytest.fixture
def icelandic() -> Iterator[None]:
    before = text.language()
    set_language("is")
    try:
        yield
    finally:
        set_language(before)


def served_words(html: str) -> dict[str, str]:
    found = re.search(r'<script id="words" type="application/json">(.*?)</script>', html, re.S)
    assert found, "the page carries its words"
    return json.loads(found.group(1))


def test_every_key_the_page_asks_for_is_served_and_every_served_key_is_used() -> None:
    asked = set(re.findall(r'\bw\("([\w.]+)"', JS)) | set(re.findall(r'data-w(?:-placeholder)?="([\w.]+)"', HTML))
    literal = {k for k in asked if not k.endswith(".")}
    prefixes = asked - literal  # w("word." + token): the page completes the key
    assert literal and prefixes, "the page asks for its words by key"
    assert literal <= set(KEYS), f"asked for but not served: {sorted(literal - set(KEYS))}"
    for prefix in prefixes:
        assert any(k.startswith(prefix) for k in KEYS), f"nothing served under {prefix}"
    for key in set(KEYS) - literal:  # the rest through a prefix, with the completing word in the page
        prefix, _, last = key.rpartition(".")
        assert prefix + "." in prefixes, f"{key} is served but the page never shows it"
        assert f'"{last}"' in JS or key.startswith("die."), f"{key} is served but the page never shows it"


def test_every_page_word_is_in_both_catalogs() -> None:
    english = page_words()
    for key in KEYS:
        assert english[key] and english[key] != PREFIX + key, f"no English text for {PREFIX}{key}"
    before = text.language()
    set_language("is")
    try:
        icelandic = page_words()
    finally:
        set_language(before)
    for key in KEYS:
        assert icelandic[key].strip(), f"no Icelandic text for {PREFIX}{key}"
        same = set(re.findall(r"\{(\w+)\}", english[key])) == set(re.findall(r"\{(\w+)\}", icelandic[key]))
        assert same, f"{key}: placeholders differ"
    differ = [k for k in KEYS if english[k] != icelandic[k]]
    assert len(differ) > len(KEYS) * 0.9, "the Icelandic page words are translations, not copies"


def test_the_page_files_hold_no_sentence_of_their_own() -> None:
    """A word typed into the page instead of the catalog would stay English at an Icelandic table."""
    english = page_words()
    for word in english.values():
        if "{" in word or (" " not in word and word.islower()):
            continue  # a template, or a word that is also notation ("turn", "small"): checked by key
        assert f'"{word}"' not in JS and f">{word}<" not in HTML, f"{word!r} is written into the page"
    strings = re.findall(r'"((?:[^"\\]|\\.)*)"', JS)
    sentences = [s for s in strings if re.search(r"[A-Z][a-z]+ [a-z]+", s) and not s.startswith("tumble-table")]
    assert not sentences, f"English text inside page.js: {sentences}"


def test_the_words_are_filled_in_and_cannot_break_out_of_their_script(monkeypatch: pytest.MonkeyPatch) -> None:
    html = page_html(HTML.encode()).decode()
    assert "{{" not in html and '<html lang="en">' in html
    assert served_words(html) == page_words()
    monkeypatch.setattr("scenes.phones.page_words.page_words", lambda: {"x": "</script><script>alert(1)</script>&"})
    html = page_html(HTML.encode()).decode()
    assert "</script><script>alert" not in html
    assert served_words(html) == {"x": "</script><script>alert(1)</script>&"}


def test_an_icelandic_table_serves_the_page_in_icelandic(quick_bots: None, icelandic: None) -> None:
    with table("take_it_dice", ["phone", "hard"], seed=5) as (app, scene):
        set_language("is")  # the app chose its language at start; the table speaks Icelandic now
        assert scene.phones is not None
        step_until(app, scene, lambda: bool(scene.phones and scene.phones.hub.server.slots), 5)
        with urllib.request.urlopen(f"http://127.0.0.1:{scene.phones.hub.server.port}/", timeout=3) as reply:
            html = reply.read().decode("utf-8")
    assert '<html lang="is">' in html
    words = served_words(html)
    assert words["join_button"] == tr("phones.page.join_button") == "Setjast við borðið"
    assert words["take_it_dice.which_die"] == "Hvaða tening?"
    assert words["die.W"] == "hvíta {n}"


def test_an_action_card_is_named_in_the_tables_language(icelandic: None) -> None:
    from game.take_it_dice.cards import ACTION_CARDS
    from scenes.phones.glossary import glossary

    card = sorted(ACTION_CARDS)[0]

    view = SimpleNamespace(combo_hands=[()], action_hands=[(card,)])
    info = glossary("take_it_dice", view, 0)["cards"][card]
    assert info["name"] == tr("take_it_dice.kind." + info["kind"])
    set_language("en")
    assert glossary("take_it_dice", view, 0)["cards"][card]["name"] != info["name"]
