"""The rooms a server process holds, their WebSocket clients, robots and the other processes' news.

One :class:`Hall` per process. Rooms are loaded from the database on first use (so a restarted
process resumes every table as its log left it); each change of a room is told to every client
of the room, each receiving only its own seat's view. With PostgreSQL, a change committed by
another process arrives as a notification (:mod:`bridgekit.server.notify`) and the room catches up;
when the other process sends the views of the state it led to, this process's seated clients are
told those texts instead of views built here again (:meth:`Hall.view_told`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
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
#: a process sends the views of its actions at a table while another process acted there this
#: recently (seconds): the other has clients at it
PEER_RECENT = 60.0
#: how long a process waits for views another process promised (bridgekit.server.notify.VIEWS_WAIT)
VIEWS_WAIT = 1.0


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
        #: set by the notifier: (table_id, seq, language, [(player, text or None)]) -> None
        self.publish_views: Any = None
        #: when another process's action at each table was last applied here (time.monotonic)
        self.peers: dict[str, float] = {}
        #: the state (sequence number) of each table whose views this process promised to send
        self.promised: dict[str, int] = {}
        #: the seated clients of each table waiting for the views another process promised, and
        #: the state (sequence number) those views are of
        self.waiting: dict[str, tuple[int, set[Client]]] = {}

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
        if self.promised and self.promised.pop(room.row.id, None) == room.seq:
            self._send_views(room)
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
            await room.build_record(self.pool)
            await self.broadcast(room)
        await room.run_robots(self.pool, self.robot_delay)

    def promise_views(self, table_id: str, seq: int) -> bool:
        """Whether this process will send the views of *table_id*'s state *seq* (the action
        *seq* - 1 is being committed) to the other processes: while another process acted there
        lately (:data:`PEER_RECENT`). Remembered until the state is told (:meth:`_changed`)."""
        seen = self.peers.get(table_id)
        if seen is None or self.publish_views is None or time.monotonic() - seen > PEER_RECENT:
            return False
        self.promised[table_id] = seq
        return True

    def _send_views(self, room: Room) -> None:
        """Each player's part of the state message, as this process's clients were told it, to
        the other processes (:mod:`bridgekit.server.notify`, "The views, shared")."""
        texts: list[tuple[int, str | None]] = []
        for player in range(len(room.seats)):
            try:
                texts.append((player, room.seat_text(player)))
            except Exception:  # the others write it themselves
                log.exception("state of table %s for player %s", room.row.id, player)
                texts.append((player, None))
        self.publish_views(room.row.id, room.seq, language(), texts)

    async def view_told(self, table_id: str, seq: int, lang: str, player: int, text: str | None) -> None:
        """Another process sent *player*'s part of the state message of *table_id*'s state *seq*,
        written in *lang* (``None``: it could not): told to this process's clients waiting for it,
        those seated as *player* in that language; the others waiting of another language (they
        get no text) are told from this process's own views."""
        waiting = self.waiting.get(table_id)
        if waiting is None or waiting[0] != seq:
            return
        room = self.rooms.get(table_id)
        clients = waiting[1]
        if room is None or room.seq != seq:
            del self.waiting[table_id]
            return
        clients &= self.clients.get(table_id, set())  # (not those gone meanwhile)
        told = [c for c in clients if c.seat == player and c.language == lang and text is not None]
        if told:
            connected = {c.seat for c in self.clients.get(table_id, set()) if c.seat is not None}
            with using(lang) if lang != language() else contextlib.nullcontext():
                message = room.shared_text(connected=connected) + "," + str(text)
            clients.difference_update(told)
            for client in told:
                await client.send(message)
        own = {c for c in clients if c.language != lang or (c.seat == player and text is None)}
        clients -= own
        if not clients and self.waiting.get(table_id) is waiting:
            del self.waiting[table_id]
        if own:
            await self.broadcast(room, only=own)

    def _overdue(self, table_id: str, seq: int) -> None:
        """The views another process promised for *table_id*'s state *seq* did not all come: the
        clients still waiting are told from this process's own."""
        waiting = self.waiting.get(table_id)
        room = self.rooms.get(table_id)
        if waiting is None or waiting[0] != seq:
            return
        del self.waiting[table_id]
        if room is not None and waiting[1]:
            self._spawn(self.broadcast(room, only=waiting[1]))

    async def broadcast(self, room: Room, *, only: set[Client] | None = None) -> None:
        """Send each client of *room* (or those of *only*) the state of its own seat: the public
        part is encoded once per language, each seat's part once per seat."""
        table_clients = self.clients.get(room.row.id, set())
        if only is None:
            clients = table_clients
            if self.waiting:
                self.waiting.pop(room.row.id, None)  # every client is told the state now
        else:
            clients = only & table_clients
        connected = {c.seat for c in table_clients if c.seat is not None}
        texts: dict[tuple[int | None, str], str] = {}
        by_language: dict[str, set[int | None]] = {}
        for client in clients:
            by_language.setdefault(client.language, set()).add(client.seat)
        for lang, seats in by_language.items():
            with using(lang) if lang != language() else contextlib.nullcontext():
                shared: str | None = None
                for seat in seats:
                    try:
                        if shared is None:
                            shared = room.shared_text(connected=connected)
                        texts[(seat, lang)] = room.state_text(seat, connected=connected, shared=shared)
                    except Exception:  # a bug in drawing one seat's view must not stop the table
                        log.exception("state of table %s for seat %s", room.row.id, seat)
                        texts[(seat, lang)] = dumps(
                            {
                                "type": "error",
                                "v": 1,
                                "code": "internal",
                                "message": "internal error drawing the table",
                            }
                        )
        # one after the other: a send returns at once unless that client's socket is full (and a
        # broadcast waits for every client either way); no task per client and message
        for client in list(clients):
            await client.send(texts[(client.seat, client.language)])

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

    async def notified(
        self, table_id: str, *, seats: bool = False, event: Event | None = None, follow: bool = False
    ) -> None:
        """Another process changed *table_id* (its log, or its *seats*): catch up and tell this
        process's clients. The *event* it committed, if told, is applied without reading the
        log when it is the room's next one; if its views *follow*, the seated clients wait for
        them (:meth:`view_told`), at most :data:`VIEWS_WAIT` seconds."""
        room = self.rooms.get(table_id)
        if room is None:
            return
        loop = asyncio.get_running_loop()
        async with room.lock:
            if event is not None and event.seq <= room.seq:
                changed = room.take(event)
            else:
                changed = await loop.run_in_executor(None, room.catch_up)
            self.peers[table_id] = time.monotonic()  # (another process acts at this table)
            if seats:
                room.seats = await loop.run_in_executor(None, self.store.seats, table_id)
        if not changed and not seats:
            return  # already seen (this process caught up on an earlier notification)
        seated = (
            {c for c in self.clients.get(table_id, set()) if c.seat is not None}
            if follow and not seats and event is not None and room.seq == event.seq + 1
            else None
        )
        if seated:
            self.waiting[table_id] = (room.seq, seated)
            loop.call_later(VIEWS_WAIT, self._overdue, table_id, room.seq)
            rest = self.clients.get(table_id, set()) - seated  # spectators: told now
            if rest:
                await self.broadcast(room, only=rest)
        else:
            await self.broadcast(room)
        if seats or room.proposal is not None or self._work_after(room):  # else nothing to do
            self._spawn(self._after_change(room))

    async def close(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        self.pool.shutdown(wait=False, cancel_futures=True)
