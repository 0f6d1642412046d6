"""Screenshots of any scene and frame timings of a game's table (for the CLI).

    screenshot(target, out, seed=0, players=None, after_actions=0, viewer=None, size=None, game_id=None,
               variants=(), until=None, zoom=None, hover=None, text_size=None)
        size: the window, "WxH" (1280x720 by default): drawn at its own resolution
        text_size: 100, 125 or 150, the Settings' text size
        zoom: a table's map board zoomed this many times its whole-board view, on the
              point its scene names (``focus_point()``: The Few and Cursed a monster,
              else the viewer's figure), else the board's middle
        hover: "X,Y" on the logical 1280x720 screen, where the pointer rests
    bench_frames(game_id, frames=300, seed=0, players=None, size=None, text_size=None) -> {"size", "text_size",
        "frames", "p50_ms", "p95_ms", "p99_ms", "max_ms", "cpu_p50_ms", "cpu_p99_ms", "cpu_max_ms"}
        (cpu_: the UI thread's processor time alone; text_size: 100, 125 or 150, as for screenshot)

``variants`` start the match with those variants (a solo or team game);
``until`` names a moment the game's table module lists in ``MOMENTS``
(``{name: test(match, seat) -> bool}``): the match is played on by bots
until the seat to act is at that moment, and the screenshot is taken
through that seat's eyes (unless ``viewer`` says otherwise).

Both run in a throw-away user folder, so the player's settings, saves and
autosave are never touched.  They raise CaptureError (a one-line message for
the player) when the request cannot be met.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

import pygame

from game import games, paths
from game.app import App
from game.engine.widgets.base import TOOLTIP_DELAY
from game.core import archive
from game.core.match import SeatInfo
from game.scenes import aids_capture, launch, net_capture
from game.scenes.driver import play_out
from game.scenes.records import keep_finished
from game.scenes.replay import ReplayScene
from game.settings import TEXT_SIZES
from game.engine import display

SHARED_TARGETS = ("title", "select", "setup", "handoff", "pause", "rules", "settings", "results", "history", "replay",
                  "statistics")
AID_TARGETS = ("learn", "hint")   # a game's table with its lesson or a hint on show (--game GAME)
NAMES = ("Ada", "Bill", "Cora", "Dutch", "Etta", "Frank", "Gus", "Hattie")
SETTLE_FRAMES = 75


class CaptureError(Exception):
    """A request that cannot be met; the message is one line for the player."""


@contextmanager
def scratch_home():
    """A temporary BOUNTY_TABLE_HOME for the duration of a headless run."""
    old = os.environ.get("BOUNTY_TABLE_HOME")
    with tempfile.TemporaryDirectory(prefix="bounty-table-") as tmp:
        os.environ["BOUNTY_TABLE_HOME"] = tmp
        try:
            yield Path(tmp)
        finally:
            if old is None:
                os.environ.pop("BOUNTY_TABLE_HOME", None)
            else:
                os.environ["BOUNTY_TABLE_HOME"] = old


# The game whose table dresses a shared scene's screenshot when none is asked for.
CONTEXT_GAME = "fugitive"


def _candidates(prefer: str | None) -> list[str]:
    first = prefer or CONTEXT_GAME
    return [first] + [g.id for g in games.GAMES if g.id != first]


def context_game(prefer: str | None = None) -> str | None:
    """The game used as context for shared scenes: ``prefer`` (else Fugitive)
    when it is playable."""
    for game_id in _candidates(prefer):
        if launch.game_problem(game_id) is None:
            return game_id
    return None


def table_game(prefer: str | None = None) -> str | None:
    for game_id in _candidates(prefer):
        if launch.table_factory(game_id)[0] is not None:
            return game_id
    return None


def _game_for_players(players: int) -> str | None:
    """The first playable game (Fugitive first) that seats ``players``."""
    for game_id in _candidates(None):
        if launch.game_problem(game_id) is None:
            info = launch.rules_for(game_id).info
            if info.min_seats <= players <= info.max_seats:
                return game_id
    raise CaptureError(f"no playable game seats {players} players")


def default_players(game_id: str) -> int:
    info = launch.rules_for(game_id).info
    return min(max(2, info.min_seats), info.max_seats)


def make_match(game_id: str, players: int | None, seed: int, *, bots: str | None = None, autosave: bool = False,
               variants=()):
    info = launch.rules_for(game_id).info
    known = {v.key for v in info.variants}
    unknown = sorted(set(variants) - known)
    if unknown:
        raise CaptureError(f"{info.title} has no variant {unknown[0]!r}; its variants: "
                           + (", ".join(sorted(known)) or "none"))
    n = players if players is not None else default_players(game_id)
    if not info.min_seats <= n <= info.max_seats:
        raise CaptureError(f"{info.title} takes {info.min_seats}-{info.max_seats} players, not {n}")
    seats = [SeatInfo(NAMES[i % len(NAMES)], bots) for i in range(n)]
    try:
        return launch.new_match(game_id, n, seats, tuple(variants), seed, autosave=autosave)
    except (ValueError, KeyError) as exc:
        raise CaptureError(f"cannot set up {info.title} so: {exc}") from None


MOMENT_LIMIT = 4000   # bot moves played at most while looking for a moment


def play_until(match, factory, moment: str, seed: int) -> int:
    """Play bot moves until the seat to act is at ``moment`` (from the table module's MOMENTS);
    returns that seat."""
    moments = getattr(sys.modules.get(factory.__module__), "MOMENTS", {})
    test = moments.get(moment)
    if test is None:
        raise CaptureError(f"unknown moment {moment!r}; this table knows: " + (", ".join(sorted(moments)) or "none"))
    bots: dict = {}   # one bot per seat throughout, as at the table (a Fugitive bot's plan spans moves)
    for _ in range(MOMENT_LIMIT):
        seats = match.to_act()
        if seats and test(match, seats[0]):
            return seats[0]
        if match.is_over() or not play_out(match, 1, seed + len(match.history), bots=bots):
            break
    raise CaptureError(f"the match never reached the moment {moment!r} (try another --seed)")


def parse_size(value: str | None) -> tuple[int, int] | None:
    if value is None:
        return None
    try:
        w, h = (int(v) for v in value.lower().split("x"))
    except ValueError:
        raise CaptureError(f"--size must look like 1280x720, not {value!r}") from None
    if not (16 <= w <= 7680 and 16 <= h <= 4320):
        raise CaptureError(f"--size {value} is out of range (16x16 to 7680x4320)")
    return w, h


def use_text_size(app: App, percent: int) -> None:
    """Words at ``percent`` of their designed size, as the Settings' text size sets them."""
    if percent not in TEXT_SIZES:
        raise CaptureError(f"--text-size must be one of {', '.join(map(str, TEXT_SIZES))}, not {percent}")
    app.settings.text_size = percent
    app.apply_settings()


def window_picture(app: App) -> pygame.Surface:
    """What the window shows: the app's canvas, drawn at the window's own
    resolution, with black bars where the window's shape differs (never stretched)."""
    display.present(app.window, app.screen, app.view)
    return app.window


def check_out(out: Path) -> Path:
    out = Path(out)
    if out.suffix.lower() != ".png":
        raise CaptureError(f"--out must be a .png file, not {out.name!r}")
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.is_dir():
        raise CaptureError(f"cannot write {out}: the folder {parent} does not exist")
    if out.is_dir():
        raise CaptureError(f"cannot write {out}: it is a folder")
    if not os.access(parent, os.W_OK) or (out.exists() and not os.access(out, os.W_OK)):
        raise CaptureError(f"cannot write {out}: permission denied")
    return out


def _open_table(app, game_id: str, seed: int, players, after_actions: int, viewer, variants=(), until=None):
    factory, problem = launch.table_factory(game_id)
    if factory is None:
        raise CaptureError(problem or f"{game_id} has no table yet")
    match = make_match(game_id, players, seed, autosave=True, variants=variants)
    play_out(match, after_actions, seed)
    if until is not None:
        seat = play_until(match, factory, until, seed)
        viewer = seat if viewer is None else viewer
    if viewer is not None and not 0 <= viewer < len(match.seats):
        raise CaptureError(f"--viewer must be a seat from 0 to {len(match.seats) - 1}")
    scene = factory(app, match, 0 if viewer is None else viewer)
    app.show(scene)
    return match


def finished_matches(app, game_id: str, count: int, seed: int, players=None) -> list:
    """``count`` matches of the game played to the end by Easy bots, each kept in
    the history and the statistics as a table keeps it (Ada is the one person)."""
    info = launch.rules_for(game_id).info
    out = []
    for i in range(count):
        n = players if players is not None else min(info.max_seats, default_players(game_id) + i % 2)
        levels = info.bot_levels  # only the levels the game offers
        seats = [SeatInfo("Ada" if s == 0 else NAMES[s], None if s == 0 else levels[(s + i) % len(levels)])
                 for s in range(n)]
        match = launch.new_match(game_id, n, seats, (), seed + i, autosave=False)
        play_out(match, None, seed + i, level="easy")
        keep_finished(app, match)
        out.append(match)
    return out


def _open_replay(app, game_id: str, seed: int, players) -> None:
    match = finished_matches(app, game_id, 1, seed, players)[0]
    app.go("history")
    entry = next(e for e in archive.entries(paths.history_dir(), launch.rules_for) if not e.error)
    scene = ReplayScene(app, entry.path)
    app.stack.push(scene)
    scene.seek(len(match.history) // 2)


def prepare(app, target: str, seed: int = 0, players=None, after_actions: int = 0, viewer=None,
            game_id: str | None = None, variants=(), until=None) -> None:
    """Put ``target`` on top of the app's stack; a shared scene shows ``game_id``
    (a playable game) as its context."""
    if target in games.GAME_IDS:
        _open_table(app, target, seed, players, after_actions, viewer, variants, until)
        return
    if until is not None:
        raise CaptureError("--until names a moment of a game's table: give the game as the target")
    if target in AID_TARGETS:
        _prepare_aid(app, target, seed, players, after_actions, viewer, game_id)
        return
    if target in net_capture.TARGETS:
        game = table_game(game_id)
        if game is None or (game_id is not None and game != game_id):
            raise CaptureError(f"{game_id or 'no game'} cannot be played at a table yet")
        net_capture.prepare(app, target, game, launch.rules_for(game).info)
        return
    if target not in SHARED_TARGETS:
        known = ", ".join(games.GAME_IDS + SHARED_TARGETS + AID_TARGETS + net_capture.TARGETS)
        raise CaptureError(f"unknown target {target!r}; choose one of: {known}")
    _prepare_shared(app, target, seed, players, after_actions, viewer, game_id, variants)


def _prepare_shared(app, target: str, seed: int, players, after_actions: int, viewer, game_id: str | None,
                    variants) -> None:
    """A shared scene (title, setup, rules, results...) on top, showing ``game_id`` as its context."""
    if game_id is not None:
        if game_id not in games.GAME_IDS:
            raise CaptureError(f"unknown game {game_id!r}; choose one of: {', '.join(games.GAME_IDS)}")
        problem = launch.game_problem(game_id)
        if problem is not None and target != "rules":  # every rulebook can be read
            raise CaptureError(problem)
    game = context_game(game_id)
    table = table_game(game_id)
    if target == "title":
        if table is not None:
            match = make_match(table, players, seed, autosave=True)
            play_out(match, max(after_actions, 3), seed)
        app.go("title")
    elif target == "select":
        app.go("select")
    elif target == "setup":
        if players is not None and game_id is None:
            game = _game_for_players(players)  # --players 8 alone: a game that seats eight
        if game is None:
            raise CaptureError("no game can be set up yet")
        info = launch.rules_for(game).info
        if players is not None and not info.min_seats <= players <= info.max_seats:
            raise CaptureError(f"{info.title} takes {info.min_seats}-{info.max_seats} players, not {players}")
        scene = app.go("setup", game_id=game)
        if players is not None:
            scene.set_players(players)
    elif target == "handoff":
        name, role = "Ada", None
        if game is not None:
            roles = launch.rules_for(game).info.roles
            role = roles[1] if len(roles) > 1 else None
        app.go("handoff", player=name, role=role)
    elif target == "pause":
        if table is not None:
            _open_table(app, table, seed, players, max(after_actions, 4), viewer)
        else:
            app.go("title")
        app.push("pause")
    elif target == "rules":
        app.go("rules", game_id=game_id or game or CONTEXT_GAME)
    elif target == "settings":
        app.go("settings")
    elif target in ("history", "replay", "statistics"):
        if table is None:
            raise CaptureError("no game has a table yet, so no match has been played")
        if target == "replay":
            _open_replay(app, table, seed, players)
        else:
            finished_matches(app, table, 4 if target == "statistics" else 3, seed, players)
            app.go(target, **({"game_id": table} if target == "statistics" else {}))
    elif target == "results":
        if game is None:
            raise CaptureError("no game can be played yet, so there are no results to show")
        match = make_match(game, players, seed, variants=variants)
        play_out(match, None, seed)
        if table is not None and launch.table_factory(game)[0] is not None:
            app.show(launch.table_factory(game)[0](app, match, 0 if viewer is None else viewer))
        else:
            app.go("title")
        for _ in range(5):
            app.step(1 / 30)
        if app.stack.find("results") is None:
            app.push("results", match=match)


def _prepare_aid(app, target: str, seed: int, players, after_actions: int, viewer, game_id: str | None) -> None:
    game = table_game(game_id)
    if game_id is not None and launch.table_factory(game_id)[0] is None:
        raise CaptureError(launch.table_factory(game_id)[1] or f"{game_id} has no table yet")
    if game is None:
        raise CaptureError("no game has a table yet")
    try:
        if target == "learn":
            aids_capture.prepare_learn(app, game)
        else:
            aids_capture.prepare_hint(app, game, seed, players, after_actions, viewer)
    except aids_capture.AidsCaptureError as exc:
        raise CaptureError(str(exc)) from None


def parse_point(value: str | None) -> tuple[int, int] | None:
    if value is None:
        return None
    try:
        x, y = (int(v) for v in value.split(","))
    except ValueError:
        raise CaptureError(f"--hover must look like 640,360 (a point on the 1280x720 screen), not {value!r}") from None
    return x, y


def pose(app, zoom: float | None, hover: tuple[int, int] | None) -> None:
    """Zoom the top scene's map board and rest the pointer on ``hover``."""
    scene = app.stack.top if len(app.stack) else None
    if zoom is not None:
        camera = scene.map_camera() if hasattr(scene, "map_camera") else None
        if camera is None:
            raise CaptureError("--zoom needs a table with a map board (scotland-yard, few-and-cursed)")
        if not 0.1 <= zoom <= 20:
            raise CaptureError(f"--zoom {zoom} is out of range (0.1 to 20)")
        focus = getattr(scene, "focus_point", lambda: None)()
        if focus is None:
            focus = (camera.world_size[0] / 2, camera.world_size[1] / 2)
        camera.focus_on(focus, camera.fit_zoom * zoom, smooth=False)
        app.settle(4, 1 / 30)
    if hover is not None:
        if not (0 <= hover[0] < app.size[0] and 0 <= hover[1] < app.size[1]):
            raise CaptureError(f"--hover {hover[0]},{hover[1]} is off the {app.size[0]}x{app.size[1]} screen")
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(1, 1), buttons=(0, 0, 0)))
        app.settle(round(TOOLTIP_DELAY * 30) + 3, 1 / 30)   # rested long enough for a tooltip


def screenshot(target: str, out, seed: int = 0, players=None, after_actions: int = 0, viewer=None,
               size=None, game_id: str | None = None, variants=(), until=None, zoom: float | None = None,
               hover=None, text_size: int | None = None) -> Path:
    out = check_out(out)
    scaled = parse_size(size) if isinstance(size, str) or size is None else tuple(size)
    point = parse_point(hover) if isinstance(hover, str) or hover is None else tuple(hover)
    with scratch_home():
        app = App(headless=True, window=scaled)
        try:
            if text_size is not None:
                use_text_size(app, text_size)
            prepare(app, target, seed, players, after_actions, viewer, game_id, variants, until)
            app.settle(SETTLE_FRAMES, 1 / 30)
            pose(app, zoom, point)
            if app.errors:
                raise CaptureError(f"the {target} scene failed: {app.errors[0]}")
            try:
                pygame.image.save(window_picture(app), str(out))
            except (pygame.error, OSError) as exc:
                raise CaptureError(f"cannot write {out}: {exc}") from None
        finally:
            net_capture.release()
            app.shutdown()
    return out


def bench_frames(game_id: str, frames: int = 300, seed: int = 0, players: int | None = None,
                 size: tuple[int, int] | str | None = None, text_size: int | None = None) -> dict:
    """Frame times of the game's table mid-match with bots playing, drawn for a
    window of ``size`` (1280x720 by default) with the words at ``text_size`` per
    cent (the Settings' default when None); by default with as many seats as
    the game takes, its busiest table."""
    window = parse_size(size) if isinstance(size, str) or size is None else tuple(size)
    if game_id not in games.GAME_IDS:
        raise CaptureError(f"unknown game {game_id!r}; choose one of: {', '.join(games.GAME_IDS)}")
    factory, problem = launch.table_factory(game_id)
    if factory is None:
        raise CaptureError(problem or f"{game_id} has no table yet")
    if frames < 1:
        raise CaptureError("--frames must be at least 1")
    with scratch_home():
        app = App(headless=True, window=window)
        try:
            if text_size is not None:
                use_text_size(app, text_size)
            if players is None:
                players = launch.rules_for(game_id).info.max_seats
            match = make_match(game_id, players, seed, bots="normal")
            play_out(match, 6, seed)
            app.show(factory(app, match, None))
            clock = pygame.time.Clock()
            times, cpu = [], []
            for _ in range(frames):
                for event in pygame.event.get():
                    app.dispatch(event)
                t0, c0 = time.perf_counter(), time.thread_time()
                app.update(1 / 60)
                app.draw()
                times.append((time.perf_counter() - t0) * 1000.0)
                cpu.append((time.thread_time() - c0) * 1000.0)
                clock.tick(60)  # real pacing, so bots move and animations run as in play
            shown = "x".join(map(str, app.window.get_size()))
            if app.errors:
                raise CaptureError(f"the {game_id} table failed: {app.errors[0]}")
        finally:
            app.shutdown()
    times.sort()
    cpu.sort()

    def pct(values: list, p: float) -> float:
        return round(values[min(len(values) - 1, int(p / 100 * len(values)))], 3)

    # cpu_*: the UI thread's own processor time in the frame; on a busy machine the wall-clock
    # figures also hold the time other programs had the processor, these do not
    return {"game": game_id, "size": shown, "text_size": app.settings.text_size, "frames": len(times), "p50_ms": pct(times, 50), "p95_ms": pct(times, 95),
            "p99_ms": pct(times, 99), "max_ms": round(times[-1], 3),
            "cpu_p50_ms": pct(cpu, 50), "cpu_p99_ms": pct(cpu, 99), "cpu_max_ms": round(cpu[-1], 3)}
