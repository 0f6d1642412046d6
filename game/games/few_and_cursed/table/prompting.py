"""The prompt bar's words for The Few and Cursed's table: whose decision it is and what to do now.

    prompt_for(table) -> (head, line)
"""

from __future__ import annotations

from .words import PHASE_WORDS


def prompt_for(table) -> tuple[str, str]:
    obs = table.obs
    if table.tableview.is_over():
        return ("The game is over", obs.get("result") or "")
    phase = PHASE_WORDS.get(obs["phase"], obs["phase"])
    acting = obs.get("acting")
    deciding = obs["steering"][0][1] if obs.get("steering") else obs["summons"][0] if obs["summons"] else acting
    who = table.name_of(deciding) if acting is not None else ""
    head = f"Round {obs['round']} - {phase}" + (f" - {who}" if who else "")
    me = table.acting_human()
    if me is None:
        return (head, f"Waiting for {who}" if who else "")
    if table.focus is not None:
        where = "on the cards over the board" if table.menu and table.menu.dialog else "in the panel"
        return (head, f"Choose how, {where} (Backspace: back)")
    if obs["phase"] == "characters":
        taken = obs.get("selected", 0)
        return (head, "Choose your character" + (f" ({taken} already taken)" if taken else ""))
    if obs["phase"] == "keep":
        return (head, "Job draft: drop two of your four jobs")
    if obs["pending"].get("kind") == "solo_discard":
        return (head, "No capture this turn: discard the top bounty of a glowing pile")
    if table.menu is not None and table.menu.dialog is not None:
        return (head, table.menu.heading)
    if obs["phase"] == "action" and table.space_targets():
        return (head, "Play cards (1-9), click a ringed space to ride, or act in the panel")
    if any(a.kind == "play" for a in table.legal):
        return (head, "Play lit cards (click or 1-9), or choose in the panel")
    return (head, table.menu.heading if table.menu else "")
