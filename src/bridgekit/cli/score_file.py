"""``bridgekit score-file results.pbn``: score a whole PBN results file into MP% or IMPs,
per result and per pair (or per team).

>>> import contextlib, io, pathlib, tempfile
>>> path = pathlib.Path(tempfile.mkdtemp()) / "night.pbn"
>>> _ = path.write_text('[Board "1"]\\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\\n'
...                     '1 2 3NT N 9\\n3 4 4S S 9\\n', encoding="utf-8")
>>> with contextlib.redirect_stdout(io.StringIO()) as out:
...     code = main([str(path)])
>>> print(out.getvalue(), end="")
rank   pair           % boards
   1=     1      100.00      1
   1=     4      100.00      1
   3=     2        0.00      1
   3=     3        0.00      1
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from bridgekit.errors import BridgeError
from bridgekit.formats import UTF8, detect
from bridgekit.tournament.pages import Results
from bridgekit.tournament.scorefile import ScoredFile, score_file

__all__ = ["add_parser", "run", "main"]

PROG = "bridgekit score-file"
METHODS = ("matchpoints", "butler", "cross_imps", "teams")


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add ``score-file`` to the ``bridgekit`` parser's *sub*parsers."""
    parser: argparse.ArgumentParser = sub.add_parser(
        "score-file",
        help="score a PBN results file (many table results per board) into MP%% or IMPs",
        description="Score every table result of a PBN results file (ScoreTable rows, or one record per "
        "table) by matchpoints (RULES 6.6), Butler or cross-IMPs, or as teams (RULES 6.3).",
    )
    parser.add_argument("file", help="the PBN file")
    parser.add_argument("--method", choices=METHODS, help="scoring method (default: the file's Scoring tag)")
    parser.add_argument("--results", action="store_true", help="also list every result with its score")
    parser.add_argument("--csv", action="store_true", help="write CSV (results, then standings)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(func=run, run=run)
    return parser


def _as_json(scored: ScoredFile) -> str:
    return json.dumps(
        {
            "method": scored.method,
            "results": [
                {
                    "board": s.result.board,
                    "ns_pair": s.result.ns,
                    "ew_pair": s.result.ew,
                    "result": s.result.text,
                    "score_ns": s.result.score,
                    "ns": s.ns,
                    "ew": s.ew,
                }
                for s in scored.results
            ],
            "teams": [
                {"board": t.board, "home": t.home, "visitors": t.visitors, "home_imps": t.home_imps}
                for t in scored.teams
            ],
            "standings": [
                {
                    "rank": s.rank,
                    "tied": s.tied,
                    "pair": s.pair,
                    "total": s.total,
                    "percentage": s.percentage,
                    "boards": s.boards,
                }
                for s in scored.standings
            ],
        }
    )


def _say_encoding(path: str) -> None:
    """A note on stderr when the file was not plain UTF-8 (the scores depend on its names)."""
    with open(path, "rb") as fp:
        encoding = detect(fp.read())[1]
    if encoding != UTF8:
        print(f"{PROG}: {path}: read as {encoding}", file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    """Score the file and print; errors are one line on stderr and exit code 2."""
    try:
        _, scored = score_file(args.file, method=args.method)
        _say_encoding(args.file)
    except BridgeError as error:
        print(f"{PROG}: {' '.join(str(error).split())}", file=sys.stderr)
        return 2
    if args.json:
        print(_as_json(scored))
        return 0
    if args.csv:
        page = Results(args.file, (), scored.results, scored.standings)
        print(page.results_csv() + page.standings_csv(), end="")
        return 0
    if args.results:
        for s in scored.results:
            r = s.result
            print(f"{r.board:4} {r.ns:>6} {r.ew:>6} {r.text:10} {r.score:6} {s.ns:8.2f} {s.ew:8.2f}")
        for t in scored.teams:
            print(
                f"{t.board:4} {t.home:>14} {t.visitors:>14} {t.home_ns:6} {t.visitors_ns:6} {t.home_imps:4}"
            )
    unit = "%" if scored.method == "matchpoints" else "IMPs"
    print(f"rank {'pair':>6} {'total' if unit == 'IMPs' else unit:>11} boards")
    for place in scored.standings:
        value = place.percentage if place.percentage is not None else place.total
        print(f"{place.rank:4}{'=' if place.tied else ' '}{place.pair:>6} {value:11.2f} {place.boards:6}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``bridgekit score-file`` on its own."""
    parser = argparse.ArgumentParser(prog="bridgekit")
    add_parser(parser.add_subparsers(dest="command"))
    try:
        args = parser.parse_args(["score-file", *(sys.argv[1:] if argv is None else argv)])
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 2
    return run(args)
