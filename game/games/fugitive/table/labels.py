"""The words and marks on Fugitive's table, each built from the ``Turn`` on
show: the prompt and its chips, the notepad's facts and header, and the
route's marks (the ranges over face-down hideouts, the next hideout's ghost,
the sprint still needed).

    prompt(turn, names) -> (who, what)          prompt_chips(obs) -> chips
    fill_notepad(pad, turn, marks)              the notepad as the viewer may read it
    route_marks(turn) -> RouteMarks             drawn under and over the cards
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.words import says
from game.engine import text, theme

from . import hud
from . import layout as L
from . import tips
from . import words
from ..rules import FUGITIVE, ROLES
from .cards import route_places
from .notepad import Notepad
from .turn import Turn


def prompt(turn: Turn, names) -> tuple[str, str]:
    obs = turn.obs
    if obs["phase"] == "over":
        winner = (obs.get("outcome") or {}).get("winner")
        who = says(names[winner], "wins") if winner is not None else "The match is over"
    else:
        who = "Your turn" if turn.mine else f"{names[turn.actor]}, the {ROLES[turn.actor]}"
    return (who, words.prompt(obs, names, turn.mine))


def prompt_chips(obs: dict) -> tuple:
    chips = []
    if obs["phase"] == "over":
        escaped = (obs.get("outcome") or {}).get("winner") == FUGITIVE
        chips.append(("ESCAPED" if escaped else "CAUGHT", escaped))
    else:
        if obs["manhunt"]:
            chips.append(("MANHUNT", True))
        chips.append((f"{obs['face_down']} face down", False))
    if obs["phase"] == "fugitive_place" and obs["turn"]["must_place"] == 0 and obs["turn"]["hideouts_left"] > 1:
        chips.append((f"{obs['turn']['hideouts_left']} hideouts this turn", False))
    return tuple(chips)


def fill_notepad(pad: Notepad, turn: Turn, marks: dict) -> None:
    """The public deduction on the notepad, the viewer's own pencil ``marks`` over it, and,
    while the Marshal on the screen guesses, the numbers she may pick."""
    obs, k = turn.obs, turn.knowledge
    status = k.status
    if len(obs["route"]) == 1:
        # Before the first hideout nothing is ruled out yet, only not placed.
        status = {n: ("possible" if s == "impossible" else s) for n, s in status.items()}
    pad.set_facts(status, k.certain, k.escaped)
    pad.set_guesses([(g["numbers"], g["hit"]) for g in obs["guesses"]])
    pad.set_marks(marks)
    if turn.guessing:
        singles = [a.args[0] for a in turn.legal if a.kind == "guess" and len(a.args) == 1]
        pad.set_guessing(singles, 1 if obs["manhunt"] else max(1, obs["face_down"]), obs["manhunt"])
    else:
        # once the match is over the notepad's header tells the end, not the Manhunt
        pad.set_guessing((), 0, obs["manhunt"] and not turn.over)
        pad.set_cursor(None)
    pad.set_subtitle(notepad_subtitle(turn))


def notepad_subtitle(turn: Turn) -> str:
    if turn.over:
        return "The match is over"
    if turn.own_route:
        return "What the Marshal can work out"
    if turn.guessing:
        left = turn.obs["turn"]["guesses_left"]
        return "Pick numbers, then Guess" if left <= 1 else f"{left} guesses this turn: pick, then Guess"
    return "Deduced from what is on the table"


@dataclass(frozen=True)
class RouteMarks:
    """What is written on the route: ``tags`` (centre, picture) above face-down hideouts,
    the ``ghost`` outline of the next hideout's place, the ``need_tag`` over the hideout
    being paid for (each a (picture, rect) or None)."""

    tags: tuple = ()
    ghost: tuple | None = None
    need_tag: tuple | None = None

    def draw_under_cards(self, surface: pygame.Surface) -> None:
        if self.ghost is not None:
            surface.blit(*self.ghost)
        for (cx, cy), img in self.tags:
            surface.blit(img, img.get_rect(center=(round(cx), round(cy))))

    def draw_over_cards(self, surface: pygame.Surface) -> None:
        if self.need_tag is not None:
            surface.blit(*self.need_tag)


def route_marks(turn: Turn) -> RouteMarks:
    """Ranges over face-down hideouts (or, at the end, the ones never found), the next
    hideout's place, the sprint still needed."""
    obs = turn.obs
    geo = L.route_geometry(route_places(obs))
    roomy = geo.rows == 1 and geo.step >= 52   # a tag per card only while the cards stand apart
    k = turn.knowledge
    marked = []   # (card's centre, words, fill)
    for e in obs["route"] if roomy else ():
        i = e["index"]
        if turn.over:
            # every card lies face up now: mark the hideouts the Marshal never uncovered
            found = ("never found", (240, 196, 178)) if i > 0 and not e["revealed"] else None
        elif k.consistent and not e["revealed"] and i < len(k.domains) and tips.domain_tag(k.domains[i]):
            sure = len(k.domains[i]) == 1
            found = (tips.domain_tag(k.domains[i]), (196, 222, 184) if sure else (236, 221, 187))
        else:
            found = None
        if found is not None:
            marked.append((geo.centers[i], *found))
    size, tags = route_tags(marked, L.CH * geo.scale / 2)
    if not turn.placing:
        return RouteMarks(tuple(tags))
    i = len(obs["route"])
    cx, cy = geo.centers[min(i, len(geo.centers) - 1)]
    size_card = (round(L.CW * geo.scale), round(L.CH * geo.scale))
    pending = obs["pending"]
    if pending is None:
        last = obs["route"][-1]["number"] or 0
        reach = obs["effects"]["fugitive_reach"]
        img = hud.ghost_slot(size_card, "NEXT", f"{last + 1}-{last + reach} free", theme.GOLD)
        return RouteMarks(tuple(tags), ghost=(img, img.get_rect(center=(round(cx), round(cy)))))
    need = pending["needed"]
    img = hud.tag(f"+{need} sprint needed" if need > 0 else "Ready: Enter",
                  (236, 200, 120) if need > 0 else (196, 222, 184), size=size)
    rect = img.get_rect(midbottom=(round(cx), round(cy - 8 - size_card[1] / 2 - 4)))
    return RouteMarks(tuple(tags), need_tag=(img, rect))


# The route's tags stay below this even when lifted a row (the top plate ends above it).
TAG_CEILING = L.TOP_PLATE.bottom + 1


def route_tags(marked: list, half_card: float) -> tuple[int, list]:
    """The tags over the route's cards (``marked``: (card's centre, words, fill)) and their size:
    the player's text size as far as they stay under TAG_CEILING once staggered, else the designed size."""
    def placed(size: int) -> list:
        lift = hud.tag_height(size) // 2 + 3   # from the card's top edge to the tag's centre
        return stagger([((cx, cy - half_card - lift), hud.tag(words, fill, size=size))
                        for (cx, cy), words, fill in marked], hud.tag_height(size) + 2)

    for size in range(text.reading_size(hud.TAG_SIZE), hud.TAG_SIZE, -1):
        tags = placed(size)
        if all(round(c[1]) - img.get_height() // 2 >= TAG_CEILING for c, img in tags):
            return size, tags
    return hud.TAG_SIZE, placed(hud.TAG_SIZE)


def stagger(tags: list, lift: int = 22) -> list:
    """The route's tags (centre, image), each lifted a row (``lift``: a tag's height and a
    little air) above the cards' own row while it would overlap a tag already placed, so
    neighbouring tags never lie on each other."""
    placed: list[pygame.Rect] = []
    out = []
    for (cx, cy), img in sorted(tags, key=lambda t: t[0][0]):
        rect = img.get_rect(center=(round(cx), round(cy)))
        while any(rect.inflate(6, 2).colliderect(r) for r in placed):
            rect.y -= lift
        placed.append(rect)
        out.append(((rect.centerx, rect.centery), img))
    return out
