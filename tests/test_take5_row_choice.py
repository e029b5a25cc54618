"""Take 5's row choice (issue 40): it starts with no row chosen, so a person pressing Enter or A
by reflex never takes a row, least of all the most expensive one; the first press lights the
cheapest row (the core's count), the next takes it. A tap still takes the row tapped at once."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core import Match
from game.take5 import Phase, Play
from game.take5.advice import row_cost
from scenes.games.take5 import layout
from tests.ui_driver import Driver


def row_choice_record() -> dict[str, Any]:
    """A game where the person's first card is lower than every row, the rows cost different
    bullheads and the dearest row is the first (where an old focus started)."""
    players = [{"name": "Ann", "seat": "human"}, {"name": "Bo", "seat": "easy"}]
    for seed in range(400):
        m = Match("take5", 2, None, players=players, seed=seed)
        m.chance_step()
        state = m.state
        low = min(state.hands[0])
        costs = [row_cost(state, r) for r in range(4)]
        if low > min(row[-1] for row in state.rows) or costs[0] != max(costs) or costs.count(min(costs)) > 1:
            continue
        if min(state.hands[1]) < low:
            continue
        m.apply(0, Play(low))
        m.apply(1, Play(max(state.hands[1])))
        assert m.state.phase is Phase.ROW and m.state.pending[0][1] == 0
        return m.record
    raise AssertionError("no such deal in 400 seeds")


def open_choice(device: str) -> tuple[Driver, Any, list[int]]:
    record = row_choice_record()
    d = Driver(device, ["--seed", "1"])
    d.app.services.screens.play("take5", record=record)
    d.app.manager.apply_pending()
    scene = d.top
    d.run_until(lambda: scene.human_to_act() == 0 and not scene.animator.busy
                and scene.match.state.phase is Phase.ROW, 3000, skip_motion=False)
    d.run(2)
    state = scene.match.state
    return d, scene, [row_cost(state, r) for r in range(4)]


@pytest.mark.parametrize("device", ["keys", "pad"])
def test_a_reflex_confirm_takes_no_row_and_lights_the_cheapest(device: str) -> None:
    d, scene, costs = open_choice(device)
    assert scene.row_focus is None
    assert all(state != "focus" for _, _, state in scene.frame().badges)
    before = len(scene.match.record["actions"])
    d.skip()  # Enter or A, as a reflex
    assert len(scene.match.record["actions"]) == before, "a reflex press took a row"
    cheapest = costs.index(min(costs))
    assert scene.row_focus == cheapest
    assert scene.frame().badges[cheapest][2] == "focus"
    d.skip()  # the second press takes the lit row
    assert scene.match.record["actions"][before] == [0, f"row {cheapest + 1}"]


def test_the_first_arrow_also_starts_at_the_cheapest_row() -> None:
    d, scene, costs = open_choice("keys")
    d.key(pygame.K_DOWN)
    assert scene.row_focus == costs.index(min(costs))
    d.key(pygame.K_DOWN)
    assert scene.row_focus == (costs.index(min(costs)) + 1) % 4


def test_a_tap_takes_the_row_tapped() -> None:
    d, scene, _ = open_choice("tap")
    before = len(scene.match.record["actions"])
    d.tap_at(layout.row_rect(2).center)
    assert scene.match.record["actions"][before] == [0, "row 3"]
