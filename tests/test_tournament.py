"""tools/tournament.py: seats rotate, intervals hold the rate, expert settings can be tried
and a wrong one is refused in one line."""

from __future__ import annotations

import pytest

from tools import tournament


def test_a_small_tournament_reports_every_entry_with_intervals() -> None:
    report = tournament.run_tournament("pyramid_power", ["hard", "medium", "medium"], 6, 3)
    assert [row["level"] for row in report["entries"]] == ["hard", "medium", "medium"]
    shares = [row["win_rate"][0] for row in report["entries"]]
    assert sum(shares) == pytest.approx(1.0)  # every game has its winner(s), shared
    for row in report["entries"]:
        rate, lo, hi = row["win_rate"]
        assert lo <= rate <= hi
    assert set(report["by_level"]) == {"hard", "medium"}


def test_expert_settings_change_the_search_and_wrong_ones_are_refused(capsys) -> None:
    config = tournament.expert_config("take5", "value=rank,iterations=7,guided=false")
    assert (config.value, config.iterations, config.guided) == ("rank", 7, False)
    report = tournament.run_tournament("pyramid_power", ["expert", "hard"], 2, 1,
                                       expert="iterations=5")
    assert report["entries"][0]["decision_ms"]["max"] > 0
    for bad in ("colour=red", "iterations=many", "guided=maybe"):
        code = tournament.main(["pyramid_power", "--seats", "expert,hard", "--games", "1",
                                "--expert", bad])
        assert code == 2
        assert capsys.readouterr().err.count("\n") == 1
