"""Pyramid Power rules, each checked on hand-built states and chosen chance outcomes."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import game.pyramid_power as pp
from game.core import CHANCE, IllegalAction, state_hash
from game.pyramid_power import events as ev
from game.pyramid_power.grid import neighbours, opposite_side, points_up, side_name
from game.pyramid_power.state import Deal, Draw, Options, Phase, Place, Placed, State, Supply
from game.pyramid_power.tiles import ALL_TILES, TILE_COLOURS, TILE_POINTS, turned


def make(board: list[tuple[tuple[int, int], str, int]], hands: list[list[str]],
         supply: list[str] = (), scores: list[int] | None = None, current: int = 0,
         phase: Phase = Phase.PLAY, drawn: str | None = None) -> State:
    n = len(hands)
    return State(num_players=n, options=Options(), phase=phase, current=current,
                 board=tuple(Placed(c, t, k) for c, t, k in board),
                 hands=tuple(tuple(sorted(h)) for h in hands), supply=frozenset(supply),
                 scores=tuple(scores or [0] * n), drawn=drawn)


# The ring of five tiles around a point, leaving the pocket (1, 0): its left is (0, 0), its right
# is (2, 0) and its top (1, -1) is empty. All sides red except where noted.
RING = [((0, 0), "T01", 0), ((0, 1), "T01", 0), ((1, 1), "T01", 0), ((2, 1), "T01", 0),
        ((2, 0), "T06", 1)]  # T06 RRY turn 1 shows Y R R: its left side (touching the pocket) is R


def apply_all(state: State, moves: list[tuple[int, str]]) -> tuple[State, list[ev.Event]]:
    events: list[ev.Event] = []
    for player, text in moves:
        step = pp.apply(state, player, pp.parse_action(state, player, text))
        state = step.state
        events.extend(step.events)
    return state, events


# ------------------------------------------------------------------ tiles


def test_tile_set_has_the_spec_ids_colours_and_points() -> None:
    assert len(ALL_TILES) == 36 and ALL_TILES[0] == "T01" and ALL_TILES[-1] == "W"
    assert [TILE_COLOURS[f"T0{i}"] for i in range(1, 6)] == ["RRR", "YYY", "GGG", "BBB", "PPP"]
    two = [TILE_COLOURS[f"T{i:02d}"] for i in range(6, 16)]
    assert two == ["RRY", "RRG", "YYG", "YYB", "GGB", "GGP", "BBP", "BBR", "PPR", "PPY"]
    assert {frozenset(c) for c in two} == {frozenset(p) for p in
                                          ("RY", "RG", "RB", "RP", "YG", "YB", "YP", "GB", "GP", "BP")}
    assert TILE_COLOURS["T16"] == "RYG" and TILE_COLOURS["T17"] == "RGY"
    assert TILE_COLOURS["T34"] == "GBP" and TILE_COLOURS["T35"] == "GPB"
    three = [TILE_COLOURS[f"T{i:02d}"] for i in range(16, 36)]
    rotations = {min(c[i:] + c[:i] for i in range(3)) for c in three}
    assert len(rotations) == 20  # no two are the same tile turned
    assert Counter(TILE_POINTS.values()) == {3: 5, 2: 10, 1: 20, 0: 1}
    assert TILE_POINTS["T01"] == 3 and TILE_POINTS["T06"] == 2 and TILE_POINTS["T16"] == 1
    assert TILE_POINTS["W"] == 0


def test_turning_puts_colour_i_on_side_i_plus_k() -> None:
    assert turned("T16", 0) == "RYG"
    assert turned("T16", 1) == "GRY"  # R (colour 0) now on side 1
    assert turned("T16", 2) == "YGR"


# ------------------------------------------------------------------ grid


def test_grid_orientation_neighbours_and_side_order() -> None:
    assert points_up((0, 0)) and not points_up((1, 0)) and not points_up((0, -1))
    assert points_up((-1, -1)) and not points_up((-3, 0))
    assert neighbours((0, 0)) == ((1, 0), (0, 1), (-1, 0))  # up: right, bottom, left
    assert neighbours((1, 0)) == ((1, -1), (2, 0), (0, 0))  # down: top, right, left
    assert [side_name((0, 0), s) for s in range(3)] == ["right", "bottom", "left"]
    assert [side_name((1, 0), s) for s in range(3)] == ["top", "right", "left"]
    for cell in [(0, 0), (1, 0), (-2, 3), (5, -4)]:
        for side, n in enumerate(neighbours(cell)):
            back = opposite_side(cell, side)
            assert neighbours(n)[back] == cell


# ------------------------------------------------------------------ fitting and scoring


def test_touching_sides_must_match_after_turning() -> None:
    s = make([((0, 0), "T16", 0)], [["T01", "T02", "T16"], ["T03"]])  # start shows R, Y, G
    assert pp.placement_score(s, "T01", (1, 0), 0) == 3  # (1,0)'s left meets the start's red right
    with pytest.raises(IllegalAction, match="shows Y on its left side"):
        pp.placement_score(s, "T02", (1, 0), 0)
    assert pp.placement_score(s, "T02", (0, 1), 2) == 3  # yellow top meets the yellow bottom
    # T16 at (-1,0) (down) must show G on its right side (1): turn 2 shows Y G R.
    assert pp.placement_score(s, "T16", (-1, 0), 2) == 1
    with pytest.raises(IllegalAction, match="right side"):
        pp.placement_score(s, "T16", (-1, 0), 0)


def test_a_tile_must_go_into_an_empty_cell_touching_a_tile() -> None:
    s = make([((0, 0), "T01", 0)], [["T01"], ["T02"]])
    with pytest.raises(IllegalAction, match="already holds"):
        pp.placement_score(s, "T01", (0, 0), 0)
    with pytest.raises(IllegalAction, match="does not touch"):
        pp.placement_score(s, "T01", (0, -1), 0)  # above an up tile is a corner, not a side
    with pytest.raises(IllegalAction, match="does not touch"):
        pp.placement_score(s, "T01", (5, 5), 0)
    with pytest.raises(IllegalAction, match="0, 1 or 2"):
        pp.placement_score(s, "T01", (1, 0), 3)
    with pytest.raises(IllegalAction, match="no tile"):
        pp.placement_score(s, "T99", (1, 0), 0)


def test_touching_two_tiles_scores_their_points_too() -> None:
    s = make(RING, [["T01"], ["T02"]])
    assert pp.placement_score(s, "T01", (1, 0), 0) == 3 + 3 + 2
    # One neighbour only: just the tile's own points.
    assert pp.placement_score(s, "T01", (-1, 0), 0) == 3


def test_touching_three_tiles_scores_all_three() -> None:
    s = make([*RING, ((1, -1), "T16", 0)], [["T06"], ["T02"]])  # T16 shows Y at its bottom
    assert pp.placement_score(s, "T06", (1, 0), 1) == 2 + 3 + 2 + 1  # shows Y R R
    with pytest.raises(IllegalAction, match="top side"):
        pp.placement_score(s, "T01", (1, 0), 0)
    assert pp.placement_score(s, "W", (1, 0), 0) == 0 + 3 + 2 + 1  # wild: no points of its own


def test_the_wild_matches_every_side_and_is_worth_nothing() -> None:
    s = make([((0, 0), "W", 0), ((1, 1), "T02", 0), ((1, -1), "T05", 0)], [["T16"], ["T02"]])
    # (1,0): left is the wild, top is T05 (purple bottom), right empty.
    with pytest.raises(IllegalAction):
        pp.placement_score(s, "T16", (1, 0), 0)
    assert pp.placement_score(make([((0, 0), "W", 0)], [["T16"], []]), "T16", (1, 0), 1) == 1
    assert pp.placement_score(s, "W", (2, -1), 0) == 0
    with pytest.raises(IllegalAction, match="without a turn"):
        pp.placement_score(s, "W", (1, 0), 1)


def test_placing_scores_and_events_carry_the_breakdown() -> None:
    s = make(RING, [["T01", "T02"], ["T03", "T04"]], supply=["T20"])
    step = pp.apply(s, 0, Place("T01", (1, 0), 2))
    placed = next(e for e in step.events if isinstance(e, ev.TilePlaced))
    assert placed.points == 8 and placed.own_points == 3 and placed.bonus_points == 5
    assert placed.scored_touching and placed.sides == ("R", "R", "R") and placed.turn == 2
    assert {(c, t) for c, t, _ in placed.touching} == {((0, 0), "T01"), ((2, 0), "T06")}
    assert step.state.scores == (8, 0) and step.state.hands[0] == ("T02",)
    assert step.state.board[-1] == Placed((1, 0), "T01", 2)
    assert step.state.current == 1 and pp.to_act(step.state) == (1,)
    assert isinstance(step.events[-1], ev.TurnPassed) and step.events[-1].player == 1


def test_legal_actions_list_every_fitting_placement_and_only_those() -> None:
    s = make([((0, 0), "T16", 0)], [["T02", "W"], ["T03"]], supply=["T20"])
    legal = pp.legal_actions(s, 0)
    assert set(legal) == {Place("T02", (0, 1), k) for k in range(3)} | {
        Place("W", c, 0) for c in [(1, 0), (0, 1), (-1, 0)]}
    for a in legal:
        pp.placement_score(s, a.tile, a.cell, a.turn)
    assert pp.legal_actions(s, 1) == [] and pp.legal_actions(s, CHANCE) == []


# ------------------------------------------------------------------ the wild and drawing


def test_the_wild_may_be_played_even_when_others_fit() -> None:
    s = make([((0, 0), "T01", 0)], [["T01", "W"], ["T03"]], supply=["T20"])
    tiles = {a.tile for a in pp.legal_actions(s, 0)}
    assert tiles == {"T01", "W"}


def test_the_wild_must_be_played_when_nothing_else_fits() -> None:
    s = make([((0, 0), "T01", 0)], [["T02", "W"], ["T03"]], supply=["T20"])
    assert {a.tile for a in pp.legal_actions(s, 0)} == {"W"}
    with pytest.raises(IllegalAction, match="only draw when none"):
        pp.apply(s, 0, Draw())


def test_draw_only_when_nothing_fits() -> None:
    s = make([((0, 0), "T01", 0)], [["T02", "T03"], ["T04"]], supply=["T20", "T01"])
    assert pp.legal_actions(s, 0) == [Draw()]
    fits = make([((0, 0), "T01", 0)], [["T01"], ["T04"]], supply=["T20"])
    with pytest.raises(IllegalAction, match="only draw"):
        pp.apply(fits, 0, Draw())


def test_a_drawn_tile_that_fits_must_be_placed_now_by_the_same_player() -> None:
    s = make([((0, 0), "T01", 0)], [["T02", "T03"], ["T04"]], supply=["T20", "T07"])
    step = pp.apply(s, 0, Draw())
    assert step.events == (ev.DrawChosen(0, 2),)
    s = step.state
    assert pp.to_act(s) == (CHANCE,) and s.phase is Phase.DRAW
    assert pp.chance_outcomes(s) == [(Supply("T07"), 0.5), (Supply("T20"), 0.5)]
    step = pp.apply(s, CHANCE, Supply("T07"))  # RRG fits next to red
    drawn = step.events[0]
    assert isinstance(drawn, ev.TileDrawn) and drawn.must_place and drawn.tile == "T07"
    s = step.state
    assert pp.to_act(s) == (0,) and s.phase is Phase.PLACE_DRAWN and s.supply == {"T20"}
    legal = pp.legal_actions(s, 0)
    assert legal and {a.tile for a in legal} == {"T07"}
    with pytest.raises(IllegalAction, match="must place the tile you just drew"):
        pp.apply(s, 0, Place("T02", (1, 0), 0))
    with pytest.raises(IllegalAction, match="must be placed now"):
        pp.apply(s, 0, Draw())
    step = pp.apply(s, 0, Place("T07", (1, 0), 1))  # you choose where and how
    placed = step.events[0]
    assert isinstance(placed, ev.TilePlaced) and placed.from_draw and placed.points == 2
    assert step.state.scores == (2, 0) and step.state.hands[0] == ("T02", "T03")
    assert pp.to_act(step.state) == (1,)


def test_a_drawn_tile_that_does_not_fit_joins_the_hand_and_the_turn_ends() -> None:
    s = make([((0, 0), "T01", 0)], [["T02", "T03"], ["T01"]], supply=["T20", "T04"])
    s = pp.apply(s, 0, Draw()).state
    step = pp.apply(s, CHANCE, Supply("T04"))
    kinds = [type(e) for e in step.events]
    assert kinds == [ev.TileDrawn, ev.TileKept, ev.TurnPassed]
    assert not step.events[0].must_place
    assert step.state.hands[0] == ("T02", "T03", "T04") and pp.to_act(step.state) == (1,)


# ------------------------------------------------------------------ endings


def test_placing_your_last_tile_scores_the_tiles_others_still_hold() -> None:
    s = make([((0, 0), "T01", 0)], [["T02"], ["T01", "T16"], ["T06", "W"]], supply=["T20"],
             current=1, scores=[5, 4, 3])
    s = make([((0, 0), "T01", 0)], [["T02"], ["T01"], ["T06", "W"]], supply=["T20"],
             current=1, scores=[5, 4, 3])
    step = pp.apply(s, 1, Place("T01", (1, 0), 0))
    over = step.events[-1]
    assert isinstance(over, ev.GameOver) and over.reason == "last_tile" and over.player == 1
    assert [(b.player, b.amount, b.from_player) for b in over.bonuses] == [(1, 3, 0), (1, 2, 2)]
    assert pp.is_over(step.state) and pp.to_act(step.state) == ()
    assert pp.scores(step.state) == (5, 4 + 3 + 5, 3) and pp.winners(step.state) == (1,)
    with pytest.raises(IllegalAction, match="over"):
        pp.apply(step.state, 0, Place("T02", (0, 1), 0))
    assert pp.legal_actions(step.state, 0) == []


def test_must_draw_from_an_empty_supply_gives_25_to_the_fewest_tiles() -> None:
    # Player 2 places; player 0 then has nothing that fits and the supply is empty.
    s = make([((0, 0), "T01", 0)], [["T02", "T03"], ["T04"], ["T01", "T05", "T02"]], current=2,
             scores=[1, 9, 2])
    step = pp.apply(s, 2, Place("T01", (1, 0), 0))
    over = step.events[-1]
    assert isinstance(over, ev.GameOver) and over.reason == "supply_empty" and over.player == 0
    assert [(b.player, b.amount) for b in over.bonuses] == [(1, 25)]
    assert pp.scores(step.state) == (1, 34, 5) and pp.winners(step.state) == (1,)


def test_fewest_tiles_tie_goes_to_the_lower_score_then_shared() -> None:
    base = [((0, 0), "T01", 0)]
    # After player 2 places, players 1 and 2 hold one tile each and player 0 is stuck.
    s = make(base, [["T02", "T03"], ["T04"], ["T05", "T01"]], current=2, scores=[0, 9, 1])
    over = pp.apply(s, 2, Place("T01", (1, 0), 0)).events[-1]
    assert [(b.player, b.amount) for b in over.bonuses] == [(2, 25)]  # 1 + 3 = 4 is below 9
    s = make(base, [["T02", "T03"], ["T04"], ["T05", "T01"]], current=2, scores=[0, 6, 3])
    step = pp.apply(s, 2, Place("T01", (1, 0), 0))
    over = step.events[-1]
    assert [(b.player, b.amount) for b in over.bonuses] == [(1, 25), (2, 25)]  # 6 and 6: shared
    assert pp.scores(step.state) == (0, 31, 31) and pp.winners(step.state) == (1, 2)


def test_ties_share_the_win() -> None:
    s = make([((0, 0), "T01", 0)], [["T16"], ["T02"]], scores=[4, 7])
    step = pp.apply(s, 0, Place("T16", (1, 0), 2))  # 1 point + 3 for the YYY left with player 1
    assert pp.scores(step.state) == (8, 7)
    s = make([((0, 0), "T01", 0)], [["T16"], ["T17"]], scores=[5, 7])
    step = pp.apply(s, 0, Place("T16", (1, 0), 2))  # 5 + 1 + 1 = 7
    assert pp.scores(step.state) == (7, 7) and pp.winners(step.state) == (0, 1)


# ------------------------------------------------------------------ dealing and start


@pytest.mark.parametrize(("players", "size"), [(1, 7), (2, 7), (3, 6), (4, 5)])
def test_deal_sizes_start_tile_and_first_player(players: int, size: int) -> None:
    s = pp.new_game(players)
    assert pp.to_act(s) == (CHANCE,) and pp.chance_outcomes(s) is None
    deal = pp.sample_chance(s, random.Random(players))
    assert all(len(h) == size for h in deal.hands) and deal.start != "W"
    step = pp.apply(s, CHANCE, deal)
    s = step.state
    assert s.board == (Placed((0, 0), deal.start, 0),)
    assert len(s.supply) == 36 - players * size - 1
    assert pp.to_act(s) == (0,)
    assert [type(e) for e in step.events[:2]] == [ev.Dealt, ev.StartTurned]


def test_the_wild_never_starts() -> None:
    s = pp.new_game(2)
    for seed in range(300):
        assert pp.sample_chance(s, random.Random(seed)).start != "W"
    hands = (tuple(ALL_TILES[:7]), tuple(ALL_TILES[7:14]))
    with pytest.raises(IllegalAction, match="wild cannot be the start"):
        pp.apply(s, CHANCE, Deal(hands, "W"))
    with pytest.raises(IllegalAction, match="only once"):
        pp.apply(s, CHANCE, Deal(hands, "T01"))
    with pytest.raises(IllegalAction, match="must get 7"):
        pp.apply(s, CHANCE, Deal((hands[0][:6], hands[1]), "T30"))


def test_without_the_wild_option_the_set_has_35_tiles() -> None:
    s = pp.new_game(2, Options(wild_tile=False))
    assert len(s.supply) == 35 and "W" not in s.supply
    for seed in range(20):
        deal = pp.sample_chance(s, random.Random(seed))
        assert "W" not in {t for h in deal.hands for t in h}


def test_turns_go_round_the_table() -> None:
    s = make([((0, 0), "T01", 0)], [["T01", "T06"], ["T06", "T07"], ["T07", "T08"]], supply=["T20"])
    s, _ = apply_all(s, [(0, "place T01 at 1,0 turn 0"), (1, "place T06 at 0,1 turn 0"),
                         (2, "place T07 at -1,0 turn 0")])
    assert pp.to_act(s) == (0,)


# ------------------------------------------------------------------ solitaire


def test_solitaire_refills_to_seven_one_chance_draw_at_a_time() -> None:
    hand = ["T01", "T06", "T07", "T02", "T03", "T04", "T05"]
    s = make([((0, 0), "T01", 0)], [hand], supply=["T20", "T21", "T22"])
    step = pp.apply(s, 0, Place("T01", (1, 0), 0))
    s = step.state
    assert pp.to_act(s) == (CHANCE,) and s.phase is Phase.REFILL
    assert pp.chance_outcomes(s) == [(Supply(t), pytest.approx(1 / 3)) for t in ("T20", "T21", "T22")]
    step = pp.apply(s, CHANCE, pp.parse_action(s, CHANCE, "supply T21"))
    assert isinstance(step.events[0], ev.HandRefilled) and step.events[0].hand_size == 7
    assert pp.to_act(step.state) == (0,) and len(step.state.hands[0]) == 7


def test_solitaire_refill_stops_when_the_supply_runs_out() -> None:
    s = make([((0, 0), "T01", 0)], [["T01", "T06"]], supply=[])
    s = pp.apply(s, 0, Place("T01", (1, 0), 0)).state
    assert pp.to_act(s) == (0,) and s.hands[0] == ("T06",)


def test_solitaire_all_tiles_placed_scores_25() -> None:
    s = make([((0, 0), "T01", 0)], [["T01"]], supply=[], scores=[40])
    step = pp.apply(s, 0, Place("T01", (1, 0), 0))
    over = step.events[-1]
    assert isinstance(over, ev.GameOver) and over.reason == "solitaire_cleared"
    assert pp.scores(step.state) == (40 + 3 + 25,)


def test_solitaire_stuck_with_empty_supply_loses_the_tiles_left() -> None:
    s = make([((0, 0), "T01", 0)], [["T01", "T02", "T03"]], supply=[], scores=[40])
    step = pp.apply(s, 0, Place("T01", (1, 0), 0))
    over = step.events[-1]
    assert isinstance(over, ev.GameOver) and over.reason == "solitaire_stuck"
    assert [b.amount for b in over.bonuses] == [-(3 + 3)]
    assert pp.scores(step.state) == (40 + 3 - 6,)


def test_solitaire_draws_when_stuck_but_the_supply_lasts() -> None:
    s = make([((0, 0), "T01", 0)], [["T02"] * 1 + ["T03"]], supply=["T04"])
    assert pp.legal_actions(s, 0) == [Draw()]
    s = pp.apply(s, 0, Draw()).state
    step = pp.apply(s, CHANCE, Supply("T04"))  # blue fits nowhere; the supply is now empty
    assert isinstance(step.events[-1], ev.GameOver) and step.events[-1].reason == "solitaire_stuck"


# ------------------------------------------------------------------ illegal input


def test_illegal_moves_say_why_and_change_nothing() -> None:
    s = make([((0, 0), "T01", 0)], [["T01", "T02"], ["T03"]], supply=["T20"])
    before = state_hash(s)
    cases = [
        (0, Place("T05", (1, 0), 0), "not among your tiles"),
        (1, Place("T03", (1, 0), 0), "Player 1's turn"),
        (99, Place("T01", (1, 0), 0), "no player 99"),
        (CHANCE, Place("T01", (1, 0), 0), "not chance's"),
        (0, Supply("T20"), "only chance"),
        (0, Place("T01", (1, 0), 5), "0, 1 or 2"),
        (0, Place("T01", (0, 0), 0), "already holds"),
    ]
    for player, action, message in cases:
        with pytest.raises(IllegalAction, match=message):
            pp.apply(s, player, action)
    assert state_hash(s) == before
    chance_turn = pp.new_game(2)
    with pytest.raises(IllegalAction, match="chance acts now"):
        pp.apply(chance_turn, 0, Draw())
    with pytest.raises(IllegalAction):
        pp.new_game(5)
