"""Finding a table on the local network from the join screen, through real
posted events: a host app opens a table, a guest app's join screen lists it
by itself, a click takes the guest to a free seat and the waiting room.

Multicast is sent only inside a private network namespace this test makes
(``unshare -n`` with loopback up and multicast routed to it); the outer test
runs the inner one there in a child pytest and is skipped, saying why, where
such a namespace cannot be made."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.scenes import netplay
from game.scenes.driver import Driver
from netns import REASON, namespace_command

INSIDE = "BOUNTY_TABLE_TEST_NAMESPACE"
ROOT = Path(__file__).resolve().parents[2]


def test_a_table_hosted_on_the_network_is_found_and_joined_from_the_join_screen():
    command = namespace_command()
    if command is None:
        pytest.skip(REASON)
    pytest_args = ["-m", "pytest", "-o", "addopts=", "-q", "-p", "no:randomly", "-p", "no:cacheprovider",
                   f"{__file__}::test_inside_the_namespace"]
    done = subprocess.run(command + [sys.executable, *pytest_args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=dict(os.environ, **{INSIDE: "1"}))
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "1 passed" in done.stdout


@pytest.mark.skipif(not os.environ.get(INSIDE), reason="runs only inside the namespace the test above makes")
def test_inside_the_namespace(app):
    from game.app import App
    from test_netplay import host_most_wanted, until

    with netplay.loopback_only(lan=True):
        app.start()
        guest_app = App(headless=True)
        guest_app.start()
        host, guest = Driver(app), Driver(guest_app)
        lobby = host_most_wanted(host)
        try:
            guest_app.go("join")
            guest.frames(2)
            join = guest.top
            assert join.browser is not None and join.browse_problem is None
            until([guest, host], lambda: join.table_buttons[0].visible, seconds=15)
            shown = join.table_buttons[0].label
            assert shown == f"Player 1's Most Wanted  -  2 free seats  -  {lobby.seating.code}"
            guest.click(join.name_field)
            guest.type("Bill")
            guest.click(join.table_buttons[0])
            until([guest, host], lambda: join.seat_buttons)
            guest.click(join.seat_buttons[0])
            until([guest, host], lambda: guest.top_name == "lobby" and lobby.state()["seats"][1]["name"] == "Bill")
            # the advertisement follows the seats: another computer now sees one free seat
            from game.net.discovery import Browser

            watcher = Browser()
            try:
                until([host], lambda: [t.free for t in watcher.tables()] == [1], seconds=40)   # slow under load
            finally:
                watcher.close()
        finally:
            for scene in list(guest_app.stack):
                if getattr(scene, "seating", None) is not None:
                    scene.seating.close()
            lobby.hosted.close()
