"""Artificial adjusted scores (Law 12C) and pair moves, scored with the table results.

When no result can be obtained on a board (a late pair, a fouled board, a slow table) the
director awards each side an *artificial adjusted score* (Law 12C2): average-plus to a side not
at fault, average to a side partly at fault, average-minus to a side at fault. In matchpoints
these are 60 %, 50 % and 40 % of the top; in IMPs +3, 0 and −3. The two sides' awards are
independent: a *split score* gives, e.g., 60 % to N–S and 40 % to E–W, or 40 % to both. A
director may also award any other percentage (``"55"``).

The real results of a board with an adjusted score are scored among themselves and scaled by
Neuberg's formula to the board's full count, so the top stays the same for everyone.

>>> from bridgekit.tournament.pairs import TableResult, parse_result
>>> results = [TableResult(1, "1NS", "1EW", *parse_result("3NT= N")),
...            TableResult(1, "2NS", "2EW", *parse_result("4S-1 S"))]
>>> award = AdjustedResult.award(1, "3NS", "3EW", "A+", "A-")
>>> [(s.result.text, s.ns, s.ew) for s in score_with_adjusted(results, [award], expected=3)]
[('3NT= N', 87.5, 12.5), ('4S-1 S', 12.5, 87.5), ('A+/A-', 60.0, 40.0)]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Final

from bridgekit.errors import NotationError
from bridgekit.scoring.matchpoints import MpUnit, top
from bridgekit.tournament.movements import Movement, Seating
from bridgekit.tournament.pairs import Method, ScoredResult, TableResult, score_boards

__all__ = [
    "AWARDS",
    "AdjustedResult",
    "PairSwap",
    "award_imps",
    "award_percentage",
    "moved_movement",
    "moved_result",
    "score_with_adjusted",
]

#: Law 12C2(a): the artificial adjusted scores, as a percentage of the top (matchpoints).
AWARDS: Final[dict[str, float]] = {"A+": 60.0, "A": 50.0, "A-": 40.0}
#: The same awards in IMPs (WBF and EBU practice: ±3 IMPs).
AWARD_IMPS: Final[dict[str, float]] = {"A+": 3.0, "A": 0.0, "A-": -3.0}
_PERCENT: Final = re.compile(r"^\d{1,3}(\.\d{1,2})?$")


def _check_award(award: str) -> str:
    text = award.strip().upper().replace("AVE", "A").replace("%", "")
    if text in AWARDS:
        return text
    if _PERCENT.match(text) and 0 <= float(text) <= 100:
        return text
    raise NotationError(f"not an adjusted score: {award!r} (expected A+, A, A- or a percentage such as 60)")


def award_percentage(award: str) -> float:
    """The matchpoint percentage of an award (Law 12C2).

    >>> award_percentage("A+"), award_percentage("A-"), award_percentage("55")
    (60.0, 40.0, 55.0)
    """
    text = _check_award(award)
    return AWARDS.get(text, None) or float(text)


def award_imps(award: str) -> float:
    """The IMPs of an award: ±3 for average-plus/-minus; a percentage p gives 0.3 × (p − 50).

    >>> award_imps("A+"), award_imps("A"), award_imps("40")
    (3.0, 0.0, -3.0)
    """
    text = _check_award(award)
    if text in AWARD_IMPS:
        return AWARD_IMPS[text]
    return round(0.3 * (float(text) - 50), 2)


@dataclass(frozen=True, slots=True)
class AdjustedResult(TableResult):
    """A table's board that has an artificial adjusted score instead of a result (Law 12C2).

    :param ns_award: N–S's award: ``A+``, ``A``, ``A-`` or a percentage
    :param ew_award: E–W's award (a split score when it does not mirror N–S's)
    """

    ns_award: str = "A"
    ew_award: str = "A"

    @classmethod
    def award(
        cls,
        board: int,
        ns: str,
        ew: str,
        ns_award: str,
        ew_award: str,
        *,
        round: int | None = None,
        table: int | None = None,
    ) -> AdjustedResult:
        """An award to both sides.

        :raises NotationError: for an award that is not A+, A, A- or a percentage
        """
        return cls(
            board,
            ns,
            ew,
            None,
            None,
            0,
            round=round,
            table=table,
            ns_award=_check_award(ns_award),
            ew_award=_check_award(ew_award),
        )

    @property
    def text(self) -> str:
        """``A+/A-``: N–S's award, then E–W's."""
        return f"{self.ns_award}/{self.ew_award}"

    @property
    def score(self) -> int:
        """An adjusted score has no N–S score in points."""
        return 0


def score_with_adjusted(
    results: Sequence[TableResult],
    adjusted: Sequence[AdjustedResult],
    *,
    method: Method = "matchpoints",
    unit: MpUnit = "2/1",
    expected: int | None = None,
) -> list[ScoredResult]:
    """Score the results of each board and the adjusted scores awarded on it.

    A table result for the same board and pairs as an adjusted score is replaced by the award.
    The real results are scored against each other and scaled (Neuberg) to *expected* results
    (default: the most results any board has, counting the awards); an award gets its
    percentage of that top (matchpoints) or its IMPs.

    :raises NotationError: as :func:`~bridgekit.tournament.pairs.score_boards`
    """
    awarded = {(a.board, a.ns, a.ew) for a in adjusted}
    real = [r for r in results if (r.board, r.ns, r.ew) not in awarded]
    counts: dict[int, int] = {}
    for item in [*real, *adjusted]:
        counts[item.board] = counts.get(item.board, 0) + 1
    complete = expected if expected is not None else max(counts.values(), default=0)
    scored = score_boards(real, method=method, unit=unit, expected=complete)
    for award in adjusted:
        if method == "matchpoints":
            board_top = top(max(complete, 1), unit=unit)
            ns_pct, ew_pct = award_percentage(award.ns_award), award_percentage(award.ew_award)
            scored.append(
                ScoredResult(
                    award, board_top * ns_pct / 100, board_top * ew_pct / 100, ns_pct, ew_pct, board_top
                )
            )
        else:
            ns_imps, ew_imps = award_imps(award.ns_award), award_imps(award.ew_award)
            scored.append(ScoredResult(award, ns_imps, ew_imps, ns_imps, ew_imps, 0.0))
    return sorted(scored, key=lambda s: s.result.board)


@dataclass(frozen=True, slots=True)
class PairSwap:
    """From *from_round* on, pair *first* plays where pair *second* would have, and the other way
    round: how a director moves a late pair into the sit-out's place, or a pair that must leave
    early to where it sits out. Results stay stored under the movement's places; scoring reads
    them through the swaps."""

    from_round: int
    first: str
    second: str

    def apply(self, pair: str, round: int) -> str:
        if round < self.from_round:
            return pair
        if pair == self.first:
            return self.second
        if pair == self.second:
            return self.first
        return pair


def _moved(pair: str, round: int, swaps: Iterable[PairSwap]) -> str:
    for swap in swaps:
        pair = swap.apply(pair, round)
    return pair


def moved_result(result: TableResult, swaps: Sequence[PairSwap]) -> TableResult:
    """The result with the pairs who really sat at that place in that round.

    >>> from bridgekit.tournament.pairs import parse_result
    >>> r = TableResult(3, "2NS", "3EW", *parse_result("pass"), round=2, table=2)
    >>> moved_result(r, [PairSwap(2, "3EW", "1EW")]).ew
    '1EW'
    """
    if not swaps or result.round is None:
        return result
    return replace(
        result, ns=_moved(result.ns, result.round, swaps), ew=_moved(result.ew, result.round, swaps)
    )


def moved_movement(movement: Movement, swaps: Sequence[PairSwap]) -> Movement:
    """The movement as the pairs really play it after the director's moves (guide cards).

    :raises NotationError: for a swap naming a pair that is not in the movement
    """
    for swap in swaps:
        for pair in (swap.first, swap.second):
            if pair not in movement.pairs:
                raise NotationError(f"no pair {pair!r} in the {movement.name}")
    if not swaps:
        return movement
    seatings = tuple(
        Seating(s.round, s.table, _moved(s.ns, s.round, swaps), _moved(s.ew, s.round, swaps), s.boards)
        for s in movement.seatings
    )
    sitouts = tuple((r, _moved(p, r, swaps)) for r, p in movement.sitouts)
    return replace(movement, seatings=seatings, sitouts=sitouts)
