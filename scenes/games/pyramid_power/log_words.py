"""Pyramid Power in words a player says: tiles by their colours ("a red, yellow and green tile",
"an all-blue tile", "the wild tile"), never ids or grid positions, and each event as a short
line for the log strip and the history. The core keeps its notation for the records."""

from __future__ import annotations

from collections.abc import Sequence

from game.pyramid_power import events as ev
from game.pyramid_power.tiles import COLOUR_NAMES, TILE_COLOURS, WILD
from scenes.table.colour_words import colour_word
from scenes.table.words import name_list, plural
from scenes.ui.text import tr

P = "pyramid_power.log."


def tile(tile_id: str) -> str:
    """How a player names a tile: by its colours, each colour once, clockwise."""
    if tile_id == WILD:
        return tr(P + "tile.wild")
    colours: list[str] = []
    for c in TILE_COLOURS.get(tile_id, ""):
        name = tr(P + "colour." + colour_word(COLOUR_NAMES[c]))  # as the palette draws it
        if name not in colours:
            colours.append(name)
    if len(colours) == 1:
        return tr(P + "tile.one", a=colours[0])
    return tr(P + "tile.many", colours=name_list(colours))


def words(event: object, names: Sequence[str]) -> str | None:
    """One readable line for `event`, naming seats by `names`; None: no line."""
    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else "?"

    if isinstance(event, ev.Dealt):
        each = len(event.hands[0]) if event.hands else 0
        return tr(P + "dealt", tiles=plural(P + "tiles", each), left=event.supply_left)
    if isinstance(event, ev.StartTurned):
        return tr(P + "start", tile=tile(event.tile))
    if isinstance(event, ev.TilePlaced):
        points = plural("log.points", event.points)
        if event.scored_touching and event.bonus_points:
            return tr(P + "placed_bonus", name=who(event.player), tile=tile(event.tile), points=points,
                      bonus=event.bonus_points, n=len(event.touching))
        return tr(P + "placed", name=who(event.player), tile=tile(event.tile), points=points)
    if isinstance(event, ev.DrawChosen):
        return tr(P + "draws", name=who(event.player))
    if isinstance(event, ev.TileDrawn):
        key = "drawn_fits" if event.must_place else "drawn_kept"
        return tr(P + key, name=who(event.player), tile=tile(event.tile))
    if isinstance(event, (ev.TileKept, ev.TurnPassed, ev.HandRefilled)):
        return None  # the tray and the seats show these
    if isinstance(event, ev.GameOver):
        scores = ", ".join(tr(P + "final_part", name=who(p), n=s) for p, s in enumerate(event.scores))
        if len(names) == 1:
            key = "solo_cleared" if event.reason == "solitaire_cleared" else "solo_stuck"
            return tr(P + key, points=plural("log.points", event.scores[0]))
        winners = [who(p) for p in event.winners]
        key = "winner" if len(winners) == 1 else "winners"
        return tr(P + key, names=name_list(winners), scores=scores)
    return None
