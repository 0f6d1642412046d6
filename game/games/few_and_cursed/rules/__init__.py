"""The Few and Cursed's rules core (pure Python; rulings in
docs/rules-notes/few-and-cursed.md).

The package is split by concern, the parts every game has first: ``state``
(the data), ``setup``, ``turn`` (whose turn, what is legal, applying, the end),
``refusals`` (why not), ``observe`` (what each seat sees; ``describe`` its
words), ``determinize``, ``checks`` (invariants); then its own: ``rounds``
(phases, cleanup, the end), ``actions`` (what is legal), ``dispatch``
(applying), ``ops`` (the effect language and card play),
``town`` (encounters, store, job board), ``hunting`` (bounties, artifacts,
robbing, camping), ``moves`` (roads and monsters), ``tracks`` (water, health,
curse, Grit, jobs, and ``Game``, the context the rules' functions work on),
``scoring``.  The rules object hands each call of the protocol to the part of
that name, with itself (its catalog, map and legal-moves memo) as the first
argument.

``RULES`` plays on the game's content and desert map; ``FewAndCursedRules``
takes another catalog or board graph (the tests build small ones).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from game.core.game_file import read_game_info
from game.core.model import Action, BaseRules, Event, IllegalAction, MatchConfig, Outcome

from ..board import desert_graph
from ..catalog import Catalog, catalog
from . import checks, determinize as determinizing, observe as observing, refusals, setup as setting_up, turn
from .observe import describe
from .places import Desert
from .state import COOP, DEAL, GENTLER, RULES_2, RULES_3, SOLO_VARIANTS, State, clone_state, touch

GAME_FILE = Path(__file__).parents[1] / "content" / "game.json"   # its title, seats, roles, variants
INFO = read_game_info(GAME_FILE, variants=(*SOLO_VARIANTS, DEAL, COOP, GENTLER))
VARIANTS = INFO.variants  # their numbers are content/variants.json's (a test keeps them in step)
OLD_CHOOSE = "choose-characters"   # rules version 1: selecting characters was this variant, dealing the default


class FewAndCursedRules(BaseRules):
    info = INFO
    action_limit = 60_000  # bot matches run long: every card played is an action

    def __init__(self, content: Catalog | None = None, graph: Any = None):
        self._catalog = content
        self._graph = graph
        self._desert: Desert | None = None
        self.legal_memo = threading.local()  # one legal-moves memo per thread: the table and a bot ask at once

    @property
    def catalog(self) -> Catalog:
        if self._catalog is None:
            self._catalog = catalog()
        return self._catalog

    @property
    def desert(self) -> Desert:
        if self._desert is None:
            graph = self._graph
            if graph is None:
                graph = desert_graph()
            self._desert = Desert(graph)
        return self._desert

    # -- the protocol ------------------------------------------------------------
    def setup(self, config: MatchConfig, rng: Any) -> State:
        return setting_up.new_state(self, config, rng)

    def to_act(self, state: State) -> tuple[int, ...]:
        return turn.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return turn.legal_actions(self, state, seat)

    def refusal(self, state: State, seat: int, action: Action) -> str | None:
        return refusals.refusal(self, state, seat, action)

    def apply(self, state: State, seat: int, action: Action, rng: Any) -> list[Event]:
        why = self.refusal(state, seat, action)
        if why is not None:
            raise IllegalAction(why)
        return turn.apply_action(self, state, seat, action, rng)

    def observe(self, state: State, viewer: int | None) -> dict:
        return observing.observe(self, state, viewer)

    def outcome(self, state: State) -> Outcome | None:
        return turn.outcome(self, state)

    def determinize(self, state: State, viewer: int, rng: Any) -> State:
        copy = clone_state(state)
        determinizing.determinize(self, copy, viewer, rng)
        touch(copy)
        return copy

    def clone(self, state: State) -> State:
        return clone_state(state)

    def invariants(self, state: State) -> list[str]:
        return checks.invariants(self, state)

    def rounds_played(self, state: State) -> int:
        return state.round

    def role_of(self, state: State, seat: int) -> str:
        if state.phase == "characters" and seat >= state.turn:
            return ""   # not chosen yet: no role to show on a handoff card
        return self.catalog.characters[state.players[seat].character].name

    def config_from_older(self, config: MatchConfig, version: int, log) -> MatchConfig | None:
        """Rules version 1 dealt the characters unless ``choose-characters`` was on; today the seats
        select them unless ``random-characters`` is.  (A save of today's default written before
        the version was recorded is told by its log, which opens with the seats' selections.)
        Versions 1 and 2 read robbing, the Refresh, a monster in San Andreas, a monster's space
        and the Shadows' monsters as ``RULES_2`` keeps them, and played solo and co-op with the
        numbers now called Gentler.  Versions 1-3 fought and drained the Most Wanted cards with
        the attack and Grit ``RULES_3`` keeps (``RULES_2`` keeps them too)."""
        if version == 3:
            return MatchConfig(config.players, frozenset(set(config.variants) | {RULES_3}))
        if version not in (1, 2):
            return None
        variants = set(config.variants) | {RULES_2}
        if version == 1:
            if OLD_CHOOSE in variants:
                variants.discard(OLD_CHOOSE)
            elif DEAL not in variants and not (log and log[0][1].kind == "select"):
                variants.add(DEAL)
        if config.players == 1 or COOP in variants:
            variants.add(GENTLER)
        return MatchConfig(config.players, frozenset(variants))

    def describe(self, action: Action, viewer: int | None) -> str:
        """A log line's second half; what only the actor may know stays out unless ``viewer`` is the actor."""
        return describe(self.catalog, self.desert.graph, action, viewer)


RULES = FewAndCursedRules()

__all__ = ["RULES", "FewAndCursedRules", "INFO", "VARIANTS", "State", "describe"]
