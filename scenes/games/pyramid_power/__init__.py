"""Pyramid Power's table scene (see scene.py); `game_scene_for` finds it through SCENE."""

from scenes.table.description import TableDescription
from sprites import art

DESCRIPTION = TableDescription(
    game_id="pyramid_power",
    scene_class="scenes.games.pyramid_power.scene:PyramidPowerScene",
    cover=art.pyramid_power_cover,
    text_catalog="pyramid_power",
    rules_page="rules_pyramid_power",
    players=(1, 4),
)

__all__ = ["DESCRIPTION", "SCENE"]
__getattr__ = DESCRIPTION.package_getattr
