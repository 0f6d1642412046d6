"""Wagon Robbers' table: hot-seat secrecy, role and cargo choices by mouse
and keyboard, the reveal board, bots playing on."""

from __future__ import annotations

import pygame

from game.engine import gfx
from at_table import open_table, pass_handoff, settle
import at_table


def new_match(bots, seed=5):
    return at_table.new_match("wagon-robbers", bots, seed)


def first_seat(match):
    return match.to_act()[0]


def test_roles_are_chosen_behind_handoffs_and_stay_hidden(app):
    match = new_match((None, None))
    d, table = open_table(app, match)
    first = first_seat(match)
    pass_handoff(d)
    assert table.view == first
    button = table.button("Ride as an Outlaw")
    assert button is not None and table.button("Defend as a Bounty Hunter") is not None
    d.click(button.rect.center)
    assert match.state.roles[first] == "outlaw"
    settle(d, table)
    assert d.top_name == "handoff" and table.view is None  # nobody's cards while the screen changes hands
    pass_handoff(d)
    second = 1 - first
    assert table.view == second
    assert table.obs["roles"][first] is None and table.obs["role_placed"][first]
    assert all(word not in " ".join(line for line, _ in table.log).lower() for word in ("outlaw", "hunter"))


def test_keys_pick_a_role_and_place_cargo(app):
    match = new_match((None, "easy"))
    d, table = open_table(app, match)
    me = 0
    settle(d, table)
    while first_seat(match) != me:
        settle(d, table)
    d.key(pygame.K_h)
    assert match.state.roles[me] == "hunter"
    settle(d, table)
    # the viewer's plate says the role they chose; a rival's plate keeps theirs face down
    assert table.seat_plate(me, table.obs).facts == ("You ride as a Bounty Hunter",)
    assert table.seat_plate(1, table.obs).facts == ()
    assert match.observe(me)["phase"] == "prep" and me in match.to_act()
    held = list(table.obs["hand"])
    d.key(pygame.K_1)
    assert match.observe(me)["placed"][me] == [held[0]]
    assert match.observe(me)["hand_counts"][me] == len(held) - 1


def test_a_click_on_a_lit_card_places_it_and_p_passes(app):
    match = new_match((None, "random"), seed=9)
    d, table = open_table(app, match)
    settle(d, table)
    while 0 not in match.to_act():
        settle(d, table)
    d.key(pygame.K_o)
    settle(d, table)
    while not (match.observe(0)["phase"] == "prep" and 0 in match.to_act()):
        settle(d, table)
    sprite = table.hand[-1]
    assert sprite.highlight == "legal" and sprite.hoverable
    key = table.obs["hand"][-1]
    d.click(sprite.rect.center)
    assert match.observe(0)["placed"][0] == [key]
    settle(d, table)
    if 0 in match.to_act() and match.observe(0)["phase"] == "prep":
        before = len(match.history)
        d.key(pygame.K_p)
        assert match.history[before].action.kind == "pass"


def test_the_reveal_board_shows_both_sides_and_a_click_closes_it(app):
    match = new_match(("normal", "normal", None), seed=3)
    d, table = open_table(app, match)
    for _ in range(600):
        d.frames(1, dt=0.05)
        if table.reveal is not None and table.reveal.get("battle") is not None:
            break
        if 2 in match.to_act() and not table.busy():
            d.key(pygame.K_SPACE if match.observe(2)["phase"] == "prep" else pygame.K_o)
    board = table.reveal
    assert board is not None and set(board["roles"]) == {0, 1, 2}
    assert board["battle"]["attack"] >= 0 and board["battle"]["defence"] >= 1
    # the board and its veil lie over the whole table: resting on the wagon beneath shows nothing of it
    from game.games.wagon_robbers.table import layout as L

    d.hover(L.WAGON_POS, frames=40)
    assert table.hover_help() == [] and table.draw_hover_help(app.screen) is None
    d.click((640, 300))
    d.frames(2)
    assert table.reveal is None


def test_bots_alone_finish_a_match_and_the_results_show(app):
    match = new_match(("easy", "easy"), seed=2)
    d, table = open_table(app, match)
    for _ in range(3000):
        d.frames(1, dt=0.2)
        if table.reveal is not None:
            table.reveal_left = 0.0
        if d.top_name == "results":
            break
    assert match.is_over() and d.top_name == "results"


def test_esc_pauses_the_table(app):
    match = new_match((None, "easy"))
    d, table = open_table(app, match)
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "pause"


def test_seat_places_never_overlap():
    from game.games.wagon_robbers.table import layout as L

    from game.games.wagon_robbers.table import art

    def card(center, size):
        return pygame.Rect(0, 0, *size).move(center[0] - size[0] // 2, center[1] - size[1] // 2)

    screen = pygame.Rect(0, 0, *L.SCREEN)
    hand = pygame.Rect(L.HAND_LEFT, L.HAND_Y - art.CARD[1] // 2, L.HAND_RIGHT - L.HAND_LEFT, art.CARD[1])
    middle = [card(L.WAGON_DECK, art.CARD), card(L.WAGON_POS, art.WAGON), L.RIDERS, L.DEFENCE,
              card(L.CARGO_DECK, art.CARD), card(L.DISCARD, art.CARD), hand]
    for n in range(2, 6):
        places = L.places(n, 0)
        rects = [r for p in places.values() for r in (p.plate, p.table)] + [L.LOG, L.BUTTONS, L.PROMPT] + middle
        for i, a in enumerate(rects):
            assert screen.contains(a)
            for b in rects[i + 1:]:
                assert not a.colliderect(b), (n, a, b)
        # every card laid before a seat lies whole in that seat's place, clear of the next card's face
        for p in places.values():
            slots = L.laid_slots(p)
            assert all(p.table.contains(r) for r in slots)
            assert all(b.x - a.x >= 40 for a, b in zip(slots, slots[1:])), "each laid card shows its face's left part"


def test_the_moves_log_sits_bottom_right_and_marks_each_line_with_its_seats_colour(app):
    from game.games.wagon_robbers.table import layout as L
    from game.scenes.seat_plate import seat_colour

    assert L.LOG.right >= L.SCREEN[0] - 20 and L.LOG.bottom >= L.SCREEN[1] - 16 and L.LOG.y > L.SCREEN[1] // 2
    match = new_match(("easy", "easy", "easy"))
    d, table = open_table(app, match)
    settle(d, table)
    for _ in range(6):
        d.frames(5, dt=0.2)
        settle(d, table)
    accents = [accent for _words, accent in table.log if accent is not None]
    assert accents, "the moves name their seats"
    assert set(accents) <= {seat_colour(s) for s in range(3)}
    first_move = next(words for words, accent in table.log if accent == seat_colour(1))
    assert first_move.startswith("Bill")


def test_the_log_and_prompt_never_write_on_the_shared_panels(app):
    # theme.panel hands out one cached surface per size: a log or prompt drawn on it would
    # leave its text behind under every later log and prompt (seen as doubled lines)
    from game.engine import theme
    from game.games.wagon_robbers.table import layout as L
    from game.scenes import table_frame

    blank_log = pygame.image.tobytes(gfx.pixels_of(theme.panel(L.LOG.size, "wood")), "RGBA")
    blank_prompt = pygame.image.tobytes(gfx.pixels_of(theme.panel(L.PROMPT.size, "leather")), "RGBA")
    line = (("Bill places a cargo card face down", None),)
    first = pygame.image.tobytes(gfx.pixels_of(table_frame._log_image(L.LOG.size, line, 0)), "RGBA")
    table_frame._log_image(L.LOG.size, (("Cora is an Outlaw", None),), 0)
    table_frame._prompt_image(L.PROMPT.size, "Waiting for Ada", "")
    assert pygame.image.tobytes(gfx.pixels_of(theme.panel(L.LOG.size, "wood")), "RGBA") == blank_log
    assert pygame.image.tobytes(gfx.pixels_of(theme.panel(L.PROMPT.size, "leather")), "RGBA") == blank_prompt
    table_frame.clear_cache()
    assert pygame.image.tobytes(gfx.pixels_of(table_frame._log_image(L.LOG.size, line, 0)), "RGBA") == first


def test_a_role_cards_word_is_printed_large_enough_to_read_and_clear_of_its_studs():
    """A role card laid before a seat (66 x 92) or in hand prints "Outlaw" or "Hunter" on a ribbon
    across its foot, over the lower studs: at 10 pixels or more, whole inside the ribbon, under the
    motif.  A smaller card (40 x 56) has no room for the word at the least size text is set at
    (11 real pixels): it shows its motif alone."""
    from game.engine import card_art, text
    from game.games.wagon_robbers.table import art

    for role, word in art.ROLE_WORDS.items():
        assert art.role_ribbon(art.MINI, word)[1] is None
        assert art.role_face(role, art.MINI).get_size() == art.MINI
    for size in (art.PLAYED, art.CARD):
        for role, word in art.ROLE_WORDS.items():
            ribbon, px = art.role_ribbon(size, word)
            assert px >= 10, (size, word, px)
            assert text.measure(word, "ui_bold", px)[0] <= ribbon.w - 4
            assert pygame.Rect((0, 0), size).contains(ribbon)
            inner = card_art.content_rect(size)
            # the ribbon covers the studs at the inner frame's lower corners rather than running into them
            assert ribbon.left < inner.left and ribbon.right > inner.right and ribbon.top < inner.bottom
            assert art.role_face(role, size).get_size() == size
