"""Pop-ups keep clear of words: a "+7" or "+5 size set!" never covers a label or a number.

A pop-up rises from where it starts; `clear_of` moves its start down past each rect that holds
words or numbers (seat panels, a game's panels, the log) until its whole path (from the start to
where it comes to rest, at the size draw_popup draws it) misses them all, and keeps it on the
screen.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.ui import effects, theme

GAP = 8  # px of felt between a pop-up and the words it keeps clear of
NUDGE = 48  # px: a pop-up that only grazes a rect's side steps aside instead of down
GROW = 1.1  # draw_popup pops a pop-up in at up to 1.1 times its size


def path_rect(p: effects.Popup) -> pygame.Rect:
    """Everything `p` covers while it rises: its rect at the start and at rest, joined."""
    w, h = effects._popup_size(p)
    w, h = int(w * GROW), int(h * GROW)
    start = pygame.Rect(0, 0, w, h)
    start.center = (round(p.pos[0]), round(p.pos[1]))
    return start.union(start.move(0, -round(p.rise)))


def clear_of(p: effects.Popup, avoid: Sequence[pygame.Rect]) -> effects.Popup:
    """Move `p` (in place) off every rect of `avoid` and onto the screen; returns `p`."""
    screen = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT).inflate(-2 * GAP, -2 * GAP)
    x, y = p.pos
    for _ in range(2 * len(avoid) + 2):
        p.pos = (x, y)
        path = path_rect(p)
        shift_x = max(0, screen.left - path.left) - max(0, path.right - screen.right)
        if shift_x:
            x += shift_x
            continue
        hit = next((r for r in avoid if path.colliderect(r.inflate(2 * GAP, 2 * GAP))), None)
        if hit is None:
            break
        near = hit.inflate(2 * GAP, 2 * GAP)
        overlap = min(path.right, near.right) - max(path.left, near.left)
        if overlap <= NUDGE:  # only its edge: step aside rather than down
            x += overlap if path.centerx > hit.centerx else -overlap
            continue
        if path.bottom + hit.bottom + GAP - path.top > screen.bottom:  # no room below: rest above it
            y -= path.bottom - (hit.top - GAP)
            p.pos = (x, y)
            break
        y += hit.bottom + GAP - path.top  # down past it (the words sit on panels along the top)
    p.pos = (x, y)
    return p
