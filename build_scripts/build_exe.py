"""Build the one-file executable dist/BountyTable (dist/BountyTable.exe on Windows).

    python build_scripts/build_exe.py [--dist DIR] [--work DIR]

The executable carries assets/, maps/ and docs/ (player's guides and rules notes) and
the data files inside the game package; game.paths finds them when frozen.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLED_FOLDERS = ("assets", "maps", "docs")


def pyinstaller_args(dist: Path, work: Path) -> list[str]:
    sep = os.pathsep  # PyInstaller's --add-data separator is ':' or ';' by platform
    args = [
        str(ROOT / "build_scripts" / "entry.py"),
        "--onefile",
        "--name", "BountyTable",
        "--distpath", str(dist),
        "--workpath", str(work),
        "--specpath", str(work),
        "--noconfirm",
        "--clean",
        "--log-level", "WARN",
        # Games are found by name at run time, so their modules are collected explicitly.
        "--collect-submodules", "game",
        "--collect-data", "game",
        "--paths", str(ROOT),
    ]
    icon = ROOT / "assets" / "ui" / "icon.png"
    if icon.exists() and sys.platform != "linux":
        args += ["--icon", str(icon)]
    if sys.platform in ("win32", "darwin"):
        args.append("--windowed")
    if sys.platform.startswith("linux") and shutil.which("strip"):
        # Python builds made from source (pyenv and the like) keep their debug
        # symbols: stripping the bundled libraries makes the file much smaller.
        args.append("--strip")
    for folder in BUNDLED_FOLDERS:
        if (ROOT / folder).is_dir():
            args += ["--add-data", f"{ROOT / folder}{sep}{folder}"]
    return args


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    opts = parser.parse_args(argv)
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("PyInstaller is not installed: run `python3 run.py test` once, or pip install pyinstaller", file=sys.stderr)
        return 2
    pyinstaller.run(pyinstaller_args(opts.dist, opts.work))
    exe = opts.dist / ("BountyTable.exe" if os.name == "nt" else "BountyTable")
    print(f"built {exe} ({exe.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
