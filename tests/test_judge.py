"""tools/judge.py: two levels' differing moves weighed by the same rollouts."""

from __future__ import annotations

from tools import judge


def test_a_weaker_level_is_judged_worse_and_the_run_repeats() -> None:
    easy = judge.Judge("take_it_pyramids", 3, "easy", "hard", rollouts=4, rollout_level="hard")
    rows = easy.game(0)
    differ = [r for r in rows if "gain" in r]
    assert differ and len(differ) < len(rows)  # easy agrees with hard sometimes, not always
    assert sum(r["gain"] for r in differ) < 0  # easy's own moves lose points against hard's
    assert all(r["mine"] != r["theirs"] for r in differ)
    assert rows == judge.Judge("take_it_pyramids", 3, "easy", "hard", 4, "hard").game(0)


def test_a_move_is_worth_the_same_in_the_same_world() -> None:
    j = judge.Judge("take_it_dice", 3, "expert", "hard", rollouts=2, rollout_level="medium",
                    expert="iterations=8")
    import game.take_it_dice as g
    from game.core import CHANCE

    state = g.new_game(3)
    rng = __import__("random").Random(4)
    while g.to_act(state) == (CHANCE,):
        state = g.apply(state, CHANCE, g.sample_chance(state, rng)).state
    seat = g.to_act(state)[0]
    move = g.legal_actions(state, seat)[0]
    assert j.worth(state, seat, move, 0) == j.worth(state, seat, move, 0)
    assert j.round_of is not None


def test_summary_and_bad_arguments(capsys) -> None:
    assert judge.main(["take_it_pyramids", "--players", "2", "--games", "1", "--rollouts", "2",
                       "--expert", "iterations=10"]) == 0
    out = capsys.readouterr().out
    assert "expert minus hard" in out and "margin points per game" in out
    assert judge.main(["take_it_pyramids", "--players", "2", "--games", "1", "--rollouts", "1",
                       "--expert", "iterations=10", "--worth", "win"]) == 0
    assert "wins per game" in capsys.readouterr().out
    for bad in (["take5", "--players", "11"], ["take5", "--level", "wizard"],
                ["take5", "--games", "0"], ["take5", "--expert", "iterations=lots"],
                ["take5", "--json", "/no/such/dir/x.jsonl"]):
        assert judge.main(bad) == 2
        assert capsys.readouterr().err.count("\n") == 1


def test_worth_win_plays_to_the_games_end_and_counts_the_win_share() -> None:
    import game.take_it_pyramids as g

    j = judge.Judge("take_it_pyramids", 2, "expert", "hard", rollouts=2, rollout_level="hard",
                    worth="win")
    assert j.round_of is None  # the rollout does not stop where the round ends
    state = g.new_game(2)
    worths = [j.worth(state, 0, g.Draw("small"), k) for k in range(8)]
    assert set(worths) <= {0.0, 0.5, 1.0} and 0.0 in worths and 1.0 in worths
    assert worths == [j.worth(state, 0, g.Draw("small"), k) for k in range(8)]
