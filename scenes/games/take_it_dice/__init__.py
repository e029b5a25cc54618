"""The Take It or Leave It (dice) table: a wooden tray, dice flung and tumbling under pymunk,
combo cards drawn as dice icons, action cards animated as what they do, and round scoring."""

from scenes.table.description import TableDescription
from sprites import art

DESCRIPTION = TableDescription(
    game_id="take_it_dice",
    scene_class="scenes.games.take_it_dice.scene:TakeItDiceScene",
    cover=art.take_it_dice_cover,
    text_catalog="take_it_dice",
    rules_page="rules_take_it_dice",
    players=(2, 5),
)

__all__ = ["DESCRIPTION", "SCENE"]
__getattr__ = DESCRIPTION.package_getattr
