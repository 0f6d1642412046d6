"""The table base: what every game's table scene stands on.

A game's table subclasses ``TableScene`` and supplies what differs per game:
its layout and drawing, ``refresh()`` (rebuild what is drawn from
``self.tableview.observe(self.viewer)``), the lines its moves write in the recent-moves
log, and one method per event kind it animates (``ANIMATIONS``).  The base
owns what no game should write again.

A table draws from and acts through a ``TableView`` (``self.tableview``,
``game.core.table_view``): a ``LocalTable`` over a match on this computer
(hot-seat and solo play), or a networked one (``RemoteTable``).  It never
reads a match's state; ``tests/scenes/test_table_contract.py`` holds every
table module to that.  ``self.match`` is the local match for the app's own
services around a table (saves, undo, the history), None at a networked table.
The base owns what no game should write again:

* the hot seat (``self.hotseat``): whose eyes are on the screen, and the
  handoff between two people (none between one person and bots);
* one bot runner (``TableBots``, in ``game.scenes.table_engines`` with the event
  player): each bot seat's bot made one way (the
  game's registered levels on their table budgets, ``registered_bots``) and seeded
  one way, thinking off the UI thread, each move asked of ``view.refusal``
  before it is applied, a bot's error toasted, its pace held back by the
  animation-speed setting;
* one timed event player (``EventPlayer``) fed by ``view.events_for(viewer)``:
  each event goes to the game's method for its kind (``ANIMATIONS``), which
  animates it and says how long the table waits before the next one; a table
  whose animations are a part it owns overrides ``show_event`` and hands the
  event to it (Fugitive's ``Shows``, Most Wanted's ``Motion``);
* the update loop: follow the match (a resync after undo or load), play the
  events, open the results at the end, hand the screen over, drive the bots;
* the shared frame (``game.scenes.table_frame``): ``draw_frame`` draws the
  prompt bar with the game's ``prompt()`` and the Menu button (and the Hint
  button while ``hint_button`` holds its words), and the recent-moves log of
  the game's ``log_lines``; ``handle_event`` takes Esc, the wheel over the log
  and the Menu button;
* one budget for the frame's costly redraws (``self.redraws``, a
  ``FrameBudget``): the prompt bar and the log, laid out again, ask it first,
  as may a game's own kept pictures, so a move's redraws spread over frames;
* the parts of the table by name (``anchors()``, ``move_spots(action)``), for
  the layers that point at them (learn to play, hints: ``game.scenes.aids``);
* hover help on the table's cards and seat plates: a game's ``<table package>.tips``
  gives ``hover_help(table) -> [(Rect, words)]`` (bottom first), and its ``draw``
  ends with ``draw_hover_help(surface)``: the words of what the pointer rests on,
  in the shared tooltip, once it has rested there as long as a button's tip waits;
* the overlay rule's share (``keep_clear()``, see ``game.engine.keep_clear``): no
  hint, callout, toast, floater or tooltip covers the prompt bar, the hand of the
  seat on the screen, an open picker (the part named "picker" or "dialog") or the
  control under the pointer.
  A game names its parts in ``<its table package>.anchors``: ``anchors(table)
  -> {name: Rect}`` ("hand", "pile", "score"...) and ``move_spots(table,
  action) -> [Rect]`` (where that move is made on the screen).

Options of the base (class attributes): ``BOT_PACE`` (seconds a bot's move is
held at animation speed 1), ``PEOPLE_FIRST`` (bots wait while any person at
the table may act: Scotland Yard's detectives), ``RESULTS_DELAY`` (the end stays
on the table this long before the results open).
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Iterable

import pygame

from game import games
from game.core.ai import RandomBot
from game.core.ai.runner import BotRunner
from game.core.model import Action
from game.core.table_view import as_view
from game.engine.frame_budget import Deferred, FrameBudget
from game.engine.scene import Scene
from game.engine.widgets.base import TOOLTIP_DELAY
from game.engine.widgets.tooltip import draw_tooltip
from game.scenes import launch, overlay_rule
from game.scenes.hotseat import HotSeat
from game.scenes.records import keep_finished
from game.scenes.table_engines import EventPlayer, TableBots, sentence
from game.scenes.table_frame import PROMPT_RECT, MovesLog, hint_rect, menu_rect, prompt_image

__all__ = ["EventPlayer", "TableBots", "TableScene", "registered_bots", "sentence"]

REDRAW_MS = 1.2       # a frame's share of costly redraws before the rest waits a frame


class TableScene(Scene):
    """A game's table: subclass it, set the options, supply the hooks below."""

    name = "table"
    BOT_PACE = 0.6
    PEOPLE_FIRST = False
    RESULTS_DELAY = 0.0
    #: event kind -> the name of the method that animates it: ``method(data, seat) -> seconds``
    ANIMATIONS: dict[str, str] = {}
    #: how many of the latest moves the recent-moves log is rebuilt from
    LOG_STEPS = 40

    def __init__(self, app, match, viewer=None, make_bot: Callable[[str, int], Any] | None = None,
                 hotseat: HotSeat | None = None, log_rect: pygame.Rect | None = None,
                 prompt_rect: pygame.Rect = PROMPT_RECT):
        super().__init__(app)
        self.prompt_rect = pygame.Rect(prompt_rect)
        view = self.tableview = as_view(match)
        self.rules = view.rules
        self.hotseat = hotseat or HotSeat(app, view, viewer)
        self.table_bots = TableBots(view, make_bot or registered_bots(view), self.BOT_PACE, lambda: self.app.anim_speed)
        # a hint's bot thinks for a fixed count (its level's simulation budget): a position gets
        # the same hint on any machine
        self.table_bots.hint_bot = make_bot or registered_bots(view, table=False)
        self.events = EventPlayer(view, lambda: self.app.anim_speed)
        self.moves_log = MovesLog(log_rect) if log_rect is not None else None
        self.redraws = FrameBudget(lambda: self.app.frames_drawn, REDRAW_MS)
        self._prompt_shown = Deferred()
        self._keep_clear: tuple = (None, [], [])
        self.t = 0.0
        self.mouse = (-1, -1)
        self.results_shown = False
        self.end_wait = 0.0
        self.resyncs = 0
        self.shown_viewer: object = "nobody"
        self.hint_button: str | None = None   # the Hint button's words while hints are on
        #: a networked table's frame (``game.scenes.net_table``) sets this: the prompt bar's
        #: words while nobody here is to act ("Waiting for Ada"), else None
        self.away_words: Callable[[], str | None] | None = None
        #: a replay's table: it shows the match as the history drives it, and never
        #: moves, hands over or opens the results itself
        self.read_only = False
        #: a lesson's match: kept in the history at its end, never counted in the statistics
        self.practice = False
        self._help_rest: tuple = (None, 0.0)   # (the spot under the pointer, seconds it has rested there)

    # -- the base's state, by the names tests and scripts use ------------------------------------
    @property
    def match(self):
        """The match on this computer, for the services around a table (saves, undo, the
        history, replays); None at a networked table.  A table never draws from it."""
        return getattr(self.tableview, "match", None)

    @property
    def runner(self) -> BotRunner:
        return self.table_bots.runner

    @runner.setter
    def runner(self, runner: BotRunner) -> None:
        self.table_bots.cancel()
        self.table_bots.runner = runner

    @property
    def bot_pace(self) -> float:
        """Seconds a bot's move is held at animation speed 1 (0: none)."""
        return self.runner.min_seconds

    @bot_pace.setter
    def bot_pace(self, seconds: float) -> None:
        self.runner.min_seconds = seconds

    @property
    def viewer(self):
        """The seat whose private view is on the screen (None: only public things)."""
        return self.hotseat.viewer

    @property
    def log(self) -> list:
        return self.moves_log.lines if self.moves_log is not None else []

    def name_of(self, seat) -> str:
        seats = self.tableview.seats
        if isinstance(seat, int) and 0 <= seat < len(seats):
            return seats[seat].name or f"Player {seat + 1}"
        return f"Player {seat + 1}" if isinstance(seat, int) else str(seat)

    # -- hooks a game supplies -------------------------------------------------------------------
    def look(self):
        """Whose view the table draws: ``self.viewer``, or a game's own (Fugitive: "end")."""
        return self.viewer

    def refresh(self, animate: bool = False) -> None:
        """Rebuild what is drawn from the match for ``self.viewer``; a game extends this.
        ``animate``: the match moved on by a move just made (not an undo, a load or new eyes)."""
        if self.look() != self.shown_viewer:
            self.forget_pictures()
        self.shown_viewer = self.look()
        # what a hover tip explained may have changed: it waits for the pointer to rest anew
        # (its words are found before the match is followed in a frame, so they may be stale)
        self._help_rest = (None, 0.0)

    def forget_pictures(self) -> None:
        """New eyes on the table: what was drawn for the last viewer and is kept to be shown
        until a frame has room to draw anew (the prompt bar, the log) is dropped, so the next
        frame draws it whole for the new viewer and nothing of the last one's shows.  A game
        with kept pictures of its own drops them too."""
        self._prompt_shown = Deferred()
        if self.moves_log is not None:
            self.moves_log.forget()

    def prompt(self) -> tuple[str, str]:
        """(whose turn, what to do now) for the prompt bar."""
        return ("", "")

    def log_lines(self, steps) -> list:
        """The recent-moves lines for ``steps`` (as ``view.events_for``): (text, accent colour or None)."""
        return []

    def animating(self) -> bool:
        """Something the game animates must finish before the next move or handoff."""
        return False

    def animate(self, dt: float) -> None:
        """Advance the game's tweens and sprites by one frame."""

    def before_move(self, seat, action: Action) -> None:
        """Just before ``action`` is applied for ``seat`` (a person's or a bot's)."""

    def on_steps(self, steps) -> None:
        """New steps were taken from the match, before the table is refreshed."""

    def bot_seats(self) -> list:
        """The seats a bot may move for now, in the order they are asked."""
        return list(self.tableview.to_act())

    def bot_pace_for(self, seat) -> float:
        """How much of ``BOT_PACE`` this bot move waits (1: all of it)."""
        return 1.0

    def holds_for_reader(self) -> bool:
        """A board is up that stays until the person at the table clicks or presses a key
        (Wagon Robbers' reveal): the table is busy until then, on purpose."""
        return False

    def after_events(self) -> None:
        """The event player has had its turn this frame (a game ends what it showed)."""

    def on_shown(self) -> None:
        """The screen has changed hands (after a handoff, or to the one person at the table)."""
        self.resync()

    # -- the parts of the table, by name --------------------------------------------------------
    def _parts_module(self):
        return self.table_part("anchors")

    def table_part(self, name: str):
        """The module ``name`` of this game's table package (its anchors, its hints...), or None."""
        return launch.table_module(self.tableview.game_id, name)

    def anchors(self) -> dict[str, pygame.Rect]:
        """Where the named parts of the table are now (a part not on show is left out)."""
        parts = {"prompt": pygame.Rect(self.prompt_rect)}
        if self.moves_log is not None:
            parts["log"] = pygame.Rect(self.moves_log.rect)
        module = self._parts_module()
        if module is not None:
            parts.update({name: pygame.Rect(r) for name, r in module.anchors(self).items() if r is not None})
        return parts

    def anchor(self, name: str) -> pygame.Rect | None:
        return self.anchors().get(name)

    def keep_clear(self) -> list[pygame.Rect]:
        """What no overlay may cover now (the overlay rule, ``game.scenes.overlay_rule``): the
        prompt bar, the hand of the person on the screen, an open picker, the control under the
        pointer.  Asked every frame, kept until the frame or the pointer changes."""
        key = (self.app.frames_drawn, self.mouse)
        if self._keep_clear[0] != key:
            self._keep_clear = (key, *overlay_rule.kept_clear(self))
        return list(self._keep_clear[1])

    def open_pickers(self) -> list[pygame.Rect]:
        self.keep_clear()
        return list(self._keep_clear[2])

    def control_anchors(self) -> tuple[str, ...]:
        """The anchors that name the table's controls (its anchors module's
        ``CONTROLS``, else "buttons"): what an overlay must never cover."""
        return tuple(getattr(self._parts_module(), "CONTROLS", ("buttons",)))

    def move_words(self, action: Action) -> str | None:
        """The move as the viewer would say it, where the log's words keep it vague for others
        (a table may name it in its anchors module: ``move_words(table, action)``); else None."""
        module = self._parts_module()
        words = getattr(module, "move_words", None) if module is not None else None
        return words(self, action) if words is not None else None

    def hint_spot(self) -> pygame.Rect | None:
        """Where the Hint button goes when the prompt bar has no room for it (the anchors
        module's ``hint_spot(table)``); None: in the prompt bar, left of Menu."""
        module = self._parts_module()
        spot = getattr(module, "hint_spot", None) if module is not None else None
        return pygame.Rect(spot(self)) if spot is not None else None

    def map_camera(self):
        """The camera of the table's map board (``game.engine.camera.Camera``), for what only moves
        the view (a replay's drag, a screenshot's zoom); None: the table has no map."""
        return None

    def pending_actions(self) -> tuple[Action, ...]:
        """What the seat on the screen has chosen at the table and the match does not have yet
        (a choice armed to be made with the next click, such as Scotland Yard's double move),
        in order; a hint is asked on the match with these made.  None by default."""
        return ()

    def shape_sprites(self) -> Iterable:
        """The card sprites whose turned outline a highlight follows (a fanned hand); none by default."""
        return ()

    def move_shapes(self, action: Action) -> list[list[tuple[float, float]]]:
        """Where ``action`` is made, each place as the outline of what is there: a card's own
        turned corners (``shape_sprites``), else the spot's box."""
        sprites = [s for s in self.shape_sprites() if getattr(s, "visible", True)]
        shapes = []
        for spot in self.move_spots(action):
            card = next((s for s in sprites if s.rect == spot), None)
            if card is not None and abs(getattr(card, "angle", 0.0)) > 0.5:
                shapes.append(card.corners())
            else:
                shapes.append([spot.topleft, spot.topright, spot.bottomright, spot.bottomleft])
        return shapes

    def move_spots(self, action: Action) -> list[pygame.Rect]:
        """Where ``action`` is made on the screen now (cards, spaces, buttons), for a highlight."""
        module = self._parts_module()
        if module is None:
            return []
        return [pygame.Rect(r) for r in module.move_spots(self, action) if r is not None]

    # -- hover help --------------------------------------------------------------------------------
    def hover_help(self) -> list[tuple[pygame.Rect, str]]:
        """The spots a word of help explains (cards, seat plates), bottom first: the game's
        ``tips.hover_help(table)`` (none while the pointer is off the screen)."""
        if self.mouse[0] < 0:
            return []
        module = self.table_part("tips")
        find = getattr(module, "hover_help", None) if module is not None else None
        if find is None:
            return []
        return [(pygame.Rect(r), w) for r, w in find(self) if r is not None and w]

    def help_under_pointer(self) -> tuple[pygame.Rect, str] | None:
        """The topmost spot with help under the pointer, as (rect, words)."""
        for rect, words in reversed(self.hover_help()):
            if rect.collidepoint(self.mouse):
                return rect, words
        return None

    def _rest_pointer(self, dt: float) -> None:
        spot = self.help_under_pointer()
        key = (tuple(spot[0]), spot[1]) if spot is not None else None
        self._help_rest = (key, self._help_rest[1] + dt if key == self._help_rest[0] else 0.0)

    def draw_hover_help(self, surface) -> pygame.Rect | None:
        """The help of the spot the pointer has rested on, in the shared tooltip (never while a
        control under the pointer shows its own tip); returns where it was drawn."""
        key, rested = self._help_rest
        ui = getattr(self, "ui", None)
        if key is None or rested < TOOLTIP_DELAY or self.mouse[0] < 0:
            return None
        if ui is not None and (ui.tooltip_target() is not None or
                               any(w.hovered for w in ui.walk() if w is not ui)):
            return None
        return draw_tooltip(surface, key[1], pygame.Rect(key[0]),
                            avoid=ui.tip_avoids(None) if ui is not None else ())

    # -- following the match ---------------------------------------------------------------------
    def resync(self) -> None:
        """Show the match as it stands (after an undo, a load or a handoff): nothing queued."""
        self.resyncs += 1
        self.table_bots.cancel()
        self.events.reset()
        self.end_wait = 0.0
        # a replay's table (read_only) never opens results, whatever lies beneath it
        self.results_shown = not self.read_only and self.app.stack.find("results") is not None
        self.refresh()
        self.rebuild_log()

    def rebuild_log(self) -> None:
        # Rebuilt for whoever now holds the screen: a secret is named only to its owner.
        if self.moves_log is not None:
            start = max(0, self.tableview.moves() - self.LOG_STEPS)
            self.moves_log.set(self.log_lines(self.tableview.events_for(self.viewer, start)))

    def take_events(self) -> None:
        """Queue the steps made since the last look, log them and refresh the table."""
        steps = self.events.take(self.viewer)
        if self.moves_log is not None:
            self.moves_log.add(self.log_lines(steps))
        self.on_steps(steps)
        self.refresh(animate=True)

    def follow_match(self) -> None:
        n = self.tableview.moves()
        if n < self.events.seen:
            self.resync()  # an undo or a load replaced the match's history
        elif n > self.events.seen:
            self.take_events()  # moved from elsewhere too (a test, a script)
        if self.look() != self.shown_viewer:
            self.refresh()
            self.rebuild_log()

    def show_event(self, seat, event) -> float:
        method = self.ANIMATIONS.get(event.kind)
        if method is None:
            return 0.0
        return getattr(self, method)(event.public, seat) or 0.0

    def busy(self) -> bool:
        """Still showing what happened: bots and handoffs wait."""
        return self.events.busy or self.animating()

    # -- moving ----------------------------------------------------------------------------------
    def play_move(self, seat, action: Action) -> bool:
        """Make ``action`` for ``seat`` if the rules allow it; a refusal is toasted.  A
        networked table sends it: what the server answers comes back through ``poll``."""
        if seat is None or action is None or self.read_only:
            return False
        reason = self.tableview.refusal(seat, action)
        if reason is not None:
            self.app.toast(sentence(reason), "warning")
            return False
        return self._submit(seat, action)

    def _submit(self, seat, action: Action) -> bool:
        self.before_move(seat, action)
        before = self.tableview.moves()
        reason = self.tableview.submit(seat, action)
        if reason is not None:
            self.app.toast(sentence(reason), "warning")
            self.resync()
            return False
        if self.tableview.moves() != before:
            self.take_events()
        return True

    def drive_bots(self) -> None:
        seats = self.bot_seats()
        if self.PEOPLE_FIRST and any(self.tableview.seats[s].is_human for s in seats):
            self.table_bots.cancel()  # people first; the bots then move around what they did
            return
        seat = next((s for s in seats if not self.tableview.seats[s].is_human), None)
        pace = self.bot_pace_for(seat) if seat is not None else 1.0
        move = self.table_bots.step(seats, self.app, pace)
        if move is not None:
            self._submit(*move)

    def take_notices(self) -> None:
        """What the table's view has answered since the last frame (a networked table's refusals,
        undos, hints, a rematch): a refusal is toasted and the table shown as it stands."""
        for notice in self.tableview.poll():
            self.on_notice(notice)

    def on_notice(self, notice) -> None:
        """One answer from the table's view; a networked table's frame extends this."""
        if notice.kind == "refused":
            self.app.toast(sentence(notice.reason or "that move was refused"), "warning")
            self.resync()
        elif notice.kind in ("undone", "rematch", "finished"):
            self.resync()   # "finished": a networked table has the whole match now, everything revealed
        elif notice.kind == "ahead":
            self.refresh()  # the server's answer to a what-if (``legal_after``) lights what it allows

    # -- the frame ---------------------------------------------------------------------------------
    def handle_frame(self, event) -> bool:
        """The frame's share of the input: the wheel over the recent-moves log scrolls it; the
        Menu button in the prompt bar opens the pause menu (rules, undo, saves).  True if taken."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = tuple(event.pos)
        if self.moves_log is not None and event.type == pygame.MOUSEWHEEL:
            return self.moves_log.scroll(event, self.mouse)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                menu_rect(self.prompt_rect).collidepoint(event.pos):
            self.app.push("pause")
            return True
        return False

    def handle_event(self, event):
        """Esc pauses; the frame takes its share.  A game's table extends this with its own controls."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push("pause")
            return None
        if self.handle_frame(event):
            return None
        return event

    def draw_frame(self, surface, chips: tuple = ()) -> None:
        """The prompt bar (with the Menu button) and the recent-moves log."""
        words = (*self.frame_prompt(), tuple(chips), menu_rect(self.prompt_rect).collidepoint(self.mouse),
                 self.hint_button,
                 self.hint_button is not None and hint_rect(self.prompt_rect).collidepoint(self.mouse))
        surface.blit(self._prompt_shown.get(self.redraws, words, lambda: prompt_image(self.prompt_rect, *words)),
                     self.prompt_rect)
        if self.moves_log is not None:
            self.moves_log.draw(surface, self.redraws)

    def frame_prompt(self) -> tuple[str, str]:
        """The game's ``prompt()``, its second part saying whom a networked table waits for."""
        who, what = self.prompt()
        away = self.away_words() if self.away_words is not None else None
        return (who, away) if away and away not in who else (who, what)

    def show_to(self, seat) -> None:
        """A replay's eyes move to ``seat``: the table is drawn as that seat sees it."""
        if self.hotseat.fixed != seat:
            self.hotseat.fixed = self.hotseat.shown_to = seat
            self.on_shown()

    def hand_over(self) -> bool:
        """Give the screen to the next person if needed; True while the table waits for them."""
        if not self.hotseat.check(on_shown=self.on_shown):
            return False
        if self.look() != self.shown_viewer:
            # behind the handoff the table keeps nothing of the last viewer's
            self.refresh()
            self.rebuild_log()
        return True

    def finish(self, dt: float) -> None:
        if self.results_shown or self.busy():
            return
        self.end_wait += dt * self.app.anim_speed
        finished = self.tableview.finished()   # a networked table's comes a moment after the end
        if self.end_wait >= self.RESULTS_DELAY and finished is not None:
            self.results_shown = True
            keep_finished(self.app, finished, counts=not self.practice)
            self.app.push("results", match=finished)

    def update(self, dt: float) -> None:
        self.t += dt
        self._rest_pointer(dt)
        self.animate(dt)
        self.take_notices()
        self.follow_match()
        self.events.play(dt, self.show_event)
        self.after_events()
        if self.read_only:
            return
        if self.tableview.is_over():
            self.finish(dt)
            return
        if self.busy() or self.hand_over():
            return
        self.drive_bots()


def registered_bots(view: Any, table: bool = True) -> Callable[[str, int], Any]:
    """The table's bot factory ``(level, seed)``: the game's registered levels
    on their table budgets (``game.games.bot_for``), or with ``table`` False on
    their fixed simulation counts; a game the registry does not know (a test's
    toy game) gets random bots."""
    game_id = as_view(view).game_id
    if game_id not in games.GAME_IDS:
        return lambda level, seed: RandomBot(seed)
    return partial(games.bot_for, game_id, table=table)
