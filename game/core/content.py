"""Versioned JSON content files (card lists, decks, boards of data), read and
validated once so a broken file stops with one sentence that names the file,
the item and the field, never a traceback mid-match.

A content file is a JSON object with a format marker and one list of items:

    {"format": 1, "cards": [{"id": "sprint", ...}, ...]}

``read_document(path, format=1)`` reads and checks the marker (an int, or a
name with ``version=`` for files marked ``{"format": "fugitive-events",
"version": 1}``); ``items(doc, source, "cards", "card")`` walks the list and
yields one ``Fields`` per item, after checking every item is an object with a
unique id.  ``Fields`` reads typed fields and fails with the full location:

    ContentError: upgrades.json, card 'sprint', field 'gain.move': expected an int

    for f in items(doc, "upgrades.json", "cards", "card"):
        name = f.text("name", max_len=30)
        gain = f.section("gain")            # a nested object: its errors say gain.<key>
        move = gain.int("move", lo=0, default=0)
        f.only("id", "name", "gain", ...)   # unknown keys are typos

Pure Python, no dependency beyond the standard library.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

_ID = re.compile(r"^[a-z0-9][a-z0-9_\-]{0,47}$")
_MISSING = object()


class ContentError(ValueError):
    """A content file that cannot be used; the message says where and why."""


def _describe(value: Any) -> str:
    text = json.dumps(value) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def json_file(path: Path, missing: Callable[[], Exception], unreadable: Callable[[Exception], Exception],
              invalid: Callable[[Exception], Exception]) -> Any:
    """The decoded JSON of the file at ``path``; when it is missing, cannot be read or is no
    JSON (or nests too deeply), the caller's words for that are raised instead."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise missing() from None
    except (OSError, UnicodeDecodeError) as exc:
        raise unreadable(exc) from None
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise invalid(exc) from None


def read_json(path: str | Path) -> Any:
    """The decoded JSON of ``path``; ContentError naming the file otherwise."""
    path = Path(path)

    def invalid(exc: Exception) -> ContentError:
        if isinstance(exc, RecursionError):
            return ContentError(f"{path.name}: nested too deeply to read")
        return ContentError(f"{path.name}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}")
    return json_file(path, lambda: ContentError(f"{path.name}: the file is missing (looked in {path.parent})"),
                     lambda exc: ContentError(f"{path.name}: cannot be read ({exc})"), invalid)


def check_header(data: Any, source: str, format: Any, version: int | None = None) -> dict:
    """``data`` if it is an object carrying the expected format (and version)."""
    if not isinstance(data, dict):
        raise ContentError(f"{source}: the file must hold one JSON object, not {type(data).__name__}")
    if data.get("format") != format:
        raise ContentError(f"{source}: field 'format': expected {format!r}, got {_describe(data.get('format'))}"
                           " (a file written for another version of the game?)")
    if version is not None and data.get("version") != version:
        raise ContentError(f"{source}: field 'version': expected {version}, got {_describe(data.get('version'))}")
    return data


def read_document(path: str | Path, format: Any = 1, version: int | None = None) -> dict:
    """Read ``path`` and check its format marker; the decoded object."""
    path = Path(path)
    return check_header(read_json(path), path.name, format, version)


def items(doc: dict, source: str, key: str, label: str, id_field: str = "id",
          min_count: int = 0) -> Iterator["Fields"]:
    """One ``Fields`` per item of ``doc[key]``; ids must be unique short names."""
    raw = doc.get(key, _MISSING)
    if not isinstance(raw, list):
        got = "nothing" if raw is _MISSING else type(raw).__name__
        raise ContentError(f"{source}: field {key!r}: expected a list of {label}s, got {got}")
    if len(raw) < min_count:
        raise ContentError(f"{source}: field {key!r}: expected at least {min_count} {label}s, got {len(raw)}")
    seen: set[str] = set()
    for n, item in enumerate(raw, 1):
        if not isinstance(item, dict):
            raise ContentError(f"{source}, {label} {n}: expected an object, got {_describe(item)}")
        ident = item.get(id_field)
        if not isinstance(ident, str) or not _ID.match(ident):
            raise ContentError(f"{source}, {label} {n}, field {id_field!r}: expected a short lower-case id,"
                               f" got {_describe(ident)}")
        if ident in seen:
            raise ContentError(f"{source}, {label} {ident!r}: the id is used twice")
        seen.add(ident)
        yield Fields(item, f"{source}, {label} {ident!r}", ident=ident)


class Fields:
    """Typed reads of one JSON object, failing with ``where`` and the field path."""

    __slots__ = ("data", "where", "prefix", "ident")

    def __init__(self, data: Any, where: str, prefix: str = "", ident: str = ""):
        self.where = where
        self.prefix = prefix
        self.ident = ident
        if not isinstance(data, dict):
            self.fail("", f"expected an object, got {_describe(data)}")
        self.data = data

    # -- failing ------------------------------------------------------------
    def path(self, key: str) -> str:
        return f"{self.prefix}.{key}" if self.prefix and key else (self.prefix or key)

    def fail(self, key: str, why: str) -> None:
        field = self.path(key)
        raise ContentError(f"{self.where}, field {field!r}: {why}" if field else f"{self.where}: {why}")

    # -- reading -------------------------------------------------------------
    def has(self, key: str) -> bool:
        return key in self.data

    def raw(self, key: str, default: Any = _MISSING) -> Any:
        if key in self.data:
            return self.data[key]
        if default is _MISSING:
            self.fail(key, "is missing")
        return default

    def int(self, key: str, lo: int | None = None, hi: int | None = None, default: Any = _MISSING) -> int:
        value = self.raw(key, default)
        if value is default and key not in self.data:
            return value
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail(key, f"expected an int, got {_describe(value)}")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            span = f"from {lo} to {hi}" if lo is not None and hi is not None else (
                f"at least {lo}" if lo is not None else f"at most {hi}")
            self.fail(key, f"expected an int {span}, got {value}")
        return value

    def bool(self, key: str, default: Any = _MISSING) -> bool:
        value = self.raw(key, default)
        if not isinstance(value, bool):
            self.fail(key, f"expected true or false, got {_describe(value)}")
        return value

    def text(self, key: str, max_len: int | None = None, default: Any = _MISSING, one_line: bool = True) -> str:
        value = self.raw(key, default)
        if value is default and key not in self.data:
            return value
        if not isinstance(value, str) or not value.strip():
            self.fail(key, f"expected a non-empty text, got {_describe(value)}")
        if max_len is not None and len(value) > max_len:
            self.fail(key, f"expected at most {max_len} characters, got {len(value)}")
        if one_line and "\n" in value:
            self.fail(key, "expected one line of text")
        return value.strip()

    def choice(self, key: str, allowed: Iterable[Any], default: Any = _MISSING) -> Any:
        allowed = tuple(allowed)
        value = self.raw(key, default)
        if value not in allowed:
            self.fail(key, f"expected one of {', '.join(map(str, allowed))}, got {_describe(value)}")
        return value

    def list(self, key: str, default: Any = _MISSING, min_len: int = 0) -> list:
        value = self.raw(key, default)
        if not isinstance(value, list):
            self.fail(key, f"expected a list, got {_describe(value)}")
        if len(value) < min_len:
            self.fail(key, f"expected at least {min_len} entries, got {len(value)}")
        return value

    def names(self, key: str) -> tuple[str, ...]:
        """The list of non-empty texts at ``key`` (none when it is absent), stripped."""
        values = self.list(key, default=[])
        for i, v in enumerate(values):
            if not isinstance(v, str) or not v.strip():
                self.fail(f"{key}[{i}]", f"expected a name, got {v!r}")
        return tuple(v.strip() for v in values)

    def section(self, key: str, default: Any = _MISSING) -> "Fields":
        """The object at ``key`` as Fields whose errors name ``key.<field>``."""
        value = self.raw(key, default)
        if not isinstance(value, dict):
            self.fail(key, f"expected an object, got {_describe(value)}")
        return Fields(value, self.where, self.path(key), self.ident)

    def entry(self, key: str, index: int) -> "Fields":
        """Entry ``index`` (0-based) of the list at ``key``, as Fields named ``key[index]``."""
        return Fields(self.data[key][index], self.where, f"{self.path(key)}[{index}]", self.ident)

    def only(self, *allowed: str) -> None:
        """Refuse keys outside ``allowed`` (they are most likely typos)."""
        unknown = sorted(set(self.data) - set(allowed))
        if unknown:
            field = self.path(unknown[0])
            raise ContentError(f"{self.where}, field {field!r}: unknown field (expected one of"
                               f" {', '.join(sorted(allowed))})")

    def refer(self, key: str, known: Iterable[str], what: str, default: Any = _MISSING) -> str:
        """A text field that must name one of ``known`` (another item's id)."""
        known = set(known)
        value = self.raw(key, default)
        if value not in known:
            self.fail(key, f"names no {what}: {_describe(value)}")
        return value


__all__ = ["ContentError", "Fields", "check_header", "items", "read_document", "read_json"]
