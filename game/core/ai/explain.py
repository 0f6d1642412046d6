"""Why a bot chose its move, in one line from what the bot itself counted (a hint's reason).

    reason_from(bot, action, level, legal_count) -> str

A search bot's share of won look-ahead games (``last_stats``, see
``game.core.ai.ismcts``), a plan-comparing bot's mean rollout score against the
next best (``game.core.ai.plans``), or which level picked it.  Pure: the table
server gives the same line with a hint it works out for a networked seat.
"""

from __future__ import annotations

from game.core.model import Action

FEW_GAMES = 20              # fewer look-ahead games than this say little: the reason says so


def _root_choice(stats, action: Action):
    root = tuple(getattr(stats, "root", ()) or ())
    for choice in root:
        if choice.action == action:
            return choice, root
    return (root[0] if root else None), root


def reason_from(bot: Any, action: Action, level: str, legal_count: int) -> str:
    """One line of why, from what the bot itself counted."""
    name = level.capitalize()
    if legal_count == 1:
        return "It is the only move you have."
    stats = getattr(bot, "last_stats", None)
    if stats is not None and getattr(stats, "means", None):
        return _plans_reason(stats, name)
    if stats is None or not getattr(stats, "iterations", 0):
        return f"The {name} bot's own plan picks this move (it does not search here)."
    if stats.iterations < FEW_GAMES:
        return (f"{name} bot: its search had time for only {stats.iterations} look-ahead "
                f"game{'s' if stats.iterations != 1 else ''} here, so this is mostly its own plan.")
    choice, root = _root_choice(stats, action)
    if choice is None or not choice.visits:
        return f"The {name} bot tried {stats.iterations} look-ahead games and settled on this move."
    if len(root) > 1 and len({c.visits for c in root}) == 1:   # every move played on every world
        best_other = max(c.mean_reward for c in root if c is not choice)
        return (f"{name} bot: it played each of your {len(root)} moves out on the same {choice.visits} "
                f"look-ahead games; this one won {choice.mean_reward:.0%}, the best other {best_other:.0%}.")
    most = choice.visits >= max(c.visits for c in root)   # a bot may keep its own plan over the search's
    line = (f"{name} bot: its search tried this move {'most ' if most else ''}({choice.visits} of "
            f"{stats.iterations} look-ahead games) and won {choice.mean_reward:.0%} of them")
    others = [c.mean_reward for c in root if c is not choice and c.visits >= max(3, choice.visits // 10)]
    if others and max(others) < choice.mean_reward:
        line += f"; the next best won {max(others):.0%}"
    elif others:
        line += f"; no other move won clearly more, so it keeps its own plan (the best other: {max(others):.0%})"
    return line + "."


def _plans_reason(stats, name: str) -> str:
    """A bot that compared whole plans (``game.core.ai.plans.PlanStats``): the pick's mean
    rollout score against the best of the others."""
    means = stats.means
    pick = stats.chosen if stats.chosen is not None else max(range(len(means)), key=lambda k: means[k])
    others = [m for k, m in enumerate(means) if k != pick]
    deals = f"{stats.samples} sampled deal{'s' if stats.samples != 1 else ''}"
    line = (f"{name} bot: it played out {len(means)} plans on the same {deals}; this one scored "
            f"{means[pick]:.1f} points on average")
    if not others:
        return line + "."
    best_other = max(others)
    if best_other > means[pick]:  # its own plan stands unless another is clearly better
        return line + f", and no other beat it by enough to switch (the best other: {best_other:.1f})."
    return line + f", the next best {best_other:.1f}."


__all__ = ["FEW_GAMES", "reason_from"]
