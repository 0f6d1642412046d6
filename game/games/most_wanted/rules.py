"""Most Wanted (North Star Games, 2018): the rules, pure Python.

Seats 0..n-1 (2-8 players) sit clockwise; seat 0 is the youngest, who starts
unless the "Duel for first player" variant is on.  Cards are ints 0-71 (see
``cards``: rank 6..14, four suits with names, colours and symbols).  Rulings on
everything the rulebook leaves open are in ``docs/rules-notes/most-wanted.md``.

Board and money: the scoreboard has spaces 1-13; 0 is off the board (where
everyone starts, with no money) and 13 is the Most Wanted space, which wins at
once.  Bail by space (``BAIL``): 0 off the board, 1 bag on spaces 1-4, 2 on
5-8, 3 on 9-12.  The General Supply starts with 63 bags; it pays out only what
it holds.  A player who cannot pay moves back one space per missing bag.

Actions (``Action(kind, args)``); every card list is of card ids:

================  ===================  ==============================================
kind              args                 meaning
================  ===================  ==============================================
``rob``           (robbery,)           active: declare robbery 0 Pony Express (2 cards),
                                       1 Stagecoach (3) or 2 Train (4); a showdown opens
``church``        (card, ...)          active: discard these (maybe none), draw to 7
``saloon``        (card, ...)          active (variant): pay 1 bag, discard, draw to 8
``labor``         (card, ...)          active: Honest Labor, 1+ face-up cards of one
                                       suit, 2 bags each
``dishonest``     (card, ...)          active (variant): Dishonest Labor, 1+ face-down
                                       cards claimed to share a suit; 2 bags on each
``duel``          (target, size)       active: duel one player with 1- or 2-card hands
``shootout``      (size, target, ...)  active (variant): 1-3 card hands against one or
                                       more players (targets ascending)
``commit``        (card, ...)          showdown: play (or replace) your face-down hand
                                       and be ready; for an optional robber, this joins
``stay_out``      ()                   robbery, not the robber: take part no more (ready)
``unready``       ()                   showdown: a ready player changes their mind; the
                                       cards stay down until replaced or taken back
``challenge``     ()                   Dishonest Labor: call the bluff
``accept``        ()                   Dishonest Labor: let it pass
``pass``          ()                   active, only when nothing else is legal
================  ===================  ==============================================

``legal_actions`` lists one action per distinct choice: cards with the same
rank and suit are interchangeable, so of two identical cards only the
lower id is offered; ``refusal`` accepts either copy and any card order.
Church, Saloon and Dishonest Labor take any subset of the hand, too many to
list for an 8-card hand, so ``legal_actions`` lists the sensible ones
(``discard_options``, ``dishonest_options``) and ``refusal`` accepts every
subset: a table lets a person pick any cards.  Likewise a Shootout may name
any group of players; ``shootout_options`` lists each player alone, everyone
ahead of the shooter on the scoreboard, and everyone.

Showdowns (robberies, duels, shootouts, tie-breaks, the first-player duel)
are simultaneous: ``to_act`` lists the participants who are not ready, in
clockwise order from the one who opened it, then those who are ready (they
may still ``unready``).  The cards are revealed, inside ``apply``, the moment
the last participant is ready.  A commit is private to its owner until then.
Ties are settled by new 1-card showdowns of the tied players (a tied player
with no card draws one; the Sheriff plays the top card of the deck).

Observation format (``observe(state, viewer)``; viewer a seat or None for a
spectator).  A plain dict; every list is fresh::

    game            "most-wanted"
    viewer          the seat or None;  players: n
    phase           "action" | "showdown" | "challenge" | "over"
    active          the seat whose turn it is (the robber, dueller, labourer...)
    to_act          [seats] as ``to_act``
    turn            turns begun so far
    target          13;  bail_table: [bail of space 0..13]
    scores          [space of each seat], 0 = off the board
    bail            [bail each seat would pay now]
    money           [bags of each seat];  supply: bags in the General Supply
    skips           [turns each seat will lose]
    hand            the viewer's cards, sorted (None for a spectator)
    hand_counts     [cards held by each seat]
    deck            cards left in the draw deck
    discard         the face-up discard pile, bottom first
    reshuffles      how often the discards were shuffled into a new deck
    robberies       [{index, key, name, cards, points, flipped}] for the 3 robberies
    action_cards    [{key, name, alternate}] the 3 non-robbery cards, side in use
    sheriff         True in a 2-player game (the Sheriff joins every robbery)
    showdown        None, or {
                      kind: "robbery" | "duel" | "shootout" | "first",
                      robbery (index or None), size (cards per hand now),
                      opener, tie_round (0 = the main showdown),
                      participants: [{seat, forced, joined, count, ready,
                                      cards (viewer's own, else None)}],
                      sheriff: None or {count (face-down cards), in_tie},
                      table: [{seat (-1 = Sheriff), cards, hand, double_crosser,
                               round}] the hands of the round before this
                               tie-break ([] outside tie-breaks)}
    labor           None, or Dishonest Labor under way: {seat, count, bags,
                      challengers, waiting (seats yet to decide, next first),
                      cards (the labourer's own view, else None)}
    last_reveal     None, or the latest showdown: {kind, round, hands:
                      [{seat, cards, hand, double_crosser}], winners}
    last_events     [{"kind": ..., **data}] what the last action did, as viewer may see it
    outcome         None, or {winner, reason}

Events (kind: public data; [private data for its seat]):
turn_started {seat, turn}; turn_lost {seat}; robbery {seat, robbery, name,
size, points}; duel {seat, target, size}; shootout {seat, targets, size};
sheriff_dealt {count}; committed {seat, count} [cards]; stayed_out {seat};
unready {seat}; revealed {round, hands, winners, automatic}; tie {seats,
round}; tie_draw {seat} [card]; scored {seat, points, space}; bail_paid {seat,
owed, paid, moved_back, space}; church/saloon {seat, cards, paid}; labor
{seat, cards, bags}; dishonest_labor {seat, count, bags} [cards];
challenged/accepted {seat}; dishonest_revealed {seat, cards, honest, shares,
returned, lost_turn}; discarded {cards}; drew {seat, count} [cards];
reshuffled {count, flipped (robbery index or None), points}; first_player
{seat}; passed {seat}; game_over {winner, reason}.  ``hand`` in revealed
hands is words such as "Pair of Queens"; ``winners`` lists the best hands
(several mean a tie-break follows); the Sheriff is seat -1.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.core.cards import Pile
from game.core.model import Action, BaseRules, Event, GameInfo, IllegalAction, MatchConfig, Outcome, Variant
from game.core.rng import Rng

from .cards import ALL_CARDS, DECK_SIZE, FACE_OF, RANK_OF, SUIT_OF, card_label, cards_text
from .hands import DOUBLE_CROSS_KEY, best_subhand, describe_key, showdown

TARGET = 13
BAIL = (0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3)
SUPPLY = 63
HAND_SIZE = 5
CHURCH_TO = 7
SALOON_TO = 8
LABOR_PAY = 2
SHOOTOUT_POINTS = 2
SHERIFF = -1

# (key, name, cards, points before its flip); a flip adds one point.
ROBBERIES = (("pony", "Pony Express", 2, 2), ("stagecoach", "Stagecoach", 3, 3), ("train", "Train", 4, 4))
FLIP_ORDER = (0, 1, 2)  # the first three reshuffles flip these, in this order

ACTION, SHOWDOWN, CHALLENGE, OVER = range(4)
PHASES = ("action", "showdown", "challenge", "over")
KINDS = ("robbery", "duel", "shootout", "first")
ROBBERY, DUEL, SHOOTOUT, FIRST = range(4)

V_SALOON, V_SHOOTOUT, V_DISHONEST, V_FIRST_DUEL = "saloon", "shootout", "dishonest-labor", "duel-for-first"

STAY_OUT = Action("stay_out")
UNREADY = Action("unready")
CHALLENGE_A = Action("challenge")
ACCEPT = Action("accept")
PASS = Action("pass")
ROB = tuple(Action("rob", (r,)) for r in range(3))

_NO_ARGS = ("stay_out", "unready", "challenge", "accept", "pass")
_CARD_KINDS = ("church", "saloon", "labor", "dishonest", "commit")


def bail_of(space: int) -> int:
    return BAIL[space]


def robbery_points(flipped, r: int) -> int:
    return ROBBERIES[r][3] + (1 if flipped[r] else 0)


def distinct_subsets(hand, k: int) -> list[tuple]:
    """The k-card subsets of ``hand`` that differ in rank or suit (lowest ids)."""
    hs = sorted(hand)
    if k > len(hs):
        return []
    faces = FACE_OF
    if len({faces[c] for c in hs}) == len(hs):  # no twin cards: every subset differs
        return list(combinations(hs, k))
    seen = set()
    out = []
    for combo in combinations(hs, k):
        f = tuple(faces[c] for c in combo)
        if f not in seen:
            seen.add(f)
            out.append(combo)
    return out


def _unique(options) -> list[tuple]:
    """Options that differ in rank or suit, each as a sorted tuple, first kept."""
    seen = set()
    out = []
    faces = FACE_OF
    for o in options:
        o = tuple(o)  # callers build each option from a sorted hand, so it is sorted
        f = tuple([faces[c] for c in o])
        if f not in seen:
            seen.add(f)
            out.append(o)
    return out


def discard_options(hand) -> list[tuple]:
    """The discards listed for Church and Saloon (any subset is legal; these
    are the ones worth considering): nothing, everything, every card not in
    a pair or better, the lowest of those up to each rank, and each card."""
    hs = sorted(hand)
    counts: dict[int, int] = {}
    for c in hs:
        r = RANK_OF[c]
        counts[r] = counts.get(r, 0) + 1
    singles = [c for c in hs if counts[RANK_OF[c]] == 1]
    opts = [(), hs, singles]
    for c in singles:
        opts.append([x for x in singles if RANK_OF[x] <= RANK_OF[c]])
    opts.extend((c,) for c in hs)
    return _unique(opts)


def dishonest_options(hand) -> list[tuple]:
    """The Dishonest Labors listed (any non-empty subset is legal): all the
    cards of one suit, honest; that suit plus one other card, or plus every
    other card, as bluffs."""
    hs = sorted(hand)
    opts = []
    for suit in range(4):
        same = [c for c in hs if SUIT_OF[c] == suit]
        if not same:
            continue
        opts.append(same)
        others = [c for c in hs if SUIT_OF[c] != suit]
        for c in others:
            opts.append(sorted(same + [c]))
        if len(others) > 1:
            opts.append(hs)
    return _unique(opts)


def shootout_options(pos, seat: int, able: list) -> list[tuple]:
    """The target groups listed for a Shootout (any non-empty group is
    legal): each player alone, everyone ahead of you on the scoreboard, and
    everyone."""
    opts = [(t,) for t in able]
    ahead = tuple(t for t in able if pos[t] > pos[seat])
    if len(ahead) > 1:
        opts.append(ahead)
    if len(able) > 1 and tuple(able) != ahead:
        opts.append(tuple(able))
    return opts


class MWState:
    """Plain data; ``clone`` copies every list (the elements are immutable)."""

    __slots__ = (
        "n", "sheriff_on", "saloon", "shootout", "dishonest",
        "hands", "pile", "pos", "money", "supply", "skips",
        "active", "turn", "phase", "reshuffles", "flipped",
        # a showdown under way
        "kind", "robbery", "size", "opener", "parts", "forced", "commit", "ready",
        "played", "sheriff_cards", "sheriff_in", "table", "tie_round", "tied",
        # Dishonest Labor under way
        "dl_cards", "dl_bags", "dl_chal", "dl_queue",
        "last_reveal", "winner", "reason", "last",
    )

    def clone(self) -> "MWState":
        s = MWState.__new__(MWState)
        s.n = self.n
        s.sheriff_on = self.sheriff_on
        s.saloon = self.saloon
        s.shootout = self.shootout
        s.dishonest = self.dishonest
        s.hands = [h[:] for h in self.hands]
        s.pile = Pile(self.pile.cards, self.pile.discards, True)
        s.pos = self.pos[:]
        s.money = self.money[:]
        s.supply = self.supply
        s.skips = self.skips[:]
        s.active = self.active
        s.turn = self.turn
        s.phase = self.phase
        s.reshuffles = self.reshuffles
        s.flipped = self.flipped[:]
        s.kind = self.kind
        s.robbery = self.robbery
        s.size = self.size
        s.opener = self.opener
        s.parts = self.parts[:]
        s.forced = self.forced[:]
        s.commit = [c[:] for c in self.commit]
        s.ready = self.ready[:]
        s.played = self.played[:]
        s.sheriff_cards = self.sheriff_cards[:]
        s.sheriff_in = self.sheriff_in
        s.table = self.table[:]
        s.tie_round = self.tie_round
        s.tied = self.tied[:]
        s.dl_cards = self.dl_cards[:]
        s.dl_bags = self.dl_bags
        s.dl_chal = self.dl_chal[:]
        s.dl_queue = self.dl_queue[:]
        s.last_reveal = self.last_reveal
        s.winner = self.winner
        s.reason = self.reason
        s.last = self.last
        return s


class MostWantedRules(BaseRules):
    info = GameInfo(
        id="most-wanted",
        title="Most Wanted",
        min_seats=2,
        max_seats=8,
        roles=(),
        variants=(
            Variant(V_SALOON, "Saloon for Church", "The Church card is turned to its Saloon side: pay 1 bag, discard, draw to 8."),
            Variant(V_SHOOTOUT, "Shootout for Duel", "The Duel card is turned to its Shootout side: 1-3 cards against several players, 2 points."),
            Variant(V_DISHONEST, "Dishonest for Honest Labor",
                    "The Honest Labor card is turned to its Dishonest side: face-down cards, a claim of one suit, and challenges."),
            Variant(V_FIRST_DUEL, "Duel for first player", "A 1-card duel of all players decides who starts."),
        ),
        pitch="Rob, bluff and outdraw rival outlaws for the biggest bounty.",
    )

    # -- setup ------------------------------------------------------------------
    def setup(self, config: MatchConfig, rng: Rng) -> MWState:
        n = config.players
        if not 2 <= n <= 8:
            raise ValueError("Most Wanted is a game for 2 to 8 players")
        s = MWState.__new__(MWState)
        s.n = n
        s.sheriff_on = n == 2
        s.saloon = config.has(V_SALOON)
        s.shootout = config.has(V_SHOOTOUT)
        s.dishonest = config.has(V_DISHONEST)
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        s.hands = [sorted(deck.pop() for _ in range(HAND_SIZE)) for _ in range(n)]
        s.pile = Pile(deck, (), True)
        s.pos = [0] * n
        s.money = [0] * n
        s.supply = SUPPLY
        s.skips = [0] * n
        s.active = 0
        s.turn = 0
        s.reshuffles = 0
        s.flipped = [False, False, False]
        self._clear_showdown(s)
        s.dl_cards = []
        s.dl_bags = 0
        s.dl_chal = []
        s.dl_queue = []
        s.last_reveal = None
        s.winner = -1
        s.reason = ""
        ev: list[Event] = []
        if config.has(V_FIRST_DUEL):
            self._open_showdown(s, FIRST, 0, list(range(n)), list(range(n)), 1, None, ev)
        else:
            self._begin_turn(s, 0, ev)
        s.last = tuple(ev)
        return s

    def clone(self, state: MWState) -> MWState:
        return state.clone()

    def role_of(self, state: Any, seat: int) -> str:
        return "Outlaw"

    # -- asking -----------------------------------------------------------------
    def to_act(self, state: MWState) -> tuple:
        phase = state.phase
        if phase == ACTION:
            return (state.active,)
        if phase == SHOWDOWN:
            ready = state.ready
            waiting = [p for p in state.parts if not ready[p]]
            return tuple(waiting + [p for p in state.parts if ready[p]])
        if phase == CHALLENGE:
            return (state.dl_queue[0],)
        return ()

    def outcome(self, state: MWState) -> Outcome | None:
        if state.winner < 0:
            return None
        rewards = tuple(1.0 if s == state.winner else 0.0 for s in range(state.n))
        return Outcome((state.winner,), rewards, state.reason, tuple(float(p) for p in state.pos))

    def legal_actions(self, state: MWState, seat: int) -> list[Action]:
        phase = state.phase
        if phase == ACTION:
            return self._turn_actions(state, seat) if seat == state.active else []
        if phase == SHOWDOWN:
            if seat not in state.parts:
                return []
            if state.ready[seat]:
                return [UNREADY]
            out = [Action("commit", c) for c in distinct_subsets(state.hands[seat] + state.commit[seat], state.size)]
            if not state.forced[seat]:
                out.append(STAY_OUT)
            return out
        if phase == CHALLENGE:
            return [CHALLENGE_A, ACCEPT] if state.dl_queue and seat == state.dl_queue[0] else []
        return []

    def _turn_actions(self, state: MWState, seat: int) -> list[Action]:
        hand = state.hands[seat]
        h = len(hand)
        out = [ROB[0], ROB[1], ROB[2]] if h >= 4 else [ROB[r] for r in range(3) if h >= ROBBERIES[r][2]]
        if state.saloon:
            if self._can_pay_saloon(state, seat):
                out.extend(Action("saloon", c) for c in discard_options(hand))
        else:
            out.extend(Action("church", c) for c in discard_options(hand))
        if state.dishonest:
            out.extend(Action("dishonest", c) for c in dishonest_options(hand))
        else:
            by_suit: list[list] = [[], [], [], []]
            for c in hand:
                by_suit[SUIT_OF[c]].append(c)
            for same in by_suit:
                if len(same) == 1:
                    out.append(Action("labor", (same[0],)))
                else:
                    for k in range(1, len(same) + 1):
                        out.extend([Action("labor", c) for c in distinct_subsets(same, k)])
        others = [t for t in range(state.n) if t != seat]
        if state.shootout:
            for size in (1, 2, 3):
                if h < size:
                    break
                able = [t for t in others if len(state.hands[t]) >= size]
                out.extend(Action("shootout", (size,) + c) for c in shootout_options(state.pos, seat, able))
        else:
            for size in (1, 2):
                if h < size:
                    break
                out.extend(Action("duel", (t, size)) for t in others if len(state.hands[t]) >= size)
        if not out:
            out.append(PASS)
        return out

    def _can_pay_saloon(self, state: MWState, seat: int) -> bool:
        # Paying with a space back is paying too; off the board with no money there is nothing to pay with.
        return state.money[seat] > 0 or state.pos[seat] > 0

    # -- refusals, with reasons a player understands -----------------------------
    def refusal(self, state: MWState, seat: int, action: Action) -> str | None:
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
            return self._refuse_turn(state, seat, kind, args)
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
        return self._card_refusal(state.hands[seat] + state.commit[seat], args, state.size, state.size)

    def _refuse_turn(self, state: MWState, seat: int, kind: str, args: tuple) -> str | None:
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
            return self._card_refusal(hand, args, 0, len(hand))
        if kind == "saloon":
            if not state.saloon:
                return "the Saloon is not in this game"
            if not self._can_pay_saloon(state, seat):
                return "the Saloon costs a bag of money, and you have nothing to pay with"
            return self._card_refusal(hand, args, 0, len(hand))
        if kind == "labor":
            if state.dishonest:
                return "the Labor card shows its Dishonest side in this game"
            why = self._card_refusal(hand, args, 1, len(hand))
            if why:
                return why
            return None if len({SUIT_OF[c] for c in args}) == 1 else "Honest Labor needs cards of one suit"
        if kind == "dishonest":
            if not state.dishonest:
                return "Dishonest Labor is not in this game"
            return self._card_refusal(hand, args, 1, len(hand))
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
            return None if self._turn_actions(state, seat) == [PASS] else "you have an action to take"
        if kind in ("commit", "stay_out", "unready", "challenge", "accept"):
            return "there is no showdown under way"
        return f"{kind!r} is not a Most Wanted move"

    @staticmethod
    def _card_refusal(hand, cards: tuple, lo: int, hi: int) -> str | None:
        if not lo <= len(cards) <= hi:
            return f"play exactly {lo} cards" if lo == hi else f"play {lo} to {hi} cards"
        if len(set(cards)) != len(cards):
            return "a card can be played only once"
        held = set(hand)
        if any(c not in held for c in cards):
            return "you can only play cards from your hand"
        return None

    # -- applying ---------------------------------------------------------------
    def apply(self, state: MWState, seat: int, action: Action, rng: Any) -> list[Event]:
        """Apply a legal action (``Match`` checks ``refusal`` first)."""
        ev: list[Event] = []
        kind, args = action.kind, action.args
        if kind == "commit":
            self._commit(state, seat, args, ev, rng)
        elif kind == "stay_out":
            self._stay_out(state, seat, ev, rng)
        elif kind == "unready":
            state.ready[seat] = False
            ev.append(Event("unready", {"seat": seat}))
        elif kind == "rob":
            self._rob(state, seat, args[0], ev, rng)
        elif kind == "church" or kind == "saloon":
            self._church(state, seat, args, kind == "saloon", ev, rng)
        elif kind == "labor":
            self._labor(state, seat, args, ev, rng)
        elif kind == "dishonest":
            self._dishonest(state, seat, args, ev)
        elif kind == "challenge" or kind == "accept":
            self._challenge(state, seat, kind == "challenge", ev, rng)
        elif kind == "duel":
            target, size = args
            ev.append(Event("duel", {"seat": seat, "target": target, "size": size}))
            self._open_showdown(state, DUEL, seat, [seat, target], [seat, target], size, None, ev)
        elif kind == "shootout":
            size, targets = args[0], list(args[1:])
            ev.append(Event("shootout", {"seat": seat, "targets": targets, "size": size}))
            parts = [seat] + sorted(targets, key=lambda t: (t - seat) % state.n)
            self._open_showdown(state, SHOOTOUT, seat, parts, parts, size, None, ev)
        elif kind == "pass":
            ev.append(Event("passed", {"seat": seat}))
            self._next_turn(state, ev)
        else:
            raise IllegalAction(f"{kind!r} is not a Most Wanted move")
        state.last = tuple(ev)
        return ev

    # turns
    def _begin_turn(self, state: MWState, seat: int, ev: list) -> None:
        state.active = seat
        state.turn += 1
        state.phase = ACTION
        ev.append(Event("turn_started", {"seat": seat, "turn": state.turn}))

    def _next_turn(self, state: MWState, ev: list) -> None:
        n = state.n
        seat = (state.active + 1) % n
        skips = state.skips
        while skips[seat] > 0:  # terminates: every pass takes one lost turn away
            skips[seat] -= 1
            ev.append(Event("turn_lost", {"seat": seat}))
            seat = (seat + 1) % n
        self._begin_turn(state, seat, ev)

    # cards
    def _draw_one(self, state: MWState, rng: Rng, ev: list) -> int | None:
        pile = state.pile
        if not pile.cards:
            if not pile.discards:
                return None
            pile.cards, pile.discards = pile.discards, []
            rng.shuffle(pile.cards)
            state.reshuffles += 1
            flipped = None
            if state.reshuffles <= len(FLIP_ORDER):
                flipped = FLIP_ORDER[state.reshuffles - 1]
                state.flipped[flipped] = True
            ev.append(Event("reshuffled", {
                "count": len(pile.cards), "flipped": flipped,
                "points": None if flipped is None else robbery_points(state.flipped, flipped),
            }, reveals=True))
        return pile.cards.pop()

    def _draw_to(self, state: MWState, seat: int, target: int, rng: Rng, ev: list) -> None:
        hand = state.hands[seat]
        got = []
        while len(hand) + len(got) < target:
            c = self._draw_one(state, rng, ev)
            if c is None:
                break
            got.append(c)
        if got:
            hand.extend(got)
            hand.sort()
            ev.append(Event("drew", {"seat": seat, "count": len(got)}, {"cards": sorted(got)}, frozenset((seat,)), True))

    def _take(self, state: MWState, seat: int, cards) -> list[int]:
        hand = state.hands[seat]
        for c in cards:
            hand.remove(c)
        return sorted(cards)

    # money
    def _pay(self, state: MWState, seat: int, owed: int, ev: list) -> None:
        paid = min(owed, state.money[seat])
        state.money[seat] -= paid
        state.supply += paid
        back = min(owed - paid, state.pos[seat])
        state.pos[seat] -= back
        ev.append(Event("bail_paid", {"seat": seat, "owed": owed, "paid": paid, "moved_back": back,
                                      "space": state.pos[seat]}))

    def _from_supply(self, state: MWState, bags: int) -> int:
        got = min(bags, state.supply)
        state.supply -= got
        return got

    def _score(self, state: MWState, seat: int, points: int, ev: list) -> None:
        state.pos[seat] = min(TARGET, state.pos[seat] + points)
        ev.append(Event("scored", {"seat": seat, "points": points, "space": state.pos[seat]}))
        if state.pos[seat] >= TARGET:
            state.winner = seat
            # The results screen puts the winner's name above this line.
            state.reason = "Reached the Most Wanted space first"
            state.phase = OVER
            ev.append(Event("game_over", {"winner": seat, "reason": state.reason}, reveals=True))

    # simple actions
    def _church(self, state: MWState, seat: int, cards: tuple, saloon: bool, ev: list, rng: Rng) -> None:
        paid = 0
        if saloon:
            before = state.money[seat]
            self._pay(state, seat, 1, ev)
            paid = before - state.money[seat]
        out = self._take(state, seat, cards)
        state.pile.discards.extend(out)
        ev.append(Event("saloon" if saloon else "church", {"seat": seat, "cards": out, "paid": paid}))
        self._draw_to(state, seat, SALOON_TO if saloon else CHURCH_TO, rng, ev)
        self._next_turn(state, ev)

    def _labor(self, state: MWState, seat: int, cards: tuple, ev: list, rng: Rng) -> None:
        out = self._take(state, seat, cards)
        bags = self._from_supply(state, LABOR_PAY * len(out))
        state.money[seat] += bags
        ev.append(Event("labor", {"seat": seat, "cards": out, "bags": bags}))
        state.pile.discards.extend(out)
        ev.append(Event("discarded", {"cards": out}))
        self._draw_to(state, seat, HAND_SIZE, rng, ev)
        self._next_turn(state, ev)

    def _dishonest(self, state: MWState, seat: int, cards: tuple, ev: list) -> None:
        out = self._take(state, seat, cards)
        state.dl_cards = out
        state.dl_bags = self._from_supply(state, LABOR_PAY * len(out))
        state.dl_chal = []
        state.dl_queue = [(seat + i) % state.n for i in range(1, state.n)]
        state.phase = CHALLENGE
        ev.append(Event("dishonest_labor", {"seat": seat, "count": len(out), "bags": state.dl_bags},
                        {"cards": out}, frozenset((seat,))))

    def _challenge(self, state: MWState, seat: int, challenged: bool, ev: list, rng: Rng) -> None:
        state.dl_queue.pop(0)
        if challenged:
            state.dl_chal.append(seat)
        ev.append(Event("challenged" if challenged else "accepted", {"seat": seat}))
        if state.dl_queue:
            return
        worker, cards, bags, chal = state.active, state.dl_cards, state.dl_bags, state.dl_chal
        honest = len({SUIT_OF[c] for c in cards}) == 1
        shares = {}
        returned = 0
        if honest or not chal:
            state.money[worker] += bags
            shares[worker] = bags
            for c in chal:
                state.skips[c] += 1
        else:
            each = bags // (1 + len(chal))
            for p in [worker] + chal:
                state.money[p] += each
                shares[p] = each
            returned = bags - each * (1 + len(chal))
            state.supply += returned
        ev.append(Event("dishonest_revealed", {
            "seat": worker, "cards": list(cards), "honest": honest, "shares": shares,
            "returned": returned, "lost_turn": list(chal) if honest else [],
        }, reveals=True))
        state.pile.discards.extend(cards)
        ev.append(Event("discarded", {"cards": list(cards)}))
        state.dl_cards, state.dl_bags, state.dl_chal = [], 0, []
        n = state.n
        for p in sorted([worker] + chal, key=lambda s: (s - worker) % n):
            self._draw_to(state, p, HAND_SIZE, rng, ev)
        self._next_turn(state, ev)

    # showdowns
    def _clear_showdown(self, s: MWState) -> None:
        n = s.n
        s.kind = -1
        s.robbery = None
        s.size = 0
        s.opener = -1
        s.parts = []
        s.forced = [False] * n
        s.commit = [[] for _ in range(n)]
        s.ready = [False] * n
        s.played = []
        s.sheriff_cards = []
        s.sheriff_in = False
        s.table = []
        s.tie_round = 0
        s.tied = []

    def _rob(self, state: MWState, seat: int, r: int, ev: list, rng: Rng) -> None:
        _, name, size, _ = ROBBERIES[r]
        n = state.n
        ev.append(Event("robbery", {"seat": seat, "robbery": r, "name": name, "size": size,
                                    "points": robbery_points(state.flipped, r)}))
        order = [(seat + i) % n for i in range(n)]
        parts = [p for p in order if p == seat or len(state.hands[p]) >= size]
        self._open_showdown(state, ROBBERY, seat, parts, [seat], size, r, ev)
        if state.sheriff_on:
            got = []
            for _ in range(2 * size):
                c = self._draw_one(state, rng, ev)
                if c is None:
                    break
                got.append(c)
            state.sheriff_cards = got
            state.sheriff_in = len(got) >= size
            ev.append(Event("sheriff_dealt", {"count": len(got)}, reveals=True))

    def _open_showdown(self, state: MWState, kind: int, opener: int, parts: list, forced: list,
                       size: int, robbery, ev: list) -> None:
        self._clear_showdown(state)
        state.phase = SHOWDOWN
        state.kind = kind
        state.robbery = robbery
        state.size = size
        state.opener = opener
        state.parts = list(parts)
        for p in forced:
            state.forced[p] = True

    def _commit(self, state: MWState, seat: int, cards: tuple, ev: list, rng: Rng) -> None:
        hand = state.hands[seat]
        if state.commit[seat]:
            hand.extend(state.commit[seat])
        for c in cards:
            hand.remove(c)
        hand.sort()
        state.commit[seat] = sorted(cards)
        state.ready[seat] = True
        ev.append(Event("committed", {"seat": seat, "count": len(cards)}, {"cards": sorted(cards)},
                        frozenset((seat,))))
        self._maybe_reveal(state, ev, rng)

    def _stay_out(self, state: MWState, seat: int, ev: list, rng: Rng) -> None:
        if state.commit[seat]:
            state.hands[seat].extend(state.commit[seat])
            state.hands[seat].sort()
            state.commit[seat] = []
        state.ready[seat] = True
        ev.append(Event("stayed_out", {"seat": seat}))
        self._maybe_reveal(state, ev, rng)

    def _maybe_reveal(self, state: MWState, ev: list, rng: Rng) -> None:
        ready = state.ready
        for p in state.parts:
            if not ready[p]:
                return
        self._reveal(state, ev, rng)

    def _reveal(self, state: MWState, ev: list, rng: Rng) -> None:
        hands: dict[int, list] = {}
        for p in state.parts:
            if state.commit[p]:
                hands[p] = state.commit[p]
                state.commit[p] = []
        if state.tie_round == 0:
            state.played = list(hands)
            if state.sheriff_in:
                hands[SHERIFF] = list(best_subhand(state.sheriff_cards, state.size))
            if state.sheriff_cards:
                state.table.extend(state.sheriff_cards)
                state.sheriff_cards = []
        elif state.sheriff_in:
            c = self._draw_one(state, rng, ev)
            if c is not None:
                hands[SHERIFF] = [c]
                state.table.append(c)
        for p, cards in hands.items():
            if p != SHERIFF:
                state.table.extend(cards)
        automatic = state.kind == ROBBERY and state.tie_round == 0 and len(hands) == 1
        if hands:
            winners, keys = showdown({p: [RANK_OF[c] for c in cs] for p, cs in hands.items()})
        else:  # nobody could play a card in a tie-break: the earliest tied player wins
            winners, keys = [state.tied[0]], {}
        shown = [{"seat": p, "cards": sorted(cs), "hand": describe_key(keys[p]),
                  "double_crosser": keys[p] == DOUBLE_CROSS_KEY} for p, cs in hands.items()]
        kind_name = KINDS[state.kind]
        state.last_reveal = {"kind": kind_name, "round": state.tie_round, "hands": shown, "winners": list(winners)}
        ev.append(Event("revealed", {"kind": kind_name, "round": state.tie_round, "hands": shown,
                                     "winners": list(winners), "automatic": automatic}, reveals=True))
        if len(winners) == 1:
            self._settle(state, winners[0], ev, rng)
        else:
            self._open_tie(state, winners, ev, rng)

    def _open_tie(self, state: MWState, tied: list, ev: list, rng: Rng) -> None:
        n, opener = state.n, state.opener
        players = sorted((p for p in tied if p != SHERIFF), key=lambda s: (s - opener) % n)
        state.tie_round += 1
        state.tied = list(tied)
        state.sheriff_in = SHERIFF in tied
        ev.append(Event("tie", {"seats": list(tied), "round": state.tie_round}))
        able = []
        for p in players:
            if not state.hands[p]:
                c = self._draw_one(state, rng, ev)
                if c is not None:
                    state.hands[p].append(c)
                    ev.append(Event("tie_draw", {"seat": p}, {"card": c}, frozenset((p,)), True))
            if state.hands[p]:
                able.append(p)
        state.parts = able
        state.size = 1
        state.forced = [False] * n
        state.ready = [False] * n
        for p in able:
            state.forced[p] = True
        if not able:
            # Nobody holds or can draw a card: the Sheriff's card alone, or the earliest tied player.
            if state.sheriff_in:
                self._reveal(state, ev, rng)
            else:
                self._settle(state, players[0], ev, rng)

    def _settle(self, state: MWState, winner: int, ev: list, rng: Rng) -> None:
        kind = state.kind
        played = state.played
        losers = [p for p in played if p != winner]
        # The played cards go face up onto the discards before anything else,
        # so the table is clear even when this showdown ends the game.
        table = sorted(state.table)
        state.table = []
        state.pile.discards.extend(table)
        if table:
            ev.append(Event("discarded", {"cards": table}))
        if kind == FIRST:
            ev.append(Event("first_player", {"seat": winner}))
        elif winner != SHERIFF:
            if kind == ROBBERY:
                points = robbery_points(state.flipped, state.robbery)
            elif kind == DUEL:
                points = BAIL[state.pos[losers[0]]] if losers else 0
            else:
                points = SHOOTOUT_POINTS
            self._score(state, winner, points, ev)
            if state.phase == OVER:
                return
        if kind != FIRST:
            for p in losers:
                self._pay(state, p, BAIL[state.pos[p]], ev)
        opener, n = state.opener, state.n
        drawers = sorted(played, key=lambda s: (s - opener) % n)
        self._clear_showdown(state)
        for p in drawers:
            self._draw_to(state, p, HAND_SIZE, rng, ev)
        if kind == FIRST:
            state.turn = 0
            self._begin_turn(state, winner, ev)
        else:
            self._next_turn(state, ev)

    # -- what a seat may see --------------------------------------------------------
    def observe(self, state: MWState, viewer: int | None) -> dict:
        n = state.n
        acting = list(self.to_act(state))
        show = None
        if state.phase == SHOWDOWN:
            parts = []
            for p in state.parts:
                c = state.commit[p]
                parts.append({
                    "seat": p, "forced": state.forced[p], "joined": bool(c), "count": len(c),
                    "ready": state.ready[p], "cards": list(c) if p == viewer else None,
                })
            sheriff = None
            if state.sheriff_on and state.kind == ROBBERY:
                sheriff = {"count": len(state.sheriff_cards), "in_tie": state.tie_round > 0 and state.sheriff_in}
            show = {
                "kind": KINDS[state.kind], "robbery": state.robbery, "size": state.size, "opener": state.opener,
                "tie_round": state.tie_round, "participants": parts, "sheriff": sheriff,
                "table": self._table_view(state),
            }
        labor = None
        if state.phase == CHALLENGE:
            labor = {
                "seat": state.active, "count": len(state.dl_cards), "bags": state.dl_bags,
                "challengers": list(state.dl_chal), "waiting": list(state.dl_queue),
                "cards": list(state.dl_cards) if viewer == state.active else None,
            }
        return {
            "game": "most-wanted",
            "viewer": viewer,
            "players": n,
            "phase": PHASES[state.phase],
            "active": state.active,
            "to_act": acting,
            "turn": state.turn,
            "target": TARGET,
            "bail_table": list(BAIL),
            "scores": list(state.pos),
            "bail": [BAIL[p] for p in state.pos],
            "money": list(state.money),
            "supply": state.supply,
            "skips": list(state.skips),
            "hand": list(state.hands[viewer]) if viewer is not None and 0 <= viewer < n else None,
            "hand_counts": [len(h) for h in state.hands],
            "deck": len(state.pile.cards),
            "discard": list(state.pile.discards),
            "reshuffles": state.reshuffles,
            "robberies": [
                {"index": r, "key": key, "name": name, "cards": size, "points": robbery_points(state.flipped, r),
                 "flipped": state.flipped[r]}
                for r, (key, name, size, _) in enumerate(ROBBERIES)
            ],
            "action_cards": [
                {"key": "saloon", "name": "Saloon", "alternate": True} if state.saloon
                else {"key": "church", "name": "Church", "alternate": False},
                {"key": "dishonest", "name": "Dishonest Labor", "alternate": True} if state.dishonest
                else {"key": "labor", "name": "Honest Labor", "alternate": False},
                {"key": "shootout", "name": "Shootout", "alternate": True} if state.shootout
                else {"key": "duel", "name": "Duel", "alternate": False},
            ],
            "sheriff": state.sheriff_on,
            "showdown": show,
            "labor": labor,
            "last_reveal": _copy_reveal(state.last_reveal),
            "last_events": [_event_dict(e.for_viewer(viewer)) for e in state.last],
            "outcome": None if state.winner < 0 else {"winner": state.winner, "reason": state.reason},
        }

    def _table_view(self, state: MWState) -> list:
        """Hands revealed so far in this action (a tie-break shows the rounds before)."""
        r = state.last_reveal
        if state.tie_round == 0 or r is None:
            return []
        return [dict(h, cards=list(h["cards"]), round=r["round"]) for h in r["hands"]]

    # -- hidden information resampled ---------------------------------------------
    def determinize(self, state: MWState, viewer: int | None, rng: Rng) -> MWState:
        """A copy in which every card ``viewer`` cannot see is dealt afresh.

        Nothing but the counts is known about unseen cards (hands, face-down
        commits, the Sheriff's cards, a Dishonest labourer's cards, the deck):
        every played card ends face up in the discards, and withdrawn commits
        were never shown, so a uniform redeal keeps every public fact."""
        d = state.clone()
        d.last = tuple(e.for_viewer(viewer) for e in state.last)
        slots: list[list] = [d.pile.cards]
        for p in range(d.n):
            if p != viewer:
                slots.append(d.hands[p])
                slots.append(d.commit[p])
        slots.append(d.sheriff_cards)
        if d.active != viewer:
            slots.append(d.dl_cards)
        pool = []
        for s in slots:
            pool.extend(s)
        rng.shuffle(pool)
        i = 0
        for s in slots:
            k = len(s)
            s[:] = pool[i:i + k]
            i += k
        for p in range(d.n):
            if p != viewer:
                d.hands[p].sort()
                d.commit[p].sort()
        return d

    # -- checks ---------------------------------------------------------------------
    def invariants(self, state: MWState) -> list[str]:
        out = []
        n = state.n
        cards = state.pile.cards + state.pile.discards + state.table + state.sheriff_cards + state.dl_cards
        for p in range(n):
            cards += state.hands[p]
            cards += state.commit[p]
        if len(cards) != DECK_SIZE or len(set(cards)) != DECK_SIZE or min(cards) != 0 or max(cards) != DECK_SIZE - 1:
            seen: dict[int, int] = {}
            for c in cards:
                seen[c] = seen.get(c, 0) + 1
            twice = sorted(c for c, k in seen.items() if k > 1)
            missing = sorted(set(ALL_CARDS) - set(seen))
            out.append(f"cards out of place: {len(cards)} in play, twice {twice}, missing {missing}")
        money = state.supply + sum(state.money) + state.dl_bags
        if money != SUPPLY:
            out.append(f"money not conserved: {money} bags instead of {SUPPLY}")
        if state.supply < 0 or any(m < 0 for m in state.money) or state.dl_bags < 0:
            out.append("a negative amount of money")
        if any(not 0 <= p <= TARGET for p in state.pos):
            out.append(f"a token off the scoreboard: {state.pos}")
        if any(k < 0 for k in state.skips):
            out.append("a negative count of lost turns")
        if sum(state.flipped) != min(state.reshuffles, len(FLIP_ORDER)):
            out.append("robbery flips do not match the reshuffles")
        at_top = [p for p in range(n) if state.pos[p] >= TARGET]
        if state.phase == OVER:
            if state.winner < 0 or at_top != [state.winner]:
                out.append("the game is over without exactly one player on the Most Wanted space")
        elif state.winner >= 0 or at_top:
            out.append("someone is Most Wanted but the game goes on")
        if state.phase == SHOWDOWN:
            if not state.parts:
                out.append("a showdown without participants")
            for p in range(n):
                c = state.commit[p]
                if c and p not in state.parts:
                    out.append(f"Player {p + 1} has cards down outside the showdown")
                if c and len(c) != state.size:
                    out.append(f"Player {p + 1} has {len(c)} cards down in a {state.size}-card showdown")
                if p in state.parts and state.forced[p] and state.ready[p] and not c:
                    out.append(f"Player {p + 1} is ready without the hand they must play")
            if all(state.ready[p] for p in state.parts):
                out.append("everyone is ready but the cards are not revealed")
        else:
            if any(state.commit) or state.sheriff_cards or state.table:
                out.append("cards down outside a showdown")
        if state.phase == CHALLENGE:
            if not state.dl_cards or not state.dl_queue:
                out.append("a Dishonest Labor without cards or without anyone to decide")
        elif state.dl_cards or state.dl_bags:
            out.append("Dishonest Labor money or cards left outside its challenge")
        return out

    # -- words --------------------------------------------------------------------
    def describe(self, action: Action, viewer: int | None) -> str:
        """A log line.  Face-down cards are named only for a viewer (``Match``
        passes the actor's own seat, or None for everyone else)."""
        kind, args = action.kind, action.args
        if kind == "rob":
            _, name, size, _ = ROBBERIES[args[0]]
            return f"robs the {name} ({size} cards)"
        if kind == "church":
            return f"goes to Church, discarding {cards_text(args)}"
        if kind == "saloon":
            return f"visits the Saloon, discarding {cards_text(args)}"
        if kind == "labor":
            return f"does Honest Labor with {cards_text(args)}"
        if kind == "dishonest":
            if viewer is not None:
                return f"does Dishonest Labor with {cards_text(args)}"
            return f"does Dishonest Labor with {len(args)} face-down card{'s' if len(args) != 1 else ''}"
        if kind == "duel":
            return f"duels Player {args[0] + 1} with {args[1]}-card hands"
        if kind == "shootout":
            names = ", ".join(f"Player {t + 1}" for t in args[1:])
            return f"starts a {args[0]}-card shootout with {names}"
        if kind == "commit":
            if viewer is not None:
                return f"plays {cards_text(args)} face down"
            return f"plays {len(args)} card{'s' if len(args) != 1 else ''} face down"
        if kind == "stay_out":
            return "stays out"
        if kind == "unready":
            return "has second thoughts"
        if kind == "challenge":
            return "challenges the claim"
        if kind == "accept":
            return "lets the claim pass"
        if kind == "pass":
            return "passes"
        return kind.replace("_", " ")


def _event_dict(e: Event) -> dict:
    d = {"kind": e.kind}
    d.update(e.public)
    return d


def _copy_reveal(r):
    if r is None:
        return None
    return {"kind": r["kind"], "round": r["round"], "winners": list(r["winners"]),
            "hands": [dict(h, cards=list(h["cards"])) for h in r["hands"]]}


RULES = MostWantedRules()

__all__ = ["RULES", "MostWantedRules", "MWState", "BAIL", "TARGET", "ROBBERIES", "FLIP_ORDER", "SHERIFF",
           "bail_of", "robbery_points", "distinct_subsets", "card_label"]
