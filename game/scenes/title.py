"""The title: a wanted poster nailed to the table, with the main menu on it.

Each game keeps its own autosave.  Continue offers the newest one that loads
and whose match is still being played (and its table can be opened);
otherwise the button says why.  The other autosaves are under Load.
An autosave that does not load is renamed aside (never deleted), with a toast
and a line on stderr.
"""

from __future__ import annotations

import sys
from functools import partial

import pygame

from game import __version__, games, paths
from game.engine import text, theme
from game.engine.scene import Scene
from game.engine.widgets import UI, Button, Dialog
from game.scenes import common, launch
from game.engine import gfx

POSTER = pygame.Rect(0, 0, 520, 672)
NUMBERS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight"}


def subtitle() -> str:
    """How many games can be played now, and how many are still coming."""
    ready = sum(1 for g in games.GAMES if g.at_table)
    line = f"{NUMBERS.get(ready, str(ready))} games of outlaws and manhunts"
    coming = len(games.GAMES) - ready
    if coming:
        line += ", one more on the way" if coming == 1 else f", {coming} more on the way"
    return line


class TitleScene(Scene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        self.poster = POSTER.copy()
        self.poster.center = (app.width // 2, app.height // 2 + 2)
        self.continue_match = None
        reason, detail = self._check_autosave()
        x, w = self.poster.centerx - 170, 340
        y = self.poster.top + 318
        self.ui = UI()
        self.continue_button = self.ui.add(Button((x, y, w, 62), "Continue", self.on_continue, hotkey=pygame.K_c,
                                                  sublabel=detail if reason is None else None))
        self.continue_button.set_enabled(reason is None, reason)
        y += 76
        # One gold button, the one Enter presses: Continue when there is a match to continue, else New game.
        # Under them, the same start for players on several computers, as wide as Continue.
        half = (w - 10) // 2  # two to a row: the poster has room for five rows
        self.new_button = self.ui.add(Button((x, y, half, 52), "New game", partial(app.go, "select"), hotkey=pygame.K_n,
                                             style="brass" if reason is not None else "wood",
                                             tooltip="Solo or hot-seat at this computer (N)"))
        self.load_button = self.ui.add(Button((x + w - half, y, half, 52), "Load game", partial(app.push, "load"),
                                              hotkey=pygame.K_l, style="wood"))
        y += 62
        self.friends_button = self.ui.add(Button((x, y, w, 52), "Play with friends", partial(app.go, "friends"),
                                                 hotkey=pygame.K_f, style="wood",
                                                 tooltip="Host a table or join one, each on your own computer (F)"))
        y += 62
        self.history_button = self.ui.add(Button((x, y, half, 52), "History", partial(app.go, "history"),
                                                 hotkey=pygame.K_h, style="wood",
                                                 tooltip="Finished matches to watch again (H)"))
        self.statistics_button = self.ui.add(Button((x + w - half, y, half, 52), "Statistics",
                                                    partial(app.go, "statistics"), hotkey=pygame.K_t, style="wood",
                                                    tooltip="Who won what, game by game (T)"))
        y += 62
        self.settings_button = self.ui.add(Button((x, y, half, 52), "Settings", partial(app.push, "settings"),
                                                  hotkey=pygame.K_s, style="wood"))
        self.quit_button = self.ui.add(Button((x + w - half, y, half, 52), "Quit", app.quit, hotkey=pygame.K_q,
                                              style="wood"))
        self.ui.set_focus(self.continue_button if reason is None else self.new_button)

    def _check_autosave(self) -> tuple[str | None, str | None]:
        """(reason Continue is off or None, a line describing the match).
        Each game keeps its own autosave: Continue offers the newest match
        still in progress; the others are under Load."""
        reason = "No match in progress: start one with New game."
        for path in paths.autosave_files():
            try:
                match = launch.load_match(path)
            except launch.SaveError as exc:
                # Set the file aside so the next match's autosave cannot overwrite it.
                kept = launch.keep_broken_save(path)
                detail = f"The autosaved match could not be loaded: {exc}. {kept}"
                print(detail, file=sys.stderr)
                self.app.toast(f"The autosaved match could not be loaded, so it cannot be continued. {kept}",
                               "warning")
                reason = detail
                continue
            if match.is_over():
                if reason.startswith("No match"):
                    reason = "The last match is over: start a new one with New game."
                continue
            factory, problem = launch.table_factory(match.rules.info.id)
            if factory is None:
                reason = problem
                continue
            self.continue_match = match
            return None, launch.describe_save(match)
        return reason, None

    # -- actions -------------------------------------------------------------
    def on_continue(self) -> None:
        if self.continue_match is not None:
            self.app.open_match(self.continue_match)

    def handle_event(self, event):
        if self.ui.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.push(Dialog(self.app, "Leave the table?", "Close Bounty Table now?",
                                       [("Quit", self.app.quit), ("Stay", None)]))
            return None
        return event

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    # -- looks ---------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None or self._background.get_size() != surface.get_size():
            self._background = gfx.Surface(surface.get_size())
            self._draw_background(self._background)
        surface.blit(self._background, (0, 0))
        self.ui.draw(surface)

    _background: pygame.Surface | None = None

    def _draw_background(self, surface: pygame.Surface) -> None:
        """The table, its props and the poster: drawn once, they never change."""
        common.backdrop(surface, "wood", 3)
        common.draw_table_dressing(surface)
        p = self.poster
        theme.draw_shadowed(surface, theme.panel(p.size, "parchment", 5), p, (6, 10), 18, 150)
        for nx, ny in ((p.left + 26, p.top + 24), (p.right - 26, p.top + 24)):
            gfx.circle(surface, (40, 30, 20), (nx + 1, ny + 2), 6)
            gfx.circle(surface, (120, 110, 96), (nx, ny), 6)
            gfx.circle(surface, (190, 180, 166), (nx - 2, ny - 2), 2)
        cx = p.centerx
        theme.draw_sheriff_badge(surface, (cx, p.top + 78), 44)
        text.draw(surface, "BOUNTY", (cx, p.top + 122), "display", 78, theme.INK, anchor="midtop",
                  shadow=(255, 246, 220, 160))
        text.draw(surface, "TABLE", (cx, p.top + 196), "display", 60, theme.RED, anchor="midtop",
                  shadow=(255, 246, 220, 160))
        theme.draw_divider(surface, cx, p.top + 274, 380)
        text.draw(surface, subtitle(), (cx, p.top + 282), "serif_italic", text.fit_size(subtitle(), "serif_italic", 23,
                  p.w - 90, 16), theme.INK_SOFT, anchor="midtop")
        # The version, small in the table's corner: for bug reports, not for the eye.
        text.draw(surface, f"Version {__version__}", (surface.get_width() - 14, surface.get_height() - 10), "ui", 15,
                  theme.PARCHMENT_DARK, anchor="bottomright", shadow=(0, 0, 0, 170))
