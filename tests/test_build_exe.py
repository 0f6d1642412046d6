"""The shipped program builds and runs its smoke test headless, finding its
bundled assets and writing nothing beside itself.  On Linux that program is
the one unpacked from the release archive, whose menu entry must validate.
One build serves every check (building takes about a minute)."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))

import build_exe  # noqa: E402
import linux_package  # noqa: E402

from game import __version__  # noqa: E402


def listing(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


@pytest.mark.slow
def test_shipped_program_builds_and_passes_smoke(tmp_path):
    dist, work, home = tmp_path / "dist", tmp_path / "work", tmp_path / "home"
    build = subprocess.run(
        [sys.executable, str(ROOT / "build_scripts" / "build_exe.py"), "--dist", str(dist), "--work", str(work)],
        capture_output=True, text=True, timeout=900,
    )
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-4000:]
    target = build_exe.platform_key()
    form = build_exe.FORMS[target]
    shipped = dist / build_exe.shipped_name(target, __version__, form, linux_package.machine())
    program = build_exe.program_path(target, dist, form)
    if target == "linux":
        assert shipped.is_file(), sorted(p.name for p in dist.iterdir())
        folder = build_exe.unpack(shipped, tmp_path / "unpacked")
        assert folder.name == f"BountyTable-{__version__}-linux-{linux_package.machine()}"
        entry = folder / "bounty-table.desktop"
        if shutil.which("desktop-file-validate"):
            assert "bounty-table.desktop validates" in build.stdout
            assert linux_package.validate_desktop(entry).endswith("validates")
        else:
            assert "not checked" in build.stdout
        assert (folder / "icons/hicolor/256x256/apps/bounty-table.png").is_file()
        program = folder / "BountyTable"
    assert program.is_file()
    beside = program.parent
    before = listing(beside)

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", BOUNTY_TABLE_HOME=str(home))
    # Run from an unrelated folder so nothing can be found next to the sources.
    shown = subprocess.run([str(program), "--version"], capture_output=True, text=True, timeout=120, cwd=tmp_path,
                           env=env)
    assert shown.stdout.strip() == f"Bounty Table {__version__}", shown.stdout + shown.stderr
    run = subprocess.run([str(program), "--smoke"], capture_output=True, text=True, timeout=300, cwd=tmp_path, env=env)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-4000:]
    assert "SMOKE OK" in run.stdout
    assert "network OK" in run.stdout   # websockets and the table server came along: it hosted, joined, played
    assert listing(beside) == before, "the program wrote files beside itself"
