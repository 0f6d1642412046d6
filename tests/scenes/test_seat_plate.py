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
