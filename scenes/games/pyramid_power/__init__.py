"""Pyramid Power's table scene (see scene.py); `game_scene_for` finds it through SCENE."""

from scenes.games.pyramid_power.scene import PyramidPowerScene

SCENE = PyramidPowerScene

__all__ = ["SCENE", "PyramidPowerScene"]
