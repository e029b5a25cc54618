"""Run the real app in-process with flags and an input script, as the tests' hands and eyes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scenes.shell.app import main


def run_app(tmp_path: Path, capsys: Any, args: list[str], script: list[dict[str, Any]] | None = None,
            ) -> tuple[int, list[str]]:
    """Run `tumble-table args` headless; returns (exit code, lines printed on stderr)."""
    if script is not None:
        path = tmp_path / "script.json"
        path.write_text(json.dumps(script))
        args = [*args, "--input-script", str(path)]
    code = main(args)
    err = capsys.readouterr().err
    return code, [line for line in err.splitlines() if line.strip()]


def scenes_seen(lines: list[str]) -> list[str]:
    return [line.removeprefix("scene: ") for line in lines if line.startswith("scene: ")]


def keys(*names: str, start: int = 3, gap: int = 3) -> list[dict[str, Any]]:
    return [{"frame": start + i * gap, "type": "key", "key": n} for i, n in enumerate(names)]


def pads(*names: str, start: int = 3, gap: int = 3) -> list[dict[str, Any]]:
    return [{"frame": start + i * gap, "type": "pad", "button": n} for i, n in enumerate(names)]
