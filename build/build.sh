#!/usr/bin/env bash
# Build the standalone app: dist/tumble-table/tumble-table (Linux, macOS).
#   bash build/build.sh            # uses .venv, creating it with '.[build]' when needed
# Environment: PYTHON (interpreter for a new venv, default python3),
#              WORKPATH (PyInstaller's work folder, default a temp folder removed afterwards).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! [ -x .venv/bin/pyinstaller ]; then
    [ -x .venv/bin/python ] || "${PYTHON:-python3}" -m venv .venv
    .venv/bin/pip install -q -e '.[build]'
fi

own_work=""
if [ -z "${WORKPATH:-}" ]; then
    WORKPATH="$(mktemp -d "${TMPDIR:-/tmp}/tumble-table-build.XXXXXX")"
    own_work="$WORKPATH"
fi
trap 'if [ -n "$own_work" ]; then rm -rf "$own_work"; fi' EXIT

PYGAME_HIDE_SUPPORT_PROMPT=1 .venv/bin/pyinstaller build/tumble-table.spec --noconfirm --log-level WARN \
    --distpath dist --workpath "$WORKPATH"
echo "built dist/tumble-table/ ($(du -sh dist/tumble-table | cut -f1))"
