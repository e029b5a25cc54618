"""Action notation exactly as in the spec: `draw small`, `color red`, `take`, `leave`."""

from __future__ import annotations

from game.core import IllegalAction, check_seat, check_text
from game.take_it_pyramids.pieces import BUST_COLOR, COLORS, SIZES
from game.take_it_pyramids.rules import check
from game.take_it_pyramids.state import Action, Color, Draw, Leave, State, Take


def action_text(state: State, action: Action) -> str:
    if isinstance(action, Draw):
        return f"draw {action.size}"
    if isinstance(action, Color):
        return f"color {action.color}"
    if isinstance(action, Take):
        return "take"
    if isinstance(action, Leave):
        return "leave"
    raise IllegalAction(f"{action!r} is not an action of this game")


def _read(text: str) -> Action:
    words = text.strip().lower().split() if isinstance(text, str) else []
    if words == ["take"]:
        return Take()
    if words == ["leave"]:
        return Leave()
    if len(words) == 2 and words[0] == "draw" and words[1] in SIZES:
        return Draw(words[1])
    if len(words) == 2 and words[0] in ("color", "colour"):
        color = BUST_COLOR if words[1] == "white" else words[1]  # white plays black in xeno
        if color in COLORS:
            return Color(color)
    raise IllegalAction(f"cannot read {text[:60]!r}: write draw small|medium|large, color <colour>, "
                        "take or leave")


def parse_action(state: State, player: int, text: str) -> Action:
    """Read a move and check it is legal now for that player."""
    action = _read(check_text(text))
    check_seat(player, state.num_players)
    check(state, player, action)
    return action
