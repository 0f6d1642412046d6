"""Bounty Table: five tabletop games of outlaws and manhunts at one table."""

import os
import time

# When the program began, for the start-up time the smoke run reports.
STARTED_AT = time.perf_counter()

# pygame prints a banner on import; it would spoil `simulate --json` output.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
