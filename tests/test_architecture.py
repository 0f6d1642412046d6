"""The layering contract: the rules core never imports pygame or the engine.

The project's own contract (pyproject.toml) must hold, and the same kind of
contract must catch a violation, so the check is known to bite."""

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINT = Path(sys.executable).parent / ("lint-imports.exe" if os.name == "nt" else "lint-imports")


def _lint(cwd: Path, env_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(env_path))
    return subprocess.run([str(LINT), "--no-cache"], cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def test_project_contracts_hold():
    result = _lint(ROOT, ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "BROKEN" not in result.stdout


def test_contract_catches_pygame_in_core(tmp_path):
    pkg = tmp_path / "tablegame"
    (pkg / "core").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "core" / "__init__.py").write_text("")
    (pkg / "core" / "rules.py").write_text("import pygame\n")
    (tmp_path / ".importlinter").write_text(textwrap.dedent("""
        [importlinter]
        root_package = tablegame
        include_external_packages = True

        [importlinter:contract:pure-core]
        name = core stays pure
        type = forbidden
        source_modules = tablegame.core
        forbidden_modules = pygame
    """))
    result = _lint(tmp_path, tmp_path)
    assert result.returncode != 0
    assert "tablegame.core.rules -> pygame" in result.stdout
