"""`python -m scenes` starts Tumble Table."""

import sys

try:
    from scenes.shell.app import main

    code = main()
except KeyboardInterrupt:  # Ctrl-C before main() took it over: one line, as later (shell/quiet_output.py)
    print("tumble-table: stopped by Ctrl-C", file=sys.stderr)
    code = 130
sys.exit(code)
