"""The jobs on the acting seat's big plate, for any number held and scored:
nothing overlaps, everything stays in the plate's job row above its footer,
a hover finds exactly what is drawn, every name is drawn whole, and another
seat's held jobs stay secret in the picture and in the hover words."""

from __future__ import annotations

import os

import pygame
import pytest

from game.engine import layout_check
from game.games.few_and_cursed.rules.state import touch
from game.games.few_and_cursed.table import glyphs, jobrow
from game.games.few_and_cursed.table import layout as L
from game.games.few_and_cursed.table.seatboard import PlayerBoards

from .helpers import CAT, RULES, new
from game.engine import gfx

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
SEAT = 1
# one job of each name, so a name seen can only be the one job meant
UNIQUE = [i for i, j in enumerate(CAT.jobs) if all(o.name != j.name for o in CAT.jobs[:i])]
COUNTS = [(held, scored) for held in range(11) for scored in range(11)]


@pytest.fixture(scope="module")
def boards():
    pygame.init()
    return PlayerBoards(CAT)


def seat_view(held: int, scored: int, viewer: int, players: int = 4) -> dict:
    """Seat 1 holding ``held`` jobs and having scored ``scored``, as ``viewer`` sees it."""
    s = new(players, seed=2)
    p = s.players[SEAT]
    p.jobs = UNIQUE[:held]
    p.done_jobs = UNIQUE[held:held + scored]
    touch(s)
    return RULES.observe(s, viewer)["players"][SEAT]


def big_plate(players: int = 4) -> pygame.Rect:
    return L.plate_rects(players, SEAT)[SEAT]


def job_tips(boards, rect, p, mine) -> list:
    """The hover areas of the jobs: every tip after the character card and the four slots, before
    the footer's four counts."""
    return boards.tips(rect, p, mine)[5:-4]


@pytest.mark.parametrize("players", [4, 1])
@pytest.mark.parametrize("mine", [True, False])
def test_jobs_never_overlap_and_stay_in_their_row(boards, mine, players):
    rect = big_plate(players) if players > 1 else L.plate_rects(1, 0)[0]
    _water, slots, area, footer = boards.big_rows(rect)
    assert area is not None and area.top > slots.bottom and area.bottom < footer.top
    inner = rect.inflate(-2 * 16, 0)
    for held, scored in COUNTS:
        p = seat_view(held, scored, SEAT if mine else 0, max(players, 2))
        pieces = boards.job_pieces(area, p)
        rects = [pc.rect for pc in pieces]
        assert all(area.contains(r) and inner.contains(r) for r in rects), (held, scored, rects)
        for i, a in enumerate(rects):
            assert a.collidelist(rects[i + 1:]) == -1, (held, scored, rects)
        # every job is shown or counted: the pieces stand for all of them
        assert sum(pc.count for pc in pieces) == held + scored, (held, scored)


def test_cards_while_they_fit_then_a_pile_then_tickets(boards):
    _water, _slots, area, _footer = boards.big_rows(big_plate())
    forms = lambda held, scored: [pc.form for pc in boards.job_pieces(area, seat_view(held, scored, SEAT))]
    assert forms(2, 2) == ["card"] * 4
    assert forms(3, 2) == ["card"] * 3 + ["scored_pile"]
    assert forms(5, 3) == ["ticket"] * 5 + ["scored_ticket"]
    assert forms(10, 4)[-2:] == ["more", "scored_ticket"]
    theirs = [pc.form for pc in boards.job_pieces(area, seat_view(7, 5, 0))]
    assert theirs == ["back_pile", "scored_pile"]


@pytest.mark.parametrize("mine", [True, False])
def test_a_hover_finds_exactly_the_pieces_drawn(boards, monkeypatch, mine):
    rect = big_plate()
    surface = gfx.Surface(L.SCREEN, pygame.SRCALPHA)
    for held, scored in COUNTS:
        drawn = []
        real = jobrow._image
        monkeypatch.setattr(jobrow, "_image", lambda piece, jobs: drawn.append(piece.rect) or real(piece, jobs))
        p = seat_view(held, scored, SEAT if mine else 0)
        boards.draw_big_still(surface, rect, p, mine)
        monkeypatch.setattr(jobrow, "_image", real)
        assert [pygame.Rect(r) for r, _words in job_tips(boards, rect, p, mine)] == drawn, (held, scored)


def test_another_seats_held_jobs_stay_secret_in_the_picture_and_the_hover(boards):
    rect = big_plate()
    surface = gfx.Surface(L.SCREEN, pygame.SRCALPHA)
    for held, scored in COUNTS:
        p = seat_view(held, scored, viewer=0)
        secret = {CAT.jobs[j].name for j in UNIQUE[:held]}
        public = {CAT.jobs[j].name for j in UNIQUE[held:held + scored]}
        _clear_job_art()
        with layout_check.recording(surface) as rec:
            boards.draw_big_still(surface, rect, p, False)
        shown = " | ".join(d.text for d in rec.draws).replace("- ", "")  # a long word hyphenated
        words = " | ".join(w for _r, w in boards.tips(rect, p, False))
        assert not [n for n in secret if n in shown or n in words], (held, scored)
        assert all(n in words for n in public), (held, scored)
    # the owner, though, finds every one of them named
    p = seat_view(6, 3, viewer=SEAT)
    words = " | ".join(w for _r, w in boards.tips(rect, p, True))
    assert all(CAT.jobs[j].name in words for j in UNIQUE[:9])


@pytest.mark.parametrize("mine", [True, False])
def test_every_job_name_on_the_plate_is_drawn_whole(boards, mine):
    rect = big_plate()
    surface = gfx.Surface(L.SCREEN, pygame.SRCALPHA)
    for held, scored in [(h, s) for h, s in COUNTS if h + s >= 4]:
        p = seat_view(held, scored, SEAT if mine else 0)
        _clear_job_art()
        with layout_check.recording(surface) as rec:
            boards.draw_big_still(surface, rect, p, mine)
        assert [str(x) for x in rec.problems()] == [], (held, scored)


def _clear_job_art() -> None:
    """Forget the job pictures drawn so far, so a recording sees their words drawn again."""
    for f in (glyphs._job, glyphs.job_ticket, glyphs.scored_pile, glyphs.job_back_pile):
        f.cache_clear()


def test_a_job_card_shows_its_picture_and_reward_and_its_hover_names_it(boards):
    surface = gfx.Surface(jobrow.JOB, pygame.SRCALPHA)
    for job in {j.name: j for j in CAT.jobs}.values():
        for done in (False, True):
            _clear_job_art()
            with layout_check.recording(surface) as rec:
                surface.blit(glyphs.job_face(job, jobrow.JOB, done), (0, 0))
            assert [str(x) for x in rec.problems()] == [], job.name
            assert [d.text for d in rec.draws] == [str(job.money), str(job.grit)], job.name
            piece = jobrow.JobPiece(pygame.Rect((0, 0), jobrow.JOB), "card", (job.key,), done)
            assert job.name in jobrow.piece_words(piece, {job.key: job}) and job.text in \
                jobrow.piece_words(piece, {job.key: job})
