"""Several server processes, one set of tables: PostgreSQL's LISTEN/NOTIFY (psycopg 3).

Each process appends actions to the shared event log (the database arbitrates: one action
per sequence number) and announces ``table:seq:[seq, deal, seat, action, note]`` on the
channel ``bridgekit_tables`` in the transaction that appends it (PostgreSQL delivers a
notification when its transaction commits, and never if it does not): the action committed
(``table:seq:seats`` when a player joined or left; ``table:seq`` alone when the action would
not fit in a notification).
Every other process that holds that table applies the action told if it is its next one,
without reading the log, or else catches up from the log, and tells its own clients. The log
stays the only truth (a notification is sent only after its action is committed), and a lost
notification is repaired by the next one (the gap is read from the log).

PostgreSQL delivers a notification to every listener, its sender's process too: the listener
reads them straight from its connection when its socket is readable (all that arrived, at one
wake-up) and drops this process's own by their first bytes, before any is decoded or parsed;
the others are handed, in order, to one task that applies them.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections import deque
from typing import TYPE_CHECKING, Any, Final

import psycopg

from bridgekit.server.db import Entry, Event
from bridgekit.server.pglog import LeanConnection, libpq_url
from bridgekit.server.security import new_token

if TYPE_CHECKING:
    from bridgekit.server.hall import Hall

__all__ = ["Notifier", "CHANNEL"]

CHANNEL: Final = "bridgekit_tables"
#: the longest payload sent (PostgreSQL's limit is 8000 bytes)
MAX_PAYLOAD: Final = 7000
log = logging.getLogger("bridgekit.server")
#: one encoder (``json.dumps`` with options makes a new one each call)
_ENCODER: Final = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)


class Notifier:
    """Announces this process's changes and listens for the others' (see the module's doc)."""

    def __init__(self, url: str, hall: Hall) -> None:
        self.url = libpq_url(url)
        self.hall = hall
        self.me = new_token(8)
        self.listener: psycopg.AsyncConnection[tuple[object, ...]] | None = None
        self.sender: psycopg.AsyncConnection[tuple[object, ...]] | None = None
        self.task: asyncio.Task[None] | None = None
        self.send_lock = asyncio.Lock()
        #: the payloads of this process's own notifications start with these bytes
        self._mine = f"{self.me}:".encode()
        #: the other processes' payloads read and not yet applied (bytes), in order
        self._pending: deque[bytes] = deque()
        self._wake: asyncio.Future[None] | None = None
        #: the listener's socket, registered with *_loop* for reading (or -1)
        self._socket = -1
        self._loop: asyncio.AbstractEventLoop | None = None
        self._encoding = "utf-8"

    async def start(self) -> None:
        # the listener is psycopg's plain connection: it runs one statement (LISTEN), after which
        # its socket is this notifier's to read (:meth:`_readable`)
        self.listener = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        self.sender = await LeanConnection.connect(self.url, autocommit=True)
        await self.listener.execute(f"LISTEN {CHANNEL}")
        self._encoding = self.listener.info.encoding
        loop = self._loop = asyncio.get_running_loop()
        self._socket = self.listener.pgconn.socket
        loop.add_reader(self._socket, self._readable)
        self.task = loop.create_task(self._listen())
        self.hall.publish = self.publish
        self.hall.publish_record = self.publish_record
        # each action's notification goes out in the transaction that appends it (one statement
        # for a group commit's batch), not in a round trip of its own after it
        self.hall.store.announce = self.announcement

    def announcement(self, entry: Entry) -> tuple[str, str]:
        """The channel and payload telling the other processes of *entry*, appended: the table's
        log up to it, and the action itself when it fits."""
        return CHANNEL, self._payload(entry.table_id, entry.seq + 1, False, entry)

    def _payload(self, table_id: str, seq: int, seats: bool, event: Event | Entry | None) -> str:
        payload = f"{self.me}:{table_id}:{seq}" + (":seats" if seats else "")
        if event is not None and not seats:
            told = (
                payload + ":" + _ENCODER.encode([event.seq, event.deal, event.seat, event.action, event.note])
            )
            if len(told) <= MAX_PAYLOAD // 4 or len(told.encode()) <= MAX_PAYLOAD:  # (4 bytes a char at most)
                payload = told
        return payload

    async def publish(
        self, table_id: str, seq: int, *, seats: bool = False, event: Event | None = None
    ) -> None:
        """Tell the other processes that *table_id* changed (after the change is committed):
        its log up to *seq*, its *seats* too if they changed, and the *event* just committed
        (left out if it would not fit in a notification: the others read it from the log)."""
        if self.sender is None:
            return
        payload = self._payload(table_id, seq, seats, event)
        try:
            async with self.send_lock:
                await self.sender.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
        except psycopg.Error:
            log.exception("could not notify the other processes")

    async def publish_record(self, table_id: str, seq: int, deal: int, record: dict[str, Any]) -> None:
        """Tell the other processes the hand record of *table_id*'s deal *deal* (number from 0),
        which this process ended and built (``table:seq:record:DEAL:JSON``; with no JSON when it
        does not fit: they build it themselves)."""
        if self.sender is None:
            return
        payload = f"{self.me}:{table_id}:{seq}:record:{deal}:"
        told = payload + _ENCODER.encode(record)
        if len(told) <= MAX_PAYLOAD // 4 or len(told.encode()) <= MAX_PAYLOAD:
            payload = told
        try:
            async with self.send_lock:
                await self.sender.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
        except psycopg.Error:
            log.exception("could not send a hand record to the other processes")

    def _readable(self) -> None:
        """The listener's socket is readable: every notification that arrived, read at once; the
        other processes' kept for :meth:`_listen`, this process's own dropped unread."""
        assert self.listener is not None
        pgconn = self.listener.pgconn
        try:
            pgconn.consume_input()
        except psycopg.Error:  # the connection is lost: no more notifications (logged once)
            log.exception("the notification listener's connection failed")
            self._stop_reading()
            self._pending.append(b"")  # the end, for _listen
        else:
            mine, pending = self._mine, self._pending
            while (note := pgconn.notifies()) is not None:
                if not note.extra.startswith(mine):
                    pending.append(note.extra)
        wake = self._wake
        if self._pending and wake is not None and not wake.done():
            wake.set_result(None)

    def _stop_reading(self) -> None:
        if self._socket >= 0 and self._loop is not None:
            with contextlib.suppress(Exception):
                self._loop.remove_reader(self._socket)
        self._socket, self._loop = -1, None

    async def _listen(self) -> None:
        """Apply the other processes' notifications, one after the other, as they are read."""
        pending = self._pending
        loop = asyncio.get_running_loop()
        while True:
            if not pending:
                self._wake = loop.create_future()
                try:
                    await self._wake
                finally:
                    self._wake = None
                continue
            raw = pending.popleft()
            if not raw:
                return  # the listener's connection was lost
            try:
                payload = raw.decode(self._encoding)
            except UnicodeDecodeError:
                log.error("a notification that is not text: %r", raw[:80])
                continue
            _sender, _, rest = payload.partition(":")
            table_id, _, what = rest.partition(":")
            _, _, extra = what.partition(":")
            if extra.startswith("record:"):
                _, deal, text = extra.split(":", 2)
                try:
                    self.hall.record_told(table_id, int(deal), json.loads(text) if text else None)
                except Exception:
                    log.exception("a hand record of table %s", table_id)
                continue
            try:
                await self.hall.notified(table_id, seats=extra == "seats", event=_event(extra))
            except Exception:
                log.exception("catching up table %s", table_id)

    async def stop(self) -> None:
        self.hall.publish = None
        self.hall.publish_record = None
        self.hall.store.announce = None
        self._stop_reading()  # (before the socket closes: its number may be given to another)
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.task
        for connection in (self.listener, self.sender):
            if connection is not None:
                with contextlib.suppress(Exception):
                    await connection.close()


def _event(text: str) -> Event | None:
    """The event a notification carries (``[seq, deal, seat, action, note]``), if any."""
    if not text.startswith("["):
        return None
    try:
        seq, deal, seat, action, note = json.loads(text)
    except ValueError:
        return None
    return Event(int(seq), int(deal), None if seat is None else int(seat), str(action), note)
