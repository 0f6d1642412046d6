"""Finding a game's table scene and opening matches in it.

The game-scene contract: the module ``<package>.table.scene`` of a game exposes
``make_table_scene(app, match, viewer=None) -> Scene``; the scene's name is
"table", it has ``match`` and ``resync()``.  viewer None: the scene runs
hot-seat itself; a fixed viewer is for screenshots.

    table_factory(game_id) -> (make_table_scene | None, reason | None)
    table_module(game_id, name) -> module | None   (another module of the game's table package)
    open_match(app, match, viewer=None) -> Scene | None   (a toast explains a None; the hint
                                    layer goes over the table when the player turned hints on)
    lesson_for(game_id) -> Lesson   (its learn.json; ContentError says what is wrong)
    start_lesson(app, game_id) -> Scene | None   learn to play: the lesson's match at the table
    load_match(path) -> Match       (raises SaveError; autosaves to its game's autosave from now on)
    keep_broken_save(path) -> str   (renames an unloadable save aside; says where)
    new_match(game_id, players, seats, variants, seed=None) -> Match
    new_seed() -> int
"""

from __future__ import annotations

import importlib
import importlib.util
import random
import sys
import traceback
from pathlib import Path

from game import games, paths
from game.core.lesson import ContentError, LessonRun
from game.core.lesson import load as load_lesson
from game.core.match import Match, SaveError, SeatInfo
from game.core.model import MatchConfig
from game.scenes.aids import open_with_aids


def rules_for(game_id: str):
    """Like games.rules_for, but a game whose rules cannot be imported counts as unknown (KeyError)."""
    try:
        return games.rules_for(game_id)
    except ImportError as exc:
        raise KeyError(game_id) from exc


def game_problem(game_id: str) -> str | None:
    """Why this game cannot be set up now, or None when it can."""
    try:
        entry = games.entry(game_id)
    except KeyError:
        return f"There is no game called {game_id!r}."
    if not entry.playable:
        return f"{entry.title} is in preparation."
    try:
        games.rules_for(game_id)
    except Exception as exc:  # the rules package is missing or broken
        print(f"{entry.title}: the rules could not be loaded:\n{traceback.format_exc()}", file=sys.stderr)
        return f"{entry.title}'s rules could not be loaded ({exc.__class__.__name__})."
    return None


def table_module(game_id: str, name: str):
    """The module ``name`` of the game's table package (``<package>.table.<name>``: its
    emblem, its guide pictures...), or None when the game has none.  One that exists
    but cannot be imported counts as none too, and the reason goes to stderr."""
    try:
        package = games.entry(game_id).table_package
    except KeyError:
        return None
    if package is None:
        return None
    module_name = f"{package}.{name}"
    try:
        return importlib.import_module(module_name)
    except Exception as exc:
        missing = exc.name if isinstance(exc, ModuleNotFoundError) else None
        absent = missing is not None and (module_name == missing or module_name.startswith(missing + "."))
        if not absent:  # there but broken: say why, and the menus carry on without it
            print(f"{game_id}: {module_name} could not be loaded:\n{traceback.format_exc()}", file=sys.stderr)
        return None


def table_factory(game_id: str):
    """The game's ``make_table_scene`` and None, or None and the reason it is missing."""
    problem = game_problem(game_id)
    if problem:
        return None, problem
    entry = games.entry(game_id)
    module_name = f"{entry.package}.table.scene"
    try:
        spec = importlib.util.find_spec(module_name)
    except (ImportError, ValueError):
        spec = None
    if spec is None:
        return None, f"{entry.title}'s table is not ready yet."
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:
        print(f"{entry.title}: the table could not be loaded:\n{traceback.format_exc()}", file=sys.stderr)
        return None, f"{entry.title}'s table could not be loaded ({exc.__class__.__name__}: {exc})."
    factory = getattr(module, "make_table_scene", None)
    if not callable(factory):
        return None, f"{entry.title}'s table is not ready yet."
    return factory, None


def open_match(app, match: Match, viewer=None, lesson=None):
    factory, reason = table_factory(match.rules.info.id)
    if factory is None:
        app.toast(reason or "That table cannot be opened.", "error")
        return None
    scene = factory(app, match, viewer)
    app.show(scene)
    open_with_aids(app, scene, lesson)
    return scene


def lesson_for(game_id: str):
    """The game's learn-to-play lesson (``<package>/learn.json``, see ``game.core.lesson``)."""
    package = games.entry(game_id).package
    if package is None:
        raise ContentError(f"{game_id} has no lesson: it is not playable yet")
    folder = Path(importlib.import_module(package).__file__).parent
    return load_lesson(folder / "learn.json", game_id)


def start_lesson(app, game_id: str):
    """Learn to play: the lesson's match on its fixed seed, the learner against Easy
    bots, at the game's own table with the lesson's callouts over it."""
    try:
        lesson = lesson_for(game_id)
    except (ContentError, KeyError) as exc:
        app.toast(f"The lesson cannot be opened: {exc}", "error")
        return None
    names = lesson.names or tuple("You" if i == lesson.learner else f"Player {i + 1}"
                                  for i in range(lesson.players))
    seats = [SeatInfo(name, None if i == lesson.learner else "easy") for i, name in enumerate(names)]
    try:
        match = new_match(game_id, lesson.players, seats, lesson.variants, lesson.seed, autosave=False)
    except Exception as exc:  # a lesson the rules refuse (seats, variants): say so, stay in the menu
        app.toast(f"The lesson cannot be set up ({type(exc).__name__}: {exc}).", "error")
        return None
    return open_match(app, match, None, LessonRun(lesson))


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


def new_match(game_id: str, players: int, seats: list[SeatInfo], variants=(), seed: int | None = None,
              autosave: bool = True) -> Match:
    rules = rules_for(game_id)
    return Match(rules, MatchConfig(players, frozenset(variants)), seats, new_seed() if seed is None else seed,
                 autosave_path=paths.new_autosave_file(game_id) if autosave else None)


def load_match(path: Path) -> Match:
    """Load a save.  A match's autosave goes on being written where it is; a named save
    played on gets an autosave of its own from its next move (the named file is never
    written over); the single autosave of older versions moves to a file of its own."""
    match = Match.load(path, rules_for)
    path = Path(path)
    if paths.is_autosave(path) and path.resolve() != paths.autosave_file().resolve():
        match.autosave_path = path
        return match
    match.autosave_path = paths.new_autosave_file(match.rules.info.id)
    if path.resolve() == paths.autosave_file().resolve():
        try:
            match.save(match.autosave_path)
            path.unlink()
        except OSError as exc:
            print(f"Autosave failed: {exc}", file=sys.stderr)
    return match


def keep_broken_save(path: Path) -> str:
    """Rename a save that cannot be loaded out of the way (never delete it); a sentence saying where it went."""
    try:
        return f"The file was kept as {paths.set_aside(Path(path)).name}."
    except OSError as exc:
        return f"The file was left in place ({exc})."


def describe_save(match: Match) -> str:
    entry = games.entry(match.rules.info.id)
    names = ", ".join(s.name for s in match.seats)
    moves = len(match.history)
    return f"{entry.title} - {names} - {moves} move{'s' if moves != 1 else ''}"


__all__ = ["table_factory", "open_match", "lesson_for", "start_lesson", "new_seed", "new_match", "load_match", "describe_save", "game_problem",
           "rules_for", "SaveError", "keep_broken_save"]
