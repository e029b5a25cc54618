"""Issue 37: a count is said by the language's plural rule (`trn`, or `tr` on a `.one`/`.other`
pair), never by choosing a text with `n == 1` in the code: Icelandic says "21 flís" like
"1 flís", English "21 tiles". The scan below finds a choice like that anywhere in the app."""

from __future__ import annotations

import re
from pathlib import Path

from scenes.ui.text import set_language, trn

ROOT = Path(__file__).resolve().parent.parent
# A line that picks between two texts by comparing a count with 1 and fills in that count.
CHOICE = re.compile(r"==\s*1\s+else\b.*\bn=|\bn=.*==\s*1\s+else\b")
ALLOWED = {
    # trn's own fallback for a key that has no plural pair in the catalogs (never one of ours:
    # tests/test_catalogs.py checks the pairs).
    "scenes/ui/text.py",
}


def choices() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "scenes").rglob("*.py")) + sorted((ROOT / "game").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for line in path.read_text(encoding="utf-8").splitlines():
            if "tr(" in line and CHOICE.search(line):
                found.setdefault(rel, []).append(line.strip())
    return found


def test_no_count_is_said_by_an_n_equals_1_choice() -> None:
    found = choices()
    assert set(found) - ALLOWED == set(), {k: v for k, v in found.items() if k not in ALLOWED}


def test_a_saved_games_progress_follows_the_plural_rule() -> None:
    """The menu's Continue card counts the person's own moves: "21 leikur" like "1 leikur"."""
    from scenes.screens.menu import progress_text

    def record(moves: int) -> dict[str, object]:
        return {"players": [{"seat": "human"}, {"seat": "easy"}],
                "actions": [[0, "x"]] * moves + [[1, "y"]] * 3}

    set_language("is")
    try:
        said = {n: progress_text(record(n)) for n in (1, 2, 11, 21)}
    finally:
        set_language("en")
    assert said == {1: "1 leikur að baki", 2: "2 leikir að baki", 11: "11 leikir að baki", 21: "21 leikur að baki"}
    assert progress_text(record(21)) == "21 of your moves"
    assert progress_text(record(1)) == "your first move made"


def test_the_scan_finds_the_old_choices() -> None:
    old = ['return tr("pyramid_power.seat_tile") if n == 1 else tr("pyramid_power.seat_tiles", n=n)',
           'parts.append((tr(P + "pot.piece") if value.pieces == 1 else tr(P + "pot.pieces", n=value.pieces)))']
    assert all(CHOICE.search(line) for line in old)


def test_the_fixed_counts_follow_the_icelandic_rule() -> None:
    set_language("is")
    try:
        said = {n: trn("pyramid_power.seat_tiles.one", "pyramid_power.seat_tiles.other", n) for n in (1, 2, 11, 21)}
        pot = trn("take_it_pyramids.pot.pieces.one", "take_it_pyramids.pot.pieces.other", 21)
        stuck = trn("pyramid_power.bonus.stuck.one", "pyramid_power.bonus.stuck.other", 31)
    finally:
        set_language("en")
    assert said == {1: "1 flís", 2: "2 flísar", 11: "11 flísar", 21: "21 flís"}
    assert pot == "21 pýramídi" and stuck == "31 flís eftir á hendi"
    assert trn("pyramid_power.seat_tiles.one", "pyramid_power.seat_tiles.other", 21) == "21 tiles"
