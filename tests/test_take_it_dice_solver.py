"""best_assignment: exact (against brute force), the scoring rules, and fast."""

from __future__ import annotations

import itertools
import random
import re
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from game.take_it_dice import best_assignment
from game.take_it_dice.cards import COMBO_CARDS
from game.take_it_dice.solver import best_total

# ---------------------------------------------------------------- an independent brute force


def _in_class(die: str, colour: str) -> bool:
    return colour == "*" or die[0] == colour or die[0] == "R"


def card_ok(text: str, dice: tuple[str, ...]) -> bool:
    """Do exactly these dice complete the card? Written from the spec, independent of the solver."""
    if not dice:
        return False
    values = [int(d[1]) for d in dice]
    tokens = text.split()
    if all(re.fullmatch(r"[BW*][1-6]", t) for t in tokens):
        if len(dice) != len(tokens):
            return False
        return any(all(_in_class(d, t[0]) and d[1] == t[1] for d, t in zip(perm, tokens, strict=False))
                   for perm in itertools.permutations(dice))
    if all(t in ("B", "W") for t in tokens):
        whites = sum(d[0] == "W" for d in dice)
        blacks = sum(d[0] == "B" for d in dice)
        return len(dice) == len(tokens) and whites <= tokens.count("W") and \
            blacks <= tokens.count("B")
    (t,) = tokens
    if m := re.fullmatch(r"([BW*])>(\d+)", t):
        return all(_in_class(d, m.group(1)) for d in dice) and sum(values) > int(m.group(2))
    if m := re.fullmatch(r"(\d)([BW*])<(\d+)", t):
        return len(dice) == int(m.group(1)) and all(_in_class(d, m.group(2)) for d in dice) \
            and sum(values) < int(m.group(3))
    m = re.fullmatch(r"([BW]?)=(\d+)", t)
    assert m, text
    return all(_in_class(d, m.group(1) or "*") for d in dice) and sum(values) == int(m.group(2))


def brute(cards: list[tuple[str, int]], dice: list[str]) -> tuple[int, int]:
    """(total, points) of the best assignment by trying every die on every card or none."""
    best: tuple[int, int] | None = None
    for where in itertools.product(range(len(cards) + 1), repeat=len(dice)):
        pts = 0
        minus = 0
        for i, (text, p) in enumerate(cards):
            on = tuple(d for d, w in zip(dice, where, strict=False) if w == i + 1)
            if on:
                if not card_ok(text, on):
                    break
                pts += p
        else:
            for d, w in zip(dice, where, strict=False):
                if d[0] == "R":
                    minus += 1 if w else 2
                elif not w:
                    minus += 1
            key = (pts - minus, pts)
            if best is None or key > best:
                best = key
    assert best is not None
    return best


TEXTS = [*sorted({t for t, _ in COMBO_CARDS.values()}), "B>5", "W>4", "*>7", "=6", "B=5", "W=4", "2*<6", "W W", "B W"]
die_st = st.builds(lambda c, v: f"{c}{v}", st.sampled_from("WWWBBBR"), st.integers(1, 6))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(TEXTS), st.integers(1, 5)), min_size=1, max_size=3),
       st.lists(die_st, min_size=0, max_size=6))
def test_matches_brute_force(cards: list[tuple[str, int]], dice: list[str]) -> None:
    got = best_assignment(cards, dice)
    assert (got.total, got.points) == brute(cards, dice)
    assert best_total(cards, dice) == got.total  # the bots' total-only path agrees
    # The reported placements are real: each card's dice fit it and every die is accounted for.
    laid = [d for p in got.placements for d in p.dice]
    assert sorted(laid + list(got.unused)) == sorted(dice)
    for p in got.placements:
        assert card_ok(p.text, p.dice)
        assert cards[p.index] == (p.text, p.points)


def test_matches_brute_force_on_seeded_hands_with_more_dice() -> None:
    rng = random.Random(5)
    small = ["B>5", "*>9", "=7", "W=5", "2*<5", "B W", "W W B", "B2 *3", "W1 *1", "3*<8"]
    for _ in range(25):
        cards = [(rng.choice(small), rng.randint(1, 5)) for _ in range(3)]
        dice = [rng.choice("WWBBR") + str(rng.randint(1, 4)) for _ in range(7)]
        got = best_assignment(cards, dice)
        assert (got.total, got.points) == brute(cards, dice), (cards, dice)
        assert best_total(cards, dice) == got.total, (cards, dice)


def test_rulebook_example() -> None:
    # White 3 and white 2 complete W3 W2 (3 points); the black 2 fits nothing: 1 minus chip.
    got = best_assignment([("W3 W2", 3), ("B3 W4", 3)], ["W3", "W2", "B2"])
    assert got.points == 3 and got.minus == 1 and got.total == 2
    assert got.placements[0].text == "W3 W2" and sorted(got.placements[0].dice) == ["W2", "W3"]
    assert got.unused == ("B2",)


def test_red_joker_serves_as_either_colour_and_costs() -> None:
    used = best_assignment([("B3 W4", 3)], ["R3", "W4"])
    assert (used.points, used.minus) == (3, 1)  # a used joker costs 1
    assert used.minus_reasons() == (("red jokers used", 1),)
    as_white = best_assignment([("B3 W4", 3)], ["B3", "R4"])
    assert as_white.points == 3
    unused = best_assignment([("B3 W4", 3)], ["R6"])
    assert (unused.points, unused.minus) == (0, 2)  # an unused joker costs 2


def test_a_die_serves_one_card_only() -> None:
    got = best_assignment([("B5 W1 *6", 2), ("*6 *6", 4)], ["B5", "W1", "B6"])
    assert got.points == 2 and got.minus == 0
    got = best_assignment([("B5 W1 *6", 2), ("*6 *6", 4)], ["B5", "W1", "B6", "W6"])
    assert got.points == 4 and got.minus == 2  # the 6-6 card is worth more than the rest


def test_card_kinds() -> None:
    # more than: any number of dice of the colour, total above the limit; extras ride along.
    got = best_assignment([("B>12", 2)], ["B6", "B6", "B1", "B1"])
    assert (got.points, got.minus) == (2, 0)
    assert best_assignment([("B>12", 2)], ["B6", "B6"]).points == 0  # 12 is not more than 12
    assert best_assignment([("B>12", 2)], ["B6", "B6", "B1", "W6"]).minus == 1
    # fewer than: exactly that many dice
    assert best_assignment([("2B<5", 2)], ["B1", "B2"]).points == 2
    assert best_assignment([("2B<5", 2)], ["B1", "B1", "B1"]).minus == 1
    assert best_assignment([("2B<5", 2)], ["B2", "B3"]).points == 0
    # exact sum, colours
    assert best_assignment([("=15", 3)], ["W5", "B5", "B4", "W1"]).total == 3
    assert best_assignment([("B=13", 3)], ["W5", "B5", "B4", "W4"]).points == 0
    assert best_assignment([("B B W", 2)], ["B1", "B6", "W3"]).points == 2
    assert best_assignment([("B B W", 2)], ["B1", "W6", "W3"]).points == 0
    # a card the player cannot complete is worth nothing, even if it costs more to skip
    got = best_assignment([("W W W W", 1)], ["W1", "W2", "W3", "W4", "W5"])
    assert (got.points, got.minus, got.total) == (1, 1, 0)


def test_tie_prefers_more_points() -> None:
    # Leaving "W1 B1" (1 point) and both dice: 0 - 2 = -2. Completing it: 1 - 0 = 1.
    # "*>3" (3 points) with the same two dice... cannot (1 + 1 = 2). With W1 B3: both cards
    # can take both dice, totals 1 + 0 vs 3 + 0: the 3-point card wins.
    got = best_assignment([("W1 *3", 1), ("*>3", 3)], ["W1", "B3"])
    assert (got.total, got.points) == (3, 3)
    # Equal totals: 2 points - 0 minus versus 4 points - 2 minus: the rule picks more points.
    cards = [("W1 B1", 2), ("*1 *1 *1 *1", 4)]
    got = best_assignment(cards, ["W1", "B1", "R1", "R1"])
    assert (got.total, got.points) == brute(cards, ["W1", "B1", "R1", "R1"])
    assert got.points == 4


def test_fast_on_five_cards_and_twelve_dice() -> None:
    rng = random.Random(11)
    ids = sorted(COMBO_CARDS)
    bag = ["W"] * 9 + ["B"] * 9 + ["R"] * 2
    times = []
    for _ in range(60):
        cards = [COMBO_CARDS[c] for c in rng.sample(ids, 5)]
        dice = [c + str(rng.randint(1, 6)) for c in rng.sample(bag, 12)]
        start = time.perf_counter()
        best_assignment(cards, dice)
        times.append(time.perf_counter() - start)
    times.sort()
    assert times[len(times) // 2] < 0.010


def test_total_only_path_on_full_hands() -> None:
    """Real five-card hands with many dice, jokers and "more than" cards: the same total."""
    rng = random.Random(12)
    ids = sorted(COMBO_CARDS)
    bag = ["W"] * 9 + ["B"] * 9 + ["R"] * 4
    for _ in range(200):
        cards = [COMBO_CARDS[c] for c in rng.sample(ids, rng.randint(1, 6))]
        dice = [c + str(rng.randint(1, 6)) for c in rng.sample(bag, rng.randint(0, 14))]
        assert best_total(cards, dice) == best_assignment(cards, dice).total, (cards, dice)
