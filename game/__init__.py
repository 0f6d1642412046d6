"""Bounty Table: five tabletop games of outlaws and manhunts at one table."""

import os
import time

# When the game package was imported: the start-up clock's fallback where the
# process's own start time cannot be read (see game.scenes.smoke.startup_seconds).
STARTED_AT = time.perf_counter()

# pygame prints a banner on import; it would spoil `simulate --json` output.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.version import VERSION as __version__  # noqa: E402  (pyproject.toml holds it)
