"""The smoke run (python -m game --smoke): every shared scene reached through
real posted events, and every game that has a table played by bots for a
number of frames, headless, in a throw-away user folder.

Prints ``SMOKE OK scenes=<count> frames=<count> first_frame_ms=<ms from launch
to the first drawn frame>`` and returns 0, or prints what failed and returns 1.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from pathlib import Path

import pygame

from game import STARTED_AT
from game import games, paths
from game.app import App
from game.core.match import SeatInfo
from game.scenes import launch
from game.scenes.capture import NAMES, context_game, default_players, scratch_home, table_game
from game.scenes.driver import Driver, play_out
from game.scenes.net_smoke import network_check
from game.scenes.records import keep_finished


def _process_start(pid: int | str) -> float | None:
    """When process ``pid`` started, in seconds on CLOCK_BOOTTIME (Linux /proc), or None."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        ticks = int(stat.rsplit(")", 1)[1].split()[19])  # field 22, counted after the command name
        return ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def startup_seconds() -> float:
    """Seconds since the program was launched.  A one-file executable starts as
    a launcher that unpacks the bundle and then runs Python in a child process,
    so the clock starts at that launcher (the parent running the same file);
    where /proc is missing, at the import of the game package."""
    pid: int | str = "self"
    if getattr(sys, "frozen", False):
        try:
            if Path(f"/proc/{os.getppid()}/exe").resolve() == Path(sys.executable).resolve():
                pid = os.getppid()
        except OSError:
            pass
    started = _process_start(pid)
    if started is None or not hasattr(time, "CLOCK_BOOTTIME"):
        return time.perf_counter() - STARTED_AT
    return max(0.0, time.clock_gettime(time.CLOCK_BOOTTIME) - started)


class SmokeFailure(Exception):
    pass


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise SmokeFailure(message)


class Smoke:
    def __init__(self, app, frames: int):
        self.app = app
        self.d = Driver(app, settle=3)
        self.frames_per_table = frames
        self.seen: set[str] = set()
        self.failures: list[str] = []
        self.first_frame_ms = 0.0

    def at(self, name: str, step: str) -> None:
        top = self.d.top_name
        expect(top == name, f"{step}: expected the {name} scene, found {top}")
        self.seen.add(name)
        expect(not self.app.errors, f"{step}: {self.app.errors[-1] if self.app.errors else ''}")

    def escape(self, back_to: str, from_: str) -> None:
        """Esc on the ``from_`` scene leads back to ``back_to``."""
        self.d.key(pygame.K_ESCAPE)
        self.at(back_to, f"{from_} > Esc")

    def run_step(self, label: str, fn) -> None:
        try:
            fn()
        except SmokeFailure as exc:
            self.failures.append(f"{label}: {exc}")
        except Exception as exc:
            traceback.print_exc()
            self.failures.append(f"{label}: {exc.__class__.__name__}: {exc}")
        self.app.errors.clear()

    # -- menus -----------------------------------------------------------------
    def menus(self) -> None:
        d, app = self.d, self.app
        app.start()
        d.frames(1)
        self.first_frame_ms = startup_seconds() * 1000.0
        d.frames(2)
        self.at("title", "start")
        d.click(d.top.settings_button)
        self.at("settings", "title > Settings")
        d.key(pygame.K_TAB)
        d.key(pygame.K_RIGHT)
        self.escape("title", "settings")
        d.click(d.top.new_button)
        self.at("select", "title > New game")
        game = context_game()
        if game is not None:
            d.click(d.top.tile(game))
            self.at("setup", f"select > {game}")
            d.click(d.top.rules_button)
            self.at("rules", "setup > Read the rules")
            d.key(pygame.K_PAGEDOWN)
            d.key(pygame.K_END)
            d.wheel(d.top.view, -3)
            self.escape("setup", "rules")
            self.escape("select", "setup")
        self.escape("title", "select")
        d.click(d.top.load_button)
        self.at("load", "title > Load game")
        self.escape("title", "load")

    def handoff(self) -> None:
        ready = []
        self.app.push("handoff", player="Ada", on_ready=lambda: ready.append(True))
        self.d.frames(30)
        self.at("handoff", "handoff")
        self.d.key(pygame.K_RETURN)
        expect(ready == [True], "handoff: Enter did not hand the screen over")
        self.at("title", "handoff > Enter")

    def results_without_table(self, game_id: str) -> None:
        match = launch.new_match(game_id, default_players(game_id),
                                 [SeatInfo(NAMES[i], "easy") for i in range(default_players(game_id))], (), 7,
                                 autosave=False)
        play_out(match, None, 7, "easy")
        expect(match.is_over(), f"{game_id}: bots did not finish a match")
        self.app.push("results", match=match)
        self.d.frames(10)
        self.at("results", "results")
        self.d.click(self.d.top.menu_button)
        self.at("title", "results > Main menu")

    def history_and_statistics(self, game_id: str) -> None:
        """A finished match kept as a table keeps it, watched again from the
        Match history, and counted in the Statistics."""
        d, app = self.d, self.app
        seats = [SeatInfo("Ada", None), SeatInfo(NAMES[1], "easy")]
        match = launch.new_match(game_id, 2, seats, (), 5, autosave=False)
        play_out(match, None, 5, "easy")
        expect(match.is_over(), f"{game_id}: bots did not finish a match")
        keep_finished(app, match)
        app.go("title")
        d.frames(2)
        d.click(d.top.history_button)
        self.at("history", "title > History")
        d.click(d.top.rows[0])
        self.at("replay", "history > a finished match")
        for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_END, pygame.K_LEFT, pygame.K_HOME, pygame.K_SPACE):
            d.key(key, frames=10)
        d.frames(60)
        expect(d.top.position > 0, "replay: Play did not move the match on")
        self.escape("history", "replay")
        self.escape("title", "history")
        d.click(d.top.statistics_button)
        self.at("statistics", "title > Statistics")
        expect(d.top.table.matches == 1, "statistics: the finished match is not counted")
        self.escape("title", "statistics")

    # -- tables ------------------------------------------------------------------
    def table_through_menus(self, game_id: str) -> None:
        """New game > setup > Deal me in, then the pause menu and its scenes."""
        d, app = self.d, self.app
        app.go("title")
        d.frames(2)
        d.click(d.top.new_button)
        d.click(d.top.tile(game_id))
        self.at("setup", f"{game_id} setup")
        setup = d.top
        for picker in setup.kind_pickers[: setup.players]:
            while picker.value != "easy":
                d.click(picker.rect.move(picker.rect.w // 2 - 10, 0).center)
        d.click(setup.start_button)
        self.at("table", f"{game_id}: Deal me in")
        d.frames(min(20, self.frames_per_table))
        self.back_to_table(game_id)
        d.key(pygame.K_ESCAPE)
        self.at("pause", f"{game_id}: Esc at the table")
        d.click(d.top.rules_button)
        self.at("rules", "pause > Rules")
        d.key(pygame.K_ESCAPE)
        d.click(d.top.settings_button)
        self.at("settings", "pause > Settings")
        d.key(pygame.K_ESCAPE)
        d.click(d.top.save_button)
        self.at("save", "pause > Save game")
        d.key(pygame.K_RETURN)
        expect(any(not paths.is_autosave(p) for p in paths.saves_dir().glob("*.json")),
               "pause > Save game wrote no file")
        d.click(d.top.load_button)
        self.at("load", "pause > Load game")
        d.click(d.top.rows[0])
        self.back_to_table(game_id)
        self.at("table", "load > a save")
        d.key(pygame.K_ESCAPE)
        d.click(d.top.quit_button)
        self.at("dialog", "pause > Quit to menu")
        d.click(d.top.buttons[0])
        self.at("title", "Leave the table")
        expect(d.top.continue_button.enabled or not any(p.name.startswith(f"autosave-{game_id}-")
                                                        for p in paths.autosave_files()),
               "title: Continue is off after leaving a match in progress")
        if d.top.continue_button.enabled:
            d.click(d.top.continue_button)
            self.at("table", "title > Continue")

    def back_to_table(self, game_id: str) -> None:
        """Past a handoff or the results, back to the bare table."""
        d = self.d
        for _ in range(4):
            if d.top_name == "handoff":
                self.seen.add("handoff")
                d.frames(30)
                d.key(pygame.K_RETURN)
            elif d.top_name == "results":
                self.seen.add("results")
                self.app.stack.pop()
                d.frames(1)
        expect(d.top_name == "table", f"{game_id}: {d.top_name} on top instead of the table")

    def table_with_bots(self, game_id: str, factory) -> None:
        n = default_players(game_id)
        match = launch.new_match(game_id, n, [SeatInfo(NAMES[i], "easy") for i in range(n)], (), 11,
                                 autosave=False)
        self.app.show(factory(self.app, match, None))
        self.d.frames(2)
        self.at("table", f"{game_id} table")
        self.d.frames(self.frames_per_table)
        expect(not self.app.errors, f"{game_id} table: {self.app.errors[-1] if self.app.errors else ''}")
        if match.is_over():
            self.seen.add("results")

    def network(self) -> None:
        """Host a table on loopback, join it by its code and play a few moves (prints network OK)."""
        print(network_check(self.app, self.d.frames), flush=True)
        self.seen.add("lobby")

    def run(self) -> int:
        self.run_step("menus", self.menus)
        self.run_step("handoff", self.handoff)
        game = context_game()
        if game is not None:
            self.run_step("results", lambda: self.results_without_table(game))
        table = table_game()
        if table is not None and launch.rules_for(table).info.min_seats <= 2 <= launch.rules_for(table).info.max_seats:
            self.run_step("history", lambda: self.history_and_statistics(table))
        for entry in games.GAMES:
            factory, _problem = launch.table_factory(entry.id)
            if factory is None:
                continue
            self.run_step(f"{entry.id} through the menus", lambda g=entry.id: self.table_through_menus(g))
            self.run_step(f"{entry.id} with bots", lambda g=entry.id, f=factory: self.table_with_bots(g, f))
        self.run_step("network", self.network)
        if self.failures:
            for failure in self.failures:
                print(f"SMOKE FAILED {failure}")
            return 1
        print(f"SMOKE OK scenes={len(self.seen)} frames={self.d.frame_count} "
              f"first_frame_ms={self.first_frame_ms:.0f}")
        return 0


def run_smoke(frames: int = 120) -> int:
    with scratch_home():
        try:
            app = App(headless=True)
        except Exception as exc:
            traceback.print_exc()
            print(f"SMOKE FAILED start: {exc.__class__.__name__}: {exc}")
            return 1
        try:
            return Smoke(app, frames).run()
        finally:
            app.shutdown()
            sys.stdout.flush()
