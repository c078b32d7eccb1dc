"""Score a whole PBN results file: boards with many table results, into MP% or IMPs.

Two layouts are read. A board with a ``ScoreTable`` (BridgeComposer, Ruter i Norge …) lists
one row per table: pairs, contract, declarer, result, lead. A file of one record per table
result (RealBridge, BBO …) repeats the board for each table, with ``Table``, ``HomeTeam`` and
``VisitTeam`` tags in team events. The method comes from the ``Scoring`` tag (``MatchPoints``,
``IMP;Butler…``, ``IMP`` with ``Competition "Teams"``) unless given.

>>> from bridgekit.formats.board import Board, Table
>>> table = Table("ScoreTable", ("PairId_NS", "PairId_EW", "Contract", "Declarer", "Result"),
...               (("1", "2", "3NT", "N", "9"), ("3", "4", "4S", "S", "9")))
>>> scored = score_results(results_from_boards([Board(number=1, tables=(table,))]))
>>> [(s.result.ns, s.result.score, s.ns) for s in scored.results]
[('1', 400, 100.0), ('3', -50, 0.0)]
"""

from __future__ import annotations

import os
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from bridgekit.calls import Contract
from bridgekit.cards import Card
from bridgekit.errors import NotationError, ParseError
from bridgekit.formats import read
from bridgekit.formats.board import Board
from bridgekit.scoring.imps import imps
from bridgekit.seats import Seat
from bridgekit.tournament.pairs import (
    Method,
    PairStanding,
    ScoredResult,
    TableResult,
    score_boards,
    standings,
)

__all__ = [
    "FileResult",
    "ScoredFile",
    "TeamBoard",
    "results_from_boards",
    "score_file",
    "score_results",
    "fields_of",
    "names_of",
]

_EMPTY = ("", "-", "?")


@dataclass(frozen=True, slots=True)
class FileResult:
    """A table result read from a file, with the row (or tags) it came from."""

    result: TableResult
    recorded: Mapping[str, str]
    home: str | None = None
    visitors: str | None = None


@dataclass(frozen=True, slots=True)
class TeamBoard:
    """A board of a team match: the N–S scores in the two rooms and the home team's IMPs (RULES 6.3)."""

    board: int
    home: str
    visitors: str
    home_ns: int
    visitors_ns: int

    @property
    def home_imps(self) -> int:
        """IMPs of the home team: its N–S score at its table plus its E–W score at the other."""
        return imps(self.home_ns - self.visitors_ns)


@dataclass(frozen=True)
class ScoredFile:
    """A scored results file: each result's score, the pairs' standings and, for teams, the boards."""

    method: str
    results: tuple[ScoredResult, ...]
    standings: tuple[PairStanding, ...]
    teams: tuple[TeamBoard, ...] = ()
    lonely: tuple[FileResult, ...] = field(default=())


def _row_result(board: Board, row: Mapping[str, str], index: int, *, suffix: bool) -> TableResult:
    number = board.number
    where = f"board {number}, row {index + 1}"
    if number is None:
        raise NotationError(f"{where}: a score table without a board number")
    text = row.get("Contract", "").strip().upper()
    ns, ew = _pair_ids(row)
    if suffix:
        ns, ew = ns + "NS", ew + "EW"
    table = row.get("Table")
    round_ = row.get("Round")
    lead = row.get("Lead", "-")
    common = {
        "lead": None if lead in _EMPTY else Card.from_str(lead),
        "round": int(round_) if round_ and round_.isdigit() else None,
        "table": int(table) if table and table.isdigit() else None,
        "vulnerability": board.vulnerability,
    }
    if text in ("PASS", "AP", "P"):
        return TableResult(number, ns, ew, None, None, 0, **common)  # type: ignore[arg-type]
    try:
        contract = Contract.from_str(text.replace("*", "X"))
        tricks = int(row["Result"])
        declarer = Seat.from_str(row["Declarer"])
    except (KeyError, ValueError) as error:
        raise NotationError(f"{where}: not a result: {dict(row)} ({error})") from None
    return TableResult(number, ns, ew, contract, declarer, tricks, **common)  # type: ignore[arg-type]


def _pair_ids(row: Mapping[str, str]) -> tuple[str, str]:
    section = row.get("Section", "")
    return section + row.get("PairId_NS", "?"), section + row.get("PairId_EW", "?")


def _shares_numbers(ids: Sequence[tuple[str, str]]) -> bool:
    """Whether an N–S and an E–W pair of one board have the same number (a Mitchell's numbering)."""
    return bool({ns for ns, _ in ids} & {ew for _, ew in ids})


def _rows(board: Board) -> list[dict[str, str]]:
    table = board.table("ScoreTable")
    return [] if table is None else table.records()


def _record_result(board: Board) -> FileResult | None:
    if board.number is None or ("Contract" not in board.tags and board.contract is None):
        return None
    table = board.tags.get("Table", "")
    home, visitors = board.tags.get("HomeTeam"), board.tags.get("VisitTeam")
    ns = f"{home}" if home else f"T{table}NS"
    ew = f"{visitors}" if visitors else f"T{table}EW"
    result = TableResult(
        board.number,
        ns,
        ew,
        board.contract,
        board.declarer if board.contract is not None else None,
        board.tricks if board.contract is not None and board.tricks is not None else 0,
        table=int(table) if table.isdigit() else None,
        vulnerability=board.vulnerability,
    )
    return FileResult(result, dict(board.tags), home, visitors)


def results_from_boards(boards: Iterable[Board]) -> list[FileResult]:
    """Every table result of a list of boards, from score tables or from one record per table.

    Pair numbers that N–S and E–W pairs of one board share (a Mitchell) get ``NS``/``EW`` after them.

    :raises NotationError: for a row or record that is not a result
    """
    boards = list(boards)
    suffix = any(_shares_numbers([_pair_ids(row) for row in _rows(board)]) for board in boards)
    found: list[FileResult] = []
    for board in boards:
        rows = _rows(board)
        found += [FileResult(_row_result(board, row, i, suffix=suffix), row) for i, row in enumerate(rows)]
        record = None if rows else _record_result(board)
        if record is not None:
            found.append(record)
    return found


def method_of(boards: Sequence[Board]) -> Method | str:
    """The scoring method a file names: ``matchpoints``, ``butler``, ``cross_imps`` or ``teams``."""
    scoring = next((b.tags.get("Scoring", "") for b in boards if b.tags.get("Scoring")), "").lower()
    competition = next(
        (b.tags.get("Competition", "") for b in boards if b.tags.get("Competition")), ""
    ).lower()
    if "butler" in scoring:
        return "butler"
    if "cross" in scoring:
        return "cross_imps"
    if "imp" in scoring and competition == "teams":
        return "teams"
    if "imp" in scoring and any(b.tags.get("HomeTeam") for b in boards):
        return "teams"
    if "imp" in scoring:
        return "cross_imps"
    return "matchpoints"


def team_boards(found: Sequence[FileResult]) -> tuple[list[TeamBoard], list[FileResult]]:
    """Pair the two rooms of each team match board (RULES 6.3): the home team sits N–S at its table.

    Returns the compared boards and the results whose other room is missing.
    """
    rooms: dict[tuple[int, frozenset[str]], list[FileResult]] = defaultdict(list)
    for item in found:
        if item.home is None or item.visitors is None:
            raise NotationError(f"board {item.result.board}: a team result needs HomeTeam and VisitTeam")
        rooms[item.result.board, frozenset((item.home, item.visitors))].append(item)
    compared, lonely = [], []
    for (board, _), items in sorted(rooms.items(), key=lambda kv: (kv[0][0], sorted(kv[0][1]))):
        if len(items) != 2:
            lonely += items
            continue
        first, second = items
        assert first.home is not None and first.visitors is not None
        compared.append(TeamBoard(board, first.home, first.visitors, first.result.score, second.result.score))
    return compared, lonely


def score_results(found: Sequence[FileResult], *, method: str = "matchpoints") -> ScoredFile:
    """Score results read by :func:`results_from_boards` with *method*
    (``matchpoints``, ``butler``, ``cross_imps`` or ``teams``).

    :raises NotationError: for an unknown method or inconsistent results
    """
    if method == "teams":
        compared, lonely = team_boards(found)
        rows = []
        for team_board in compared:
            rows.append((team_board.home, float(team_board.home_imps)))
            rows.append((team_board.visitors, float(-team_board.home_imps)))
        totals: dict[str, float] = defaultdict(float)
        boards: dict[str, int] = defaultdict(int)
        for team, value in rows:
            totals[team] += value
            boards[team] += 1
        order = sorted(totals, key=lambda t: (-totals[t], t))
        values = list(totals.values())
        table = tuple(
            PairStanding(
                _place(totals[t], values), values.count(totals[t]) > 1, t, totals[t], None, boards[t]
            )
            for t in order
        )
        return ScoredFile("teams", (), table, tuple(compared), tuple(lonely))
    scored = score_boards([item.result for item in found], method=method)  # type: ignore[arg-type]
    return ScoredFile(method, tuple(scored), tuple(standings(scored, fields=fields_of(found))))


def fields_of(found: Sequence[FileResult]) -> dict[str, str] | None:
    """The ranking each pair belongs to: one list per section and direction when the pairs of a
    Mitchell carry ``NS``/``EW`` (``"A NS"``, ``"A EW"``, ``"NS"``…), else ``None`` (one list)."""
    fields: dict[str, str] = {}
    for item in found:
        section = item.recorded.get("Section", "").strip()
        for pair, direction in ((item.result.ns, "NS"), (item.result.ew, "EW")):
            if not pair.endswith(direction):
                return None
            fields[pair] = f"{section} {direction}".strip()
    return fields or None


def names_of(boards: Sequence[Board], found: Sequence[FileResult]) -> dict[str, str]:
    """The players' (or teams') names the file gives for each pair: the score tables'
    ``Names_NS``/``Names_EW`` columns, or the ``TotalScoreTable``'s ``PairId`` and ``Names``."""
    names: dict[str, str] = {}
    for item in found:
        for pair, column in ((item.result.ns, "Names_NS"), (item.result.ew, "Names_EW")):
            text = item.recorded.get(column, "").strip()
            if text and text not in _EMPTY:
                names.setdefault(pair, text)
    pairs = {p for item in found for p in (item.result.ns, item.result.ew)}
    for board in boards:
        total = board.table("TotalScoreTable")
        for row in [] if total is None else total.records():
            pair, text = row.get("PairId", "").strip(), row.get("Names", "").strip()
            if pair in pairs and text and text not in _EMPTY:
                names.setdefault(pair, text)
    return names


def _place(total: float, totals: Sequence[float]) -> int:
    return 1 + sum(1 for other in totals if other > total)


def score_file(
    path: str | os.PathLike[str], *, method: str | None = None
) -> tuple[list[FileResult], ScoredFile]:
    """Read a PBN results file and score it.

    :param method: ``matchpoints``, ``butler``, ``cross_imps`` or ``teams``; by default what the file says
    :raises ParseError: for a file that cannot be read, or a board that does not parse
    :raises NotationError: for a result that cannot happen
    """
    boards = read(path)
    for board in boards:
        if board.errors:
            error = board.errors[0]
            raise ParseError(error.message, line=error.line, source=str(path))
    found = results_from_boards(boards)
    if not found:
        raise ParseError(
            "no table results in the file (no ScoreTable and no played boards)", source=str(path)
        )
    return found, score_results(found, method=method or str(method_of(boards)))
