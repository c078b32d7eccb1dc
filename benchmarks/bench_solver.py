"""The generic solver against DDS, and full Light-bridge ``lb4`` deals.

1. The same standard deals, all 20 results: seconds per table of the generic solver (C core
   if built) against DDS (``dd_table``, one deal at a time). Goal: within 5× of DDS. DDS
   solves a table's strains on every core; the generic solver is timed on one thread and on
   as many threads as DDS uses (``generic_table(threads=...)``, one strain per thread).
2. ``lb4`` (36 cards, 4 seats, 9 tricks), built as positions directly: the median and worst
   time of a full solve (most tricks for N–S, random trump or none, random leader).

    python benchmarks/bench_solver.py [--deals 10] [--lb4 20] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time

from bridgekit.analysis.dd import dd_table
from bridgekit.analysis.dealer import Dealer
from bridgekit.analysis.solver import Position, Solver, native_available
from bridgekit.analysis.solver.table import generic_table
from bridgekit.cards import PACK_36, Suit


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10, help="standard deals (default 10)")
    parser.add_argument("--lb4", type=int, default=20, help="lb4 deals (default 20)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    deals = Dealer(seed=7).deals(args.deals)
    threads = os.cpu_count() or 1
    ours = {1: 0.0, threads: 0.0}
    theirs = 0.0
    agree = 0
    for deal in deals:
        start = time.perf_counter()
        reference = dict(dd_table(deal))
        theirs += time.perf_counter() - start
        tables = []
        for count in ours:
            start = time.perf_counter()
            tables.append(dict(generic_table(deal, threads=count)))
            ours[count] += time.perf_counter() - start
        agree += all(table == reference for table in tables)

    rng = random.Random(3)
    times = []
    for _ in range(args.lb4):
        cards = [c.index for c in PACK_36.cards]
        rng.shuffle(cards)
        hands = [sum(1 << c for c in cards[9 * s : 9 * s + 9]) for s in range(4)]
        position = Position(
            hands=hands, leader=rng.randrange(4), side=frozenset({0, 2}), trump=rng.choice([None, *Suit])
        )
        start = time.perf_counter()
        Solver().tricks(position)
        times.append(time.perf_counter() - start)

    per_table = {count: seconds / max(args.deals, 1) for count, seconds in ours.items()}
    dds = theirs / max(args.deals, 1)
    result = {
        "native": native_available(),
        "deals": args.deals,
        "agree_with_dds": agree,
        "threads": threads,
        "generic_s_per_table_1_thread": per_table[1],
        "generic_s_per_table_threads": per_table[threads],
        "dds_s_per_table": dds,
        "slowdown_vs_dds_1_thread": per_table[1] / dds if dds else None,
        "slowdown_vs_dds_threads": per_table[threads] / dds if dds else None,
        "lb4_deals": args.lb4,
        "lb4_median_s": statistics.median(times) if times else None,
        "lb4_worst_s": max(times) if times else None,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"generic solver ({'C core' if result['native'] else 'pure Python'}): "
            f"{per_table[1]:.3f} s/table on 1 thread, {per_table[threads]:.3f} on {threads}; "
            f"DDS {dds:.3f} s/table; {per_table[1] / dds:.1f}x and {per_table[threads] / dds:.1f}x "
            f"slower (goal <= 5x); agreed on {agree}/{args.deals} tables"
        )
        print(f"lb4 full deal: median {result['lb4_median_s']:.3f} s, worst {result['lb4_worst_s']:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
