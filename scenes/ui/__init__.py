"""Shared look and words: theme, text catalogs, widgets, pop-ups and banners."""
