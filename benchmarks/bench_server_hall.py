"""Two server processes' halls in one process: one commits each action, the other is told it.

K bridge tables, each held by two :class:`~bridgekit.server.hall.Hall` objects on one event loop
(as two server processes hold them), seats 0-1 connected to the first and 2-3 to the second
through sockets that send nothing. A script plays (the dealer opens 1C, the others pass, then each
plays its first legal card; ``@next`` at a deal's end): the first hall applies each action as
``Room._commit`` does once it is committed and tells its clients (``Hall.broadcast``), the second
is told it as a notification tells it (``Hall.notified``). No database write, no WebSocket, no
PostgreSQL: what each process does per action in Python, the told one's part apart.

Prints CPU microseconds per action (both halls, and the told hall's part). On a loaded machine,
count instructions instead: run it under ``valgrind --tool=callgrind`` with N actions and with 0
(``--steps 0``), with ``PYTHONHASHSEED=0``, and divide the difference by the actions.

    python benchmarks/bench_server_hall.py --tables 50 --steps 150
    PYTHONHASHSEED=0 valgrind --tool=callgrind python benchmarks/bench_server_hall.py --tables 20 --steps 120
"""

from __future__ import annotations

import argparse
import asyncio
import time

from bridgekit.server.db import Event, Store
from bridgekit.server.hall import Client, Hall
from bridgekit.server.rooms import Room, new_table


class _Socket:
    """A WebSocket that sends nothing (the clients' side is not measured here)."""

    async def send_text(self, text: str) -> None:
        return None


def _next_action(room: Room) -> tuple[int, str]:
    """The scripted player's seat and action in *room*'s state."""
    game = room.game
    if game.is_over:
        return 0, "@next"
    to_act = game.to_act
    assert to_act is not None
    legal = room.table_views().legal_texts()
    if "1C" in legal or "P" in legal:  # the auction: 1C opens, then everyone passes
        return room.controller(int(to_act)), "P" if game.actions else "1C"
    return room.controller(int(to_act)), next(iter(legal))


async def run(tables: int, steps: int) -> tuple[int, float, float]:
    """Play *steps* actions at each of *tables* tables; the actions, the CPU seconds of both halls
    and of the told one."""
    store = Store("sqlite://")
    ids = [new_table(store, "bridge", {}, ["human"] * 4, seed=n + 1) for n in range(tables)]
    first, second = Hall(store, robot_delay=0), Hall(store, robot_delay=0)
    rooms: list[tuple[str, Room]] = []
    for table in ids:
        here, there = await first.room(table), await second.room(table)
        assert here is not None and there is not None
        first.clients[table] = {Client(_Socket(), 0), Client(_Socket(), 1)}  # type: ignore[arg-type]
        second.clients[table] = {Client(_Socket(), 2), Client(_Socket(), 3)}  # type: ignore[arg-type]
        rooms.append((table, here))
    await asyncio.sleep(0.05)  # the rooms' first tasks (no robot: nothing to do) run out
    actions, told = 0, 0.0
    started = time.process_time()
    for _step in range(steps):
        for table, room in rooms:
            seat, action = _next_action(room)
            move = room._legal_move(action)  # as Room._commit applies a committed action
            room.seq += 1
            room.last_event = event = Event(room.seq - 1, room.deal_number, seat, action, None)
            room._apply(seat, action, None, move)
            await first.broadcast(room)
            before = time.process_time()
            await second.notified(table, event=event)
            told += time.process_time() - before
            actions += 1
    spent = time.process_time() - started
    await first.close()
    await second.close()
    store.engine.dispose()
    return actions, spent, told


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--steps", type=int, default=150, help="actions per table (0: set-up only)")
    args = parser.parse_args()
    if not 1 <= args.tables <= 1000 or not 0 <= args.steps <= 10_000:
        parser.error("--tables 1..1000, --steps 0..10000")
    actions, spent, told = asyncio.run(run(args.tables, args.steps))
    per, told_per = (1e6 * spent / actions, 1e6 * told / actions) if actions else (0.0, 0.0)
    print(f"{actions} actions: {per:.0f} µs of CPU an action, of which the told hall {told_per:.0f} µs")


if __name__ == "__main__":
    main()
