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

from pathlib import Path
from typing import Any

from game.core.game_file import read_game_info
from game.core.model import PartsRules

from ..cards import ALL_CARDS, card_label  # noqa: F401  (card_label: in __all__)
from .state import (  # noqa: F401  (the names the bots, tables and tests use)
    ACCEPT, ACTION, BAIL, CHALLENGE, CHALLENGE_A, CHURCH_TO, DUEL, FIRST, FLIP_ORDER, HAND_SIZE, KINDS,
    LABOR_PAY, MWState, OVER, PASS, PHASES, ROB, ROBBERIES, ROBBERY, SALOON_TO, SHERIFF, SHOOTOUT,
    SHOOTOUT_POINTS, SHOWDOWN, STAY_OUT, SUPPLY, TARGET, UNREADY, V_DISHONEST, V_FIRST_DUEL, V_SALOON,
    V_SHOOTOUT, _CARD_KINDS, _NO_ARGS, _unique, bail_of, discard_options, dishonest_options, distinct_subsets,
    robbery_points, shootout_options,
)
from . import checks, determinize, observe, refusals, setup, turn

GAME_FILE = Path(__file__).parents[1] / "content" / "game.json"   # its title, seats, roles, variants


class MostWantedRules(PartsRules):
    info = read_game_info(GAME_FILE, variants=(V_SALOON, V_SHOOTOUT, V_DISHONEST, V_FIRST_DUEL))

    parts = (setup, turn, refusals, observe, determinize, checks)

    def role_of(self, state: Any, seat: int) -> str:
        return "Outlaw"


RULES = MostWantedRules()

__all__ = ["RULES", "MostWantedRules", "MWState", "BAIL", "TARGET", "ROBBERIES", "FLIP_ORDER", "SHERIFF",
           "bail_of", "robbery_points", "distinct_subsets", "card_label"]
