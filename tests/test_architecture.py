"""The house rules of the layout (DESIGN.md): imports run one way, the core stays pure."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN_IN_GAME = {"pygame", "pymunk", "scenes", "sprites"}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_the_rules_core_imports_no_screen_physics_or_app() -> None:
    files = sorted((ROOT / "game").rglob("*.py"))
    assert files
    for path in files:
        bad = imported_roots(path) & FORBIDDEN_IN_GAME
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


def test_the_rules_core_never_uses_the_global_random_or_a_clock_outside_bots_and_tools() -> None:
    for path in sorted((ROOT / "game").rglob("*.py")):
        if path.name in ("bots.py", "tournament.py", "bench.py", "measure_deck.py") or "bots" in path.stem:
            continue
        text = path.read_text(encoding="utf-8")
        for needle in ("random.random(", "random.choice(", "random.shuffle(", "random.randint(",
                       "time.time(", "time.perf_counter(", "datetime.now("):
            assert needle not in text, f"{path.relative_to(ROOT)} uses {needle}"


def test_sprites_never_import_scenes() -> None:
    for path in sorted((ROOT / "sprites").rglob("*.py")):
        assert "scenes" not in imported_roots(path), f"{path.relative_to(ROOT)} imports scenes"


def test_nothing_reads_the_shared_folder() -> None:
    for folder in ("game", "scenes", "sprites", "sounds", "tests", "build"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name == "test_architecture.py":
                continue
            assert "shared/" not in path.read_text(encoding="utf-8"), f"{path} refers to shared/"
