"""The words a player reads for each legal action: a short label for its
button and a longer line for its tooltip.  Built from the catalog, the
desert graph and the viewer's observation, never from hidden state.

    Words(catalog, graph)
      .label(action, obs) -> str          "Ride to Dry Gulch (2 move)"
      .panel_labels(actions, obs, fits)   the labels, rides and shots said shorter (alike) to fit buttons
      .detail(action, obs) -> str         the card or option text behind it
      .card(key) / .store(key) / .job(id) catalog look-ups by key
      .ops_text(ops) -> str               an effect list in words ("+2 move, draw 1")
      .store_effect(card) -> (use, effect) a store item in a few words ("Exhaust", "+2 attack")
"""

from __future__ import annotations

from ..rules.state import PRICES

RESOURCE_WORDS = {"move": "move", "attack": "attack", "money": "water", "curse": "curse", "health": "health",
                  "bullets": "bullets", "grit": "Grit", "draw": "draw"}
SHORT_WORDS = (("Curse threshold", "Curse limit"), ("Bullet capacity", "Capacity"))


def _shorter(label: str) -> list[str]:
    """``label``, then shorter ways to say it for a narrow button: shorter words for a stat, then
    without the price or strength in its closing "(...)" (the button's tooltip says it whole)."""
    forms = [label]
    for long, short in SHORT_WORDS:
        if long in forms[-1]:
            forms.append(forms[-1].replace(long, short))
    if forms[-1].endswith((" water)", " attack)")):     # a price or a strength: its tooltip says it
        forms.append(forms[-1][:forms[-1].rindex(" (")])
    return forms


STAT_WORDS = {"health": "Health", "bullet_capacity": "Bullet capacity", "curse_threshold": "Curse threshold",
              "bullet": "A bullet"}
ACTION_NAME_MAX = 22          # longer than this, a character's action is a sentence: too long for a button
SHORT_ACTIONS = {"swap_job": "Swap a job", "improvise": "Improvise", "gain": "Gain"}
PHASE_WORDS = {"characters": "Characters", "keep": "Job draft", "improvise": "Improvise", "encounter": "Encounter", "action": "Action",
               "cleanup": "Cleanup", "over": "Game over"}
# a store item's lasting power in a few words (the catalog allows no other passive keys)
PASSIVE_WORDS = {"improvise_look": "Improvise: look at {}", "hand_size": "Draw up to {} at cleanup",
                 "camp_heal": "Camp: +{} health", "road_damage_ignore": "Roads: ignore {} damage"}
SLOT_WORDS = {"one_hand": "1 hand", "two_hand": "2 hands", "accessory": "accessory"}
OP_WORDS = {"improvise": "improvise", "trash_card": "trash a card", "copy": "copy a played card",
            "draw_artifact": "draw an artifact", "swap_job": "swap a job"}


def bundle_text(bundle: dict) -> str:
    parts = []
    for r, v in bundle.items():
        if v:
            parts.append(f"{'+' if v > 0 else ''}{v} {RESOURCE_WORDS.get(r, r)}")
    return ", ".join(parts)


def _gain_words(resource: str, value: int) -> str:
    """"+1 bullet", "+2 bullets", "-1 curse": one resource gained (or lost)."""
    word = RESOURCE_WORDS.get(resource, resource)
    if word == "bullets" and abs(value) == 1:
        word = "bullet"
    return f"{'+' if value > 0 else ''}{value} {word}"


class Words:
    def __init__(self, cat, graph):
        self.cat = cat
        self.graph = graph
        self.cards = {c.key: c for c in cat.cards}
        self.stores = {c.key: c for c in cat.store}
        self.bounties = {b.key: b for b in cat.most_wanted}

    # -- look-ups ---------------------------------------------------------------------
    def card(self, key: str):
        return self.cards.get(key)

    def card_name(self, key: str) -> str:
        c = self.cards.get(key)
        return c.name if c else key

    def card_words(self, key: str) -> str:
        """A deck card in words, as its hover says it: its name, then its text."""
        c = self.cards.get(key)
        return f"{c.name}: {c.text}" if c else key

    def store(self, key: str):
        return self.stores.get(key)

    def job(self, jid: int):
        return self.cat.jobs[jid] if 0 <= jid < len(self.cat.jobs) else None

    def space(self, node) -> str:
        try:
            n = self.graph.node(node)
        except (KeyError, ValueError):
            return f"space {node}"
        return str(n.get("name") or n.get("label") or f"space {node}")

    def road(self, a, b, rider: dict | None = None) -> dict:
        """The road's printed cost; for ``rider`` (a player's view), what it costs them as the
        rules count it: a cursed move tax added, damage an item ignores taken off."""
        links = self.graph.links_between(a, b)
        link = links[0] if links else {"move": 1}
        cost = {k: int(link.get(k, 0) or 0) for k in ("move", "curse", "damage")}
        if rider is not None:
            ch = next((c for c in self.cat.characters if c.key == rider.get("character")), None)
            if ch is not None and rider.get("cursed") and ch.detriment == "move_tax":
                cost["move"] += ch.detriment_value or 0
            ignore = max([self.stores[g].passive.get("road_damage_ignore", 0)
                          for g in rider.get("gear", ()) if g in self.stores] or [0])
            cost["damage"] = max(0, cost["damage"] - ignore)
        return cost

    def ops_text(self, ops) -> str:
        parts = []
        for op in ops or ():
            name = op.get("op")
            if name == "gain":
                parts.append(bundle_text({k: v for k, v in op.items() if k != "op"}))
            elif name in ("draw", "draw_job", "free_move", "move_monster", "upgrade_stat"):
                n = op.get("n", 1)
                parts.append({"draw": f"draw {n}", "draw_job": f"draw {n} job(s)", "free_move": f"{n} free step(s)",
                              "move_monster": f"push a monster {n}", "upgrade_stat": f"upgrade a stat {n}"}[name])
            elif name in ("trash_from_hand", "trash_from_discard"):
                parts.append(f"trash {op.get('n', 1)} from {'hand' if name.endswith('hand') else 'discards'}")
            elif name == "if_cursed":
                parts.append("if cursed: " + self.ops_text(op.get("then")))
            elif name == "choose":
                parts.append("choose one")
            else:
                parts.append(OP_WORDS.get(name, str(name).replace("_", " ")))
        return ", ".join(p for p in parts if p)

    def store_effect(self, card) -> tuple[str, str]:
        """(how a store item is used, what it does) in a few words, for a card too small for its
        text: ("Exhaust", "+2 attack"), ("Weapon", "1 bullet: +3 attack"), ("Always", "Camp: +2 health")."""
        if card.exhaust:
            parts = []
            for op in card.exhaust:
                if op.get("op") == "gain":
                    parts += [_gain_words(r, v) for r, v in op.items() if r != "op" and v]
                else:
                    parts.append(self.ops_text([op]))
            words = ", ".join(p for p in parts if p)
            return "Exhaust", words[:1].upper() + words[1:]
        for key, value in card.passive.items():
            if key == "proficiency":
                bullets, attack = value
                return "Weapon", f"{bullets} bullet{'s' if bullets != 1 else ''}: +{attack} attack"
            if key in PASSIVE_WORDS:
                return "Always", PASSIVE_WORDS[key].format(value)
        return "Always", card.text

    def character(self, key: str):
        return next((c for c in self.cat.characters if c.key == key), None)

    def cursed_text(self, character: str) -> str:
        ch = next((c for c in self.cat.characters if c.key == character), None)
        return ch.detriment_text if ch else ""

    # -- pending choice options (observe keeps only their count) ------------------------
    def choosing_card(self, obs):
        """The card in the play area whose 'choose one' is being answered, if one is."""
        me = obs["players"][obs["acting"]] if obs.get("acting") is not None else None
        for key in reversed(me["play"] if me else []):
            card = self.cards.get(key)
            if card and any(op.get("op") == "choose" for op in card.effects + tuple(card.trash or ())):
                return card
        return None

    def choose_options(self, obs) -> list:
        """The option lists of the last card played with a 'choose' (the play area is public)."""
        me = obs["players"][obs["acting"]] if obs.get("acting") is not None else None
        for key in reversed(me["play"] if me else []):
            card = self.cards.get(key)
            for ops in ((card.effects if card else ()) + tuple(card.trash or ()) if card else ()):
                if ops.get("op") == "choose":
                    return list(ops.get("options") or [])
        return []

    # -- labels -------------------------------------------------------------------------
    def label(self, action, obs) -> str:
        kind, args = action.kind, tuple(action.args)
        fn = getattr(self, "_label_" + kind, None)
        if fn is not None:
            return fn(args, obs)
        return SIMPLE.get(kind, kind.replace("_", " ").capitalize())

    def _label_play(self, args, obs) -> str:
        key, trashed, target = args
        words = f"Play {self.card_name(key)}"
        if trashed:
            words += " and trash it"
        if target >= 0:
            me = obs["players"][obs["acting"]]
            played = me["played"]
            if 0 <= target < len(played):
                words += f", copying {self.card_name(played[target][0])}"
        return words

    def _label_shoot(self, args, obs) -> str:
        return self._shoot_forms(args, obs)[0]

    def _shoot_forms(self, args, obs) -> list[str]:
        """A shot's label, then shorter ways to say it for a narrow button."""
        src = args[0]
        if src in self.stores:
            prof = self.stores[src].passive.get("proficiency")
            name = self.stores[src].name
        else:
            me = obs["players"][obs["acting"]]
            ch = self.character(me["character"])
            prof = (ch.cursed_proficiency if me["cursed"] else ch.proficiency) if ch else None
            name = ""
        if not prof:
            return [f"Shoot with {name}" if name else "Spend bullets for attack"] + [f"Shoot {name}" if name else "Shoot"] * 2
        bullets, attack = (prof["bullets"], prof["attack"]) if isinstance(prof, dict) else (prof[0], prof[1])
        spend = f"{bullets} bullet{'s' if bullets != 1 else ''}"
        if not name:
            return [f"Shoot: {spend} for +{attack} attack", f"Shoot: {spend}, +{attack} attack",
                    f"Shoot: {spend}, +{attack} attack"]
        return [f"Shoot with {name}: {spend} for +{attack} attack", f"Shoot {name}: {spend}, +{attack} attack",
                f"{name}: {spend}, +{attack} attack"]

    def _label_exhaust(self, args, obs) -> str:
        return f"Use {self.stores[args[0]].name}" if args[0] in self.stores else "Use an item"

    def _label_job(self, args, obs) -> str:
        job = self.job(args[0])
        return f"Complete {job.name}" if job else "Complete a job"

    def _label_move(self, args, obs) -> str:
        return self._move_forms(args, obs)[0]

    def _move_forms(self, args, obs) -> list[str]:
        """A ride's label, then shorter ways to say it for a narrow button."""
        there, paid = args
        me = obs["players"][obs["acting"]]
        cost = self.road(me["node"], there, me)
        place, move, damage = self.space(there), cost["move"] + paid, cost["damage"] - paid
        costs = [f"{move} move"] + [f"{cost['curse']} curse"] * bool(cost["curse"]) + \
            [f"{damage} damage"] * bool(damage)
        short = [f"{move} move"] + [f"{cost['curse']} curse"] * bool(cost["curse"]) + [f"{damage} dmg"] * bool(damage)
        said, brief = ", ".join(costs), ", ".join(short)
        return [f"Ride to {place} ({said})", f"To {place}: {said}", f"{place}: {said}", f"{place}: {brief}"]

    def ride_detail(self, args, obs) -> str:
        """What a ride costs, every part of it, for its tooltip."""
        there, paid = args
        me = obs["players"][obs["acting"]]
        cost = self.road(me["node"], there, me)
        parts = [f"spend {cost['move'] + paid} move"]
        if cost["curse"]:
            parts.append(f"gain {cost['curse']} curse (a purple road)")
        if cost["damage"] - paid > 0:
            parts.append(f"take {cost['damage'] - paid} damage (a rough road)")
        elif paid:
            parts.append("its damage paid with movement")
        return f"Ride to {self.space(there)}: " + ", ".join(parts) + "."

    def panel_labels(self, actions, obs, fits) -> list[str]:
        """The button labels for ``actions``: the full words where ``fits(words)``; the rides (and
        the shots) said one shorter way alike, the first that fits them all, when any does not."""
        forms = {a: self._forms(a, obs) for a in actions}
        level = {}
        for kind in ("move", "shoot"):
            theirs = [forms[a] for a in actions if a.kind == kind]
            if theirs:
                deepest = min(len(f) for f in theirs) - 1
                level[kind] = next((i for i in range(deepest + 1) if all(fits(f[i]) for f in theirs)), deepest)
        return [forms[a][level[a.kind]] if a.kind in level else
                next((f for f in forms[a] if fits(f)), forms[a][-1]) for a in actions]

    def _forms(self, action, obs) -> list[str]:
        if action.kind == "move":
            return self._move_forms(tuple(action.args), obs)
        if action.kind == "shoot":
            return self._shoot_forms(tuple(action.args), obs)
        if action.kind == "discard_bounty":   # the bounty and its pile, the verb in the panel's heading
            full = self.label(action, obs)
            return [full, full.removeprefix("Discard ")]
        return _shorter(self.label(action, obs))

    def _label_bounty(self, args, obs) -> str:
        kind, index = args
        if kind == "wanted":
            w = obs["wanted"][index]
            return f"Defeat {w['name']} ({w['attack']} attack)"
        if kind == "monster":
            b = self.cat.most_wanted[index] if isinstance(index, int) and index < len(self.cat.most_wanted) \
                else self.bounties.get(index)
            return f"Defeat {b.name} ({b.attack} attack)" if b else "Defeat the monster"
        top = obs["piles"][index]["top"]
        b = self.bounties.get(top)
        return f"Defeat {b.name} ({b.attack} attack)" if b else "Defeat the bounty"

    def _label_recover(self, args, obs) -> str:
        return f"Recover the {args[0]} artifact"

    def _label_rob(self, args, obs) -> str:
        return f"Rob {obs['players'][args[0]]['name']}"

    def _label_character(self, args, obs) -> str:
        me = obs["players"][obs["acting"]]
        ch = self.character(me["character"])
        words = ch.action_text.removeprefix("ACTION:").strip().rstrip(".") if ch else ""
        name = words.split(":", 1)[0] if ":" in words else words  # "Reload: +3 bullets" -> "Reload"
        if len(name) > ACTION_NAME_MAX:  # a sentence, not a name: what it does, in short
            ops = [op.get("op") for op in (ch.action if ch else ()) if isinstance(op, dict)]
            name = next((SHORT_ACTIONS[op] for op in ops if op in SHORT_ACTIONS), "")
        return f"Action: {name}" if name else "Character action"

    def encounter_options(self, obs) -> list:
        """The options of the encounter being resolved: the column of the acting player's ground
        (a cursed encounter's two boons and its bad end)."""
        key = obs.get("encounter")
        card = next((e for e in self.cat.encounters if e.key == key), None)
        if card is not None:
            me = obs["players"][obs["acting"]]
            return list(card.options.get(self.graph.node(me["node"]).kind, ()))
        card = next((e for e in self.cat.cursed_encounters if e.key == key), None)
        if card is None:
            return []
        return list(card.options.get("cursed", ())) + ([card.bad] if card.bad else [])

    def _label_option(self, args, obs) -> str:
        options = self.encounter_options(obs)
        i = args[0]
        if i >= len(options):
            return f"Option {i + 1}"
        pay = ", ".join(f"{v} {RESOURCE_WORDS.get(r, r)}" for r, v in options[i].pay.items() if v)
        return f"Option {i + 1}: " + (f"pay {pay}" if pay else "no cost")

    def _label_visit(self, args, obs) -> str:
        return "Visit the store" if args[0] == "store" else "Visit the job board"

    def _label_buy(self, args, obs) -> str:
        c = self.stores.get(args[0])
        return f"Buy {c.name} ({c.cost} water)" if c else "Buy"

    def _label_upgrade(self, args, obs) -> str:
        return f"{STAT_WORDS.get(args[0], args[0])} +1 ({PRICES.get(args[0], '?')} water)"

    def _label_lay(self, args, obs) -> str:
        c = self.stores.get(args[0])
        return f"Lay {c.name} on the discards" if c else "Lay a card on the discards"

    def _label_sell(self, args, obs) -> str:
        job = self.job(args[0])
        return f"Sell {job.name} (+{job.money} water)" if job else "Sell a job"

    def _label_discard(self, args, obs) -> str:
        return f"Discard {self.card_name(args[0])}"

    def _label_end(self, args, obs) -> str:
        mode = obs.get("mode")
        if mode == "cleanup":
            return "Done: draw a new hand"
        return f"End the {PHASE_WORDS.get(obs['phase'], obs['phase']).lower()} phase"

    def _label_drop(self, args, obs) -> str:
        job = self.job(args[0])
        return f"Drop {job.name}" if job else "Drop a job"

    def _label_discard_bounty(self, args, obs) -> str:
        piles = obs.get("piles", [])
        top = piles[args[0]]["top"] if args[0] < len(piles) else None
        bounty = self.bounties.get(top) if top else None
        return f"Discard {bounty.name} (pile {args[0] + 1})" if bounty else f"Discard the bounty on pile {args[0] + 1}"

    def _label_summon(self, args, obs) -> str:
        return f"Summon from pile {args[0] + 1}"

    def _label_select(self, args, obs) -> str:
        ch = next((c for c in self.cat.characters if c.key == args[0]), None)
        return f"Play as {ch.name}" if ch else "Choose this character"

    def _label_steer(self, args, obs) -> str:
        b = self.cat.most_wanted[args[0]] if isinstance(args[0], int) and args[0] < len(self.cat.most_wanted) else None
        return f"Move {b.name if b else 'the monster'} to {self.space(args[1])}"

    def _label_pick(self, args, obs) -> str:
        return f"Keep {self.card_name(args[0])}"

    def _label_trash(self, args, obs) -> str:
        key, zone = args
        return f"Trash {self.card_name(key)} ({'play area' if zone == 'play' else zone})"

    def _label_choose(self, args, obs) -> str:
        options = self.choose_options(obs)
        i = args[0]
        text = self.ops_text(options[i]) if i < len(options) else ""
        return text[:1].upper() + text[1:] if text else f"Option {i + 1}"

    def _label_stat(self, args, obs) -> str:
        return f"Upgrade {STAT_WORDS.get(args[0], args[0]).lower()}"

    def _label_push(self, args, obs) -> str:
        monster, there = args
        b = self.cat.most_wanted[monster] if isinstance(monster, int) and monster < len(self.cat.most_wanted) \
            else self.bounties.get(monster)
        return f"Push {b.name if b else 'the monster'} to {self.space(there)}"

    def _label_step(self, args, obs) -> str:
        return f"Step to {self.space(args[0])}"

    def _label_look(self, args, obs) -> str:
        return f"Look at {obs['players'][args[0]]['name']}'s jobs"

    def _label_swap(self, args, obs) -> str:
        theirs, mine = self.job(args[0]), self.job(args[1])
        return f"Give {mine.name if mine else 'a job'} for {theirs.name if theirs else 'a job'}"

    def _label_take(self, args, obs) -> str:
        c = self.cat.cards[args[0]] if isinstance(args[0], int) and args[0] < len(self.cat.cards) else None
        return f"Take {c.name}" if c else "Take the artifact"

    # -- details (tooltips) -----------------------------------------------------------------
    def detail(self, action, obs) -> str:
        kind, args = action.kind, tuple(action.args)
        if kind in ("play", "pick", "discard") or (kind == "trash" and args):
            c = self.cards.get(args[0])
            return c.text if c else ""
        if kind == "buy":
            c = self.stores.get(args[0])
            return c.text if c else ""
        if kind in ("job", "drop", "sell"):
            job = self.job(args[0])
            return f"{job.text} ({job.money} water, {job.grit} Grit)" if job else ""
        if kind == "character":
            me = obs["players"][obs["acting"]]
            ch = next((c for c in self.cat.characters if c.key == me["character"]), None)
            return ch.action_text if ch else ""
        if kind == "take":
            c = self.cat.cards[args[0]] if isinstance(args[0], int) and args[0] < len(self.cat.cards) else None
            return c.text if c else ""
        if kind == "option":
            options = self.encounter_options(obs)
            return options[args[0]].text if args[0] < len(options) else ""
        if kind == "bounty":
            return "Spend attack equal to its number to defeat it and claim the reward."
        if kind == "move":
            return self.ride_detail(args, obs)
        return DETAILS.get(kind, "")


SIMPLE = {"camp": "Camp for the night", "encounter": "Encounter again", "decline": "Show your hand and pass",
          "refresh": "Refresh the store", "leave": "Leave", "skip": "Trash nothing", "stop": "Stop moving"}
DETAILS = {"camp": "Take your action: rest here (heal, or lose curse, as the rules allow).",
           "encounter": "Take your action: draw another encounter here.",
           "decline": "You cannot pay for any option: show your hand to prove it and take nothing.",
           "refresh": "Discard the store row in the order you choose and deal a new one (once a visit).",
           "lay": "The card laid last stays on top of the store's discards, where it can still be bought.",
           "rob": "Take your action: rob a player on your space.",
           "recover": "Take your action: look at this town's artifacts and take one.",
           "end": "Finish your part of this phase.",
           "discard_bounty": "Solo rule: a turn that captured no Most Wanted bounty ends with one discarded "
                             "from the top of a pile (never a monster), so the monsters keep coming."}

