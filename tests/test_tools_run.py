"""The developer tools still run from their place in tools/ (a short taste of each)."""

from __future__ import annotations

from tools.bench import frame_times


def test_the_bench_measures_frames_with_bot_thinking_taken_out() -> None:
    times = frame_times("take5", 40)
    assert len(times) == 40 and all(t >= 0 for t in times)
