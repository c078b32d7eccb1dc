"""IMPs for pairs: Butler (IMPs against a datum) and cross-IMPs (RULES 6.4, 6.6).

A pairs event scored by IMPs compares each N–S score either with a *datum* — the mean of
the board's scores after dropping the most extreme ones, rounded to 10 — or with every
other score of the board (cross-IMPs).

>>> scores = [120, 50, -80, -80, -110, -140, -150, -150]
>>> datum(scores), butler(scores)
(-90, [5, 4, 0, 0, -1, -2, -2, -2])
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Sequence

from bridgekit.errors import NotationError
from bridgekit.scoring.imps import IMP_SCALE, MAX_IMPS, imps

__all__ = ["butler", "cross_imps", "datum", "round_half_away"]


def round_half_away(value: float, step: int = 10) -> int:
    """*value* rounded to a multiple of *step*, halves away from zero (as Butler datums are).

    >>> round_half_away(-85.0), round_half_away(105.0), round_half_away(-133.3)
    (-90, 110, -130)
    """
    steps = abs(value) / step
    whole = int(steps + 0.5 + 1e-9)
    return whole * step if value >= 0 else -whole * step


def datum(scores: Sequence[int], *, drop: int = 1, step: int = 10) -> int:
    """The Butler datum of one board: the mean N–S score without the *drop* highest and the *drop*
    lowest scores, rounded to *step* (halves away from zero).

    Scores are dropped only if at least one remains. ``drop=0`` is the plain mean.

    >>> datum([200, 90, 90, -50, -50, -100, -140, -140])
    -30
    >>> datum([420, 400])
    410

    :raises NotationError: for no scores or a negative *drop*
    """
    if not scores:
        raise NotationError("a datum needs at least one score")
    if drop < 0:
        raise NotationError(f"cannot drop {drop} scores")
    ordered = sorted(scores)
    if drop and len(ordered) > 2 * drop:
        ordered = ordered[drop:-drop]
    return round_half_away(sum(ordered) / len(ordered), step)


def butler(scores: Sequence[int], *, drop: int = 1, step: int = 10) -> list[int]:
    """The N–S IMPs of each score against the board's :func:`datum` (the E–W IMPs are the negatives).

    >>> butler([660, 200, 150, 130, 130, 130, 110, -140])
    [11, 2, 0, 0, 0, 0, -1, -7]
    """
    middle = datum(scores, drop=drop, step=step)
    return [imps(score - middle) for score in scores]


def cross_imps(scores: Sequence[int], *, average: bool = True) -> list[float]:
    """The N–S cross-IMPs of each score: IMPs against every other score of the board, summed,
    or (by default) averaged over the comparisons.

    >>> cross_imps([420, 450, -50])
    [4.5, 6.0, -10.5]
    >>> cross_imps([420, 450, -50], average=False)
    [9.0, 12.0, -21.0]
    """
    # Each distinct score against each higher one, once: imps() is odd, so the pair's IMPs count
    # for the higher score and against the lower, weighted by how often each was scored. A board
    # has few distinct scores (d² / 2 look-ups); with many, count by bisection instead: for each
    # IMP_SCALE step, the others at least that far below minus those at least that far above, in
    # the scores sorted once (d · 48 bisections).
    counts = Counter(scores)
    distinct = sorted(counts)
    by_score: dict[int, float] = {}
    if len(distinct) <= 2 * MAX_IMPS:
        sums = dict.fromkeys(distinct, 0)
        for i, low in enumerate(distinct):
            low_count, against = counts[low], 0
            for high in distinct[i + 1 :]:
                gained = bisect_right(IMP_SCALE, high - low)
                against += gained * counts[high]
                sums[high] += gained * low_count
            sums[low] -= against
        by_score = {score: float(total) for score, total in sums.items()}
    else:
        ordered = sorted(scores)
        count = len(ordered)
        for score in distinct:
            by_score[score] = float(
                sum(
                    bisect_right(ordered, score - step) - (count - bisect_left(ordered, score + step))
                    for step in IMP_SCALE
                )
            )
    totals = [by_score[score] for score in scores]
    if average and len(scores) > 1:
        return [total / (len(scores) - 1) for total in totals]
    return totals
