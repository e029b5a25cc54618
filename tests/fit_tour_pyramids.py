"""The catalog fit tour's rare moments of the two pyramid games (tests/test_catalog_fit_tour.py).

Take It or Leave It with pyramids, white playing black (`palette=xeno`): seed 70's game has a
refill of the bag and a tie broken in an extra cycle, so its banners (refill, third white, round
gains, tie-break) are drawn while they stand on the table; a person's drag let go beside the bag.

Pyramid Power: a solitaire played through the table's own controls by a person (the words of
the tray for every input, a tile that fits only turned, a turn where it fits nowhere, a drawn
tile that must be laid), to its end and the best scores; a solitaire left stuck, whose score is
not kept among the best; a four-player game where a drawn tile is kept.

Seeds were chosen with the cores: the table's bots are the cores' (`make_bots`, seeded as the
scene seeds them), so the same seed plays the same game here.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
from ui_driver import Driver

from game.core import play_match

WINDOW = ["--size", "1280x720", "--text-size", "normal"]
STEP = 1 / 60


def table(game: str, seats: str, seed: int, lang: str, rules: str = "", autoplay: bool = True) -> Driver:
    args = ["--game", game, "--seats", seats, "--players", str(len(seats.split(","))), "--seed", str(seed),
            "--lang", lang, "--rules", rules, *WINDOW]
    d = Driver("tap", [*args, "--autoplay"] if autoplay else args)
    d.app.settings.speed = 2.0  # the fastest the settings offer: the table's motion and the bots' pauses halve
    return d


def draw(d: Driver) -> None:
    d.app.manager.draw(d.app.canvas)


def screens(lang: str) -> Iterator[Driver]:
    yield pyramids_game(lang)
    yield pyramids_drag(lang)
    yield power_solitaire_by_hand(lang)
    yield power_solitaire_stuck(lang)
    yield power_kept(lang)
    yield power_supply_empty(lang)


# ------------------------------------------------------------------ Take It or Leave It (pyramids)


def pyramids_game(lang: str) -> Driver:
    """Seed 70, white for black: the bag refilled, the third white, round gains and losses, and a
    tie broken in an extra cycle. Motion is skipped except while a banner is on its way: a round's
    end or a refill (the core's state is ahead of the one shown) plays out, its banner drawn."""
    d = table("take_it_pyramids", "human,easy,easy", 70, lang, "palette=xeno")
    banners: set[int] = set()
    busts = 0
    for frame in range(20000):
        d.app.step(STEP)
        scene = d.top
        if scene.name == "results":
            draw(d)
            break
        if scene.name != "game":
            continue
        banner = scene.banner
        if banner is not None and banner.appear > 0.95 and id(banner) not in banners:
            banners.add(id(banner))
            draw(d)
        if scene.busts_shown != busts:  # the bust's bubble ("White!") under the seat
            busts = scene.busts_shown
            draw(d)
        if frame % 90 == 0:
            draw(d)  # the seats' lines, the info panel (a tie-break cycle), the pot
        if scene.animator.busy and not banner_coming(scene) and scene.banner is None:
            scene.animator.skip()
    return d


def banner_coming(scene: Any) -> bool:
    """The step on its way ends a round or refills the bag: both say so in a banner."""
    now, shown = scene.match.state, scene.shown
    return now.round_number != shown.round_number or len(now.bag) > len(shown.bag)


def pyramids_drag(lang: str) -> Driver:
    """A person drags a size and lets go beside the bag: the table says where to drop it."""
    d = table("take_it_pyramids", "human,easy,easy", 3, lang, autoplay=False)
    for _ in range(3000):
        d.app.step(STEP)
        if d.top.human_to_act() == 0 and d.top.size_buttons[0].live:
            break
        if d.top.animator.busy:
            d.top.animator.skip()
    button = d.top.size_buttons[0].rect
    far = (880, 520)  # over the arena's felt, well away from the bag
    finger(d, pygame.FINGERDOWN, button.center)
    finger(d, pygame.FINGERMOTION, ((button.centerx + far[0]) // 2, (button.centery + far[1]) // 2))
    finger(d, pygame.FINGERMOTION, far)
    finger(d, pygame.FINGERUP, far)
    draw(d)
    return d


def finger(d: Driver, kind: int, pos: tuple[int, int]) -> None:
    w, h = d.app.window.get_size()
    wx, wy = d.app.to_window(pos)
    d.send(pygame.event.Event(kind, x=wx / w, y=wy / h, dx=0.0, dy=0.0, touch_id=1, finger_id=0, pressure=1.0))
    d.run(1)


# ------------------------------------------------------------------ Pyramid Power


class Notices:
    """Draws the table each time its one-line notice changes (a tile drawn, how the game ended)."""

    def __init__(self) -> None:
        self.last: tuple[str, float] = ("", 0.0)

    def look(self, d: Driver) -> None:
        scene = d.top
        now = (scene.notice, scene.notice_time)
        if scene.notice_time > 0 and (now[0] != self.last[0] or now[1] > self.last[1]):
            draw(d)
        self.last = now


def play_power(d: Driver, on_turn: Any = None, limit: int = 6000) -> None:
    """Play on to the end of the game (motion skipped, each notice drawn); at each turn of the
    person at the screen, `on_turn(d)` first, then the move the seat's own bot would make, laid
    through the table's controls."""
    notices = Notices()
    for frame in range(limit):
        d.app.step(STEP)
        scene = d.top
        if scene.name != "game" or scene.finished:
            return
        if scene.match.is_over():  # the end plays out: its bonus lines float over the board
            if frame % 10 == 0 and scene.popups:
                draw(d)
            continue
        if scene.animator.busy:
            scene.animator.skip()
            notices.look(d)
            continue  # the next frame starts the turn the motion led to
        notices.look(d)
        if not scene.autoplay and scene.human_hint_player() == 0 and not scene.animator.busy:
            if on_turn is not None:
                on_turn(d)
            play_as_bot(scene)
    raise AssertionError("the game did not end")


def play_as_bot(scene: Any) -> None:
    """The move the seat's bot chooses, made as a person makes it: the Draw button, or the tile
    picked, turned and laid in its space."""
    from scenes.games.pyramid_power import controls

    state = scene.match.state
    action = scene.spare_bots[0].choose(scene.module.view(state, 0), 0)
    if type(action).__name__ == "Draw":
        controls.draw(scene, 0)
        return
    scene.sel = action.tile
    scene.turns[action.tile] = action.turn
    assert controls.place(scene, 0, action.cell), action


def end_of_solitaire(d: Driver) -> None:
    """The best scores over the finished table (its last line in every input's words), then on to
    the results, as a person's Enter takes it."""
    for _ in range(600):
        d.app.step(STEP)
        if d.top.finished and d.top.best_rows is not None:
            break
    d.draw_for_each_input()
    d.key(pygame.K_RETURN)
    for _ in range(600):
        if d.top.name == "results":
            break
        d.app.step(STEP)
    d.run(10)
    draw(d)


class ByHand:
    """A person's hands on the solitaire table, once each where the hand allows: the tray's words
    for every input, the board's, a turn of the tile that fits nowhere, a space where the tile
    fits only turned, a tile that fits nowhere, and a drawn tile that must be laid first."""

    def __init__(self) -> None:
        self.done: set[str] = set()

    def __call__(self, d: Driver) -> None:
        scene = d.top
        state = scene.match.state
        hand = list(state.hands[0])
        if state.drawn is not None:
            other = next((t for t in hand if t != state.drawn), None)
            if other is not None and "must_place" not in self.done:
                self.tap_tile(d, other, "pyramid_power.must_place_drawn", "must_place")
            return
        if scene.can_draw:
            return
        if "pick" not in self.done:
            self.done.add("pick")
            d.draw_for_each_input()
        stuck = [t for t in hand if not scene.playable(t)]
        if stuck and "no_fit_tile" not in self.done:
            self.tap_tile(d, stuck[0], "pyramid_power.no_fit_tile", "no_fit_tile")
        turned = [t for t in hand if scene.playable(t) and any(not scene.fits.get((t, k)) for k in range(3))]
        if turned and "no_fit_turn" not in self.done:
            self.board_and_turn(d, turned[0])
        if "turned_to_fit" not in self.done:
            self.tap_turned_space(d)

    def said(self, d: Driver, key: str, name: str) -> None:
        from scenes.ui.text import tr

        if d.top.message_time > 0 and d.top.message == tr(key):
            self.done.add(name)
            draw(d)

    def tap_tile(self, d: Driver, tile: str, key: str, name: str) -> None:
        from scenes.games.pyramid_power import layout

        hand = d.top.disp.hands[0]
        d.tap_at(tuple(round(v) for v in layout.big_slots(len(hand))[hand.index(tile)]))
        self.said(d, key, name)

    def board_and_turn(self, d: Driver, tile: str) -> None:
        """Keys: right until the tile is picked, up onto the board (its words for every input),
        then R until it is turned a way that fits nowhere."""
        scene = d.top
        for _ in range(len(scene.disp.hands[0])):
            if scene.sel == tile:
                break
            d.key(pygame.K_RIGHT)
        d.key(pygame.K_UP)
        if scene.mode != "board":
            return
        if "board" not in self.done:
            self.done.add("board")
            d.draw_for_each_input()
        for _ in range(3):
            d.key(pygame.K_r)
            self.said(d, "pyramid_power.no_fit_turn", "no_fit_turn")
            if "no_fit_turn" in self.done:
                break
        d.key(pygame.K_DOWN)

    def tap_turned_space(self, d: Driver) -> None:
        """A tap on a space where the picked tile fits only when turned: the table turns it."""
        from scenes.games.pyramid_power import controls

        scene = d.top
        cells = [c for c in scene.other_turn_cells(scene.sel) if controls.clear_spot(scene, c)]
        if cells:
            d.tap_at(tuple(round(v) for v in scene.cam.cell_screen(cells[0])))
            self.said(d, "pyramid_power.turned_to_fit", "turned_to_fit")


def power_solitaire_by_hand(lang: str) -> Driver:
    """Seed 73 without the wild, played by a person at the table (the medium bot's moves, made
    through the controls): a drawn tile that must be laid, every tile placed, the best scores."""
    d = table("pyramid_power", "human", 73, lang, "wild_tile=False", autoplay=False)
    hands = ByHand()
    play_power(d, hands)
    end_of_solitaire(d)
    return d


def power_solitaire_stuck(lang: str) -> Driver:
    """Seed 31 without the wild ends stuck with one tile; eight better solitaires (played by the
    core, kept in this home's best scores) leave its score out of the table."""
    from scenes.games.pyramid_power import best

    options = {"wild_tile": False}
    for seed in range(200, 240):
        if len(best.load().get(best.option_key(options), [])) >= best.KEEP:
            break
        record = play_match("pyramid_power", 1, ["medium"], seed, options)
        best.add(record["options"], record["scores"][0], "Ann", True)
    d = table("pyramid_power", "human", 31, lang, "wild_tile=False")
    play_power(d)
    end_of_solitaire(d)
    return d


def power_kept(lang: str) -> Driver:
    """Four players, seed 54: a drawn tile fits nowhere and is kept."""
    d = table("pyramid_power", "human,easy,easy,easy", 54, lang)
    play_power(d)
    for _ in range(300):
        d.app.step(STEP)
        if d.top.name == "results":
            break
    draw(d)
    return d


# A three-player game without the wild that ends when a player must draw from an empty supply:
# no game of the bots does (none in thousands of seeds), so its moves were found once by a search
# over the core's legal moves (the deal, each draw and each placement chosen); the table shows it
# as it shows any stored game watched again, and the core checks every move as it is applied.
SUPPLY_EMPTY_DEAL = "deal T04 T08 T10 T30 T31 T33 / T02 T05 T28 T29 T34 T35 / T03 T09 T11 T12 T15 T32 / start T01"
SUPPLY_EMPTY_MOVES = (
    "0 draw", "-1 supply T06", "0 place T06 at -1,0 turn 0", "1 place T02 at -2,0 turn 0",
    "2 place T09 at -2,1 turn 0", "0 place T08 at -1,1 turn 1", "1 place T28 at -3,1 turn 1",
    "2 place T03 at -4,1 turn 0", "0 place T31 at -4,0 turn 2", "1 place T29 at -5,1 turn 1",
    "2 place T32 at -6,1 turn 0", "0 place T30 at -7,1 turn 1", "1 place T34 at -8,1 turn 1",
    "2 place T15 at -8,0 turn 0", "0 place T33 at -7,0 turn 1", "1 place T35 at -7,-1 turn 2",
    "2 place T11 at -6,-1 turn 0", "0 place T10 at -9,1 turn 1", "1 draw", "-1 supply T07",
    "1 place T07 at -1,-1 turn 0", "2 draw", "-1 supply T16", "2 place T16 at -1,2 turn 2",
    "0 draw", "-1 supply T17", "0 place T17 at -10,1 turn 0", "1 draw", "-1 supply T18",
    "1 place T18 at -10,0 turn 1", "2 draw", "-1 supply T19", "2 place T19 at -5,0 turn 2",
    "0 draw", "-1 supply T20", "0 place T20 at -2,2 turn 0", "1 draw", "-1 supply T23",
    "1 place T23 at -5,-1 turn 0", "2 draw", "-1 supply T21", "2 place T21 at -4,-1 turn 2",
    "0 draw", "-1 supply T25", "0 place T25 at -4,-2 turn 0", "1 draw", "-1 supply T22",
    "1 place T22 at -2,-1 turn 0", "2 draw", "-1 supply T24", "2 place T24 at -2,-2 turn 1",
    "0 draw", "-1 supply T26", "0 place T26 at -1,-2 turn 0", "1 draw", "-1 supply T27",
    "1 place T27 at 0,-2 turn 0", "2 draw", "-1 supply T14", "2 place T14 at 0,-1 turn 0", "0 draw",
    "-1 supply T13", "0 place T13 at 1,0 turn 0",
)


def power_supply_empty(lang: str) -> Driver:
    """The game above watched again from history: the supply runs dry, the fewest tiles win the
    bonus (the lower score of the tied), and the table says how the game ended."""
    from game.core import Match

    players = [{"name": name, "seat": "easy"} for name in ("Ann", "Bo", "Cy")]
    match = Match("pyramid_power", 3, {"wild_tile": False}, players=players, seed=0)
    match.apply_text(-1, SUPPLY_EMPTY_DEAL)
    for move in SUPPLY_EMPTY_MOVES:
        player, text = move.split(" ", 1)
        match.apply_text(int(player), text)
    assert match.state.end_reason == "supply_empty"
    d = Driver("tap", ["--lang", lang, *WINDOW])
    d.app.settings.speed = 2.0
    d.app.screens.play("pyramid_power", replay=match.finished_record(), autoplay=False)  # as history does
    d.run(2)
    notices = Notices()
    for frame in range(6000):
        d.app.step(STEP)
        if d.top.name != "game":
            break
        if d.top.match.is_over():  # the end plays out: its bonus lines float over the board
            if frame % 10 == 0 and d.top.popups:
                draw(d)
        elif d.top.animator.busy:
            d.top.animator.skip()
        notices.look(d)
    draw(d)
    return d


__all__ = ["screens"]
