"""Several server processes, one set of tables: PostgreSQL's LISTEN/NOTIFY (psycopg 3).

Each process appends actions to the shared event log (the database arbitrates: one action
per sequence number) and then announces ``table:seq`` on the channel ``bridgekit_tables``
(``table:seq:seats`` when a player joined or left).
Every other process that holds that table catches up from the log and tells its own clients.
A notification carries no game data, only which table changed: the log stays the only truth,
and a lost notification is repaired by the next one or by a client's ``sync``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, Final

import psycopg

from bridgekit.server.security import new_token

if TYPE_CHECKING:
    from bridgekit.server.hall import Hall

__all__ = ["Notifier", "CHANNEL"]

CHANNEL: Final = "bridgekit_tables"
log = logging.getLogger("bridgekit.server")


def _libpq_url(url: str) -> str:
    """``postgresql+psycopg://…`` (SQLAlchemy) as libpq writes it."""
    scheme, rest = url.split("://", 1)
    return "postgresql://" + rest if scheme.startswith("postgresql") else url


class Notifier:
    """Announces this process's changes and listens for the others' (see the module's doc)."""

    def __init__(self, url: str, hall: Hall) -> None:
        self.url = _libpq_url(url)
        self.hall = hall
        self.me = new_token(8)
        self.listener: psycopg.AsyncConnection[tuple[object, ...]] | None = None
        self.sender: psycopg.AsyncConnection[tuple[object, ...]] | None = None
        self.task: asyncio.Task[None] | None = None
        self.send_lock = asyncio.Lock()

    async def start(self) -> None:
        self.listener = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        self.sender = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        await self.listener.execute(f"LISTEN {CHANNEL}")
        self.task = asyncio.get_running_loop().create_task(self._listen())
        self.hall.publish = self.publish

    async def publish(self, table_id: str, seq: int, *, seats: bool = False) -> None:
        """Tell the other processes that *table_id* changed (after the change is committed):
        its log up to *seq*, and its *seats* too if they changed."""
        if self.sender is None:
            return
        payload = f"{self.me}:{table_id}:{seq}" + (":seats" if seats else "")
        try:
            async with self.send_lock:
                await self.sender.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
        except psycopg.Error:
            log.exception("could not notify the other processes")

    async def _listen(self) -> None:
        assert self.listener is not None
        async for note in self.listener.notifies():
            sender, _, rest = note.payload.partition(":")
            if sender == self.me:
                continue
            table_id, _, what = rest.partition(":")
            try:
                await self.hall.notified(table_id, seats=what.endswith(":seats"))
            except Exception:
                log.exception("catching up table %s", table_id)

    async def stop(self) -> None:
        self.hall.publish = None
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.task
        for connection in (self.listener, self.sender):
            if connection is not None:
                with contextlib.suppress(Exception):
                    await connection.close()
