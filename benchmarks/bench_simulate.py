"""Simulation throughput (deals solved per second): in-process, then on 1 and 2 local Dask workers.

python benchmarks/bench_simulate.py [--deals 160] [--json]

Each Dask row times the cluster's start-up (processes, client, imports on the workers) apart
from the steady state (``run`` on the started cluster), and also gives deals/s over the whole
wall time, start-up and shut-down included. The in-process rows, without Dask, show what Dask
costs. "2 workers, DDS default" is how a local cluster ran before the cores were shared out:
DDS then runs a thread per core in each worker process. Every row must find the same records.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bridgekit.analysis.dd import BATCH, set_threads
from bridgekit.analysis.simulate import Spec, Target, chunks, connect, run, solve_chunk


@dataclass(frozen=True)
class Row:
    name: str
    deals_per_s: float
    wall_deals_per_s: float
    cpu_s_per_deal: float
    start_up_s: float = 0.0


def in_process(name: str, spec: Spec, threads: int) -> tuple[Row, list[dict[str, Any]]]:
    """The row of this process with *threads* DDS threads and the records it found."""
    set_threads(threads)
    try:
        start, cpu = time.perf_counter(), time.process_time()
        records = [r for chunk in chunks(spec, size=BATCH) for r in solve_chunk(spec, chunk)]
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    finally:
        set_threads(0)
    return Row(name, spec.count / seconds, spec.count / seconds, cpu / spec.count), records


def warm_up(threads: int) -> None:
    """Load what a task needs (runs on each worker), so that start-up is not timed as solving."""
    importlib.import_module("bridgekit.analysis.simulate")
    set_threads(threads)


def on_dask(name: str, spec: Spec, workers: int, *, share_cores: bool) -> tuple[Row, list[dict[str, Any]]]:
    """The row of a local cluster of *workers* and the records it found."""
    n = spec.count
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        with connect(workers=workers) as cluster:
            used = cluster if share_cores else replace(cluster, dds_threads=None)
            cluster.client.run(warm_up, used.dds_threads or 0)
            started, cpu = time.perf_counter(), cluster.client.run(time.process_time)
            records = run(spec, Path(tmp) / "r.jsonl", cluster=used, progress=False)
            solved, cpu_after = time.perf_counter(), cluster.client.run(time.process_time)
        end = time.perf_counter()
    cpu_s = sum(cpu_after.values()) - sum(cpu.values())  # the workers' (this process barely works)
    row = Row(name, n / (solved - started), n / (end - start), cpu_s / n, started - start)
    return row, records


def check(records: list[dict[str, Any]], reference: list[dict[str, Any]], name: str) -> None:
    if records != reference:
        raise SystemExit(f"{name}: other records than in-process with a DDS thread per core")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=160)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    spec = Spec(
        constraint="hcp(N) in 15..17 and balanced(N) and hcp(S) in 8..9",
        count=args.deals,
        seed=1,
        contracts=(Target.from_str("3NT:N"), Target.from_str("2NT:N")),
    )
    n = args.deals
    load_before = os.getloadavg()[0]
    rows: list[Row] = []
    row, reference = in_process("in-process, DDS thread per core", spec, 0)
    rows.append(row)
    row, records = in_process("in-process, 1 DDS thread", spec, 1)
    check(records, reference, row.name)
    rows.append(row)
    for workers, share, name in (
        (1, True, "Dask 1 worker"),
        (2, True, "Dask 2 workers"),
        (2, False, "Dask 2 workers, DDS default"),
    ):
        row, records = on_dask(name, spec, workers, share_cores=share)
        check(records, reference, name)
        rows.append(row)
    by_name = {row.name: row for row in rows}
    one, two = by_name["Dask 1 worker"], by_name["Dask 2 workers"]
    result = {
        "deals": n,
        "cores": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count(),
        "load_average": [load_before, os.getloadavg()[0]],
        "rows": [row.__dict__ for row in rows],
        "ratio_2_to_1": two.deals_per_s / one.deals_per_s,
        "ratio_2_to_1_with_start_up": two.wall_deals_per_s / one.wall_deals_per_s,
    }
    if args.json:
        print(json.dumps(result))
        return 0
    print(
        f"simulation of {n} deals on {result['cores']} cores "
        f"(load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after)"
    )
    print(f"{'':<30}{'start-up':>10}{'deals/s':>10}{'with start-up':>15}{'CPU s/deal':>12}")
    for row in rows:
        start_up = f"{row.start_up_s:.2f} s" if row.start_up_s else "-"
        print(
            f"{row.name:<30}{start_up:>10}{row.deals_per_s:>10.2f}{row.wall_deals_per_s:>15.2f}"
            f"{row.cpu_s_per_deal:>12.3f}"
        )
    print(
        f"ratio 2 workers / 1 worker: {result['ratio_2_to_1']:.2f} "
        f"({result['ratio_2_to_1_with_start_up']:.2f} with start-up); every row found the same records"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
