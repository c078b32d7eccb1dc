"""A soak of the event store: writer processes enter and correct a whole event at once, on
SQLite (while another program keeps locking the file) and on PostgreSQL, one writer killed
with ``kill -9`` in the long run. Every refusal is a clean one-line error, every acknowledged
entry is stored, and each table's versions run 1, 2, 3 … with no gap. A bounded share runs by
default (in CI); ``--run-slow`` runs a whole 13-table evening three times with more writers."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from bridgekit.store.events import EventStore, database_url
from bridgekit.tournament.event import MovementSpec, hand_records

if TYPE_CHECKING:
    from conftest import FuzzTally

ROOT = Path(__file__).resolve().parents[1]

WRITER = """
import random, sys
from bridgekit.errors import BridgeError
from bridgekit.store.events import EventStore
url, name, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
store = EventStore.open(url)
rng = random.Random(seed)
movement = store.event(name).movement
work = [(board, s.ns, s.ew) for s in movement.seatings for board in s.boards]
rng.shuffle(work)
for board, ns, ew in work:
    for attempt in range(rng.choice([1, 1, 2])):
        result = rng.choice(["3NT= N", "4S-1 E", "2H+1 S", "1NT= W", "pass"])
        try:
            entry = store.enter(name, board, result, ns=ns, ew=ew, by=f"w{seed}")
        except BridgeError as error:
            if "has a result already" not in str(error):
                print("ERR", " ".join(str(error).split()), flush=True)
                continue
            try:
                entry = store.correct(name, board, result, ns=ns, ew=ew, by=f"w{seed}")
            except BridgeError as error:
                print("ERR", " ".join(str(error).split()), flush=True)
                continue
        print("ACK", entry.id, entry.board, entry.ns, entry.ew, entry.version, entry.text, flush=True)
"""


class _Locker:
    """Another program that keeps locking the SQLite file for a moment (as a backup tool would)."""

    def __init__(self, path: Path, hold: float, every: float) -> None:
        self.path, self.hold, self.every = path, hold, every
        self.stop = threading.Event()
        self.locks = 0
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        holder = sqlite3.connect(self.path, isolation_level=None, timeout=10)
        try:
            while not self.stop.wait(self.every):
                holder.execute("BEGIN EXCLUSIVE")
                self.locks += 1
                time.sleep(self.hold)
                holder.execute("ROLLBACK")
        finally:
            holder.close()


def soak(
    url: str, tables: int, writers: int, tally: FuzzTally, label: str, *, kill_one: bool = False
) -> None:
    store = EventStore.open(url)
    name = f"soak-{uuid.uuid4().hex[:8]}"
    spec = MovementSpec("mitchell", tables, 2)
    store.create_event(name, spec=spec, boards=hand_records(spec.build().board_count, seed=5))
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, url, name, str(seed)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for seed in range(writers)
    ]
    acked: dict[int, tuple[int, str, str, int, str]] = {}
    refusals: list[str] = []
    lock = threading.Lock()

    def read(proc: subprocess.Popen[str], victim: bool) -> None:
        assert proc.stdout is not None
        for count, line in enumerate(proc.stdout, 1):
            kind, _, rest = line.rstrip("\n").partition(" ")
            with lock:
                if kind == "ACK":
                    number, board, ns, ew, version, text = rest.split(" ", 5)
                    acked[int(number)] = (int(board), ns, ew, int(version), text)
                else:
                    refusals.append(rest)
            if victim and count == 10:
                proc.send_signal(signal.SIGKILL)

    readers = [threading.Thread(target=read, args=(p, kill_one and i == 0)) for i, p in enumerate(procs)]
    for thread in readers:
        thread.start()
    for thread in readers:
        thread.join(timeout=600)
    failures = []
    for i, proc in enumerate(procs):
        code = proc.wait(timeout=60)
        assert proc.stderr is not None
        err = proc.stderr.read()
        if not (kill_one and i == 0) and (code != 0 or err):
            failures.append(f"writer {i} exit {code}: {err[-500:]}")
    # Every refusal is one clean line of the store's vocabulary; nothing was lost.
    for text in refusals:
        if not any(
            words in text
            for words in ("entered at the same moment elsewhere", "has a result already", "locked", "lost")
        ):
            failures.append(f"unexpected refusal: {text}")
    stored = {e.id: e for e in store.entries(name)}
    for number, (board, ns, ew, version, text) in acked.items():
        entry = stored.get(number)
        if entry is None or (entry.board, entry.ns, entry.ew, entry.version, entry.text) != (
            board,
            ns,
            ew,
            version,
            text,
        ):
            failures.append(f"acknowledged entry {number} lost or changed: {entry}")
    versions: dict[tuple[int, str, str], list[int]] = {}
    for entry in stored.values():
        versions.setdefault((entry.board, entry.ns, entry.ew), []).append(entry.version)
    for key, found in versions.items():
        if sorted(found) != list(range(1, len(found) + 1)):
            failures.append(f"{key}: versions {sorted(found)}")
    if len(stored) > len(acked) + (1 if kill_one else 0):
        failures.append(f"{len(stored) - len(acked)} entries stored that nobody acknowledged")
    store.close()
    tally.count(label, tried=len(acked) + len(refusals), clean=len(refusals), failures=len(failures))
    assert failures == [], failures[:5]
    assert len(acked) >= tables * 2  # the writers did real work


def test_soak_sqlite_writers_with_a_locking_program(tmp_path: Path, fuzz_tally: FuzzTally) -> None:
    path = tmp_path / "club.sqlite"
    url = f"sqlite:///{path}"
    EventStore.open(url).close()
    locker = _Locker(path, hold=0.05, every=0.3)
    locker.thread.start()
    try:
        soak(url, tables=4, writers=2, tally=fuzz_tally, label="soak: SQLite store")
    finally:
        locker.stop.set()
        locker.thread.join()
    assert locker.locks > 0


def test_soak_postgres_writers(postgres_url: str, fuzz_tally: FuzzTally) -> None:
    soak(
        database_url(postgres_url, "x"), tables=4, writers=2, tally=fuzz_tally, label="soak: PostgreSQL store"
    )


@pytest.mark.slow
@pytest.mark.parametrize("run", range(3))
def test_soak_sqlite_evening_long(tmp_path: Path, fuzz_tally: FuzzTally, run: int) -> None:
    path = tmp_path / "club.sqlite"
    url = f"sqlite:///{path}"
    EventStore.open(url).close()
    locker = _Locker(path, hold=0.2, every=0.5)
    locker.thread.start()
    try:
        soak(url, tables=13, writers=3, tally=fuzz_tally, label="soak: SQLite store", kill_one=True)
    finally:
        locker.stop.set()
        locker.thread.join()


@pytest.mark.slow
@pytest.mark.parametrize("run", range(3))
def test_soak_postgres_evening_long(postgres_url: str, fuzz_tally: FuzzTally, run: int) -> None:
    soak(
        database_url(postgres_url, "x"),
        tables=13,
        writers=3,
        tally=fuzz_tally,
        label="soak: PostgreSQL store",
        kill_one=True,
    )
