"""Write a .pot template per domain from the English catalogs, for `pybabel init` and `update`.

The English .po files are the source (their msgids are the code's keys), so the templates are
those entries with every text emptied: a new language starts empty, and an update adds new
keys empty instead of copying English into them (tests/test_catalogs.py then names them).
Usage: python -m tools.catalog_templates OUT_DIR
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

from scenes.ui.catalogs import SOURCE_LANGUAGE, domains, po_path


def write_templates(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for domain in domains():
        with po_path(SOURCE_LANGUAGE, domain).open("rb") as f:
            catalog = read_po(f)
        for message in catalog:
            if message.id:
                message.string = ("", "") if isinstance(message.id, tuple) else ""
        path = out / f"{domain}.pot"
        with path.open("wb") as f:
            write_po(f, catalog, width=0)
        written.append(path)
    return written


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: python -m tools.catalog_templates OUT_DIR", file=sys.stderr)
        sys.exit(2)
    print(f"{len(write_templates(Path(sys.argv[1])))} templates in {sys.argv[1]}")
