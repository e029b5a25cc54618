"""The one door through which the program reads JSON from disk: settings, saves, records, input
scripts and best-score tables.

A kiosk runs for days and people copy files between machines, so nothing read here may stop the
table: a file is refused (never crashes the reader) when it is not a regular file (a folder, a
FIFO or `/dev/zero` would block or never end), larger than a size limit, not UTF-8, nested deeper
than a depth limit (Python's parser would hit its recursion limit), not JSON, holds NaN or
infinities, or does not fit its schema. A refusal is one sentence naming the first wrong field.

`load` raises; `load_own` is for the program's own files and sets a refused file aside instead.
The schema checker is a few small classes (`Obj`, `List`, `Str`, `Int`, `Num`, `Bool`, `Either`,
`AnyValue`) rather than a library: the files are small and fixed, and a hand-made checker gives
sentences a player can read.
"""

from __future__ import annotations

import errno
import json
import logging
import math
import os
import re
import stat
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

log = logging.getLogger("tumble_table.files")

MAX_BYTES = 8 * 1024 * 1024  # a long input script is a few MB; a save or record a few kB
MAX_DEPTH = 64  # the deepest file the program writes is 4 levels; Python's parser fails near 1000
# The depth scan works on bytes (UTF-8 never uses an ASCII byte inside another character): a
# table that keeps quotes and brackets only, braces counted as square brackets.
_SQUARE = bytes.maketrans(b"{}", b"[]")
_NOT_BRACKETS = bytes(set(range(256)) - set(b'"[]{}'))
_RUN = re.compile(rb"\[+|\]+")
_CHUNK = 1 << 16  # strings are cut out a chunk at a time, so a file of tiny strings needs little memory
_FEW_RUNS = 500_000  # below this many runs of brackets, one Python pass over the runs is quick


class Missing(Exception):
    """There is no file at the path."""


class Refused(Exception):
    """The file is there but cannot be used; the message is one sentence saying why."""


# ------------------------------------------------------------------ schema


class Schema:
    """A check of one JSON value; `problem` returns a sentence about the first wrong part."""

    def problem(self, value: Any, where: str) -> str | None:
        raise NotImplementedError


def _name(where: str) -> str:
    return where or "the file"


def _show(value: Any) -> str:
    text = json.dumps(value) if isinstance(value, (str, int, float, bool)) or value is None else \
        ("an object" if isinstance(value, dict) else "a list" if isinstance(value, list) else repr(value))
    return text if len(text) <= 40 else text[:37] + "..."


class AnyValue(Schema):
    def problem(self, value: Any, where: str) -> str | None:
        return None


class Bool(Schema):
    def problem(self, value: Any, where: str) -> str | None:
        return None if isinstance(value, bool) else f"{_name(where)} must be true or false, not {_show(value)}"


class Int(Schema):
    """A whole number (never a bool) between `lo` and `hi`."""

    def __init__(self, lo: int | None = None, hi: int | None = None) -> None:
        self.lo, self.hi = lo, hi

    def problem(self, value: Any, where: str) -> str | None:
        if isinstance(value, bool) or not isinstance(value, int):
            return f"{_name(where)} must be a whole number, not {_show(value)}"
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            return f"{_name(where)} must be between {self.lo} and {self.hi}, not {_show(value)}"
        return None


class Num(Schema):
    """Any finite number (never a bool) between `lo` and `hi`."""

    def __init__(self, lo: float | None = None, hi: float | None = None) -> None:
        self.lo, self.hi = lo, hi

    def problem(self, value: Any, where: str) -> str | None:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return f"{_name(where)} must be a number, not {_show(value)}"
        if isinstance(value, float) and not math.isfinite(value):
            return f"{_name(where)} must be a finite number"
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            return f"{_name(where)} must be between {self.lo} and {self.hi}, not {_show(value)}"
        return None


class Str(Schema):
    """Text of at most `max_len` characters, one of `choices` when given."""

    def __init__(self, max_len: int = 10_000, choices: Iterable[str] | None = None) -> None:
        self.max_len = max_len
        self.choices = tuple(choices) if choices is not None else None

    def problem(self, value: Any, where: str) -> str | None:
        if not isinstance(value, str):
            return f"{_name(where)} must be text, not {_show(value)}"
        if len(value) > self.max_len:
            return f"{_name(where)} is longer than {self.max_len} characters"
        if self.choices is not None and value not in self.choices:
            return f"{_name(where)} must be one of {', '.join(self.choices)}, not {_show(value)}"
        return None


class List(Schema):
    """A list of `items`, with `lo` to `hi` entries."""

    def __init__(self, items: Schema, lo: int = 0, hi: int = 1_000_000) -> None:
        self.items, self.lo, self.hi = items, lo, hi

    def problem(self, value: Any, where: str) -> str | None:
        if not isinstance(value, list):
            return f"{_name(where)} must be a list, not {_show(value)}"
        if not self.lo <= len(value) <= self.hi:
            return f"{_name(where)} must have {self.lo} to {self.hi} entries, not {len(value)}"
        for i, item in enumerate(value):
            found = self.items.problem(item, f"{where}[{i}]")
            if found:
                return found
        return None


class Tuple(Schema):
    """A list of fixed length whose entries each have their own schema."""

    def __init__(self, *items: Schema) -> None:
        self.items = items

    def problem(self, value: Any, where: str) -> str | None:
        if not isinstance(value, list) or len(value) != len(self.items):
            return f"{_name(where)} must be a list of {len(self.items)}, not {_show(value)}"
        for i, (item, schema) in enumerate(zip(value, self.items, strict=True)):
            found = schema.problem(item, f"{where}[{i}]")
            if found:
                return found
        return None


class Obj(Schema):
    """An object with `required` and `optional` fields; other fields are allowed (a newer program
    may add some) unless `closed`."""

    def __init__(self, required: Mapping[str, Schema] | None = None,
                 optional: Mapping[str, Schema] | None = None, closed: bool = False,
                 values: Schema | None = None) -> None:
        self.required = dict(required or {})
        self.optional = dict(optional or {})
        self.closed = closed
        self.values = values  # the schema of every other field's value, when given

    def problem(self, value: Any, where: str) -> str | None:
        if not isinstance(value, dict):
            return f"{_name(where)} must be an object, not {_show(value)}"
        prefix = f"{where}." if where else ""
        for key, schema in self.required.items():
            if key not in value:
                return f"{_name(where)} has no field {key!r}"
            found = schema.problem(value[key], prefix + key)
            if found:
                return found
        for key, item in value.items():
            if key in self.required:
                continue
            schema = self.optional.get(key, self.values)
            if schema is None:
                if self.closed:
                    return f"{_name(where)} has an unknown field {key!r}"
                continue
            found = schema.problem(item, prefix + key)
            if found:
                return found
        return None


class Either(Schema):
    """Any one of the given schemas (the first one's sentence when none fits)."""

    def __init__(self, *options: Schema) -> None:
        self.options = options

    def problem(self, value: Any, where: str) -> str | None:
        problems = [schema.problem(value, where) for schema in self.options]
        return None if any(p is None for p in problems) else problems[0]


# ------------------------------------------------------------------ reading


def depth_of(text: str | bytes, limit: int | None = None) -> int:
    """How deep brackets nest outside strings, counting no further than `limit` + 1.

    A scan, not a recursive parse, so no depth can exhaust the stack; and linear in the text,
    with no Python step per character (an 8 MB file of escaped quotes or brackets takes well
    under a second; a regular expression that retried each quote took hours). Escapes and all
    but quotes and brackets go by `replace` and `translate`, strings by splitting at quotes, and
    then nesting is taken off a level at a time (`replace("[]", "")`) until few runs of brackets
    are left to add up.

    Escapes are read as JSON reads them up to the first thing JSON refuses (a backslash outside
    a string), where the parser stops anyway; brackets left unclosed count in full, so text
    that is not JSON can only seem deeper than it is, never shallower.
    """
    limit = MAX_DEPTH if limit is None else limit
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    data = data.replace(b"\\\\", b"").replace(b'\\"', b"").translate(_SQUARE, _NOT_BRACKETS)
    brackets = _outside_strings(data.replace(b'""', b""))
    if b"[" * (limit + 1) in brackets:
        return limit + 1
    passes = 0  # each pass takes off every innermost pair: one level of nesting
    while passes <= limit and brackets.count(b"[]") + brackets.count(b"][") >= _FEW_RUNS:
        brackets, passes = brackets.replace(b"[]", b""), passes + 1
    deepest = depth = 0
    for run in _RUN.findall(brackets):
        depth += len(run) if run[0] == 91 else -len(run)  # 91 is "["
        deepest = max(deepest, depth)
    return min(limit + 1, passes + deepest)


def _outside_strings(data: bytes) -> bytes:
    """`data` (quotes and brackets only, no escapes) without its strings; an unclosed string
    runs to the end."""
    kept: list[bytes] = []
    inside = False
    for start in range(0, len(data), _CHUNK):
        parts = data[start:start + _CHUNK].split(b'"')
        kept.append(b"".join(parts[1::2] if inside else parts[::2]))
        if len(parts) % 2 == 0:  # an odd number of quotes in this chunk
            inside = not inside
    return b"".join(kept)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:20]} is too large")
    return value


def _no_constants(text: str) -> Any:
    raise ValueError(f"{text} is not a number JSON allows")


def read_bytes(path: Path, max_bytes: int | None = None) -> bytes:
    """The bytes of a regular file of at most `max_bytes`; Missing or Refused otherwise.

    The type is checked before opening and again on the open file, and the open never blocks,
    so a FIFO, a device or a folder is refused at once instead of hanging start-up.
    """
    max_bytes = MAX_BYTES if max_bytes is None else max_bytes
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise Missing(str(path)) from None
    except OSError as exc:
        raise Refused(f"cannot be read ({exc.strerror or exc})") from None
    if stat.S_ISDIR(info.st_mode):
        raise Refused("is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise Refused("is not a regular file (a device or a pipe)")
    if info.st_size > max_bytes:
        raise Refused(f"is larger than {max_bytes // 1024} kB")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise Missing(str(path)) from None
    except OSError as exc:
        raise Refused(f"cannot be read ({exc.strerror or exc})") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise Refused("is not a regular file (a device or a pipe)")
        chunks: list[bytes] = []
        size = 0
        while size <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise Refused(f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    if size > max_bytes:
        raise Refused(f"is larger than {max_bytes // 1024} kB")
    return b"".join(chunks)


def parse(data: bytes, schema: Schema | None = None, max_depth: int | None = None) -> Any:
    """JSON from bytes, with the same refusals as `load` (Refused with one sentence)."""
    max_depth = MAX_DEPTH if max_depth is None else max_depth
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise Refused(f"is not UTF-8 text (byte {exc.start})") from None
    if depth_of(text, max_depth) > max_depth:
        raise Refused(f"nests deeper than {max_depth} levels")
    try:
        value = json.loads(text, parse_float=_finite, parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        raise Refused(f"is not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except (ValueError, RecursionError) as exc:  # a 5,000-digit number, NaN, or a parser limit
        raise Refused(f"is not usable JSON ({str(exc)[:80]})") from None
    if schema is not None:
        found = schema.problem(value, "")
        if found:
            raise Refused(f"does not fit: {found}")
    return value


def load(path: Path | str, schema: Schema | None = None, *, max_bytes: int | None = None,
         max_depth: int | None = None) -> Any:
    """The checked JSON value of a file; Missing when absent, Refused (one sentence) otherwise."""
    return parse(read_bytes(Path(path), max_bytes), schema, max_depth)


def set_aside(path: Path) -> Path | None:
    """Move a refused file to `name.bad` (numbered when taken); None, logged, when that fails
    (a read-only folder): the file is then simply ignored, never a reason to stop."""
    from scenes.shell import storage

    try:
        return storage.set_aside(path)
    except OSError as exc:
        log.warning("could not set %s aside (%s); ignoring it", path, exc.strerror or exc)
        return None


def load_own(path: Path, schema: Schema | None = None, *, max_bytes: int | None = None,
             max_depth: int | None = None, keep: bool = False) -> tuple[Any, bool]:
    """(value, damaged) for one of the program's own files: (None, False) when there is none,
    (None, True) when it was refused and set aside (left in place when `keep`)."""
    try:
        return load(path, schema, max_bytes=max_bytes, max_depth=max_depth), False
    except Missing:
        return None, False
    except Refused as exc:
        log.warning("%s %s; setting it aside", path, exc)
    except OSError as exc:  # anything the checks above did not foresee
        log.warning("%s cannot be read (%s); setting it aside", path, errno.errorcode.get(exc.errno or 0, exc))
    if not keep:
        set_aside(path)
    return None, True
