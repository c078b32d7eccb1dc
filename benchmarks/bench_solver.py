"""The generic solver against DDS, and full Light-bridge ``lb4`` deals.

1. The same standard deals, all 20 results: seconds per table of the generic solver (C core
   if built) against DDS (``dd_table``, one deal at a time). Goal: within 3× of DDS (issue 18).
   Both are timed on one thread (DDS limited by ``set_threads(1)``; CPU time, which a shared
   machine disturbs less than the clock) and on one thread per CPU (wall time). The deal sets
   of issue 18: ``--seed 7 --deals 10`` (the default), ``--seed 11 --deals 6``, ``--seed 3
   --deals 4``, ``--seed 5 --deals 4``.
2. ``lb4`` (36 cards, 4 seats, 9 tricks), built as positions directly: the median and worst
   time of a full solve (most tricks for N–S, random trump or none, random leader).
3. Chinese bridge (RULES 16: face-down cards, 13 tricks of two cards from 52), games with a
   random low auction: CPU seconds of the C core from the opening lead (declarer's most
   tricks; each game's, the median and the worst: goal under a second on every game), and
   the C core against the pure-Python search on the same games at 8 tricks left (skipped with
   ``--chinese-core-only``, for a long series such as ``--chinese 24``). The games are seeds 0
   to N - 1 and the slowest seeds of the first hundred (``--chinese-slow``, default 40, 67, 96:
   1.1-1.9 s on 2026-11-29), so "every game" covers the ones that miss.

    python benchmarks/bench_solver.py [--seed 7] [--deals 10] [--lb4 20] [--chinese 3]
        [--chinese-slow 40,67,96] [--chinese-core-only] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from typing import Any

from bridgekit.analysis.dd import dd_table, set_threads
from bridgekit.analysis.dealer import Dealer
from bridgekit.analysis.solver import Position, Solver, native_available
from bridgekit.analysis.solver.table import generic_table
from bridgekit.cards import PACK_36, Suit


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10, help="standard deals (default 10)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the standard deals (default 7)")
    parser.add_argument("--lb4", type=int, default=20, help="lb4 deals (default 20)")
    parser.add_argument("--chinese", type=int, default=3, help="Chinese bridge games (default 3)")
    parser.add_argument(
        "--chinese-core-only",
        action="store_true",
        help="Chinese bridge: no pure-Python search at 8 tricks left",
    )
    parser.add_argument(
        "--chinese-slow",
        default="40,67,96",
        help="Chinese bridge: seeds besides 0 to N - 1 (comma-separated, '' for none; default 40,67,96)",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    deals = Dealer(seed=args.seed).deals(args.deals)
    threads = os.cpu_count() or 1
    ours = {1: 0.0, threads: 0.0}
    theirs = {1: 0.0, threads: 0.0}
    agree = 0
    for deal in deals:
        tables = []
        for count in ours:
            set_threads(count)
            clock = time.process_time if count == 1 else time.perf_counter
            start = clock()
            reference = dict(dd_table(deal))
            theirs[count] += clock() - start
            start = clock()
            tables.append(dict(generic_table(deal, threads=count)))
            ours[count] += clock() - start
        agree += all(table == reference for table in tables)
    set_threads(0)

    rng = random.Random(3)
    times = []
    for _ in range(args.lb4):
        cards = [c.index for c in PACK_36.cards]
        rng.shuffle(cards)
        hands = tuple(sum(1 << c for c in cards[9 * s : 9 * s + 9]) for s in range(4))
        position = Position(
            hands=hands, leader=rng.randrange(4), side=frozenset({0, 2}), trump=rng.choice([None, *Suit])
        )
        start = time.perf_counter()
        Solver().tricks(position)
        times.append(time.perf_counter() - start)

    seeds = list(range(args.chinese))
    if args.chinese:
        seeds += [s for s in (int(x) for x in args.chinese_slow.split(",") if x.strip()) if s not in seeds]
    chinese = chinese_bridge(seeds, python=not args.chinese_core_only)

    ours_s = {count: seconds / max(args.deals, 1) for count, seconds in ours.items()}
    dds_s = {count: seconds / max(args.deals, 1) for count, seconds in theirs.items()}
    result = {
        "native": native_available(),
        "seed": args.seed,
        "deals": args.deals,
        "agree_with_dds": agree,
        "threads": threads,
        "generic_s_per_table_1_thread": ours_s[1],
        "dds_s_per_table_1_thread": dds_s[1],
        "slowdown_vs_dds_1_thread": ours_s[1] / dds_s[1] if args.deals else None,
        "generic_s_per_table_all_threads": ours_s[threads],
        "dds_s_per_table_all_threads": dds_s[threads],
        "slowdown_vs_dds_all_threads": ours_s[threads] / dds_s[threads] if args.deals else None,
        "lb4_deals": args.lb4,
        "lb4_median_s": statistics.median(times) if times else None,
        "lb4_worst_s": max(times) if times else None,
        **chinese,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"generic solver ({'C core' if result['native'] else 'pure Python'}), "
            f"Dealer(seed={args.seed}), goal <= 3x DDS:"
        )
        for count in ours if args.deals else ():
            print(
                f"  {count} thread(s), {'CPU' if count == 1 else 'wall'}: {ours_s[count]:.3f} s/table, "
                f"DDS {dds_s[count]:.3f} s/table, "
                f"{ours_s[count] / dds_s[count]:.1f}x slower"
            )
        print(f"  agreed with DDS on {agree}/{args.deals} deals")
        if times:
            print(f"lb4 full deal: median {statistics.median(times):.3f} s, worst {max(times):.3f} s")
        if args.chinese:
            print(
                "Chinese bridge from the opening lead (C core, CPU): "
                f"median {chinese['chinese_lead_median_s']:.2f} s, "
                f"worst {chinese['chinese_lead_worst_s']:.2f} s, "
                f"{chinese['chinese_lead_over_1s']} of {len(seeds)} games over a second"
            )
            print(
                "  each game (seed: CPU s):",
                ", ".join(f"{i}: {t:.2f}" for i, t in zip(seeds, chinese["chinese_lead_s"], strict=True)),
            )
            if not args.chinese_core_only:
                print(
                    f"  at 8 tricks left: C core {chinese['chinese_8_core_s']:.3f} s, "
                    f"Python {chinese['chinese_8_python_s']:.3f} s "
                    f"({chinese['chinese_8_python_s'] / max(chinese['chinese_8_core_s'], 1e-6):.0f}x)"
                )
    return 0


def chinese_bridge(seeds: list[int], *, python: bool = True) -> dict[str, Any]:
    """CPU seconds of the Chinese-bridge games of *seeds*: from the opening lead (C core, game by game), and
    at 8 tricks left (C core and, with *python*, pure Python, summed over the games; the values
    must agree)."""
    from bridgekit.analysis.solver.adapters import position_of
    from bridgekit.variants import new_game
    from bridgekit.variants.chinese_bridge.game import ChineseBridgeGame

    if not seeds:
        return {}
    lead, core8, python8 = [], 0.0, 0.0
    for seed in seeds:
        rng = random.Random(seed)
        game = new_game("chinese_bridge", seed=seed)
        assert isinstance(game, ChineseBridgeGame)
        while game.stage == "auction":
            game.act(rng.choice(game.legal_actions()[:6]))
        start = time.process_time()
        Solver(native=True, table_bits=22).tricks(position_of(game))
        lead.append(time.process_time() - start)
        if not python:
            continue
        while len(game.tricks) < 5:
            game.act(rng.choice(game.legal_actions()))
        pos = position_of(game)
        start = time.process_time()
        native_value = Solver(native=True).tricks(pos)
        core8 += time.process_time() - start
        start = time.process_time()
        python_value = Solver(native=False).tricks(pos)
        python8 += time.process_time() - start
        if native_value != python_value:
            raise SystemExit(f"the C core and the Python search disagree on {pos.describe()}")
    return {
        "chinese_games": len(seeds),
        "chinese_seeds": seeds,
        "chinese_lead_median_s": statistics.median(lead),
        "chinese_lead_worst_s": max(lead),
        "chinese_lead_over_1s": sum(t >= 1.0 for t in lead),
        "chinese_lead_s": lead,
        "chinese_8_core_s": core8,
        "chinese_8_python_s": python8,
    }


if __name__ == "__main__":
    raise SystemExit(main())
