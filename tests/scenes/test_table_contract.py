"""The tables draw from and act through a TableView, never a match's full state.

Issue 28: "the same five table scenes serve hot-seat, solo and networked play",
and "a contract or test keeps table code from touching a match's full state".
Two holds: a reading of every table module's source (no attribute of a match's
insides, no rules method handed a state), and each game's table played for some
moves given only the view, with nothing behind it that a table could reach.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game import games
from game.core.match import SeatInfo
from game.core.table_view import LocalTable
from game.scenes import launch
from game.scenes.driver import Driver

ROOT = Path(__file__).resolve().parents[2]
TABLE_MODULES = sorted([ROOT / "game/scenes/table.py", ROOT / "game/scenes/table_engines.py",
                        ROOT / "game/scenes/hotseat.py"]
                       + list((ROOT / "game/games").glob("*/table/*.py")))

#: a match's insides: what only the match itself (or its server) may read
INSIDES = {"state", "history", "seed", "rng", "config", "apply", "match", "autosave_path", "restore"}
#: rules methods that take a state: a table asks its view instead
STATE_METHODS = {"legal_actions", "observe", "refusal", "clone", "determinize", "to_act", "outcome", "apply",
                 "role_of", "setup"}
#: where a name above is allowed, and why
ALLOWED = {
    # the base hands the local match (None at a networked table) to the app's services around
    # a table: saves, undo, the history; it never draws from it
    ("game/scenes/table.py", "match"),
    # the end's breakdown reads the finished match: TableView.finished(), everything revealed
    ("game/games/few_and_cursed/table/final.py", "state"),
}


def reaches(path: Path, rel: str | None = None) -> list[str]:
    rel = rel or path.relative_to(ROOT).as_posix()
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr in INSIDES and (rel, node.attr) not in ALLOWED:
            found.append(f"{rel}:{node.lineno} .{node.attr}")
        if isinstance(node, ast.Attribute) and node.attr in STATE_METHODS:
            owner = node.value
            name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
            if name == "rules":
                found.append(f"{rel}:{node.lineno} rules.{node.attr}")
        if isinstance(node, ast.ImportFrom) and node.module == "game.core.match" and \
                any(a.name == "Match" for a in node.names):
            found.append(f"{rel}:{node.lineno} imports Match")
    return found


def test_no_table_module_reaches_into_a_match():
    assert len(TABLE_MODULES) > 60   # the base and every game's table package are read
    found = [hit for path in TABLE_MODULES for hit in reaches(path)]
    assert found == []


def test_the_reading_catches_a_table_that_reaches_into_a_match(tmp_path):
    bad = tmp_path / "probe.py"
    bad.write_text("def f(self):\n    return self.tableview.match.state, self.rules.legal_actions(s, 0)\n", "utf-8")
    hits = [h.split(" ", 1)[1] for h in reaches(bad, "game/games/fugitive/table/probe.py")]
    assert sorted(hits) == [".match", ".state", "rules.legal_actions"]


class ViewOnly:
    """A table view with nothing behind it: the protocol's members and no more (no ``match``)."""

    MEMBERS = ("game_id", "rules", "plays_bots", "seats", "here", "moves", "to_act", "legal_actions", "observe",
               "events_for", "outcome", "is_over", "refusal", "role_of", "variants", "legal_after", "finished",
               "undo_answer", "submit", "undo", "ask_hint", "poll", "bot_position", "bot_seed")

    def __init__(self, local: LocalTable):
        self._local = local

    def __getattr__(self, name):
        if name not in self.MEMBERS:
            raise AttributeError(f"a table asked its view for {name!r}, which is not the view's")
        return getattr(self._local, name)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_table_plays_given_only_its_view(app, game_id):
    players = 2 if game_id in ("fugitive", "few-and-cursed") else 3
    seats = [SeatInfo(f"Bot {k + 1}", "easy") for k in range(players)]
    match = launch.new_match(game_id, players, seats, seed=11, autosave=False)
    factory, problem = launch.table_factory(game_id)
    assert problem is None
    app.start()
    table = factory(app, ViewOnly(LocalTable(match)), 0)
    app.show(table)
    table.bot_pace = 0.0
    assert table.match is None   # nothing for the app's services to reach either
    drive = Driver(app)
    for _ in range(400):
        drive.frames(1, dt=0.2)
        table.events.skip()
        if len(match.history) >= 6 or match.is_over():
            break
    assert len(match.history) >= 6 or match.is_over()
    assert table.events.seen == len(match.history)
