"""Matchpoints for pairs events (RULES 6.6), with Neuberg's formula for boards played fewer times.

Every N–S result on a board is compared with every other N–S result on that board: 2 for
each lower score, 1 for each equal one (``unit="2/1"``; ``"1/0.5"`` halves them). The top is
2 × (results − 1); an E–W pair gets the top minus its opponents' N–S matchpoints.

>>> matchpoints([1380, 920, -50, -100, 430, 420])
[10.0, 8.0, 2.0, 0.0, 6.0, 4.0]
>>> percentages([420, 450, 450, -50, 590, 200])
[40.0, 70.0, 70.0, 0.0, 100.0, 20.0]
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import Final, Literal

from bridgekit.errors import NotationError

__all__ = [
    "MpUnit",
    "UNITS",
    "ew_matchpoints",
    "matchpoints",
    "neuberg",
    "percentages",
    "top",
]

MpUnit = Literal["2/1", "1/0.5"]
#: RULES 6.6: matchpoints for each lower score (a win); an equal score earns half of it.
UNITS: Final[dict[str, float]] = {"2/1": 2.0, "1/0.5": 1.0}


def _win(unit: str) -> float:
    if unit not in UNITS:
        raise NotationError(f"not a matchpoint unit: {unit!r} (expected '2/1' or '1/0.5')")
    return UNITS[unit]


def top(results: int, *, unit: MpUnit = "2/1") -> float:
    """The top of a board played *results* times: 2 × (results − 1) (RULES 6.6).

    >>> top(6), top(6, unit="1/0.5")
    (10.0, 5.0)

    :raises NotationError: for an unknown unit or fewer than one result
    """
    if results < 1:
        raise NotationError(f"a board needs at least one result, not {results}")
    return _win(unit) * (results - 1)


def neuberg(points: Sequence[float], *, expected: int, unit: MpUnit = "2/1") -> list[float]:
    """Scale the matchpoints of a board played fewer than *expected* times (Neuberg's formula).

    With *n* results and *e* expected, and *w* the matchpoints for a win:
    ``MP' = (MP + w/2) × e / n − w/2``. A board played *expected* times is left as it is.

    >>> neuberg([4.0, 2.0, 0.0], expected=4)
    [5.666666666666667, 3.0, 0.33333333333333326]

    :raises NotationError: if there are more results than expected, or none
    """
    count = len(points)
    if count == 0:
        raise NotationError("a board needs at least one result")
    if expected < count:
        raise NotationError(f"a board has {count} results, more than the {expected} expected")
    half = _win(unit) / 2
    return [(mp + half) * expected / count - half for mp in points]


def matchpoints(scores: Sequence[int], *, unit: MpUnit = "2/1", expected: int | None = None) -> list[float]:
    """The N–S matchpoints of each N–S score on one board (RULES 6.6, TV-D-06).

    :param scores: the N–S scores of the board, one per table
    :param unit: ``"2/1"`` (2 per lower score, 1 per equal one) or ``"1/0.5"``
    :param expected: the number of results a complete board has; if more than
        ``len(scores)``, the matchpoints are scaled by :func:`neuberg`

    >>> matchpoints([420, 450, 450, -50, 590, 200])
    [4.0, 7.0, 7.0, 0.0, 10.0, 2.0]
    >>> matchpoints([100, 100], unit="1/0.5")
    [0.5, 0.5]

    :raises NotationError: for an unknown unit, or more results than *expected*
    """
    win = _win(unit)
    # Sorted once; each score's lower and equal scores are counted by bisection (n log n).
    ordered = sorted(scores)
    by_score: dict[int, float] = {}
    for score in scores:
        if score not in by_score:
            lower = bisect_left(ordered, score)
            equal = bisect_right(ordered, score, lower) - lower
            by_score[score] = win * lower + win / 2 * (equal - 1)
    points = [by_score[score] for score in scores]
    if expected is not None and points:
        return neuberg(points, expected=expected, unit=unit)
    return points


def ew_matchpoints(
    ns_points: Sequence[float], *, results: int | None = None, unit: MpUnit = "2/1"
) -> list[float]:
    """The E–W matchpoints: the top minus the N–S matchpoints of the same table (RULES 6.6).

    :param results: the number of results the top is counted on (default: ``len(ns_points)``;
        after :func:`neuberg`, the expected count)

    >>> ew_matchpoints([10.0, 8.0, 2.0, 0.0, 6.0, 4.0])
    [0.0, 2.0, 8.0, 10.0, 4.0, 6.0]
    """
    board_top = top(results if results is not None else len(ns_points), unit=unit)
    return [board_top - mp for mp in ns_points]


def percentages(
    scores: Sequence[int], *, unit: MpUnit = "2/1", expected: int | None = None, side: str = "NS"
) -> list[float]:
    """Each score's matchpoints as a percentage of the top (RULES 6.6, TV-D-07).

    A board played once gives 50 %. ``side="EW"`` gives the E–W percentages (100 − N–S).

    >>> percentages([420, 450, 450, -50, 590, 200], side="EW")
    [60.0, 30.0, 30.0, 100.0, 0.0, 80.0]

    :raises NotationError: for an unknown unit or side
    """
    if side not in ("NS", "EW"):
        raise NotationError(f"not a side: {side!r} (expected 'NS' or 'EW')")
    count = expected if expected is not None else len(scores)
    board_top = top(count, unit=unit) if scores else 0.0
    points = matchpoints(scores, unit=unit, expected=expected)
    ns = [50.0 if board_top == 0 else 100 * mp / board_top for mp in points]
    return ns if side == "NS" else [100 - pct for pct in ns]
