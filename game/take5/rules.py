"""The rules of Take 5 as pure functions over immutable states."""

from __future__ import annotations

from collections.abc import Sequence

from game.core import CHANCE, IllegalAction, Rng, Step, check_seat
from game.evolve import evolve

from .cards import HAND_SIZE, NUM_ROWS, ROW_LIMIT, deck, pile_bullheads
from .events import (
    CardPicked,
    CardPlaced,
    CardsRevealed,
    GameOver,
    RoundDealt,
    RoundScored,
    RowChoiceNeeded,
    RowTaken,
    TurnEnded,
    seat_name,
)
from .state import Action, Deal, Options, Phase, Play, State, TakeRow, initial_state

MIN_PLAYERS = 2
MAX_PLAYERS = 10


def new_game(num_players: int, options: Options | None = None) -> State:
    """A game waiting for its first deal."""
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise IllegalAction(f"Take 5 is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}")
    return initial_state(num_players, options if options is not None else Options())


def deck_in_play(state: State) -> frozenset[int]:
    return deck(state.num_players, state.options.professional)


def target_row(rows: tuple[tuple[int, ...], ...], card: int) -> int | None:
    """Index of the row a card must go to (highest last card below it), or None if it is too low."""
    best, best_last = None, 0
    for i, row in enumerate(rows):
        last = row[-1]
        if best_last < last < card:
            best, best_last = i, last
    return best


def to_act(state: State) -> tuple[int, ...]:
    """Chance at a deal; everyone who has not picked yet; the chooser of a row; nobody at the end."""
    if state.phase is Phase.DEAL:
        return (CHANCE,)
    if state.phase is Phase.PICK:
        return tuple(p for p, pick in enumerate(state.picks) if pick is None)
    if state.phase is Phase.ROW:
        return (state.pending[0][1],)
    return ()


def legal_actions(state: State, player: int) -> list[Action]:
    """The moves a player may make now ([] when it is not their move)."""
    if player == CHANCE or player not in to_act(state):
        return []
    if state.phase is Phase.PICK:
        hand = state.hands[player]
        return [Play(c) for c in sorted(hand or ())]
    return [TakeRow(r) for r in range(1, NUM_ROWS + 1)]


def chance_outcomes(state: State) -> list[tuple[Action, float]] | None:
    """A deal has far too many outcomes to list."""
    return None


def sample_chance(state: State, rng: Rng) -> Deal:
    """Shuffle the cards in play with `rng` and deal 10 to each seat and one to each row."""
    if state.phase is not Phase.DEAL:
        raise IllegalAction("nothing is to be dealt now")
    cards = sorted(deck_in_play(state))
    rng.shuffle(cards)
    n = state.num_players
    hands = tuple(tuple(sorted(cards[i * HAND_SIZE:(i + 1) * HAND_SIZE])) for i in range(n))
    rows = tuple(cards[n * HAND_SIZE:n * HAND_SIZE + NUM_ROWS])
    return Deal(hands, rows)


def check(state: State, player: int, action: object) -> None:
    """Raise IllegalAction with a plain sentence unless `player` may make `action` now."""
    check_seat(player, state.num_players)  # a bool, float or huge number is no player
    n = state.num_players
    if player != CHANCE and not (isinstance(player, int) and 0 <= player < n):
        raise IllegalAction(f"there is no player {player} in this {n}-player game", "no_player")
    if state.phase is Phase.OVER:
        raise IllegalAction("the game is over", "game_over")
    if isinstance(action, Deal):
        if player != CHANCE:
            raise IllegalAction("only the dealer (chance) deals the cards", "chance_only")
        if state.phase is not Phase.DEAL:
            raise IllegalAction("the cards are not to be dealt now")
        _check_deal(state, action)
        return
    if player == CHANCE:
        raise IllegalAction("chance cannot make a player's move")
    if state.phase is Phase.DEAL:
        raise IllegalAction("the cards have not been dealt yet", "wait")
    if isinstance(action, Play):
        if state.phase is Phase.ROW:
            raise IllegalAction(f"{seat_name(state.pending[0][1])} must choose a row first", "row_first",
                                seat=state.pending[0][1])
        if state.picks[player] is not None:
            raise IllegalAction(f"{seat_name(player)} has already picked a card this turn", "already_picked")
        hand = state.hands[player]
        if hand is None or action.card not in hand:
            raise IllegalAction(f"card {action.card} is not in {seat_name(player)}'s hand", "not_in_hand")
        return
    if isinstance(action, TakeRow):
        if state.phase is not Phase.ROW:
            raise IllegalAction("no row is to be taken now; pick a card", "row_not_now")
        if player != state.pending[0][1]:
            raise IllegalAction(f"it is {seat_name(state.pending[0][1])} who chooses a row, "
                                f"not {seat_name(player)}", "not_your_turn", seat=state.pending[0][1])
        if not (isinstance(action.row, int) and 1 <= action.row <= NUM_ROWS):
            raise IllegalAction(f"there is no row {action.row}; rows are 1 to {NUM_ROWS}", "no_such_row")
        return
    raise IllegalAction(f"{action!r} is not a Take 5 move", "not_a_move")


def _check_deal(state: State, deal: Deal) -> None:
    n = state.num_players
    if not isinstance(deal.hands, tuple) or len(deal.hands) != n:
        raise IllegalAction(f"a deal needs {n} hands, one per player")
    for p, hand in enumerate(deal.hands):
        if not isinstance(hand, tuple) or len(hand) != HAND_SIZE:
            raise IllegalAction(f"{seat_name(p)} must be dealt {HAND_SIZE} cards")
    if not isinstance(deal.rows, tuple) or len(deal.rows) != NUM_ROWS:
        raise IllegalAction(f"a deal needs {NUM_ROWS} cards to start the rows")
    cards = [c for hand in deal.hands for c in hand] + list(deal.rows)
    in_play = deck_in_play(state)
    for c in cards:
        if not isinstance(c, int) or isinstance(c, bool) or c not in in_play:
            raise IllegalAction(f"card {c} is not in the deck in play (1 to {max(in_play)})")
    if len(set(cards)) != len(cards):
        twice = sorted({c for c in cards if cards.count(c) > 1})
        raise IllegalAction(f"card {twice[0]} is dealt more than once")


def apply(state: State, player: int, action: Action) -> Step:
    """Make a move; returns the new state and what happened. The old state is untouched."""
    check(state, player, action)
    events: list = []
    if isinstance(action, Deal):
        new = _deal(state, action, events)
    elif isinstance(action, Play):
        new = _pick(state, player, action.card, events)
    else:
        new = _take_chosen_row(state, action.row - 1, events)
    return Step(new, tuple(events))


def _deal(state: State, deal: Deal, events: list) -> State:
    n = state.num_players
    new = evolve(
        state, phase=Phase.PICK, round=state.round + 1, turn=1,
        hands=tuple(tuple(sorted(h)) for h in deal.hands), hand_counts=(HAND_SIZE,) * n,
        picks=(None,) * n, rows=tuple((c,) for c in deal.rows), pending=(),
        taken=((),) * n, seen=(),
    )
    events.append(RoundDealt(new.round, tuple(deal.rows), HAND_SIZE))
    return new


def _pick(state: State, player: int, card: int, events: list) -> State:
    hands = list(state.hands)
    hands[player] = tuple(c for c in hands[player] or () if c != card)
    counts = list(state.hand_counts)
    counts[player] -= 1
    picks = list(state.picks)
    picks[player] = card
    new = evolve(state, hands=tuple(hands), hand_counts=tuple(counts), picks=tuple(picks))
    events.append(CardPicked(player, state.turn))
    if any(p is None for p in picks):
        return new
    revealed = tuple(sorted((c, p) for p, c in enumerate(picks)))  # type: ignore[type-var]
    events.append(CardsRevealed(state.turn, revealed))
    new = evolve(new, picks=(None,) * state.num_players, pending=revealed,
                 seen=state.seen + tuple(c for c, _ in revealed))
    return _resolve(new, events)


def _replace_row(state: State, index: int, player: int, reason: str, events: list) -> State:
    """The player takes row `index` into their pile and their pending card starts it anew."""
    card = state.pending[0][0]
    row = state.rows[index]
    events.append(RowTaken(player, index + 1, row, pile_bullheads(row), reason))
    events.append(CardPlaced(player, card, index + 1, 1))
    rows = list(state.rows)
    rows[index] = (card,)
    taken = list(state.taken)
    taken[player] = taken[player] + row
    return evolve(state, rows=tuple(rows), taken=tuple(taken), pending=state.pending[1:])


def _take_chosen_row(state: State, index: int, events: list) -> State:
    new = _replace_row(state, index, state.pending[0][1], "too_low", events)
    return _resolve(evolve(new, phase=Phase.PICK), events)


def _resolve(state: State, events: list) -> State:
    """Place revealed cards lowest first; stop for a row choice; end the turn and maybe the round."""
    while state.pending:
        card, player = state.pending[0]
        index = target_row(state.rows, card)
        if index is None:
            events.append(RowChoiceNeeded(player, card))
            return evolve(state, phase=Phase.ROW)
        row = state.rows[index]
        if len(row) >= ROW_LIMIT:
            state = _replace_row(state, index, player, "sixth", events)
            continue
        rows = list(state.rows)
        rows[index] = (*row, card)
        events.append(CardPlaced(player, card, index + 1, len(row) + 1))
        state = evolve(state, rows=tuple(rows), pending=state.pending[1:])
    events.append(TurnEnded(state.turn))
    if state.turn < HAND_SIZE:
        return evolve(state, phase=Phase.PICK, turn=state.turn + 1)
    return _score_round(state, events)


def _score_round(state: State, events: list) -> State:
    gained = tuple(pile_bullheads(pile) for pile in state.taken)
    totals = tuple(t + g for t, g in zip(state.totals, gained, strict=True))
    state = evolve(state, totals=totals, history=(*state.history, gained), phase=Phase.DEAL)
    events.append(RoundScored(state.round, gained, totals))
    if game_ends(state.options, totals):
        state = evolve(state, phase=Phase.OVER)
        events.append(GameOver(winners(state), totals))
    return state


def game_ends(options: Options, totals: Sequence[int]) -> bool:
    """Whether a round that leaves these totals is the last (the bots ask it too)."""
    if options.end_rule == "reaches":
        return any(t >= options.end_score for t in totals)
    return any(t > options.end_score for t in totals)


def is_over(state: State) -> bool:
    return state.phase is Phase.OVER


def scores(state: State) -> tuple[int, ...]:
    """Penalty totals (lower is better)."""
    return tuple(state.totals)


def winners(state: State) -> tuple[int, ...]:
    """The seats tied for the lowest total."""
    low = min(state.totals)
    return tuple(p for p, t in enumerate(state.totals) if t == low)


def match_metrics(state: State) -> dict[str, tuple[float, ...]]:
    """Per-seat bullheads per round played, for tournaments (lower is better)."""
    rounds = len(state.history)
    if rounds == 0:
        return {"penalty_per_round": (0.0,) * state.num_players}
    return {"penalty_per_round": tuple(t / rounds for t in state.totals)}
