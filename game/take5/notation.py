"""Action text as in the spec: `deal a b ... / ... / r1 r2 r3 r4`, `play 37`, `row 2`."""

from __future__ import annotations

from game.core import IllegalAction, check_seat, check_text

from .rules import check
from .state import Action, Deal, Play, State, TakeRow

_HELP = "expected 'play N', 'row N' or 'deal ... / ... / r1 r2 r3 r4'"


def action_text(state: State, action: Action) -> str:
    if isinstance(action, Play):
        return f"play {action.card}"
    if isinstance(action, TakeRow):
        return f"row {action.row}"
    if isinstance(action, Deal):
        groups = [*action.hands, action.rows]
        return "deal " + " / ".join(" ".join(str(c) for c in g) for g in groups)
    raise IllegalAction(f"{action!r} is not a Take 5 move")


def _number(word: str, text: str) -> int:
    # ASCII digits only ("5²" and "①" are digits to str.isdigit but not to int), and short
    # (a 5,000-digit number is past int()'s limit; no card or row has more than 3 digits).
    if not (word.isascii() and word.isdigit() and len(word) <= 6):
        raise IllegalAction(f"cannot read {text[:60]!r}: {word[:20]!r} is not a card or row number")
    return int(word)


def parse_action(state: State, player: int, text: str) -> Action:
    """Read a move and check it is legal now for that player (IllegalAction otherwise)."""
    text = check_text(text)
    check_seat(player, state.num_players)
    words = text.strip().lower().split(None, 1)
    if not words:
        raise IllegalAction(f"the move is empty; {_HELP}")
    verb, rest = words[0], (words[1] if len(words) > 1 else "")
    action: Action
    if verb in ("play", "row"):
        parts = rest.split()
        if len(parts) != 1:
            raise IllegalAction(f"cannot read {text[:60]!r}; {verb} takes one number")
        n = _number(parts[0], text)
        action = Play(n) if verb == "play" else TakeRow(n)
    elif verb == "deal":
        groups = [g.replace(",", " ").split() for g in rest.split("/")]
        if len(groups) < 2:
            raise IllegalAction(f"cannot read {text[:60]!r}: a deal lists the hands, then the 4 row cards, "
                                "separated by '/'")
        nums = [[_number(w, text) for w in g] for g in groups]
        action = Deal(tuple(tuple(sorted(h)) for h in nums[:-1]), tuple(nums[-1]))
    else:
        raise IllegalAction(f"cannot read {text[:60]!r}; {_HELP}")
    check(state, player, action)
    return action
