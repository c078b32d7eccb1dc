"""The event log on PostgreSQL, appended from the event loop: one statement per batch.

On PostgreSQL the group commit (:mod:`bridgekit.server.commit`) writes a batch of actions with
**one autocommit statement** on one of a few psycopg async connections: the rows inserted from
one JSON text (``INSERT … SELECT … FROM json_to_recordset(…)``) and, in the same statement, the
notifications that tell the other server processes (:mod:`bridgekit.server.notify`). The statement is its own
transaction: when it returns, every action of the batch is committed (and only then does
PostgreSQL deliver its notifications); if any row is refused (another process appended that
action first), nothing of the batch is written and nothing is told, and each action is then
tried alone to learn which lost. No thread hand-off, no ``BEGIN``/``COMMIT`` round trips, no
SQLAlchemy on this path (one round trip a batch; psycopg prepares the statement after a few
uses). The connections are :class:`LeanConnection` objects: psycopg's own wait registers the socket
with the event loop and sets a timer for every statement; these keep the socket registered
between statements and set no timer (about 40 µs of CPU a statement less).
Everything else (tables, seats, accounts, reading the log) goes through
:class:`~bridgekit.server.db.Store`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Sequence
from typing import Final, TypeVar

import psycopg
from psycopg import errors as pg_errors
from psycopg.abc import PQGen
from psycopg.waiting import Ready, Wait

from bridgekit.server.db import Entry, Store, events

__all__ = ["LeanConnection", "PostgresLog", "libpq_url"]

_RV = TypeVar("_RV")

#: a batch and its notifications, one statement (one transaction: told only if appended). The
#: batch comes as one JSON text (one parameter: cheaper to send than an array per column)
APPEND: Final = (
    "WITH batch AS MATERIALIZED (SELECT * FROM json_to_recordset(%s::json)"
    " AS b(t text, s int, d int, p int, a text, n text, c text, m text)),"
    f" appended AS (INSERT INTO {events.name} (table_id, seq, deal, seat, action, note, at)"
    " SELECT t, s, d, p, a, n, %s::float8 FROM batch RETURNING 1)"
    " SELECT pg_notify(c, m) FROM batch WHERE c IS NOT NULL"
)
#: one encoder (``json.dumps`` with options makes a new one each call)
_ENCODER: Final = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)


def libpq_url(url: str) -> str:
    """``postgresql+psycopg://…`` (SQLAlchemy) as libpq writes it."""
    scheme, rest = url.split("://", 1)
    return "postgresql://" + rest if scheme.startswith("postgresql") else url


def batch_text(entries: Sequence[Entry], told: Sequence[tuple[str, str]] | None) -> str:
    """*entries* as the JSON text :data:`APPEND` reads, each with its notification's channel
    and payload (*told*; none if ``None``).

    >>> batch_text([Entry("t1", 0, 0, 2, "1NT")], [("ch", "t1:1")])
    '[{"t":"t1","s":0,"d":0,"p":2,"a":"1NT","n":null,"c":"ch","m":"t1:1"}]'
    """
    pairs: Sequence[tuple[str | None, str | None]] = [(None, None)] * len(entries) if told is None else told
    return _ENCODER.encode(
        [
            {
                "t": e.table_id,
                "s": e.seq,
                "d": e.deal,
                "p": e.seat,
                "a": e.action,
                "n": e.note,
                "c": c,
                "m": m,
            }
            for e, (c, m) in zip(entries, pairs, strict=True)
        ]
    )


class LeanConnection(psycopg.AsyncConnection[tuple[object, ...]]):
    """A psycopg async connection whose waits cost the event loop less: its socket stays
    registered for reading from one statement to the next (psycopg's :meth:`wait` adds and
    removes the reader, and sets and cancels a timer, at every wait), no timer is set (psycopg's
    wakes a wait every 0.1 s to look for a Ctrl-C, which a server does not need). A wait with a
    *timeout* is psycopg's own. When the socket is readable with nobody waiting (a notification
    between two waits, the server gone), the reader is removed (the event loop would otherwise
    call it again and again) and the next wait adds it again."""

    _waiter: asyncio.Future[None] | None = None
    #: the socket registered with *_loop* for reading, or -1
    _reading: int = -1
    _loop: asyncio.AbstractEventLoop | None = None

    async def wait(self, gen: PQGen[_RV], interval: float = 0.1, timeout: float | None = None) -> _RV:
        if timeout is not None:
            self._stop_reading()
            return await super().wait(gen, interval, timeout)
        try:
            state = next(gen)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]
        loop = asyncio.get_running_loop()
        fileno = self.pgconn.socket
        try:
            while True:
                waiter = loop.create_future()
                if state & Wait.W:  # (a batch larger than the socket's buffer: seldom)
                    loop.add_writer(fileno, waiter.set_result, None)
                    try:
                        await waiter
                    finally:
                        loop.remove_writer(fileno)
                    state = gen.send(Ready.W)
                    continue
                if self._reading != fileno or self._loop is not loop:
                    self._stop_reading()
                    loop.add_reader(fileno, self._readable)
                    self._reading, self._loop = fileno, loop
                self._waiter = waiter
                try:
                    await waiter
                finally:
                    self._waiter = None
                state = gen.send(Ready.R)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]
        except BaseException:
            self._stop_reading()  # (a broken or cancelled wait: registered afresh next time)
            raise

    def _readable(self) -> None:
        waiter = self._waiter
        if waiter is None:
            self._stop_reading()
        elif not waiter.done():
            waiter.set_result(None)

    def _stop_reading(self) -> None:
        if self._reading >= 0 and self._loop is not None:
            with contextlib.suppress(Exception):
                self._loop.remove_reader(self._reading)
        self._reading, self._loop = -1, None

    async def close(self) -> None:
        self._stop_reading()  # before the socket closes: its number may be given to another
        await super().close()


_Cursor = psycopg.AsyncCursor[tuple[object, ...]]


class PostgresLog:
    """Appends batches to *store*'s event log through up to *connections* psycopg async
    connections of the running event loop (opened on first use, each with one cursor kept;
    see the module's doc)."""

    def __init__(self, store: Store, connections: int = 4) -> None:
        self.store = store
        self.url = libpq_url(store.url)
        self.limit = connections
        self.idle: list[_Cursor] = []

    async def append_many(self, entries: Sequence[Entry]) -> list[bool]:
        """Append *entries* (several tables' actions); for each, whether it was appended
        (``False``: its table already had that action). Committed when this returns."""
        cursor = await self._cursor()
        try:
            try:
                await self._append(cursor, entries)
                return [True] * len(entries)
            except pg_errors.UniqueViolation:
                if len(entries) == 1:
                    return [False]
            done = []  # one of them lost a race: each alone, to know which
            for entry in entries:
                try:
                    await self._append(cursor, [entry])
                    done.append(True)
                except pg_errors.UniqueViolation:
                    done.append(False)
            return done
        finally:
            await self._release(cursor)

    async def _append(self, cursor: _Cursor, entries: Sequence[Entry]) -> None:
        announce = self.store.announce
        told = None if announce is None else [announce(entry) for entry in entries]
        await cursor.execute(APPEND, (batch_text(entries, told), time.time()))

    async def _cursor(self) -> _Cursor:
        if self.idle:
            return self.idle.pop()
        connection = await LeanConnection.connect(self.url, autocommit=True)
        return connection.cursor()

    async def _release(self, cursor: _Cursor) -> None:
        """Keep *cursor* (its connection) for the next batch, or close it (broken, or the log closed)."""
        connection = cursor.connection
        if not connection.closed and not connection.broken and len(self.idle) < self.limit:
            self.idle.append(cursor)
            return
        with contextlib.suppress(Exception):
            await connection.close()

    async def close(self) -> None:
        """Close the connections (those in use when their batch is done)."""
        idle, self.idle, self.limit = self.idle, [], 0
        for cursor in idle:
            with contextlib.suppress(Exception):
                await cursor.connection.close()
