"""The action notation of the spec, both ways: `action_text` and `parse_action`.

deal C12 C40 C03 C66 A07 / ... (a seat that gets nothing is "-"), cast W3 W5 ... B2 ... R4,
roll W2 B6, take W5, pass, stop, split 3+2, play A07 [dice] [to N] [at D], discard C12, keep.
"""

from __future__ import annotations

from game.core import CHANCE, IllegalAction, check_seat, check_text
from game.take_it_dice.cards import ACTION_CARDS
from game.take_it_dice.rules import check
from game.take_it_dice.state import (
    Cast,
    Deal,
    Discard,
    Keep,
    Pass,
    Play,
    Roll,
    Split,
    State,
    Stop,
    Take,
    sort_dice,
)


def action_text(state: State, action: object) -> str:
    if isinstance(action, Deal):
        return "deal " + " / ".join(" ".join(h) if h else "-" for h in action.hands)
    if isinstance(action, Cast):
        return "cast " + " ".join(action.dice)
    if isinstance(action, Roll):
        return "roll " + " ".join(action.dice)
    if isinstance(action, Take):
        return f"take {action.die}"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Keep):
        return "keep"
    if isinstance(action, Stop):
        return "stop"
    if isinstance(action, Split):
        return f"split {action.combo}+{5 - action.combo}"
    if isinstance(action, Discard):
        return f"discard {action.card}"
    if isinstance(action, Play):
        parts = ["play", action.card, *action.dice]
        if action.to:
            parts += ["to", str(action.to)]
        if action.at:
            parts += ["at", action.at]
        return " ".join(parts)
    raise IllegalAction(f"{action!r} is not an action of this game")


def _die(token: str) -> str:
    token = token.upper()
    if len(token) != 2 or token[0] not in "WBR" or token[1] not in "123456":
        raise IllegalAction(f"{token[:20]!r} is not a die (write e.g. W5, B2, R4)")
    return token


def _card(token: str) -> str:
    token = token.upper()
    if len(token) == 3 and token[0] in "CA" and token[1:].isascii() and token[1:].isdigit():
        return token
    raise IllegalAction(f"{token[:20]!r} is not a card (write e.g. C12 or A07)")


def _parse_play(words: list[str]) -> Play:
    if len(words) < 2:
        raise IllegalAction("name the action card to play, e.g. play A07")
    card = _card(words[1])
    if card not in ACTION_CARDS:
        raise IllegalAction(f"there is no action card {card}")
    rest = words[2:]
    dice: list[str] = []
    to, at = 0, ""
    i = 0
    while i < len(rest):
        w = rest[i].lower()
        if w in ("to", "at"):
            if i + 1 >= len(rest):
                raise IllegalAction(f"'{w}' needs a value after it")
            if w == "to":
                if rest[i + 1] not in tuple("123456") or to:
                    raise IllegalAction("'to' needs a face from 1 to 6")
                to = int(rest[i + 1])
                if not 1 <= to <= 6:
                    raise IllegalAction("'to' needs a face from 1 to 6")
            else:
                if at:
                    raise IllegalAction("aim at one die only")
                at = _die(rest[i + 1])
            i += 2
            continue
        dice.append(_die(rest[i]))
        i += 1
    kind = ACTION_CARDS[card]
    ordered = tuple(dice) if kind == "throw-back" else sort_dice(dice)
    return Play(card, ordered, to, at)


def parse_action(state: State, player: int, text: str) -> object:
    """Read one action; IllegalAction if it cannot be read or is not legal now."""
    if not check_text(text).strip():
        raise IllegalAction("an empty action: write e.g. 'take W5' or 'pass'")
    check_seat(player, state.num_players)
    words = text.split()
    head = words[0].lower()
    action: object
    if head == "deal" and player == CHANCE:
        seats: list[list[str]] = [[]]
        for w in words[1:]:
            if w == "/":
                seats.append([])
            elif w == "-":
                continue
            else:
                seats[-1].append(_card(w))
        action = Deal(tuple(tuple(s) for s in seats))
    elif head in ("cast", "roll") and player == CHANCE:
        dice = tuple(_die(w) for w in words[1:])
        action = Cast(dice) if head == "cast" else Roll(dice)
    elif head == "take":
        if len(words) != 2:
            raise IllegalAction("write it as: take W5")
        action = Take(_die(words[1]))
    elif head == "pass" and len(words) == 1:
        action = Pass()
    elif head == "keep" and len(words) == 1:
        action = Keep()
    elif head == "stop" and len(words) == 1:
        action = Stop()
    elif head == "split":
        combo, _, act = (words[1] if len(words) == 2 else "").partition("+")
        if not (combo in tuple("012345") and act in tuple("012345") and int(combo) + int(act) == 5):
            raise IllegalAction("write it as: split 4+1 (task cards + action cards, five in all)")
        action = Split(int(combo))
    elif head == "discard":
        if len(words) != 2:
            raise IllegalAction("write it as: discard C12")
        action = Discard(_card(words[1]))
    elif head == "play":
        action = _parse_play(words)
    elif head in ("deal", "cast", "roll"):
        raise IllegalAction(f"only chance may {head}")
    else:
        raise IllegalAction(f"cannot read {text[:60]!r}: write e.g. 'take W5', 'pass' or 'play A07'")
    check(state, player, action)
    return action
