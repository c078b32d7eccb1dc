"""The event log's group commit: the actions of many tables appended in one transaction.

Every accepted action is committed to the log before anyone is told of it
(:meth:`bridgekit.server.rooms.Room.submit`). Committing each on its own costs a transaction
and a hand-over to the writing thread per action; under load, most of a server's actions
would wait for those. :class:`GroupCommit` takes the actions that arrive while commits are
under way (one at a time on SQLite, which has one writer; up to four on a database server)
and commits them together next (one transaction, one hand-over), then wakes each waiter:
each still returns only once its own action is committed, and an action another process
appended first (PostgreSQL) still fails alone, with :class:`~bridgekit.server.db.StaleError`.
On PostgreSQL a batch is one statement sent from the event loop itself
(:class:`~bridgekit.server.pglog.PostgresLog`); on SQLite it goes to the store's writer thread.

>>> import asyncio
>>> from bridgekit.server.db import Entry, Store
>>> store = Store("sqlite://")
>>> table = store.create_table("bridge", {}, seed=1, seats=["robot"] * 4)
>>> async def two_at_once() -> None:
...     log = group_commit(store)
...     await asyncio.gather(log.append(Entry(table, 0, 0, 0, "1NT")), log.append(Entry(table, 1, 0, 1, "P")))
>>> asyncio.run(two_at_once())
>>> [e.action for e in store.events(table)]
['1NT', 'P']
"""

from __future__ import annotations

import asyncio
import weakref
from typing import TYPE_CHECKING, Any

from bridgekit.server.db import Entry, StaleError, Store

if TYPE_CHECKING:
    from bridgekit.server.pglog import PostgresLog

__all__ = ["GroupCommit", "group_commit", "close_group_commit"]


class GroupCommit:
    """Appends to *store*'s event log from one event loop (see the module's doc)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.pending: list[tuple[Entry, asyncio.Future[None]]] = []
        #: commits under way; SQLite writes one at a time (its one writer thread), a database
        #: server several at once (a commit waiting on the disk holds up no other batch)
        self.running = 0
        self.limit = 1 if store.writer is not None else 4
        self.tasks: set[asyncio.Task[None]] = set()  # held, so that none is collected while it runs
        #: PostgreSQL: the batches written from this event loop, no thread (imported only then)
        self.postgres: PostgresLog | None = None
        if store.is_postgres:
            from bridgekit.server.pglog import PostgresLog

            self.postgres = PostgresLog(store, connections=self.limit)

    async def append(self, entry: Entry) -> None:
        """Append *entry*; returns once it is committed.

        :raises StaleError: if its table already has an action at that place (another writer was first)
        """
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        self.pending.append((entry, done))
        if self.running < self.limit:
            self.running += 1
            task = loop.create_task(self._commit())
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
        await done

    async def _commit(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self.pending:
                batch, self.pending = self.pending, []
                entries = [entry for entry, _ in batch]
                try:
                    if self.postgres is not None:
                        appended = await self.postgres.append_many(entries)
                    else:
                        appended = await loop.run_in_executor(
                            self.store.writer, self.store.append_many, entries
                        )
                except Exception as error:  # the database failed: every waiter of the batch is told
                    for _, done in batch:
                        if not done.done():
                            done.set_exception(error)
                    continue
                for (entry, done), ok in zip(batch, appended, strict=True):
                    if done.done():
                        continue
                    if ok:
                        done.set_result(None)
                    else:
                        done.set_exception(
                            StaleError(f"table {entry.table_id} already has action {entry.seq}")
                        )
        finally:
            self.running -= 1

    async def close(self) -> None:
        """Close its database connections (PostgreSQL); call from the loop that used it."""
        if self.postgres is not None:
            await self.postgres.close()


#: one group commit per store and event loop (tests run several loops, some at once)
_COMMITS: weakref.WeakKeyDictionary[Store, weakref.WeakKeyDictionary[Any, GroupCommit]] = (
    weakref.WeakKeyDictionary()
)


def group_commit(store: Store) -> GroupCommit:
    """The group commit of *store* for the running event loop."""
    loop = asyncio.get_running_loop()
    by_loop = _COMMITS.get(store)
    if by_loop is None:  # (not setdefault: its default would be made on every call)
        by_loop = _COMMITS[store] = weakref.WeakKeyDictionary()
    found = by_loop.get(loop)
    if found is None:
        found = by_loop[loop] = GroupCommit(store)
    return found


async def close_group_commit(store: Store) -> None:
    """Close the group commit of *store* for the running event loop, if it has one."""
    by_loop = _COMMITS.get(store)
    found = None if by_loop is None else by_loop.pop(asyncio.get_running_loop(), None)
    if found is not None:
        await found.close()
