"""Turning a game's scores into what each seat wants, for the search to average.

Two ways are offered because neither plays best everywhere (see the tournament figures in the
README): `rank` counts the opponents a seat beats, which is what winning is; `diff` looks at the
margin over the others, which still says something when a rollout stops before the end and the
order has not changed yet.

The margin may be measured from a `base` (the scores when the search began): a seat far ahead or
behind would otherwise sit where the squashing curve is flat, and every move would look alike.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

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


def value_function(kind: str, lowest_wins: bool, scale: float = 10.0,
                   rank_weight: float = 0.5) -> ValueFn:
    """The value function named `kind`: "rank", "diff", or "mix" (rank_weight of rank)."""
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
    raise ValueError(f"unknown value kind {kind!r}; choose rank, diff or mix")
