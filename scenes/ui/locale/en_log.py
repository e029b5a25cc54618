"""English words of the table's log strip and its history overlay (keys start with "log.")."""

STRINGS: dict[str, str] = {
    "log.open_hint": "Tap for the whole log",
    "log.title": "Game log",
    "log.close": "Close",
    "log.empty": "Nothing has happened yet.",
    "log.scroll_hint": "Drag or scroll to read · H, Esc or pad B to close",
    "log.points.one": "{n} point",
    "log.points.other": "{n} points",
}
