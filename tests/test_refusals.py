"""Issue 37: every refusal a person can cause is a catalog sentence that says what to do.

The core refuses with a reason code beside its developer message (game/core.IllegalAction);
`scenes.table.refusals.refusal_text` words the code. Here every reason code the four cores can
raise is caused in a real position (a bad tap, a stale phone move, a hand-built action), then
worded in both languages and scanned: never the core's message, a raw key, an id, a die, a grid
position or a notation token. A code with no sentence, or a raise the sweep misses, fails.
"""

from __future__ import annotations

import ast
import dataclasses
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from test_words_on_screen import FORBIDDEN

from game import GAMES
from game.core import CHANCE, IllegalAction, play_out
from scenes.table.refusals import refusal_key, refusal_text
from scenes.ui.text import has, set_language

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "is")


def codes_in_source(game_id: str) -> set[str]:
    """Every reason code a game's core (and the shared core checks) raises, read from the code."""
    found: set[str] = set()
    for path in [*sorted((ROOT / "game" / game_id).glob("*.py")), ROOT / "game" / "core.py"]:
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "IllegalAction"):
                code = node.args[1] if len(node.args) > 1 else None
                found.add(code.value if isinstance(code, ast.Constant) else "not_allowed")
    return found


def refusal(module: Any, state: Any, player: int, action: Any) -> IllegalAction:
    """The refusal the core gives; the test fails if the move is accepted."""
    with pytest.raises(IllegalAction) as caught:
        module.apply(state, player, action)
    return caught.value


def reach(module: Any, seed: int, done: Callable[[Any], bool], players: int = 3, options: Any = None) -> Any:
    """A real position, played at random from a new game until `done(state)`."""
    for attempt in range(50):
        rng = random.Random(seed * 100 + attempt)

        def choose(s: Any, seat: int, rng: random.Random = rng) -> Any:
            return rng.choice(module.legal_actions(s, seat))

        state = play_out(module, module.new_game(players, options), choose, rng, until=done)
        if done(state):
            return state
    raise AssertionError("no game reached the position")


# ---------------------------------------------------------------- the situations, per game


def take5_cases() -> Iterator[tuple[str, Any, int, Any]]:
    from game.take5 import Deal, Phase, Play, TakeRow

    m = GAMES["take5"]
    fresh = m.new_game(3)
    yield "wait", fresh, 0, Play(5)
    yield "chance_only", fresh, 0, Deal(((1,),), (2, 3, 4, 5))
    yield "no_player", fresh, 7, Play(5)
    pick = reach(m, 1, lambda s: s.phase is Phase.PICK)
    hand = pick.hands[0]
    yield "row_not_now", pick, 0, TakeRow(1)
    yield "not_in_hand", pick, 0, Play(next(c for c in range(1, 105) if c not in hand))
    yield "not_a_move", pick, 0, "play 5"
    picked = m.apply(pick, 0, Play(hand[0])).state
    yield "already_picked", picked, 0, Play(hand[1])
    row = reach(m, 2, lambda s: s.phase is Phase.ROW)
    chooser = row.chooser
    other = (chooser + 1) % 3
    yield "row_first", row, chooser, Play(row.hands[chooser][0])
    yield "not_your_turn", row, other, TakeRow(1)
    yield "no_such_row", row, chooser, TakeRow(9)
    over = reach(m, 3, m.is_over)
    yield "game_over", over, 0, Play(1)


def take_it_pyramids_cases() -> Iterator[tuple[str, Any, int, Any]]:
    from game.take_it_pyramids.state import Color, Draw, Leave, Phase, Take

    m = GAMES["take_it_pyramids"]
    draw = m.new_game(3)
    seat = m.to_act(draw)[0]
    yield "draw_first", draw, seat, Take()
    yield "not_your_turn", draw, (seat + 1) % 3, Draw("small")
    yield "not_a_move", draw, seat, Draw("huge")
    yield "wait", m.apply(draw, seat, Draw("small")).state, seat, Take()
    empty = dataclasses.replace(draw, bag=tuple(p for p in draw.bag if p.size != "medium"))
    yield "size_empty", empty, seat, Draw("medium")
    offer = reach(m, 4, lambda s: s.phase is Phase.OFFER)
    asked = m.to_act(offer)[0]
    yield "take_or_leave", offer, asked, Draw("small")
    yield "no_player", offer, 9, Leave()
    over = reach(m, 5, m.is_over)
    yield "game_over", over, 0, Color("red")


def pyramid_power_cases() -> Iterator[tuple[str, Any, int, Any]]:
    from game.pyramid_power import board as bd
    from game.pyramid_power.state import Deal, Draw, Phase, Place, Supply
    from game.pyramid_power.tiles import WILD

    m = GAMES["pyramid_power"]
    fresh = m.new_game(2)
    yield "wait", fresh, 0, Draw()
    play = reach(m, 6, lambda s: s.phase is Phase.PLAY and bd.any_fits(s.board, s.hands[s.current]), players=2)
    seat = play.current
    yield "not_your_turn", play, 1 - seat, Draw()
    yield "draw_when_fits", play, seat, Draw()
    yield "chance_only", play, seat, Supply(next(iter(play.supply)))
    yield "chance_only", play, seat, Deal((), "T01")
    yield "not_a_move", play, seat, "draw"
    other_tile = play.hands[1 - seat][0]
    yield "not_your_tile", play, seat, Place(other_tile, (0, 0), 0)
    tile = next(t for t in play.hands[seat] if t != WILD)
    yield "cell_taken", play, seat, Place(tile, (0, 0), 0)
    yield "cell_alone", play, seat, Place(tile, (40, 40), 0)
    wild_hand = dataclasses.replace(play, hands=tuple((*h, WILD) if i == seat else h
                                                      for i, h in enumerate(play.hands)))
    slot = sorted(bd.layout(play.board).slots)[0]
    yield "wild_no_turn", wild_hand, seat, Place(WILD, slot, 1)
    # A tile that does not fit a slot as it is turned: a colours_differ refusal (turning may help).
    wrong = next((t, c, k) for t in play.hands[seat] if t != WILD
                 for c in sorted(bd.layout(play.board).slots) for k in (0, 1, 2)
                 if (t, c, k) not in set(bd.placements(play.board, (t,))))
    yield "colours_differ", play, seat, Place(*wrong)
    # Just after a draw whose tile fits (as _supply leaves it: the tile in hand, named `drawn`).
    fitting = bd.placements(play.board, play.hands[seat])[0][0]
    drawn = dataclasses.replace(play, phase=Phase.PLACE_DRAWN, drawn=fitting)
    keep = next(t for t in play.hands[seat] if t != fitting)
    yield "place_drawn", drawn, drawn.current, Draw()
    yield "place_drawn", drawn, drawn.current, Place(keep, (0, 0), 0)
    yield "no_player", play, 5, Draw()
    over = reach(m, 8, m.is_over, players=2)
    yield "game_over", over, 0, Draw()


def take_it_dice_cases() -> Iterator[tuple[str, Any, int, Any]]:
    from game.take_it_dice.cards import ACTION_CARDS
    from game.take_it_dice.state import Deal, Discard, Keep, Options, Pass, Phase, Play, Split, Stop, Take

    m = GAMES["take_it_dice"]
    card = {kind: min(c for c, k in ACTION_CARDS.items() if k == kind) for kind in set(ACTION_CARDS.values())}
    fresh = m.new_game(3)
    yield "wait", fresh, 0, Pass()
    yield "not_allowed", fresh, CHANCE, Pass()  # a move given to chance (only a record can)
    turn = reach(m, 9, lambda s: s.phase == Phase.TURN)
    p = turn.turn
    everything = frozenset(ACTION_CARDS)
    rich = dataclasses.replace(turn, action_hands=tuple(everything if i == p else h
                                                        for i, h in enumerate(turn.action_hands)),
                               tray=("W2", "W4", "B2", "B6"), taken=tuple(() for _ in turn.taken))
    yield "not_your_turn", rich, (p + 1) % 3, Pass()
    yield "no_player", rich, 8, Pass()
    yield "take_pass_or_play", rich, p, "take W7"
    yield "not_a_move", rich, p, Take(7)  # type: ignore[arg-type]
    yield "not_a_move", rich, p, Play("A99")
    yield "dice_gone", rich, p, Take("W6")
    yield "stop_not_now", rich, p, Stop()
    yield "split_done", rich, p, Split(4)
    yield "take_pass_or_play", rich, p, Keep()
    yield "card_not_held", dataclasses.replace(rich, action_hands=tuple(frozenset() for _ in rich.action_hands)), p, \
        Play(card["take-two"])
    yield "no_black", dataclasses.replace(rich, tray=("W2", "W4")), p, Play(card["reroll-black"])
    yield "no_red", rich, p, Play(card["reroll-red"])
    yield "reroll_count", rich, p, Play(card["reroll-some"], ("W2", "W4", "B2", "B6", "W2"))
    yield "reroll_no_red", dataclasses.replace(rich, tray=("W2", "B2", "R3")), p, Play(card["reroll-some"], ("R3",))
    yield "dice_gone", rich, p, Play(card["reroll-some"], ("W5",))
    yield "wrong_colour", rich, p, Play(card["fix-black"], ("W2",), to=5)
    yield "wrong_colour", rich, p, Play(card["nudge-white"], ("B2",), to=4)
    yield "fix_same", rich, p, Play(card["fix-black"], ("B2",), to=2)
    yield "nudge_two", rich, p, Play(card["nudge-white"], ("W2",), to=3)
    yield "swap_pair", rich, p, Play(card["swap"], ("W2", "W4"))
    yield "swap_same", rich, p, Play(card["swap"], ("W2", "B2"))
    yield "not_taken", rich, p, Play(card["throw-back"], ("W2",))
    yield "dice_gone", dataclasses.replace(rich, taken=tuple(("W3",) if i == p else t
                                                             for i, t in enumerate(rich.taken))), p, \
        Play(card["throw-back"], ("W3",), at="B5")
    played = dataclasses.replace(rich, turn_played=True)
    yield "card_played", played, p, Play(card["take-two"])
    limit = dataclasses.replace(rich, played=tuple(1 if i == p else 0 for i in range(3)))
    yield "card_limit", limit, p, Play(card["take-two"])
    second = dataclasses.replace(rich, second_take=True)
    yield "take_second", second, p, Pass()
    yield "take_second", second, p, Play(card["take-two"])
    discard = reach(m, 10, lambda s: s.phase == Phase.DISCARD)
    yield "discard_or_keep", discard, discard.turn, Pass()
    yield "card_not_held", discard, discard.turn, Discard("C99")
    first = m.new_game(3, Options(edition="first"))
    yield "split_first", first, first.turn, Pass()
    yield "split_range", first, first.turn, Split(6)
    yield "take_pass_or_play", rich, p, Deal(((),))
    over = reach(m, 11, m.is_over)
    yield "game_over", over, 0, Pass()


CASES: dict[str, Callable[[], Iterator[tuple[str, Any, int, Any]]]] = {
    "take5": take5_cases, "take_it_pyramids": take_it_pyramids_cases,
    "pyramid_power": pyramid_power_cases, "take_it_dice": take_it_dice_cases,
}
# Codes a person cannot cause from any screen or phone (only a developer building a chance
# move or a record by hand); they still have a sentence, the general one.
NOT_BY_A_PERSON = {"not_allowed"}


def worded(game_id: str, exc: IllegalAction) -> dict[str, str]:
    out = {}
    for lang in LANGS:
        set_language(lang)
        out[lang] = refusal_text(game_id, exc)
    set_language("en")
    return out


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_every_reason_code_is_caused_and_said_in_both_languages(game_id: str) -> None:
    module = GAMES[game_id]
    caused: set[str] = set()
    for expected, state, player, action in CASES[game_id]():
        exc = refusal(module, state, player, action)
        assert exc.reason == expected, (expected, str(exc))
        caused.add(exc.reason)
        key = refusal_key(game_id, exc)
        if exc.reason != "not_allowed":
            assert not key.endswith(".not_allowed"), f"{exc.reason} has no sentence of its own"
        said = worded(game_id, exc)
        for lang, text in said.items():
            assert text != key and has(key), f"{lang}: {key} is not in the catalogs"
            assert str(exc) not in text, f"{lang}: the core's message reached the screen: {text}"
            bad = [name for name, rx in FORBIDDEN.items() if rx.search(text)]
            assert not bad, f"{lang} {exc.reason}: {bad} in {text!r}"
        assert said["en"] != said["is"], f"{exc.reason}: the Icelandic is the English"
    assert codes_in_source(game_id) - NOT_BY_A_PERSON <= caused, \
        f"codes never caused here: {codes_in_source(game_id) - NOT_BY_A_PERSON - caused}"


def test_a_value_is_said_in_words_not_notation() -> None:
    """Pyramid Power's side and colour, the dice's palette and a count come out as words."""
    exc = IllegalAction("T09 (Y Y B) turned 0 shows Y on its right side at -1,0, but the tile there shows G",
                        "colours_differ", side="right", need="G", shows="Y", turning_helps=True)
    said = worded("pyramid_power", exc)
    assert "right" in said["en"] and "green" in said["en"]
    assert "hægri" in said["is"] and "græn" in said["is"]
    moved = worded("pyramid_power", IllegalAction("x", "colours_differ", side="top", need="R", turning_helps=False))
    assert "another place" in moved["en"] and "Turn" not in moved["en"]
    blue = worded("take_it_dice", IllegalAction("x", "wrong_colour", colour="B", theme="combo"))
    assert "blue" in blue["en"] and "black" not in blue["en"] and "bláan" in blue["is"]
    # The language's plural rule: Icelandic says 21 like 1, English does not.
    one, many = (worded("take_it_dice", IllegalAction("x", "card_limit", n=n)) for n in (1, 21))
    assert "1 action card a" in one["en"] and "21 action cards" in many["en"]
    assert "21 aðgerðarspili " in many["is"] and "1 aðgerðarspili " in one["is"]


def test_anything_without_a_code_gets_the_general_sentence() -> None:
    for exc in (IllegalAction("record line 3 does not apply"), ValueError("boom")):
        said = worded("take5", exc)  # type: ignore[arg-type]
        assert said["en"].startswith("That is not possible now") and "record" not in said["en"]


def test_the_developer_message_stays_the_string_of_the_refusal() -> None:
    import pickle

    exc = IllegalAction("card 37 is not in Player 1's hand", "not_in_hand")
    assert str(exc) == "card 37 is not in Player 1's hand" and exc.reason == "not_in_hand"
    back = pickle.loads(pickle.dumps(IllegalAction("m", "card_limit", n=2)))
    assert (str(back), back.reason, back.values) == ("m", "card_limit", {"n": 2})
