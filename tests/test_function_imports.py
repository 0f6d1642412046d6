"""No import cycle hides behind an import inside a function.

import-linter sees only the imports a module makes when it loads; an import
written inside a function dodges both its contracts and a cycle's failure at
load.  Every import of one of our modules from inside a function is listed
here with the reason it must stay there; anything else is an error.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"

CLI_ONLY = "the command line loads pygame, the scenes and the app only for the commands that use them"

# (importing module, imported module) -> why the import stays inside a function
ALLOWED = {
    ("game.__main__", "game.games.simulate"): CLI_ONLY,
    ("game.__main__", "game.scenes.capture"): CLI_ONLY,
    ("game.__main__", "game.scenes.smoke"): CLI_ONLY,
    ("game.__main__", "game.app"): CLI_ONLY,
    **{("game.scenes", f"game.scenes.{name}"): (
        "registering every scene loads them all; importing them when the package loads would load "
        "every scene whenever any one scene module is imported, and the scenes import each other")
       for name in ("friends", "handoff", "history", "host", "join", "lobby", "pause", "results", "rules", "saves",
                    "select", "settings", "statistics", "setup", "title")},
    ("game.scenes", "game.engine.widgets"): "as above: the dialog scene is registered with the others",
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _target(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def function_level_imports() -> set[tuple[str, str]]:
    """(importing module, imported module of ours) for every import inside a function."""
    found = set()
    for path in GAME.rglob("*.py"):
        module = _module_name(path)
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(fn):
                if isinstance(node, ast.ImportFrom):
                    targets = [_target(module, path.name == "__init__.py", node)]
                elif isinstance(node, ast.Import):
                    targets = [alias.name for alias in node.names]
                else:
                    continue
                found.update((module, t) for t in targets if t == "game" or t.startswith("game."))
    return found


def test_no_import_of_ours_hides_inside_a_function_without_a_reason():
    stray = sorted(function_level_imports() - set(ALLOWED))
    assert not stray, "imports inside functions (break the cycle, or import at the top): " + ", ".join(
        f"{a} -> {b}" for a, b in stray)


def test_every_allowed_function_import_still_exists():
    """A reason for an import that is gone is a stale excuse: drop it from the list."""
    assert not set(ALLOWED) - function_level_imports()


def test_the_finder_sees_an_import_inside_a_function():
    tree = ast.parse("def f():\n    from .aids import open_with_aids\n")
    node = next(n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom))
    assert _target("game.scenes.launch", False, node) == "game.scenes.aids"
