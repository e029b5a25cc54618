"""The rules of Take It or Leave It (dice): new game, who acts, legal moves, chance, apply.

Flow of a round: "deal" (chance refills hands) -> "cast" (chance casts every die) -> "turn"
(from the starter clockwise: take a die or pass, maybe after one action card; a card that casts
dice again leads to a "roll" chance node) -> scoring when the tray is empty or all have passed ->
"discard" (each player in turn discards one card or keeps) -> next round, or "over".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from game.core import CHANCE, IllegalAction, Rng, Step
from game.evolve import evolve
from game.take_it_dice import events as ev
from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS, FIX_COST, combo_points
from game.take_it_dice.solver import best_assignment
from game.take_it_dice.state import (
    DICE_BY_PLAYERS,
    Cast,
    Deal,
    Discard,
    Keep,
    Options,
    Pass,
    Pending,
    Phase,
    Play,
    Roll,
    Split,
    State,
    Stop,
    Take,
    die_key,
    sort_dice,
    total_rounds,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 5
ROLL_LIST_LIMIT = 3  # list the outcomes of a roll of at most this many dice (6**3 = 216)


# The first edition's own hand of five, by its task cards (4 means 4 task + 1 action card).
FIRST_EDITION_SPLITS: tuple[int, ...] = (4, 5, 3, 2, 1, 0)

def _seat(p: int) -> str:
    return f"player {p + 1}"


def _is_die(text: str) -> bool:
    return len(text) == 2 and text[0] in "WBR" and text[1] in "123456"


def _replace(tup: tuple, index: int, value: object) -> tuple:
    return (*tup[:index], value, *tup[index + 1:])


def _remove_die(dice: tuple[str, ...], die: str) -> tuple[str, ...]:
    i = dice.index(die)
    return dice[:i] + dice[i + 1:]


def _add_dice(dice: tuple[str, ...], more: Iterable[str]) -> tuple[str, ...]:
    return sort_dice(list(dice) + list(more))


def _contains(pool: tuple[str, ...], dice: Iterable[str]) -> bool:
    have = Counter(pool)
    need = Counter(dice)
    return all(have[d] >= n for d, n in need.items())


# ---------------------------------------------------------------- setting up


def new_game(num_players: int, options: Options | None = None) -> State:
    """A fresh game: every card in its draw pile, nothing dealt yet (the deal is chance's move)."""
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise IllegalAction(f"Take It or Leave It is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                            f"not {num_players}")
    options = options or Options()
    n = num_players
    # Setup offers seats 1-5 whatever the player count; a seat beyond the table wraps round.
    first = (options.first_player - 1) % n
    phase = Phase.SPLIT if options.edition == "first" else Phase.DEAL
    return State(
        num_players=n, options=options, phase=phase, round=0, starter=first, turn=first,
        splits=((options.combo_hand, options.action_hand),) * n,
        combo_hands=(frozenset(),) * n, action_hands=(frozenset(),) * n,
        hand_sizes=((0, 0),) * n,
        combo_draw=frozenset(COMBO_CARDS), action_draw=frozenset(ACTION_CARDS),
        combo_draw_size=len(COMBO_CARDS), action_draw_size=len(ACTION_CARDS),
        combo_discard=frozenset(), action_discard=frozenset(),
        tray=(), taken=((),) * n, passed=(False,) * n, played=(0,) * n,
        turn_played=False, second_take=False, take_two=False, pending=None,
        score_piles=((),) * n, minus=(0,) * n, round_totals=(),
    )


def dice_in_play(num_players: int) -> tuple[int, int, int]:
    """(white, black, red) dice used with this many players."""
    return DICE_BY_PLAYERS[num_players]


# ---------------------------------------------------------------- who acts, what is legal


def first_edition(state: State) -> bool:
    return state.options.edition == "first"


def seat_split(state: State, player: int) -> tuple[int, int]:
    """The (combo, action) hand this seat refills to: its own choice in the first edition."""
    if state.splits:
        return state.splits[player]
    return (state.options.combo_hand, state.options.action_hand)


def round_starter(state: State, round_no: int) -> int:
    """Who starts a round: the chosen first player, then clockwise."""
    return (state.options.first_player - 1 + round_no) % state.num_players


def to_act(state: State) -> tuple[int, ...]:
    if state.phase in ("deal", "cast", "roll"):
        return (CHANCE,)
    if state.phase in ("turn", "discard", "split"):
        return (state.turn,)
    return ()


def is_over(state: State) -> bool:
    return state.phase == "over"


def _may_play(state: State, player: int) -> bool:
    """Combo edition: a few cards a round (option); first edition: one before each take."""
    if state.turn_played or state.second_take:
        return False
    return first_edition(state) or state.played[player] < state.options.action_cards_per_round


def play_options(state: State, player: int, card: str) -> list[Play]:
    """Every legal way to play one action card now (empty if it does nothing useful here)."""
    kind = ACTION_CARDS[card]
    tray = state.tray
    whites = sorted({d for d in tray if d[0] == "W"}, key=die_key)
    blacks = sorted({d for d in tray if d[0] == "B"}, key=die_key)
    out: list[Play] = []
    if kind == "reroll-black":
        if blacks:
            out.append(Play(card))
    elif kind == "reroll-red":
        if any(d[0] == "R" for d in tray):
            out.append(Play(card))
    elif kind == "take-two":
        out.append(Play(card))
    elif kind == "reroll-some":
        plain = [d for d in tray if d[0] != "R"]
        kinds = sorted(set(plain), key=die_key)
        have = Counter(plain)
        found: list[tuple[str, ...]] = []

        def grow(i: int, chosen: list[str]) -> None:
            if chosen:
                found.append(tuple(chosen))
            if len(chosen) == 4:
                return
            for j in range(i, len(kinds)):
                d = kinds[j]
                if chosen.count(d) < have[d]:
                    grow(j, [*chosen, d])

        grow(0, [])
        out.extend(Play(card, dice) for dice in found)
    elif kind == "fix-black":
        for d in blacks:
            out.extend(Play(card, (d,), to=f) for f in range(1, 7) if f != int(d[1]))
    elif kind == "nudge-white":
        for d in whites:
            v = int(d[1])
            out.extend(Play(card, (d,), to=f) for f in (v - 2, v + 2) if 1 <= f <= 6)
    elif kind == "swap":
        for w in whites:
            for b in blacks:
                if w[1] != b[1]:
                    out.append(Play(card, (w, b)))
    elif kind == "throw-back":
        targets = ["", *sorted(set(tray), key=die_key)]
        for own in sorted(set(state.taken[player]), key=die_key):
            out.extend(Play(card, (own,), at=t) for t in targets)
    return out


def legal_actions(state: State, player: int) -> list:
    if state.phase not in ("turn", "discard", "split") or player != state.turn:
        return []
    if state.phase == "split":
        # Every split of five the first edition allows, 0+5 (no task cards) included: the core
        # accepts it, so bots, hints and phones must be able to choose it too.
        return [Split(combo) for combo in FIRST_EDITION_SPLITS]
    hand = state.action_hands[player]
    if state.phase == "discard":
        combos = sorted(state.combo_hands[player] or ())
        actions = sorted(hand or ())
        return [Keep()] + [Discard(c) for c in combos + actions]
    out: list = [Take(d) for d in sorted(set(state.tray), key=die_key)]
    if state.second_take:
        return [*out, Stop()]  # take-two allows a second die in both editions: stopping is not passing
    out.append(Pass())
    if _may_play(state, player):
        for card in sorted(hand or ()):
            out.extend(play_options(state, player, card))
    return out


# ---------------------------------------------------------------- checking an action


def _check_play(state: State, player: int, a: Play) -> None:
    hand = state.action_hands[player] or frozenset()
    if a.card not in ACTION_CARDS:
        raise IllegalAction(f"there is no action card {a.card}", "not_a_move")
    if a.card not in hand:
        raise IllegalAction(f"action card {a.card} is not in your hand", "card_not_held")
    if state.second_take:
        raise IllegalAction("you must take your second die now", "take_second")
    if state.turn_played:
        raise IllegalAction("you have already played an action card this turn", "card_played")
    if not first_edition(state) and state.played[player] >= state.options.action_cards_per_round:
        n = state.options.action_cards_per_round
        raise IllegalAction(f"you may play only {n} action card{'s' if n != 1 else ''} a round", "card_limit", n=n)
    kind = ACTION_CARDS[a.card]
    tray = state.tray
    for d in a.dice:
        if not _is_die(d):
            raise IllegalAction(f"{d!r} is not a die (write e.g. W5, B2, R4)", "not_a_move")
    if a.at and not _is_die(a.at):
        raise IllegalAction(f"{a.at!r} is not a die (write e.g. W5, B2, R4)", "not_a_move")
    bare = not a.dice and not a.to and not a.at
    if kind in ("reroll-black", "reroll-red", "take-two"):
        if not bare:
            raise IllegalAction(f"{a.card} ({kind}) takes no arguments", "not_a_move")
        if kind == "reroll-black" and not any(d[0] == "B" for d in tray):
            raise IllegalAction("there is no black die in the tray to cast again", "no_black",
                                theme=state.options.theme)
        if kind == "reroll-red" and not any(d[0] == "R" for d in tray):
            raise IllegalAction("there is no red die in the tray to cast again", "no_red")
        return
    if kind == "reroll-some":
        if a.to or a.at or not 1 <= len(a.dice) <= 4:
            raise IllegalAction(f"{a.card} casts one to four white or black dice of the tray again", "reroll_count",
                                theme=state.options.theme)
        if any(d[0] == "R" for d in a.dice):
            raise IllegalAction("this card casts only white and black dice again", "reroll_no_red",
                                theme=state.options.theme)
        if tuple(a.dice) != sort_dice(a.dice):
            raise IllegalAction("name the dice in order: whites, then blacks, by value", "not_a_move")
        if not _contains(tray, a.dice):
            raise IllegalAction(f"the tray does not hold {' '.join(a.dice)}", "dice_gone")
        return
    if kind in ("fix-black", "nudge-white"):
        colour = "B" if kind == "fix-black" else "W"
        if len(a.dice) != 1 or a.at or not a.to:
            raise IllegalAction(f"write it as: play {a.card} {colour}3 to 5", "not_a_move")
        d = a.dice[0]
        if d[0] != colour:
            raise IllegalAction(f"{a.card} changes a {'black' if colour == 'B' else 'white'} die",
                                "wrong_colour", colour=colour,
                                theme=state.options.theme)
        if d not in tray:
            raise IllegalAction(f"there is no {d} in the tray", "dice_gone")
        v = int(d[1])
        if kind == "fix-black" and not (1 <= a.to <= 6 and a.to != v):
            raise IllegalAction("turn the die to another face from 1 to 6", "fix_same")
        if kind == "nudge-white" and (abs(a.to - v) != 2 or not 1 <= a.to <= 6):
            raise IllegalAction("a nudge changes a white die by exactly 2, staying within 1 to 6", "nudge_two")
        return
    if kind == "swap":
        if len(a.dice) != 2 or a.to or a.at or a.dice[0][0] != "W" or a.dice[1][0] != "B":
            raise IllegalAction(f"write it as: play {a.card} W1 B6 (one white, one black)", "swap_pair",
                                theme=state.options.theme)
        if not _contains(tray, a.dice):
            raise IllegalAction(f"the tray does not hold {' '.join(a.dice)}", "dice_gone")
        if a.dice[0][1] == a.dice[1][1]:
            raise IllegalAction("those dice show the same number; swapping changes nothing", "swap_same")
        return
    if kind == "throw-back":
        if len(a.dice) != 1 or a.to:
            raise IllegalAction(f"write it as: play {a.card} W4 at B2 (or without a target)", "not_a_move")
        if a.dice[0] not in state.taken[player]:
            raise IllegalAction(f"you have not taken a {a.dice[0]} this round", "not_taken")
        if a.at and a.at not in tray:
            raise IllegalAction(f"there is no {a.at} in the tray to aim at", "dice_gone")
        return


def _check_deal(state: State, a: Deal) -> None:
    plan = deal_plan(state)
    if len(a.hands) != state.num_players:
        raise IllegalAction(f"a deal names the cards of all {state.num_players} seats")
    seen: set[str] = set()
    dealt = {"combo": set(), "action": set()}
    for p, cards in enumerate(a.hands):
        combos = [c for c in cards if c in COMBO_CARDS]
        actions = [c for c in cards if c in ACTION_CARDS]
        if len(combos) + len(actions) != len(cards):
            raise IllegalAction(f"{_seat(p)} was dealt a card that does not exist")
        if (len(combos), len(actions)) != plan["counts"][p]:
            nc, na = plan["counts"][p]
            raise IllegalAction(f"{_seat(p)} must be dealt {nc} combo and {na} action cards")
        for c in cards:
            if c in seen:
                raise IllegalAction(f"card {c} is dealt twice")
            seen.add(c)
        dealt["combo"].update(combos)
        dealt["action"].update(actions)
    for kind, draw, discard in (("combo", state.combo_draw, state.combo_discard),
                                ("action", state.action_draw, state.action_discard)):
        draw = draw or frozenset()
        if plan["rebuild"][kind]:
            if not draw <= dealt[kind]:
                raise IllegalAction(f"the {kind} draw pile must be dealt out before it is rebuilt")
            pool = draw | discard
        else:
            pool = draw
        extra = dealt[kind] - pool
        if extra:
            raise IllegalAction(f"card {min(extra)} is not in the {kind} draw pile")


def _check_chance(state: State, a: object) -> None:
    if state.phase == "deal":
        if not isinstance(a, Deal):
            raise IllegalAction("the cards must be dealt now")
        if state.combo_draw is None:
            raise IllegalAction("a player's view cannot deal: the draw piles are unseen")
        _check_deal(state, a)
    elif state.phase == "cast":
        if not isinstance(a, Cast):
            raise IllegalAction("the dice must be cast now")
        w, b, r = dice_in_play(state.num_players)
        if any(not _is_die(d) for d in a.dice):
            raise IllegalAction("a cast lists dice like W3 B5 R1")
        got = Counter(d[0] for d in a.dice)
        if (got["W"], got["B"], got["R"]) != (w, b, r):
            raise IllegalAction(f"a cast with {state.num_players} players has {w} white, "
                                f"{b} black and {r} red dice")
        if list(a.dice) != sorted(a.dice, key=lambda d: "WBR".index(d[0])):
            raise IllegalAction("a cast lists the white dice, then the black, then the red")
    elif state.phase == "roll":
        if not isinstance(a, Roll):
            raise IllegalAction("the dice of the action card must be cast now")
        old = state.pending.dice if state.pending else ()
        if len(a.dice) != len(old) or any(not _is_die(d) for d in a.dice):
            raise IllegalAction(f"this roll has {len(old)} dice: {' '.join(old)}")
        if any(n[0] != o[0] for n, o in zip(a.dice, old, strict=True)):
            raise IllegalAction(f"the rolled dice keep their colours: {' '.join(old)}")


def _texts(value: object) -> bool:
    return isinstance(value, tuple) and all(isinstance(v, str) for v in value)


def _well_formed(a: object) -> bool:
    """Every field has the type the notation makes (a hand-built action may not)."""
    if isinstance(a, (Cast, Roll)):
        return _texts(a.dice)
    if isinstance(a, Deal):
        return isinstance(a.hands, tuple) and all(_texts(h) for h in a.hands)
    if isinstance(a, Take):
        return isinstance(a.die, str)
    if isinstance(a, Discard):
        return isinstance(a.card, str)
    if isinstance(a, Play):
        return (isinstance(a.card, str) and _texts(a.dice) and isinstance(a.at, str)
                and isinstance(a.to, int) and not isinstance(a.to, bool))
    return True


def check(state: State, player: int, action: object) -> None:
    """Raise IllegalAction unless `player` may make `action` now; changes nothing."""
    if state.phase == "over":
        raise IllegalAction("the game is over", "game_over")
    if not isinstance(player, int) or isinstance(player, bool):
        raise IllegalAction("a player is a seat number", "no_player")
    if not _well_formed(action):
        raise IllegalAction(f"{type(action).__name__} is not written the way the notation writes it", "not_a_move")
    actors = to_act(state)
    if player == CHANCE:
        if actors != (CHANCE,):
            raise IllegalAction("it is a player's turn, not chance's")
        _check_chance(state, action)
        return
    if not 0 <= player < state.num_players:
        raise IllegalAction(f"there is no {_seat(player)} in a {state.num_players}-player game", "no_player")
    if actors == (CHANCE,):
        raise IllegalAction("wait: the cards or dice are not dealt or cast yet", "wait")
    if player != state.turn:
        raise IllegalAction(f"it is {_seat(state.turn)}'s turn, not {_seat(player)}'s", "not_your_turn",
                            seat=state.turn)
    if state.phase == "split":
        if not isinstance(action, Split):
            raise IllegalAction("first choose how many of your five cards are task cards", "split_first")
        if not 0 <= action.combo <= 5 or isinstance(action.combo, bool):
            raise IllegalAction("choose 0 to 5 task cards; the rest of the five are action cards", "split_range")
        return
    if isinstance(action, Split):
        raise IllegalAction("the hands were split at the start of the game", "split_done")
    if state.phase == "discard":
        if isinstance(action, Keep):
            return
        if isinstance(action, Discard):
            hand = (state.combo_hands[player] or frozenset()) | (state.action_hands[player]
                                                                 or frozenset())
            if action.card not in hand:
                raise IllegalAction(f"card {action.card} is not in your hand", "card_not_held")
            return
        raise IllegalAction("now discard one card or keep your hand", "discard_or_keep")
    if isinstance(action, Take):
        if action.die not in state.tray:
            raise IllegalAction(f"there is no {action.die} in the tray", "dice_gone")
        return
    if isinstance(action, Pass):
        if state.second_take:
            raise IllegalAction("take your second die or stop; you cannot pass now", "take_second")
        return
    if isinstance(action, Stop):
        if not state.second_take:
            raise IllegalAction("you can stop only after the first die of take-two", "stop_not_now")
        return
    if isinstance(action, Play):
        _check_play(state, player, action)
        return
    raise IllegalAction("now take a die, pass, or play an action card", "take_pass_or_play")


# ---------------------------------------------------------------- chance


def deal_plan(state: State) -> dict:
    """How many combo/action cards each seat gets, and whether a draw pile must be rebuilt.

    Seats are served from the round's starter clockwise; if a pile and its discards together
    run short, the last seats get fewer.
    """
    n = state.num_players
    need = [(max(0, seat_split(state, p)[0] - c), max(0, seat_split(state, p)[1] - a))
            for p, (c, a) in enumerate(state.hand_sizes)]
    counts = [[0, 0] for _ in range(n)]
    rebuild = {}
    for k, (kind, draw_size, discard) in enumerate((
            ("combo", state.combo_draw_size, state.combo_discard),
            ("action", state.action_draw_size, state.action_discard))):
        total = sum(x[k] for x in need)
        rebuild[kind] = total > draw_size and bool(discard)
        left = draw_size + (len(discard) if rebuild[kind] else 0)
        for i in range(n):
            p = (state.starter + i) % n
            give = min(need[p][k], left)
            counts[p][k] = give
            left -= give
    return {"counts": [tuple(c) for c in counts], "rebuild": rebuild}


def chance_outcomes(state: State) -> list[tuple[object, float]] | None:
    if state.phase == "deal":
        plan = deal_plan(state)
        if all(c == (0, 0) for c in plan["counts"]):
            return [(Deal(((),) * state.num_players), 1.0)]
        return None
    if state.phase == "roll" and state.pending is not None:
        old = state.pending.dice
        if len(old) > ROLL_LIST_LIMIT:
            return None
        combos: list[tuple[str, ...]] = [()]
        for d in old:
            combos = [(*c, f"{d[0]}{v}") for c in combos for v in range(1, 7)]
        p = 1.0 / len(combos)
        return [(Roll(c), p) for c in combos]
    if state.phase == "cast":
        return None
    return None


def sample_chance(state: State, rng: Rng) -> object:
    if state.phase == "deal":
        plan = deal_plan(state)
        hands: list[list[str]] = [[] for _ in range(state.num_players)]
        for k, (kind, draw, discard) in enumerate((
                ("combo", state.combo_draw, state.combo_discard),
                ("action", state.action_draw, state.action_discard))):
            if draw is None:
                raise IllegalAction("a player's view cannot deal: the draw piles are unseen")
            total = sum(c[k] for c in plan["counts"])
            if plan["rebuild"][kind]:
                cards = sorted(draw) + rng.sample(sorted(discard), total - len(draw))
            else:
                cards = rng.sample(sorted(draw), total)
            rng.shuffle(cards)
            for i in range(state.num_players):
                p = (state.starter + i) % state.num_players
                for _ in range(plan["counts"][p][k]):
                    hands[p].append(cards.pop())
        return Deal(tuple(tuple(sorted(h)) for h in hands))
    if state.phase == "cast":
        w, b, r = dice_in_play(state.num_players)
        return Cast(tuple(f"{c}{rng.randint(1, 6)}" for c, k in (("W", w), ("B", b), ("R", r))
                          for _ in range(k)))
    if state.phase == "roll" and state.pending is not None:
        return Roll(tuple(f"{d[0]}{rng.randint(1, 6)}" for d in state.pending.dice))
    raise IllegalAction("it is not chance's turn")


# ---------------------------------------------------------------- applying


def apply(state: State, player: int, action: object) -> Step:
    check(state, player, action)
    if isinstance(action, Deal):
        return _apply_deal(state, action)
    if isinstance(action, Cast):
        tray = sort_dice(action.dice)
        s = evolve(state, phase=Phase.TURN, tray=tray, turn=state.starter,
                   turn_played=False, second_take=False, take_two=False)
        return Step(s, (ev.DiceCast(state.starter, tuple(action.dice)),))
    if isinstance(action, Roll):
        pend = state.pending
        assert pend is not None
        s = evolve(state, phase=Phase.TURN, pending=None,
                   tray=_add_dice(state.tray, action.dice))
        changes = tuple(zip(pend.dice, action.dice, strict=True))
        return Step(s, (ev.DiceRerolled(pend.player, pend.card, pend.kind, changes),))
    if isinstance(action, Take):
        return _apply_take(state, player, action.die)
    if isinstance(action, Pass):
        s = evolve(state, passed=_replace(state.passed, player, True), take_two=False)
        return _after_turn(s, player, (ev.Passed(player),))
    if isinstance(action, Play):
        return _apply_play(state, player, action)
    if isinstance(action, (Discard, Keep)):
        return _apply_discard(state, player, action)
    if isinstance(action, Split):
        return _apply_split(state, player, action.combo)
    if isinstance(action, Stop):
        s = evolve(state, second_take=False, take_two=False)
        return _after_turn(s, player, (ev.StoppedAfterOne(player),))
    raise IllegalAction("that is not an action of this game")


def _apply_split(state: State, player: int, combo: int) -> Step:
    """First edition: this seat's own split; after the last seat, the first deal."""
    s = evolve(state, splits=_replace(state.splits, player, (combo, 5 - combo)))
    nxt = (player + 1) % state.num_players
    s = evolve(s, phase=Phase.DEAL, turn=state.starter) if nxt == state.starter \
        else evolve(s, turn=nxt)
    return Step(s, (ev.SplitChosen(player, combo, 5 - combo),))


def _apply_deal(state: State, action: Deal) -> Step:
    plan = deal_plan(state)
    events: list = []
    combo_draw, action_draw = state.combo_draw or frozenset(), state.action_draw or frozenset()
    combo_discard, action_discard = state.combo_discard, state.action_discard
    if plan["rebuild"]["combo"]:
        events.append(ev.DrawPileRebuilt("combo", len(combo_discard)))
        combo_draw, combo_discard = combo_draw | combo_discard, frozenset()
    if plan["rebuild"]["action"]:
        events.append(ev.DrawPileRebuilt("action", len(action_discard)))
        action_draw, action_discard = action_draw | action_discard, frozenset()
    combo_hands = list(state.combo_hands)
    action_hands = list(state.action_hands)
    for i in range(state.num_players):
        p = (state.starter + i) % state.num_players
        cards = action.hands[p]
        combos = tuple(c for c in cards if c in COMBO_CARDS)
        acts = tuple(c for c in cards if c in ACTION_CARDS)
        combo_hands[p] = combo_hands[p] | frozenset(combos)
        action_hands[p] = action_hands[p] | frozenset(acts)
        combo_draw -= frozenset(combos)
        action_draw -= frozenset(acts)
        events.append(ev.CardsDealt(p, combos, acts, len(combo_hands[p]), len(action_hands[p])))
    n = state.num_players
    s = evolve(
        state, phase=Phase.CAST, combo_hands=tuple(combo_hands), action_hands=tuple(action_hands),
        hand_sizes=tuple((len(c), len(a)) for c, a in zip(combo_hands, action_hands, strict=True)),
        combo_draw=combo_draw, action_draw=action_draw, combo_draw_size=len(combo_draw),
        action_draw_size=len(action_draw), combo_discard=combo_discard,
        action_discard=action_discard, tray=(), taken=((),) * n, passed=(False,) * n,
        played=(0,) * n, turn=state.starter)
    events.append(ev.RoundStarted(state.round, state.starter, total_rounds(n)))
    return Step(s, tuple(events))


def _apply_take(state: State, player: int, die: str) -> Step:
    tray = _remove_die(state.tray, die)
    taken = _replace(state.taken, player, _add_dice(state.taken[player], [die]))
    s = evolve(state, tray=tray, taken=taken)
    events = (ev.DieTaken(player, die, len(tray)),)
    if state.take_two and tray:
        s = evolve(s, take_two=False, second_take=True)
        return Step(s, events)
    return _after_turn(evolve(s, take_two=False, second_take=False), player, events)


def _after_turn(state: State, player: int, events: tuple) -> Step:
    """Hand the turn on clockwise to the next player still in, or end the round."""
    n = state.num_players
    if state.tray:
        for k in range(1, n + 1):
            q = (player + k) % n
            if not state.passed[q]:
                s = evolve(state, turn=q, turn_played=False, second_take=False,
                           take_two=False)
                return Step(s, events)
    return _end_round(state, events)


def _end_round(state: State, events: tuple) -> Step:
    n = state.num_players
    out = list(events)
    combo_hands = list(state.combo_hands)
    piles = list(state.score_piles)
    minus = list(state.minus)
    totals = []
    for p in range(n):
        hand = sorted(combo_hands[p])
        cards = [COMBO_CARDS[c] for c in hand]
        result = best_assignment(cards, state.taken[p])
        done = tuple(hand[pl.index] for pl in result.placements)
        placements = tuple((hand[pl.index], pl.text, pl.points, pl.dice) for pl in result.placements)
        combo_hands[p] = combo_hands[p] - frozenset(done)
        piles[p] = piles[p] + done
        minus[p] += result.minus
        totals.append(result.total)
        out.append(ev.PlayerScored(state.round, p, placements, result.unused,
                                   result.minus_reasons(), result.points, result.minus,
                                   result.total))
    out.append(ev.RoundEnded(state.round, tuple(totals)))
    s = evolve(
        state, combo_hands=tuple(combo_hands),
        hand_sizes=tuple((len(c), sz[1]) for c, sz in zip(combo_hands, state.hand_sizes,
                                                          strict=True)),
        score_piles=tuple(piles), minus=tuple(minus), tray=(), taken=((),) * n,
        passed=(False,) * n, turn_played=False, second_take=False, take_two=False,
        round_totals=(*state.round_totals, tuple(totals)))
    if state.round + 1 >= total_rounds(n):
        s = evolve(s, phase=Phase.OVER)
        out.append(ev.GameOver(scores(s), winners(s), points(s), s.minus))
        return Step(s, tuple(out))
    if first_edition(state):
        # The rulebook has no discard step: the next round's deal refills every hand.
        nxt = (state.starter + 1) % n
        s = evolve(s, phase=Phase.DEAL, round=state.round + 1, starter=nxt, turn=nxt)
        return Step(s, tuple(out))
    s = evolve(s, phase=Phase.DISCARD, turn=state.starter)
    return Step(s, tuple(out))


def _apply_discard(state: State, player: int, action: object) -> Step:
    s = state
    if isinstance(action, Discard):
        card = action.card
        c_size, a_size = state.hand_sizes[player]
        if card in COMBO_CARDS:
            s = evolve(
                s, combo_hands=_replace(s.combo_hands, player, s.combo_hands[player] - {card}),
                combo_discard=s.combo_discard | {card},
                hand_sizes=_replace(s.hand_sizes, player, (c_size - 1, a_size)))
        else:
            s = evolve(
                s, action_hands=_replace(s.action_hands, player, s.action_hands[player] - {card}),
                action_discard=s.action_discard | {card},
                hand_sizes=_replace(s.hand_sizes, player, (c_size, a_size - 1)))
        event: object = ev.CardDiscarded(player, card)
    else:
        event = ev.CardKept(player)
    n = state.num_players
    nxt = (player + 1) % n
    if nxt == state.starter:
        s = evolve(s, phase=Phase.DEAL, round=state.round + 1,
                   starter=(state.starter + 1) % n, turn=(state.starter + 1) % n)
    else:
        s = evolve(s, turn=nxt)
    return Step(s, (event,))


def _apply_play(state: State, player: int, a: Play) -> Step:
    kind = ACTION_CARDS[a.card]
    cost = FIX_COST.get(a.card, 0) if kind == "fix-black" else 0
    s = evolve(
        state,
        action_hands=_replace(state.action_hands, player, state.action_hands[player] - {a.card}),
        hand_sizes=_replace(state.hand_sizes, player,
                            (state.hand_sizes[player][0], state.hand_sizes[player][1] - 1)),
        action_discard=state.action_discard | {a.card},
        played=_replace(state.played, player, state.played[player] + 1),
        turn_played=True,
        minus=_replace(state.minus, player, state.minus[player] + cost))
    events: list = [ev.ActionPlayed(player, a.card, kind, a.dice, a.to, a.at, cost)]
    tray = state.tray
    if kind in ("reroll-black", "reroll-red", "reroll-some"):
        if kind == "reroll-some":
            lifted = a.dice
        else:
            lifted = tuple(d for d in tray if d[0] == ("B" if kind == "reroll-black" else "R"))
        for d in lifted:
            tray = _remove_die(tray, d)
        s = evolve(s, tray=tray, phase=Phase.ROLL,
                   pending=Pending(player, a.card, kind, sort_dice(lifted)))
    elif kind == "take-two":
        s = evolve(s, take_two=True)
    elif kind in ("fix-black", "nudge-white"):
        old = a.dice[0]
        new = f"{old[0]}{a.to}"
        s = evolve(s, tray=_add_dice(_remove_die(tray, old), [new]))
        events.append(ev.DieChanged(player, a.card, kind, old, new))
    elif kind == "swap":
        w, b = a.dice
        w2, b2 = f"W{b[1]}", f"B{w[1]}"
        tray = _add_dice(_remove_die(_remove_die(tray, w), b), [w2, b2])
        s = evolve(s, tray=tray)
        events.append(ev.DiceSwapped(player, a.card, w, b, w2, b2))
    elif kind == "throw-back":
        own = a.dice[0]
        taken = _replace(s.taken, player, _remove_die(s.taken[player], own))
        lifted = (own, a.at) if a.at else (own,)
        if a.at:
            tray = _remove_die(tray, a.at)
        s = evolve(s, tray=tray, taken=taken, phase=Phase.ROLL,
                   pending=Pending(player, a.card, kind, lifted, a.at))
    return Step(s, tuple(events))


# ---------------------------------------------------------------- results


def points(state: State) -> tuple[int, ...]:
    return tuple(sum(combo_points(c) for c in pile) for pile in state.score_piles)


def scores(state: State) -> tuple[int, ...]:
    """Points of completed combo cards minus minus chips, per player."""
    return tuple(p - m for p, m in zip(points(state), state.minus, strict=True))


def winners(state: State) -> tuple[int, ...]:
    sc = scores(state)
    top = max(sc)
    return tuple(p for p, s in enumerate(sc) if s == top)


# ---------------------------------------------------------------- hidden information


def view(state: State, player: int) -> State:
    """What `player` may know: their own hand; of others only how many cards they hold."""
    if state.viewer is not None:
        return state
    others = [q for q in range(state.num_players) if q != player]
    if not any(state.combo_hands[q] or state.action_hands[q] for q in others):
        return state  # nobody else holds a card: the draw piles are simply all the rest
    unseen_c = (state.combo_draw or frozenset()).union(*(state.combo_hands[q] for q in others))
    unseen_a = (state.action_draw or frozenset()).union(*(state.action_hands[q] for q in others))
    hide = tuple(h if q == player else None for q, h in enumerate(state.combo_hands))
    hide_a = tuple(h if q == player else None for q, h in enumerate(state.action_hands))
    return evolve(state, combo_hands=hide, action_hands=hide_a, combo_draw=None,
                  action_draw=None, viewer=player, unseen_combo=unseen_c,
                  unseen_action=unseen_a)


def determinize(view_state: State, player: int, rng: Rng) -> State:
    """A full state consistent with the view: others' hands and the draw piles resampled."""
    if view_state.viewer is None:
        return view_state
    combo_hands = list(view_state.combo_hands)
    action_hands = list(view_state.action_hands)
    pools = [sorted(view_state.unseen_combo or ()), sorted(view_state.unseen_action or ())]
    for pool in pools:
        rng.shuffle(pool)
    for q in range(view_state.num_players):
        if q == view_state.viewer:
            continue
        nc, na = view_state.hand_sizes[q]
        combo_hands[q] = frozenset(pools[0][:nc])
        action_hands[q] = frozenset(pools[1][:na])
        del pools[0][:nc]
        del pools[1][:na]
    return evolve(view_state, combo_hands=tuple(combo_hands),
                  action_hands=tuple(action_hands), combo_draw=frozenset(pools[0]),
                  action_draw=frozenset(pools[1]), viewer=None, unseen_combo=None,
                  unseen_action=None)
