"""Catalog fit tour (issue 37): the table's rarer words in their real boxes, for
tests/test_catalog_fit_tour.py (which takes every fit_tour_*.py module's `screens`).

Set up here, in English and Icelandic at 1280x720 and Normal text:
- the setup screen: every seat kind (bots by level, a phone, a saved player), the on-screen
  keyboard and the name counter, the "name is full" note, and "Start a new game?" over a saved game;
- a Take 5 game played by the person at the screen (with Suggest and the unseen-cards helper):
  the pick and row-choice prompts in every input's words, the rows' badges, a round summary
  said for keys, and "none" left unseen at a round's end in the professional variant;
- two people at one screen: the hand-over veil;
- short Take 5 games (end when a total reaches 1) ended once for each input, so the final
  summary's footer shows in all four wordings, then the results screen: a shared win and
  tonight's table;
- phone seats on 127.0.0.1: the join panel, a seat with no phone, one here and one gone, the
  host's two ways on, and a server that cannot listen.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Callable, Iterator
from typing import Any

from ui_driver import Driver

from scenes.table.input_words import KINDS

WINDOW = ["--size", "1280x720", "--text-size", "normal"]


def draw(d: Driver) -> None:
    d.app.manager.draw(d.app.canvas)


def step(d: Driver, frames: int = 1, skip: bool = True) -> None:
    """Frames of the app with motion skipped (the table's own skip)."""
    for _ in range(frames):
        d.app.step(1 / 60)
        if skip and hasattr(d.top, "animator"):
            d.top.animator.skip()


def quick(d: Driver) -> None:
    """Bots answer at once: their pause is for people (this app's settings only, not saved)."""
    d.app.settings.bot_pace = 0.0


def settle(d: Driver, done: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Step the table until `done()`, giving a phone's thread real time to answer."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        step(d)
        time.sleep(0.002)
    return done()


def until(d: Driver, done: Callable[[], bool], limit: int = 3000, each: Callable[[], None] | None = None) -> bool:
    for _ in range(limit):
        if done():
            return True
        step(d)
        if each is not None:
            each()
    return done()


# ------------------------------------------------------------ setup


def setup_screen(lang: str) -> Iterator[Driver]:
    """The setup's seat kinds, keyboard and name notes, then a person's Take 5 game from it, and
    the setup again over the game it saved."""
    d = Driver("tap", ["--seed", "4", "--lang", lang, *WINDOW])
    quick(d)
    step(d, 3)
    store = d.app.records
    if not any(p.name == "Ann" for p in store.players()):
        store.add_player("Ann")  # a saved player: a seat may be "as Ann"
    d.app.screens.swap("setup", game="take5")
    step(d, 3)
    setup = d.top
    setup.set_count(4)
    players = [f"player:{p}" for p in setup.saved_players]
    for value in ("expert", "hard", "phone", *players):
        setup.set_seat(1, value)
        draw(d)
    setup.set_seat(1, "easy")
    field = next(w for w in setup.ui.widgets if type(w).__name__ == "TextField")
    d.tap_at(field.rect.center)  # a finger on the name: the on-screen keyboard and the counter
    draw(d)
    name = field.get()
    field.type_text("X" * field.limit)  # past the limit: the note says so
    draw(d)
    field.set(name)
    setup.close_keyboard()
    yield from person_game(d, setup)


def person_game(d: Driver, setup: Any) -> Iterator[Driver]:
    from game.take5 import Phase
    from scenes.games.take5 import controls

    setup.set_count(3)
    for i, level in enumerate(("human", "easy", "easy")):
        setup.set_seat(i, level)
    setup.options.update(show_seen_cards=True, professional=True)
    setup.set_hints(True)
    setup.start_now()
    step(d, 3)
    scene = d.top
    scene.input_kind = "key"
    said = {"pick": False, "row": False}

    def person() -> int | None:
        return scene.human_to_act() if scene.summary is None else None

    def act() -> None:
        state = scene.match.state
        if state.phase is Phase.PICK:
            if not said["pick"]:
                said["pick"] = True
                d.draw_for_each_input()
                scene.hints.suggest()
                draw(d)
            ends = min(row[-1] for row in state.rows)
            hand = sorted(state.hands[0])
            card = hand[0] if hand[0] < ends else hand[-1]
            controls.lift(scene, card)
            controls.play_lifted(scene)
        elif state.phase is Phase.ROW:
            if not said["row"]:
                said["row"] = True
                d.draw_for_each_input()
            controls.take_row(scene, 0, controls.cheapest_row(scene))

    for frame in range(4000):
        step(d)
        if scene.summary is not None:
            step(d, 20)  # the summary fades in; it waits for the person's tap
            draw(d)  # the round's end: the summary said for keys, nothing left unseen beneath it
            break
        if frame % 5 == 0:
            draw(d)
        if person() == 0:
            draw(d)
            act()
    assert said["pick"] and said["row"] and scene.summary is not None, "the person's round did not go as planned"
    # The game is saved as it goes: leaving it and starting another from the setup asks first.
    d.app.screens.to_menu()
    step(d, 2)
    d.app.screens.swap("setup", game="take5")
    step(d, 2)
    d.top.start()
    assert d.top.confirm is not None, "no question before replacing the saved game"
    draw(d)
    d.top.start_now()  # "Start new game": the pyramids this time (the longest name to say)
    d.app.screens.swap("setup", game="take_it_pyramids")
    step(d, 2)
    d.top.start_now()
    step(d, 10)
    d.app.screens.to_menu()
    step(d, 2)
    d.app.screens.swap("setup", game="take5")
    step(d, 2)
    d.top.start()
    assert d.top.confirm is not None and "take_it_pyramids" in str(d.app.saves.load()[0]), "no pyramids saved"
    draw(d)
    d.top.cancel_confirm()
    d.app.saves.clear()  # the other tours' setups start games with no question
    yield d


def handover(lang: str) -> Iterator[Driver]:
    """Two people at one screen: the table hides the hands and passes the screen between them (the
    veil in each input's words)."""
    d = Driver("tap", ["--game", "take5", "--seats", "human,human,easy", "--players", "3", "--seed", "5",
                       "--lang", lang, *WINDOW])
    quick(d)
    assert until(d, lambda: d.top.handover_to is not None, 600), "no hand-over between two people"
    d.draw_for_each_input()  # the veil says how to go on with the input used
    yield d


def short_games(lang: str) -> Iterator[Driver]:
    """Take 5 games that end when a total reaches 1 (one round), played by bots and ended once in
    each input's words: the final summary's footer, the end rule's reminder, the bots' levels on
    their seats, then the results screen."""
    d = Driver("tap", ["--game", "take5", "--seats", "human,easy,easy", "--players", "3", "--seed", "5",
                       "--autoplay", "--lang", lang, "--rules", "end_rule=reaches,end_score=1", *WINDOW])
    quick(d)
    for kind in KINDS:
        shown = [False]

        def each(kind: str = kind, shown: list[bool] = shown) -> None:
            top = d.top
            if top.name != "results":
                top.input_kind = kind  # the summary's footer is said when the round is scored
                summary = getattr(top, "summary", None)
                if summary is not None and summary.appear >= 1.0 and not shown[0]:
                    shown[0] = True
                    draw(d)
                elif d.app.frame % 20 == 0:
                    draw(d)

        assert until(d, lambda: d.top.name == "results", 20000, each), "the short game never ended"
        step(d, 2)
        draw(d)
        d.top.again()
        step(d, 2)
    shared_win_tonight(d)
    yield d


def shared_win_tonight(d: Driver) -> None:
    """The results of a game two saved players won together: "share the win", and tonight's
    table beside Play again (a game stored for saved players makes tonight's news)."""
    from game.core import play_match
    from scenes.table.seat_names import bot_name

    store = d.app.records
    for name in ("Ann", "Bo"):
        if not any(p.name == name for p in store.players()):
            store.add_player(name)
    people = {p.name: p.id for p in store.players()}
    options = {"end_rule": "reaches", "end_score": 1}
    for seed in range(50):  # the first bots' game with two winners
        record = play_match("take5", 3, ["easy"] * 3, seed=seed, options=options)
        if len(record["winners"]) == 2:
            break
    for seat, entry in enumerate(record["players"]):
        entry["name"] = bot_name(seat)  # as the table names its bots (the core's are for logs)
    for seat, name in zip(record["winners"], ("Ann", "Bo"), strict=True):
        record["players"][seat].update(name=name, seat="human", player=people[name])
    store.store_game(record, True)
    d.app.screens.swap("results", record=record, game="take5")
    step(d, 3)
    draw(d)


def phone_seats(lang: str) -> Iterator[Driver]:
    """A Take 5 game with a phone seat, its server on 127.0.0.1 only: the join panel and "not
    joined yet"; the host's two ways on once the game has waited; a phone that joins ("on their
    phone") and drops ("waiting for Ann's phone"), then given to a bot."""
    from phones_kit import Phone, ws_url

    d = Driver("tap", ["--game", "take5", "--seats", "phone,easy,easy", "--players", "3", "--seed", "5",
                       "--phones", "0", "--phones-bind", "127.0.0.1", "--lang", lang, *WINDOW])
    try:
        quick(d)
        scene = d.top
        phones = scene.phones
        assert phones is not None and phones.hub.server.server.socket.getsockname()[0] == "127.0.0.1"
        step(d, 3)
        draw(d)  # the join panel, and the phone seat not joined yet
        assert until(d, lambda: phones.offer_for is not None, 3000), "the table never offered the host a way on"
        draw(d)  # the game waits on a phone nobody joined: a bot or this screen?
        phone = Phone(ws_url(scene), phones.hub.code, "Ann", 1).start()  # joins, and picks a card
        try:
            assert settle(d, lambda: phones.hub.server.status(0) == "here"), "the phone never joined"
            # Its seat says "on their phone" while the picks are shown (no status beside it then).
            end = time.monotonic() + 10
            while not scene.reveal and time.monotonic() < end:
                step(d, skip=False)
                time.sleep(0.002)
            draw(d)
        finally:
            phone.stop.set()
            phone.drop()
        assert settle(d, lambda: phones.hub.server.status(0) == "away"), "the phone never left"
        draw(d)  # waiting for Ann's phone
        assert until(d, lambda: phones.offer_for is not None, 3000), "no way on for a phone gone"
        draw(d)
        phones.hand_over(0, "bot")  # the phone is told (on its own page); the seat is a bot's now
        step(d, 3)
        draw(d)
    except Exception:
        d.close()  # its server and threads go with it
        raise
    yield d


def no_phone_server(lang: str) -> Iterator[Driver]:
    """The port asked for is taken on 127.0.0.1: the phone seat is played on the screen, and the
    table says why."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        d = Driver("tap", ["--game", "take5", "--seats", "phone,easy", "--players", "2", "--seed", "5",
                           "--phones", str(port), "--phones-bind", "127.0.0.1", "--lang", lang, *WINDOW])
    assert d.top.phones is None, "the server listened on a taken port"
    step(d, 2)
    draw(d)
    yield d


def screens(lang: str) -> Iterator[Driver]:
    for part in (setup_screen, handover, short_games, phone_seats, no_phone_server):
        yield from part(lang)
