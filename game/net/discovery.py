"""Finding tables on the local network: a hosted room is advertised over
multicast DNS (DNS-SD, ``python-zeroconf``) and the join screen browses for it.

Each open room is one service of type ``_bountytable._tcp.local.`` whose
properties say what a person choosing a table needs before connecting: the
game, the room code, how many seats are free, who hosts it, and the protocol
and app versions.  No token or secret is ever advertised.

``Advertiser`` and ``Browser`` do their network work on zeroconf's own
threads: ``publish``/``update`` hand the slow part (probing the name, a second
or two) to a thread of their own, and ``Browser.tables()`` only reads what has
been found, so a frame loop may call it every frame.  Both take ``interfaces``
(zeroconf's choice: every interface by default; tests pass loopback inside a
network namespace of their own).  When multicast cannot be used at all (no
interface, a sandbox), they keep the sentence in ``problem`` and do nothing:
a person can still type an address.
"""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass
from typing import Any

from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .protocol import PROTOCOL

SERVICE = "_bountytable._tcp.local."
LOOK_TIMEOUT_MS = 1500      # how long to wait for a found service's details


@dataclass(frozen=True)
class FoundTable:
    """A table seen on the network, as its advertisement describes it."""

    name: str        # the service's instance name (unique on the network)
    address: str
    port: int
    code: str
    game: str
    free: int
    host: str        # who hosts it, as they named themselves
    protocol: int
    version: str

    @property
    def url(self) -> str:
        shown = f"[{self.address}]" if ":" in self.address else self.address
        return f"ws://{shown}:{self.port}"

    @property
    def compatible(self) -> bool:
        return self.protocol == PROTOCOL


def properties(code: str, game: str, free: int, host: str, version: str) -> dict[str, str]:
    return {"code": code, "game": game, "free": str(free), "host": host[:40], "protocol": str(PROTOCOL),
            "version": version}


def table_of(info: Any) -> FoundTable | None:
    """A service's details as a FoundTable, or None when they are not a table's."""
    props = {_text(k): _text(v) for k, v in (info.properties or {}).items()}
    addresses = info.parsed_addresses(IPVersion.V4Only) or info.parsed_addresses()
    try:
        return FoundTable(info.name, addresses[0], int(info.port), props["code"], props["game"],
                          int(props.get("free") or 0), props.get("host", ""), int(props.get("protocol") or 0),
                          props.get("version", ""))
    except (KeyError, IndexError, ValueError, TypeError):
        return None


def _text(value: Any) -> str:
    if value is None:
        return ""
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def _zeroconf(interfaces: Any) -> tuple[Zeroconf | None, str | None]:
    try:
        return Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only), None
    except Exception as exc:   # no multicast here (a sandbox, no network): say so and carry on without
        return None, f"tables on this network cannot be found from here ({exc})"


class Advertiser:
    """Advertises the rooms a hosted server holds; one service per room."""

    def __init__(self, port: int, addresses: list[str], interfaces: Any = None):
        self.port = port
        self.addresses = [socket.inet_aton(a) for a in addresses]
        self.zc, self.problem = _zeroconf(interfaces if interfaces is not None else InterfaceChoice.All)
        self._infos: dict[str, ServiceInfo] = {}
        self._lock = threading.Lock()
        self._threads: list[threading.Thread] = []

    def _info(self, code: str, props: dict[str, str]) -> ServiceInfo:
        host = props.get("host") or "Bounty Table"
        instance = f"{host} {code}".replace(".", " ")
        return ServiceInfo(SERVICE, f"{instance}.{SERVICE}", port=self.port, properties=props,
                           addresses=self.addresses, server=f"bountytable-{code.lower()}.local.")

    def publish(self, code: str, game: str, free: int, host: str, version: str) -> None:
        """Advertise a room, or update what its advertisement says (free seats)."""
        if self.zc is None:
            return
        props = properties(code, game, free, host, version)
        with self._lock:
            known = self._infos.get(code)
            info = self._info(code, props) if known is None else known
            if known is not None:
                if dict(info.decoded_properties) == props:
                    return
                info = ServiceInfo(SERVICE, known.name, port=self.port, properties=props, addresses=self.addresses,
                                   server=known.server)
            self._infos[code] = info
        self._background(self._register if known is None else self._update, info)

    def withdraw(self, code: str) -> None:
        with self._lock:
            info = self._infos.pop(code, None)
        if info is not None and self.zc is not None:
            self._background(self.zc.unregister_service, info)

    def _register(self, info: ServiceInfo) -> None:
        self.zc.register_service(info, allow_name_change=True)

    def _update(self, info: ServiceInfo) -> None:
        self.zc.update_service(info)

    def _background(self, fn, info: ServiceInfo) -> None:
        def run() -> None:
            try:
                fn(info)
            except Exception as exc:   # the room goes on without its advertisement
                self.problem = f"the table could not be announced on this network ({exc})"
        thread = threading.Thread(target=run, name="table-advertise", daemon=True)
        self._threads.append(thread)
        thread.start()

    def close(self) -> None:
        for thread in self._threads:
            thread.join(timeout=5)
        if self.zc is not None:
            try:
                self.zc.unregister_all_services()
            except Exception:   # closing anyway
                pass
            self.zc.close()
            self.zc = None


class Browser:
    """Watches the network for tables; ``tables()`` is what has been seen so far."""

    def __init__(self, interfaces: Any = None):
        self.zc, self.problem = _zeroconf(interfaces if interfaces is not None else InterfaceChoice.All)
        self._found: dict[str, FoundTable] = {}
        self._lock = threading.Lock()
        self._browser = None
        if self.zc is not None:
            try:
                self._browser = ServiceBrowser(self.zc, SERVICE, handlers=[self._changed])
            except Exception as exc:
                self.problem = f"tables on this network cannot be found from here ({exc})"

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=LOOK_TIMEOUT_MS)
        table = table_of(info) if info is not None else None
        if table is not None:
            with self._lock:
                self._found[name] = table

    def tables(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.host.lower(), t.code))

    def close(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
            self._browser = None
        if self.zc is not None:
            self.zc.close()
            self.zc = None


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses others on its networks may reach (loopback last, as a fallback)."""
    import ifaddr   # zeroconf's own dependency

    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and ip.ip not in found and not ip.ip.startswith(("127.", "169.254.")):
                found.append(ip.ip)
    return found or ["127.0.0.1"]
