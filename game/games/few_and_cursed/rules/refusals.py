"""Why a move is refused, in a player's words: whose turn or decision it is, what
the card or the phase asks first, and what this move lacks (its road, its price,
its bounty's place)."""

from __future__ import annotations

from game.core.model import Action

from .actions import character_refusal, legal_moves
from .hunting import artifact_refusal, bounty_refusal, rob_refusal
from .moves import may_enter, road_cost
from .state import ACTION, CHARACTERS, KEEP, OVER, Player, State
from .tracks import Game
from .town import buy_refusal, decline_refusal, option_refusal, stat_refusal


def refusal(rules, state: State, seat: int, action: Action) -> str | None:
    """None for a legal move, else why not."""
    try:
        if (action.kind, tuple(action.args)) in legal_moves(rules, state, seat)[1]:
            return None
    except TypeError:  # unhashable arguments: not an action of this game
        return "that action is not understood"
    return reason(Game(rules, state, None), seat, action.kind, tuple(action.args))


PENDING_WORDS = {
    "improvise": "choose the upgrade card to keep",
    "trash_hand": "choose a card from your hand to trash",
    "trash_discard": "choose a card from your discard pile to trash",
    "trash_card": "choose a card to trash",
    "choose": "choose one of the card's options",
    "stat": "choose the stat to upgrade",
    "push": "choose where to push the monster",
    "free_move": "move or stop your free movement",
    "swap": "choose whose jobs to look at",
    "swap_pick": "choose the jobs to swap",
    "solo_discard": "discard a Most Wanted bounty from a pile",
    "artifact": "choose the artifact to recover",
    "refresh_order": "lay the store row on the discard pile, one card at a time (the last stays on top)",
}


def reason(g: Game, seat: int, kind: str, args: tuple) -> str:
    """Why (kind, args) is not legal now, in a player's words."""
    s = g.s
    if s.phase == OVER:
        return "the game is over"
    if s.steering:
        if seat != s.steering[0][1]:
            return "the first player is choosing which way a monster goes"
        return "choose which of the tied spaces the monster moves to"
    if s.summons:
        return "a monster must be summoned first: the player who reached 21 Grit picks the pile"
    if seat != s.seat:
        return "it is not your turn"
    p = s.players[seat]
    if s.phase == CHARACTERS:
        if kind == "select":
            return "an earlier seat took that character (or there is no such character)"
        return "first select your character"
    if s.phase == KEEP:
        return "first choose the jobs to keep: drop two of the four you were dealt"
    if s.pending:
        return "first " + PENDING_WORDS.get(s.pending.get("kind"), "finish what your card asks")
    specific = _specific(g, p, kind, args)
    return specific or f"you cannot {kind.replace('_', ' ')} now"


def _specific(g: Game, p: Player, kind: str, args: tuple) -> str | None:
    s = g.s
    if s.mode == "cleanup" and kind not in ("discard", "end"):
        return "at cleanup you may only discard cards from your hand, then end"
    if s.mode == "encounter" and kind in ("end", "move", "leave"):
        return "resolve your encounter first: choose an option (or show your hand if you can pay for none)"
    try:
        if kind == "play":
            return "you cannot play that card now" + (
                ": a 'Cursed' card copies another card you played this phase" if args and args[0] == "cursed" else "")
        if kind == "bounty":
            return bounty_refusal(g, p, *args)
        if kind == "recover":
            return artifact_refusal(g, p, str(args[0]))
        if kind == "rob":
            return rob_refusal(g, p, int(args[0]))
        if kind == "character":
            return character_refusal(g, p)
        if kind == "move":
            return _move_reason(g, p, args)
        if kind == "option" and s.mode == "encounter":
            return option_refusal(g, p, int(args[0]))
        if kind == "decline" and s.mode == "encounter":
            return decline_refusal(g, p)
        if kind == "buy" and s.mode == "store":
            return buy_refusal(g, p, args[0])
        if kind == "upgrade" and s.mode == "store":
            return stat_refusal(g, p, args[0])
        if kind in ("buy", "upgrade", "refresh"):
            return "visit the store in San Andreas first" if s.mode != "store" else "you have refreshed the store this visit"
        if kind == "shoot":
            return "you do not have the bullets for that"
        if kind in ("camp", "encounter", "recover") and p.acted:
            return "you have already taken your action this round"
    except (TypeError, ValueError, IndexError, KeyError):
        return "that action is not understood"
    return None


def _move_reason(g: Game, p: Player, args: tuple) -> str:
    s = g.s
    if s.phase != ACTION:
        return "you move along the roads in the action phase"
    there = args[0] if args else None
    cost = road_cost(g, p, there) if there in g.desert.roads else None
    if cost is None:
        return "no road leads there from your space"
    entry = may_enter(g, p, there)
    if entry:
        return entry
    move, _, dmg = cost
    paid = args[1] if len(args) > 1 and isinstance(args[1], int) else 0
    if not 0 <= paid <= dmg:
        return f"that road has {dmg} damage symbol(s) to pay for"
    return f"that road costs {move + paid} movement; you have {p.move}: play cards first"
