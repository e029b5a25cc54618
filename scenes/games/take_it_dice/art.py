"""Pictures of the pieces: the wooden tray painted once into the felt, a die as it stands
(square, mid-turn or flying), a card's face, a card in flight, and the rattle of dice in a
bot's hand. Fed plain values, so the hud and the table draw the same pieces the same way."""

from __future__ import annotations

import math
import random

import pygame

from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS, FIX_COST, combo_caption
from scenes.games.take_it_dice import layout
from scenes.games.take_it_dice.choose import Chooser
from scenes.games.take_it_dice.palette_words import ptr
from scenes.games.take_it_dice.pieces import CardSprite, DieSprite
from scenes.ui import theme
from scenes.ui.widgets import draw_focus
from sprites import combo_cards, dice, draw, pen, scaling, transforms

P = "take_it_dice."


def static_layer(base: pygame.Surface) -> pygame.Surface:
    """The felt with the wooden tray drawn in once."""
    surf = base.copy()
    tray = layout.TRAY
    draw.blit_shadow(surf, tray, 30, 10, 16, 110)
    pen.rect(surf, (104, 62, 32), tray, border_radius=30)
    for i in range(layout.RIM):
        t = i / layout.RIM
        c = (round(150 - 50 * t), round(98 - 34 * t), round(52 - 20 * t))
        pen.rect(surf, c, tray.inflate(-2 * i, -2 * i), 2, border_radius=max(6, 30 - i))
    floor = tray.inflate(-2 * layout.RIM, -2 * layout.RIM)
    pen.rect(surf, (168, 120, 76), floor, border_radius=12)
    rng = random.Random(11)
    plank = 62
    for y in range(floor.y + plank, floor.bottom, plank):
        pen.line(surf, (140, 96, 58), (floor.x + 4, y), (floor.right - 4, y), 2)
    for _ in range(260):
        y = rng.randrange(floor.y + 4, floor.bottom - 4)
        x = rng.randrange(floor.x + 4, floor.right - 80)
        end = min(floor.right - 6, x + rng.randrange(40, 180))
        pen.line(surf, (156, 110, 68), (x, y), (end, y), 1)
    for i in range(12):  # the rim's shadow on the floor
        a = int(60 * (1 - i / 12) ** 2)
        edge = scaling.surface(floor.inflate(-2 * i, -2 * i).size, pygame.SRCALPHA)
        pen.rect(edge, (40, 20, 8, a), edge.get_rect(), 2, border_radius=12)
        surf.blit(edge, (floor.x + i, floor.y + i))
    pen.rect(surf, (196, 146, 90), tray, 2, border_radius=30)
    return surf.convert() if pygame.display.get_surface() is not None else surf


def blit_die(surface: pygame.Surface, d: DieSprite, pos: tuple[float, float], tm: str, sy: bool) -> None:
    """A die at `pos`, squashed while it turns, raised by its height `z`."""
    if d.squash < 0.98:
        img = dice.squashed(d.kind, d.face, round(d.size), tm, sy, d.squash)
        sh = dice.shadow(round(d.size))
        surface.blit(sh, sh.get_rect(center=(round(pos[0] + 4 + d.z * 0.3), round(pos[1] + 4 + d.z * 0.3))))
        surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1] - d.z * 0.25))))
        return
    dice.blit(surface, d.kind, d.face, pos, round(d.size), d.angle, d.z, tm, sy, d.alpha)


def draw_tray_dice(surface: pygame.Surface, tray: list[DieSprite], jitter: tuple[float, float],
                   chooser: Chooser | None, focus_die: DieSprite | None, tm: str, sy: bool) -> None:
    """The dice in the tray (shaken by `jitter`), lowest first; while a card's arguments are
    chosen, picked dice are ringed and dice that cannot be picked are veiled."""
    picked = chooser.chosen_ids() if chooser else set()
    dice.FLIGHT.new_frame()
    for d in sorted(tray, key=lambda q: (q.z > 0, q.y)):
        pos = (d.x + jitter[0], d.y + jitter[1])
        blit_die(surface, d, pos, tm, sy)
        if chooser is not None and chooser.stage in ("dice", "at", "own", "to", "confirm"):
            if d.ident in picked:
                rect = d.rect(8).move(round(jitter[0]), round(jitter[1]))
                pen.rect(surface, theme.GOLD_LIGHT, rect, 5, border_radius=16)
            elif chooser.stage not in ("dice", "at") or not chooser.can_pick_tray(d.ident, d.die):
                veil = d.rect(2)
                surface.blit(draw.panel(veil.size, colour=(0, 0, 0), alpha=120, radius=14), veil)
        if focus_die is d:
            draw_focus(surface, d.rect(10), 16)


def card_image(card: str, theme_name: str, symbols: bool,
               size: tuple[int, int] = layout.CARD) -> pygame.Surface:
    """A combo or action card's face."""
    if card in COMBO_CARDS:
        text, points = COMBO_CARDS[card]
        caption = ptr(P + "caption." + combo_caption(text))
        return combo_cards.combo_card(card, text, points, size, caption, theme_name, symbols)
    kind = ACTION_CARDS[card]
    cost = FIX_COST.get(card, 0) if kind == "fix-black" else 0
    return combo_cards.action_card(card, kind, ptr(P + "kind." + kind), cost, size, theme_name, symbols)


def draw_card_sprite(surface: pygame.Surface, c: CardSprite) -> None:
    image = c.image
    w, h = image.get_size()
    sw, sh = max(2, round(w * c.scale)), max(2, round(h * c.scale))
    if (sw, sh) != (w, h):
        image = transforms.smoothscale(image, (sw, sh))
    surface.blit(image, image.get_rect(center=(round(c.x), round(c.y))))


def draw_rattle(surface: pygame.Surface, pos: tuple[float, float], t: float, n: int, tm: str,
                sy: bool) -> None:
    """Dice shaken in a hand over the rim, just before a bot's throw."""
    x, y = pos
    for k in range(n):
        ox = math.sin(t * 40 + k * 1.7) * 10 + (k % 3 - 1) * 30
        oy = math.cos(t * 33 + k) * 8 + (k // 3) * 28 - 20
        dice.blit(surface, "WBR"[k % 3] if k < 5 else "W", (k % 6) + 1, (x + ox, y + oy), 44,
                  t * 6 + k, 40, tm, sy)
