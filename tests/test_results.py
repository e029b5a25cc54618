"""Results: ties share a place, the game's full name, "you" marked, rounds from the record."""

from __future__ import annotations

from typing import Any

import pytest
from ui_driver import Driver

from game.core import Match, make_bots, run_match
from scenes.screens.results import build_rows
from scenes.table.rounds import ranks, round_points
from sprites import fonts


def test_equal_scores_share_a_place() -> None:
    assert ranks([10, 4, 10, 7], low_wins=False) == [1, 4, 1, 3]
    assert ranks([10, 4, 10, 7], low_wins=True) == [3, 1, 3, 2]


def played(game: str, n: int, seed: int = 5, options: dict[str, Any] | None = None) -> dict[str, Any]:
    players = [{"name": "Ana", "seat": "human"}] + [{"name": f"Bot{i}", "seat": "easy"} for i in range(1, n)]
    match = Match(game, n, options or {}, players=players, seed=seed)
    run_match(match, make_bots(game, ["easy"] * n, seed))
    return match.finished_record()


@pytest.mark.parametrize("game", ["take5", "take_it_pyramids", "take_it_dice"])
def test_rounds_add_up_to_the_final_scores(game: str) -> None:
    record = played(game, 3)
    rows = round_points(record)
    assert rows, "a game with rounds has a round-by-round table"
    for seat in range(3):
        assert sum(r[seat] for r in rows) == record["scores"][seat]


def test_a_tie_is_shown_as_a_tie(quick_bots: None) -> None:
    record = played("take5", 3, options={"end_score": 1})
    record["scores"] = [5, 5, 9]
    record["winners"] = [0, 1]
    rows = build_rows(record, low_wins=True)
    assert [(r.name, r.rank) for r in rows] == [("Ana", 1), ("Bot1", 1), ("Bot2", 3)]
    assert [r.you for r in rows] == [True, False, False]
    d = Driver("tap", ["--seed", "2"])
    try:
        d.app.screens.swap("results", record=record, game="take5")
        d.run(3)
        assert d.top.title_text() == "Ana and Bot1 share the win!"
        d.run(200)  # the confetti falls and stops
    finally:
        d.close()


def test_the_title_names_the_game_and_the_person(quick_bots: None, monkeypatch: pytest.MonkeyPatch) -> None:
    record = played("take_it_dice", 2)
    d = Driver("keys", ["--seed", "2"])
    try:
        d.app.screens.swap("results", record=record, game="take_it_dice")
        d.run(3)
        scene = d.top
        texts: list[str] = []
        real = fonts.text

        def spy(content: str, *args: Any, **kwargs: Any) -> Any:
            texts.append(content)
            return real(content, *args, **kwargs)

        monkeypatch.setattr(fonts, "text", spy)
        scene.draw(d.app.canvas)
        monkeypatch.setattr(fonts, "text", real)
        joined = " | ".join(texts)
        assert "Take It or Leave It (dice)" in joined
        you = next(r for r in scene.rows if r.name == "Ana")
        assert you.you
        if you.won and len([r for r in scene.rows if r.won]) == 1:
            assert scene.title_text() == "You win!"
        assert scene.rounds == len(round_points(record)) > 0
        d.press_label("Menu")
        d.run(2)
        assert d.top.name == "menu"
    finally:
        d.close()


def test_solitaire_results_speak_of_solitaire(quick_bots: None) -> None:
    """Pyramid Power alone: the title says how the solitaire went, never who "wins"."""
    record = played("pyramid_power", 1)
    d = Driver("tap", ["--seed", "2"])
    try:
        d.app.screens.swap("results", record=record, game="pyramid_power")
        d.run(3)
        title = d.top.title_text()
        assert "win" not in title.lower()
        assert title in ("Every tile placed!",) or title.startswith("Stuck with")
    finally:
        d.close()


@pytest.mark.parametrize(("seed", "cleared"), [(42, False), (0, True)])
def test_a_solitaire_left_stuck_throws_no_confetti(seed: int, cleared: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Confetti greets a win: a Pyramid Power solitaire only when every tile was laid."""
    from game.core import play_match

    record = play_match("pyramid_power", 1, ["easy"], seed=seed, options={"wild_tile": False})
    thrown: list[int] = []
    d = Driver("tap", ["--seed", "2"])
    try:
        d.app.screens.swap("results", record=record, game="pyramid_power")
        d.run(3)
        monkeypatch.setattr(type(d.top), "draw_confetti", lambda self, surface: thrown.append(1))
        d.app.manager.draw(d.app.canvas)
        assert d.top.cheer is cleared and bool(thrown) is cleared
        assert ("Every tile" in d.top.title_text()) is cleared
    finally:
        d.close()
