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


def test_a_plates_printing_keeps_clear_of_its_edge():
    """The plates are the shared seat plate's paper (game.scenes.seat_plate): the head and the
    board print inside it, clear of its edge, however long the name."""
    from game.scenes import seat_plate

    cat = load_catalog()
    match = new_match(("easy", "easy"), seed=1)
    obs = match.observe(None)
    names = ["Ada Longname-Whitcombe", "Bill"]
    bots = ["easy", "easy"]
    for seat, rect in enumerate(L.plate_rects(2, obs.get("acting"))):
        panel = hud.plate_bg(rect.size, seat == obs.get("acting"), obs["players"][seat]["cursed"])
        assert panel.get_at((rect.w // 2, 20)) == seat_plate.plate_paper(rect.size, seat == obs.get("acting"))\
            .get_at((rect.w // 2, 20))
        surf = gfx.Surface(L.SCREEN, pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        hud.draw_plate(surf, obs, seat, rect, names, bots, 0, seat, PlayerBoards(cat), still=True)
        inner = rect.inflate(-6, -6)
        spilt = [(x, y) for y in range(rect.top - 4, rect.bottom + 4) for x in range(rect.left - 4, rect.right + 4)
                 if not inner.collidepoint(x, y) and surf.get_at((x, y)).a > 40]
        assert not spilt, f"seat {seat}: the printing reaches the plate's edge at {spilt[:5]}"


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
