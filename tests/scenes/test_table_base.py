"""The table base (game.scenes.table) on Last Stone (tests/toygames.NimRules):
its bot runner, its timed event player, its handoffs, and the shared
recent-moves log of the table frame."""

from __future__ import annotations

import threading

import pygame
import pytest
from toygames import TAKE, NimRules

from game.core.ai import BotRunner
from game.core.match import Match, SeatInfo
from game.core.model import MatchConfig
from game.scenes.driver import Driver
from game.scenes.table import EventPlayer, TableScene
from game.scenes.table_frame import MovesLog
from game.engine import gfx


class Scripted:
    """A bot that plays the moves it is given, one a call, whatever the state."""

    name = "scripted"

    def __init__(self, moves, gate: threading.Event | None = None):
        self.moves = list(moves)
        self.gate = gate

    def choose(self, rules, state, seat, rng):
        if self.gate is not None:
            self.gate.wait(5)
        return self.moves.pop(0)


class StonesTable(TableScene):
    """The smallest table on the base: it records what it was asked to animate."""

    ANIMATIONS = {"took": "_took", "won": "_won"}

    def __init__(self, app, match, viewer=None, make_bot=None, took_seconds=0.5):
        super().__init__(app, match, viewer, make_bot=make_bot, log_rect=pygame.Rect(900, 100, 240, 200))
        self.shown: list[tuple[str, int, float]] = []
        self.took_seconds = took_seconds
        self.resync()

    def _took(self, data, seat) -> float:
        self.shown.append(("took", data["count"], self.t))
        return self.took_seconds

    def _won(self, data, seat) -> float:
        self.shown.append(("won", data["seat"], self.t))
        return 0.0

    def log_lines(self, steps):
        return [(f"{self.name_of(seat)} takes {events[0].public['count']}", None) for seat, _d, events in steps]


def nim_match(bots, start=15):
    seats = [SeatInfo(name, bot) for name, bot in zip(("Ada", "Bill", "Cora"), bots)]
    return Match(NimRules(start=start), MatchConfig(len(seats)), seats, seed=4)


@pytest.fixture
def table_app(app):
    app.start()
    return app


def open_table(app, table) -> Driver:
    app.show(table)
    d = Driver(app)
    d.frames(1)
    return d


# -- the bot runner --------------------------------------------------------------------------

def test_a_bot_move_the_rules_refuse_is_toasted_and_never_applied(table_app):
    # The bot thinks on a copy; while it thinks the match moves on (here: by hand), so the move it
    # hands back is no longer legal.  The base asks match.refusal first and toasts the refusal.
    gate = threading.Event()
    match = nim_match(("easy", "easy"))
    table = StonesTable(table_app, match, make_bot=lambda level, seed: Scripted([TAKE[3]], gate))
    table.runner.min_seconds = 0.0
    d = open_table(table_app, table)
    assert table.table_bots.seat == 0 and table.runner.thinking
    match.apply(0, TAKE[1])  # the match moves on under the thinking bot: now seat 1 is to act
    gate.set()
    table.runner.wait(5)
    table.events.reset()  # nothing of the hand-made move to show
    before = len(match.history)
    table.table_bots.seat = 0  # the move still comes back as seat 0's
    d.frames(1)
    assert len(match.history) == before  # refused: seat 0 is not to act
    assert any("rules refuse" in m for m in table_app.toasts.messages)


def test_a_bot_that_chooses_an_illegal_move_is_toasted_and_a_legal_move_is_played(table_app):
    match = nim_match(("easy", None), start=2)
    table = StonesTable(table_app, match, make_bot=lambda level, seed: Scripted([TAKE[3]]))
    table.runner.min_seconds = 0.0
    d = open_table(table_app, table)
    table.runner.wait(5)
    d.frames(2)
    assert len(match.history) == 1 and match.history[0].action in (TAKE[1], TAKE[2])
    assert any("scripted" in m and "refuse" in m for m in table_app.toasts.messages)


def test_a_bot_that_cannot_be_made_is_toasted_and_plays_random_moves(table_app):
    def broken(level, seed):
        raise ImportError("no such bot")

    match = nim_match(("hard", None))
    table = StonesTable(table_app, match, make_bot=broken)
    table.runner.min_seconds = 0.0
    d = open_table(table_app, table)
    table.runner.wait(5)
    d.frames(2)
    assert len(match.history) == 1
    assert any("could not be started" in m for m in table_app.toasts.messages)


def test_bot_pacing_follows_the_animation_speed(table_app):
    now = [0.0]
    match = nim_match(("easy", None))
    table = StonesTable(table_app, match, make_bot=lambda level, seed: Scripted([TAKE[1]]))
    table.runner = BotRunner(1.0, clock=lambda: now[0])
    table_app.anim_speed = 2.0
    d = open_table(table_app, table)
    table.runner.wait(5)
    now[0] = 0.45
    d.frames(1)
    assert len(match.history) == 0  # held back: 1 s at speed 1 is 0.5 s at speed 2
    now[0] = 0.55
    d.frames(1)
    assert len(match.history) == 1


def test_people_first_keeps_the_bots_waiting_while_a_person_may_act(table_app):
    class Together(StonesTable):
        PEOPLE_FIRST = True

        def bot_seats(self):
            return [0, 1]  # as if both were to act at once, the person listed second

    match = nim_match(("easy", None))
    table = Together(table_app, match, make_bot=lambda level, seed: Scripted([TAKE[1]] * 9))
    table.runner.min_seconds = 0.0
    d = open_table(table_app, table)
    d.frames(5)
    assert not table.runner.busy and len(match.history) == 0
    Together.bot_seats = lambda self: [0]
    d.frames(1)
    table.runner.wait(5)
    d.frames(2)
    assert len(match.history) == 1 and match.history[0].seat == 0


# -- the event player --------------------------------------------------------------------------

def test_the_event_player_plays_events_in_order_at_the_animation_speed(table_app):
    match = nim_match((None, None), start=3)
    table = StonesTable(table_app, match, viewer=0, took_seconds=0.5)
    table_app.anim_speed = 2.0
    d = open_table(table_app, table)
    match.apply(0, TAKE[1])
    match.apply(1, TAKE[2])  # takes the last stones: "took" then "won"
    d.frames(1, dt=0.1)
    assert [s[:2] for s in table.shown] == [("took", 1)]
    d.frames(2, dt=0.1)  # 0.2 s at speed 2 is 0.4 s of a 0.5 s wait
    assert len(table.shown) == 1
    d.frames(1, dt=0.1)
    assert [s[:2] for s in table.shown] == [("took", 1), ("took", 2)]
    d.frames(3, dt=0.1)
    assert [s[:2] for s in table.shown] == [("took", 1), ("took", 2), ("won", 1)]


def test_the_event_player_skip_cuts_the_wait_and_reset_forgets_the_queue():
    match = nim_match((None, None))
    player = EventPlayer(match, speed=lambda: 1.0)
    match.apply(0, TAKE[1])
    match.apply(1, TAKE[1])
    steps = player.take(None)
    assert len(steps) == 2 and player.seen == 2
    shown = []
    player.play(0.0, lambda seat, e: shown.append(seat) or 10.0)
    assert shown == [0] and player.busy
    player.skip()
    player.play(0.02, lambda seat, e: shown.append(seat) or 10.0)
    assert shown == [0, 1]
    match.apply(0, TAKE[1])
    player.take(None)
    player.reset()
    assert not player.busy and player.seen == 3


# -- handoffs ------------------------------------------------------------------------------------

def test_a_handoff_comes_between_two_people(table_app):
    match = nim_match((None, None))
    table = StonesTable(table_app, match)
    d = open_table(table_app, table)
    d.frames(2)
    assert d.top_name == "handoff"  # the first person is asked to take the screen
    d.frames(30)
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert d.top_name == "table" and table.viewer == 0
    table.play_move(0, TAKE[1])
    d.frames(40)
    assert d.top_name == "handoff" and table.viewer is None  # nothing of Ada's for Bill's eyes


def test_no_handoff_between_one_person_and_bots(table_app):
    match = nim_match((None, "easy"))
    table = StonesTable(table_app, match, make_bot=lambda level, seed: Scripted([TAKE[1]] * 9))
    table.runner.min_seconds = 0.0
    d = open_table(table_app, table)
    assert table.viewer == 0  # the one person has the screen from the start
    for _ in range(3):
        table.play_move(0, TAKE[1])
        for _ in range(200):
            d.frames(1, dt=0.1)
            if match.to_act() == (0,) and not table.busy():
                break
            table.runner.wait(1)
        assert d.top_name == "table" and table.viewer == 0
    assert [s.seat for s in match.history] == [0, 1, 0, 1, 0, 1]


def test_a_refused_move_by_a_person_is_toasted_and_not_applied(table_app):
    match = nim_match((None, None))
    table = StonesTable(table_app, match, viewer=0)
    open_table(table_app, table)
    assert not table.play_move(1, TAKE[1])
    assert match.history == [] and table_app.toasts.messages


# -- the recent-moves log ------------------------------------------------------------------------

def test_the_log_keeps_the_newest_entry_whole_and_scrolls_back_to_older_ones(app):
    log = MovesLog(pygame.Rect(0, 0, 220, 150))
    long = "Bill plays three cards face down and the Sheriff watches every one of them closely"
    log.set([(f"Move {i}: Ada takes a stone", None) for i in range(30)] + [(long, (200, 40, 40))])
    shown = log.shown()
    newest = [words for words, _accent, is_newest in shown if is_newest]
    assert len(newest) > 1 and " ".join(newest) == long  # the whole newest entry, wrapped
    assert shown[-1][2] and shown[-len(newest)][1] == (200, 40, 40)  # at the bottom, its chip on its first row
    assert len(shown) < 31 and shown[0][0].startswith("Move")
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)
    first_shown = shown[0][0]
    assert log.scroll(wheel, (100, 100)) and log.back == 2
    assert log.shown()[-1][0] != shown[-1][0] and log.shown()[0][0] != first_shown
    assert not log.scroll(wheel, (400, 400)) and log.back == 2  # not over the log
    log.add([("Cora takes one", None)])
    assert log.back == 0 and log.shown()[-1][0] == "Cora takes one"  # a new move brings the newest back
    log.scroll(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=999), (10, 10))
    assert log.shown()[0][0] == "Move 0: Ada takes a stone"  # scrolled back as far as there is
    log.scroll(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-999), (10, 10))
    assert log.back == 0
    surface = gfx.Surface((300, 200))
    log.draw(surface)


def test_the_log_is_written_for_the_seat_holding_the_screen(table_app):
    match = nim_match((None, None))
    table = StonesTable(table_app, match, viewer=0)
    d = open_table(table_app, table)
    table.play_move(0, TAKE[2])
    d.frames(2)
    assert table.log == [("Ada takes 2", None)]
    table.resync()
    assert table.log == [("Ada takes 2", None)]


def test_the_menu_button_in_the_prompt_bar_opens_the_pause_menu(table_app):
    from game.scenes.table_frame import menu_rect

    match = nim_match((None, None))
    table = StonesTable(table_app, match, viewer=0)
    d = open_table(table_app, table)
    d.click(menu_rect(table.prompt_rect).center)
    assert d.top_name == "pause"


@pytest.mark.parametrize("entries", [1, 3, 12, 60])
def test_the_log_wraps_only_the_entries_it_shows_and_shows_what_the_whole_log_would(entries):
    from game.scenes import table_frame as tf

    width = 230
    lines = tuple((f"Seat {i % 4} rides to the place number {i} and spends {i % 3} move on the way.",
                   (200, 60, 60) if i % 2 else None) for i in range(entries))
    rows = tf._rows(width, lines)
    fit = tf._fit(220)
    for back in range(0, max(1, len(rows) - fit + 1)):
        tail, earlier, cut_short = tf._tail_rows(width, lines, back + fit)
        end = len(rows) - back
        assert tail == rows[max(0, len(rows) - back - fit):], back
        assert earlier == (len(rows) > back + fit), back
        shown, _older = tf._on_show(width, lines, back, fit)
        if back:
            assert shown == rows[max(0, end - fit):end]
        else:   # at rest: whole entries only, the top one starting with its own first row
            assert shown == rows[max(0, end - fit) + cut_short:end]
            starts = [i for i, row in enumerate(rows) if row[0].startswith("Seat ")]
            assert len(rows) - len(shown) in starts or not shown, "the log starts mid-entry"


@pytest.mark.parametrize("text_size", [1.0, 1.5])
def test_the_logs_heading_and_its_more_note_never_run_into_each_other(text_size):
    """A narrow log at a large text size (Most Wanted's at 150% in a 1024x600 window): the
    note says it shorter, and the title gives way if it must."""
    from game.engine import layout_check
    from game.scenes import table_frame as tf

    lines = tuple((f"Move {i}: Ada takes a stone", None) for i in range(40))
    gfx.set_text_scale(text_size)
    gfx.forget_art()
    try:
        for width in (170, 220, 300):
            with layout_check.recording(gfx.Surface((width, 160))) as rec:
                tf._log_image((width, 160), lines, 0)
                tf._log_image((width, 160), lines, 2)
            assert [str(p) for p in rec.problems()] == [], width
            assert any(d.text.startswith(("more", "newer")) for d in rec.draws), width
    finally:
        gfx.set_text_scale(1.0)
        gfx.forget_art()


def test_a_newest_entry_longer_than_the_log_still_shows_its_last_rows():
    from game.scenes import table_frame as tf

    long = " ".join(["Bill plays three cards face down and the Sheriff watches"] * 6)
    shown, older = tf._on_show(200, ((long, None),), 0, 3)
    assert len(shown) == 3 and older


@pytest.mark.parametrize("k, text_size", [(1.0, 1.0), (0.8, 1.5)])
def test_a_long_instruction_takes_two_lines_of_the_prompt_bar_instead_of_being_cut(k, text_size):
    """Fugitive's first turn with the Hint button on, in a 1280x720 window and in a 1024x600
    one at 150% text size: the whole instruction is shown, on two lines, none cut or covered."""
    from game.engine import layout_check
    from game.scenes import table_frame as tf

    what = "First turn: choose your first hideout (highlighted). From 0, 1-3 needs no sprint"
    gfx.set_text_scale(text_size)
    gfx.forget_art()
    try:
        with gfx.at_scale(k), layout_check.recording(gfx.Surface(tf.PROMPT_RECT.size)) as rec:
            tf.prompt_image(tf.PROMPT_RECT, "Your turn", what, (("0 face down", False),), hint="Hint")
        assert [str(p) for p in rec.problems()] == []
        lines = [d for d in rec.draws if d.text not in ("Your turn", "0 face down", "Hint", "Menu (Esc)")]
        assert " ".join(d.text for d in lines) == what and len(lines) == 2
    finally:
        gfx.set_text_scale(1.0)
        gfx.forget_art()
