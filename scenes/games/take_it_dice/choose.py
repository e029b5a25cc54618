"""Choosing an action card's arguments on the tray, guided only by the core's legal actions.

The chooser never works out what is legal: it holds the legal `Play` actions of one card (from
`legal_actions`) and keeps those that agree with what the person has picked so far. A die can be
picked when some legal play still agrees with it; the play is ready when exactly what was picked
is one of them.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.take_it_dice.state import Play

BARE = ("reroll-black", "reroll-red", "take-two")
ONE_DIE = ("fix-black", "nudge-white")


class Chooser:
    def __init__(self, card: str, kind: str, options: list[Play]) -> None:
        self.card = card
        self.kind = kind
        self.options = options
        self.picked: list[tuple[int, str]] = []  # (sprite id, face) of tray dice, or own die
        self.to = 0
        self.at: tuple[int, str] | None = None  # throw-back target (id, face); (0, "") = none
        if kind in BARE:
            self.stage = "confirm"
        elif kind == "throw-back":
            self.stage = "own"
        else:
            self.stage = "dice"

    # ------------------------------------------------------------ agreement with the legal plays

    def _faces(self, extra: str | None = None) -> Counter[str]:
        faces = Counter(face for _, face in self.picked)
        if extra:
            faces[extra] += 1
        return faces

    def _agrees(self, opt: Play, faces: Counter[str], at: str | None = None) -> bool:
        need = Counter(opt.dice)
        if any(n > need[d] for d, n in faces.items()):
            return False
        if self.to and opt.to != self.to:
            return False
        return not (at is not None and opt.at != at)

    def live(self) -> list[Play]:
        at = self.at[1] if self.at is not None else None
        return [o for o in self.options if self._agrees(o, self._faces(), at)]

    def can_pick_tray(self, ident: int, face: str) -> bool:
        """May this tray die be picked (or un-picked) now?"""
        if any(i == ident for i, _ in self.picked):
            return self.stage == "dice"
        if self.stage == "dice":
            if self.kind in ONE_DIE and self.picked:
                return False
            return any(self._agrees(o, self._faces(face)) for o in self.options)
        if self.stage == "at":
            return any(self._agrees(o, self._faces(), face) for o in self.options)
        return False

    def can_pick_own(self, face: str) -> bool:
        return self.stage == "own" and any(o.dice[:1] == (face,) for o in self.options)

    def pick_tray(self, ident: int, face: str) -> None:
        if not self.can_pick_tray(ident, face):
            return
        if self.stage == "at":
            self.at = (ident, face)
            return
        for k, (i, _) in enumerate(self.picked):
            if i == ident:
                del self.picked[k]
                return
        self.picked.append((ident, face))
        if self.kind in ONE_DIE:
            self.stage = "to"

    def pick_own(self, ident: int, face: str) -> None:
        if self.can_pick_own(face):
            self.picked = [(ident, face)]
            self.stage = "at"

    def no_target(self) -> None:
        if self.stage == "at" and any(self._agrees(o, self._faces(), "") for o in self.options):
            self.at = (0, "")

    def faces_to(self) -> list[int]:
        """The faces the picked die may be turned to (fix / nudge), from the legal plays."""
        return sorted({o.to for o in self.options if self._agrees(o, self._faces())})

    def choose_to(self, face: int) -> None:
        if face in self.faces_to():
            self.to = face

    def back(self) -> bool:
        """Undo the last choice; False when there is nothing left to undo (cancel the card)."""
        if self.to:
            self.to = 0
            return True
        if self.at is not None:
            self.at = None
            return True
        if self.picked:
            self.picked.pop()
            if self.kind in ONE_DIE:
                self.stage = "dice"
            elif self.kind == "throw-back":
                self.stage = "own"
            return True
        return False

    # ------------------------------------------------------------ the finished play

    def ready(self) -> Play | None:
        """The legal play exactly matching the choices, once they are complete."""
        faces = self._faces()
        at = self.at[1] if self.at is not None else None
        for o in self.options:
            if Counter(o.dice) != faces:
                continue
            if self.kind in ONE_DIE and o.to != self.to:
                continue
            if self.kind == "throw-back" and (at is None or o.at != at):
                continue
            return o
        return None

    def chosen_ids(self) -> set[int]:
        out = {i for i, _ in self.picked}
        if self.at is not None and self.at[0]:
            out.add(self.at[0])
        return out

    def describe(self) -> dict[str, Any]:
        return {"card": self.card, "kind": self.kind, "stage": self.stage,
                "picked": [f for _, f in self.picked], "to": self.to,
                "at": self.at[1] if self.at else None}
