"""The developer tools still run from their place in tools/ (a short taste of each)."""

from __future__ import annotations

from tools.bench import frame_times


def test_the_bench_measures_frames_with_bot_thinking_taken_out() -> None:
    times = frame_times("take5", 40)
    assert len(times) == 40 and all(t >= 0 for t in times)


def test_the_bench_times_decisions_where_a_seat_has_a_real_choice() -> None:
    from game import GAMES
    from tools.bench import playouts_per_second, sample_states

    states = sample_states("take_it_pyramids", 3, 6)
    assert len(states) == 6
    module = GAMES["take_it_pyramids"]
    assert all(len(module.legal_actions(s, p)) > 1 and p in module.to_act(s) for s, p in states)
    assert states == sample_states("take_it_pyramids", 3, 6)  # the same states every run
    assert playouts_per_second("take5", 0.05) > 0


def test_the_bench_can_time_only_the_decisions_of_a_games_last_round() -> None:
    from game import GAMES
    from game.take5.bots import endgame
    from tools.bench import sample_states

    module = GAMES["take5"]
    late = sample_states("take5", 4, 6, keep=endgame)
    assert len(late) == 6 and all(endgame(module.view(s, p)) for s, p in late)
    assert not all(endgame(module.view(s, p)) for s, p in sample_states("take5", 4, 30))
