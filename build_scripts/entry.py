"""The executable's entry point (PyInstaller freezes this file)."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
