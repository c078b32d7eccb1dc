"""Deals per second: bridgekit's vectorised dealer against ``endplay.dealer.generate_deals``.

Two cases: unconstrained deals, and "North 15–17 HCP balanced". endplay yields its ``Deal``
objects; bridgekit is measured twice: as arrays of hand masks (``Dealer.masks``, its native
output, what simulations use) and as ``Deal`` objects (``Dealer.deals``). Goal: 50× faster.

    python benchmarks/bench_dealer.py [--deals 20000] [--json]
"""

from __future__ import annotations

import argparse
import json
import time

from bridgekit.analysis.dealer import Dealer

CASES = {
    "unconstrained": (None, None),
    "north_15_17_balanced": (
        "hcp(N) in 15..17 and balanced(N)",
        "hcp(north) >= 15 && hcp(north) <= 17 && shape(north, any 4333 + any 4432 + any 5332)",
    ),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000, help="bridgekit deals per case")
    parser.add_argument("--endplay-deals", type=int, default=None, help="endplay deals per case")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from endplay.dealer import generate_deals

    results = {}
    for name, (ours, theirs) in CASES.items():
        start = time.perf_counter()
        Dealer(ours, seed=1).masks(args.deals)
        ours_rate = args.deals / (time.perf_counter() - start)
        start = time.perf_counter()
        Dealer(ours, seed=1).deals(args.deals)
        objects_rate = args.deals / (time.perf_counter() - start)
        count = args.endplay_deals or (2000 if theirs is None else 200)
        constraints = () if theirs is None else (theirs,)
        start = time.perf_counter()
        made = sum(1 for _ in generate_deals(*constraints, produce=count, seed=1, max_attempts=-1))
        theirs_rate = made / (time.perf_counter() - start)
        results[name] = {
            "bridgekit_arrays_per_s": ours_rate,
            "bridgekit_deals_per_s": objects_rate,
            "endplay_per_s": theirs_rate,
            "ratio_arrays": ours_rate / theirs_rate,
            "ratio_deals": objects_rate / theirs_rate,
        }
    if args.json:
        print(json.dumps(results))
    else:
        for name, r in results.items():
            print(
                f"{name}: bridgekit {r['bridgekit_arrays_per_s']:.0f}/s as arrays, "
                f"{r['bridgekit_deals_per_s']:.0f}/s as Deal objects; endplay {r['endplay_per_s']:.0f}/s; "
                f"ratio {r['ratio_arrays']:.0f}x arrays, {r['ratio_deals']:.0f}x objects (goal >= 50x)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
