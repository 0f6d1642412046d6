"""Drawing Most Wanted's table: the middle (deck, discards, supply, the
stage banner), the seat plates, face-down hands, reveal labels and the
prompt's words (a mixin of ``MostWantedTable``).
"""

from __future__ import annotations

import pygame

from game.core.words import count, is_you, possessive, says
from game.engine import text, theme
from game.engine.sprites import MoneyBagSprite

from . import art
from . import board
from . import layout as L
from .choice import TARGET_MODES
from .motion import SHERIFF
from game.engine import gfx


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


class Drawing:
    def _draw_center(self, surface, obs) -> None:
        # the deck, the discard pile and the General Supply
        deck = obs["deck"]
        back = art.back()
        for i in range(min(4, (deck + 11) // 12)):
            surface.blit(back, back.get_rect(center=(L.DECK_POS[0] - i * 1.5, L.DECK_POS[1] - i * 2)))
        if not deck:
            gfx.rect(surface, theme.FELT_DARK, L.deck_rect().inflate(-8, -12), 2, border_radius=8)
        text.draw(surface, f"Deck {deck}", (L.DECK_POS[0], L.DECK_POS[1] + 64), "ui_bold", 13, theme.CREAM,
                  anchor="midtop", shadow=(0, 0, 0, 160))
        discard = obs["discard"]
        if discard:
            top = art.face(discard[-1])
            surface.blit(top, top.get_rect(center=L.DISCARD_POS))
        else:
            gfx.rect(surface, theme.FELT_DARK, L.discard_rect().inflate(-8, -8), 2, border_radius=8)
        text.draw(surface, "Discards", (L.DISCARD_POS[0], L.DISCARD_POS[1] + 64), "ui_bold", 13, theme.CREAM,
                  anchor="midtop", shadow=(0, 0, 0, 160))
        supply = obs["supply"]
        bag = art.bag_icon(30)
        base = (L.SUPPLY.centerx, L.SUPPLY.bottom - 30)
        for i in range(min(10, (supply + 6) // 7)):
            dx, dy = MoneyBagSprite.stack_offset(i, 30)
            surface.blit(bag, bag.get_rect(midbottom=(base[0] + dx, base[1] + dy)))
        text.draw(surface, f"Supply {supply}", (L.SUPPLY.centerx, L.SUPPLY.bottom - 22), "ui_bold", 13, theme.CREAM,
                  anchor="midtop", shadow=(0, 0, 0, 160))
        # the stage: what is being done now
        stage = self._stage_text(obs)
        if stage:
            board.draw_banner(surface, L.STAGE, stage[0], stage[1], style="parchment", color=theme.INK)

    def _stage_text(self, obs):
        sd = obs.get("showdown")
        if self.reveal is not None:
            r = self.reveal
            if r["kind"] == "labor":
                return None
            win = [self._name(w) for w in r["winners"]]
            if len(win) > 1:
                return ("A tie!", f"{' and '.join(win)} play one more card each")
            if r.get("automatic"):
                return (says(win[0], "robs alone"), "Nobody joined: the loot is theirs")
            return (says(win[0], "wins the showdown"), "Going on in a moment - click to go on now")
        if sd is not None:
            opener = self._name(sd["opener"])
            size = sd["size"]
            if sd["tie_round"]:
                return ("Tie-break", f"Each tied outlaw plays 1 card face down (round {sd['tie_round']})")
            if sd["kind"] == "robbery":
                rob = obs["robberies"][sd["robbery"]]
                return (says(opener, f"robs the {rob['name']}"),
                        f"{size} cards face down - best hand +{rob['points']}, losers pay bail")
            if sd["kind"] == "duel":
                other = [self._name(p["seat"]) for p in sd["participants"] if p["seat"] != sd["opener"]]
                return (says(opener, f"duels {other[0] if other else ''}"), f"{size}-card hands - the winner takes the loser's bail in points")
            if sd["kind"] == "shootout":
                return (f"{possessive(opener)} shootout", f"{size}-card hands - winner +2, losers pay bail")
            return ("Duel for first player", "Everyone plays one card face down")
        lab = obs.get("labor")
        if lab is not None:
            return (says(self._name(lab['seat']), f"claims {lab['count']} cards of one suit"),
                    f"{lab['bags']} bags ride on it - call the bluff or let it pass")
        return None

    def _plate_info(self, seat: int, obs) -> board.PlateInfo:
        info = self.tableview.seats[seat]
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
                status, color = ("Thinking..." if self.table_bots.seat == seat else "Deciding..."), theme.RED
        elif obs["phase"] == "challenge" and obs.get("labor"):
            lab = obs["labor"]
            if seat in lab["challengers"]:
                status, color = "Calls the bluff", theme.RED
            elif seat in lab["waiting"]:
                status, color = "Deciding...", theme.RED
        elif seat == obs["active"] and obs["phase"] == "action":
            status, color = ("Thinking..." if self.table_bots.seat == seat else "Choosing an action"), theme.RED
        highlight = None
        ch = self.choice
        if ch is not None and ch.mode in TARGET_MODES:
            if seat in ch.targets:
                highlight = "selected"
            elif seat in ch.target_options():
                highlight = "legal"
        return board.PlateInfo(info.name, seat, obs["money"][seat], obs["hand_counts"][seat], obs["scores"][seat],
                               obs["bail"][seat], status, color, seat in self.deciding(), highlight,
                               bot=info.bot, skips=obs["skips"][seat], you=seat == self.view)

    def _draw_seats(self, surface, obs) -> None:
        view = self.view if self.view is not None else 0
        for seat in range(len(self.tableview.seats)):
            place = self.layout.place_of(seat, view)
            board.draw_plate(surface, place.plate, self._plate_info(seat, obs), self.t)
        if self.layout.sheriff is not None:
            sd = obs.get("showdown")
            sh = sd.get("sheriff") if sd else None
            showing = self.reveal is not None and any(h["seat"] == SHERIFF for h in self.reveal["hands"])
            status = "Guards the loot" if sh or showing else "Waits for a robbery"
            board.draw_plate(surface, self.layout.sheriff.plate,
                             board.PlateInfo("The Sheriff", SHERIFF, status=status), self.t)

    def _draw_commits(self, surface, obs) -> None:
        sd = obs.get("showdown")
        if sd is None:
            lab = obs.get("labor")
            if lab is not None and self.reveal is None:
                place = self._seat_place(lab["seat"])
                self._draw_minis(surface, place, lab.get("cards") or [None] * lab["count"])
            return
        revealing = {h["seat"] for h in self.reveal["hands"]} if self.reveal else set()
        for p in sd["participants"]:
            if not p["count"] or p["seat"] in revealing or self.commit_hidden.get(p["seat"], 0) > self.t:
                continue
            cards = p.get("cards") or [None] * p["count"]
            self._draw_minis(surface, self._seat_place(p["seat"]), cards)
        sh = sd.get("sheriff")
        if sh and sh.get("count") and self.layout.sheriff is not None and SHERIFF not in revealing:
            self._draw_minis(surface, self.layout.sheriff, [None] * sh["count"])

    def _draw_minis(self, surface, place, cards) -> None:
        for c, pos in zip(cards, place.commit_positions(len(cards))):
            img = art.face(c, L.MINI) if c is not None else art.back(L.MINI)
            theme.draw_shadowed(surface, img, img.get_rect(center=(round(pos[0]), round(pos[1]))), (2, 4))

    def _draw_reveal_labels(self, surface) -> None:
        r = self.reveal
        if r is None:
            return
        for h in r["hands"]:
            place = self._seat_place(h["seat"])
            won = h["seat"] in r["winners"] and len(r["winners"]) == 1
            label = h.get("hand", "")
            if h.get("double_crosser"):
                label = "Double Crosser!"
            # over the foot of the cards, inside the seat's zone: below it lies the stage banner
            rect = pygame.Rect(0, 0, place.commit.w, 20)
            rect.midbottom = place.commit.midbottom
            bg = gfx.Surface(rect.size, pygame.SRCALPHA)
            bg.fill((150, 28, 20, 235) if won else (30, 20, 12, 210))
            surface.blit(bg, rect)
            size = text.fit_size(label + (" - wins" if won else ""), "ui_bold", 13, rect.w - 8, 9)
            text.draw(surface, label + (" - wins" if won else ""), rect.center, "ui_bold", size,
                      theme.GOLD if won else theme.CREAM, anchor="center")

    def _prompt(self, obs) -> tuple[str, str | None]:
        """The prompt as one line (and no second line)."""
        who, what = self.prompt()
        return (f"{who}: {what}" if who and what else who or what, None)

    def prompt(self) -> tuple[str, str]:
        """(whose turn, what to do) for the prompt bar."""
        obs = self.obs
        if self.tableview.is_over():
            out = obs.get("outcome") or {}
            w = out.get("winner")
            return (says(self._name(w), "is St. Louis' Most Wanted!") if w is not None else "The game is over", "")
        if self.reveal is not None and self.reveal.get("kind") != "labor":
            # while the hands lie face up nobody is being waited for: the table is showing what happened
            return ("Showdown", "the hands are turned up")
        ch = self.choice
        if ch is not None:
            me = self._name(ch.seat)
            m = ch.mode
            if m == "turn":
                return ("Your turn" if is_you(me) else f"{me}, your turn", "choose a lit action card")
            if m == "commit":
                n = ch.hand_size_needed
                opt = " or stay out" if "stay_out" in ch.kinds else ""
                return (me, f"pick {count(n, 'card')} to play face down{opt}")
            if m in MODE_PROMPTS:
                return (me, MODE_PROMPTS[m])
        waiting = self.deciding()
        if waiting:
            names = [self._name(s) for s in waiting[:3]]
            return (f"Waiting for {', '.join(names)}" + ("..." if len(waiting) > 3 else ""), "")
        return ("", "")
