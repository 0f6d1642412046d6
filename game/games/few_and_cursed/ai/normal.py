"""The Few and Cursed's Normal bot: it plans a route, hunts what it can beat,
and looks after its curse, health and deck.

Each decision is worked out from ``observe`` (its own hand, everyone's public
tracks and piles), ``legal_actions`` and the public content and map, so it
never reads a secret.  No search: a few shortest-path runs per decision.

- Route: Dijkstra over the desert's roads, each road costing its movement,
  plus its curse symbols weighed by how close the bot is to its threshold and
  its damage symbols weighed by how hurt it is.
- Targets: face-up Most Wanted bounties and monsters at their spaces, the
  Wanted bounties where they may be fought, corner towns with an artifact the
  bot may still recover, San Andreas when there is water to spend.  Each is
  worth its Grit less the turns it takes; one it can reach and beat this turn
  comes first.
- Deck: keeps the strongest upgrade, trashes weak starting cards whenever a
  card lets it, never trashes an artifact (its Grit counts at the end).
"""

from __future__ import annotations

from typing import Any

from game.core.graph import weighted_distances
from game.core.model import Action
from game.core.rng import Rng

from .answers import Answers, reward_grit
from .challenge import ChallengePlay
from .heuristic import GOOD_OPS, select_character

ARTIFACT_GRIT = 8.0   # an unseen artifact: its Grit (3.2 on average) and a strong card
CLOSING_TOKENS = 4    # this few artifact tokens left: the leader rides to end the game
CLOSING_BONUS = 8.0
LAST_TOKEN_IN_COOP = -12.0
AVERAGE_ARTIFACT_GRIT = 3.2
DRAWN_ARTIFACT = 0.75  # a random artifact (any colour) found in an encounter, against one chosen
WANTED_WEIGHT = 0.6   # Wanted bounties come back; a Most Wanted card is gone once taken
# the decisions a card or the round asks for, in the order the bot looks at them: kind -> Answers method
ANSWERED = (("summon", "summon"), ("steer", "steer"), ("discard_bounty", "discard_bounty"), ("drop", "drop"),
            ("pick", "pick"), ("take", "take"), ("lay", "lay"), ("trash", "trash"), ("choose", "choose_op"),
            ("stat", "stat"), ("push", "push"), ("look", "look"), ("swap", "swap"))


class Facts:
    """Keyed views of the catalog, built once per catalog."""

    def __init__(self, cat):
        self.cat = cat
        self.cards = {c.key: c for c in cat.cards}
        self.store = {c.key: c for c in cat.store}
        self.bounties = {b.key: b for b in cat.most_wanted}
        self.chars = {c.key: c for c in cat.characters}
        self.encounters = {e.key: e for e in cat.encounters}
        self.cursed = {e.key: e for e in cat.cursed_encounters}
        self.jobs = {j.key: j for j in cat.jobs}
        self._places: dict = {}

    def places(self, desert, places) -> list:
        """The spaces (San Andreas aside) a Wanted card may be fought on; the same every decision."""
        key = (id(desert), tuple(places))
        if key not in self._places:
            self._places[key] = [n for n in desert.kind if n != desert.san_andreas and desert.matches(n, places)]
        return self._places[key]


class NormalBot:
    def __init__(self, seed: int = 0):
        self.name = "few-and-cursed-normal"
        self._rng = Rng(seed)
        self._facts: Facts | None = None
        self._phase_start: tuple = ()  # (round, trophies held) when this action phase began for the bot

    def facts(self, rules) -> Facts:
        if self._facts is None or self._facts.cat is not rules.catalog:
            self._facts = Facts(rules.catalog)
        return self._facts

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None, target: tuple | None = None) -> Action:
        """Normal's move; ``target`` (space, attack needed) overrides its choice of where to ride."""
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        if legal[0].kind == "select":
            return select_character(rules, legal, rng if rng is not None else self._rng)
        turn = self.turn(rules, state, seat, legal)
        turn.forced = target
        return turn.decide()

    def turn(self, rules: Any, state: Any, seat: int, legal: list) -> "Turn":
        """The bot's reading of one decision (it remembers where its action phase began)."""
        obs = rules.observe(state, seat)
        turn = Turn(rules, self.facts(rules), obs, seat, legal)
        if obs["phase"] == "action":
            if not self._phase_start or self._phase_start[0] != obs["round"]:
                self._phase_start = (obs["round"], len(turn.me["trophies"]))
            turn.most_wanted_taken = len(turn.me["trophies"]) > self._phase_start[1]
        return turn


class Turn:
    """One decision: the observation, the legal actions and the bot's reading of them.

    It owns two parts: ``goal`` (ChallengePlay), what the match's variants make worth
    having, read from the observation alone; and ``answers`` (Answers), its replies to
    the decisions a card or the round asks for, which ask this turn for routes, card
    values and plays."""

    def __init__(self, rules, facts: Facts, obs: dict, seat: int, legal: list):
        self.rules, self.f, self.obs, self.seat, self.legal = rules, facts, obs, seat, legal
        self.desert = rules.desert
        self.me = obs["players"][seat]
        self.kinds: dict[str, list] = {}
        self.most_wanted_taken = False  # one Most Wanted a phase: the bot's own memory says
        self.forced = None  # (space, attack needed) a planner told it to pursue
        self._distances: dict = {}   # start -> weighted distances (this decision's)
        self._weights: dict = {}     # road cost -> its weight for this bot now
        for a in legal:
            self.kinds.setdefault(a.kind, []).append(a)
        self.goal = ChallengePlay(obs, self.me, facts, self.desert)
        self.answers = Answers(self, self.goal)

    # -- helpers -----------------------------------------------------------------
    def first(self, *kinds):
        for kind in kinds:
            if self.kinds.get(kind):
                return self.kinds[kind][0]
        return None

    def curse_room(self) -> int:
        """How much curse the bot can take before turning (0 = already cursed)."""
        return max(0, self.me["threshold"] - self.me["curse"] - 1)

    def curse_cost(self, n: int) -> float:
        pull = self.goal.track_pull("curse", n) if n else 0.0
        if n <= 0:
            return 0.5 * n + pull  # lifting curse is worth a little, more when near the threshold
        over = max(0, n - self.curse_room())
        # while cursed every curse point is also a point of damage
        return 0.6 * n + 3.0 * over + (1.5 * n + self.health_cost(n) if self.me["cursed"] else 0.0) + pull

    def health_cost(self, n: int) -> float:
        if n <= 0:
            return 0.4 * n if self.me["health"] < self.me["max_health"] else 0.0
        left = self.me["health"] - n
        low = 4.0 if left <= 2 and not self.goal.wants_low_health() else 0.0
        return 1.0 * n + (20.0 if left <= 0 else low) + self.goal.track_pull("health", -n)

    def ops_value(self, ops) -> float:
        value = 0.0
        for op in ops:
            name = op["op"]
            if name == "gain":
                value += 3 * self.goal.grit_weight() * op.get("grit", 0) + 0.8 * op.get("money", 0) + 0.4 * op.get("bullets", 0)
                value += 0.4 * op.get("move", 0) + 0.4 * op.get("attack", 0) + 1.0 * op.get("draw", 0)
                value -= self.curse_cost(op.get("curse", 0)) + self.health_cost(-op.get("health", 0))
            elif name == "choose":
                value += max((self.ops_value(o) for o in op["options"]), default=0.0)
            elif name == "if_cursed":
                value += self.ops_value(op["then"] if self.me["cursed"] else op.get("else", []))
            elif name == "trash_card":
                value += 0.5
            elif name == "draw_artifact":
                value += DRAWN_ARTIFACT * self.artifact_value()
            else:
                value += GOOD_OPS.get(name, 0.5)
        return value

    def pay_cost(self, pay: dict) -> float:
        return (0.3 * (pay.get("move", 0) + pay.get("attack", 0)) + 0.8 * pay.get("money", 0)
                + 0.4 * pay.get("bullets", 0) + self.health_cost(pay.get("health", 0))
                + self.curse_cost(pay.get("curse", 0)))

    def card(self, key: str):
        return self.f.cards[key]

    def proficiencies(self) -> list[tuple[int, int]]:
        return [prof for _, prof in self.proficiencies_by_source()]

    def bullet_attack(self) -> int:
        """The most attack the bot's bullets can still make."""
        best = 0
        bullets = self.me["bullets"]
        for b, a in self.proficiencies():
            best = max(best, (bullets // b) * a)
        return best

    def hand_gain(self, what: str) -> int:
        return sum(max(0, self.card(k).gain.get(what, 0)) for k in self.me["hand"]
                   if self.card(k).gain.get("curse", 0) <= self.curse_room())

    # -- routes --------------------------------------------------------------------
    def road_weight(self, cost) -> float:
        move, curse, dmg = cost
        tax = 1 if self.me["cursed"] and self.f.chars[self.me["character"]].detriment == "move_tax" else 0
        # a road's symbols may pull toward a Shadows track number, never below half its movement
        return max(0.5 * move, move + tax + self.curse_cost(curse) + min(dmg * 1.0, self.health_cost(dmg)))

    def distances(self, start) -> dict:
        """Weighted distance from ``start`` to every space (roads are symmetric); one search
        per start and one weight per kind of road in a decision (rollouts ask many)."""
        if start not in self._distances:
            weights = self._weights

            def weight(cost):
                if cost not in weights:
                    weights[cost] = self.road_weight(cost)
                return weights[cost]
            self._distances[start] = weighted_distances(start, lambda here: self.desert.roads[here].items(), weight)
        return self._distances[start]

    def targets(self) -> list[tuple[float, Any, int]]:
        """(value, space, attack needed) for everything worth riding to."""
        obs, me, desert, out = self.obs, self.me, self.desert, []
        coop_or_solo = self.goal.challenge()
        for i, pile in enumerate(obs["piles"]):
            b = self.f.bounties.get(pile["top"]) if pile["top"] else None
            if b is not None and not b.monster:
                out.append((self.reward_value(b.reward) + 2.5 + self.goal.drain_saved(b) + self.goal.pile_progress(),
                            desert.last_seen[i + 1], b.attack))
        for key, node in obs["monsters"].items():
            if self.goal.spares(key):
                continue
            b = self.f.bounties[key]
            out.append((self.reward_value(b.reward) + 2.0 + self.goal.monster_goal(node) + self.goal.drain_saved(b), node, b.attack))
        for w, card in zip(obs["wanted"], self.f.cat.wanted):
            side = card.sides[w["side"]]
            value, need = self.reward_value(side.reward, WANTED_WEIGHT), side.attack
            other = card.sides[1 - w["side"]]
            if self.goal.artifacts_short() and any(op["op"] == "draw_artifact" for op in other.reward):
                # both sides in one hunt: the flip side's artifact is the prize
                value, need = max(value, self.reward_value(other.reward, WANTED_WEIGHT)), need + other.attack
            out += [(value, node, need) for node in self.f.places(desert, card.places)]
        art = self.artifact_value()
        if art > 0 and (not me["acted"] or obs["phase"] != "action"):
            for colour, count in obs["tokens"].items():
                if count and colour not in me["tokens"] and colour in desert.corners:
                    out.append((art, desert.corners[colour], 0))
        if "dark-arts" in coop_or_solo and len(me["artifacts"]) >= self.f.cat.challenge(coop_or_solo).artifacts_to_win:
            out += [(30.0, node, 0) for key, node in obs["monsters"].items() if key == self.f.cat.dark_arts_monster]
        shopping = me["water"] >= 8 or (me["water"] >= 4 and me["bullets"] < me["capacity"] - 1)
        if me["node"] != desert.san_andreas and (shopping or me["health"] <= 3):
            out.append((2.0 + 0.3 * min(me["water"], 12), desert.san_andreas, 0))
        return out

    def artifact_value(self) -> float:
        """An artifact token: its card and Grit; more when taking the last few
        would end the game with the bot ahead ("If all of the Artifact Tokens have
        been recovered off of the board ... the game ends")."""
        variants = self.obs["variants"]
        if "dark-arts" in variants:
            return ARTIFACT_GRIT + 6.0
        left = sum(self.obs["tokens"].values())
        if "coop" in variants and left <= 2:
            return LAST_TOKEN_IN_COOP  # emptying the board ends co-op unwon: leave the last ones
        value = ARTIFACT_GRIT
        if not self.goal.challenge() and left <= CLOSING_TOKENS and self.leading():
            value += CLOSING_BONUS
        elif not self.goal.challenge() and left == 1 and not self.leading(AVERAGE_ARTIFACT_GRIT):
            value = 0.0  # the last token ends the game: not while behind, even with it
        return value

    def reward_value(self, ops, weight: float = 1.0) -> float:
        """A bounty's reward in Grit (``weight`` for the Wanted, which come back), and an
        artifact it brings worth what a token on the board is worth now (closing the game)."""
        finds = sum(op["op"] == "draw_artifact" for op in ops)
        grit = sum(op.get("grit", 0) for op in ops if op["op"] == "gain")
        return weight * (reward_grit(ops) - (1.0 - self.goal.grit_weight()) * grit) + finds * (
            self.artifact_value() - ARTIFACT_GRIT)

    def leading(self, more: float = 0.0) -> bool:
        """Ahead (with ``more`` Grit added) on public Grit and the artifacts everyone holds
        (their Grit counts at the end)."""
        def score(view):
            return view["grit"] + sum(self.f.cards[k].grit for k in view["artifacts"] if k in self.f.cards)
        mine = score(self.me) + more
        return all(mine >= score(v) for v in self.obs["players"] if v["seat"] != self.seat)

    def best_target(self):
        """(space, attack needed) of the plan, or None (a planner may force one: ``forced``)."""
        if self.forced is not None:
            return self.forced
        ranked = self.ranked_targets()
        return ranked[0][1] if ranked else None

    def ranked_targets(self) -> list[tuple[float, tuple]]:
        """(score, (space, attack needed)) of every target worth riding to, best first."""
        dist = self.distances(self.me["node"])
        reach = self.me["move"] + self.hand_gain("move")
        power = self.me["attack"] + self.hand_gain("attack") + self.bullet_attack()
        out = []
        for value, node, need in self.targets():
            d = dist.get(node, 1e9)
            if need > power + 4:
                continue  # not within reach of this deck for a while
            turns = max(0.0, d - reach) / 4.0
            score = value - 1.2 * turns - 0.15 * d - (1.5 if need > power else 0.0)
            if d <= reach and need <= power:
                score += 3.0
            out.append((score, (node, need)))
        out.sort(key=lambda x: -x[0])
        return out

    # -- decisions -----------------------------------------------------------------
    def decide(self) -> Action:
        k = self.kinds
        for kind, answer in ANSWERED:
            if k.get(kind):
                return getattr(self.answers, answer)()
        if k.get("step") or k.get("stop"):
            return self.answers.free_step()
        if k.get("skip"):
            return k["skip"][0]
        job = self.first("job")
        if job is not None:
            return job
        step = self.goal.shadows_step(self)
        if step is not None:
            return step
        mode = self.obs["mode"]
        if mode == "encounter":
            return self.answers.encounter()
        if mode in ("town", "store", "jobs", "town_done"):
            return self.town()
        if mode == "cleanup":
            return self.cleanup()
        if self.obs["phase"] == "action":
            return self.action()
        return self.spare_plays() or self.first("end", "leave") or self.legal[0]

    # -- playing cards -------------------------------------------------------------
    def plays_for(self, what: str) -> list:
        """Plays that add ``what`` now, best first; never an artifact trashed, never over the threshold."""
        out = []
        for a in self.kinds.get("play", []):
            key, trashed, target = a.args
            card = self.card(key)
            if trashed and card.kind != "starter":
                continue
            if target >= 0:
                copied = self.card(self.me["played"][target][0])
                if copied.kind == "artifact" or self.curse_room() < 2 + copied.gain.get("curse", 0):
                    continue
                gain = copied.gain.get(what, 0) + (copied.trash[0].get(what, 0) if trashed and copied.trash else 0)
                curse = 1 + copied.gain.get("curse", 0)
            else:
                extra = card.trash[0].get(what, 0) if trashed and card.trash and card.trash[0]["op"] == "gain" else 0
                gain = card.gain.get(what, 0) + extra
                curse = card.gain.get("curse", 0)
            if gain <= 0 or curse > self.curse_room() or -card.gain.get("health", 0) >= self.me["health"] - 1:
                continue
            out.append((gain - 0.3 * curse - (0.2 if target >= 0 else 0.0), a))
        out.sort(key=lambda x: -x[0])
        return [a for _, a in out]

    def spare_plays(self) -> Action | None:
        """A card worth playing for what lasts (water, health, curse lifted, draws), not move or attack."""
        me = self.me
        for a in self.kinds.get("play", []):
            key, trashed, target = a.args
            card = self.card(key)
            if target >= 0 or trashed or card.gain.get("move") or card.gain.get("attack"):
                continue
            gain = card.gain
            if gain.get("curse", 0) > 0:
                continue
            if gain.get("curse", 0) < 0 and me["curse"] == 0 and not gain.get("money"):
                continue
            if gain.get("health", 0) > 0 and me["health"] >= me["max_health"] and not gain.get("money"):
                continue
            if any(op["op"] in ("trash_from_hand", "free_move", "move_monster") for op in card.effects):
                continue
            if gain or card.effects:
                return a
        for a in self.kinds.get("exhaust", []):
            ops = self.f.store[a.args[0]].exhaust or ()
            if self.ops_value(ops) > 0 and not any(op.get("move") or op.get("attack") for op in ops):
                return a
        return None

    def exhaust_for(self, what: str) -> Action | None:
        for a in self.kinds.get("exhaust", []):
            ops = self.f.store[a.args[0]].exhaust or ()
            if any(op["op"] == "gain" and op.get(what, 0) > 0 and op.get("curse", 0) <= self.curse_room()
                   for op in ops):
                return a
        return None

    # -- the town and cleanup (the encounter card: ai.answers) ------------------------
    def store_value(self, item) -> float:
        value = 0.0
        prof = item.passive.get("proficiency")
        if prof:
            mine = max(a / b for b, a in self.proficiencies())
            value += 3.0 * max(0.0, prof[1] / prof[0] - mine) + 1.0
        value += {"hand_size": 6.0, "camp_heal": 1.5, "road_damage_ignore": 2.0, "improvise_look": 2.0}.get(
            next((k for k in item.passive if k != "proficiency"), ""), 0.0)
        if item.exhaust:
            value += 1.5 * self.ops_value(item.exhaust)
        return value

    def town(self) -> Action:
        me, mode = self.me, self.obs["mode"]
        if mode == "town":
            want = "jobs" if me["water"] < 3 and me["jobs_count"] < 2 else "store"
            return next((a for a in self.kinds.get("visit", []) if a.args[0] == want), self.legal[0])
        if mode == "jobs":
            sells = [a for a in self.kinds.get("sell", []) if self.answers.job_ease(self.f.cat.jobs[a.args[0]]) < -2.0]
            if sells:
                return min(sells, key=lambda a: self.answers.job_ease(self.f.cat.jobs[a.args[0]]))
            return self.first("leave", "end") or self.legal[0]
        stat = self.goal.track_upgrade(self.kinds.get("upgrade", []))
        if stat is not None:
            return stat
        buys = [(self.store_value(self.f.store[a.args[0]]) / max(1, self.f.store[a.args[0]].cost), a)
                for a in self.kinds.get("buy", [])]
        buys = [x for x in buys if x[0] >= (0.45 if me["water"] < 10 else 0.05)]
        if buys:
            return max(buys, key=lambda x: x[0])[1]
        ups = {a.args[0]: a for a in self.kinds.get("upgrade", [])}
        if "bullet" in ups and me["bullets"] < me["capacity"]:
            return ups["bullet"]
        if "health" in ups and me["max_health"] < 9:
            return ups["health"]
        if "curse_threshold" in ups and me["threshold"] - me["curse"] <= 2:
            return ups["curse_threshold"]
        if "bullet_capacity" in ups and me["water"] >= 5 and me["capacity"] < 6:
            return ups["bullet_capacity"]
        if me["water"] >= 8:  # water only breaks ties: turn a hoard into stats
            for stat in ("curse_threshold", "health", "bullet_capacity"):
                if stat in ups:
                    return ups[stat]
        return self.first("leave", "end") or self.legal[0]

    def cleanup(self) -> Action:
        coop = self.goal.coop_discard(self)
        if coop is not None:
            return coop
        for a in self.kinds.get("discard", []):
            card = self.card(a.args[0])
            if card.kind == "starter" and card.gain.get("curse", 0) > 0 and self.curse_room() < 2:
                return a
        return self.first("end") or self.legal[0]

    # -- the action phase ------------------------------------------------------------
    def bounty_value(self, a) -> float:
        kind, index = a.args
        if kind == "wanted":
            w = self.f.cat.wanted[index]
            return self.reward_value(w.sides[self.obs["wanted"][index]["side"]].reward, WANTED_WEIGHT)
        if kind == "mw":
            card = self.f.bounties[self.obs["piles"][index]["top"]]
            return self.reward_value(card.reward) + self.goal.drain_saved(card) + self.goal.pile_progress()
        card = self.f.cat.most_wanted[index]
        return self.reward_value(card.reward) + 2.0 + self.goal.threat(self.obs["monsters"].get(card.key)) + self.goal.drain_saved(card)

    def action(self) -> Action:
        me = self.me
        chase = self.goal.crow_chase(self)
        if chase is not None:
            return chase
        bounties = [a for a in self.kinds.get("bounty", [])
                    if a.args[0] != "monster" or not self.goal.spares(self.f.cat.most_wanted[a.args[1]].key)]
        big = self.big_fight_here()
        if big is not None and not any(a.args[0] != "wanted" for a in bounties):
            bounties = []  # keep the attack for the Most Wanted (or monster) here
        if bounties:
            return max(bounties, key=self.bounty_value)
        recover = self.first("recover")
        if recover is not None and self.artifact_value() > 0:
            return recover
        if me["health"] <= 2 and self.first("camp"):
            return self.first("camp")
        plan = self.best_target()
        if plan is not None:
            step = self.pursue(*plan)
            if step is not None:
                return step
        return self.round_action() or self.spare_plays() or self.first("end") or self.legal[0]

    def power(self) -> int:
        """The attack this turn can still make: the pool, the hand, the bullets."""
        return self.me["attack"] + self.hand_gain("attack") + self.bullet_attack()

    def big_fight_here(self):
        """The attack a Most Wanted bounty or monster on this space needs, if this turn could reach it."""
        me, here = self.me, self.me["node"]
        if me["acted"] not in ("", "bounty") or self.most_wanted_taken:
            return None
        needs = [self.f.bounties[p["top"]].attack for i, p in enumerate(self.obs["piles"])
                 if p["top"] and self.desert.last_seen[i + 1] == here and not self.f.bounties[p["top"]].monster]
        needs += [self.f.bounties[k].attack for k, node in self.obs["monsters"].items()
                  if node == here and not self.goal.spares(k)]
        power = me["attack"] + self.hand_gain("attack") + self.bullet_attack()
        reachable = [n for n in needs if n <= power]
        return min(reachable) if reachable else None

    def pursue(self, node, need: int) -> Action | None:
        """The next step toward beating ``need`` at ``node``, or None when nothing more helps now."""
        me = self.me
        if node == me["node"]:
            if node == self.desert.san_andreas:
                return self.first("encounter")  # visit the store
            if me["acted"] not in ("", "bounty") or need <= me["attack"]:
                return None
            if need > me["attack"] + self.hand_gain("attack") + self.bullet_attack() + 3:
                return None
            plays = self.plays_for("attack")
            if plays:
                return plays[0]
            gear = self.exhaust_for("attack")
            if gear is not None:
                return gear
            if need <= 5 and me["bullets"] <= 2:
                return None  # a Wanted bounty is not worth the last bullets
            return self.shoot(need - me["attack"])
        dist = self.distances(node)
        here = dist.get(me["node"], 1e9)
        moves = [a for a in self.kinds.get("move", []) if dist.get(a.args[0], 1e9) < here]
        if self.goal.challenge() and node in self.obs["monsters"].values() and need > self.power():
            # a monster left unbeaten steps at once: alone or as a team, wait beside it instead
            moves = [a for a in moves if a.args[0] != node]
        if moves:
            pay_damage = me["health"] <= max(3, me["max_health"] // 2)
            return min(moves, key=lambda a: (dist.get(a.args[0], 1e9), -a.args[1] if pay_damage else a.args[1]))
        if me["move"] + self.hand_gain("move") > 0:
            plays = self.plays_for("move")
            if plays:
                return plays[0]
            return self.exhaust_for("move")
        return None

    def shoot(self, short: int) -> Action | None:
        shots = self.kinds.get("shoot", [])
        if not shots or short <= 0:
            return None
        profs = dict(self.proficiencies_by_source())
        return max(shots, key=lambda a: profs.get(a.args[0], (1, 1))[1] / profs.get(a.args[0], (1, 1))[0])

    def proficiencies_by_source(self):
        ch = self.f.chars[self.me["character"]]
        yield "", tuple(ch.cursed_proficiency if self.me["cursed"] else ch.proficiency)
        for key in self.me["gear"]:
            prof = self.f.store[key].passive.get("proficiency")
            if prof:
                yield key, tuple(prof)  # (bullets spent, attack gained)

    def round_action(self) -> Action | None:
        """The round's one action when no bounty is in reach: the character's, an encounter, or camp."""
        me = self.me
        if me["acted"]:
            return None
        if self.goal.camp_afield(self.first("camp") is not None):
            return self.first("camp")
        if me["health"] <= 3 or (me["health"] <= me["max_health"] - 3 and me["deck_count"] <= 1):
            if self.first("camp"):
                return self.first("camp")
        char = self.first("character")
        if char is not None and self.character_worth() > 1.5:
            return char
        terrain = self.desert.kind[me["node"]]
        if self.first("encounter") and terrain not in ("cursed", "san_andreas") and me["health"] > 3:
            return self.first("encounter")
        if self.first("encounter") and terrain == "san_andreas" and me["water"] >= 3:
            return self.first("encounter")
        if me["deck_count"] <= 1 and self.first("camp"):
            return self.first("camp")
        return None

    def character_worth(self) -> float:
        me = self.me
        ops = self.f.chars[me["character"]].action
        if any(op["op"] == "swap_job" for op in ops):
            return 2.0 if me["jobs_count"] >= 2 and "coop" not in self.obs["variants"] else 0.0
        value = self.ops_value(ops)
        bullets = sum(op.get("bullets", 0) for op in ops if op["op"] == "gain")
        if bullets:
            value = 1.0 * min(bullets, me["capacity"] - me["bullets"])
        return value
