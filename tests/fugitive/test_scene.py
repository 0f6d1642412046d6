"""Fugitive's table scene, driven headless with real posted pygame events:
a whole hot-seat match, bots against a human, the Marshal never seeing the
Fugitive's secrets, the notepad following the public deduction, peeking."""

from __future__ import annotations

import pygame

from game.core.model import Action
from game.core.rng import Rng
from game.games.fugitive.rules import knowledge
from game.games.fugitive.rules import FUGITIVE, MARSHAL
from game.games.fugitive.table.scene import FugitiveTable, make_table_scene
from game.scenes.driver import Driver

from .table_helpers import (DT, click_card, fugitive_choice, marshal_choice, new_match, open_table,
                            random_bots)


# -- secrets -------------------------------------------------------------------------

def hidden_from_marshal(state) -> set[int]:
    """Every number the Marshal may not know now."""
    hidden = set(state.fhand)
    for i, h in enumerate(state.hideouts):
        if not state.revealed[i]:
            hidden.add(h)
        if not state.shown[i]:
            hidden.update(state.sprints[i])
    if state.pending >= 0:
        hidden.add(state.pending)
        hidden.update(state.pending_sprint)
    return hidden


class LeakWatch:
    """Checks every frame the table draws: while the Marshal (or nobody) has
    the screen, nothing drawn may carry a hidden number."""

    def __init__(self, table: FugitiveTable):
        self.table = table
        self.frames = {FUGITIVE: 0, MARSHAL: 0, None: 0}
        self._draw = table.draw
        table.draw = self.draw

    def draw(self, surface):
        t = self.table
        m = t.match
        if not m.is_over():
            view = t.viewer
            self.frames[view] = self.frames.get(view, 0) + 1
            assert t.obs["viewer"] == view
            if view != FUGITIVE:
                assert t.obs["fugitive_hand"] is None and t.obs["pending"] is None
                assert all(e["number"] is None for e in t.obs["route"] if not e["revealed"])
                leaked = t.cards.known_faces() & hidden_from_marshal(m.state)
                assert not leaked, f"the Marshal's screen shows hidden cards {sorted(leaked)}"
        self._draw(surface)


# -- playing through events -------------------------------------------------------------

def settle(d, table, limit=600):
    """Frames until the table waits for a human (passing handoffs) or the results are up."""
    for _ in range(limit):
        top = d.top_name
        if top == "handoff":
            d.frames(10)
            d.key(pygame.K_RETURN)
            continue
        if top == "results":
            return
        if top == "table" and table.settled and table.mine:
            return
        d.frames(1)
    raise AssertionError(f"the table never settled (top {d.top_name}, phase {table.obs['phase']})")


def post(d, table, action: Action, style: int) -> None:
    """Make ``action`` the way a player would: clicks or keys."""
    kind, args = action.kind, action.args
    if kind == "draw":
        if style % 2:
            d.key((pygame.K_1, pygame.K_2, pygame.K_3)[args[0]])
        else:
            d.click(pygame.Rect(table_layout().pile_rect(args[0])).center)
    elif kind in ("hideout", "sprint"):
        hand = table.obs["fugitive_hand"]
        if style % 3 == 0:
            # keyboard: walk the cursor to the card, then Space
            while table.controls.hand_cursor is None or hand[table.controls.hand_cursor] != args[0]:
                d.key(pygame.K_RIGHT, frames=1)
            d.key(pygame.K_SPACE)
        else:
            click_card(d, table, args[0])
    elif kind == "confirm":
        if style % 2:
            d.key(pygame.K_RETURN)
        else:
            d.click(table.buttons.confirm_button)
    elif kind == "cancel":
        d.key(pygame.K_BACKSPACE)
    elif kind == "pass":
        d.click(table.buttons.pass_button)
    elif kind == "guess":
        for n in args:
            d.click(table.notepad.cell_rect(n).center)
        assert sorted(table.notepad.selection) == sorted(args)
        d.click(table.buttons.guess_button)
    else:  # pragma: no cover - every Fugitive move is listed above
        raise AssertionError(kind)


def table_layout():
    from game.games.fugitive.table import layout as table_layout

    return table_layout


# -- tests ------------------------------------------------------------------------------

def test_contract_and_pause(app):
    match = new_match()
    table = make_table_scene(app, match)
    assert table.name == "table" and table.match is match and callable(table.resync)
    app.show(table)
    d = Driver(app, dt=DT)
    d.frames(2)
    assert d.top_name == "handoff"  # two humans: the Fugitive is handed the screen first
    d.frames(10)
    d.key(pygame.K_RETURN)
    assert d.top_name == "table" and table.viewer == FUGITIVE
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "pause"
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "table"


def test_a_whole_hot_seat_match_through_posted_events(app):
    match = new_match(seed=5)
    d, table = open_table(app, match)
    watch = LeakWatch(table)
    rng = Rng(11)
    cancelled: list = []
    moves = 0
    kinds = set()
    while not match.is_over():
        settle(d, table)
        if match.is_over():
            break
        seat = match.to_act()[0]
        assert table.viewer == seat and table.mine
        action = fugitive_choice(match, rng, cancelled) if seat == FUGITIVE else marshal_choice(match, rng)
        before = len(match.history)
        post(d, table, action, moves)
        assert len(match.history) == before + 1, f"{action} did not happen"
        assert match.history[-1].action == action
        kinds.add(action.kind)
        moves += 1
        assert moves < 400
    settle(d, table)
    assert d.top_name == "results"
    assert not app.errors
    assert {"draw", "hideout", "sprint", "confirm", "cancel", "guess"} <= kinds
    assert any(len(s.action.args) > 1 for s in match.history if s.action.kind == "guess"), "no multi-number guess"
    assert watch.frames[MARSHAL] > 0 and watch.frames[FUGITIVE] > 0


def test_the_marshals_screen_never_shows_the_fugitives_numbers(app):
    match = new_match(seed=8, bots=("easy", None))
    d, table = open_table(app, match, make_bot=random_bots)
    watch = LeakWatch(table)
    for _ in range(400):
        d.frames(1)
        if match.is_over() or len(match.history) >= 40:
            break
        if table.mine and table.settled:
            action = marshal_choice(match, Rng(len(match.history)))
            post(d, table, action, len(match.history))
    assert len(match.history) >= 10
    assert watch.frames[MARSHAL] > 100 and watch.frames[FUGITIVE] == 0
    # the Fugitive's hand shows only backs, as many as he holds
    if not match.is_over():
        backs = [s for k, s in table.cards.sprites.items() if k[0] == "fhand"]
        assert len(backs) == table.obs["fugitive_hand_count"]
        assert all(s.card is None for s in backs)


def test_a_bot_marshal_plays_against_a_human_fugitive(app):
    match = new_match(seed=4, bots=(None, "normal"))
    d, table = open_table(app, match, make_bot=random_bots)
    rng = Rng(2)
    cancelled = [True]
    bot_moves = 0
    for _ in range(60):
        settle(d, table)
        if match.is_over():
            break
        assert table.viewer == FUGITIVE and d.top_name == "table"  # one human: no handoffs
        before = len(match.history)
        post(d, table, fugitive_choice(match, rng, cancelled), before)
        assert len(match.history) == before + 1
        bot_moves = sum(1 for s in match.history if s.seat == MARSHAL)
        if bot_moves >= 6:
            break
    assert bot_moves >= 3
    assert not app.errors
    assert table.obs["fugitive_hand"] == match.state.fhand  # he sees his own hand


def test_bot_moves_wait_for_their_pace(app):
    from game.core.ai import BotRunner

    match = new_match(seed=6, bots=("easy", "easy"))
    now = [0.0]
    table = FugitiveTable(app, match, None, make_bot=random_bots)
    table.runner = BotRunner(clock=lambda: now[0])
    app.show(table)
    d = Driver(app, dt=DT)
    d.frames(5)
    table.runner.wait(5)
    d.frames(5)
    assert len(match.history) == 0  # thought out, but held back for its pace
    now[0] += 0.9
    d.frames(2)
    assert len(match.history) == 1
    assert table.viewer is None  # no human at the table: the spectator's view
    assert table.obs["fugitive_hand"] is None


def test_notepad_follows_the_public_deduction_and_keeps_marks(app):
    match = new_match(seed=9)
    rng = Rng(1)
    cancelled = [True]
    while match.observe(None)["marshal_turns"] < 3 and not match.is_over():
        seat = match.to_act()[0]
        match.apply(seat, fugitive_choice(match, rng, cancelled) if seat == FUGITIVE else marshal_choice(match, rng))
    assert not match.is_over()
    d, table = open_table(app, match, viewer=MARSHAL)
    pad = table.notepad
    k = knowledge.analyze(match.observe(MARSHAL))
    assert pad.status == k.status
    assert pad.certain == set(k.certain)
    state = match.state
    for n in state.mhand:
        assert pad.status[n] == "marshal_hand"
    revealed = [h for h, r in zip(state.hideouts[1:], state.revealed[1:]) if r]
    assert revealed and all(pad.status[n] == "revealed" for n in revealed)
    for n in range(1, 42):  # every face-down hideout is still possible or certain
        if n in state.hideouts and not state.revealed[state.hideouts.index(n)]:
            assert pad.status[n] in ("possible", "certain")
    # pencil marks: right-click cycles suspect -> crossed out -> none, per player
    n = next(n for n in range(1, 42) if pad.status[n] == "possible")
    cell = pad.cell_rect(n).center
    d.click(cell, button=3)
    assert table.marks[MARSHAL] == {n: "suspect"} and pad.marks[n] == "suspect"
    d.click(cell, button=3)
    assert table.marks[MARSHAL] == {n: "crossed"}
    d.click(cell, button=3)
    assert table.marks[MARSHAL] == {}
    d.click(cell, button=3)
    assert table.marks[FUGITIVE] == {}
    # a guess refreshes the facts: after it the notepad matches the new deduction
    while match.to_act()[0] == MARSHAL and match.state.phase != 3:  # 3: the Marshal's guess
        d.key(pygame.K_1)
    if match.to_act() == (MARSHAL,):
        wrong = next(a.args[0] for a in match.legal_actions(MARSHAL) if a.args[0] not in state.hideouts)
        d.click(pad.cell_rect(wrong).center)
        d.key(pygame.K_RETURN)
        assert match.history[-1].action == Action("guess", (wrong,))
        after = knowledge.analyze(match.observe(MARSHAL))
        assert pad.status == after.status and pad.status[wrong] == "missed"
        assert pad.marks.get(n) == "suspect"  # her own marks stay on top


def test_the_fugitive_peeks_at_his_route_while_holding_p(app):
    match = new_match(seed=2)
    rng = Rng(3)
    cancelled = [True]
    while match.observe(None)["fugitive_turns"] < 2 and not match.is_over():
        seat = match.to_act()[0]
        match.apply(seat, fugitive_choice(match, rng, cancelled) if seat == FUGITIVE else marshal_choice(match, rng))
    d, table = open_table(app, match, viewer=FUGITIVE)
    hidden = [h for h, r in zip(match.state.hideouts, match.state.revealed) if not r]
    assert hidden
    sprites = [table.cards.sprites[("card", h)] for h in hidden]
    assert not any(s.want_up for s in sprites)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p", scancode=0))
    d.frames(20)
    assert table.peeking and all(s.want_up and s.face_up for s in sprites)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_p, mod=0, unicode="p", scancode=0))
    d.frames(20)
    assert not table.peeking and not any(s.face_up for s in sprites)
    # holding the Peek button works the same way
    assert table.buttons.peek_button.visible
    pos = table.buttons.peek_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    d.frames(20)
    assert all(s.face_up for s in sprites)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    d.frames(20)
    assert not any(s.face_up for s in sprites)


def test_legal_things_are_highlighted(app):
    match = new_match(seed=1)
    d, table = open_table(app, match, viewer=FUGITIVE)
    legal = {a.args[0] for a in match.legal_actions(FUGITIVE) if a.kind == "hideout"}
    for c in match.state.fhand:
        s = table.cards.hand_sprite(c)
        assert (s.highlight == "legal") == (c in legal)
        assert s.dimmed == (c not in legal)
    assert table.route_marks.ghost is not None  # the next hideout's place is outlined
    bad = next(c for c in match.state.fhand if c not in legal)
    click_card(d, table, bad)
    assert not match.history and app.toasts.messages  # refused, with a reason
    good = min(legal)
    click_card(d, table, good)
    assert match.history[-1].action == Action("hideout", (good,))
    assert table.route_marks.need_tag is not None
    assert table.cards.sprites[("card", good)].highlight == "selected"


# -- crowded hands -----------------------------------------------------------------------

def test_the_events_variant_is_chosen_at_table_setup(app):
    """"Game Play Variants ... Events": ticked at the table setup, the match is
    dealt with two events hidden in each pile, and the table counts them."""
    app.go("setup", game_id="fugitive")
    d = Driver(app, dt=DT)
    d.frames(5)
    setup = app.stack.top
    toggle = setup.variant_toggles["events"]
    if "events" in setup.variants:  # a remembered setup: start from plain
        d.click(toggle.rect.center)
    d.click(toggle.rect.center)
    assert setup.variants == {"events"}
    d.click(setup.start_button.rect.center)
    d.frames(10)
    table = app.stack.top  # one human and a bot: no handoff
    assert isinstance(table, FugitiveTable)
    match = table.match
    state = match.state
    assert state.events_on
    assert [sum(c >= 100 for c in pile) for pile in state.piles] == [2, 2, 2]
    assert match.observe(None)["events_in_piles"] == [2, 2, 2]


def test_a_pile_tip_never_shows_an_out_of_date_count(app, monkeypatch):
    """A pile's tip says how many cards it holds; after a draw from it the count is out of
    date: that tip goes at once, and the new count is said once the pointer has rested."""
    from game.games.fugitive.table import layout as L
    from game.scenes import table as table_module

    shown = []
    real = table_module.draw_tooltip
    monkeypatch.setattr(table_module, "draw_tooltip", lambda surface, words, anchor, **kw:
                        shown.append(words) or real(surface, words, anchor, **kw))
    match = new_match(seed=3)
    rng, cancelled = Rng(4), [True]
    while match.observe(None)["phase"] != "marshal_draw":
        seat = match.to_act()[0]
        match.apply(seat, fugitive_choice(match, rng, cancelled) if seat == FUGITIVE else marshal_choice(match, rng))
    d, table = open_table(app, match, viewer=MARSHAL)
    pile = next(i for i in range(3) if match.observe(None)["piles"][i] > 1)
    before = match.observe(None)["piles"][pile]
    d.hover(L.pile_rect(pile).center)
    d.frames(30)
    assert shown and f"{before} cards left" in shown[-1], "the pile's tip shows"
    match.apply(MARSHAL, Action("draw", (pile,)))   # a move changes what the tip explained
    shown.clear()
    d.frames(2)
    assert not any(f"{before} cards left" in w for w in shown), "an out-of-date count"
    d.frames(30)
    assert shown and f"{before - 1} card" in shown[-1]


def test_a_tip_under_a_resting_pointer_goes_when_keys_change_what_it_explains(app):
    """The Marshal rests the pointer on the disabled Guess button: its tip says
    why, beside the button.  Picking a number with the keys enables the button,
    so the tip is out of date and goes, and stays gone while the pointer rests."""
    from game.engine.widgets.base import TOOLTIP_DELAY

    match = new_match(seed=4, bots=("normal", None))  # a bot Fugitive, the Marshal at the screen
    d, table = open_table(app, match, viewer=MARSHAL)
    for _ in range(40):
        settle(d, table)
        if table.buttons.guess_button.visible:
            break
        if tuple(match.to_act()) == (MARSHAL,):  # the Marshal draws first, by key
            d.key(pygame.K_1)
    assert table.buttons.guess_button.visible and not table.buttons.guess_button.enabled
    d.hover(table.buttons.guess_button)
    d.frames(int(TOOLTIP_DELAY / DT) + 4)
    tip = table.ui.tip_rect
    assert tip is not None and table.ui.tooltip_target() is table.buttons.guess_button
    assert not tip.colliderect(table.buttons.guess_button.rect), "the tip covers the button the pointer is on"
    d.key(pygame.K_RIGHT)  # the notepad's cursor, then Space picks that number
    d.key(pygame.K_SPACE)
    assert table.notepad.selection and table.buttons.guess_button.enabled
    assert table.ui.tip_rect is None, "the tip still explains why Guess was off"
    d.frames(int(TOOLTIP_DELAY / DT) * 2)
    assert table.ui.tip_rect is None, "a tip came back while the pointer rested"
