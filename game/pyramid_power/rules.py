"""The rules of Pyramid Power: dealing, placing, drawing, refilling and the two endings."""

from __future__ import annotations

from typing import Any

from game.core import CHANCE, Event, IllegalAction, Rng, Step, check_seat
from game.evolve import evolve
from game.pyramid_power import board as bd
from game.pyramid_power.events import (
    Bonus,
    Dealt,
    DrawChosen,
    GameOver,
    HandRefilled,
    StartTurned,
    TileDrawn,
    TileKept,
    TilePlaced,
    TurnPassed,
    name,
)
from game.pyramid_power.grid import Cell
from game.pyramid_power.state import Deal, Draw, Options, Phase, Place, Placed, State, Supply
from game.pyramid_power.tiles import ALL_TILES, PLAIN_TILES, TILE_POINTS, WILD

TITLE = "Pyramid Power"
MIN_PLAYERS = 1
MAX_PLAYERS = 4
HAND_SIZES = {1: 7, 2: 7, 3: 6, 4: 5}
SOLITAIRE_HAND = 7
START_CELL: Cell = (0, 0)
FINISH_BONUS = 25  # fewest tiles when the supply runs dry; clearing every tile in solitaire


def tile_set(options: Options) -> tuple[str, ...]:
    return ALL_TILES if options.wild_tile else PLAIN_TILES


def new_game(num_players: int, options: Options | None = None) -> State:
    if not isinstance(num_players, int) or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise IllegalAction(f"{TITLE} is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}")
    options = options or Options()
    return State(num_players=num_players, options=options, phase=Phase.DEAL, current=0, board=(),
                 hands=((),) * num_players, supply=frozenset(tile_set(options)),
                 scores=(0,) * num_players)


def to_act(state: State) -> tuple[int, ...]:
    if state.phase is Phase.OVER:
        return ()
    if state.phase in (Phase.DEAL, Phase.DRAW, Phase.REFILL):
        return (CHANCE,)
    return (state.current,)


def is_over(state: State) -> bool:
    return state.phase is Phase.OVER


def scores(state: State) -> tuple[int, ...]:
    return state.scores


def winners(state: State) -> tuple[int, ...]:
    best = max(state.scores)
    return tuple(p for p, s in enumerate(state.scores) if s == best)


def match_metrics(state: State) -> dict[str, tuple[float, ...]]:
    """Per seat, for tournaments: tiles still held at the end, and whether that seat went out."""
    went_out = state.end_reason in ("last_tile", "solitaire_cleared")
    return {
        "tiles_left": tuple(float(len(h)) for h in state.hands),
        "went_out": tuple(float(went_out and p == state.current) for p in range(state.num_players)),
    }


def view(state: State, player: int) -> State:
    """Nothing is hidden: hands are face up and the supply has no order until a draw."""
    return state


def determinize(view_state: State, player: int, rng: Rng) -> State:
    return view_state


def placement_score(state: State, tile: str, cell: Cell, turn: int = 0) -> int:
    """Points that placement would score now, or IllegalAction saying why it does not fit."""
    return bd.placement_score(state.board, tile, cell, turn)


# ------------------------------------------------------------------ what may be done


def legal_actions(state: State, player: int) -> list[Any]:
    if state.phase not in (Phase.PLAY, Phase.PLACE_DRAWN) or player != state.current:
        return []
    if state.phase is Phase.PLACE_DRAWN:
        assert state.drawn is not None
        return [Place(t, c, k) for t, c, k in bd.placements(state.board, (state.drawn,))]
    found = [Place(t, c, k) for t, c, k in bd.placements(state.board, state.hands[player])]
    return found or [Draw()]


def chance_outcomes(state: State) -> list[tuple[Any, float]] | None:
    """Exact odds for a draw or refill (every supply tile alike); None for the deal."""
    if state.phase in (Phase.DRAW, Phase.REFILL):
        tiles = sorted(state.supply)
        return [(Supply(t), 1.0 / len(tiles)) for t in tiles]
    return None


def sample_chance(state: State, rng: Rng) -> Any:
    if state.phase is Phase.DEAL:
        pool = sorted(state.supply)
        rng.shuffle(pool)
        size = HAND_SIZES[state.num_players]
        hands = tuple(tuple(sorted(pool[p * size:(p + 1) * size])) for p in range(state.num_players))
        rest = [t for t in pool[state.num_players * size:] if t != WILD]  # a wild start goes back
        return Deal(hands, rest[0])
    if state.phase in (Phase.DRAW, Phase.REFILL):
        return Supply(rng.choice(sorted(state.supply)))
    raise IllegalAction("it is not chance's turn")


def _seat_error(state: State, player: Any) -> IllegalAction | None:
    """Why `player` may not act now (a refusal with its reason code), or None when they may."""
    if state.phase is Phase.OVER:
        return IllegalAction("the game is over", "game_over")
    actors = to_act(state)
    if player in actors:
        return None
    if player == CHANCE:
        return IllegalAction(f"it is {name(state.current)}'s turn, not chance's")
    if not isinstance(player, int) or not 0 <= player < state.num_players:
        return IllegalAction(f"there is no player {player} in this game", "no_player")
    if actors == (CHANCE,):
        return IllegalAction("chance acts now (a tile comes from the supply), not a player", "wait")
    return IllegalAction(f"it is {name(state.current)}'s turn, not {name(player)}'s", "not_your_turn",
                         seat=state.current)


def check(state: State, player: int, action: Any) -> None:
    """Raise IllegalAction unless `player` may do `action` now."""
    check_seat(player, state.num_players)  # a bool, float or huge number is no player
    refusal = _seat_error(state, player)
    if refusal is not None:
        raise refusal
    phase = state.phase
    if phase is Phase.DEAL:
        if not isinstance(action, Deal):
            raise IllegalAction("the tiles must be dealt first", "wait")
        _check_deal(state, action)
    elif phase in (Phase.DRAW, Phase.REFILL):
        if not isinstance(action, Supply):
            raise IllegalAction("a tile must come from the supply now", "wait")
        if action.tile not in state.supply:
            raise IllegalAction(f"{action.tile} is not in the supply")
    elif isinstance(action, Draw):
        if phase is Phase.PLACE_DRAWN:
            raise IllegalAction(f"the drawn tile {state.drawn} fits, so it must be placed now", "place_drawn")
        if bd.any_fits(state.board, state.hands[player]):
            raise IllegalAction("you may only draw when none of your tiles fits anywhere", "draw_when_fits")
    elif isinstance(action, Place):
        _check_place(state, player, action)
    elif isinstance(action, (Deal, Supply)):
        raise IllegalAction("only chance deals tiles or brings them from the supply", "chance_only")
    else:
        raise IllegalAction("that is not a move in Pyramid Power", "not_a_move")


def _check_deal(state: State, deal: Deal) -> None:
    size = HAND_SIZES[state.num_players]
    hands = deal.hands
    if not isinstance(hands, tuple) or len(hands) != state.num_players:
        raise IllegalAction(f"the deal needs {state.num_players} hands")
    seen: set[str] = set()
    for p, hand in enumerate(hands):
        if len(hand) != size:
            raise IllegalAction(f"{name(p)} must get {size} tiles, not {len(hand)}")
        for t in (*hand, deal.start):
            if t not in state.supply:
                raise IllegalAction(f"there is no tile {t} in this game's set")
        seen.update(hand)
    if len(seen) != size * state.num_players or deal.start in seen:
        raise IllegalAction("each tile can be dealt only once")
    if deal.start == WILD:
        raise IllegalAction("the wild cannot be the start tile; it goes back and another is turned")


def _check_place(state: State, player: int, place: Place) -> None:
    if not isinstance(place.cell, tuple) or len(place.cell) != 2 or not all(
            isinstance(v, int) for v in place.cell):
        raise IllegalAction("a cell is written as two whole numbers, like 2,-1", "not_a_move")
    if state.phase is Phase.PLACE_DRAWN and place.tile != state.drawn:
        raise IllegalAction(f"you must place the tile you just drew, {state.drawn}", "place_drawn")
    if place.tile not in state.hands[player]:
        raise IllegalAction(f"{place.tile} is not among your tiles", "not_your_tile")
    bd.placement_score(state.board, place.tile, place.cell, place.turn)


# ------------------------------------------------------------------ applying


def apply(state: State, player: int, action: Any) -> Step:
    check(state, player, action)
    events: list[Event] = []
    if isinstance(action, Deal):
        state = _deal(state, action, events)
    elif isinstance(action, Supply):
        state = _supply(state, action.tile, events)
    elif isinstance(action, Draw):
        events.append(DrawChosen(player, len(state.supply)))
        state = evolve(state, phase=Phase.DRAW)
    else:
        state = _place(state, player, action, events)
    return Step(state, tuple(events))


def _deal(state: State, deal: Deal, events: list[Event]) -> State:
    hands = tuple(tuple(sorted(h)) for h in deal.hands)
    used = {t for h in hands for t in h} | {deal.start}
    supply = state.supply - used
    events.append(Dealt(hands, len(supply)))
    start = Placed(START_CELL, deal.start, 0)
    events.append(StartTurned(deal.start, START_CELL, 0, tuple(bd.sides_of(deal.start, 0))))
    state = evolve(state, hands=hands, supply=supply, board=(start,), current=0)
    return _begin_turn(state, 0, events, announce=False)


def _with_hand(state: State, player: int, hand: tuple[str, ...]) -> State:
    hands = (*state.hands[:player], tuple(sorted(hand)), *state.hands[player + 1:])
    return evolve(state, hands=hands)


def _supply(state: State, tile: str, events: list[Event]) -> State:
    p = state.current
    supply = state.supply - {tile}
    state = _with_hand(evolve(state, supply=supply), p, (*state.hands[p], tile))
    if state.phase is Phase.REFILL:
        events.append(HandRefilled(p, tile, len(state.hands[p]), len(supply)))
        if len(state.hands[p]) < SOLITAIRE_HAND and supply:
            return state
        return _begin_turn(state, p, events, announce=False)
    fits = bd.any_fits(state.board, (tile,))
    events.append(TileDrawn(p, tile, fits, len(supply)))
    if fits:
        return evolve(state, phase=Phase.PLACE_DRAWN, drawn=tile)
    events.append(TileKept(p, tile, len(state.hands[p])))
    return _begin_turn(state, (p + 1) % state.num_players, events)


def _place(state: State, player: int, place: Place, events: list[Event]) -> State:
    lay = bd.layout(state.board)
    slot = lay.slots[place.cell]
    points = bd.slot_points(slot, place.tile)
    own = TILE_POINTS[place.tile]
    touching = tuple((cell, lay.cells[cell][0], TILE_POINTS[lay.cells[cell][0]])
                     for _, cell in slot.touching)
    hand = list(state.hands[player])
    hand.remove(place.tile)
    new_scores = _add(state.scores, player, points)
    events.append(TilePlaced(player, place.tile, place.cell, place.turn,
                             tuple(bd.sides_of(place.tile, place.turn)), points, own, points - own,
                             touching, len(touching) >= 2, state.phase is Phase.PLACE_DRAWN,
                             new_scores[player]))
    state = _with_hand(state, player, tuple(hand))
    state = evolve(state, board=(*state.board, Placed(place.cell, place.tile, place.turn)),
                   scores=new_scores, drawn=None, phase=Phase.PLAY, moves=state.moves + 1)
    if state.num_players == 1:
        if not hand and not state.supply:
            return _finish(state, "solitaire_cleared", player, events)
        if len(hand) < SOLITAIRE_HAND and state.supply:
            return evolve(state, phase=Phase.REFILL)
        return _begin_turn(state, player, events, announce=False)
    if not hand:
        return _finish(state, "last_tile", player, events)
    return _begin_turn(state, (player + 1) % state.num_players, events)


def _add(values: tuple[int, ...], player: int, amount: int) -> tuple[int, ...]:
    return (*values[:player], values[player] + amount, *values[player + 1:])


def _begin_turn(state: State, player: int, events: list[Event], announce: bool = True) -> State:
    """Hand the turn to `player`; the game ends if they must draw from an empty supply."""
    state = evolve(state, phase=Phase.PLAY, current=player, drawn=None)
    if not state.supply and not bd.any_fits(state.board, state.hands[player]):
        reason = "solitaire_stuck" if state.num_players == 1 else "supply_empty"
        return _finish(state, reason, player, events)
    if announce:
        events.append(TurnPassed(player))
    return state


def _finish(state: State, reason: str, player: int, events: list[Event]) -> State:
    bonuses: list[Bonus] = []
    if reason == "last_tile":
        for other, hand in enumerate(state.hands):
            if other != player and hand:
                worth = sum(TILE_POINTS[t] for t in hand)
                bonuses.append(Bonus(player, worth, f"tiles left with {name(other)}", hand, other))
    elif reason == "supply_empty":
        fewest = min(len(h) for h in state.hands)
        seats = [p for p, h in enumerate(state.hands) if len(h) == fewest]
        low = min(state.scores[p] for p in seats)
        for p in seats:
            if state.scores[p] == low:
                why = f"fewest tiles left ({fewest}) when {name(player)} had to draw from an empty supply"
                if len(seats) > 1:
                    why += "; tied, so the lower score takes it"
                bonuses.append(Bonus(p, FINISH_BONUS, why))
    elif reason == "solitaire_cleared":
        bonuses.append(Bonus(player, FINISH_BONUS, "every tile placed"))
    else:
        hand = state.hands[player]
        worth = sum(TILE_POINTS[t] for t in hand)
        bonuses.append(Bonus(player, -worth, "tiles left in hand with nothing fitting", hand))
    new_scores = state.scores
    for b in bonuses:
        new_scores = _add(new_scores, b.player, b.amount)
    state = evolve(state, phase=Phase.OVER, scores=new_scores, end_reason=reason,
                   current=player, drawn=None)
    events.append(GameOver(reason, player, tuple(bonuses), new_scores, winners(state)))
    return state

