"""The seat plate every older table shares (game.scenes.seat_plate): one widget
draws each seat's name, its bot's level, whose turn it is and what is public
about it, in the game's own paper, with a slot for the game's pieces."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import SeatInfo
from game.scenes import launch, seat_plate
from game.scenes.driver import play_out
from game.scenes.seat_plate import PlateLook, SeatPlate, draw_seat_plate, slot_rect
from game.engine import gfx


def _paper(size, turn):
    surf = gfx.Surface(size)
    surf.fill((230, 220, 200))
    return surf


LOOK = PlateLook(paper=_paper)


@pytest.mark.parametrize("game_id,players", [("most-wanted", 3), ("wagon-robbers", 3), ("fugitive", 2),
                                             ("scotland-yard", 3)])
def test_every_older_table_draws_its_seats_on_the_shared_plate(app, monkeypatch, game_id, players):
    drawn = []
    real = seat_plate._plate_image
    monkeypatch.setattr(seat_plate, "_plate_image", lambda size, plate, look: drawn.append(plate) or
                        real(size, plate, look))
    seat_plate.clear_cache()
    seats = [SeatInfo("Ada", None)] + [SeatInfo(name, "easy") for name in ("Bill", "Cora", "Dutch")[:players - 1]]
    match = launch.new_match(game_id, players, seats, (), 5)
    play_out(match, 4, 5)
    scene = launch.table_factory(game_id)[0](app, match, 0)
    app.show(scene)
    app.step(1 / 60)
    scene.draw(app.screen)
    names = {p.name for p in drawn}
    if game_id == "scotland-yard":
        # its plates are the pieces' ticket boards: Mister X's names his player, each detective's
        # its player or what the piece did; a bot's level shows beside its player's name
        assert {"Mister X", "Detective 1", "Detective 2"} <= names
        assert [p.status for p in drawn if p.name == "Mister X"] == ["Ada"]
        assert all(p.level == "easy" for p in drawn if p.status in ("Bill", "Cora"))
        return
    # every player's seat is on a plate; bot seats say their level, the viewer's own says so
    assert {info.name for info in match.seats} <= names
    assert {p.name: p.level for p in drawn if p.name in ("Bill", "Cora", "Dutch")} == \
        {info.name: "easy" for info in match.seats[1:]}
    assert [p.name for p in drawn if p.you] == ["Ada"] and all(p.level is None for p in drawn if p.you)
    # whose turn: the seats to act now, as the match says
    to_act = {match.seats[s].name for s in match.to_act()}
    assert {p.name for p in drawn if p.turn} <= to_act


def test_the_turn_tab_and_the_slot():
    pygame.init()
    screen = gfx.Surface((400, 200))
    rect = pygame.Rect(40, 40, 200, 90)
    plate = SeatPlate("Calamity Jane", level="normal", status="Deciding...", facts=("Hand: 5 cards",))
    slot = draw_seat_plate(screen, rect, plate, LOOK)
    assert rect.contains(slot) and slot.h > 0
    assert slot == slot_rect(rect, plate, LOOK)
    before = pygame.image.tobytes(gfx.pixels_of(screen), "RGB")
    screen.fill((0, 0, 0))
    draw_seat_plate(screen, rect, SeatPlate("Calamity Jane", level="normal", status="Deciding...",
                                            facts=("Hand: 5 cards",), turn=True), LOOK)
    # the seat to play has the turn's edge and a tab across the plate's top edge
    assert pygame.image.tobytes(gfx.pixels_of(screen), "RGB") != before
    assert screen.get_at((rect.right - 12, rect.y - 4))[:3] == LOOK.turn
    # the slot sits under the words: one fact more pushes it down
    more = SeatPlate("Calamity Jane", facts=("Hand: 5 cards", "Guesses: 2"))
    assert slot_rect(rect, more, LOOK).y > slot_rect(rect, SeatPlate("Calamity Jane", facts=("Hand: 5 cards",)),
                                                     LOOK).y
    # a look with a column of words puts the slot to their right
    column = PlateLook(paper=_paper, words_width=120)
    assert slot_rect(rect, plate, column).x == rect.x + 120


def test_a_games_pieces_in_the_slot_are_drawn_once_and_kept_with_the_plate():
    """Most Wanted's bags, cards and bail: drawn into the plate's kept image, so frame after frame
    of the same plate draws nothing again; a changed count makes the next plate."""
    pygame.init()
    drawn = []

    def pieces(surface, slot, value):
        drawn.append((tuple(slot), value))
        gfx.rect(surface, (200, 30, 30), pygame.Rect(slot.x, slot.bottom - 6, 10, 6))

    look = PlateLook(paper=_paper, pieces=pieces)
    seat_plate.clear_cache()
    screen = gfx.Surface((400, 200))
    rect = pygame.Rect(40, 40, 200, 90)
    for _ in range(5):
        slot = draw_seat_plate(screen, rect, SeatPlate("Belle", pieces=(3, 5, 0)), look, t=0.1)
    assert len(drawn) == 1 and drawn[0][1] == (3, 5, 0)
    # drawn in the slot the plate gives back, as if on the screen
    assert screen.get_at((slot.x + 2, slot.bottom - 2))[:3] == (200, 30, 30)
    draw_seat_plate(screen, rect, SeatPlate("Belle", pieces=(4, 5, 0)), look)
    assert [value for _slot, value in drawn] == [(3, 5, 0), (4, 5, 0)]
    draw_seat_plate(screen, rect, SeatPlate("Belle"), look)   # no pieces given: none drawn
    assert len(drawn) == 2


SHARED_LOOK_TABLES = [("most-wanted", 3), ("wagon-robbers", 3), ("scotland-yard", 3), ("few-and-cursed", 2),
                      ("fugitive", 2)]


@pytest.mark.parametrize("game_id,players", SHARED_LOOK_TABLES)
def test_every_table_draws_its_plates_in_the_one_shared_look(app, monkeypatch, game_id, players):
    """One plate at every table: the same paper, ink, type and turn edge, a token in the seat's
    colour (or the game's emblem for a seat that is not a player) before the name."""
    seen = []
    real = seat_plate._draw_words
    monkeypatch.setattr(seat_plate, "_draw_words", lambda surf, r, plate, look, right: seen.append((plate, look))
                        or real(surf, r, plate, look, right))
    seat_plate.clear_cache()
    seats = [SeatInfo("Ada", None)] + [SeatInfo(name, "easy") for name in ("Bill", "Cora")[:players - 1]]
    match = launch.new_match(game_id, players, seats, (), 5)
    scene = launch.table_factory(game_id)[0](app, match, 0)
    app.show(scene)
    app.step(1 / 60)
    scene.draw(app.screen)
    assert seen
    shared = seat_plate.table_look()
    for plate, look in seen:
        assert look.paper is seat_plate.plate_paper and look.tokens
        assert (look.ink, look.soft, look.turn, look.name_role, look.line_size) == \
            (shared.ink, shared.soft, shared.turn, shared.name_role, shared.line_size)
        assert plate.color is not None or plate.emblem is not None
    # each seat's token has its own colour
    colours = [plate.color for plate, _look in seen if plate.color is not None]
    assert len(set(colours)) >= players


def test_key_figures_sit_along_the_foot_of_the_slot():
    pygame.init()
    screen = gfx.Surface((300, 100))
    screen.fill((0, 0, 0))
    slot = pygame.Rect(10, 10, 200, 60)
    icon = gfx.Surface((16, 16))
    icon.fill((200, 30, 30))
    seat_plate.draw_figures(screen, slot, [(icon, "3")], right=("Bail 1", (30, 200, 30)))
    # the icon at the slot's left, centred on the figures' line at its foot
    assert screen.get_at((slot.x + 2, slot.bottom - 6))[:3] == (200, 30, 30)
    assert screen.get_at((slot.x + 2, slot.y + 2))[:3] == (0, 0, 0)
    greens = [x for x in range(slot.x, slot.right) for y in range(slot.y, slot.bottom)
              if screen.get_at((x, y))[1] > 150 and screen.get_at((x, y))[0] < 100]
    assert greens and max(greens) <= slot.right and min(greens) > slot.centerx


def test_a_plates_hover_help_says_who_sits_there_and_what_it_shows():
    plate = SeatPlate("Bill", level="easy", status="Dealer", turn=True, facts=("On space 4 of 13",))
    assert seat_plate.plate_help(plate) == "Bill, played by an easy bot. Dealer. To play now. On space 4 of 13."


def test_you_marks_the_viewers_own_seat_only_when_a_person_plays_it():
    """A replay or a table of bots shows a bot's seat through its eyes: that seat is not "you"."""
    assert SeatPlate("Bill", you=True).shown_name == "Bill (you)"
    assert SeatPlate("Bill", level="normal", you=True).shown_name == "Bill"
    assert seat_plate.plate_help(SeatPlate("Bill", level="normal", you=True)).startswith("Bill, played by a normal")
