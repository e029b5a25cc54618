"""`python -m scenes` starts Tumble Table."""

import sys

from scenes.app import main

sys.exit(main())
