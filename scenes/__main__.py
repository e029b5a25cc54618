"""`python -m scenes` starts Tumble Table."""

import sys

from scenes.shell.app import main

sys.exit(main())
