"""Issue 37: every catalog text drawn in a fixed box fits it in Icelandic wherever it fits in
English, in a 1280x720 window at Normal text size.

The real app is toured in both languages: the menu, Settings, the players, history and game-night
screens, every game's rules page and setup (every value of every option), every game played by
bots to its results, and every lesson played through. Every text the drawing code shrinks or cuts
(`fonts.fit_size`, `fonts.ellipsize`) and is still too wide is noted and traced to its catalog
key: a key cut in Icelandic must be cut in English too.

Every catalog key is accounted for: drawn on the tour, or in a family below that says why it is
not checked here (not drawn in a fixed box, checked by a test of its own, or shown by no state of
the four games). A new key that is none of these fails the test, and so does a key said to be
shown by no state that the tour draws.

The rarer moments of each game (a card played, a tie broken, a supply run dry) are set up by the
`fit_tour_*.py` modules beside this file; each gives `screens(lang)`, Drivers left on what they
showed, and the tour takes them all. `python tests/fit_tour_report.py MODULE` tours one alone.
"""

from __future__ import annotations

import dataclasses
import importlib
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from test_catalog_fit import Cuts, keys_of, templates
from ui_driver import Driver

from game import GAMES
from scenes.table.input_words import KINDS as INPUT_KINDS
from scenes.table.tutorial_script import has_script
from scenes.ui.text import set_language
from sprites import fonts

LANGS = ("en", "is")
WINDOW = ["--size", "1280x720", "--text-size", "normal"]
TABLES = [("take5", "human,easy,easy", ""), ("take_it_dice", "human,easy", ""),
          ("take_it_dice", "human,easy,easy", "theme=combo"), ("take_it_dice", "human,easy", "edition=first"),
          ("take_it_pyramids", "human,easy,easy", ""), ("pyramid_power", "human,easy", "")]
# Keys this tour does not check, and why.
FAMILIES: list[tuple[str, str]] = [
    (r"^phones\.(page|err|prompt)\.", "the phone's own web page: the browser wraps it (test_phones_page_words.py)"),
    (r"\.refuse\.", "one line of the table's message bar: test_every_refusal_fits_on_one_line_of_the_table"),
    (r"^take_it_dice\.choose\.", "the dice prompt panel: test_the_dice_prompts_fit_their_panel_under_a_card_title"),
    (r"(^|\.)log\.|^take_it_dice\.words\.|^take_it_pyramids\.(and|colour|size_many)\b",
     "log lines and the words they are made of: the log strip and the history wrap them, no fixed box"),
    (r"^tutorial\.", "a lesson's note wraps and grows with its text (tutorial_draw.coach_mark)"),
    (r"^(hint\.|take5\.hint\.|take_it_dice\.hint\.|take_it_pyramids\.hint\.|pyramid_power\.hint\.)",
     "a hint's reason wraps in its bubble (scenes/table/hints.py BUBBLE_W)"),
    (r"^common\.and$|^seat\.bot_names$", "a joiner and a list of names, never shown alone"),
    (r"^pyramid_power\.zoom_(in|out)$|^take_it_dice\.minus$",
     "a sign (+, −, −2) on a button or chip of its own: no word to cut, nothing to match it by"),
    (r"^option\.take_it_dice\.edition\.note_room$", "a flag the setup's layout reads (room for a note), never drawn"),
    (r"^phones\.released_(bot|screen)$|^seat\.refused_not_offered$",
     "said on the phone's own page, never on the table: the browser wraps it"),
    (r"^take5\.row_cards$|^results\.round_short$|^setup\.name_limit$|^take_it_pyramids\.gain_line$",
     "a count or a name with a sign or a letter ('1 of 5', 'R1', '11/16', 'Ann: +3'): too little text to trace "
     "(their boxes hold them: the table tour's screenshots)"),
    (r"^seat\.name_default$", "a default name: names are shrunk, then cut, by design (test_catalog_fit.NAMES)"),
]
# Built by the code, but no state of the four games shows them; kept for the rules and for a game
# added by copying the nearest one. The tour must never draw one (the reason would be false).
NEVER_SHOWN: list[tuple[str, str]] = [
    (r"^take_it_dice\.needs\.never$", "a card no dice could ever finish: no deal reaches one (a card never needs "
     "every die taken)"),
    (r"^take_it_pyramids\.nobody_scored$", "a round where nobody scores: a third black names its drawer, and every "
     "take is worth 1 point or more"),
    (r"^pyramid_power\.bonus\.(cleared|stuck\.one)$", "a solitaire's bonus lines: a solitaire draws no bonus lines"),
    (r"^setup\.no_options$", "a game without options: every one of the four has some"),
]


def more_tours() -> list[Callable[[str], Iterator[Driver]]]:
    """`screens` of every fit_tour_*.py module beside this file."""
    return [importlib.import_module(path.stem).screens
            for path in sorted(Path(__file__).parent.glob("fit_tour_*.py")) if path.stem != "fit_tour_report"]


def tour(lang: str, monkeypatch: pytest.MonkeyPatch,
         sources: list[Callable[[str], Iterator[Driver]]] | None = None) -> tuple[set[str], set[str]]:
    """(every text drawn, every text cut) on the tour of the app in `lang`."""
    drawn: set[str] = set()
    for name in ("text", "shadowed", "wrap"):
        original = getattr(fonts, name)

        def noted(content: str, *args: object, original: object = original, **kwargs: object) -> object:
            drawn.add(content)
            return original(content, *args, **kwargs)  # type: ignore[operator]

        monkeypatch.setattr(fonts, name, noted)
    cuts = Cuts(monkeypatch)
    for source in sources if sources is not None else [screens, *more_tours()]:
        set_language(lang)
        for d in source(lang):
            d.close()
    return drawn | cuts.texts, set(cuts.texts)


def screens(lang: str) -> Iterator[Driver]:
    d = Driver("tap", ["--seed", "2", "--lang", lang, *WINDOW])

    def show(frames: int = 3) -> None:
        d.run(frames)
        d.app.manager.draw(d.app.canvas)

    show()
    for name in ("settings", "players", "history", "night"):
        d.app.screens.open(name)
        show()
        d.app.screens.to_menu()
        show()
    for name, handover in records_screens(d):
        d.app.screens.open(name, **handover)
        show()
        d.app.screens.to_menu()
        show()
    more_screens(d, show)
    for game in GAMES:
        d.app.screens.open("rules", game=game)
        show()
        d.app.screens.to_menu()
        d.app.screens.swap("setup", game=game)
        show(4)
        setup = d.top
        for field in dataclasses.fields(GAMES[game].Options):
            values = field.metadata.get("choices") or ((True, False) if isinstance(field.default, bool) else ())
            for value in values:
                before = setup.options.get(field.name)
                setup.set_option(field.name, value)
                d.app.manager.draw(d.app.canvas)
                setup.set_option(field.name, before)
        d.app.screens.to_menu()
        show()
    yield d
    lessons = set()
    for game, seats, rules in TABLES:
        d = Driver("tap", ["--game", game, "--seats", seats, "--players", str(len(seats.split(","))),
                           "--seed", "5", "--autoplay", "--lang", lang, "--rules", rules, *WINDOW])
        for frame in range(30000):
            d.app.step(1 / 60)
            if frame % 10 == 0 and hasattr(d.top, "animator"):
                d.top.animator.skip()
            if frame % 30 == 0:
                # The table speaks to the input used last: each kind in turn gets its own words.
                d.top.input_kind = INPUT_KINDS[frame // 30 % len(INPUT_KINDS)]
                d.app.manager.draw(d.app.canvas)
            if frame == 600:
                d.key(pygame.K_ESCAPE)  # the pause menu, and back
                d.app.manager.draw(d.app.canvas)
                d.key(pygame.K_ESCAPE)
            if d.top.name == "results":
                show(10)
                break
        yield d
        if has_script(game) and game not in lessons:
            lessons.add(game)
            d = Driver("tap", ["--tutorial", game, "--autoplay", "--lang", lang, *WINDOW])
            for frame in range(20000):
                d.app.step(1 / 60)
                if frame % 20 == 0:
                    d.app.manager.draw(d.app.canvas)
                if getattr(d.top, "tutorial", None) is None:
                    break
            yield d


def records_screens(d: Driver) -> list[tuple[str, dict[str, object]]]:
    """The game-night and kiosk screens with something to show: two saved players and two stored
    Take 5 games make tonight's table, its recap, history and a player's page; then the kiosk's
    dialogs, the host PIN pads, the initials for the day's board and a visitor's settings."""
    from game.core import play_match

    store = d.app.records
    for name in ("Ann", "Bo"):
        store.add_player(name)  # (the second language's tour finds them saved already)
    ann, bo = (next(p for p in store.players() if p.name == name) for name in ("Ann", "Bo"))
    base = store.game_count()  # the second language's games are new ones (a game is stored once)
    for seed in range(base, base + 2):
        record = play_match("take5", 3, ["easy"] * 3, seed=seed)
        record["players"][0].update(name="Ann", seat="human", player=ann.id)
        record["players"][1].update(name="Bo", seat="human", player=bo.id)
        store.store_game(record, True)
    night = store.current_night()
    return [("night", {}), ("night", {"recap": night.id}), ("history", {}), ("players", {}),
            ("player", {"player": ann.id}), ("still_playing", {"countdown": 20}), ("quit_confirm", {}),
            ("host_pin", {"first": True}), ("host_pin", {}), ("settings", {"visitor": True}),
            ("initials", {"game": "take5", "score": 12, "low_wins": True})]


def more_screens(d: Driver, show: Callable[..., None]) -> None:
    """The menu's notices (three at a time, as it shows them), the attract mode with the day's
    board, and every speed the settings page can show."""
    from scenes.ui.catalogs import po_path

    notices = sorted(set(re.findall(r'msgid "(menu\.notice\.[a-z_]+)"', po_path("en", "ui").read_text("utf-8"))))
    for k in range(0, len(notices), 3):
        d.app.notices.extend(notices[k:k + 3])
        d.app.screens.to_menu()
        show()
    d.app.records.add_initials("ABC", "take5", 12, True)
    d.app.screens.start_over("attract")
    show(4)
    d.app.screens.to_menu()
    d.app.screens.open("settings")
    speed = d.app.settings.speed
    for value in (0.5, 1.0, 1.5, 2.0):
        d.app.settings.speed = value
        show(1)
    d.app.settings.speed = speed
    d.app.screens.to_menu()
    show()


@pytest.fixture(scope="module")
def toured(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[set[str], set[str]]]:
    out = {}
    with pytest.MonkeyPatch.context() as m:
        # A home of its own: a module's fixture starts before each test's private home is set.
        m.setenv("TUMBLE_TABLE_HOME", str(tmp_path_factory.mktemp("tour_home")))
        for lang in LANGS:
            with m.context() as inner:
                out[lang] = tour(lang, inner)
    set_language("en")
    return out


def test_nothing_is_cut_in_icelandic_that_fits_in_english(toured: dict[str, tuple[set[str], set[str]]],
                                                          quick_bots: None) -> None:
    cut = {lang: keys_of(toured[lang][1], lang) for lang in LANGS}
    set_language("en")
    assert not cut["is"] - cut["en"], (sorted(cut["is"] - cut["en"]), sorted(cut["en"]))


def test_every_catalog_key_is_toured_or_said_why_not(toured: dict[str, tuple[set[str], set[str]]]) -> None:
    seen = keys_of(toured["en"][0], "en") | keys_of(toured["is"][0], "is")
    every = {key for key, _ in templates("en")}
    set_language("en")
    families = [re.compile(rx) for rx, _ in FAMILIES + NEVER_SHOWN]
    unchecked = {k for k in every - seen if not any(rx.search(k) for rx in families)}
    assert not unchecked, f"not toured, and in no family that says why: {sorted(unchecked)}"
    shown = {k for k in seen if any(re.search(rx, k) for rx, _ in NEVER_SHOWN)}
    assert not shown, f"said to be shown by no state, but drawn on the tour: {sorted(shown)}"
    assert len(seen) >= 300, f"the tour drew only {len(seen)} catalog texts"
