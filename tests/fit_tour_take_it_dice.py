"""The dice game's rarer words for the catalog fit tour (tests/test_catalog_fit_tour.py): a person
at the table (no --autoplay) plays every action card through the table's own controls, so each
card's prompt, its buttons (Play it, Cast n again, No target) and the line for a die that cannot
be picked are drawn; the turn's prompt in the words of every input; Discard / Keep at a round's
end; the words that pop up by a seat (takes two dice, discards, minus chips), the scoring panel's
joker reasons, a draw pile shuffled anew and the game-over banner. Three tables: the classic
dice with three action cards a round, the orange & blue dice, and the first edition (the split,
Stop after one die).

`python tests/fit_tour_report.py fit_tour_take_it_dice` tours this alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ui_driver import Driver

from game.core import CHANCE
from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS, combo_caption
from game.take_it_dice.state import Play
from scenes.games.take_it_dice.widgets import CardWidget, DieWidget, FaceButton
from scenes.ui.text import tr

WINDOW = ["--size", "1280x720", "--text-size", "normal"]
P = "take_it_dice."
# Seeds that deal the person the cards each table needs (found by playing the tables below).
# (seats, rules, seed, what to see before the table may close: None plays to the results)
TABLES: list[tuple[str, str, int, set[str] | None]] = [
    ("human,easy", "hand_split=2+3,action_cards_per_round=3", 3, None),
    ("human,easy,easy", "theme=combo", 4, {"more.black", "more.white", "sum.black", "sum.white"}),
    ("human,easy,easy", "edition=first", 7, {"pile", "stop", "second"})]


class Person:
    """Seat 1 played through the table's own controls, drawing what each step shows."""

    def __init__(self, d: Driver) -> None:
        self.d = d
        self.scene = d.top
        self.played: set[str] = set()  # card kinds already played by the person
        self.turns = 0
        self.seen: set[str] = set()  # moments shown: "turn", "second", "stop", "pile"
        self.pile = tr(P + "pile_rebuilt", kind=tr(P + "words.pile.action"))

    # ------------------------------------------------------------ time and drawing

    def draw(self) -> None:
        self.d.app.manager.draw(self.d.app.canvas)

    def run(self, frames: int) -> None:
        for k in range(frames):
            self.d.app.step(1 / 60)
            if k % 4 == 0:
                self.draw()
                self.note()

    def note(self) -> None:
        """What the frame just drawn showed: a pile shuffled anew, the caption of each combo card
        in the person's hand or on the scoring panel."""
        scene = self.scene
        if any(p.text == self.pile for p in scene.popups):
            self.seen.add("pile")
        cards = list(scene.match.state.combo_hands[0] or ()) if scene.viewer() == 0 else []
        cards += [card for card, *_ in scene.stage.cards] if scene.stage is not None else []
        self.seen.update(combo_caption(COMBO_CARDS[c][0]) for c in cards if c in COMBO_CARDS)

    def tap(self, pos: tuple[float, float]) -> None:
        self.d.tap_at((round(pos[0]), round(pos[1])))
        self.draw()

    def press(self, label: str) -> bool:
        button = next((b for b in self.scene.buttons if getattr(b, "label", None) == label), None)
        if button is None:
            return False
        self.tap(button.rect.center)
        return True

    def every_input(self) -> None:
        """The prompt as each input's person reads it (the person here taps)."""
        assert self.d.top is self.scene
        self.d.draw_for_each_input()

    # ------------------------------------------------------------ the game

    def play(self, until: set[str] | None, frames: int = 60000) -> None:
        self.d.app.settings.speed = 2.0  # the motion at the fastest speed a player may choose
        for _ in range(frames // 4):
            if self.scene.finished or self.d.top is not self.scene or (until and until <= self.seen):
                break
            self.run(4)
            if self.scene.human_to_act() == 0 and not self.scene.animator.busy:
                self.move()
        self.run(120)  # the game-over banner, then the results

    def move(self) -> None:
        scene = self.scene
        state = scene.match.state
        if scene.match.to_act() == (CHANCE,) and state.phase == "cast":
            self.press(tr(P + "throw"))
        elif state.phase == "split":
            self.draw()
            self.press(tr(P + "split_choice", c=0, a=5))  # all action cards: the pile runs out
        elif state.phase == "discard":
            self.discard()
        elif state.phase == "turn":
            self.every_input()
            self.seen.add("turn")
            if state.second_take:
                self.seen.add("second")
                if state.options.edition == "first" and self.turns % 2:
                    self.seen.add("stop")
                    self.press(tr(P + "stop"))
                else:
                    self.take()
            elif not self.card():
                self.take()
            self.turns += 1

    def dice(self) -> list[Any]:
        return [w for w in self.scene.ui.widgets if isinstance(w, DieWidget) and w.sprite in self.scene.tray]

    def take(self) -> None:
        """A red die first (its joker reasons at scoring), else the first die."""
        dice = self.dice()
        if not dice:
            return
        red = [w for w in dice if w.sprite.kind == "R"]
        self.tap((red or dice)[0].sprite.pos)

    def discard(self) -> None:
        cards = [w for w in self.scene.ui.widgets if isinstance(w, CardWidget)]
        if cards:  # an action card (the last in the hand): its pile runs out sooner
            self.tap(cards[-1].rect.center)  # picked: Discard shows beside Keep
        if not (cards and self.press(tr(P + "discard_it"))):
            self.press(tr(P + "keep"))

    def card(self) -> bool:
        """Play an action card through its choices on the tray (first tapping one that has no
        use now, for the table's line about it)."""
        scene = self.scene
        state = scene.match.state
        legal = scene.module.legal_actions(state, 0)
        usable = {a.card for a in legal if isinstance(a, Play)}
        cards = [w for w in scene.ui.widgets if isinstance(w, CardWidget)]
        useless = [w for w in cards if w.card not in usable]
        if usable and useless:
            self.tap(useless[0].rect.center)  # "This card has no use right now"
        playable = sorted((w for w in cards if w.card in usable), key=lambda w: ACTION_CARDS[w.card] in self.played)
        if not playable:
            return False
        widget = playable[0]  # a kind not played yet first; then any, so the action pile runs out
        kind = ACTION_CARDS[widget.card]
        self.tap(widget.rect.center)
        ch = scene.chooser
        if ch is None:
            return False
        self.played.add(kind)
        if ch.stage == "confirm":
            return self.press(tr(P + "play_it"))
        if ch.stage == "own":
            own = next(s for s in scene.strips[0] if ch.can_pick_own(s.die))
            self.tap(own.pos)
            return self.press(tr(P + "no_target"))
        wrong = next((s for s in scene.tray if not ch.can_pick_tray(s.ident, s.die)), None)
        if wrong is not None:
            self.tap(wrong.pos)  # "That die is not one you can pick now"
        for s in list(scene.tray):
            if scene.chooser is None or ch.stage != "dice":
                break
            if ch.can_pick_tray(s.ident, s.die):
                self.tap(s.pos)
                if kind == "reroll-some":
                    return self.press(tr(P + "reroll_n", n=1))
        if scene.chooser is not None and ch.stage == "to":
            face = next(b for b in scene.buttons if isinstance(b, FaceButton))
            self.tap(face.rect.center)
        for _ in range(4):  # a choice that could not be finished: put the card back
            if scene.chooser is None:
                break
            self.press(tr(P + "back")) or self.press(tr(P + "cancel"))
        return scene.match.state.turn_played


def screens(lang: str) -> Iterator[Driver]:
    for seats, rules, seed, until in TABLES:
        d = Driver("tap", ["--game", "take_it_dice", "--seats", seats, "--players", str(len(seats.split(","))),
                           "--seed", str(seed), "--lang", lang, "--rules", rules, *WINDOW])
        d.run_until(lambda d=d: getattr(d.top, "match", None) is not None, 600)
        Person(d).play(until)
        yield d
