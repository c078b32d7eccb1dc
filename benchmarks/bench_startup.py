"""A command's start-up: CPU seconds of ``bridgekit score 4HX 10 --vul`` and ``bridgekit --help``.

The peer is ``python -c pass`` (the interpreter's own start-up) in the same run. Each command
runs ``--runs`` times in a fresh interpreter, the three commands alternated so that a busy
machine slows them alike; the CPU time (user + system) of each child comes from
``resource.getrusage(RUSAGE_CHILDREN)`` and the median counts. Also printed: the modules that
``python -X importtime`` reports as the costliest (cumulative) for ``score``, and whether a
heavy library (SQLAlchemy, NumPy, Jinja2, Starlette) is imported at all. Goal: each command
≤ 0.15 s CPU.

    python benchmarks/bench_startup.py [--runs 15] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys

COMMANDS = {
    "python -c pass": [sys.executable, "-c", "pass"],
    "bridgekit score 4HX 10 --vul": [
        sys.executable,
        "-m",
        "bridgekit.cli.main",
        "score",
        "4HX",
        "10",
        "--vul",
    ],
    "bridgekit --help": [sys.executable, "-m", "bridgekit.cli.main", "--help"],
}
HEAVY = ("sqlalchemy", "numpy", "jinja2", "starlette", "dask")


def cpu_seconds(command: list[str]) -> float:
    """CPU time (user + system) of one run of *command*."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def import_profile(command: list[str], top: int = 8) -> tuple[list[tuple[str, float]], list[str]]:
    """The *top* costliest imports (cumulative ms) of *command*, and the heavy libraries it imports."""
    done = subprocess.run(
        [command[0], "-X", "importtime", *command[1:]], capture_output=True, text=True, check=True
    )
    rows: list[tuple[str, float]] = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        _, cumulative, name = line[len("import time:") :].split("|")
        rows.append((name.strip(), int(cumulative) / 1000))
    heavy = sorted({name.split(".")[0] for name, _ in rows if name.split(".")[0] in HEAVY})
    return sorted(rows, key=lambda row: -row[1])[:top], heavy


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="runs of each command (alternated)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYTHONDONTWRITEBYTECODE", "1")
    times: dict[str, list[float]] = {name: [] for name in COMMANDS}
    for command in COMMANDS.values():  # warm the file cache and the bytecode
        cpu_seconds(command)
    for _ in range(args.runs):
        for name, command in COMMANDS.items():
            times[name].append(cpu_seconds(command))
    peer = statistics.median(times["python -c pass"])
    results: dict[str, object] = {}
    for name in COMMANDS:
        median = statistics.median(times[name])
        results[name] = {"cpu_s": median, "over_python": median - peer, "ratio": median / peer}
    top, heavy = import_profile(COMMANDS["bridgekit score 4HX 10 --vul"])
    _, heavy_help = import_profile(COMMANDS["bridgekit --help"])
    results["heavy_imports"] = {"score": heavy, "--help": heavy_help}
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"{'command':32} {'CPU s (median)':>15} {'over python':>12} {'× python':>9}")
    for name in COMMANDS:
        row = results[name]
        assert isinstance(row, dict)
        print(f"{name:32} {row['cpu_s']:15.3f} {row['over_python']:12.3f} {row['ratio']:9.1f}")
    print(f"\nheavy libraries imported: score {heavy or 'none'}, --help {heavy_help or 'none'}")
    print("costliest imports of `score` (cumulative ms):")
    for name, ms in top:
        print(f"  {ms:8.1f}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
