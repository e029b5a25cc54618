"""Tours one fit_tour_*.py module alone and says what it reached: `python tests/fit_tour_report.py
fit_tour_take5`. Prints the catalog keys it drew and the keys cut in Icelandic that fit in English
(each a defect to fix). For working on the tour, not run by pytest."""

from __future__ import annotations

import importlib
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent))


def main(name: str) -> None:
    import pytest
    from test_catalog_fit import keys_of
    from test_catalog_fit_tour import LANGS, tour

    from scenes.ui.text import set_language

    os.environ["TUMBLE_TABLE_HOME"] = tempfile.mkdtemp(prefix="fit_tour_")
    source = importlib.import_module(name).screens
    seen: set[str] = set()
    cut: dict[str, set[str]] = {}
    for lang in LANGS:
        with pytest.MonkeyPatch.context() as m:
            drawn, cuts = tour(lang, m, [source])
        seen |= keys_of(drawn, lang)
        cut[lang] = keys_of(cuts, lang)
    set_language("en")
    print("keys drawn:", *sorted(seen), sep="\n  ")
    print("cut in Icelandic, not in English:", *sorted(cut["is"] - cut["en"]), sep="\n  ")


if __name__ == "__main__":
    main(sys.argv[1])
