"""A short monkey run for CI: random inputs at the menu and every game scene.

The long run is `python -m tools.monkey --events 50000` (see tools/monkey.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game import GAMES
from tools.monkey import one_run, random_script


def test_random_scripts_are_valid_and_repeatable() -> None:
    import random

    from scenes.shell.input_script import check_script

    a = random_script(random.Random(5), 300)
    assert a == random_script(random.Random(5), 300)
    assert check_script(a) == sorted(a, key=lambda s: s["frame"])
    kinds = {s["type"] for s in a}
    assert {"click", "tap", "drag", "key", "pad"} <= kinds


@pytest.mark.parametrize("index", range(len(GAMES) + 1))
def test_monkey_finds_no_fault_no_divergence_and_no_stuck_game(index: int, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    seed = 7 * (len(GAMES) + 1) + index  # one run for the menu and one per game
    result = one_run(seed, 250, tmp_path)
    assert result["problems"] == [], f"monkey seed {seed} ({result['game']}): {result['problems']}"
