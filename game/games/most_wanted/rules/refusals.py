"""Most Wanted: why a move is refused, in words a player understands."""

from __future__ import annotations

from game.core.model import Action

from ..cards import SUIT_OF
from . import turn
from .state import ACTION, CHALLENGE, MWState, OVER, PASS, ROBBERIES, _NO_ARGS


# -- refusals, with reasons a player understands -----------------------------
def refusal(state: MWState, seat: int, action: Action) -> str | None:
    if not isinstance(action, Action):
        return "that is not a move"
    if state.phase == OVER:
        return "the game is over"
    if not isinstance(seat, int) or not 0 <= seat < state.n:
        return "there is no such seat"
    kind, args = action.kind, action.args
    if not isinstance(args, tuple) or not all(isinstance(a, int) and not isinstance(a, bool) for a in args):
        return f"{kind} takes whole numbers"
    if kind in _NO_ARGS and args:
        return f"{kind.replace('_', ' ')} takes nothing"
    phase = state.phase
    if phase == ACTION:
        if seat != state.active:
            return f"it is Player {state.active + 1}'s turn"
        return _refuse_turn(state, seat, kind, args)
    if phase == CHALLENGE:
        if kind not in ("challenge", "accept"):
            return "everyone must first decide whether to challenge the labour"
        if not state.dl_queue or seat != state.dl_queue[0]:
            return "it is not your turn to decide on a challenge"
        return None
    # a showdown
    if seat not in state.parts:
        return "you are not part of this showdown"
    if kind not in ("commit", "stay_out", "unready"):
        return f"{kind.replace('_', ' ')} is not a move during a showdown"
    if kind == "unready":
        return None if state.ready[seat] else "you are not ready yet"
    if state.ready[seat]:
        return "you are ready: change your mind first"
    if kind == "stay_out":
        return "you must play a hand in this showdown" if state.forced[seat] else None
    return _card_refusal(state.hands[seat] + state.commit[seat], args, state.size, state.size)

def _refuse_turn(state: MWState, seat: int, kind: str, args: tuple) -> str | None:
    hand = state.hands[seat]
    if kind == "rob":
        if len(args) != 1 or not 0 <= args[0] <= 2:
            return "rob names robbery 0, 1 or 2"
        need = ROBBERIES[args[0]][2]
        if len(hand) < need:
            return f"the {ROBBERIES[args[0]][1]} needs {need} cards in hand"
        return None
    if kind == "church":
        if state.saloon:
            return "the Church card shows its Saloon side in this game"
        return _card_refusal(hand, args, 0, len(hand))
    if kind == "saloon":
        if not state.saloon:
            return "the Saloon is not in this game"
        if not turn.can_pay_saloon(state, seat):
            return "the Saloon costs a bag of money, and you have nothing to pay with"
        return _card_refusal(hand, args, 0, len(hand))
    if kind == "labor":
        if state.dishonest:
            return "the Labor card shows its Dishonest side in this game"
        why = _card_refusal(hand, args, 1, len(hand))
        if why:
            return why
        return None if len({SUIT_OF[c] for c in args}) == 1 else "Honest Labor needs cards of one suit"
    if kind == "dishonest":
        if not state.dishonest:
            return "Dishonest Labor is not in this game"
        return _card_refusal(hand, args, 1, len(hand))
    if kind == "duel":
        if state.shootout:
            return "the Duel card shows its Shootout side in this game"
        if len(args) != 2:
            return "a duel names a player and a hand size"
        target, size = args
        if target == seat or not 0 <= target < state.n:
            return "challenge another player"
        if size not in (1, 2):
            return "a duel is fought with 1 or 2 cards"
        if len(hand) < size or len(state.hands[target]) < size:
            return f"both players need {size} card{'s' if size > 1 else ''}"
        return None
    if kind == "shootout":
        if not state.shootout:
            return "the Shootout is not in this game"
        if len(args) < 2:
            return "a shootout names a hand size and at least one player"
        size, targets = args[0], args[1:]
        if size not in (1, 2, 3):
            return "a shootout is fought with 1, 2 or 3 cards"
        if list(targets) != sorted(set(targets)) or any(t == seat or not 0 <= t < state.n for t in targets):
            return "name other players, each once, in seat order"
        if len(hand) < size or any(len(state.hands[t]) < size for t in targets):
            return f"everyone involved needs {size} card{'s' if size > 1 else ''}"
        return None
    if kind == "pass":
        return None if turn.turn_actions(state, seat) == [PASS] else "you have an action to take"
    if kind in ("commit", "stay_out", "unready", "challenge", "accept"):
        return "there is no showdown under way"
    return f"{kind!r} is not a Most Wanted move"

def _card_refusal(hand, cards: tuple, lo: int, hi: int) -> str | None:
    if not lo <= len(cards) <= hi:
        return f"play exactly {lo} cards" if lo == hi else f"play {lo} to {hi} cards"
    if len(set(cards)) != len(cards):
        return "a card can be played only once"
    held = set(hand)
    if any(c not in held for c in cards):
        return "you can only play cards from your hand"
    return None
