"""The Normal bot's answers to the decisions a card, the opening draft or the
round asks for: which monster pile to summon from, where a tied monster
steps, which jobs to keep, which card to keep, trash or copy, which stat,
where to push a monster, which job to swap, where a free step goes, which
encounter option to take and which card pays toward it.

``Answers`` is a part ``ai.normal.Turn`` owns: it is given the turn (its
observation, legal actions, routes, card values and plays) and the turn's
goal (``challenge.ChallengePlay``), and asks them by name.
"""

from __future__ import annotations

from game.core.model import Action

from .heuristic import card_value


FOUND_ARTIFACT_GRIT = 4.0  # a random artifact: 3.2 Grit at the end on average, and its card
CHASE_READY = 10           # Curse Chaser: attack in hand and bullets to bring out the next monster


def reward_grit(ops) -> float:
    """A reward's worth in Grit: its Grit, a little for its water, an artifact's average."""
    return float(sum(op.get("grit", 0) for op in ops if op["op"] == "gain")) + 0.3 * sum(
        op.get("money", 0) for op in ops if op["op"] == "gain") + FOUND_ARTIFACT_GRIT * sum(
        op["op"] == "draw_artifact" for op in ops)


class Answers:
    def __init__(self, turn, goal):
        self.turn, self.goal = turn, goal
        self.me, self.kinds, self.f, self.obs, self.desert, self.legal = (
            turn.me, turn.kinds, turn.f, turn.obs, turn.desert, turn.legal)

    def summon(self) -> Action:
        here = self.turn.distances(self.me["node"])
        return min(self.kinds["summon"], key=lambda a: here.get(self.desert.last_seen[a.args[0] + 1], 99))

    def steer(self) -> Action:
        """A tied monster step: towards the bot if it could fight the monster soon,
        else as far from it as the tie allows (never onto its own space if avoidable)."""
        mid = self.kinds["steer"][0].args[0]
        monster = self.f.cat.most_wanted[mid]
        dist = self.turn.distances(self.me["node"])
        power = self.me["attack"] + self.turn.hand_gain("attack") + self.turn.bullet_attack()
        hunt = (monster.attack <= power + 3 and not self.goal.spares(monster.key)) or (
            monster.key == self.f.cat.dark_arts_monster and self.goal.crow_ready() is not None)  # The Dark Arts: let it come

        def score(a):
            there = a.args[1]
            d = dist.get(there, 1e9)
            hurt = 5.0 if there == self.me["node"] and not hunt else 0.0
            return (-d if hunt else d) - hurt
        return max(self.kinds["steer"], key=score)

    def discard_bounty(self) -> Action:
        """The solo discard, which decides when each monster comes out (a pile's last outlaw
        discarded turns up the monster under it).  The Dark Arts and the Shadows: from the
        tallest pile, so that no monster comes out while another pile could still give a card
        (then the pile whose Last Seen space is the longest walk from San Andreas).  Curse
        Chaser (``chase_discard``): one monster at a time, when the bot could fight it."""
        piles = self.obs["piles"]
        if "curse-chaser" in self.obs["variants"]:
            return self.chase_discard()

        def keep(a):
            i = a.args[0]
            b = self.f.bounties[piles[i]["top"]]
            return (-piles[i]["count"], -self.last_seen_steps(i), -b.attack + reward_grit(b.reward))
        return min(self.kinds["discard_bounty"], key=keep)

    def last_seen_steps(self, pile: int) -> int:
        """How many spaces a monster coming out of ``pile`` has to walk to San Andreas."""
        return self.desert.steps.get(self.desert.last_seen[pile + 1], 0)

    def chase_discard(self) -> Action:
        """Curse Chaser's discard.  Every round one outlaw leaves the piles (captured or
        discarded), so the monsters come out on a clock; what the bot chooses is which and
        when.  With no monster on the board and the bullets and cards left in hand already
        worth ``CHASE_READY`` attack, it brings one out (a pile with one outlaw left over its
        monster), from the Last Seen space farthest from San Andreas (its walk gives the most
        rounds), then the nearest; otherwise it keeps the monsters under their piles, taking
        from the tallest pile.  Bringing them out one at a time, when ready, won Hard 61 of
        200 pilot games where discarding the outlaw least worth hunting (the strongest first,
        blind to the piles) won 45, and Normal 62 of 400 where it won 43."""
        piles, acts = self.obs["piles"], self.kinds["discard_bounty"]
        opens = [a for a in acts if piles[a.args[0]]["count"] == 2]  # the outlaw and its monster
        holds = [a for a in acts if a not in opens]
        if opens and (not holds or (not self.obs["monsters"] and self.turn.power() >= CHASE_READY)):
            here = self.turn.distances(self.me["node"])
            return min(opens, key=lambda a: (-self.last_seen_steps(a.args[0]),
                                             here.get(self.desert.last_seen[a.args[0] + 1], 1e9)))
        return min(holds, key=lambda a: (-piles[a.args[0]]["count"], -self.last_seen_steps(a.args[0])))

    def job_ease(self, job) -> float:
        """Higher = easier to score for this bot."""
        if job.kind == "spend":
            return job.grit - 0.8 * sum(job.need.values())
        if job.kind == "end":
            return job.grit - 6.0
        if job.kind == "track":
            return job.grit - 7.0
        return job.grit - 5.0

    def drop(self) -> Action:
        return min(self.kinds["drop"], key=lambda a: self.job_ease(self.f.cat.jobs[a.args[0]]))

    def pick(self) -> Action:
        return max(self.kinds["pick"], key=lambda a: self.deck_value(self.turn.card(a.args[0])) + self.goal.job_taste(self.turn.card(a.args[0])))

    def deck_value(self, card) -> float:
        value = card_value(card) + (2.0 * card.grit if card.kind == "artifact" else 0.0)
        if card.gain.get("curse", 0) > 0 and self.me["threshold"] <= 4:
            value -= 1.0
        return value

    def lay(self) -> Action:
        """After a refresh: the row's least wanted card goes under, the most wanted stays on top."""
        return min(self.kinds["lay"], key=lambda a: self.turn.store_value(self.f.store[a.args[0]]))

    def take(self) -> Action:
        return max(self.kinds["take"], key=lambda a: self.f.cat.cards[a.args[0]].grit)

    def trash(self) -> Action:
        def keep(a):
            key, zone = a.args
            card = self.turn.card(key)
            return 100.0 if card.kind == "artifact" else self.deck_value(card) + (0.5 if zone == "play" else 0.0)
        best = min(self.kinds["trash"], key=keep)
        skip = self.turn.first("skip")
        if skip is not None and keep(best) > 1.6:
            return skip
        return best

    def choose_op(self) -> Action:
        options = self.kinds["choose"]
        pend = self.obs["pending"]
        if pend.get("kind") != "choose":
            return options[0]
        return options[0] if len(options) == 1 else max(options, key=self._choice_value)

    def _choice_value(self, a) -> float:
        # The options' ops are not in the observation (only their count); the card played last says them.
        played = self.me["played"]
        if not played:
            return -a.args[0]
        ops = [op for op in self.turn.card(played[-1][0]).effects if op["op"] == "choose"]
        if not ops or a.args[0] >= len(ops[0]["options"]):
            return -a.args[0]
        return self.turn.ops_value(ops[0]["options"][a.args[0]])

    def stat(self) -> Action:
        me = self.me
        order = ["curse_threshold", "health", "bullet_capacity"]
        if me["max_health"] <= 7:
            order = ["health", "curse_threshold", "bullet_capacity"]
        for stat in order:
            for a in self.kinds["stat"]:
                if a.args[0] == stat:
                    return a
        return self.kinds["stat"][0]

    def push(self) -> Action:
        steps = self.desert.steps
        return max(self.kinds["push"], key=lambda a: (-steps[self.obs["monsters"].get(
            self.f.cat.most_wanted[a.args[0]].key, a.args[1])], steps[a.args[1]]))

    def look(self) -> Action:
        return max(self.kinds["look"], key=lambda a: self.obs["players"][a.args[0]]["jobs_count"])

    def swap(self) -> Action:
        jobs = self.f.cat.jobs
        return max(self.kinds["swap"], key=lambda a: self.job_ease(jobs[a.args[0]]) - self.job_ease(jobs[a.args[1]]))

    def free_step(self) -> Action:
        plan = self.turn.best_target()
        steps = self.kinds.get("step", [])
        if plan and steps:
            dist = self.turn.distances(plan[0])
            best = min(steps, key=lambda a: dist.get(a.args[0], 1e9))
            if dist.get(best.args[0], 1e9) < dist.get(self.me["node"], 1e9):
                return best
        return self.turn.first("stop") or steps[0]

    # -- the encounter card ----------------------------------------------------------
    def encounter(self) -> Action:
        options = self.kinds.get("option", [])
        key = self.obs["encounter"]
        listed = []
        if key in self.f.cursed:
            card = self.f.cursed[key]
            listed = list(card.options.get("cursed", ())) + [card.bad]
        elif key in self.f.encounters:
            listed = list(self.f.encounters[key].options.get(self.desert.kind[self.me["node"]], ()))
        worth = [self.turn.ops_value(o.effects) - self.turn.pay_cost(o.pay) for o in listed]
        open_ = {a.args[0] for a in options}
        best_worth = max((worth[i] for i in open_ if i < len(worth)), default=-99.0)
        # a better option the hand could pay for: play toward it (with nothing open yet,
        # toward the best one in reach rather than the cheapest)
        for i in sorted(range(len(listed)), key=lambda i: -worth[i]):
            if i in open_ or worth[i] < best_worth + (2.0 if options else 0.0):
                continue
            play = self.play_toward(listed[i])
            if play is not None:
                return play
        if options:
            return max(options, key=lambda a: worth[a.args[0]] if a.args[0] < len(worth) else -99)
        return self.turn.first("decline") or self.forced_payment(listed) or self.legal[0]

    def play_toward(self, option) -> Action | None:
        """A card toward an option's move or attack price, if the hand can make all of it."""
        me, pay = self.me, option.pay
        if any(pay.get(r, 0) > me[{"money": "water"}.get(r, r)] for r in ("money", "bullets") if r in pay):
            return None
        if pay.get("health", 0) >= me["health"]:
            return None
        shorts = {w: pay.get(w, 0) - me[w] for w in ("move", "attack")}
        if any(short > self.turn.hand_gain(w) for w, short in shorts.items()):
            return None
        for what, short in shorts.items():
            if short > 0:
                plays = self.turn.plays_for(what)
                if plays:
                    return plays[0]
        return None

    def forced_payment(self, listed) -> Action | None:
        """The hand could pay an option, so one must be chosen: the safest card toward
        the cheapest one (never ``legal[0]``, which may be a curse card that wounds)."""
        for o in sorted(listed, key=lambda o: sum(max(0, o.pay.get(w, 0) - self.me[w]) for w in ("move", "attack"))):
            for what in ("move", "attack"):
                if o.pay.get(what, 0) > self.me[what]:
                    act = self.turn.plays_for(what) or [self.turn.exhaust_for(what)]
                    if act[0] is None and what == "attack":
                        act = [self.turn.shoot(o.pay[what] - self.me[what])]
                    if act[0] is not None:
                        return act[0]

        def harm(a):
            card = self.turn.card(a.args[0])
            return (card.gain.get("curse", 0) * (3 if self.me["cursed"] else 1) - card.gain.get("health", 0),
                    a.args[1], a.args[2])
        plays = self.kinds.get("play", [])
        return min(plays, key=harm) if plays else None
