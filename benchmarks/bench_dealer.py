"""Deals per second: bridgekit's vectorised dealer against ``endplay.dealer.generate_deals``.

Two cases: unconstrained deals, and "North 15–17 HCP balanced". endplay yields its ``Deal``
objects; bridgekit is measured on the same count: as arrays of hand masks (``Dealer.masks``,
its native output, what simulations use), as ``Deal`` objects (``Dealer.deals``, made in C by
the optional ``analysis/dealer/_build`` when it is built), as ``Deal`` objects with every
deal's hands read, and as ``Deal`` objects made by the pure-Python fallback
(``bridgekit.deal.deals_from_masks``, used without a C compiler). The sides run in turn,
``--repeat`` times in the same run, and each keeps its best rate (a busy machine slows single
runs, not the best one), in CPU time. Goal: 50× faster.

    python benchmarks/bench_dealer.py [--deals 20000] [--endplay-deals N] [--repeat 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable

from bridgekit.analysis.dealer import Dealer, generate

CASES = {
    "unconstrained": (None, None),
    "north_15_17_balanced": (
        "hcp(N) in 15..17 and balanced(N)",
        "hcp(north) >= 15 && hcp(north) <= 17 && shape(north, any 4333 + any 4432 + any 5332)",
    ),
}


def best_rates(sides: dict[str, Callable[[int], int]], repeat: int) -> dict[str, float]:
    """Each side's best deals per CPU second over *repeat* alternated runs of ``deal(seed)``
    (which returns its count): run 1 of every side, then run 2 of every side, …

    CPU time (this process), not wall time: the machine may be shared, and both sides deal on
    one thread; alternating spreads the machine's load over the sides alike.
    """
    rates = dict.fromkeys(sides, 0.0)
    for seed in range(1, repeat + 1):
        for name, deal in sides.items():
            start = time.process_time()
            made = deal(seed)
            rates[name] = max(rates[name], made / (time.process_time() - start))
    return rates


def measure(
    ours: str | None, theirs: str | None, *, count: int, their_count: int, repeat: int
) -> dict[str, float]:
    """Both sides' best rates on one case, and their ratios."""
    from endplay.dealer import generate_deals

    constraints = () if theirs is None else (theirs,)

    def endplay(seed: int) -> int:
        return sum(1 for _ in generate_deals(*constraints, produce=their_count, seed=seed, max_attempts=-1))

    def read(seed: int) -> int:
        # Deal objects with every hand read (their CardSets made: see Deal).
        return sum(1 for deal in Dealer(ours, seed=seed).deals(count) if deal.hands)

    def python(seed: int) -> int:
        # the pure-Python fallback, used where the C builder is not built
        builder, generate._build = generate._build, None  # type: ignore[attr-defined]
        try:
            return len(Dealer(ours, seed=seed).deals(count))
        finally:
            generate._build = builder  # type: ignore[attr-defined]

    rates = best_rates(
        {
            "arrays": lambda seed: len(Dealer(ours, seed=seed).masks(count)),
            "objects": lambda seed: len(Dealer(ours, seed=seed).deals(count)),
            "read": read,
            "python": python,
            "endplay": endplay,
        },
        repeat,
    )
    return {
        "bridgekit_deals": count,
        "endplay_deals": their_count,
        "bridgekit_arrays_per_s": rates["arrays"],
        "bridgekit_deals_per_s": rates["objects"],
        "bridgekit_read_per_s": rates["read"],
        "bridgekit_python_per_s": rates["python"],
        "endplay_per_s": rates["endplay"],
        "ratio_arrays": rates["arrays"] / rates["endplay"],
        "ratio_deals": rates["objects"] / rates["endplay"],
        "ratio_read": rates["read"] / rates["endplay"],
        "ratio_python": rates["python"] / rates["endplay"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000, help="bridgekit deals per case and run")
    parser.add_argument(
        "--endplay-deals",
        type=int,
        default=None,
        help="endplay deals per run (default: --deals unconstrained, --deals / 100 constrained, "
        "as endplay deals about 50 times fewer constrained deals per second)",
    )
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per side (the best counts)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results = {}
    for name, (ours, theirs) in CASES.items():
        their_count = args.endplay_deals or (args.deals if theirs is None else max(1, args.deals // 100))
        results[name] = measure(ours, theirs, count=args.deals, their_count=their_count, repeat=args.repeat)
    if args.json:
        print(json.dumps(results))
    else:
        for name, r in results.items():
            print(
                f"{name}: bridgekit {r['bridgekit_arrays_per_s']:.0f}/s as arrays, "
                f"{r['bridgekit_deals_per_s']:.0f}/s as Deal objects, {r['bridgekit_read_per_s']:.0f}/s "
                f"with every hand read ({r['bridgekit_deals']} deals); "
                f"endplay {r['endplay_per_s']:.0f}/s ({r['endplay_deals']} deals); "
                f"ratio {r['ratio_arrays']:.0f}x arrays, {r['ratio_deals']:.0f}x objects, "
                f"{r['ratio_read']:.0f}x hands read, {r['ratio_python']:.0f}x objects made in Python "
                "(goal >= 50x)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
