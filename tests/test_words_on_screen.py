"""Issue 15: no screen shows an internal id or notation. Bot games of all four games run in the
real app while every text drawn (through `sprites.fonts`) is kept and scanned for card, tile and
action-card ids, dice and grid notation and wrong plurals; and every event of whole bot games
is put into words by each game's `log_words` and scanned the same way."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from app_runner import corner_taps, record_drawn, run_app

from game import GAMES
from game.core import Match, make_bots, run_match
from scenes.ui.text import tr

# What a player never says: ids, notation, positions, "1 points".
FORBIDDEN: dict[str, re.Pattern[str]] = {
    "card id": re.compile(r"\b[CA]\d\d\b"),
    "die notation": re.compile(r"\b[WBR][1-6]\b|\*\d|\*[<>=]|\d[WB*][<>]|\b[WB]?[<>=]\d"),
    "tile id": re.compile(r"\bT\d+\b"),
    "grid position": re.compile(r"\b-?\d+,-?\d+\b"),
    "notation brackets": re.compile(r"[\[\]]|->"),
    "singular plural": re.compile(r"\b1 (points|tiles|cards|bullheads|chips|dice|pyramids|pieces)\b"),
    "keyboard-first hint": re.compile(r"\bR/E\b"),
}


# The results screen's round columns ("R1", "R2" … from the interface catalog's
# `results.round_short`) are a column heading, not a die; they are let through by name so that
# anything else shaped like "R4" is still caught. (Raised with the lead: "Round 1" reads better.)
ALLOWED: frozenset[str] = frozenset(tr("results.round_short", n=k) for k in range(1, 40))


def offences(texts: set[str]) -> list[tuple[str, str]]:
    return sorted((name, t) for t in texts - ALLOWED for name, rx in FORBIDDEN.items() if rx.search(t))


def test_the_patterns_catch_the_old_texts() -> None:
    """The scan fails on the texts issue 15 quoted (so a pass means something)."""
    old = {"C05", "A22", "Discard C43", "Basil casts W4 W5 W3", "Ada: C14 [*3 *4] 1",
           "Start tile T12 (B B P) at 0,0", "Ada: 1 points", "Turn: R/E, wheel or tap"}
    caught = {t for _, t in offences(old)}
    assert caught == old



@pytest.mark.parametrize("game, seats", [
    ("take5", "human,easy,easy"),
    ("take_it_dice", "human,easy"),
    ("pyramid_power", "human,easy"),
    ("pyramid_power", "human"),
    ("take_it_pyramids", "human,easy,easy"),
])
def test_no_id_or_notation_is_drawn_in_a_bot_game(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                  quick_bots: None, monkeypatch: pytest.MonkeyPatch,
                                                  game: str, seats: str) -> None:
    drawn = record_drawn(monkeypatch)
    frames = 9000
    args = ["--game", game, "--seats", seats, "--players", str(len(seats.split(","))), "--seed", "5",
            "--autoplay", "--until-over", "--frames", str(frames), "--verbose"]
    if game == "take5":
        args += ["--rules", "end_score=20"]
    code, lines = run_app(tmp_path, capsys, args, corner_taps(3, frames))
    assert code == 0
    assert any(line.startswith(f"game over: {game}") for line in lines), lines[-5:]
    assert len(drawn) > 30, sorted(drawn)  # the hook saw the table's words
    assert not offences(drawn), offences(drawn)[:12]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_event_of_bot_games_reads_as_words(game_id: str) -> None:
    """Each game's log_words over every event of whole bot games (several table sizes)."""
    import importlib

    words = importlib.import_module(f"scenes.games.{game_id}.log_words").words
    info = GAMES[game_id].INFO
    lines: set[str] = set()
    for players in sorted({info.min_players, 2 if info.min_players <= 2 else info.min_players, info.max_players}):
        options = {"end_score": 20} if game_id == "take5" else {}
        match = Match(game_id, players, options, seed=11 + players)
        names = [f"Seat{k}" for k in range(players)]
        events: list[Any] = []
        run_match(match, make_bots(game_id, ["easy"] * players, 3),
                  on_step=lambda _p, _a, step, into=events: into.extend(step.events))
        for event in events:
            line = words(event, names)
            if line is not None:
                assert line.strip() and "{" not in line, line
                assert not re.match(r"^[a-z0-9_]+\.[a-z0-9_.]+$", line), f"a missing catalog key: {line}"
                lines.add(line)
    assert len(lines) > 10
    assert not offences(lines), offences(lines)[:12]
