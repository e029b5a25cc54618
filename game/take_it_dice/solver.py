"""Exact scoring of a hand: which dice go on which combo cards for the best round result.

The rules (spec "Scoring a round"): a die serves one card at most, a card counts only when its dice
fit it exactly, every taken die left unused costs 1 minus chip, every red joker costs 1 and 2 if it
is left unused. The best assignment has the highest points - minus chips, and on a tie more points.

Why this is fast and still exact:
- A multiset of dice is one integer: 18 die types (W1..W6, B1..B6, R1..R6), 5 bits each, so taking
  a card's dice away is one subtraction, and a guard bit per field tells whether it fitted.
- Each card lists the dice multisets it accepts (jokers resolved to either colour). "More than"
  cards list only *minimal* sets (dropping any die would break them): every other die of that
  colour left over at the end can be laid on a completed "more than" card for free, which the
  leaf of the search counts. Any assignment can be rewritten this way, so nothing is lost.
- A depth-first search over the cards (complete it with one of its sets, or leave it) memoises on
  (card, dice left, which colours can be dumped).

Since red jokers cost 1 each whatever happens, minus = reds + unused dice, so maximising
points - unused (then points) is the same as the rule.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterable, Sequence

COLOURS = "WBR"
BITS = 5
FIELD = (1 << BITS) - 1
GUARD = sum(1 << (BITS * t + BITS - 1) for t in range(18))
DUMP_W, DUMP_B, DUMP_ALL = 1, 2, 4


def type_of(die: str) -> int:
    """W1..W6 -> 0..5, B1..B6 -> 6..11, R1..R6 -> 12..17."""
    return COLOURS.index(die[0]) * 6 + int(die[1]) - 1


def die_of(t: int) -> str:
    return f"{COLOURS[t // 6]}{t % 6 + 1}"


def encode(dice: Iterable[str]) -> int:
    code = 0
    for d in dice:
        code += 1 << (BITS * type_of(d))
    return code


def decode(code: int) -> list[str]:
    out = []
    for t in range(18):
        out.extend([die_of(t)] * ((code >> (BITS * t)) & FIELD))
    return out


def counts_of(code: int) -> list[int]:
    return [(code >> (BITS * t)) & FIELD for t in range(18)]


# ---------------------------------------------------------------- card specs


@dataclasses.dataclass(frozen=True)
class Spec:
    """A combo card read from its text. kind: exact, colours, more, fewer, sum."""

    kind: str
    text: str
    dice: tuple[tuple[str, int], ...] = ()   # exact: (colour or '*', value) per die
    white: int = 0                           # colours: how many white dice
    black: int = 0                           # colours: how many black dice
    colour: str = "*"                        # more / fewer / sum: 'W', 'B' or '*'
    count: int = 0                           # fewer: exactly this many dice
    limit: int = 0                           # more: total > limit; fewer: < limit; sum: == limit


_EXACT = re.compile(r"^[BW*][1-6]$")
_MORE = re.compile(r"^([BW*])>(\d{1,2})$")
_FEWER = re.compile(r"^([1-6])([BW*])<(\d{1,2})$")
_SUM = re.compile(r"^([BW]?)=(\d{1,2})$")


@functools.cache
def parse_card(text: str) -> Spec:
    """Read a combo card's notation (`B5 W1 *6`, `B B W`, `B>12`, `3*<9`, `=15`, `B=13`)."""
    tokens = text.split()
    if not tokens:
        raise ValueError("an empty card text")
    if all(_EXACT.match(t) for t in tokens):
        return Spec("exact", text, dice=tuple((t[0], int(t[1])) for t in tokens))
    if all(t in ("B", "W") for t in tokens):
        return Spec("colours", text, white=tokens.count("W"), black=tokens.count("B"))
    if len(tokens) == 1:
        t = tokens[0]
        if m := _MORE.match(t):
            return Spec("more", text, colour=m.group(1), limit=int(m.group(2)))
        if m := _FEWER.match(t):
            return Spec("fewer", text, colour=m.group(2), count=int(m.group(1)),
                        limit=int(m.group(3)))
        if m := _SUM.match(t):
            return Spec("sum", text, colour=m.group(1) or "*", limit=int(m.group(2)))
    raise ValueError(f"cannot read the combo card {text!r}")


def _class_types(colour: str) -> list[int]:
    """Die types that may serve as that colour (a red joker serves as either)."""
    reds = list(range(12, 18))
    if colour == "W":
        return list(range(0, 6)) + reds
    if colour == "B":
        return list(range(6, 12)) + reds
    return list(range(18))


def _submultisets(types: Sequence[int], avail: Sequence[int], max_size: int, max_sum: int,
                  min_sum: int = 0) -> list[tuple[int, int, int, int]]:
    """All sub-multisets of the given types within the size and sum bounds.

    Returns (code, size, total, smallest value) for each.
    """
    out: list[tuple[int, int, int, int]] = []
    types = [t for t in types if avail[t]]
    n = len(types)
    reach = [0] * (n + 1)  # the most the types from i on can still add
    for i in range(n - 1, -1, -1):
        reach[i] = reach[i + 1] + avail[types[i]] * (types[i] % 6 + 1)

    def walk(i: int, code: int, size: int, total: int, low: int) -> None:
        if total + reach[i] < min_sum:
            return
        if i == n:
            out.append((code, size, total, low))
            return
        t = types[i]
        v = t % 6 + 1
        step = 1 << (BITS * t)
        top = min(avail[t], max_size - size, (max_sum - total) // v)
        walk(i + 1, code, size, total, low)
        low = min(low, v)
        for c in range(1, top + 1):
            walk(i + 1, code + c * step, size + c, total + c * v, low)

    walk(0, 0, 0, 0, 99)
    return out


def _cover(code: int, need: int) -> bool:
    return ((need | GUARD) - code) & GUARD == GUARD


def usages(spec: Spec, avail: Sequence[int], max_size: int = 99) -> list[tuple[int, int]]:
    """Every dice multiset (code, size) within `avail` that completes the card (minimal for 'more')."""
    found: set[tuple[int, int]] = set()
    avail_code = sum(c << (BITS * t) for t, c in enumerate(avail))
    if spec.kind == "exact":
        options = []
        for colour, value in spec.dice:
            if colour == "*":
                options.append([value - 1, 6 + value - 1, 12 + value - 1])
            else:
                options.append([COLOURS.index(colour) * 6 + value - 1, 12 + value - 1])
        size = len(spec.dice)
        if size > max_size:
            return []

        def pick(i: int, code: int) -> None:
            if i == len(options):
                if _cover(code, avail_code):
                    found.add((code, size))
                return
            for t in options[i]:
                if avail[t]:
                    pick(i + 1, code + (1 << (BITS * t)))

        pick(0, 0)
    elif spec.kind == "colours":
        size = spec.white + spec.black
        if size > max_size:
            return []
        whites = _submultisets(range(0, 6), avail, spec.white, 99)
        blacks = _submultisets(range(6, 12), avail, spec.black, 99)
        reds: dict[int, list[int]] = {}
        for code, n, _, _ in _submultisets(range(12, 18), avail, size, 99):
            reds.setdefault(n, []).append(code)
        for wcode, wn, _, _ in whites:
            for bcode, bn, _, _ in blacks:
                for rcode in reds.get(size - wn - bn, ()):
                    found.add((wcode + bcode + rcode, size))
    elif spec.kind == "fewer":
        if spec.count > max_size:
            return []
        for code, n, total, _ in _submultisets(_class_types(spec.colour), avail, spec.count,
                                               spec.limit - 1):
            if n == spec.count and total < spec.limit:
                found.add((code, n))
    elif spec.kind == "more":
        for code, n, total, low in _submultisets(_class_types(spec.colour), avail, max_size,
                                                 spec.limit + 6, spec.limit + 1):
            if total > spec.limit and total - low <= spec.limit:
                found.add((code, n))
    elif spec.kind == "sum":
        for code, n, total, _ in _submultisets(_class_types(spec.colour), avail, max_size,
                                               spec.limit, spec.limit):
            if total == spec.limit and n:
                found.add((code, n))
    return sorted(found)


@functools.cache
def _types_of(text: str) -> tuple[int, ...]:
    """The die types a card's sets can hold: its usages depend on the counts of these alone."""
    spec = parse_card(text)
    if spec.kind == "exact":
        types: set[int] = set()
        for colour, value in spec.dice:
            types.update(range(value - 1, 18, 6) if colour == "*"
                         else (COLOURS.index(colour) * 6 + value - 1, 12 + value - 1))
        return tuple(sorted(types))
    return tuple(range(18)) if spec.kind == "colours" else tuple(_class_types(spec.colour))


@functools.lru_cache(maxsize=1 << 15)
def _usages_of(text: str, counts: tuple[int, ...]) -> list[tuple[int, int]]:
    """`usages` keyed by the counts of the card's own die types: hands in a search differ in a
    die or two, so most cards ask the same question again."""
    avail = [0] * 18
    for t, c in zip(_types_of(text), counts, strict=True):
        avail[t] = c
    return usages(parse_card(text), avail)


def _dump_flag(spec: Spec) -> int:
    if spec.kind != "more":
        return 0
    return {"W": DUMP_W, "B": DUMP_B, "*": DUMP_ALL}[spec.colour]


def _dumpable(t: int, flags: int) -> bool:
    if flags & DUMP_ALL:
        return True
    colour = t // 6
    return bool((colour == 0 and flags & DUMP_W) or (colour == 1 and flags & DUMP_B)
                or (colour == 2 and flags & (DUMP_W | DUMP_B)))


def _keep_mask(flags: int) -> int:
    """Fields of the die types that stay unused (cost a chip) under these dump flags."""
    return sum(FIELD << (BITS * t) for t in range(18) if not _dumpable(t, flags))


def _class_mask(colour: str) -> int:
    return sum(FIELD << (BITS * t) for t in _class_types(colour))


_VALUE_MASK = [0] + [sum(FIELD << (BITS * (c * 6 + v - 1)) for c in range(3)) for v in range(1, 7)]
_CLASS_ONLY = [sum(FIELD << (BITS * (c * 6 + k)) for k in range(6)) for c in range(3)]

# A packed count's fields add up to the packed value mod 31 (32 = 1 mod 31; at most 20 dice).
_KEEP_MASK = [_keep_mask(f) for f in range(8)]


# ---------------------------------------------------------------- the public result


@dataclasses.dataclass(frozen=True)
class Placement:
    """One completed card and the dice laid on it."""

    index: int            # position of the card in the `cards` argument
    text: str
    points: int
    dice: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Assignment:
    """The best way to lay a player's dice on their combo cards."""

    placements: tuple[Placement, ...]
    unused: tuple[str, ...]     # dice on no card
    reds: int                   # red jokers taken (each costs 1, unused ones 1 more)
    points: int
    minus: int

    @property
    def total(self) -> int:
        return self.points - self.minus

    def minus_reasons(self) -> tuple[tuple[str, int], ...]:
        """(reason, chips) lines: unused dice, jokers used, jokers unused."""
        used_reds = sum(1 for p in self.placements for d in p.dice if d[0] == "R")
        unused_reds = sum(1 for d in self.unused if d[0] == "R")
        unused_plain = len(self.unused) - unused_reds
        out = []
        if unused_plain:
            out.append(("unused dice", unused_plain))
        if used_reds:
            out.append(("red jokers used", used_reds))
        if unused_reds:
            out.append(("red jokers unused", 2 * unused_reds))
        return tuple(out)


class _Search:
    """The depth-first search over one hand's cards for one multiset of dice.

    Values are 65 x points - 64 x unused dice: the points first, and more points on a tie.
    """

    def __init__(self, cards: Sequence[tuple[str, int]], full: int) -> None:
        avail = counts_of(full)
        specs = [parse_card(text) for text, _ in cards]
        lists = [_usages_of(text, tuple(avail[t] for t in _types_of(text)))
                 for text, _ in cards]
        # Search order: cards with the most sets first (later levels see many leftovers but try
        # few sets each, and the memo catches repeats). The tail is solved without enumerating
        # sets: "colours" cards need only counts of white, black and red dice, so they all go to
        # the tail; without them, the last "more than" card (it takes every leftover die of its
        # colour) or else the last card (the biggest set that fits) forms the tail.
        live = [i for i in range(len(cards)) if lists[i]]
        colour_cards = [i for i in live if specs[i].kind == "colours"]
        rest = sorted((i for i in live if specs[i].kind != "colours"),
                      key=lambda i: (specs[i].kind == "more", -len(lists[i])))
        if colour_cards:
            self.tail_kind, order = "colours", rest + colour_cards
            self.m = len(rest)
        elif rest:
            self.tail_kind, order = ("more" if specs[rest[-1]].kind == "more" else "one"), rest
            self.m = len(rest) - 1
        else:
            self.tail_kind, order, self.m = "none", [], 0
        self.cards, self.specs, self.order = cards, specs, order
        self.pts = [cards[i][1] for i in order]
        self.uses = [[code for code, _ in lists[i]] for i in order]
        self.flags_of = [_dump_flag(specs[i]) for i in order]
        self.memo: dict[tuple[int, int, int], int] = {}
        if self.tail_kind == "colours":
            groups = []  # (white needed, black needed, gain, indices into order)
            k = len(colour_cards)
            for mask in range(1, 1 << k):
                chosen = [self.m + j for j in range(k) if mask >> j & 1]
                groups.append((sum(specs[order[j]].white for j in chosen),
                               sum(specs[order[j]].black for j in chosen),
                               sum(self.pts[j] for j in chosen) * 65, tuple(chosen)))
            groups.sort(key=lambda g: -g[2])
            self.groups = groups
        elif self.tail_kind in ("more", "one"):
            self.tail = specs[order[-1]]
            self.tail_gain = self.pts[-1] * 65
            self.tail_sizes = dict(lists[order[-1]])
            self.tail_uses = sorted(self.uses[-1], key=lambda c: -self.tail_sizes[c])
            self.tail_class = _class_mask(self.tail.colour)
            self.tail_by_value = [self.tail_class & _VALUE_MASK[v] for v in range(1, 7)]

    def colours_tail(self, rem: int, flags: int) -> tuple[int, tuple[int, ...], int, int]:
        """Best subset of the colours cards: (value, cards, white dice used, black dice used)."""
        base = -64 * ((rem & _KEEP_MASK[flags]) % 31)
        w = (rem & _CLASS_ONLY[0]) % 31
        b = (rem & _CLASS_ONLY[1]) % 31
        r = (rem & _CLASS_ONLY[2]) % 31
        # Plain dice fill their own colour first; a die saves a chip only if not dumpable.
        w_counts = not _dumpable(0, flags)
        b_counts = not _dumpable(6, flags)
        r_counts = not _dumpable(12, flags)
        best_v, best_g, best_w, best_b = base, (), 0, 0
        for need_w, need_b, gain, chosen in self.groups:
            if gain + 64 * (need_w + need_b) + base <= best_v:
                break
            uw, ub = min(need_w, w), min(need_b, b)
            short = need_w - uw + need_b - ub
            if short > r:
                continue
            v = base + gain + 64 * (uw * w_counts + ub * b_counts + short * r_counts)
            if v > best_v:
                best_v, best_g, best_w, best_b = v, chosen, uw, ub
        return best_v, best_g, best_w, best_b

    def last(self, rem: int, flags: int) -> int:
        """The tail: leave it, or complete it in the best way that fits."""
        if self.tail_kind == "colours":
            return self.colours_tail(rem, flags)[0]
        skip = -64 * ((rem & _KEEP_MASK[flags]) % 31)
        if self.tail_kind == "none":
            return skip
        if self.tail_kind == "more":
            # It takes every leftover die of its colour: more only helps, nothing comes after.
            total = sum(v * ((rem & self.tail_by_value[v - 1]) % 31) for v in range(1, 7))
            if total <= self.tail.limit:
                return skip
            left = rem - (rem & self.tail_class)
            return max(skip, self.tail_gain
                       - 64 * ((left & _KEEP_MASK[flags | self.flags_of[-1]]) % 31))
        # No "more than" card anywhere (they sort last), so flags == 0 and every used die
        # saves exactly one chip: the biggest set that fits is best.
        remg = rem | GUARD
        for code in self.tail_uses:
            if (remg - code) & GUARD == GUARD:
                return skip + self.tail_gain + 64 * self.tail_sizes[code]
        return skip

    def best(self, i: int, rem: int, flags: int) -> int:
        if i == self.m:
            return self.last(rem, flags)
        key = (i, rem, flags)
        got = self.memo.get(key)
        if got is not None:
            return got
        got = self.best(i + 1, rem, flags)
        gain = self.pts[i] * 65  # +points to the score and to the tie-break
        nflags = flags | self.flags_of[i]
        remg = rem | GUARD
        for code in self.uses[i]:
            if (remg - code) & GUARD == GUARD:
                v = gain + self.best(i + 1, rem - code, nflags)
                if v > got:
                    got = v
        self.memo[key] = got
        return got


def best_total(cards: Sequence[tuple[str, int]], dice: Sequence[str]) -> int:
    """Only the best assignment's total (points - minus chips): the bots ask this thousands
    of times a decision and never need the placements."""
    full = encode(dice)
    value = _Search(cards, full).best(0, full, 0)
    # value = 65 P - 64 U = 64 (P - U) + P with 0 <= P < 64 points in any hand.
    reds = (full & _CLASS_ONLY[2]) % 31
    return value // 64 - reds


def best_assignment(cards: Sequence[tuple[str, int]], dice: Sequence[str]) -> Assignment:
    """The best legal assignment of `dice` ("W5", "R2", ...) to `cards` ((text, points) pairs)."""
    dice = list(dice)
    full = encode(dice)
    search = _Search(cards, full)
    best, last, order, pts = search.best, search.last, search.order, search.pts
    uses, flags_of, m = search.uses, search.flags_of, search.m
    best(0, full, 0)
    # Walk the memo again to recover the chosen sets.
    chosen: list[tuple[int, int]] = []
    rem, flags = full, 0
    for i in range(m):
        target = best(i, rem, flags)
        if best(i + 1, rem, flags) == target:
            continue
        gain = pts[i] * 65
        remg = rem | GUARD
        for code in uses[i]:
            if (remg - code) & GUARD == GUARD and gain + best(i + 1, rem - code,
                                                              flags | flags_of[i]) == target:
                chosen.append((i, code))
                rem -= code
                flags |= flags_of[i]
                break
    target = last(rem, flags)
    if search.tail_kind == "colours":
        _, picked, uw, ub = search.colours_tail(rem, flags)
        pool_w = [d for d in decode(rem) if d[0] == "W"][:uw]
        pool_b = [d for d in decode(rem) if d[0] == "B"][:ub]
        pool_r = [d for d in decode(rem) if d[0] == "R"]
        for j in picked:
            spec = search.specs[order[j]]
            got_w = [pool_w.pop() for _ in range(min(spec.white, len(pool_w)))]
            got_b = [pool_b.pop() for _ in range(min(spec.black, len(pool_b)))]
            need_r = spec.white + spec.black - len(got_w) - len(got_b)
            got_r = [pool_r.pop() for _ in range(need_r)]
            code = encode(got_w + got_b + got_r)
            chosen.append((j, code))
            rem -= code
    elif search.tail_kind in ("more", "one") and target != -64 * ((rem & _KEEP_MASK[flags]) % 31):
        j = len(order) - 1
        remg = rem | GUARD
        for code in search.tail_uses:
            if (remg - code) & GUARD == GUARD and search.tail_gain - 64 * (
                    ((rem - code) & _KEEP_MASK[flags | flags_of[j]]) % 31) == target:
                chosen.append((j, code))
                rem -= code
                flags |= flags_of[j]
                break
        else:
            raise AssertionError("the tail's best set was not found again")
    laid: dict[int, list[str]] = {i: decode(code) for i, code in chosen}
    unused: list[str] = []
    for d in decode(rem):
        t = type_of(d)
        home = None
        if _dumpable(t, flags):
            for i, _ in chosen:
                f = flags_of[i]
                if f and _dumpable(t, f):
                    home = i
                    break
        if home is None:
            unused.append(d)
        else:
            laid[home].append(d)
    cards = search.cards
    placements = tuple(sorted(
        (Placement(order[i], cards[order[i]][0], pts[i], tuple(laid[i])) for i, _ in chosen),
        key=lambda p: p.index))
    points = sum(p.points for p in placements)
    reds = sum(1 for d in dice if d[0] == "R")
    unused_reds = sum(1 for d in unused if d[0] == "R")
    minus = (len(unused) - unused_reds) + reds + unused_reds
    return Assignment(placements, tuple(unused), reds, points, minus)
