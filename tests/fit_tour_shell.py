"""The catalog fit tour's shell screens (tests/test_catalog_fit_tour.py takes `screens`): the
night's dialogs and recaps (a long night paged, a solo game, an empty night, each game's awards),
a player's page with nobody and with its Remove question, every refusal of a new name, the host
PIN pads' every step and refusal, the kiosk's PIN wait, the day's board, the menu's Continue
(before and after the first move) and the apologies, each value of Settings' choices, the kiosk
notes, a history game that cannot be watched, and every picture of every rules page."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator

from ui_driver import Driver

from game import GAMES
from game.core import play_match
from scenes.screens.initials import draw_board

WINDOW = ["--size", "1280x720", "--text-size", "normal"]


def screens(lang: str) -> Iterator[Driver]:
    d = Driver("tap", ["--seed", "3", "--lang", lang, *WINDOW])

    def show(frames: int = 3) -> None:
        d.run(frames)
        d.app.manager.draw(d.app.canvas)

    nights(d, show)
    players_and_names(d, show)
    unwatchable(d, show)
    pins(d, show)
    settings_values(d, show)
    rules_pictures(d, show)
    d.app.notices.extend(["error.apology", "error.apology_general"])
    d.app.screens.to_menu()
    show()
    yield d
    yield from kiosk(lang)
    yield from kiosk_by_setting(lang)
    yield from continue_cards(lang)


def saved_pair(d: Driver) -> tuple[int, int]:
    store = d.app.records
    for name in ("Ann", "Bo"):
        store.add_player(name)
    ann, bo = (next(p.id for p in store.players() if p.name == name) for name in ("Ann", "Bo"))
    return ann, bo


def store_game(d: Driver, game: str, seed: int, players: int, ids: list[int]) -> None:
    """A bots' game stored as if the saved players `ids` had sat in its first seats."""
    record = play_match(game, players, ["easy"] * players, seed=seed)
    for seat, (pid, name) in enumerate(list(zip(ids, ("Ann", "Bo"), strict=True))[:players]):
        record["players"][seat].update(name=name, seat="human", player=pid)
    d.app.records.store_game(record, bool(GAMES[game].INFO.lowest_score_wins))


def nights(d: Driver, show: Callable[..., None]) -> None:
    """Each game's night and its recap (its awards), an empty night, and a long one paged."""
    store = d.app.records
    ann, bo = saved_pair(d)

    def recap(night: int | None) -> None:
        if night is None:
            return
        d.app.screens.open("night", recap=night)
        show()
        scene = d.top
        for _ in range(3):
            if getattr(scene, "earlier", None) is not None and scene.earlier.visible and scene.earlier.enabled:
                scene.turn_games(-1)
                show(1)
        d.app.screens.to_menu()

    for game in ("take_it_dice", "take_it_pyramids", "pyramid_power", "take5"):
        store.new_night()
        for seed in range(2):
            store_game(d, game, seed, 2 if game != "take5" else 3, [ann, bo])
        recap(store.end_night())
    store.new_night()
    empty = store.current_night()
    if empty is not None:
        recap(empty.id)
    store.new_night()
    for seed in range(100, 117):  # more than a page of games, a solitaire among them (a game stored
        game = list(GAMES)[seed % len(GAMES)]  # twice is kept once: seeds of their own)
        store_game(d, game, seed, 1 if game == "pyramid_power" and seed % 3 == 0 else 2, [ann, bo])
    store_game(d, "take_it_dice", 200, 2, [ann, bo])  # Ann and Bo tie: half a point each
    d.app.screens.open("night")
    show()
    night = d.top
    for ask in (night.ask_end, night.ask_new):
        ask()
        show(1)
        night.close_confirm()
    d.app.screens.to_menu()
    recap(store.end_night())


def players_and_names(d: Driver, show: Callable[..., None]) -> None:
    """A new player's every refused name, and a player's page with no games and its Remove."""
    d.app.screens.open("players")
    show()
    page = d.top
    page.new_player()
    for name in ("", "x" * 60, "Bad\x07name", "Ann"):
        page.entry.value = name
        page.entry.done()
        show(1)
    page.close_entry()
    store = d.app.records
    store.writable = False  # another program holds the home: nothing can be stored
    page.new_player()
    page.entry.value = "Dee"
    page.entry.done()
    show(1)
    page.close_entry()
    store.writable = True
    made = store.add_player("Cy")
    d.app.screens.to_menu()
    cy = made.id if not isinstance(made, str) else next(p.id for p in d.app.records.players() if p.name == "Cy")
    d.app.screens.open("player", player=cy)
    show()
    d.top.ask_remove()
    show(1)
    d.top.close_confirm()
    d.app.screens.to_menu()
    show()


def unwatchable(d: Driver, show: Callable[..., None]) -> None:
    """History's answer to a game whose stored record was damaged on disk."""
    store = d.app.records
    game = store.history()[0]
    with contextlib.closing(sqlite3.connect(store.path)) as db, db:
        db.execute("UPDATE games SET record = ? WHERE id = ?", ('{"game": "take5"}', game.id))
    d.app.screens.open("history")
    show()
    d.top.watch(game)
    show(1)
    d.app.screens.to_menu()
    show()


def pins(d: Driver, show: Callable[..., None]) -> None:
    """Choosing a PIN (a refused one, then two that differ), and changing it: a wrong old PIN,
    then wrong ones until the pad says to wait."""
    d.app.screens.open("host_pin")
    show()
    pad = d.top
    for digits in ("12", "4321", "1234"):
        pad.submit(digits)
        show(1)
    for digits in ("4321", "4321"):
        pad.submit(digits)
        show(1)
    d.app.screens.to_menu()
    d.app.screens.open("settings")
    show()
    d.app.screens.to_menu()
    d.app.screens.open("host_pin")
    show()
    for _ in range(6):
        d.top.submit("9999")
        show(1)
    d.app.screens.to_menu()
    show()
    d.app.settings.kiosk_pin = 0
    d.app.save_settings()


def settings_values(d: Driver, show: Callable[..., None]) -> None:
    """Each value a Settings choice can show (only the chosen one is drawn)."""
    from scenes.shell.settings import BOT_PACES, PALETTES, TEXT_SIZES

    settings = d.app.settings
    d.app.screens.open("settings")
    for name, values in (("bot_pace", BOT_PACES), ("palette", PALETTES), ("text_size", TEXT_SIZES)):
        before = getattr(settings, name)
        for value in values:
            setattr(settings, name, value)
            show(1)
        setattr(settings, name, before)
    d.app.screens.to_menu()
    show()


def rules_pictures(d: Driver, show: Callable[..., None]) -> None:
    """Every rules page scrolled from top to bottom: its pictures' captions."""
    for game in GAMES:
        d.app.screens.open("rules", game=game)
        show(1)
        page = d.top
        while page.more_below():
            page.scroll_by(300)
            show(1)
        d.app.screens.to_menu()


def kiosk(lang: str) -> Iterator[Driver]:
    """A kiosk with a host PIN: the corners' pad refusing until it says to wait, the host's
    Settings with its notes, the day's board and its clearing, and the idle countdown."""
    d = Driver("tap", ["--kiosk", "--seed", "3", "--lang", lang, *WINDOW])

    def show(frames: int = 3) -> None:
        d.run(frames)
        d.app.manager.draw(d.app.canvas)

    d.app.settings.kiosk_pin = 2468
    store = d.app.records
    store.add_initials("ABC", "take5", 12, True)
    store.add_initials("DEF", "take_it_dice", 31, False)
    draw_board(d.app.canvas, store.board(), (960, 540))  # as the attract mode shows it between demos
    d.app.screens.open("quit_confirm")
    show()
    d.top.check_pin("2468")
    show(1)
    d.top.clear_board.on_click()
    show(1)
    d.app.screens.to_menu()
    d.app.screens.open("quit_confirm")
    show()
    for _ in range(6):
        if d.top.pad is None:
            break
        d.top.check_pin("1111")
        show(1)
    d.app.screens.to_menu()
    d.app.screens.open("settings", host=True)
    show()
    d.app.screens.to_menu()
    d.app.screens.open("still_playing", countdown=20)
    show()
    d.app.screens.to_menu()
    d.app.screens.open("initials", game="take5", score=12, low_wins=True)
    show()
    d.app.screens.to_menu()
    show()
    yield d


def kiosk_by_setting(lang: str) -> Iterator[Driver]:
    """A kiosk started by the saved setting (no flag), its switch turned off: the host's
    Settings says it stops at the next start."""
    d = Driver("tap", ["--seed", "3", "--lang", lang, *WINDOW])
    d.app.settings.kiosk, d.app.settings.kiosk_pin = True, 2468
    d.app.save_settings()
    d.close()
    d = Driver("tap", ["--seed", "3", "--lang", lang, *WINDOW])
    d.app.settings.kiosk = False
    d.app.screens.open("settings", host=True)
    d.run(3)
    d.app.manager.draw(d.app.canvas)
    d.app.settings.kiosk_pin = 0
    d.app.save_settings()  # the tours after this one start as a table, not a kiosk
    yield d


def continue_cards(lang: str) -> Iterator[Driver]:
    """The menu's Continue for a game not yet begun by its person, then after one move."""
    d = Driver("tap", ["--game", "take5", "--seats", "human,easy,easy", "--players", "3", "--seed", "4",
                       "--lang", lang, *WINDOW])

    def show(frames: int = 3) -> None:
        d.run(frames)
        d.app.manager.draw(d.app.canvas)

    show(150)  # the bots pick their cards: a game begun, but not by its person
    d.app.saves.flush()
    d.app.screens.to_menu()
    show()
    yield d
    d = Driver("tap", ["--game", "take5", "--seats", "human,easy,easy", "--players", "3", "--seed", "4",
                       "--lang", lang, *WINDOW])
    game = d.top
    for _ in range(600):
        d.run(1)
        if game.human_to_act() is not None:
            break
    player = game.human_to_act()
    if player is not None:
        action = game.match.module.legal_actions(game.match.state, player)[0]
        game.submit(player, action)
        d.app.saves.flush()
    d.app.screens.to_menu()
    show()
    d.app.saves.clear()  # the tours after this one find no game to continue
    yield d
