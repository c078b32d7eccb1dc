"""``bridgekit solve FILE.pbn``: double-dummy tables and par for every board of a PBN file.

The tables and par go into the PBN (``OptimumResultTable``, ``OptimumScore``,
``ParContract``) with ``--output`` or ``--in-place``; the hands and their tables are printed.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

from bridgekit.analysis.dd import DDTable, dd_tables
from bridgekit.analysis.par import Par, ParContract, par
from bridgekit.call_words import call_text, compass_text, contract_text
from bridgekit.calls import Strain
from bridgekit.cli.main import subcommand
from bridgekit.errors import NotationError
from bridgekit.formats import pbn
from bridgekit.formats.board import Board, Table
from bridgekit.i18n import _, pgettext
from bridgekit.seats import Seat, Vulnerability, board_dealer, board_vulnerability

__all__ = ["add_parser", "run", "annotate"]

COLUMNS = ("Declarer", "Denomination\\2R", "Result\\2R")


def add_parser(sub: Any) -> argparse.ArgumentParser:
    parser = subcommand(
        sub,
        "solve",
        run,
        description=_(
            "Double-dummy tables (DDS) and par for every board of a PBN file; writes them into "
            "the PBN (OptimumResultTable, OptimumScore, ParContract) and prints the hands with their tables."
        ),
    )
    parser.add_argument("file", type=Path, help=_("the PBN file"))
    parser.add_argument("-o", "--output", type=Path, help=_("write the annotated PBN here"))
    parser.add_argument("--in-place", action="store_true", help=_("rewrite FILE with the annotations"))
    parser.add_argument("--generic", action="store_true", help=_("use bridgekit's generic solver, not DDS"))
    parser.add_argument("--quiet", action="store_true", help=_("print nothing but errors"))
    parser.add_argument("--json", action="store_true", help=_("print the tables and par as JSON"))
    return parser


def annotate(board: Board, table: DDTable, result: Par) -> Board:
    """*board* with its DD table and par as PBN tags and a table."""
    rows = tuple((seat.letter, strain.letter, str(table[strain, seat])) for seat in Seat for strain in Strain)
    tags = dict(board.tags)
    tags["OptimumScore"] = result.pbn_score
    tags["ParContract"] = result.pbn_contract
    tables = tuple(t for t in board.tables if t.name != "OptimumResultTable")
    tables += (Table("OptimumResultTable", COLUMNS, rows),)
    return dataclasses.replace(board, tags=tags, tables=tables)


def _tables(boards: list[Board], generic: bool) -> list[DDTable]:
    deals = [b.deal for b in boards if b.deal is not None]
    if not generic:
        return dd_tables(deals)
    from bridgekit.analysis.solver.table import generic_table

    out = []
    for deal in deals:
        values = generic_table(deal)  # strains in parallel threads
        out.append(DDTable([[values[strain, seat] for seat in Seat] for strain in Strain]))
    return out


def run(args: argparse.Namespace) -> int:
    with args.file.open("rb") as fp:
        boards = pbn.load(fp)
    full = [
        b
        for b in boards
        if b.deal is not None and b.deal.seat_count == 4 and all(len(h) == 13 for h in b.deal.hands)
    ]
    if not full:
        raise NotationError(_("{file}: no board with all four hands").format(file=args.file))
    tables = iter(_tables(full, args.generic))
    out: list[Board] = []
    report: list[dict[str, Any]] = []
    for board in boards:
        if board not in full:
            out.append(board)
            continue
        table = next(tables)
        dealer = board.dealer or (board_dealer(board.number) if board.number else Seat.NORTH)
        vul = board.vulnerability
        if vul is None:
            vul = board_vulnerability(board.number) if board.number else Vulnerability.NONE
        result = par(table, dealer=dealer, vulnerability=vul)
        out.append(annotate(board, table, result))
        report.append(
            {
                "board": board.number,
                "deal": board.deal.pbn() if board.deal else None,
                "table": {s.letter: dict(zip("NESW", table.row(s), strict=True)) for s in Strain},
                "par": {"score": result.score, "contracts": [str(c) for c in result.contracts]},
            }
        )
        if not args.quiet and not args.json:
            _print_board(board, table, result)
    if args.json:
        print(json.dumps(report, indent=2))
    target = args.file if args.in_place else args.output
    if target is not None:
        target.write_text(pbn.dumps(out), encoding="utf-8")
    return 0


def _print_board(board: Board, table: DDTable, result: Par) -> None:
    from bridgekit.cli.render import hand_diagram, style_for

    style = style_for(sys.stdout)
    assert board.deal is not None
    centre = [_("Board {number}").format(number=board.number) if board.number else ""]
    print(hand_diagram(style, list(board.deal.hands), centre=centre))
    print(dd_table_text(table))
    contracts = ", ".join(par_contract_text(c) for c in result.contracts) or call_text("P")
    print(
        _("par {score} for N-S: {contracts}").format(score=f"{result.score:+d}", contracts=contracts) + "\n"
    )


def dd_table_text(table: DDTable) -> str:
    """The double-dummy table as ``str(table)`` writes it, no trump in the club's notation
    (``NT``, «БК», "BA", "BT") and the seats in the language's compass letters (С В Ю З)."""
    head, *lines = str(table).splitlines()
    return "\n".join(
        [compass_text(head)]
        + [f"{pgettext('call', 'NT'):>2}{line[2:]}" if line.startswith("NT") else line for line in lines]
    )


def par_contract_text(contract: ParContract) -> str:
    """``3NT by E`` (``+1`` for an overtrick, ``-2`` for a sacrifice) in the current language."""
    text = _("{contract} by {seat}").format(
        contract=contract_text(str(contract.contract)), seat=compass_text(contract.declarer.letter)
    )
    return text if contract.result == 0 else f"{text} {contract.result:+d}"
