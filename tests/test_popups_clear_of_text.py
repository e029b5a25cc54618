"""Issue 40: a pop-up never covers a label or a number.

"+5 size set!" was drawn over the pot's own "+5 size set" line (and ran off the screen), a "+7"
rose into the bubble and panel of the seat that took it, a seat's "+12 now" swelled over the line
beside it. Here each game is played by bots in the real app, in Icelandic (the longest words),
and on every frame the rect each live pop-up is drawn in (as scenes/ui/effects.draw_popup places
it) is checked against the rects that hold labels and numbers: the seat panels, the game's panels
(pot, sizes, round box, the dice's info, controls and scoring panel), the log, and the screen.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from ui_driver import Driver

from scenes.ui import effects, theme

SEATS = {"take5": ",".join(["easy"] * 8),  # seats down the sides too (top seats swell their figure)
         "take_it_pyramids": "easy,easy,easy",
         "take_it_dice": "easy,easy,easy", "pyramid_power": "easy,easy"}
FRAMES = {"take5": 9000, "take_it_pyramids": 9000, "take_it_dice": 9000, "pyramid_power": 6000}


def popup_rect(p: effects.Popup) -> pygame.Rect:
    """Where draw_popup puts `p` now (its size at its largest, 1.1 times, to be safe)."""
    w, h = effects._popup_size(p)
    t = p.progress
    y = p.pos[1] - p.rise * min(1.0, t / 0.5) ** 0.5
    rect = pygame.Rect(0, 0, int(w * 1.1), int(h * 1.1))
    rect.center = (round(p.pos[0]), round(y))
    return rect


def text_rects(scene: Any) -> list[tuple[str, pygame.Rect]]:
    """The rects that hold labels and numbers on this table now."""
    out = [(f"seat {i}", pygame.Rect(r)) for i, r in enumerate(scene.seat_rects())]
    if scene.log_strip.rect is not None:
        out.append(("log", pygame.Rect(scene.log_strip.rect)))
    if scene.game_id == "take5":
        from scenes.games.take5 import layout

        out += [(f"row {r + 1}", layout.row_rect(r)) for r in range(4)] + [("how it ends", layout.SEEN)]
    if scene.game_id == "take_it_pyramids":
        from scenes.games.take_it_pyramids import layout

        out += [("pot", layout.POT_PANEL), ("info", layout.INFO)]
        out += [(f"size {k}", r) for k, r in enumerate(layout.SIZE_BUTTONS)]
    if scene.game_id == "take_it_dice":
        from scenes.games.take_it_dice import layout

        out += [("info", layout.INFO), ("controls", layout.CONTROLS)]
        stage = scene.stage
        if stage is not None:
            out += [(f"score card {k}", pygame.Rect(r)) for k, r in enumerate(stage.card_rects)]
    return out


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_no_popup_covers_a_label_or_a_number_in_a_bot_game(game_id: str, quick_bots: None) -> None:
    seats = SEATS[game_id]
    d = Driver("tap", ["--game", game_id, "--players", str(len(seats.split(","))), "--seats", seats,
                       "--seed", "4", "--lang", "is"])
    try:
        scene = d.top
        screen = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
        seen, bad = 0, {}
        for _ in range(FRAMES[game_id]):
            d.app.step(theme.STEP)
            if getattr(scene, "finished", False) or d.top is not scene:
                break
            for p in getattr(scene, "popups", []):
                if p.progress < 0.1:  # still popping in from nothing
                    continue
                seen += 1
                rect = popup_rect(p)
                if not screen.contains(rect):
                    bad.setdefault((p.text, "off the screen"), rect)
                for name, r in text_rects(scene):
                    if rect.colliderect(r):
                        bad.setdefault((p.text, name), rect)
        assert seen, "no pop-up was seen: the test saw nothing"
        assert not bad, "; ".join(sorted({f"{name}: {text[:24]}" for text, name in bad}))
    finally:
        d.close()


@pytest.mark.parametrize("lang", ["en", "is"])
def test_take5s_round_figure_swells_beside_the_seat_line_not_over_it(lang: str) -> None:
    """"+12 núna" swells when a row is taken; the "who · status" line beside it stays readable."""
    from scenes.games.take5 import hud, layout
    from scenes.ui.text import set_language, tr

    set_language(lang)
    try:
        checked = 0
        for players in range(2, 11):
            for rect in layout.seat_rects(players):
                for this_round in (0, 7, 12, 88):
                    for who, status in ((tr("seat.easy"), tr("take5.status.picking")), (tr("seat.hard"), ""),
                                        (tr("seat.you"), tr("take5.status.picking"))):
                        look = hud.SeatLook("Ann", who, status, 40, this_round, False, False, False)
                        line = hud.line_rect(rect, look)
                        figure = hud.figure_rect(rect, look, hud.POP_ZOOM)
                        assert not line.colliderect(figure), (players, who, status, this_round, line, figure)
                        checked += 1
        assert checked > 100
    finally:
        set_language("en")
