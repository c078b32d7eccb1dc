"""Simulation throughput (deals solved per second) on 1 and 2 local Dask workers.

python benchmarks/bench_simulate.py [--deals 160] [--json]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from bridgekit.analysis.simulate import Spec, Target, run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=160)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    spec = Spec(
        constraint="hcp(N) in 15..17 and balanced(N) and hcp(S) in 8..9",
        count=args.deals,
        seed=1,
        contracts=(Target.from_str("3NT:N"), Target.from_str("2NT:N")),
    )
    rates = {}
    for workers in (1, 2):
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            run(spec, Path(tmp) / "r.jsonl", workers=workers, chunk_size=20, progress=False)
            rates[workers] = args.deals / (time.perf_counter() - start)
    result = {
        "deals": args.deals,
        "deals_per_s_1_worker": rates[1],
        "deals_per_s_2_workers": rates[2],
        "ratio_2_to_1": rates[2] / rates[1],
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"simulation: 1 worker {rates[1]:.2f} deals/s, 2 workers {rates[2]:.2f} deals/s, "
            f"ratio {result['ratio_2_to_1']:.2f} (cluster start-up included)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
