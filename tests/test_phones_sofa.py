"""Phones on a real sofa (issue 34), at the server and the table: the README's default set-up,
Restart / Play again / Continue, two tabs on one seat, names, watchers, the log and the language
following the TV, nudges, a phone's answer applied while the TV still moves, and a bad bind
address refused before the window opens. The page's side is in test_phones_browser.py."""

from __future__ import annotations

import json
import socket
import time
from typing import Any

import pytest
from phones_kit import Phone, ask, make_app, open_ws, private_items, step_until, table, ws_url

from scenes.phones.listen import BindError, check_bind
from scenes.shell import cli
from scenes.shell.app import App
from scenes.table import phone_table
from scenes.table.game_scene import GameScene
from scenes.table.seats import LocalPerson
from scenes.ui.text import set_language, tr

pytestmark = pytest.mark.filterwarnings("ignore:connect\\(\\) must be used:DeprecationWarning")


def joined(scene: GameScene, name: str) -> tuple[Any, dict[str, Any]]:
    ws = open_ws(ws_url(scene))
    reply = ask(ws, {"type": "join", "code": scene.phones.hub.code, "name": name})
    return ws, reply


def drain(ws: Any, seconds: float = 0.5) -> list[dict[str, Any]]:
    got: list[dict[str, Any]] = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            got.append(json.loads(ws.recv(timeout=max(0.01, end - time.monotonic()))))
        except TimeoutError:
            break
        except Exception:
            break
    return got


def run(app: App, frames: int = 30, skip: bool = True) -> None:
    for _ in range(frames):
        app.step(1 / 60)
        scene = app.manager.active
        if skip and isinstance(scene, GameScene):
            scene.animator.skip()


# ------------------------------------------------------------ the README's own set-up


def test_the_readme_example_listens_on_every_address_and_a_phone_joins(quick_bots: None) -> None:
    """`tumble-table --game take5 --seats phone,phone,phone,hard`, verbatim: no bind flag."""
    app = App(cli.parse(["--game", "take5", "--seats", "phone,phone,phone,hard"]))
    try:
        app.first_scene()
        app.manager.apply_pending()
        scene = app.manager.active
        assert isinstance(scene, GameScene) and scene.phones is not None, "the phone server started"
        server = scene.phones.hub.server
        assert server.server.socket.getsockname()[0] in ("::", "0.0.0.0"), "every address of this machine"
        phone = Phone(ws_url(scene), server.code, "Ann", 1, act=False).start()
        step_until(app, scene, lambda: phone.seat is not None and scene.seats[phone.seat]["name"] == "Ann", 5)
        phone.stop.set()
    finally:
        app.finish()


def test_a_bad_bind_address_is_one_line_before_the_window_opens(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_lookups(*_a: object, **_k: object) -> None:
        raise AssertionError("a name was looked up")

    monkeypatch.setattr(socket, "getaddrinfo", no_lookups)
    for bad in ("1.2.3.4.5", "tv.local", "192.0.2.1"):
        with pytest.raises(BindError):
            check_bind(bad)
        with pytest.raises(cli.UsageError) as err:
            cli.parse(["--game", "take5", "--seats", "phone,hard", "--phones-bind", bad])
        assert "\n" not in str(err.value)
    assert check_bind("") == "" and check_bind("0.0.0.0") == "" and check_bind("127.0.0.1") == "127.0.0.1"


def test_a_server_that_cannot_start_leaves_the_seats_to_the_screen(quick_bots: None,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.phones.server as server_module

    def refused(*_a: object) -> socket.socket:
        raise OSError(98, "Address already in use")

    monkeypatch.setattr(server_module, "listening_socket", refused)
    app, scene = make_app("take5", ["phone", "hard"])
    try:
        assert scene.phones is None and isinstance(scene.controllers[0], LocalPerson)
        assert scene.message == tr("phones.no_server")
    finally:
        app.finish()


# ------------------------------------------------------------ Restart, Play again, Continue


def next_scene(app: App) -> GameScene:
    for _ in range(5):
        app.manager.apply_pending()
        app.step(1 / 60)
        if isinstance(app.manager.active, GameScene):
            return app.manager.active
    raise AssertionError(f"no game scene: {app.manager.active}")


def rejoins_as(scene: GameScene, port: int, code: str, name: str, seat: int) -> None:
    assert scene.phones is not None, "the phones serve again"
    assert scene.phones.hub.server.port == port and scene.phones.hub.code == code, "where they were"
    ws, reply = joined(scene, name)
    assert reply["type"] == "joined" and reply["seat"] == seat and reply["name"] == name, reply
    ws.close()


def test_restart_play_again_and_continue_serve_the_phones_where_they_were(quick_bots: None) -> None:
    with table("take5", ["phone", "hard"], seed=5) as (app, scene):
        port, code = scene.phones.hub.server.port, scene.phones.hub.code
        _ws, reply = joined(scene, "Ann")
        assert reply["seat"] == 0
        run(app, 5)
        scene.restart()  # the pause menu's Restart
        scene = next_scene(app)
        rejoins_as(scene, port, code, "Ann", 0)
        # Save and leave, then Continue from the menu.
        run(app, 5)
        app.screens.to_menu()
        app.manager.apply_pending()
        menu = app.manager.active
        assert menu.saved is not None, "the game was saved"
        menu.continue_game()
        scene = next_scene(app)
        rejoins_as(scene, port, code, "Ann", 0)
        # Play again from the results.
        record = scene.match.record
        app.screens.swap("results", record={**record, "scores": [0, 0], "winners": [0]}, game="take5",
                         autoplay=False)
        app.manager.apply_pending()
        app.manager.active.again()
        scene = next_scene(app)
        rejoins_as(scene, port, code, "Ann", 0)


# ------------------------------------------------------------ seats and names


def test_the_same_seat_in_two_tabs_goes_to_the_newer_one_and_the_older_is_told(quick_bots: None) -> None:
    with table("take5", ["phone", "hard"], seed=5) as (app, scene):
        first, reply = joined(scene, "Ann")
        second = open_ws(ws_url(scene))
        again = ask(second, {"type": "rejoin", "token": reply["token"]})
        assert again["type"] == "joined" and again["seat"] == 0
        told = [m for m in drain(first, 1.0) if m["type"] == "error"]
        assert told and told[-1]["moved"] is True and told[-1]["message"] == tr("phones.err.moved")
        run(app, 10)
        assert scene.phones.hub.server.slots[0].link is not None
        assert scene.phones.hub.server.status(0) == "here"


def test_names_are_unique_at_a_table_without_regard_to_case(quick_bots: None) -> None:
    with table("take5", ["phone", "phone", "phone", "hard"], seed=5) as (_app, scene):
        _ws, reply = joined(scene, "Ann")
        assert reply["type"] == "joined"
        for same in ("Ann", "ann", "ANN"):
            _ws2, reply = joined(scene, same)
            assert reply == {"type": "error", "message": tr("phones.err.name_taken", name=same)}
        bot_name = scene.seats[3]["name"]
        _ws3, reply = joined(scene, bot_name.upper())
        assert reply["type"] == "error", "a bot's name is taken too"
        _ws4, reply = joined(scene, "Bo")
        assert reply["type"] == "joined"


def test_a_latecomer_at_a_full_table_watches_and_sees_no_hand(quick_bots: None) -> None:
    with table("take5", ["phone", "hard", "hard"], seed=5) as (app, scene):
        player = Phone(ws_url(scene), scene.phones.hub.code, "Ann", 3).start()
        step_until(app, scene, lambda: player.seat is not None, 5)
        watcher = open_ws(ws_url(scene))
        reply = ask(watcher, {"type": "join", "code": scene.phones.hub.code, "name": "Cat"})
        assert reply["type"] == "watching"
        step_until(app, scene, lambda: len(scene.match.record["actions"]) > 8, 10)
        seen = [m for m in drain(watcher, 1.0) if m["type"] == "watch"]
        assert seen, "the watcher follows the table"
        state = scene.match.state
        for message in seen:
            assert message["legal"] == [] and all(h is None for h in message["view"]["hands"] if h)
            shown = json.dumps(message["view"]["hands"]) + json.dumps(message["view"]["picks"])
            for seat in range(3):
                for card in private_items("take5", state, seat):
                    assert f"[{card}" not in shown and f" {card}," not in shown
        assert seen[-1]["names"][0] == "Ann" and "scores" in seen[-1] and "log" in seen[-1]
        player.stop.set()


# ------------------------------------------------------------ what the others did, the language, nudges


def test_the_log_reaches_the_phones_and_says_the_joined_name(quick_bots: None) -> None:
    with table("take_it_pyramids", ["hard", "phone"], seed=2) as (app, scene):
        default = scene.seats[1]["name"]
        step_until(app, scene, lambda: any(default in line for line in scene.log_lines), 5)
        phone = Phone(ws_url(scene), scene.phones.hub.code, "Zed", 3).start()
        step_until(app, scene, lambda: any("Zed" in line for s in phone.states() for line in s["log"]), 10)
        assert not any(default in line for line in scene.log_lines), "the TV's log says Zed too"
        last = phone.states()[-1]["log"]
        assert last and not any(default in line for line in last)
        phone.stop.set()


def test_the_phones_follow_the_tvs_language_at_once(quick_bots: None) -> None:
    with table("take5", ["phone", "hard"], seed=5) as (app, scene):
        ws, _reply = joined(scene, "Ann")
        run(app, 5)
        drain(ws, 0.3)
        try:
            set_language("is")
            run(app, 3)
            got = drain(ws, 1.0)
        finally:
            set_language("en")
        words = [m for m in got if m["type"] == "words"]
        assert words and words[-1]["words"]["join_button"] == "Setjast við borðið"
        states = [m for m in got if m["type"] == "state"]
        assert states, "the prompt is said again in the new language"


def test_a_phone_that_sits_on_its_move_is_nudged(quick_bots: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phone_table, "NUDGE_AFTER", 0.3)
    with table("take5", ["phone", "hard"], seed=5) as (app, scene):
        phone = Phone(ws_url(scene), scene.phones.hub.code, "Ann", 3, act=False).start()
        step_until(app, scene, lambda: any(m["type"] == "nudge" for m in phone.received), 5)
        phone.stop.set()


MOVING = [("take5", ["phone", "phone", "phone", "phone", "hard"]), ("take_it_dice", ["phone", "phone", "hard"]),
          ("take_it_pyramids", ["phone", "phone", "hard"]), ("pyramid_power", ["phone", "phone"])]


@pytest.mark.parametrize(("game", "seats"), MOVING, ids=[g for g, _ in MOVING])
def test_a_phone_answer_is_applied_while_the_tv_still_moves(quick_bots: None, game: str, seats: list[str]) -> None:
    """The table runs in real time with its motion played (nothing skipped), and phones answer
    at once: their moves go into the game during the motion, and the motion of each is made when
    it is reached, without a fault. (tools.phone_bench with ten phones is the harder case: before
    the motion was made when reached, Take 5's lift of a card the earlier motion had replaced
    faulted there; this test does not always hit that order.)"""
    with table(game, seats, seed=2) as (app, scene):
        app.settings.speed = 1.5
        phones = [Phone(ws_url(scene), scene.phones.hub.code, name, 3 + i).start()
                  for i, name in enumerate(["Ann", "Bo", "Cy", "Di"][:seats.count("phone")])]
        applied_while_moving = 0
        end = time.monotonic() + 14
        next_frame = time.monotonic()
        while time.monotonic() < end and not scene.finished:
            busy = scene.animator.busy
            before = len(scene.match.record["actions"])
            app.step(1 / 60)
            added = scene.match.record["actions"][before:]
            if busy and any(seats[p] == "phone" for p, _t in added if p >= 0):
                applied_while_moving += 1
            next_frame += 1 / 60
            time.sleep(max(0.0, next_frame - time.monotonic()))
        for phone in phones:
            phone.stop.set()
            if phone.ws is not None:
                phone.ws.close()
        for _ in range(3000):  # the motion catches up with the game
            if not scene.animator.busy:
                break
            app.step(1 / 60)
        assert app.guard.faults == 0, "the motion of a move made during motion faulted"
        assert app.manager.active is scene
        assert applied_while_moving >= 3 or scene.finished, "phones' moves waited for the TV's motion"
        assert scene.shown == scene.match.state, "the screen caught up with the game"


def test_a_take5_seat_whose_phone_is_away_says_so_not_picking(quick_bots: None) -> None:
    with table("take5", ["phone", "phone"], seed=5) as (app, scene):
        ws, _reply = joined(scene, "Ann")
        run(app, 5)
        ws.close()
        step_until(app, scene, lambda: scene.phones.hub.server.status(0) == "away", 5)
        look = scene.seat_looks()[0]
        assert look.who == tr("phones.waiting_for", name="Ann") and look.status == ""


def test_a_phone_is_told_a_refusal_in_words_never_the_cores_message() -> None:
    from game.core import IllegalAction
    from scenes.table.refusals import refusal_text
    from scenes.table.seats import PhoneSeat

    class Link:
        def __init__(self) -> None:
            self.errors: list[str] = []

        def take_action(self, seat: int) -> str | None:
            return "place T09 at -1,0 turn 0"

        def send_error(self, seat: int, message: str) -> None:
            self.errors.append(message)

        def status(self, seat: int) -> str:
            return "here"

    refused = IllegalAction("T09 (Y Y B) turned 0 shows Y on its right side at -1,0, but the tile there shows G")

    def parse(_text: str) -> None:
        raise refused

    link = Link()
    seat = PhoneSeat(0, link, parse, lambda exc: refusal_text("pyramid_power", exc))
    seat.ask(0, None, [], 1.0)
    seat.poll(0.0)
    assert link.errors == [refusal_text("pyramid_power", refused)]
    assert "T09" not in link.errors[0] and "-1,0" not in link.errors[0]


def test_a_phone_joining_as_a_saved_player_plays_as_that_player(quick_bots: None) -> None:
    """The join page offers the house's saved players; a phone that joins with one of those
    names (any case) seats that player, so the finished game counts for them tonight."""
    import urllib.request

    app, scene = make_app("take5", ["phone", "hard"], seed=5)
    try:
        assert app.records is not None
        ann = app.records.add_player("Ann")
        assert not isinstance(ann, str), ann
        app.finish()
        app, scene = make_app("take5", ["phone", "hard"], seed=5)  # a table after Ann was saved
        with urllib.request.urlopen(f"http://127.0.0.1:{scene.phones.hub.server.port}/", timeout=3) as reply:
            page = reply.read().decode()
        assert '<script id="players" type="application/json">["Ann"]</script>' in page
        _ws, reply = joined(scene, "ann")
        assert reply["type"] == "joined"
        run(app, 3)
        assert scene.seats[0].get("player") == ann.id, "the seat is the saved player"
    finally:
        app.finish()


def test_a_kiosk_offers_no_saved_players_to_phones(quick_bots: None) -> None:
    app, scene = make_app("take5", ["phone", "hard"], seed=5, extra=("--kiosk",))
    try:
        assert scene.phones.hub.server.saved == []
    finally:
        app.finish()
