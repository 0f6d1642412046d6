"""Finds text that a player cannot read whole: cut by its box or covered.

While a check is recording, every text drawn through game.engine.text (draw,
blit) is noted with the surface it went to, its box (given by the caller,
else the widget drawing it, else the surface's clip) and the pixels of its
glyphs right after they were drawn.  At the end of the frame three things are
flagged:

    "clipped"   glyph ink outside its box (or past the surface's edge)
    "cut"       text shortened with "..." to fit its box (text.ellipsize)
    "covered"   glyph pixels changed by something drawn later (a badge, a
                rivet, a pawn, a button...)
    "under"     text on the screen lying on a control it does not belong to
    "unseen"    text rendered (by a font from game.engine.text, or text.render)
                and put on a surface without text.blit, so nobody knows where
                it went: every text must pass the check's eyes

    with layout_check.recording(app.screen) as rec:
        ... build the scene, run frames (App.draw starts each frame on the recorder)
        problems = layout_check.check_scene(app, rec)     [Problem(kind, text, rect, detail)]

Nothing is recorded, and nothing costs anything, unless a check is running.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from .canvas import as_canvas, resampled

# A glyph pixel counts when it is mostly ink; a change counts when a channel moved this much.
INK_ALPHA = 150
CHANGE = 40
# Covered: at least this many ink pixels changed and this share of the ink.
COVERED_PIXELS = 4
COVERED_SHARE = 0.03
SLACK = 1  # anti-aliasing may spill one pixel past a box


@dataclass(frozen=True)
class Problem:
    kind: str
    text: str
    rect: tuple[int, int, int, int]
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.text!r} at {self.rect} ({self.detail})"


class _Draw:
    """One text put down on ``surface`` (``pixels`` its real pixels, at scale
    ``k``): ``ink``/``box`` logical, ``ink_px``/``box_px`` the same in real pixels."""

    __slots__ = ("surface", "text", "ink", "box", "owner", "mask", "after", "frame", "callers", "pixels", "ink_px",
                 "box_px", "k")

    def __init__(self, surface, text, ink, box, owner, mask, after, frame, callers, pixels, ink_px, box_px, k):
        self.surface, self.text, self.ink, self.box = surface, text, ink, box
        self.owner, self.mask, self.after, self.frame = owner, mask, after, frame
        self.callers = callers
        self.pixels, self.ink_px, self.box_px, self.k = pixels, ink_px, box_px, k


class Recorder:
    def __init__(self, screen: pygame.Surface | None = None):
        self.screen = screen
        self.draws: list[_Draw] = []
        self.frame = 0
        self.paused = False
        self._owners: list = []
        self.cuts: dict[str, str] = {}  # text as shown -> the whole text it was cut from
        # Rendered text not yet put anywhere through text.blit: id -> (text, image,
        # ids of the objects whose methods were rendering it, so a scene answers
        # only for its own).  The image is held so its id is not reused while it waits.
        self.pending: dict[int, tuple[str, pygame.Surface, frozenset[int]]] = {}
        self._placed: set[int] = set()
        self._placed_images: list[pygame.Surface] = []

    def moved(self, img: pygame.Surface, to: pygame.Surface) -> None:
        """``to`` is ``img`` transformed: the text waits to be put down as ``to``."""
        waiting = self.pending.pop(id(img), None)
        if waiting is not None:
            self.pending[id(to)] = (waiting[0], to, waiting[2])

    def note_render(self, img: pygame.Surface, text: str) -> None:
        if self.paused or not text.strip() or id(img) in self._placed:
            return
        self.pending[id(img)] = (text, img, _callers())

    def note_cut(self, shown: str, whole: str) -> None:
        if not self.paused:
            self.cuts[shown] = whole

    def new_frame(self) -> None:
        """A frame starts: the screen's earlier text is gone (other surfaces may be kept caches)."""
        self.frame += 1
        self.draws = [d for d in self.draws if d.surface is not self.screen]

    # -- hooks the text module and the widgets call --------------------------
    def push_owner(self, widget) -> None:
        self._owners.append(widget)

    def pop_owner(self) -> None:
        if self._owners:
            self._owners.pop()

    def record(self, surface, img, rect: pygame.Rect, text: str, box: pygame.Rect | None) -> None:
        """``text`` was put on ``surface`` (a Canvas or a plain Surface) at logical ``rect``."""
        if id(img) not in self._placed:
            self._placed.add(id(img))
            self._placed_images.append(img)
        self.pending.pop(id(img), None)
        if self.paused or not text.strip():
            return
        canvas = as_canvas(surface)
        pixels, k = canvas.surface, canvas.k
        shown = resampled(img, k)  # the very pixels the blit put down
        bound = shown.get_bounding_rect(INK_ALPHA if shown.get_flags() & pygame.SRCALPHA else 1)
        if bound.w == 0 or bound.h == 0:
            return
        at = canvas.ppos(rect.topleft)
        ink_px = bound.move(at)
        ink = canvas.lrect(ink_px)
        on_screen = surface is self.screen
        owner = self._owners[-1] if self._owners else None
        if box is None:
            box = _default_box(canvas, owner if on_screen else None)
        visible = ink_px.clip(pixels.get_rect())
        mask = after = None
        if visible.w and visible.h:
            mask = _ink_mask(shown, bound, visible.move(-at[0], -at[1]))
            after = pixels.subsurface(visible).copy()
        callers = _callers() if not on_screen else frozenset()
        self.draws.append(_Draw(surface, text, ink, pygame.Rect(box), owner, mask, after, self.frame, callers,
                                pixels, ink_px, canvas.prect(box), k))

    # -- the verdict ------------------------------------------------------------
    def problems(self, widgets=(), scene=None, others=()) -> list[Problem]:
        """What is wrong; with ``scene``, text that one of ``others`` (the scenes
        beneath it) rendered and never put down, or drew on a picture of its
        own, is left to their own check."""
        mine, theirs = {id(scene)}, {id(o) for o in others} - {id(scene)}
        found: list[Problem] = [Problem("unseen", t, (0, 0, *img.get_size()),
                                        "rendered but never put down through text.blit")
                                for t, img, callers in self.pending.values()
                                if scene is None or callers & mine or not callers & theirs]
        leaves = [w for w in widgets if w.visible and not hasattr(w, "children") and w.rect.w and w.rect.h]
        latest: dict[int, int] = {}
        for d in self.draws:  # a surface drawn again is judged by its latest drawing only
            latest[id(d.surface)] = max(latest.get(id(d.surface), 0), d.frame)
        for d in self.draws:
            if d.frame != latest[id(d.surface)]:
                continue
            if scene is not None and d.callers & theirs and not d.callers & mine:
                continue  # a picture a scene beneath made and keeps: its own check judges it
            if d.text in self.cuts:
                found.append(Problem("cut", self.cuts[d.text], tuple(d.ink), f"shown as {d.text!r}"))
                continue
            slack = max(SLACK, round(SLACK * d.k))
            if not d.box_px.inflate(2 * slack, 2 * slack).contains(d.ink_px):
                found.append(Problem("clipped", d.text, tuple(d.ink), f"its box is {tuple(d.box)}"))
                continue
            changed = _changed_ink(d)
            if changed >= COVERED_PIXELS * max(1.0, d.k * d.k) and changed >= COVERED_SHARE * d.mask.count():
                found.append(Problem("covered", d.text, tuple(d.ink),
                                     f"{changed} of {d.mask.count()} glyph pixels drawn over later"))
                continue
            if self.screen is not None and d.surface is self.screen:
                for w in leaves:
                    if w is d.owner or not w.rect.colliderect(d.ink.inflate(-2, -2)):
                        continue
                    found.append(Problem("under", d.text, tuple(d.ink),
                                         f"lies on {type(w).__name__} {_name(w)} at {tuple(w.rect)}"))
                    break
        return found


def _callers() -> frozenset[int]:
    """The objects whose methods are on the stack (the scene drawing, the widget...)."""
    out = set()
    frame = sys._getframe(2)
    while frame is not None:
        owner = frame.f_locals.get("self")
        if owner is not None:
            out.add(id(owner))
        frame = frame.f_back
    return frozenset(out)


def _name(widget) -> str:
    return repr(getattr(widget, "label", None) or getattr(widget, "text", None) or "")


def _default_box(surface, owner) -> pygame.Rect:
    if owner is not None and not hasattr(owner, "children"):
        return pygame.Rect(owner.rect)
    return surface.get_clip()


def _ink_mask(img: pygame.Surface, bound: pygame.Rect, visible: pygame.Rect) -> pygame.mask.Mask:
    part = img.subsurface(visible)
    if img.get_flags() & pygame.SRCALPHA:
        return pygame.mask.from_surface(part, INK_ALPHA)
    return pygame.mask.from_surface(part)


def _changed_ink(d: _Draw) -> int:
    """How many of the text's ink pixels look different at the end of the frame."""
    if d.mask is None:
        return 0
    area = pygame.Rect(d.ink_px.clip(d.pixels.get_rect()))
    if area.size != d.after.get_size():
        return 0
    now = d.pixels.subsurface(area).copy()
    before = d.after
    diff = now.copy()
    diff.blit(before, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back = before.copy()
    back.blit(now, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (CHANGE, CHANGE, CHANGE, 255))
    same.invert()
    return d.mask.overlap_area(same, (0, 0))


_active: Recorder | None = None


def active() -> Recorder | None:
    return _active


@contextmanager
def recording(screen: pygame.Surface | None = None):
    global _active
    previous, _active = _active, Recorder(screen)
    try:
        yield _active
    finally:
        _active = previous


def check_scene(app, rec: Recorder, scene=None) -> list[Problem]:
    """Draw the app's stack once more and judge ``scene`` (the top one by
    default): its text on the screen this frame, and any text kept on other
    surfaces while ``rec`` was recording (cards and panels drawn once and
    cached).  The scenes beneath and the toasts are not judged."""
    scene = scene or app.stack.top
    screen = app.screen
    rec.screen = screen
    rec.new_frame()
    screen.fill((0, 0, 0))
    for below in app.stack.visible_scenes():
        if below is scene:
            break
        rec.paused = True
        try:
            below.draw(screen)
        finally:
            rec.paused = False
    scene.draw(screen)
    return rec.problems(scene_widgets(scene), scene, list(app.stack))


# The widget roots ``scene_widgets`` looks for: game.engine.widgets.base adds
# its UI (the widgets draw text through this module, so it cannot import them).
WIDGET_ROOTS: list[type] = []


def scene_widgets(scene) -> list:
    """Every widget of every UI a scene holds (its ``ui`` and any other UI attribute)."""
    kinds = tuple(WIDGET_ROOTS)
    roots = [v for v in vars(scene).values() if isinstance(v, kinds)]
    out: list = []
    for root in roots:
        out.extend(w for w in root.walk(True) if w is not root)
    return out
