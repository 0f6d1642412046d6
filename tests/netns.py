"""A private network namespace for tests that send multicast: ``unshare -n``
with loopback up and multicast routed to it, so nothing leaves this machine."""

from __future__ import annotations

import os
import shutil
import subprocess

REASON = "needs root and `unshare -n` to make a private network where multicast may be sent"


def namespace_command() -> list[str] | None:
    """A command prefix that runs a program in a new network namespace with multicast on loopback, or None."""
    if os.name != "posix" or os.geteuid() != 0:
        return None
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return None
    probe = subprocess.run(["unshare", "-n", "true"], capture_output=True)
    if probe.returncode != 0:
        return None
    return ["unshare", "-n", "sh", "-c",
            'ip link set lo up multicast on && ip route add 224.0.0.0/4 dev lo && exec "$0" "$@"']
