"""The recent-moves log in plain sentences: each step (a move and the events
it caused, already redacted for the seat watching) becomes one line saying
what the player did and what came of it, plus a line for anything that
happened to someone else or to the desert (a monster, a curse, the end).

    step_lines(steps, words, name_of, color_of) -> [(sentence, accent colour | None)]

Only what the events carry is named: a card kept from an improvise or a job
dropped is worded only when the event (or the rules' description, which the
match words for the actor alone) already names it for this viewer.
"""

from __future__ import annotations

from game.core.words import says

from .words import PHASE_WORDS, STAT_WORDS, bundle_text

WORLD = (214, 190, 150)   # the accent of lines about the desert, not a player
WHY = {"a rough road": "on a rough road", "a monster": "from a monster", "the curse": "from the curse",
       "an encounter": "in the encounter", "a job": "for a job", "curse while cursed": "from curse while cursed",
       "no card left to draw": "with no card left to draw", "a card": "from a card"}
ZONES = {"hand": "hand", "discard": "discard pile", "play": "play area"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def agree(name: str, clause: str) -> str:
    """A clause's verb agreeing with who did it: "You take", "Ada takes"."""
    return says(name, clause)[len(name) + 1:] if clause[:1].islower() else clause


def join_clauses(parts: list[str]) -> str:
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


class Narrator:
    def __init__(self, words, name_of):
        self.words = words
        self.name_of = name_of
        cat = words.cat
        self.jobs = {j.key: j for j in cat.jobs}
        self.monsters = {b.key: b for b in cat.most_wanted}
        self.encounters = {e.key: e for e in cat.encounters + cat.cursed_encounters}

    # -- names -------------------------------------------------------------------------
    def job(self, key) -> str:
        j = self.jobs.get(key)
        return j.name if j else "a job"

    def monster(self, key) -> str:
        b = self.monsters.get(key)
        return b.name if b else "a monster"

    def store(self, key) -> str:
        c = self.words.store(key)
        return c.name if c else "an item"

    def space(self, node) -> str:
        return self.words.space(node)

    # -- one clause per event the actor caused to themselves ---------------------------------
    def clause(self, kind: str, d: dict) -> str | None:
        fn = getattr(self, "_" + kind, None)
        return fn(d) if fn is not None else None

    def _play(self, d):
        card = self.words.card(d["card"])
        name = card.name if card else d["card"]
        words = f"plays {name}"
        gain = bundle_text(dict(card.gain)) if card else ""
        if gain:
            words += f" ({gain})"
        if d.get("copies"):
            words += f", copying {self.words.card_name(d['copies'])}"
        if d.get("trash"):
            words += " and trashes it for its bonus"
        return words

    def _move(self, d):
        if not d.get("move"):
            return f"steps to {self.space(d['to'])}"
        cost = f"{d['move']} move"
        if d.get("curse"):
            cost += f", +{d['curse']} curse"
        return f"rides to {self.space(d['to'])} ({cost})"

    def _character_selected(self, d):
        ch = self.words.character(d.get("character", ""))
        return f"takes {ch.name} as their character" if ch else "chooses a character"

    def _shoot(self, d):
        what = f" with {self.store(d['source'])}" if d.get("source") else ""
        return f"fires {_plural(d['bullets'], 'bullet')}{what} for +{d['attack']} attack"

    def _exhaust(self, d):
        return f"uses {self.store(d['card'])}"

    def _character_action(self, d):
        words = str(d.get("text") or "").removeprefix("ACTION:").strip().rstrip(".")
        return f"takes the character action ({words})" if words else "takes the character action"

    def _visit(self, d):
        return "walks into the store" if d.get("where") == "store" else "walks up to the job board"

    def _discard(self, d):
        return f"discards {self.words.card_name(d['card'])}"

    def _job_dropped(self, d):
        return None  # the description says which, to the owner alone

    def _bounty_defeated(self, d):
        return f"defeats {d.get('name') or self.monster(d.get('bounty'))}"

    def _artifacts_looked(self, d):
        return f"searches the {d.get('colour', '')} artifacts here".replace("  ", " ")

    def _artifact_recovered(self, d):
        return f"recovers the {d.get('colour', '')} artifact {self.words.card_name(d['card'])}".replace("  ", " ")

    def _artifact_found(self, d):
        return f"finds the artifact {self.words.card_name(d['card'])}"

    def _no_artifact(self, d):
        return "finds no artifact"

    def _robbery(self, d):
        if "grit" in d:   # the book's robbery: water and Grit for two curse; the victim loses 1 Grit
            return f"robs {self.name_of(d['victim'])}: +{d['water']} water, +{d['grit']} Grit, and they lose 1 Grit"
        return f"robs {self.name_of(d['victim'])} of {d['water']} water"

    def _store_laid(self, d):
        return f"lays {self.store(d['card'])} on the store's discards"

    def _camp(self, d):
        return f"makes camp and heals {d['healed']}" if d.get("healed") else "makes camp"

    def _no_encounter(self, d):
        return "finds no encounter here"

    def _encounter_drawn(self, d):
        e = self.encounters.get(d.get("card"))
        deck = "a cursed encounter" if d.get("deck") == "cursed" else "an encounter"
        return f"draws {deck}: {e.name}" if e else f"draws {deck}"

    def _encounter_choice(self, d):
        return f"chooses option {d['option'] + 1}: {d.get('text', '').rstrip('.')}"

    def _hand_shown(self, d):
        names = ", ".join(self.words.card_name(k) for k in d.get("cards", ()))
        return f"shows a hand that can pay for nothing ({names}) and passes"

    def _job_sold(self, d):
        return f"sells the job {self.job(d['job'])} for {d['money']} water"

    def _bought(self, d):
        return f"buys {self.store(d['card'])} for {d['cost']} water"

    def _upgraded(self, d):
        stat = STAT_WORDS.get(d["stat"], d["stat"])
        what = "buys a bullet" if d["stat"] == "bullet" else f"raises {stat.lower()} by 1"
        return f"{what} for {d['cost']} water"

    def _store_refreshed(self, d):
        return "refreshes the store"

    def _jobs_drawn(self, d):
        names = d.get("jobs")
        if names:
            return "draws the jobs " + join_clauses([self.job(k) for k in names])
        return f"draws {_plural(d.get('count', 1), 'job')}"

    def _improvise(self, d):
        cards = d.get("cards")
        if cards:
            return "improvises from " + join_clauses([self.words.card_name(k) for k in cards])
        return f"improvises from {_plural(d.get('count', 2), 'upgrade card')}"

    def _improvise_empty(self, d):
        return "improvises, but the upgrade deck is empty"

    def _improvised(self, d):
        if d.get("card"):
            return f"keeps {self.words.card_name(d['card'])}"
        return "keeps one of them"

    def _trash(self, d):
        if d.get("from") == "play":
            return None  # the play clause already says the card was trashed
        return f"trashes {self.words.card_name(d['card'])} from the {ZONES.get(d.get('from'), d.get('from'))}"

    def _monster_pushed(self, d):
        return f"pushes {self.monster(d['monster'])} to {self.space(d['to'])}"

    def _jobs_looked(self, d):
        return f"looks at {self.name_of(d['target'])}'s jobs"

    def _jobs_swapped(self, d):
        return f"swaps a job with {self.name_of(d['target'])}"

    def _swap_void(self, d):
        return "finds no job left to swap"

    def _job_scored(self, d):
        return f"completes the job {d.get('name') or self.job(d['job'])} (+{d['money']} water, +{d['grit']} Grit)"

    def _track_job(self, d):
        return f"scores {self.job(d['job'])} on a job track"

    def _damage(self, d):
        return f"takes {d['amount']} damage {WHY.get(d.get('why'), 'from ' + str(d.get('why')))}"

    def _cursed(self, d):
        return "becomes CURSED"

    def _uncursed(self, d):
        return "shakes off the curse"

    def _critical_wound(self, d):
        lost = d.get("spaces", 0)
        return f"suffers a critical wound and is carried back to San Andreas (-{lost} Grit)" if lost \
            else "suffers a critical wound and is carried back to San Andreas"

    def _home(self, d):
        return "reshuffled, so rides home to San Andreas"

    def _monster_tied(self, d):
        return f"must choose which way {self.monster(d['monster'])} goes (its roads to town tie)"

    def _monster_summoned(self, d):
        return f"summons the monster on pile {d['pile'] + 1}"

    # -- world lines -------------------------------------------------------------------------
    def world(self, kind: str, d: dict) -> str | None:
        if kind == "monster_appears":
            return f"{self.monster(d['monster'])} appears at {self.space(d['node'])}!"
        if kind == "monster_moves":
            return f"{self.monster(d['monster'])} stalks on to {self.space(d['to'])}."
        if kind == "monster_unfought":
            return f"{self.monster(d['monster'])} was not fought and grows bolder."
        if kind == "bounty_revealed":
            return f"A new bounty is posted: {self.monster(d['bounty'])}."
        if kind == "bounty_discarded":
            return f"{self.monster(d['bounty'])} is discarded from pile {d['pile'] + 1}."
        if kind == "team_drain":
            return f"Face-up bounties drain the team's Grit by {d['grit']} ({d['team']} left)."
        if kind == "game_over":
            reason = str(d.get("reason") or "")
            return "The game is over" + (f": {reason}." if reason else ".")
        if kind == "phase":
            return f"Round {d.get('round')}: the {PHASE_WORDS.get(d['phase'], d['phase']).lower()} phase."
        return None

    # -- a whole step --------------------------------------------------------------------------
    def step(self, seat, desc: str, events) -> list[tuple[str, object]]:
        """Lines in the order things happened; the actor's own clauses run together."""
        said = []                              # (who, clause); who None: a line about the desert
        for e in events:
            d = dict(e.public)
            who = d.get("seat")
            words = self.clause(e.kind, d) if isinstance(who, int) else self.world(e.kind, d)
            if words:
                said.append((who if isinstance(who, int) else None, words))
        if isinstance(seat, int):
            lead = self.lead(desc)
            if lead:
                said.insert(0, (seat, lead))
            if not any(who == seat for who, _w in said) and desc:
                said.insert(0, (seat, desc))  # the rules' words when the events say nothing
        out, run = [], []
        for who, words in said + [(object(), "")]:
            if run and who != run[0][0]:
                first = run[0][0]
                if first is None:
                    out += [(w, None) for _x, w in run]
                else:
                    name = self.name_of(first)
                    out.append((f"{name} {join_clauses([agree(name, w) for _x, w in run])}.", first))
                run = []
            run.append((who, words))
        return out

    def lead(self, desc: str) -> str | None:
        """The description's own words, for what only it names (a job dropped, to its owner)."""
        return desc if desc.startswith("drops ") else None


def step_lines(steps, words, name_of, color_of) -> list:
    narrator = Narrator(words, name_of)
    out = []
    for seat, desc, events in steps:
        for sentence, who in narrator.step(seat, desc or "", events):
            out.append((sentence, color_of(who) if isinstance(who, int) else WORLD))
    return out

