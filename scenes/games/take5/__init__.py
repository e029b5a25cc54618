"""The Take 5 table: four rows with a danger slot, cards that fly, flip and sweep, a fanned hand."""

from scenes.games.take5.scene import Take5Scene

SCENE = Take5Scene

__all__ = ["SCENE", "Take5Scene"]
