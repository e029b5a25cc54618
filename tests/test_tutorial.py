"""The guided first games: each script replays through the rules core and really shows the rules
it claims to teach, and each lesson plays through by taps from the menu into a real game.

A rules change that makes a scripted move illegal, or that stops a listed rule from happening
(the event with its fields), fails `test_script_replays_and_teaches`.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from ui_driver import Driver

from game.core import CHANCE, IllegalAction, state_hash
from scenes.shell import app as app_module
from scenes.table.game_scene import GameScene
from scenes.table.tutorial_script import TUTORIAL_GAMES, event_matches, has_script, load, replay
from scenes.ui.text import has, tr

LESSONS = [g for g in TUTORIAL_GAMES if has_script(g)]


def taught(script) -> list[str]:
    """The `teaches` entries that no event of the replayed script matches."""
    _, events = replay(script)
    flat = [e for step in events for e in step]
    return [name for name, fields in script.teaches if not any(event_matches(e, name, fields) for e in flat)]


@pytest.mark.parametrize("game", LESSONS)
def test_script_replays_and_teaches(game: str) -> None:
    script = load(game)
    assert not taught(script), f"{game}'s lesson no longer shows {taught(script)}"
    # The steps walk forward through the whole script, and each move step asks for exactly the
    # person's next scripted move.
    done = 0
    person_moves = [t for p, t in script.actions if p == script.person]
    asked = []
    for step in script.steps:
        assert has(step.text), f"{game}: no words for {step.text}"
        assert done <= step.upto <= len(script.actions)
        block = [t for p, t in script.actions[done:step.upto] if p == script.person]
        if step.move == "throw":  # the person's gesture sets off chance's cast
            assert not block and any(p == CHANCE for p, _ in script.actions[done:step.upto])
        elif step.move is not None:
            assert block and block[0] == step.move, f"{game}: step {step.text} asks {step.move}, plays {block}"
            assert step.target is not None, f"{game}: a move step must point at its piece"
        else:
            assert not block, f"{game}: explanation {step.text} would make the person's move {block}"
        asked += block
        done = step.upto
    assert done == len(script.actions) and asked == person_moves


def test_a_changed_deal_breaks_the_lesson() -> None:
    """The checks can fail: a deal where the 3 is not too low makes a scripted move illegal, and
    a lesson cut short no longer shows a row taken for a too-low card."""
    script = load("take5")
    deal = script.actions[0][1].replace("/ 21 45 60 89", "/ 21 45 60 2")
    with pytest.raises(IllegalAction):
        replay(dataclasses.replace(script, actions=((CHANCE, deal), *script.actions[1:])))
    assert taught(dataclasses.replace(script, actions=script.actions[:-1])) == ["RowTaken", "RowTaken"]


def refuse_another_move(scene: GameScene) -> bool:
    """A move the step did not ask for is refused kindly and changes nothing (False: the step's
    move is the only legal one, so there is nothing else to try)."""
    expected = scene.match.expected(0)
    other = next((a for a in scene.module.legal_actions(scene.match.state, 0)
                  if scene.module.action_text(scene.match.state, a) != expected), None)
    if other is None:
        return False
    before = state_hash(scene.match.state)
    assert not scene.submit(0, other)
    assert scene.message == tr("tutorial.wrong_move") and state_hash(scene.match.state) == before
    return True


def follow(d: Driver, scene: GameScene, limit: int = 6000) -> list[int]:
    """Play a lesson as a person does: tap Next on a note, tap the piece the ring shows."""
    tut = scene.tutorial
    seen: list[int] = []
    refused = False
    for _ in range(limit):
        if d.top is not scene:
            assert refused, "no step offered a move to refuse"
            return seen
        if not seen or seen[-1] != tut.index:
            seen.append(tut.index)
        if tut.visible() and not tut.waiting_for_move() and tut.next_button in tut.buttons():
            d.tap_at(tut.next_button.rect.center)
        elif tut.waiting_for_move() and scene.human_to_act() == tut.script.person:
            if not refused:
                refused = refuse_another_move(scene)
            rect = tut.target_rect()
            assert rect is not None, f"step {tut.index + 1}: nothing to point at"
            d.tap_at(rect.center)
        else:
            d.run()
    raise AssertionError(f"lesson stuck at step {tut.index + 1}")


@pytest.mark.parametrize("game", LESSONS)
def test_lesson_by_taps_from_the_menu_to_a_real_game(game: str, quick_bots: None) -> None:
    d = Driver("tap", [])
    try:
        d.press(lambda w: getattr(w, "game_id", None) == game)
        d.run(2)
        assert d.top.name == "setup"
        d.press_label(tr("tutorial.learn"))
        d.run(3)
        scene = d.top
        assert isinstance(scene, GameScene) and scene.tutorial is not None
        steps = follow(d, scene)
        assert steps == list(range(len(scene.tutorial.script.steps)))
        d.run(3)
        real = d.top
        assert isinstance(real, GameScene) and real is not scene and real.tutorial is None
        assert real.seats[0]["seat"] == "human"
        assert all(s["seat"] == "easy" for s in real.seats[1:])
    finally:
        d.close()


def test_escape_offers_the_real_game(quick_bots: None) -> None:
    d = Driver("keys", ["--tutorial", "take5"])
    try:
        scene = d.top
        d.key(pygame.K_ESCAPE)
        assert scene.tutorial.confirm is not None and d.top is scene  # asked, not left
        d.key(pygame.K_ESCAPE)
        assert scene.tutorial.confirm is None  # Escape again: keep learning
        scene.tutorial.ask_skip()
        d.press_label(tr("tutorial.play_real"), scene.tutorial.confirm)
        d.run(2)
        assert isinstance(d.top, GameScene) and d.top is not scene and d.top.tutorial is None
    finally:
        d.close()


def test_autoplay_demo_prints_every_step(capsys: pytest.CaptureFixture[str], quick_bots: None,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("scenes.table.tutorial.READ_SECONDS", 0.4)  # a hurried reader, same flow
    code = app_module.main(["--tutorial", "take5", "--autoplay", "--verbose", "--frames", "2400"])
    assert code == 0
    err = capsys.readouterr().err
    n = len(load("take5").steps)
    lines = [line for line in err.splitlines() if line.startswith("tutorial: take5 step ")]
    assert lines == [f"tutorial: take5 step {k}/{n}" for k in range(1, n + 1)]
    assert err.count("scene: game take5") == 2  # the lesson, then the real game it led to


def test_attract_mode_offers_learn_to_play(quick_bots: None) -> None:
    d = Driver("tap", ["--kiosk", "--idle-seconds", "1"])
    try:
        d.run_until(lambda: d.top.name == "attract", 400)
        d.run(20)
        d.app.manager.draw(d.app.canvas)
        rect = d.top.learn_rect
        assert rect.w > 0
        game = d.top.learn_game()
        d.tap_at(rect.center)
        d.run(2)
        assert isinstance(d.top, GameScene) and d.top.game_id == game and d.top.tutorial is not None
    finally:
        d.close()


def test_a_pad_reads_on_and_asks_before_leaving(quick_bots: None) -> None:
    """Pad A turns an explanation's page; B asks (Keep learning has the focus, so A stays)."""
    d = Driver("pad", ["--tutorial", "take5"])
    try:
        scene = d.top
        tut = scene.tutorial
        d.run_until(lambda: tut.visible() and not tut.waiting_for_move(), 600)
        first = tut.index
        d.pad(pygame.CONTROLLER_BUTTON_A)
        assert tut.index == first + 1
        d.pad(pygame.CONTROLLER_BUTTON_B)
        assert tut.confirm is not None
        d.pad(pygame.CONTROLLER_BUTTON_A)
        assert tut.confirm is None and d.top is scene and tut.index == first + 1
    finally:
        d.close()


def record_taps(game: str) -> list[dict[str, object]]:
    """A person's taps through a lesson, each a while after the table is ready for it, as an
    input script (frame numbers as the app counts them)."""
    d = Driver("tap", ["--tutorial", game])
    script: list[dict[str, object]] = []
    try:
        scene = d.top
        tut = scene.tutorial
        for _ in range(400):
            if d.top is not scene:
                return script
            d.run(30)  # settle: the same tap then lands on a still table in the replay too
            pos = None
            if tut.visible() and not tut.waiting_for_move() and tut.next_button in tut.buttons():
                pos = tut.next_button.rect.center
            elif tut.waiting_for_move() and scene.human_to_act() == tut.script.person:
                rect = tut.target_rect()
                pos = rect.center if rect is not None else None
            if pos is not None:
                script.append({"frame": d.frame, "type": "tap", "x": pos[0], "y": pos[1]})
                d.tap_at(pos)
    finally:
        d.close()
    raise AssertionError(f"{game}: the recorded lesson did not end")


@pytest.mark.parametrize("game", LESSONS)
def test_lesson_by_an_input_script(game: str, tmp_path, capsys: pytest.CaptureFixture[str],
                                   quick_bots: None) -> None:
    """`--tutorial ID --input-script FILE --verbose`: the taps play the lesson to its last step
    and on into the real game."""
    import json

    taps = record_taps(game)
    path = tmp_path / "taps.json"
    path.write_text(json.dumps(taps), encoding="utf-8")
    frames = int(taps[-1]["frame"]) + 120
    assert app_module.main(["--tutorial", game, "--input-script", str(path), "--verbose",
                            "--frames", str(frames)]) == 0
    err = capsys.readouterr().err
    n = len(load(game).steps)
    lines = [line for line in err.splitlines() if line.startswith(f"tutorial: {game} step ")]
    assert lines == [f"tutorial: {game} step {k}/{n}" for k in range(1, n + 1)]
    assert err.count(f"scene: game {game}") == 2


def every_script() -> list[object]:
    """Every lesson, the rule variants' own lessons too (the dice game's first edition)."""
    return [*(load(g) for g in LESSONS), load("take_it_dice", {"edition": "first"})]


def test_no_two_steps_of_a_lesson_say_the_same() -> None:
    """Two steps with one text look like a missed tap (the pyramids' steps 3 and 4 did)."""
    for script in every_script():
        texts = [tr(step.text) for step in script.steps]
        repeated = {t for t in texts if texts.count(t) > 1}
        assert not repeated, f"{script.game_id}: {repeated}"


# Pyramid Power's move steps as the lesson words them: "tile" a tap on the tile in the tray,
# "space" a tap on the glowing space (the step's own cell).
PYRAMID_TAPS = {
    "tutorial.pyramid_power.place_drawn": ("space",),
    "tutorial.pyramid_power.turn": ("tile", "tile", "space"),  # pick it, turn it, lay it
    "tutorial.pyramid_power.two": ("tile", "space"),
}


def test_pyramid_power_lesson_is_played_by_the_taps_it_says() -> None:
    """"Tap it to pick it, tap it again to turn it, then tap the glowing space" is exactly three
    taps, and every move step is made by the taps its words name, with no refusal or extra note
    on the way; the space is glowing (the tile fits there as turned) before the last tap."""
    import re

    from scenes.games.pyramid_power import layout as L

    d = Driver("tap", ["--tutorial", "pyramid_power"])
    try:
        scene = d.top
        tut = scene.tutorial
        said: list[str] = []
        say = scene.say
        scene.say = lambda text: (said.append(text), say(text))
        checked = set()
        for _ in range(3000):
            if d.top is not scene or tut.ended:
                break
            if tut.visible() and not tut.waiting_for_move() and tut.next_button in tut.buttons():
                d.tap_at(tut.next_button.rect.center)
                continue
            if not (tut.waiting_for_move() and scene.human_to_act() == 0 and not scene.animator.busy):
                d.run()
                continue
            step = tut.step
            if step.text not in PYRAMID_TAPS:
                d.tap_at(tut.target_rect().center)  # Draw a tile
                continue
            tile, col, row = re.fullmatch(r"place (\S+) at (-?\d+),(-?\d+).*", step.move).groups()
            cell = (int(col), int(row))
            played, said[:] = tut.match.played, []
            for what in PYRAMID_TAPS[step.text]:
                if what == "tile":
                    hand = scene.disp.hands[0]
                    x, y = L.big_slots(len(hand))[hand.index(tile)]
                    d.tap_at((round(x), round(y)))
                else:
                    assert cell in scene.cells_for(tile), f"{step.text}: the space is not glowing"
                    x, y = scene.cam.cell_screen(cell)
                    d.tap_at((round(x), round(y)))
            assert tut.match.played == played + 1, f"{step.text}: its taps made no move; said {said}"
            assert not said, f"{step.text}: the table said {said}"
            checked.add(step.text)
        assert checked == set(PYRAMID_TAPS)
    finally:
        d.close()


@pytest.mark.parametrize(("lang", "words"), [("en", ("pick", "turn", "glowing space")),
                                            ("is", ("velja", "snúa", "lýsandi"))])
def test_pyramid_power_lesson_and_tray_use_the_same_words(lang: str, words: tuple[str, ...]) -> None:
    """The tray's line and the lesson's turning step name the same three actions."""
    from scenes.ui.text import set_language

    set_language(lang)
    for key in ("pyramid_power.hint_pick", "tutorial.pyramid_power.turn"):
        text = tr(key, R="", P="", Y="", G="", B="", O="").lower()
        assert all(w in text for w in words), (lang, key, text)
