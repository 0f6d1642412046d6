"""The Linux archive: the program, its menu entry, icons and a README in one
folder, packed as BountyTable-<version>-linux-<arch>.tar.gz.

    BountyTable-0.1.0-linux-x86_64/
        BountyTable             the program (with _internal/ beside it when one-folder)
        bounty-table.desktop    the menu entry (Exec and Icon by name)
        icons/hicolor/<N>x<N>/apps/bounty-table.png
        install-menu.sh         puts the entry and icons in the user's menu (--remove takes them out)
        README.txt

build_exe.py calls package(); nothing here runs PyInstaller.
"""

from __future__ import annotations

import platform
import shutil
import subprocess
import tarfile
from pathlib import Path

APP_ID = "bounty-table"
DESKTOP_FILE = f"{APP_ID}.desktop"
INSTALL_SCRIPT = "install-menu.sh"


def machine() -> str:
    """The processor name used in the archive's name (x86_64, aarch64, ...)."""
    arch = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(arch, arch) or "unknown"


def archive_stem(version: str, arch: str | None = None) -> str:
    return f"BountyTable-{version}-linux-{arch or machine()}"


def desktop_entry(product: str, exe_name: str, comment: str) -> str:
    """The menu entry.  Exec names the program alone: install-menu.sh writes
    the user's copy with the program's full path."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.0",
        f"Name={product}",
        "GenericName=Tabletop Games",
        f"Comment={comment}",
        f"Exec={exe_name}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;CardGame;",
        "Keywords=board;card;western;outlaws;bounty;manhunt;hot-seat;",
        # SDL names the window's class after the program, so the dock shows this entry's icon.
        f"StartupWMClass={exe_name}",
        "",
    ])


def readme(product: str, version: str, arch: str) -> str:
    return "\n".join([
        f"{product} {version} for Linux ({arch}). To play, run ./BountyTable in this folder.",
        "",
        f"To put it in your applications menu, keep this folder where you want it and run ./{INSTALL_SCRIPT} here once.",
        f"It adds the menu entry and icons for you alone; ./{INSTALL_SCRIPT} --remove takes them out again.",
        "",
    ])


# POSIX sh, so it runs wherever the program does.  The user's entry gets the
# program's full path in Exec; characters that the desktop entry format would
# need escaped are refused with a message instead of being escaped wrongly.
INSTALL_SH = r"""#!/bin/sh
# Put Bounty Table (this folder's copy) in your applications menu, or take it
# out again with --remove.  Nothing outside your own data folder is touched.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data/applications
icons=$data/icons/hicolor
entry=$apps/@DESKTOP_FILE@

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
}

if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry"
    for size in "$here"/icons/hicolor/*; do
        rm -f "$icons/$(basename "$size")/apps/@APP_ID@.png"
    done
    refresh
    echo "Bounty Table is no longer in your applications menu."
    exit 0
fi
if [ "$#" -gt 0 ]; then
    echo "usage: $0 [--remove]" >&2
    exit 2
fi
case $here in
    *[\"\`\$\\%]*)
        echo "This folder's path holds one of \" \` \$ \\ %, which a menu entry cannot name." >&2
        echo "Move the folder somewhere else and run $0 again." >&2
        exit 1 ;;
esac
mkdir -p "$apps" "$icons"
cp -R "$here"/icons/hicolor/. "$icons"/
while IFS= read -r line; do
    case $line in
        Exec=*) printf 'Exec="%s/@EXE@"\n' "$here" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$here/@DESKTOP_FILE@" > "$entry.tmp"
mv "$entry.tmp" "$entry"
refresh
echo "Bounty Table is in your applications menu (it starts $here/@EXE@)."
"""


def install_script(exe_name: str) -> str:
    return (INSTALL_SH.replace("@DESKTOP_FILE@", DESKTOP_FILE).replace("@APP_ID@", APP_ID)
            .replace("@EXE@", exe_name))


def validate_desktop(path: Path) -> str:
    """Check a .desktop file with desktop-file-validate; returns what was
    done, in one line.  Raises ValueError with the tool's report when the
    file does not validate."""
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        return (f"{path.name} not checked: desktop-file-validate is not installed "
                "(Debian and Ubuntu package: desktop-file-utils)")
    run = subprocess.run([tool, str(path)], capture_output=True, text=True)
    report = (run.stdout + run.stderr).strip()
    if run.returncode != 0:
        raise ValueError(f"{path.name} does not validate:\n{report}")
    return f"{path.name} validates" + (f" (hints: {report})" if report else "")


def stage(folder: Path, program: Path, hicolor: Path, *, product: str, version: str, comment: str,
          arch: str) -> None:
    """Lay the archive's folder out.  ``program`` is the one-file executable
    or the one-folder build's folder (whose contents go in at the top)."""
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    exe_name = program.name
    if program.is_dir():
        shutil.copytree(program, folder, symlinks=True, dirs_exist_ok=True)
    else:
        shutil.copy2(program, folder / exe_name)
    shutil.copytree(hicolor, folder / "icons" / "hicolor")
    (folder / DESKTOP_FILE).write_text(desktop_entry(product, exe_name, comment), encoding="utf-8")
    (folder / "README.txt").write_text(readme(product, version, arch), encoding="utf-8")
    script = folder / INSTALL_SCRIPT
    script.write_text(install_script(exe_name), encoding="utf-8")
    script.chmod(0o755)


def pack(folder: Path, archive: Path) -> Path:
    """folder -> archive.tar.gz holding the folder by its name (modes and links kept)."""
    archive.parent.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(folder, arcname=folder.name)
    return archive


def package(program: Path, hicolor: Path, dist: Path, work: Path, *, product: str, version: str,
            comment: str) -> tuple[Path, str]:
    """Stage, validate and pack; returns (the archive, the validation line)."""
    arch = machine()
    folder = work / "linux-archive" / archive_stem(version, arch)
    stage(folder, program, hicolor, product=product, version=version, comment=comment, arch=arch)
    checked = validate_desktop(folder / DESKTOP_FILE)
    return pack(folder, dist / f"{folder.name}.tar.gz"), checked
