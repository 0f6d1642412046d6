"""The jobs on a big plate, laid out for however many a seat has: the jobs held
(face up to their owner, face down to everyone else) and then the jobs scored.

Each job is a card while they all fit.  When they do not, the scored jobs
gather into one pile with their count, then (on another seat's plate) the
face-down jobs into one pile too; when the held ones still do not fit, every
job becomes a small ticket with its name (cut with an ellipsis when long), two to a row, the scored
ones one gold ticket; a last ticket counts any held jobs past the room left.
Nothing overlaps, and what a piece stands for is told on hover.

    pieces = job_pieces(area, held, hidden, scored)   [JobPiece]; held: job keys face up
                                                      (None when they lie face down), hidden:
                                                      how many lie face down, scored: job keys
    draw_pieces(surface, pieces, jobs)                jobs: {key: Job}
    piece_words(piece, jobs) -> str                   what a hover over the piece says
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import text

from . import glyphs
from .layout import SMALLEST

JOB = (46, 54)                # a job card
CARD_GAP = 2                  # the least room between two cards side by side
ROW_GAP = 2
TICKET_H = 17                 # a ticket's words at the table's smallest size
TICKET_GAP = 4                # between the two columns of tickets
TICKET_ROW_GAP = 1


@dataclass(frozen=True)
class JobPiece:
    rect: pygame.Rect
    form: str                 # card, back, scored_pile, back_pile; ticket, back_ticket, scored_ticket, more
    keys: tuple = ()          # the job keys it shows or stands for (none when face down)
    done: bool = False
    count: int = 1            # how many jobs it stands for


def job_pieces(area: pygame.Rect, held, hidden: int, scored) -> list[JobPiece]:
    """The jobs' pieces inside ``area``, cards if some way of gathering them fits, else tickets."""
    scored = list(scored)
    faces = [("card", (k,), False, 1) for k in held] if held is not None else [("back", (), False, 1)] * hidden
    done = [("card", (k,), True, 1) for k in scored]
    pile = [("scored_pile", tuple(scored), True, len(scored))] if len(scored) > 1 else done
    ways = [faces + done, faces + pile]
    if held is None and hidden > 1:
        ways.append([("back_pile", (), False, hidden)] + pile)
    cols, rows = _card_grid(area)
    for way in ways:
        if len(way) <= cols * rows:
            return _place_cards(area, way, cols)
    return _tickets(area, held, hidden, scored)


def _card_grid(area: pygame.Rect) -> tuple[int, int]:
    """How many cards fit across and down ``area`` (no rows when a card is too tall for it)."""
    cols = max(0, (area.w + CARD_GAP) // (JOB[0] + CARD_GAP))
    rows = max(0, (area.h + ROW_GAP) // (JOB[1] + ROW_GAP))
    return cols, rows


def _place_cards(area: pygame.Rect, way: list, cols: int) -> list[JobPiece]:
    gap = min(6, (area.w - cols * JOB[0]) // max(1, cols - 1))
    out = []
    for i, (form, keys, done, count) in enumerate(way):
        row, col = divmod(i, cols)
        rect = pygame.Rect(area.x + col * (JOB[0] + gap), area.y + row * (JOB[1] + ROW_GAP), *JOB)
        out.append(JobPiece(rect, form, keys, done, count))
    return out


def _tickets(area: pygame.Rect, held, hidden: int, scored: list) -> list[JobPiece]:
    """Two columns of tickets, row by row; past the room, one ticket counts the held jobs left."""
    cols = 2
    width = (area.w - (cols - 1) * TICKET_GAP) // cols
    loose = [("ticket", (k,), False, 1) for k in held] if held is not None else []
    if hidden and held is None:
        loose.append(("back_ticket", (), False, hidden))
    fixed = []
    if len(scored) == 1:
        fixed.append(("ticket", (scored[0],), True, 1))
    elif scored:
        fixed.append(("scored_ticket", tuple(scored), True, len(scored)))
    # taller tickets for words at the player's text size while every ticket still has a place
    ticket_h = next((h for h in ticket_heights()
                     if len(loose) + len(fixed) <= cols * ((area.h + TICKET_ROW_GAP) // (h + TICKET_ROW_GAP))), TICKET_H)
    rows = max(1, (area.h + TICKET_ROW_GAP) // (ticket_h + TICKET_ROW_GAP))
    room = cols * rows - len(fixed)
    if len(loose) > room:
        keep = max(0, room - 1)
        rest = loose[keep:]
        more = ("more", tuple(k for _f, keys, _d, _c in rest for k in keys), False, sum(c for *_x, c in rest))
        loose = loose[:keep] + [more]
    out = []
    for i, (form, keys, done, count) in enumerate((loose + fixed)[:cols * rows]):
        row, col = divmod(i, cols)
        rect = pygame.Rect(area.x + col * (width + TICKET_GAP), area.y + row * (ticket_h + TICKET_ROW_GAP),
                           width, ticket_h)
        out.append(JobPiece(rect, form, keys, done, count))
    return out


def ticket_heights() -> list[int]:
    """A ticket's heights for its words at the player's text size, tallest first, down to TICKET_H."""
    return [max(TICKET_H, text.line_height("ui_bold", s)) for s in range(text.reading_size(SMALLEST), SMALLEST, -1)]


def draw_pieces(surface: pygame.Surface, pieces: list, jobs: dict) -> None:
    for piece in pieces:
        surface.blit(_image(piece, jobs), piece.rect)


def _image(piece: JobPiece, jobs: dict) -> pygame.Surface:
    size = piece.rect.size
    if piece.form == "card":
        return glyphs.job_face(jobs[piece.keys[0]], size, piece.done)
    if piece.form == "back":
        return glyphs.job_back(size)
    if piece.form == "scored_pile":
        return glyphs.scored_pile(piece.count, size)
    if piece.form == "back_pile":
        return glyphs.job_back_pile(piece.count, size)
    if piece.form == "ticket":
        return glyphs.job_ticket(jobs[piece.keys[0]].name, "done" if piece.done else "held", size)
    if piece.form == "back_ticket":
        return glyphs.job_ticket(f"{piece.count} secret job{'s' if piece.count != 1 else ''}", "back", size)
    if piece.form == "scored_ticket":
        return glyphs.job_ticket(f"{piece.count} jobs done", "done", size)
    return glyphs.job_ticket(f"+{piece.count} more held", "more", size)


def _reward(job) -> str:
    return f"{job.money} water, {job.grit} Grit"


def piece_words(piece: JobPiece, jobs: dict) -> str:
    """What the piece says on hover: a face-up job in full; face-down ones only their count."""
    if piece.form in ("card", "ticket"):
        j = jobs[piece.keys[0]]
        return f"{'Done: ' if piece.done else ''}{j.name}: {j.text} ({_reward(j)})"
    if piece.form == "back":
        return "A job, secret until it is scored"
    if piece.form in ("back_pile", "back_ticket"):
        return f"{piece.count} jobs held, each secret until it is scored"
    if piece.form in ("scored_pile", "scored_ticket"):
        return f"{piece.count} jobs done: " + "; ".join(f"{jobs[k].name} ({_reward(jobs[k])})" for k in piece.keys)
    named = "; ".join(f"{jobs[k].name}: {jobs[k].text} ({_reward(jobs[k])})" for k in piece.keys)
    return f"{piece.count} more jobs held: {named}" if named else f"{piece.count} more jobs held"
