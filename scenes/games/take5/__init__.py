"""The Take 5 table: four rows with a danger slot, cards that fly, flip and sweep, a fanned hand."""

from scenes.table.description import TableDescription
from sprites import art

DESCRIPTION = TableDescription(
    game_id="take5",
    scene_class="scenes.games.take5.scene:Take5Scene",
    cover=art.take5_cover,
    text_catalog="take5",
    rules_page="rules_take5",
    players=(2, 10),
)

__all__ = ["DESCRIPTION", "SCENE"]
__getattr__ = DESCRIPTION.package_getattr
