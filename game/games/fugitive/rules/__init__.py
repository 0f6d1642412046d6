"""Fugitive (Fowers Games, 2017): the rules, pure Python.

Seat 0 is the Fugitive, seat 1 the Marshal.  Cards are the integers 0-42;
in the Events variant, event cards travel in the piles as ``EVENT_BASE + i``
(``i`` indexes ``events.event_deck()``).  Rulings on everything the rulebook
leaves open are in ``docs/rules-notes/fugitive.md``.

Actions (``Action(kind, args)``), small so that search and random play work:

=================  ==========  =================================================
kind               args        meaning
=================  ==========  =================================================
``draw``           (pile,)     draw the top card of pile 0 (4-14), 1 (15-28) or 2 (29-41)
``hideout``        (card,)     Fugitive: take this card as the next hideout
``sprint``         (card,)     Fugitive: tuck this card under it as a sprint card (never 42)
``confirm``        ()          Fugitive: place the hideout (the sprint must cover the distance)
``cancel``         ()          Fugitive: take the hideout and its sprint cards back
``pass``           ()          Fugitive: place no (further) hideout this turn
``guess``          (n, ...)    Marshal: guess one number, or several at once
                               (sorted, distinct, at most as many as face-down
                               hideouts; all right reveals all, any wrong nothing)
=================  ==========  =================================================

``legal_actions`` lists every legal action except guesses of several numbers:
those are any 2 to ``face_down`` distinct numbers among the listed single
guesses (too many to list, and rarely wise); ``refusal`` accepts them, and
``multi_guess_refusal`` explains a refused one.

Observation format (``observe(state, viewer)``; viewer 0, 1 or None for a
spectator).  A plain dict; every list is a fresh list::

    game            "fugitive"
    viewer          0, 1 or None;  role: "Fugitive", "Marshal" or None
    events_variant  True when the Events variant is on
    phase           "fugitive_place" | "fugitive_draw" | "marshal_draw" |
                    "marshal_guess" | "manhunt" | "over"
    to_act          the seat to act, or None when the match is over
    first_turn      True during the acting player's first turn
    fugitive_turns, marshal_turns   turns begun so far by each
    route           one entry per hideout, index 0 being the face-up 0:
                    {index, number (None when hidden from viewer), revealed,
                     sprint (list of cards, None when hidden from viewer),
                     sprint_count, sprint_shown (its sprint cards are face up),
                     reach (3 unless an event changed it), parity ("odd",
                     "even" or None: a Muddy Tracks clue)}
    face_down       how many hideouts are face down
    highest_revealed the highest face-up hideout number (0 at the start)
    piles           [cards left in pile 0, 1, 2]  (events included)
    pile_ranges     [[4, 14], [15, 28], [29, 41]]
    events_in_piles [events still hidden in each pile] (zeros without the variant)
    fugitive_hand   sorted list for the Fugitive, None for anyone else
    fugitive_hand_count   cards in his hand (a hideout being assembled counts)
    marshal_hand    sorted list, for everyone: the Marshal's hand is open
    fugitive_from_piles   [number cards the Fugitive took from pile 0, 1, 2],
                    his starting draws included (public: piles are seen)
    pending         Fugitive only, while he assembles a hideout:
                    {hideout, sprint, sprint_value, reach, needed (sprint
                     value still missing, 0 when ready), ready}; else None
    turn            {draws_left, hideouts_left, must_place, guesses_left}
    guesses         [{numbers, hit, route_length (hideouts incl. 0 at the
                     time), manhunt, marshal_turn}], oldest first
    manhunt         True once the Manhunt has begun
    effects         {fugitive_reach, fugitive_extra_hideouts,
                     marshal_extra_guesses, marshal_skips_guess,
                     extra_draws: [f, m], skips_draw: [f, m]} (event effects waiting)
    event_discard   [{id, name, helps, text, pile, drawn_by}] events resolved so far
    last_events     [{"kind": ..., **data}] what the last action did, as viewer may see it
    outcome         None, or {winner, winner_role, reason}
"""

from __future__ import annotations

from pathlib import Path

from game.core.game_file import read_game_info
from game.core.model import PartsRules
from game.core.rng import Rng

from ..events import event_deck  # noqa: F401  (the tests read the deck here)
from .state import (  # noqa: F401  (the names the bots, tables and tests use)
    ALL_CARDS, BASE_REACH, BIT, CANCEL, CONFIRM, DRAW, ESCAPE, EVENTS_PER_PILE, EVENT_BASE, FUGITIVE, FUG_DRAW,
    FUG_PLACE, FugitiveState, GROUP_OF, GUESS, HIDEOUT, MANHUNT, MANHUNT_BELOW, MARSHAL, MAR_DRAW, MAR_GUESS,
    MIN_REACH, OVER, PARITY_NAMES, PASS, PHASES, PILE_NAMES, PILE_RANGES, ROLES, SPRINT, SPV, START,
    START_DRAWS, START_HAND, SV, _ALL_LIST, _FIRST_TURN_MEMO, _GUESS_CHUNKS, _PILE_ALLOWED, _START_KNOWN,
    _all_piles_empty, _check_route, _pile_allowed_events, _reshuffle_piles, _single_guesses, _split_ok, _two_ok,
    current_reach, pending_need, sprint_value,
)
from . import checks, determinize, observe, refusals, setup, turn

GAME_FILE = Path(__file__).parents[1] / "content" / "game.json"   # its title, seats, roles, variants


class FugitiveRules(PartsRules):
    info = read_game_info(GAME_FILE, roles=ROLES)

    parts = (setup, turn, refusals, observe, determinize, checks)

    def multi_guess_refusal(self, state: FugitiveState, numbers) -> str | None:
        return refusals.multi_guess_refusal(state, numbers)

    def determinize(self, state: FugitiveState, viewer: int | None, rng: Rng) -> FugitiveState:
        """The rules object plays the trial placements of a resampled route."""
        return determinize.determinize(self, state, viewer, rng)


RULES = FugitiveRules()
