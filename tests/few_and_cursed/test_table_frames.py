"""The Few and Cursed's table keeps a picture of what changes only with the
match (the plates' printing, the pool, the cards played, the panel heading)
and draws it again when the match moves; the big plate's cubes and card are
drawn every frame, so they slide and turn over the kept picture.  Dialog
cards are drawn at the size they are shown."""

from __future__ import annotations

import pygame

from game.engine.frame_budget import FrameBudget
from game.games.few_and_cursed.table import layout as L
from game.games.few_and_cursed.table.backdrop import MAX_WAIT
from game.scenes.driver import bot_move

from .test_scene import new_match, open_table, settle
from game.engine import gfx


def _pixels(app, rect) -> bytes:
    return pygame.image.tobytes(gfx.pixels_of(app.screen.subsurface(rect)), "RGB")


def _plate_parts(table) -> list:
    """The kept parts of the plates (heads, bodies, a big plate's pieces), by their rects as the
    kept picture names them."""
    return [r for r in table.backdrop.keys if L.PLATES_AREA.contains(pygame.Rect(r)) and pygame.Rect(r) != L.PLATES_AREA]


def test_the_kept_picture_follows_the_match_and_the_cubes_slide_over_it(app):
    match = new_match((None, "easy"), seed=4)
    d, table = open_table(app, match)
    settle(d, table)
    kept = table.backdrop.surface
    keys = dict(table.backdrop.keys)
    d.frames(3)
    assert table.backdrop.surface is kept and table.backdrop.keys == keys, "nothing is drawn again at rest"
    plates = _pixels(app, L.PLATES)
    for i in range(40):    # moves until the acting seat's board changes
        seat = match.to_act()[0]
        match.apply(seat, bot_move(match, seat, i))
        settle(d, table)
        d.frames(4)
        if _pixels(app, L.PLATES) != plates:
            break
    else:
        raise AssertionError("the plates never showed a move")
    assert any(table.backdrop.keys.get(r) != keys.get(r) for r in _plate_parts(table)), "a plate was drawn again"

    # a health cube on its way is drawn frame by frame over the kept picture
    acting = table.obs["acting"]
    rect = L.plate_rects(len(table.obs["players"]), acting)[acting]
    cube = table.boards.cubes[(acting, "health")]
    cube[0] = max(0.0, cube[1] - 4)          # as if health had just risen by four
    before = _pixels(app, rect)
    d.frames(1, dt=0.05)
    assert table.boards.busy
    during = _pixels(app, rect)
    for _ in range(30):
        d.frames(1, dt=0.05)
    assert not table.boards.busy
    assert before != during != _pixels(app, rect), "the cube slid across the kept board"


def test_a_move_draws_again_only_the_plates_it_changed_and_the_kept_picture_stays_true(app):
    from game.games.few_and_cursed.table.backdrop import Backdrop

    match = new_match(("easy", "easy", "easy", "easy"), seed=3)
    d, table = open_table(app, match)
    table.read_only = True  # the test makes the moves
    settle(d, table)
    partial = 0
    for i in range(20):
        seat = match.to_act()[0]
        acting = table.obs.get("acting")
        before = dict(table.backdrop.keys)
        match.apply(seat, bot_move(match, seat, i))
        settle(d, table)
        d.frames(MAX_WAIT)     # the parts a move changed are drawn a few a frame, as the budget allows
        assert not table.backdrop.pending
        if table.obs.get("acting") != acting:
            continue
        rects = L.plate_rects(4, acting)
        changed = [r for r in _plate_parts(table) if table.backdrop.keys.get(r) != before.get(r)]
        redrawn = [r for r in rects if any(r.contains(pygame.Rect(part)) for part in changed)]
        partial += 0 < len(redrawn) < len(rects)
        # the kept picture, drawn again part by part, is the one a fresh table top gives
        fresh = Backdrop()
        table.backdrop, kept = fresh, table.backdrop
        table._backdrop(app.screen)
        table.backdrop = kept
        assert pygame.image.tobytes(gfx.pixels_of(kept.surface.subsurface(L.PLATES_AREA)), "RGB") == \
            pygame.image.tobytes(gfx.pixels_of(fresh.surface.subsurface(L.PLATES_AREA)), "RGB"), f"move {i}"
    assert partial >= 3, "moves that touch one seat leave the other plates as they were drawn"


def test_a_moves_redraws_are_spread_over_frames_and_shown_only_when_whole():
    from game.games.few_and_cursed.table.backdrop import Backdrop

    top = gfx.Surface((60, 20))
    top.fill((10, 20, 30))
    target = gfx.Surface((60, 20))
    drawn = []
    rects = [pygame.Rect(i * 20, 0, 20, 20) for i in range(3)]
    frame = [0]

    def parts(keys):
        return [(r, k, lambda s, r=r, k=k: (drawn.append(k), s.fill((k, k, k), r))) for r, k in zip(rects, keys)]

    def shown(surf):
        return [surf.get_at((r.x + 5, 5))[0] for r in rects]

    backdrop = Backdrop(FrameBudget(lambda: frame[0], ms=0))    # one redraw a frame
    backdrop.get(top, "top", target, parts([1, 2, 3]))
    assert drawn == [1, 2, 3] and not backdrop.pending, "a whole picture is drawn at once"
    drawn.clear()
    for expected in ([4], [5]):
        frame[0] += 1
        surf = backdrop.get(top, "top", target, parts([4, 5, 6]))
        assert drawn == expected and backdrop.pending
        assert shown(surf) == [1, 2, 3], "the picture on show stays as it was until the change is whole"
        drawn.clear()
    frame[0] += 1
    surf = backdrop.get(top, "top", target, parts([4, 5, 6]))
    assert drawn == [6] and not backdrop.pending and shown(surf) == [4, 5, 6]
    drawn.clear()
    frame[0] += 1
    assert shown(backdrop.get(top, "top", target, parts([4, 5, 6]))) == [4, 5, 6] and drawn == [], \
        "nothing changed, nothing drawn"
    # the picture put aside catches up where it fell behind: the next change starts from 4, 5, 6
    frame[0] += 1
    surf = backdrop.get(top, "top", target, parts([4, 5, 7]))
    assert drawn == [7] and shown(surf) == [4, 5, 7]


def test_a_change_the_budget_keeps_refusing_is_drawn_whole_after_a_few_frames():
    from game.games.few_and_cursed.table.backdrop import MAX_WAIT, Backdrop

    top = gfx.Surface((40, 10))
    budget = FrameBudget(lambda: 0, ms=0)      # one frame that never ends: no room after one redraw
    backdrop = Backdrop(budget)
    rects = [pygame.Rect(0, 0, 20, 10), pygame.Rect(20, 0, 20, 10)]
    backdrop.get(top, "top", top, [(r, 0, lambda s: None) for r in rects])
    budget.spend(lambda: None)
    parts = [(r, 1, lambda s, r=r: s.fill((200, 0, 0), r)) for r in rects]
    for _ in range(MAX_WAIT - 1):
        backdrop.get(top, "top", top, parts)
        assert backdrop.pending
    surf = backdrop.get(top, "top", top, parts)
    assert not backdrop.pending and surf.get_at((30, 5))[:3] == (200, 0, 0)


def test_dialog_cards_are_drawn_at_the_size_they_are_shown(app):
    from game.games.few_and_cursed.table.moments import MOMENTS

    match = new_match((None, "easy"), seed=0)
    for i in range(200):    # on to the person's improvise pick
        seat = match.to_act()[0]
        if seat == 0 and MOMENTS["improvise"](match, 0):
            break
        match.apply(seat, bot_move(match, seat, i))
    d, table = open_table(app, match)
    settle(d, table)
    assert table.viewer == 0 and table.dialog.active
    for (face, *_rest), rect in zip(table.dialog.dialog.cards, table.dialog.card_rects):
        assert callable(face) and face(rect.size).get_size() == rect.size
        assert rect.w > L.CARD[0], "shown larger than a hand card, and drawn so"


def test_after_a_handoff_the_first_frame_shows_nothing_drawn_for_the_last_viewer(app):
    match = new_match((None, None), seed=5)
    d, table = open_table(app, match)
    settle(d, table)
    handoffs = 0
    for i in range(40):
        if d.top_name == "handoff":
            d.frames(30)
            d.key(pygame.K_RETURN)
            viewer = table.viewer
            d.frames(1)
            # one frame after the screen changed hands: the kept picture, the prompt and the log
            # are the new viewer's, drawn whole, none left over to finish later
            assert not table.backdrop.pending
            assert table.backdrop.keys[tuple(L.PLATES_AREA)] is not None
            parts = table.plates.parts(table.obs, table._shown, tuple(table.name_of(s) for s in range(2)),
                                       [s.bot for s in match.seats], viewer, table.table_bots.seat, None)
            assert all(table.backdrop.keys.get(tuple(rect)) == key for rect, key, _draw in parts)
            assert all(key[0][2] == (seat == viewer) for seat, key in enumerate(table.plates.memo[1][1]))
            assert table.moves_log._shown.key[1] == tuple(table.moves_log.lines)
            handoffs += 1
            if handoffs == 2:
                return
            settle(d, table)
            continue
        seat = match.to_act()[0]
        match.apply(seat, bot_move(match, seat, i))
        settle(d, table)
    raise AssertionError(f"the screen changed hands {handoffs} times, not twice")
