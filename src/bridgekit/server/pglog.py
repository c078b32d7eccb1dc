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
uses). Everything else (tables, seats, accounts, reading the log) goes through
:class:`~bridgekit.server.db.Store`.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Sequence
from typing import Final

import psycopg
from psycopg import errors as pg_errors

from bridgekit.server.db import Entry, Store, events

__all__ = ["PostgresLog", "libpq_url"]

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
        connection = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
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
