"""The phone page's own words, in the table's language, served inside the page.

The page's JavaScript holds no sentences: index.html carries a JSON object of these words
(a `<script type="application/json">`, data the page's `script-src 'self'` policy never runs),
filled in here when the page is requested, so a phone shows the language the table speaks now.
Keys are `phones.page.<key>` in the `phones` catalog; placeholders like `{n}` stay for the page.
"""

from __future__ import annotations

import json

from scenes.ui.text import language, tr

PREFIX = "phones.page."
KEYS = (
    "join_lead", "code_label", "name_label", "name_example", "join_button", "connecting",
    "reconnecting", "code_length", "no_name", "game_over", "your_move", "me_your_move", "sent",
    "back", "choose", "word.take", "word.leave", "word.pass", "word.keep", "word.discard",
    "word.play", "word.draw", "word.small", "word.medium", "word.large", "word.row", "word.place",
    "word.to", "word.at", "word.turn", "die.W", "die.B", "die.R",
    "take5.row", "take5.ask_card", "take5.ask_row", "take5.play", "take5.take_row",
    "take_it_dice.tray", "take_it_dice.empty", "take_it_dice.mine", "take_it_dice.none_yet",
    "take_it_dice.cards", "take_it_dice.which_die", "take_it_dice.which_card",
    "take_it_dice.turn_to", "take_it_dice.aim_at", "take_it_dice.which_action",
    "take_it_dice.which_dice", "take_it_dice.take", "take_it_dice.play", "take_it_dice.pass",
    "take_it_pyramids.pot", "take_it_pyramids.nothing_yet", "take_it_pyramids.still_in",
    "take_it_pyramids.which_size", "take_it_pyramids.take_or_leave", "take_it_pyramids.take",
    "take_it_pyramids.leave", "take_it_pyramids.draw.small", "take_it_pyramids.draw.medium",
    "take_it_pyramids.draw.large", "take_it_pyramids.pyramid", "take_it_pyramids.size.small",
    "take_it_pyramids.size.medium", "take_it_pyramids.size.large", "take_it_pyramids.colour.red",
    "take_it_pyramids.colour.yellow", "take_it_pyramids.colour.green",
    "take_it_pyramids.colour.blue", "take_it_pyramids.colour.black", "take_it_pyramids.colour.white",
    "take_it_pyramids.pot.white",
    "pyramid_power.pick", "pyramid_power.spot", "pyramid_power.turn", "pyramid_power.draw",
    "pyramid_power.placed", "word.card",
    "moved_title", "play_here", "watching", "closed", "next_game", "cannot_reach", "nudge", "joining",
    "take5.card", "take5.row_heads", "take5.this_turn", "take_it_dice.split", "take_it_dice.split_option",
    "take_it_dice.stop", "take_it_dice.others", "pyramid_power.spot_n", "pyramid_power.tile_n", "saved_players",
)


def page_words() -> dict[str, str]:
    """Every word the page shows, by its short key, unformatted (the page fills `{n}` itself)."""
    return {key: tr(PREFIX + key) for key in KEYS}


def page_html(template: bytes, saved: list[str] | None = None) -> bytes:
    """index.html with the table's language code, its words and the saved players' names."""
    words = _script_json(page_words())
    players = _script_json(list(saved or []))
    html = template.decode("utf-8").replace("{{lang}}", language()).replace("{{words}}", words)
    return html.replace("{{players}}", players).encode("utf-8")


def _script_json(value: object) -> str:
    """JSON to sit inside a <script>: no "</script>" or "<!--" may appear, so markup is escaped."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
