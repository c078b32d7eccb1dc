"""Two server processes on one PostgreSQL: the hand record of a deal (its double-dummy table and
par, seconds of CPU) is built by the process that ended the deal and sent to the other, which
builds it itself only if it does not come (bridgekit.server.notify, hall.RECORD_WAIT)."""

from __future__ import annotations

import asyncio
import json
from typing import Any, cast

import pytest

from bridgekit.server import hall as hall_module
from bridgekit.server import views
from bridgekit.server.db import Store
from bridgekit.server.hall import Client, Hall
from bridgekit.server.notify import Notifier
from bridgekit.server.rooms import Room, new_table


class Socket:
    """A WebSocket that keeps what it is sent."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def send_text(self, text: str) -> None:
        self.sent.append(text)


def _last(client: Client) -> dict[str, Any]:
    socket: Socket = cast(Any, client.socket)
    return dict(json.loads(socket.sent[-1])) if socket.sent else {}


def _choose(message: dict[str, Any]) -> str | None:
    """The benchmark's scripted player: 1C, then passes, then the first legal card."""
    view = message.get("view")
    if not view or view["is_over"] or not view["legal_actions"]:
        return None
    if view["stage"] == "auction":
        return "1C" if not view["calls"] else "P"
    return str(view["legal_actions"][0]["text"])


async def _deal(postgres_url: str, *, silent: bool) -> tuple[int, list[dict[str, Any]], list[Any]]:
    """One deal at a table whose seats 0-1 are held on one process and 2-3 on another, to its end
    and its hand record; *silent*: neither process sends its records. Returns the hand records
    built, each client's last message and each process's record."""
    stores = [Store(postgres_url), Store(postgres_url)]
    table = new_table(stores[0], "bridge", {}, ["human"] * 4, seed=7)
    halls = [Hall(store, robot_delay=0) for store in stores]
    notifiers = [Notifier(postgres_url, hall) for hall in halls]
    for notifier in notifiers:
        await notifier.start()
    if silent:

        async def nothing(*args: Any) -> None:
            return None

        for hall in halls:
            hall.publish_record = nothing
    try:
        rooms: list[Room] = []
        for hall in halls:
            room = await hall.room(table)
            assert room is not None
            rooms.append(room)
        clients = [Client(cast(Any, Socket()), seat) for seat in range(4)]
        for seat, client in enumerate(clients):
            await halls[seat // 2].attach(rooms[seat // 2], client)
        seq = 0
        for _step in range(80):
            for _wait in range(600):  # every client told the state (at most 6 s)
                if all(_last(c).get("seq") == seq for c in clients):
                    break
                await asyncio.sleep(0.01)
            else:
                pytest.fail(f"not every client was told state {seq}")
            acting = [(seat, a) for seat, c in enumerate(clients) if (a := _choose(_last(c))) is not None]
            if not acting:
                break
            seat, action = acting[0]
            await rooms[seat // 2].submit(seat, action)
            seq = rooms[seat // 2].seq
        assert all(room.game.is_over for room in rooms)
        for _wait in range(600):  # every client told the hand record (at most 60 s)
            if all(_last(c).get("record") for c in clients):
                break
            await asyncio.sleep(0.1)
        return 0, [_last(c) for c in clients], [room.records.get(0) for room in rooms]
    finally:
        for notifier in notifiers:
            await notifier.stop()
        for hall in halls:
            await hall.close()


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    built: list[int] = []
    build = views.hand_record

    def counting(game: Any) -> dict[str, Any]:
        built.append(1)
        return build(game)

    monkeypatch.setattr(views, "hand_record", counting)
    return built


def test_the_process_that_ends_a_deal_builds_its_hand_record_for_both(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    built = _counted(monkeypatch)
    _, last, records = asyncio.run(_deal(postgres_url, silent=False))
    assert all(message["view"]["is_over"] and message["record"] for message in last)
    assert records[0] is not None and records[0] == records[1]
    assert records[0]["dd"] is not None  # the double-dummy table, built once
    assert len(built) == 1


def test_a_hand_record_that_does_not_come_is_built_by_the_other_process(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hall_module, "RECORD_WAIT", 0.5)
    built = _counted(monkeypatch)
    _, last, records = asyncio.run(_deal(postgres_url, silent=True))
    assert all(message["record"] for message in last)
    assert records[0] == records[1]
    assert len(built) == 2  # each process built it: the one waiting after RECORD_WAIT
