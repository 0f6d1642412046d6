"""The results of a game of The Few and Cursed in the players' words: the end
scoring broken down per seat (Grit earned in play, end-of-game jobs,
unscored jobs lost, artifacts, the total, and the tiebreakers), and a solo
variant's or the co-op posse's own win and loss words.

    results_details(match) -> ResultsDetails    (read at the end, when nothing is secret any more)
"""

from __future__ import annotations

from game.scenes.results import ResultsDetails

from ..rules.scoring import end_job_met, final_scores, goal_words
from ..rules.state import COOP

SOLO_WORDS = {
    "curse-chaser": ("The curse is broken!", "The curse chaser falls"),
    "dark-arts": ("The Dark Arts are mastered!", "The Dark Arts elude you"),
    "shadows": ("The job is done, in the shadows!", "The shadows close in"),
}
TIEBREAK = "Ties go to the most bounties defeated, then the most jobs completed, then the most water."


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"{n}" if n < 0 else "0")


def _breakdown(cat, s) -> list[list[str]]:
    rows = []
    scores = final_scores(cat, s)
    for p, score in zip(s.players, scores):
        met = [j for j in p.jobs if end_job_met(cat, s, p.seat, j)]
        end_grit = sum(cat.jobs[j].grit for j in met)
        unscored = sum(cat.jobs[j].grit for j in p.jobs if j not in met)
        artifacts = sum(cat.cards[c].grit for c in p.artifacts)
        rows.append([str(p.grit), _signed(end_grit), _signed(-unscored), _signed(artifacts),
                     str(score["bounties"]), str(score["jobs"]), str(score["water"]), str(score["grit"])])
    return rows


def _solo(cat, s, outcome) -> ResultsDetails:
    variant = s.solo()
    won = bool(outcome and outcome.winners)
    win, lose = SOLO_WORDS.get(variant, ("You win!", "The desert wins"))
    p = s.players[0]
    tracks = sum(1 for t in s.tracks if not t) if s.tracks else 0
    row = [str(s.monsters_beaten), str(len(p.trophies)), str(len(p.artifacts)), str(len(p.done_jobs))]
    columns = ["Monsters", "Bounties", "Artifacts", "Jobs done"]
    if s.tracks:
        row.append(str(tracks))
        columns.append("Tracks")
    row.append(str(p.grit))
    columns.append("Grit")
    reason = str(s.result or "")
    return ResultsDetails(win if won else lose, reason[:1].upper() + reason[1:], columns, [row],
                          [goal_words(cat, s.variants), f"Round {s.round}"], won)


def _coop(cat, s, outcome) -> ResultsDetails:
    won = bool(outcome and outcome.winners)
    # Grit is the team's in co-op, so a seat's row is what it brought in
    rows = [[str(len(p.done_jobs)), str(len(p.artifacts)), str(len(p.trophies))] for p in s.players]
    reason = str(s.result or "")
    notes = [f"Team Grit: {s.team_grit}   Monsters defeated: {s.monsters_beaten} of {cat.challenge(s.variants).monsters_to_win}",
             goal_words(cat, s.variants)]
    return ResultsDetails("The posse saves San Andreas!" if won else "The posse is broken",
                          reason[:1].upper() + reason[1:], ["Jobs done", "Artifacts", "Bounties"],
                          rows, notes, won)


def results_details(match) -> ResultsDetails | None:
    """``match``: the finished match (``TableView.finished()``, everything revealed), or None."""
    if match is None or not match.is_over():
        return None
    cat = match.rules.catalog
    s = match.state
    outcome = match.outcome()
    if s.solo():
        return _solo(cat, s, outcome)
    if s.has(COOP):
        return _coop(cat, s, outcome)
    reason = str(s.result or "")
    columns = ["In play", "End jobs", "Unmet", "Artifacts", "Bounties", "Jobs", "Water", "Grit"]
    return ResultsDetails(None, reason[:1].upper() + reason[1:], columns, _breakdown(cat, s),
                          ["Grit: earned in play, plus end-of-game jobs met and artifacts, less jobs not done.",
                           TIEBREAK], True)


def standing_chips(obs: dict, challenge) -> tuple:
    """The prompt bar's pills for a solo or team game: how far the goal is (the variant's own
    numbers, ``challenge``), and the team's Grit (alert when it runs low)."""
    variants = set(obs.get("variants") or ())
    beaten = (f"Monsters {obs['monsters_beaten']}/{challenge.monsters_to_win}", False)
    if "coop" in variants:
        return ((f"Team Grit {obs['team_grit']}", obs["team_grit"] < 20), beaten)
    if "curse-chaser" in variants:
        return (beaten,)
    if "dark-arts" in variants and obs["players"]:
        return ((f"Artifacts {len(obs['players'][0]['artifacts'])}/{challenge.artifacts_to_win}", False),)
    if "shadows" in variants:
        done = sum(1 for n in obs.get("tracks") or () if n == 0)
        out = (f"Job tracks {done}/{challenge.tracks_to_win}", False)
        # the monster figures on the board (rules version 2 counted the defeated ones too)
        out_now = len(obs["monsters"]) + (obs["monsters_beaten"] if "rules-2" in variants else 0)
        return (out, (f"Monsters out {out_now}/{challenge.monsters_to_lose}",
                      out_now >= challenge.monsters_to_lose - 1))
    return ()
