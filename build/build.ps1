# Build the standalone app on Windows: dist\tumble-table\tumble-table.exe
#   powershell -ExecutionPolicy Bypass -File build\build.ps1
# Uses .venv, creating it with '.[build]' when needed (needs Python 3.11+ as `py` or `python`).
# Written to mirror build/build.sh; not run in this project's CI (which is Linux only).
$ErrorActionPreference = "Stop"
Set-Location (Split-Path -Parent $PSScriptRoot)

if (-not (Test-Path ".venv\Scripts\pyinstaller.exe")) {
    if (-not (Test-Path ".venv\Scripts\python.exe")) {
        if (Get-Command py -ErrorAction SilentlyContinue) { py -3 -m venv .venv } else { python -m venv .venv }
        if ($LASTEXITCODE -ne 0) { throw "could not create .venv" }
    }
    .venv\Scripts\python.exe -m pip install -q -e ".[build]"
    if ($LASTEXITCODE -ne 0) { throw "pip install failed" }
}

# PyInstaller's work files go to a temp folder, never into build\ beside the spec.
$work = Join-Path ([System.IO.Path]::GetTempPath()) ("tumble-table-build-" + [guid]::NewGuid().ToString("N"))
$env:PYGAME_HIDE_SUPPORT_PROMPT = "1"
try {
    .venv\Scripts\pyinstaller.exe build\tumble-table.spec --noconfirm --log-level WARN `
        --distpath dist --workpath $work
    if ($LASTEXITCODE -ne 0) { throw "pyinstaller failed" }
} finally {
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue $work
}
# The kiosk launcher (restarts the game after a crash) goes next to the program.
Copy-Item build\kiosk.cmd dist\tumble-table\kiosk.cmd
$size = (Get-ChildItem -Recurse dist\tumble-table | Measure-Object -Property Length -Sum).Sum / 1MB
"built dist\tumble-table\ ({0:N0} MB)" -f $size
