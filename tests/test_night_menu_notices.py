"""The menu's notices ("the night isn't stored", an odd lock, records set aside) never draw over
the title, tonight's table or the cards, and fit their box in both languages at every text size."""

from __future__ import annotations

import pytest
from ui_driver import Driver

from scenes.records.store import BAD_DB, NOT_STORED
from sprites import fonts

NOTICES = [NOT_STORED, "menu.notice.no_saving", BAD_DB]


@pytest.mark.parametrize("size", ["normal", "larger"])
@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("count", [1, 3])
def test_notices_stand_clear_of_tonight_and_the_cards(size: str, lang: str, count: int) -> None:
    d = Driver("tap", ["--size", "1280x720", "--text-size", size, "--lang", lang])
    try:
        d.app.notices.extend(NOTICES[:count])
        d.app.screens.to_menu()
        d.app.manager.apply_pending()
        d.run(2)
        menu = d.top
        assert menu.notices == NOTICES[:count] and menu.tonight is not None
        box, text, blocks = menu.notice_box()
        assert not box.colliderect(menu.tonight.rect)
        for card in menu.cards:
            assert box.bottom < card.rect.y - 10  # a focused card lifts by 10 px
        assert box.x >= 0 and box.y >= 0 and len(blocks) == count
        height = fonts.font(text, "bold").get_linesize()
        assert sum(len(b) for b in blocks) * height <= box.h - 20 + 8 * count  # every line inside the box
        for line in (line for b in blocks for line in b):
            assert fonts.font(text, "bold").size(line)[0] <= box.w - 32, line
        assert fonts.real_size(text) >= 18  # still readable
        d.app.manager.draw(d.app.canvas)
    finally:
        d.close()


def test_a_notice_given_between_two_returns_to_the_menu_in_one_frame_is_shown() -> None:
    """The first menu asked for is never drawn: the one shown takes the notice."""
    d = Driver("tap", ["--size", "1280x720"])
    try:
        d.app.screens.open("settings")
        d.app.screens.to_menu()
        d.app.notices.append(NOT_STORED)
        d.app.screens.to_menu()
        d.run(2)
        assert d.top.name == "menu" and d.top.notices == [NOT_STORED]
        assert [s.name for s in d.app.manager.stack] == ["menu"]
    finally:
        d.close()
