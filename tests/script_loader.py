"""A script of the project (run.py, a build script, a test map's generator)
loaded as a module, so a test can call its functions."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load_script(path: Path):
    """The module the script at ``path`` defines (run once, as an import would)."""
    spec = importlib.util.spec_from_file_location(Path(path).stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
