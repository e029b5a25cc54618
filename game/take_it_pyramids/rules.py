"""The rules: new game, who acts, legal actions, chance, and `apply`.

Pure functions over the immutable `State`; every change returns a new state plus the events a
screen needs to show it.
"""

from __future__ import annotations

from fractions import Fraction

from game.core import CHANCE, IllegalAction, Rng, Step, check_seat
from game.evolve import evolve
from game.take_it_pyramids import events as ev
from game.take_it_pyramids.pieces import (
    ALL_PYRAMIDS,
    BUST_COLOR,
    COLORS,
    SIZES,
    PotValue,
    color_name,
    pot_value,
    pyramid,
)
from game.take_it_pyramids.state import Action, Color, Draw, Leave, Options, Phase, State, Take

TITLE = "Take It or Leave It: Pyramids"
MIN_PLAYERS = 2
MAX_PLAYERS = 6


def cycles_for(num_players: int) -> int:
    """Regular cycles: 2 players play 3, 3-4 play 2, 5-6 play 1."""
    return 3 if num_players == 2 else 2 if num_players <= 4 else 1


def new_game(num_players: int, options: Options | None = None) -> State:
    if not isinstance(num_players, int) or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise IllegalAction(f"{TITLE} is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}")
    n = num_players
    everyone = tuple(range(n))
    return State(
        num_players=n, options=options or Options(), scores=(0,) * n, phase=Phase.DRAW,
        dealer=0, drawer=0, asked=None, size=None, bag=ALL_PYRAMIDS, drawn=(), discarded=(),
        banked=0, blacks=0, in_round=everyone, round_gains=(0,) * n, contenders=everyone,
        dealers_left=everyone[1:], cycle=1, cycles=cycles_for(n), round_number=1,
    )


# ---------------------------------------------------------------- queries


def pot(state: State) -> PotValue:
    """The pot's value now, with its breakdown (what the screen shows)."""
    return pot_value(state.drawn, state.banked)


def bag_counts(state: State) -> dict[str, int]:
    """Pyramids of each size still in the bag."""
    counts = [0] * len(SIZES)
    for p in state.bag:  # by index: the search asks this at every draw it plays
        counts[p.size_index] += 1
    return dict(zip(SIZES, counts, strict=True))


def black_risk(state: State) -> dict[str, Fraction]:
    """Chance of black for each size still in the bag: 1 / pyramids of that size in the bag.

    A size in the bag always still holds its black (a black draw empties its size from the bag,
    and the fourth of a size pulls its black into the pot), so this is exact.
    """
    return {s: Fraction(1, n) for s, n in bag_counts(state).items() if n}


def to_act(state: State) -> tuple[int, ...]:
    if state.phase is Phase.OVER:
        return ()
    if state.phase is Phase.COLOR:
        return (CHANCE,)
    if state.phase is Phase.OFFER:
        assert state.asked is not None
        return (state.asked,)
    return (state.drawer,)


def is_over(state: State) -> bool:
    return state.phase is Phase.OVER


def scores(state: State) -> tuple[int, ...]:
    return state.scores


def winners(state: State) -> tuple[int, ...]:
    """Seats with the highest total (a single seat once the game is over)."""
    top = max(state.scores)
    return tuple(p for p, s in enumerate(state.scores) if s == top)


def legal_actions(state: State, player: int) -> list[Action]:
    if player not in to_act(state):
        return []
    if state.phase is Phase.DRAW:
        counts = bag_counts(state)
        return [Draw(s) for s in SIZES if counts[s]]
    if state.phase is Phase.COLOR:
        return [a for a, _ in chance_outcomes(state)]
    return [Take(), Leave()]


def chance_outcomes(state: State) -> list[tuple[Action, float]]:
    """Uniform over the pyramids of the chosen size in the bag (empty when chance is not to act)."""
    if state.phase is not Phase.COLOR:
        return []
    si = SIZES.index(str(state.size))
    colors = [p.color for p in state.bag if p.size_index == si]
    return [(Color(c), 1.0 / len(colors)) for c in colors]


def sample_chance(state: State, rng: Rng) -> Action:
    outcomes = chance_outcomes(state)
    if not outcomes:
        raise IllegalAction("it is not chance's turn")
    return rng.choice(outcomes)[0]


def view(state: State, player: int) -> State:
    """Nothing is hidden in this game: everyone sees the whole table."""
    return state


def determinize(view_state: State, player: int, rng: Rng) -> State:
    return view_state


# ---------------------------------------------------------------- checking


def _name(p: int) -> str:
    return ev.seat(p)


def check(state: State, player: int, action: object) -> None:
    """Raise IllegalAction with a player-readable reason unless `action` is legal now."""
    check_seat(player, state.num_players)  # a bool, float or huge number is no player
    if state.phase is Phase.OVER:
        raise IllegalAction("the game is over; no more moves can be made", "game_over")
    if not isinstance(player, int) or (player != CHANCE and not 0 <= player < state.num_players):
        raise IllegalAction(f"there is no player {player!r} in this game", "no_player")
    actors = to_act(state)
    if player not in actors:
        if actors == (CHANCE,):
            raise IllegalAction(f"the colour of the {state.size} pyramid is up to chance, not a player", "wait")
        if player == CHANCE:
            raise IllegalAction(f"chance cannot move now; it is {_name(actors[0])}'s turn")
        raise IllegalAction(f"it is {_name(actors[0])}'s turn, not {_name(player)}'s", "not_your_turn", seat=actors[0])
    if state.phase is Phase.DRAW:
        if not isinstance(action, Draw):
            raise IllegalAction(f"{_name(player)} must draw first: choose a size "
                                "(draw small, medium or large)", "draw_first")
        if action.size not in SIZES:
            raise IllegalAction(f"there is no size called {action.size!r}", "not_a_move")
        if not bag_counts(state)[action.size]:
            raise IllegalAction(f"there are no {action.size} pyramids left in the bag", "size_empty", size=action.size)
    elif state.phase is Phase.COLOR:
        if not isinstance(action, Color):
            raise IllegalAction("chance can only give the colour of the drawn pyramid")
        if action.color not in COLORS or pyramid(str(state.size), action.color) not in state.bag:
            raise IllegalAction(f"there is no {state.size} {action.color} pyramid in the bag")
    elif not isinstance(action, (Take, Leave)):
        raise IllegalAction(f"{_name(player)} can only take it or leave it now", "take_or_leave")


# ---------------------------------------------------------------- apply


def apply(state: State, player: int, action: Action) -> Step:
    check(state, player, action)
    if isinstance(action, Draw):
        return Step(evolve(state, phase=Phase.COLOR, size=action.size),
                    (ev.SizeChosen(player, action.size, bag_counts(state)[action.size]),))
    if isinstance(action, Color):
        return _reveal(state, action.color)
    if state.phase is Phase.OFFER:
        return _answer_offer(state, isinstance(action, Take))
    return _drawer_decides(state, isinstance(action, Take))


def _next_in(state: State, after: int, in_round: tuple[int, ...]) -> int | None:
    """The first seat clockwise after `after` that is still in (possibly `after` itself)."""
    n = state.num_players
    for k in range(1, n + 1):
        p = (after + k) % n
        if p in in_round:
            return p
    return None


def _refill_if_empty(state: State, events: list[ev.Event]) -> State:
    if state.bag:
        return state
    banked = pot(state).total
    events.append(ev.BagRefilled(banked))
    return evolve(state, bag=ALL_PYRAMIDS, drawn=(), discarded=(), banked=banked)


def _reveal(state: State, color: str) -> Step:
    size = str(state.size)
    drawer = state.drawer
    palette = state.options.palette
    got = pyramid(size, color)
    si = got.size_index  # sizes compared by index: this runs at every draw the search plays
    events: list[ev.Event] = []
    if got.is_black:
        poured = (got, *(p for p in state.bag if p.size_index == si and p != got))
        blacks = state.blacks + 1
        state = evolve(
            state, size=None, blacks=blacks, bag=tuple(p for p in state.bag if p.size_index != si),
            discarded=state.discarded + poured)
        events.append(ev.BlackBust(drawer, size, poured, blacks, blacks >= 3, color_name(color, palette)))
        if blacks >= 3:
            return _end_round(state, events, third_black=True)
        state = _refill_if_empty(state, events)
        nxt = _next_in(state, drawer, state.in_round)
        assert nxt is not None
        if nxt != drawer:
            events.append(ev.BagPassed(drawer, nxt, "bust"))
        return Step(evolve(state, phase=Phase.DRAW, drawer=nxt), tuple(events))
    bag = tuple(p for p in state.bag if p != got)
    drawn = (*state.drawn, got)
    events.append(ev.PyramidDrawn(drawer, size, color, color_name(color, palette),
                                  pot_value(drawn, state.banked)))
    if sum(1 for p in drawn if p.size_index == si) == 4:
        black = pyramid(size, BUST_COLOR)
        bag = tuple(p for p in bag if p != black)
        drawn = (*drawn, black)
        events.append(ev.BlackJoinsPot(size, pot_value(drawn, state.banked),
                                       color_name(BUST_COLOR, palette)))
    state = evolve(state, size=None, bag=bag, drawn=drawn)
    state = _refill_if_empty(state, events)
    return _offer_from(state, drawer, events)


def _offer_from(state: State, after: int, events: list[ev.Event]) -> Step:
    """Ask the next player still in clockwise after `after` (never the drawer); else the drawer decides."""
    n = state.num_players
    k = (after + 1) % n
    while k != state.drawer:
        if k in state.in_round:
            events.append(ev.OfferMade(k, state.drawer, (pot(state).total + 1) // 2))
            return Step(evolve(state, phase=Phase.OFFER, asked=k), tuple(events))
        k = (k + 1) % n
    return Step(evolve(state, phase=Phase.DECIDE, asked=None), tuple(events))


def _gain(state: State, player: int, points: int) -> State:
    scores = list(state.scores)
    gains = list(state.round_gains)
    scores[player] += points
    gains[player] += points
    return evolve(state, scores=tuple(scores), round_gains=tuple(gains),
                  in_round=tuple(p for p in state.in_round if p != player))


def _answer_offer(state: State, take: bool) -> Step:
    asked = state.asked
    assert asked is not None
    if not take:
        return _offer_from(state, asked, [ev.OfferLeft(asked)])
    points = (pot(state).total + 1) // 2
    state = _gain(state, asked, points)
    events: list[ev.Event] = [ev.OfferTaken(asked, points, state.scores[asked])]
    return Step(evolve(state, phase=Phase.DRAW, asked=None), tuple(events))


def _drawer_decides(state: State, take: bool) -> Step:
    drawer = state.drawer
    if not take:
        return Step(evolve(state, phase=Phase.DRAW), (ev.DrawerLeft(drawer),))
    points = pot(state).total
    state = _gain(state, drawer, points)
    events: list[ev.Event] = [ev.DrawerTook(drawer, points, state.scores[drawer])]
    if not state.in_round:
        return _end_round(state, events, third_black=False)
    nxt = _next_in(state, drawer, state.in_round)
    assert nxt is not None
    events.append(ev.BagPassed(drawer, nxt, "took"))
    return Step(evolve(state, phase=Phase.DRAW, drawer=nxt), tuple(events))


def _clockwise_from(state: State, after: int, seats: tuple[int, ...]) -> tuple[int, ...]:
    """`seats` in clockwise order starting with the first one after seat `after`."""
    n = state.num_players
    return tuple(sorted(seats, key=lambda p: (p - after - 1) % n))


def _end_round(state: State, events: list[ev.Event], third_black: bool) -> Step:
    zeroed = state.in_round if third_black else ()
    events.append(ev.RoundEnded(state.round_number, state.round_gains, zeroed, third_black, state.scores))
    dealer = state.dealer
    contenders = state.contenders
    cycle = state.cycle
    dealers = state.dealers_left
    if not dealers:
        top = max(state.scores)
        tied = tuple(p for p in contenders if state.scores[p] == top)
        if cycle >= state.cycles and len(tied) == 1:
            events.append(ev.GameOver(state.scores, tied))
            return Step(evolve(state, phase=Phase.OVER, asked=None, size=None),
                        tuple(events))
        if cycle >= state.cycles:
            events.append(ev.TieBreakBegins(tied, top))
            contenders = tied
        cycle += 1
        events.append(ev.CycleStarted(cycle, state.cycles, cycle > state.cycles))
        dealers = _clockwise_from(state, dealer, contenders)
    nxt, dealers = dealers[0], dealers[1:]
    events.append(ev.DealerPassed(dealer, nxt))
    n = state.num_players
    state = evolve(
        state, phase=Phase.DRAW, dealer=nxt, drawer=nxt, asked=None, size=None, bag=ALL_PYRAMIDS,
        drawn=(), discarded=(), banked=0, blacks=0, in_round=tuple(sorted(contenders)),
        round_gains=(0,) * n, contenders=contenders, dealers_left=dealers, cycle=cycle,
        round_number=state.round_number + 1)
    events.append(ev.RoundStarted(state.round_number, cycle, state.cycles, state.tie_break, nxt,
                                  state.in_round))
    return Step(state, tuple(events))
