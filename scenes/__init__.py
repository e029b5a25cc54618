"""Tumble Table's app: the window, scenes, widgets, input, settings and saves."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on stdout
