"""What The Few and Cursed's table prints stays readable: a number keeps to its word when a
card's text wraps, a character's action fits its button, and a plate's printing stays clear
of the plate's printed frame."""

from __future__ import annotations

import pygame

from game.engine import text
from game.games.few_and_cursed.catalog import load_catalog
from game.games.few_and_cursed.table import art, hud
from game.games.few_and_cursed.table import layout as L
from game.games.few_and_cursed.table.seatboard import PlayerBoards
from game.games.few_and_cursed.table.words import Words

from .test_scene import new_match
from game.engine import gfx


def test_a_number_never_starts_or_ends_a_line_on_its_own():
    assert art.keep_numbers("+1 move. Draw 1.") == "+1\u00a0move. Draw\u00a01."
    assert art.keep_numbers("1. Pay 2 water: +2 health, curse -1.") == \
        "1. Pay 2\u00a0water: +2\u00a0health, curse\u00a0-1."
    cat = load_catalog()
    texts = {c.text for c in cat.cards} | {s.text for s in cat.store} | {j.text for j in cat.jobs}
    for e in cat.encounters:
        texts |= {f"1. {o.text}" for column in e.options.values() for o in column}
    bare = 0
    for words in sorted(texts):
        for width in (60, 84, 120):
            bare += _stranded(text.wrap(words, "serif", 13, width))
            lines = text.wrap(art.keep_numbers(words), "serif", 13, width)
            assert not _stranded(lines), f"{words!r} at {width}px: {lines!r}"
    assert bare > 0, "plain wrapping strands some figures: the check has something to catch"


def _stranded(lines: list) -> int:
    """How many lines are a bare figure ("1.") or end on a figure whose word went on ("+2")."""
    count = 0
    for i, line in enumerate(lines):
        tokens = line.replace("\u00a0", " ").split()
        if len(tokens) == 1 and art.NUMBER.fullmatch(tokens[0]):
            count += 1
        elif tokens and i < len(lines) - 1 and art.NUMBER.fullmatch(tokens[-1]) and tokens[-1][-1].isdigit():
            count += 1
    return count


def test_every_character_action_fits_its_panel_button():
    cat = load_catalog()
    match = new_match(("easy", "easy"), seed=1)
    words = Words(cat, match.rules.desert.graph)
    room = L.PANEL.w - 16 - 2 * 30          # a panel button less the label's padding
    for ch in cat.characters:
        obs = {"acting": 0, "players": [{"character": ch.key}]}
        label = words._label_character((), obs)
        assert label.startswith("Action: ") and len(label) > len("Action: ")
        assert text.measure(label, "ui_bold", 11)[0] <= room, label


def _frame_mask(panel: pygame.Surface, corner: pygame.Rect) -> list:
    """The inked pixels of the panel's printed frame (rules and ornament) in ``corner``."""
    out = []
    for y in range(corner.top, corner.bottom):
        for x in range(corner.left, corner.right):
            c = panel.get_at((x, y))
            if sum(c[:3]) < 330:   # ink, not paper
                out.append((x, y))
    return out


def test_a_plates_printing_keeps_clear_of_its_frame_and_corner_ornament():
    cat = load_catalog()
    match = new_match(("easy", "easy"), seed=1)
    obs = match.observe(None)
    names = ["Ada Longname-Whitcombe", "Bill"]
    bots = ["easy", "easy"]
    for seat, rect in enumerate(L.plate_rects(2, obs.get("acting"))):
        panel = hud.plate_bg(rect.size, seat == obs.get("acting"), obs["players"][seat]["cursed"])
        corner = pygame.Rect(0, 0, rect.w, 46)          # the top rules and both top ornaments
        inked = _frame_mask(panel, corner)
        assert len(inked) > 200, "the frame is printed there"
        surf = gfx.Surface(L.SCREEN, pygame.SRCALPHA)
        surf.blit(panel, rect)
        hud.draw_plate(surf, obs, seat, rect, names, bots, 0, seat, PlayerBoards(cat), still=True)
        spoilt = [(x, y) for x, y in inked if surf.get_at((rect.x + x, rect.y + y)) != panel.get_at((x, y))]
        assert not spoilt, f"seat {seat}: the printing covers the frame at {spoilt[:5]}"


def test_cards_played_lie_whole_in_the_play_area_however_many_and_say_themselves_on_hover():
    inner = L.PLAY_AREA.inflate(-2 * hud.INSET, 0)
    for count in range(1, 13):
        rects = hud.play_area_rects(count)
        assert len(rects) == count
        for i, r in enumerate(rects):
            assert inner.contains(r) and r.top >= L.PLAY_AREA.y + hud.ROW_TOP, (count, r)
            assert r.collidelist(rects[i + 1:]) == -1, (count, i)
        if count <= 4:
            assert all(r.size == L.MINI for r in rects), "up to four lie at full size"
    words = Words(load_catalog(), new_match((None,)).rules.desert.graph)
    card = next(c for c in load_catalog().cards if c.text)
    assert words.card_words(card.key) == f"{card.name}: {card.text}"


def test_the_learner_named_you_is_spoken_to_in_the_log_and_on_the_plate():
    from game.core.model import Event
    from game.games.few_and_cursed.table.narrate import step_lines

    match = new_match((None, "easy"))
    words = Words(match.rules.catalog, match.rules.desert.graph)
    names = ["You", "Bill"]
    card = match.rules.catalog.cards[0].key
    steps = [(0, "keeps one upgrade card", [Event("improvised", {"seat": 0, "card": card}),
                                            Event("play", {"seat": 0, "card": card})])]
    line = step_lines(steps, words, lambda s: names[s], lambda s: (0, 0, 0))[0][0]
    assert line.startswith("You keep ") and " and play " in line, line   # every verb agrees, not only the first
    other = step_lines([(1, "", [Event("play", {"seat": 1, "card": card})])], words, lambda s: names[s],
                       lambda s: (0, 0, 0))[0][0]
    assert other.startswith("Bill plays "), other


def test_a_ride_on_a_cursed_road_says_its_curse_in_the_log():
    from game.core.model import Event
    from game.games.few_and_cursed.table.narrate import step_lines

    match = new_match((None, "easy"))
    words = Words(match.rules.catalog, match.rules.desert.graph)
    nodes = list(match.rules.desert.graph.nodes)

    def line(data):
        steps = [(1, "", [Event("move", dict({"seat": 1, "from": nodes[0], "to": nodes[1]}, **data))])]
        return step_lines(steps, words, lambda s: ["You", "Bill"][s], lambda s: (0, 0, 0))[0][0]

    assert "(1 move, +1 curse)" in line({"move": 1, "curse": 1}), line({"move": 1, "curse": 1})
    assert "(2 move)" in line({"move": 2, "curse": 0})


def test_no_role_is_named_on_a_handoff_before_the_character_is_chosen():
    from game.scenes.common import shown_roles

    match = new_match((None, None), deal=False)
    assert match.observe(None)["phase"] == "characters"
    assert shown_roles(match) == ["", ""]
    seat = match.to_act()[0]
    match.apply(seat, next(a for a in match.legal_actions(seat) if a.kind == "select"))
    roles = shown_roles(match)
    assert roles[seat] and not roles[1 - seat]


def test_this_phases_water_counts_what_a_copying_card_brought_too():
    match = new_match((None,))
    words = Words(match.rules.catalog, match.rules.desert.graph)
    water = next(c for c in match.rules.catalog.cards if c.gain.get("money", 0) >= 2)
    cursed = next(c for c in match.rules.catalog.cards if c.key == "cursed")
    me = {"move": 0, "attack": 0, "play": [water.key, cursed.key], "played": [[water.key, -1], [cursed.key, 0]]}
    counts = hud.Pool.counts(me, words)
    assert counts["money"] == 2 * water.gain["money"] + cursed.gain.get("money", 0)
    assert counts["curse"] == water.gain.get("curse", 0) * 2 + cursed.gain.get("curse", 0)
