"""Build Bounty Table for the desktop this runs on, ready to double-click.

    python build_scripts/build_exe.py [--dist DIR] [--work DIR] [--form onefile|onedir] [--smoke]
    python build_scripts/build_exe.py --print-args PLATFORM    (linux, win32 or darwin; builds nothing)

What lands in --dist (default dist/):
    Linux    BountyTable (or the BountyTable/ folder) and BountyTable-<version>-linux-<arch>.tar.gz:
             the program, a .desktop entry, hicolor icons, install-menu.sh and a README
    Windows  BountyTable.exe: windowed, with the icon and version information
    macOS    BountyTable.app (windowed, icon, bundle identifier and version) and
             BountyTable-<version>-macos-<arch>.zip

The version comes from pyproject.toml and is written into the bundle (game/VERSION),
where game.version reads it.  The icons are drawn from our art by make_icons.py.
--smoke runs the shipped program's own --smoke headless afterwards (on Linux,
unpacked from the archive) and fails the build if it fails.

The program carries assets/, maps/ and docs/guides/ (the player's guides; our rules
notes in docs/rules-notes/ are for us and stay out) and the data files inside the
game package; game.paths finds them when frozen.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import plistlib
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts"))

import linux_package  # noqa: E402
from game.version import BUNDLED_FILE, from_pyproject  # noqa: E402

APP_NAME = "BountyTable"
PRODUCT = "Bounty Table"
COMMENT = "Five tabletop games of outlaws and manhunts, at one table."
BUNDLE_ID = "com.bountytable.BountyTable"
PLATFORMS = ("linux", "win32", "darwin")
BUNDLED_FOLDERS = ("assets", "maps", "docs/guides")
# The shipped form on each platform.  Measured on Linux (see the README): the
# one-folder build draws its first frame sooner, as it has nothing to unpack.
# A macOS .app is always one folder inside.  Windows keeps the single .exe
# that players expect to double-click.
FORMS = {"linux": "onedir", "win32": "onefile", "darwin": "onedir"}


def platform_key(name: str = sys.platform) -> str:
    if name.startswith("linux"):
        return "linux"
    if name in ("win32", "darwin"):
        return name
    raise ValueError(f"no build for {name!r}: choose one of {', '.join(PLATFORMS)}")


def read_version() -> str:
    version = from_pyproject(ROOT / "pyproject.toml")
    if not version:
        raise SystemExit("build_exe: pyproject.toml names no [project] version")
    return version


def version_numbers(version: str, count: int) -> tuple[int, ...]:
    """The leading numbers of a version ("1.2.0rc1" -> 1, 2, 0), padded with
    zeros to ``count``, each at most 65535 (a Windows version field)."""
    head = re.match(r"\d+(?:\.\d+)*", version)
    numbers = [min(int(n), 65535) for n in head.group(0).split(".")] if head else []
    return tuple((numbers + [0] * count)[:count])


class Inputs:
    """The files a build generates before PyInstaller runs, all under ``work``."""

    def __init__(self, work: Path):
        self.version_file = work / "inputs" / "VERSION"
        self.icons = work / "inputs" / "icons"
        self.ico = self.icons / f"{APP_NAME}.ico"
        self.icns = self.icons / f"{APP_NAME}.icns"
        self.hicolor = self.icons / "hicolor"
        self.windows_version = work / "inputs" / "windows_version.txt"


def pyinstaller_args(target: str, dist: Path, work: Path, *, form: str | None = None,
                     strip: bool | None = None) -> list[str]:
    """PyInstaller's command line for ``target`` (linux, win32 or darwin).
    Only paths are computed here: prepare() writes the generated inputs."""
    form = form or FORMS[target]
    if form not in ("onefile", "onedir"):
        raise ValueError(f"unknown form {form!r}")
    if target == "darwin" and form == "onefile":
        raise ValueError("a macOS .app holds one folder: build it with --form onedir")
    inputs = Inputs(work)
    sep = ";" if target == "win32" else ":"  # --add-data's separator on the target
    args = [
        str(ROOT / "build_scripts" / "entry.py"),
        f"--{form}",
        "--name", APP_NAME,
        "--distpath", str(dist),
        "--workpath", str(work),
        "--specpath", str(work),
        "--noconfirm",
        "--clean",
        "--noupx",
        "--log-level", "WARN",
        # Games are found by name at run time, so their modules are collected explicitly.
        "--collect-submodules", "game",
        "--collect-data", "game",
        # Play across machines: websockets loads its parts lazily and zeroconf's compiled
        # modules import each other from C, out of PyInstaller's sight: collect them whole.
        "--collect-submodules", "websockets",
        "--collect-submodules", "zeroconf",
        "--collect-binaries", "zeroconf",
        "--paths", str(ROOT),
    ]
    for folder in BUNDLED_FOLDERS:
        args += ["--add-data", f"{ROOT / folder}{sep}{folder}"]
    args += ["--add-data", f"{inputs.version_file}{sep}{Path(BUNDLED_FILE).parent.as_posix()}"]
    if target == "linux":
        if strip if strip is not None else shutil.which("strip") is not None:
            # Python builds made from source (pyenv and the like) keep their debug
            # symbols: stripping the bundled libraries makes the program much smaller.
            args.append("--strip")
    elif target == "win32":
        args += ["--windowed", "--icon", str(inputs.ico), "--version-file", str(inputs.windows_version)]
    else:
        args += ["--windowed", "--icon", str(inputs.icns), "--osx-bundle-identifier", BUNDLE_ID]
    return args


def windows_version_info(version: str) -> str:
    """The version resource in the text form PyInstaller's --version-file reads."""
    numbers = version_numbers(version, 4)
    strings = [
        ("CompanyName", PRODUCT),
        ("FileDescription", PRODUCT),
        ("FileVersion", version),
        ("InternalName", APP_NAME),
        ("OriginalFilename", f"{APP_NAME}.exe"),
        ("ProductName", PRODUCT),
        ("ProductVersion", version),
    ]
    table = ",\n          ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings)
    return (
        "VSVersionInfo(\n"
        "  ffi=FixedFileInfo(\n"
        f"    filevers={numbers!r},\n"
        f"    prodvers={numbers!r},\n"
        "    mask=0x3f, flags=0x0, OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable('040904B0', [\n"
        f"          {table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])])])\n"
    )


def app_info(info: dict, version: str) -> dict:
    """A .app's Info.plist with our version and name (PyInstaller writes 0.0.0)."""
    return {
        **info,
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": PRODUCT,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": ".".join(str(n) for n in version_numbers(version, 3)),
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
    }


def prepare(target: str, work: Path, version: str) -> Inputs:
    inputs = Inputs(work)
    inputs.version_file.parent.mkdir(parents=True, exist_ok=True)
    inputs.version_file.write_text(version + "\n", encoding="utf-8")
    inputs.windows_version.write_text(windows_version_info(version), encoding="utf-8")
    import make_icons  # pygame draws them: only needed when building
    make_icons.make_all(inputs.icons, linux_package.APP_ID, APP_NAME)
    return inputs


def built_path(target: str, dist: Path, form: str) -> Path:
    """What PyInstaller made: the one file, the one folder or the .app."""
    if target == "darwin":
        return dist / f"{APP_NAME}.app"
    program = program_path(target, dist, form)
    return program if form == "onefile" else program.parent


def clear_other_form(target: str, dist: Path, form: str) -> None:
    """Remove the other form's build where it is in the way: on Linux
    dist/BountyTable is a file in one form and a folder in the other, and
    PyInstaller cannot put one in the other's place."""
    if target == "darwin":
        return
    path = dist / APP_NAME  # the one folder; on Linux also the one file
    if form == "onefile" and path.is_dir():
        shutil.rmtree(path)
    elif form == "onedir" and path.is_file():
        path.unlink()


def program_path(target: str, dist: Path, form: str) -> Path:
    """The executable a player starts, as PyInstaller leaves it in ``dist``."""
    if target == "darwin":
        return dist / f"{APP_NAME}.app" / "Contents" / "MacOS" / APP_NAME
    exe = APP_NAME + (".exe" if target == "win32" else "")
    return dist / exe if form == "onefile" else dist / APP_NAME / exe


def shipped_name(target: str, version: str, form: str, arch: str) -> str:
    """What a release hands out for ``target``, as a file name in ``dist``."""
    if target == "linux":
        return f"{linux_package.archive_stem(version, arch)}.tar.gz"
    if target == "darwin":
        return f"{APP_NAME}-{version}-macos-{arch}.zip"
    return f"{APP_NAME}.exe" if form == "onefile" else APP_NAME


def finish_app(app: Path, version: str, zip_path: Path) -> None:
    """Stamp the version into the .app, seal it again, and zip it as Finder would."""
    plist = app / "Contents" / "Info.plist"
    plist.write_bytes(plistlib.dumps(app_info(plistlib.loads(plist.read_bytes()), version)))
    # Info.plist is part of the signature PyInstaller made: sign (ad hoc) again.
    subprocess.run(["codesign", "--force", "--sign", "-", str(app)], check=True)
    zip_path.unlink(missing_ok=True)
    # ditto keeps the bundle's symbolic links and extended attributes, which zipfile does not.
    subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(zip_path)], check=True)


def size_mb(path: Path) -> float:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6
    return path.stat().st_size / 1e6


def smoke(program: Path, version: str) -> bool:
    """Run ``program --version`` and ``program --smoke`` headless in a scratch
    folder and home, print what they said, and say whether both passed."""
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   BOUNTY_TABLE_HOME=str(Path(tmp) / "home"))
        for flag, expected in (("--version", f"Bounty Table {version}"), ("--smoke", "SMOKE OK")):
            run = subprocess.run([str(program), flag], capture_output=True, text=True, cwd=tmp, env=env,
                                 timeout=900)
            said = run.stdout.strip()
            print(f"{program.name} {flag}: {said or '(no output)'} (exit status {run.returncode})")
            if run.stderr.strip():
                print(run.stderr.strip()[-4000:], file=sys.stderr)
            # A windowed Windows program may get no standard output to write
            # to: there the exit status alone speaks.
            quiet_windows = sys.platform == "win32" and not said
            results.append(run.returncode == 0 and (expected in said or quiet_windows))
    return all(results)


def unpack(archive: Path, into: Path) -> Path:
    """Unpack a .tar.gz and return the one folder it holds."""
    with tarfile.open(archive) as tar:
        top = {Path(name).parts[0] for name in tar.getnames()}
        if len(top) != 1:
            raise ValueError(f"{archive.name} should hold one folder, not {sorted(top)}")
        if hasattr(tarfile, "data_filter"):
            tar.extractall(into, filter="data")
        else:  # Python before 3.10.12 has no extraction filters; we made this archive ourselves
            tar.extractall(into)
    return into / top.pop()


def build(target: str, dist: Path, work: Path, form: str) -> tuple[Path, Path]:
    """Build and package; returns (the program to start, what is shipped)."""
    version = read_version()
    prepare(target, work, version)
    # A cache of our own: --clean empties PyInstaller's cache, which other
    # builds running at the same time (tests, other checkouts) would otherwise share.
    os.environ.setdefault("PYINSTALLER_CONFIG_DIR", str(work / "pyinstaller-cache"))
    import PyInstaller.__main__ as pyinstaller
    clear_other_form(target, dist, form)
    pyinstaller.run(pyinstaller_args(target, dist, work, form=form))
    program = program_path(target, dist, form)
    shipped = dist / shipped_name(target, version, form, linux_package.machine() if target == "linux"
                                  else platform.machine().lower())
    built = built_path(target, dist, form)
    if target == "linux":
        _, checked = linux_package.package(built, Inputs(work).hicolor, dist, work, product=PRODUCT,
                                           version=version, comment=COMMENT)
        print(checked)
    elif target == "darwin":
        finish_app(built, version, shipped)
    print(f"built {PRODUCT} {version} ({form}): {built} ({size_mb(built):.1f} MB)")
    print(f"ship {shipped} ({size_mb(shipped):.1f} MB)")
    return program, shipped


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    parser.add_argument("--form", choices=("onefile", "onedir"), default=None,
                        help="one file or one folder (default: what this platform ships)")
    parser.add_argument("--smoke", action="store_true", help="smoke-test the shipped program afterwards")
    parser.add_argument("--print-args", choices=PLATFORMS, metavar="PLATFORM",
                        help="print PyInstaller's arguments for PLATFORM and build nothing")
    opts = parser.parse_args(argv)
    if opts.print_args:
        try:
            print("\n".join(pyinstaller_args(opts.print_args, opts.dist, opts.work, form=opts.form)))
        except ValueError as exc:
            print(f"build_exe: {exc}", file=sys.stderr)
            return 2
        return 0
    try:
        target = platform_key()
    except ValueError as exc:
        print(f"build_exe: {exc}", file=sys.stderr)
        return 2
    # Only looked up here: build() imports it once it has chosen PyInstaller's cache folder.
    if importlib.util.find_spec("PyInstaller") is None:
        print("build_exe: PyInstaller is not installed: run `python3 run.py test` once, or pip install pyinstaller",
              file=sys.stderr)
        return 2
    form = opts.form or FORMS[target]
    try:
        program, shipped = build(target, opts.dist.resolve(), opts.work.resolve(), form)
    except (ValueError, subprocess.CalledProcessError) as exc:
        print(f"build_exe: {exc}", file=sys.stderr)
        return 1
    if opts.smoke:
        with tempfile.TemporaryDirectory() as tmp:
            if target == "linux":
                program = unpack(shipped, Path(tmp)) / program.name
            if not smoke(program, read_version()):
                print(f"build_exe: {program} failed its smoke test", file=sys.stderr)
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
