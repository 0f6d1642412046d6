"""Learn to play: a guided first match, written as data and followed here.

A game's lesson is a JSON file beside its rules (``<package>/learn.json``)::

    {"format": "bounty-lesson", "version": 1,
     "seed": 7, "players": 2, "learner": 0, "names": ["You", "Bill"], "variants": [],
     "topics": [{"id": "piles", "title": "Drawing", "line": "One sentence of the rule.",
                 "actions": ["draw"], "events": []}, ...],
     "steps": [{"id": "hello", "when": "start", "anchor": "hand", "text": "...", "topics": ["piles"]},
               {"id": "draw", "when": "turn", "actions": ["draw"], "anchor": "pile", "text": "..."},
               {"id": "seen", "when": "event", "events": ["revealed"], "anchor": "score", "text": "..."},
               {"id": "end", "when": "over", "anchor": "score", "text": "..."}]}

The match is played on the fixed ``seed`` with the learner at ``learner`` and
Easy bots in the other seats.  Steps are keyed to the match, never to a place on
the screen: ``anchor`` names a part of the table (the table says where it is).

    when "start"   shown as the lesson opens
    when "turn"    shown when the learner is to act and may make a move of one of
                   ``actions`` (any move when the list is empty)
    when "event"   shown when one of ``events`` happened since the last callout
    when "over"    shown when the match has ended

``LessonRun`` follows one match: ``look(...)`` with what the table knows now
returns the callout to show (the first later step whose moment has come:
steps whose moment passed unmet are skipped and their topics stay unmet);
``learner_moved(kind)`` closes a turn step; ``dismiss()`` closes the others.
A topic is met when a callout that names it was shown, when the learner made
one of its ``actions``, or when one of its ``events`` happened; ``unmet()`` lists
the others for the closing summary.

Pure Python: read with ``game.core.content``, errors name the file, step and field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from .content import ContentError, Fields, items, read_document

FORMAT = "bounty-lesson"
VERSION = 1
WHENS = ("start", "turn", "event", "over")
MAX_TEXT = 220           # one or two sentences: a callout is read at a glance
MAX_STEPS = 24


@dataclass(frozen=True)
class Topic:
    id: str
    title: str
    line: str
    actions: tuple[str, ...] = ()
    events: tuple[str, ...] = ()


@dataclass(frozen=True)
class Step:
    id: str
    when: str
    anchor: str
    text: str
    actions: tuple[str, ...] = ()
    events: tuple[str, ...] = ()
    topics: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    game_id: str
    seed: int
    players: int
    learner: int
    names: tuple[str, ...]
    variants: tuple[str, ...]
    topics: tuple[Topic, ...]
    steps: tuple[Step, ...]

    def topic(self, topic_id: str) -> Topic:
        return next(t for t in self.topics if t.id == topic_id)

    def anchors(self) -> set[str]:
        return {s.anchor for s in self.steps}


def parse(doc: dict, source: str, game_id: str) -> Lesson:
    """The lesson in ``doc`` (already read); ContentError naming where it is wrong."""
    top = Fields(doc, source)
    top.only("format", "version", "seed", "players", "learner", "names", "variants", "topics", "steps")
    players = top.int("players", lo=1, hi=12)
    learner = top.int("learner", lo=0, hi=players - 1)
    names = top.names("names")
    if names and len(names) != players:
        top.fail("names", f"expected {players} names, one a seat, got {len(names)}")
    topics = []
    for f in items(doc, source, "topics", "topic", min_count=1):
        f.only("id", "title", "line", "actions", "events")
        topics.append(Topic(f.ident, f.text("title", max_len=40), f.text("line", max_len=MAX_TEXT),
                            f.names("actions"), f.names("events")))
    known = {t.id for t in topics}
    steps = []
    for f in items(doc, source, "steps", "step", min_count=2):
        f.only("id", "when", "anchor", "text", "actions", "events", "topics")
        when = f.choice("when", WHENS)
        step = Step(f.ident, when, f.text("anchor", max_len=40), f.text("text", max_len=MAX_TEXT),
                    f.names("actions"), f.names("events"), f.names("topics"))
        for i, t in enumerate(step.topics):
            if t not in known:
                f.fail(f"topics[{i}]", f"names no topic: {t!r}")
        if when == "event" and not step.events:
            f.fail("events", "an event step needs the events it waits for")
        steps.append(step)
    if len(steps) > MAX_STEPS:
        top.fail("steps", f"expected at most {MAX_STEPS} steps (a short lesson), got {len(steps)}")
    if steps[0].when != "start":
        top.fail("steps", "the first step must be the 'start' one")
    return Lesson(game_id, top.int("seed", lo=0), players, learner, names,
                  tuple(sorted(set(top.names("variants")))), tuple(topics), tuple(steps))


def load(path: str | Path, game_id: str) -> Lesson:
    path = Path(path)
    return parse(read_document(path, FORMAT, VERSION), path.name, game_id)


@dataclass
class LessonRun:
    """One learner's way through a lesson (see the module text)."""

    lesson: Lesson
    index: int = -1                 # the step shown now or last; -1 before the first
    open: bool = False              # a callout is up
    shown: list[str] = field(default_factory=list)
    met: set[str] = field(default_factory=set)
    events_seen: set[str] = field(default_factory=set)   # since the last callout
    finished: bool = False

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.open and self.index >= 0 else None

    @property
    def last(self) -> bool:
        return self.index == len(self.lesson.steps) - 1

    @property
    def counter(self) -> tuple[int, int]:
        """(this callout's number, how many the learner sees in all as it stands): the steps
        shown so far are counted, not their places in the lesson, so a step whose moment
        passed unmet leaves no gap; the later steps may still come."""
        shown = len(self.shown)
        if not shown:
            return 0, len(self.lesson.steps)
        return shown, shown + len(self.lesson.steps) - 1 - self.index

    def saw_events(self, kinds: Iterable[str]) -> None:
        kinds = set(kinds)
        self.events_seen |= kinds
        for t in self.lesson.topics:
            if kinds.intersection(t.events):
                self.met.add(t.id)

    def learner_moved(self, kind: str) -> None:
        for t in self.lesson.topics:
            if kind in t.actions:
                self.met.add(t.id)
        if self.open and self.step.when in ("turn", "start", "event"):
            self._close()

    def dismiss(self) -> None:
        if self.open:
            self._close()

    def _close(self) -> None:
        self.open = False
        if self.last:
            self.finished = True

    def _due(self, step: Step, turn_kinds: set[str] | None, over: bool) -> bool:
        if step.when == "over":
            return over
        if over:
            return False
        if step.when == "turn":
            return turn_kinds is not None and (not step.actions or bool(turn_kinds.intersection(step.actions)))
        if step.when == "event":
            return bool(self.events_seen.intersection(step.events))
        return step.when == "start" and self.index < 0

    def look(self, turn_kinds: set[str] | None, over: bool) -> Step | None:
        """The callout to show now.  ``turn_kinds``: the kinds of move the learner may
        make (None when it is not the learner's turn); ``over``: the match has ended."""
        if self.open or self.finished:
            return self.step
        for i in range(self.index + 1, len(self.lesson.steps)):
            step = self.lesson.steps[i]
            if self._due(step, turn_kinds, over):
                self.index, self.open = i, True
                self.shown.append(step.id)
                self.met.update(step.topics)
                self.events_seen = set()
                return step
        if over:
            self.finished = True  # the match ended before the last steps' moments
        return None

    def unmet(self) -> list[Topic]:
        return [t for t in self.lesson.topics if t.id not in self.met]


__all__ = ["ContentError", "Lesson", "LessonRun", "Step", "Topic", "load", "parse"]
