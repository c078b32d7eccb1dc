"""``bridgekit score-file results.pbn``: score a whole PBN results file into MP% or IMPs,
per result and per pair (or per team).

>>> import contextlib, io, pathlib, tempfile
>>> path = pathlib.Path(tempfile.mkdtemp()) / "night.pbn"
>>> _ = path.write_text('[Board "1"]\\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\\n'
...                     '1 2 3NT N 9\\n3 4 4S S 9\\n', encoding="utf-8")
>>> with contextlib.redirect_stdout(io.StringIO()) as out:
...     code = main([str(path)])
>>> print(out.getvalue(), end="")
night
Matchpoints
<BLANKLINE>
rank pair        % boards
  1= 1      100.00      1
  1= 4      100.00      1
  3= 2        0.00      1
  3= 3        0.00      1
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from bridgekit.cli.errors import one_line_errors
from bridgekit.cli.main import subcommand
from bridgekit.cli.render import visible_width
from bridgekit.formats import UTF8, detect, read
from bridgekit.formats.board import Board
from bridgekit.i18n import _, ngettext
from bridgekit.tournament.pages import Results, _field_order, field_heading
from bridgekit.tournament.pairs import PairStanding
from bridgekit.tournament.scorefile import FileResult, ScoredFile, names_of, score_file

__all__ = ["add_parser", "run", "main"]

PROG = "bridgekit score-file"
METHODS = ("matchpoints", "butler", "cross_imps", "teams")


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add ``score-file`` to the ``bridgekit`` parser's *sub*parsers."""
    parser = subcommand(
        sub,
        "score-file",
        run,
        description=_(
            "Score every table result of a PBN results file (ScoreTable rows, or one record per "
            "table) by matchpoints (RULES 6.6), Butler or cross-IMPs, or as teams (RULES 6.3)."
        ),
    )
    parser.add_argument("file", help=_("the PBN file"))
    parser.add_argument(
        "--method", choices=METHODS, help=_("scoring method (default: the file's Scoring tag)")
    )
    parser.add_argument("--results", action="store_true", help=_("also list every result with its score"))
    parser.add_argument("--csv", action="store_true", help=_("write CSV (results, then standings)"))
    parser.add_argument("--json", action="store_true", help=_("machine-readable output"))
    parser.add_argument(
        "--publish",
        metavar="DIR",
        help=_("write the results pages (rankings, travellers, hand records, CSV, PBN) into DIR"),
    )
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
            "standings": [{k: v for k, v in asdict(s).items() if k != "field"} for s in scored.standings],
        }
    )


def _say_encoding(path: str) -> None:
    """A note on stderr when the file was not plain UTF-8 (the scores depend on its names)."""
    with open(path, "rb") as fp:
        encoding = detect(fp.read())[1]
    if encoding != UTF8:
        print(
            _("{prog}: {path}: read as {encoding}").format(prog=PROG, path=path, encoding=encoding),
            file=sys.stderr,
        )


def _results(path: str, boards: Sequence[Board], found: Sequence[FileResult], scored: ScoredFile) -> Results:
    """The results pages of a scored file: its title, date, names and boards with their deals."""
    tags = next((b.tags for b in boards if b.tags.get("Event", "#") != "#"), {})
    by_number: dict[int, Board] = {}
    for board in boards:
        if board.number is not None and board.deal is not None:
            by_number.setdefault(board.number, board)
    return Results(
        tags.get("Event") or Path(path).stem,
        [by_number[n] for n in sorted(by_number)],
        scored.results,
        scored.standings,
        names_of(boards, found),
        date=tags.get("Date", "").replace(".", "-").replace("-??", "").strip("-?"),
        method=scored.method,
        matches=scored.teams,
    )


def standings_text(scored: ScoredFile, names: Mapping[str, str]) -> str:
    """The rankings as text: one list per section and direction, pair (or team) names aligned."""
    unit = "%" if scored.method == "matchpoints" else "IMPs"
    width = max([4, *(len(s.pair) for s in scored.standings)])
    fields: dict[str, list[PairStanding]] = {}
    for standing in scored.standings:
        fields.setdefault(standing.field, []).append(standing)
    lines: list[str] = []
    for field in sorted(fields, key=_field_order):
        if len(fields) > 1:
            lines += ["" if lines else "", field_heading(field)] if lines else [field_heading(field)]
        has_names = any(names.get(s.pair) for s in fields[field])
        total = _("IMPs") if unit == "IMPs" else unit
        head = " ".join([_fit(_("rank"), 4), _fit(_("pair"), width), _fit(total, 8, right=True), _("boards")])
        lines.append(head + ("  " + _("names") if has_names else ""))
        for place in fields[field]:
            value = place.percentage if place.percentage is not None else place.total
            tie = "=" if place.tied else " "
            row = f"{place.rank:>3}{tie} {place.pair:<{width}} {value:8.2f} {place.boards:6}"
            lines.append((row + "  " + names.get(place.pair, "")).rstrip())
    return "\n".join(lines)


def _fit(text: str, width: int, *, right: bool = False) -> str:
    room = " " * max(0, width - visible_width(text))
    return room + text if right else text + room


def run(args: argparse.Namespace) -> int:
    """Score the file and print; errors are one line on stderr and exit code 2."""
    return one_line_errors(PROG, lambda: _run(args))


def _run(args: argparse.Namespace) -> int:
    found, scored = score_file(args.file, method=args.method)
    _say_encoding(args.file)
    boards = read(args.file)
    page = _results(args.file, boards, found, scored)
    if args.publish:
        written = page.publish(args.publish)
        done = ngettext("{count} file written to {folder}", "{count} files written to {folder}", len(written))
        print(done.format(count=len(written), folder=args.publish), file=sys.stderr)
    if args.json:
        print(_as_json(scored))
        return 0
    if args.csv:
        print(page.results_csv() + page.standings_csv(), end="")
        return 0
    # The header, as `event score` prints it: the event (the file's Event tag), its date and method.
    print("\n".join(line for line in (page.title, page.meta) if line) + "\n")
    width = max([6, *(len(p) for s in scored.results for p in (s.result.ns, s.result.ew))])
    if args.results:
        for s in scored.results:
            r = s.result
            print(
                f"{r.board:4} {r.ns:>{width}} {r.ew:>{width}} {r.text:10} {r.score:6} {s.ns:8.2f} {s.ew:8.2f}"
            )
        team_width = max([8, *(len(t) for b in scored.teams for t in (b.home, b.visitors))])
        for t in scored.teams:
            print(
                f"{t.board:4} {t.home:<{team_width}} {t.visitors:<{team_width}} "
                f"{t.home_ns:6} {t.visitors_ns:6} {t.home_imps:4}"
            )
    print(standings_text(scored, page.names))
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
