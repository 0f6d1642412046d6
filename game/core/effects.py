"""A small effect interpreter for card text written as data.

A card's effect is a list of operations, each a JSON object naming its op:

    [{"op": "gain", "move": 2}, {"op": "draw", "n": 1}]

A game registers the ops it knows on an ``OpSet`` with their parameters and a
handler; ``OpSet.compile`` validates a list from a content file at load time
(an unknown op, a missing or mistyped parameter is a ``ContentError`` naming
the file, the item and the field) and fills defaults; ``OpSet.run`` executes a
queue of compiled ops against the game's context.

A handler ``handler(ctx, op)`` returns:

- ``None``: done, go on with the next op;
- a list of ops: run these first, then the rest (``choose``, ``if``...);
- ``WAIT``: a player must decide something; ``run`` stops and leaves the rest
  of the queue in place.  The game stores the queue in its state (ops are
  plain dicts, so a state stays copyable) and calls ``run`` again once the
  decision is made.

Parameter kinds (``Param.kind``): "int", "bool", "text", "ops" (a nested op
list), "options" (a list of op lists), or a callable ``check(fields, key)``
returning the value (a game's own shapes, a bundle of resources say).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .content import ContentError, Fields

WAIT = object()  # returned by a handler that waits for a decision

Handler = Callable[[Any, dict], Any]


@dataclass(frozen=True, slots=True)
class Param:
    kind: Any
    optional: bool = False
    default: Any = None
    lo: int | None = None
    hi: int | None = None


@dataclass(frozen=True, slots=True)
class OpSpec:
    name: str
    params: dict
    handler: Handler | None


class OpSet:
    """The ops one game knows: register them, compile content, run queues."""

    def __init__(self) -> None:
        self._ops: dict[str, OpSpec] = {}

    def register(self, name: str, handler: Handler | None = None, **params: Param) -> None:
        """Add an op; ``handler`` may be given later with ``handle``."""
        if name in self._ops:
            raise ValueError(f"op {name!r} is registered twice")
        self._ops[name] = OpSpec(name, dict(params), handler)

    def handle(self, name: str, handler: Handler) -> None:
        spec = self._ops[name]
        self._ops[name] = OpSpec(name, spec.params, handler)

    def names(self) -> tuple[str, ...]:
        return tuple(self._ops)

    def unhandled(self) -> tuple[str, ...]:
        """The ops the loader accepts that nothing would run."""
        return tuple(name for name, spec in self._ops.items() if spec.handler is None)

    def check_handlers(self) -> None:
        """Every op a content file may use has a handler; a game calls this once it has
        attached them all, so a missing one fails at load, not mid-match."""
        missing = self.unhandled()
        if missing:
            raise ValueError(f"ops the loader accepts but nothing runs: {', '.join(missing)}")

    def __contains__(self, name: object) -> bool:
        return name in self._ops

    # -- loading ------------------------------------------------------------------
    def compile(self, fields: Fields, key: str, default: Any = None) -> tuple:
        """The op list at ``fields[key]`` validated; ``default`` if absent
        (``None`` makes the key required)."""
        if not fields.has(key):
            if default is None:
                fields.fail(key, "is missing")
            return default
        raw = fields.list(key)
        return tuple(self._compile_op(fields.entry(key, i)) for i in range(len(raw)))

    def _compile_op(self, f: Fields) -> dict:
        name = f.raw("op")
        if name not in self._ops:
            f.fail("op", f"unknown op {name!r} (known: {', '.join(sorted(self._ops))})")
        spec = self._ops[name]
        f.only("op", *spec.params)
        op: dict[str, Any] = {"op": name}
        for pname, param in spec.params.items():
            if not f.has(pname):
                if not param.optional:
                    f.fail(pname, f"is missing (op {name!r} needs it)")
                op[pname] = param.default
                continue
            op[pname] = self._value(f, pname, param)
        return op

    def _value(self, f: Fields, key: str, param: Param) -> Any:
        kind = param.kind
        if kind == "int":
            return f.int(key, lo=param.lo, hi=param.hi)
        if kind == "bool":
            return f.bool(key)
        if kind == "text":
            return f.text(key)
        if kind == "ops":
            return self.compile(f, key)
        if kind == "options":
            options = f.list(key, min_len=1)
            out = []
            for i in range(len(options)):
                sub = Fields({"ops": options[i]}, f.where, f"{f.path(key)}[{i}]", f.ident)
                if not isinstance(options[i], list):
                    sub.fail("", "expected a list of ops")
                out.append(self._compile_list(sub, options[i]))
            return tuple(out)
        if callable(kind):
            return kind(f, key)
        raise ValueError(f"unknown parameter kind {kind!r}")

    def _compile_list(self, f: Fields, raw: list) -> tuple:
        return tuple(self._compile_op(Fields(raw[i], f.where, f"{f.prefix}[{i}]", f.ident))
                     for i in range(len(raw)))

    # -- running --------------------------------------------------------------------
    def run(self, queue: list, ctx: Any) -> bool:
        """Run ops from the front of ``queue`` (mutated); True when it is empty,
        False when a handler waits for a decision."""
        while queue:
            op = queue.pop(0)
            spec = self._ops.get(op["op"])
            if spec is None or spec.handler is None:
                raise ContentError(f"op {op['op']!r} has no handler")
            result = spec.handler(ctx, op)
            if result is WAIT:
                return False
            if result:
                queue[0:0] = list(result)
        return True


__all__ = ["OpSet", "Param", "WAIT"]
