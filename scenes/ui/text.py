"""The one door for player-facing words: `tr("key", name="Ana")`.

Scenes never hold literal sentences; they ask here, so a second language is a second catalog.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from scenes.ui.locale import en


def _load_catalog() -> dict[str, str]:
    """The interface strings plus every game scene's own `scenes/ui/locale/en_<id>.py` catalog."""
    import pkgutil

    import scenes.ui.locale as locale

    catalog = dict(en.STRINGS)
    for info in pkgutil.iter_modules(locale.__path__):
        if info.name.startswith("en_") and not info.name.startswith("en_rules_"):
            module = importlib.import_module(f"scenes.ui.locale.{info.name}")
            catalog.update(getattr(module, "STRINGS", {}))
    return catalog


_CATALOG: dict[str, str] = _load_catalog()


def tr(key: str, **values: object) -> str:
    """The text for `key`, filled in; an unknown key shows itself so it is easy to spot."""
    template = _CATALOG.get(key)
    if template is None:
        return key
    return template.format(**values) if values else template


def has(key: str) -> bool:
    return key in _CATALOG


@lru_cache(maxsize=8)
def rules_page(module_name: str) -> tuple[str, str]:
    """(title, body) of a rules page module (a game's description names it)."""
    module = importlib.import_module(module_name)
    return module.TITLE, module.RULES
