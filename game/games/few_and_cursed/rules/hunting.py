"""The action phase's actions: defeat a bounty, recover an artifact, rob a
player, camp, the character's ACTION, encounter again.

"Remember that you can only perform one action per round!" "You may only
defeat one Most Wanted Bounty per Action Phase. However, you may defeat the
same generic Wanted Bounties up to two times ... You are allowed to defeat
each side of a Wanted Bounty in one turn." (rulebook, Action Phase)
"""

from __future__ import annotations

from .bounties import bounty_card, fights_at
from .moves import take_top
from .state import ACTION, COOP, RULES_2, WANTED_TIMES, Player, monsters_defeated
from .tracks import Game, change_curse, change_grit, change_water, heal


# -- bounties ------------------------------------------------------------------
def bounty_refusal(g: Game, p: Player, kind: str, index: int) -> str | None:
    if g.s.phase != ACTION:
        return "bounties are hunted in the action phase"
    if p.acted not in ("", "bounty"):
        return "you have already taken your action this round"
    if (kind, index) not in fights_at(g, p, p.node):
        if kind in ("mw", "monster") and p.most_wanted_now:
            return "you may only defeat one Most Wanted bounty per action phase"
        if kind == "wanted" and p.wanted_beaten.get(index, 0) >= WANTED_TIMES:
            return "you have defeated that Wanted bounty twice this phase"
        return "that bounty cannot be fought here"
    need = bounty_card(g, kind, index).attack
    if p.attack < need:
        return f"you need {need} attack and have {p.attack}: play cards or spend bullets"
    return None


def defeat(g: Game, p: Player, kind: str, index: int) -> list:
    """Spend the attack, take the card (or flip the Wanted); the reward's ops to run."""
    s = g.s
    card = bounty_card(g, kind, index)
    p.attack -= card.attack
    p.acted = "bounty"
    g.emit("bounty_defeated", {"seat": p.seat, "bounty": card.key, "name": card.name, "kind": kind})
    if kind == "wanted":
        p.wanted_beaten[index] = p.wanted_beaten.get(index, 0) + 1
        s.wanted_side[index] = 1 - s.wanted_side[index]
        return list(card.reward)
    p.most_wanted_now = True
    if kind == "monster":
        pile = next(i for i, cards in enumerate(s.piles) if cards and cards[-1] == index)
        del s.monsters[index]
        s.monsters_beaten += 1
        if index in p.engaged:
            p.engaged.remove(index)
        # Operating in the Shadows ends only as its own "Ending the Game" says
        if s.monsters_beaten >= g.challenge.monsters_to_win and s.solo() != "shadows":
            s.ended = s.ended or monsters_defeated(g.challenge.monsters_to_win)
    else:
        pile = index
    p.trophies.append(take_top(g, pile))
    return list(card.reward)


# -- artifacts -------------------------------------------------------------------
def artifact_refusal(g: Game, p: Player, colour: str) -> str | None:
    if g.s.phase != ACTION:
        return "artifacts are recovered in the action phase"
    if p.acted:
        return "you have already taken your action this round"
    if g.desert.corners.get(colour) != p.node:
        return "recover an artifact at its corner town"
    if colour in p.tokens:
        return f"you already hold a {colour} artifact token"
    if not g.s.tokens.get(colour):
        return "no artifact token is left here"
    return None


def look_at_artifacts(g: Game, p: Player, colour: str) -> None:
    """Recover an Artifact: "look at the corresponding Artifact cards and choose one"."""
    s = g.s
    p.acted = "artifact"
    s.shown = sorted(s.tokens[colour])
    s.pending = {"kind": "artifact", "colour": colour}
    g.emit("artifacts_looked", {"seat": p.seat, "colour": colour},
           {"cards": [g.card(c).key for c in s.shown]}, to=(p.seat,), reveals=True)


def recover(g: Game, p: Player, cid: int) -> None:
    s = g.s
    colour = g.card(cid).colour
    s.shown, s.pending = [], {}
    s.tokens[colour].remove(cid)
    s.artifact_supply.remove(cid)
    p.tokens.append(colour)
    p.artifacts.append(cid)
    p.zones.hand.append(cid)
    g.emit("artifact_recovered", {"seat": p.seat, "card": g.card(cid).key, "colour": colour}, reveals=True)
    if s.solo():  # one artifact from each location: the others are discarded
        for other in s.tokens[colour]:
            s.artifact_supply.remove(other)
            s.boxed.append(other)
        s.tokens[colour] = []
    if not any(s.tokens.values()) and not s.solo():
        s.ended = s.ended or "all artifacts recovered"


def draw_artifact(g: Game, p: Player) -> None:
    """Discover Treasure: a random artifact into the discard pile, with its token."""
    s = g.s
    if not s.artifact_supply:
        g.emit("no_artifact", {"seat": p.seat})
        return
    cid = g.rng.choice(sorted(s.artifact_supply))
    colour = g.card(cid).colour
    s.artifact_supply.remove(cid)
    if cid in s.tokens.get(colour, []):
        s.tokens[colour].remove(cid)
    p.tokens.append(colour)
    p.artifacts.append(cid)
    p.zones.discard.append(cid)
    g.emit("artifact_found", {"seat": p.seat, "card": g.card(cid).key, "colour": colour}, reveals=True)
    if not any(s.tokens.values()) and not s.solo():
        s.ended = s.ended or "all artifacts recovered"


# -- robbing, camping --------------------------------------------------------------
def rob_price(g: Game, victim: Player) -> int:
    """Attack "equal to double their current [bullets]" (rules version 2 asked at least 2)."""
    return max(2, 2 * victim.bullets) if g.s.has(RULES_2) else 2 * victim.bullets


def rob_refusal(g: Game, p: Player, seat: int) -> str | None:
    s = g.s
    if s.has(COOP) and s.has(RULES_2):
        return "partners do not rob each other"
    if s.phase != ACTION:
        return "robbing is an action of the action phase"
    if p.acted:
        return "you have already taken your action this round"
    if not 0 <= seat < s.n or seat == p.seat:
        return "rob another player"
    victim = s.players[seat]
    if victim.node != p.node:
        return "you can only rob a player on your space"
    if p.node == g.desert.san_andreas and s.has(RULES_2):
        return "nobody is robbed in San Andreas"
    price = rob_price(g, victim)
    if p.attack < price:
        return f"robbing them takes {price} attack (double their bullets); you have {p.attack}"
    return None


def rob(g: Game, p: Player, seat: int) -> None:
    """The book: "increase your [Curse] by two on your Character board and then gain
    [water] and [Grit] equal to the opponent's current [bullets] value. The player who
    was robbed loses one [Grit]." (our reading of the lost icons: see the rulings)"""
    victim = g.s.players[seat]
    p.attack -= rob_price(g, victim)
    p.acted = "rob"
    if g.s.has(RULES_2):
        taken = min(victim.water, victim.bullets)
        victim.water -= taken
        p.water += taken
        change_grit(g, p, 2)
        change_grit(g, victim, -1)
        g.emit("robbery", {"seat": p.seat, "victim": seat, "water": taken})
        return
    haul = victim.bullets
    change_curse(g, p, 2)
    if p.seat in g.wounded:  # the curse wounded the robber critically: the turn ended there
        return
    water = change_water(g, p, haul)
    change_grit(g, p, haul)
    change_grit(g, victim, -1)
    g.emit("robbery", {"seat": p.seat, "victim": seat, "water": water, "grit": haul})


def camp(g: Game, p: Player) -> None:
    p.acted = "camp"
    p.move = p.attack = 0
    p.played = []
    p.zones.gather(g.rng, ("hand", "play", "discard"))
    heal_by = 0 if g.detriment(p, "no_camp_heal") is not None else g.passive(p, "camp_heal", 1)
    heal(g, p, heal_by)
    g.emit("camp", {"seat": p.seat, "healed": heal_by})
    g.turn_over = True


def water_total(g: Game) -> int:
    return g.s.bank + sum(p.water for p in g.s.players)


__all__ = ["bounty_refusal", "defeat", "artifact_refusal", "look_at_artifacts", "recover",
           "draw_artifact", "rob_refusal", "rob", "camp", "water_total"]
