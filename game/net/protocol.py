"""The table protocol: JSON messages over WebSockets, one object per message.

Every message is an object with a ``kind``.  A connection opens with
``hello`` carrying ``PROTOCOL``; a server that speaks another version answers
with an ``error`` of code ``protocol`` naming both versions and closes, and
the client raises :class:`ProtocolMismatch` with the same sentence.

Client to server:
    hello   {protocol, client, version?}      version: the app's (shown when the protocols differ)
    open    {game, players, bots: [level|null per seat], seed?, variants?, names?}
    join    {code, seat, token, since?}       take (or take back) a seat; since: events already held
    watch   {code}                            a spectator: the public view
    act     {seat, action: [kind, [args]]}    answered by ack or refused, then state/events to all
    undo    {seat, check?}                    the server decides by the table's rule (check: only ask)
    hint    {seat, level, pending?}           the seat's bot of that level suggests a move, on what the seat
                                              may know with ``pending`` (actions armed at its table) made
    ahead   {seat, actions}                   the seat's legal moves once it has made ``actions`` (its own
                                              what-if, on what it may know)
    bot     {code, host, seat, level}         the host hands a seat nobody holds to a server bot
    rematch {code, host}                      same room, same seats and tokens, a new deal

Server to client:
    welcome {protocol, server, version}
    room    {code, host, seats: [{seat, name, bot, token?}]}   tokens only to the opener
    joined  {code, seat}
    state   {code, seat, status, round, game, move, to_act, legal, view, outcome, variants,
             seats: [{seat, name, bot, connected, state, role}], waiting}
    events  {code, seat, since, steps: [{seat, text, events: [{kind, data}]}]}
    ack     {seat, move}  refused {seat, reason, about?}  undone {seat, move}
    hint    {seat, move, pending, action, reason}   refused {about: "hint", seat, move, pending, reason}
    ahead   {seat, move, actions, legal, reason}    reason: why ``actions`` cannot be made (legal empty)
    undo_answer {seat, ok, reason, short}     rematch {code, round}
    error   {code, message}   codes: protocol, bad_json, bad_request, unknown_kind, too_big (the
            connection is closed instead), rate_limited, bad_token, no_room, not_your_seat, seat_taken, not_over;
            a protocol mismatch also carries the server's app version
    (peek, claim, chat, close, record and their answers: see lobby.py)

Nothing here imports pygame: the server runs headless.
"""

from __future__ import annotations

import json
from typing import Any

from game.core.model import Action, Event
from game.version import VERSION

PROTOCOL = 2   # 2: hints on the seat's own view with what it armed (pending), and ahead
MAX_MESSAGE = 64 * 1024          # bytes a client may send in one message; bigger closes the connection
MAX_OUTGOING = 8 * 1024 * 1024   # what a client accepts from the server (a long log resent at reconnect)


class ProtocolError(Exception):
    """A message that breaks the protocol; ``code`` names the kind of fault."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


class ProtocolMismatch(ProtocolError):
    """The other side speaks another protocol version; ``server_version`` is the
    server's Bounty Table version when it said (for a sentence a person understands)."""

    def __init__(self, message: str, server_version: str | None = None):
        super().__init__("protocol", message)
        self.server_version = server_version


def mismatch_sentence(server_version: Any, client_version: Any) -> str:
    return (f"this table server speaks protocol {server_version} and the client speaks {client_version}: "
            "use the same version of Bounty Table on both sides")


def _plain(value: Any) -> Any:
    """Tuples to lists and sets to sorted lists, so every message has one spelling."""
    if isinstance(value, (frozenset, set)):
        return sorted((_plain(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    raise TypeError(f"{type(value).__name__} does not travel in a message")


def encode(message: dict) -> str:
    """One canonical spelling: sorted keys, no spaces (equal messages are equal bytes)."""
    return json.dumps(message, default=_plain, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def decode(text: Any, limit: int = MAX_MESSAGE) -> dict:
    """A message as an object with a string ``kind``, or ProtocolError."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("bad_json", "a message must be UTF-8 JSON text") from None
    if len(text) > limit:
        raise ProtocolError("too_big", f"a message may be at most {limit} bytes")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise ProtocolError("bad_json", f"not JSON: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise ProtocolError("bad_request", "a message must be an object with a \"kind\"")
    return data


def error(code: str, message: str) -> dict:
    return {"kind": "error", "code": code, "message": message}


def event_json(event: Event) -> dict:
    """An event already redacted for its viewer (``Event.for_viewer``): kind and what it shows."""
    return {"kind": event.kind, "data": dict(event.public)}


def steps_json(steps: list) -> list[dict]:
    """``Match.events_for`` output as message data."""
    return [{"seat": seat, "text": text, "events": [event_json(e) for e in events]} for seat, text, events in steps]


def action_of(data: Any) -> Action:
    try:
        return Action.from_json(data)
    except (ValueError, TypeError) as exc:
        raise ProtocolError("bad_request", f"not an action: {exc}") from None


def field(message: dict, name: str, kind: type | tuple, required: bool = True) -> Any:
    """``message[name]`` checked to be of ``kind`` (bool is never a number here)."""
    if name not in message or message[name] is None:
        if required:
            raise ProtocolError("bad_request", f"{message['kind']} needs {name!r}")
        return None
    value = message[name]
    if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise ProtocolError("bad_request", f"{name!r} has the wrong type")
    if not isinstance(value, kind):
        raise ProtocolError("bad_request", f"{name!r} has the wrong type")
    return value
