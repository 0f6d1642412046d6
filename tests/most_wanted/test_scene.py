"""Most Wanted's table: layout, hot-seat secrecy in a robbery, bots playing on."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import SeatInfo
from game.scenes.driver import Driver
from game.engine import gfx
from at_table import open_table, pass_handoff, settle
import at_table


def new_match(players, bots, seed=5):
    return at_table.new_match("most-wanted", bots[:players], seed)


# -- layout -----------------------------------------------------------------------------

@pytest.mark.parametrize("players", range(2, 9))
def test_layout_zones_never_overlap(players):
    from game.games.most_wanted.table import layout as L

    zones = L.layout(players).zones()
    screen = pygame.Rect(0, 0, *L.SCREEN)
    for i, (name, rect) in enumerate(zones):
        assert screen.contains(rect), f"{name} leaves the screen at {players} players"
        for other, rect2 in zones[i + 1:]:
            assert not rect.colliderect(rect2), f"{name} overlaps {other} at {players} players"
    assert len(L.layout(players).places) == players
    assert (L.layout(players).sheriff is not None) == (players == 2)


@pytest.mark.parametrize("players", range(2, 9))
def test_every_seat_and_its_face_down_cards_lie_whole_on_the_cloth(players):
    """No plate (the Sheriff's included) straddles the felt's rim, and a full
    face-down hand stays on the cloth and off every plate."""
    from game.games.most_wanted.table import layout as L

    lay = L.layout(players)
    places = list(lay.places) + ([lay.sheriff] if lay.sheriff is not None else [])
    plates = [p.plate for p in places]
    for place in places:
        assert L.CLOTH.contains(place.plate), f"{place.slot}'s plate straddles the rim at {players} players"
        for n in range(1, 9):
            for pos in place.commit_positions(n):
                card = pygame.Rect(0, 0, *L.MINI)
                card.center = (round(pos[0]), round(pos[1]))
                assert L.CLOTH.contains(card), f"{place.slot}'s card {n} leaves the cloth"
                assert card.collidelist(plates) == -1, f"{place.slot}'s card {n} covers a plate"


def test_an_action_cards_points_sit_beside_the_star_inside_the_border():
    from game.engine import card_art, layout_check
    from game.games.most_wanted.table import board

    board.action_face.cache_clear()
    sheet = gfx.Surface((240, 90))
    with layout_check.recording(sheet) as rec:
        faces = [board.action_face(key, points) for key, points in (("pony", 2), ("stagecoach", 3), ("train", 4))]
        faces.append(board.action_face("saloon"))
    assert rec.problems() == []
    size = faces[0].get_size()
    safe = card_art.title_rect(size, card_art.content_rect(size).h)
    for face in faces:
        draws = [d for d in rec.draws if d.surface is face]
        assert draws, "the card's words went through the check"
        for d in draws:
            assert safe.contains(d.ink) or d.ink.bottom <= 32, f"{d.text!r} runs into the border's studs"
    board.action_face.cache_clear()


@pytest.mark.parametrize("players", (2, 8))
def test_viewer_hand_fits_its_zone(players):
    from game.games.most_wanted.table import layout as L

    for n in range(1, 11):
        for place in L.hand_slots(n):
            card = pygame.Rect(0, 0, *L.CARD)
            card.center = (round(place.pos[0]), round(place.pos[1]))
            assert L.HAND_ZONE.inflate(0, 40).contains(card.inflate(-30, -30))


# -- hot-seat robbery -------------------------------------------------------------------------

class _Shifted:
    """A camera that draws everything 100 pixels right and down: what falls off the screen shows."""

    zoom = 1.0

    @staticmethod
    def world_to_screen(point):
        return (point[0] + 100, point[1] + 100)


def _glow_reach(sprite) -> pygame.Rect:
    """Where the sprite's highlight glow shows, in screen pixels (drawn lit and unlit, compared)."""
    drawn = []
    for highlight in (None, "legal"):
        surface = gfx.Surface((1480, 920), pygame.SRCALPHA)
        sprite.highlight = highlight
        sprite.draw(surface, _Shifted())
        drawn.append(surface)
    unlit, lit = drawn
    lit.blit(unlit, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    rects = pygame.mask.from_surface(gfx.pixels_of(lit), 8).get_bounding_rects()
    return rects[0].unionall(rects[1:]).move(-100, -100)


def test_a_lifted_action_card_glows_whole_on_the_screen_and_off_the_prompt_bar(app):
    """Hovered with the mouse (posted motion), each lit action card lifts and glows; the glow
    stays whole on the 1280 x 720 screen, clear of the prompt bar, in the right-hand column."""
    from game.games.most_wanted.table import layout as L

    d, table = open_table(app, new_match(2, [None, "easy"]))
    settle(d, table)
    screen = pygame.Rect(0, 0, *L.SCREEN)
    for sprite in table.pieces.actions:
        rest = pygame.Rect(sprite.rect)
        d.hover(rest.center, frames=30)
        assert sprite.rect.bottom < rest.bottom   # lifted under the mouse
        reach = _glow_reach(sprite)
        assert reach.w > rest.w and reach.h > rest.h, (sprite.tag, reach)   # a glow all round
        assert screen.contains(reach), (sprite.tag, reach)
        assert not reach.colliderect(L.PROMPT), (sprite.tag, reach)
        assert reach.left >= L.FELT.right - L.FELT_RIM, (sprite.tag, reach)   # no further than the felt's rim
    assert app.errors == []


def committed_cards(match, seat):
    return list(match.state.commit[seat])


def test_hot_seat_robbery_keeps_each_hand_secret_until_the_reveal(app):
    match = new_match(3, (None, None, "easy"))
    d, table = open_table(app, match)
    pass_handoff(d)                       # Ada has the screen for her turn
    assert table.view == 0 and table.choice is not None and table.choice.mode == "turn"

    # Ada robs the Pony Express: its action card is lit, and a click declares the robbery.
    pony = table.pieces.actions[0]
    assert pony.highlight == "legal"
    d.click(pony.rect.center)
    assert match.observe(None)["phase"] == "showdown"
    assert table.choice.mode == "commit" and table.choice.hand_size_needed == 2

    # She picks two cards from her fan and plays them face down.
    hand = sorted(table.pieces.hand)
    for card in hand[:2]:
        sprite = table.pieces.hand[card]
        assert sprite.highlight == "legal"
        d.click(sprite.rect.center)
    assert sorted(table.choice.picked) == hand[:2]
    d.click(table.button("Play 2").rect.center)
    ada_cards = committed_cards(match, 0)
    assert sorted(ada_cards) == hand[:2]

    # The screen goes to Bill behind a handoff; until he takes it, nobody's cards are shown.
    settle(d, table)
    assert d.top_name == "handoff"
    assert table.view is None
    pass_handoff(d)
    assert table.view == 1
    obs = table.obs
    ada = next(p for p in obs["showdown"]["participants"] if p["seat"] == 0)
    assert ada["joined"] and ada["cards"] is None           # Bill sees only backs
    assert set(table.pieces.hand) <= set(match.state.hands[1]) | set(match.state.commit[1])
    table.draw(app.screen)

    # Bill joins with two cards of his own.
    bill_hand = sorted(table.pieces.hand)
    for card in bill_hand[:2]:
        d.click(table.pieces.hand[card].rect.center)
    d.click(table.button("Play 2").rect.center)
    assert match.history[-1].action.kind == "commit" or any(e.kind == "revealed" for s in match.history[-2:]
                                                            for e in s.events)

    # Cora (a bot) decides; then the cards are revealed to all.
    for _ in range(60):
        settle(d, table)
        if any(e.kind == "revealed" for s in match.history for e in s.events):
            break
    revealed = [e for s in match.history for e in s.events if e.kind == "revealed"]
    assert revealed, "the robbery was never revealed"
    shown = {h["seat"]: sorted(h["cards"]) for h in revealed[0].public["hands"]}
    assert shown[0] == sorted(ada_cards) and shown[1] == sorted(bill_hand[:2])


def test_no_seat_sees_another_commitment_before_the_reveal(app):
    """Whoever holds the screen, the face-down cards of others are never in what the table draws from."""
    match = new_match(3, (None, None, None))
    d, table = open_table(app, match)
    pass_handoff(d)
    d.click(table.pieces.actions[1].rect.center)   # Ada robs the Stagecoach
    for card in sorted(table.pieces.hand)[:3]:
        d.click(table.pieces.hand[card].rect.center)
    d.click(table.button("Play 3").rect.center)
    secret = set(match.state.commit[0])
    settle(d, table)
    pass_handoff(d)
    assert table.view == 1
    faces = {id(s.face) for s in table.sprites if isinstance(s.tag, int) and s.face_up}
    from game.games.most_wanted.table import art
    for c in secret - set(match.state.hands[1]):
        assert id(art.face(c)) not in faces or any(art.face(c) is art.face(h) for h in match.state.hands[1])
    assert all(p["cards"] is None for p in table.obs["showdown"]["participants"] if p["seat"] != 1)


# -- bots -----------------------------------------------------------------------------------------

def test_a_bot_match_moves_on_by_itself(app):
    match = new_match(4, ("easy", "easy", "easy", "easy"), seed=11)
    d, table = open_table(app, match)
    assert d.top_name == "table"                 # no humans: no handoff
    for _ in range(80):
        settle(d, table, limit=60)
        if len(match.history) >= 12 or match.is_over():
            break
    assert len(match.history) >= 12 or match.is_over()
    assert not app.errors
    table.draw(app.screen)


def test_esc_pauses_the_table(app):
    match = new_match(2, (None, "easy"))
    d, table = open_table(app, match)
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "pause"


def test_the_log_names_face_down_cards_only_to_their_owner(app):
    """After a handoff the Recent moves board is worded for the new viewer:
    Ada's face-down cards, named on her own screen, are not named on Bill's."""
    from game.games.most_wanted.cards import card_label

    match = new_match(3, (None, None, None))
    d, table = open_table(app, match)
    pass_handoff(d)
    d.click(table.pieces.actions[0].rect.center)   # Ada robs the Pony Express
    for card in sorted(table.pieces.hand)[:2]:
        d.click(table.pieces.hand[card].rect.center)
    d.click(table.button("Play 2").rect.center)
    secret = [card_label(c) for c in match.state.commit[0]]
    assert any(all(s in line for s in secret) for line, _ in table.log)
    settle(d, table)
    pass_handoff(d)
    assert table.view == 1
    assert not any(s in line for line, _ in table.log for s in secret)
    assert any("Ada plays 2 cards face down" in line for line, _ in table.log)


def test_the_log_tells_who_won_and_what_it_cost():
    from game.core.model import Event
    from game.games.most_wanted.table.log import lines_for

    names = {0: "Ada", 1: "Bill", -1: "The Sheriff"}.get
    events = [
        Event("revealed", {"kind": "robbery", "round": 0, "winners": [0], "automatic": False,
                           "hands": [{"seat": 0, "cards": [], "hand": "Pair of Kings", "double_crosser": False},
                                     {"seat": 1, "cards": [], "hand": "Ace high", "double_crosser": False}]}),
        Event("scored", {"seat": 0, "points": 2, "space": 5}),
        Event("bail_paid", {"seat": 1, "owed": 2, "paid": 1, "moved_back": 1, "space": 6}),
        Event("reshuffled", {"count": 40, "flipped": 1, "points": 4}),
    ]
    logged = lines_for(names, [(1, "plays 2 cards face down", events)])
    assert [t for t, _ in logged] == ["Bill plays 2 cards face down", "Ada wins with Pair of Kings",
                                      "Ada +2, now on space 5", "Deck reshuffled: the Stagecoach now pays 4",
                                      "Bail paid: Bill 1 (back 1)"]
    # as at every table, a line about one seat carries that seat's dot; one about no one seat a plain one
    dots = [dot for _, dot in logged]
    assert dots[1] == dots[2] != dots[0] and dots[3] == dots[4] not in (dots[0], dots[1])


def test_a_finished_showdown_leaves_no_card_picking_behind(app):
    """When the robbery a human joined is over and their turn comes, the table
    asks for an action, not for more face-down cards."""
    from game.core.model import Action

    match = new_match(2, (None, "easy"), seed=5)
    match.apply(0, Action("church", ()))
    match.apply(1, Action("rob", (0,)))           # Bill robs the Pony Express; Ada may join
    d, table = open_table(app, match)
    for _ in range(20):
        settle(d, table)
        if table.choice is not None and table.choice.mode == "commit":
            break
    assert table.choice is not None and table.choice.mode == "commit"
    for c in sorted(table.pieces.hand)[:2]:
        d.click(table.pieces.hand[c].rect.center)
    d.click(table.button("Play 2").rect.center)
    settle(d, table)
    assert match.observe(None)["phase"] == "action" and match.to_act() == (0,)
    assert table.choice is not None and table.choice.mode == "turn"
    assert table.prompt()[1] == "choose a lit action card"


def test_enter_plays_the_cards_picked_with_the_mouse(app):
    match = new_match(2, (None, "easy"))
    d, table = open_table(app, match)
    settle(d, table)
    d.click(table.pieces.actions[0].rect.center)  # rob the Pony Express
    assert table.choice.mode == "commit" and table.choice.hand_size_needed == 2
    hand = sorted(table.pieces.hand)
    for card in hand[:2]:
        d.click(table.pieces.hand[card].rect.center)
    assert sorted(table.choice.picked) == hand[:2]
    d.key(pygame.K_RETURN)
    assert sorted(committed_cards(match, 0)) == hand[:2]


def test_while_a_showdown_is_shown_the_prompt_waits_for_nobody(app):
    match = new_match(2, (None, "easy"))
    d, table = open_table(app, match)
    settle(d, table)
    table.motion.reveal = {"kind": "robbery", "winners": [0], "automatic": False}
    who, what = table.prompt()
    assert "Waiting" not in who and who == "Showdown"
    title, line = table.drawing.stage_text(table.sight())
    assert "moment" in line and "click" in line.lower()


def test_a_real_showdown_says_it_goes_on_by_itself_and_a_click_goes_on_at_once(app):
    """Ada robs with clicks and Enter, Bill (a bot) answers; while the hands are
    shown the prompt waits for nobody, the stage says the table goes on in a
    moment or on a click, and a click (a real event) goes on at once."""
    match = new_match(2, (None, "easy"), seed=7)
    d, table = open_table(app, match)
    settle(d, table)
    d.click(table.pieces.actions[0].rect.center)  # rob the Pony Express
    for card in sorted(table.pieces.hand)[: table.choice.hand_size_needed]:
        d.click(table.pieces.hand[card].rect.center)
    d.key(pygame.K_RETURN)
    for _ in range(400):
        d.frames(1, dt=0.05)
        if table.motion.reveal is not None and table.motion.reveal["kind"] == "robbery":
            break
    reveal = table.motion.reveal
    assert reveal is not None, "no showdown was shown"
    who, what = table.prompt()
    assert "Waiting" not in who and "Waiting" not in what
    stage = table.drawing.stage_text(table.sight())
    if not reveal.get("automatic") and len(reveal["winners"]) == 1:
        assert "in a moment" in stage[1] and "click" in stage[1]
    assert table.events.wait > 2.0, "the hands stay up a while by themselves"
    d.click((640, 430), frames=0)  # the middle of the felt, no control there
    for _ in range(30):  # 1.5 s: well before the table would have gone on by itself
        d.frames(1, dt=0.05)
        if table.motion.reveal is not reveal:
            break
    assert table.motion.reveal is not reveal, "the click did not go on"


def test_the_hot_seat_handoff_names_the_player_and_no_role_everyone_shares(app):
    """Every Most Wanted player is an outlaw: the handoff says whose turn it is
    and nothing like "playing the Outlaw"."""
    from game.engine import layout_check

    match = new_match(3, (None, None, "easy"))
    d, table = open_table(app, match)
    assert d.top_name == "handoff"
    with layout_check.recording(app.screen) as rec:
        d.frames(1)
    said = " | ".join(x.text for x in rec.draws)
    assert "Ada" in said
    assert "Outlaw" not in said and "Role" not in said and "playing the" not in said, said
    pass_handoff(d)
    assert d.top_name == "table" and table.view == 0


def test_every_duel_size_can_be_chosen_with_clicks(app):
    """A duel may be fought with 1- or 2-card hands: the one size button steps through both, so
    the smaller size is never out of reach (three buttons fit the corner)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
    from aids_helpers import make_move

    from game.core.model import Action
    from game.scenes import launch

    for size in (1, 2):
        match = launch.new_match("most-wanted", 2, [SeatInfo("Ada", None), SeatInfo("Bill", "easy")], (), 3,
                                 autosave=False)
        table = launch.open_match(app, match)
        table.bot_pace = 1e9
        d = Driver(app)
        d.frames(5)
        assert Action("duel", (1, size)) in match.legal_actions(0)
        assert make_move(d, table, 0, Action("duel", (1, size)))
        assert match.history[-1].action == Action("duel", (1, size))
