"""Where the app keeps its files, and how it writes them without ever leaving half a file.

Folders come from platformdirs (the user's config, data and log folders), or all live under
`$TUMBLE_TABLE_HOME` when it is set (tests, kiosks, portable installs). A file that cannot be
read is moved aside as `*.bad` so the program always starts.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

APP_NAME = "tumble-table"


def _home() -> Path | None:
    value = os.environ.get("TUMBLE_TABLE_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home()
    if home:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = _home()
    if home:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    home = _home()
    if home:
        return home / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON to a temporary file beside `path`, flush it to disk, then rename over."""
    write_text_atomic(path, json.dumps(data, indent=1))


def write_json_quietly(path: Path, data: Any) -> bool:
    """`write_json_atomic` for a file the program can go on without (a `--record` on a disk that
    filled up): False and a warning instead of an exception."""
    try:
        write_json_atomic(path, data)
    except OSError as exc:
        import logging

        logging.getLogger("tumble_table.files").warning("could not write the record %s: %s", path, exc)
        return False
    return True


def write_text_atomic(path: Path, text: str) -> None:
    """Write text to a temporary file beside `path`, flush it to disk, then rename over."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


class Damaged(Exception):
    """A file was there but could not be used; it has been moved aside (where the folder allowed)."""


def set_aside(path: Path) -> Path:
    """Move a bad file to `name.bad` (numbered if one is there already); OSError when the folder
    does not allow it (see `json_files.set_aside` for the version that never raises)."""
    target = path.with_name(path.name + ".bad")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.{n}.bad")
    os.replace(path, target)
    return target


def read_json(path: Path, schema: Any = None) -> Any | None:
    """The JSON in `path` (checked by `json_files`), None when there is no file, or Damaged after
    setting it aside."""
    from scenes.shell import json_files

    value, damaged = json_files.load_own(path, schema)
    if damaged:
        raise Damaged(f"{path} could not be used")
    return value


# ------------------------------------------------------------------ one program per home

_paused = False


def saving_paused() -> bool:
    """True while another running program holds this home: this one then writes none of the
    home's files (autosave, settings, best scores), so neither damages the other's."""
    return _paused


def pause_saving(paused: bool) -> None:
    global _paused
    _paused = paused
