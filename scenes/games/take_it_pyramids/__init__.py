"""The Take It or Leave It (pyramids) table: a cloth bag, tumbling pyramids, the pot and the offers."""

from scenes.table.description import TableDescription
from sprites import art

DESCRIPTION = TableDescription(
    game_id="take_it_pyramids",
    scene_class="scenes.games.take_it_pyramids.scene:TakeItPyramidsScene",
    cover=art.take_it_pyramids_cover,
    text_catalog="take_it_pyramids",
    rules_page="rules_take_it_pyramids",
    players=(2, 6),
)

__all__ = ["DESCRIPTION", "SCENE"]
__getattr__ = DESCRIPTION.package_getattr
