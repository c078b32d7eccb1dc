"""``bridgekit simulate``: constrained deals through double dummy on Dask.

    bridgekit simulate --where "hcp(N) in 15..17 and balanced(N) and hcp(S) in 8..9" \\
        --contract 3NT:N --contract 2NT:N -n 1000 --results sim.jsonl --plot sim.png

Results go to an append-only JSON-lines file keyed by deal index, so running the same
command again resumes an interrupted simulation. ``--scheduler tcp://host:8786`` runs on a
Dask cluster; by default a local cluster of ``--workers`` processes.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from bridgekit.analysis.simulate import Spec, Target, plot, summarise
from bridgekit.analysis.simulate import run as run_simulation
from bridgekit.cli.main import subcommand
from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.seats import Vulnerability

__all__ = ["add_parser", "run"]


def add_parser(sub: Any) -> argparse.ArgumentParser:
    parser = subcommand(
        sub,
        "simulate",
        run,
        description=_(
            "Deal with constraints, solve every deal double dummy on Dask, and report trick "
            "distributions, success rates, expected scores and IMP/MP comparisons of contracts."
        ),
    )
    parser.add_argument("--where", help=_("dealer constraint, e.g. 'hcp(N) in 15..17 and balanced(N)'"))
    parser.add_argument("--predeal", help=_("predealt cards, e.g. 'N:AKQ2.KJ3.Q72.A52' or 'S:SA,HK'"))
    parser.add_argument("-n", "--count", type=int, default=1000, help=_("deals to solve (default 1000)"))
    parser.add_argument("--seed", type=int, default=0, help=_("dealer seed (default 0)"))
    parser.add_argument(
        "--contract",
        action="append",
        default=[],
        help=_("contract:declarer to score, e.g. 4S:S (repeatable)"),
    )
    parser.add_argument("--vul", default="None", help=_("vulnerability for the scores: None, NS, EW, All"))
    parser.add_argument(
        "--leads", action="store_true", help=_("also solve every opening lead (first contract)")
    )
    parser.add_argument("--results", type=Path, default=Path("simulation.jsonl"), help=_("results file"))
    parser.add_argument("--scheduler", help=_("Dask scheduler address (default: a local cluster)"))
    parser.add_argument("--workers", type=int, default=2, help=_("workers of the local cluster (default 2)"))
    parser.add_argument(
        "--chunk", type=int, help=_("deals per task (default: from the deals and workers, at most 40)")
    )
    parser.add_argument("--plot", type=Path, help=_("draw the trick distributions to a PNG or SVG file"))
    parser.add_argument("--no-progress", action="store_true", help=_("no progress bar"))
    parser.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    return parser


def run(args: argparse.Namespace) -> int:
    if args.count < 1:
        raise NotationError(_("-n must be at least 1, not {count}").format(count=args.count))
    spec = Spec(
        constraint=args.where,
        predeal=args.predeal,
        count=args.count,
        seed=args.seed,
        contracts=tuple(Target.from_str(text) for text in args.contract),
        vulnerability=Vulnerability.from_str(args.vul),
        leads=args.leads,
    )
    spec.dealer()  # a bad constraint or predeal fails here, before any cluster starts
    records = run_simulation(
        spec,
        args.results,
        scheduler=args.scheduler,
        workers=args.workers,
        chunk_size=args.chunk,
        progress=not args.no_progress and not args.json,
    )
    records = [r for r in records if r["index"] < spec.count]
    summary = summarise(spec, records)
    if args.json:
        print(json.dumps(summary.to_json(), indent=2))
    else:
        print(summary.table())
    if args.plot is not None:
        plot(summary, args.plot)
    return 0
