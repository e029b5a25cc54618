"""Bots for Take It or Leave It (dice): easy, medium, hard. They see only their view.

All levels rate a hand with the exact solver: `value(S)` is the round result (points - minus
chips) if the player ends the round holding their taken dice plus the dice S from the tray.
A small beam search over the tray finds good plans S (up to `depth` more dice).

- easy: looks two dice ahead, often picks any die that keeps a plan alive, and never sits idle
  while a die brings one of its cards closer; now and then plays an action card that looks a
  little better, and sometimes throws away its least likely card between rounds.
- medium: looks three dice ahead and takes the first die of its best plan; with no plan it
  starts the card a die helps most, and goes on with a card once it is half done; plays an
  action card only for a clear gain (tried exactly, or sampled for rerolls).
- hard: also weighs each plan (one die further at two players) by the chance that its other
  dice survive the opponents' picks in between (scarce dice first), goes on with a card a
  third done, tries every kind of action card (throw-back of a die it cannot use, reroll-some
  of dice no card wants) and plays any that raises that expected value, and discards its weakest card.
- Both editions: the first edition's own hand split (easy 4+1 or 3+2, the others 4+1), and
  take-two's stop when no second die is worth its minus chip.

Everything is counted in iterations, never time, so a seed and a view give the same move.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from game.search import SearchConfig
from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS, COMPLETION_RATE, FIX_COST
from game.take_it_dice.rules import legal_actions, play_options
from game.take_it_dice.solver import Spec, best_total, parse_card
from game.take_it_dice.state import (
    Discard,
    Keep,
    Pass,
    Play,
    Split,
    State,
    Stop,
    Take,
    die_key,
    sort_dice,
    total_rounds,
)

LEVELS = ("easy", "medium", "hard")
# A card is thrown away between rounds only when its points x chance is below this (by level).
DISCARD_LIMIT = {"easy": 0.8, "medium": 1.0, "hard": 1.2}
ACTION_TRIES = 8  # hard tries at most this many action plays in full per decision


@lru_cache(maxsize=1 << 16)
def hand_total(cards: tuple[tuple[str, int], ...], dice: tuple[str, ...]) -> int:
    """The solver's total for a hand and dice (sorted), shared across decisions: the search
    asks the same questions thousands of times."""
    return best_total(cards, dice)


@dataclasses.dataclass(frozen=True)
class TakeRating:
    """What a take or pass was chosen by: the round's value if the player stopped now, each
    die's best score, the plan behind it (its dice and their value) and, when no plan beat
    stopping, the die taken to bring a card closer (None: a pass)."""

    stop: float
    scores: dict[str, float]
    plans: dict[str, tuple[tuple[str, ...], int]]
    helper: str | None


def discard_worths(view: State, player: int) -> dict[str, float]:
    """Each combo card's worth to keep, as the discard weighs it: its points times the chance
    that an all-dice test finishes it on a fresh cast."""
    out = {}
    for c in sorted(view.combo_hands[player] or ()):
        text, pts = COMBO_CARDS[c]
        out[c] = pts * _EASE.get(text, 0.5)
    return out


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

    def card_gain(self, die: str) -> tuple[float, float]:
        """(points x share gained, share reached) on the card this die brings furthest on."""
        best = (0.0, 0.0)
        for text, pts in self.cards:
            spec = parse_card(text)
            before = _progress(spec, self.taken)
            after = _progress(spec, (*self.taken, die))
            if after > before and (pts * (after - before), after) > best:
                best = (pts * (after - before), after)
        return best

    def progress(self, extra: tuple[str, ...]) -> float:
        """How far the taken dice plus `extra` go towards the best single card (points x share)."""
        dice = sort_dice(self.taken + extra)
        return max((pts * _card_progress(text, dice) for text, pts in self.cards), default=0.0)

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
        # Medium goes on with a card only when it is half done; hard sees a third is enough.
        self.goon = {"easy": 0.0, "medium": 0.5, "hard": 0.34}[level]

    # ------------------------------------------------------------ rating dice

    def rate(self, view: State, player: int, tray: tuple[str, ...], ev: Evaluator,
             second: bool = False) -> tuple[float, dict[str, float]]:
        """(value of stopping now, value of taking each die type) for this tray."""
        others = 0 if second else _others_in(view, player)
        my_picks = 1 + (len(tray) - 1) // (others + 1) if tray else 0
        # Hard looks a die further at two players, where it gets every other die of the tray
        # (200 games against medium: 63.0% [56.1, 69.4] with it, 54.7% [47.8, 61.5] without).
        reach = self.depth + (self.level == "hard" and view.num_players == 2)
        depth = max(1, min(reach, my_picks))
        plans = ev.plans(tray, depth, self.beam)
        stop = float(plans[()])
        counts = Counter(tray)
        scores: dict[str, float] = {}
        behind: dict[str, tuple[tuple[str, ...], int]] = {}
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
                    behind[d] = (s, val)
        self.plans_behind = behind  # read once by `choose` for the rating it acts on
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
        # The best smaller plan that keeps d: d with part of the rest (few: plans are short).
        kept = list(s)
        kept.remove(d)
        smaller = {sort_dice((d, *part)) for k in range(len(kept))
                   for part in itertools.combinations(kept, k)}
        fallback = max((plans[t] for t in smaller if t in plans), default=val)
        return p * val + (1.0 - p) * min(fallback, val)

    # ------------------------------------------------------------ choosing

    def choose(self, view: State, player: int) -> object:
        legal = legal_actions(view, player)
        if view.phase == "split":
            return self._split()
        if view.phase == "discard":
            return self._discard(view, player, legal)
        ev = Evaluator(_hand(view, player), view.taken[player])
        stop, scores = self.rate(view, player, view.tray, ev, view.second_take)
        # What this choice is measured by, kept for the hint's reason (take_measure below).
        self.rating = TakeRating(stop, scores, self.plans_behind, None)
        best_die = max(scores, key=lambda d: (scores[d], die_key(d))) if scores else None
        best = scores[best_die] if best_die else -1e9
        if not view.second_take and self._wants_card():
            play = self._action(view, player, legal, ev, max(best, stop))
            if play is not None:
                return play
        if view.second_take:
            if Stop() in legal and (best_die is None or best <= stop):
                return Stop()
            return Take(best_die) if best_die else Take(view.tray[0])
        if best_die is None or best <= stop:
            helper = self._helpful_die(view, ev)
            self.rating = dataclasses.replace(self.rating, helper=helper)
            return Take(helper) if helper else Pass()
        if self.level == "easy":
            good = sorted((d for d, v in scores.items() if v > stop), key=die_key)
            if good and self.rng.random() < 0.4:
                return Take(self.rng.choice(good))
        return Take(best_die)

    def _wants_card(self) -> bool:
        """Easy plays a card now and then, medium and hard whenever one is worth it."""
        return self.level != "easy" or self.rng.random() < 0.35

    def _helpful_die(self, view: State, ev: Evaluator) -> str | None:
        """A die that raises the hand's value or brings a card closer, while the rest of the
        tray still holds enough dice to finish that card (the plan's look-ahead is too short
        to see it): part of a card is worth nothing until done, so without this a bot idles."""
        base_v = ev.value(())
        others = _others_in(view, view.turn)
        # Dice this seat can still hope to get this round after this one.
        later = (len(view.tray) - 1) // (others + 1)
        need = {"easy": 0.0, "medium": 0.1, "hard": 0.1}[self.level]
        best, best_key = None, (-1e9, 0.0)
        for d in sorted(set(view.tray), key=die_key):
            gain_v = ev.value((d,)) - base_v
            gain_p, prog = ev.card_gain(d)
            if gain_v < 0 and gain_p <= 0:
                continue
            if gain_v <= 0 and (gain_p <= need or (prog < 1.0 and later < 1 and self.level != "easy")):
                continue
            # Medium and hard start a card when idle, then go on only with a card half done.
            if gain_v <= 0 and self.level != "easy" and view.taken[view.turn] and prog < self.goon:
                continue
            key = (gain_v + 0.5 * gain_p, gain_p)
            if key > best_key:
                best, best_key = d, key
        return best

    def _split(self) -> Split:
        """First edition: four task cards and one action card, but easy sometimes wants more
        cards to play (3 + 2); medium and hard keep four task cards (measured: fewer task cards
        cost hard more points than its extra action card won)."""
        if self.level == "easy":
            return Split(self.rng.choice((4, 3)))
        return Split(4)

    def _discard(self, view: State, player: int, legal: list) -> object:
        if self.level == "easy" and self.rng.random() < 0.5:
            return Keep()
        hand = sorted(view.combo_hands[player] or ())
        if len(hand) < view.options.combo_hand:
            return Keep()
        # The card least likely to pay off: its points times an all-dice test on a fresh cast.
        worth = discard_worths(view, player)
        worst, worst_v = None, 1e9
        for c in hand:
            if worth[c] < worst_v:
                worst, worst_v = c, worth[c]
        limit = DISCARD_LIMIT[self.level]
        if worst is not None and worst_v < limit and Discard(worst) in legal:
            return Discard(worst)
        return Keep()

    def _action(self, view: State, player: int, legal: list, ev: Evaluator,
                base: float) -> Play | None:
        """Hard: the action card whose effect most improves the best die's value, if any."""
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return None
        # Easy takes what looks a little better, medium only a clear gain, hard any real gain.
        best_play, best_gain = None, {"easy": 0.4, "medium": 1.5, "hard": 0.3}[self.level]
        tries = {"easy": 3, "medium": 5, "hard": ACTION_TRIES}[self.level]
        # Rank the fixed-effect plays by how useful the die they create could be (relevance
        # against every face), and try only the most promising few in full.
        every = tuple(f"{c}{v}" for c in "WBR" for v in range(1, 7))
        rel = ev.relevance(view.tray + every)
        candidates = []
        for a in plays:
            kind = ACTION_CARDS[a.card]
            if kind in ("throw-back", "reroll-some"):
                if self.level == "hard" and a == self._odd_play(view, player, a, ev, rel):
                    candidates.append((-0.5, len(candidates), a))
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
        for _, _, a in candidates[:tries]:
            kind = ACTION_CARDS[a.card]
            if kind == "throw-back":
                value = self._throw_back_value(view, player, a)
            elif (trays := _outcomes(view.tray, a, self.rng)) is None:
                continue
            elif kind == "take-two":
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

    @staticmethod
    def _odd_play(view: State, player: int, a: Play, ev: Evaluator,
                  rel: dict[str, float]) -> Play | None:
        """The one throw-back or reroll-some worth trying: throw back a taken die the hand
        cannot use; cast again up to four tray dice that no card in hand can use."""
        if ACTION_CARDS[a.card] == "throw-back":
            useless = [d for d in sorted(set(view.taken[player]), key=die_key)
                       if ev.value(()) <= _without(ev, d)]
            return Play(a.card, (useless[0],)) if useless else None
        idle = [d for d in view.tray if d[0] != "R" and rel.get(d, 0) == 0][:4]
        return Play(a.card, sort_dice(idle)) if len(idle) >= 2 else None

    def _throw_back_value(self, view: State, player: int, a: Play) -> float:
        """Taken dice without the thrown one, and the die back in the tray with a new face."""
        own = a.dice[0]
        taken = list(view.taken[player])
        taken.remove(own)
        ev2 = Evaluator(_hand(view, player), tuple(taken))
        total = 0.0
        for _ in range(2):
            tray = sort_dice([*view.tray, f"{own[0]}{self.rng.randint(1, 6)}"])
            stop, scores = self.rate(view, player, tray, ev2)
            total += max([stop, *scores.values()])
        return total / 2

    def _take_two_value(self, view: State, player: int, ev: Evaluator) -> float:
        plans = ev.plans(view.tray, 2, self.beam)
        pairs = [v for s, v in plans.items() if len(s) == 2]
        return float(max(pairs)) - 0.5 if pairs else -1e9


def _without(ev: Evaluator, die: str) -> int:
    """The hand's value if one taken die were gone."""
    taken = list(ev.taken)
    taken.remove(die)
    return hand_total(ev.key, sort_dice(taken)) if ev.cards else \
        -sum(2 if d[0] == "R" else 1 for d in taken)


@lru_cache(maxsize=1 << 16)
def _card_progress(text: str, dice: tuple[str, ...]) -> float:
    """`_progress` shared across decisions, for sorted dice (the order does not matter)."""
    return _progress(parse_card(text), dice)


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
    if kind == "reroll-some":
        for d in a.dice:
            dice.remove(d)
        return [sort_dice(dice + [f"{d[0]}{rng.randint(1, 6)}" for d in a.dice]) for _ in range(2)]
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

EXPERT = SearchConfig(iterations=32, exploration=0.6, value="mix", scale=8.0, relative=True,
                      guided=True, guide_margin=0.03)


class RolloutBot(Bot):
    """The expert's rollout player: the hard bot without its action cards. Hard's picks (plans
    weighed by the chance their dice survive the others' picks) are what the expert's opponents
    play, and a better model than a greedy one-die player (tools.judge, 8 games: +2.5 margin
    points a game); the card plays are most of hard's thinking and rare, so rollouts skip them."""

    def __init__(self, seed: int) -> None:
        super().__init__("hard", seed)

    def _wants_card(self) -> bool:
        return False


EXPERT_HORIZON = 4  # player moves the rollouts look past the root before valuing the hands


def _horizon(state: State, root: State) -> bool:
    """Rollouts end with the round, or a few moves on: each rollout move costs a hard decision,
    and the hands' worth at that point (`_round_worth`) says much of the rest."""
    if state.round > root.round or state.phase in ("deal", "over"):
        return True
    moves = sum(len(t) for t in state.taken) + sum(state.passed)
    base = sum(len(t) for t in root.taken) + sum(root.passed)
    return moves - base >= EXPERT_HORIZON


EXPERT_REACH = 3  # more dice a seat still in the round is counted as able to get


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
            # The dice this seat may still get: its share of the tray among the seats still in.
            share = len(state.tray) // (1 + _others_in(state, q))
            reach = max(1, min(EXPERT_REACH, share))
            out.append(float(base + max(ev.plans(state.tray, reach, 3).values())))
    return out


# One player's points in a round: about 2.4 apart (one standard deviation) at every table
# size, from bot games. What the "race" value weighs a lead against.
ROUND_SPREAD = 2.4


def _spread_to_end(scores: Sequence[float], root: State) -> float:
    """How far a score may still move from where a rollout stops: the rest of this round
    (counted as half a round: the hands' worth already says much of it) and every later one."""
    after = total_rounds(root.num_players) - root.round - 1
    return ROUND_SPREAD * math.sqrt(max(0, after) + 0.5)


def _expert_candidates(judge: Bot) -> object:
    """Every die and the pass; but where the hard bot would play an action card, only that
    play. The greedy rollouts never play cards, so the search cannot weigh one: overruling
    hard's plays cost 14 points in 12 judged games (tools.judge)."""
    def candidates(state: State, seat: int, legal: list) -> list:
        # 0+5 (no task card, so nothing to score) is a legal first-edition split the search has
        # never weighed; it keeps to the splits it chose among before that one was listed.
        keep = [a for a in legal if not isinstance(a, Play) and a != Split(0)]
        if len(keep) < len(legal):
            pick = judge.choose(state, seat)
            if isinstance(pick, Play):
                return [pick]
        return keep
    return candidates


def make_expert(seed: int, config: SearchConfig = EXPERT) -> object:
    """ISMCTS over the rules (game/search): hard players without cards a few moves on, then the
    hands' worth; the hard bot names the one action card worth searching."""
    import game.take_it_dice as module
    from game.search import SearchBot, bot_policy

    return SearchBot(module, seed, config, policy=bot_policy(module, RolloutBot(seed ^ 0x5EED)),
                     stop=_horizon,
                     evaluate=_round_worth, candidates=_expert_candidates(Bot("hard", seed)),
                     spread=_spread_to_end,
                     guide=Bot("hard", seed ^ 0x6D1DE) if config.guided else None)


def make_bot(level: str, seed: int) -> object:
    """A bot of the given level ("easy", "medium", "hard", "expert") with its own seeded randomness."""
    if level == "expert":
        return make_expert(seed)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; choose easy, medium, hard or expert")
    return Bot(level, seed)


__all__ = ["LEVELS", "Bot", "make_bot", "play_options"]
