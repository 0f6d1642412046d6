"""End scoring, tiebreakers and the outcome of every mode.

"Score any Jobs that trigger at the end of the game (Task Master, Maecenas,
etc). Players lose Grit for every Job they did not complete during the game
... Gain [Grit] for every Artifact card that you've collected." "In the case
of a tie, tiebreakers are (in order): 1. Number of Most Wanted Bounties
Defeated 2. Number of Jobs Completed 3. Remaining Money."
"""

from __future__ import annotations

from game.core.model import Outcome

from .state import COOP, NUMBER_WORDS, OVER, State, counted, monsters_defeated


def end_job_met(cat, s: State, seat: int, jid: int) -> bool:
    p = s.players[seat]
    job = cat.jobs[jid]
    if job.kind != "end" or any(cat.jobs[d].key == job.key for d in p.done_jobs):
        return False
    (what, need), = job.need.items()
    have = {"jobs_completed": len(p.done_jobs), "money": p.water, "artifacts": len(p.artifacts),
            "bounties": len(p.trophies), "store_items": len(p.gear)}[what]
    return have >= need


def final_scores(cat, s: State) -> list[dict]:
    """Per seat: grit after end scoring, and the tiebreak figures."""
    out = []
    for p in s.players:
        end_jobs = [j for j in p.jobs if end_job_met(cat, s, p.seat, j)]
        grit = p.grit
        grit += sum(cat.jobs[j].grit for j in end_jobs)
        grit -= sum(cat.jobs[j].grit for j in p.jobs if j not in end_jobs)
        grit += sum(cat.cards[c].grit for c in p.artifacts)
        out.append({"grit": grit, "bounties": len(p.trophies), "jobs": len(p.done_jobs) + len(end_jobs),
                    "water": p.water, "end_jobs": [cat.jobs[j].key for j in end_jobs]})
    return out


def rank_key(score: dict) -> tuple:
    return score["grit"], score["bounties"], score["jobs"], score["water"]


def outcome(cat, s: State) -> Outcome | None:
    if s.phase != OVER:
        return None
    reason = s.result
    if s.solo():
        goal = monsters_defeated(cat.challenge(s.variants).monsters_to_win)
        won = s.solo_won or (s.solo() == "curse-chaser" and s.result == goal)
        return Outcome((0,) if won else (), (1.0 if won else 0.0,), f"{s.solo()}: {reason}",
                       (float(s.players[0].grit),))
    if s.has(COOP):
        won = s.result == monsters_defeated(cat.challenge(s.variants).monsters_to_win) and s.team_grit >= 0
        seats = tuple(range(s.n))
        return Outcome(seats if won else (), tuple(1.0 if won else 0.0 for _ in seats), f"co-op: {reason}",
                       tuple(float(s.team_grit) for _ in seats))
    scores = final_scores(cat, s)
    best = max(rank_key(x) for x in scores)
    winners = tuple(i for i, x in enumerate(scores) if rank_key(x) == best)
    top, low = best[0], min(x["grit"] for x in scores)
    span = max(1, top - low)
    rewards = tuple(1.0 if i in winners else 0.5 * (x["grit"] - low) / span for i, x in enumerate(scores))
    return Outcome(winners, rewards, reason, tuple(float(x["grit"]) for x in scores))


def goal_words(cat, variants) -> str:
    """A solo variant's or co-op's goal with this content's numbers (content/variants.json)."""
    ch = cat.challenge(variants)
    if "curse-chaser" in variants:
        return f"Goal: defeat {counted(ch.monsters_to_win, 'monster')} before one reaches San Andreas."
    if "dark-arts" in variants:
        return f"Goal: hold {counted(ch.artifacts_to_win, 'artifact')} and share a space with the Crow Prime."
    if "shadows" in variants:
        return (f"Goal: complete {NUMBER_WORDS[ch.tracks_to_win]} of the {counted(ch.tracks, 'job track')}"
                f" ({ch.track_jobs} jobs each) before the monsters take the desert.")
    if COOP in variants:
        return f"The posse wins together by defeating {counted(ch.monsters_to_win, 'monster')} with Grit to spare."
    return ""
