"""Pairs events: table results, their scores by matchpoints or IMPs, and the pairs' standings.

A :class:`TableResult` is what a table reports for a board (RULES 6.8): the pairs, the
contract, declarer, lead and tricks. :func:`score_boards` scores every result of each board
against the others (RULES 6.6 matchpoints, Neuberg for boards played fewer times; Butler or
cross-IMPs), and :func:`standings` adds them up per pair.

>>> results = [TableResult(1, "1NS", "1EW", *parse_result("3NT= N")),
...            TableResult(1, "2NS", "2EW", *parse_result("4S-1 S"))]
>>> [round(r.ns, 1) for r in score_boards(results)]
[100.0, 0.0]
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter
from typing import Final, Literal

from bridgekit.calls import Contract
from bridgekit.cards import Card
from bridgekit.deal import collector_paused
from bridgekit.errors import NotationError
from bridgekit.scoring.butler import butler, cross_imps
from bridgekit.scoring.duplicate import board_score, check_tricks
from bridgekit.scoring.matchpoints import MpUnit, matchpoints, top
from bridgekit.seats import Seat, Vulnerability, board_vulnerability

__all__ = [
    "Method",
    "PairStanding",
    "ScoredResult",
    "TableResult",
    "parse_result",
    "score_boards",
    "standings",
]

Method = Literal["matchpoints", "butler", "cross_imps"]
METHODS: Final = ("matchpoints", "butler", "cross_imps")
_RESULT: Final = re.compile(
    r"^\s*([1-7])\s*(NT|N|C|D|H|S)\s*(XX|X|\*\*|\*)?\s*(=|[+-]\s*\d{1,2})\s*([NESW])\s*$", re.IGNORECASE
)
_NS: Final = attrgetter("ns")
_EW: Final = attrgetter("ew")
_PASSED: Final = ("PASS", "P", "AP", "PASSED", "PASSED OUT", "-")


def parse_result(text: str) -> tuple[Contract | None, Seat | None, int]:
    """A result as a table writes it: ``4HX= N``, ``3NT-2 W``, ``6S+1 E``; ``pass`` for a passed-out board.

    Returns (contract, declarer, tricks), immutable values: each distinct text is parsed once
    (an event has far fewer distinct results than tables × boards).

    >>> parse_result("3nt-2 w")
    (Contract.from_str('3NT'), Seat.WEST, 7)
    >>> parse_result("pass")
    (None, None, 0)

    :raises NotationError: for anything else, or a result that cannot happen (4S+4)
    """
    return _parse_result(text)


@lru_cache(maxsize=4096)
def _parse_result(text: str) -> tuple[Contract | None, Seat | None, int]:
    if text.strip().upper() in _PASSED:
        return None, None, 0
    match = _RESULT.match(text)
    if match is None:
        raise NotationError(f"not a result: {text!r} (expected e.g. '4HX= N', '3NT-2 W' or 'pass')")
    level, strain, doubling, made, seat = match.groups()
    contract = Contract.from_str(f"{level}{strain}{(doubling or '').replace('*', 'X')}")
    over = 0 if made == "=" else int(made.replace(" ", ""))
    tricks = contract.tricks_needed + over
    if not 0 <= tricks <= 13:
        raise NotationError(f"impossible result: {text.strip()!r} ({tricks} tricks)")
    return contract, Seat.from_str(seat), tricks


@dataclass(frozen=True, slots=True)
class TableResult:
    """One table's result on one board (RULES 6.8).

    :param board: the board number
    :param ns: the pair sitting N–S
    :param ew: the pair sitting E–W
    :param contract: the contract (``None``: passed out)
    :param declarer: the declarer (``None`` when passed out)
    :param tricks: tricks won by the declaring side
    :param lead: the opening lead, if known
    :param round: the round, if known
    :param table: the table, if known
    :param vulnerability: the board's vulnerability (default: by board number, RULES 6.1)
    :raises NotationError: for an impossible result
    """

    board: int
    ns: str
    ew: str
    contract: Contract | None
    declarer: Seat | None
    tricks: int
    lead: Card | None = None
    round: int | None = None
    table: int | None = None
    vulnerability: Vulnerability | None = None
    # The N-S score as a store read it (see :func:`checked_result`): no part of the value.
    _score: int | None = dataclasses.field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        check_tricks(self.tricks)
        if self.contract is not None and self.declarer is None:
            raise NotationError(f"board {self.board}: a result of {self.contract} needs a declarer")
        if self.ns == self.ew:
            raise NotationError(f"board {self.board}: pair {self.ns} cannot play against itself")

    @property
    def score(self) -> int:
        """The N–S score (RULES 6.2)."""
        if self._score is not None:
            return self._score
        if self.contract is None or self.declarer is None:
            return 0
        vul = self.vulnerability if self.vulnerability is not None else board_vulnerability(self.board)
        return _ns_score(self.contract, self.declarer, self.tricks, vul)

    @property
    def text(self) -> str:
        """The result as :func:`parse_result` reads it.

        >>> TableResult(1, "1NS", "1EW", *parse_result("4HX+1 S")).text
        '4HX+1 S'
        """
        if self.contract is None or self.declarer is None:
            return "pass"
        over = self.tricks - self.contract.tricks_needed
        return f"{self.contract}{'=' if over == 0 else f'{over:+d}'} {self.declarer.letter}"


class _Checked:
    """:class:`TableResult`'s slots without its checks: the layout of a result already checked."""

    __slots__ = TableResult.__slots__


def checked_result(
    board: int,
    ns: str,
    ew: str,
    parsed: tuple[Contract | None, Seat | None, int, int | None],
    lead: Card | None = None,
    round: int | None = None,  # noqa: A002 - the field's name
    table: int | None = None,
) -> TableResult:
    """A :class:`TableResult` equal to ``TableResult(board, ns, ew, contract, declarer, tricks,
    lead, round, table)`` (same value, same hash, as immutable) for *parsed* = (contract,
    declarer, tricks, N–S score or ``None``), built without running its checks again: for
    results read back from a store that checked them when they were written, with the score it
    computed at the board's vulnerability. About a third of the cost of the checked
    constructor, which counts when an event of 200 tables reads its 80,000 results.

    >>> r = TableResult(3, "1NS", "2EW", *parse_result("4S= N"), None, 1, 2)
    >>> fast = checked_result(3, "1NS", "2EW", (*parse_result("4S= N"), 420), None, 1, 2)
    >>> fast == r and hash(fast) == hash(r) and type(fast) is TableResult and fast.score == 420
    True
    """
    result = _Checked()
    result.board = board  # type: ignore[attr-defined]
    result.ns = ns  # type: ignore[attr-defined]
    result.ew = ew  # type: ignore[attr-defined]
    result.contract, result.declarer, result.tricks, result._score = parsed  # type: ignore[attr-defined]
    result.lead = lead  # type: ignore[attr-defined]
    result.round = round  # type: ignore[attr-defined]
    result.table = table  # type: ignore[attr-defined]
    result.vulnerability = None  # type: ignore[attr-defined]
    # Same slots on the same base: CPython lets the object become a TableResult, frozen from here on.
    result.__class__ = TableResult  # type: ignore[assignment]
    return result  # type: ignore[return-value]


@lru_cache(maxsize=8192)
def _ns_score(contract: Contract, declarer: Seat, tricks: int, vulnerability: Vulnerability) -> int:
    """:func:`board_score` for N–S, computed once for each distinct result."""
    return board_score(contract, declarer, tricks, vulnerability)


@dataclass(frozen=True, slots=True)
class ScoredResult:
    """A result with its score for each side: matchpoints or IMPs (*ns_points*, *ew_points*) and,
    for matchpoints, the percentages of the top (*ns*, *ew*); for IMPs *ns*/*ew* are the IMPs."""

    result: TableResult
    ns_points: float
    ew_points: float
    ns: float
    ew: float
    top: float


@dataclass(frozen=True, slots=True)
class PairStanding:
    """A pair's place: total points, percentage (matchpoints) and boards played."""

    rank: int
    tied: bool
    pair: str
    total: float
    percentage: float | None
    boards: int
    field: str = "ALL"


def _by_board(results: Iterable[TableResult]) -> dict[int, list[TableResult]]:
    boards: dict[int, list[TableResult]] = defaultdict(list)
    for result in results:
        boards[result.board].append(result)
    return dict(sorted(boards.items()))


def score_boards(
    results: Sequence[TableResult],
    *,
    method: Method = "matchpoints",
    unit: MpUnit = "2/1",
    expected: int | None = None,
    neuberg: bool = True,
) -> list[ScoredResult]:
    """Score every result against the other results of its board.

    :param method: ``matchpoints`` (RULES 6.6), ``butler`` (IMPs against the datum) or
        ``cross_imps`` (IMPs against every other result, averaged)
    :param expected: results of a complete board (default: the most any board has); boards with
        fewer are scaled by Neuberg's formula unless *neuberg* is false
    :raises NotationError: for an unknown method, or a pair that plays a board twice
    """
    if method not in METHODS:
        raise NotationError(f"not a scoring method: {method!r} (expected one of {', '.join(METHODS)})")
    boards = _by_board(results)
    for board, played in boards.items():
        if len(set(map(_NS, played)).union(map(_EW, played))) != 2 * len(played):
            raise NotationError(f"board {board}: a pair has two results")
    complete = expected if expected is not None else max((len(v) for v in boards.values()), default=0)
    with collector_paused():
        return _scored(boards, method, unit, complete, neuberg)


def _board_scores(played: Sequence[TableResult]) -> list[int]:
    """The N–S scores of one board's results (as :attr:`TableResult.score`, looked up once)."""
    board_vul = board_vulnerability(played[0].board)
    return [
        r._score
        if r._score is not None
        else 0
        if r.contract is None or r.declarer is None
        else _ns_score(
            r.contract, r.declarer, r.tricks, board_vul if r.vulnerability is None else r.vulnerability
        )
        for r in played
    ]


def _scored(
    boards: dict[int, list[TableResult]], method: Method, unit: MpUnit, complete: int, neuberg: bool
) -> list[ScoredResult]:
    scored: list[ScoredResult] = []
    for played in boards.values():
        scores = _board_scores(played)
        if method == "matchpoints":
            count = complete if neuberg else len(scores)
            points = matchpoints(scores, unit=unit, expected=count if count > len(scores) else None)
            board_top = top(count, unit=unit)
            for result, mp in zip(played, points, strict=True):
                pct = 50.0 if board_top == 0 else 100 * mp / board_top
                scored.append(ScoredResult(result, mp, board_top - mp, pct, 100 - pct, board_top))
        else:
            values = butler(scores) if method == "butler" else cross_imps(scores)
            scored += [
                ScoredResult(r, float(v), -float(v), float(v), -float(v), 0.0)
                for r, v in zip(played, values, strict=True)
            ]
    return scored


def standings(scored: Sequence[ScoredResult], *, fields: dict[str, str] | None = None) -> list[PairStanding]:
    """Each pair's total and place. Matchpoint totals are ranked by percentage (matchpoints over
    the sum of the tops), IMP totals by the sum of IMPs. Equal totals share a place.

    :param fields: pair → field (``"NS"``/``"EW"``) to rank two fields apart (a Mitchell without
        arrow-switch); by default every pair is in one field
    """
    totals: dict[str, float] = defaultdict(float)
    tops: dict[str, float] = defaultdict(float)
    boards: dict[str, int] = defaultdict(int)
    for item in scored:
        ns, ew, board_top = item.result.ns, item.result.ew, item.top
        totals[ns] += item.ns_points
        totals[ew] += item.ew_points
        tops[ns] += board_top
        tops[ew] += board_top
        boards[ns] += 1
        boards[ew] += 1
    by_mp = any(item.top for item in scored)
    rows = []
    for pair, total in totals.items():
        pct = 100 * total / tops[pair] if by_mp and tops[pair] else None
        key = pct if pct is not None else total
        rows.append((fields.get(pair, "ALL") if fields else "ALL", -round(key, 6), pair, total, pct))
    rows.sort(key=lambda row: (row[0], row[1], _pair_order(row[2])))
    # Sorted, each field's rows and each group of equal totals are runs: a pair's place is one
    # more than the rows of its field before its group.
    groups = Counter((row[0], row[1]) for row in rows)
    ranked: list[PairStanding] = []
    field_start = group_start = 0
    for index, (field, key, pair, total, pct) in enumerate(rows):
        if index == 0 or field != rows[index - 1][0]:
            field_start = group_start = index
        elif key != rows[index - 1][1]:
            group_start = index
        tied = groups[field, key] > 1
        ranked.append(
            PairStanding(group_start - field_start + 1, tied, pair, total, pct, boards[pair], field)
        )
    return ranked


def _pair_order(pair: str) -> tuple[int, str]:
    digits = "".join(ch for ch in pair if ch.isdigit())
    return (int(digits) if digits else 0, pair)
