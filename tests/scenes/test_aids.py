"""Learn to play and hints, the layer over every table (game.scenes.aids), driven
by real posted events: a lesson from the select screen to its summary, and a
hint asked with the key, lit, and cleared when the turn passes."""

from __future__ import annotations

import json

import pygame
import pytest

from aids_helpers import Learner, make_move, wait_frames
from game import games
from game.core import lesson as lessons
from game.core.match import SeatInfo
from game.core.model import Action
from game.scenes import launch
from game.scenes.aids import TableAids, place_callout
from game.scenes.driver import Driver, play_out
from game.scenes.hint import HintAsk, best_level, reason_from
from game.scenes.table_frame import hint_rect
from game.settings import Settings

AT_TABLE = [g.id for g in games.GAMES if launch.table_factory(g.id)[0] is not None]


# -- the lesson as data ----------------------------------------------------------------------

def _doc(**over):
    doc = {"format": "bounty-lesson", "version": 1, "seed": 3, "players": 2, "learner": 0,
           "topics": [{"id": "goal", "title": "Goal", "line": "Win.", "events": ["won"]},
                      {"id": "draw", "title": "Draw", "line": "Draw a card.", "actions": ["draw"]},
                      {"id": "late", "title": "Late", "line": "Seen late."}],
           "steps": [{"id": "hi", "when": "start", "anchor": "hand", "text": "Hello.", "topics": ["goal"]},
                     {"id": "draw", "when": "turn", "actions": ["draw"], "anchor": "pile", "text": "Draw."},
                     {"id": "boom", "when": "event", "events": ["boom"], "anchor": "score", "text": "Boom.",
                      "topics": ["late"]},
                     {"id": "end", "when": "over", "anchor": "score", "text": "Done."}]}
    doc.update(over)
    return doc


def test_a_broken_lesson_names_the_step_and_the_field():
    doc = _doc()
    doc["steps"][1]["topics"] = ["nope"]
    with pytest.raises(lessons.ContentError, match=r"learn.json, step 'draw', field 'topics\[0\]': names no topic"):
        lessons.parse(doc, "learn.json", "x")
    doc = _doc()
    doc["steps"][2]["when"] = "later"
    with pytest.raises(lessons.ContentError, match=r"step 'boom', field 'when'"):
        lessons.parse(doc, "learn.json", "x")
    doc = _doc()
    doc["steps"][0]["when"] = "turn"
    with pytest.raises(lessons.ContentError, match="the first step must be the 'start' one"):
        lessons.parse(doc, "learn.json", "x")
    with pytest.raises(lessons.ContentError, match="expected 2 names"):
        lessons.parse(_doc(names=["You"]), "learn.json", "x")


def test_a_lesson_run_follows_turns_and_events_and_skips_what_never_came():
    run = lessons.LessonRun(lessons.parse(_doc(), "learn.json", "x"))
    assert run.look(None, False).id == "hi"
    assert run.look({"draw"}, False).id == "hi"          # one callout at a time
    run.dismiss()
    assert run.look(None, False) is None                   # not the learner's turn yet
    assert run.look({"draw", "pass"}, False).id == "draw"
    run.learner_moved("draw")
    assert {"goal", "draw"} <= run.met
    run.saw_events(["other"])
    assert run.look(None, False) is None
    # the match ends before "boom" ever happened: straight to the end, "late" unmet
    step = run.look(None, True)
    assert step.id == "end" and run.shown == ["hi", "draw", "end"]
    run.dismiss()
    assert run.finished and [t.id for t in run.unmet()] == ["late"]


@pytest.mark.parametrize("game_id", AT_TABLE)
def test_every_table_has_a_lesson_whose_parts_it_can_name(game_id):
    lesson = launch.lesson_for(game_id)
    info = launch.rules_for(game_id).info
    assert info.min_seats <= lesson.players <= info.max_seats
    parts = launch.table_module(game_id, "anchors")
    assert parts is not None, f"{game_id}'s table names none of its parts"
    assert lesson.anchors() <= set(parts.NAMES) | {"prompt", "log"}
    assert lesson.steps[-1].when != "start"  # the match's end, or a moment after which it plays on


def test_a_callout_stays_on_screen_and_off_what_it_points_at():
    screen = pygame.Rect(0, 0, 1280, 720)
    for anchor in (pygame.Rect(10, 600, 300, 110), pygame.Rect(900, 10, 370, 200), pygame.Rect(0, 0, 1280, 720),
                   pygame.Rect(500, 300, 80, 80)):
        box = place_callout(anchor, (360, 150), screen)
        assert screen.contains(box)
        if anchor.w < 1000:
            assert not box.colliderect(anchor)


def _clear_of(box, rects):
    return [tuple(r) for r in rects if box.colliderect(r)]


@pytest.mark.parametrize("game_id", AT_TABLE)
def test_callouts_and_hint_plates_keep_off_their_target_and_every_control(app, game_id):
    """The one placement rule over every game's named parts, at a few turns of a match: a callout
    never covers the part it points at (when that part leaves room), the table's controls
    or the prompt bar; a hint's plate never covers a click of the lit move or a control."""
    from game.core.lesson import Step

    module = launch.table_module(game_id, "anchors")
    assert set(getattr(module, "CONTROLS", ("buttons",))) <= set(module.NAMES)  # controls it can name
    d = Driver(app)
    table, aids = _hint_table(app, game_id, seed=6)
    match = table.match
    screen = pygame.Rect(0, 0, app.width, app.height)
    looked = 0
    for turn in range(4):
        assert wait_frames(d, lambda: match.is_over() or (0 in match.to_act() and not table.busy()
                                                          and table.viewer == 0))
        if match.is_over():
            break
        controls, _others = aids.off_limits()
        # every control is a real area on the screen (a fanned hand may bleed a few pixels off its edge)
        assert controls and all(r.w * r.h > 0 and screen.colliderect(r) for r in controls), controls
        for name, part in table.anchors().items():
            box, anchor, _lines = aids.callout_box(Step(f"s-{name}", "start", name, "A callout of two lines "
                                                        "or so, pointing at one part of the table."))
            assert anchor == part and screen.contains(box), (name, box)
            if part.w * part.h < 0.3 * screen.w * screen.h:
                assert not box.colliderect(part), (turn, name, box, part)
            assert _clear_of(box, [r for r in controls if r != part]) == [], (turn, name, box, controls, table.mouse)
            looked += 1
        table.bot_pace = 1e9   # rivals hold their moves while the hint is asked and followed: on a busy
        # machine a rival moving in between can take away the move the hint lit (simultaneous turns)
        for _leg in range(3):  # a choice the table arms (a double move) is followed by the hint for the next
            _ask_until_lit(d, aids)
            box, _lines = aids.hint_box()
            assert screen.contains(box)
            assert _clear_of(box, aids.hint_spots) == [], (turn, box, aids.hint_spots)
            assert _clear_of(box, [r for r in controls if not any(r.colliderect(s) for s in aids.hint_spots)]) == []
            if make_move(d, table, 0, aids.hint.action):
                break
        else:
            raise AssertionError(f"the hints armed choices and never made a move: {table.pending_actions()}")
        table.bot_pace = 0.0
    assert looked >= 8


def _ask_until_lit(d, aids) -> None:
    for _ in range(5):  # a rival moving at the same time passes the turn the hint was for: ask again
        d.key(pygame.K_SLASH)
        if wait_frames(d, lambda: aids.ask is None or (aids.hint is not None and aids.hint_spots)) \
                and aids.hint is not None:
            break
    assert aids.hint is not None and aids.hint_spots


# -- learn to play, by posted events ---------------------------------------------------------

def _open_lesson_from_select(d, game_id):
    d.app.go("select")
    d.frames(3)
    button = d.top.learn[game_id]
    assert button.enabled
    d.click(button)
    d.frames(3)
    assert d.top_name == "aids"
    aids = d.top
    assert aids.table.name == "table" and aids.run is not None
    aids.table.bot_pace = 0.0
    return aids


def _play_lesson(d, aids) -> None:
    """Make the learner's moves and answer the callouts until the lesson's summary."""
    table, match, run = aids.table, aids.match, aids.run
    learner = run.lesson.learner
    player = Learner(match, learner)
    waited = False
    for _ in range(4000):
        if aids.summary is not None:
            break
        step = aids.callout
        if step is not None and step.when != "turn":
            d.click(aids.got_it)
            continue
        if learner in match.to_act() and not table.busy() and table.viewer == learner and not match.is_over() \
                and match.legal_actions(learner):
            if step is None and not waited:
                d.frames(1)  # a callout for this turn comes with the next frame
                waited = True
                continue
            waited = False
            make_move(d, table, learner, player.choose(), 8)
            continue
        wait_frames(d, lambda: aids.summary is not None or aids.callout is not step
                    or (learner in match.to_act() and not table.busy()), limit=600)
    assert aids.summary is not None, f"the lesson never ended (shown {run.shown})"


@pytest.mark.parametrize("game_id", AT_TABLE)
def test_a_lesson_runs_from_its_first_callout_to_its_summary(app, game_id):
    d = Driver(app)
    aids = _open_lesson_from_select(d, game_id)
    table, match, run = aids.table, aids.match, aids.run
    learner = run.lesson.learner
    assert match.seats[learner].is_human and all(s.bot == "easy" for i, s in enumerate(match.seats) if i != learner)
    assert match.seed == run.lesson.seed
    first = run.lesson.steps[0]
    assert wait_frames(d, lambda: aids.callout is not None) and aids.callout.id == first.id
    _play_lesson(d, aids)
    assert run.shown[0] == first.id and run.shown[-1] == run.lesson.steps[-1].id
    order = [s.id for s in run.lesson.steps]
    assert [order.index(s) for s in run.shown] == sorted(order.index(s) for s in run.shown)
    assert len(run.shown) >= 4, f"too few callouts came in the lesson's own match: {run.shown}"
    assert match.is_over() == (run.lesson.steps[-1].when == "over")
    assert app.stack.find("results") is None    # the lesson ends on its summary
    assert aids.summary_lines() == [(t.title, t.line) for t in run.unmet()]
    rules_button = next(b for b in aids.summary.walk() if getattr(b, "label", "") == "Read the rules")
    d.click(rules_button)
    assert d.top_name == "rules"


def _kept():
    from game import paths
    from game.core import archive
    from game.scenes import records

    history = [e for e in archive.entries(paths.history_dir(), launch.rules_for) if not e.error]
    return len(history), len(records.load_statistics().records)


@pytest.mark.parametrize("game_id", ["wagon-robbers", "few-and-cursed"])
def test_a_lessons_match_is_kept_in_the_history_but_never_counted_in_the_statistics(app, game_id):
    """Whether the lesson ends with its match (the summary) or the learner keeps playing to the end
    (the results), the match can be watched again but is no one's win or loss in the statistics."""
    d = Driver(app)
    aids = _open_lesson_from_select(d, game_id)
    match = aids.match
    assert aids.table.practice
    _play_lesson(d, aids)
    if match.is_over():
        assert _kept() == (1, 0)
        return
    assert _kept() == (0, 0)
    d.click(next(b for b in aids.summary.walk() if getattr(b, "label", "") == "Keep playing"))
    assert aids.summary is None
    play_out(match, None, 3)   # the rest of the match, moved for every seat
    assert match.is_over()
    aids.table.resync()        # shown as it stands, not hundreds of moves animated one by one
    assert wait_frames(d, lambda: app.stack.find("results") is not None)
    assert _kept() == (1, 0)


# -- hints ------------------------------------------------------------------------------------

def _hint_table(app, game_id, humans=(0,), seed=5, after=0):
    info = launch.rules_for(game_id).info
    n = max(2, info.min_seats, max(humans) + 1)
    seats = [SeatInfo(f"P{i}", None if i in humans else "easy") for i in range(n)]
    match = launch.new_match(game_id, n, seats, (), seed, autosave=False)
    play_out(match, after, seed)
    app.settings.hints = True
    table = launch.open_match(app, match)
    aids = app.stack.find("aids")
    assert aids is not None and aids.hints and aids.hint_label == "Hint (?)"
    assert (table.hint_button is None) == (table.hint_spot() is not None)  # in the prompt bar, or its own spot
    table.bot_pace = 0.0
    return table, aids


def test_hints_are_off_unless_the_player_turns_them_on(app, home):
    assert Settings().hints is False
    bad, problems = Settings.from_json({"hints": "yes"})
    assert bad.hints is False and problems and "hints" in problems[0]
    match = launch.new_match("fugitive", 2, [SeatInfo("A", None), SeatInfo("B", "easy")], (), 3, autosave=False)
    table = launch.open_match(app, match)
    assert app.stack.find("aids") is None and table.hint_button is None


@pytest.mark.parametrize("game_id", AT_TABLE)
def test_a_hint_is_lit_for_the_seat_to_act_and_cleared_when_the_turn_passes(app, game_id, monkeypatch):
    d = Driver(app)
    table, aids = _hint_table(app, game_id)
    match = table.match
    assert wait_frames(d, lambda: 0 in match.to_act() and not table.busy() and table.viewer == 0)
    looked = []
    real = match.rules.determinize

    def determinize(state, seat, rng):
        looked.append(seat)
        return real(state, seat, rng)

    monkeypatch.setattr(match.rules, "determinize", determinize)
    given = []
    make = table.table_bots.hint_bot

    class Watched:
        def __init__(self, bot):
            self.bot = bot

        def choose(self, rules, state, seat, rng):
            given.append(state)
            return self.bot.choose(rules, state, seat, rng)

    monkeypatch.setattr(table.table_bots, "hint_bot", lambda level, seed: Watched(make(level, seed)))
    d.key(pygame.K_SLASH)
    assert aids.ask is not None and looked and looked[0] == 0  # the asking seat's view, resampled
    assert wait_frames(d, lambda: aids.hint is not None and aids.hint_spots)
    assert given and all(state is not match.state for state in given)  # never the real state
    hint = aids.hint
    assert hint.seat == 0 and hint.level == best_level(match.rules.info)
    assert match.refusal(0, hint.action) is None
    assert hint.reason and aids.hint_label == "Hint lit"
    make_move(d, table, 0, hint.action)
    assert aids.hint is None and aids.hint_spots == [] and aids.hint_label == "Hint (?)"


def test_a_hint_after_arming_the_double_move_lights_its_first_leg(app):
    """Scotland Yard arms the double move at the table and spends it with the first leg: a hint
    asked once it is armed is for that leg, on the turn as the player sees it (the table's
    ``pending_actions``), lit on the board, and one click on it plays the double and the leg."""
    from game.games.scotland_yard.rules import MISTER_X

    d = Driver(app)
    table, aids = _hint_table(app, "scotland-yard")
    match = table.match
    assert wait_frames(d, lambda: MISTER_X in match.to_act() and not table.busy() and table.viewer == MISTER_X)
    d.key(pygame.K_SLASH)
    assert wait_frames(d, lambda: aids.hint is not None)
    d.click(table.double_button)  # armed: the match does not have it yet, so the hint asked before is stale
    assert table.double_armed and table.pending_actions() == (Action("double"),) and not match.history
    d.frames(1)
    assert aids.ask is None and aids.hint is None and aids.hint_label == "Hint (?)"
    d.key(pygame.K_SLASH)
    assert aids.ask is not None and aids.ask.pending == (Action("double"),)
    assert wait_frames(d, lambda: aids.hint is not None and aids.hint_spots)
    hint = aids.hint
    assert hint.action.kind == "move" and hint.action.args[0] == MISTER_X, hint
    station = hint.action.args[2]
    assert station in table._moves_after_double()      # a first leg that leaves him a second
    assert station in table._destinations() and aids.hint_spots == table.move_spots(hint.action)
    d.key(pygame.K_SLASH)  # asked again on the same armed turn: the same hint stands
    assert aids.hint is hint
    assert make_move(d, table, MISTER_X, hint.action)  # its lit clicks in order (a ticket chip, the station)
    assert [step.action.kind for step in match.history] == ["double", "move"]
    assert match.history[1].action == hint.action and not table.double_armed
    d.frames(1)
    assert aids.hint is None  # the leg was made: the hint for the second is asked afresh


def test_a_hint_is_only_for_the_seat_whose_turn_it_is(app):
    d = Driver(app)
    table, aids = _hint_table(app, "fugitive", humans=(0, 1))
    match = table.match
    assert wait_frames(d, lambda: d.top_name == "handoff", limit=60)
    d.frames(40)
    d.key(pygame.K_RETURN)
    assert wait_frames(d, lambda: 0 in match.to_act() and table.viewer == 0 and not table.busy())
    assert aids.hint_button_rect() == hint_rect(table.prompt_rect)
    d.click(aids.hint_button_rect())  # the Hint button in the prompt bar
    assert wait_frames(d, lambda: aids.hint is not None)
    # the Fugitive places his two hideouts; then the screen goes to the Marshal behind a handoff
    player = Learner(match, 0)
    while 0 in match.to_act():
        make_move(d, table, 0, player.choose())
    assert aids.hint is None
    assert wait_frames(d, lambda: d.top_name == "handoff", limit=600)
    d.key(pygame.K_SLASH)  # the handoff lies over the layer: nothing is asked for anyone
    assert aids.ask is None
    d.frames(40)
    d.key(pygame.K_RETURN)
    assert wait_frames(d, lambda: table.viewer == 1 and not table.busy())
    assert aids.ask is None and aids.hint is None


def test_a_reason_comes_from_the_bots_own_figures():
    from game.core.ai.ismcts import RootChoice, SearchStats
    from game.core.model import Action

    a, b = Action("draw", (0,)), Action("draw", (1,))

    class Searcher:
        last_stats = SearchStats(300, 0.5, 900, "time", (RootChoice(a, 200, 0.62), RootChoice(b, 100, 0.41)))

    line = reason_from(Searcher(), a, "hard", 2)
    assert "200 of 300" in line and "62%" in line and "41%" in line
    assert reason_from(object(), a, "normal", 2).startswith("The Normal bot's own plan")
    assert reason_from(Searcher(), a, "hard", 1) == "It is the only move you have."

    class KeepsItsPlan:   # the bot's own plan, kept over a move the search tried more
        last_stats = SearchStats(300, 0.5, 900, "time", (RootChoice(a, 100, 0.40), RootChoice(b, 200, 0.42)))

    line = reason_from(KeepsItsPlan(), a, "hard", 2)
    assert "tried this move (100 of 300" in line and "most" not in line and "keeps its own plan" in line
    assert "42%" in line

    class PlaysEveryMove:   # every move played out on the same worlds (Wagon Robbers' Hard)
        last_stats = SearchStats(80, 0.5, 900, "iterations", (RootChoice(a, 40, 0.55), RootChoice(b, 40, 0.30)))

    line = reason_from(PlaysEveryMove(), a, "hard", 2)
    assert line == ("Hard bot: it played each of your 2 moves out on the same 40 look-ahead games; "
                    "this one won 55%, the best other 30%.")


def test_a_hint_asks_a_fresh_bot_at_the_best_level(monkeypatch):
    match = launch.new_match("fugitive", 2, [SeatInfo("A", None), SeatInfo("B", "easy")], (), 4, autosave=False)
    made = []

    def factory(level, seed):
        made.append(level)
        return games.bot_for("fugitive", "normal", seed)

    ask = HintAsk(match, 0, factory)
    assert ask.wait(10) and made == [best_level(match.rules.info)]
    hint = None
    for _ in range(100):
        hint = ask.poll()
        if hint is not None:
            break
    assert hint is not None and match.refusal(0, hint.action) is None and hint.moves_at == 0


# -- screenshots, and text a player can read whole -----------------------------------------------

@pytest.mark.parametrize("target", ["learn", "hint"])
@pytest.mark.parametrize("game_id", AT_TABLE)
def test_the_aids_show_mid_use_with_their_text_whole(game_id, target, tmp_path):
    from game.app import App
    from game.engine import layout_check, text
    from game.scenes import capture

    with capture.scratch_home():
        app = App(headless=True)
        text.clear_cache()
        try:
            # the table beneath is judged by the table tests; here the layer's own text is
            capture.prepare(app, target, 0, None, 0, None, game_id)
            app.settle(capture.SETTLE_FRAMES, 1 / 30)
            with layout_check.recording(app.screen) as rec:
                app.settle(3, 1 / 30)
                assert app.errors == []
                aids = app.stack.find("aids")
                assert aids is not None and app.stack.top is aids
                if target == "learn":
                    assert aids.callout is not None and aids.run.index >= 1
                else:
                    assert aids.hint is not None and aids.hint_spots
                assert [str(p) for p in layout_check.check_scene(app, rec)] == []
        finally:
            app.shutdown()
    out = capture.screenshot(target, tmp_path / f"{target}.png", game_id=game_id)
    assert out.stat().st_size > 10_000


def test_a_plan_comparing_bots_reason_gives_its_picks_mean_against_the_next_best():
    from game.core.ai import PlanStats
    from game.core.model import Action

    a = Action("end", ())

    class Planner:
        last_stats = PlanStats(12, 0.9, "time", (20.5, 23.25, 19.0), chosen=1)

    line = reason_from(Planner(), a, "hard", 4)
    assert "3 plans" in line and "12 sampled deals" in line and "23.2" in line and "next best 20.5" in line

    class Kept:
        last_stats = PlanStats(12, 0.9, "time", (20.5, 20.75, 19.0), chosen=0)

    line = reason_from(Kept(), a, "hard", 4)
    assert "20.5 points" in line and "not" not in line and "best other: 20.8" in line


def test_the_few_and_cursed_hint_asks_hard_and_gives_its_plans_figures():
    from game.games.few_and_cursed.ai.hard import HardBot

    match = launch.new_match("few-and-cursed", 2, [SeatInfo("A", None), SeatInfo("B", "easy")], (), 4,
                             autosave=False)
    assert best_level(match.rules.info) == "hard"
    probe = HardBot(0)
    for _ in range(400):  # on to a decision where Hard compares plans (an Action phase's start)
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        obs = match.rules.observe(match.state, seat)
        if seat == 0 and len(probe.plans(match.rules, match.state, seat, legal, obs)) > 1:
            break
        play_out(match, 1, 4)
    else:
        pytest.fail("no decision where Hard compares plans")
    made = []

    def factory(level, seed):
        made.append(level)
        return HardBot(seed, samples=3)

    ask = HintAsk(match, 0, factory)
    assert ask.wait(60) and made == ["hard"]
    hint = None
    for _ in range(100):
        hint = ask.poll()
        if hint is not None:
            break
    assert hint is not None and hint.level == "hard"
    assert "Hard bot: it played out" in hint.reason and "3 sampled deals" in hint.reason
    assert match.refusal(0, hint.action) is None


def test_hints_turned_on_or_off_from_the_pause_menu_apply_to_the_table_at_once(app):
    d = Driver(app)
    match = launch.new_match("wagon-robbers", 2, [SeatInfo("A", None), SeatInfo("B", "easy")], (), 3,
                             autosave=False)
    app.settings.hints = False
    table = launch.open_match(app, match)
    table.bot_pace = 0.0
    assert app.stack.find("aids") is None and table.hint_button is None
    assert wait_frames(d, lambda: 0 in match.to_act() and not table.busy() and table.viewer == 0)
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "pause"
    d.click(d.top.settings_button)
    assert d.top_name == "settings"
    d.click(d.top.hints)
    assert app.settings.hints is True
    aids = app.stack.find("aids")
    stack = list(app.stack)
    assert aids is not None and stack.index(aids) == stack.index(table) + 1  # under the menus, over the table
    d.click(d.top.back)
    d.key(pygame.K_ESCAPE)  # the pause menu's Resume
    assert d.top is aids and aids.hint_label == "Hint (?)"
    d.key(pygame.K_SLASH)
    assert wait_frames(d, lambda: aids.hint is not None)
    d.key(pygame.K_ESCAPE)
    d.click(d.top.settings_button)
    d.click(d.top.hints)
    assert app.settings.hints is False and app.stack.find("aids") is None
    assert table.hint_button is None and aids.hint is None


def test_a_rival_moving_at_the_same_time_has_the_hint_asked_again_not_lost(app):
    """Most Wanted's robbery: everyone commits at once.  A bot committing while the hint thinks
    must not leave the player with nothing: the question is asked again on the match as it is."""
    d = Driver(app)
    table, aids = _hint_table(app, "most-wanted", seed=6)
    match = table.match
    table.bot_pace = 600.0   # the bots wait: the rival's move below is made by hand, at a known moment
    for _ in range(300):
        if len(match.to_act()) > 1 and 0 in match.to_act():
            break
        seat = match.to_act()[0]
        if seat == 0:
            make_move(d, table, 0, Learner(match, 0).choose())
        else:
            match.apply(seat, match.legal_actions(seat)[0])
        wait_frames(d, lambda: not table.busy(), limit=300)
    else:
        pytest.fail("no simultaneous choice came")
    assert wait_frames(d, lambda: not table.busy() and table.viewer == 0)
    d.key(pygame.K_SLASH)
    first = aids.ask
    assert first is not None
    rival = next(s for s in match.to_act() if s != 0)
    table.table_bots.cancel()
    match.apply(rival, match.legal_actions(rival)[0])   # the rival commits while the hint thinks
    d.frames(2)
    assert aids.ask is not None and aids.ask is not first and aids.ask.moves_at == len(match.history)
    assert wait_frames(d, lambda: aids.hint is not None)
    assert aids.hint.moves_at == len(match.history) and match.refusal(0, aids.hint.action) is None


def test_a_controls_tip_stays_on_top_of_a_lesson_callout_wherever_the_callout_lies(app, monkeypatch):
    d = Driver(app)
    aids = _open_lesson_from_select(d, "scotland-yard")   # its map's buttons have tips from the start
    assert wait_frames(d, lambda: aids.callout is not None)
    ui = aids.table.ui
    tipped = next(w for w in ui.walk(True) if w is not ui and getattr(w, "focusable", False) and w.rect.w
                  and w.tooltip_text())
    d.hover(tipped.rect.center)
    d.frames(45)   # past the tip's delay
    tip = ui.tip_rect
    assert tip is not None, "the tip shows"
    # the callout laid right over the tip: the tip is still what shows there
    monkeypatch.setattr(aids, "callout_box", lambda step: (tip.inflate(60, 60), None, ["Words over the tip"]))
    d.frames(1)
    shown = app.screen.copy()
    again = app.screen.copy()
    ui.draw_tip_again(again)
    body = tip.inflate(-16, -16)
    assert all(shown.get_at(p) == again.get_at(p)
               for p in ((body.x, body.y), body.center, (body.right - 1, body.bottom - 1))), \
        "the callout hides the control's tip"
