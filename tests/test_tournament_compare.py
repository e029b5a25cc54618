"""tools/tournament_compare.py: two records of the same deals, compared game by game."""

from __future__ import annotations

from tools import tournament, tournament_compare, tournament_record


def test_paired_differences_are_per_game_and_zero_for_the_same_play(tmp_path, capsys) -> None:
    a, b, c = tmp_path / "a.jsonl", tmp_path / "b.jsonl", tmp_path / "c.jsonl"
    seats = ["expert", "medium"]
    tournament.run_tournament("pyramid_power", seats, 3, 5, expert="iterations=4", record=a)
    tournament.run_tournament("pyramid_power", seats, 3, 5, expert="iterations=4", record=b)
    text = tournament_compare.compare(a, b)
    assert "3 games in both" in text
    assert text.count("score +0.000 [+0.000, +0.000]") == 2  # the same settings: the same games
    tournament.run_tournament("pyramid_power", seats, 2, 5, expert="iterations=30", record=c)
    text = tournament_compare.compare(a, c)
    assert "2 games in both" in text and "iterations=4 -> iterations=30" in text
    a_games, c_games = tournament_record.read(a)[1], tournament_record.read(c)[1]
    diffs = [c_games[g]["entries"][0]["score"] - a_games[g]["entries"][0]["score"] for g in (0, 1)]
    assert f"score {sum(diffs) / 2:+.3f}" in text.splitlines()[1]


def test_records_of_other_deals_or_no_record_are_refused_in_one_line(tmp_path, capsys) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    tournament.run_tournament("pyramid_power", ["medium", "easy"], 1, 5, record=a)
    tournament.run_tournament("pyramid_power", ["medium", "easy"], 1, 6, record=b)
    junk = tmp_path / "junk.jsonl"
    junk.write_bytes(b"\x00\xff not json")
    torn = tmp_path / "torn.jsonl"  # a game line damaged in the middle of the file
    head, game = a.read_text().splitlines()
    torn.write_text("\n".join([head, '{"index": 0, "entries": [{}]}', game]) + "\n")
    for pair in ([a, b], [a, junk], [a, tmp_path / "missing.jsonl"], [a, torn]):
        assert tournament_compare.main([str(p) for p in pair]) == 2
        assert capsys.readouterr().err.count("\n") == 1
    assert tournament_compare.main([str(a), str(a)]) == 0
