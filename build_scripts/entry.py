"""The executable's entry point (PyInstaller freezes this file)."""

import multiprocessing
import sys

from game.__main__ import main

if __name__ == "__main__":
    # A frozen program re-runs itself for simulate's worker processes; this
    # must come first so those children do their work and never open a window.
    multiprocessing.freeze_support()
    sys.exit(main())
