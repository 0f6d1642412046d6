"""The packaged executable builds and runs its smoke test headless, finding
its bundled assets and writing nothing beside itself."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_executable_builds_and_passes_smoke(tmp_path):
    dist, work, home = tmp_path / "dist", tmp_path / "work", tmp_path / "home"
    build = subprocess.run(
        [sys.executable, str(ROOT / "build_scripts" / "build_exe.py"), "--dist", str(dist), "--work", str(work)],
        capture_output=True, text=True, timeout=900,
    )
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-4000:]
    exe = dist / ("BountyTable.exe" if os.name == "nt" else "BountyTable")
    assert exe.is_file()

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", BOUNTY_TABLE_HOME=str(home))
    # Run from an unrelated folder so nothing can be found next to the sources.
    run = subprocess.run([str(exe), "--smoke"], capture_output=True, text=True, timeout=300, cwd=tmp_path, env=env)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-4000:]
    assert "SMOKE OK" in run.stdout
    assert sorted(p.name for p in dist.iterdir()) == [exe.name], "the executable wrote files beside itself"
