"""The Take It or Leave It (dice) table, driven like a player would: whole bot games, a person's
throw by button, by flick and by keys, taking a die by tap and by keys, refusals that make no
move, skipping motion, and choosing an action card's arguments from the core's legal plays."""

from __future__ import annotations

import contextlib
import itertools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from app_runner import run_app, scenes_seen

from game.core import CHANCE, IllegalAction, replay
from game.take_it_dice import apply, legal_actions, new_game
from game.take_it_dice.state import Cast, Deal, Play
from scenes.games.take_it_dice import layout
from scenes.games.take_it_dice.choose import Chooser
from scenes.ui.text import tr

GAME = ["--game", "take_it_dice", "--seed", "7"]
THROW = (layout.CONTROLS.centerx, layout.PROMPT.bottom + 14 + 50)  # the Throw button


def record_of(tmp_path: Path) -> dict[str, Any]:
    path = tmp_path / "record.json"
    return json.loads(path.read_text()) if path.exists() else {"actions": []}


def corner_taps(start: int, until: int, every: int = 2) -> list[dict[str, Any]]:
    """Taps on a bare corner of the felt: they skip motion and press nothing."""
    return [{"frame": f, "type": "tap", "x": 8, "y": 1072} for f in range(start, until, every)]


@pytest.mark.parametrize("players", [2, 5])
def test_all_bot_game_ends_with_results(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        quick_bots: None, players: int) -> None:
    seats = ",".join(["easy"] * players)
    args = [*GAME, "--players", str(players), "--seats", seats, "--autoplay", "--until-over",
            "--frames", "20000", "--verbose"]
    code, lines = run_app(tmp_path, capsys, args, corner_taps(3, 20000, 2))
    assert code == 0
    assert any(line.startswith("game over: take_it_dice") for line in lines), lines[-5:]
    assert scenes_seen(lines)[-1] == "results", scenes_seen(lines)


def human_args(tmp_path: Path, frames: int, seats: str = "human,easy") -> list[str]:
    return [*GAME, "--players", "2", "--seats", seats, "--frames", str(frames),
            "--record", str(tmp_path / "record.json")]


def test_throw_button_then_a_tap_takes_a_die(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             quick_bots: None) -> None:
    script: list[dict[str, Any]] = [{"frame": 150, "type": "click", "x": THROW[0], "y": THROW[1]}]
    left, top, right, bottom = layout.FLOOR
    frame = 300
    for y in range(int(top) + 40, int(bottom), 60):
        for x in range(int(left) + 40, int(right), 60):
            script.append({"frame": frame, "type": "click", "x": x, "y": y})
            frame += 3
    code, _ = run_app(tmp_path, capsys, human_args(tmp_path, frame + 10), script)
    assert code == 0
    actions = record_of(tmp_path)["actions"]
    assert actions[1][0] == CHANCE and actions[1][1].startswith("cast ")
    mine = [text for player, text in actions if player == 0]
    assert mine and mine[0].startswith("take "), actions
    replay(record_of(tmp_path))


def test_a_flick_across_the_tray_throws(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = [{"frame": 150, "type": "drag", "x": 700, "y": 700, "to_x": 1200, "to_y": 420, "frames": 6}]
    code, _ = run_app(tmp_path, capsys, human_args(tmp_path, 180), script)
    assert code == 0
    actions = record_of(tmp_path)["actions"]
    assert len(actions) == 2 and actions[1][1].startswith("cast ")


def test_keys_alone_throw_and_take(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                   quick_bots: None) -> None:
    """Enter on the focused Throw button casts; later arrows and Enter take the focused die."""
    script = [{"frame": 150, "type": "key", "key": "return"},
              {"frame": 300, "type": "key", "key": "right"},
              {"frame": 304, "type": "key", "key": "return"}]
    code, _ = run_app(tmp_path, capsys, human_args(tmp_path, 330), script)
    assert code == 0
    actions = record_of(tmp_path)["actions"]
    assert actions[1][1].startswith("cast ")
    assert actions[2][0] == 0 and actions[2][1].startswith("take "), actions


def test_a_tap_without_a_flick_is_no_throw(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = [{"frame": 150, "type": "click", "x": 900, "y": 520},
              {"frame": 170, "type": "click", "x": 300, "y": 960}]  # the hand is not a move either
    code, _ = run_app(tmp_path, capsys, human_args(tmp_path, 200), script)
    assert code == 0
    assert len(record_of(tmp_path)["actions"]) == 1  # only the deal


@contextlib.contextmanager
def person_to_throw(tmp_path: Path) -> Iterator[Any]:
    """A five-seat table (a person in seat 0) run until that person is to throw the dice."""
    from scenes.shell.app import App
    from scenes.shell.cli import parse_or_exit

    app = App(parse_or_exit(human_args(tmp_path, 5)))
    try:
        app.first_scene()
        app.manager.apply_pending()
        scene = app.manager.active
        for _ in range(400):
            scene.update(1 / 30)
            if scene.match.state.phase == "cast" and scene.human_to_act() == 0:
                break
        yield scene
    finally:
        app.finish()


def test_a_die_not_in_the_tray_is_refused_by_the_rules(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """A tap on a die the core does not have in the tray: the core explains, nothing moves."""
    from scenes.games.take_it_dice import controls
    from scenes.games.take_it_dice.pieces import DieSprite

    with person_to_throw(tmp_path) as scene:
        controls.throw(scene, None)
        for _ in range(400):
            scene.update(1 / 30)
            if scene.human_to_act() == 0 and scene.match.state.phase == "turn":
                break
        assert scene.human_to_act() == 0
        missing = next(f"{c}{v}" for c in "WB" for v in range(1, 7) if f"{c}{v}" not in scene.match.state.tray)
        before = len(scene.match.record["actions"])
        controls.tap_die(scene, 0, DieSprite(missing[0], int(missing[1])))
        assert len(scene.match.record["actions"]) == before
        assert scene.message == tr("take_it_dice.refuse.dice_gone")  # issue 37: the catalog, not the core


def test_tapping_through_motion_never_breaks_a_turn(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   quick_bots: None) -> None:
    """Taps on the felt during motion only skip it; Enter keeps making the person's moves."""
    script: list[dict[str, Any]] = [{"frame": f, "type": "tap", "x": 8, "y": 1072} for f in range(10, 700, 3)]
    script += [{"frame": f, "type": "key", "key": "return"} for f in range(40, 700, 11)]
    code, _ = run_app(tmp_path, capsys, human_args(tmp_path, 700), script)
    assert code == 0
    record = record_of(tmp_path)
    replay(record)  # every move made on screen was legal
    assert [p for p, _ in record["actions"]].count(0) >= 3


# ------------------------------------------------------------ every event has its motion


def test_every_event_has_a_motion_or_is_only_logged() -> None:
    import inspect

    from game.core import Event
    from game.take_it_dice import events
    from scenes.games.take_it_dice import SCENE

    defined = {cls for _, cls in inspect.getmembers(events, inspect.isclass)
               if issubclass(cls, Event) and cls is not Event and cls.__module__ == events.__name__}
    assert defined
    assert not set(SCENE.animations) & SCENE.log_only
    missing = defined - set(SCENE.animations) - SCENE.log_only
    assert not missing, sorted(c.__name__ for c in missing)


# ------------------------------------------------------------ choosing a card's arguments


def dealt_state(cards: tuple[str, ...], dice: tuple[str, ...]) -> Any:
    state = new_game(2)
    from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS

    others = [c for c in COMBO_CARDS if c not in cards][:4] + [a for a in ACTION_CARDS if a not in cards][:1]
    state = apply(state, CHANCE, Deal((tuple(sorted(cards)), tuple(sorted(others))))).state
    return apply(state, CHANCE, Cast(dice)).state


DICE = ("W1", "W3", "W5", "W6", "W6", "W2", "B2", "B4", "B4", "B6", "B1", "B3", "R5")


def plays(state: Any, card: str) -> list[Play]:
    return [a for a in legal_actions(state, 0) if isinstance(a, Play) and a.card == card]


def test_chooser_fix_black_follows_the_legal_plays() -> None:
    state = dealt_state(("C01", "C02", "C03", "C04", "A09"), DICE)  # A09: fix-black
    ch = Chooser("A09", "fix-black", plays(state, "A09"))
    assert not ch.can_pick_tray(1, "W3")  # a white die cannot be fixed
    assert ch.can_pick_tray(2, "B4")
    ch.pick_tray(2, "B4")
    assert ch.stage == "to" and ch.faces_to() == [1, 2, 3, 5, 6]
    ch.choose_to(6)
    action = ch.ready()
    assert action == Play("A09", ("B4",), to=6)
    assert action in legal_actions(state, 0)


def test_chooser_swap_and_reroll_some() -> None:
    state = dealt_state(("C01", "C02", "C03", "C04", "A24"), DICE)  # A24: swap
    ch = Chooser("A24", "swap", plays(state, "A24"))
    ch.pick_tray(1, "W6")
    assert not ch.can_pick_tray(2, "B6")  # same number: the core lists no such swap
    assert not ch.can_pick_tray(3, "W1")  # a second white is never legal
    ch.pick_tray(4, "B2")
    assert ch.ready() == Play("A24", ("W6", "B2"))
    state = dealt_state(("C01", "C02", "C03", "C04", "A28"), DICE)  # A28: reroll-some
    ch = Chooser("A28", "reroll-some", plays(state, "A28"))
    assert not ch.can_pick_tray(9, "R5")  # jokers are not cast again by this card
    for k, face in enumerate(("W6", "W6", "B4", "B1")):
        ch.pick_tray(k + 1, face)
    assert not ch.can_pick_tray(9, "W1")  # at most four dice
    assert ch.ready() in legal_actions(state, 0)
    assert ch.back() and len(ch.picked) == 3 and ch.ready() in legal_actions(state, 0)


def test_an_illegal_play_is_refused_by_the_core() -> None:
    state = dealt_state(("C01", "C02", "C03", "C04", "A24"), DICE)
    with pytest.raises(IllegalAction):
        apply(state, 0, Play("A24", ("W6", "B6")))


@pytest.mark.parametrize("players", [2, 5])
def test_own_dice_for_a_throw_back_are_big_separate_targets(players: int) -> None:
    """Issue 15: a person's own dice, when one must be picked, lie 64 px or more and apart."""
    for rect in layout.seat_rects(players):
        for count in range(1, 9):
            spots = layout.own_pick_spots(rect, count)
            assert layout.PICK_DIE >= 64
            xs = [x for x, _ in spots]
            assert all(b - a >= layout.PICK_DIE + 8 for a, b in itertools.pairwise(xs))
            half = layout.PICK_DIE / 2
            assert all(half <= x <= 1920 - half for x in xs)
            assert all(y - half > layout.strip_rect(rect).bottom for _, y in spots)  # clear of the strip


def test_a_tap_near_a_big_own_die_picks_it_for_a_throw_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 15: with Throw back chosen, the person's own dice lie 72 px under their strip and a
    tap on the corner of one picks it; cancelling puts them back in the strip."""
    import pygame

    from game.take_it_dice.cards import ACTION_CARDS
    from game.take_it_dice.state import Take
    from scenes.games.take_it_dice import controls
    from scenes.shell import cli
    from scenes.shell import input as ui
    from scenes.shell.app import App
    from scenes.ui import theme
    from scenes.ui.text import tr

    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    app = App(cli.parse_or_exit(["--game", "take_it_dice", "--seats", "human,easy", "--players", "2",
                                 "--seed", "6", "--frames", "100000"]))
    app.first_scene()
    app.manager.apply_pending()

    def run(frames: int) -> None:
        for _ in range(frames):
            for e in pygame.event.get():
                app.handle_pygame_event(e)
            app.step(theme.STEP)
            app.manager.draw(app.canvas)

    try:
        sc = app.manager.active
        card = None
        for _ in range(3000):
            run(1)
            sc.animator.skip()
            if sc.human_to_act() != 0:
                continue
            state = sc.match.state
            if state.phase == "cast":
                controls.throw(sc, None)
                continue
            legal = sc.module.legal_actions(state, 0)
            plays = [a for a in legal if isinstance(a, Play) and ACTION_CARDS[a.card] == "throw-back"]
            if plays and len(sc.strips[0]) >= 2:
                card = plays[0].card
                break
            takes = [a for a in legal if isinstance(a, Take)]
            sc.submit(0, takes[0] if takes else legal[0])
        assert card is not None, "no throw-back chance came (seed 6 gave one)"
        run(5)
        controls._pick_card(sc, 0, card)
        run(2)
        assert sc.chooser is not None and sc.chooser.stage == "own"
        own = sc.strips[0]
        assert all(d.size >= 64 for d in own)
        d = own[0]
        corner = (int(d.x + d.size / 2 - 4), int(d.y + d.size / 2 - 4))
        sc.handle(ui.UIEvent(ui.POINTER_DOWN, corner, source="touch"))
        sc.handle(ui.UIEvent(ui.POINTER_UP, corner, source="touch"))
        assert sc.chooser.stage == "at" and sc.chooser.picked[0][1] == d.die
        labels = {tr("take_it_dice.cancel"), tr("take_it_dice.back")}
        for _ in range(3):  # Back, then Cancel: the same buttons a person presses
            button = next((b for b in sc.buttons if b.label in labels), None)
            if sc.chooser is None or button is None:
                break
            button.activate()
            run(2)
        assert sc.chooser is None
        assert all(dd.size <= layout.STRIP_DIE for dd in own)  # back in the strip
    finally:
        app.finish()


SPLIT_Y = layout.PROMPT.bottom + 14 + 38  # the first of the split buttons (76 high, 12 apart)


@pytest.mark.parametrize("how", ["pad", "keys", "tap"])
def test_first_edition_hand_split_by_pad_keys_and_touch(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       quick_bots: None, how: str) -> None:
    """The buttons run 4, 3, 5, 2, 1, 0 task cards: the second one is 3 task + 2 action."""
    if how == "pad":
        script = [{"frame": 150, "type": "pad", "button": "dpad_down"},
                  {"frame": 153, "type": "pad", "button": "a"}]
    elif how == "keys":
        script = [{"frame": 150, "type": "key", "key": "down"}, {"frame": 153, "type": "key", "key": "return"}]
    else:
        script = [{"frame": 150, "type": "tap", "x": layout.CONTROLS.centerx, "y": SPLIT_Y + 88}]
    args = [*human_args(tmp_path, 240), "--rules", "edition=first"]
    code, _ = run_app(tmp_path, capsys, args, script)
    assert code == 0
    actions = record_of(tmp_path)["actions"]
    assert [0, "split 3+2"] in actions, actions[:4]


def test_a_refused_throw_says_why_and_gives_the_buttons_back(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """When chance may not move yet (a lesson's note comes first), a flick is refused in words:
    no fault, the game unchanged, the throw's buttons back (the monkey found this one)."""
    from scenes.games.take_it_dice import controls

    with person_to_throw(tmp_path) as scene:
        assert scene.match.state.phase == "cast"

        def refuse() -> Any:
            raise IllegalAction("Read the note first, then tap Next.", "lesson_read_first")

        monkeypatch.setattr(scene.match, "chance_step", refuse)
        before = len(scene.match.record["actions"])
        controls.throw(scene, None)
        assert len(scene.match.record["actions"]) == before
        assert scene.message == "Read the note first, then tap Next."
        assert scene.buttons and scene.pending_throw is None


@pytest.mark.parametrize("palette, say, never", [("classic", ("white", "black"), ("orange", "blue")),
                                                 ("combo", ("orange", "blue"), ("white", "black"))])
def test_colour_words_follow_the_dice_palette(tmp_path: Any, capsys: Any, monkeypatch: Any, quick_bots: None,
                                              palette: str, say: tuple[str, ...], never: tuple[str, ...]) -> None:
    """With the orange & blue dice, cards, prompts and the log say orange and blue (a card that
    said "Reroll black" over blue dice was a puzzle); with the classic dice, white and black."""
    import re

    from app_runner import record_drawn

    drawn = record_drawn(monkeypatch)
    code, _ = run_app(tmp_path, capsys, ["--game", "take_it_dice", "--seats", "easy,easy,easy", "--seed", "6",
                                         "--rules", f"theme={palette}", "--autoplay", "--frames", "4000"])
    assert code == 0
    text = " ".join(drawn).lower()
    for word in say:
        assert re.search(rf"\b{word}\b", text), f"{palette}: no '{word}' drawn"
    for word in never:
        assert not re.search(rf"\b{word}\b", text), f"{palette}: '{word}' drawn over {say} dice"
