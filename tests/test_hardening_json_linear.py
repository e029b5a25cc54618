"""Every JSON check is linear (issue 38, item 5): the nesting scan once retried a regular expression
at each escaped quote, so 80 KB of them as settings, an autosave or an input script kept the
program from starting for minutes. Here 8 MB worst cases (the size limit) must be refused or read
within a couple of seconds, each in its own process with a time limit, so a slow scan fails the
test instead of stalling the suite."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hardening_kit import ROOT, one_line, run_process

from scenes.shell import json_files

SIZE = json_files.MAX_BYTES
# Text that makes a scan work hard: quotes escaped with no closing one, a trailing backslash,
# tiny strings holding brackets, every level the limit allows, and bracket runs of many heights.
WORST: dict[str, str] = {
    "escaped quotes": '"' + '\\"' * (SIZE // 2 - 1),
    "escaped quotes in an object": '{"a": "' + '\\"' * (SIZE // 2 - 8) + '"}',
    "escaped quotes then a backslash": '["' + '\\"' * (SIZE // 2 - 2) + "\\",
    "quotes": '"' * SIZE,
    "strings holding brackets": '"[["[[' * (SIZE // 6),
    "nesting": "[" * SIZE,
    "nesting at the limit": ("[" * 64 + "]" * 64) * (SIZE // 128),
    "shallow blocks": ("[" * 9 + "]" * 9) * (SIZE // 18),
    "empty lists": "[" + "[]," * (SIZE // 3 - 1) + "[]]",
}
LIMIT = 2.0  # seconds of CPU for one 8 MB file, read and checked (CPU time: a busy machine does not fail it)

READER = r"""
import json, sys, time
from pathlib import Path
from scenes.shell import cli, saves, settings
which, folder = sys.argv[1], Path(sys.argv[2])
out = {}
for name in sorted(p.name for p in folder.iterdir()):
    data = (folder / name).read_bytes()
    start = time.process_time()
    if which == "settings":
        settings.settings_path().parent.mkdir(parents=True, exist_ok=True)
        settings.settings_path().write_bytes(data)
        start = time.process_time()
        _, damaged = settings.load()
        outcome = "refused" if damaged else "read"
    elif which == "autosave":
        store = saves.SaveStore()
        store.path.parent.mkdir(parents=True, exist_ok=True)
        store.path.write_bytes(data)
        start = time.process_time()
        record, damaged = store.load()
        outcome = "refused" if damaged else "read"
    else:
        try:
            cli.parse(["--input-script", str(folder / name)])
            outcome = "read"
        except cli.UsageError:
            outcome = "refused"
    out[name] = [time.process_time() - start, outcome]
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def worst_files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("worst")
    for name, text in WORST.items():
        data = text.encode()
        assert len(data) <= SIZE
        (folder / name.replace(" ", "_")).write_bytes(data)
    return folder


@pytest.mark.parametrize("which", ["settings", "autosave", "input script"])
def test_an_8_mb_worst_case_is_refused_or_read_at_once(which: str, worst_files: Path, tmp_path: Path) -> None:
    env = {**os.environ, "TUMBLE_TABLE_HOME": str(tmp_path / "home"), "PYTHONPATH": str(ROOT),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    try:
        done = subprocess.run([sys.executable, "-c", READER, which, str(worst_files)], capture_output=True,
                              text=True, env=env, cwd=ROOT, timeout=len(WORST) * LIMIT * 3 + 30)
    except subprocess.TimeoutExpired:
        pytest.fail(f"reading 8 MB worst cases as the {which} took longer than the time limit")
    assert done.returncode == 0, done.stderr
    times = json.loads(done.stdout.splitlines()[-1])
    assert sorted(times) == sorted(n.replace(" ", "_") for n in WORST)
    slow = {name: round(seconds, 2) for name, (seconds, _) in times.items() if seconds > LIMIT}
    assert not slow, f"{which}: {slow}"
    # None of them is a usable file of that kind.
    assert {outcome for _, outcome in times.values()} <= {"refused", "read"}
    if which == "settings":
        assert times["escaped_quotes_in_an_object"][1] == "read"  # an unknown field is ignored
        assert times["nesting"][1] == "refused"


def test_a_kiosk_starts_at_once_with_8_mb_of_escaped_quotes_as_settings_and_autosave(tmp_path: Path) -> None:
    home = tmp_path / "home"
    for path in (home / "config" / "settings.json", home / "data" / "autosave.json"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(WORST["escaped quotes"])
    done = run_process(["--kiosk", "--frames", "2"], home, timeout=60)
    assert done.returncode == 0, done.stderr
    assert (home / "config" / "settings.json.bad").exists() and (home / "data" / "autosave.json.bad").exists()


def test_an_8_mb_input_script_of_escaped_quotes_is_one_line(tmp_path: Path) -> None:
    script = tmp_path / "script.json"
    script.write_text(WORST["escaped quotes then a backslash"])
    done = run_process(["--input-script", str(script), "--frames", "2"], tmp_path / "home", timeout=60)
    assert done.returncode == 2
    assert one_line(done.stderr).startswith(f"tumble-table: cannot read input script {script}: it is not valid JSON")


def test_the_scan_agrees_with_the_parser_on_depth() -> None:
    """The fast scan gives the depth Python's parser sees, with brackets and escapes in strings."""
    samples = ['["[[[[", {"a": []}]', '[["\\\\"], "\\"[", {"k]": [[{}]]}]', '"\\\\\\"[[["', '[[[[]]], []]',
               '[[], [[], [[]]], "]]]"]', '{"a": "}", "b": [{"c": "\\\\", "d": ["["]}]}',
               '[' + '[], ' * 9 + '[]]', '["", "", "[]"]']
    for text in samples:
        def depth(value: object) -> int:
            if isinstance(value, list):
                return 1 + max((depth(v) for v in value), default=0)
            if isinstance(value, dict):
                return 1 + max((depth(v) for v in value.values()), default=0)
            return 0

        assert json_files.depth_of(text) == depth(json.loads(text)), text
        assert json_files.depth_of(text.encode()) == depth(json.loads(text)), text
    assert json_files.depth_of("[" * 65 + "]" * 65) == 65  # one more than the limit, and no further
    assert json_files.depth_of("[" * 70 + "]" * 70, 80) == 70
    assert json_files.depth_of('"[[[') == 0  # an unclosed string runs to the end
