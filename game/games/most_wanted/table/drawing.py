"""Drawing Most Wanted's steady table for one ``Sight`` (``sight.py``): the
middle (deck, discards, supply, the stage banner), the seat plates and the
face-down hands before them, and the prompt's words.  What moves (pieces in
flight, a showdown's labels, floating points) is ``motion.Motion``'s.

    drawing = Drawing(layout, budget)      budget: the table's FrameBudget (plates share it)
    drawing.draw(surface, sight, t, in_flight)   in_flight: seats whose face-down hand is on its way
    drawing.plate_info(seat, sight) -> board.PlateInfo
    drawing.stage_text(sight) -> (title, line) | None
    drawing.prompt(sight) -> (whose turn, what to do)
"""

from __future__ import annotations

import pygame

from game.core.words import count, is_you, possessive, says
from game.engine import gfx, text, theme
from game.engine.sprites import MoneyBagSprite

from . import art
from . import board
from . import layout as L
from .choice import TARGET_MODES
from .sight import Sight
from ..rules import SHERIFF


MODE_PROMPTS = {
    "ready": "your cards are down - waiting for the others",
    "challenge": "call the bluff, or let it pass?",
    "church": "Church - pick cards to discard, then draw up to 7",
    "saloon": "Saloon - pay a bag, pick cards to discard, draw up to 8",
    "labor": "Honest Labor - pick cards of one suit, 2 bags each",
    "dishonest": "Dishonest Labor - pick cards to lay face down",
    "duel": "Duel - pick the hand size and an outlaw to challenge",
    "shootout": "Shootout - pick the hand size and outlaws to challenge",
}


PILE_LABEL = 13


def _pile_label(surface, words: str, pos, width: int) -> None:
    """A pile's label centred under ``pos``, at the player's text size as far as ``width`` allows."""
    size = text.fit_size(words, "ui_bold", text.reading_size(PILE_LABEL), width, PILE_LABEL)
    box = pygame.Rect(0, 0, width, text.line_height("ui_bold", size) + 4)
    box.midtop = pos
    text.draw(surface, words, pos, "ui_bold", size, theme.CREAM, anchor="midtop", shadow=(0, 0, 0, 160), box=box)


class Drawing:
    def __init__(self, layout: L.Layout, budget=None):
        self.layout = layout
        self.budget = budget    # the table's FrameBudget: plates printed anew share it

    def draw(self, surface, sight: Sight, t: float, in_flight: set[int]) -> None:
        """The middle, the plates and the face-down hands (under the tokens and the sprites)."""
        self._draw_center(surface, sight)
        self._draw_seats(surface, sight, t)
        self._draw_commits(surface, sight, in_flight)

    def _draw_center(self, surface, sight: Sight) -> None:
        obs = sight.obs
        # the deck, the discard pile and the General Supply
        deck = obs["deck"]
        back = art.back()
        for i in range(min(4, (deck + 11) // 12)):
            surface.blit(back, back.get_rect(center=(L.DECK_POS[0] - i * 1.5, L.DECK_POS[1] - i * 2)))
        if not deck:
            gfx.rect(surface, theme.FELT_DARK, L.deck_rect().inflate(-8, -12), 2, border_radius=8)
        _pile_label(surface, f"Deck {deck}", (L.DECK_POS[0], L.DECK_POS[1] + 64), L.PILE_W)
        discard = obs["discard"]
        if discard:
            top = art.face(discard[-1])
            surface.blit(top, top.get_rect(center=L.DISCARD_POS))
        else:
            gfx.rect(surface, theme.FELT_DARK, L.discard_rect().inflate(-8, -8), 2, border_radius=8)
        _pile_label(surface, "Discards", (L.DISCARD_POS[0], L.DISCARD_POS[1] + 64), L.PILE_W)
        supply = obs["supply"]
        bag = art.bag_icon(30)
        base = (L.SUPPLY.centerx, L.SUPPLY.bottom - 30)
        for i in range(min(10, (supply + 6) // 7)):
            dx, dy = MoneyBagSprite.stack_offset(i, 30)
            surface.blit(bag, bag.get_rect(midbottom=(base[0] + dx, base[1] + dy)))
        _pile_label(surface, f"Supply {supply}", (L.SUPPLY.centerx, L.SUPPLY.bottom - 22), L.SUPPLY.w)
        # the stage: what is being done now
        stage = self.stage_text(sight)
        if stage:
            rect = board.banner_rect(L.STAGE, stage[0], stage[1], L.STAGE_MOST_H)
            board.draw_banner(surface, rect, stage[0], stage[1], style="parchment", color=theme.INK)

    def stage_text(self, sight: Sight) -> tuple[str, str] | None:
        """The stage banner's words: what is being done now (None: nothing to say)."""
        obs = sight.obs
        sd = obs.get("showdown")
        if sight.reveal is not None:
            r = sight.reveal
            if r["kind"] == "labor":
                return None
            win = [sight.name(w) for w in r["winners"]]
            if len(win) > 1:
                return ("A tie!", f"{' and '.join(win)} play one more card each")
            if r.get("automatic"):
                return (says(win[0], "robs alone"), "Nobody joined: the loot is theirs")
            return (says(win[0], "wins the showdown"), "Going on in a moment - click to go on now")
        if sd is not None:
            opener = sight.name(sd["opener"])
            size = sd["size"]
            if sd["tie_round"]:
                return ("Tie-break", f"Each tied outlaw plays 1 card face down (round {sd['tie_round']})")
            if sd["kind"] == "robbery":
                rob = obs["robberies"][sd["robbery"]]
                return (says(opener, f"robs the {rob['name']}"),
                        f"{size} cards face down - best hand +{rob['points']}, losers pay bail")
            if sd["kind"] == "duel":
                other = [sight.name(p["seat"]) for p in sd["participants"] if p["seat"] != sd["opener"]]
                return (says(opener, f"duels {other[0] if other else ''}"), f"{size}-card hands - the winner takes the loser's bail in points")
            if sd["kind"] == "shootout":
                return (f"{possessive(opener)} shootout", f"{size}-card hands - winner +2, losers pay bail")
            return ("Duel for first player", "Everyone plays one card face down")
        lab = obs.get("labor")
        if lab is not None:
            return (says(sight.name(lab['seat']), f"claims {lab['count']} cards of one suit"),
                    f"{lab['bags']} bags ride on it - call the bluff or let it pass")
        return None

    def plate_info(self, seat: int, sight: Sight) -> board.PlateInfo:
        obs = sight.obs
        info = sight.seats[seat]
        sd = obs.get("showdown")
        status, color = "", theme.INK_SOFT
        if sd is not None:
            part = next((p for p in sd["participants"] if p["seat"] == seat), None)
            if part is None:
                status = "Sits this one out"
            elif part["ready"]:
                status, color = ("In, cards down" if part["joined"] else "Stays out"), (
                    (46, 110, 52) if part["joined"] else theme.INK_SOFT)
            else:
                status, color = ("Thinking..." if sight.thinking == seat else "Deciding..."), theme.RED
        elif obs["phase"] == "challenge" and obs.get("labor"):
            lab = obs["labor"]
            if seat in lab["challengers"]:
                status, color = "Calls the bluff", theme.RED
            elif seat in lab["waiting"]:
                status, color = "Deciding...", theme.RED
        elif seat == obs["active"] and obs["phase"] == "action":
            status, color = ("Thinking..." if sight.thinking == seat else "Choosing an action"), theme.RED
        highlight = None
        ch = sight.choice
        if ch is not None and ch.mode in TARGET_MODES:
            if seat in ch.targets:
                highlight = "selected"
            elif seat in ch.target_options():
                highlight = "legal"
        return board.PlateInfo(info.name, seat, obs["money"][seat], obs["hand_counts"][seat], obs["scores"][seat],
                               obs["bail"][seat], status, color, seat in sight.deciding, highlight,
                               bot=info.bot, skips=obs["skips"][seat], you=seat == sight.view)

    def _draw_seats(self, surface, sight: Sight, t: float) -> None:
        obs = sight.obs
        for seat in range(len(sight.seats)):
            place = self.layout.seat_place(seat, sight.view)
            board.draw_plate(surface, place.plate, self.plate_info(seat, sight), t, self.budget)
        if self.layout.sheriff is not None:
            sd = obs.get("showdown")
            sh = sd.get("sheriff") if sd else None
            showing = sight.reveal is not None and any(h["seat"] == SHERIFF for h in sight.reveal["hands"])
            status = "Guards the loot" if sh or showing else "Waits for a robbery"
            board.draw_plate(surface, self.layout.sheriff.plate,
                             board.PlateInfo("The Sheriff", SHERIFF, status=status), t, self.budget)

    def _draw_commits(self, surface, sight: Sight, in_flight: set[int]) -> None:
        obs, reveal = sight.obs, sight.reveal
        sd = obs.get("showdown")
        if sd is None:
            lab = obs.get("labor")
            if lab is not None and reveal is None:
                place = self.layout.seat_place(lab["seat"], sight.view)
                self._draw_minis(surface, place, lab.get("cards") or [None] * lab["count"])
            return
        revealing = {h["seat"] for h in reveal["hands"]} if reveal else set()
        for p in sd["participants"]:
            if not p["count"] or p["seat"] in revealing or p["seat"] in in_flight:
                continue
            cards = p.get("cards") or [None] * p["count"]
            self._draw_minis(surface, self.layout.seat_place(p["seat"], sight.view), cards)
        sh = sd.get("sheriff")
        if sh and sh.get("count") and self.layout.sheriff is not None and SHERIFF not in revealing:
            self._draw_minis(surface, self.layout.sheriff, [None] * sh["count"])

    def _draw_minis(self, surface, place, cards) -> None:
        for c, pos in zip(cards, place.commit_positions(len(cards))):
            img = art.face(c, L.MINI) if c is not None else art.back(L.MINI)
            theme.draw_shadowed(surface, img, img.get_rect(center=(round(pos[0]), round(pos[1]))), (2, 4))

    def prompt(self, sight: Sight) -> tuple[str, str]:
        """(whose turn, what to do) for the prompt bar."""
        obs = sight.obs
        if sight.over:
            out = obs.get("outcome") or {}
            w = out.get("winner")
            return (says(sight.name(w), "is St. Louis' Most Wanted!") if w is not None else "The game is over", "")
        if sight.reveal is not None and sight.reveal.get("kind") != "labor":
            # while the hands lie face up nobody is being waited for: the table is showing what happened
            return ("Showdown", "the hands are turned up")
        ch = sight.choice
        if ch is not None:
            me = sight.name(ch.seat)
            m = ch.mode
            if m == "turn":
                return ("Your turn" if is_you(me) else f"{me}, your turn", "choose a lit action card")
            if m == "commit":
                n = ch.hand_size_needed
                opt = " or stay out" if "stay_out" in ch.kinds else ""
                return (me, f"pick {count(n, 'card')} to play face down{opt}")
            if m in MODE_PROMPTS:
                return (me, MODE_PROMPTS[m])
        waiting = sight.deciding
        if waiting:
            names = [sight.name(s) for s in waiting[:3]]
            return (f"Waiting for {', '.join(names)}" + ("..." if len(waiting) > 3 else ""), "")
        return ("", "")
