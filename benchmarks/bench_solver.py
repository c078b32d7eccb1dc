"""The generic solver against DDS, and full Light-bridge ``lb4`` deals.

1. The same standard deals, all 20 results: seconds per table of the generic solver (C core
   if built) against DDS (``dd_tables``, one deal at a time). Goal: within 5× of DDS.
2. ``lb4`` (36 cards, 4 seats, 9 tricks), built as positions directly: the median and worst
   time of a full solve (most tricks for N–S, random trump or none, random leader).

    python benchmarks/bench_solver.py [--deals 3] [--lb4 20] [--json]
"""

from __future__ import annotations

import argparse
import json
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
    parser.add_argument("--deals", type=int, default=3, help="standard deals (default 3)")
    parser.add_argument("--lb4", type=int, default=20, help="lb4 deals (default 20)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    deals = Dealer(seed=7).deals(args.deals)
    solver = Solver()
    ours = theirs = 0.0
    agree = 0
    for deal in deals:
        start = time.perf_counter()
        table = generic_table(deal, solver=solver)
        ours += time.perf_counter() - start
        start = time.perf_counter()
        reference = dd_table(deal)
        theirs += time.perf_counter() - start
        agree += dict(table) == dict(reference)

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

    result = {
        "native": native_available(),
        "deals": args.deals,
        "agree_with_dds": agree,
        "generic_s_per_table": ours / max(args.deals, 1),
        "dds_s_per_table": theirs / max(args.deals, 1),
        "slowdown_vs_dds": ours / theirs if theirs else None,
        "lb4_deals": args.lb4,
        "lb4_median_s": statistics.median(times) if times else None,
        "lb4_worst_s": max(times) if times else None,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"generic solver ({'C core' if result['native'] else 'pure Python'}): "
            f"{result['generic_s_per_table']:.3f} s/table, DDS {result['dds_s_per_table']:.3f} s/table, "
            f"{result['slowdown_vs_dds']:.1f}x slower (goal <= 5x); agreed on {agree}/{args.deals} tables"
        )
        print(f"lb4 full deal: median {result['lb4_median_s']:.3f} s, worst {result['lb4_worst_s']:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
