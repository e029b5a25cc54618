"""Issue 37: on the TV a refused move is said as what to do, in the table's language.

Every reason code each core can raise (read from the core's source, tests/test_refusals.py) is
either caused here by a person's own input on the TV, or listed with why no tap, key or pad press
can cause it (the table offers only that person's pieces, on their turn, through controls that
the core's legal moves build). Each game is opened in the real app with a person in seat 1, in
English and in Icelandic; on that person's turn the refusable moves are made by taps and drags
(tests/ui_driver.py: pygame finger events through the App), and a few keys that a table ignores
are pressed to show they change nothing. Each time the sentence on screen is checked: the
catalog's sentence for the core's reason code, never the core's message, a raw key, an id, a die,
a grid position or a notation token.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
from app_runner import record_drawn
from language_kit import RAW_KEY
from test_refusals import codes_in_source
from test_words_on_screen import FORBIDDEN
from ui_driver import Driver

from game.core import CHANCE, IllegalAction
from scenes.table.refusals import refusal_text

SEATS = {"take5": "human,easy,easy", "take_it_pyramids": "human,easy,easy",
         "pyramid_power": "human,easy", "take_it_dice": "human,easy"}
RULES = {"take_it_dice": "hand_split=3+2"}  # two action cards in hand: a second one can be tried
ALWAYS = {  # codes of every game that no input on the TV can cause
    "not_allowed": "only a hand-built record or chance move has no code; the TV makes neither",
    "no_player": "the TV asks only the seats of the game for their moves",
    "game_over": "a finished game takes no input; the results come",
    "not_your_turn": "the table takes a person's input only for the seat it asks now",
    "wait": "the table asks a person only when that person is to act, never while chance is",
    "chance_only": "deals and draws from the supply are chance's; no control makes one",
    "not_a_move": "every control builds a move of the game's own kinds, with real pieces",
}
NOT_ON_TV: dict[str, dict[str, str]] = {
    "take5": {
        "not_in_hand": "the hand shows only the person's own cards",
        "already_picked": "after a pick the table stops asking that seat until the cards are laid",
        "no_such_row": "only the four rows can be tapped, and keys 1-4 name them",
    },
    "take_it_pyramids": {
        "draw_first": "Take and Leave are offered (buttons, T and L) only after a draw; T pressed before "
                      "does nothing (checked below), L then means Large",
        "take_or_leave": "the sizes (buttons, 1-3, S/M/L) are live only while drawing; pressed while "
                         "deciding, nothing happens (checked below)",
    },
    "pyramid_power": {
        "draw_when_fits": "the Draw button is there only when none of the person's tiles fits",
        "place_drawn": "after a draw that fits, the tray picks only the drawn tile and says so",
        "wild_no_turn": "the wild is never turned: its turn is always 0 (scene.turn_of)",
        "not_your_tile": "the tray shows only the person's own tiles",
    },
    "take_it_dice": {
        "take_pass_or_play": "the buttons of a turn are only Take (a die), Pass and the cards",
        "split_done": "the split buttons are shown only before the first take of the first edition",
        "split_first": "in the first edition the turn starts with the split buttons only",
        "split_range": "the split buttons offer only the splits the rules allow",
        "discard_or_keep": "at the round's end only Discard and Keep buttons are shown",
        "stop_not_now": "Stop is shown only while a take-two is in play",
        "dice_gone": "only dice lying in the tray can be tapped; a card's dice are picked from the tray",
        "card_not_held": "only the person's own action cards are shown",
        "reroll_count": "the card's dice are chosen on the tray from its legal plays (choose.Chooser)",
        "reroll_no_red": "as reroll_count: a red die cannot be picked for it",
        "wrong_colour": "as reroll_count: only a die of the card's colour can be picked",
        "fix_same": "the face buttons leave out the die's own face",
        "nudge_two": "the face buttons offer only the two faces two away",
        "swap_pair": "as reroll_count: the second die must be of the other colour",
        "swap_same": "as reroll_count: a die of the same face cannot be picked as the pair",
        "not_taken": "throw back offers only the person's own taken dice",
        "take_second": "while a take-two's second die is due the cards are not shown (controls.refresh): only "
                       "the tray's dice and Stop",
    },
}


# ------------------------------------------------------------------ input as a person gives it


def drag(d: Driver, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
    """A finger pressed at `start`, moved to `end` and lifted."""
    w, h = d.app.window.get_size()

    def finger(kind: int, pos: tuple[float, float]) -> None:
        wx, wy = d.app.to_window((int(pos[0]), int(pos[1])))
        d.send(pygame.event.Event(kind, x=wx / w, y=wy / h, dx=0.0, dy=0.0, touch_id=1, finger_id=0, pressure=1.0))

    finger(pygame.FINGERDOWN, start)
    d.run(1)
    for k in range(1, steps + 1):
        finger(pygame.FINGERMOTION, (start[0] + (end[0] - start[0]) * k / steps,
                                     start[1] + (end[1] - start[1]) * k / steps))
        d.run(1)
    finger(pygame.FINGERUP, end)
    d.run(2)


def person_turn(d: Driver) -> None:
    d.run_until(lambda: d.top.human_to_act() == 0 and not d.top.animator.busy, 4000, skip_motion=True)


# ------------------------------------------------------------------ Take 5


def take5_moves(d: Driver, scene: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    from game.take5 import Phase
    from scenes.games.take5 import layout

    yield "row_not_now", lambda: d.tap_at(layout.row_rect(1).center)
    for _ in range(12):  # the lowest card each turn, until the person must take a row
        person_turn(d)
        state = scene.match.state
        if state.phase is Phase.ROW:
            break
        low = min(scene.hand)
        for _tap in range(2):  # lift it, then play it
            d.tap_at(scene.sprites[low].rect().center)
    assert scene.match.state.phase is Phase.ROW and scene.match.state.chooser == 0
    card = scene.hand[0]
    yield "row_first", lambda: d.tap_at(scene.sprites[card].rect().center)


# ------------------------------------------------------------------ Take It or Leave It: pyramids


def take_it_pyramids_moves(d: Driver, scene: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    from game.take_it_pyramids import Phase, pot

    person_turn(d)
    assert scene.match.state.phase is Phase.DRAW, scene.match.state.phase
    before = (len(scene.match.record["actions"]), scene.message)
    d.key(pygame.K_t)  # Take before a draw: no control, nothing happens
    assert (len(scene.match.record["actions"]), scene.message) == before, scene.match.record["actions"]
    for _ in range(80):  # draw small every turn (and leave it), until the small ones are gone
        person_turn(d)
        state = scene.match.state
        if state.phase is Phase.DRAW and not any(b.count for b in scene.size_buttons[:1]):
            break
        if state.phase is Phase.DRAW:
            live = next(b for b in scene.size_buttons if b.count)
            d.tap_at(live.rect.center)
        else:
            before = len(scene.match.record["actions"])
            d.key(pygame.K_1)  # a size while deciding: nothing happens
            assert len(scene.match.record["actions"]) == before
            d.tap_at(scene.decide_buttons[1 if pot(state).total < 9 else 0].rect.center)
    small = scene.size_buttons[0]
    assert scene.match.state.phase is Phase.DRAW and small.count == 0
    yield "size_empty", lambda: d.tap_at(small.rect.center)


# ------------------------------------------------------------------ Pyramid Power


def pyramid_power_moves(d: Driver, scene: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    from game.pyramid_power import board as bd
    from game.pyramid_power.tiles import WILD
    from scenes.games.pyramid_power import layout as L

    for _ in range(40):  # a turn where a tile (not the wild) fits somewhere and misfits elsewhere
        person_turn(d)
        state = scene.match.state
        if state.drawn is None and bd.any_fits(state.board, state.hands[0]) and not scene.can_draw:
            break
        d.run_until(lambda: scene.human_to_act() != 0, 2000, skip_motion=True)  # a draw: the table plays on
    state = scene.match.state
    hand = list(state.hands[0])
    spots = dict(zip(hand, L.big_slots(len(hand)), strict=True))
    slots = sorted(bd.layout(state.board).slots)

    def misfit(tile: str) -> Any:
        fits = {c for (_t, c, _k) in bd.placements(state.board, (tile,))}
        return next((c for c in slots if c not in fits and scene.cam.visible(c, 40)), None)

    tile = next(t for t in hand if t != WILD and misfit(t) is not None)
    at = tuple(int(v) for v in spots[tile])

    def pick() -> None:
        if scene.sel != tile:
            d.tap_at(at)

    def colours() -> None:
        pick()
        d.tap_at(tuple(int(v) for v in scene.cam.cell_screen(misfit(tile))))

    yield "colours_differ", colours
    lonely = next(c for c in ((x, y) for y in range(-9, 10) for x in range(-12, 13))
                  if scene.cam.visible(c, 60) and all(abs(c[0] - p.cell[0]) + abs(c[1] - p.cell[1]) > 3
                                                        for p in scene.disp.board))

    def alone() -> None:
        pick()
        d.tap_at(tuple(int(v) for v in scene.cam.cell_screen(lonely)))

    yield "cell_alone", alone
    taken = scene.disp.board[0].cell
    yield "cell_taken", lambda: drag(d, at, tuple(int(v) for v in scene.cam.cell_screen(taken)))


# ------------------------------------------------------------------ Take It or Leave It: dice


def take_it_dice_moves(d: Driver, scene: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    from game.take_it_dice.state import Play
    from scenes.games.take_it_dice.widgets import CardWidget, DieWidget

    def a_play() -> Any:
        state = scene.match.state
        if state.phase != "turn" or state.turn_played or len(state.action_hands[0] or ()) < 2:
            return None
        return next((a for a in scene.module.legal_actions(state, 0) if isinstance(a, Play)), None)

    def throw_if_asked() -> None:
        for _ in range(3):
            person_turn(d)
            if scene.match.to_act() != (CHANCE,):
                return
            scene.chance_now()  # the person's throw

    throw_if_asked()
    play = a_play()
    assert play is not None, "seed 3 deals the person two action cards and a card that can be played"
    scene.submit(0, play)  # the way there (a card played), not under test
    assert scene.match.state.turn_played
    person_turn(d)

    def card_widget() -> Any:
        return next(w for w in scene.ui.widgets if isinstance(w, CardWidget))

    yield "card_played", lambda: d.tap_at(card_widget().rect.center)
    d.tap_at(next(w for w in scene.ui.widgets if isinstance(w, DieWidget)).rect.center)  # take a die
    throw_if_asked()
    state = scene.match.state
    assert state.phase == "turn" and not state.turn_played and state.played[0] == 1, state.phase
    yield "card_limit", lambda: d.tap_at(card_widget().rect.center)  # one card a round


# A card that casts the tray's black (or red) dice again, tapped when the person has taken the last
# such die: with no other card to play the table does not say "no use" itself, so the tap reaches
# the core. (seed, the die's colour) dealing the person that card as their one action card (4+1).
NOTHING_TO_CAST = {"no_black": (1, "B"), "no_red": (37, "R")}


def take_it_dice_nothing_to_cast(reason: str) -> Callable[[Driver, Any], Iterator[tuple[str, Callable[[], None]]]]:
    def moves(d: Driver, scene: Any) -> Iterator[tuple[str, Callable[[], None]]]:
        from game.take_it_dice.cards import ACTION_CARDS
        from game.take_it_dice.state import Play
        from scenes.games.take_it_dice.widgets import CardWidget, DieWidget
        from scenes.ui.text import tr

        colour = NOTHING_TO_CAST[reason][1]
        kind = {"B": "reroll-black", "R": "reroll-red"}[colour]
        for _ in range(20):  # the Throw button, then a die of that colour each turn until none is left
            person_turn(d)
            state = scene.match.state
            if state.phase == "cast":
                d.tap_at(next(b for b in scene.buttons if b.label == tr("take_it_dice.throw")).rect.center)
                continue
            if not any(die[0] == colour for die in state.tray):
                break
            die = next(w for w in scene.ui.widgets if isinstance(w, DieWidget) and w.sprite.kind == colour)
            d.tap_at(die.rect.center)
        state = scene.match.state
        held = sorted(state.action_hands[0] or ())
        assert state.phase == "turn" and state.tray and [ACTION_CARDS[c] for c in held] == [kind], held
        assert state.played[0] == 0 and not any(isinstance(a, Play) for a in scene.module.legal_actions(state, 0))
        card = next(w for w in scene.ui.widgets if isinstance(w, CardWidget))  # offered, as every held card is
        yield reason, lambda: d.tap_at(card.rect.center)

    return moves


MOVES = {"take5": take5_moves, "take_it_pyramids": take_it_pyramids_moves,
         "pyramid_power": pyramid_power_moves, "take_it_dice": take_it_dice_moves}


@pytest.mark.parametrize("game_id", sorted(NOT_ON_TV))
def test_every_reason_code_is_caused_on_the_tv_or_said_why_not(game_id: str) -> None:
    caused = {"take5": {"row_not_now", "row_first"}, "take_it_pyramids": {"size_empty"},
              "pyramid_power": {"colours_differ", "cell_alone", "cell_taken"},
              "take_it_dice": {"card_played", "card_limit", *NOTHING_TO_CAST}}[game_id]
    listed = (set(ALWAYS) & codes_in_source(game_id)) | set(NOT_ON_TV[game_id]) | caused
    assert listed == codes_in_source(game_id), (sorted(codes_in_source(game_id) - listed),
                                                sorted(listed - codes_in_source(game_id)))
    assert not caused & (set(ALWAYS) | set(NOT_ON_TV[game_id]))


@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("game_id", sorted(MOVES))
def test_a_refused_move_is_said_in_words_on_the_tv(game_id: str, lang: str, quick_bots: None,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    seats = SEATS[game_id]
    d = Driver("tap", ["--game", game_id, "--players", str(len(seats.split(","))), "--seats", seats,
                       "--seed", "3", "--lang", lang, "--rules", RULES.get(game_id, "")])
    try:
        assert said_in_words(d, game_id, MOVES[game_id], monkeypatch)
    finally:
        d.close()


@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("reason", sorted(NOTHING_TO_CAST))
def test_a_card_with_no_die_to_cast_again_is_refused_in_words_on_the_tv(reason: str, lang: str, quick_bots: None,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver("tap", ["--game", "take_it_dice", "--players", "2", "--seats", "human,easy",
                       "--seed", str(NOTHING_TO_CAST[reason][0]), "--lang", lang, "--rules", "hand_split=4+1"])
    try:
        assert said_in_words(d, "take_it_dice", take_it_dice_nothing_to_cast(reason), monkeypatch) == [reason]
    finally:
        d.close()


def said_in_words(d: Driver, game_id: str, moves: Callable[[Driver, Any], Iterator[tuple[str, Callable[[], None]]]],
                  monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Makes each refusable move of `moves` on the person's turn and checks what the screen says:
    the catalog sentence for the core's reason code, never the core's message or a notation.
    Returns the reason codes caused."""
    d.run_until(lambda: getattr(d.top, "match", None) is not None and d.top.human_to_act() == 0,
                3000, skip_motion=True)
    scene = d.top
    said = []
    for reason, make in moves(d, scene):
        person_turn(d)
        drawn = record_drawn(monkeypatch)
        before = len(scene.match.record["actions"])
        caught: list[IllegalAction] = []
        original = scene.module.apply

        def spy(state: Any, player: int, action: Any, original: Any = original,
                caught: list[IllegalAction] = caught) -> Any:
            try:
                return original(state, player, action)
            except IllegalAction as exc:
                caught.append(exc)
                raise

        monkeypatch.setattr(scene.module, "apply", spy)
        make()
        monkeypatch.setattr(scene.module, "apply", original)
        d.run(1)
        d.app.manager.draw(d.app.canvas)
        assert len(scene.match.record["actions"]) == before, "a refused move changed the game"
        assert caught and caught[-1].reason == reason, (reason, [str(c) for c in caught])
        expected = refusal_text(game_id, caught[-1])
        assert scene.message == expected and expected in drawn, (scene.message, expected)
        assert str(caught[-1]) not in drawn, "the core's message is on screen"
        assert not RAW_KEY.match(expected)
        bad = [(name, t) for t in drawn for name, rx in FORBIDDEN.items() if rx.search(t) and t == expected]
        assert not bad, bad
        said.append(reason)
    return said
