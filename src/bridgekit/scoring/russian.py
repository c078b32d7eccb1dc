"""Russian scoring: duplicate deal scores against an HCP target, in IMPs (RULES 7).

After the play each side counts its high-card points. The side with more has a *target*
by its HCP and its own vulnerability; its result is its deal score minus the target,
converted to IMPs; the other side gets the negative. A session of such deals (and of the
table of obligations) is :class:`bridgekit.scoring.targets.TargetSession`.

>>> from bridgekit.calls import Contract
>>> result = russian_score(Contract.from_str("3H"), Seat.EAST, 10, Vulnerability.EW, ns_hcp=16)
>>> result.side, result.score, result.target, result.imps
(Side.EW, 170, 290, -3)
>>> result.ns_imps
3
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from bridgekit.calls import Contract
from bridgekit.cards import Suit
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.scoring.duplicate import check_tricks, duplicate_score
from bridgekit.scoring.imps import imps
from bridgekit.seats import Seat, Side, Vulnerability

__all__ = [
    "RUSSIAN_TARGETS",
    "TargetResult",
    "fit_count",
    "russian_score",
    "russian_target",
    "side_hcp",
]

#: RULES 7.2: targets by the stronger side's HCP (20–40): (NV, V).
RUSSIAN_TARGETS: Final[dict[int, tuple[int, int]]] = {
    20: (0, 0), 21: (50, 50), 22: (70, 70), 23: (110, 110), 24: (200, 290), 25: (300, 440),
    26: (350, 520), 27: (400, 600), 28: (430, 630), 29: (460, 660), 30: (490, 690), 31: (600, 900),
    32: (700, 1050), 33: (900, 1350), 34: (1000, 1500), 35: (1100, 1650), 36: (1200, 1800),
    37: (1300, 1950), 38: (1300, 1950), 39: (1300, 1950), 40: (1300, 1950),
}  # fmt: skip
#: RULES 0.5: a fit is this many cards of one suit held by two partners together.
FIT_LENGTH: Final = 8
TOTAL_HCP: Final = 40


@dataclass(frozen=True, slots=True)
class TargetResult:
    """One deal scored against a target (RULES 7.3, 8.3).

    :param side: the side with the target (``None`` when nobody has one: the result is N–S's)
    :param hcp: that side's HCP (N–S's when *side* is ``None``)
    :param fits: that side's fits (RULES 8.2; 0 for Russian scoring)
    :param target: the target or obligation
    :param score: that side's deal score (RULES 2.7, 8.1)
    :param imps: ``score − target`` in IMPs for *side*
    """

    side: Side | None
    hcp: int
    fits: int
    target: int
    score: int
    imps: int

    @property
    def ns_imps(self) -> int:
        """The IMPs of N–S (the stronger side's IMPs, or their negative)."""
        return -self.imps if self.side is Side.EW else self.imps


def side_hcp(deal: Deal, side: Side) -> int:
    """The high-card points of a side (RULES 0.5).

    >>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    >>> side_hcp(deal, Side.NS), side_hcp(deal, Side.EW)
    (20, 20)
    """
    return sum(deal.hands[seat].hcp for seat in side.seats)


def fit_count(deal: Deal, side: Side) -> int:
    """The suits in which the side holds 8 cards or more (RULES 0.5, 8.2).

    >>> deal = Deal.from_pbn("N:AK7.A42.T76.KQ86 643.J963.J985.J5 QT952.KQT75..932 J8.8.AKQ432.AT74")
    >>> fit_count(deal, Side.NS), fit_count(deal, Side.EW)
    (2, 1)
    """
    first, second = (deal.hands[seat] for seat in side.seats)
    return sum(1 for suit in Suit if first.suit_length(suit) + second.suit_length(suit) >= FIT_LENGTH)


def russian_target(hcp: int, *, vulnerable: bool) -> int:
    """The target of the stronger side (RULES 7.2).

    >>> russian_target(24, vulnerable=True), russian_target(25, vulnerable=False)
    (290, 300)

    :raises NotationError: if *hcp* is not 20–40
    """
    if hcp not in RUSSIAN_TARGETS:
        raise NotationError(f"not the HCP of the stronger side: {hcp!r} (20 to 40)")
    return RUSSIAN_TARGETS[hcp][vulnerable]


def _ns_hcp(deal: Deal | None, ns_hcp: int | None) -> int:
    if ns_hcp is None:
        if deal is None:
            raise NotationError("target scoring needs the deal or the N-S HCP")
        ns_hcp = side_hcp(deal, Side.NS)
    if not 0 <= ns_hcp <= TOTAL_HCP:
        raise NotationError(f"not a side's HCP: {ns_hcp!r} (0 to 40)")
    return ns_hcp


def _stronger(ns_hcp: int) -> tuple[Side | None, int]:
    if ns_hcp * 2 == TOTAL_HCP:
        return None, ns_hcp
    return (Side.NS, ns_hcp) if ns_hcp * 2 > TOTAL_HCP else (Side.EW, TOTAL_HCP - ns_hcp)


def side_score(
    contract: Contract | None,
    declarer: Seat | None,
    tricks: int,
    vulnerability: Vulnerability,
    side: Side,
    *,
    partscore_bonus: Callable[[Contract, bool], int] | None = None,
) -> int:
    """The deal score of *side* (RULES 2.7): its own score as declarer, the negative as defender.

    :param partscore_bonus: the partscore bonus of a contract for a (not) vulnerable declarer
        (RULES 8.1's pre-game bonus); 50 by default
    """
    check_tricks(tricks)
    if contract is None:
        return 0
    if declarer is None:
        raise NotationError(f"a result of {contract} needs a declarer")
    vulnerable = vulnerability.is_vulnerable(declarer)
    bonus = 50 if partscore_bonus is None else partscore_bonus(contract, vulnerable)
    score = duplicate_score(contract, tricks, vulnerable=vulnerable, partscore_bonus=bonus)
    return score if declarer.side is side else -score


def russian_score(
    contract: Contract | None,
    declarer: Seat | None,
    tricks: int,
    vulnerability: Vulnerability,
    *,
    deal: Deal | None = None,
    ns_hcp: int | None = None,
) -> TargetResult:
    """Score one deal by Russian scoring (RULES 7.2, 7.3, 7.5; TV-RU-01, TV-RU-02).

    The HCP come from *deal*, or from *ns_hcp* when the deal is not known. ``None`` as the
    contract is a passed-out deal: it scores 0 against the target (RULES 7.5 b).

    >>> russian_score(None, None, 0, Vulnerability.NONE, ns_hcp=25).ns_imps
    -7

    :raises NotationError: without HCP, for an impossible trick count, or a contract without declarer
    """
    side, hcp = _stronger(_ns_hcp(deal, ns_hcp))
    own = side if side is not None else Side.NS
    target = 0 if side is None else russian_target(hcp, vulnerable=vulnerability.is_vulnerable(own))
    score = side_score(contract, declarer, tricks, vulnerability, own)
    return TargetResult(side, hcp, 0, target, score, imps(score - target))
