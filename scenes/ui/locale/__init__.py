"""Text catalogs: every word the player reads lives here, so the app can be translated later.

`en.py` holds the interface strings; `en_rules_<game id>.py` holds each game's rules page.
"""
