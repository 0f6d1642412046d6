#!/usr/bin/env python3
"""Start Bounty Table or run its tests, setting up a local environment first.

    python3 run.py          play
    python3 run.py test     run every test (the same command CI runs)

On first use (and whenever pyproject.toml changes) it creates .venv beside
this file and installs the project with its test tools into it.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".installed"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_env() -> Path:
    if sys.version_info < (3, 10):
        sys.exit("Bounty Table needs Python 3.10 or newer.")
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text().strip() == want and venv_python().exists():
        return venv_python()
    if not venv_python().exists():
        print("Setting up .venv (first run only)...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    py = str(venv_python())
    print("Installing what Bounty Table needs (a minute or two, once)...", flush=True)
    _quiet_pip(py, ["install", "--upgrade", "pip"])
    _quiet_pip(py, ["install", "-e", f"{ROOT}[test]"])
    STAMP.write_text(want)
    print("Ready.", flush=True)
    return venv_python()


def _quiet_pip(py: str, args: list[str]) -> None:
    """Run pip with its chatter kept back; on failure show what it said and stop."""
    done = subprocess.run([py, "-m", "pip", "--disable-pip-version-check", "-q", *args],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        print(done.stdout[-6000:], file=sys.stderr)
        sys.exit(f"Setting up .venv failed (pip {' '.join(args[:1])} exited {done.returncode}); "
                 "the messages above say why. Fix that and run this again.")


@contextlib.contextmanager
def one_test_run_at_a_time():
    """Test runs from several checkouts on one machine take turns: each uses two
    workers, and a few at once slow every one of them down many times over."""
    try:
        import fcntl
    except ImportError:  # no advisory locks (Windows): run at once
        yield
        return
    with open(Path(tempfile.gettempdir()) / "bounty-table-tests.lock", "a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print("Another Bounty Table test run is using this machine; waiting for it...",
                  flush=True)
            fcntl.flock(handle, fcntl.LOCK_EX)
        yield


def main(argv: list[str]) -> int:
    py = str(ensure_env())
    os.chdir(ROOT)
    if argv[:1] == ["test"]:
        with one_test_run_at_a_time():
            # The architecture contract (rules core free of pygame) is checked first.
            lint = subprocess.run([str(Path(py).parent / "lint-imports"), "--no-cache",
                                   "--no-logo"])
            if lint.returncode != 0:
                return lint.returncode
            return subprocess.run([py, "-m", "pytest", "-n", "2", *argv[1:]]).returncode
    return subprocess.run([py, "-m", "game", *argv]).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
