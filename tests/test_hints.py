"""Hints: the advice is the medium bot's move with a reason true to the state; Suggest shows it
only on a person's turn and only when the host allowed hints."""

from __future__ import annotations

import importlib

import pygame
import pytest
from app_runner import record_drawn

from game import GAMES
from game.core import Match, derive_seed
from game.take5 import Phase, Play, State, target_row
from game.take5 import advice as t5
from game.take5 import apply as t5_apply
from scenes.table.hints import words
from tests.ui_driver import Driver


def states(game_id: str, seed: int, steps: int) -> list[tuple[object, int]]:
    """(state, player) pairs along a game played by the advice itself."""
    adv = importlib.import_module(f"game.{game_id}.advice")
    m = Match(game_id, 3, None, seed=seed)
    out = []
    while not m.is_over() and len(out) < steps:
        actors = m.to_act()
        if actors == (-1,):
            m.chance_step()
            continue
        p = actors[0]
        out.append((m.state, p))
        m.apply(p, adv.advise(m.state, p).action)
    return out


@pytest.mark.parametrize("game_id", list(GAMES))
def test_advice_is_the_medium_bots_move_and_deterministic(game_id: str) -> None:
    adv = importlib.import_module(f"game.{game_id}.advice")
    bots = importlib.import_module(f"game.{game_id}.bots")
    module = GAMES[game_id]
    for state, p in states(game_id, 11, 12):
        a, b = adv.advise(state, p), adv.advise(state, p)
        assert a == b
        bot = bots.make_bot("medium", derive_seed("advice", game_id, p))
        assert a.action == bot.choose(module.view(state, p), p)
        assert a.action in module.legal_actions(state, p)
        assert words(game_id, a)  # a sentence, never a missing key


def test_take5_predicted_row_is_where_the_core_puts_the_card() -> None:
    """When the advised card is the turn's lowest (laid first), the core puts it in the row the
    hint names, and the player takes exactly the bullheads the hint says."""
    checked = 0
    for seed in range(6):
        for state, p in states("take5", seed, 40):
            assert isinstance(state, State)
            a = t5.advise(state, p)
            others = [c for c in state.picks if isinstance(c, int) and c > 0]
            if not isinstance(a.action, Play) or len(GAMES["take5"].to_act(state)) != 1:
                continue
            if any(c < a.action.card for c in others):
                continue
            step = t5_apply(state, p, a.action)  # the last pick: the turn resolves now
            if a.reason == "too_low":
                assert step.state.phase is Phase.ROW and step.state.pending[0] == (a.action.card, p)
                continue
            row = a.fact("row") - 1
            if any(target_row(state.rows, c) in (row, None) for c in others if c != a.action.card):
                continue  # a later card of the turn may land on the same row
            assert a.action.card in step.state.rows[row]
            bulls = sum(GAMES["take5"].bullheads(c) for c in step.state.taken[p]) - \
                sum(GAMES["take5"].bullheads(c) for c in state.taken[p])
            assert bulls == (a.fact("cost") if a.reason == "sixth" else 0)
            checked += 1
    assert checked


def game_driver(game_id: str, hints: bool, seats: tuple[str, str] = ("human", "medium")) -> tuple[Driver, object]:
    d = Driver("tap", ["--seed", "3"])
    d.app.services.screens.play(game_id, game=game_id, seats=[{"name": "Ann", "seat": seats[0]},
                                                            {"name": "Bo", "seat": seats[1]}],
                                options={}, hints=hints, seed=3)
    d.app.manager.apply_pending()
    return d, d.top


def until_turn(d: Driver, scene: object) -> None:
    d.run_until(lambda: scene.human_to_act() == 0 and not scene.animator.busy, 3000)


def test_suggest_shows_the_medium_move_by_tap_and_key() -> None:
    d, scene = game_driver("take5", True)
    until_turn(d, scene)
    d.run(2)
    scene.hints.update()
    assert scene.hints.button.visible
    d.tap_at(scene.hints.button.rect.center)
    d.run(1)
    shown = scene.hints.current()
    assert shown is not None and shown == t5.advise(scene.match.state, 0)
    scene.hints.shown = None
    d.key(pygame.K_SLASH)
    assert scene.hints.current() == shown
    scene.hints.shown = None
    d.pad(pygame.CONTROLLER_BUTTON_X)
    assert scene.hints.current() == shown


def test_suggest_never_for_a_bots_seat() -> None:
    d, scene = game_driver("take_it_pyramids", True, ("medium", "human"))
    d.run_until(lambda: scene.match.to_act() == (0,) and not scene.animator.busy, 3000)
    scene.hints.update()
    assert not scene.hints.button.visible
    assert scene.hints.suggest() is False and scene.hints.shown is None


def test_suggest_refused_when_the_host_disallowed_hints() -> None:
    d, scene = game_driver("take5", False)
    until_turn(d, scene)
    scene.hints.update()
    d.key(pygame.K_SLASH)
    assert scene.hints.shown is None
    assert scene.hints.suggest() is False and scene.message


def test_take5_lifted_card_preview_names_the_cores_row() -> None:
    from scenes.games.take5 import hint_marks, layout
    d, scene = game_driver("take5", True)
    until_turn(d, scene)
    state = scene.match.state
    for card in sorted(state.hands[0]):
        scene.lifted = card
        rects, text = hint_marks.preview(scene)
        t = target_row(state.rows, card)
        if t is None:
            assert len(rects) == len(state.rows) and "lower than every row" in text
        else:
            assert rects == [layout.row_rect(t)] and f"row {t + 1}" in text
    scene.lifted = None
    assert hint_marks.preview(scene) is None


def test_no_preview_or_button_when_hints_are_off() -> None:
    d, scene = game_driver("take5", False)
    until_turn(d, scene)
    called: list[bool] = []
    scene.hint_preview = lambda: called.append(True)
    scene.lifted = sorted(scene.match.state.hands[0])[0]
    d.app.manager.draw(d.app.canvas)
    assert not called and not scene.hints.button.visible


def test_take5_unseen_strip_is_the_viewers_unseen_cards() -> None:
    from game.take5 import unseen_cards, view
    from scenes.games.take5 import unseen
    d, scene = game_driver("take5", True)
    until_turn(d, scene)
    state = scene.match.state
    cards = unseen.cards_for(scene, state)
    assert cards == tuple(unseen_cards(view(state, 0), 0))
    assert not set(cards) & set(state.hands[0]) and not set(cards) & {c for r in state.rows for c in r}
    assert unseen.runs((1, 2, 3, 7, 9, 10)) == ["1–3", "7", "9–10"]


@pytest.mark.parametrize("device", ["tap", "keys"])
def test_host_turns_hints_on_in_setup(device: str) -> None:
    """The Hints toggle in setup reaches the table (and its record, so a saved game keeps it)."""
    from scenes.ui.text import tr
    from scenes.ui.widgets import Toggle
    d = Driver(device, ["--seed", "2"])
    d.app.services.screens.swap("setup", game="take5")
    d.app.manager.apply_pending()
    d.run(2)
    setup = d.top
    assert setup.hints is False
    d.press(lambda w: isinstance(w, Toggle) and w.label == tr("setup.hints"))
    assert setup.hints is True
    setup.start_now()
    d.app.manager.apply_pending()
    d.run(2)
    assert d.top.hints.allowed and d.top.match.record["hints"] is True


def test_dice_to_finish_matches_a_search_over_every_die() -> None:
    """The per-card count (tried with the best numbers only) equals a search over all 12 faces."""
    import itertools

    from game.take_it_dice.advice import dice_to_finish
    from game.take_it_dice.cards import COMBO_CARDS
    from game.take_it_dice.solver import best_assignment
    faces = [f"{c}{v}" for c in "WB" for v in range(1, 7)]

    def full(text: str, dice: tuple[str, ...]) -> int | None:
        for k in range(4):
            for extra in itertools.combinations_with_replacement(faces, k):
                if best_assignment([(text, 1)], [*dice, *extra]).placements:
                    return k
        return None

    for dice in ((), ("W3", "B5"), ("R2",)):
        for text, _ in list(COMBO_CARDS.values())[::5]:
            fast = dice_to_finish(text, dice)
            slow = full(text, dice)
            assert fast == slow or (slow is None and fast is not None and fast >= 4), (text, dice)


def test_dice_needs_badges_say_the_cores_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.take_it_dice.advice import hand_needs
    from scenes.games.take_it_dice import needs
    d, scene = game_driver("take_it_dice", True)
    until_turn(d, scene)
    counts = hand_needs(scene.match.state, 0)
    assert counts and all(n is None or n >= 0 for n in counts.values())
    assert needs.words(0) != needs.words(1) != needs.words(2) and "2" in needs.words(2)
    said = {needs.words(n) for n in counts.values()}
    drawn = record_drawn(monkeypatch)
    needs.draw_needs(scene, d.app.canvas, scene._hand_view())
    assert said <= drawn  # a badge on each card in the person's hand
    drawn.clear()
    scene.stage = object()  # a round being scored: its panel says what each card got, not these counts
    needs.draw_needs(scene, d.app.canvas, scene._hand_view())
    scene.stage = None
    assert not said & drawn


@pytest.mark.parametrize("game_id", ["take_it_pyramids", "take_it_dice", "pyramid_power"])
def test_suggest_by_tap_on_every_game(game_id: str) -> None:
    """A tap on Suggest shows that game's advice for the person on turn, and marks a piece."""
    d, scene = game_driver(game_id, True)

    def ready() -> bool:
        scene.hints.update()
        if scene.match.to_act() == (-1,) and scene.chance_waits_for() == 0 and not scene.animator.busy:
            assert not scene.hints.button.visible  # a throw is no decision: nothing to suggest
            scene.chance_now()  # the person throws (the Throw button's job)
        return scene.hints.button.visible and not scene.animator.busy

    d.run_until(ready, 3000, skip_motion=True)
    player = scene.human_to_act()
    d.tap_at(scene.hints.button.rect.center)
    advice = scene.hints.current()
    assert player == 0 and advice is not None
    assert advice == importlib.import_module(f"game.{game_id}.advice").advise(scene.match.state, 0)
    assert scene.hint_rects(advice.action)


@pytest.mark.parametrize(("game_id", "players"), [("take5", 2), ("take5", 10), ("pyramid_power", 2)])
def test_the_suggestion_words_cover_no_row_or_board(game_id: str, players: int, quick_bots: None) -> None:
    """The reason's panel sits over the log, never over Take 5's rows (their costs) or Pyramid
    Power's board (the suggested space), at any table size, in both languages."""
    from scenes.games.pyramid_power import layout as pp_layout
    from scenes.games.take5 import layout as t5_layout
    from scenes.ui.text import set_language

    for lang in ("en", "is"):
        set_language(lang)
        d = Driver("tap", ["--seed", "3", "--lang", lang])
        seats = [{"name": f"P{i}", "seat": "human" if i == 0 else "easy"} for i in range(players)]
        d.app.services.screens.play(game_id, game=game_id, seats=seats, options={}, hints=True, seed=3)
        d.app.manager.apply_pending()
        scene = d.top
        d.run_until(lambda s=scene: s.hints.deciding() == 0 and not s.animator.busy
                    and s.match.to_act() == (0,), 3000, skip_motion=True)
        d.tap_at(scene.hints.button.rect.center)
        assert scene.hints.shown is not None
        rect, _, _ = scene.hints.bubble(scene.hints.shown[3])
        keep = [t5_layout.row_rect(r) for r in range(4)] if game_id == "take5" else [pp_layout.BOARD]
        assert not any(rect.colliderect(k) for k in keep), (lang, rect)
        assert not rect.colliderect(scene.hints.button.rect)
        d.close()
