"""DDS tables per second: bridgekit's ``dd_tables`` against endplay's ``calc_all_tables`` directly.

Both solve the same seeded deals in batches of 40 (DDS's limit for all five strains);
bridgekit's time includes turning its deals into DDS's arrays. Goal: within 5%.

    python benchmarks/bench_dd.py [--deals 160] [--json]
"""

from __future__ import annotations

import argparse
import json
import time

from bridgekit.analysis.dd import BATCH, dd_tables
from bridgekit.analysis.dealer import Dealer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=160)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from endplay.dds import calc_all_tables
    from endplay.types import Deal as EDeal

    deals = Dealer(seed=1).deals(args.deals)
    edeals = [EDeal(d.pbn()) for d in deals]
    dd_tables(deals[:BATCH])  # warm up DDS's threads and memory
    start = time.perf_counter()
    ours = dd_tables(deals)
    ours_s = time.perf_counter() - start
    start = time.perf_counter()
    theirs = []
    for i in range(0, len(edeals), BATCH):
        theirs.extend(calc_all_tables(edeals[i : i + BATCH]))
    theirs_s = time.perf_counter() - start
    assert len(ours) == len(theirs)
    result = {
        "deals": args.deals,
        "bridgekit_tables_per_s": args.deals / ours_s,
        "endplay_tables_per_s": args.deals / theirs_s,
        "ratio": (args.deals / ours_s) / (args.deals / theirs_s),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"DD tables/s: bridgekit {result['bridgekit_tables_per_s']:.1f}, "
            f"endplay {result['endplay_tables_per_s']:.1f}, ratio {result['ratio']:.3f} (goal >= 0.95)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
