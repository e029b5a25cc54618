"""The Pyramid Power table scene: whole bot games, a person's turn by keys, clicks and drags,
refused drops, skipping motion, the solitaire best-score table and the camera's grid maths."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from app_runner import keys, run_app, scenes_seen

from game.core import Event
from game.pyramid_power import Draw, Place
from game.pyramid_power import events as pp_events
from game.pyramid_power.tiles import WILD
from scenes.games.pyramid_power import SCENE, best
from scenes.games.pyramid_power import layout as L
from scenes.games.pyramid_power.camera import Camera, cell_at, cell_centre
from scenes.games.pyramid_power.scene import PyramidPowerScene
from scenes.shell import cli
from scenes.shell.app import App
from scenes.ui import theme
from scenes.ui.text import tr


def fast_settings(home: Path, speed: float = 2.0) -> None:
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "settings.json").write_text(json.dumps({"speed": speed}))


# ------------------------------------------------------------------ an app we can hold


class Table:
    """The real app, stepped by hand, so a test can read the scene and post real input events."""

    def __init__(self, home: Path, monkeypatch: Any, args: list[str]) -> None:
        monkeypatch.setenv("TUMBLE_TABLE_HOME", str(home))
        self.app = App(cli.parse_or_exit([*args, "--frames", "100000"]))
        self.app.first_scene()
        self.app.manager.apply_pending()

    @property
    def scene(self) -> PyramidPowerScene:
        scene = self.app.manager.active
        assert isinstance(scene, PyramidPowerScene)
        return scene

    def run(self, frames: int) -> None:
        for _ in range(frames):
            for event in pygame.event.get():
                self.app.handle_pygame_event(event)
            self.app.step(theme.STEP)
            self.app.manager.draw(self.app.canvas)

    def until_turn(self, limit: int = 600) -> int:
        for _ in range(limit):
            self.run(1)
            player = self.scene.human_hint_player()
            if player is not None:
                return player
        raise AssertionError("the person's turn never came")

    def mouse(self, kind: int, pos: tuple[float, float]) -> None:
        window = self.app.to_window(pos)
        if kind == pygame.MOUSEMOTION:
            pygame.event.post(pygame.event.Event(kind, pos=window, rel=(0, 0), buttons=(1, 0, 0)))
        else:
            pygame.event.post(pygame.event.Event(kind, pos=window, button=1))
        self.run(1)

    def click(self, pos: tuple[float, float]) -> None:
        self.mouse(pygame.MOUSEBUTTONDOWN, pos)
        self.mouse(pygame.MOUSEBUTTONUP, pos)

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> None:
        self.mouse(pygame.MOUSEBUTTONDOWN, start)
        for k in range(1, steps + 1):
            t = k / steps
            self.mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
        self.mouse(pygame.MOUSEBUTTONUP, end)

    def actions(self) -> list[list[Any]]:
        return self.scene.match.record["actions"]

    def close(self) -> None:
        self.app.finish()


@pytest.fixture
def table(tmp_path: Path, monkeypatch: Any):
    made: list[Table] = []

    def make(*args: str) -> Table:
        t = Table(tmp_path, monkeypatch, list(args))
        made.append(t)
        return t

    yield make
    for t in made:
        t.close()


def tray_centre(scene: PyramidPowerScene, tile: str) -> tuple[float, float]:
    hand = scene.disp.hands[scene.disp.current]
    return L.big_slots(len(hand))[hand.index(tile)]


def playable_choice(scene: PyramidPowerScene) -> tuple[str, int, tuple[int, int]] | None:
    for (tile, turn), cells in sorted(scene.fits.items()):
        for cell in sorted(cells):
            if scene.cam.visible(cell, 60):
                return tile, turn, cell
    return None


# ------------------------------------------------------------------ whole games


def test_four_bots_play_to_the_results(tmp_path: Path, capsys: Any, monkeypatch: Any) -> None:
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    fast_settings(tmp_path)
    code, lines = run_app(tmp_path, capsys, ["--game", "pyramid_power", "--players", "4", "--seats",
                                             "easy,easy,easy,easy", "--seed", "4", "--autoplay", "--frames",
                                             "6000", "--until-over", "--verbose"])
    assert code == 0
    assert any(line.startswith("game over: pyramid_power") for line in lines)
    assert scenes_seen(lines)[-1] == "results"


def test_solitaire_with_every_animation_skipped_ends_and_keeps_best_scores(
        tmp_path: Path, capsys: Any, monkeypatch: Any) -> None:
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    taps = [{"frame": f, "type": "click", "x": 960, "y": 540} for f in range(20, 2400, 2)]
    code, lines = run_app(tmp_path, capsys, ["--game", "pyramid_power", "--players", "1", "--seats", "easy",
                                             "--seed", "9", "--autoplay", "--frames", "2600", "--until-over",
                                             "--verbose"], taps)
    assert code == 0
    assert any(line.startswith("game over: pyramid_power") for line in lines)
    assert scenes_seen(lines)[-1] == "results"
    data = json.loads((tmp_path / "data" / best.FILE_NAME).read_text())
    rows = data["tables"]["wild_tile=True"]
    assert len(rows) == 1 and rows[0]["name"]


# ------------------------------------------------------------------ a person's turn


def test_keys_alone_make_a_legal_move(tmp_path: Path, capsys: Any, monkeypatch: Any) -> None:
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    record = tmp_path / "game.json"
    script = keys("r", "e", "right", "left", "up", "return", start=200, gap=4)
    code, _ = run_app(tmp_path, capsys, ["--game", "pyramid_power", "--players", "2", "--seats", "human,easy",
                                         "--seed", "5", "--frames", "260", "--record", str(record)], script)
    assert code == 0
    actions = json.loads(record.read_text())["actions"]
    mine = [text for player, text in actions if player == 0]
    assert mine and (mine[0].startswith("place ") or mine[0] == "draw")


def test_click_a_glowing_space_places_the_chosen_tile(table: Any) -> None:
    t = table("--game", "pyramid_power", "--players", "2", "--seats", "human,easy", "--seed", "5")
    player = t.until_turn()
    scene = t.scene
    choice = playable_choice(scene)
    assert choice is not None and not scene.can_draw
    tile, turn, cell = choice
    t.click(tray_centre(scene, tile))
    assert scene.sel == tile
    scene.turns[tile] = turn
    before = len(t.actions())
    t.click(scene.cam.cell_screen(cell))
    assert len(t.actions()) == before + 1
    assert t.actions()[-1] == [player, scene.module.action_text(scene.match.state, Place(tile, cell, turn))] or \
        t.actions()[-1][1].startswith(f"place {tile} at {cell[0]},{cell[1]}")
    t.run(240)  # the landing, pop-ups and the bot's answer all play out
    assert any(p.cell == cell for p in scene.disp.board)


def test_drag_and_drop_places_and_a_bad_drop_springs_back(table: Any) -> None:
    t = table("--game", "pyramid_power", "--players", "2", "--seats", "human,easy", "--seed", "5")
    t.until_turn()
    scene = t.scene
    tile, turn, cell = playable_choice(scene)
    t.click(tray_centre(scene, tile))
    scene.turns[tile] = turn
    # A drop on the start tile's own cell is refused with the core's reason; nothing moves.
    before = len(t.actions())
    start = scene.disp.board[0].cell
    t.drag(tray_centre(scene, tile), scene.cam.cell_screen(start))
    assert len(t.actions()) == before
    assert scene.message == tr("pyramid_power.refuse.cell_taken")  # issue 37: the catalog, not the core
    assert tile in scene.disp.hands[0]
    # The same tile dropped on a glowing space goes in.
    t.drag(tray_centre(scene, tile), scene.cam.cell_screen(cell))
    assert len(t.actions()) == before + 1
    assert t.actions()[-1][1].startswith(f"place {tile} at {cell[0]},{cell[1]}")


def test_a_tap_on_a_space_that_does_not_fit_is_refused(table: Any) -> None:
    t = table("--game", "pyramid_power", "--players", "2", "--seats", "human,easy", "--seed", "5")
    t.until_turn()
    scene = t.scene
    before = len(t.actions())
    far = (40, 40)  # touches no tile at all
    scene.cam.look_at(far)
    scene.cam.settle()
    t.click(scene.cam.cell_screen(far))
    assert len(t.actions()) == before
    assert scene.message == tr("pyramid_power.refuse.cell_alone")


def test_draw_button_when_nothing_fits(table: Any) -> None:
    t = table("--game", "pyramid_power", "--players", "2", "--seats", "human,easy", "--seed", "5")
    player = t.until_turn()
    scene = t.scene
    # Give the person tiles that fit nowhere (the core is asked; the scene only shows it).
    import dataclasses

    state = scene.match.state
    board_colours = {p.tile for p in state.board}
    pool = sorted(state.supply | set(state.hands[player]))
    candidates = [x for x in pool if x != "W" and x not in board_colours]
    for size in range(len(candidates)):
        hand = tuple(candidates[size:size + 1])
        trial = dataclasses.replace(state, hands=(hand, state.hands[1]))
        if scene.module.legal_actions(trial, player) == [Draw()]:
            scene.match.state = trial
            break
    else:
        pytest.skip("no lone tile fits nowhere next to this start tile")
    scene.turn_started(player)
    assert scene.can_draw and scene.ui.widgets
    t.click(L.DRAW_BUTTON.center)
    assert t.actions()[-1] == [player, "draw"]


# ------------------------------------------------------------------ pieces


def test_best_scores_are_kept_per_option_set(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    rows, place = best.add({"wild_tile": True}, 40, "Ana", False)
    assert place == 0
    rows, place = best.add({"wild_tile": True}, 90, "Ben", True)
    assert place == 0 and [r["score"] for r in rows] == [90, 40]
    rows, place = best.add({"wild_tile": False}, 10, "Cy", False)
    assert [r["score"] for r in rows] == [10]
    for k in range(best.KEEP):
        best.add({"wild_tile": True}, 100 + k, "Dee", False)
    rows, place = best.add({"wild_tile": True}, 1, "Low", False)
    assert place is None and len(rows) == best.KEEP
    best.path().write_text("{broken")
    assert best.load() == {}


def test_grid_cells_and_points_agree() -> None:
    for cell in [(0, 0), (1, 0), (-1, 0), (0, 1), (3, -2), (-4, 5), (7, 7)]:
        assert cell_at(*cell_centre(cell)) == cell
    cam = Camera(L.BOARD)
    cam.look_at((5, -3))
    cam.settle()
    assert cam.cell_under(L.BOARD.center) == (5, -3)
    cam.zoom_step(1, L.BOARD.center)
    cam.settle()
    assert cam.cell_under(L.BOARD.center) == (5, -3)


def test_every_event_has_a_motion_or_is_log_only() -> None:
    """The scene's explicit table covers every event the core defines, each in one place only."""
    defined = {cls for _, cls in inspect.getmembers(pp_events, inspect.isclass)
               if issubclass(cls, Event) and cls is not Event and cls.__module__ == pp_events.__name__}
    assert defined, "no events found"
    covered = set(SCENE.animations) | set(SCENE.log_only)
    assert defined <= covered, f"no motion for {sorted(c.__name__ for c in defined - covered)}"
    assert not set(SCENE.animations) & SCENE.log_only


# ------------------------------------------------------------------ the board fills the free space (issue 15)


def board_extent(scene: PyramidPowerScene) -> pygame.Rect:
    """The played tiles' outline on screen, with the camera where it is heading."""
    scene.cam.settle()
    size = scene.cam.tile_size
    rects = []
    for p in scene.disp.board:
        x, y = scene.cam.cell_screen(p.cell)
        rects.append(pygame.Rect(round(x - size / 2), round(y - size * 0.58), size, round(size * 0.87)))
    return rects[0].unionall(rects[1:])


def test_the_start_tile_is_big_and_the_board_keeps_filling_the_free_space(table: Any) -> None:
    t = table("--game", "pyramid_power", "--players", "4", "--seats", "easy,easy,easy,easy", "--seed", "4",
              "--autoplay")
    scene = t.scene
    for _ in range(100):
        if scene.disp.board:
            break
        t.run(5)
    assert len(scene.disp.board) == 1  # the start tile alone
    assert scene.cam.tile_size >= 120
    t.run(30)
    assert scene.draw_size >= 120
    assert L.BOARD.contains(board_extent(scene))
    placed = len(scene.disp.board)
    checks = 0
    for _ in range(400):
        t.run(10)
        scene.animator.skip()
        if t.app.manager.active is not scene:
            break
        if len(scene.disp.board) == placed:
            continue
        placed = len(scene.disp.board)
        extent = board_extent(scene)
        assert L.BOARD.contains(extent), (placed, extent)
        size = scene.cam.tile_size
        # filling: big tiles (160 px or more), or the board reaches across much of the free space
        assert size >= 160 or extent.w >= L.BOARD.w * 0.45 or extent.h >= L.BOARD.h * 0.45, \
            (placed, size, extent)
        checks += 1
    assert checks >= 10


def test_turned_to_fit_hint_leaves_once_the_tile_is_placed(table: Any) -> None:
    """Issue 15: "Turned to fit: tap again to place" must not stay over the tray for the bots' turns."""
    t = table("--game", "pyramid_power", "--players", "2", "--seats", "human,easy", "--seed", "5")
    t.until_turn()
    scene = t.scene
    choice = None
    for (tile, turn), cells in sorted(scene.fits.items()):
        for cell in sorted(cells):
            if turn != scene.turn_of(tile) and cell not in scene.cells_for(tile) and scene.cam.visible(cell, 60):
                choice = tile, cell
                break
        if choice:
            break
    assert choice is not None
    tile, cell = choice
    t.click(tray_centre(scene, tile))
    assert scene.sel == tile
    before = len(t.actions())
    t.click(scene.cam.cell_screen(cell))
    assert len(t.actions()) == before and scene.message_time > 0  # turned, and says so
    assert scene.message.startswith(tr("pyramid_power.turned_to_fit").split(":")[0])
    t.click(scene.cam.cell_screen(cell))
    assert len(t.actions()) == before + 1
    assert scene.message_time == 0  # gone with the move, not left over the bot's turn


def test_solitaire_results_words_for_the_results_screen() -> None:
    """Issue 15: the hook the results screen can ask (`SCENE.results_words`) says how a solitaire
    ended in solitaire words, and stays out of games with several seats."""
    from game.core import Match, make_bots, run_match
    from scenes.games.pyramid_power.scene import PyramidPowerScene

    for seed in range(1, 7):
        match = run_match(Match("pyramid_power", 1, {}, seed=seed), make_bots("pyramid_power", ["easy"], seed))
        record = match.finished_record()
        words = PyramidPowerScene.results_words(record)
        assert words is not None
        title, detail = words
        left = len(match.state.hands[0])
        assert title == (tr("pyramid_power.results.cleared") if left == 0 else
                         tr(f"pyramid_power.results.stuck.{'one' if left == 1 else 'other'}", n=left))
        assert str(record["scores"][0]) in detail and "wins" not in title
    duo = run_match(Match("pyramid_power", 2, {}, seed=3), make_bots("pyramid_power", ["easy", "easy"], 3))
    assert PyramidPowerScene.results_words(duo.finished_record()) is None


# ------------------------------------------------------------------ Suggest carries the whole move


def suggest_table(device: str) -> tuple[Any, PyramidPowerScene]:
    """A table with hints on, at the person's first turn where some tile fits (not a draw)."""
    from ui_driver import Driver

    for seed in range(2, 12):
        d = Driver(device, ["--seed", str(seed)])
        d.app.services.screens.play("pyramid_power", game="pyramid_power", options={}, hints=True, seed=seed,
                                    seats=[{"name": "Ann", "seat": "human"}, {"name": "Bo", "seat": "easy"}])
        d.app.manager.apply_pending()
        scene = d.top
        d.run_until(lambda s=scene: s.human_hint_player() == 0 and not s.animator.busy, 3000)
        d.run(2)
        hand = scene.match.state.hands[0]
        if not scene.can_draw and len({t for t in hand if scene.playable(t)}) > 1:
            return d, scene
        d.close()
    raise AssertionError("no seed gave a turn with two tiles that fit")


def test_suggest_picks_turns_and_targets_the_whole_move() -> None:
    """The old choice goes; the suggested tile is the one chosen, shown turned as it will be laid,
    and its space is the lit target, clear of the board's buttons."""
    from scenes.games.pyramid_power import controls

    d, scene = suggest_table("tap")
    try:
        advice = suggested(scene)
        other = next(t for t in scene.match.state.hands[0] if t != advice.action.tile and scene.playable(t))
        d.tap_at(tuple(round(v) for v in tray_centre(scene, other)))  # a person had picked another tile
        assert scene.sel == other
        d.key(pygame.K_SLASH)  # Suggest
        place = scene.hints.current().action
        assert place == advice.action
        view = scene.view()
        chosen = [t for t in view.tray.tiles if t.chosen]
        assert [(t.tile, t.turn) for t in chosen] == [(place.tile, place.turn if place.tile != WILD else 0)]
        assert view.spaces is not None and view.spaces.target == place.cell and place.cell in view.spaces.fits
        d.run(90)  # the board eases to the space if it had to
        assert controls.clear_spot(scene, place.cell)
    finally:
        d.close()


def suggested(scene: PyramidPowerScene) -> Any:
    """What Suggest will show: the core's advice for the person (game/pyramid_power/advice.py)."""
    from game.pyramid_power.advice import advise

    return advise(scene.match.state, 0)


@pytest.mark.parametrize(("device", "suggest", "lay"), [("keys", "?", pygame.K_RETURN),
                                                       ("pad", pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_A)])
def test_suggest_then_confirm_lays_the_suggested_move(device: str, suggest: Any, lay: int) -> None:
    d, scene = suggest_table(device)
    try:
        advice = suggested(scene)
        before = len(scene.match.record["actions"])
        state = scene.match.state
        if device == "keys":
            d.key(pygame.K_SLASH)
            d.key(lay)
        else:
            d.pad(suggest)
            d.pad(lay)
        assert scene.match.record["actions"][before] == [0, scene.module.action_text(state, advice.action)]
    finally:
        d.close()


def test_the_first_tap_on_a_tile_the_table_picked_picks_it_the_next_turns_it() -> None:
    d, scene = suggest_table("tap")
    try:
        tile = scene.sel
        assert tile is not None and tile != WILD
        turn = scene.turn_of(tile)
        d.tap_at(tuple(round(v) for v in tray_centre(scene, tile)))
        assert scene.sel == tile and scene.turn_of(tile) == turn  # picked, not turned
        d.tap_at(tuple(round(v) for v in tray_centre(scene, tile)))
        assert scene.turn_of(tile) == (turn + 1) % 3  # tapped again: turned
    finally:
        d.close()


@pytest.mark.parametrize("rows", [1, 4, 8])
def test_how_a_solitaire_ended_shows_clear_of_its_best_scores(rows: int) -> None:
    """The end notice stands under the best-scores panel (it peeked out behind its title) and
    inside the window, however many scores the panel lists."""
    from scenes.games.pyramid_power import overlay
    from scenes.games.pyramid_power.view import Best

    pygame.display.init()
    surface = pygame.Surface((1920, 1080))
    best = Best([{"name": "Ann", "score": 90 - k, "cleared": True} for k in range(rows)], 0, 90, False, "Enter")
    panel = overlay._draw_best(surface, best)
    notice = overlay._draw_notice(surface, "Nothing fits and the supply is empty", 2.0, overlay.notice_y(panel))
    assert not notice.colliderect(panel) and surface.get_rect().contains(notice)
