"""The server's own work per action, in process: views told, action checked and applied.

K bridge tables played by a script (the dealer opens 1C, the others pass, then each plays its
first legal card; ``@next`` at a deal's end); after each action every seat's state message is
built as ``Hall.broadcast`` builds it (the shared part once, then each seat's), the seat to
act's message is read as a client reads it (one ``json.loads``), and its action is checked and
applied as ``Room.submit`` does (no database write, no WebSocket). ``--processes 2`` gives each
table two rooms, as two server processes hold it: seats 0-1 told from the first, 2-3 from the
second, the second applying each action as a notification tells it (``Room.take``).

Prints CPU microseconds per action. On a loaded machine, count instructions instead (the
load does not change them): run it under ``valgrind --tool=callgrind`` with N actions and
with 0, and divide the difference by the actions (docs: benchmarks/README.md, "Sixth round").

    python benchmarks/bench_server_views.py --tables 50 --steps 150 --processes 2
    PYTHONPATH=/tmp/old/src python benchmarks/bench_server_views.py   # the code before a change
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from bridgekit.server.db import Event, Store
from bridgekit.server.rooms import Room, new_table


def run(tables: int, steps: int, processes: int) -> tuple[int, float]:
    """Play *steps* actions at each of *tables* tables; the actions and the CPU seconds spent."""
    store = Store("sqlite://")
    ids = [new_table(store, "bridge", {}, ["human"] * 4, seed=n + 1) for n in range(tables)]
    groups: list[list[Room]] = []
    for table in ids:
        loaded = [Room.load(store, table) for _ in range(processes)]
        groups.append([room for room in loaded if room is not None])
    connected = {0, 1, 2, 3}
    seats_of = [[0, 1, 2, 3]] if processes == 1 else [[0, 1], [2, 3]]
    actions = 0
    started = time.process_time()
    for _step in range(steps):
        for rooms in groups:
            texts: dict[int, str] = {}
            for room, seats in zip(rooms, seats_of, strict=True):
                shared = room.shared_text(connected=connected)
                for seat in seats:
                    texts[seat] = room.state_text(seat, connected=connected, shared=shared)
            first = rooms[0]
            if first.game.is_over:
                seat, action = 0, "@next"
            else:
                to_act = first.game.to_act
                assert to_act is not None
                seat = first.controller(int(to_act))
                view: dict[str, Any] = json.loads(texts[seat])["view"]
                if view["stage"] == "auction":
                    action = "P" if view["calls"] else "1C"
                else:
                    action = view["legal_actions"][0]["text"]
                first._check(seat, action)
            apply(first, seat, action)
            for other in rooms[1:]:
                other.take(Event(other.seq, other.deal_number, seat, action, None))
            actions += 1
    return actions, time.process_time() - started


def apply(room: Room, seat: int, action: str) -> None:
    """Apply *action* as ``Room._commit`` does once it is committed (its legal object, if known)."""
    legal_move = getattr(room, "_legal_move", None)  # (absent from the code before this round)
    move = legal_move(action) if legal_move is not None else None
    room.seq += 1
    room.last_event = Event(room.seq - 1, room.deal_number, seat, action, None)
    if legal_move is not None:
        room._apply(seat, action, None, move)
    else:
        room._apply(seat, action, None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--steps", type=int, default=150, help="actions per table (0: set-up only)")
    parser.add_argument("--processes", type=int, choices=(1, 2), default=1)
    args = parser.parse_args()
    if not 1 <= args.tables <= 1000 or not 0 <= args.steps <= 10_000:
        parser.error("--tables 1..1000, --steps 0..10000")
    actions, cpu = run(args.tables, args.steps, args.processes)
    per = 1e6 * cpu / actions if actions else 0.0
    print(f"{args.processes} process(es): {actions} actions, {per:.0f} µs of CPU an action")


if __name__ == "__main__":
    main()
