"""The game log as a strip a sofa can read: 32 px lines that wrap (never cut with "…").

Every table shows its newest log lines through `LogStrip.draw`, into a rectangle the game picks;
the strip remembers where it was drawn so a tap on it opens the history (`scenes.table.history`).
The newest line is bright, older ones dim; a line that does not fit whole is left out, not cut.

The log is part of the save: a continued game (Save and leave, a restart of the program) gets its
lines back from the record (`lines_of_record`), worded as they were when the moves were made, so
Continue shows the same log and history as the table that was left, not an empty strip.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import pygame

from game.core import game_module, options_from_dict
from scenes.table.input_words import said
from scenes.ui import theme
from sprites import draw, fonts, pen, scaling

SIZE = 32          # px at 1080p: readable from a sofa
LINE = 40          # line pitch
PAD_X = 18
PAD_Y = 10
HINT_SIZE = 24


def _pitch() -> int:
    """The line pitch at the current text size (sprites.fonts: 40 px at Normal)."""
    return fonts.px(LINE)


def _hint_room() -> int:
    """Room for the "tap for the whole log" line under the rows."""
    return max(fonts.px(HINT_SIZE) + 6, fonts.font(HINT_SIZE, "bold").get_height())


def wrapped(lines: Sequence[str], width: int, size: int = SIZE) -> list[list[str]]:
    """Each log line broken into the rows it takes at `width` pixels."""
    return [list(_wrap(line, size, width)) for line in lines]


@lru_cache(maxsize=1024)
def _wrap(line: str, size: int, width: int) -> tuple[str, ...]:
    """One line's rows, measured once: a strip shows the same lines for many frames, and
    measuring text word by word took milliseconds each time a line came in."""
    return tuple(fonts.wrap(line, size, width))


def fitting(lines: Sequence[str], width: int, height: int, size: int = SIZE) -> list[tuple[str, bool]]:
    """The rows of the newest whole lines that fit `height`, oldest first, each with a
    "newest" flag (the last line is drawn bright)."""
    rows: list[tuple[str, bool]] = []
    used = 0
    groups = wrapped(lines, width, size)
    for k in range(len(groups) - 1, -1, -1):
        need = len(groups[k]) * _pitch()
        if used + need > height and rows:
            break
        if used + need > height:  # even the newest line alone is too tall: keep its first rows
            groups[k] = groups[k][: max(1, height // _pitch())]
            need = len(groups[k]) * _pitch()
        rows[:0] = [(row, k == len(groups) - 1) for row in groups[k]]
        used += need
    return rows


@lru_cache(maxsize=64)
def _placed(lines: tuple[str, ...], size: tuple[int, int], header: str,
            hint: bool) -> tuple[tuple[str, tuple[int, int], bool], ...]:
    """Where each row goes in a strip of `size`: (row, top-left, newest), the header first."""
    w, h = size
    placed: list[tuple[str, tuple[int, int], bool]] = []
    top = PAD_Y
    if header:
        top += _pitch() + 8
    bottom = h - PAD_Y - (_hint_room() if hint else 0)
    rows = fitting(lines, w - 2 * PAD_X, bottom - top)
    y = bottom - len(rows) * _pitch()
    for row, newest in rows:
        placed.append((row, (PAD_X, y), newest))
        y += _pitch()
    return tuple(placed)


def _draw_strip(surface: pygame.Surface, rect: pygame.Rect, lines: tuple[str, ...], header: str,
                hint: str) -> None:
    """The panel and its rows drawn straight onto `surface`: a new line costs its own text
    only, not a strip-sized picture composed again (at 4K that copy alone was a millisecond)."""
    surface.blit(draw.panel(rect.size, alpha=165, radius=16), rect)
    if header:
        size = fonts.fit_size(header, SIZE, rect.w - 2 * PAD_X, "display")  # the header fits its strip
        surface.blit(fonts.text(header, size, theme.GOLD, "display"), (rect.x + PAD_X, rect.y + PAD_Y))
    for row, (x, y), newest in _placed(lines, rect.size, header, hint):
        surface.blit(fonts.text(row, SIZE, theme.CREAM if newest else theme.CREAM_DIM), (rect.x + x, rect.y + y))
    if hint:
        label = fonts.text(hint, HINT_SIZE, theme.GOLD_LIGHT, "bold")
        box = label.get_rect(bottomright=(rect.right - PAD_X, rect.bottom - 6))
        surface.blit(label, box)
        lines_icon(surface, (box.x - 34, box.y + 2), 24, theme.GOLD_LIGHT)


def lines_icon(surface: pygame.Surface, topleft: tuple[int, int], size: int,
               colour: tuple[int, int, int]) -> None:
    """Three stacked lines: "there is more to read here" (drawn, so no font needs the glyph)."""
    x, y = topleft
    for k in range(3):
        pen.rect(surface, colour, (x, y + 2 + k * size // 3, size, max(3, size // 8)), border_radius=2)


class LogStrip:
    """Draws the newest lines into a rectangle and remembers it as the history's tap target."""

    def __init__(self, table: Any = None) -> None:
        self.rect: pygame.Rect | None = None
        self.table = table  # whose last input the hint names ("Tap", "Click", H, Y)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[str], header: str = "",
             hint: bool = True) -> None:
        """Draw `lines` (newest last) in `rect`; with no lines and no header nothing is drawn."""
        if not lines and not header:
            self.rect = None
            return
        self.rect = pygame.Rect(rect)
        _draw_strip(surface, self.rect, tuple(lines), header, said(self.table, "log.open_hint") if hint else "")

    def draw_bottom_right(self, surface: pygame.Surface, lines: Sequence[str], width: int = 700,
                          max_rows: int = 4, margin: int = 44) -> None:
        """The base table's strip: grows upward from the bottom-right corner with its rows."""
        inner = width - 2 * PAD_X
        # As tall as `max_rows` lines at Normal: larger text shows fewer lines (the history has them all).
        rows = len(fitting(list(lines)[-max_rows:], inner, max(max_rows * LINE, 2 * _pitch())))
        if not rows:
            self.rect = None
            return
        height = rows * _pitch() + 2 * PAD_Y + _hint_room()
        rect = pygame.Rect(theme.WIDTH - width - margin, theme.HEIGHT - margin - height, width, height)
        self.draw(surface, rect, list(lines)[-max_rows:])

    def hit(self, pos: tuple[int, int] | None) -> bool:
        return pos is not None and self.rect is not None and self.rect.collidepoint(pos)


# Rows were measured at the old text size: measure again after a change (sprites.fonts).
scaling.on_change(_wrap.cache_clear)
scaling.on_change(_placed.cache_clear)


def lines_of_record(record: dict[str, Any], words: Callable[[Any], str | None]) -> list[str]:
    """Every log line of a recorded game, oldest first: its moves replayed from the start and each
    event worded by `words` (the table's own `log_text`), as the table logged them when played."""
    module = game_module(record["game"])
    state = module.new_game(len(record["players"]), options_from_dict(module.Options, record.get("options")))
    lines: list[str] = []
    for player, text in record["actions"]:
        step = module.apply(state, int(player), module.parse_action(state, int(player), text))
        state = step.state
        lines += [line for event in step.events if (line := words(event))]
    return lines
