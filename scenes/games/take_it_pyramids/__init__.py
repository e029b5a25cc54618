"""The Take It or Leave It (pyramids) table: a cloth bag, tumbling pyramids, the pot and the offers."""

from scenes.games.take_it_pyramids.scene import TakeItPyramidsScene

SCENE = TakeItPyramidsScene

__all__ = ["SCENE", "TakeItPyramidsScene"]
