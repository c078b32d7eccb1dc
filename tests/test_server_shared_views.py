"""Two server processes on one PostgreSQL share the views they write (bridgekit.server.notify,
"The views, shared"): each client is told its own seat's state, the same text its own process
would have written, and a process's seated clients are told another's texts when it sends them,
its own views when it does not."""

from __future__ import annotations

import asyncio
import json
from typing import Any, cast

import pytest

from bridgekit.server import hall as hall_module
from bridgekit.server.db import Store
from bridgekit.server.hall import Client, Hall
from bridgekit.server.notify import Notifier
from bridgekit.server.rooms import Room, new_table


def _sent(client: Client) -> list[str]:
    """What *client*'s socket (a :class:`Socket`) was sent."""
    socket: Socket = client.socket  # type: ignore[assignment]
    return socket.sent


def _last(client: Client) -> dict[str, Any]:
    return dict(json.loads(_sent(client)[-1]))


class Socket:
    """A WebSocket that keeps what it is sent."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def send_text(self, text: str) -> None:
        self.sent.append(text)


def _choose(message: dict[str, Any]) -> str | None:
    """The benchmark's scripted player: 1C, then passes, then the first legal card."""
    view = message["view"]
    legal = view["legal_actions"]
    if view["is_over"] or not legal:
        return None
    if view["stage"] == "auction":
        return "1C" if not view["calls"] else "P"
    return str(legal[0]["text"])


async def _play(postgres_url: str, actions: int, *, silent_first: bool) -> dict[str, Any]:
    """Two halls (two processes), seats 0 and 1 on the first, 2 and 3 on the second; *actions*
    actions played by whoever holds the seat to act. *silent_first*: the first process promises
    its views but never sends them."""
    stores = [Store(postgres_url), Store(postgres_url)]
    table = new_table(stores[0], "bridge", {}, ["human"] * 4, seed=11)
    halls = [Hall(store, robot_delay=0) for store in stores]
    notifiers = [Notifier(postgres_url, hall) for hall in halls]
    used: list[tuple[int, int]] = []  # (process, seat) told a text sent by the other process
    for notifier in notifiers:
        await notifier.start()
    if silent_first:
        halls[0].publish_views = lambda *args: None
    for number, hall in enumerate(halls):
        told = hall.view_told

        async def counting(table_id: str, seq: int, lang: str, player: int, text: str | None,
                           told: Any = told, number: int = number) -> None:  # fmt: skip
            if text is not None:
                used.append((number, player))
            await told(table_id, seq, lang, player, text)

        hall.view_told = counting  # type: ignore[method-assign]
    try:
        rooms: list[Room] = []
        for hall in halls:
            room = await hall.room(table)
            assert room is not None
            rooms.append(room)
        clients = [Client(cast(Any, Socket()), seat) for seat in range(4)]
        for seat, client in enumerate(clients):
            await halls[seat // 2].attach(rooms[seat // 2], client)
        mismatches: list[str] = []
        seq = rooms[0].seq
        for _step in range(actions):
            for _wait in range(600):  # every client told the state (at most 6 s)
                if all(_sent(c) and _last(c)["seq"] == seq for c in clients):
                    break
                await asyncio.sleep(0.01)
            else:
                pytest.fail(f"not every client was told state {seq}")
            for seat, client in enumerate(clients):
                last = _last(client)
                process = seat // 2
                hall, room = halls[process], rooms[process]
                connected = {c.seat for c in hall.clients[table] if c.seat is not None}
                if last != room.state(seat, connected=connected):  # what its own process writes
                    mismatches.append(f"seat {seat} at {seq}")
            chosen = [(seat, _choose(_last(c))) for seat, c in enumerate(clients)]
            acting = [(seat, action) for seat, action in chosen if action is not None]
            if not acting:
                break
            seat, action = acting[0]
            await rooms[seat // 2].submit(seat, action)
            seq = rooms[seat // 2].seq
        messages = [[json.loads(text) for text in _sent(c)] for c in clients]
        return {"messages": messages, "used": used, "mismatches": mismatches, "seq": rooms[0].seq}
    finally:
        for notifier in notifiers:
            await notifier.stop()
        for hall in halls:
            await hall.close()


def test_two_processes_tell_each_client_its_own_seat_from_the_views_the_other_wrote(
    postgres_url: str,
) -> None:
    result = asyncio.run(_play(postgres_url, 40, silent_first=False))
    assert result["seq"] >= 30
    assert result["mismatches"] == []  # each state as its own process would have written it
    for seat, messages in enumerate(result["messages"]):
        assert all(m["you"] == seat and m["view"]["seat"] == seat for m in messages)
        seqs = [m["seq"] for m in messages]
        assert seqs == sorted(seqs)  # never an older state after a newer one
    used = result["used"]
    # once each process knows the other acts at the table, the one that did not commit an action
    # tells its clients the texts the other wrote: the second process's seats 2 and 3 often, and
    # only its clients' players were sent to it
    assert sum(1 for process, _ in used if process == 1) >= 20
    assert {player for process, player in used if process == 1} == {2, 3}
    assert {player for process, player in used if process == 0} <= {0, 1}


def test_views_promised_and_not_sent_are_written_by_the_process_itself(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hall_module, "VIEWS_WAIT", 0.2)
    result = asyncio.run(_play(postgres_url, 20, silent_first=True))
    assert result["seq"] >= 15
    assert result["mismatches"] == []
    assert not [1 for process, _ in result["used"] if process == 1]  # none came from the first
