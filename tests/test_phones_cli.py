"""The phone flags, the verbose join line, the setup's Phone seat and the TV's join panel."""

from __future__ import annotations

import re

import pygame
import pytest
from app_runner import run_app
from phones_kit import Phone, step_until, table, ws_url

from scenes.shell import cli
from scenes.ui.text import tr

# One connection here outlives the `with` block that made it, on purpose (it sees the close).
pytestmark = pytest.mark.filterwarnings("ignore:connect\\(\\) must be used:DeprecationWarning")


def test_phone_flags_parse_and_bad_ones_give_one_line() -> None:
    opts = cli.parse(["--game", "take5", "--seats", "phone,phone,hard", "--phones", "0", "--phones-bind", "127.0.0.1"])
    assert opts.seats == ["phone", "phone", "hard"] and opts.phones_port == 0 and opts.phones_bind == "127.0.0.1"
    for argv, words in ((["--phones", "70000", "--game", "take5"], "port from 0 to 65535"),
                        (["--phones", "0"], "need --game"),
                        (["--game", "take5", "--seats", "phone,tablet"], "unknown seat 'tablet'")):
        with pytest.raises(cli.UsageError) as err:
            cli.parse(argv)
        assert words in str(err.value)


def test_verbose_prints_the_join_line(tmp_path, capsys) -> None:
    """As the README starts it (no port or bind flag): the address other devices reach."""
    code, lines = run_app(tmp_path, capsys, ["--game", "take5", "--seats", "phone,easy", "--verbose", "--frames", "5"])
    assert code == 0
    joins = [line for line in lines if line.startswith("phones: ")]
    assert len(joins) == 1, lines
    assert re.fullmatch(r"phones: http://\d+\.\d+\.\d+\.\d+:\d+/ code [A-HJ-NP-Z]{4}", joins[0]), lines


def test_the_tv_shows_the_join_panel_until_every_phone_is_here(quick_bots: None) -> None:
    with table("take5", ["phone", "hard"], seed=3) as (app, scene):
        surface = pygame.Surface((1920, 1080))
        assert scene.phones is not None
        step_until(app, scene, lambda: len(scene.match.record["actions"]) >= 1, 5)
        scene.draw(surface)
        panel = surface.get_at((290, 400))[:3]  # inside the QR code's white margin or modules
        assert scene.phones.waiting() == [0] and scene.seats[0]["name"] == "Player 1"
        assert scene.phones.who(0) == tr("phones.not_joined")
        ann = Phone(ws_url(scene), scene.phones.hub.code, "Ann", 4, act=False).start()
        step_until(app, scene, lambda: scene.phones.waiting() == [], 5)
        app.step(1 / 60)
        scene.draw(surface)
        assert scene.seats[0]["name"] == "Ann" and scene.phones.who(0) == tr("phones.on_phone")
        assert surface.get_at((290, 400))[:3] != panel, "the panel is gone once Ann is here"
        ann.stop.set()
        ann.thread.join(2)


def test_setup_offers_a_phone_seat() -> None:
    from scenes.screens import setup

    assert "phone" in setup.LEVELS and tr("seat.phone") == "Phone"


def test_leaving_a_game_closes_the_server_and_tells_the_phones(quick_bots: None) -> None:
    import json
    import socket

    from phones_kit import open_ws

    with table("take5", ["phone", "phone"], seed=3) as (app, scene):
        step_until(app, scene, lambda: bool(scene.phones.hub.server.slots[0].last_state), 5)
        port = scene.phones.hub.server.port
        ws = open_ws(ws_url(scene))
        ws.send(json.dumps({"type": "join", "code": scene.phones.hub.code, "name": "Ann"}))
        assert json.loads(ws.recv(timeout=2))["type"] == "joined"
    messages = []
    try:
        while True:
            messages.append(json.loads(ws.recv(timeout=2)))
    except Exception:
        pass
    assert messages and messages[-1]["type"] == "closed" and messages[-1]["message"] == tr("phones.err.closed")
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        pass
