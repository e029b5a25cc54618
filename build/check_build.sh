#!/usr/bin/env bash
# CI build check: build the standalone app, then run the built program headless and look at
# what it drew. Fails when the build fails, when the bundle misses something (fonts, sounds,
# games, catalogs in every language (Icelandic loaded from the bundle's compiled .mo files),
# pymunk, PNG writing) or carries what it must not (numpy, tkinter, pytest...),
# when the game run exits non-zero, or when the screenshot is the wrong size or one flat colour.
# Prints the bundle's size and its start-up time (wall time of `--frames 1`).
set -euo pipefail
cd "$(dirname "$0")/.."
began=$SECONDS

tmp="$(mktemp -d "${TMPDIR:-/tmp}/tumble-table-check.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

WORKPATH="$tmp/work" bash build/build.sh
app=dist/tumble-table/tumble-table

# No screen, no sound card, and settings/saves in a throwaway home.
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy TUMBLE_TABLE_HOME="$tmp/home"
unset PYTHONPATH PYTHONHOME

if ! "$app" --bundle-check >"$tmp/bundle.json"; then
    cat "$tmp/bundle.json"
    echo "check_build: the bundle misses something (see \"problems\" above)" >&2
    exit 1
fi

.venv/bin/python -c '
import json, sys
said = json.load(open(sys.argv[1]))["languages"]["said"]
print("check_build: languages from the bundle:", "; ".join(f"{k}: {v}" for k, v in said.items()))' "$tmp/bundle.json"

game="$(.venv/bin/python -c '
import json, sys
games = json.load(open(sys.argv[1]))["games"]
print("take5" if "take5" in games else (games[0] if games else ""))' "$tmp/bundle.json")"
if [ -z "$game" ]; then
    echo "check_build: the bundle has no games" >&2
    exit 1
fi

shot="$tmp/shot.png"
"$app" --game "$game" --autoplay --frames 300 --screenshot "$shot" --lang is

PYGAME_HIDE_SUPPORT_PROMPT=1 .venv/bin/python - "$shot" <<'EOF'
import sys

import pygame

image = pygame.image.load(sys.argv[1])
assert image.get_size() == (1920, 1080), f"screenshot is {image.get_size()}, not 1920x1080"
small = pygame.transform.scale(image, (96, 54))
colours = {tuple(small.get_at((x, y)))[:3] for x in range(96) for y in range(54)}
assert len(colours) >= 24, f"screenshot looks flat: {len(colours)} colours in a 96x54 copy"
print(f"screenshot ok: 1920x1080, {len(colours)} colours in a 96x54 copy")
EOF

startup="$(.venv/bin/python - "$app" <<'EOF'
import subprocess
import sys
import time

times = []
for _ in range(3):
    t0 = time.perf_counter()
    subprocess.run([sys.argv[1], "--frames", "1"], check=True)
    times.append(time.perf_counter() - t0)
print(f"first {times[0]:.2f} s, best of 3 {min(times):.2f} s")
EOF
)"

echo "check_build: game $game ran 300 frames from the bundle"
echo "check_build: bundle size $(du -sh dist/tumble-table | cut -f1) (dist/tumble-table/)"
echo "check_build: start-up (--frames 1, wall time) $startup"
echo "check_build: ok in $((SECONDS - began)) s"
