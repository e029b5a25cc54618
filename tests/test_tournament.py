"""tools/tournament.py: seats rotate, intervals hold the rate, expert settings can be tried
and a wrong one is refused in one line."""

from __future__ import annotations

import json

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


def _without_times(report: dict) -> dict:
    """A report's results; the seconds and decision times differ from run to run."""
    return {**report, "seconds": 0, "entries": [{**row, "decision_ms": {}} for row in report["entries"]]}


def test_a_recorded_line_goes_on_where_it_stopped_and_gives_the_same_games(tmp_path, monkeypatch) -> None:
    record = tmp_path / "line.jsonl"
    seats = ["hard", "medium", "easy"]
    whole = tournament.run_tournament("pyramid_power", seats, 5, 8)
    first = tournament.run_tournament("pyramid_power", seats, 3, 8, record=record)
    assert len(record.read_text().splitlines()) == 1 + 3
    played: list[int] = []
    real = tournament.play_one
    monkeypatch.setattr(tournament, "play_one", lambda task: played.append(task[3]) or real(task))
    rest = tournament.run_tournament("pyramid_power", seats, 5, 8, record=record)
    assert played == [3, 4]  # only the games the file lacked
    assert _without_times(rest) == _without_times(whole)
    assert first["games"] == 3 and len(record.read_text().splitlines()) == 1 + 5
    played.clear()
    again = tournament.run_tournament("pyramid_power", seats, 5, 8, record=record)
    assert played == [] and _without_times(again) == _without_times(whole)


def test_a_game_cut_off_mid_write_is_played_again(tmp_path, monkeypatch) -> None:
    record = tmp_path / "line.jsonl"
    seats = ["medium", "easy"]
    tournament.run_tournament("pyramid_power", seats, 3, 2, record=record)
    text = record.read_text()
    record.write_text(text[:-40])  # a kill in the middle of the last game's line
    played: list[int] = []
    real = tournament.play_one
    monkeypatch.setattr(tournament, "play_one", lambda task: played.append(task[3]) or real(task))
    report = tournament.run_tournament("pyramid_power", seats, 3, 2, record=record)
    assert played == [2] and report["games"] == 3

    def games(raw: str) -> list:
        rows = [json.loads(line) for line in raw.splitlines()]
        for row in rows[1:]:
            for entry in row["entries"]:
                entry["times"] = len(entry["times"])
        return rows

    assert games(record.read_text()) == games(text)  # the same game, written whole this time


def test_a_record_of_other_games_or_a_damaged_one_is_refused_in_one_line(tmp_path, capsys) -> None:
    record = tmp_path / "line.jsonl"
    args = ["pyramid_power", "--seats", "medium,easy", "--games", "2", "--seed", "4",
            "--record", str(record)]
    assert tournament.main(args) == 0
    capsys.readouterr()
    kept = record.read_text()
    for other in (["--seed", "5"], ["--seats", "easy,medium"], ["--expert", "iterations=5"]):
        changed = [*args, *other]
        assert tournament.main(changed) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "holds other games" in err
        assert record.read_text() == kept  # nothing mixed in
    lines = kept.splitlines()
    record.write_text("\n".join([lines[0], "not a game", *lines[1:]]) + "\n")
    assert tournament.main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "line 2 is not a game result" in err
    record.write_bytes(b"\xff\xfe binary")
    assert tournament.main(args) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert tournament.main([*args[:-1], str(tmp_path / "no" / "such" / "folder.jsonl")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_look_reports_a_record_without_playing_and_a_second_run_on_it_is_refused(
        tmp_path, monkeypatch, capsys) -> None:
    from tools import tournament_record

    record = tmp_path / "line.jsonl"
    seats = ["medium", "easy"]
    played = tournament.run_tournament("pyramid_power", seats, 3, 6, record=record)
    monkeypatch.setattr(tournament, "play_one", lambda task: pytest.fail("a look plays nothing"))
    looked = tournament.run_tournament("pyramid_power", seats, 500, 6, record=record, look=True)
    assert looked["games"] == 3 and _without_times(looked) == _without_times(played)
    args = ["pyramid_power", "--seats", "medium,easy", "--games", "5", "--seed", "6",
            "--record", str(record)]
    with tournament_record.held(record):  # a run is adding to it
        assert tournament.main([*args, "--look"]) == 0
        assert "3 games" in capsys.readouterr().out
        assert tournament.main(args) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "in use by another run" in err
    assert tournament.main([*args[:-2], "--look"]) == 2  # a look with no record to read
    assert "--record" in capsys.readouterr().err
    assert tournament.main([*args[:-1], str(tmp_path / "none.jsonl"), "--look"]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert not (tmp_path / "none.jsonl").exists()


def test_a_record_knows_the_experts_effective_settings(tmp_path, monkeypatch, capsys) -> None:
    """A changed default in the code is caught like a changed --expert: the games would differ."""
    import dataclasses

    import game.pyramid_power.bots as bots

    record = tmp_path / "line.jsonl"
    tournament.run_tournament("pyramid_power", ["expert", "easy"], 1, 3, expert="iterations=4", record=record)
    head = json.loads(record.read_text().splitlines()[0])
    assert head["search"]["iterations"] == 4 and head["search"]["value"] == bots.EXPERT.value
    monkeypatch.setattr(bots, "EXPERT", dataclasses.replace(bots.EXPERT, exploration=9.0))
    args = ["pyramid_power", "--seats", "expert,easy", "--games", "1", "--seed", "3",
            "--expert", "iterations=4", "--record", str(record)]
    assert tournament.main(args) == 2
    assert "holds other games" in capsys.readouterr().err
    plain = tmp_path / "plain.jsonl"  # no expert seated: no search settings to hold
    tournament.run_tournament("pyramid_power", ["medium", "easy"], 1, 3, record=plain)
    assert "search" not in json.loads(plain.read_text().splitlines()[0])
