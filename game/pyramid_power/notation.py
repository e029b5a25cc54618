"""The action notation of the spec, both ways.

    deal T03 T21 … / … / start T09     (chance: hands seat by seat, then the start tile)
    supply T14                          (chance: the tile drawn or refilled from the supply)
    place T17 at 2,-1 turn 1            (a player; the wild is written without a turn)
    place W at 0,1
    draw
"""

from __future__ import annotations

import re
from typing import Any

from game.core import CHANCE, IllegalAction, check_seat, check_text
from game.pyramid_power import rules
from game.pyramid_power.state import Deal, Draw, Place, State, Supply
from game.pyramid_power.tiles import WILD

# ASCII digits only, and short ones: `\d` would take "①" or "５", and a 5,000-digit number is
# past int()'s limit; no board is a million cells across.
_TILE = r"(T[0-9][0-9]|W)"
_PLACE = re.compile(rf"place\s+{_TILE}\s+at\s+(-?[0-9]{{1,6}})\s*,\s*(-?[0-9]{{1,6}})(?:\s+turn\s+([0-9]{{1,6}}))?",
                    re.ASCII)
_SUPPLY = re.compile(rf"supply\s+{_TILE}", re.ASCII)
_TILE_ONLY = re.compile(_TILE, re.ASCII)


def action_text(state: State, action: Any) -> str:
    if isinstance(action, Place):
        where = f"place {action.tile} at {action.cell[0]},{action.cell[1]}"
        return where if action.tile == WILD else f"{where} turn {action.turn}"
    if isinstance(action, Draw):
        return "draw"
    if isinstance(action, Supply):
        return f"supply {action.tile}"
    if isinstance(action, Deal):
        hands = " / ".join(" ".join(h) for h in action.hands)
        return f"deal {hands} / start {action.start}"
    raise IllegalAction(f"{action!r} is not a Pyramid Power action")


def _read(text: str) -> Any:
    """Text -> action, without asking whether it is legal now."""
    words = " ".join(text.strip().split())
    low = words.lower()
    if low == "draw":
        return Draw()
    m = _PLACE.fullmatch(words)
    if m:
        tile, c, r, turn = m.groups()
        return Place(tile, (int(c), int(r)), int(turn) if turn is not None else 0)
    m = _SUPPLY.fullmatch(words)
    if m:
        return Supply(m.group(1))
    if words.startswith("deal "):
        parts = [p.strip() for p in words[5:].split("/")]
        last = parts[-1].split()
        if len(parts) >= 2 and len(last) == 2 and last[0] == "start" and _TILE_ONLY.fullmatch(last[1]):
            hands = tuple(tuple(p.split()) for p in parts[:-1])
            if all(_TILE_ONLY.fullmatch(t) for h in hands for t in h):
                return Deal(hands, last[1])
    raise IllegalAction(f"cannot read {text.strip()[:60]!r}; moves look like 'place T17 at 2,-1 turn 1', "
                        "'place W at 0,1' or 'draw'")


def parse_action(state: State, player: int, text: str) -> Any:
    """Read a move and check it is legal now for `player` (IllegalAction otherwise)."""
    action = _read(check_text(text))
    check_seat(player, state.num_players)
    if player != CHANCE and isinstance(action, (Deal, Supply)):
        raise IllegalAction("only chance deals tiles or brings them from the supply")
    rules.check(state, player, action)
    return action
