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
        if path.name == "bots.py" or "bots" in path.stem:
            continue
        text = path.read_text(encoding="utf-8")
        for needle in ("random.random(", "random.choice(", "random.shuffle(", "random.randint(",
                       "time.time(", "time.perf_counter(", "datetime.now("):
            assert needle not in text, f"{path.relative_to(ROOT)} uses {needle}"


def test_sprites_never_import_scenes() -> None:
    for path in sorted((ROOT / "sprites").rglob("*.py")):
        assert "scenes" not in imported_roots(path), f"{path.relative_to(ROOT)} imports scenes"


def test_nothing_reads_the_shared_folder() -> None:
    for folder in ("game", "scenes", "sprites", "sounds", "tests", "build", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name == "test_architecture.py":
                continue
            assert "shared/" not in path.read_text(encoding="utf-8"), f"{path} refers to shared/"


# ---------------------------------------------------------------- the app's own layers

# What any part of scenes/ may use of the shell: the scene contract, input events, the services
# handed to scenes, storage helpers (with the one JSON reader) and setting values. The rest of the
# shell (loop, flags, kiosk, crash guard, saves) is the program's and sits on top of everything else.
SHELL_CONTRACTS = {"scenes.shell.input", "scenes.shell.scene", "scenes.shell.services",
                   "scenes.shell.storage", "scenes.shell.json_files", "scenes.shell.settings"}
# Which parts each part may import (besides itself, game/, sprites/, sounds/ and the contracts).
MAY_IMPORT = {
    "scenes.ui": set(),
    "scenes.table": {"scenes.ui"},
    "scenes.games": {"scenes.ui", "scenes.table"},
    "scenes.screens": {"scenes.ui", "scenes.table"},
    "scenes.shell": {"scenes.ui", "scenes.table", "scenes.screens", "scenes.games"},
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def part_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "scenes" or len(parts) < 2:
        return None
    return ".".join(parts[:2])


def test_scene_parts_import_one_way() -> None:
    for part, allowed in MAY_IMPORT.items():
        folder = ROOT / part.replace(".", "/")
        for path in sorted(folder.rglob("*.py")):
            for module in imported_modules(path):
                target = part_of(module)
                if module == target:  # `from scenes.shell import input`: its names are checked
                    continue
                if target is None or target == part or module in SHELL_CONTRACTS or target not in MAY_IMPORT:
                    continue
                if target == "scenes.shell" and any(module.startswith(c) for c in SHELL_CONTRACTS):
                    continue
                assert target in allowed, f"{path.relative_to(ROOT)} imports {module} ({part} may not use {target})"


def test_a_game_table_never_imports_another_game() -> None:
    for folder in sorted((ROOT / "scenes" / "games").iterdir()):
        if not folder.is_dir() or folder.name.startswith("__"):
            continue
        for path in sorted(folder.rglob("*.py")):
            for module in imported_modules(path):
                parts = module.split(".")
                if parts[:2] == ["scenes", "games"] and len(parts) > 2:
                    assert parts[2] == folder.name, f"{path.relative_to(ROOT)} imports {module}"


def test_scenes_reach_the_program_only_through_services() -> None:
    for part in ("ui", "table", "games", "screens"):
        for path in sorted((ROOT / "scenes" / part).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            assert "self.app" not in text and "scenes.shell.app" not in text, \
                f"{path.relative_to(ROOT)} reaches into the App"


def test_the_program_does_not_depend_on_developer_tools() -> None:
    """tools/ is left out of the bundle; only the --bench flag looks for it, and copes without."""
    for folder in ("game", "scenes", "sprites", "sounds"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            uses = {m for m in imported_modules(path) if m.split(".")[0] == "tools"}
            if path.relative_to(ROOT).as_posix() == "scenes/shell/app.py":
                assert uses <= {"tools.bench", "tools.bench.run_bench"}
                continue
            assert not uses, f"{path.relative_to(ROOT)} imports {sorted(uses)}"


def test_no_app_file_is_longer_than_500_lines() -> None:
    for folder in ("scenes", "sprites"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            lines = path.read_text(encoding="utf-8").count("\n")
            assert lines <= 500, f"{path.relative_to(ROOT)} has {lines} lines; split it by job"
