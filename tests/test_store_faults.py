"""Database faults (issue 19): a locked SQLite file, a PostgreSQL connection dropped in the
middle of an entry or of its commit, values longer than a column, and a writer killed with
``kill -9``. Each is retried when that is safe, else one clear line; nothing acknowledged is
ever lost. PostgreSQL tests use ``BRIDGEKIT_TEST_POSTGRES`` (CI starts one with
``.ci/postgres.sh``), else start a throwaway server, else are skipped."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from bridgekit.cli.main import main
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.store import faults
from bridgekit.store.events import ENTRIES, EventStore, StoreError, database_url
from bridgekit.tournament.event import MovementSpec, hand_records

ROOT = Path(__file__).resolve().parents[1]
SAFE = "nothing recorded before was lost"


# -- fixtures ------------------------------------------------------------------------------


def _new_event(store: EventStore) -> str:
    name = f"club-{uuid.uuid4().hex[:8]}"
    store.create_event(name, spec=MovementSpec("howell", 3, 2), boards=hand_records(10, seed=4))
    return name


def _seatings(store: EventStore, name: str) -> list[tuple[int, str, str]]:
    movement = store.event(name).movement
    return [(board, s.ns, s.ew) for s in movement.seatings for board in s.boards]


@pytest.fixture
def sqlite_store(tmp_path: Path) -> Iterator[tuple[EventStore, Path]]:
    path = tmp_path / "club.sqlite"
    store = EventStore.open(f"sqlite:///{path}?timeout=0.1")
    yield store, path
    store.close()


@pytest.fixture
def pg_store(postgres_url: str) -> Iterator[EventStore]:
    store = EventStore.open(database_url(postgres_url, "x"))
    yield store
    store.close()


# -- SQLite: a locked file -----------------------------------------------------------------


def _lock(path: Path) -> sqlite3.Connection:
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    return holder


def test_sqlite_locked_longer_than_the_wait_is_one_clear_line_and_loses_nothing(
    sqlite_store: tuple[EventStore, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, path = sqlite_store
    monkeypatch.setattr(faults, "LOCK_WAIT", 0.5)
    name = _new_event(store)
    (board, ns, ew), (board2, ns2, ew2) = _seatings(store, name)[:2]
    store.enter(name, board, "3NT= N", ns=ns, ew=ew)
    holder = _lock(path)
    try:
        started = time.monotonic()
        with pytest.raises(StoreError) as caught:
            store.enter(name, board2, "4S= N", ns=ns2, ew=ew2)
        assert time.monotonic() - started >= 0.5  # it kept trying for the whole wait
        text = str(caught.value)
        assert text.startswith("the database file is locked by another program")
        assert "entering the result was not done" in text and SAFE in text and "\n" not in text
    finally:
        holder.rollback()
        holder.close()
    assert [r.text for r in store.current(name)] == ["3NT= N"]
    store.enter(name, board2, "4S= N", ns=ns2, ew=ew2)  # once the lock is gone, it works
    assert len(store.entries(name)) == 2


def test_sqlite_lock_released_during_the_wait_is_retried_and_succeeds(
    sqlite_store: tuple[EventStore, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, path = sqlite_store
    monkeypatch.setattr(faults, "LOCK_WAIT", 10.0)
    name = _new_event(store)
    board, ns, ew = _seatings(store, name)[0]
    holder = _lock(path)
    releaser = threading.Timer(0.4, holder.rollback)
    releaser.start()
    try:
        entry = store.enter(name, board, "3NT= N", ns=ns, ew=ew)
    finally:
        releaser.join()
        holder.close()
    assert entry.version == 1 and [r.text for r in store.current(name)] == ["3NT= N"]


def test_sqlite_locked_file_from_the_command_line_is_exit_2_and_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(faults, "LOCK_WAIT", 0.3)
    event = str(tmp_path / "club")
    db = f"sqlite:///{tmp_path / 'club.sqlite'}?timeout=0.1"
    assert main(["event", "new", event, "--db", db, "--tables", "3", "--seed", "1"]) == 0
    holder = _lock(tmp_path / "club.sqlite")
    capsys.readouterr()
    try:
        code = main(["event", "enter", event, "4S=", "N", "--board", "1", "--table", "1", "--db", db])
    finally:
        holder.rollback()
        holder.close()
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith("bridgekit event: the database file is locked") and err.count("\n") == 1
    assert SAFE in err


# -- lengths checked before writing: SQLite and PostgreSQL alike ---------------------------


@pytest.fixture(params=["sqlite", "postgresql"])
def any_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[EventStore]:
    if request.param == "sqlite":
        store = EventStore.open(database_url(None, tmp_path / "club"))
    else:
        store = EventStore.open(database_url(request.getfixturevalue("postgres_url"), "x"))
    yield store
    store.close()


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("title", "T" * 401, "the title of the event is 401 characters long; at most 400 fit"),
        ("date", "2026-11-24" * 3, "the date of the event is 30 characters long; at most 20 fit"),
        ("name", "n" * 201, "the name of the event is 201 characters long; at most 200 fit"),
    ],
)
def test_names_titles_and_dates_longer_than_a_column_are_refused_the_same_everywhere(
    any_store: EventStore, field: str, value: str, expected: str
) -> None:
    details: dict[str, Any] = {"title": "Club", "date": "2026-11-24"}
    name = f"club-{uuid.uuid4().hex[:8]}"
    if field == "name":
        name = value
    else:
        details[field] = value
    with pytest.raises(NotationError) as caught:
        any_store.create_event(
            name, spec=MovementSpec("howell", 3, 2), boards=hand_records(10, seed=4), **details
        )
    assert str(caught.value) == expected + ": nothing was written"
    with pytest.raises(NotationError, match="no event"):
        any_store.event(name)


def test_pair_names_and_who_entered_longer_than_a_column_are_refused(any_store: EventStore) -> None:
    name = _new_event(any_store)
    with pytest.raises(NotationError, match="the players' names of pair 1 is 401 characters long"):
        any_store.set_names(name, "1", "x" * 401)
    board, ns, ew = _seatings(any_store, name)[0]
    with pytest.raises(
        NotationError, match="the name of who entered the result is 101 characters long; at most 100 fit"
    ):
        any_store.enter(name, board, "3NT= N", ns=ns, ew=ew, by="b" * 101)
    assert any_store.entries(name) == [] and any_store.names(name)["1"] == ""


# -- PostgreSQL: a connection dropped in the middle of an entry ---------------------------


def _terminate(url: str, pid: int) -> None:
    admin = sa.create_engine(url)
    with admin.connect() as conn:
        conn.execute(sa.text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
    admin.dispose()


def _backend_pid(conn: sa.Connection) -> int:
    return int(conn.connection.dbapi_connection.info.backend_pid)  # type: ignore[union-attr]


def _drop_on(store: EventStore, url: str, when: str, times: int) -> list[int]:
    """Terminate the store's connection *times* times: before an INSERT of an entry or before a commit."""
    dropped: list[int] = []

    def before_insert(conn: sa.Connection, cursor: Any, statement: str, *args: Any) -> None:
        if len(dropped) < times and statement.startswith("INSERT INTO bk_entries"):
            dropped.append(_backend_pid(conn))
            _terminate(url, dropped[-1])

    def before_commit(conn: sa.Connection) -> None:
        if len(dropped) < times and conn.info.get("wrote"):
            dropped.append(_backend_pid(conn))
            _terminate(url, dropped[-1])

    def mark(conn: sa.Connection, cursor: Any, statement: str, *args: Any) -> None:
        if statement.startswith("INSERT INTO bk_entries"):
            conn.info["wrote"] = True

    if when == "insert":
        sa.event.listen(store.engine, "before_cursor_execute", before_insert)
    else:
        sa.event.listen(store.engine, "before_cursor_execute", mark)
        sa.event.listen(store.engine, "commit", before_commit)
    return dropped


def _one_entered(store: EventStore, postgres_url: str) -> tuple[str, str, int, tuple[int, str, str]]:
    """A new event with one result entered: the URL, the event, that board, and a second seating."""
    name = _new_event(store)
    (board, ns, ew), second = _seatings(store, name)[:2]
    store.enter(name, board, "3NT= N", ns=ns, ew=ew)
    return database_url(postgres_url, "x"), name, board, second


def test_postgres_connection_dropped_mid_entry_is_retried_and_entered_once(
    pg_store: EventStore, postgres_url: str
) -> None:
    url, name, board, (board2, ns2, ew2) = _one_entered(pg_store, postgres_url)
    dropped = _drop_on(pg_store, url, "insert", times=1)
    entry = pg_store.enter(name, board2, "4S+1 S", ns=ns2, ew=ew2)
    assert len(dropped) == 1  # the backend really was terminated in the middle of the entry
    assert entry.version == 1
    assert [(e.board, e.text) for e in pg_store.entries(name)] == [(board, "3NT= N"), (board2, "4S+1 S")]


def test_postgres_connection_dropped_every_time_is_one_clear_line_and_loses_nothing(
    pg_store: EventStore, postgres_url: str
) -> None:
    url, name, board, (board2, ns2, ew2) = _one_entered(pg_store, postgres_url)
    dropped = _drop_on(pg_store, url, "insert", times=faults.LOST_RETRIES + 1)
    with pytest.raises(StoreError) as caught:
        pg_store.enter(name, board2, "4S+1 S", ns=ns2, ew=ew2)
    assert len(dropped) == faults.LOST_RETRIES + 1
    text = str(caught.value)
    assert text.startswith("the connection to the database was lost (")
    assert "entering the result was not done" in text and SAFE in text
    assert [(e.board, e.text) for e in pg_store.entries(name)] == [(board, "3NT= N")]


def test_postgres_connection_dropped_during_the_commit_is_in_doubt_never_doubled(
    pg_store: EventStore, postgres_url: str
) -> None:
    url, name, board, (board2, ns2, ew2) = _one_entered(pg_store, postgres_url)
    dropped = _drop_on(pg_store, url, "commit", times=1)
    with pytest.raises(StoreError, match="may or may not be stored") as caught:
        pg_store.enter(name, board2, "4S+1 S", ns=ns2, ew=ew2)
    assert len(dropped) == 1 and SAFE in str(caught.value)
    # Entering again either stores it or says it is there: never two entries.
    try:
        pg_store.enter(name, board2, "4S+1 S", ns=ns2, ew=ew2)
    except IllegalActionError as error:
        assert "has a result already" in str(error)
    texts = [(e.board, e.text) for e in pg_store.entries(name)]
    assert texts == [(board, "3NT= N"), (board2, "4S+1 S")]


# -- kill -9 a writer: nothing acknowledged is lost ---------------------------------------

WRITER = """
import sys
from bridgekit.store.events import EventStore
store = EventStore.open(sys.argv[1])
name = sys.argv[2]
movement = store.event(name).movement
for seating in movement.seatings:
    for board in seating.boards:
        entry = store.enter(name, board, "3NT= N", ns=seating.ns, ew=seating.ew, by="writer")
        print(entry.id, entry.board, entry.ns, entry.ew, flush=True)
"""


def _kill_a_writer(url: str, name: str, acknowledged: int) -> list[tuple[int, int, str, str]]:
    """Run a writer, ``kill -9`` it after *acknowledged* entries; the entries it acknowledged."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, url, name], stdout=subprocess.PIPE, text=True, env=env
    )
    assert writer.stdout is not None
    acked = []
    try:
        for line in writer.stdout:
            number, board, ns, ew = line.split()
            acked.append((int(number), int(board), ns, ew))
            if len(acked) == acknowledged:
                writer.send_signal(signal.SIGKILL)
                break
    finally:
        writer.kill()
        writer.wait(timeout=30)
    return acked


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_kill_9_of_a_writer_loses_nothing_acknowledged(
    database: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    url = (
        database_url(None, tmp_path / "club")
        if database == "sqlite"
        else database_url(request.getfixturevalue("postgres_url"), "x")
    )
    store = EventStore.open(url)
    name = f"club-{uuid.uuid4().hex[:8]}"
    store.create_event(name, spec=MovementSpec("mitchell", 6, 2), boards=hand_records(12, seed=3))
    try:
        acked = _kill_a_writer(url, name, acknowledged=12)
        assert len(acked) == 12
        stored = {(e.id, e.board, e.ns, e.ew) for e in store.entries(name)}
        assert set(acked) <= stored  # every acknowledged entry survived
        assert len(stored) <= len(acked) + 1  # at most the one in flight, whole or not at all
        with store.engine.connect() as conn:  # and the database is consistent: one version each
            versions = conn.execute(sa.select(ENTRIES.c.version).where(ENTRIES.c.entered_by == "writer"))
            assert {v for (v,) in versions} == {1}
    finally:
        store.close()


# -- the handler itself ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reason", "kind"),
    [
        ("database is locked", "locked"),
        ("terminating connection due to administrator command", "lost"),
        ("server closed the connection unexpectedly", "lost"),
        ("value too long for type character varying(400)", "too long"),
        ("database or disk is full", "other"),
        ("attempt to write a readonly database", "other"),
    ],
)
def test_each_fault_is_named_and_says_nothing_recorded_was_lost(reason: str, kind: str) -> None:
    error = sa.exc.OperationalError("INSERT …", {}, Exception(reason))
    assert faults.classify(error) == kind
    text = faults.message(kind, "entering the result", error, waited=15.0)
    assert SAFE in text and "entering the result" in text and "\n" not in text
    if kind in ("too long", "other"):
        assert reason in text


def test_a_fault_that_is_not_retried_is_one_store_error_after_one_try() -> None:
    calls = []

    @faults.handled("recording the players' names")
    def fails() -> None:
        calls.append(1)
        raise sa.exc.OperationalError("UPDATE …", {}, Exception("database or disk is full"))

    with pytest.raises(StoreError, match=r"^the database failed \(database or disk is full\): recording"):
        fails()
    assert calls == [1]
