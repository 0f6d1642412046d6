"""The layer over a table that teaches and advises: learn-to-play callouts and hints.

    app.stack.push(TableAids(app, table, lesson=run, hints=True))

It lies over any game's table (transparent, and the table keeps running
beneath it), so no table is copied for a lesson: the table plays the real
match with its own bots and its own controls, and this layer only points at
its parts by name (``table.anchor(name)``, ``table.move_spots(action)``; see
``game.scenes.table``).

Learn to play (``lesson``: a ``game.core.lesson.LessonRun``): each callout
points at the part of the table that matters now and says what to do; a turn
callout goes when the learner moves, the others with "Got it".  When the
lesson is done (its last callout, or the end of the match) a summary lists the
rules not met yet, with the rules viewer a click away.

Hints (``hints``): the Hint button in the prompt bar and the ? key ask the
game's best bot what it would do (``game.scenes.hint``; at a networked table the
table server's, ``ServerHintAsk``), only for the seat
whose turn it is and whose eyes are on the screen; the move is lit and its
reason shown until the turn passes or the screen changes hands (a rival
moving at the same time, as in a simultaneous choice, has it asked again).
A hint is for the turn as the player sees it: what they have armed at the
table and not yet made (``table.pending_actions()``) is made in the bot's view
first, and arming or taking back such a choice puts out the hint it made stale.
A handoff lies over this layer, so nothing of it shows to the next person.
"""

from __future__ import annotations


import pygame

from game.core.lesson import LessonRun, Step
from game.engine import audio, text, theme
from game.engine.scene import Scene
from game.engine.widgets import UI, Button, Panel
from game.scenes.records import keep_finished
from game.scenes.hint import Hint, HintAsk, ServerHintAsk
from game.scenes.table_frame import hint_rect
from game.engine import gfx

CALLOUT_W = 372
CALLOUT_WIDTHS = (CALLOUT_W, 310, 250)
PAD = 18            # the parchment's inked border takes the outer few pixels
TEXT_SIZE = 17
RING = (255, 214, 92)
HINT_RING = (120, 236, 140)
GOT_IT = (96, 30)
HINT_LABEL = "Hint (?)"      # the ? key: every letter a table might want stays the table's


def _is_hint_key(event) -> bool:
    if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return False
    return getattr(event, "unicode", "") == "?" or event.key in (pygame.K_QUESTION, pygame.K_SLASH)


GAP = 18             # between a box and the part it points at
HINT_WIDTHS = (400, 320, 250)
SWEEP = 20           # the step of the sweep over the screen when no side has room
NEAR = 1500          # pixels of distance that weigh as much as covering one whole other part


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


def _gap(a: pygame.Rect, b: pygame.Rect) -> float:
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def _candidates(anchor: pygame.Rect, size: tuple[int, int], inner: pygame.Rect, order: str, hard=()):
    """Boxes beside ``anchor`` on each side of ``order`` (centred on it, then flush with either
    end of it), then in the gaps between what must stay clear (``hard``: just under or over each
    rect of it), then a sweep of the whole screen; each kept on the screen."""
    w, h = size
    for side in order.split():
        if side in ("below", "above"):
            y = anchor.bottom + GAP if side == "below" else anchor.top - GAP - h
            for x in (anchor.centerx - w // 2, anchor.left, anchor.right - w):
                yield pygame.Rect(x, y, w, h).clamp(inner)
        else:
            x = anchor.right + GAP if side == "right" else anchor.left - GAP - w
            for y in (anchor.centery - h // 2, anchor.top, anchor.bottom - h):
                yield pygame.Rect(x, y, w, h).clamp(inner)
    for r in hard:
        for y in (r.bottom + 4, r.top - 4 - h):
            for x in (anchor.centerx - w // 2, anchor.left, anchor.right - w):
                yield pygame.Rect(x, y, w, h).clamp(inner)
    for y in range(inner.top, inner.bottom - h + 1, SWEEP):
        for x in range(inner.left, inner.right - w + 1, SWEEP):
            yield pygame.Rect(x, y, w, h)


def place_callout(anchor: pygame.Rect, size: tuple[int, int], screen: pygame.Rect,
                  order: str = "below above right left", keep_clear=(), others=()) -> pygame.Rect:
    """A box of ``size`` pointing at ``anchor``, on the screen.  In this order it keeps off
    ``anchor`` itself and every rect of ``keep_clear`` (the controls and the prompt bar), then
    covers as little as it can of ``others`` (the table's other parts, each by the share of it
    covered), then stays near ``anchor``, on the first side of ``order`` with room."""
    key = (tuple(anchor), tuple(size), tuple(screen), order, tuple(tuple(r) for r in keep_clear),
           tuple(tuple(r) for r in others))
    return pygame.Rect(_place(*key))


@gfx.cached(maxsize=64)   # drawn every frame; the table's parts rarely move
def _place(anchor, size, screen, order, keep_clear, others) -> tuple:
    anchor, inner = pygame.Rect(anchor), pygame.Rect(screen).inflate(-8, -8)
    hard = [anchor.inflate(8, 8)] + [pygame.Rect(r) for r in keep_clear]
    soft = [pygame.Rect(r) for r in others if r[2] * r[3] > 0]
    best, best_key = None, None
    for i, box in enumerate(_candidates(anchor, size, inner, order, hard)):
        covered = sum(_overlap(box, r) for r in hard)
        share = sum(_overlap(box, r) / (r.w * r.h) for r in soft)
        rank = (covered, round(share + _gap(box, anchor) / NEAR, 4), i)
        if best_key is None or rank < best_key:
            best, best_key = box, rank
    return tuple(best) if best is not None else (inner.x, inner.y, *size)


class TableAids(Scene):
    name = "aids"
    transparent = True
    update_below = True
    rides_table = True   # an undo that drops what lies over the table keeps this layer

    def __init__(self, app, table, lesson: LessonRun | None = None, hints: bool = False):
        super().__init__(app)
        self.table = table
        self.match = table.match     # a lesson's match; None at a networked table (hints only)
        self.view = table.tableview  # what hints read: a local or a networked table alike
        self.run = lesson
        self.hints = hints
        self.seen = self.view.moves()
        self.t = 0.0
        self.ask: HintAsk | None = None
        self.hint: Hint | None = None
        self.hint_spots: list[pygame.Rect] = []
        self.hint_shapes: list[list[tuple[float, float]]] = []   # each spot's outline (a fanned card)
        self.hint_problem: str | None = None
        self.callout: Step | None = None
        self.got_it = pygame.Rect(0, 0, *GOT_IT)
        self.summary: UI | None = None
        self.lesson_over = False     # the summary was shown (the results may follow as usual)
        if lesson is not None:
            table.practice = True   # kept in the history, not counted in the statistics
        self.own_button = table.hint_spot() if hints else None   # else the Hint button is in the prompt bar
        self.hint_label = HINT_LABEL
        self._label(HINT_LABEL if hints else None)

    def set_hints(self, on: bool) -> None:
        """Turn the Hint button on or off at this table now (the player changed the setting)."""
        if on == self.hints:
            return
        self.clear_hint()
        self.hints = on
        self.own_button = self.table.hint_spot() if on else None
        self._label(HINT_LABEL if on else None)

    def _label(self, words: str | None) -> None:
        self.hint_label = words
        self.table.hint_button = words if self.own_button is None else None

    def hint_button_rect(self) -> pygame.Rect:
        return self.own_button if self.own_button is not None else hint_rect(self.table.prompt_rect)

    # -- the lesson ---------------------------------------------------------------------------
    @property
    def learner(self) -> int | None:
        return self.run.lesson.learner if self.run is not None else None

    def _follow(self) -> None:
        """Tell the lesson what happened since the last look."""
        history = self.match.history
        if len(history) < self.seen:  # an undo: what was taken back stays learnt
            self.seen = len(history)
        if self.run is None or len(history) == self.seen:
            self.seen = len(history)
            return
        steps = self.match.events_for(self.learner, self.seen)
        for i, (seat, _words, events) in enumerate(steps):
            self.run.saw_events(e.kind for e in events)
            if seat == self.learner:
                self.run.learner_moved(history[self.seen + i].action.kind)
        self.seen = len(history)

    def _turn_kinds(self) -> set[str] | None:
        seat = self.learner
        table = self.table
        if seat is None or table.busy() or table.viewer != seat or seat not in self.match.to_act():
            return None
        return {a.kind for a in self.match.legal_actions(seat)}

    def _lesson(self) -> None:
        if self.run is None or self.lesson_over:
            return
        self._follow()
        over = self.match.is_over()
        if over or not self.run.finished:
            self.table.results_shown = True   # a lesson ends on its summary, not the results
        if over and self.table.busy():
            return  # the last moves are still being shown
        self.callout = self.run.look(self._turn_kinds(), over)
        if self.run.finished and self.callout is None:
            if over:  # the table's results never come for a lesson ended on its summary: keep it here
                keep_finished(self.app, self.match, counts=False)
            self._open_summary()

    def dismiss(self) -> None:
        if self.run is not None and self.callout is not None and self.callout.when != "turn":
            self.run.dismiss()
            self.callout = None
            audio.play("card_flip")

    def _open_summary(self) -> None:
        self.lesson_over = True
        over = self.match.is_over()
        panel = Panel((0, 0, 640, 470), "parchment", title="Lesson done", title_size=34, seed=5)
        panel.rect.center = (self.app.width // 2, self.app.height // 2)
        r = panel.rect
        w = (r.w - 80) // 3
        y = r.bottom - 74
        buttons = [Button((r.x + 30, y, w, 48), "Read the rules", self.open_rules, style="wood", hotkey=pygame.K_r)]
        if not over:
            buttons.append(Button((r.x + 40 + w, y, w, 48), "Keep playing", self.keep_playing,
                                  hotkey=pygame.K_RETURN))
        buttons.append(Button((r.right - 30 - w, y, w, 48), "Leave", self.leave_lesson, style="danger",
                              hotkey=pygame.K_ESCAPE))
        for b in buttons:
            panel.add(b)
        self.summary = UI([panel])
        self.summary.set_focus(buttons[0])
        self.summary_panel = panel

    def summary_lines(self) -> list[tuple[str, str]]:
        """(title, one line) of every rule the lesson did not reach."""
        return [(t.title, t.line) for t in self.run.unmet()] if self.run is not None else []

    def open_rules(self) -> None:
        self.app.push("rules", game_id=self.match.rules.info.id)

    def keep_playing(self) -> None:
        self.summary = None
        self.table.results_shown = self.app.stack.find("results") is not None

    def leave_lesson(self) -> None:
        self.app.go("select")

    # -- hints ----------------------------------------------------------------------------------
    def hint_seat(self) -> int | None:
        """The seat a hint may be for now: on the screen, human, and to act."""
        seat = self.table.viewer
        view = self.view
        if seat is None or view.is_over() or not view.seats[seat].is_human or seat not in view.here:
            return None
        return seat if seat in view.to_act() else None

    def ask_hint(self) -> None:
        if not self.hints:
            return
        seat = self.hint_seat()
        if seat is None:
            self.app.toast("A hint is for the player whose turn it is.", "info")
            return
        if self.ask is not None and self.ask.moves_at == self.view.moves() and self.ask.seat == seat \
                and self.ask.pending == self.table.pending_actions():
            return  # already asked for this turn, as it stands at the table
        self._ask_again(seat)

    def clear_hint(self) -> None:
        if self.ask is not None:
            self.ask.cancel()
        self.ask = None
        self.hint = None
        self.hint_spots = []
        self.hint_shapes = []
        if self.hints:
            self._label(HINT_LABEL)

    def _hints(self) -> None:
        if not self.hints:
            return
        ask = self.ask
        if ask is None:
            return
        if self.table.viewer != ask.seat:
            self.clear_hint()  # the screen changed hands
            return
        if ask.moves_at != self.view.moves():
            if self._others_moved(ask):
                self._ask_again(ask.seat)  # a rival moved at the same time: the hint follows
            else:
                self.clear_hint()  # the turn passed
            return
        if ask.pending != self.table.pending_actions():
            self.clear_hint()  # the player armed (or took back) a choice: the hint was for before it
            return
        if self.hint is None and ask.thinking:
            ask.poll()
            if ask.error is not None:
                self.app.toast(f"No hint this time: {ask.error}", "warning")
                self.clear_hint()
                return
            if ask.hint is not None:
                self.hint = ask.hint
                self._label("Hint lit")
                audio.play("coin")
        if self.hint is not None and not self.table.busy():
            self.hint_spots = self.table.move_spots(self.hint.action)
            self.hint_shapes = self.table.move_shapes(self.hint.action)

    def _others_moved(self, ask: HintAsk) -> bool:
        """Only other seats moved since ``ask`` (at the same time, as in a simultaneous choice),
        and its seat is still to act: the question stands, on the match as it is now."""
        view = self.view
        if view.moves() < ask.moves_at or ask.seat not in view.to_act() or view.is_over():
            return False
        return all(mover != ask.seat for mover, _words, _events in view.events_for(ask.seat, ask.moves_at))

    def _ask_again(self, seat: int) -> None:
        self.clear_hint()
        try:
            why = getattr(self.table.table_part("hints"), "why", None)
            pending = self.table.pending_actions()
            if self.match is None:   # a networked table: the table server's bot thinks
                self.ask = ServerHintAsk(self.view, seat, pending, why)
            else:
                self.ask = HintAsk(self.match, seat, self.table.table_bots.hint_bot, pending=pending, why=why)
        except Exception as exc:  # as in ask_hint: the table plays on
            self.app.toast(f"No hint: the bot could not be started ({type(exc).__name__}: {exc}).", "error")
            return
        self._label("Thinking...")

    # -- scene ------------------------------------------------------------------------------------
    def handle_event(self, event):
        if self.summary is not None:
            self.summary.handle_event(event)
            return None  # the table waits under the summary
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.callout is not None and self.callout.when != "turn" and self.got_it.collidepoint(event.pos):
                self.dismiss()
                return None
            if self.hints and self.hint_button_rect().collidepoint(event.pos):
                self.ask_hint()
                return None
        if self.hints and event.type == pygame.KEYDOWN and _is_hint_key(event):
            self.ask_hint()
            return None
        return event

    def update(self, dt: float) -> None:
        self.t += dt
        if self.table not in self.app.stack:
            return  # the table was left; the stack drops this layer with it
        if self.summary is not None:
            self.summary.update(dt)
            return
        self._lesson()
        self._hints()

    def leave(self) -> None:
        if self.app.stack.top is not self and self.table not in self.app.stack and self.ask is not None:
            self.ask.cancel()

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        if self.hints and self.own_button is not None:
            self._draw_own_button(surface)
        if self.hint is not None:
            self._draw_hint(surface)
        if self.callout is not None and self.summary is None:
            self._draw_callout(surface, self.callout)
        if (self.hint is not None or self.callout is not None) and self.summary is None:
            ui = getattr(self.table, "ui", None)
            if ui is not None:
                ui.draw_tip_again(surface)   # a control's tip stays readable over the callout
        if self.summary is not None:
            self._draw_summary(surface)

    def _draw_own_button(self, surface) -> None:
        box = self.own_button
        hot = box.collidepoint(self.table.mouse)
        surface.blit(theme.button(box.size, "hover" if hot else "normal", "wood"), box)
        size = text.fit_size(self.hint_label, "ui_bold", 16, box.w - 12, 10)
        text.draw(surface, self.hint_label, box.center, "ui_bold", size, theme.CREAM, anchor="center", box=box)

    def _ring(self, surface, rect: pygame.Rect, color, width: int = 3) -> None:
        glow = 0.5 + 0.5 * abs(((self.t * 1.6) % 2.0) - 1.0)
        outer = rect.inflate(10, 10)
        halo = gfx.Surface(outer.inflate(12, 12).size, pygame.SRCALPHA)
        gfx.rect(halo, color + (int(60 + 60 * glow),), halo.get_rect(), 6, border_radius=12)
        surface.blit(halo, outer.inflate(12, 12))
        gfx.rect(surface, color, outer, width, border_radius=9)

    def _outline(self, surface, corners, color, width: int = 3) -> None:
        """A pulsing ring around a place given by its corners: a box, or a card turned in a fan."""
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        if len(corners) == 4 and all(abs(p[0] - round(p[0])) < 1e-6 for p in corners) and \
                len({round(p[0]) for p in corners}) == 2:
            self._ring(surface, box, color, width)   # a straight box: the rounded ring
            return
        cx, cy = box.center
        grown = [(cx + (x - cx) * 1.08 + (4 if x > cx else -4), cy + (y - cy) * 1.06 + (4 if y > cy else -4))
                 for x, y in corners]
        glow = 0.5 + 0.5 * abs(((self.t * 1.6) % 2.0) - 1.0)
        halo = gfx.Surface(box.inflate(40, 40).size, pygame.SRCALPHA)
        local = [(x - box.x + 20, y - box.y + 20) for x, y in grown]
        gfx.polygon(halo, color + (int(60 + 60 * glow),), local, 8)
        surface.blit(halo, (box.x - 20, box.y - 20))
        gfx.polygon(surface, color, grown, width)

    def off_limits(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """(what a callout or the hint's plate must never cover: what the overlay rule keeps clear
        at the table (``TableScene.keep_clear``: the prompt bar, the hand on the screen, an open
        picker, the control under the pointer), the table's controls, named by its anchors
        module's ``CONTROLS`` (else its "buttons"), and the Hint button; the table's other
        parts, which it covers as little as it can)."""
        parts = self.table.anchors()
        names = self.table.control_anchors()
        controls = self.table.keep_clear() + [parts[n] for n in names if n in parts]
        if self.hints:
            controls.append(self.hint_button_rect())
        kept = set(map(tuple, controls))
        others = [r for n, r in parts.items() if n not in names and n != "prompt" and tuple(r) not in kept]
        return controls, others

    def hint_box(self) -> tuple[pygame.Rect, list[tuple[str, bool]]]:
        """The hint's plate in the table's one place for it (``hint_home``), off what the overlay
        rule keeps clear and off every click of the lit move."""
        hint = self.hint
        words = self.table.move_words(hint.action) or hint.words
        bold, plain = text.reading_size(15), text.reading_size(14)
        for width in HINT_WIDTHS:   # narrower (and taller) when the table leaves no room
            lines = [(line, True) for line in text.wrap(f"Hint: {words}", "ui_bold", bold, width - 24)]
            lines += [(line, False) for line in text.wrap(hint.reason, "ui", plain, width - 24)]
            h = 16 + text.line_height("ui", bold) * len(lines)
            box, clear = self.hint_home((width, h))
            if clear:
                break
        return box, lines

    def hint_home(self, size: tuple[int, int]) -> tuple[pygame.Rect, bool]:
        """The table's one place for a hint of ``size``: the first of a few fixed spots, under the
        prompt bar first, that covers nothing kept clear, no click of the lit move and the least
        of the table's other parts; the same spot for every hint while the table allows it."""
        screen = pygame.Rect(0, 0, self.app.width, self.app.height)
        controls, others = self.off_limits()
        hard = controls + [r.inflate(16, 16) for r in self.hint_spots]
        box = pygame.Rect(_home(tuple(self.table.prompt_rect), tuple(size), tuple(screen),
                                tuple(map(tuple, hard)), tuple(map(tuple, others))))
        return box, not any(box.colliderect(r) for r in hard)

    def _draw_hint(self, surface) -> None:
        for shape in self.hint_shapes:
            self._outline(surface, shape, HINT_RING)
        box, lines = self.hint_box()
        plate = gfx.Surface(box.size, pygame.SRCALPHA)
        gfx.rect(plate, (22, 34, 24, 240), plate.get_rect(), border_radius=8)
        gfx.rect(plate, HINT_RING, plate.get_rect(), 2, border_radius=8)
        surface.blit(plate, box)
        y = box.y + 8
        big, small = text.reading_size(15), text.reading_size(14)
        for line, bold in lines:
            text.draw(surface, line, (box.x + 12, y), "ui_bold" if bold else "ui", big if bold else small,
                      (236, 250, 226) if bold else (208, 226, 204), box=box)
            y += text.line_height("ui", big)

    def callout_box(self, step: Step) -> tuple[pygame.Rect, pygame.Rect | None, list[str]]:
        """(the callout's box, the part it points at, its wrapped lines)."""
        anchor = self.table.anchor(step.anchor)
        screen = pygame.Rect(0, 0, self.app.width, self.app.height)
        controls, others = self.off_limits()
        hard = [r for r in controls if r != anchor]
        soft = [r for r in others if r != anchor]
        target = anchor if anchor is not None else screen.inflate(-400, -300)
        size = text.reading_size(TEXT_SIZE)
        lh = text.line_height("serif", size)
        for width in CALLOUT_WIDTHS:   # narrower (and taller) when the table leaves no room
            lines = text.wrap(step.text, "serif", size, width - 2 * PAD)
            h = PAD + 24 + lh * len(lines) + 8 + GOT_IT[1] + PAD - 4
            box = place_callout(target, (width, h), screen, keep_clear=hard, others=soft)
            if not any(box.colliderect(r) for r in hard):
                break
        return box, anchor, lines

    def _draw_callout(self, surface, step: Step) -> None:
        box, anchor, lines = self.callout_box(step)
        if anchor is not None:
            self._ring(surface, anchor, RING, 3)
            start = box.center if not box.colliderect(anchor) else box.midtop
            end = _nearest_point(anchor.inflate(10, 10), box.center)
            # the pointer line never runs through what the overlay rule keeps clear (a hand of cards)
            if not any(r.clipline(start, end) for r in self.table.keep_clear() if r != anchor):
                gfx.line(surface, RING, start, end, 3)
        theme.draw_shadowed(surface, theme.panel(box.size, "parchment", 3), box, (3, 5))
        run = self.run
        n, total = run.counter
        text.draw(surface, f"Learn to play  -  {n} of {total}", (box.centerx, box.y + PAD - 4),
                  "ui_bold", 14, theme.RED, anchor="midtop", box=box)
        y = box.y + PAD + 24
        size = text.reading_size(TEXT_SIZE)
        lh = text.line_height("serif", size)
        for line in lines:
            text.draw(surface, line, (box.x + PAD, y), "serif", size, theme.INK, box=box)
            y += lh
        self.got_it = pygame.Rect(0, 0, *GOT_IT)
        self.got_it.bottomright = (box.right - PAD, box.bottom - PAD + 4)
        if step.when == "turn":
            text.draw(surface, "Your move: do it on the table.", (box.x + PAD, self.got_it.centery), "ui", 14,
                      theme.INK_SOFT, anchor="midleft", box=box)
        else:
            hot = self.got_it.collidepoint(self.table.mouse)
            surface.blit(theme.button(self.got_it.size, "hover" if hot else "normal", "brass"), self.got_it)
            text.draw(surface, "Got it", self.got_it.center, "ui_bold", 15, theme.INK, anchor="center",
                      box=self.got_it)

    def _draw_summary(self, surface) -> None:
        surface.blit(theme.dim(surface.get_size(), 150), (0, 0))
        self.summary.draw(surface)
        r = self.summary_panel.rect
        x, y, w = r.x + 40, self.summary_panel.content_top, r.w - 80
        outcome = self.match.outcome()
        if outcome is not None:
            names = " and ".join(self.match.seats[s].name for s in outcome.winners) or "Nobody"
            head = f"{names} won the match. " if outcome.winners else "The match is over. "
        else:
            head = "That is the whole of the lesson; the match goes on if you like. "
        unmet = self.summary_lines()
        head += "Rules this match did not show you yet:" if unmet else "You met every rule of the lesson."
        img = text.render_wrapped(head, "serif", 18, theme.INK, w)
        text.blit(surface, img, (x, y), head, box=pygame.Rect(x, y, w, img.get_height()))
        y += img.get_height() + 8
        bottom = r.bottom - 84
        for title, line in unmet:
            words = f"{title}: {line}"
            img = text.render_wrapped(words, "ui", 15, theme.INK_SOFT, w - 14)
            if y + img.get_height() > bottom:
                more = "...and more in the rules."
                text.draw(surface, more, (x + 14, y), "ui_bold", 15, theme.INK, box=pygame.Rect(x, y, w, 24))
                break
            gfx.circle(surface, theme.RED, (x + 4, y + 9), 3)
            text.blit(surface, img, (x + 14, y), words, box=pygame.Rect(x + 14, y, w - 14, img.get_height()))
            y += img.get_height() + 6


@gfx.cached(maxsize=32)   # drawn every frame; the table's parts rarely move
def _home(prompt, size, screen, hard, others) -> tuple:
    """A hint's place at a table: on a fixed grid of the screen, the spot that covers nothing of
    ``hard``, the fewest of ``others`` and the least of them (by share, in tenths, so a plate a
    line taller or shorter keeps its place), and lies nearest under the prompt bar's right end."""
    prompt, inner = pygame.Rect(prompt), pygame.Rect(screen).inflate(-16, -16)
    w, h = size
    hard = [pygame.Rect(r) for r in hard]
    others = [pygame.Rect(r) for r in others if r[2] * r[3] > 0]
    first = pygame.Rect(prompt.right - w, prompt.bottom + 8, w, h).clamp(inner)
    best, best_rank = first, None
    for y in range(first.y, inner.bottom - h + 1, SWEEP):
        for x in range(inner.right - w, inner.left - 1, -SWEEP):
            box = pygame.Rect(x, y, w, h)
            covered = sum(_overlap(box, r) for r in hard)
            touched = [_overlap(box, r) / (r.w * r.h) for r in others if box.colliderect(r)]
            rank = (covered, len(touched), round(sum(touched), 1), abs(x - first.x) + abs(y - first.y))
            if best_rank is None or rank < best_rank:
                best, best_rank = box, rank
    return tuple(best)


def _nearest_point(rect: pygame.Rect, point) -> tuple[int, int]:
    return (min(max(point[0], rect.left), rect.right), min(max(point[1], rect.top), rect.bottom))


def open_with_aids(app, table, lesson: LessonRun | None = None) -> None:
    """Lay the aids over ``table`` when a lesson runs or the player turned hints on."""
    hints = bool(getattr(app.settings, "hints", False))
    if lesson is not None or hints:
        app.stack.push(TableAids(app, table, lesson=lesson, hints=hints))


def follow_hints_setting(app) -> None:
    """The hints setting changed (from the pause menu's Settings, say): the table under it
    gets or loses its Hint button at once, not at the next match."""
    table = app.stack.find("table")
    if table is None or getattr(table, "read_only", False):
        return
    on = bool(getattr(app.settings, "hints", False))
    aids = next((s for s in app.stack if isinstance(s, TableAids) and s.table is table), None)
    if aids is not None:
        aids.set_hints(on)
        if not on and aids.run is None:
            app.stack.remove(aids)   # nothing left for the layer to do
    elif on:
        app.stack.insert_above(table, TableAids(app, table, hints=True))


__all__ = ["TableAids", "follow_hints_setting", "open_with_aids", "place_callout"]
