"""Tumble Table's app: the window, scenes, widgets, input, settings and saves."""
