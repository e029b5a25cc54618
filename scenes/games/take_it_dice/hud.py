"""The table's readouts: round info, the viewer's hand, the prompt and buttons, each seat's
strip of taken dice, the scoring panel and the round summary, and the log. Each is drawn from
plain values handed in by the scene, and painted into cached surfaces keyed by their content."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.take_it_dice.rules import dice_in_play
from game.take_it_dice.state import State, total_rounds
from scenes.games.take_it_dice import layout
from scenes.games.take_it_dice.art import blit_die, card_image
from scenes.games.take_it_dice.palette_words import ptr
from scenes.games.take_it_dice.pieces import DieSprite
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Widget, draw_focus
from sprites import combo_cards, dice, draw, fonts, pen, transforms
from sprites.surface_cache import painted

P = "take_it_dice."


def cached(key: tuple[object, ...], size: tuple[int, int],
           paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A readout painted once per distinct content, then only blitted."""
    return painted(("take_it_dice", *key), size, paint)


def paint_panel_text(rect: pygame.Rect, lines: list[tuple[str, int, tuple[int, int, int], str]],
                     border: tuple[int, int, int] | None = None, alpha: int = 205) -> pygame.Surface:
    """A walnut panel with lines of text, each (text, size, colour, face), wrapped to fit."""

    def paint(img: pygame.Surface) -> None:
        img.blit(draw.panel(rect.size, alpha=alpha, radius=18, border=border), (0, 0))
        y = 16
        for text, size, colour, face in lines:
            for line in fonts.wrap(text, size, rect.w - 36, face):
                image = fonts.text(line, size, colour, face)
                img.blit(image, (18, y))
                y += image.get_height() + 2
            y += 8

    return cached(("panel", rect.size, tuple(lines), border, alpha), rect.size, paint)


@dataclass
class ScoreStage:
    """One player's round scoring shown over the tray."""

    player: int
    name: str
    cards: list[tuple[str, str, int, tuple[str, ...]]]  # (id, text, points, dice on it)
    unused: tuple[str, ...]
    reasons: list[str]
    points: int
    minus: int
    total: int
    appear: float = 0.0
    chips_shown: int = 0
    card_rects: list[pygame.Rect] = field(default_factory=list)
    unused_spot: tuple[float, float] = (0.0, 0.0)
    flips: list[float] = field(default_factory=list)  # per card: 0 face up .. 1 gone to the pile


@dataclass
class HandView:
    """The hand along the bottom: the viewer's faces, or (nobody may look) the backs of whose
    turn it is."""

    cards: list[str] | None  # the viewer's cards in order; None: show backs
    owner: str = ""  # whose backs are shown
    backs: tuple[int, int] = (0, 0)  # combo and action backs
    hidden: frozenset[str] = frozenset()  # cards in flight, not yet (or no longer) in the hand
    chosen: str | None = None  # the card whose arguments are being chosen
    selected: str | None = None  # the card picked to discard
    focused: str | None = None
    dim_others: bool = False


# ------------------------------------------------------------ left and bottom


def draw_info(surface: pygame.Surface, s: State, starter_name: str, tm: str, sy: bool) -> None:
    """Round, starter, dice in play, dice left in the tray, the two draw piles."""
    w, b, r = dice_in_play(s.num_players)
    rounds = total_rounds(s.num_players)
    key = ("info", min(s.round + 1, rounds), rounds, s.starter, len(s.tray), s.combo_draw_size,
           s.action_draw_size, tm, sy)
    rect = layout.INFO

    def paint(img: pygame.Surface) -> None:
        img.blit(draw.panel(rect.size, alpha=200), (0, 0))
        # Each line goes under the one before (at a larger text size the piles' cards shrink).
        words = tr(P + "round", n=min(s.round + 1, rounds), of=rounds)
        head = fonts.text(words, fonts.fit_size(words, 36, rect.w - 36, "display"), theme.GOLD, "display")
        img.blit(head, (18, 12))
        y = 12 + max(48, head.get_height())
        starter = tr(P + "starter", name=starter_name)
        size = fonts.fit_size(starter, theme.SIZE_LABEL, rect.w - 36, "bold")
        line = fonts.text(starter, size, theme.CREAM, "bold")
        img.blit(line, (18, y))
        y += max(42, line.get_height())
        x = 18
        row_h = 34
        for kind, count in (("W", w), ("B", b), ("R", r)):
            t = fonts.text(f"{count}", theme.SIZE_LABEL, theme.CREAM, "bold")
            img.blit(dice.icon(kind, 0, 34, tm, sy), (x, y + max(0, (t.get_height() - 34) // 2)))
            img.blit(t, (x + 40, y + 2))
            x += max(86, 40 + t.get_width() + 14)
            row_h = max(row_h, t.get_height())
        y += max(44, row_h + 6)
        tray = fonts.text(tr(P + "in_tray", n=len(s.tray)), theme.SIZE_LABEL, theme.CREAM_DIM)
        img.blit(tray, (18, y))
        y = max(196, y + tray.get_height() + 12)
        card_h = max(40, min(84, rect.h - 8 - y))
        card = (round(card_h * 60 / 84), card_h)
        img.blit(combo_cards.card_back(card, "combo"), (60, y))
        img.blit(combo_cards.card_back(card, "action"), (rect.w - 150, y))
        for x0, n in ((60, s.combo_draw_size), (rect.w - 150, s.action_draw_size)):
            t = fonts.text(str(n), theme.SIZE_LABEL, theme.CREAM, "bold")
            img.blit(t, t.get_rect(midleft=(x0 + card[0] + 8, y + card_h // 2)))

    surface.blit(cached(key, rect.size, paint), rect)


def draw_hand(surface: pygame.Surface, h: HandView, tm: str, sy: bool) -> None:
    if h.cards is None:
        label = tr(P + "hand_of", name=h.owner)
        img = fonts.text(label, theme.SIZE_LABEL, theme.CREAM, "bold")  # on the felt: cream reads 4.5:1
        surface.blit(img, (layout.HAND_LEFT + 10, layout.HAND_Y + 4))
        top = layout.HAND_Y + max(44, img.get_height() + 8)  # under the label at any text size
        nc, na = h.backs
        for k in range(nc + na):
            back = combo_cards.card_back((150, 200), "combo" if k < nc else "action")
            surface.blit(back, (layout.HAND_LEFT + 10 + k * 120, top))
        return
    rects = layout.hand_spots(len(h.cards))
    for card, rect in zip(h.cards, rects, strict=True):
        if card in h.hidden:
            continue
        lift = 0
        focused = card == h.focused
        if card == h.chosen or card == h.selected or focused:
            lift = 24
        r = rect.move(0, -lift)
        draw.blit_shadow(surface, r, 16, 6, 10, 90)
        surface.blit(card_image(card, tm, sy), r)
        if h.dim_others and card != h.chosen:
            surface.blit(draw.panel(r.size, colour=(0, 0, 0), alpha=110, radius=16), r)
        if card == h.chosen or card == h.selected:
            colour = theme.VERMILLION if card == h.selected else theme.GOLD_LIGHT
            pen.rect(surface, colour, r.inflate(8, 8), 5, border_radius=20)
        if focused:
            draw_focus(surface, r, 18)


def draw_controls(surface: pygame.Surface, text: str, mine: bool, card_kind: str | None,
                  buttons: Sequence[Widget], focus: Widget | None) -> None:
    """The prompt (gold when it speaks to the person at the screen) and the turn's buttons."""
    if text:
        lines = [(text, theme.SIZE_BODY, theme.CREAM if mine else theme.CREAM_DIM, "bold")]
        if card_kind is not None and mine:
            lines.insert(0, (ptr(P + "kind." + card_kind), 36, theme.GOLD, "display"))
        image = paint_panel_text(layout.PROMPT, lines, theme.GOLD if mine else None)
        if mine:
            draw.blit_glow(surface, layout.PROMPT, theme.GOLD, 18, 12)
        surface.blit(image, layout.PROMPT)
    for b in buttons:
        b.draw(surface, b is focus)


# ------------------------------------------------------------ under the seats


def draw_strip(surface: pygame.Surface, seat_rect: pygame.Rect, s: State, seat: int,
               taken: Sequence[DieSprite], tm: str, sy: bool) -> None:
    """A seat's strip: the dice it took, its hand's size as backs, its chips and score pile."""
    strip = layout.strip_rect(seat_rect)
    passed = s.passed[seat] and s.phase in ("turn", "roll")
    surface.blit(draw.panel(strip.size, colour=(20, 40, 28), alpha=150 if not passed else 90,
                            radius=14), strip)
    _draw_strip_side(surface, strip, s, seat)
    for d in taken:
        blit_die(surface, d, d.pos, tm, sy)
    if passed:
        surface.blit(draw.panel(strip.size, colour=(0, 0, 0), alpha=70, radius=14), strip)


def _draw_strip_side(surface: pygame.Surface, strip: pygame.Rect, s: State, seat: int) -> None:
    """Cards in hand (combo, action), minus chips and cards done, each number in its own column
    so two numbers never run together (the minus count carries its sign)."""
    nc, na = s.hand_sizes[seat]
    key = ("side", nc, na, s.minus[seat], len(s.score_piles[seat]))
    col = layout.SIDE_W // 2

    def number(img: pygame.Surface, value: str, x: int, y: int, colour: tuple[int, int, int]) -> None:
        size = fonts.fit_size(value, theme.SIZE_LABEL, col - 40, "bold", minimum=20)
        t = fonts.text(value, size, colour, "bold")
        img.blit(t, t.get_rect(midleft=(x, y)))

    def paint(img: pygame.Surface) -> None:
        img.blit(combo_cards.card_back((26, 36), "combo"), (4, 4))
        number(img, str(nc), 36, 22, theme.CREAM)
        img.blit(combo_cards.card_back((26, 36), "action"), (col + 4, 4))
        number(img, str(na), col + 36, 22, theme.CREAM)
        combo_cards.chip(img, (17, 68), 13)
        number(img, f"−{s.minus[seat]}" if s.minus[seat] else "0", 36, 68, (250, 170, 120))
        pen.rect(img, (246, 238, 220), pygame.Rect(col + 6, 52, 22, 30), border_radius=4)
        pen.line(img, theme.BLUISH_GREEN, (col + 10, 68), (col + 15, 74), 3)
        pen.line(img, theme.BLUISH_GREEN, (col + 15, 74), (col + 24, 58), 3)
        number(img, str(len(s.score_piles[seat])), col + 36, 68, theme.CREAM)
        pen.line(img, (90, 110, 90), (col - 4, 8), (col - 4, 84), 1)

    image = cached(key, (layout.SIDE_W, 92), paint)
    surface.blit(image, (strip.right - layout.SIDE_W - 2, strip.y + 2))


# ------------------------------------------------------------ over the tray


def draw_stage(surface: pygame.Surface, st: ScoreStage, seat_rect: pygame.Rect,
               stage_dice: Sequence[DieSprite], tm: str, sy: bool) -> None:
    """One player's scoring: the cards with their dice, the unused dice and chips, then the
    cards flipping away to the seat's score pile."""
    panel = layout.PANEL
    if st.appear < 1:
        panel = panel.inflate(-round(80 * (1 - st.appear)), -round(40 * (1 - st.appear)))
    key = ("stage", st.player, st.points, st.minus, st.total, tuple(st.reasons), st.name)

    def paint(img: pygame.Surface) -> None:
        r = img.get_rect()
        img.blit(draw.panel(r.size, alpha=240, radius=24, border=theme.GOLD), (0, 0))
        title = fonts.shadowed(st.name, 52, theme.GOLD)
        img.blit(title, (30, 18))
        colour = theme.BLUISH_GREEN if st.total > 0 else theme.VERMILLION if st.total < 0 else theme.CREAM
        line = tr(P + "score_line", points=st.points, minus=st.minus, total=f"{st.total:+d}")
        t = fonts.text(line, 36, colour, "display")
        img.blit(t, t.get_rect(topright=(r.w - 30, 30)))
        if not st.cards:
            t = fonts.text(tr(P + "no_combo"), theme.SIZE_BODY, theme.CREAM_DIM, "bold")
            img.blit(t, (40, 200))
        ux = r.w - 300
        img.blit(fonts.text(tr(P + "unused"), theme.SIZE_LABEL, theme.CREAM_DIM, "bold"), (ux, 118))
        for k, reason in enumerate(st.reasons):
            t = fonts.text(reason, theme.SIZE_LABEL, (250, 170, 120), "bold")
            img.blit(t, (ux, 330 + k * 32))

    image = cached(key, layout.PANEL.size, paint)
    if panel.size != image.get_size():
        image = transforms.smoothscale(image, panel.size)
    surface.blit(image, panel)
    if st.appear < 0.95:
        return
    for k, (card, _, _, _) in enumerate(st.cards):
        rect = st.card_rects[k]
        f = st.flips[k] if k < len(st.flips) else 0.0
        if f <= 0.0:
            surface.blit(card_image(card, tm, sy, rect.size), rect)
            continue
        # Flip to the back, then away to the seat's score pile.
        goal = (seat_rect.right - 60, seat_rect.bottom + 50)
        cx = rect.centerx + (goal[0] - rect.centerx) * f
        cy = rect.centery + (goal[1] - rect.centery) * f
        width = abs(math.cos(math.pi * min(1.0, f * 2)))
        img = card_image(card, tm, sy, rect.size) if f < 0.25 else combo_cards.card_back(rect.size, "combo")
        scale = 1 - 0.75 * f
        w = max(2, round(rect.w * scale * (width if f < 0.5 else 1)))
        img = transforms.smoothscale(img, (w, max(2, round(rect.h * scale))))
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
    ux, uy = st.unused_spot
    for k in range(st.chips_shown):
        combo_cards.chip(surface, (ux + 10 + (k % 6) * 40, uy + 120 + (k // 6) * 36), 16)
    for d in stage_dice:
        blit_die(surface, d, d.pos, tm, sy)


def draw_summary(surface: pygame.Surface, round_no: int, rows: Sequence[tuple[str, int, int]]) -> None:
    """The round's results: each seat's name, its round total and its game score."""
    rect = pygame.Rect(0, 0, 760, 130 + 62 * len(rows))
    rect.center = layout.TRAY.center
    key = ("summary", round_no, tuple(rows))

    def paint(img: pygame.Surface) -> None:
        r = img.get_rect()
        img.blit(draw.panel(r.size, alpha=240, radius=24, border=theme.GOLD), (0, 0))
        title = fonts.shadowed(tr(P + "summary", n=round_no), 52, theme.GOLD)
        img.blit(title, title.get_rect(midtop=(r.centerx, 18)))
        for k, (name, total, score) in enumerate(rows):
            y = 100 + k * 62
            img.blit(fonts.text(name, theme.SIZE_BODY + 4, theme.CREAM, "bold"), (40, y))
            colour = theme.BLUISH_GREEN if total > 0 else theme.VERMILLION if total < 0 else theme.CREAM
            t = fonts.text(f"{total:+d}", 40, colour, "display")
            img.blit(t, t.get_rect(topright=(r.w - 260, y - 4)))
            g = fonts.text(tr(P + "summary_total", n=score), theme.SIZE_BODY, theme.CREAM_DIM, "bold")
            img.blit(g, g.get_rect(topright=(r.w - 40, y)))

    surface.blit(cached(key, rect.size, paint), rect)
