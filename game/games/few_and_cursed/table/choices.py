"""What the player may do now, as a heading, buttons and (for choices that
show cards) a dialog over the board.  Built from ``match.legal_actions``
and worded by ``Words``; a few actions the player might look for and may
not take now are shown greyed, with the rules' reason as their tooltip.

    Choices(words)
      .build(obs, legal, refusal, focus) -> Menu
    Menu: .heading, .items [(label, action | None, tooltip, style)], .dialog (Dialog | None)
    Dialog: .title, .lines (words under the title), .cards [(image, label, action | None)],
            .columns [(terrain, lit, [option texts])] for an encounter
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.model import Action

from . import art

PENDING_HEADINGS = {
    "improvise": "Improvise: keep one card", "trash_hand": "Trash a card from your hand",
    "trash_discard": "Trash a card from your discards", "trash_card": "Trash a card",
    "choose": "Choose one", "stat": "Upgrade a stat", "push": "Push a monster",
    "free_move": "Free movement", "swap": "Swap a job: whose?", "swap_pick": "Swap a job: which?",
    "artifact": "Recover an artifact", "solo_discard": "Discard a bounty",
}
MODE_HEADINGS = {"encounter": "Encounter", "town": "San Andreas", "store": "The store", "jobs": "The job board",
                 "town_done": "San Andreas", "cleanup": "Cleanup: discard, then draw"}
# actions a player looks for in the action phase; shown greyed with the reason when not allowed
PROBES = (Action("camp"), Action("character"), Action("encounter"))
TERRAINS = ("desert", "canyons", "ruins")


@dataclass
class Dialog:
    title: str
    lines: list = field(default_factory=list)
    cards: list = field(default_factory=list)
    columns: list = field(default_factory=list)


@dataclass
class Menu:
    heading: str
    items: list
    dialog: Dialog | None = None


class Choices:
    def __init__(self, words):
        self.words = words

    def build(self, obs: dict, legal: list, refusal, focus=None) -> Menu:
        w = self.words
        if focus is not None:
            kind, key = focus
            picked = [a for a in legal if a.kind == kind and a.args[0] == key]
            items = [(w.label(a, obs), a, w.detail(a, obs), "brass") for a in picked]
            items.append(("Back", None, "Choose something else", "wood"))
            return Menu("Which way?", items)
        heading = self.heading(obs)
        items = []
        for a in legal:
            if a.kind == "play":
                continue  # played from the hand (click a card, or its number key)
            style = "wood" if a.kind in ("end", "leave", "skip", "stop", "decline") else "brass"
            items.append((w.label(a, obs), a, w.detail(a, obs), style))
        if obs.get("mode") == "encounter" and legal:
            # the options that cannot be paid stay in sight, greyed, with the reason
            for i in range(len(w.encounter_options(obs))):
                probe = Action("option", (i,))
                if probe not in legal:
                    items.insert(i, (w.label(probe, obs), None, refusal(probe) or "You cannot take this option now",
                                     "disabled"))
        if obs["phase"] == "action" and not obs.get("mode") and not obs["pending"] and legal:
            have = {a.kind for a in legal}
            for probe in PROBES:
                if probe.kind not in have:
                    reason = refusal(probe)
                    if reason:
                        items.append((w.label(probe, obs), None, reason, "disabled"))
        items.sort(key=lambda it: it[1] is not None and it[1].kind in ("end", "leave", "stop"))
        return Menu(heading, items, self.dialog(obs, legal))

    def heading(self, obs: dict) -> str:
        from .words import PHASE_WORDS
        pending = obs["pending"].get("kind") if obs["pending"] else None
        if pending:
            return PENDING_HEADINGS.get(pending, "Decide")
        if obs["summons"]:
            return "Summon a monster"
        if obs.get("mode") in MODE_HEADINGS:
            return MODE_HEADINGS[obs["mode"]]
        return PHASE_WORDS.get(obs["phase"], obs["phase"]) + " phase"

    # -- dialogs over the board ------------------------------------------------------------
    def dialog(self, obs: dict, legal: list) -> Dialog | None:
        w = self.words
        by = {}
        for a in legal:
            by.setdefault(a.kind, []).append(a)
        pending = obs["pending"].get("kind") if obs["pending"] else None
        if obs["phase"] == "keep" and "drop" in by:
            me = obs["players"][obs["acting"]]
            cards = [(art.job_card(w.job(j)), "Drop", Action("drop", (j,))) for j, _k in me.get("jobs", [])]
            return Dialog("Job draft: keep 2 of your 4 jobs", ["Drop the jobs you do not want, one at a time."],
                          cards)
        if pending == "improvise" and obs.get("shown"):
            cards = [(art.deck_card(w.card(k)), "Keep", Action("pick", (k,))) for k in obs["shown"] if w.card(k)]
            return Dialog("Improvise", ["Keep one upgrade card: it goes to your discard pile."], cards)
        if obs.get("mode") == "store":
            cards = []
            for k in obs["store_row"]:
                c = w.store(k)
                a = Action("buy", (k,))
                cards.append((art.store_card(c), f"Buy ({c.cost})", a if a in legal else None))
            me = obs["players"][obs["acting"]]
            return Dialog("The store in San Andreas", [f"You have {me['water']} water."], cards)
        if obs.get("mode") == "jobs" and obs["acting"] == obs.get("viewer"):
            me = obs["players"][obs["acting"]]
            cards = [(art.job_card(w.job(j)), "Sell", Action("sell", (j,)) if Action("sell", (j,)) in legal else None)
                     for j, _k in me.get("jobs", [])]
            return Dialog("The job board", ["Sell a job you hold for its water."], cards)
        if obs.get("mode") == "encounter" and obs.get("encounter"):
            return self.encounter_dialog(obs)
        return None

    def encounter_dialog(self, obs: dict) -> Dialog:
        w = self.words
        key = obs["encounter"]
        cat = w.cat
        card = next((e for e in cat.encounters if e.key == key), None)
        if card is not None:
            me = obs["players"][obs["acting"]]
            here = w.graph.node(me["node"]).kind
            cols = [(t, t == here, [o.text for o in card.options.get(t, ())]) for t in TERRAINS]
            return Dialog(card.name, [getattr(card, "flavour", "") or ""], [], cols)
        card = next((e for e in cat.cursed_encounters if e.key == key), None)
        if card is None:
            return Dialog("Encounter", [])
        cols = [("cursed", True, [o.text for o in card.options.get("cursed", ())]
                 + ([card.bad.text] if card.bad else []))]
        return Dialog(card.name + " (cursed)", [getattr(card, "flavour", "") or ""], [], cols)
