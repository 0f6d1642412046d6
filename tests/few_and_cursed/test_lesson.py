"""The Few and Cursed's lesson, played to its end through posted clicks as a newcomer who
does what each callout says: its designed match (learn.json's seed) brings every step, in
order, whichever character is chosen: improvise, the store, a ride on a purple road that
costs Curse, the Imp beaten, cleanup, round two's improvise and a cursed encounter; the
counter's "of N" is the number of callouts shown; no callout covers what it points at."""

from __future__ import annotations

import pygame
import pytest

from game.games.few_and_cursed.catalog import catalog
from game.scenes.driver import Driver

CARDS = {c.key: c for c in catalog().cards}
SIREN_HOLLOW = "Siren Hollow"


def _open_lesson(d):
    d.app.go("select")
    d.frames(3)
    d.click(d.top.learn["few-and-cursed"])
    d.frames(3)
    assert d.top_name == "aids"
    aids = d.top
    aids.table.bot_pace = 0.0
    aids.table.runner.min_seconds = 0.0
    return aids


def _node(table, name):
    graph = table.match.rules.desert.graph
    return next(n.id for n in graph.nodes if table.words.space(n.id) == name)


def _newcomer(match, table, character):
    """The move a newcomer makes on reading the callout: the lesson's path through round one."""
    legal = match.legal_actions(0)
    kinds: dict = {}
    for a in legal:
        kinds.setdefault(a.kind, []).append(a)
    me = match.observe(0)["players"][0]
    for kind in ("select", "drop", "pick", "trash", "option"):
        if kind in kinds:
            return next((a for a in kinds[kind] if a.args[0] == character), kinds[kind][0])
    if "visit" in kinds:
        return next(a for a in kinds["visit"] if a.args[0] == "store")
    if "leave" in kinds:
        return kinds["leave"][0]
    if match.observe(0)["phase"] == "action" and not me["acted"]:
        hollow = _node(table, SIREN_HOLLOW)
        beat = [a for a in kinds.get("bounty", []) if match.refusal(0, a) is None]
        if beat:
            return beat[0]
        if me["node"] != hollow:
            ride = [a for a in kinds.get("move", []) if a.args[0] == hollow]
            if ride:
                return ride[0]
            return next(a for a in kinds["play"] if CARDS[a.args[0]].gain.get("move"))
        if "shoot" in kinds:
            return kinds["shoot"][0]
        return next(a for a in kinds["play"] if CARDS[a.args[0]].gain.get("attack"))
    return kinds["end"][0]


def _make(d, table, action):
    before = len(table.match.history)
    for _ in range(6):
        spots = table.move_spots(action)
        assert spots and spots[0] is not None, f"the table shows no place for {action}"
        d.click(spots[0].center)
        if len(table.match.history) > before:
            return
        d.frames(1)
    raise AssertionError(f"{action} was not made by clicking where the table shows it")


@pytest.mark.parametrize("character", ["jebediah", "annabelle", "hollis", "marisol"])
def test_the_lesson_brings_every_step_of_a_round_and_the_next(app, character):
    d = Driver(app)
    aids = _open_lesson(d)
    table, match, run = aids.table, aids.match, aids.run
    steps = [s.id for s in run.lesson.steps]
    counters, rides = [], []
    for _ in range(3000):
        if aids.summary is not None:
            break
        d.frames(1, dt=0.1)
        step = aids.callout
        if step is not None:
            n, total = run.counter
            counters.append((step.id, n, total))
            box, anchor, _lines = aids.callout_box(step)
            if anchor is not None and anchor.w * anchor.h < 0.3 * 1280 * 720:
                assert not box.colliderect(anchor), f"the callout {step.id} lies on what it points at"
            if step.when != "turn":
                d.click(aids.got_it.center)
                continue
        if 0 in match.to_act() and not table.busy() and table.viewer == 0 and not match.is_over():
            if step is None:
                d.frames(1)
                if aids.callout is not None:
                    continue
            action = _newcomer(match, table, character)
            curse = match.observe(0)["players"][0]["curse"]
            _make(d, table, action)
            if action.kind == "move":
                rides.append(match.observe(0)["players"][0]["curse"] - curse)
    assert aids.summary is not None, f"the lesson never ended (shown {run.shown})"
    assert run.shown == steps, "every step of the lesson came, in its order"
    assert {total for _id, _n, total in counters} == {len(steps)}, "the counter's 'of N' is the steps shown"
    assert [n for _id, n, _t in counters] == sorted(n for _id, n, _t in counters)
    assert rides == [1], "the ride to Siren Hollow raised the learner's Curse by one"
    mine = [step.action.kind for step in match.history if step.seat == 0]
    assert "bounty" in mine and "visit" in mine and mine.count("pick") == 2 and mine[-1] == "option"
