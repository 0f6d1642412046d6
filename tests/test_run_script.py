"""run.py's first-run setup keeps pip's chatter back and speaks up only when pip fails."""

import subprocess
from pathlib import Path

import pytest

from script_loader import load_script

ROOT = Path(__file__).resolve().parent.parent


def _run_module():
    return load_script(ROOT / "run.py")


def test_pip_output_is_kept_back_when_it_succeeds(monkeypatch, capsys):
    run = _run_module()
    noise = "WARNING: Location 'file:///x' is ignored\nBuildBackendWarning: Editable installation.\n"
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(a[0], 0, noise))
    run._quiet_pip("python", ["install", "-e", "."])
    out = capsys.readouterr()
    assert "WARNING" not in out.out + out.err and "Editable" not in out.out + out.err


def test_pip_output_is_shown_when_it_fails(monkeypatch, capsys):
    run = _run_module()
    said = "ERROR: No matching distribution found for pygame-ce==2.5.8\n"
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(a[0], 1, said))
    with pytest.raises(SystemExit) as stop:
        run._quiet_pip("python", ["install", "-e", "."])
    assert "Setting up .venv failed" in str(stop.value)
    assert "No matching distribution" in capsys.readouterr().err
