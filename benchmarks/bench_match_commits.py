"""Two commits' robots in a two-room match: IMPs per board with a 95% confidence interval.

Peer: the robot of the other commit, on the same seeded deals in the same run (both robots run
from ``git archive`` exports of their commits, :mod:`bridgekit.robots.commits`).

    python benchmarks/bench_match_commits.py --a HEAD --b 69004ee --spec sayc-rules --boards 500 [--json]
"""

from __future__ import annotations

import argparse
import json
import time

from bridgekit.robots.match import play_match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="HEAD", help="team A's git revision (default HEAD)")
    parser.add_argument("--b", default="HEAD~1", help="team B's git revision (default HEAD~1)")
    parser.add_argument("--spec", default="sayc-rules", help="the robot spec both commits build")
    parser.add_argument("--boards", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    start = time.perf_counter()
    match = play_match(args.boards, f"{args.spec}@{args.a}", f"{args.spec}@{args.b}", seed=args.seed)
    summary = match.summary()
    result = {
        "a": f"{args.spec}@{args.a}",
        "b": f"{args.spec}@{args.b}",
        "boards": summary.boards,
        "imps_per_board": round(summary.mean, 3),
        "ci95": [round(summary.low, 3), round(summary.high, 3)],
        "butler": [round(value, 3) for value in summary.butler],
        "seconds": round(time.perf_counter() - start, 1),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(summary.text(result["a"], result["b"]))
        print(f"{result['seconds']} s")


if __name__ == "__main__":
    main()
