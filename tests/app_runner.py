"""Run the real app in-process with flags and an input script, as the tests' hands and eyes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scenes.shell.app import main
from sprites import fonts


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


def corner_taps(start: int, until: int, every: int = 3) -> list[dict[str, Any]]:
    """Taps on an empty corner of the table, every few frames: they hurry on a table that waits
    for a tap (a summary, a results beat) without choosing anything."""
    return [{"frame": f, "type": "tap", "x": 8, "y": 1072} for f in range(start, until, every)]


def record_drawn(monkeypatch: Any) -> set[str]:
    """Every string drawn through sprites.fonts from now on."""
    drawn: set[str] = set()
    original_text, original_shadowed = fonts.text, fonts.shadowed

    def text_hook(content: str, *args: Any, **kwargs: Any) -> Any:
        drawn.add(content)
        return original_text(content, *args, **kwargs)

    def shadowed_hook(content: str, *args: Any, **kwargs: Any) -> Any:
        drawn.add(content)
        return original_shadowed(content, *args, **kwargs)

    monkeypatch.setattr(fonts, "text", text_hook)
    monkeypatch.setattr(fonts, "shadowed", shadowed_hook)
    return drawn
