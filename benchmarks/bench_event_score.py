"""``bridgekit event score``: seconds to rank a Mitchell pairs event of 10 / 50 / 200 / 800 tables.

Each event is a Mitchell of *T* tables, 2 boards a round and its full rounds (every board
played about *T* times, so about 2·T² results). The results (a seeded mix of contracts, made and
down, doubled and passed out) are written straight into a SQLite store, then the benchmark times
what ``bridgekit event score`` does after opening the store: read the current results
(:meth:`EventStore.current`), score every board (:func:`score_boards`) and rank the pairs
(:func:`standings`), by matchpoints, Butler and cross-IMPs. It prints seconds (CPU time, best
of ``--repeat``) and µs per result, which stay flat when scoring is linear in the results.
There is no peer program: the goal is 200 tables in ≤ 0.3 s (matchpoints).

    python benchmarks/bench_event_score.py [--tables 10 50 200 800] [--repeat 3] [--json]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bridgekit.store.events import ENTRIES, EventStore, _parsed, database_url
from bridgekit.tournament.event import MovementSpec, hand_records
from bridgekit.tournament.pairs import score_boards, standings

RESULTS = [
    "4S= N", "4S+1 N", "4S-1 N", "3NT= S", "3NT+1 S", "3NT-2 S", "4HX-1 E", "5DX-2 W",
    "2S+1 N", "3H= E", "1NT-1 W", "6S= N", "4S= S", "pass", "2H= W", "3C+1 E",
]  # fmt: skip


def build(folder: Path, tables: int, seed: int) -> tuple[EventStore, int]:
    """A store with a *tables*-table Mitchell and every result entered; returns it and the count."""
    spec = MovementSpec("mitchell", tables, 2)
    movement = spec.build()
    store = EventStore.open(database_url(None, folder / f"event{tables}"))
    store.create_event("e", spec=spec, boards=hand_records(movement.board_count, seed=seed))
    rng = random.Random(seed)
    now = dt.datetime.now(dt.UTC)
    rows: list[dict[str, object]] = [
        {
            "event_id": 1,
            "board": board,
            "round": s.round,
            "table_no": s.table,
            "ns": s.ns,
            "ew": s.ew,
            "version": 1,
            "result": (text := rng.choice(RESULTS)),
            **_parsed(board, text),  # the parsed columns, as EventStore.enter writes them
            "lead": None,
            "kind": "entry",
            "supersedes": None,
            "entered_by": "bench",
            "entered_at": now,
        }
        for s in movement.seatings
        for board in s.boards
    ]
    with store.engine.begin() as conn:
        conn.execute(ENTRIES.insert(), rows)
    return store, len(rows)


def cpu(run: Callable[[], None], repeat: int) -> float:
    """The best CPU seconds of *repeat* calls of *run*."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return best


def measure(store: EventStore, method: str, repeat: int) -> dict[str, float]:
    """CPU seconds of reading, scoring and ranking by *method*."""
    expected = store.event("e").movement.plays_per_board or None

    def read() -> None:
        store.current("e")

    results = store.current("e")

    def score() -> None:
        scored = score_boards(results, method=method, expected=expected)  # type: ignore[arg-type]
        standings(scored)

    def whole() -> None:
        scored = score_boards(store.current("e"), method=method, expected=expected)  # type: ignore[arg-type]
        standings(scored)

    return {"read_s": cpu(read, repeat), "score_s": cpu(score, repeat), "total_s": cpu(whole, repeat)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[10, 50, 200, 800])
    parser.add_argument("--methods", nargs="+", default=["matchpoints", "butler", "cross_imps"])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for tables in args.tables:
            store, count = build(Path(folder), tables, seed=tables)
            for method in args.methods:
                figures = measure(store, method, args.repeat)
                rows.append({"tables": tables, "results": count, "method": method, **figures})
            store.close()
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    head = ("tables", "results", "method", "read s", "score s", "total s", "µs/result")
    print("{:>6} {:>8} {:12} {:>8} {:>8} {:>8} {:>10}".format(*head))
    for row in rows:
        per = 1e6 * row["total_s"] / row["results"]
        print(
            f"{row['tables']:6d} {row['results']:8d} {row['method']:12} {row['read_s']:8.3f} "
            f"{row['score_s']:8.3f} {row['total_s']:8.3f} {per:10.1f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
