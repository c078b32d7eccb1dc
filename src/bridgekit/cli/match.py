"""``bridgekit match``: a two-room team match between two robot configurations.

    bridgekit match --boards 100 --ns sayc:pimc --ew natural --seed 1 --pbn match.pbn --lin match.lin

Team A (``--ns``) sits N-S in the open room and E-W in the closed room, team B (``--ew``) the
other way round, on the same deals. Each board's IMPs for team A are printed, then the mean
IMPs per board with a 95% confidence interval and the Butler figures of the four pairs.
Every auction (with the robots' explanations) and every play goes to PBN and LIN files.
A robot is ``SYSTEM[:PLAY]``: systems ``sayc`` (default), ``sayc-2/1``, ``sayc-1430``,
``sayc-2/1-1430`` (each also with ``-rules``: no simulation, ``-nosplinters``), ``natural``; card play
``heuristic`` (default), ``dd``, ``pimc``, ``pimc-fast`` (8 layouts a card).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path
from typing import Any

from bridgekit.call_words import contract_text
from bridgekit.cli.main import subcommand
from bridgekit.errors import NotationError
from bridgekit.i18n import _

__all__ = ["add_parser", "run"]


def add_parser(sub: Any) -> argparse.ArgumentParser:
    parser = subcommand(
        sub,
        "match",
        run,
        description=_(
            "Play the same deals in two rooms with the robots' seats swapped; print IMPs per board, "
            "their mean with a 95%% confidence interval and Butler figures; write PBN and LIN records."
        ),
    )
    parser.add_argument("--boards", type=int, default=32, help=_("boards to play (default 32)"))
    parser.add_argument("--ns", default="sayc", help=_("team A's robot, SYSTEM[:PLAY] (default sayc)"))
    parser.add_argument("--ew", default="natural", help=_("team B's robot, SYSTEM[:PLAY] (default natural)"))
    parser.add_argument("--seed", type=int, default=0, help=_("deal seed (default 0)"))
    parser.add_argument("--pbn", type=Path, help=_("write every table to this PBN file"))
    parser.add_argument("--lin", type=Path, help=_("write every table to this LIN file"))
    parser.add_argument("--quiet", action="store_true", help=_("no line per board"))
    parser.add_argument("--no-progress", action="store_true", help=_("no progress bar"))
    parser.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    return parser


class _Progress:
    """A tqdm bar on a terminal when tqdm is installed, else a plain counter on stderr."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.total = total
        self.enabled = enabled and sys.stderr.isatty()
        self.bar: Any = None
        if self.enabled:
            try:
                self.bar = importlib.import_module("tqdm").tqdm(total=total, unit="board", desc="match")
            except ImportError:
                self.bar = None

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        if self.bar is not None:
            self.bar.update(1)
        else:
            print(
                "\r" + _("board {done}/{total}").format(done=done, total=self.total),
                end="",
                file=sys.stderr,
                flush=True,
            )

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
        elif self.enabled:
            print(file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    from bridgekit.formats import lin, pbn
    from bridgekit.robots.match import BoardResult, make_robot, play_match

    if args.boards < 1:
        raise NotationError(_("--boards must be at least 1, not {count}").format(count=args.boards))
    make_robot(args.ns)  # a bad robot name fails here, before any board is played
    make_robot(args.ew)
    progress = _Progress(args.boards, not args.no_progress and not args.json)
    lines = not args.quiet and not args.json

    def report(done: int, board: BoardResult) -> None:
        progress.update(done)
        if lines:
            rooms = [
                f"{label} {_result(record.result_text):<9} {record.score or 0:>+6}"
                for label, record in ((_("open"), board.open), (_("closed"), board.closed))
            ]
            text = _("board {number}  {open}  {closed}  {imps} IMPs").format(
                number=f"{board.number:>3}", open=rooms[0], closed=rooms[1], imps=f"{board.imps:>+3}"
            )
            if progress.enabled:
                print(file=sys.stderr, end="\r")
            print(text, flush=True)

    try:
        match = play_match(args.boards, args.ns, args.ew, seed=args.seed, progress=report)
    finally:
        progress.close()
    records = match.records()
    if args.pbn is not None:
        args.pbn.write_text(pbn.dumps(records), encoding="utf-8")
    if args.lin is not None:
        args.lin.write_text(lin.dumps(records), encoding="utf-8")
    summary = match.summary()
    if args.json:
        print(
            json.dumps(
                {
                    "a": args.ns,
                    "b": args.ew,
                    "boards": summary.boards,
                    "imps": summary.total,
                    "imps_per_board": summary.mean,
                    "ci95": [summary.low, summary.high],
                    "butler": dict(zip(["a_ns", "b_ew", "b_ns", "a_ew"], summary.butler, strict=True)),
                    "per_board": [board.imps for board in match.boards],
                },
                indent=2,
            )
        )
    else:
        print(summary.text(args.ns, args.ew))
    return 0


def _result(text: str | None) -> str:
    """A room's result (``4H+1 S``) in the club's notation, or *passed out*."""
    return contract_text(text) if text else _("passed out")
