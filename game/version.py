"""The program's version, kept in one place: pyproject.toml.

From a source checkout it is read from pyproject.toml beside the package; a
frozen executable reads the copy its build wrote into the bundle (see
build_scripts/build_exe.py); an installed package asks its metadata.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

DISTRIBUTION = "bounty-table"
# The file build_exe.py writes into a frozen bundle, relative to its root.
BUNDLED_FILE = "game/VERSION"
UNKNOWN = "unknown"

_PROJECT_TABLE = re.compile(r"^\[project\][ \t]*$(.*?)(?=^\[|\Z)", re.M | re.S)
_VERSION_KEY = re.compile(r"""^version[ \t]*=[ \t]*(["'])([^"'\n]+)\1""", re.M)


def from_pyproject(path: Path) -> str | None:
    """The [project] table's version in a pyproject.toml, or None when the
    file is missing or names none (Python 3.10 has no TOML reader, and this
    one key is all that is needed)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    table = _PROJECT_TABLE.search(text)
    key = _VERSION_KEY.search(table.group(1)) if table else None
    return key.group(2).strip() if key else None


def _from_bundle(root: Path) -> str | None:
    try:
        return (root / BUNDLED_FILE).read_text(encoding="utf-8").strip() or None
    except (OSError, UnicodeDecodeError):
        return None


def _from_metadata() -> str | None:
    from importlib import metadata  # only when neither file is there: it is slow to import
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None


def read_version() -> str:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        found = _from_bundle(Path(frozen))
    else:
        found = from_pyproject(Path(__file__).resolve().parent.parent / "pyproject.toml")
    return found or _from_metadata() or UNKNOWN


VERSION = read_version()
