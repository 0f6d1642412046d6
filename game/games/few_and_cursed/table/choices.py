"""What the player may do now, as a heading, buttons and (for choices that
show cards) a dialog over the board.  Built from ``match.legal_actions``
and worded by ``Words``; a few actions the player might look for and may
not take now are shown greyed, with the rules' reason as their tooltip.

    Choices(words, names)
      .build(obs, legal, refusal, focus) -> Menu
    Menu: .heading, .items [(label, action | None, tooltip, style)], .dialog (Dialog | None),
          .note (a line in the panel pointing to the dialog, when the panel has nothing else to offer)
    Dialog: .title, .lines (words under the title), .cards [(face, label, action | None, reason)]
            (face: an image, or face(size) -> the card drawn at the size it is shown),
            .columns [(terrain, lit, [option texts])] for an encounter, .options [(action | None, reason)]
            (the lit column's option buttons), .actions [(label, action | None, reason)] (a row of
            buttons along the dialog's foot: stat upgrades, refresh, leave, trash nothing...),
            .tips {action: what it does} (an enabled button's hover help), .tags [words on each card]
    offered(dialog) -> {action: words}   what the dialog's buttons take, in the buttons' words

Each choice is offered in one place: what a dialog's buttons take is not listed in the panel again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

import pygame

from game.core.model import Action
from game.engine.widgets.button import STUD_PAD
from game.engine import text

from . import art, glyphs
from . import layout as L
from .words import PHASE_WORDS
from game.engine import gfx

PENDING_HEADINGS = {
    "improvise": "Improvise: keep one card", "trash_hand": "Trash a card from your hand",
    "trash_discard": "Trash a card from your discards", "trash_card": "Trash a card",
    "choose": "Choose one", "stat": "Upgrade a stat", "push": "Push a monster",
    "free_move": "Free movement", "swap": "Swap a job: whose?", "swap_pick": "Swap a job: which?",
    "artifact": "Recover an artifact", "solo_discard": "Discard a bounty",
    "refresh_order": "Refresh: lay the row on the discards",
}
MODE_HEADINGS = {"encounter": "Encounter", "town": "San Andreas", "store": "The store", "jobs": "The job board",
                 "town_done": "San Andreas", "cleanup": "Cleanup: discard, then draw"}
# actions a player looks for in the action phase; shown greyed with the reason when not allowed
PROBES = (Action("camp"), Action("character"), Action("encounter"))
TERRAINS = ("desert", "canyons", "ruins")
PANEL_LABEL_SIZE = L.SMALLEST  # a panel label drawn no smaller than this reads; a longer one is said shorter


def _tip(w, action, obs, label: str) -> str:
    """A panel button's tooltip: what the action does, with its whole label when the button says it shorter."""
    detail, whole = w.detail(action, obs), w.label(action, obs)
    if label == whole or action.kind in ("move", "shoot") or whole in (detail or ""):
        return detail
    return f"{whole}. {detail}" if detail else whole


def fits_panel(words: str) -> bool:
    """Whether a panel button shows ``words`` whole at a size that reads (up to its studs)."""
    return text.measure(words, "ui_bold", PANEL_LABEL_SIZE)[0] <= L.PANEL.w - 16 - 2 * STUD_PAD


@dataclass
class Dialog:
    title: str
    lines: list = field(default_factory=list)
    cards: list = field(default_factory=list)
    columns: list = field(default_factory=list)
    options: list = field(default_factory=list)
    actions: list = field(default_factory=list)
    card_size: tuple | None = None      # the cards' own size when not the deck cards' (characters)
    tips: dict = field(default_factory=dict)
    tags: list = field(default_factory=list)   # a few words on each card (where it lies), or ""


@dataclass
class Menu:
    heading: str
    items: list
    dialog: Dialog | None = None
    note: str = ""


class Choices:
    def __init__(self, words, names=()):
        self.words = words
        self.names = list(names)    # the seats' names (who took a character)
        self.drafts: dict = {}      # seat -> the jobs dealt in its draft, so a drop moves no card

    def build(self, obs: dict, legal: list, refusal, focus=None) -> Menu:
        w = self.words
        if focus is not None:
            kind, key = focus
            picked = [a for a in legal if a.kind == kind and a.args[0] == key]
            items = [(label, a, _tip(w, a, obs, label), "brass")
                     for label, a in zip(w.panel_labels(picked, obs, fits_panel), picked)]
            items.append(("Back", None, "Choose something else", "wood"))
            return _one_place(Menu("Which way?", items, self.copy_dialog(obs, picked)), lambda a: w.label(a, obs))
        heading = self.heading(obs)
        items = []
        shown = [a for a in legal if a.kind != "play"]   # a card is played from the hand (click it, or its key)
        for label, a in zip(w.panel_labels(shown, obs, fits_panel), shown):
            style = "wood" if a.kind in ("end", "leave", "skip", "stop", "decline") else "brass"
            items.append((label, a, _tip(w, a, obs, label), style))
        dialog = self.dialog(obs, legal, refusal, focus)
        if obs.get("mode") == "encounter" and legal and not obs["pending"] and not (dialog and dialog.options):
            # the options that cannot be paid stay in sight, greyed, with the reason (in the
            # encounter's dialog when it is up; not while a card's own choice waits)
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
        items.sort(key=_panel_order)
        return _one_place(Menu(heading, items, dialog), lambda a: w.label(a, obs))

    def heading(self, obs: dict) -> str:
        # in the rules' order: a tied monster's way, then a summons, before anything pending
        if obs.get("steering"):
            return "A monster's way is tied: choose it"
        if obs["summons"]:
            return "Summon a monster"
        pending = obs["pending"].get("kind") if obs["pending"] else None
        if pending:
            return PENDING_HEADINGS.get(pending, "Decide")
        if obs.get("mode") in MODE_HEADINGS:
            return MODE_HEADINGS[obs["mode"]]
        return PHASE_WORDS.get(obs["phase"], obs["phase"]) + " phase"

    # -- dialogs over the board ------------------------------------------------------------
    def dialog(self, obs: dict, legal: list, refusal=lambda a: None, focus=None) -> Dialog | None:
        w = self.words
        if focus is not None:
            return None
        by = {}
        for a in legal:
            by.setdefault(a.kind, []).append(a)
        pending = obs["pending"].get("kind") if obs["pending"] else None
        # one decision at a time, in the rules' order: a tied way or a summons comes before
        # whatever else waits (an improvise after a monster kill); a summons' piles glow on the board
        if "steer" in by:
            return self.steer_dialog(by["steer"])
        if obs.get("steering") or obs["summons"]:
            return None
        if "select" in by:
            return self.character_dialog(obs, by["select"])
        if obs["phase"] == "keep" and "drop" in by:
            me = obs["players"][obs["acting"]]
            held = [j for j, _k in me.get("jobs", [])]
            dealt = self.drafts.setdefault(obs["acting"], list(held))
            if not set(held) <= set(dealt):   # a new draft (another match in this table's life)
                dealt = self.drafts[obs["acting"]] = list(held)
            # each dealt job keeps its place; a dropped one stays in sight, its button spent
            cards = [(partial(art.job_card, w.job(j)), "Drop", Action("drop", (j,)), None) if j in held
                     else (partial(art.job_card, w.job(j)), "Dropped", None, "You dropped this job")
                     for j in dealt]
            left = len(held) - 2
            return Dialog("Job draft: keep 2 of your 4 jobs",
                          [f"Drop the jobs you do not want ({left} more to drop). Jobs stay secret until scored."],
                          cards)
        if pending == "improvise" and obs.get("shown") and "pick" in by:
            cards = [(partial(art.deck_card, w.card(k)), "Keep", Action("pick", (k,)), None)
                     for k in obs["shown"] if w.card(k)]
            return Dialog("Improvise", ["Keep one upgrade card: it goes into your hand, the others to the upgrade discards."], cards)
        if pending in ("trash_hand", "trash_discard", "trash_card") and "trash" in by:
            return self.trash_dialog(obs, by, pending)
        if pending == "choose" and "choose" in by:
            source = w.choosing_card(obs)
            cards = [(partial(art.deck_card, source), "", None, "")] if source is not None else []
            actions = [(w.label(a, obs), a, None) for a in by["choose"]]
            return Dialog(f"{source.name}: choose one" if source else "Choose one",
                          ["Everything else on the card has happened; now pick one of these."], cards,
                          actions=actions)
        if pending == "stat" and "stat" in by:
            me = obs["players"][obs["acting"]]
            now = {"health": me["max_health"], "bullet_capacity": me["capacity"], "curse_threshold": me["threshold"]}
            actions = [(f"{w.label(a, obs)} ({now.get(a.args[0], '?')} to {now.get(a.args[0], 0) + 1})", a, None)
                       for a in by["stat"]]
            return Dialog("Upgrade a stat", ["Raise one of your stats by one, for free."], actions=actions)
        if pending == "artifact" and "take" in by:
            cards = [(partial(art.deck_card, w.cat.cards[a.args[0]]), "Take", a, None) for a in by["take"]]
            return Dialog("Recover an artifact", ["Take one of this town's artifacts."], cards)
        if obs.get("mode") == "store":
            return self.store_dialog(obs, legal, refusal)
        if obs.get("mode") == "jobs" and obs["acting"] == obs.get("viewer"):
            me = obs["players"][obs["acting"]]
            cards = []
            for j, _k in me.get("jobs", []):
                a = Action("sell", (j,))
                cards.append((partial(art.job_card, w.job(j)), f"Sell (+{w.job(j).money} water)",
                              a if a in legal else None,
                              refusal(a) or "This job cannot be sold now"))
            # the phase's end keeps its place at the panel's foot, as it does at the store
            actions = [(w.label(a, obs), a, None) for a in by.get("leave", [])]
            return Dialog("The job board", ["Sell a job you hold for its water, or keep working on it."],
                          cards, actions=actions)
        if obs.get("mode") == "encounter" and obs.get("encounter"):
            return self.encounter_dialog(obs, legal, refusal)
        return None

    def steer_dialog(self, steers: list) -> Dialog:
        w = self.words
        first = steers[0].args[0]
        b = w.cat.most_wanted[first] if isinstance(first, int) and first < len(w.cat.most_wanted) else None
        name = b.name if b else "The monster"
        actions = [(f"To {w.space(a.args[1])}", a, None) for a in steers]
        return Dialog(f"Which way does {name} go?",
                      ["Its roads toward San Andreas tie: as the first player, you choose."], actions=actions)

    def character_dialog(self, obs: dict, selects: list) -> Dialog:
        """Every character side by side, both sides of the card; one taken by an earlier seat
        is greyed with who took it."""
        w = self.words
        offered = {a.args[0]: a for a in selects}
        taken_by = {p["character"]: p["seat"] for p in obs["players"] if p["seat"] < obs.get("selected", 0)}
        cards = []
        for ch in w.cat.characters:
            action = offered.get(ch.key)
            if action is None and ch.key not in taken_by:
                continue
            seat = taken_by.get(ch.key)
            who = self.names[seat] if seat is not None and seat < len(self.names) else "an earlier seat"
            reason = None if action is not None else f"Taken by {who}"
            face = glyphs.character_sheet(ch, CHARACTER_SHEET)
            cards.append((face if action else _taken(face), f"Play as {ch.name}" if action else reason, action, reason))
        return Dialog("Choose your character", ["Each card's lower part is its cursed side: what changes once "
                                                "your curse reaches its limit."], cards, card_size=CHARACTER_SHEET)

    def trash_dialog(self, obs: dict, by: dict, pending: str) -> Dialog:
        w = self.words
        where = {"trash_hand": "from your hand", "trash_discard": "from your discard pile",
                 "trash_card": "from your hand or discard pile"}[pending]
        seen, cards, tags = set(), [], []
        for a in by["trash"]:
            key = (a.args[0], a.args[1])
            if key in seen or w.card(a.args[0]) is None:
                continue
            seen.add(key)
            cards.append((partial(art.deck_card, w.card(a.args[0])), "Trash", a, None))
            # from the hand or the discards: each card says where it lies, as the same card may lie in both
            tags.append(ZONE_WORDS.get(a.args[1], a.args[1]) if pending == "trash_card" else "")
        actions = [("Trash nothing", a, None) for a in by.get("skip", [])]
        return Dialog("Trash a card", [f"Choose a card {where}: it leaves your deck for good."], cards[:8],
                      actions=actions, tags=tags[:8])

    def copy_dialog(self, obs: dict, picked: list) -> Dialog | None:
        """A card that copies another played this phase: the played cards, one button each."""
        w = self.words
        copies = [a for a in picked if a.kind == "play" and a.args[2] >= 0]
        if not copies:
            return None
        me = obs["players"][obs["acting"]]
        cards = []
        for a in copies:
            target = me["played"][a.args[2]][0]
            label = "Copy and trash" if a.args[1] else "Copy"
            cards.append((partial(art.deck_card, w.card(target)), label, a, None))
        name = w.card_name(picked[0].args[0])
        return Dialog(f"{name}: copy which card?", ["Everything on the copied card happens again."], cards[:8])

    def store_dialog(self, obs: dict, legal: list, refusal) -> Dialog:
        w = self.words
        cards = []
        for k in obs["store_row"]:
            c = w.store(k)
            a = Action("buy", (k,))
            ok = a in legal
            cards.append((partial(art.store_card, c), f"Buy ({c.cost} water)", a if ok else None,
                          None if ok else (refusal(a) or "You cannot buy this now")))
        actions = []
        for stat in STATS_SOLD:
            a = Action("upgrade", (stat,))
            ok = a in legal
            actions.append((w.label(a, obs), a if ok else None, None if ok else (refusal(a) or "Not now")))
        actions += [(w.label(a, obs), a, w.detail(a, obs)) for a in legal if a.kind == "refresh"]
        actions += [(w.label(a, obs), a, None) for a in legal if a.kind == "leave"]
        me = obs["players"][obs["acting"]]
        return Dialog("The store in San Andreas",
                      [f"You have {me['water']} water. Buy items for your slots, or raise a stat."], cards,
                      actions=actions)

    def encounter_dialog(self, obs: dict, legal: list, refusal) -> Dialog:
        w = self.words
        key = obs["encounter"]
        cat = w.cat
        options = w.encounter_options(obs)
        buttons = []
        for i in range(len(options)):
            a = Action("option", (i,))
            buttons.append((a, None) if a in legal else (None, refusal(a) or "You cannot pay for this option"))
        actions = [(w.label(a, obs), a, w.detail(a, obs)) for a in legal if a.kind == "decline"]
        card = next((e for e in cat.encounters if e.key == key), None)
        if card is not None:
            me = obs["players"][obs["acting"]]
            here = w.graph.node(me["node"]).kind
            cols = [(t, t == here, [o.text for o in card.options.get(t, ())]) for t in TERRAINS]
            where = TERRAIN_PLACES.get(here, here)
            return Dialog(card.name, [f"You are {where}: the lit column applies."], [], cols, buttons, actions)
        card = next((e for e in cat.cursed_encounters if e.key == key), None)
        if card is None:
            return Dialog("Encounter", [])
        cols = [("cursed", True, [o.text for o in card.options.get("cursed", ())]
                 + ([f"Bad end: {card.bad.text}"] if card.bad else []))]
        return Dialog(card.name + " (cursed)", ["A cursed encounter: take a boon, or suffer its bad end."], [], cols,
                      buttons, actions)


@gfx.cached(maxsize=8)
def _taken(face):
    """A character card another seat took: greyed under a veil."""
    out = face.copy()
    veil = gfx.Surface(face.get_size(), pygame.SRCALPHA)
    gfx.rect(veil, (60, 48, 36, 130), veil.get_rect(), border_radius=10)
    out.blit(veil, (0, 0))
    return out


def offered(dialog: Dialog | None) -> dict:
    """The actions the dialog's buttons take, with their buttons' words: each card's with a button,
    each option's, each foot's."""
    if dialog is None:
        return {}
    out = {action: label for _face, label, action, _why in dialog.cards if label}
    out.update({action: f"Take option {i + 1}" for i, (action, _why) in enumerate(dialog.options)})
    out.update({action: label for label, action, _why in dialog.actions})
    out.pop(None, None)
    return out


def _one_place(menu: Menu, whole) -> Menu:
    """Each choice in one place: what the dialog offers leaves the panel, its hover help going
    with it onto the dialog's button (with the action's ``whole(action)`` words where the button
    says it shorter); a panel left with nothing but its foot points to the dialog."""
    there = offered(menu.dialog)
    if not there:
        return menu
    kept = []
    for item in menu.items:
        _label, action, tip, _style = item
        if action not in there:
            kept.append(item)
            continue
        words = whole(action)
        if there[action] != words and words not in (tip or ""):
            tip = f"{words}. {tip}" if tip else words
        if tip:
            menu.dialog.tips.setdefault(action, tip)
    menu.items = kept
    if all(fixed_item(item) for item in kept):
        d = menu.dialog
        menu.note = DIALOG_NOTES["columns" if d.columns else "cards" if d.cards and not d.actions else "buttons"]
    return menu


def fixed_item(item) -> bool:
    """The panel's always-there control: the phase's end, or Back out of a "which way?"."""
    _label, action, _tip, style = item
    return (action.kind == "end") if action is not None else style != "disabled"


def _panel_order(item) -> tuple:
    """Encounter options in their printed order; ending and leaving last."""
    label, action, _tip, _style = item
    last = action is not None and action.kind in ("end", "leave", "stop")
    return (last, label if label.startswith("Option ") else "")


CHARACTER_SHEET = (180, 252)
OVER = " over\u00a0the\u00a0board"    # kept on one line when the note wraps
DIALOG_NOTES = {"cards": "Choose on the cards" + OVER, "columns": "Choose on the encounter card" + OVER,
                "buttons": "Choose with the buttons" + OVER}
ZONE_WORDS = {"hand": "Hand", "discard": "Discards", "play": "Played"}
STATS_SOLD = ("bullet", "bullet_capacity", "curse_threshold", "health")
TERRAIN_PLACES = {"desert": "in the open desert", "canyons": "in the canyons", "ruins": "among the ruins"}
