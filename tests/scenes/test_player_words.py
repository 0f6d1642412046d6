"""The words a player reads follow a few rules of English: a verb agrees with "You"
(a lesson names its learner "You"), a count agrees with its noun, and nothing is
left in the half-written forms "card(s)" or "You (you)".  Checked on everything
drawn at every table while a few moves of a match and of its lesson are played,
and on the results."""

from __future__ import annotations

import re

import pytest

from game.core import words
from game.core.match import SeatInfo
from game.engine import text
from game.scenes import launch
from game.scenes.driver import Driver, play_out

from aids_helpers import Learner, go_on

# The Few and Cursed's table words are being rewritten with its table (its own package).
GAMES = ["most-wanted", "wagon-robbers", "scotland-yard", "fugitive"]

_YOU_VERB = re.compile(r"\bYou ([a-z]+)\b")
_ONE = re.compile(r"(?:^|(\S+) )1 ([a-z]+)\b")
_NOT_PLURAL = {"bus", "plus", "bonus", "news", "gas", "chess", "pass", "loss", "class"}
_ONE_VERBS = {"is", "was", "has", "does"}   # "1 is within reach": a figure as the subject


def grammar_problems(line: str) -> list[str]:
    """What is wrong with one line a player reads (an empty list: nothing)."""
    found = []
    for m in _YOU_VERB.finditer(line):
        word = m.group(1)
        if words.verb("You", word) != word and word not in _NOT_PLURAL:
            found.append(f"'You {word}'")
    if "(you)" in line and re.search(r"\bYou \(you\)", line):
        found.append("'You (you)'")
    if re.search(r"[a-z]\(s\)", line):
        found.append("'(s)' plural")
    for m in _ONE.finditer(line):
        before, word = m.group(1) or "", m.group(2)
        if before[:1].isupper() or before in ("to", "on", "at", "space", "station", "of"):
            continue   # "Detective 1 takes", "to 1", "page 1 of"
        if word.endswith("s") and not word.endswith("ss") and word not in _NOT_PLURAL | _ONE_VERBS:
            found.append(f"'1 {word}'")
    return found


def test_the_grammar_list_finds_what_it_should():
    assert grammar_problems("You robs the Train") == ["'You robs'"]
    assert grammar_problems("You has second thoughts; 1 matches; 2 passenger(s)") == \
        ["'You has'", "'(s)' plural", "'1 matches'"]
    assert grammar_problems("You (you)") == ["'You (you)'"]
    assert grammar_problems("You rob the Train; Detective 1 takes the bus to 1; 1 card; You pass") == []


def test_names_and_counts_agree():
    assert words.says("You", "robs the Train") == "You rob the Train"
    assert words.says("Ada", "robs the Train") == "Ada robs the Train"
    assert words.says("You", "has second thoughts") == "You have second thoughts"
    assert words.says("You", "passes") == "You pass"
    assert words.says("You", "+4, now on space 4") == "You +4, now on space 4"
    assert words.says("You", "'s cards are all one suit") == "Your cards are all one suit"
    assert words.possessive("You") == "Your" and words.possessive("Bill") == "Bill's"
    assert [words.count(n, "match") for n in (0, 1, 2)] == ["0 matches", "1 match", "2 matches"]
    assert words.count(1, "passenger") == "1 passenger" and words.count(3, "passenger") == "3 passengers"
    assert words.named("You", True) == "You" and words.named("Ada", True) == "Ada (you)"


@pytest.fixture
def seen(monkeypatch):
    """Every text drawn while the test runs (all text goes down through ``text.blit``)."""
    lines: set[str] = set()
    real = text.blit

    def blit(surface, img, pos, words_, box=None):
        lines.add(words_)
        return real(surface, img, pos, words_, box)

    monkeypatch.setattr(text, "blit", blit)
    return lines


def _play(app, table, moves: int, seed: int) -> None:
    d = Driver(app)
    match = table.match
    learners: dict[int, Learner] = {}
    for _ in range(moves):
        for _wait in range(200):
            if match.is_over() or any(match.seats[s].is_human for s in match.to_act()) and not table.busy():
                break
            go_on(d)
            d.frames(1, dt=0.1)
        if match.is_over():
            break
        seat = next((s for s in match.to_act() if match.seats[s].is_human), None)
        if seat is None:
            break
        learner = learners.setdefault(seat, Learner(match, seat, seed))
        match.apply(seat, learner.choose())
        d.frames(6, dt=0.1)
        aids = app.stack.find("aids")
        if aids is not None and aids.callout is not None and aids.callout.when != "turn":
            aids.dismiss()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_and_lesson_reads_as_english(app, game_id, seen):
    launch.start_lesson(app, game_id)
    _play(app, app.stack.find("table"), 14, 3)
    info = launch.rules_for(game_id).info
    n = max(info.min_seats, min(3, info.max_seats))
    seats = [SeatInfo("You" if i == 0 else f"Rider {i}", None if i == 0 else "easy") for i in range(n)]
    match = launch.new_match(game_id, n, seats, (), 11, autosave=False)
    table = launch.open_match(app, match)
    _play(app, table, 10, 5)
    play_out(match, seed=2)
    d = Driver(app)
    for _ in range(3000):
        if app.stack.find("results") is not None:
            break
        go_on(d)
        d.frames(1, dt=0.1)
    d.frames(30, dt=0.1)
    assert app.stack.find("results") is not None
    problems = {line: grammar_problems(line) for line in seen}
    assert len(seen) > 40
    bad = sorted(f"{line!r}: {found}" for line, found in problems.items() if found)
    assert not bad, "\n".join(bad)


# -- the lessons' own words -------------------------------------------------------------------

def test_a_lessons_counter_counts_the_callouts_shown_with_no_gap():
    """A step whose moment passed unmet is not counted: 1, 2, 3, never 1, 3."""
    from game.core import lesson as lessons

    doc = {"format": "bounty-lesson", "version": 1, "seed": 3, "players": 2, "learner": 0,
           "topics": [{"id": "goal", "title": "Goal", "line": "Win."}],
           "steps": [{"id": "hi", "when": "start", "anchor": "hand", "text": "Hello."},
                     {"id": "boom", "when": "event", "events": ["boom"], "anchor": "score", "text": "Boom."},
                     {"id": "draw", "when": "turn", "actions": ["draw"], "anchor": "pile", "text": "Draw."},
                     {"id": "end", "when": "over", "anchor": "score", "text": "Done."}]}
    run = lessons.LessonRun(lessons.parse(doc, "learn.json", "x"))
    seen = []
    run.look(None, False)
    seen.append(run.counter)
    run.dismiss()
    run.look({"draw"}, False)   # "boom" never came: skipped
    seen.append(run.counter)
    run.learner_moved("draw")
    run.look(None, True)
    seen.append(run.counter)
    assert seen == [(1, 4), (2, 3), (3, 3)]


def test_the_scotland_yard_lesson_counts_the_tickets_the_plates_show():
    """The lesson seats one player's two detectives: they share one supply, and the callout
    about tickets says the figures on the plates."""
    from game.games.scotland_yard.rules.state import Layout

    lesson = launch.lesson_for("scotland-yard")
    taxi, bus, underground = Layout(lesson.players).account_start[0]
    step = next(s for s in lesson.steps if s.id == "tickets")
    assert f"{taxi} taxi, {bus} bus and {underground} underground" in step.text


# -- hints in the game's words ------------------------------------------------------------------

def _hint(match, seat: int):
    from functools import partial

    from game import games
    from game.scenes.hint import HintAsk

    why = launch.table_module(match.rules.info.id, "hints").why
    ask = HintAsk(match, seat, partial(games.bot_for, match.rules.info.id), why=why)
    assert ask.wait(120)
    for _ in range(100):
        hint = ask.poll()
        if hint is not None:
            return hint
    raise AssertionError(ask.error or "no hint came")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_says_why_in_the_games_terms_and_the_same_for_the_same_position(game_id):
    """"Mister X may be on 3 stations...", not "tried this move in 62 of 300 look-ahead games";
    and asked twice at one position, the same move for the same reason."""
    info = launch.rules_for(game_id).info
    seats = [SeatInfo(f"P{i}", None if i == 0 else "easy") for i in range(max(2, info.min_seats))]
    reasons = []
    for steps in (0, 3, 6):
        match = launch.new_match(game_id, len(seats), seats, (), 9, autosave=False)
        while len(match.history) < steps or 0 not in match.to_act():
            if match.is_over():
                break
            play_out(match, 1, 9)
        if match.is_over() or 0 not in match.to_act():
            continue
        first, again = _hint(match, 0), _hint(match, 0)
        assert (first.action, first.words, first.reason) == (again.action, again.words, again.reason)
        reasons.append((first.action, first.reason))
    assert reasons
    for action, reason in reasons:
        assert "look-ahead" not in reason and " bot" not in reason, (game_id, action, reason)
        assert grammar_problems(reason) == []
