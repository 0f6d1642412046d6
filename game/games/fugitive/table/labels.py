"""The words and marks on Fugitive's table (a mixin of ``FugitiveTable``):
the prompt, the name plates, the ranges over face-down hideouts, the next
hideout's ghost, and the tips under the mouse.
"""

from __future__ import annotations

import pygame

from game.core.model import Action
from game.core.words import says
from game.engine import theme
from game.engine.widgets import draw_tooltip
from game.scenes.seat_plate import SeatPlate

from . import hud
from . import layout as L
from . import tips
from . import words
from ..rules import FUGITIVE, MARSHAL, ROLES
from .cards import route_places

TOOLTIP_DELAY = 0.5


class Labels:
    def prompt(self) -> tuple[str, str]:
        obs = self.obs
        if obs["phase"] == "over":
            winner = (obs.get("outcome") or {}).get("winner")
            who = says(self.names[winner], "wins") if winner is not None else "The match is over"
        else:
            who = "Your turn" if self.mine else f"{self.names[self.actor]}, the {ROLES[self.actor]}"
        return (who, words.prompt(obs, self.names, self.mine))

    def prompt_chips(self) -> tuple:
        obs = self.obs
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

    def _refresh_plates(self) -> None:
        obs = self.obs
        actor = self.actor
        # the name plates
        guesses = obs["guesses"]
        hits = sum(1 for g in guesses if g["hit"])
        m_lines = (f"Hand: {len(obs['marshal_hand'])} card{'s' if len(obs['marshal_hand']) != 1 else ''}",
                   f"Guesses: {len(guesses)}, {hits} right")
        held = obs["fugitive_hand_count"]
        f_lines = (f"Hand: {held} card{'s' if held != 1 else ''}",
                   self._hideouts_line(obs),
                   f"Reach: {obs['effects']['fugitive_reach']} (+ sprint)")
        self.plates = [(self.bands.plate(FUGITIVE), self._plate(FUGITIVE, f_lines, actor)),
                       (self.bands.plate(MARSHAL), self._plate(MARSHAL, m_lines, actor))]

    def _plate(self, seat: int, facts: tuple[str, ...], actor) -> SeatPlate:
        info = self.tableview.seats[seat]
        role = "Fugitive" if seat == FUGITIVE else "Marshal"
        return SeatPlate(self.names[seat], level=info.bot, turn=actor == seat, status=f"The {role}",
                         facts=facts, emblem=role,
                         you=info.is_human and seat == self.hotseat.viewer and self.view != "end")

    @staticmethod
    def _hideouts_line(obs: dict) -> str:
        down = obs["face_down"]
        if obs["phase"] != "over":
            return f"Hideouts: {down} face down"
        return "Hideouts: all uncovered" if down == 0 else f"Hideouts: {down} never found"

    def _refresh_route_marks(self) -> None:
        """Ranges over face-down hideouts, the next hideout's place, the sprint still needed."""
        obs = self.obs
        geo = L.route_geometry(route_places(obs))
        self.tags = []
        k = self.knowledge
        if self.view == "end":
            # every card lies face up now: mark the hideouts the Marshal never uncovered
            if geo.rows == 1 and geo.step >= 52:
                img = hud.tag("never found", (240, 196, 178))
                for e in obs["route"]:
                    if e["index"] > 0 and not e["revealed"]:
                        cx, cy = geo.centers[e["index"]]
                        self.tags.append(((cx, cy - L.CH * geo.scale / 2 - 13), img))
        elif geo.rows == 1 and geo.step >= 52 and k is not None and k.consistent:
            for e in obs["route"]:
                i = e["index"]
                if e["revealed"] or i >= len(k.domains):
                    continue
                words_ = tips.domain_tag(k.domains[i])
                if not words_:
                    continue
                sure = len(k.domains[i]) == 1
                img = hud.tag(words_, (196, 222, 184) if sure else (236, 221, 187))
                cx, cy = geo.centers[i]
                self.tags.append(((cx, cy - L.CH * geo.scale / 2 - 13), img))
        self.tags = stagger(self.tags)
        self.ghost = None
        self.need_tag = None
        if self.mine and obs["phase"] == "fugitive_place":
            i = len(obs["route"])
            cx, cy = geo.centers[min(i, len(geo.centers) - 1)]
            size = (round(L.CW * geo.scale), round(L.CH * geo.scale))
            pending = obs["pending"]
            if pending is None:
                last = obs["route"][-1]["number"] or 0
                reach = obs["effects"]["fugitive_reach"]
                img = hud.ghost_slot(size, "NEXT", f"{last + 1}-{last + reach} free", theme.GOLD)
                self.ghost = (img, img.get_rect(center=(round(cx), round(cy))))
            else:
                need = pending["needed"]
                words_ = f"+{need} sprint needed" if need > 0 else "Ready: Enter"
                img = hud.tag(words_, (236, 200, 120) if need > 0 else (196, 222, 184))
                self.need_tag = (img, img.get_rect(midbottom=(round(cx), round(cy - 8 - size[1] / 2 - 4))))

    def _draw_tip(self, surface: pygame.Surface) -> None:
        key = self.hover_key
        if key is None or self.hover_time < TOOLTIP_DELAY or self._tip_spent:
            return
        if self._tip_cache is None or self._tip_cache[0] != key:
            words_ = self._tip_words(key)
            self._tip_cache = (key, words_)
        words_ = self._tip_cache[1]
        if words_:
            avoid = self.ui.tip_avoids(None)
            if key[0] == "cell":   # a note on a cell lies beside the notepad, never over its other cells
                avoid.append(pygame.Rect(L.NOTEPAD))
            draw_tooltip(surface, words_, pygame.Rect(self.mouse, (18, 22)), avoid=avoid)

    def _tip_words(self, key) -> str:
        obs = self.obs
        kind = key[0]
        if kind == "cell":
            return self.notepad.tip(key[1])
        if kind == "pile":
            i = key[1]
            act = Action("draw", (i,))
            why = self._refusal(act) if self.mine and not self.pile_legal[i] else None
            return tips.pile_tip(i, obs["piles"][i], obs["events_in_piles"][i], self.pile_legal[i], why)
        if kind == "route":
            i = key[1]
            if i >= len(obs["route"]):
                return ""
            entry = obs["route"][i]
            k = self.knowledge
            domain = k.domains[i] if k is not None and k.consistent and i < len(k.domains) else ()
            return tips.route_tip(entry, self.view == FUGITIVE, domain)
        if kind == "hand":
            card = key[1]
            why = None
            if self.choosing and card not in self.hand_legal:
                why = self.tableview.refusal(self.actor, Action(self.choosing, (card,)))
            return tips.hand_tip(card, why, self.choosing)
        if kind == "mhand":
            return tips.marshal_card_tip(key[1])
        return ""


TAG_LIFT = 22   # a tag that would touch its neighbour goes up a row


def stagger(tags: list) -> list:
    """The route's tags (centre, image), each lifted a row above the cards' own row while it
    would overlap a tag already placed, so neighbouring tags never lie on each other."""
    placed: list[pygame.Rect] = []
    out = []
    for (cx, cy), img in sorted(tags, key=lambda t: t[0][0]):
        rect = img.get_rect(center=(round(cx), round(cy)))
        while any(rect.inflate(6, 2).colliderect(r) for r in placed):
            rect.y -= TAG_LIFT
        placed.append(rect)
        out.append(((rect.centerx, rect.centery), img))
    return out
