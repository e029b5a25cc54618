"""Phones play whole games of every game over real WebSockets on 127.0.0.1, and are never sent
another seat's hidden things."""

from __future__ import annotations

import socket

import pytest
from phones_kit import Phone, check_privacy, leaks, phone_seed, private_items, states_by_step, step_until, table, ws_url

from game import GAMES
from scenes.phones.protocol import plain

NAMES = ["Ann", "Ben", "Cai", "Dee", "Eli", "Fay", "Gus", "Hal", "Ida", "Jo"]
GAMES_AND_SEATS = [
    ("take5", ["phone"] * 10),
    ("take_it_dice", ["phone", "phone", "phone", "easy"]),
    ("take_it_pyramids", ["phone", "phone", "easy"]),
    ("pyramid_power", ["phone", "phone"]),
]


@pytest.mark.parametrize(("game", "seats"), GAMES_AND_SEATS, ids=[g for g, _ in GAMES_AND_SEATS])
def test_phones_play_a_whole_game_and_see_only_their_own_hand(quick_bots: None, game: str, seats: list[str]) -> None:
    with table(game, seats, seed=5) as (app, scene):
        assert scene.phones is not None
        url, code = ws_url(scene), scene.phones.hub.code
        phone_seats = [i for i, s in enumerate(seats) if s == "phone"]
        phones = [Phone(url, code, NAMES[k], phone_seed(NAMES[k])).start() for k in range(len(phone_seats))]
        step_until(app, scene, lambda: all(p.seat is not None for p in phones), 10)
        app.step(1 / 60)
        # Each phone's seat lights up on the TV with its name.
        assert sorted(scene.seats[p.seat]["name"] for p in phones) == sorted(NAMES[:len(phones)])
        step_until(app, scene, lambda: scene.finished, 180)  # generous: a loaded machine is slow
        # The end reaches each phone on its own thread; wait for it rather than a fixed time.
        step_until(app, scene, lambda: all(p.over is not None for p in phones), 60)
        for p in phones:
            p.thread.join(10)
        record = scene.match.finished_record()
        assert {p.seat for p in phones} == set(phone_seats)
        for p in phones:
            assert p.over is not None, f"{p.name} never heard the game end"
            assert p.over["scores"] == record["scores"] and p.over["winners"] == record["winners"]
        moved = {player for player, _ in record["actions"]}
        assert set(phone_seats) <= moved, "every phone seat made moves"
        assert check_privacy(game, record, phones) >= 10
        # Nothing listens once the game has ended.
        port = scene.phones.hub.server.port
        with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
            pass


def test_the_privacy_check_would_catch_another_seats_hand() -> None:
    """The check above can fail: a message carrying the neighbour's view is flagged."""
    for game in ("take5", "take_it_dice"):
        from game.core import Match

        match = Match(game, 3, seed=2)
        match.chance_step()
        state = match.state
        wrong = {"seat": 0, "view": plain(GAMES[game].view(state, 1)), "glossary": {}}
        assert leaks(game, wrong, private_items(game, state, 1)), game
        right = {"seat": 0, "view": plain(GAMES[game].view(state, 0)), "glossary": {}}
        assert not leaks(game, right, private_items(game, state, 1)), game


def test_a_phone_that_drops_rejoins_its_seat_and_the_tv_says_who_it_waits_for(quick_bots: None) -> None:
    with table("take5", ["phone", "phone", "easy"], seed=8) as (app, scene):
        assert scene.phones is not None
        url, code = ws_url(scene), scene.phones.hub.code
        ann = Phone(url, code, "Ann", 1, act=False).start()
        ben = Phone(url, code, "Ben", 2).start()
        step_until(app, scene, lambda: ann.seat is not None and ben.seat is not None and ann.states(), 10)
        seat, token = ann.seat, ann.token
        assert scene.phones.who(seat) == "on their phone"
        ann.stop.set()
        ann.drop()
        ann.thread.join(3)
        step_until(app, scene, lambda: scene.phones.hub.server.status(seat) == "away", 5)
        assert scene.phones.who(seat) == "waiting for Ann's phone"
        # The table waits for her: her seat makes no move while she is away.
        moves = len(scene.match.record["actions"])
        for _ in range(60 * 7):
            app.step(1 / 60)
        assert all(p != seat for p, _ in scene.match.record["actions"][moves:])
        assert scene.phones.offer_for == seat, "the host is offered to hand the seat on"
        back = Phone(url, code, "Ann", 3)
        back.token = token  # the page kept the token: reopening it rejoins
        back.start()
        step_until(app, scene, lambda: back.seat == seat and back.states(), 5)
        assert back.received[0]["type"] == "joined" and back.received[0]["token"] == token
        assert back.states()[0]["view"]["hands"][seat] is not None, "she gets her hand back at once"
        step_until(app, scene, lambda: scene.finished, 30)
        assert any(p == seat for p, _ in scene.match.record["actions"][moves:]), "she played on"
        back.thread.join(3)
        ben.thread.join(3)


def test_the_host_hands_a_lost_seat_to_a_bot_and_the_game_goes_on(quick_bots: None) -> None:
    with table("take_it_pyramids", ["phone", "phone"], seed=4) as (app, scene):
        assert scene.phones is not None
        url, code = ws_url(scene), scene.phones.hub.code
        ann = Phone(url, code, "Ann", 1).start()
        step_until(app, scene, lambda: ann.seat is not None, 5)
        lost = 1 - ann.seat
        assert scene.phones.who(lost) == "phone not joined yet"
        step_until(app, scene, lambda: scene.phones.lost[0] == lost, 10)
        assert scene.phones.offer_for is None, "the host is not asked at once"
        step_until(app, scene, lambda: scene.phones.offer_for == lost, 10)  # 30 s of table time
        scene.phones.hand_over(lost, "bot")
        assert scene.seats[lost]["seat"] == "medium" and scene.controllers[lost].kind == "bot"
        step_until(app, scene, lambda: scene.finished, 30)
        assert any(p == lost for p, _ in scene.match.record["actions"])
        ann.thread.join(3)
        assert ann.over is not None


def test_nothing_listens_without_a_phone_seat(quick_bots: None, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[object] = []
    monkeypatch.setattr("scenes.phones.server.PhoneServer.start", lambda self: started.append(self))
    with table("take5", ["human", "easy", "easy"], seed=1) as (app, scene):
        for _ in range(30):
            app.step(1 / 60)
        assert scene.phones is None and not started


def test_states_by_step_matches_the_record() -> None:
    from game.core import play_match

    record = play_match("take5", 3, ["easy"] * 3, seed=2)
    states = states_by_step(record)
    assert len(states) == len(record["actions"]) + 1
    assert list(GAMES["take5"].scores(states[-1])) == record["scores"]
