"""The event log's group commit: several tables' actions in one transaction, each waiter told
of its own action only once it is committed, a lost race failing alone."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

import pytest

from bridgekit.server.commit import group_commit
from bridgekit.server.db import Entry, StaleError, Store


def _store(tmp_path: Path) -> tuple[Store, list[str]]:
    store = Store(str(tmp_path / "log.db"))
    tables = [store.create_table("bridge", {}, seed=n, seats=["robot"] * 4) for n in range(3)]
    return store, tables


def test_actions_arriving_together_are_committed_together(tmp_path: Path) -> None:
    store, tables = _store(tmp_path)
    batches: list[int] = []
    append_many = store.append_many

    def counting(entries: Sequence[Entry]) -> list[bool]:
        batches.append(len(entries))
        return append_many(entries)

    store.append_many = counting  # type: ignore[method-assign]

    async def play() -> None:
        log = group_commit(store)
        for seq in range(4):
            await asyncio.gather(*(log.append(Entry(t, seq, 0, seq % 4, "P")) for t in tables))

    asyncio.run(play())
    for table in tables:
        assert [(e.seq, e.action) for e in Store(store.url).events(table)] == [(s, "P") for s in range(4)]
    assert sum(batches) == 12 and len(batches) < 12  # fewer transactions than actions


def test_a_lost_race_fails_alone(tmp_path: Path) -> None:
    store, (first, second, _) = _store(tmp_path)
    store.append(first, 0, seat=0, action="1NT", deal=0)  # another process was first

    async def race() -> tuple[BaseException | None, BaseException | None]:
        log = group_commit(store)
        return await asyncio.gather(
            log.append(Entry(first, 0, 0, 0, "1C")),
            log.append(Entry(second, 0, 0, 0, "1D")),
            return_exceptions=True,
        )

    lost, won = asyncio.run(race())
    assert isinstance(lost, StaleError) and won is None
    assert [e.action for e in store.events(first)] == ["1NT"]
    assert [e.action for e in store.events(second)] == ["1D"]


def test_a_failing_database_fails_every_waiter_and_the_next_commit_works(tmp_path: Path) -> None:
    store, tables = _store(tmp_path)
    real = store.append_many
    calls = 0

    def broken(entries: Sequence[Entry]) -> list[bool]:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise OSError("disk full")
        return real(entries)

    store.append_many = broken  # type: ignore[method-assign]

    async def run() -> None:
        log = group_commit(store)
        with pytest.raises(OSError, match="disk full"):
            await log.append(Entry(tables[0], 0, 0, 0, "P"))
        await log.append(Entry(tables[0], 0, 0, 0, "1S"))

    asyncio.run(run())
    assert [e.action for e in store.events(tables[0])] == ["1S"]


def test_another_process_takes_a_told_action_without_reading_the_log(tmp_path: Path) -> None:
    from bridgekit.server.db import Event
    from bridgekit.server.notify import _event
    from bridgekit.server.rooms import Room, new_table

    store = Store(str(tmp_path / "two.db"))
    table = new_table(store, "bridge", {}, ["human"] * 4, seed=3)
    here, there = Room.load(store, table), Room.load(store, table)  # two processes' rooms
    assert here is not None and there is not None
    reads = 0
    events = store.events

    def counting(table_id: str, after: int = -1) -> list[Event]:
        nonlocal reads
        reads += 1
        return events(table_id, after)

    store.events = counting  # type: ignore[method-assign]

    async def act(text: str) -> Event:
        await here.submit(here.game.to_act, text)
        assert here.last_event is not None
        return here.last_event

    first = asyncio.run(act("1C"))
    told = _event(json.dumps([first.seq, first.deal, first.seat, first.action, first.note]))
    assert told == first
    assert there.take(told) and there.seq == 1 and reads == 0  # the next action: applied as told
    assert not there.take(told) and there.seq == 1  # told twice: nothing changes
    asyncio.run(act("P"))
    third = asyncio.run(act("P"))
    assert there.take(third) and there.seq == 3 and reads == 1  # a gap: caught up from the log
    assert [str(a) for a in there.game.actions] == [str(a) for a in here.game.actions]
    assert _event("seats") is None and _event("[1, 2") is None


# -- PostgreSQL: a batch is one statement from the event loop (bridgekit.server.pglog) -------------


def test_postgres_batches_are_committed_and_told_in_one_statement(postgres_url: str) -> None:
    import psycopg

    from bridgekit.server.notify import CHANNEL
    from bridgekit.server.pglog import libpq_url

    store = Store(postgres_url)
    tables = [store.create_table("bridge", {}, seed=n, seats=["robot"] * 4) for n in range(3)]
    store.announce = lambda entry: (CHANNEL, f"test:{entry.table_id}:{entry.seq + 1}")
    told: list[str] = []

    async def play() -> None:
        listener = await psycopg.AsyncConnection.connect(libpq_url(store.url), autocommit=True)
        await listener.execute(f"LISTEN {CHANNEL}")
        log = group_commit(store)
        assert log.postgres is not None  # no thread: the event loop's own connections
        for seq in range(3):
            await asyncio.gather(*(log.append(Entry(t, seq, 0, seq, "P", "a note")) for t in tables))
        # the table's first action again (another process was first): refused alone, not told
        lost = await asyncio.gather(
            log.append(Entry(tables[0], 0, 0, 0, "1C")),
            log.append(Entry(tables[1], 3, 0, 3, "1D")),
            return_exceptions=True,
        )
        assert isinstance(lost[0], StaleError) and lost[1] is None

        async def collect(count: int) -> None:
            async for note in listener.notifies():
                told.append(note.payload)
                if len(told) == count:
                    return

        await asyncio.wait_for(collect(10), 10)  # the 10 appended actions' notifications
        with contextlib.suppress(TimeoutError):  # and no other (the refused action's) after them
            await asyncio.wait_for(collect(11), 0.5)
        await listener.close()
        await close_group_commit(store)

    from bridgekit.server.commit import close_group_commit

    asyncio.run(play())
    reader = Store(postgres_url)
    for table in tables:
        events = reader.events(table)
        assert [(e.seq, e.seat, e.action, e.note) for e in events[:3]] == [
            (s, s, "P", "a note") for s in range(3)
        ]
    assert [e.action for e in reader.events(tables[1])][3:] == ["1D"]
    assert len(reader.events(tables[0])) == 3  # the refused 1C left nothing
    # every appended action told once, after its commit; the refused one never
    assert sorted(told) == sorted(
        [f"test:{t}:{s + 1}" for t in tables for s in range(3)] + [f"test:{tables[1]}:4"]
    )
    store.engine.dispose()
    reader.engine.dispose()


def test_lean_connections_wait_without_a_timer_and_give_their_socket_back(postgres_url: str) -> None:
    """LeanConnection (the log's and the notifier's): statements answered in order, the socket
    left registered between statements and unregistered at close (a new connection may get its
    number), a notification arriving while nobody waits does not spin the loop and is read by the
    next wait."""
    from psycopg import sql

    from bridgekit.server.pglog import LeanConnection, libpq_url

    channel = "bridgekit_lean_test"

    async def run() -> tuple[list[object], list[str], int]:
        answers: list[object] = []
        for round_ in range(3):  # each closed before the next: the socket number is reused
            connection = await LeanConnection.connect(libpq_url(postgres_url), autocommit=True)
            cursor = connection.cursor()
            for n in range(5):
                await cursor.execute("SELECT %s::int + %s::int", (round_, n))
                row = await cursor.fetchone()
                assert row is not None
                answers.append(row[0])
            assert connection._reading == connection.pgconn.socket  # kept between statements
            await connection.close()
            assert connection._reading == -1
        listener = await LeanConnection.connect(libpq_url(postgres_url), autocommit=True)
        sender = await LeanConnection.connect(libpq_url(postgres_url), autocommit=True)
        calls = 0
        readable = listener._readable

        def counting() -> None:
            nonlocal calls
            calls += 1
            readable()

        listener._readable = counting  # type: ignore[method-assign]
        await listener.execute(sql.SQL("LISTEN {}").format(sql.Identifier(channel)))
        calls = 0
        await sender.execute("SELECT pg_notify(%s, 'one'), pg_notify(%s, 'two')", (channel, channel))
        # nobody waits on the listener now: its readable socket is called back once, not without end
        await asyncio.sleep(0.3)
        told = []
        async for note in listener.notifies(timeout=None, stop_after=2):
            told.append(note.payload)
        await listener.close()
        await sender.close()
        return answers, told, calls

    answers, told, calls = asyncio.run(run())
    assert answers == [r + n for r in range(3) for n in range(5)]
    assert told == ["one", "two"]
    assert calls <= 2


def test_a_notifier_drops_its_own_notifications_and_applies_the_others_in_order(postgres_url: str) -> None:
    """The notifier reads every notification of a wake-up from its connection: this process's
    own (its id first) are dropped unread, the others' handed to the hall in the order sent,
    with the action each carries."""
    import psycopg

    from bridgekit.server.db import Event
    from bridgekit.server.notify import CHANNEL, Notifier
    from bridgekit.server.pglog import libpq_url

    class FakeHall:
        def __init__(self) -> None:
            self.store = Store("sqlite://")
            self.publish: object = None
            self.told: list[tuple[str, bool, Event | None]] = []

        async def notified(self, table_id: str, *, seats: bool = False, event: Event | None = None) -> None:
            self.told.append((table_id, seats, event))

    async def run() -> tuple[list[tuple[str, bool, Event | None]], str]:
        hall = FakeHall()
        notifier = Notifier(postgres_url, hall)  # type: ignore[arg-type]
        await notifier.start()
        other = await psycopg.AsyncConnection.connect(libpq_url(postgres_url), autocommit=True)
        try:
            mine = notifier.me
            payloads = [
                f'{mine}:t1:1:[0,0,0,"1C",null]',  # this process's own: dropped
                'other:t1:1:[0,0,0,"1C",null]',
                f"{mine}:t2:5:seats",  # dropped
                "other:t2:5:seats",
                'other:t1:2:[1,0,1,"P","a note"]',
            ]
            await other.execute(
                "SELECT pg_notify(%s, p) FROM unnest(%s::text[]) WITH ORDINALITY AS u(p, n) ORDER BY n",
                (CHANNEL, payloads),
            )
            for _ in range(100):
                if len(hall.told) >= 3:
                    break
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.1)  # nothing more comes
        finally:
            await other.close()
            await notifier.stop()
        return hall.told, mine

    told, _mine = asyncio.run(run())
    assert told == [
        ("t1", False, Event(0, 0, 0, "1C", None)),
        ("t2", True, None),
        ("t1", False, Event(1, 0, 1, "P", "a note")),
    ]


def test_the_benchmark_finds_the_postgresql_processes_whose_cpu_it_reports(
    postgres_url: str, benchmark: Callable[[str], ModuleType]
) -> None:
    """``bench_server.py`` reports PostgreSQL's CPU per action: the processes it reads are the
    database server's (its postmaster and children), and none for a server it cannot reach."""
    bench = benchmark("bench_server")
    pids = bench.database_pids(postgres_url)
    assert len(pids) >= 2  # the postmaster and at least one child (the checkpointer, ...)
    names = []
    for pid in pids:
        with contextlib.suppress(FileNotFoundError):  # (a backend that ended meanwhile)
            names.append(Path(f"/proc/{pid}/comm").read_text().strip())
    assert Path(f"/proc/{pids[0]}/comm").read_text().strip().startswith("postgres")  # the postmaster
    assert len(names) >= 2 and all(name.startswith("postgres") for name in names)
    assert bench.database_pids("postgresql://nobody@127.0.0.1:1/none") == ()
    assert bench.database_pids(None) == ()


def test_a_notified_action_waits_while_the_room_is_busy_and_is_applied_at_once_otherwise(
    tmp_path: Path,
) -> None:
    """``Hall.notified`` applies the room's next action told by another process at once when
    nothing of the room is under way (no lock taken for it), and waits for the room's lock while
    something is (a player's action being checked and committed): never in the middle of it."""
    from bridgekit.server.db import Event
    from bridgekit.server.hall import Hall
    from bridgekit.server.rooms import Room

    store, tables = _store(tmp_path)
    writer = Room.load(store, tables[0])  # another process's room: it commits the actions
    assert writer is not None

    acquired = 0

    class CountingLock(asyncio.Lock):
        async def acquire(self) -> bool:
            nonlocal acquired
            acquired += 1
            return await super().acquire()

    async def run() -> tuple[int, int, int, int]:
        hall = Hall(store, robot_delay=0)
        room = await hall.room(tables[0])
        assert room is not None
        room.lock = CountingLock()
        for task in list(hall.tasks):  # (the robots' task of the loaded room: not wanted here)
            task.cancel()
        room.robot_busy = True  # the robots keep still: only the told actions move the table

        async def commit(text: str) -> Event:
            await writer.submit(writer.game.to_act, text)
            assert writer.last_event is not None
            return writer.last_event

        await hall.notified(tables[0], event=await commit("1C"))
        at_once = room.seq  # applied, the lock free (and not taken)
        assert acquired == 0
        second = await commit("P")
        async with room.lock:  # the room busy: the told action waits for it
            waiting = asyncio.create_task(hall.notified(tables[0], event=second))
            for _ in range(5):
                await asyncio.sleep(0)
            during = room.seq
        await waiting
        after = room.seq
        await hall.close()
        return at_once, during, after, len(room.game.actions)

    at_once, during, after, actions = asyncio.run(run())
    assert (at_once, during, after, actions) == (1, 1, 2, 2)
    assert acquired == 2  # the test's own, and the told action's once the room was free


def test_the_benchmark_charges_the_event_loop_its_own_thread_only(
    benchmark: Callable[[str], ModuleType],
) -> None:
    """``bench_server.py`` reads the event loop's CPU from the main thread itself: a thread that
    burnt CPU and ended (as DDS's do, one set per double-dummy table) is in the process's CPU and
    not in the main thread's; the main thread's wake-ups are its sleeps."""
    import os
    import threading
    import time

    bench = benchmark("bench_server")
    pid = os.getpid()
    process, main, woken = bench.cpu_seconds(pid), bench.main_thread_seconds(pid), bench.wakeups(pid)

    def burn() -> None:
        end = time.process_time() + 0.3
        while time.process_time() < end:
            pass

    worker = threading.Thread(target=burn)
    worker.start()
    worker.join()  # (the main thread sleeps meanwhile: a wake-up)
    assert bench.cpu_seconds(pid) - process >= 0.2  # the ended thread's CPU is the process's
    assert bench.main_thread_seconds(pid) - main < 0.1  # and not the main thread's
    assert bench.wakeups(pid) > woken
