"""Bots for Take It or Leave It (dice): easy, medium, hard. They see only their view.

All levels rate a hand with the exact solver: `value(S)` is the round result (points - minus
chips) if the player ends the round holding their taken dice plus the dice S from the tray.
A small beam search over the tray finds good plans S (up to `depth` more dice).

- easy: looks two dice ahead, often picks any die that keeps a plan alive, never plays cards.
- medium: looks three dice ahead and takes the first die of its best plan; passes when no
  plan beats stopping now.
- hard: also weighs each plan by the chance that its other dice survive the opponents' picks
  in between (scarce dice first), plays action cards when their effect (tried exactly, or
  sampled for rerolls) raises that expected value, and discards its weakest card.

Everything is counted in iterations, never time, so a seed and a view give the same move.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from functools import lru_cache

from game.search import SearchConfig
from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS, COMPLETION_RATE, FIX_COST
from game.take_it_dice.rules import legal_actions, play_options
from game.take_it_dice.solver import Spec, best_assignment, parse_card
from game.take_it_dice.state import Discard, Keep, Pass, Play, State, Take, die_key, sort_dice

LEVELS = ("easy", "medium", "hard")
ACTION_TRIES = 8  # hard tries at most this many action plays in full per decision


@lru_cache(maxsize=1 << 16)
def hand_total(cards: tuple[tuple[str, int], ...], dice: tuple[str, ...]) -> int:
    """The solver's total for a hand and dice (sorted), shared across decisions: the search
    asks the same questions thousands of times."""
    return best_assignment(cards, dice).total


class Evaluator:
    """Caches `value` for one hand and one set of taken dice during a decision."""

    def __init__(self, cards: list[tuple[str, int]], taken: tuple[str, ...]) -> None:
        self.cards = cards
        self.key = tuple(cards)
        self.taken = taken
        self.cache: dict[tuple[str, ...], int] = {}

    def value(self, extra: tuple[str, ...]) -> int:
        got = self.cache.get(extra)
        if got is None:
            got = hand_total(self.key, sort_dice(self.taken + extra)) if self.cards else \
                -sum(2 if d[0] == "R" else 1 for d in self.taken + extra)
            self.cache[extra] = got
        return got

    def relevance(self, tray: tuple[str, ...]) -> dict[str, float]:
        """How much each die could matter: points of the cards whose needs it fits, shared out
        over the die faces that fit (read from the card, no search)."""
        present = set(self.taken) | set(tray)
        rel: dict[str, float] = {}
        for text, pts in self.cards:
            fit = [d for d in present if _fits_need(parse_card(text), d)]
            for d in fit:
                rel[d] = rel.get(d, 0.0) + pts / len(fit)
        return rel

    def progress(self, extra: tuple[str, ...]) -> float:
        """How far the taken dice plus `extra` go towards the best single card (points x share)."""
        dice = self.taken + extra
        best = 0.0
        for text, pts in self.cards:
            best = max(best, pts * _progress(parse_card(text), dice))
        return best

    def plans(self, tray: tuple[str, ...], depth: int, beam: int) -> dict[tuple[str, ...], int]:
        """Values of the sets of tray dice reached by a beam search, the empty set included."""
        seen: dict[tuple[str, ...], int] = {(): self.value(())}
        frontier: list[tuple[str, ...]] = [()]
        have = Counter(tray)
        rel = self.relevance(tray)
        for _ in range(depth):
            grown: dict[tuple[str, ...], int] = {}
            for s in frontier:
                left = have - Counter(s)
                for d in left:
                    s2 = sort_dice((*s, d))
                    if s2 not in grown:
                        grown[s2] = seen[s2] if s2 in seen else self.value(s2)
            seen.update(grown)
            # Equal values are common before a card is complete: prefer dice that some card
            # in hand can still use, then a fixed order.
            frontier = sorted(grown, key=lambda s: (-grown[s], -self.progress(s),
                                                    -sum(rel.get(d, 0) for d in s), s))[:beam]
            if not frontier:
                break
        return seen


def _hand(view: State, player: int) -> list[tuple[str, int]]:
    return [COMBO_CARDS[c] for c in sorted(view.combo_hands[player] or ())]


def _others_in(view: State, player: int) -> int:
    return sum(1 for q in range(view.num_players) if q != player and not view.passed[q])


class Bot:
    """One level of play; `choose` returns a legal action for the view."""

    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.depth = {"easy": 2, "medium": 3, "hard": 3}[level]
        self.beam = {"easy": 2, "medium": 4, "hard": 5}[level]

    # ------------------------------------------------------------ rating dice

    def rate(self, view: State, player: int, tray: tuple[str, ...], ev: Evaluator,
             second: bool = False) -> tuple[float, dict[str, float]]:
        """(value of stopping now, value of taking each die type) for this tray."""
        others = 0 if second else _others_in(view, player)
        my_picks = 1 + (len(tray) - 1) // (others + 1) if tray else 0
        depth = max(1, min(self.depth, my_picks))
        plans = ev.plans(tray, depth, self.beam)
        stop = float(plans[()])
        counts = Counter(tray)
        scores: dict[str, float] = {}
        for s, val in plans.items():
            if not s:
                continue
            for d in set(s):
                v = float(val)
                if self.level == "hard" and len(s) > 1:
                    v = self._risky(s, d, val, plans, counts, others, len(tray))
                elif len(s) > 1:
                    v -= 0.05 * (len(s) - 1)
                if v > scores.get(d, -1e9):
                    scores[d] = v
        return stop, scores

    @staticmethod
    def _risky(s: tuple[str, ...], d: str, val: int, plans: dict[tuple[str, ...], int],
               counts: Counter, others: int, tray_size: int) -> float:
        """Expected value of plan s when taking d now: the rest must survive others' picks."""
        rest = list(s)
        rest.remove(d)
        left = counts.copy()
        left[d] -= 1
        size = max(1, tray_size - 1)
        # Scarce dice are taken first; before my i-th further pick the others pick i*others.
        rest.sort(key=lambda r: left[r])
        p = 1.0
        for i, r in enumerate(rest, start=1):
            share = min(1.0, i * others / size)
            copies = max(1, left[r] - rest[:i - 1].count(r))
            p *= 1.0 - share ** copies
        fallback = max((v for t, v in plans.items() if d in t and len(t) < len(s)
                        and Counter(t) <= Counter(s)), default=val)
        return p * val + (1.0 - p) * min(fallback, val)

    # ------------------------------------------------------------ choosing

    def choose(self, view: State, player: int) -> object:
        legal = legal_actions(view, player)
        if view.phase == "discard":
            return self._discard(view, player, legal)
        ev = Evaluator(_hand(view, player), view.taken[player])
        stop, scores = self.rate(view, player, view.tray, ev, view.second_take)
        best_die = max(scores, key=lambda d: (scores[d], die_key(d))) if scores else None
        best = scores[best_die] if best_die else -1e9
        if self.level == "hard" and not view.second_take:
            play = self._action(view, player, legal, ev, max(best, stop))
            if play is not None:
                return play
        if view.second_take:
            return Take(best_die) if best_die else Take(view.tray[0])
        if best_die is None or best <= stop:
            return Pass()
        if self.level == "easy":
            good = sorted((d for d, v in scores.items() if v > stop), key=die_key)
            if good and self.rng.random() < 0.4:
                return Take(self.rng.choice(good))
        return Take(best_die)

    def _discard(self, view: State, player: int, legal: list) -> object:
        if self.level != "hard":
            return Keep()
        hand = sorted(view.combo_hands[player] or ())
        if len(hand) < view.options.combo_hand:
            return Keep()
        # The card least likely to pay off: an all-dice test of each card on a fresh cast.
        worst, worst_v = None, 1e9
        for c in hand:
            text, pts = COMBO_CARDS[c]
            v = pts * _EASE.get(text, 0.5)
            if v < worst_v:
                worst, worst_v = c, v
        if worst is not None and worst_v < 1.2 and Discard(worst) in legal:
            return Discard(worst)
        return Keep()

    def _action(self, view: State, player: int, legal: list, ev: Evaluator,
                base: float) -> Play | None:
        """Hard: the action card whose effect most improves the best die's value, if any."""
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return None
        best_play, best_gain = None, 0.9
        # Rank the fixed-effect plays by how useful the die they create could be (relevance
        # against every face), and try only the most promising few in full.
        every = tuple(f"{c}{v}" for c in "WBR" for v in range(1, 7))
        rel = ev.relevance(view.tray + every)
        candidates = []
        for a in plays:
            kind = ACTION_CARDS[a.card]
            if kind in ("throw-back", "reroll-some"):
                continue
            if kind in ("fix-black", "nudge-white"):
                made = [f"{a.dice[0][0]}{a.to}"]
            elif kind == "swap":
                made = [f"W{a.dice[1][1]}", f"B{a.dice[0][1]}"]
            else:
                made = []
            if made and not any(rel.get(d, 0) > 0 for d in made):
                continue
            candidates.append((-sum(rel.get(d, 0) for d in made), len(candidates), a))
        candidates.sort()
        for _, _, a in candidates[:ACTION_TRIES]:
            kind = ACTION_CARDS[a.card]
            trays = _outcomes(view.tray, a, self.rng)
            if trays is None:
                continue
            if kind == "take-two":
                value = self._take_two_value(view, player, ev)
            else:
                total = 0.0
                for tray in trays:
                    stop, scores = self.rate(view, player, tray, ev)
                    total += max([stop, *scores.values()])
                value = total / len(trays) - FIX_COST.get(a.card, 0)
            gain = value - base
            if gain > best_gain:
                best_play, best_gain = a, gain
        return best_play

    def _take_two_value(self, view: State, player: int, ev: Evaluator) -> float:
        plans = ev.plans(view.tray, 2, self.beam)
        pairs = [v for s, v in plans.items() if len(s) == 2]
        return float(max(pairs)) - 0.5 if pairs else -1e9


def _progress(spec: Spec, dice: tuple[str, ...]) -> float:
    """Share of the card these dice could already be (0 when they cannot all be on it)."""
    if not dice or not all(_fits_need(spec, d) for d in dice):
        return 0.0
    n = len(dice)
    total = sum(int(d[1]) for d in dice)
    if spec.kind == "exact":
        need = [(c, v) for c, v in spec.dice]
        if n > len(need):
            return 0.0
        for perm in itertools.permutations(need, n):
            if all(int(d[1]) == v and (c == "*" or d[0] in (c, "R"))
                   for d, (c, v) in zip(dice, perm, strict=True)):
                return n / len(need)
        return 0.0
    if spec.kind == "colours":
        w = sum(d[0] == "W" for d in dice)
        b = sum(d[0] == "B" for d in dice)
        size = spec.white + spec.black
        return n / size if w <= spec.white and b <= spec.black and n <= size else 0.0
    if spec.kind == "fewer":
        ok = n <= spec.count and total + (spec.count - n) < spec.limit
        return n / spec.count if ok else 0.0
    if spec.kind == "sum":
        if total > spec.limit or (total < spec.limit and total + 1 > spec.limit):
            return 0.0
        return total / spec.limit
    return min(1.0, total / (spec.limit + 1))


def _fits_need(spec: Spec, die: str) -> bool:
    """Could this die be one of the card's dice at all?"""
    colour, value = die[0], int(die[1])
    if spec.kind == "exact":
        return any(value == v and (c == "*" or colour in (c, "R")) for c, v in spec.dice)
    if spec.kind == "colours":
        return colour == "R" or (colour == "W" and spec.white > 0) or \
            (colour == "B" and spec.black > 0)
    if spec.colour != "*" and colour not in (spec.colour, "R"):
        return False
    if spec.kind == "fewer":
        return value + (spec.count - 1) < spec.limit
    if spec.kind == "sum":
        return value <= spec.limit
    return True


def _outcomes(tray: tuple[str, ...], a: Play, rng: random.Random) -> list[tuple[str, ...]] | None:
    """Trays after the card: exact for fixed effects, a few samples for rerolls."""
    kind = ACTION_CARDS[a.card]
    dice = list(tray)
    if kind in ("fix-black", "nudge-white"):
        dice.remove(a.dice[0])
        return [sort_dice([*dice, f"{a.dice[0][0]}{a.to}"])]
    if kind == "swap":
        w, b = a.dice
        dice.remove(w)
        dice.remove(b)
        return [sort_dice([*dice, f"W{b[1]}", f"B{w[1]}"])]
    if kind == "take-two":
        return [tray]
    if kind in ("reroll-black", "reroll-red"):
        colour = "B" if kind == "reroll-black" else "R"
        keep = [d for d in dice if d[0] != colour]
        n = len(dice) - len(keep)
        return [sort_dice(keep + [f"{colour}{rng.randint(1, 6)}" for _ in range(n)])
                for _ in range(2)]
    return None


# How often each card tends to get done (measure_deck.py's figures), by card text.
_EASE: dict[str, float] = {COMBO_CARDS[c][0]: r for c, r in COMPLETION_RATE.items()}


# ---------------------------------------------------------------- expert: the shared search

EXPERT = SearchConfig(iterations=48, exploration=0.6, value="mix", scale=8.0)


class GreedyBot:
    """The expert's rollout player: the die that most raises its hand's exact value now, or
    failing that moves a card furthest towards done (`Evaluator.progress`), else a pass; it
    keeps its cards. One solver question per die face (cached across decisions)."""

    PROGRESS = 0.5  # worth of a card's progress against points now

    def choose(self, view: State, player: int) -> object:
        if view.phase == "discard":
            return Keep()
        if not view.tray:
            return Pass()
        ev = Evaluator(_hand(view, player), view.taken[player])
        base_v, base_p = ev.value(()), ev.progress(())
        best, best_key = None, (0.0, 0.0)
        for d in sorted(set(view.tray), key=die_key):
            gain_v = ev.value((d,)) - base_v
            gain_p = ev.progress((d,)) - base_p
            key = (gain_v + self.PROGRESS * gain_p, gain_p)
            if (gain_v > 0 or gain_p > 0) and key > best_key:
                best, best_key = d, key
        if best is not None:
            return Take(best)
        if view.second_take:
            return Take(view.tray[0])
        return Pass()


EXPERT_HORIZON = 4  # player moves the rollouts look past the root before valuing the hands


def _horizon(state: State, root: State) -> bool:
    """Rollouts end with the round, or a few moves on: the greedy players are too short-sighted
    to be trusted further, and the hands' worth at that point says more (`_round_worth`)."""
    if state.round > root.round or state.phase in ("deal", "over"):
        return True
    moves = sum(len(t) for t in state.taken) + sum(state.passed)
    base = sum(len(t) for t in root.taken) + sum(root.passed)
    return moves - base >= EXPERT_HORIZON


EXPERT_REACH = 2  # more dice a seat still in the round is counted as able to get


def _round_worth(state: State) -> list[float]:
    """Scores so far plus what each seat can make of this round: for a seat that passed, its
    taken dice now (the exact round result); for one still in, the best plan with up to
    `EXPERT_REACH` more tray dice, as the medium bot rates plans. Without that reach, stopping
    early would always look best: part of a card is worth nothing until it is done."""
    from game.take_it_dice.rules import scores

    out = []
    for q, base in enumerate(scores(state)):
        if state.phase in ("deal", "over"):
            out.append(float(base))
            continue
        ev = Evaluator(_hand(state, q), state.taken[q])
        if state.passed[q] or not state.tray:
            out.append(float(base + ev.value(())))
        else:
            out.append(float(base + max(ev.plans(state.tray, EXPERT_REACH, 3).values())))
    return out


def _expert_candidates(judge: Bot) -> object:
    """Every die and the pass, and of the action cards only the one the hard bot would play."""
    def candidates(state: State, seat: int, legal: list) -> list:
        keep = [a for a in legal if not isinstance(a, Play)]
        if len(keep) < len(legal):
            pick = judge.choose(state, seat)
            if isinstance(pick, Play):
                keep.append(pick)
        return keep
    return candidates


def make_expert(seed: int, config: SearchConfig = EXPERT) -> object:
    """ISMCTS over the rules (game/search): greedy players a few moves on, then the hands'
    worth; the hard bot names the one action card worth searching."""
    import game.take_it_dice as module
    from game.search import SearchBot, bot_policy

    return SearchBot(module, seed, config, policy=bot_policy(module, GreedyBot()), stop=_horizon,
                     evaluate=_round_worth, candidates=_expert_candidates(Bot("hard", seed)))


def make_bot(level: str, seed: int) -> object:
    """A bot of the given level ("easy", "medium", "hard", "expert") with its own seeded randomness."""
    if level == "expert":
        return make_expert(seed)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; choose easy, medium, hard or expert")
    return Bot(level, seed)


__all__ = ["LEVELS", "Bot", "make_bot", "play_options"]
