"""Dice in the air: a frame makes at most a few new turned faces and borrows near ones for the
rest, so a cast of twenty dice never spends a frame's time drawing faces it has not made yet."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest

from sprites import dice

KIND, VALUE, THEME, SYMBOLS = "W", 4, "classic", True


@pytest.fixture(autouse=True)
def fresh_caches() -> Iterator[None]:
    dice.rotated.cache_clear()
    dice.face.cache_clear()
    yield
    dice.rotated.cache_clear()
    dice.face.cache_clear()


def made(size: int) -> set[int]:
    """The turns of the test die already made at `size`."""
    return {t for t in range(dice.TURNS) if dice.rotated.peek(KIND, VALUE, size, THEME, SYMBOLS, t) is not None}


def fly(canvas: pygame.Surface, turns: list[int], size: int) -> None:
    """One frame: the test die in the air once per turn asked for (z chosen so it is drawn at `size`)."""
    dice.FLIGHT.new_frame()
    for turn in turns:
        dice.blit(canvas, KIND, VALUE, (200, 200), 66, angle=-math.radians(turn * dice.ANGLE_STEP),
                  z=(size / 66 - 1) * 260, theme=THEME, symbols=SYMBOLS)


def test_peek_never_draws() -> None:
    assert dice.rotated.peek(KIND, VALUE, 66, THEME, SYMBOLS, 3) is None
    assert made(66) == set()
    image = dice.rotated(KIND, VALUE, 66, THEME, SYMBOLS, 3)
    assert dice.rotated.peek(KIND, VALUE, 66, THEME, SYMBOLS, 3) is image


def test_a_frame_makes_at_most_its_budget_and_borrows_the_rest() -> None:
    canvas = pygame.Surface((400, 400))
    fly(canvas, [0], 72)  # one turn made: every other turn now has a near one to borrow
    assert made(72) == {0}
    fly(canvas, [3, 6, 9, 12, 15], 72)
    assert len(made(72)) == 1 + dice.FLIGHT.per_frame
    fly(canvas, [3, 6, 9, 12, 15], 72)  # the next frame makes the rest
    assert made(72) == {0, 3, 6, 9, 12, 15}


def test_a_borrowed_face_is_the_same_face_at_a_near_turn_or_size() -> None:
    dice.rotated(KIND, VALUE, 78, THEME, SYMBOLS, 6)
    dice.FLIGHT.new_frame()
    dice.FLIGHT.left = 0
    image, size = dice._in_flight(KIND, VALUE, 72, THEME, SYMBOLS, 3)
    assert (image, size) == (dice.rotated.peek(KIND, VALUE, 78, THEME, SYMBOLS, 6), 78)
    assert made(72) == set()  # nothing new was drawn for it


def test_a_die_with_nothing_near_is_drawn_all_the_same() -> None:
    dice.FLIGHT.new_frame()
    dice.FLIGHT.left = 0
    image, size = dice._in_flight("B", 2, 90, THEME, SYMBOLS, 9)
    assert size == 90 and image is dice.rotated.peek("B", 2, 90, THEME, SYMBOLS, 9)


def test_dice_at_rest_never_borrow() -> None:
    canvas = pygame.Surface((400, 400))
    dice.FLIGHT.new_frame()
    dice.FLIGHT.left = 0
    for turn in range(dice.TURNS):
        dice.blit(canvas, KIND, VALUE, (200, 200), 66, angle=-math.radians(turn * dice.ANGLE_STEP))
    assert made(66) == set(range(dice.TURNS))
