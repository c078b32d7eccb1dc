"""International Match Points: the WBF IMP scale (RULES 6.4).

>>> imps(580), imps(-120)
(11, -3)
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Final

__all__ = ["IMP_SCALE", "MAX_IMPS", "imps"]

#: RULES 6.4: the lowest point difference worth 1, 2, … 24 IMPs.
IMP_SCALE: Final = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip
#: RULES 6.4 DECISION: 24 is the maximum (the Bulgarian "4500+ → 25" row is not used).
MAX_IMPS: Final = len(IMP_SCALE)


def imps(difference: int) -> int:
    """Convert a difference in points to IMPs (RULES 6.4); ``imps(-d) == -imps(d)``.

    >>> imps(10), imps(20), imps(600), imps(2990), imps(9000)
    (0, 1, 12, 21, 24)
    """
    gained = bisect_right(IMP_SCALE, abs(difference))
    return gained if difference >= 0 else -gained
