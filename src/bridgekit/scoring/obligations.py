"""The table of obligations (Bulgarian scoring): deal scores against an HCP-and-fit obligation (RULES 8).

Like Russian scoring (RULES 7), but the side with more HCP has an *obligation* that depends
on its HCP and its number of fits, and a made contract above 2S that is not a game scores a
*pre-game bonus* of 100 NV / 200 V instead of the partscore bonus of 50 (RULES 8.1, 8.5).

>>> from bridgekit.calls import Contract
>>> obligation_deal_score(Contract.from_str("3D"), 13, vulnerable=True)
340
>>> result = obligations_score(Contract.from_str("3D"), Seat.NORTH, 13, Vulnerability.NS,
...                            ns_hcp=32, fits=(1, 0))
>>> result.target, result.imps
(1410, -14)
"""

from __future__ import annotations

from typing import Final

from bridgekit.calls import Contract, Strain
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.scoring.duplicate import GAME_THRESHOLD, duplicate_score, trick_score
from bridgekit.scoring.imps import imps
from bridgekit.scoring.russian import TargetResult, _ns_hcp, _stronger, fit_count, side_score
from bridgekit.seats import Seat, Side, Vulnerability

__all__ = [
    "OBLIGATIONS",
    "PRE_GAME_BONUS",
    "obligation",
    "obligation_deal_score",
    "obligations_score",
    "pre_game_bonus",
]

#: RULES 8.2: (lowest HCP, highest HCP) → obligations for 0, 1, 2–3 fits, NV then V.
OBLIGATIONS: Final[dict[tuple[int, int], tuple[tuple[int, int, int], tuple[int, int, int]]]] = {
    (20, 20): ((0, 80, 110), (0, 80, 110)),
    (21, 21): ((70, 110, 110), (70, 110, 270)),
    (22, 22): ((80, 130, 190), (80, 130, 290)),
    (23, 23): ((90, 170, 400), (90, 270, 600)),
    (24, 24): ((170, 190, 410), (270, 290, 610)),
    (25, 25): ((190, 410, 410), (290, 610, 610)),
    (26, 26): ((400, 410, 430), (600, 610, 630)),
    (27, 27): ((400, 430, 460), (600, 630, 660)),
    (28, 28): ((430, 430, 460), (630, 630, 680)),
    (29, 29): ((460, 460, 960), (660, 660, 1400)),
    (30, 32): ((460, 960, 980), (660, 1410, 1430)),
    (33, 34): ((980, 980, 1430), (1430, 1430, 2180)),
    (35, 36): ((980, 1480, 1480), (1480, 2180, 2180)),
    (37, 40): ((1480, 1480, 1480), (2180, 2180, 2180)),
}
#: RULES 8.1, 8.5: the pre-game bonus (NV, V).
PRE_GAME_BONUS: Final = (100, 200)
#: RULES 8.1: contracts above this bid earn the pre-game bonus when they are not games.
_HIGHEST_WITHOUT: Final = Contract(2, Strain.SPADES)
PARTSCORE_BONUS: Final = 50


def obligation(hcp: int, fits: int, *, vulnerable: bool) -> int:
    """The obligation of the side with *hcp* HCP and *fits* fits (RULES 8.2).

    >>> obligation(21, 1, vulnerable=False), obligation(32, 1, vulnerable=True)
    (110, 1410)
    >>> obligation(26, 0, vulnerable=True)
    600

    :raises NotationError: if *hcp* is not 20–40 or *fits* not 0–4
    """
    if not 0 <= fits <= 4:
        raise NotationError(f"not a fit count: {fits!r} (0 to 4)")
    for (low, high), row in OBLIGATIONS.items():
        if low <= hcp <= high:
            return row[vulnerable][min(fits, 2)]
    raise NotationError(f"not the HCP of the stronger side: {hcp!r} (20 to 40)")


def pre_game_bonus(contract: Contract, vulnerable: bool) -> int:
    """The partscore bonus of a made *contract*: 100 NV / 200 V above 2S, else 50 (RULES 8.1, 8.5).

    >>> pre_game_bonus(Contract.from_str("2NT"), True), pre_game_bonus(Contract.from_str("2S"), True)
    (200, 50)
    """
    above = (contract.level, contract.strain) > (_HIGHEST_WITHOUT.level, _HIGHEST_WITHOUT.strain)
    if above and trick_score(contract) < GAME_THRESHOLD:
        return PRE_GAME_BONUS[vulnerable]
    return PARTSCORE_BONUS


def obligation_deal_score(contract: Contract | None, tricks: int, *, vulnerable: bool) -> int:
    """The deal score with the pre-game bonus for the declaring side (RULES 8.1, TV-OB-06).

    >>> [obligation_deal_score(Contract.from_str(c), t, vulnerable=v) for c, t, v in
    ...  [("2NT", 8, False), ("2NT", 8, True), ("4D", 10, True), ("2S", 8, False), ("3CX", 9, False)]]
    [170, 270, 280, 110, 470]
    """
    bonus = PARTSCORE_BONUS if contract is None else pre_game_bonus(contract, vulnerable)
    return duplicate_score(contract, tricks, vulnerable=vulnerable, partscore_bonus=bonus)


def _fits(deal: Deal | None, fits: tuple[int, int] | None) -> tuple[int, int]:
    if fits is None:
        if deal is None:
            raise NotationError("the table of obligations needs the deal or the fits of both sides")
        return fit_count(deal, Side.NS), fit_count(deal, Side.EW)
    if any(not 0 <= count <= 4 for count in fits):
        raise NotationError(f"not fit counts: {fits!r} (0 to 4 for each side)")
    return fits


def obligations_score(
    contract: Contract | None,
    declarer: Seat | None,
    tricks: int,
    vulnerability: Vulnerability,
    *,
    deal: Deal | None = None,
    ns_hcp: int | None = None,
    fits: tuple[int, int] | None = None,
) -> TargetResult:
    """Score one deal by the table of obligations (RULES 8.1–8.6; TV-OB-01…07).

    HCP and fits come from *deal*, or from *ns_hcp* and *fits* (N–S, E–W). With 20–20 HCP
    the side with more fits takes the 20-HCP obligation for its fits; with equal fits nobody
    has one (RULES 8.4). A passed-out deal scores 0 against the obligation (RULES 8.6).

    >>> obligations_score(None, None, 0, Vulnerability.NONE, ns_hcp=25, fits=(0, 0)).ns_imps
    -5

    :raises NotationError: without HCP or fits, or for a bad result
    """
    ns_fits, ew_fits = _fits(deal, fits)
    side, hcp = _stronger(_ns_hcp(deal, ns_hcp))
    if side is None and ns_fits != ew_fits:
        side = Side.NS if ns_fits > ew_fits else Side.EW
    own = side if side is not None else Side.NS
    own_fits = ns_fits if own is Side.NS else ew_fits
    vulnerable = vulnerability.is_vulnerable(own)
    target = 0 if side is None else obligation(hcp, own_fits, vulnerable=vulnerable)
    score = side_score(contract, declarer, tricks, vulnerability, own, partscore_bonus=pre_game_bonus)
    return TargetResult(side, hcp, own_fits, target, score, imps(score - target))
