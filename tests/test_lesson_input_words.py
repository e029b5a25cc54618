"""Issue 37: a lesson's note names the input the person really uses, as the table's hints do.

A lesson said "Tap your 23 to lift it, then tap it again to play it" to a person at a keyboard.
Each lesson (the dice first edition's too) is played here to its end by one input alone, a
finger, a mouse, keys or a gamepad (real pygame events through the App), in English and
Icelandic, doing what the notes say for that input: the arrows and Enter, the D-pad and A, R or
a shoulder button to turn a tile, the S and L keys at the pyramids. Every note is drawn, and its
sentence must name no other input's words; where the lesson's touch sentence names an input,
the note must name this one's. A move tried while a note is still to be read is refused in the
same input's words ("press Enter for Next", not "tap Next").
"""

from __future__ import annotations

import math
import re
from typing import Any

import pygame
import pytest
from ui_driver import Driver

from scenes.table import tutorial_draw
from scenes.table.input_words import KINDS
from scenes.table.tutorial import lesson_handover
from scenes.ui.text import set_language, tr

WORDS = {  # the words of each input, by language; a note for one input never has another's
    "en": {"touch": r"\b[Tt]ap", "mouse": r"\b[Cc]lick",
           "key": r"\bEnter\b|\barrows\b|\bTab\b|\bkeys?\b|\bwith R\b",
           "pad": r"\bD-pad\b|\bshoulder\b|\b[Pp]ress A\b|\bA again\b"},
    "is": {"touch": r"[Ýý]ttu", "mouse": r"[Ss]melltu",
           "key": r"\bEnter\b|[Öö]rv|[Tt]akk|[Ss]tyddu|\bmeð R\b",
           "pad": r"[Ss]týrikross|[Aa]xlarhnapp|\bmeð A\b"},
}
LESSONS = [("take5", {}), ("take_it_pyramids", {}), ("take_it_dice", {}),
           ("take_it_dice", {"edition": "first"}), ("pyramid_power", {})]
NAV = {"key": {(-1, 0): pygame.K_LEFT, (1, 0): pygame.K_RIGHT, (0, -1): pygame.K_UP, (0, 1): pygame.K_DOWN},
       "pad": {(-1, 0): pygame.CONTROLLER_BUTTON_DPAD_LEFT, (1, 0): pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
               (0, -1): pygame.CONTROLLER_BUTTON_DPAD_UP, (0, 1): pygame.CONTROLLER_BUTTON_DPAD_DOWN}}
PYRAMID_KEYS = {"draw small": pygame.K_s, "draw medium": pygame.K_m, "draw large": pygame.K_l,
                "leave": pygame.K_l, "take": pygame.K_t}


class Person:
    """One input alone, pressing what a lesson's note says for that input."""

    def __init__(self, kind: str, lesson: tuple[str, dict[str, Any]], lang: str) -> None:
        self.kind = kind
        game, options = lesson
        self.d = Driver({"touch": "tap", "mouse": "tap", "key": "keys", "pad": "pad"}[kind], ["--lang", lang])
        self.d.app.manager.reset(self.d.app.screens.build_game(game), **lesson_handover(game, options=options))
        self.d.app.manager.apply_pending()
        self.scene: Any = self.d.top
        self.tut = self.scene.tutorial
        self.been: dict[int, set[int]] = {}  # the widgets the focus was on, by step

    # ------------------------------------------------------------ the device's presses

    def tap(self, pos: tuple[int, int]) -> None:
        if self.kind == "touch":
            self.d.tap_at(pos)
            return
        wx, wy = self.d.app.to_window(pos)  # a mouse clicks where a finger would tap
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.d.send(pygame.event.Event(kind, pos=(wx, wy), button=1, touch=False))
        self.d.run(2)

    def nav(self, direction: tuple[int, int]) -> None:
        if self.kind == "key":
            self.d.key(NAV["key"][direction])
        else:
            self.d.pad(NAV["pad"][direction])

    def confirm(self) -> None:
        if self.kind == "key":
            self.d.key(pygame.K_RETURN)
        else:
            self.d.pad(pygame.CONTROLLER_BUTTON_A)

    def turn(self) -> None:
        if self.kind == "key":
            self.d.key(pygame.K_r)
        else:
            self.d.pad(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)

    # ------------------------------------------------------------ a step

    def next_note(self) -> None:
        if self.kind in ("touch", "mouse"):
            self.tap(self.tut.next_button.rect.center)
        else:
            self.confirm()

    def move(self) -> None:
        """One press toward the step's move, the way the note tells this input to make it."""
        tut = self.tut
        if self.kind in ("touch", "mouse"):
            rect = tut.target_rect()
            assert rect is not None, f"step {tut.index + 1}: nothing to point at"
            self.tap(rect.center)
            return
        expected = tut.match.expected(tut.script.person) or ""
        game = tut.game_id
        if game == "take5":
            self._take5(expected)
        elif game == "pyramid_power":
            self._pyramid_power(expected)
        elif game == "take_it_pyramids" and self.kind == "key" and expected in PYRAMID_KEYS:
            self.d.key(PYRAMID_KEYS[expected])
        else:
            self._to_the_ring()

    def _take5(self, expected: str) -> None:
        what, n = expected.split()
        if what == "play":
            lifted = self.scene.lifted
            if lifted == int(n):
                self.confirm()
            else:
                self.nav((1, 0) if lifted is None or lifted < int(n) else (-1, 0))
        elif self.scene.row_focus == int(n) - 1:
            self.confirm()
        else:
            self.nav((0, 1))

    def _pyramid_power(self, expected: str) -> None:
        scene = self.scene
        found = re.fullmatch(r"place (\S+) at (-?\d+),(-?\d+) turn (\d)", expected)
        if found is None:  # "draw": Draw a tile has the focus
            self.confirm()
            return
        tile, col, row, turn = found.groups()
        cell = (int(col), int(row))
        if scene.sel != tile:
            self.nav((1, 0))
        elif scene.turn_of(tile) != int(turn):
            self.turn()
        elif scene.mode != "board":
            self.nav((0, -1))
        elif scene.focus_cell != cell:
            self._toward(scene.cam.cell_screen(scene.focus_cell), scene.cam.cell_screen(cell),
                         lambda: scene.focus_cell)
        else:
            self.confirm()

    def _to_the_ring(self) -> None:
        """The arrows (or D-pad) to the piece the ring shows, then Enter (or A)."""
        rect = self.tut.target_rect()
        group = self.scene.ui
        assert rect is not None and group.focus is not None, f"step {self.tut.index + 1}: no focus, no ring"
        if group.focus.rect.collidepoint(rect.center):
            self.confirm()
            return
        here = group.focus
        self.been.setdefault(self.tut.index, set()).add(id(here))
        ways = []
        for direction in NAV["key"]:  # where each arrow would take the focus (the group's own rule)
            group.move(direction)
            there, group.focus = group.focus, here
            if there is not here and id(there) not in self.been[self.tut.index]:
                ways.append((math.dist(there.rect.center, rect.center), direction))
        assert ways, f"step {self.tut.index + 1}: the arrows cannot reach the ring"
        self.nav(min(ways)[1])

    def _toward(self, here: Any, there: Any, now: Any) -> None:
        """One arrow toward `there`: the main way first, the other if the focus did not move."""
        dx, dy = there[0] - here[0], there[1] - here[1]
        main = [(1 if dx > 0 else -1, 0), (0, 1 if dy > 0 else -1)]
        if abs(dy) > abs(dx):
            main.reverse()
        before = now()
        for direction in main:
            self.nav(direction)
            if now() != before:
                return


def notes_and_refusal(person: Person, monkeypatch: pytest.MonkeyPatch) -> tuple[dict[str, str], str]:
    """Play the lesson to its end: each note's sentence as drawn, and the refusal of a move tried
    while a note is to be read."""
    said: dict[str, str] = {}
    drawn_text = tutorial_draw.lesson_text

    def recorded(*args: Any) -> str:
        text = drawn_text(*args)
        said[person.tut.step.text] = text
        return text

    monkeypatch.setattr(tutorial_draw, "lesson_text", recorded)
    d, scene, tut = person.d, person.scene, person.tut
    refusal = ""
    for _ in range(5000):
        if d.top is not scene or tut.ended:
            return said, refusal
        if tut.visible() and not tut.waiting_for_move() and tut.next_button in tut.buttons():
            d.app.manager.draw(d.app.canvas)
            person_seat = tut.script.person
            if not refusal and tut.index > 0 and scene.human_to_act() == person_seat:
                legal = scene.module.legal_actions(scene.match.state, person_seat)
                if legal and not scene.submit(person_seat, legal[0]):
                    refusal = scene.message
            person.next_note()
        elif tut.waiting_for_move() and scene.human_to_act() == tut.script.person and not scene.animator.busy:
            d.app.manager.draw(d.app.canvas)
            person.move()
        else:
            d.run()
    raise AssertionError(f"lesson stuck at step {tut.index + 1}: {tut.step.text}")


def names_input(text: str, lang: str) -> bool:
    return any(re.search(rx, text) for rx in WORDS[lang].values())


@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda g: "-".join([g[0], *g[1].values()]))
def test_a_lesson_played_by_one_input_names_only_that_input(lesson: tuple[str, dict[str, Any]], kind: str,
                                                             lang: str, quick_bots: None,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    person = Person(kind, lesson, lang)
    try:
        said, refusal = notes_and_refusal(person, monkeypatch)
        steps = [step.text for step in person.tut.script.steps]
        assert list(said) == steps, f"not every note was drawn: {set(steps) - set(said)}"
        assert getattr(person.scene, "input_kind", "touch") == kind
        for key, text in [*said.items(), ("tutorial.read_first", refusal)]:
            assert text, f"{key}: nothing said"
            others = [k for k in KINDS if k != kind and re.search(WORDS[lang][k], text)]
            assert not others, f"{kind} in {lang}, {key}: {text!r} names {others}"
            if names_input(tr(key, R="", P=""), lang):  # the touch sentence names an input: so must this
                assert re.search(WORDS[lang][kind], text), f"{kind} in {lang}, {key}: {text!r}"
    finally:
        person.d.close()
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "is"])
def test_every_lesson_sentence_that_names_an_input_says_it_for_every_input(lang: str) -> None:
    """A sentence added later with "tap" in it and no `.mouse`, `.key` and `.pad` fails here,
    even before a lesson reaches it."""
    from scenes.table.tutorial_script import load
    from scenes.ui.text import has

    set_language(lang)
    try:
        keys = {step.text for game, options in LESSONS for step in load(game, options).steps}
        keys |= {"tutorial.read_first"}
        named = sorted(k for k in keys if names_input(tr(k, R="", P=""), lang))
        assert len(named) >= 16
        for key in named:
            for kind in KINDS[1:]:
                assert has(f"{key}.{kind}"), f"{key}.{kind}"
                text = tr(f"{key}.{kind}", R="", P="")
                assert re.search(WORDS[lang][kind], text), (key, kind, text)
                assert not [k for k in KINDS if k != kind and re.search(WORDS[lang][k], text)], (key, kind, text)
    finally:
        set_language("en")
