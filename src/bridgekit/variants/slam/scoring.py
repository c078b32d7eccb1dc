"""Slam scoring (Sid Sackson, RULES 15.3, 15.5, 15.7).

A bid is a number of points P. Played in a denomination of trick value v (NT 10, S and H 8,
D and C 6, nullo 10), the declarer achieves (tricks − 5) × v points, or (5 − tricks) × 10 in
nullo, never less than 0; the contract is made if that reaches P. The bid (× 2 doubled, × 4
redoubled) is written below the line; a game is 20; a rubber is two games.

>>> contract = SlamContract(24, Denomination.DIAMONDS, Doubling.DOUBLED)
>>> contract.required_tricks, contract.slam_size
(9, 'small')
>>> [str(e) for e in slam_deal_entries(contract, 1, 9, vulnerable=False, honours=((1, 15),))]
... # doctest: +NORMALIZE_WHITESPACE
['1 below 48 trick score (deal 1, game 1)', '1 above 100 small slam (deal 1, game 1)',
 '1 above 25 insult (deal 1, game 1)', '1 above 15 honours (deal 1, game 1)']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final, TypeAlias

from bridgekit.calls import Denomination, Doubling
from bridgekit.cards import CardSet, Rank, Suit
from bridgekit.contracts import (
    MAX_BID,
    MIN_BID,
    TRICK_VALUES,
    TRICKS,
    SlamContract,
    achieved_points,
    required_tricks,
    slam_class,
)
from bridgekit.errors import NotationError
from bridgekit.i18n import ngettext
from bridgekit.scoring.ledger import TRICK_SCORE, UNDERTRICKS, Line
from bridgekit.variants.nullo.scoring import PlayerDeal, PlayerEntry, PlayersLedger, written

__all__ = [
    "TRICK_VALUES",
    "SlamContract",
    "SlamDeal",
    "SlamLedger",
    "slam_honours",
    "slam_deal_entries",
    "required_tricks",
    "achieved_points",
    "slam_class",
    "MIN_BID",
    "MAX_BID",
]

#: RULES 15.7
GAME_POINTS: Final = 20
RUBBER_TWO_NIL: Final = 150
RUBBER_TWO_ONE: Final = 100
SLAM_BONUS: Final = {"small": (100, 150), "grand": (200, 300)}
INSULT: Final = {Doubling.UNDOUBLED: (0, 0), Doubling.DOUBLED: (25, 40), Doubling.REDOUBLED: (50, 80)}
PENALTY_FACTOR: Final = {
    Doubling.UNDOUBLED: (3, 5),
    Doubling.DOUBLED: (10, 15),
    Doubling.REDOUBLED: (20, 30),
}
#: RULES 15.5: honours by the length of the longest run of trumps; aces or sevens at NT / nullo
RUN_HONOURS: Final = {4: 15, 5: 30, 6: 45, 7: 60, 8: 75}
COUNT_HONOURS: Final = {3: 30, 4: 40}


def slam_honours(cards: CardSet, denomination: Denomination) -> int:
    """Honours on a player's 16 cards (RULES 15.5).

    NT: four aces 40, three 30; nullo: four sevens 40, three 30; a suit: the longest run of
    consecutive trumps, 4 → 15, 5 → 30, 6 → 45, 7 → 60, 8 → 75.

    >>> slam_honours(CardSet.from_str(".A.T987.A"), Denomination.DIAMONDS)
    15
    """
    if denomination in (Denomination.NOTRUMP, Denomination.NULLO):
        wanted = Rank.ACE if denomination is Denomination.NOTRUMP else Rank.SEVEN
        count = sum(1 for suit in Suit if wanted in cards.ranks(suit))
        return COUNT_HONOURS.get(count, 0)
    trump = denomination.trump
    assert trump is not None
    held = set(cards.ranks(trump))
    best = run = 0
    for rank in range(Rank.SEVEN, Rank.ACE + 1):
        run = run + 1 if rank in held else 0
        best = max(best, run)
    return RUN_HONOURS.get(best, 0)


def slam_deal_entries(
    contract: SlamContract,
    declarer: int,
    tricks: int,
    *,
    vulnerable: bool,
    honours: Iterable[tuple[int, int]] = (),
    deal: int = 1,
    game: int = 1,
) -> list[PlayerEntry]:
    """The entries of one Slam deal, without game and rubber bonuses (RULES 15.7).

    >>> [str(e) for e in slam_deal_entries(SlamContract(20, Denomination.HEARTS), 0, 7, vulnerable=False)]
    ['1 above 12 undertricks (deal 1, game 1)']

    :raises NotationError: if *tricks* is not 0–10
    """
    if not 0 <= tricks <= TRICKS:
        raise NotationError(
            ngettext(
                "impossible result: {tricks} trick (Slam has 10, RULES 15.6)",
                "impossible result: {tricks} tricks (Slam has 10, RULES 15.6)",
                tricks,
            ).format(tricks=tricks)
        )
    doubling = contract.doubling
    if contract.is_made(tricks):
        size = contract.slam_size
        parts = [
            (declarer, Line.BELOW, TRICK_SCORE, contract.points * doubling.factor),
            (declarer, Line.ABOVE, f"{size} slam", 0 if size is None else SLAM_BONUS[size][vulnerable]),
            (declarer, Line.ABOVE, "insult", INSULT[doubling][vulnerable]),
        ]
    else:
        shortfall = contract.points - achieved_points(tricks, contract.denomination)
        parts = [(1 - declarer, Line.ABOVE, UNDERTRICKS, shortfall * PENALTY_FACTOR[doubling][vulnerable])]
    return written(parts, honours, deal=deal, game=game)


#: what a :class:`SlamLedger` recorded for one deal
SlamDeal: TypeAlias = PlayerDeal[SlamContract]


class SlamLedger(PlayersLedger[SlamContract]):
    """A rubber of Slam (RULES 15.7): game 20 below the line, two games win 150 (2–0) or 100 (2–1).

    >>> ledger = SlamLedger()
    >>> _ = ledger.record(SlamContract(24, Denomination.DIAMONDS, Doubling.DOUBLED), 1, 9, honours=((1, 15),))
    >>> ledger.totals, ledger.games
    ((0, 188), (0, 1))
    """

    game_points = GAME_POINTS
    rubber_bonus = (RUBBER_TWO_NIL, RUBBER_TWO_ONE)
    unknown_player = "Slam has players 0 and 1, not {player} (RULES 15)"

    def __init__(self) -> None:
        super().__init__(2)

    def _entries(self, contract: SlamContract, declarer: int, tricks: int, **data: Any) -> list[PlayerEntry]:
        return slam_deal_entries(contract, declarer, tricks, **data)

    def _below(self, contract: SlamContract) -> int:
        return contract.points * contract.doubling.factor

    def net(self, player: int) -> int:
        """The player's total minus the other's: the result of the rubber (RULES 15.7)."""
        totals = self.totals
        return totals[player] - totals[1 - player]
