"""One way to copy a game's state.

A state class says once, field by field, how a copy treats each field, and
``copied_by_fields`` gives it a ``clone`` method::

    @copied_by_fields(shared="phase winner", lists="hands_count", nested="hands", cloned="deck")
    class MyState: ...

Policies:

- ``shared``: the copy refers to the same object (numbers, strings, tuples,
  frozensets, and objects that are shared on purpose and never change);
- ``lists``: a list (or tuple) copied one level deep; its items are shared;
- ``nested``: a list of lists, each inner list copied;
- ``cloned``: an object with its own ``clone()`` (a deck, a nested state);
- ``clones``: a list of such objects, each cloned (the players' own states);
- ``dicts``: a dict copied one level deep, or None kept as None;
- ``dict_lists``: a dict whose values are lists, each list copied.

Every field must be named exactly once (a new field without a policy is an
error when the class is defined, not a shared list found later).  Fields are
the names in ``__slots__`` along the class's bases, or a dataclass's fields.

Bots clone states thousands of times a second, so the copy function is
written out for each class once, when it is defined, as straight-line
assignments (the way ``dataclasses`` makes ``__init__``): as fast as a
hand-written ``clone``.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, TypeVar

T = TypeVar("T", bound=type)

# How each policy copies field ``f`` of the original ``o``.
_COPY_EXPRESSIONS = {
    "shared": "o.{f}",
    "lists": "o.{f}[:]",
    "nested": "[x[:] for x in o.{f}]",
    "cloned": "o.{f}.clone()",
    "clones": "[x.clone() for x in o.{f}]",
    "dicts": "None if o.{f} is None else o.{f}.copy()",
    "dict_lists": "{{k: v[:] for k, v in o.{f}.items()}}",
}


def state_fields(cls: type) -> tuple[str, ...]:
    """The fields of a state class, in definition order."""
    if dataclasses.is_dataclass(cls):
        return tuple(f.name for f in dataclasses.fields(cls))
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        slots = klass.__dict__.get("__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        names += [s for s in slots if s not in ("__weakref__", "__dict__") and s not in names]
    if not names:
        raise TypeError(f"{cls.__name__} has neither __slots__ nor dataclass fields to copy")
    return tuple(names)


def copied_by_fields(**policies: str) -> Callable[[T], T]:
    """Class decorator: give the class a ``clone()`` that copies each field by
    its policy (keyword: policy name, value: field names separated by spaces)."""
    unknown = set(policies) - set(_COPY_EXPRESSIONS)
    if unknown:
        raise TypeError(f"unknown copy policies {sorted(unknown)}; use {', '.join(_COPY_EXPRESSIONS)}")
    policy_of: dict[str, str] = {}
    for policy, names in policies.items():
        for name in names.split():
            if name in policy_of:
                raise TypeError(f"field {name!r} has two copy policies: {policy_of[name]} and {policy}")
            policy_of[name] = policy

    def decorate(cls: T) -> T:
        fields = state_fields(cls)
        missing = [f for f in fields if f not in policy_of]
        extra = [f for f in policy_of if f not in fields]
        if missing or extra:
            raise TypeError(
                f"{cls.__name__}: every field needs one copy policy"
                + (f"; none for {missing}" if missing else "")
                + (f"; no such field {extra}" if extra else "")
            )
        cls.clone = _make_clone(cls, [(f, policy_of[f]) for f in fields])  # type: ignore[attr-defined]
        return cls

    return decorate


def _make_clone(cls: type, plan: list[tuple[str, str]]) -> Callable[[Any], Any]:
    body = ["def clone(o):", "    s = new(cls)"]
    body += [f"    s.{f} = {_COPY_EXPRESSIONS[policy].format(f=f)}" for f, policy in plan]
    body.append("    return s")
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
    exec("\n".join(body), namespace)  # the source is built above from field names only
    clone = namespace["clone"]
    clone.__qualname__ = f"{cls.__qualname__}.clone"
    clone.__module__ = cls.__module__
    clone.__doc__ = "An independent copy (made field by field, see ``game.core.state``)."
    return clone
