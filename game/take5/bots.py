"""Computer players for Take 5: random, easy, medium, hard and expert.

All bots see only a player's view and use their own `random.Random(seed)`; search is budgeted in
simulated decisions (never in seconds), so a seed and a view always give the same move.

- random: any legal move, uniformly.
- easy: likes short rows and avoids an obvious sixth card or too-low card, but ignores what the
  others may play into the gap, and plays a careless card now and then.
- medium: estimates for each card the chance that the others fill its row first (a Poisson
  estimate from the unseen cards) and plays the cheapest expected card; takes the cheapest row.
- hard: samples the unseen cards into the other hands (determinization), and scores each of its
  cards by playing the rest of the round out with fast medium-like players, using the same
  sampled worlds for every candidate; row choices are searched the same way.
- expert: the shared search (game/search), guided by hard's method valued by the chance to win
  the game instead of the round's bullheads (`WinChanceBot`).
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence

from game.search import SearchBot, SearchConfig, bot_policy
from game.search.values import race_values, win_values

from .cards import BULLHEADS, ROW_LIMIT, deck, pile_bullheads
from .rules import game_ends, legal_actions, target_row
from .state import HIDDEN, Phase, Play, State, TakeRow
from .view import unseen_cards

BH = BULLHEADS


# ---------------------------------------------------------------- shared estimates


def _rows_summary(state: State) -> tuple[list[int], list[int], list[int]]:
    """Last card, length and bullheads of each row."""
    lasts = [r[-1] for r in state.rows]
    lens = [len(r) for r in state.rows]
    bulls = [sum(BH[c] for c in r) for r in state.rows]
    return lasts, lens, bulls


@functools.lru_cache(maxsize=8192)
def _poisson_at_least(lam: float, k: int) -> float:
    """P(X >= k) for X ~ Poisson(lam); cached, because rollouts ask for the same few gaps."""
    if k <= 0:
        return 1.0
    term = math.exp(-lam)
    below = term
    for i in range(1, k):
        term *= lam / i
        below += term
    return max(0.0, 1.0 - below)


def _card_risk(c: int, lasts: list[int], lens: list[int], bulls: list[int], density: float) -> float:
    """Expected bullheads from playing `c` now, guessing the others' cards land at `density`."""
    t, best = -1, 0
    for i in range(4):
        last = lasts[i]
        if best < last < c:
            best, t = last, i
    if t < 0:
        # Too low: take the cheapest row; a little extra because the others still play on.
        return min(bulls) + 0.3
    slots = ROW_LIMIT - lens[t]
    if slots <= 0:
        # Sixth card, unless someone plays in between first (then that player takes it).
        lam = (c - best - 1) * density
        return bulls[t] * math.exp(-lam)
    lam = (c - best - 1) * density
    # Danger if at least `slots` other cards land in the gap before ours; the row then has its
    # current bullheads plus roughly one per extra card.
    return _poisson_at_least(lam, slots) * (bulls[t] + slots)


def _density(state: State, player: int) -> float:
    """Chance that a given unseen card is played by someone else this turn."""
    others = state.num_players - 1
    pool = len(unseen_cards(state, player))
    return others / pool if pool else 0.0


def _standings(state: State) -> list[int]:
    """Each seat's bullheads so far: earlier rounds plus this round's taken rows (public)."""
    return [t + pile_bullheads(pile) for t, pile in zip(state.totals, state.taken, strict=True)]


def _cheapest_row(bulls: list[int], lens: list[int]) -> int:
    """Index of the row with the fewest bullheads (fewer cards on ties)."""
    return min(range(4), key=lambda i: (bulls[i], lens[i], i))


# ---------------------------------------------------------------- simple bots


class RandomBot:
    """Uniformly random legal moves (a yardstick for the others)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view_state: State, player: int) -> object:
        return self.rng.choice(legal_actions(view_state, player))


class EasyBot:
    """Sensible at a glance: prefers short rows, dodges obvious traps, ignores the others."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view_state: State, player: int) -> object:
        s = view_state
        _lasts, lens, bulls = _rows_summary(s)
        if s.phase is Phase.ROW:
            return TakeRow(_cheapest_row(bulls, lens) + 1)
        hand = sorted(s.hands[player] or ())
        if self.rng.random() < 0.25:
            return Play(self.rng.choice(hand))

        def score(c: int) -> tuple[float, int]:
            t = target_row(s.rows, c)
            if t is None:
                return 20.0 + min(bulls), c
            if lens[t] >= ROW_LIMIT:
                return 10.0 + bulls[t], c
            return float(lens[t]), c  # shortest row first, ignoring the gap and the others

        return Play(min(hand, key=score))


class MediumBot:
    """Plays the card with the lowest estimated immediate penalty; takes the cheapest row."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view_state: State, player: int) -> object:
        s = view_state
        lasts, lens, bulls = _rows_summary(s)
        if s.phase is Phase.ROW:
            return TakeRow(_cheapest_row(bulls, lens) + 1)
        hand = sorted(s.hands[player] or ())
        density = _density(s, player)
        # Ties go to the higher card: low cards are worth keeping as escapes.
        return Play(min(hand, key=lambda c: (_card_risk(c, lasts, lens, bulls, density), -c)))


# ---------------------------------------------------------------- hard: determinized rollouts


def _policy(hand: list[int], lasts: list[int], lens: list[int], bulls: list[int], density: float,
            rng: random.Random, eps: float) -> int:
    """The fast player used inside simulations: medium's rule with a little noise."""
    if eps and rng.random() < eps:
        return hand[int(rng.random() * len(hand))]
    best_c, best_v = hand[0], 1e9
    for c in hand:
        v = _card_risk(c, lasts, lens, bulls, density) - c * 1e-4
        if v < best_v:
            best_v, best_c = v, c
    return best_c


def _place(plays: list[tuple[int, int]], lasts: list[int], lens: list[int], bulls: list[int],
           cost: list[int]) -> None:
    """Resolve one turn's cards (sorted) on the row summaries; too-low takes the cheapest row."""
    for c, p in plays:
        t, best = -1, 0
        for i in range(4):
            last = lasts[i]
            if best < last < c:
                best, t = last, i
        if t < 0:  # the cheapest row, fewer cards on a tie, the first of equals
            t = 0
            for i in (1, 2, 3):
                if bulls[i] < bulls[t] or (bulls[i] == bulls[t] and lens[i] < lens[t]):
                    t = i
            cost[p] += bulls[t]
            lasts[t], lens[t], bulls[t] = c, 1, BH[c]
        elif lens[t] >= ROW_LIMIT:
            cost[p] += bulls[t]
            lasts[t], lens[t], bulls[t] = c, 1, BH[c]
        else:
            lasts[t] = c
            lens[t] += 1
            bulls[t] += BH[c]


def _rollout(hands: list[list[int]], lasts: list[int], lens: list[int], bulls: list[int],
             cost: list[int], density: float, rng: random.Random, eps: float) -> None:
    """Play the rest of the round with the fast policy; hands and rows are consumed.

    Each seat plays as `_policy` would, card for card and draw for draw. It is written out here
    because this loop is where the hard bot and the expert spend most of their time: a turn's
    rows are sorted once for every seat, and `_card_risk`'s arithmetic is inlined.
    """
    n = len(hands)
    chance = rng.random
    exp = math.exp
    at_least = _poisson_at_least
    while hands[0]:
        rows = sorted(zip(lasts, lens, bulls, strict=True), reverse=True)  # highest last card first
        low = min(bulls) + 0.3
        plays = []
        for p in range(n):
            h = hands[p]
            if eps and chance() < eps:
                c = h[int(chance() * len(h))]
            else:
                c, best_v = h[0], 1e9
                for card in h:
                    for last, length, b in rows:
                        if last < card:
                            lam = (card - last - 1) * density
                            slots = ROW_LIMIT - length
                            v = b * exp(-lam) if slots <= 0 else at_least(lam, slots) * (b + slots)
                            break
                    else:
                        v = low
                    v -= card * 1e-4
                    if v < best_v:
                        best_v, c = v, card
            h.remove(c)
            plays.append((c, p))
        plays.sort()
        _place(plays, lasts, lens, bulls, cost)


class HardBot:
    """Determinized Monte Carlo over the rest of the round, budgeted in simulated decisions."""

    BUDGET = 30000  # simulated card choices per decision (about 0.1 s of one core at 4 players)
    MIN_WORLDS = 6
    MAX_WORLDS = 400
    EPS = 0.1

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def _worlds(self, s: State, player: int, per_world: int) -> int:
        return max(self.MIN_WORLDS, min(self.MAX_WORLDS, self.BUDGET // max(1, per_world)))

    def _sample(self, s: State, player: int, pool: list[int]) -> tuple[list[list[int]], list[int | None]]:
        """Other hands and hidden picks drawn from the unseen cards (sizes are public)."""
        self.rng.shuffle(pool)
        hands: list[list[int]] = []
        picks: list[int | None] = []
        at = 0
        for q in range(s.num_players):
            if q == player:
                hands.append(sorted(s.hands[q] or ()))
                picks.append(s.picks[q])
                continue
            k = s.hand_counts[q]
            hands.append(pool[at:at + k])
            at += k
            if s.picks[q] == HIDDEN:
                picks.append(pool[at])
                at += 1
            else:
                picks.append(s.picks[q])
        return hands, picks

    def choose(self, view_state: State, player: int) -> object:
        s = view_state
        if s.phase is Phase.ROW:
            return self._choose_row(s, player)
        hand = sorted(s.hands[player] or ())
        if len(hand) == 1:
            return Play(hand[0])
        n = s.num_players
        density = _density(s, player)
        pool = unseen_cards(s, player)
        per_world = len(hand) * len(hand) * n
        worlds = self._worlds(s, player, per_world)
        lasts0, lens0, bulls0 = _rows_summary(s)
        standing = _standings(s)
        totals = [0.0] * len(hand)
        for _ in range(worlds):
            hands, picks = self._sample(s, player, pool)
            seed = self.rng.getrandbits(32)
            first_rng = random.Random(seed)
            opp_plays = []
            for q in range(n):
                if q == player:
                    continue
                if picks[q] is not None:
                    c = picks[q]
                else:
                    c = _policy(hands[q], lasts0, lens0, bulls0, density, first_rng, self.EPS)
                    hands[q].remove(c)
                opp_plays.append((c, q))
            for i, mine in enumerate(hand):
                rng = random.Random(seed + 1)
                hs = [list(h) for h in hands]
                hs[player].remove(mine)
                lasts, lens, bulls = list(lasts0), list(lens0), list(bulls0)
                cost = [0] * n
                _place(sorted([*opp_plays, (mine, player)]), lasts, lens, bulls, cost)
                _rollout(hs, lasts, lens, bulls, cost, density, rng, self.EPS)
                totals[i] += self._value(cost, player, standing, s)
        best = min(range(len(hand)), key=lambda i: (totals[i], -hand[i]))
        return Play(hand[best])

    @staticmethod
    def _value(cost: list[int], player: int, standing: list[int], s: State) -> float:
        """Own bullheads, minus a little credit for what the others collect (the standings
        are not looked at: hard plays every round alike)."""
        others = (sum(cost) - cost[player]) / max(1, len(cost) - 1)
        return cost[player] - 0.25 * others

    def _choose_row(self, s: State, player: int) -> TakeRow:
        n = s.num_players
        lasts0, lens0, bulls0 = _rows_summary(s)
        pending = list(s.pending)
        card = pending[0][0]
        rest = pending[1:]
        hand_n = len(s.hands[player] or ())
        if hand_n == 0 and not rest:
            return TakeRow(_cheapest_row(bulls0, lens0) + 1)
        density = _density(s, player)
        pool = unseen_cards(s, player)
        per_world = 4 * max(1, hand_n) * n
        worlds = self._worlds(s, player, per_world)
        standing = _standings(s)
        totals = [0.0] * 4
        for _ in range(worlds):
            hands, _picks = self._sample(s, player, pool)
            seed = self.rng.getrandbits(32)
            for r in range(4):
                rng = random.Random(seed)
                hs = [list(h) for h in hands]
                lasts, lens, bulls = list(lasts0), list(lens0), list(bulls0)
                cost = [0] * n
                cost[player] += bulls[r]
                lasts[r], lens[r], bulls[r] = card, 1, BH[card]
                _place(rest, lasts, lens, bulls, cost)
                _rollout(hs, lasts, lens, bulls, cost, density, rng, self.EPS)
                totals[r] += self._value(cost, player, standing, s)
        best = min(range(4), key=lambda r: (totals[r], bulls0[r], r))
        return TakeRow(best + 1)


# ---------------------------------------------------------------- expert: the shared search


# The search checks the guide's move with a small budget and keeps it unless another looks
# better by 0.02 of a win plus 1.5 standard errors (z = 1.5 was worth 2.1 [0.8, 3.5] bullheads a
# round over z = 0 against three hard bots, 35 paired games). Both value by the chance to win.
EXPERT = SearchConfig(iterations=300, exploration=0.5, value="race", final="win", guided=True,
                      guide_margin=0.02, guide_z=1.5)
EXPERT_SIMULATED_PICKS = 4800  # the budget at big tables: iterations x players at most
EXPERT_ENDGAME_FACTOR = 3  # iterations where the round may end the game (`endgame`)


# A player's bullheads in one round at the hard bot's level: about 11 on average, spread about
# 8 (0.7 of the mean at every table size, from bot rounds). What the "race" value needs to
# weigh a lead against the rounds still to come.
ROUND_PENALTY = 11.0
ROUND_SPREAD = 8.0


def endgame(s: State) -> bool:
    """Whether this round may end the game: its leader is within a round's pace and spread of
    the end score. Where the win is decided, the expert spends more of its budget."""
    return max(_standings(s)) + ROUND_PENALTY + ROUND_SPREAD > s.options.end_score


def _spread_to_end(totals: Sequence[float], root: State) -> float:
    """How far (one standard deviation) a total may still move before the game ends: a round's
    spread times the root of the rounds left at a round's pace for the highest total."""
    left = max(1.0, (root.options.end_score + 1 - max(totals)) / ROUND_PENALTY)
    return ROUND_SPREAD * math.sqrt(left)


class WinChanceBot(HardBot):
    """Hard's search valued by the chance to win the game rather than by the round's bullheads:
    where the round ends the game, the share of the win; else the `race` estimate from the
    standings then. So it defends a lead near the end, chases a deficit, and ends the game
    when ending it wins. The expert's guide. Early in a game its cards' worths differ by less
    than their bullheads do, so it deals twice hard's worlds, and twice that again (up to 800
    worlds) in a round that may end the game. Both are reasoned choices; only the whole expert
    was measured against hard."""

    BUDGET = 2 * HardBot.BUDGET
    ENDGAME_FACTOR = 2  # more worlds where the round may end the game (`endgame`)

    def _worlds(self, s: State, player: int, per_world: int) -> int:
        worlds = super()._worlds(s, player, per_world)
        return worlds * self.ENDGAME_FACTOR if endgame(s) else worlds

    @staticmethod
    def _value(cost: list[int], player: int, standing: list[int], s: State) -> float:
        totals = [a + b for a, b in zip(standing, cost, strict=True)]
        if game_ends(s.options, totals):
            return -win_values(totals, True)[player]
        return -race_values(totals, True, _spread_to_end(totals, s))[player]


def _round_over(state: State, root: State) -> bool:
    """Rollouts stop when the round is scored: the next deal is a new game of chance."""
    return state.phase is Phase.DEAL or state.phase is Phase.OVER


def _finish_round(state: State, rng: random.Random, root: State) -> tuple[list[int], bool] | None:
    """The rest of the round played by the hard bot's quick players on plain lists (medium's
    rule with a little noise), once no row choice is pending: penalty totals at its end, and
    whether they end the game."""
    if state.phase is not Phase.PICK:
        return None
    n = state.num_players
    lasts, lens, bulls = _rows_summary(state)
    hands = [list(h or ()) for h in state.hands]
    seen = sum(lens) + sum(len(t) for t in state.taken) + len(hands[0]) + (state.picks[0] is not None)
    pool = len(deck(n, state.options.professional)) - seen
    density = (n - 1) / pool if pool > 0 else 0.0
    cost = [0] * n
    if hands[0] or state.picks[0] is not None:
        plays = []
        for p in range(n):
            c = state.picks[p]
            if c is None:
                c = _policy(hands[p], lasts, lens, bulls, density, rng, HardBot.EPS)
                hands[p].remove(c)
            plays.append((c, p))
        plays.sort()
        _place(plays, lasts, lens, bulls, cost)
        _rollout(hands, lasts, lens, bulls, cost, density, rng, HardBot.EPS)
    totals = [a + c for a, c in zip(_standings(state), cost, strict=True)]
    return totals, game_ends(state.options, totals)


def make_expert(seed: int, config: SearchConfig = EXPERT) -> SearchBot:
    """ISMCTS over the rules (game/search) to the round's end: medium bots play the rollouts,
    on plain lists once the turn's row choices are done (`_finish_round`)."""
    import game.take5 as module

    rollout = MediumBot(seed ^ 0x5EED)
    def budget(view: State) -> int:
        iterations = max(100, min(config.iterations, EXPERT_SIMULATED_PICKS // view.num_players))
        return iterations * EXPERT_ENDGAME_FACTOR if endgame(view) else iterations

    return SearchBot(module, seed, config, policy=bot_policy(module, rollout), stop=_round_over,
                     finish=_finish_round, budget=budget, spread=_spread_to_end,
                     guide=WinChanceBot(seed ^ 0x6D1DE) if config.guided else None)


LEVELS = {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot,
          "expert": make_expert}


def make_bot(level: str, seed: int) -> RandomBot | EasyBot | MediumBot | HardBot | SearchBot:
    """A bot of the given level ("easy", "medium", "hard", "expert", or "random" as a yardstick)."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
    return LEVELS[level](seed)
