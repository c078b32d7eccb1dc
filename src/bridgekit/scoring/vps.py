"""Victory points: IMP margins of a team match converted to a 20-point split (RULES 6.5).

A scale is data: the lowest margin worth each VP above the draw. The default is the
20-point scale for a 24-board match of RULES 6.5; :func:`wbf_vps` is the WBF continuous
formula for any number of boards.

>>> vps(13)
(13, 7)
>>> wbf_vps(10, boards=16)
(12.8, 7.2)
"""

from __future__ import annotations

import math
from bisect import bisect_right
from dataclasses import dataclass
from typing import Final

from bridgekit.errors import NotationError

__all__ = ["DEFAULT_VP_SCALE", "VpScale", "vps", "wbf_vps"]


@dataclass(frozen=True, slots=True)
class VpScale:
    """A discrete VP scale (RULES 6.5): the winner of a margin of at least ``margins[i]`` IMPs gets
    ``draw + i + 1`` VPs, the loser the rest of ``total``.

    :param margins: increasing IMP margins, one per VP above the draw
    :param total: the VPs shared by the two teams (20)
    :param name: what the scale is called
    :raises NotationError: if the margins do not increase or do not fit the total
    """

    margins: tuple[int, ...]
    total: int = 20
    name: str = ""

    def __post_init__(self) -> None:
        if any(b <= a for a, b in zip(self.margins, self.margins[1:], strict=False)) or not self.margins:
            raise NotationError(f"VP scale margins must increase: {self.margins}")
        if self.total % 2 or len(self.margins) != self.total // 2:
            raise NotationError(f"a {self.total}-point scale needs {self.total // 2} margins")

    def split(self, margin: int) -> tuple[int, int]:
        """The VPs of the two teams for a match won by the first by *margin* IMPs (negative: lost).

        >>> DEFAULT_VP_SCALE.split(-40)
        (2, 18)
        """
        won = self.total // 2 + bisect_right(self.margins, abs(margin))
        return (won, self.total - won) if margin >= 0 else (self.total - won, won)


#: RULES 6.5: the 20-point scale for a 24-board match (the Russian text's table).
DEFAULT_VP_SCALE: Final = VpScale((3, 7, 12, 17, 22, 28, 34, 40, 47, 55), name="20-point, 24 boards")
#: The golden ratio conjugate of the WBF formula.
_TAU: Final = (math.sqrt(5) - 1) / 2


def vps(margin: int, scale: VpScale = DEFAULT_VP_SCALE) -> tuple[int, int]:
    """The VPs of both teams for a match won by the first team by *margin* IMPs (RULES 6.5, TV-D-05).

    >>> vps(0), vps(55), vps(-3)
    ((10, 10), (20, 0), (9, 11))
    """
    return scale.split(margin)


def wbf_vps(margin: float, *, boards: int) -> tuple[float, float]:
    """The WBF continuous 20-point VP scale for a match of *boards* boards, to two decimals.

    The winner gets ``10 + 10 × (1 − τ^(3M/B)) / (1 − τ³)``, at most 20, where *M* is the margin,
    ``B = 15 × √boards`` and ``τ = (√5 − 1) / 2``; the loser gets 20 minus that.

    >>> wbf_vps(0, boards=24), wbf_vps(1, boards=16), wbf_vps(-100, boards=8)
    ((10.0, 10.0), (10.31, 9.69), (0.0, 20.0))

    :raises NotationError: if *boards* is not positive
    """
    if boards < 1:
        raise NotationError(f"a match needs at least one board, not {boards}")
    blitz = 15 * math.sqrt(boards)
    share = 10 + 10 * (1 - _TAU ** (3 * abs(margin) / blitz)) / (1 - _TAU**3)
    won = round(min(share, 20.0), 2)
    lost = round(20 - won, 2)
    return (won, lost) if margin >= 0 else (lost, won)
