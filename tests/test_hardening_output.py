"""The program's own output can never stop it (issue 38, item 10 and Ctrl-C): `--verbose` with
stderr on a full disk once made every scene change a fault; Ctrl-C printed a KeyboardInterrupt
traceback from wherever the program was. Both are run as a person would, as a process."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hardening_kit import ROOT

from scenes.shell.quiet_output import INTERRUPTED, INTERRUPTED_LINE, QuietStream


def env_for(home: Path) -> dict[str, str]:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "TUMBLE_TABLE_HOME": str(home), "PYTHONPATH": str(ROOT)}


def default_ctrl_c() -> None:
    """In the child: Ctrl-C does what it does in a terminal (a test runner started in the
    background may hand its children an ignored SIGINT)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
def test_verbose_with_stderr_on_a_full_disk_never_faults_a_scene(tmp_path: Path) -> None:
    home = tmp_path / "home"
    args = ["--game", "pyramid_power", "--players", "2", "--seats", "easy,easy", "--seed", "2",
            "--frames", "300", "--inject-fault", "250", "--verbose"]  # a game, a fault, the menu
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "scenes", *args], cwd=ROOT, env=env_for(home),
                              stdout=subprocess.DEVNULL, stderr=full, timeout=120)
    log = home / "logs" / "tumble-table.log"
    text = log.read_text() if log.exists() else ""
    assert done.returncode == 0, text  # 3: a scene faulted
    assert text.count(" ERROR fault in ") == 1 and "InjectedFault" in text, text  # only the one asked for
    assert "OSError" not in text and "No space left" not in text, text


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
def test_a_flag_refusal_on_a_full_disk_is_still_exit_2(tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "scenes", "--players", "3"], cwd=ROOT,
                              env=env_for(tmp_path / "home"), stdout=subprocess.DEVNULL, stderr=full, timeout=60)
    assert done.returncode == 2


def test_a_quiet_stream_drops_what_cannot_be_written() -> None:
    class Full:
        def write(self, text: str) -> int:
            raise OSError(28, "No space left on device")

        def flush(self) -> None:
            raise OSError(28, "No space left on device")

        def fileno(self) -> int:
            return 2

    stream = QuietStream(Full())
    print("scene: menu", file=stream, flush=True)
    assert stream.dropped >= 2 and stream.fileno() == 2


def test_ctrl_c_in_a_game_ends_with_one_line(tmp_path: Path) -> None:
    home = tmp_path / "home"
    args = ["--game", "take5", "--players", "3", "--seats", "easy,easy,easy", "--seed", "5",
            "--frames", "10000000", "--verbose"]
    proc = subprocess.Popen([sys.executable, "-m", "scenes", *args], cwd=ROOT, env=env_for(home),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            preexec_fn=default_ctrl_c)
    try:
        assert proc.stderr is not None
        first = proc.stderr.readline()  # the game is on screen
        assert first.strip() == "scene: game take5", first
        time.sleep(1.0)  # bots at play, cards moving
        proc.send_signal(signal.SIGINT)
        rest = proc.communicate(timeout=30)[1]
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)
    assert "Traceback" not in rest and "KeyboardInterrupt" not in rest, rest
    lines = [line for line in rest.splitlines() if line.strip() and not line.startswith("game over:")]
    assert lines == [INTERRUPTED_LINE], rest
    assert proc.returncode == INTERRUPTED
    assert json.loads((home / "data" / "autosave.json").read_text())["game"] == "take5"  # flushed on the way out


STARTING = """
import os, signal, sys
from scenes.shell import app
real = app.App.__init__
def init(self, opts):
    os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C while the window, sounds and saves are being set up
    real(self, opts)
app.App.__init__ = init
sys.exit(app.main(["--frames", "100000"]))
"""


def test_ctrl_c_while_starting_is_one_line(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", STARTING], cwd=ROOT, env=env_for(tmp_path / "home"),
                          capture_output=True, text=True, timeout=60, preexec_fn=default_ctrl_c)
    assert "Traceback" not in done.stderr and "KeyboardInterrupt" not in done.stderr, done.stderr
    assert [line for line in done.stderr.splitlines() if line.strip()] == [INTERRUPTED_LINE], done.stderr
    assert done.returncode == INTERRUPTED
