"""Information-set Monte Carlo tree search over the rules-core contract (game/core.py).

Why it needs nothing game-specific: every iteration deals a world that fits what the searcher
may know (`determinize(view)`), walks a tree whose nodes are information sets, samples chance
from `chance_outcomes` (or `sample_chance` when there are too many outcomes to list), plays the
rest out with a rollout policy and backs up one value per seat from the final `scores`.

A node is the pair (seat to act, `view(state, seat)`): what that seat knows when it chooses.
So an opponent never chooses by cards it cannot see, and simultaneous moves (Take 5's picks)
are searched one seat at a time without leaking: a seat's view hides the others' picks until
they are revealed. Moves are compared with UCB1 over availability counts, because in another
dealt world a move may not exist.

Work is counted in iterations, never seconds, and all randomness comes from the `rng` passed
in, so a seed and a view always give the same move.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Any

from game.core import CHANCE, Rng
from game.search.values import GameSpread, ValueFn, value_function

# policy(state, seat, rng) -> a legal action of `seat` in the full (determinized) state.
Policy = Callable[[Any, int, Rng], Any]
# candidates(state, seat, legal) -> the moves worth searching there (a non-empty subset).
Candidates = Callable[[Any, int, list[Any]], list[Any]]
# stop(state, root_view) -> True to end a rollout early and value the state by `evaluate`.
Stop = Callable[[Any, Any], bool]
# evaluate(state) -> per-seat scores in the game's own sense (like `scores`).
Evaluate = Callable[[Any], Sequence[float]]
# finish(state, rng, root_view) -> (per-seat scores where the rollout would stop, whether the
# game is over there) by a game's own quick simulation of the rest (the same policy, without
# building states), or None to go on step by step.
Finish = Callable[[Any, Rng, Any], tuple[Sequence[float], bool] | None]


@dataclasses.dataclass(frozen=True)
class SearchConfig:
    """The knobs of one search; `iterations` is the whole budget."""

    iterations: int = 300
    exploration: float = 0.7  # UCB1's c, on values between 0 and 1
    value: str = "rank"  # "rank", "win", "diff", "mix" or "race" (see values.py)
    scale: float = 10.0  # points of margin for "diff"
    rank_weight: float = 0.5  # for "mix"
    final: str = ""  # the value of a rollout that ends the game ("win", "rank"); "": `value`
    jitter: float = 0.02  # random spread added to UCB scores (see `_select`)
    relative: bool = False  # margins ("diff", "mix") count only what changes after the root
    guided: bool = False  # the game's hard bot proposes a move that the search must beat
    guide_margin: float = 0.0  # how much better (in value) another move must look to win
    guide_z: float = 1.0  # ... plus this many standard errors of the two means' difference
    max_rollout_steps: int = 5000  # a safety net; rollouts end with the game or at `stop`


def _variance(edge: list[float]) -> float:
    """The spread of the values a move was backed up with (0 after one visit)."""
    n, w, _, w2 = edge
    return max(0.0, w2 / n - (w / n) ** 2) * n / (n - 1) if n > 1 else 0.0


class _Node:
    """One information set: per move [visits, total value for the mover, times available,
    total squared value]."""

    __slots__ = ("edges", "moves", "visits")

    def __init__(self) -> None:
        self.edges: dict[Any, list[float]] = {}
        self.moves: list[Any] | None = None  # a seat's moves are the same in every world it
        self.visits = 0  # cannot tell apart, so they are listed (and narrowed) once per node


def random_policy(module: Any) -> Policy:
    """Uniformly random legal moves: the yardstick rollout."""
    def policy(state: Any, seat: int, rng: Rng) -> Any:
        legal = module.legal_actions(state, seat)
        return legal[int(rng.random() * len(legal))]
    return policy


def chance_move(module: Any, state: Any, rng: Rng) -> Any:
    """Chance's move: weighted from the listed outcomes, else sampled by the game."""
    outcomes = module.chance_outcomes(state)
    if not outcomes:
        return module.sample_chance(state, rng)
    if len(outcomes) == 1:
        return outcomes[0][0]
    x = rng.random() * sum(p for _, p in outcomes)
    for action, p in outcomes:
        x -= p
        if x < 0:
            return action
    return outcomes[-1][0]


class ISMCTS:
    """A reusable searcher for one game; `choose` runs one search from a view."""

    def __init__(self, module: Any, config: SearchConfig | None = None,
                 policy: Policy | None = None, candidates: Candidates | None = None,
                 stop: Stop | None = None, evaluate: Evaluate | None = None,
                 finish: Finish | None = None, spread: GameSpread | None = None) -> None:
        self.module = module
        self.finish = finish
        self.config = config or SearchConfig()
        self.policy = policy or random_policy(module)
        self.candidates = candidates
        self.stop = stop
        self.evaluate = evaluate or module.scores
        info = getattr(module, "INFO", None)
        lowest = bool(info.lowest_score_wins) if info is not None else False
        c = self.config
        self.lowest = lowest
        self.spread = spread  # for the "race" value: how far the scores may still move
        self.values: ValueFn = self._value_function(None)
        # At the game's end only the order counts, and a margin from the root means nothing.
        self.final_values: ValueFn = value_function(c.final, lowest) if c.final else self.values
        self.last_stats: dict[str, Any] = {}
        self._base: Sequence[float] | None = None
        self._guide: Any = None
        self._root: _Node | None = None

    def _value_function(self, root_view: Any) -> ValueFn:
        """The value of where a rollout stops; "race" asks the game about the searched view."""
        c = self.config
        game_spread = self.spread
        spread = None if game_spread is None else lambda scores: game_spread(scores, root_view)
        return value_function(c.value, self.lowest, c.scale, c.rank_weight, spread)

    # ------------------------------------------------------------ public

    def choose(self, view_state: Any, player: int, rng: Rng, iterations: int | None = None,
               guide: Any = None) -> Any:
        """The move with the most visits after `iterations` searched worlds (the config's
        budget unless given).

        `guide` is a move another player proposes (e.g. the hard bot's): it is searched first
        and kept unless the search's choice looks better by more than `guide_margin` in value
        plus `guide_z` standard errors (a small budget's guesses do not overrule it).
        A small budget's noise then cannot make the search worse than its guide, and the
        search still overrules the guide where it is clearly wrong."""
        budget = self.config.iterations if iterations is None else iterations
        m = self.module
        legal = self._moves(view_state, player)
        if guide is not None and guide not in legal:
            legal = [*legal, guide]
        if len(legal) == 1:
            self.last_stats = {"iterations": 0, "nodes": 0}
            return legal[0]
        table: dict[Any, _Node] = {}
        root_key = (player, view_state)
        root = _Node()
        root.moves = legal
        self._guide, self._root = guide, root
        table[root_key] = root
        self._base = None
        if self.config.value == "race":
            self.values = self._value_function(view_state)
            if not self.config.final:
                self.final_values = self.values
        for i in range(budget):
            world = m.determinize(view_state, player, rng)
            if i == 0 and self.config.relative:
                self._base = tuple(self.evaluate(world))  # scores are public in our games
            self._iterate(world, player, root, table, rng, view_state)
        best = None
        best_key: tuple[float, float] | None = None
        for action in legal:
            edge = root.edges.get(action)
            if edge is None:
                continue
            key = (edge[0], edge[1] / edge[0] if edge[0] else 0.0)
            if best_key is None or key > best_key:
                best, best_key = action, key
        g = root.edges.get(guide) if guide is not None else None
        if best is not None and g is not None and g[0] and best != guide:
            b = root.edges[best]
            if b[1] / b[0] - g[1] / g[0] <= self.config.guide_margin + self.config.guide_z * \
                    math.sqrt(_variance(b) / b[0] + _variance(g) / g[0]):
                best = guide
        self.last_stats = {"iterations": budget, "nodes": len(table),
                           "root": {m.action_text(view_state, a) if hasattr(m, "action_text")
                                    else repr(a): (e[0], round(e[1] / e[0], 3) if e[0] else 0.0)
                                    for a, e in root.edges.items()}}
        return best if best is not None else legal[0]

    # ------------------------------------------------------------ one iteration

    def _moves(self, state: Any, seat: int) -> list[Any]:
        legal = self.module.legal_actions(state, seat)
        if self.candidates is not None and len(legal) > 1:
            narrowed = self.candidates(state, seat, legal)
            if narrowed:
                return narrowed
        return legal

    def _iterate(self, state: Any, player: int, root: _Node, table: dict[Any, _Node],
                 rng: Rng, root_view: Any) -> None:
        m = self.module
        path: list[tuple[list[float], int]] = []  # (edge stats, mover)
        first = True
        in_tree = True
        while in_tree and not m.is_over(state):
            if self.stop is not None and self.stop(state, root_view):
                break
            actors = m.to_act(state)
            if actors == (CHANCE,):
                state = m.apply(state, CHANCE, chance_move(m, state, rng)).state
                continue
            seat = player if first and player in actors else actors[0]
            if first:
                node = root
                first = False
            else:
                key = (seat, m.view(state, seat))
                node = table.get(key)  # type: ignore[assignment]
                if node is None:
                    # Expansion: the new information set joins the tree, and the rollout
                    # starts from here (its moves are tried on later visits).
                    table[key] = _Node()
                    break
            action, in_tree = self._select(node, state, seat, rng)
            node.visits += 1
            path.append((node.edges[action], seat))
            state = m.apply(state, seat, action).state
        values = self._rollout(state, rng, root_view)
        for edge, seat in path:
            edge[0] += 1
            edge[1] += values[seat]
            edge[3] += values[seat] * values[seat]

    def _select(self, node: _Node, state: Any, seat: int, rng: Rng) -> tuple[Any, bool]:
        """The move to make at a node, and whether the walk stays in the tree after it."""
        legal = node.moves
        if legal is None:
            legal = node.moves = self._moves(state, seat)
        edges = node.edges
        untried = []
        for a in legal:
            e = edges.get(a)
            if e is None:
                e = edges[a] = [0, 0.0, 0, 0.0]
            e[2] += 1
            if e[0] == 0:
                untried.append(a)
        if node.visits == 0:
            # The root's first move is the guide's, else the rollout policy's, as if unsearched.
            a = self._guide if node is self._root and self._guide is not None else \
                self.policy(state, seat, rng)
            if a not in edges:
                a = untried[0] if untried else legal[0]
            return a, False
        if untried:
            return untried[int(rng.random() * len(untried))], False
        c = self.config.exploration
        jitter = self.config.jitter
        best, best_u = legal[0], -1.0
        for a in legal:
            n, w, avail, _ = edges[a]
            # The jitter breaks ties at random: two seats choosing at once by the same
            # deterministic rule would otherwise fall into step and read each other's moves.
            u = w / n + c * math.sqrt(math.log(avail) / n) + jitter * rng.random()
            if u > best_u:
                best, best_u = a, u
        return best, True

    def _rollout(self, state: Any, rng: Rng, root_view: Any) -> tuple[float, ...]:
        m = self.module
        stop = self.stop
        policy = self.policy
        finish = self.finish
        for _ in range(self.config.max_rollout_steps):
            if m.is_over(state) or (stop is not None and stop(state, root_view)):
                break
            if finish is not None:
                got = finish(state, rng, root_view)
                if got is not None:
                    scores, over = got
                    if over and self.config.final:
                        return self.final_values(scores, None)
                    return self.values(scores, self._base)
            actors = m.to_act(state)
            if actors == (CHANCE,):
                action = chance_move(m, state, rng)
                seat = CHANCE
            else:
                seat = actors[0]
                action = policy(state, seat, rng)
            state = m.apply(state, seat, action).state
        if self.config.final and m.is_over(state):
            return self.final_values(m.scores(state), None)
        return self.values(self.evaluate(state), self._base)
