"""Tweens and timelines: things that glide, bounce and settle over time.

Pure computation (no pygame): a tween writes interpolated values into an
attribute of any object; whoever draws the object just reads the attribute.

Public API
----------
``Tween(obj, attr, end, duration, ease="easeInOutQuad", delay=0.0, on_done=None, start=None)``
    Animate ``obj.<attr>`` from ``start`` (default: the attribute's value at
    the moment the tween begins, after its delay) to ``end`` in ``duration``
    seconds.  Values are floats or sequences of floats (positions, colours);
    a sequence comes back as the type the start value had (tuple, list, or
    anything built from an iterable such as ``pygame.Vector2``), with floats
    inside: round them when a colour needs ints.  ``ease`` is a pytweening
    function name (``"linear"``, ``"easeInOutQuad"``, ``"easeOutBack"``,
    ``"easeOutBounce"``, ``"easeOutElastic"``, ...) or any callable f(t)->t.
    ``on_done()`` runs once, when the end value has been written.

``Wait(seconds)`` / ``Call(fn)``
    A pause, and an instant callback, for timelines.

``Timeline(on_done=None)``
    Steps that run one after another; the items of one step run together.
    ``then(*items)`` starts a new step, ``with_(*items, after=0.0)`` joins the
    last step (optionally ``after`` seconds into it), ``wait(seconds)`` adds a
    pause step, ``call(fn)`` adds an instant step.  Items are tweens,
    timelines, waits, calls or plain callables.  Every method returns the
    timeline, so they chain.  Time left over when a step ends flows into the
    next one, so a timeline's total duration does not depend on frame rate.

``Tweener(speed=1.0)``
    Owns running animations.  ``speed`` is a number or a function returning
    one, read on every update (e.g. ``lambda: app.anim_speed``).  ``add(anim)`` starts one (and returns it);
    a new standalone Tween replaces a running standalone Tween on the same
    ``(obj, attr)`` so that motions never fight.  ``update(dt)`` advances
    everything by ``dt * speed`` seconds (``speed`` is the animation-speed
    setting; ``math.inf`` finishes everything on the next update).
    ``busy`` is true while anything runs.  ``cancel(obj=None, attr=None)``
    stops the tweens that animate ``obj`` (only its ``attr`` if given; also
    inside timelines, which carry on with their other items) or, without
    ``obj``, everything; cancelled tweens leave values where they are and do
    not call ``on_done``.  ``running`` lists what still runs.
    ``finish_all()`` jumps every animation to its end, firing callbacks in
    order (used when a player skips animations).  ``animating(obj)`` tells
    whether ``obj`` is being tweened.

Every animation (Tween, Wait, Call, Timeline) has ``update(dt) -> leftover``
(the part of ``dt`` it did not need, 0.0 while still running), ``done``,
``finish()``, ``cancel(obj=None, attr=None) -> bool`` and ``targets(obj) -> bool``.

Helpers: ``easing(name_or_fn)`` returns the easing function; ``lerp(a, b, t)``
interpolates numbers or sequences.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from typing import Any, Callable, Union

import pytweening

Number = Union[int, float]
Ease = Union[str, Callable[[float], float]]


def easing(ease: Ease) -> Callable[[float], float]:
    """The easing function for a pytweening name, or ``ease`` itself if callable."""
    if callable(ease):
        return ease
    fn = getattr(pytweening, ease, None)
    if fn is None or not callable(fn) or not (ease == "linear" or ease.startswith("ease")):
        raise ValueError(f"unknown easing {ease!r}; use a pytweening name such as 'easeInOutQuad'")
    return fn


def _is_sequence(value: Any) -> bool:
    return not isinstance(value, (str, bytes)) and hasattr(value, "__len__") and hasattr(value, "__getitem__")


def _rebuild(template: Any, values: list[float]) -> Any:
    """A sequence of ``values`` shaped like ``template`` (tuple, list, Vector2...)."""
    if isinstance(template, tuple):
        return tuple(values)
    if isinstance(template, list):
        return values
    try:
        return type(template)(values)
    except Exception:  # a type that cannot be built from a list: fall back to a tuple
        return tuple(values)


def lerp(a: Any, b: Any, t: float) -> Any:
    """Interpolate numbers or equal-length sequences of numbers (t may overshoot)."""
    if _is_sequence(a):
        if not _is_sequence(b) or len(a) != len(b):
            raise ValueError(f"cannot tween between {a!r} and {b!r}: shapes differ")
        return _rebuild(a, [float(x) + (float(y) - float(x)) * t for x, y in zip(a, b)])
    return float(a) + (float(b) - float(a)) * t


class Animation(ABC):
    """The shared protocol of everything a Tweener or Timeline runs."""

    done: bool = False
    on_done: Callable[[], Any] | None = None

    @abstractmethod
    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; returns the time left over once done."""

    @abstractmethod
    def finish(self) -> None:
        """Jump to the end at once."""

    def cancel(self, obj: Any = None, attr: str | None = None) -> bool:
        """Stop (the parts touching ``obj``, or only its ``attr``); True when this animation is now dead."""
        if obj is None:
            self.done = True
            return True
        return False

    def targets(self, obj: Any) -> bool:
        return False

    def _ended(self) -> None:
        """Done now; ``on_done`` runs, once."""
        self.done = True
        if self.on_done is not None:
            self.on_done()


class Tween(Animation):
    def __init__(self, obj: Any, attr: str, end: Any, duration: float,
                 ease: Ease = "easeInOutQuad", delay: float = 0.0,
                 on_done: Callable[[], Any] | None = None, start: Any = None):
        if duration < 0 or delay < 0:
            raise ValueError("duration and delay must not be negative")
        self.obj = obj
        self.attr = attr
        self.start = start
        self.end = end
        self.duration = float(duration)
        self.delay = float(delay)
        self.ease = easing(ease)
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False
        self._from: Any = None
        self._started = False

    def __repr__(self) -> str:
        return f"Tween({type(self.obj).__name__}.{self.attr} -> {self.end!r}, {self.duration}s)"

    def _begin(self) -> None:
        # The start is read when the tween begins, not when it is built, so a
        # tween queued in a timeline starts from wherever the previous step left it.
        self._from = getattr(self.obj, self.attr) if self.start is None else self.start
        self._started = True

    def value_at(self, elapsed: float) -> Any:
        """The value ``elapsed`` seconds after the tween was started (delay included)."""
        if not self._started:
            self._begin()
        t = (elapsed - self.delay) / self.duration if self.duration > 0 else 1.0
        t = min(1.0, max(0.0, t))
        return lerp(self._from, self.end, self.ease(t))

    @property
    def progress(self) -> float:
        """0..1 of the eased part (before easing)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed < self.delay:
            return 0.0
        if not self._started:
            self._begin()
        total = self.delay + self.duration
        if self.elapsed >= total:
            leftover = self.elapsed - total
            self._complete()
            return leftover
        setattr(self.obj, self.attr, self.value_at(self.elapsed))
        return 0.0

    def _complete(self) -> None:
        self.elapsed = self.delay + self.duration
        # Write the exact end value (a copy of sequences, typed like the start).
        value = _rebuild(self._from, [float(v) for v in self.end]) if _is_sequence(self.end) else self.end
        setattr(self.obj, self.attr, value)
        self._ended()

    def finish(self) -> None:
        if self.done:
            return
        if not self._started:
            self._begin()
        self._complete()

    def cancel(self, obj: Any = None, attr: str | None = None) -> bool:
        if obj is None or (obj is self.obj and (attr is None or attr == self.attr)):
            self.done = True
            return True
        return False

    def targets(self, obj: Any) -> bool:
        return obj is self.obj


class Wait(Animation):
    def __init__(self, seconds: float):
        if seconds < 0:
            raise ValueError("a wait must not be negative")
        self.duration = float(seconds)
        self.elapsed = 0.0
        self.done = False

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            return self.elapsed - self.duration
        return 0.0

    def finish(self) -> None:
        self.elapsed = self.duration
        self.done = True


class Call(Animation):
    def __init__(self, fn: Callable[[], Any]):
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


def _as_animation(item: Any) -> Animation:
    if isinstance(item, Animation):
        return item
    if callable(item):
        return Call(item)
    raise TypeError(f"a timeline runs tweens, timelines, waits and callables, not {item!r}")


class Timeline(Animation):
    def __init__(self, on_done: Callable[[], Any] | None = None):
        self.steps: list[list[Animation]] = []
        self.index = 0
        self.done = False
        self.on_done = on_done

    def __repr__(self) -> str:
        return f"Timeline({len(self.steps)} steps, at {self.index})"

    # building -----------------------------------------------------------
    def then(self, *items: Any) -> "Timeline":
        """A new step: it starts when everything before it has finished."""
        self.steps.append([_as_animation(i) for i in items])
        self.done = False
        return self

    def with_(self, *items: Any, after: float = 0.0) -> "Timeline":
        """Run ``items`` alongside the last step, ``after`` seconds into it."""
        if not self.steps:
            self.steps.append([])
        anims = [_as_animation(i) for i in items]
        if after > 0:
            anims = [Timeline().wait(after).then(*anims)]
        self.steps[-1].extend(anims)
        self.done = False
        return self

    def wait(self, seconds: float) -> "Timeline":
        return self.then(Wait(seconds))

    def call(self, fn: Callable[[], Any]) -> "Timeline":
        return self.then(Call(fn))

    # running ------------------------------------------------------------
    def update(self, dt: float) -> float:
        if self.done:
            return dt
        while self.index < len(self.steps):
            step = self.steps[self.index]
            leftover = dt
            for anim in list(step):
                if not anim.done:
                    leftover = min(leftover, anim.update(dt))
            if not all(a.done for a in step):
                return 0.0
            # The step ended when its longest item did: pass on what remains.
            dt = leftover
            self.index += 1
        self._ended()
        return dt

    def finish(self) -> None:
        if self.done:
            return
        while self.index < len(self.steps):
            for anim in list(self.steps[self.index]):
                anim.finish()
            self.index += 1
        self._ended()

    def cancel(self, obj: Any = None, attr: str | None = None) -> bool:
        if obj is None:
            self.done = True
            return True
        for step in self.steps[self.index:]:
            step[:] = [a for a in step if not a.cancel(obj, attr)]
        return False

    def targets(self, obj: Any) -> bool:
        return any(a.targets(obj) for step in self.steps[self.index:] for a in step if not a.done)

    @property
    def duration(self) -> float:
        """Total length in seconds (steps in sequence, items of a step together)."""
        total = 0.0
        for step in self.steps:
            total += max((_duration_of(a) for a in step), default=0.0)
        return total


def _duration_of(anim: Animation) -> float:
    if isinstance(anim, Tween):
        return anim.delay + anim.duration
    if isinstance(anim, (Wait, Timeline)):
        return anim.duration
    return 0.0


class Tweener:
    #: how many rounds of callbacks-that-start-animations finish_all follows
    MAX_FINISH_ROUNDS = 1000

    def __init__(self, speed: float | Callable[[], float] = 1.0):
        self.speed = speed
        self._running: list[Animation] = []

    def _speed(self) -> float:
        return float(self.speed() if callable(self.speed) else self.speed)

    def __len__(self) -> int:
        return sum(1 for a in self._running if not a.done)

    @property
    def busy(self) -> bool:
        return any(not a.done for a in self._running)

    def add(self, anim: Any) -> Any:
        """Start ``anim`` (a Tween, Timeline, Wait, Call or callable); returns it."""
        anim = _as_animation(anim)
        if isinstance(anim, Tween):
            for other in self._running:
                if isinstance(other, Tween) and other.obj is anim.obj and other.attr == anim.attr:
                    other.done = True
        self._running = [a for a in self._running if not a.done]
        self._running.append(anim)
        return anim

    def update(self, dt: float) -> None:
        speed = self._speed()
        if math.isinf(speed):
            self.finish_all()
            return
        step = dt * max(0.0, speed)
        # Iterate over a snapshot: callbacks may add new animations, which
        # start on the next update.
        for anim in list(self._running):
            if not anim.done:
                anim.update(step)
        self._running = [a for a in self._running if not a.done]

    def cancel(self, obj: Any = None, attr: str | None = None) -> None:
        for anim in list(self._running):
            anim.cancel(obj, attr)
        self._running = [a for a in self._running if not a.done]

    @property
    def running(self) -> list[Animation]:
        """The animations still running (a copy)."""
        return [a for a in self._running if not a.done]

    def finish_all(self) -> None:
        for _ in range(self.MAX_FINISH_ROUNDS):
            pending = [a for a in self._running if not a.done]
            if not pending:
                break
            for anim in pending:
                anim.finish()
        self._running = [a for a in self._running if not a.done]

    def animating(self, obj: Any) -> bool:
        return any(not a.done and a.targets(obj) for a in self._running)


def tween_many(obj: Any, values: dict[str, Any], duration: float, ease: Ease = "easeInOutQuad",
               delay: float = 0.0, on_done: Callable[[], Any] | None = None) -> Timeline:
    """One step that tweens several attributes of ``obj`` together; ``on_done`` once at the end."""
    tl = Timeline(on_done=on_done)
    tl.then(*[Tween(obj, attr, end, duration, ease, delay) for attr, end in values.items()])
    return tl


__all__ = ["Animation", "Call", "Timeline", "Tween", "Tweener", "Wait", "easing", "lerp", "tween_many"]
