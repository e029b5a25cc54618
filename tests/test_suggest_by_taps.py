"""Suggest always works (issue 40): in every game, a person who presses Suggest and then taps
exactly what the table marks makes the suggested move, and nothing is refused.

Each game is played on the real table by one person and easy bots (several player counts, both
dice editions, Pyramid Power with and without the wild). On every one of the person's decisions
the test taps the Suggest button, reads the marks the table draws for the shown suggestion
(`hint_rects`, what `Hints.draw` rings in gold) and taps their centres in order, reading them
again after each tap (a dice action card is followed step by step), until a move is made. That
move must be the suggestion, and the table must not have said a word (a refusal, "Turned to
fit", "pick another tile"). Motion is skipped as an impatient player would, so it stays quick.
"""

from __future__ import annotations

import importlib
from typing import Any

import pygame
import pytest

from game import GAMES
from game.core import CHANCE
from scenes.ui import theme
from scenes.ui.text import tr
from tests.ui_driver import Driver

POSITIONS = 200  # decisions followed per game, at least
TAP_ROUNDS = 6  # a move takes at most this many readings of the marks (an action card's steps)

# (players, options, the person's seat, seed) per table; tables are played in turn until
# POSITIONS decisions were followed (each table to its end or its share of the budget).
TABLES: dict[str, list[tuple[int, dict[str, Any], int, int]]] = {
    "take_it_pyramids": [(2, {}, 0, 1), (4, {}, 2, 2), (6, {}, 5, 3), (3, {}, 1, 4)],
    "take_it_dice": [(2, {"edition": "combo"}, 0, 1), (3, {"edition": "first"}, 1, 2),
                     (5, {"edition": "combo"}, 3, 3), (4, {"edition": "first"}, 0, 4),
                     (3, {"edition": "combo", "action_cards_per_round": 3}, 2, 5)],
    "pyramid_power": [(1, {}, 0, 1), (2, {}, 1, 2), (3, {"wild_tile": False}, 0, 3), (4, {}, 2, 4),
                      (1, {"wild_tile": False}, 0, 5), (2, {}, 0, 6)],
    "take5": [(2, {}, 0, 1), (4, {}, 3, 2), (7, {}, 2, 3), (10, {}, 9, 4)],
}


def open_table(game_id: str, players: int, options: dict[str, Any], person: int, seed: int) -> tuple[Driver, Any]:
    d = Driver("tap", ["--seed", str(seed), "--size", "640x360"])
    seats = [{"name": f"P{i + 1}", "seat": "human" if i == person else "easy"} for i in range(players)]
    d.app.services.screens.play(game_id, game=game_id, seats=seats, options=options, hints=True, seed=seed)
    d.app.manager.apply_pending()
    return d, d.top


def deciding(scene: Any, person: int) -> bool:
    """The person has a decision and nobody else is about to move (Take 5's bots have picked)."""
    scene.hints.update()
    return (scene.hints.button.visible and not scene.animator.busy
            and scene.match.to_act() == (person,) and scene.human_to_act() == person)


def tap_on_if_asked(d: Driver, scene: Any, person: int) -> None:
    """The table waits on the person without a decision: a dice round's throw (they tap Throw),
    or Take 5's round summary (they tap the table to go on)."""
    waiter = scene.chance_waits_for() if scene.match.to_act() == (CHANCE,) else None
    if waiter is not None and waiter != person and not scene.animator.busy:
        d.skip()
        return
    if waiter == person and not scene.animator.busy and scene.human_to_act() == person:
        label = tr("take_it_dice.throw")
        for button in [b for b in scene.buttons if getattr(b, "label", None) == label][:1]:
            d.tap_at(button.rect.center)  # (the button comes with the turn's first frame)


def next_decision(d: Driver, scene: Any, person: int) -> bool:
    """Run the table (motion skipped) until the person decides; False once the game is over."""
    for _ in range(4000):
        if scene.match.is_over():
            return False
        if deciding(scene, person):
            return True
        if scene.animator.busy:
            scene.animator.skip()
        tap_on_if_asked(d, scene, person)
        d.run()
    raise AssertionError(f"{scene.game_id}: the person's turn never came: to act {scene.match.to_act()}, "
                         f"at the screen {scene.human_to_act()}, said {scene.message!r}")


def settle(d: Driver, scene: Any) -> None:
    """Let a board that moves to show the suggestion come to rest (Pyramid Power's camera)."""
    cam = getattr(scene, "cam", None)
    for _ in range(120):
        if cam is None or (abs(cam.x - cam.tx) < 1e-3 and abs(cam.y - cam.ty) < 1e-3 and cam.size == cam.tsize):
            return
        d.run()


def follow_marks(d: Driver, scene: Any, advice: Any, before: int) -> list[pygame.Rect]:
    """Tap the marked rects' centres in order, reading them again after each round, until a move
    is made; returns every rect tapped."""
    screen = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
    tapped: list[pygame.Rect] = []
    for _ in range(TAP_ROUNDS):
        marks = scene.hint_rects(advice.action)
        assert marks, f"{scene.game_id}: nothing marked for {advice.action} (after {tapped})"
        for rect in marks:
            assert screen.contains(rect), f"{scene.game_id}: a mark off the screen {rect}"
            d.tap_at(rect.center)
            tapped.append(pygame.Rect(rect))
            if len(scene.match.record["actions"]) > before:
                return tapped
    return tapped


def listen(scene: Any) -> list[str]:
    """Everything the table says from now on (refusals and notes go through `say`)."""
    said: list[str] = []
    say = scene.say

    def heard(text: str) -> None:
        said.append(text)
        say(text)

    scene.say = heard
    return said


def start_another_move(d: Driver, scene: Any, advice: Any) -> None:
    """A person who began another move first: a different tile picked (Pyramid Power), a different
    card lifted (Take 5), an action card opened or a card picked to discard (dice). Suggest must
    then clear it, so only the suggestion stays chosen."""
    game_id = scene.game_id
    taps: list[tuple[int, int]] = []
    if game_id == "pyramid_power":
        from scenes.games.pyramid_power import layout as L

        hand = scene.disp.hands[scene.disp.current]
        tile = getattr(advice, "tile", None)
        taps = [(round(x), round(y)) for t, (x, y) in zip(hand, L.big_slots(len(hand)), strict=True) if t != tile]
    elif game_id == "take5" and scene.match.state.phase.name == "PICK":
        card = getattr(advice, "card", None)
        taps = [tuple(map(round, scene.sprites[c].pos)) for c in scene.hand if c != card and c in scene.sprites]
    elif game_id == "take_it_dice":
        from scenes.games.take_it_dice.widgets import CardWidget

        card = getattr(advice, "card", None)
        taps = [w.rect.center for w in scene.ui.widgets if isinstance(w, CardWidget) and w.card != card]
    for pos in taps[:1]:
        d.tap_at(pos)


def follow_suggestions(game_id: str, players: int, options: dict[str, Any], person: int, seed: int,
                       budget: int) -> int:
    """Play one table following every suggestion by taps; returns the decisions followed."""
    advise = importlib.import_module(f"game.{game_id}.advice").advise
    module = GAMES[game_id]
    d, scene = open_table(game_id, players, options, person, seed)
    said = listen(scene)
    followed = 0
    try:
        while followed < budget and next_decision(d, scene, person):
            state = scene.match.state
            before = len(scene.match.record["actions"])
            if followed % 3 == 1:  # now and then the person had begun another move
                start_another_move(d, scene, advise(state, person).action)
                if len(scene.match.record["actions"]) != before or not deciding(scene, person):
                    continue  # that tap was a whole move (a card played at once): no suggestion now
            said.clear()
            d.tap_at(scene.hints.button.rect.center)
            advice = scene.hints.current()
            assert advice is not None and advice == advise(state, person)
            settle(d, scene)
            tapped = follow_marks(d, scene, advice, before)
            actions = scene.match.record["actions"]
            where = f"{game_id} {players}p {options} seed {seed}, decision {followed + 1}: {advice.action}"
            assert len(actions) > before, f"{where}: tapping {tapped} made no move; said {said}"
            assert actions[before] == [person, module.action_text(state, advice.action)], where
            assert not said, f"{where}: the table said {said}"
            followed += 1
    finally:
        d.close()
    return followed


@pytest.mark.parametrize("game_id", list(TABLES))
def test_a_suggestion_followed_by_taps_is_the_move_made(game_id: str, quick_bots: None) -> None:
    followed = 0
    tables = TABLES[game_id]
    for k, (players, options, person, seed) in enumerate(tables):
        share = -(-(POSITIONS - followed) // (len(tables) - k))  # what is left, spread over the rest
        followed += follow_suggestions(game_id, players, options, person, seed, max(share, 1))
    round_two = 0
    while followed < POSITIONS:  # short games: more tables with other seeds until the count is met
        players, options, person, seed = tables[round_two % len(tables)]
        round_two += 1
        followed += follow_suggestions(game_id, players, options, person, seed + 100 * round_two,
                                       POSITIONS - followed)
    assert followed >= POSITIONS


def test_every_action_card_is_followed_through_its_choices(quick_bots: None) -> None:
    """An action card is the medium bot's move about once in a hundred dice decisions, so each of
    the eight kinds is also shown here as the suggestion when the person may play it: tapping
    the marks opens the card, makes each choice it asks for and plays exactly that move."""
    from game.advice import Advice
    from game.take_it_dice.cards import ACTION_CARDS
    from game.take_it_dice.state import Play

    module = GAMES["take_it_dice"]
    kinds = set(ACTION_CARDS.values())
    done: set[str] = set()
    options = {"edition": "combo", "hand_split": "1+4", "action_cards_per_round": 3}  # four action cards a hand
    for seed in range(1, 13):
        if done == kinds:
            break
        d, scene = open_table("take_it_dice", 3, options, 0, seed)
        decisions = 0
        said = listen(scene)
        try:
            while done != kinds and decisions < 40 and next_decision(d, scene, 0):
                decisions += 1
                state = scene.match.state
                before = len(scene.match.record["actions"])
                plays = [a for a in module.legal_actions(state, 0)
                         if isinstance(a, Play) and ACTION_CARDS[a.card] not in done]
                d.tap_at(scene.hints.button.rect.center)
                advice = scene.hints.current()
                assert advice is not None
                if plays:
                    advice = Advice(plays[-1], "play", (("kind", ACTION_CARDS[plays[-1].card]),))
                    scene.hints.shown = (0, before, advice, "")
                said.clear()
                tapped = follow_marks(d, scene, advice, before)
                where = f"dice seed {seed}: {advice.action}"
                actions = scene.match.record["actions"]
                assert len(actions) > before, f"{where}: tapping {tapped} made no move; said {said}"
                assert actions[before] == [0, module.action_text(state, advice.action)], where
                assert not said, f"{where}: the table said {said}"
                if plays:
                    done.add(ACTION_CARDS[plays[-1].card])
        finally:
            d.close()
    assert done == kinds
