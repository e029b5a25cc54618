"""What one player may know (view) and a full world consistent with it (determinize)."""

from __future__ import annotations

from game.core import Rng
from game.evolve import evolve

from .cards import deck
from .state import HIDDEN, State


def view(state: State, player: int) -> State:
    """Other players' non-empty hands become None and their picks HIDDEN until the reveal."""
    hands = tuple(h if q == player or not h else None for q, h in enumerate(state.hands))
    picks = tuple(c if q == player or c is None else HIDDEN for q, c in enumerate(state.picks))
    return evolve(state, hands=hands, picks=picks)


def unseen_cards(view_state: State, player: int) -> list[int]:
    """Cards in play the player cannot see: in other hands, hidden picks, or out of this round."""
    s = view_state
    known: set[int] = set(s.hands[player] or ())
    pick = s.picks[player]
    if pick:
        known.add(pick)
    for row in s.rows:
        known.update(row)
    for pile in s.taken:
        known.update(pile)
    known.update(c for c, _ in s.pending)
    return sorted(deck(s.num_players, s.options.professional) - known)


def determinize(view_state: State, player: int, rng: Rng) -> State:
    """Deal the unseen cards at random into the hidden hands and picks (hand sizes are public)."""
    s = view_state
    hidden_hands = [q for q, h in enumerate(s.hands) if h is None]
    hidden_picks = [q for q, c in enumerate(s.picks) if c == HIDDEN]
    if not hidden_hands and not hidden_picks:
        return s
    pool = unseen_cards(s, player)
    rng.shuffle(pool)
    hands = list(s.hands)
    picks = list(s.picks)
    at = 0
    for q in hidden_hands:
        k = s.hand_counts[q]
        hands[q] = tuple(sorted(pool[at:at + k]))
        at += k
    for q in hidden_picks:
        picks[q] = pool[at]
        at += 1
    return evolve(s, hands=tuple(hands), picks=tuple(picks))
