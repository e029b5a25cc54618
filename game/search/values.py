"""Turning a game's scores into what each seat wants, for the search to average.

Two ways are offered because neither plays best everywhere (see the tournament figures in the
README): `rank` counts the opponents a seat beats, which is what winning is; `diff` looks at the
margin over the others, which still says something when a rollout stops before the end and the
order has not changed yet. `win` is a finished game's worth to a player who plays to win: the
search can value rollouts that reach the game's end that way (`SearchConfig.final`). `race`
estimates the chance to win from the standings where a rollout stops, given how far the game
says the scores may still move: a lead near the end is worth more than the same lead early.

The margin may be measured from a `base` (the scores when the search began): a seat far ahead or
behind would otherwise sit where the squashing curve is flat, and every move would look alike.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

Values = tuple[float, ...]
# value(scores, base) -> per-seat values; base: the scores the margin is measured from, or None.
ValueFn = Callable[[Sequence[float], Sequence[float] | None], Values]


def _oriented(scores: Sequence[float], lowest_wins: bool) -> list[float]:
    return [-float(s) for s in scores] if lowest_wins else [float(s) for s in scores]


def rank_values(scores: Sequence[float], lowest_wins: bool = False) -> Values:
    """Per seat, the share of the other seats it beats (a tie counts half); 1 seat: 0.5."""
    s = _oriented(scores, lowest_wins)
    n = len(s)
    if n < 2:
        return (0.5,) * n
    out = []
    for p in range(n):
        beat = 0.0
        for q in range(n):
            if q != p:
                beat += 1.0 if s[p] > s[q] else 0.5 if s[p] == s[q] else 0.0
        out.append(beat / (n - 1))
    return tuple(out)


def win_values(scores: Sequence[float], lowest_wins: bool = False) -> Values:
    """Per seat, its share of the win: 1 for a lone winner, 1/k for each of k tied winners,
    0 for everyone else. What a finished game is worth to a player who plays to win."""
    s = _oriented(scores, lowest_wins)
    best = max(s, default=0.0)
    winners = sum(1 for v in s if v == best)
    return tuple(1.0 / winners if v == best else 0.0 for v in s)


def race_values(scores: Sequence[float], lowest_wins: bool, spread: float) -> Values:
    """Per seat, a rough chance of finishing first if every score still moves by a normal amount
    with standard deviation `spread` before the game ends: the product of the chances of beating
    each other seat, shared out so the seats' chances add up to 1. With no spread left it is
    the win share; far from the end, a lead is worth less than the same lead near it."""
    s = _oriented(scores, lowest_wins)
    n = len(s)
    if spread <= 0.0 or n < 2:
        return win_values(scores, lowest_wins)
    k = 1.0 / (2.0 * spread)  # the margin of two seats spreads by spread * sqrt(2)
    raw = []
    for p in range(n):
        chance = 1.0
        for q in range(n):
            if q != p:
                chance *= 0.5 * (1.0 + math.erf((s[p] - s[q]) * k))
        raw.append(chance)
    total = sum(raw)
    return tuple(c / total for c in raw) if total > 0 else (1.0 / n,) * n


def diff_values(scores: Sequence[float], lowest_wins: bool = False, scale: float = 10.0,
                base: Sequence[float] | None = None) -> Values:
    """Per seat, its margin over the mean of the others squashed into 0..1 (`scale` points
    of margin is about three quarters of the way up); a lone seat is measured from zero.
    With `base`, only what each seat gained since then counts."""
    if base is not None:
        scores = [a - b for a, b in zip(scores, base, strict=True)]
    s = _oriented(scores, lowest_wins)
    n = len(s)
    total = sum(s)
    out = []
    for p in range(n):
        base = (total - s[p]) / (n - 1) if n > 1 else 0.0
        out.append(0.5 + 0.5 * math.tanh((s[p] - base) / scale))
    return tuple(out)


# spread(scores) -> how far (one standard deviation) each score may still move before the end.
Spread = Callable[[Sequence[float]], float]
# game_spread(scores, root_view) -> the same, knowing the game's settings (e.g. its end score).
GameSpread = Callable[[Sequence[float], Any], float]


def value_function(kind: str, lowest_wins: bool, scale: float = 10.0,
                   rank_weight: float = 0.5, spread: Spread | None = None) -> ValueFn:
    """The value function named `kind`: "rank", "win", "diff", "mix" (rank_weight of rank), or
    "race" (chances to finish first; the game says how far the scores may still move)."""
    if kind == "race":
        if spread is None:
            raise ValueError("the race value needs the game's spread of the scores still to come")
        return lambda scores, base=None: race_values(scores, lowest_wins, spread(scores))
    if kind == "win":
        return lambda scores, base=None: win_values(scores, lowest_wins)
    if kind == "rank":
        return lambda scores, base=None: rank_values(scores, lowest_wins)
    if kind == "diff":
        return lambda scores, base=None: diff_values(scores, lowest_wins, scale, base)
    if kind == "mix":
        def mixed(scores: Sequence[float], base: Sequence[float] | None = None) -> Values:
            r = rank_values(scores, lowest_wins)
            d = diff_values(scores, lowest_wins, scale, base)
            return tuple(rank_weight * a + (1 - rank_weight) * b for a, b in zip(r, d, strict=True))
        return mixed
    raise ValueError(f"unknown value kind {kind!r}; choose rank, win, diff, mix or race")
