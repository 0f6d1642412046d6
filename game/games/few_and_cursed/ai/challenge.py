"""How the Normal bot plays the solo and co-op challenges: which variants are
challenges, what Grit is worth in them, the monsters that threaten to end them,
The Dark Arts' meeting with the Crow Prime and Operating in the Shadows' job
tracks.

``ChallengePlay`` is a part ``ai.normal.Turn`` owns: it is given the
observation, the bot's own view in it, the catalog's facts and the map.  The
few moves it picks (the Crow Prime's chase, a step toward a Shadows job) are
told the turn, whose routes and plays they use.
"""

from __future__ import annotations

from game.core.model import Action

from ..rules.state import COOP, SOLO_VARIANTS

CHALLENGES = SOLO_VARIANTS + (COOP,)
GOAL_BLIND = ("dark-arts", "shadows")   # solo goals that no Grit brings nearer
SOLO_GRIT = 0.2      # Grit there only breaks ties
TRACK_PULL = 2.5     # a point of curse or health moved toward a focus track job's number
THREAT = 8.0         # a monster that will end a solo game if left alone
CHASE = 10.0         # Curse Chaser: a monster beaten, a third of the goal (its Grit only halved in version 4)
COOP_PILE = 6.0      # co-op: what a Most Wanted card taken is worth beyond its reward (a step to a monster)
COOP_MONSTER = 16.0  # co-op: a monster defeated, a third of the win (and its drain stopped)
COOP_KEEP = 2        # co-op: the most cards kept through cleanup for the next step of the plan


class ChallengePlay:
    def __init__(self, obs: dict, me: dict, facts, desert):
        self.obs, self.me, self.f, self.desert = obs, me, facts, desert
        self._focus = None  # the Shadows' focus jobs, worked out once per decision

    def challenge(self) -> list[str]:
        """The solo or co-op variants of the match (random-characters changes no play)."""
        return [v for v in self.obs["variants"] if v in CHALLENGES]

    def crow_ready(self):
        """The Crow Prime's space when The Dark Arts is won by meeting it (the artifacts are in hand)."""
        variants = self.obs["variants"]
        if "dark-arts" not in variants or len(self.me["artifacts"]) < self.f.cat.challenge(variants).artifacts_to_win:
            return None
        return self.obs["monsters"].get(self.f.cat.dark_arts_monster)

    def crow_chase(self, turn) -> Action | None:
        """The Dark Arts with the artifacts in hand: meet the Crow Prime before anything else.
        Ride onto its space this turn if the hand allows (the action kept free to enter);
        otherwise wait on its road to San Andreas, where it walks into the bot."""
        crow = self.crow_ready()
        if crow is None:
            return None
        if turn.distances(self.me["node"]).get(crow, 1e9) <= self.me["move"] + turn.hand_gain("move"):
            step = turn.pursue(crow, 0)
            if step is not None:
                return step
        route = self.crow_route(crow)
        if self.me["node"] in route:
            return turn.first("camp") if self.me["health"] < self.me["max_health"] else turn.first("end")
        dist = turn.distances(self.me["node"])
        ahead = min(route, key=lambda n: dist.get(n, 1e9), default=crow)
        return turn.pursue(ahead, 0) or turn.first("end")

    def crow_route(self, crow) -> set:
        """The spaces the Crow Prime may still step onto on its way to San Andreas (not the town)."""
        route, todo = set(), [crow]
        while todo:
            for there in self.desert.toward_town(todo.pop()):
                if there != self.desert.san_andreas and there not in route:
                    route.add(there)
                    todo.append(there)
        return route

    def spares(self, monster_key: str) -> bool:
        """The Dark Arts is lost once the Crow Prime is defeated: leave it be."""
        return monster_key == self.f.cat.dark_arts_monster and "dark-arts" in self.obs["variants"]

    # -- what the goal makes worth having ------------------------------------------------
    def grit_weight(self) -> float:
        """Grit wins the competitive game and keeps a co-op team alive; The Dark Arts and the
        Shadows are won by artifacts and jobs, so there it only breaks ties."""
        return SOLO_GRIT if any(v in self.obs["variants"] for v in GOAL_BLIND) else 1.0

    def monster_goal(self, node) -> float:
        """What beating a monster figure adds toward the goal: Curse Chaser and co-op count
        them; in The Dark Arts and the Shadows a monster only ends the game, the sooner the
        nearer it is to San Andreas, and in the Shadows the fourth figure out ends it too."""
        variants = self.obs["variants"]
        if "curse-chaser" in variants:
            return CHASE
        if "coop" in variants:
            return 4.0
        if not any(v in variants for v in GOAL_BLIND):
            return 0.0
        near = max(0, 5 - self.desert.steps.get(node, 5))
        crowd = 6.0 if "shadows" in variants and len(self.obs["monsters"]) >= 3 else 0.0
        return THREAT + 3.0 * near + crowd

    def drain_saved(self, card) -> float:
        """Co-op: a face-up Most Wanted card taken stops its Grit draining from the team at the
        round's end ("reduce your team's Grit by the Grit rewards showing")."""
        if "coop" not in self.obs["variants"]:
            return 0.0
        return float(sum(op.get("grit", 0) for op in card.reward if op["op"] == "gain"))

    def pile_progress(self) -> float:
        """Co-op: a Most Wanted card taken also uncovers the pile toward its monster, and only
        three monsters defeated win ("The players win if they can defeat three monsters")."""
        return COOP_PILE if "coop" in self.obs["variants"] else 0.0

    def artifacts_short(self) -> bool:
        """The Dark Arts with fewer artifacts than its goal: every artifact found counts."""
        variants = self.obs["variants"]
        return "dark-arts" in variants and len(self.me["artifacts"]) < self.f.cat.challenge(variants).artifacts_to_win

    def camp_afield(self, can_camp: bool) -> bool:
        """The Dark Arts and co-op, far from town: camp rather than let the redraw reshuffle the
        deck, which would send the bot back to San Andreas ("you must return your character")."""
        me = self.me
        return (any(v in self.obs["variants"] for v in ("dark-arts", "coop")) and can_camp
                and self.desert.steps.get(me["node"], 0) >= 2 and me["deck_count"] < 4 - len(me["hand"]))

    def coop_discard(self, turn) -> Action | None:
        """Co-op at cleanup: a hand kept whole draws nothing, and a hand of attack cards far from
        the fight (or of move cards at it) then never rides on ("Draw back up to four cards").
        Let go of the cards the plan's next step does not use, keeping at most two, and no more
        than the deck can replace without a reshuffle ("reshuffling your deck triggers your
        return to San Andreas") unless the bot is near town anyway."""
        if "coop" not in self.obs["variants"]:
            return None
        hand = [a for a in turn.kinds.get("discard", []) if turn.card(a.args[0]).kind != "artifact"]
        if not hand:
            return None
        plan = turn.best_target()
        wants = "attack" if plan is None or plan[0] == self.me["node"] else "move"
        useful = sorted(hand, key=lambda a: -turn.card(a.args[0]).gain.get(wants, 0))
        keep = [a for a in useful if turn.card(a.args[0]).gain.get(wants, 0) > 0][:COOP_KEEP]
        spare = [a for a in hand if a not in keep]
        room = self.me["deck_count"] - max(0, 4 - len(self.me["hand"]))
        if not spare or (room <= 0 and self.desert.steps.get(self.me["node"], 0) > 1):
            return None
        return min(spare, key=lambda a: turn.card(a.args[0]).gain.get(wants, 0))

    def threat(self, node) -> float:
        """A monster that only ends the game (The Dark Arts, the Shadows): what beating it is worth
        beyond its reward."""
        return self.monster_goal(node) if any(v in self.obs["variants"] for v in GOAL_BLIND) else 0.0

    # -- Operating in the Shadows ------------------------------------------------------------
    def focus_jobs(self) -> list:
        """The Shadows: the top jobs of the two tracks that look quickest to finish."""
        if "shadows" not in self.obs["variants"]:
            return []
        cache = self._focus
        if cache is None:
            tracks = [t for t in self.obs.get("track_jobs", []) if t]
            need = self.f.cat.challenge(self.obs["variants"]).tracks_to_win - sum(
                1 for t in self.obs.get("track_jobs", []) if not t)
            ranked = sorted(tracks, key=lambda t: sum(self.job_effort(self.f.jobs[k]) for k in t))
            cache = self._focus = [self.f.jobs[t[-1]] for t in ranked[:max(0, need)]]
        return cache

    def job_effort(self, job) -> float:
        """Rounds of play a job looks to ask of this bot now (rough)."""
        me = self.me
        if job.kind == "spend":
            n = job.need
            return (n.get("move", 0) / 5 + n.get("attack", 0) / 5 + max(0, n.get("money", 0) - me["water"]) / 3
                    + max(0, n.get("bullets", 0) - me["bullets"]) / 2 + n.get("health", 0) / 3)
        if job.kind != "track":
            return 9.0
        (track, value), = job.need.items()
        have = me[track]
        if track == "curse":
            return (value - have) / 2 + (1.0 if value >= me["threshold"] else 0.0) if value >= have else 1.0 + have - value
        if track == "health":
            return max(0, have - value) / 2 + 2.0 * max(0, value - me["max_health"]) + (1.0 if value > have else 0.0)
        return 0.3 if value == 0 else max(0, value - me["capacity"]) * 1.5 + max(0, value - have) / 3

    def job_taste(self, card) -> float:
        """The Shadows: a card that makes what the focus jobs ask (their move, attack or water) is
        worth more in the deck."""
        taste = 0.0
        for job in self.focus_jobs():
            if job.kind == "spend":
                taste += sum(0.8 * max(0, card.gain.get(r, 0)) for r in job.need if r in ("move", "attack", "money"))
        return taste

    def wants_low_health(self) -> bool:
        """The Shadows with Daredevil or On Your Last Legs on a focus track: health 1 or 2 is the aim."""
        return any(job.kind == "track" and job.need.get("health", 99) <= 2 for job in self.focus_jobs())

    def track_upgrade(self, upgrades: list) -> Action | None:
        """The Shadows in the store: raise the maximum health or bullet capacity a focus job's
        number lies beyond (Iron Will, health exactly 10; Armed to the Teeth, 6 bullets)."""
        ups = {a.args[0]: a for a in upgrades}
        for job in self.focus_jobs():
            if job.kind != "track":
                continue
            if job.need.get("health", 0) > self.me["max_health"] and "health" in ups:
                return ups["health"]
            if job.need.get("bullets", 0) > self.me["capacity"] and "bullet_capacity" in ups:
                return ups["bullet_capacity"]
            if 0 < job.need.get("bullets", 0) <= self.me["capacity"] and self.me["bullets"] < job.need["bullets"] \
                    and "bullet" in ups:
                return ups["bullet"]
        return None

    def track_pull(self, track: str, n: int) -> float:
        """Worth (as a negative cost) of moving ``track`` by ``n`` toward a focus job's number."""
        pull = 0.0
        for job in self.focus_jobs():
            if job.kind == "track" and track in job.need:
                aim, have = job.need[track], self.me[track]
                if track == "health" and aim > have:
                    continue  # healing toward a number is what camping already does
                pull += TRACK_PULL * (self.track_gap(track, have + n, aim) - self.track_gap(track, have, aim))
        return pull

    @staticmethod
    def track_gap(track: str, value: int, aim: int) -> float:
        """How far a track is from a job's number; curse past it counts thrice (little lowers it)."""
        return 3.0 * (value - aim) if track == "curse" and value > aim else abs(value - aim)

    def shadows_step(self, turn) -> Action | None:
        """The Shadows: play toward a focus job the hand can pay now (a spend job's move or
        attack; bullets fired for an empty chamber; curse cards up to a curse number)."""
        if not self.focus_jobs() or self.obs["pending"] or self.obs["mode"] not in ("", "encounter"):
            return None
        me = self.me
        for job in self.focus_jobs():
            if job.kind == "spend" and self.can_reach(turn, job.need):
                for what in ("move", "attack"):
                    short = job.need.get(what, 0) - me[what]
                    if short > 0:
                        step = (turn.plays_for(what) or [turn.exhaust_for(what)])[0]
                        if step is None and what == "attack":
                            step = turn.shoot(short)
                        if step is not None:
                            return step
            elif job.kind == "track":
                step = self.track_step(turn, job)
                if step is not None:
                    return step
        return None

    def can_reach(self, turn, need: dict) -> bool:
        me = self.me
        have = {"move": me["move"] + turn.hand_gain("move"), "attack": turn.power(), "money": me["water"],
                "bullets": me["bullets"], "health": me["health"] - 1}
        return all(have.get(r, 0) >= n for r, n in need.items())

    def track_step(self, turn, job) -> Action | None:
        (track, aim), = job.need.items()
        me = self.me
        if track == "bullets" and aim == 0 and me["bullets"] > 0:
            return turn.first("shoot")
        if track != "curse" or me["curse"] >= aim:
            return None
        best = None
        for a in turn.kinds.get("play", []):
            key, trashed, target = a.args
            card = turn.card(key)
            if trashed or card.kind == "artifact":
                continue
            rise = card.gain.get("curse", 0)
            if target >= 0:
                rise = 1 + turn.card(me["played"][target][0]).gain.get("curse", 0)
            if rise <= 0 or me["curse"] + rise > aim:
                continue
            hurt = max(0, me["curse"] + rise - max(me["curse"], me["threshold"])) + max(0, -card.gain.get("health", 0))
            if hurt >= me["health"] - 1:
                continue
            if best is None or rise > best[0]:
                best = (rise, a)
        return best[1] if best else None
