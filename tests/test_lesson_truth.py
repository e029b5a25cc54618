"""Issue 37: every sentence of every lesson says only what is true at its step.

Each lesson is replayed through the rules core; at each step the English sentence (the source
the other languages translate) is read for its claims, and each claim is checked against the
core's state or events at that step: the colours and dots of tiles, where a card goes, what a
pot is worth, which dice a reroll made, how a game ends. A step without a check here fails, so a
new sentence cannot slip in unchecked.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest

from game import GAMES
from game.core import CHANCE, Event, Match
from scenes.table.tutorial_script import TUTORIAL_GAMES, Script, has_script, load
from scenes.ui.text import set_language, tr


@dataclasses.dataclass
class At:
    """A step as the person sees it: the position while its sentence shows, the position when the
    step is over, and the events played during the step."""

    script: Script
    shown: Any
    after: Any
    events: list[Event]
    move_index: int | None
    earlier: list[Event]  # the previous step's events (a note may look back one move)


def steps_of(script: Script) -> list[tuple[str, At]]:
    module = GAMES[script.game_id]
    match = Match(script.game_id, len(script.seats), script.options, seed=0)
    states = [match.state]
    events: list[list[Event]] = []
    for player, text in script.actions:
        events.append(list(match.apply(player, module.parse_action(match.state, player, text)).events))
        states.append(match.state)
    out = []
    done = 0
    window: list[Event] = []
    for step in script.steps:
        index = None
        if step.move == "throw":
            index = next(k for k in range(done, step.upto) if script.actions[k][0] == CHANCE)
        elif step.move is not None:
            index = next(k for k in range(done, step.upto) if script.actions[k] == (script.person, step.move))
        shown = states[index] if index is not None else states[step.upto]
        # An explanation after the move it explains sees that move's events.
        earlier = window
        window = [e for k in range(done, step.upto) for e in events[k]] or window
        out.append((step.text, At(script, shown, states[step.upto], window, index, earlier)))
        done = step.upto
    return out


def english(key: str) -> str:
    """The sentence as the lesson shows it (Pyramid Power's colours named as the palette draws them)."""
    from scenes.table.colour_words import tile_colour_values

    set_language("en")
    return tr(key, **tile_colour_values())


def says(text: str, phrase: str) -> bool:
    return phrase.lower() in text.lower()


def event(at: At, name: str, **fields: Any) -> Any:
    found = [e for e in [*at.earlier, *at.events] if type(e).__name__ == name
             and all(getattr(e, k) == v for k, v in fields.items())]
    assert found, f"no {name} {fields} at this step"
    return found[0]


# ---------------------------------------------------------------- Pyramid Power


def _pp_colours(tile: str) -> str:
    from game.pyramid_power.tiles import TILE_COLOURS

    return TILE_COLOURS[tile]


def drawn_word(letter: str) -> str:
    """The English word for a tile colour as the palette draws it ("orange" for the house's red)."""
    from scenes.table.colour_words import tile_colour_values

    return tile_colour_values()[letter]


def pp_draw(text: str, at: At) -> None:
    from game.pyramid_power import board as bd

    red = drawn_word("R")
    assert says(text, f"start tile is all {red}") and set(_pp_colours(at.shown.board[0].tile)) == {"R"}
    assert says(text, "none of your tiles has a side of that colour")
    assert not any("R" in _pp_colours(t) for t in at.shown.hands[0])
    assert says(text, "nothing fits") and not bd.any_fits(at.shown.board, at.shown.hands[0])


def pp_place_drawn(text: str, at: At) -> None:
    red = drawn_word("R")
    assert says(text, f"has one side {red}") and says(text, f"{red} on {red}") and "R" in _pp_colours(at.shown.drawn)
    assert says(text, "it fits") and at.shown.phase.name == "PLACE_DRAWN"


def pp_match(text: str, at: At) -> None:
    from game.pyramid_power.tiles import TILE_POINTS

    placed = event(at, "TilePlaced", player=0)
    assert says(text, "one dot, 1 point") and TILE_POINTS[placed.tile] == 1 and placed.points == 1
    theirs = event(at, "TilePlaced", player=1)
    assert says(text, "laid a yellow tile") and set(_pp_colours(theirs.tile)) == {"Y"}


def pp_turn(text: str, at: At) -> None:
    """"Fits … only when turned": no unturned placement where the sentence says, a turned one."""
    from game.pyramid_power import board as bd
    from game.pyramid_power.state import Place

    module = GAMES["pyramid_power"]
    move = module.parse_action(at.shown, 0, at.script.actions[at.move_index][1])
    assert isinstance(move, Place) and move.turn != 0
    assert says(text, "yellow and green tile") and set(_pp_colours(move.tile)) == {"Y", "G"}
    fits = bd.placements(at.shown.board, (move.tile,))
    if says(text, "only when turned"):
        if says(text, "at the ring"):  # the claim is about the ring's cell
            cells = {move.cell}
        else:  # the claim is about every place touching the yellow tile
            lay = bd.layout(at.shown.board)
            yellow = {c for c, (t, _) in lay.cells.items() if set(_pp_colours(t)) == {"Y"}}
            cells = {c for c, slot in lay.slots.items() if any(n in yellow for _, n in slot.touching)}
        assert not [f for f in fits if f[1] in cells and f[2] == 0], "it also fits unturned there"
        assert [f for f in fits if f[1] in cells and f[2] != 0]


def pp_turned(text: str, at: At) -> None:
    placed = event(at, "TilePlaced", player=0)
    assert says(text, "yellow meets yellow: 2 points") and placed.points == 2 and placed.turn != 0


def pp_two(text: str, at: At) -> None:
    from game.pyramid_power import board as bd

    module = GAMES["pyramid_power"]
    move = module.parse_action(at.shown, 0, at.script.actions[at.move_index][1])
    assert says(text, f"green and {drawn_word('P')}") and set(_pp_colours(move.tile)) == {"G", "P"}
    assert says(text, "touch two tiles") and len(bd.layout(at.shown.board).slots[move.cell].touching) == 2


def pp_bonus(text: str, at: At) -> None:
    from game.pyramid_power.tiles import TILE_POINTS

    last = [e for e in at.events if type(e).__name__ == "TilePlaced" and e.player == 0][-1]
    assert says(text, "2 + 4 = 6 points")
    assert TILE_POINTS[last.tile] == 2 and last.points == 6 and last.scored_touching


def pp_done(text: str, at: At) -> None:
    """How the game ends, checked on the lesson's own table: an empty supply alone ends nothing
    while a tile fits; a player who must draw from an empty supply ends it."""
    from game.pyramid_power import board as bd
    from game.pyramid_power.rules import _begin_turn
    from game.pyramid_power.tiles import ALL_TILES

    module = GAMES["pyramid_power"]
    dry = dataclasses.replace(at.after, supply=frozenset())
    seat = next(p for p in range(dry.num_players) if bd.any_fits(dry.board, dry.hands[p]))
    fits_yet = _begin_turn(dry, seat, [], announce=False)
    on_board = {p.tile for p in dry.board}
    dud = next(t for t in ALL_TILES if t not in on_board and not bd.any_fits(dry.board, (t,)))
    stuck = dataclasses.replace(dry, hands=tuple((dud,) if p == seat else h for p, h in enumerate(dry.hands)))
    must_draw = _begin_turn(stuck, seat, [], announce=False)
    if says(text, "supply runs dry"):
        assert module.is_over(fits_yet), "an empty supply does not end the game while a tile fits"
    if says(text, "must draw and the supply is empty"):
        assert module.is_over(must_draw) and not module.is_over(fits_yet)
        assert must_draw.end_reason == "supply_empty"
    assert says(text, "last tile") or says(text, "every tile")
    assert says(text, "most points win") and not module.INFO.lowest_score_wins


# ---------------------------------------------------------------- the dice game


def dice_welcome(text: str, at: At) -> None:
    from game.take_it_dice.cards import COMBO_CARDS

    need = COMBO_CARDS["C04"][0].split()
    assert "C04" in at.shown.combo_hands[0]
    assert says(text, "needs a black 1 and a white 1") and sorted(need) == ["B1", "W1"]


def dice_take(text: str, at: At) -> None:
    assert says(text, "take the white 1") and "W1" in at.shown.tray


def dice_bot_took(text: str, at: At) -> None:
    assert says(text, "took a black 4") and event(at, "DieTaken", player=1).die == "B4"


def dice_card(text: str, at: At) -> None:
    from game.take_it_dice.cards import ACTION_CARDS

    assert says(text, "rolls every black die") and ACTION_CARDS["A01"] == "reroll-black"
    assert any(d[0] == "B" for d in at.shown.tray)


def dice_rolled(text: str, at: At) -> None:
    """"Two of them show a 1 now": the reroll made those 1s (there were fewer before)."""
    module = GAMES["take_it_dice"]
    match = Match("take_it_dice", 2, at.script.options, seed=0)
    ones_before = None
    for player, move in at.script.actions:
        if move.startswith("play A01"):
            ones_before = match.state.tray.count("B1")
        match.apply(player, module.parse_action(match.state, player, move))
        if move.startswith("roll"):
            break
    ones_after = match.state.tray.count("B1")
    assert says(text, "rolled again") and ones_before is not None
    if says(text, "two of them show a 1 now"):
        assert ones_after == 2 and ones_before < 2, f"black 1s before the reroll: {ones_before}, after: {ones_after}"


def dice_take_b1(text: str, at: At) -> None:
    from game.take_it_dice.cards import COMBO_CARDS

    assert says(text, "take a black 1") and "B1" in at.shown.tray
    need = sorted(COMBO_CARDS["C04"][0].split())
    assert says(text, "card is complete") and sorted((*at.shown.taken[0], "B1")) == need


def dice_bot_passed(text: str, at: At) -> None:
    assert says(text, "other player passed") and event(at, "Passed", player=1)


def dice_pass(text: str, at: At) -> None:
    assert says(text, "tap pass") and at.script.actions[at.move_index][1] == "pass"


def dice_scored(text: str, at: At) -> None:
    scored = event(at, "PlayerScored", player=0)
    assert says(text, "complete card scores 2") and scored.points == 2
    assert says(text, "each die that fits no card costs 1")


def dice_done(text: str, at: At) -> None:
    from game.take_it_dice.state import total_rounds

    assert says(text, "six rounds") and total_rounds(2) == 6
    assert says(text, "most points win") and not GAMES["take_it_dice"].INFO.lowest_score_wins


def dice_throw(text: str, at: At) -> None:
    assert says(text, "you start the round") and at.shown.starter == 0


def first_welcome(text: str, at: At) -> None:
    assert says(text, "first edition") and at.script.options.get("edition") == "first"
    assert at.shown.phase == "split"


def first_split(text: str, at: At) -> None:
    assert says(text, "3 task cards and 2 action cards")
    assert at.script.actions[at.move_index][1] == "split 3+2"


def first_dealt(text: str, at: At) -> None:
    from game.take_it_dice.cards import COMBO_CARDS

    assert says(text, "chose 4 task cards and 1 action card") and at.after.splits[1] == (4, 1)
    assert "C04" in at.after.combo_hands[0] and sorted(COMBO_CARDS["C04"][0].split()) == ["B1", "W1"]
    assert says(text, "needs a black 1 and a white 1")


def first_card(text: str, at: At) -> None:
    from game.take_it_dice.cards import ACTION_CARDS

    assert says(text, "no black die shows a 1") and "B1" not in at.shown.tray
    assert says(text, "casts every black die again") and ACTION_CARDS["A01"] == "reroll-black"
    assert says(text, "before every take") and at.shown.taken[0] == ()


def first_rolled(text: str, at: At) -> None:
    assert says(text, "two of them show a 1 now") and at.after.tray.count("B1") == 2


def first_take_b1(text: str, at: At) -> None:
    assert says(text, "take a black 1 for your card") and "B1" in at.shown.tray


def first_bot_took(text: str, at: At) -> None:
    assert says(text, "took a white 4") and event(at, "DieTaken", player=1).die == "W4"


def first_card2(text: str, at: At) -> None:
    """A second action card in the same round, before the next take: the first edition's rule."""
    from game.take_it_dice.cards import ACTION_CARDS

    assert says(text, "other action card") and ACTION_CARDS["A15"] == "take-two"
    assert at.shown.played[0] == 1 and at.shown.taken[0] == ("B1",)


def first_take_w1(text: str, at: At) -> None:
    assert says(text, "take the white 1") and "W1" in at.shown.tray
    assert says(text, "card is complete") and sorted((*at.shown.taken[0], "W1")) == ["B1", "W1"]


def first_stop(text: str, at: At) -> None:
    assert says(text, "you may take a second die") and at.shown.second_take
    assert event(at, "StoppedAfterOne", player=0)


def first_done(text: str, at: At) -> None:
    from game.take_it_dice.state import total_rounds

    assert says(text, "six rounds") and total_rounds(2) == 6
    assert says(text, "first-edition game") and at.script.options == {"edition": "first"}


# ---------------------------------------------------------------- the pyramids game


def pot(at: At) -> Any:
    from game.take_it_pyramids.pieces import pot_value

    return pot_value(at.after.drawn, at.after.banked)


def pyr_size_set(text: str, at: At) -> None:
    event(at, "BlackJoinsPot", size="small")
    smalls = [p for p in at.after.drawn if p.size == "small"]
    assert says(text, "four small ones: the small black joins the pot") and len(smalls) == 5
    assert says(text, "+5 points") and pot(at).size_sets == ("small",)


def pyr_medium(text: str, at: At) -> None:
    assert says(text, "draw a medium one") and at.script.actions[at.move_index][1] == "draw medium"


def pyr_trio(text: str, at: At) -> None:
    reds = [p for p in at.after.drawn if p.color == "red"]
    assert says(text, "three red pyramids: a trio, +3") and len(reds) == 3 and "red" in pot(at).trios
    assert says(text, "pot is worth 15") and pot(at).total == 15


def pyr_offer(text: str, at: At) -> None:
    taken = event(at, "OfferTaken", player=1)
    assert says(text, "took half the pot, 8 points") and taken.points == 8
    assert says(text, "out of this round") and 1 not in at.after.in_round


def pyr_alone(text: str, at: At) -> None:
    assert says(text, "you are alone") and at.shown.in_round == (0,) and at.shown.drawer == 0


def pyr_bust(text: str, at: At) -> None:
    """The bust pours out the black and that size from the bag; the pot keeps its pyramids."""
    bust = event(at, "BlackBust", player=0, size="medium")
    mediums_in_pot = [p for p in at.after.drawn if p.size == "medium"]
    assert not [p for p in at.after.bag if p.size == "medium"]
    assert bust.discarded and bust.discarded[0].color == "black"
    if says(text, "the medium ones are gone"):
        assert not mediums_in_pot, f"the pot still holds {mediums_in_pot}"
    if says(text, "medium red stays in the pot"):
        assert [p.color for p in mediums_in_pot] == ["red"]
    assert says(text, "third black ends the round")


def pyr_take(text: str, at: At) -> None:
    took = event(at, "DrawerTook", player=0)
    assert says(text, "16 points are yours") and took.points == 16


def pyr_done(text: str, at: At) -> None:
    assert says(text, "most points win") and not GAMES["take_it_pyramids"].INFO.lowest_score_wins


def pyr_rules_only(text: str, at: At) -> None:
    """A step that gives an instruction the step's move carries out (the move is the check)."""
    assert at.move_index is not None or says(text, "draw pyramids")


# ---------------------------------------------------------------- Take 5


def t5_placed(text: str, at: At) -> None:
    assert says(text, "all three joined row 1")
    assert {22, 23, 24} <= set(at.after.rows[0])


def t5_play46(text: str, at: At) -> None:
    assert says(text, "go on row 2, after the 45") and at.shown.rows[1][-1] == 45
    placed = [e for e in at.events if type(e).__name__ == "CardPlaced" and e.card == 46]
    assert placed and placed[0].row == 2


def t5_full(text: str, at: At) -> None:
    from game.take5.cards import ROW_LIMIT

    assert says(text, "row 1 has five cards") and len(at.after.rows[0]) == ROW_LIMIT


def t5_play3(text: str, at: At) -> None:
    assert says(text, "lower than the end of every row") and all(r[-1] > 3 for r in at.shown.rows)


def t5_too_low(text: str, at: At) -> None:
    from game.take5.cards import pile_bullheads

    assert says(text, "costs just 1 bullhead") and pile_bullheads(at.shown.rows[3]) == 1
    assert event(at, "RowTaken", player=0, row=4, reason="too_low")


def t5_sixth(text: str, at: At) -> None:
    taken = event(at, "RowTaken", row=1, reason="sixth")
    assert says(text, "the 26 was the sixth card in row 1") and taken.player == 2
    assert says(text, "took all five cards, 10 bullheads") and taken.bullheads == 10


def t5_done(text: str, at: At) -> None:
    assert says(text, "passes 66") and GAMES["take5"].Options().end_score == 66
    assert says(text, "fewest bullheads win") and GAMES["take5"].INFO.lowest_score_wins


def general(text: str, at: At) -> None:
    """An opening or an instruction with no fact of the position in it (its move is checked by
    tests/test_tutorial.py: the step asks for exactly the move the script plays)."""


CHECKS: dict[str, Callable[[str, At], None]] = {
    "tutorial.pyramid_power.welcome": general, "tutorial.pyramid_power.draw": pp_draw,
    "tutorial.pyramid_power.place_drawn": pp_place_drawn, "tutorial.pyramid_power.match": pp_match,
    "tutorial.pyramid_power.turn": pp_turn, "tutorial.pyramid_power.turned": pp_turned,
    "tutorial.pyramid_power.two": pp_two, "tutorial.pyramid_power.bonus": pp_bonus,
    "tutorial.pyramid_power.done": pp_done,
    "tutorial.take_it_dice.welcome": dice_welcome, "tutorial.take_it_dice.throw": dice_throw,
    "tutorial.take_it_dice.take": dice_take, "tutorial.take_it_dice.bot_took": dice_bot_took,
    "tutorial.take_it_dice.card": dice_card, "tutorial.take_it_dice.rolled": dice_rolled,
    "tutorial.take_it_dice.take_b1": dice_take_b1, "tutorial.take_it_dice.bot_passed": dice_bot_passed,
    "tutorial.take_it_dice.pass": dice_pass, "tutorial.take_it_dice.scored": dice_scored,
    "tutorial.take_it_dice.done": dice_done,
    "tutorial.take_it_dice.first.welcome": first_welcome, "tutorial.take_it_dice.first.split": first_split,
    "tutorial.take_it_dice.first.dealt": first_dealt, "tutorial.take_it_dice.first.throw": dice_throw,
    "tutorial.take_it_dice.first.card": first_card, "tutorial.take_it_dice.first.rolled": first_rolled,
    "tutorial.take_it_dice.first.take_b1": first_take_b1, "tutorial.take_it_dice.first.bot_took": first_bot_took,
    "tutorial.take_it_dice.first.card2": first_card2, "tutorial.take_it_dice.first.take_w1": first_take_w1,
    "tutorial.take_it_dice.first.stop": first_stop, "tutorial.take_it_dice.first.bot_passed": dice_bot_passed,
    "tutorial.take_it_dice.first.pass": dice_pass, "tutorial.take_it_dice.first.scored": dice_scored,
    "tutorial.take_it_dice.first.done": first_done,
    "tutorial.take_it_pyramids.welcome": pyr_rules_only, "tutorial.take_it_pyramids.first": pyr_rules_only,
    "tutorial.take_it_pyramids.more": pyr_rules_only, "tutorial.take_it_pyramids.fourth": pyr_rules_only,
    "tutorial.take_it_pyramids.more_again": pyr_rules_only,
    "tutorial.take_it_pyramids.size_set": pyr_size_set, "tutorial.take_it_pyramids.leave": pyr_rules_only,
    "tutorial.take_it_pyramids.medium": pyr_medium, "tutorial.take_it_pyramids.large": pyr_rules_only,
    "tutorial.take_it_pyramids.trio": pyr_trio, "tutorial.take_it_pyramids.offer": pyr_offer,
    "tutorial.take_it_pyramids.alone": pyr_alone, "tutorial.take_it_pyramids.bust": pyr_bust,
    "tutorial.take_it_pyramids.last": pyr_rules_only, "tutorial.take_it_pyramids.take": pyr_take,
    "tutorial.take_it_pyramids.done": pyr_done,
    "tutorial.take5.welcome": general, "tutorial.take5.rows": general,
    "tutorial.take5.play23": general, "tutorial.take5.placed": t5_placed,
    "tutorial.take5.play46": t5_play46, "tutorial.take5.full": t5_full,
    "tutorial.take5.play3": t5_play3, "tutorial.take5.too_low": t5_too_low,
    "tutorial.take5.sixth": t5_sixth, "tutorial.take5.done": t5_done,
}
LESSONS = [(g, {}) for g in TUTORIAL_GAMES if has_script(g)] + [("take_it_dice", {"edition": "first"})]


@pytest.mark.parametrize("game_id, options", LESSONS)
def test_every_lesson_sentence_is_true_at_its_step(game_id: str, options: dict) -> None:
    script = load(game_id, options)
    for key, at in steps_of(script):
        assert key in CHECKS, f"{key}: a lesson sentence with no check of its claims"
        CHECKS[key](english(key), at)


def test_the_checks_catch_the_sentences_the_audit_found_false() -> None:
    """The four sentences issue 37 quoted, put back at their steps, fail their checks."""
    old = {
        "tutorial.pyramid_power.turn": "Your yellow and green tile fits the yellow one only when turned: tap it, "
                                       "tap it again to turn it, then tap the ring.",
        "tutorial.pyramid_power.done": "The game ends when the supply runs dry or someone lays every tile. "
                                       "Most points win.",
        "tutorial.take_it_pyramids.bust": "Black! A bust: the medium ones are gone. A third black ends the "
                                          "round with nothing.",
    }
    for game_id in ("pyramid_power", "take_it_pyramids"):
        for key, at in steps_of(load(game_id)):
            if key in old:
                with pytest.raises(AssertionError):
                    CHECKS[key](old[key], at)
    # The dice lesson's old cast already had two black 1s before the reroll.
    script = load("take_it_dice")
    cast = [(p, t) if not t.startswith("cast") else (p, "cast W4 W1 W2 W3 W5 W2 B4 B1 B4 B1 B6 B2 R3")
            for p, t in script.actions]
    old_script = dataclasses.replace(script, actions=tuple(cast))
    rolled = next(at for key, at in steps_of(old_script) if key == "tutorial.take_it_dice.rolled")
    with pytest.raises(AssertionError):
        dice_rolled(english("tutorial.take_it_dice.rolled"), rolled)


def test_the_first_edition_lesson_is_chosen_by_the_edition_and_played_by_taps(quick_bots: None) -> None:
    """Setup's options pick the lesson: the first edition's is played to its end by taps, and the
    real game after it is a first-edition game."""
    from test_tutorial import follow
    from ui_driver import Driver

    from scenes.table.game_scene import GameScene
    from scenes.table.tutorial import lesson_handover

    assert load("take_it_dice").options == {} and load("take_it_dice", {"edition": "combo"}).options == {}
    handover = lesson_handover("take_it_dice", False, {"edition": "first"})
    assert handover["options"] == {"edition": "first"}
    d = Driver("tap", [])
    try:
        d.app.screens.play("take_it_dice", **handover)
        d.run(3)
        scene = d.top
        assert isinstance(scene, GameScene) and scene.tutorial is not None
        assert scene.tutorial.script.options == {"edition": "first"}
        steps = follow(d, scene)
        assert steps == list(range(len(scene.tutorial.script.steps)))
        d.run(3)
        real = d.top
        assert isinstance(real, GameScene) and real.tutorial is None
        assert real.match.options.edition == "first"
    finally:
        d.close()
