"""Issue 20: the language is a setting, a flag and the system's; a whole bot game of each game in
Icelandic draws no English catalog text and no raw key, and every key it asks for exists."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app_runner import corner_taps, keys, record_drawn, run_app
from language_kit import RAW_KEY, AskedKeys, english_drawn

from game import GAMES
from scenes.shell import cli
from scenes.shell.language import code_of, start_language, system_language
from scenes.ui import catalogs, text


@pytest.mark.parametrize("args, words", [
    (["--lang", "xx"], "unknown language 'xx'; choose one of: en (English), is (Íslenska)"),
    (["--lang", ""], "unknown language ''"),
    (["--lang"], "--lang"),
])
def test_a_bad_language_flag_is_one_line_and_exit_2(args: list[str], words: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        cli.parse_or_exit(args)
    assert info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and words in err and "Traceback" not in err, err


def test_the_flag_names_a_language_for_this_run() -> None:
    assert cli.parse(["--lang", "is"]).lang == "is"
    assert cli.parse([]).lang is None


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "is_IS.UTF-8"}, "is"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANGUAGE": "de:is", "LANG": "de_DE.UTF-8"}, "is"),  # LANGUAGE lists choices, best first
    ({"LC_ALL": "is_IS", "LANG": "en_US.UTF-8"}, "is"),  # LC_ALL before LANG, as gettext reads them
    ({"LC_MESSAGES": "de_DE", "LANG": "is_IS"}, "en"),  # a language we do not have: English
])
def test_the_system_language_is_read_like_gettext_does(env: dict[str, str], expected: str) -> None:
    assert system_language(env) == expected


def test_locale_names_in_words_and_codes() -> None:
    assert code_of("Icelandic_Iceland") == "is" and code_of("is-IS") == "is" and code_of("C") is None
    assert code_of("English_United States") == "en" and code_of(None) is None


def test_the_flag_beats_the_setting_which_beats_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "is_IS.UTF-8")
    assert start_language(None, "") == "is"
    assert start_language(None, "en") == "en"
    assert start_language("is", "en") == "is"


def test_the_language_setting_is_kept_and_a_bad_one_is_dropped(tmp_path: Path) -> None:
    from scenes.shell import settings

    assert settings.Settings(language="xx").clamp().language == ""
    settings.save(settings.Settings(language="is"))
    assert settings.load()[0].language == "is"


def test_an_unknown_language_code_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        text.set_language("xx")


def test_choosing_icelandic_in_settings_redraws_and_is_saved(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = record_drawn(monkeypatch)
    # Tab to Settings, open it, go down to Language (the first column's last row), pick the next one.
    n = len(GAMES)
    script = keys(*(["tab"] * (n + 1)), "return", *(["down"] * 5), "right", "escape")
    code, _ = run_app(tmp_path, capsys, ["--frames", "60", "--verbose"], script)
    assert code == 0
    saved = json.loads((tmp_path / "home" / "config" / "settings.json").read_text())
    assert saved["language"] == "is"
    assert {"Stillingar", "Tungumál · Language", "Íslenska"} <= drawn  # the page, at once
    assert "2–10 leikmenn" in drawn  # and the menu beneath once the page closed
    assert "2–10 players" in drawn  # before the change


def test_icelandic_catalogs_load_and_fall_back_only_for_a_missing_entry() -> None:
    text.set_language("is")
    assert text.tr("menu.settings") == "Stillingar"
    assert text.tr("no.such.key") == "no.such.key"
    assert text.number(1234.5) == "1.234,5" and text.date_text("2026-12-01") == "1. des. 2026"
    text.set_language("en")
    assert text.tr("menu.settings") == "Settings" and text.number(1234.5) == "1,234.5"


def test_the_english_check_can_fail() -> None:
    drawn = {"How to play", "Round 3 · turn 2 of 10", "Veldu leik", "Spila", "12"}
    found = english_drawn(drawn)
    assert "How to play" in found and "Veldu leik" not in found and "12" not in found



@pytest.mark.parametrize("game, seats", [
    ("take5", "human,easy,easy"),
    ("take_it_dice", "human,easy"),
    ("pyramid_power", "human,easy"),
    ("take_it_pyramids", "human,easy,easy"),
])
def test_a_bot_game_in_icelandic_draws_no_english_and_no_key(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                             quick_bots: None, monkeypatch: pytest.MonkeyPatch,
                                                             game: str, seats: str) -> None:
    drawn = record_drawn(monkeypatch)
    asked = AskedKeys(text._DOMAIN_OF)
    monkeypatch.setattr(text, "_DOMAIN_OF", asked)
    frames = 9000
    args = ["--game", game, "--seats", seats, "--players", str(len(seats.split(","))), "--seed", "5",
            "--autoplay", "--until-over", "--frames", str(frames), "--verbose", "--lang", "is"]
    if game == "take5":
        args += ["--rules", "end_score=20"]
    code, lines = run_app(tmp_path, capsys, args, corner_taps(3, frames))
    assert code == 0
    assert any(line.startswith(f"game over: {game}") for line in lines), lines[-5:]
    assert len(drawn) > 30
    assert not asked.unknown, f"keys asked for at run time that no catalog has: {sorted(asked.unknown)}"
    assert not [t for t in drawn if RAW_KEY.match(t.strip())], "a raw key is drawn"
    found = english_drawn(drawn)
    assert not found, f"English drawn in an Icelandic game: {found[:15]}"


def test_a_missing_icelandic_entry_falls_back_to_english_not_to_its_key(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The safety net: an untranslated (empty or fuzzy) entry shows English, never a key or nothing."""
    header = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
              '"Plural-Forms: {plural}\\n"\n')
    en = header.format(plural="nplurals=2; plural=(n != 1);") + (
        '\nmsgid "a.done"\nmsgstr "Done"\n\nmsgid "a.todo"\nmsgstr "Not yet"\n'
        '\nmsgid "a.fuzzy"\nmsgstr "Unsure"\n'
        '\nmsgid "a.n.one"\nmsgid_plural "a.n.other"\nmsgstr[0] "{n} thing"\nmsgstr[1] "{n} things"\n')
    icelandic = header.format(plural="nplurals=2; plural=(n%10!=1 || n%100==11);") + (
        '\nmsgid "a.done"\nmsgstr "Búið"\n\nmsgid "a.todo"\nmsgstr ""\n'
        '\n#, fuzzy\nmsgid "a.fuzzy"\nmsgstr "Óviss"\n'
        '\nmsgid "a.n.one"\nmsgid_plural "a.n.other"\nmsgstr[0] "{n} hlutur"\nmsgstr[1] ""\n')
    for lang, body in (("en", en), ("is", icelandic)):
        folder = tmp_path / lang / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "test.po").write_text(body)
    monkeypatch.setattr(catalogs, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(text, "_loaded", {})
    domain_of, plurals = text._index()
    monkeypatch.setattr(text, "_DOMAIN_OF", domain_of)
    monkeypatch.setattr(text, "_PLURALS", plurals)
    text.set_language("is")
    assert [text.tr("a.done"), text.tr("a.todo"), text.tr("a.fuzzy")] == ["Búið", "Not yet", "Unsure"]
    assert text.trn("a.n.one", "a.n.other", 21) == "21 things"  # English as a whole, by its own rule
    assert text.tr("a.missing") == "a.missing"
