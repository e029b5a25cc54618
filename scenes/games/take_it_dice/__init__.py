"""The Take It or Leave It (dice) table: a wooden tray, dice flung and tumbling under pymunk,
combo cards drawn as dice icons, action cards animated as what they do, and round scoring."""

from scenes.games.take_it_dice.scene import TakeItDiceScene

SCENE = TakeItDiceScene

__all__ = ["SCENE", "TakeItDiceScene"]
