"""What the host, join and lobby scenes share: where a hosted table listens,
whether the local network is used, the seats' colours and words, and the
clipboard.

``NETWORK`` is the one switch between a real game night and a test: the app
hosts on every interface and advertises on the local network; tests, the
smoke run and screenshots call ``loopback_only()`` so nothing leaves this
machine (a test of discovery does it inside a network namespace of its own).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

import pygame

from game import games, paths
from game.net.hosting import Games
from game.net.session import DEFAULT_PORT


STATE_WORDS = {"here": "here", "joined": "joined", "waiting": "waiting", "away": "reconnecting...",
               "bot": "bot"}
LEVEL_WORDS = {"easy": "Easy bot", "normal": "Normal bot", "hard": "Hard bot"}


@dataclass
class Network:
    bind: str = "0.0.0.0"        # every interface: friends on the network can reach the table
    port: int = DEFAULT_PORT
    lan: bool = True             # advertise hosted tables and look for others on the local network


NETWORK = Network()


@contextlib.contextmanager
def loopback_only(lan: bool = False):
    """Host on 127.0.0.1 (a port the system picks) and keep off the network while inside."""
    before = (NETWORK.bind, NETWORK.port, NETWORK.lan)
    NETWORK.bind, NETWORK.port, NETWORK.lan = "127.0.0.1", 0, lan
    try:
        yield NETWORK
    finally:
        NETWORK.bind, NETWORK.port, NETWORK.lan = before


def the_games() -> Games:
    return Games(games.rules_for, games.bot_for)


def server_dir():
    return paths.user_dir() / "table-server"


def seats_dir():
    """Where this computer keeps its seats' tokens, one file per room."""
    return paths.user_dir() / "tables"


def seat_words(seat: dict, mine: bool) -> str:
    """What a waiting room says of a seat: here, joined, waiting, reconnecting, a bot's level."""
    if seat.get("bot"):
        return LEVEL_WORDS.get(seat["bot"], f"{seat['bot']} bot")
    state = seat.get("state") or ("joined" if seat.get("connected") else "waiting")
    if mine and state == "joined":
        state = "here"
    return STATE_WORDS.get(state, state)


def copy_text(words: str) -> bool:
    """Put ``words`` on the clipboard; False where there is none (a headless run)."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(words)
        return True
    except (pygame.error, AttributeError):
        return False


def leave_table(seating, hosted=None) -> None:
    """This computer is done with the table: a host closes the room and its server; a guest lets go."""
    if hosted is not None:
        hosted.close()
        return
    seating.forget()
    seating.close()
