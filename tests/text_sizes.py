"""The real pixel size of every text that reaches the screen while a layout check records.

    with text_sizes.watching() as drawn:
        with layout_check.recording(app.screen) as rec:
            ... draw frames ...
    text_sizes.smallest(drawn)           -> the smallest real pixel size drawn
    text_sizes.below(drawn, 11)          -> [(text, px, where)] drawn smaller than 11 px
    text_sizes.fresh_art(module, ...)    -> empties the modules' art caches, so a test sees every
                                            text drawn (a cached card face is not drawn again)

A text is noted with the pixel size of the font that set it (text.render,
render_wrapped, a font's own render), times the scale it is put down at over
the scale it was made at.  A picture holding texts (a card face, a line made
of pieces) carries them along: resized (gfx.smoothscale, text.scaled),
copied, or blitted onto another picture, its texts shrink or grow with it,
and they count as drawn when the picture reaches the screen.  A text put
down through text.blit with no known size (made some other way) is noted
with size None, so a test sees what it missed.  ``where`` is the first
caller outside game/engine (and outside a table's text helpers, HELPERS), so a
failure names the line to fix.

Shared by every table's and scene's readable-size tests."""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from dataclasses import dataclass

import pytest

from game.engine import canvas, gfx, layout_check, text


@dataclass(frozen=True)
class Drawn:
    text: str
    px: float | None   # real pixels of the font, as shown on the screen; None: unknown
    where: str         # the first caller outside the engine: "game/games/.../glyphs.py:120"


_ENGINE = (os.sep + os.path.join("game", "engine") + os.sep, __file__)
# A table's own helpers that set text for others: the line that calls them is named instead.
HELPERS = {"fitted_text", "draw_line", "_line_image"}


def _caller() -> str:
    frame = sys._getframe(2)
    while frame is not None and (any(part in frame.f_code.co_filename for part in _ENGINE)
                                 or frame.f_code.co_name in HELPERS):
        frame = frame.f_back
    if frame is None:
        return "?"
    name = frame.f_code.co_filename
    cut = name.rfind(os.sep + "game" + os.sep)
    return f"{name[cut + 1:] if cut >= 0 else name}:{frame.f_lineno}"


class _Held:
    """Pictures and the texts on them, by id: a rendered text holds itself; a picture texts
    were put on holds those.  Each as (text, real pixels in the picture's own pixels, where).
    The pictures are kept, so an id is never reused while noted."""

    def __init__(self):
        self.items: dict[int, tuple[object, list[tuple[str, float, str]]]] = {}

    def of(self, picture) -> list[tuple[str, float, str]]:
        got = self.items.get(id(picture))
        return got[1] if got is not None else []

    def add(self, picture, texts) -> None:
        if not texts:
            return
        got = self.items.get(id(picture))
        if got is None:
            self.items[id(picture)] = (picture, list(texts))
        else:
            got[1].extend(t for t in texts if t not in got[1])

    def moved(self, source, to, factor: float) -> None:
        """``to`` shows ``source`` with its pixels ``factor`` times as big."""
        self.add(to, [(t, px * factor, where) for t, px, where in self.of(source)])


def _font_px(font) -> int | None:
    for (_role, px, _k), f in text._fonts.items():
        if f is font:
            return px
    return None


def _height(picture) -> int:
    return canvas.pixels_of(picture).get_height()


@contextmanager
def watching():
    """Within it, every text that reaches a running layout check's screen is added to the
    yielded list as a Drawn."""
    held = _Held()
    drawn: list[Drawn] = []
    patch = pytest.MonkeyPatch()
    real = {"render": text.render, "wrapped": text.render_wrapped, "font": text._SeenFont.render,
            "record": layout_check.Recorder.record, "smooth": gfx.smoothscale, "scale_to": gfx.scale_to,
            "blit": canvas.Canvas.blit, "copy": canvas.Canvas.copy}

    def render(words, role="ui", size=20, color=text.INK, *, k=None, **kw):
        img = real["render"](words, role, size, color, k=k, **kw)
        held.add(img, [(words, text.pixel_size(size, gfx.scale() if k is None else float(k)), _caller())])
        return img

    def render_wrapped(words, role="ui", size=20, color=text.INK, width=400, **kw):
        img = real["wrapped"](words, role, size, color, width, **kw)
        held.add(img, [(words, text.pixel_size(size), _caller())])
        return img

    def font_render(self, words, *a, **kw):
        img = real["font"](self, words, *a, **kw)
        px = _font_px(self)
        if px is not None:
            held.add(img, [(str(words), px, _caller())])
        return img

    def resized(name):
        def resize(picture, size, *a, **kw):
            out = real[name](picture, size, *a, **kw)
            if _height(picture):
                held.moved(picture, out, _height(out) / _height(picture))
            return out
        return resize

    def copy(self):
        out = real["copy"](self)
        held.moved(self, out, 1.0)
        return out

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        done = real["blit"](self, source, dest, area, special_flags)
        texts = held.of(source)
        if texts:
            factor = self.k / canvas.scale_of(source)
            rec = layout_check.active()
            if rec is not None and self is rec.screen and not rec.paused:
                drawn.extend(Drawn(t, px * factor, where) for t, px, where in texts)
            else:
                held.moved(source, self, factor)
        return done

    def record(rec, surface, img, rect, words, box):
        real["record"](rec, surface, img, rect, words, box)
        if surface is rec.screen and not rec.paused and words.strip() and not held.of(img):
            drawn.append(Drawn(words, None, _caller()))   # put down, but made no way we know

    patch.setattr(text, "render", render)
    patch.setattr(text, "render_wrapped", render_wrapped)
    patch.setattr(text._SeenFont, "render", font_render)
    patch.setattr(gfx, "smoothscale", resized("smooth"))
    patch.setattr(gfx, "scale_to", resized("scale_to"))
    patch.setattr(canvas.Canvas, "blit", blit)
    patch.setattr(canvas.Canvas, "copy", copy)
    patch.setattr(layout_check.Recorder, "record", record)
    try:
        yield drawn
    finally:
        patch.undo()


def fresh_art(*modules) -> None:
    """Empty the art caches (gfx.cached functions, gfx.ArtCache dicts) of ``modules``, so the
    pictures they hand out are made again, and their texts seen, while a test watches."""
    for module in modules:
        for value in list(vars(module).values()):
            if isinstance(value, gfx.ArtCache):
                value.clear()
            elif callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", "") == module.__name__:
                value.cache_clear()


def smallest(drawn: list[Drawn]) -> float:
    """The smallest real pixel size among the texts drawn (a text of unknown size counts as 0)."""
    return min((d.px if d.px is not None else 0 for d in drawn), default=float("inf"))


def below(drawn: list[Drawn], px: float) -> list[tuple[str, float | None, str]]:
    """(text, real pixels, where) of the texts drawn smaller than ``px`` real pixels (or of
    unknown size), each once, smallest first."""
    small = {(d.text, None if d.px is None else round(d.px, 1), d.where) for d in drawn
             if d.px is None or d.px < px - 0.01}
    return sorted(small, key=lambda t: (t[1] if t[1] is not None else -1, t[2], t[0]))


def drawn_at(app, percents, frames: int = 3):
    """At each of the Settings' text sizes ``percents``, changed under the app's top scene as
    Settings does: (drawn, rec), the texts drawn and the layout check's record of a few frames.
    At each, the layout check must find nothing cut or covered and the app no error."""
    from game.scenes import capture

    for percent in percents:
        capture.use_text_size(app, percent)
        with watching() as drawn, layout_check.recording(app.screen) as rec:
            text.clear_cache()
            gfx.forget_art()   # what was drawn before watching is drawn again, to be seen
            app.settle(frames, 1 / 30)
            problems = [str(p) for p in layout_check.check_scene(app, rec)]
        assert app.errors == [] and problems == [], (percent, problems)
        yield drawn, rec


def sizes_at(app, percents, frames: int = 3) -> list[dict[str, float]]:
    """The real pixel size of each text on the app's top scene at each of ``percents`` (see drawn_at)."""
    return [{d.text: d.px for d in drawn if d.px is not None} for drawn, _rec in drawn_at(app, percents, frames)]


def table_words_at(game_id: str, players: int, after: int, percents, frames: int = 2):
    """A fresh table of ``game_id`` (``players`` seats, ``after`` actions in), walked through the
    text sizes ``percents`` (see drawn_at): at each, {text: (real pixel size, ink rect)} of what
    it draws, the ink where a text was first put down.  The table stays at that size until the
    next is asked for, so a caller can read its layout there."""
    from game.app import App
    from game.scenes import capture

    with capture.scratch_home():
        app = App(headless=True)
        try:
            capture.prepare(app, game_id, 0, players, after)
            for drawn, rec in drawn_at(app, percents, frames):
                inks: dict = {}
                for d in rec.draws:
                    inks.setdefault(d.text, d.ink)
                yield {d.text: (d.px, inks.get(d.text)) for d in drawn if d.px is not None}
        finally:
            app.shutdown()


def starting(words: dict, start: str):
    """The value of the first text in ``words`` that begins with ``start``."""
    return next(v for t, v in words.items() if t.startswith(start))
