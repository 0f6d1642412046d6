"""Damaged save files: every mutation or truncation either loads as a valid
match or gives a SaveError with a message; nothing else escapes. A save killed
mid-write leaves the previous one loadable."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from game.core.match import Match, SaveError, SeatInfo
from game.core.model import Action, MatchConfig
from toygames import NimRules, SwapRules

RULES = {"toy-nim": NimRules(), "toy-swap": SwapRules()}
ROOT = Path(__file__).resolve().parents[2]


def _good_save() -> str:
    m = Match(NimRules(), MatchConfig(3), [SeatInfo("A"), SeatInfo("B", "hard"), SeatInfo("C")], seed=12)
    for seat, n in [(0, 1), (1, 2), (2, 3), (0, 1)]:
        m.apply(seat, Action("take", (n,)))
    return json.dumps(m.to_json())


GOOD = _good_save()


def _load_text(text: str, tmp: Path):
    path = tmp / "save.json"
    path.write_bytes(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    try:
        match = Match.load(path, RULES.__getitem__)
    except SaveError as exc:
        assert str(exc).strip(), "a SaveError must say what is wrong"
        return None
    # Whatever loads must be a consistent match.
    assert match.rules.invariants(match.state) == []
    return match


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(min_value=0, max_value=len(GOOD) - 1))
def test_truncated_saves_are_refused_cleanly(tmp_path, cut):
    assert _load_text(GOOD[:cut], tmp_path) is None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    edits=st.lists(
        st.tuples(st.integers(min_value=0, max_value=len(GOOD) - 1), st.sampled_from(list('0123456789[]{}",:-.aeztnul '))),
        min_size=1,
        max_size=6,
    )
)
def test_byte_mutated_saves_never_crash(tmp_path, edits):
    chars = list(GOOD)
    for pos, ch in edits:
        chars[pos] = ch
    _load_text("".join(chars), tmp_path)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10**20, max_value=10**20) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))


ALL_PATHS = [p for p in _paths(json.loads(GOOD)) if p]


@settings(max_examples=300, deadline=None)
@given(where=st.sampled_from(ALL_PATHS), value=json_values)
def test_structurally_tampered_saves_never_crash(where, value):
    data = json.loads(GOOD)
    node = data
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    try:
        match = Match.from_json(data, RULES.__getitem__)
    except SaveError as exc:
        assert str(exc).strip()
    else:
        assert match.rules.invariants(match.state) == []


def test_deeply_nested_json_is_refused(tmp_path):
    assert _load_text("[" * 100000 + "]" * 100000, tmp_path) is None


WRITER = r"""
import sys, json
sys.path[:0] = [{root!r}, {tests!r}]
from pathlib import Path
from game.core.match import Match, SeatInfo
from game.core.model import MatchConfig
from toygames import NimRules
m = Match(NimRules(), MatchConfig(2), [SeatInfo("A"), SeatInfo("B")], seed=1)
path = Path(sys.argv[1])
# A big save, written again and again, so a kill lands mid-write.
m.seats[0] = SeatInfo("A" * 40)
blob = m.to_json()
blob["padding"] = "x" * 4_000_000
from game.core.match import atomic_write_text
print("ready", flush=True)
i = 0
while True:
    blob["seed_note"] = i
    atomic_write_text(path, json.dumps(blob))
    i += 1
"""


def test_save_killed_mid_write_keeps_previous(tmp_path):
    path = tmp_path / "autosave.json"
    m = Match(NimRules(), MatchConfig(2), [SeatInfo("A"), SeatInfo("B")], seed=1)
    m.apply(0, Action("take", (2,)))
    m.save(path)
    before = Match.load(path, RULES.__getitem__).to_json()

    script = WRITER.format(root=str(ROOT), tests=str(ROOT / "tests"))
    for delay in (0.05, 0.2, 0.45):
        proc = subprocess.Popen([sys.executable, "-c", script, str(path)], stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(delay)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        # Whatever moment the kill hit, the file is a whole save: the old one or a new one.
        loaded = Match.load(path, RULES.__getitem__)
        assert loaded.rules.info.id == "toy-nim"
        m.save(path)  # put the original back for the next round
    assert Match.load(path, RULES.__getitem__).to_json() == before
