"""Finish of the table's printed pieces: a dialog's row of foot buttons shares one
type size with every label whole; a deck card's resource chips stay inside its
border even three to a card (every card's picture is tests/few_and_cursed/test_card_pictures.py);
a character sheet keeps its words inside its frame, and a solo
game's tall plate shows the whole character card under the jobs; at cleanup the
cards that may be discarded are lit, and a click on one discards it."""

from __future__ import annotations

import os
from types import SimpleNamespace

import pygame
import pytest

from game.core.model import Action
from game.engine import card_art, layout_check, text
from game.games.few_and_cursed.table import art, dialogs, glyphs, jobrow
from game.games.few_and_cursed.table import layout as L
from game.games.few_and_cursed.table.choices import Dialog
from game.games.few_and_cursed.table.seatboard import PlayerBoards

from .helpers import CAT, RULES, new
from game.engine import gfx

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
CARDS = list({c.key: c for c in CAT.cards}.values())
STORE_FOOT = ["A bullet +1 (1 water)", "Bullet capacity +1 (2 water)", "Curse threshold +1 (3 water)",
              "Health +1 (4 water)", "Refresh the store", "Leave"]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()


def foot_buttons(labels) -> tuple:
    view = dialogs.DialogView()
    dialog = Dialog("The store", actions=[(label, Action("choose", (i,)), "") for i, label in enumerate(labels)])
    view.set(dialog, SimpleNamespace(send=lambda action: None))
    return view, view.buttons


@pytest.mark.parametrize("labels", [STORE_FOOT, ["Upgrade health (9 to 10)", "Upgrade bullet capacity (4 to 5)"],
                                    ["Trash nothing"], ["Leave", "End the encounter phase"]])
def test_a_foot_row_shares_one_type_size_and_every_label_fits(labels):
    view, buttons = foot_buttons(labels)
    assert len(buttons) == len(labels)
    rows: dict = {}
    for b in buttons:
        rows.setdefault(b.rect.y, []).append(b)
    for row in rows.values():
        assert len({b.size for b in row}) == 1, [(b.label, b.size) for b in row]
        for b in row:   # the button draws its words 30 clear of each end: they fit at the row's size
            assert text.measure(b.label, "ui_bold", b.size)[0] <= b.rect.w - dialogs.BUTTON_PAD, b.label
            assert view.rect.contains(b.rect), b.label
        rects = [b.rect for b in row]
        assert all(a.collidelist(rects[i + 1:]) == -1 for i, a in enumerate(rects))
    assert min(b.size for b in buttons) >= 11


def test_the_store_s_stat_buttons_read_alike():
    _view, buttons = foot_buttons(STORE_FOOT)
    stats = buttons[:4]
    assert len({b.size for b in stats}) == 1 and min(b.size for b in stats) >= L.SMALLEST
    assert stats[1].rect.w > stats[0].rect.w, "a longer label gets the wider button"


@pytest.mark.parametrize("size", [L.CARD, (143, 202)])
def test_resource_chips_stay_inside_the_border_even_three_to_a_card(size):
    inner = card_art.content_rect(size)
    art._deck_card.cache_clear()
    three = [c for c in CARDS if sum(1 for v in c.gain.values() if v) == 3]
    assert three, "a card with three chips to look at"
    for card in CARDS:
        figures = {r: f"{'+' if v > 0 else ''}{v}" for r, v in card.gain.items() if v}
        chips = set(figures.values()) | {f"{f} {art.RESOURCE_SHORT.get(r, r)}" for r, f in figures.items()}
        with layout_check.recording(gfx.Surface(L.SCREEN)) as rec:
            art.deck_card(card, size)
        assert [str(p) for p in rec.problems()] == [], card.key
        boxes = [d.box for d in rec.draws if d.text in chips and d.box.h == 22]
        assert len(boxes) == len(figures), card.key     # a chip for each resource gained
        for box in boxes:
            assert inner.contains(box), (card.key, box, inner)


@pytest.mark.parametrize("size", [(180, 252), (192, 226)])
def test_a_character_sheet_keeps_every_word_inside_its_frame(size):
    frame = pygame.Rect((0, 0), size).inflate(-6, -6)
    glyphs._character_sheet.cache_clear()
    for character in CAT.characters:
        with layout_check.recording(gfx.Surface(L.SCREEN)) as rec:
            glyphs.character_sheet(character, size)
        assert [str(p) for p in rec.problems()] == [], character.key
        drawn = [d for d in rec.draws if d.surface.get_size() == size]
        assert any(d.text == character.name for d in drawn)
        for d in drawn:
            assert frame.contains(d.box), (character.key, d.text, d.box)


def test_a_solo_plate_shows_the_whole_character_card_under_the_jobs():
    boards = PlayerBoards(CAT)
    s = new(1, seed=2)
    p = RULES.observe(s, 0)["players"][0]
    rect = L.plate_rects(1, 0)[0]
    sheet = boards.sheet_rect(rect)
    _water, slots, jobs, footer = boards.big_rows(rect)
    assert sheet is not None and rect.contains(sheet)
    assert jobs is not None and jobs.bottom < sheet.top and sheet.bottom < footer.top and jobs.top > slots.bottom
    assert jobs.h >= 2 * jobrow.JOB[1], "two rows of job cards still fit"
    glyphs._character_sheet.cache_clear()
    surf = gfx.Surface(L.SCREEN)
    with layout_check.recording(surf) as rec:
        boards.draw_big(surf, rect, p, True)
    assert [str(pr) for pr in rec.problems()] == []
    name = next(c.name for c in CAT.characters if c.key == p["character"])
    assert any(d.text == name and d.surface.get_size() == sheet.size for d in rec.draws)
    for players in (2, 3, 4):   # a shorter plate keeps its room for the jobs
        assert boards.sheet_rect(L.plate_rects(players, 0)[0]) is None


def test_at_cleanup_the_cards_that_may_be_discarded_are_lit_and_a_click_discards(app):
    from game.games.few_and_cursed.table.moments import MOMENTS
    from game.scenes.driver import bot_move

    from .test_scene import new_match, open_table, settle

    match = new_match((None, "easy"), seed=0)
    for i in range(600):    # on to the person's cleanup
        seat = match.to_act()[0]
        if seat == 0 and MOMENTS["cleanup"](match, 0):
            break
        match.apply(seat, bot_move(match, seat, i))
    discards = {a.args[0] for a in match.legal_actions(0) if a.kind == "discard"}
    assert discards, "a hand to discard from"
    d, table = open_table(app, match)
    settle(d, table)
    lit = [s for s in table.hand if s.highlight == "legal"]
    assert {s.tag for s in lit} == discards and not any(s.dimmed for s in lit)
    d.click(lit[-1].rect.center)
    assert match.history[-1].action.kind == "discard" and match.history[-1].action.args == (lit[-1].tag,)


def test_panel_labels_too_long_for_a_button_are_said_shorter_and_alike():
    from game.core.model import Action
    from game.games.few_and_cursed.table.choices import fits_panel
    from game.games.few_and_cursed.table.words import Words

    words = Words(CAT, RULES.desert.graph)
    s = new(2, seed=2)
    obs = RULES.observe(s, s.seat)
    node = obs["players"][obs["acting"]]["node"]
    rides = [Action("move", (n, 0)) for n in RULES.desert.graph.neighbors(node)]
    assert len(rides) >= 2
    full = [words.label(a, obs) for a in rides]
    assert words.panel_labels(rides, obs, lambda w: True) == full
    short = words.panel_labels(rides, obs, lambda w: len(w) <= 12)   # nothing fits: the shortest form
    assert all(not label.startswith(("Ride to", "To ")) for label in short)
    for a, label in zip(rides, short):
        assert words.space(a.args[0]) in label and "move" in label
    labels = words.panel_labels(rides, obs, fits_panel)
    assert all(fits_panel(label) for label in labels) or labels == short
    assert len({label.split(" ")[0] == "Ride" for label in labels}) == 1, "the rides said one way"


def test_no_panel_button_cuts_its_words_in_the_action_phase(app):
    from game.scenes.driver import bot_move

    from .test_scene import new_match, open_table, settle

    seen = 0
    for seed in (0, 3):
        match = new_match((None, "easy"), seed=seed)
        for i in range(600):    # on to the person's action phase with rides on offer
            seat = match.to_act()[0]
            if seat == 0 and sum(1 for a in match.legal_actions(0) if a.kind == "move") >= 2:
                break
            match.apply(seat, bot_move(match, seat, i))
        if app.stack:
            app.stack.pop()
        d, table = open_table(app, match)
        settle(d, table)
        d.frames(2)
        assert table.buttons and all(b.label for b in table.buttons)
        cut = [b.label for b in table.buttons if getattr(b, "label_cut", False)]
        assert cut == [], cut
        seen += sum(1 for a in match.legal_actions(0) if a.kind == "move")
    assert seen, "some rides were offered"


def test_a_cursed_character_s_sheet_frames_its_cursed_side_in_gold():
    from game.engine import theme

    character = CAT.characters[0]
    plain = glyphs.character_sheet(character, (192, 226))
    cursed = glyphs.character_sheet(character, (192, 226), cursed=True)
    gold = [(x, y) for x in range(192) for y in range(226) if cursed.get_at((x, y))[:3] == theme.GOLD[:3]]
    assert len(gold) > 200, "a gold frame round the cursed panel"
    assert all(y > 226 // 2 for _x, y in gold), "on the lower, cursed part of the card"
    assert not any(plain.get_at(pt)[:3] == theme.GOLD[:3] for pt in gold[:50])
