"""Whatever a phone sends, the table refuses it kindly and the game is unchanged: wrong codes
(rate-limited), stolen or stale tokens, oversized and malformed messages, illegal moves, floods.
Only the page's own files are served."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest
from phones_kit import ask, open_ws, step_until, table, ws_url
from websockets.exceptions import ConnectionClosed, InvalidStatus

from game.core import state_hash
from scenes.phones import server as phone_server
from scenes.shell.app import App
from scenes.table.game_scene import GameScene
from scenes.ui.text import tr

# Some connections stay open across a test's steps rather than inside one `with` block.
pytestmark = pytest.mark.filterwarnings("ignore:connect\\(\\) must be used:DeprecationWarning")


@pytest.fixture
def take5(quick_bots: None) -> Iterator[tuple[App, GameScene]]:
    with table("take5", ["phone", "phone"], seed=6) as (app, scene):
        step_until(app, scene, lambda: bool(scene.phones and scene.phones.hub.server.slots[0].last_state), 5)
        yield app, scene


def fingerprint(scene: GameScene) -> tuple[str, int]:
    return state_hash(scene.match.state), len(scene.match.record["actions"])


def settle(app: App, frames: int = 30) -> None:
    scene = app.manager.active
    for _ in range(frames):
        app.step(1 / 60)
        if isinstance(scene, GameScene):
            scene.animator.skip()


def next_error(ws: object) -> dict:
    """The next error message (state updates from other seats may come first)."""
    for _ in range(20):
        reply = json.loads(ws.recv(timeout=2))
        if reply["type"] != "state":
            return reply
    raise AssertionError("no error came")


def join(scene: GameScene, name: str = "Ann") -> tuple[object, dict]:
    ws = open_ws(ws_url(scene))
    assert scene.phones is not None
    reply = ask(ws, {"type": "join", "code": scene.phones.hub.code, "name": name})
    assert reply["type"] == "joined", reply
    return ws, reply


def test_wrong_codes_are_refused_and_then_slowed_but_the_right_code_still_gets_in(
        take5: tuple[App, GameScene]) -> None:
    app, scene = take5
    before = fingerprint(scene)
    code = scene.phones.hub.code
    wrong = "ZZZZ" if code != "ZZZZ" else "YYYY"
    with open_ws(ws_url(scene)) as ws:
        for _ in range(phone_server.WRONG_CODES):
            reply = ask(ws, {"type": "join", "code": wrong, "name": "Mallory"})
            assert reply == {"type": "error", "message": tr("phones.err.wrong_code")}
        # Past that, one try per GUESS_GAP: a quick one is not checked, and says when to try again.
        reply = ask(ws, {"type": "join", "code": wrong, "name": "Mallory"})
        assert reply["message"] == tr("phones.err.checking") and 0 < reply["retry_in"] <= phone_server.GUESS_GAP + 0.1
        settle(app)
        assert fingerprint(scene) == before
        assert all(slot.token is None for slot in scene.phones.hub.server.slots.values()), "nobody was seated"
        # A person who then types the right code waits out the gap (the page does it) and is in.
        time.sleep(reply["retry_in"])
        reply = ask(ws, {"type": "join", "code": code, "name": "Ann"})
        assert reply["type"] == "joined", reply


def test_a_guesser_gets_one_try_per_gap_however_fast_it_sends() -> None:
    from scenes.phones.protocol import ProtocolError
    from scenes.phones.server import Link, PhoneServer

    now = [100.0]
    server = PhoneServer({0: "Ann"}, clock=lambda: now[0], code="ABCD")
    link = Link(connection=None, address="10.0.0.9")  # type: ignore[arg-type]
    checked = 0
    for _ in range(600):  # 60 s of a try every 0.1 s
        link.out = type(link.out)()
        try:
            server._join(link, "ZZZZ", "Mallory")
        except ProtocolError:
            checked += 1  # the code was compared (and was wrong)
        now[0] += 0.1
    # 5 at once, then one per GUESS_GAP: at most 5 + 60 / 3 = 25 codes compared in a minute.
    assert checked <= phone_server.WRONG_CODES + 60 / phone_server.GUESS_GAP + 1
    assert checked >= phone_server.WRONG_CODES + 60 / phone_server.GUESS_GAP - 1


def test_tokens_work_for_one_seat_of_one_game_only(quick_bots: None) -> None:
    with table("take5", ["phone", "phone"], seed=2) as (app, scene):
        step_until(app, scene, lambda: bool(scene.phones.hub.server.slots[0].last_state), 5)
        ws, joined = join(scene)
        old_token = joined["token"]
        ws.close()
    with table("take5", ["phone", "phone"], seed=2) as (app, scene):
        step_until(app, scene, lambda: len(scene.match.record["actions"]) >= 1, 5)  # dealt
        before = fingerprint(scene)
        with open_ws(ws_url(scene)) as ws:
            reply = ask(ws, {"type": "rejoin", "token": old_token})
            assert reply["type"] == "error", "a token from another game is refused"
            reply = ask(ws, {"type": "rejoin", "token": "x" * 32})
            assert reply["type"] == "error", "a made-up token is refused"
            reply = ask(ws, {"type": "act", "action": "play 5"})
            assert reply == {"type": "error", "message": tr("phones.err.join_first")}
        # A seat handed to the screen by the host: its token goes stale at once.
        ws, joined = join(scene, "Ann")
        seat = joined["seat"]
        ws.recv(timeout=2)  # its state
        scene.phones.hand_over(seat, "screen")
        released = json.loads(ws.recv(timeout=2))
        assert released["type"] == "error" and released.get("released")
        with open_ws(ws_url(scene)) as again:
            reply = ask(again, {"type": "rejoin", "token": joined["token"]})
            assert reply["type"] == "error"
        settle(app)
        assert fingerprint(scene) == before


def test_oversized_and_malformed_messages_are_refused(take5: tuple[App, GameScene]) -> None:
    app, scene = take5
    before = fingerprint(scene)
    ws, _ = join(scene)
    ws.recv(timeout=2)  # the state
    bad = ["not json", "[1, 2]", "{}", '{"type": "teleport"}', '{"type": "join", "code": 5, "name": "x"}',
           '{"type": "join", "code": "ABCD", "name": "   "}', '{"type": "act"}', '{"type": "act", "action": ""}',
           '{"type": "act", "action": ["play", 5]}', '{"type": "rejoin", "token": null}', '"just text"',
           "{" * 3000, '{"type": "act", "action": "' + "9" * 300 + '"}']
    for raw in bad:
        reply = ask(ws, raw)
        assert reply["type"] == "error", raw
    # Still connected and still seated after all that.
    assert ask(ws, {"type": "ping"}) == {"type": "pong"}
    with pytest.raises(ConnectionClosed):
        ws.send(json.dumps({"type": "act", "action": "x" * 5000}))  # over the frame limit: closed
        ws.recv(timeout=2)
    assert ws.protocol.close_rcvd is not None and ws.protocol.close_rcvd.code == 1009
    settle(app)
    assert fingerprint(scene) == before


def test_illegal_moves_are_refused_and_the_game_is_unchanged(take5: tuple[App, GameScene]) -> None:
    app, scene = take5
    ws, joined = join(scene)
    seat = joined["seat"]
    state = json.loads(ws.recv(timeout=2))
    hand = state["view"]["hands"][seat]
    before = fingerprint(scene)
    not_mine = next(n for n in range(1, 105) if n not in hand)
    for text in (f"play {not_mine}", "row 1", "play", "deal 1 2 3 / 4 5 6 7", "pass"):
        reply = ask(ws, {"type": "act", "action": text})
        assert reply["type"] == "error", text
    # Past the server's own check, straight into the seat's inbox: the game's parse_action and
    # the table's legal check still refuse it and tell the phone.
    slot = scene.phones.hub.server.slots[seat]
    for text in (f"play {not_mine}", "row 2", "nonsense"):
        slot.inbox.append(text)
        settle(app, 5)
        assert next_error(ws)["type"] == "error", text
    settle(app)
    assert fingerprint(scene) == before
    assert not any(p == seat for p, _ in scene.match.record["actions"])
    # And a legal move goes through.
    ws.send(json.dumps({"type": "act", "action": state["legal"][0]}))
    step_until(app, scene, lambda: any(p == seat for p, _ in scene.match.record["actions"]), 5)


def test_a_flood_is_refused_then_cut_off_and_the_game_is_unchanged(take5: tuple[App, GameScene]) -> None:
    app, scene = take5
    ws, joined = join(scene)
    ws.recv(timeout=2)
    before = fingerprint(scene)
    errors = []
    sent = 0
    with pytest.raises(ConnectionClosed):
        for _ in range(5000):
            ws.send(json.dumps({"type": "act", "action": "play 1000"}))
            sent += 1
        for _ in range(5000):
            reply = json.loads(ws.recv(timeout=2))
            if reply["type"] == "error":
                errors.append(reply["message"])
    assert sent < 5000 or errors, "the flood was answered or cut off"
    assert ws.protocol.close_rcvd is not None and ws.protocol.close_rcvd.code == 1008
    settle(app)
    assert fingerprint(scene) == before
    # The seat is not lost: the phone rejoins with its token.
    with open_ws(ws_url(scene)) as again:
        assert ask(again, {"type": "rejoin", "token": joined["token"]})["type"] == "joined"


def test_only_the_pages_own_files_are_served(take5: tuple[App, GameScene]) -> None:
    _app, scene = take5
    base = f"http://127.0.0.1:{scene.phones.hub.server.port}"
    with urllib.request.urlopen(base + "/", timeout=3) as page:
        body = page.read().decode()
        assert page.headers["Content-Type"].startswith("text/html")
        assert "default-src 'self'" in page.headers["Content-Security-Policy"]
    assert '<script src="/page.js"' in body and "http://" not in body and "https://" not in body
    for name in ("/page.js", "/page.css"):
        with urllib.request.urlopen(base + name, timeout=3) as reply:
            assert reply.status == 200
    for path in ("/../pyproject.toml", "/page/../server.py", "/settings", "/save", "/etc/passwd", "/index.html.bak"):
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(base + path, timeout=3)
        assert err.value.code == 404, path


def test_connections_are_limited(take5: tuple[App, GameScene], monkeypatch: pytest.MonkeyPatch) -> None:
    _app, scene = take5
    monkeypatch.setattr(phone_server, "MAX_PER_ADDRESS", 3)
    opened = [open_ws(ws_url(scene)) for _ in range(3)]
    server = scene.phones.hub.server
    end = time.monotonic() + 3  # the limit counts connections whose handler has started
    while len(server.links) < 3 and time.monotonic() < end:
        time.sleep(0.01)
    try:
        with pytest.raises(InvalidStatus) as err:
            open_ws(ws_url(scene))
        assert err.value.response.status_code == 503
    finally:
        for ws in opened:
            ws.close()


def test_closing_while_a_connection_is_still_being_set_up_does_not_raise() -> None:
    """A phone connecting in the very moment the table closes: its sender thread may not have
    started yet, and closing must not trip over it (the bundle check once did)."""
    import threading

    from scenes.phones.server import Link, PhoneServer

    server = PhoneServer({0: "Ann"}, bind="127.0.0.1", port=0)
    server.start()
    link = Link(connection=None, address="127.0.0.1")  # type: ignore[arg-type]
    link.sender = threading.Thread(target=lambda: None)  # created, not started
    with server.lock:
        server.links.add(link)
    server.close()
    assert not server.running
