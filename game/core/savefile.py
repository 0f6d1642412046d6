"""The save file: a readable header and a payload that spoils nothing.

A save is JSON.  Its header says what anyone may know at a glance (format,
version, game, players, date, move count); the seed and the action log, from
which every hidden card, role and station could be rebuilt, travel in
``payload`` compressed (zlib) and encoded (base64), so a save opened in a
text editor shows nothing hidden.  ``checksum`` (SHA-256 over the header and
the payload) turns any edit of the file into a clear "damaged save".

Version 1 saves (plain JSON with the seed and log in the open) still load.

    encode(plain, date) -> str     plain: Match.to_json(), the version-1 layout
    decode(data) -> dict           the version-1 layout, from either version
    header(data) -> dict           the readable part (checked), without replaying
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib
from typing import Any

SAVE_FORMAT = "bounty-table-save"
PLAIN_VERSION = 1  # the layout Match.to_json() gives (and version-1 files hold)
FILE_VERSION = 2
MAX_PAYLOAD = 16 * 1024 * 1024  # bytes once decompressed: more is no save of ours
HEADER_KEYS = ("format", "version", "game", "players", "date", "moves")
SECRET_KEYS = ("config", "seed", "log")


class SaveError(Exception):
    """A save file that cannot be used; the message is meant for the player."""


def _checksum(fields: dict) -> str:
    canonical = json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def encode(plain: dict, date: str) -> str:
    """The file text for a match's plain data (``Match.to_json()``)."""
    secret = {k: plain[k] for k in SECRET_KEYS}
    packed = zlib.compress(json.dumps(secret, separators=(",", ":")).encode("utf-8"), 9)
    data = {
        "format": SAVE_FORMAT,
        "version": FILE_VERSION,
        "game": plain["game"],
        "players": plain["seats"],
        "date": date,
        "moves": len(plain["log"]),
        "payload": base64.b64encode(packed).decode("ascii"),
    }
    data["checksum"] = _checksum(data)
    return json.dumps(data, indent=1, ensure_ascii=False)


def header(data: Any) -> dict:
    """The readable header of a save (version 2 only checks its checksum)."""
    _check_format(data)
    if data["version"] == PLAIN_VERSION:
        log = data.get("log")
        return {"game": data.get("game"), "players": data.get("seats"), "date": None,
                "moves": len(log) if isinstance(log, list) else None}
    _check_sum(data)
    return {k: data[k] for k in HEADER_KEYS}


def decode(data: Any) -> dict:
    """The plain (version-1 layout) data of a save of either version."""
    _check_format(data)
    if data["version"] == PLAIN_VERSION:
        return data
    _check_sum(data)
    try:
        packed = base64.b64decode(data["payload"], validate=True)
        unpack = zlib.decompressobj()
        raw = unpack.decompress(packed, MAX_PAYLOAD)
        if unpack.unconsumed_tail or not unpack.eof:
            raise ValueError("the payload is incomplete or too large")
        secret = json.loads(raw.decode("utf-8"))
    except (binascii.Error, zlib.error, ValueError, UnicodeDecodeError, RecursionError, TypeError) as exc:
        raise SaveError(f"the save file is damaged: its payload cannot be read ({exc})") from None
    if not isinstance(secret, dict) or any(k not in secret for k in SECRET_KEYS):
        raise SaveError("the save file is damaged: its payload is incomplete")
    if not isinstance(secret["log"], list) or len(secret["log"]) != data["moves"]:
        raise SaveError("the save file is damaged: its move count does not match its log")
    plain = {"format": SAVE_FORMAT, "version": PLAIN_VERSION, "game": data["game"], "seats": data["players"]}
    plain.update({k: secret[k] for k in SECRET_KEYS})
    return plain


def _check_format(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("this is not a Bounty Table save file")
    if data.get("version") not in (PLAIN_VERSION, FILE_VERSION):
        raise SaveError(f"save format version {data.get('version')!r} is not supported")


def _check_sum(data: dict) -> None:
    missing = [k for k in HEADER_KEYS + ("payload", "checksum") if k not in data]
    if missing:
        raise SaveError(f"the save file is damaged: {', '.join(missing)} missing")
    fields = {k: data[k] for k in HEADER_KEYS + ("payload",)}
    try:
        expected = _checksum(fields)
    except (TypeError, ValueError, RecursionError):
        expected = None
    if len(data) != len(fields) + 1 or data["checksum"] != expected:
        raise SaveError("the save file is damaged: it was changed after it was saved (its checksum does not match)")
