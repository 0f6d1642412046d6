"""What build_scripts/build_exe.py asks of PyInstaller on each platform, and
the files it generates for them (icons, version resource, Info.plist, the
Linux menu entry), checked here without building anything."""

from __future__ import annotations

import ast
import fnmatch
import os
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))

import build_exe  # noqa: E402
import linux_package  # noqa: E402

from game import __version__  # noqa: E402

DIST, WORK = Path("/d/dist"), Path("/d/work")


def option(args: list[str], name: str) -> list[str]:
    """Every value given to ``name`` in a PyInstaller command line."""
    return [args[i + 1] for i, a in enumerate(args) if a == name]


def test_linux_args_ship_one_folder_stripped_without_window_options():
    args = build_exe.pyinstaller_args("linux", DIST, WORK, strip=True)
    assert args[0].endswith("entry.py")
    assert "--onedir" in args and "--onefile" not in args
    assert "--strip" in args
    assert not {"--windowed", "--icon", "--version-file", "--osx-bundle-identifier"} & set(args)
    assert option(args, "--name") == ["BountyTable"]
    assert option(args, "--distpath") == [str(DIST)] and option(args, "--workpath") == [str(WORK)]
    datas = option(args, "--add-data")
    assert [d.rsplit(":", 1)[1] for d in datas] == ["assets", "maps", "docs/guides", "game"]
    assert datas[-1] == f"{WORK / 'inputs' / 'VERSION'}:game"
    assert "--strip" not in build_exe.pyinstaller_args("linux", DIST, WORK, strip=False)
    assert "--onefile" in build_exe.pyinstaller_args("linux", DIST, WORK, form="onefile", strip=True)


def test_windows_args_make_one_windowed_exe_with_icon_and_version_resource():
    args = build_exe.pyinstaller_args("win32", DIST, WORK)
    assert "--onefile" in args and "--windowed" in args
    assert option(args, "--icon") == [str(WORK / "inputs" / "icons" / "BountyTable.ico")]
    assert option(args, "--version-file") == [str(WORK / "inputs" / "windows_version.txt")]
    assert "--strip" not in args and "--osx-bundle-identifier" not in args
    # Windows separates --add-data's source and destination with a semicolon.
    assert [d.rsplit(";", 1)[1] for d in option(args, "--add-data")] == ["assets", "maps", "docs/guides", "game"]


def test_macos_args_make_a_windowed_one_folder_app_with_icns_and_identifier():
    args = build_exe.pyinstaller_args("darwin", DIST, WORK)
    assert "--onedir" in args and "--windowed" in args
    assert option(args, "--icon") == [str(WORK / "inputs" / "icons" / "BountyTable.icns")]
    assert option(args, "--osx-bundle-identifier") == ["com.bountytable.BountyTable"]
    assert "--strip" not in args and "--version-file" not in args
    with pytest.raises(ValueError, match="one folder"):
        build_exe.pyinstaller_args("darwin", DIST, WORK, form="onefile")


def test_every_platform_collects_the_games_and_keeps_builds_apart():
    for target in build_exe.PLATFORMS:
        args = build_exe.pyinstaller_args(target, DIST, WORK)
        # the games are found by name; websockets and zeroconf load parts PyInstaller cannot see
        assert option(args, "--collect-submodules") == ["game", "websockets", "zeroconf"], target
        assert option(args, "--collect-binaries") == ["zeroconf"], target
        assert option(args, "--collect-data") == ["game"], target
        assert {"--clean", "--noconfirm", "--noupx"} <= set(args), target


def test_print_args_command_builds_nothing(capsys):
    assert build_exe.main(["--print-args", "win32", "--dist", str(DIST), "--work", str(WORK)]) == 0
    assert capsys.readouterr().out.split("\n")[:-1] == build_exe.pyinstaller_args("win32", DIST, WORK)
    assert build_exe.main(["--print-args", "darwin", "--form", "onefile"]) == 2


def test_program_and_shipped_names_per_platform():
    assert build_exe.program_path("linux", DIST, "onedir") == DIST / "BountyTable" / "BountyTable"
    assert build_exe.program_path("linux", DIST, "onefile") == DIST / "BountyTable"
    assert build_exe.program_path("win32", DIST, "onefile") == DIST / "BountyTable.exe"
    assert build_exe.program_path("darwin", DIST, "onedir") == DIST / "BountyTable.app/Contents/MacOS/BountyTable"
    assert build_exe.built_path("linux", DIST, "onedir") == DIST / "BountyTable"
    assert build_exe.built_path("win32", DIST, "onefile") == DIST / "BountyTable.exe"
    assert build_exe.built_path("darwin", DIST, "onedir") == DIST / "BountyTable.app"
    assert build_exe.shipped_name("linux", "1.2.3", "onedir", "x86_64") == "BountyTable-1.2.3-linux-x86_64.tar.gz"
    assert build_exe.shipped_name("darwin", "1.2.3", "onedir", "arm64") == "BountyTable-1.2.3-macos-arm64.zip"
    assert build_exe.shipped_name("win32", "1.2.3", "onefile", "amd64") == "BountyTable.exe"


def test_switching_form_clears_the_other_forms_build(tmp_path):
    (tmp_path / "BountyTable").write_text("one file")
    build_exe.clear_other_form("linux", tmp_path, "onedir")
    assert not (tmp_path / "BountyTable").exists()
    (tmp_path / "BountyTable").mkdir()
    (tmp_path / "BountyTable" / "BountyTable").write_text("one folder")
    build_exe.clear_other_form("linux", tmp_path, "onedir")  # the same form is left for PyInstaller to replace
    assert (tmp_path / "BountyTable" / "BountyTable").exists()
    build_exe.clear_other_form("linux", tmp_path, "onefile")
    assert not (tmp_path / "BountyTable").exists()


def test_version_numbers_for_resources():
    assert build_exe.version_numbers("0.1.0", 4) == (0, 1, 0, 0)
    assert build_exe.version_numbers("2.10.3rc1", 3) == (2, 10, 3)
    assert build_exe.version_numbers("1.2.3.4.5", 4) == (1, 2, 3, 4)
    assert build_exe.version_numbers("70000.1", 2) == (65535, 1)
    assert build_exe.version_numbers("dev", 2) == (0, 0)


def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == name]


def test_windows_version_resource_names_product_and_version():
    tree = ast.parse(build_exe.windows_version_info("1.4.2"), mode="eval")
    assert tree.body.func.id == "VSVersionInfo"
    strings = {ast.literal_eval(c.args[0]): ast.literal_eval(c.args[1]) for c in _calls(tree, "StringStruct")}
    assert strings["ProductName"] == "Bounty Table"
    assert strings["ProductVersion"] == strings["FileVersion"] == "1.4.2"
    assert strings["OriginalFilename"] == "BountyTable.exe"
    fixed = {k.arg: k.value for k in _calls(tree, "FixedFileInfo")[0].keywords}
    assert ast.literal_eval(fixed["filevers"]) == ast.literal_eval(fixed["prodvers"]) == (1, 4, 2, 0)


def test_app_info_stamps_version_and_keeps_pyinstallers_keys():
    info = build_exe.app_info({"CFBundleExecutable": "BountyTable", "CFBundleShortVersionString": "0.0.0"}, "0.3.0b1")
    assert info["CFBundleExecutable"] == "BountyTable"
    assert info["CFBundleShortVersionString"] == "0.3.0b1"
    assert info["CFBundleVersion"] == "0.3.0"
    assert info["CFBundleIdentifier"] == "com.bountytable.BountyTable"
    assert info["CFBundleDisplayName"] == "Bounty Table"


def test_build_reads_the_one_version_the_game_shows():
    assert build_exe.read_version() == __version__


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in program is a shell script")
def test_smoke_check_needs_the_version_and_smoke_ok(tmp_path, capsys):
    def program(version_line: str, smoke_line: str, status: int) -> Path:
        path = tmp_path / f"prog{len(list(tmp_path.iterdir()))}"
        path.write_text(f'#!/bin/sh\ncase "$1" in --version) echo "{version_line}";; '
                        f'--smoke) echo "{smoke_line}"; exit {status};; esac\n')
        path.chmod(0o755)
        return path

    assert build_exe.smoke(program("Bounty Table 1.0", "SMOKE OK scenes=1", 0), "1.0")
    assert not build_exe.smoke(program("Bounty Table 0.9", "SMOKE OK scenes=1", 0), "1.0")
    assert not build_exe.smoke(program("Bounty Table 1.0", "SMOKE FAILED", 1), "1.0")
    assert "SMOKE FAILED" in capsys.readouterr().out


# -- icons -------------------------------------------------------------------

@pytest.fixture(scope="module")
def pngs():
    import make_icons
    return make_icons.render_pngs({16, 32, 256, 1024})


def test_icons_are_drawn_at_each_size(pngs):
    import make_icons
    assert {size: make_icons.png_size(data) for size, data in pngs.items()} == {s: (s, s) for s in (16, 32, 256, 1024)}


def test_ico_directory_points_at_each_png(pngs):
    import make_icons
    small = {s: pngs[s] for s in (16, 32, 256)}
    data = make_icons.ico_bytes(small)
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, 3)
    for i, size in enumerate((16, 32, 256)):
        w, h, _colors, _res, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        assert (w, h) == ((size, size) if size < 256 else (0, 0))  # 0 stands for 256
        assert (planes, bits) == (1, 32)
        assert data[offset:offset + length] == small[size]
    with pytest.raises(ValueError):
        make_icons.ico_bytes({512: pngs[256]})


def test_icns_holds_typed_pngs_and_its_length(pngs):
    import make_icons
    data = make_icons.icns_bytes(pngs)
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        found[kind] = make_icons.png_size(data[at + 8:at + length])[0]
        at += length
    assert at == len(data)
    assert found == {b"icp4": 16, b"ic11": 32, b"icp5": 32, b"ic08": 256, b"ic13": 256, b"ic10": 1024}


def test_hicolor_layout(tmp_path, pngs):
    import make_icons
    every = {size: pngs[16] for size in make_icons.HICOLOR_SIZES}
    written = make_icons.write_hicolor(tmp_path, every, "bounty-table")
    assert [p.relative_to(tmp_path).as_posix() for p in written] == [
        f"hicolor/{s}x{s}/apps/bounty-table.png" for s in (16, 22, 24, 32, 48, 64, 128, 256, 512)]


# -- the Linux archive's parts -----------------------------------------------

def _stage(tmp_path: Path) -> Path:
    program = tmp_path / "built" / "BountyTable"
    program.mkdir(parents=True)
    (program / "BountyTable").write_text("#!/bin/sh\necho started\n")
    (program / "BountyTable").chmod(0o755)
    (program / "_internal").mkdir()
    hicolor = tmp_path / "icons" / "hicolor"
    for size in (16, 48):
        (hicolor / f"{size}x{size}" / "apps").mkdir(parents=True)
        (hicolor / f"{size}x{size}" / "apps" / "bounty-table.png").write_bytes(b"png")
    folder = tmp_path / "stage" / "BountyTable-9.9-linux-x86_64"
    linux_package.stage(folder, program, hicolor, product="Bounty Table", version="9.9", comment="Games.",
                        arch="x86_64")
    return folder


def test_archive_folder_layout_and_readme(tmp_path):
    folder = _stage(tmp_path)
    names = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert names == ["BountyTable", "README.txt", "bounty-table.desktop", "icons/hicolor/16x16/apps/bounty-table.png",
                     "icons/hicolor/48x48/apps/bounty-table.png", "install-menu.sh"]
    assert os.access(folder / "install-menu.sh", os.X_OK) and os.access(folder / "BountyTable", os.X_OK)
    lines = [line for line in (folder / "README.txt").read_text().splitlines() if "applications menu" in line
             or "install-menu.sh" in line]
    assert len(lines) == 2, lines
    entry = (folder / "bounty-table.desktop").read_text()
    assert "Exec=BountyTable\n" in entry and "Icon=bounty-table\n" in entry and "Terminal=false" in entry


needs_validator = pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                                     reason="desktop-file-validate (desktop-file-utils) is not installed")


@needs_validator
def test_desktop_entry_validates_and_a_broken_one_is_refused(tmp_path):
    folder = _stage(tmp_path)
    assert linux_package.validate_desktop(folder / "bounty-table.desktop").endswith("validates")
    broken = tmp_path / "broken.desktop"
    broken.write_text("[Desktop Entry]\nType=Application\nExec=x\n")  # no Name
    with pytest.raises(ValueError, match="does not validate"):
        linux_package.validate_desktop(broken)


def test_missing_validator_is_said_not_hidden(tmp_path, monkeypatch):
    monkeypatch.setattr(linux_package.shutil, "which", lambda name: None)
    said = linux_package.validate_desktop(tmp_path / "x.desktop")
    assert "not checked" in said and "desktop-file-utils" in said


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell script")
def test_install_menu_script_adds_and_removes_the_entry(tmp_path):
    folder = _stage(tmp_path)
    moved = folder.rename(tmp_path / "My Games" / folder.name) if (tmp_path / "My Games").mkdir() is None else folder
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    run = subprocess.run([str(moved / "install-menu.sh")], capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stderr
    entry = data / "applications" / "bounty-table.desktop"
    text = entry.read_text()
    # The full path, quoted for its space, is what the menu starts.
    assert f'Exec="{moved}/BountyTable"\n' in text
    assert (data / "icons/hicolor/48x48/apps/bounty-table.png").read_bytes() == b"png"
    if shutil.which("desktop-file-validate"):
        assert linux_package.validate_desktop(entry).endswith("validates")
    removed = subprocess.run([str(moved / "install-menu.sh"), "--remove"], capture_output=True, text=True, env=env)
    assert removed.returncode == 0, removed.stderr
    assert not entry.exists() and not (data / "icons/hicolor/48x48/apps/bounty-table.png").exists()


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell script")
def test_install_menu_script_refuses_a_path_a_menu_entry_cannot_name(tmp_path):
    folder = _stage(tmp_path)
    odd = tmp_path / "100%"
    odd.mkdir()
    moved = folder.rename(odd / folder.name)
    run = subprocess.run([str(moved / "install-menu.sh")], capture_output=True, text=True,
                         env=dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data")))
    assert run.returncode == 1 and "Move the folder" in run.stderr
    assert not (tmp_path / "data" / "applications").exists()


# -- the release workflow ----------------------------------------------------

def test_release_workflow_builds_smokes_and_uploads_each_platform():
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text()
    runners = set(re.findall(r"^\s+- os: (\S+)", workflow, re.M))
    assert {r.split("-")[0] for r in runners} == {"ubuntu", "windows", "macos"}
    assert "python build_scripts/build_exe.py --smoke" in workflow
    assert "actions/upload-artifact" in workflow
    # Each runner uploads what build_exe.py ships for its platform.
    uploads = dict(re.findall(r"^\s+- os: (\S+)\n\s+upload: (\S+)", workflow, re.M))
    expected = {"ubuntu": build_exe.shipped_name("linux", "1.0", "onedir", "x86_64"),
                "windows": build_exe.shipped_name("win32", "1.0", "onefile", "amd64"),
                "macos": build_exe.shipped_name("darwin", "1.0", "onedir", "arm64")}
    for runner, pattern in uploads.items():
        assert fnmatch.fnmatch(f"dist/{expected[runner.split('-')[0]]}", pattern), (runner, pattern)
    assert len(uploads) == 3
