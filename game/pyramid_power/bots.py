"""Bots: easy (any fitting tile), medium (most points now), hard (looks ahead).

Hands are face up, so the bots see everything the rules know except the supply's order. All are
deterministic for a given seed and view; the hard bot's work is bounded by the board size, never
by a clock.
"""

from __future__ import annotations

import random
from typing import Any

from game.pyramid_power import lookahead as la
from game.pyramid_power import rules
from game.pyramid_power.state import Phase, Place, State
from game.pyramid_power.tiles import TILE_POINTS, WILD


class EasyBot:
    """Any fitting tile, anywhere."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view_state: State, player: int) -> Any:
        return self.rng.choice(rules.legal_actions(view_state, player))


class MediumBot:
    """The placement scoring the most points now (ties broken at random)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view_state: State, player: int) -> Any:
        legal = rules.legal_actions(view_state, player)
        if not isinstance(legal[0], Place):
            return legal[0]
        scored = [(rules.placement_score(view_state, a.tile, a.cell, a.turn), a) for a in legal]
        best = max(s for s, _ in scored)
        return self.rng.choice([a for s, a in scored if s == best])


class HardBot:
    """One move ahead for everyone whose tiles it can see.

    Each placement is worth its points, minus what it lets the next player score at best (their
    tiles are face up), plus part of what this bot can still score next turn with the tiles it
    keeps. Going out, handing the opponent a last-tile bonus, and spending the wild (a tile that
    always fits, so it saves a draw) are weighed too.
    """

    def __init__(self, seed: int, reply_weight: float = 1.0, follow_weight: float = 0.5,
                 wild_cost: float = 1.5, solo_follow: float = 0.6) -> None:
        self.rng = random.Random(seed)
        self.reply_weight = reply_weight
        self.follow_weight = follow_weight
        self.wild_cost = wild_cost
        self.solo_follow = solo_follow

    def choose(self, view_state: State, player: int) -> Any:
        legal = rules.legal_actions(view_state, player)
        if not isinstance(legal[0], Place) or len(legal) == 1:
            return legal[0]
        s = view_state
        cells = la.cells_of(s.board)
        slots = la.slots_of(cells)
        hand = s.hands[player]
        tiles = (s.drawn,) if s.phase is Phase.PLACE_DRAWN and s.drawn else hand
        candidates = la.moves(tiles, slots)
        has_other = any(t != WILD for t, *_ in candidates)
        keep: dict[str, tuple[str, ...]] = {}
        for t in set(tiles):
            rest = list(hand)
            rest.remove(t)
            keep[t] = tuple(rest)
        mine = {t: la.BestTable(rest, slots) for t, rest in keep.items()}
        n = s.num_players
        nxt = (player + 1) % n
        theirs = la.BestTable(s.hands[nxt], slots) if n > 1 else None
        best_score = None
        best: list[tuple[str, tuple[int, int], int]] = []
        for t, cell, k, pts in candidates:
            rest = keep[t]
            score = float(pts)
            if t == WILD and has_other:
                score -= self.wild_cost
            changed, new = la.after(cells, slots, t, cell, k)
            if not rest:
                if n > 1:
                    score += sum(TILE_POINTS[x] for q, h in enumerate(s.hands) if q != player for x in h)
                elif not s.supply:
                    score += rules.FINISH_BONUS
            else:
                follow = mine[t].best_after(changed, new)
                if theirs is None:
                    score += self.solo_follow * (follow if follow is not None else -5)
                else:
                    reply = theirs.best_after(changed, new)
                    if reply is None:
                        reply = -2  # they must draw: a tile more for them, no points now
                    elif len(s.hands[nxt]) == 1 and n == 2:
                        reply += sum(TILE_POINTS[x] for x in rest)  # they go out on our tiles
                    score -= self.reply_weight * reply
                    score += self.follow_weight * (follow if follow is not None else -2)
            if best_score is None or score > best_score + 1e-9:
                best_score, best = score, [(t, cell, k)]
            elif abs(score - best_score) <= 1e-9:
                best.append((t, cell, k))
        t, cell, k = self.rng.choice(best)
        return Place(t, cell, k)


def make_bot(level: str, seed: int) -> Any:
    if level == "easy":
        return EasyBot(seed)
    if level == "medium":
        return MediumBot(seed)
    if level == "hard":
        return HardBot(seed)
    raise ValueError(f"unknown bot level {level!r}; choose easy, medium or hard")
