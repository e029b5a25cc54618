"""Bots: easy (any fitting tile), medium (most points now), hard (looks ahead).

Hands are face up, so the bots see everything the rules know except the supply's order. All are
deterministic for a given seed and view; the hard bot's work is bounded by the board size, never
by a clock.
"""

from __future__ import annotations

import random
from typing import Any

from game.pyramid_power import board as bd
from game.pyramid_power import lookahead as la
from game.pyramid_power import rules
from game.pyramid_power.state import Phase, Place, State
from game.pyramid_power.tiles import TILE_POINTS, WILD
from game.search import SearchBot, SearchConfig, bot_policy


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
        # The legal placements fit, so their points are read off the slots directly (the same
        # figures as `rules.placement_score`, without its checks: the search's hottest line).
        slots = bd.layout(view_state.board).slots
        scored = [(bd.slot_points(slots[a.cell], a.tile), a) for a in legal]
        best = max(s for s, _ in scored)
        return self.rng.choice([a for s, a in scored if s == best])


class HardBot:
    """One move ahead for everyone whose tiles it can see.

    Each placement is worth its points, minus what it lets the other players score at best
    (their tiles are face up), plus part of what this bot can still score next turn with the
    tiles it keeps. Going out, handing an opponent a last-tile bonus, and spending the wild (a
    tile that always fits, so it saves a draw) are weighed too.

    With two players the one opponent's best reply counts in full. With three or four, a move
    that only starves the next player hands points to the ones after, so every opponent counts:
    each one's best reply weighted by `multi_weights` (tuned at 3 and 4 players: 0.5 each),
    and an opponent with one tile left who could go out on what we open is charged the tiles
    we would still hold.
    """

    def __init__(self, seed: int, reply_weight: float = 1.0, follow_weight: float = 0.5,
                 wild_cost: float = 1.5, solo_follow: float = 0.6,
                 multi_weights: tuple[float, ...] = (0.5,),
                 multi_follow: float = 0.3) -> None:
        self.rng = random.Random(seed)
        self.reply_weight = reply_weight
        self.follow_weight = follow_weight
        self.wild_cost = wild_cost
        self.solo_follow = solo_follow
        self.multi_weights = multi_weights
        self.multi_follow = multi_follow

    def scored(self, view_state: State, player: int) -> list[tuple[float, Any]]:
        """Every distinct placement with its look-ahead worth (the expert reuses this)."""
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
        order = [(player + k) % n for k in range(1, n)]
        theirs = [(q, la.BestTable(s.hands[q], slots)) for q in order]
        out: list[tuple[float, Any]] = []
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
            elif n == 1:
                follow = mine[t].best_after(changed, new)
                score += self.solo_follow * (follow if follow is not None else -5)
            elif n == 2:
                nxt, table = theirs[0]
                follow = mine[t].best_after(changed, new)
                reply = table.best_after(changed, new)
                if reply is None:
                    reply = -2  # they must draw: a tile more for them, no points now
                elif len(s.hands[nxt]) == 1:
                    reply += sum(TILE_POINTS[x] for x in rest)  # they go out on our tiles
                score -= self.reply_weight * reply
                score += self.follow_weight * (follow if follow is not None else -2)
            else:
                follow = mine[t].best_after(changed, new)
                for i, (q, table) in enumerate(theirs):
                    reply = table.best_after(changed, new)
                    if reply is None:
                        reply = -2
                    elif len(s.hands[q]) == 1:
                        reply += sum(TILE_POINTS[x] for x in rest)
                    score -= self.multi_weights[min(i, len(self.multi_weights) - 1)] * reply
                score += self.multi_follow * (follow if follow is not None else -2)
            out.append((score, Place(t, cell, k)))
        return out

    def choose(self, view_state: State, player: int) -> Any:
        legal = rules.legal_actions(view_state, player)
        if not isinstance(legal[0], Place) or len(legal) == 1:
            return legal[0]
        scored = self.scored(view_state, player)
        best_score = max(v for v, _ in scored)
        best = [a for v, a in scored if abs(v - best_score) <= 1e-9]
        return self.rng.choice(best)


# ------------------------------------------------------------------ expert: the shared search

EXPERT = SearchConfig(iterations=100, exploration=0.6, value="mix", scale=15.0, guided=True,
                      guide_margin=0.02, guide_z=0.0)
EXPERT_WIDTH = 6  # placements searched per decision: the hard bot's best few
# Solitaire rollouts play the whole supply out alone, so it gets fewer of them (timed with
# `python -m tools.bench --bots pyramid_power`).
EXPERT_SOLO_ITERATIONS = 20


def _hard_candidates(judge: HardBot) -> Any:
    """The placements the hard bot's look-ahead rates best (a draw stays as it is)."""
    def candidates(state: State, seat: int, legal: list[Any]) -> list[Any]:
        if not isinstance(legal[0], Place):
            return legal
        scored = judge.scored(state, seat)
        order = sorted(range(len(scored)), key=lambda i: -scored[i][0])
        return [scored[i][1] for i in order[:EXPERT_WIDTH]]
    return candidates


def make_expert(seed: int, config: SearchConfig = EXPERT) -> SearchBot:
    """ISMCTS over the rules (game/search): the hard bot's best few placements searched, hard
    bots playing the rollouts."""
    import game.pyramid_power as module

    def budget(view: State) -> int:
        return min(config.iterations, EXPERT_SOLO_ITERATIONS) if view.num_players == 1 \
            else config.iterations

    return SearchBot(module, seed, config, policy=bot_policy(module, HardBot(seed ^ 0x5EED)),
                     candidates=_hard_candidates(HardBot(seed)), budget=budget,
                     guide=HardBot(seed ^ 0x6D1DE) if config.guided else None)


def make_bot(level: str, seed: int) -> Any:
    if level == "easy":
        return EasyBot(seed)
    if level == "medium":
        return MediumBot(seed)
    if level == "hard":
        return HardBot(seed)
    if level == "expert":
        return make_expert(seed)
    raise ValueError(f"unknown bot level {level!r}; choose easy, medium, hard or expert")
