"""The effect interpreter: ops registered by a game, refused at load when unknown, run as a queue."""

import pytest

from game.core.content import ContentError, Fields
from game.core.effects import WAIT, OpSet, Param


def toy_ops():
    ops = OpSet()
    ops.register("gain", lambda ctx, op: ctx["log"].append(("gain", op["n"])), n=Param("int", lo=0))
    ops.register("draw", lambda ctx, op: ctx["log"].append(("draw", op["n"])), n=Param("int", optional=True, default=1))
    ops.register("ask", lambda ctx, op: WAIT)
    ops.register("twice", lambda ctx, op: list(op["then"]) * 2, then=Param("ops"))
    ops.register("choose", lambda ctx, op: list(op["options"][ctx["pick"]]), options=Param("options"))
    return ops


def card(effects):
    return Fields({"id": "sprint", "effects": effects}, "upgrades.json, card 'sprint'", ident="sprint")


def test_compile_fills_defaults_and_nests():
    ops = toy_ops()
    compiled = ops.compile(card([{"op": "draw"}, {"op": "twice", "then": [{"op": "gain", "n": 2}]}]), "effects")
    assert compiled == ({"op": "draw", "n": 1}, {"op": "twice", "then": ({"op": "gain", "n": 2},)})


@pytest.mark.parametrize("effects, words", [
    ([{"op": "fly"}], "field 'effects[0].op': unknown op 'fly'"),
    ([{"op": "gain"}], "field 'effects[0].n': is missing (op 'gain' needs it)"),
    ([{"op": "gain", "n": "two"}], "field 'effects[0].n': expected an int"),
    ([{"op": "gain", "n": 1, "m": 2}], "field 'effects[0].m': unknown field"),
    ([{"op": "twice", "then": [{"op": "nope"}]}], "field 'effects[0].then[0].op': unknown op 'nope'"),
    ([{"op": "choose", "options": [[{"op": "gain", "n": 1}], [{"op": "warp"}]]}],
     "field 'effects[0].options[1][0].op': unknown op 'warp'"),
    ({"op": "gain"}, "field 'effects': expected a list"),
])
def test_unknown_or_broken_ops_are_refused_at_load(effects, words):
    with pytest.raises(ContentError) as err:
        toy_ops().compile(card(effects), "effects")
    assert str(err.value).startswith("upgrades.json, card 'sprint'")
    assert words in str(err.value)


def test_run_prepends_returned_ops_and_stops_to_wait():
    ops = toy_ops()
    ctx = {"log": [], "pick": 1}
    queue = list(ops.compile(card([
        {"op": "twice", "then": [{"op": "gain", "n": 1}]},
        {"op": "choose", "options": [[{"op": "draw", "n": 5}], [{"op": "draw", "n": 2}]]},
        {"op": "ask"},
        {"op": "gain", "n": 9},
    ]), "effects"))
    assert ops.run(queue, ctx) is False
    assert ctx["log"] == [("gain", 1), ("gain", 1), ("draw", 2)]
    assert queue == [{"op": "gain", "n": 9}]
    assert ops.run(queue, ctx) is True
    assert ctx["log"][-1] == ("gain", 9)


def test_an_op_the_loader_accepts_without_a_handler_fails_the_check_at_load():
    ops = OpSet()
    ops.register("gain", lambda ctx, op: None, n=Param("int"))
    ops.register("draw", n=Param("int"))
    assert ops.unhandled() == ("draw",)
    with pytest.raises(ValueError, match="draw"):
        ops.check_handlers()
    ops.handle("draw", lambda ctx, op: None)
    ops.check_handlers()
    assert ops.unhandled() == ()


def test_every_effect_of_the_few_and_cursed_has_a_handler():
    from game.games.few_and_cursed.catalog import OPS
    from game.games.few_and_cursed.rules import ops  # noqa: F401  (attaches the handlers)

    assert OPS.names() and OPS.unhandled() == ()
