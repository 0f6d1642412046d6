"""LAN discovery: a room advertised over multicast DNS is found, its free seats
follow the room, and it disappears when withdrawn.

Multicast is only sent inside a private network namespace this test makes
(``unshare -n``, with loopback up and multicast routed to it), so nothing
leaves this machine; where that cannot be made (not root, no unshare) the
test is skipped and says why."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.net.discovery import SERVICE, FoundTable, properties
from game.net.protocol import PROTOCOL
from netns import REASON, namespace_command

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent("""
    import time
    from game.net.discovery import Advertiser, Browser

    def wait(check, seconds=10):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if check():
                return True
            time.sleep(0.05)
        return False

    ads = Advertiser(40123, ["127.0.0.1"])
    browser = Browser()
    assert ads.problem is None and browser.problem is None, (ads.problem, browser.problem)
    ads.publish("ABCDEF", "fugitive", 1, "Ada", "0.1.0")
    assert wait(lambda: browser.tables()), "the advertised table was never found"
    table = browser.tables()[0]
    print("found", table.code, table.game, table.free, table.host, table.protocol, table.version, table.url)
    ads.publish("ABCDEF", "fugitive", 0, "Ada", "0.1.0")
    assert wait(lambda: browser.tables()[0].free == 0), "the free seats were never updated"
    print("full", browser.tables()[0].free)
    ads.withdraw("ABCDEF")
    assert wait(lambda: not browser.tables()), "the withdrawn table was still listed"
    print("gone")
    ads.close()
    browser.close()
""")


def test_a_table_is_found_updated_and_withdrawn_on_the_local_network():
    command = namespace_command()
    if command is None:
        pytest.skip(REASON)
    done = subprocess.run(command + [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = done.stdout.splitlines()
    assert lines[0] == f"found ABCDEF fugitive 1 Ada {PROTOCOL} 0.1.0 ws://127.0.0.1:40123"
    assert lines[1:] == ["full 0", "gone"]


def test_an_advertisement_carries_no_secret_and_says_the_protocol():
    props = properties("ABCDEF", "most-wanted", 2, "Ada", "0.1.0")
    assert set(props) == {"code", "game", "free", "host", "protocol", "version"}
    assert SERVICE == "_bountytable._tcp.local."
    table = FoundTable("x", "10.0.0.5", 4000, "ABCDEF", "most-wanted", 2, "Ada", int(props["protocol"]), "0.1.0")
    assert table.compatible and table.url == "ws://10.0.0.5:4000"
    assert not FoundTable("x", "10.0.0.5", 4000, "ABCDEF", "most-wanted", 2, "Ada", 999, "9.9").compatible
