"""Test-wide setup: headless SDL, and a throw-away user folder for the session
so no test ever touches a player's settings or saves."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

# Before anything imports pygame: no window, no sound card needed.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

_SESSION_HOME = Path(tempfile.mkdtemp(prefix="bounty-table-tests-"))
os.environ["BOUNTY_TABLE_HOME"] = str(_SESSION_HOME)

# Shared test helpers (tests/toygames.py) import as top-level modules.
_TESTS = str(Path(__file__).resolve().parent)
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)


@pytest.fixture
def home(tmp_path, monkeypatch):
    path = tmp_path / "home"
    monkeypatch.setenv("BOUNTY_TABLE_HOME", str(path))
    return path


@pytest.fixture
def app(home):
    """A headless app in a fresh user folder, shut down after the test."""
    from game.app import App

    application = App(headless=True)
    yield application
    application.shutdown()


def pytest_collection_modifyitems(config, items):
    """The tests marked slow (building the executable, half a minute) run first: with two
    workers (``-n 2``), whichever takes it does so while the other works through the rest,
    instead of one worker still building after the other has finished everything else."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)
