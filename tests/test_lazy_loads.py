"""A run loads only what it uses (issue 39): a bot game of each table with no phone seat loads
neither the phone server's network library nor the QR code maker, and no run reads Babel's
locale data unless a screen writes a date or a number (the game-night history)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OPTIONAL = ("websockets", "segno", "babel")


def loaded_after(code: str, home: Path) -> set[str]:
    """The optional libraries a fresh process (its home in `home`) has imported after `code`."""
    probe = (f"{code}\nimport sys\n"
             f"print(' '.join(sorted({{m.split('.')[0] for m in sys.modules}} & set({OPTIONAL!r}))))")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TUMBLE_TABLE_HOME": str(home)}
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env,
                          cwd=ROOT, check=True, timeout=300)
    return set(done.stdout.split())


def test_bot_games_of_every_table_load_no_phone_server_qr_or_babel(tmp_path: Path) -> None:
    code = ("from game import GAMES\nfrom tools.bench import frame_times\n"
            "for g in GAMES: frame_times(g, 90)")
    assert loaded_after(code, tmp_path) == set()


def test_the_menu_loads_none_of_them_and_a_date_loads_babel_only(tmp_path: Path) -> None:
    assert loaded_after("from scenes.shell.app import main\nmain(['--frames', '2'])", tmp_path) == set()
    assert loaded_after("from scenes.ui.text import date_text\ndate_text('2026-12-01')", tmp_path) == {"babel"}
