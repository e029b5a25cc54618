"""Results: who won (ties as ties), every seat's place and score, the rounds, then play again.

The title names the game in full (which Take It or Leave It), equal scores share a place, the
person at the screen is marked "you", and where the game has rounds a round-by-round table
(read from the record by the core, see scenes/table/rounds.py) shows how it went. A short burst
of confetti greets the winners.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

import pygame

from game import GAMES
from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.table.description import describe
from scenes.table.rounds import ranks, round_points
from scenes.ui import theme
from scenes.ui.text import number, tr
from scenes.ui.widgets import Button, FocusGroup
from sprites import draw, fonts, motion_policy, pen, scaling, transforms
from sprites import table as table_art
from sprites.seat_emblems import draw_emblem

WIDTH = 1600
MAX_ROUND_COLUMNS = 10
CONFETTI_SECONDS = 3.0
EMBLEM = 26  # px across: a seat's emblem before its name


@dataclass
class Row:
    seat: int
    name: str
    score: int
    rank: int
    won: bool
    you: bool
    rounds: tuple[int, ...]


@dataclass
class Flake:
    x: float
    y: float
    vx: float
    vy: float
    spin: float
    colour: tuple[int, int, int]


def build_rows(record: dict[str, Any], low_wins: bool) -> list[Row]:
    """Every seat in place order; equal scores get the same rank."""
    scores = [int(s) for s in record["scores"]]
    players = record["players"]
    humans = [i for i, p in enumerate(players) if p.get("seat") == "human"]
    per_round = round_points(record)
    place = ranks(scores, low_wins)
    order = sorted(range(len(scores)), key=lambda i: (place[i], i))
    return [Row(i, players[i]["name"], scores[i], place[i], i in record["winners"],
                len(humans) == 1 and i in humans, tuple(r[i] for r in per_round)) for i in order]


class ResultsScene(Scene):
    name = "results"

    def make_pictures(self) -> None:
        self.table = table_art.table((theme.WIDTH, theme.HEIGHT))

    def enter(self, handover: dict[str, Any]) -> None:
        self.record = handover["record"]
        self.game_id = handover["game"]
        self.autoplay = handover.get("autoplay", False)
        self.make_pictures()
        self.low_wins = GAMES[self.game_id].INFO.lowest_score_wins
        self.rows = build_rows(self.record, self.low_wins)
        table = describe(self.game_id).scene
        self.own_words = table.results_words(self.record)
        # Confetti greets a win; a table may say its game had none (a solitaire left stuck).
        self.cheer = bool(getattr(table, "cheers", lambda record: True)(self.record))
        self.rounds = len(self.rows[0].rounds) if self.rows else 0
        n = max(1, len(self.rows))
        self.row_h = min(84, (theme.HEIGHT - 100 - 420) // n)
        height = 250 + n * self.row_h + 170
        self.panel = pygame.Rect(0, 0, WIDTH if self.rounds else 1100, height)
        self.panel.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.ui = FocusGroup()
        p = self.panel
        again = Button(pygame.Rect(p.centerx - 450, p.bottom - 136, 430, 104), tr("results.again"), self.again)
        menu = Button(pygame.Rect(p.centerx + 20, p.bottom - 136, 430, 104), tr("results.menu"),
                      self.menu, style="secondary")
        buttons = [again, menu]
        if self.counts_tonight():  # the night's table comes next, between games
            width = (p.w - 80 - 40) // 3
            for k, button in enumerate((again, menu)):
                button.rect = pygame.Rect(p.x + 40 + k * (width + 20), p.bottom - 136, width, 104)
            night = Button(pygame.Rect(p.x + 40 + 2 * (width + 20), p.bottom - 136, width, 104),
                           tr("results.tonight"), self.tonight, style="secondary")
            buttons.append(night)
        self.ui.set(buttons, focus=again)
        self.offer_initials()
        self.age = 0.0
        rng = random.Random(str(self.record.get("seed", 0)))
        colours = [theme.GOLD, theme.VERMILLION, theme.BLUISH_GREEN, theme.CREAM, theme.GOLD_LIGHT]
        self.flakes = [Flake(rng.uniform(p.x, p.right), rng.uniform(-300, p.y), rng.uniform(-60, 60),
                             rng.uniform(260, 520), rng.uniform(0, 6.3), rng.choice(colours))
                       for _ in range(140)]
        self.services.shell.results_shown()
        self.services.sounds.play("winner_fanfare")

    def title_text(self) -> str:
        """Who won, in words for the room: a solitaire score, "You win!", a shared win."""
        if self.own_words is not None:
            return self.own_words[0]
        if len(self.rows) == 1:
            return tr("results.solo", score=number(self.rows[0].score))
        winners = [r for r in self.rows if r.won]
        if len(winners) == 1 and winners[0].you:
            return tr("results.you_win")
        names = tr("common.and").join(r.name for r in winners)
        if len(winners) > 1:
            return tr("results.tie", names=names)
        return tr("results.winner", names=names)

    def again(self) -> None:
        r = self.record
        self.services.screens.play(self.game_id, game=self.game_id,
                                   seats=r["players"], options=r["options"],
                                   seed=random.SystemRandom().randrange(1 << 31),
                                   autoplay=self.autoplay)

    def menu(self) -> None:
        self.services.screens.to_menu()

    def counts_tonight(self) -> bool:
        """The game was stored for saved players: tonight's table has news (scenes/records)."""
        from scenes.records.night import player_of

        store = self.services.records
        people = any(player_of(p) is not None for p in self.record["players"])
        return (people and store is not None and not self.services.shell.kiosk_active
                and store.current_night() is not None)

    def offer_initials(self) -> None:
        """A kiosk visitor who won may put three letters on the day's best board."""
        from scenes.screens.initials import visitor_won

        store = self.services.records
        seat = visitor_won(self.record)
        if self.services.shell.kiosk_active and seat is not None and store is not None and store.writable:
            self.services.screens.open("initials", game=self.game_id, score=self.record["scores"][seat],
                                       low_wins=self.low_wins)

    def tonight(self) -> None:
        self.services.screens.open("night")

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind == ui.BACK:
            self.menu()
            return
        self.ui.handle(event)

    def update(self, dt: float) -> None:
        self.age += dt
        for f in self.flakes:
            f.x += f.vx * dt
            f.y += f.vy * dt
            f.spin += dt * 5

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        p = self.panel
        draw.blit_shadow(surface, p, 26, 10, 16, 110)
        surface.blit(draw.panel(p.size, alpha=240, radius=26, border=(120, 90, 60)), p)
        title = fonts.text(self.title_text(), theme.SIZE_HEADING, theme.GOLD, "display")
        if title.get_width() > p.w - 80:
            title = transforms.smoothscale_by(title, (p.w - 80) / title.get_width())
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + 34)))
        line = tr(f"game.{self.game_id}.full_name")
        if self.own_words is not None:
            line = self.own_words[1]
        elif len(self.rows) > 1:  # who wins means nothing in solitaire
            line += " · " + tr("results.lowest_wins" if self.low_wins else "results.highest_wins")
        image = fonts.text(line, theme.SIZE_BODY, theme.CREAM_DIM)
        surface.blit(image, image.get_rect(midtop=(p.centerx, p.y + 116)))
        self.draw_table(surface)
        self.ui.draw(surface)
        if self.cheer and self.age < CONFETTI_SECONDS and not motion_policy.reduced():  # none under reduced motion
            self.draw_confetti(surface)

    def columns(self) -> tuple[int, int, list[int], int]:
        """x of the place, the name, each shown round and the total."""
        p = self.panel
        place_x, name_x, total_x = p.x + 60, p.x + 150, p.right - 80
        shown = min(self.rounds, MAX_ROUND_COLUMNS)
        pitch = 92
        first = total_x - 150 - (shown - 1) * pitch
        return place_x, name_x, [first + k * pitch for k in range(shown)], total_x

    def draw_table(self, surface: pygame.Surface) -> None:
        p = self.panel
        place_x, name_x, round_xs, total_x = self.columns()
        y = p.y + 184
        skipped = self.rounds - len(round_xs)
        head = theme.SIZE_LABEL
        for k, x in enumerate(round_xs):
            label = tr("results.round_short", n=skipped + k + 1)
            image = fonts.text(label, head, theme.CREAM_DIM, "bold")
            surface.blit(image, image.get_rect(midtop=(x, y)))
        if round_xs:
            image = fonts.text(tr("results.total"), head, theme.CREAM_DIM, "bold")
            surface.blit(image, image.get_rect(topright=(total_x + 24, y)))
        y += 50
        size = min(theme.SIZE_BODY + 4, self.row_h - 22)
        name_room = (round_xs[0] - 70 if round_xs else total_x - 120) - name_x
        pulse = 0.5 + 0.5 * math.sin(self.age * 4)
        for row in self.rows:
            rect = pygame.Rect(p.x + 40, y, p.w - 80, self.row_h - 8)
            if row.won:
                draw.blit_glow(surface, rect, theme.GOLD, 12, int(6 + 8 * pulse))
            pen.rect(surface, (92, 66, 40) if row.won else (60, 43, 31), rect, border_radius=12)
            colour = theme.GOLD if row.won else theme.CREAM
            mid = rect.centery
            if len(self.rows) > 1:
                place = fonts.text(f"{row.rank}.", size, colour, "display")
                surface.blit(place, place.get_rect(midleft=(place_x, mid)))
            # The seat's emblem (sprites/seat_emblems.py) before the name, as on the table's panels.
            draw_emblem(surface, row.seat, (name_x + EMBLEM / 2, mid), EMBLEM, colour, theme.INK)
            text_x = name_x + EMBLEM + 12
            name_size = fonts.fit_size(row.name, size, name_room - EMBLEM - 12 - (110 if row.you else 0), "bold")
            name = fonts.text(row.name, name_size, colour, "bold")
            surface.blit(name, name.get_rect(midleft=(text_x, mid)))
            if row.you:
                tag = fonts.text(tr("seat.you"), theme.SIZE_LABEL - 4, theme.INK, "bold")
                chip = tag.get_rect(midleft=(text_x + name.get_width() + 24, mid)).inflate(22, 8)
                pen.rect(surface, theme.GOLD_LIGHT, chip, border_radius=chip.h // 2)
                surface.blit(tag, tag.get_rect(center=chip.center))
            for x, points in zip(round_xs, row.rounds[len(row.rounds) - len(round_xs):], strict=True):
                image = fonts.text(str(points), size - 4, theme.CREAM_DIM if not row.won else colour, "body")
                surface.blit(image, image.get_rect(center=(x, mid)))
            score = fonts.text(str(row.score), size + 6, colour, "display")
            surface.blit(score, score.get_rect(midright=(total_x + 24, mid)))
            y += self.row_h

    def draw_confetti(self, surface: pygame.Surface) -> None:
        fade = 1.0 if self.age < CONFETTI_SECONDS - 0.8 else (CONFETTI_SECONDS - self.age) / 0.8
        for f in self.flakes:
            if f.y < -20 or f.y > theme.HEIGHT:
                continue
            w = max(2, int(14 * abs(math.cos(f.spin))))
            piece = scaling.surface((w, 10), pygame.SRCALPHA)
            piece.fill((*f.colour, int(255 * fade)))
            surface.blit(piece, (f.x, f.y))
