"""Take It or Leave It (pyramids) hints: the medium bot's draw or answer, with the bust odds."""

from __future__ import annotations

from game.advice import Advice, medium_move

from .rules import bag_counts, pot, view
from .state import Draw, Phase, State, Take


def safest_size(state: State) -> tuple[str, int]:
    """The size with the most pyramids left in the bag (the lowest chance of black), and that count."""
    counts = {s: n for s, n in bag_counts(state).items() if n}
    size = max(counts, key=lambda s: (counts[s], s == "small", s == "medium"))
    return size, counts[size]


def advise(state: State, player: int) -> Advice:
    """The medium bot's move for `player` and its reason, from what the table shows."""
    seen = view(state, player)
    action = medium_move("take_it_pyramids", seen, player)
    value = pot(seen).total
    if isinstance(action, Draw):
        n = bag_counts(seen)[action.size]
        return Advice(action, "draw_size", (("size", action.size), ("n", n)))
    if seen.phase is Phase.OFFER:
        half = (value + 1) // 2
        if isinstance(action, Take):
            return Advice(action, "take_half", (("points", half), ("blacks", seen.blacks)))
        return Advice(action, "leave_half", (("points", half), ("blacks", seen.blacks)))
    size, n = safest_size(seen)
    if isinstance(action, Take):
        return Advice(action, "take_pot", (("points", value), ("size", size), ("n", n)))
    return Advice(action, "draw_on", (("points", value), ("size", size), ("n", n)))
