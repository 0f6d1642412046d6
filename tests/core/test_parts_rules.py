"""PartsRules: a game's rules object hands each call of the protocol to the
function of its rules modules that HANDED_TO_PARTS names, keeps a method the
game writes itself, and refuses at once a call no part answers."""

from __future__ import annotations

import types

import pytest

from game.core.model import HANDED_TO_PARTS, Action, GameInfo, PartsRules

INFO = GameInfo("parts-test", "Parts Test", 1, 1)


def _module(part: str, **functions) -> types.ModuleType:
    module = types.ModuleType(f"game.games.parts_test.rules.{part}")
    module.__dict__.update(functions)
    return module


def _parts(without=()):
    """Modules answering every call (each answer says its name and what it was
    given), but for the (part, function) pairs ``without``."""
    answers = {(part, function): (lambda *args, _f=function: (_f, args))
               for part, function in HANDED_TO_PARTS.values() if (part, function) not in without}
    by_part: dict[str, dict] = {}
    for (part, function), answer in answers.items():
        by_part.setdefault(part, {})[function] = answer
    return tuple(_module(part, **functions) for part, functions in by_part.items())


def test_every_call_goes_to_the_function_its_part_names():
    class Rules(PartsRules):
        info = INFO
        parts = _parts()

    rules = Rules()
    assert rules.to_act("s") == ("to_act", ("s",))
    assert rules.apply("s", 0, Action("go"), "rng") == ("apply_action", ("s", 0, Action("go"), "rng"))
    assert rules.refusal("s", 0, Action("go")) == ("refusal", ("s", 0, Action("go")))
    assert rules.invariants("s") == ("invariants", ("s",))


def test_a_method_the_game_writes_stands_and_a_missing_optional_part_keeps_the_default():
    class Rules(PartsRules):
        info = INFO
        parts = _parts(without={("observe", "describe"), ("checks", "invariants")})

        def to_act(self, state):
            return ("mine",)

    rules = Rules()
    assert rules.to_act("s") == ("mine",)
    assert rules.describe(Action("stay_out"), None) == "stay out"   # BaseRules' words
    assert rules.invariants("s") == []


def test_a_call_no_part_answers_is_refused_when_the_class_is_made():
    with pytest.raises(TypeError, match="turn.legal_actions"):
        class Rules(PartsRules):
            info = INFO
            parts = _parts(without={("turn", "legal_actions")})
