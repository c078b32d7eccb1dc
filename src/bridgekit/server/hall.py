"""The rooms a server process holds, their WebSocket clients, robots and the other processes' news.

One :class:`Hall` per process. Rooms are loaded from the database on first use (so a restarted
process resumes every table as its log left it); each change of a room is told to every client
of the room, each receiving only its own seat's view. With PostgreSQL, a change committed by
another process arrives as a notification (:mod:`bridgekit.server.notify`) and the room catches up.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from starlette.websockets import WebSocket

from bridgekit.i18n import language, using
from bridgekit.server.db import Event, Store
from bridgekit.server.messages import dumps
from bridgekit.server.rooms import Room
from bridgekit.server.security import TokenBucket

__all__ = ["Hall", "Client"]

log = logging.getLogger("bridgekit.server")
#: how long a process waits for the hand record of a deal another process ended (seconds) before
#: building it itself
RECORD_WAIT = 20.0


@dataclass(eq=False)
class Client:
    """One browser's WebSocket at one table, in one seat (``None``: watching)."""

    socket: WebSocket
    seat: int | None
    sent: list[str] = field(default_factory=list)
    #: the language of this browser (chosen when it connected: bridgekit.server.language)
    language: str = field(default_factory=language)

    async def send(self, text: str) -> None:
        try:
            await self.socket.send_text(text)
        except Exception:  # a socket that went away: its own loop ends it
            log.debug("send failed", exc_info=True)


class Hall:
    """The tables of this process (see the module's doc)."""

    def __init__(self, store: Store, *, robot_delay: float = 1.0, robot_threads: int = 2) -> None:
        self.store = store
        self.robot_delay = robot_delay
        self.pool = ThreadPoolExecutor(max_workers=robot_threads, thread_name_prefix="robot")
        self.rooms: dict[str, Room] = {}
        self.clients: dict[str, set[Client]] = {}
        self.message_rate = TokenBucket(rate=10, burst=30)
        self.tasks: set[asyncio.Task[Any]] = set()
        #: set by the notifier: async (table_id, seq, *, seats=False, event=None) -> None
        self.publish: Any = None
        #: set by the notifier: async (table_id, seq, deal, record or None) -> None
        self.publish_record: Any = None
        #: the deal (number) of each table whose last action another process committed: that
        #: process builds its hand record and sends it (:meth:`record_told`)
        self.ended_elsewhere: dict[str, int] = {}

    async def room(self, table_id: str) -> Room | None:
        room = self.rooms.get(table_id)
        if room is None:
            loop = asyncio.get_running_loop()
            room = await loop.run_in_executor(None, Room.load, self.store, table_id)
            if room is None:
                return None
            room = self.rooms.setdefault(table_id, room)
            if not room.listeners:
                room.listeners.append(self._changed)
            self._spawn(self._after_change(room))
        return room

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("table task failed", exc_info=task.exception())

    async def _changed(self, room: Room) -> None:
        await self.broadcast(room)
        if self.publish is not None:  # the other processes are told without holding up this table
            event = room.last_event
            told = event if event is not None and event.seq == room.seq - 1 else None
            if told is None or self.store.announce is None:  # else told by its commit already
                self._spawn(self.publish(room.row.id, room.seq, event=told))
        if self._work_after(room):  # a task only if there is something to do (not after each action)
            self._spawn(self._after_change(room))

    @staticmethod
    def _work_after(room: Room) -> bool:
        """Whether a change leaves work for :meth:`_after_change`: a hand record to build, a robot
        to act (and not already acting)."""
        if room.game.is_over and room.deal_number not in room.records:
            return True
        return not room.robot_busy and room.robot_to_act() is not None

    async def _after_change(self, room: Room) -> None:
        if room.game.is_over and room.deal_number not in room.records:
            table_id, deal = room.row.id, room.deal_number
            if self.publish_record is not None and self.ended_elsewhere.get(table_id) == deal:
                # the process that ended the deal builds the record and sends it: waited for
                asyncio.get_running_loop().call_later(RECORD_WAIT, self._record_overdue, table_id, deal)
            else:
                await room.build_record(self.pool)
                await self.broadcast(room)
                record = room.records.get(deal)
                if self.publish_record is not None and record is not None:
                    self._spawn(self.publish_record(table_id, room.seq, deal, record))
        await room.run_robots(self.pool, self.robot_delay)

    def record_told(self, table_id: str, deal: int, record: dict[str, Any] | None) -> None:
        """Another process built the hand record of *table_id*'s deal *deal* (``None``: it could
        not send it): kept, and told to this process's clients if the deal is the table's now; or
        built here."""
        room = self.rooms.get(table_id)
        if self.ended_elsewhere.get(table_id) == deal:
            del self.ended_elsewhere[table_id]
        if room is None or deal in room.records:
            return
        if record is None:
            self._record_overdue(table_id, deal)
            return
        room.records[deal] = record
        if room.deal_number == deal and room.game.is_over:
            self._spawn(self.broadcast(room))

    def _record_overdue(self, table_id: str, deal: int) -> None:
        """The hand record of *table_id*'s deal *deal* did not come from the process that ended
        it: built here if that deal is still on the table and has none."""
        room = self.rooms.get(table_id)
        if self.ended_elsewhere.get(table_id) == deal:
            del self.ended_elsewhere[table_id]
        if room is not None and room.deal_number == deal and room.game.is_over and deal not in room.records:
            self._spawn(self._build_record(room))

    async def _build_record(self, room: Room) -> None:
        await room.build_record(self.pool)
        await self.broadcast(room)

    async def broadcast(self, room: Room) -> None:
        """Send each client of *room* the state of its own seat: the public part is encoded once
        per language, each seat's part once per seat and language."""
        clients = self.clients.get(room.row.id)
        if not clients:
            return
        connected = {c.seat for c in clients if c.seat is not None}
        current = language()
        texts: dict[tuple[int | None, str], str] = {}
        shared: dict[str, str] = {}  # the public part's text by language
        for client in clients:
            key = (client.seat, client.language)
            if key not in texts:
                texts[key] = self._state_text(room, client.seat, client.language, current, connected, shared)
        # one after the other: a send returns at once unless that client's socket is full (and a
        # broadcast waits for every client either way); no task per client and message
        for client in list(clients):
            await client.send(texts[(client.seat, client.language)])

    @staticmethod
    def _state_text(
        room: Room, seat: int | None, lang: str, current: str, connected: set[int], shared: dict[str, str]
    ) -> str:
        """*seat*'s state message in *lang* (*current*: the language in force), the public part
        kept in *shared*; an error message instead if drawing it fails (a bug in one seat's view
        must not stop the table)."""
        try:
            if lang != current:
                with using(lang):
                    return Hall._compose(room, seat, lang, connected, shared)
            return Hall._compose(room, seat, lang, connected, shared)
        except Exception:
            log.exception("state of table %s for seat %s", room.row.id, seat)
            return dumps(
                {"type": "error", "v": 1, "code": "internal", "message": "internal error drawing the table"}
            )

    @staticmethod
    def _compose(room: Room, seat: int | None, lang: str, connected: set[int], shared: dict[str, str]) -> str:
        public = shared.get(lang)
        if public is None:
            public = shared[lang] = room.shared_text(connected=connected)
        return room.state_text(seat, connected=connected, shared=public)

    async def attach(self, room: Room, client: Client) -> None:
        self.clients.setdefault(room.row.id, set()).add(client)
        await self.broadcast(room)

    async def detach(self, room: Room, client: Client) -> None:
        clients = self.clients.get(room.row.id)
        if clients is not None:
            clients.discard(client)
        with contextlib.suppress(Exception):
            await self.broadcast(room)

    async def reseat(self, table_id: str) -> None:
        """The seats of a table changed (join, leave): reload them and tell its clients."""
        room = self.rooms.get(table_id)
        if self.publish is not None:
            await self.publish(table_id, -1 if room is None else room.seq, seats=True)
        if room is None:
            return
        room.seats = await asyncio.get_running_loop().run_in_executor(None, self.store.seats, table_id)
        await self.broadcast(room)
        self._spawn(room.run_robots(self.pool, self.robot_delay))

    async def notified(self, table_id: str, *, seats: bool = False, event: Event | None = None) -> None:
        """Another process changed *table_id* (its log, or its *seats*): catch up and tell this
        process's clients. The *event* it committed, if told, is applied without reading the
        log when it is the room's next one."""
        room = self.rooms.get(table_id)
        if room is None:
            return
        if event is not None and event.seq <= room.seq and not seats and not room.lock.locked():
            # the usual case, the room's next action told: applied at once, nothing awaited between
            # the lock's check and the change, so nothing else of the room's runs meanwhile (as if
            # the lock were held; no coroutine and no lock for it)
            changed = room.take(event)
        else:
            loop = asyncio.get_running_loop()
            async with room.lock:
                if event is not None and event.seq <= room.seq:
                    changed = room.take(event)
                else:
                    changed = await loop.run_in_executor(None, room.catch_up)
                if seats:
                    room.seats = await loop.run_in_executor(None, self.store.seats, table_id)
        if not changed and not seats:
            return  # already seen (this process caught up on an earlier notification)
        if event is not None and room.seq == event.seq + 1 and room.game.is_over:
            self.ended_elsewhere[table_id] = room.deal_number  # (its record comes from there)
        await self.broadcast(room)
        if seats or room.proposal is not None or self._work_after(room):  # else nothing to do
            self._spawn(self._after_change(room))

    async def close(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        self.pool.shutdown(wait=False, cancel_futures=True)
