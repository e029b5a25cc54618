"""Tumble Table's app: the window, scenes, widgets, input, settings and saves."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on stdout
# SIGTERM and Ctrl+C stay Python's: SDL would turn them into a window-close, which kiosk mode refuses.
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
