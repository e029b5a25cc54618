"""Command-line flags: how a person, a test or a kiosk script starts the app.

Every mistake in the flags ends with one plain line and exit code 2, never a traceback, and all
of them are found before the window opens: rule values in range and among the listed choices,
player counts in the game's range, output paths that can be written (not a folder), records and
input scripts read through `json_files` (regular files, size and depth limits, a schema).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from game import GAME_IDS, GAMES
from game.core import BOT_LEVELS, IllegalAction, options_from_dict, parse_option_text
from scenes.shell import json_files
from scenes.ui.catalogs import LANGUAGES

LEVELS = ("human", *BOT_LEVELS)
SEAT_KINDS = (*LEVELS, "phone")  # a phone seat: its player joins from a phone (scenes/phones)


class UsageError(Exception):
    """A flag that cannot be used; the message is the one line the user sees."""


@dataclass
class Options:
    game: str | None = None
    players: int | None = None
    seats: list[str] | None = None
    seed: int | None = None
    rules: dict[str, Any] = field(default_factory=dict)
    autoplay: bool = False
    frames: int | None = None
    until_over: bool = False
    screenshot: Path | None = None
    window_screenshot: Path | None = None
    size: tuple[int, int] | None = None
    input_script: list[dict[str, Any]] = field(default_factory=list)
    record: Path | None = None
    replay: dict[str, Any] | None = None
    verbose: bool = False
    kiosk: bool = False
    idle_seconds: int | None = None
    inject_fault: int | None = None
    fullscreen: bool = False
    bench: bool = False
    bench_frames: int | None = None
    bench_seconds: float | None = None
    phones_port: int | None = None  # None: the usual port, or a free one if it is taken
    phones_bind: str = ""  # "": every address of this machine
    tutorial: str | None = None  # a game's guided first game (scenes/table/tutorial.py)
    lang: str | None = None  # the language for this run (not saved); None: the setting or the system's
    # Accessibility (issue 36): None / False keep the setting.
    text_size: str | None = None
    palette: str | None = None
    reduced_motion: bool = False
    seat_players: list[str | None] | None = None  # `--seats human=Ann`: the saved player of each seat
    report: str | None = None  # `--report night|history|players`: print JSON and exit
    new_night: bool = False  # `--new-night`: start a new game night


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="tumble-table",
        description="Tumble Table: four small tabletop games on one screen.",
        epilog="Example (headless): SDL_VIDEODRIVER=dummy tumble-table --game take5 --players 4 "
               "--seats hard,hard,easy,human --seed 7 --autoplay --frames 600 --screenshot out.png. "
               "Exit codes: 0 done; 2 a flag or file cannot be used; 3 a --frames run met a fault "
               "inside a scene (the app recovered; the traceback is in the log folder).")
    p.add_argument("--game", metavar="ID", help=f"start this game at once: {', '.join(GAME_IDS)}")
    p.add_argument("--players", type=int, metavar="N", help="number of players for --game")
    p.add_argument("--seats", metavar="LIST",
                   help="who plays each seat, comma separated: " + ", ".join(LEVELS))
    p.add_argument("--seed", type=int, metavar="N", help="seed for the deal, draws and dice")
    p.add_argument("--rules", metavar="OPTS", default="",
                   help="rule options for --game, e.g. end_score=100,professional=on")
    p.add_argument("--autoplay", action="store_true", help="bots also play the human seats")
    p.add_argument("--frames", type=int, metavar="N",
                   help="run N frames of 1/60 s as fast as possible, then exit 0")
    p.add_argument("--until-over", action="store_true",
                   help="exit once a game has ended and its results have shown")
    p.add_argument("--screenshot", metavar="PATH",
                   help="save the last frame as drawn: 1920x1080, or at the window's density when bigger")
    p.add_argument("--window-screenshot", metavar="PATH",
                   help="also save what the window shows, at the window's own size (see --size)")
    p.add_argument("--size", metavar="WxH", help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true", help="start fullscreen")
    p.add_argument("--input-script", metavar="FILE",
                   help="JSON list of timed inputs by frame: click, tap, drag, key, pad, wheel, quit")
    p.add_argument("--record", metavar="PATH", help="write the game record (JSON) to PATH")
    p.add_argument("--replay", metavar="PATH", help="replay a game record, animated")
    p.add_argument("--verbose", action="store_true",
                   help="one line per scene change and per game end on stderr")
    p.add_argument("--kiosk", action="store_true",
                   help="fullscreen kiosk: no quitting but the secret way out, attract mode when idle")
    p.add_argument("--idle-seconds", type=int, metavar="N", help="idle time before attract mode")
    p.add_argument("--inject-fault", type=int, metavar="N",
                   help="testing aid: raise an exception inside the active scene at frame N")
    p.add_argument("--bench", action="store_true", help="run the benchmark and print JSON")
    p.add_argument("--bench-frames", type=int, metavar="N",
                   help="with --bench: frames of each game's bot game (default 1800)")
    p.add_argument("--bench-seconds", type=float, metavar="S",
                   help="with --bench: seconds on the still menu and in attract mode (default 60; 0 skips)")
    p.add_argument("--phones", type=int, metavar="PORT",
                   help="port of the phone join server for phone seats in --seats (0 picks a free port)")
    p.add_argument("--phones-bind", metavar="ADDR", help="address the phone server listens on (default: all)")
    p.add_argument("--tutorial", metavar="ID",
                   help=f"start a game's guided first game (\"Learn to play\"): {', '.join(GAME_IDS)}")
    p.add_argument("--lang", metavar="CODE",
                   help=f"the language for this run: {', '.join(LANGUAGES)} (default: the setting, else "
                        "the system's language)")
    add_night_flags(p)
    _add_accessibility_flags(p)
    return p


# --- accessibility flags (issue 36) ---
TEXT_SIZE_CHOICES = ("normal", "large", "larger")
PALETTE_CHOICES = ("house", "colour-blind", "high-contrast")


def _add_accessibility_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--text-size", metavar="SIZE",
                   help="text size for this run: normal, large (1.25 times) or larger (1.5 times)")
    p.add_argument("--palette", metavar="NAME",
                   help="colours for this run: house, colour-blind or high-contrast")
    p.add_argument("--reduced-motion", action="store_true",
                   help="no camera shake, confetti or flashing; dice and pyramids shown where they land at once")


def _check_accessibility_flags(ns: argparse.Namespace, opts: Options) -> None:
    for flag, value, choices in (("--text-size", ns.text_size, TEXT_SIZE_CHOICES),
                                 ("--palette", ns.palette, PALETTE_CHOICES)):
        if value is not None and value.strip().lower() not in choices:
            _fail(f"{flag} must be one of {', '.join(choices)}, not {value!r}")
    opts.text_size = ns.text_size.strip().lower() if ns.text_size is not None else None
    opts.palette = ns.palette.strip().lower() if ns.palette is not None else None
    opts.reduced_motion = bool(ns.reduced_motion)
# --- end of accessibility flags ---


def _fail(message: str) -> NoReturn:
    raise UsageError(message)


def _read_json(path: str, what: str, schema: json_files.Schema | None = None) -> Any:
    """A file a flag named, through the one JSON reader; any refusal is one line (exit 2)."""
    try:
        return json_files.load(path, schema)
    except json_files.Missing:
        _fail(f"cannot read {what} {path}: no such file")
    except json_files.Refused as exc:
        _fail(f"cannot read {what} {path}: it {exc}")
    except OSError as exc:
        _fail(f"cannot read {what} {path}: {exc.strerror or exc}")


def check_writable(path: Path, what: str) -> None:
    """An output path must be a file that can be written, in a folder that exists (checked by
    trying, so a read-only disk is caught as well as missing rights)."""
    parent = path.parent
    if not parent.is_dir():
        _fail(f"cannot write the {what}: folder {parent} does not exist")
    try:
        info = os.stat(path)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        _fail(f"cannot write the {what} {path}: {exc.strerror or exc}")
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            _fail(f"cannot write the {what}: {path} is a folder")
        if not stat.S_ISREG(info.st_mode):
            _fail(f"cannot write the {what}: {path} is not a regular file")
        if not os.access(path, os.W_OK):
            _fail(f"cannot write the {what} {path}: permission denied")
        return
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except OSError as exc:
        _fail(f"cannot write the {what} {path}: {exc.strerror or exc}")
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(path)


def parse(argv: list[str] | None = None) -> Options:
    """Parse and check the flags; raises UsageError with one line on any problem."""
    parser = build_parser()

    def error(message: str) -> NoReturn:
        raise UsageError(message)

    parser.error = error  # type: ignore[method-assign]
    ns = parser.parse_args(argv)
    opts = Options(autoplay=ns.autoplay, until_over=ns.until_over, verbose=ns.verbose,
                   kiosk=ns.kiosk, fullscreen=ns.fullscreen, bench=ns.bench, seed=ns.seed)
    if ns.game is not None:
        if ns.game not in GAMES:
            _fail(f"unknown game {ns.game!r}; choose one of: {', '.join(GAMES)}")
        opts.game = ns.game
    module = GAMES[opts.game] if opts.game else None
    if ns.seats is not None:
        opts.seats, opts.seat_players = split_seat_players(ns.seats)
        bad = [s for s in opts.seats if s not in SEAT_KINDS]
        if bad:
            _fail(f"unknown seat {bad[0]!r}; use {', '.join(SEAT_KINDS)}")
    if ns.players is not None:
        opts.players = ns.players
    if module is not None:
        if opts.players is not None:
            n = opts.players  # 0 is a mistake, not "the default"
        elif opts.seats:
            n = len(opts.seats)
        else:
            n = max(module.MIN_PLAYERS, 2) if module.MAX_PLAYERS >= 2 else module.MIN_PLAYERS
        if not module.MIN_PLAYERS <= n <= module.MAX_PLAYERS:
            _fail(f"{module.TITLE} is for {module.MIN_PLAYERS} to {module.MAX_PLAYERS} players, not {n}")
        if opts.seats is not None and len(opts.seats) != n:
            _fail(f"--seats names {len(opts.seats)} seats but the game has {n} players")
        opts.players = n
        opts.seats = opts.seats or ["human"] + ["medium"] * (n - 1)
        try:
            opts.rules = parse_option_text(module.Options, ns.rules)
            options_from_dict(module.Options, opts.rules)  # ranges and choices, as a game checks them
        except IllegalAction as exc:
            _fail(str(exc))
    elif ns.players is not None or ns.seats is not None or ns.rules:
        _fail("--players, --seats and --rules need --game")
    if ns.phones is not None or ns.phones_bind is not None:
        if not opts.game:
            _fail("--phones and --phones-bind need --game")
        if ns.phones is not None and not 0 <= ns.phones <= 65535:
            _fail(f"--phones must be a port from 0 to 65535, not {ns.phones}")
        opts.phones_port = ns.phones
        opts.phones_bind = _phones_bind(ns.phones_bind or "")
    for name in ("frames", "idle_seconds", "inject_fault"):
        value = getattr(ns, name)
        if value is not None and value < 0:
            _fail(f"--{name.replace('_', '-')} must not be negative")
        setattr(opts, name, value)
    if ns.screenshot:
        opts.screenshot = Path(ns.screenshot)
        check_writable(opts.screenshot, "screenshot")
    if ns.window_screenshot:
        opts.window_screenshot = Path(ns.window_screenshot)
        check_writable(opts.window_screenshot, "screenshot")
    if ns.size:
        try:
            w, h = (int(v) for v in ns.size.lower().split("x"))
        except ValueError:
            _fail(f"--size must look like 1280x720, not {ns.size!r}")
        if not (320 <= w <= 7680 and 240 <= h <= 4320):
            _fail(f"--size {w}x{h} is out of range")
        opts.size = (w, h)
    if ns.bench_frames is not None and ns.bench_frames < 1:
        _fail("--bench-frames must be at least 1")
    if ns.bench_seconds is not None and not 0 <= ns.bench_seconds <= 86400:
        _fail("--bench-seconds must be between 0 and 86400")
    opts.bench_frames, opts.bench_seconds = ns.bench_frames, ns.bench_seconds
    if ns.input_script:
        from scenes.shell.input_script import ScriptError, check_script

        data = _read_json(ns.input_script, "input script")  # its steps are checked just below
        try:
            opts.input_script = check_script(data)
        except ScriptError as exc:
            _fail(f"input script {ns.input_script}: {exc}")
    if ns.record:
        opts.record = Path(ns.record)
        check_writable(opts.record, "record")
    if ns.lang is not None:
        code = ns.lang.strip()
        if code not in LANGUAGES:
            _fail(f"unknown language {ns.lang!r}; choose one of: "
                  + ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items()))
        opts.lang = code
    _check_accessibility_flags(ns, opts)
    if ns.tutorial is not None:
        _check_tutorial(ns.tutorial, ns.game)
        opts.tutorial = ns.tutorial
    check_night_flags(ns, opts)
    if ns.replay:
        from scenes.shell.saves import record_schema, replayed

        data = _read_json(ns.replay, "record", record_schema())
        try:
            replayed(data)
        except IllegalAction as exc:
            _fail(f"record {ns.replay} cannot be replayed: {exc}")
        except Exception as exc:  # whatever else the rules make of it: still one line
            _fail(f"record {ns.replay} cannot be replayed: {type(exc).__name__}: {str(exc)[:120]}")
        opts.replay = data
    return opts


# ------------------------------------------------------------------ game nights (issue 35)

REPORT_KINDS = ("night", "history", "players")


def add_night_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--report", metavar="KIND", choices=REPORT_KINDS,
                   help="print JSON and exit: night (tonight's table), history (every finished game) "
                        "or players (the saved players)")
    p.add_argument("--new-night", action="store_true",
                   help="start a new game night (alone or with --report: then exit)")


def split_seat_players(text: str) -> tuple[list[str], list[str | None]]:
    """`hard,human=Ann` -> (["hard", "human"], [None, "Ann"]): a person seat may name a saved
    player (created when not saved yet); the name keeps its case, the seat kind does not."""
    from scenes.records.players import check_name

    kinds: list[str] = []
    names: list[str | None] = []
    for part in (s.strip() for s in text.split(",")):
        if not part:
            continue
        kind, has_name, name = part.partition("=")
        kind = kind.strip().lower()
        if has_name:
            if kind != "human":
                _fail(f"only a person seat may name a saved player (human=NAME), not {part!r}")
            name = " ".join(name.split())
            problem = check_name(name)
            if problem:
                why = {"players.error.empty": "is empty", "players.error.long": "is longer than 16 characters"}
                _fail(f"the player name in {part!r} {why.get(problem, 'holds a character a name cannot have')}")
            names.append(name)
        else:
            names.append(None)
        kinds.append(kind)
    return kinds, names


def check_night_flags(ns: argparse.Namespace, opts: Options) -> None:
    opts.report, opts.new_night = ns.report, bool(ns.new_night)
    if opts.report or opts.new_night:
        busy = [f for f, on in (("--bench", ns.bench), ("--replay", ns.replay), ("--tutorial", ns.tutorial))
                if on]
        if opts.report and ns.game:
            busy.insert(0, "--game")
        if busy:
            _fail(f"{'--report' if opts.report else '--new-night'} cannot be used with {busy[0]}")
    if opts.seat_players and any(opts.seat_players) and len(set(
            n.casefold() for n in opts.seat_players if n)) < sum(1 for n in opts.seat_players if n):
        _fail("--seats names the same player twice")


def _check_tutorial(game_id: str, game: str | None) -> None:
    from scenes.table.tutorial_script import has_script

    if game is not None:
        _fail("--tutorial starts its own game; leave out --game")
    if game_id not in GAMES:
        _fail(f"unknown game {game_id!r} for --tutorial; choose one of: {', '.join(GAMES)}")
    if not has_script(game_id):
        _fail(f"{game_id} has no guided first game yet")


def parse_or_exit(argv: list[str] | None = None) -> Options:
    try:
        return parse(argv)
    except UsageError as exc:
        text = " ".join(str(exc).split())  # one line, whatever a value held
        if len(text) > 300:  # a 5,000-digit value is not repeated back in full
            text = text[:297] + "..."
        print(f"tumble-table: {text}", file=sys.stderr)
        raise SystemExit(2) from None


def _phones_bind(text: str) -> str:
    """--phones-bind checked before the window opens: an IP address this machine has, or one line
    and exit 2 (a name is never looked up)."""
    from scenes.phones.listen import BindError, check_bind

    try:
        return check_bind(text)
    except BindError as exc:
        _fail(str(exc))
