@echo off
rem Tumble Table kiosk launcher for Windows: fullscreen kiosk, restarted 5 s after a crash.
rem A clean exit (the kiosk's secret way out) ends the loop. Lives next to tumble-table.exe.
:loop
"%~dp0tumble-table.exe" --kiosk
if errorlevel 1 (
    timeout /t 5 /nobreak >nul
    goto loop
)
