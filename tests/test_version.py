"""One version, kept in pyproject.toml, read the same way from source, from
a frozen bundle and from an installed package, and shown by --version."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game import __version__, version

ROOT = Path(__file__).resolve().parent.parent


def test_the_game_reads_its_version_from_pyproject():
    text = (ROOT / "pyproject.toml").read_text()
    assert f'\nversion = "{__version__}"\n' in text
    assert version.from_pyproject(ROOT / "pyproject.toml") == __version__


def test_only_the_project_tables_version_counts(tmp_path):
    path = tmp_path / "pyproject.toml"
    path.write_text('[tool.other]\nversion = "9.9"\n\n[project]\nname = "x"\nversion = \'1.2.3\'\n\n'
                    '[tool.more]\nversion = "8.8"\n')
    assert version.from_pyproject(path) == "1.2.3"
    path.write_text('[project]\nname = "x"\n[tool.other]\nversion = "9.9"\n')
    assert version.from_pyproject(path) is None
    assert version.from_pyproject(tmp_path / "missing.toml") is None


def test_a_frozen_program_reads_the_file_its_build_wrote(tmp_path, monkeypatch):
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "VERSION").write_text("4.5.6\n")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert version.read_version() == "4.5.6"


def test_without_either_file_the_package_metadata_answers(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)  # a bundle without its VERSION file
    monkeypatch.setattr(version, "_from_metadata", lambda: "7.0.0")
    assert version.read_version() == "7.0.0"
    monkeypatch.setattr(version, "_from_metadata", lambda: None)
    assert version.read_version() == version.UNKNOWN


def test_version_flag_prints_it():
    run = subprocess.run([sys.executable, "-m", "game", "--version"], capture_output=True, text=True, cwd=ROOT,
                         timeout=120)
    assert run.returncode == 0
    assert run.stdout.strip() == f"Bounty Table {__version__}"
