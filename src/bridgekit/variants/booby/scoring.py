"""Booby scoring (RULES 13.4): three players, each with his own ledger.

The ledger is :class:`~bridgekit.variants.nullo.scoring.NulloLedger` for three players; this module
adds the score of one deal as Booby writes it.

>>> from bridgekit.variants.nullo.scoring import NulloContract
>>> [str(e) for e in booby_deal_score(NulloContract.from_str("4NU"), 0, 3)]
['0 below 120 trick score (deal 1, game 1)']
>>> [str(e) for e in booby_deal_score(NulloContract.from_str("2S"), 1, 6)]
['0 above 100 undertricks (deal 1, game 1)', '2 above 100 undertricks (deal 1, game 1)']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.variants.nullo.scoring import NulloContract, NulloLedger, PlayerEntry, deal_entries

__all__ = ["BOOBY_PLAYERS", "BoobyLedger", "booby_deal_score"]

#: RULES 13: three players (the dummy keeps no ledger).
BOOBY_PLAYERS: Final = 3


def booby_deal_score(
    contract: NulloContract,
    declarer: int,
    tricks: int,
    *,
    vulnerable: Sequence[bool] = (False, False, False),
    honours: Iterable[tuple[int, int]] = (),
) -> list[PlayerEntry]:
    """The entries of one Booby deal (RULES 13.4), without game and rubber bonuses.

    A defeated contract is written by **each** of the two opponents.

    :param vulnerable: each player's vulnerability (a player with a game is vulnerable)
    :param honours: (player, points) for each holder; the dummy's honours count for declarer
    :raises NotationError: for a player other than 0–2 or an impossible number of tricks
    """
    if not 0 <= declarer < BOOBY_PLAYERS or len(vulnerable) != BOOBY_PLAYERS:
        raise NotationError(
            _("Booby has players 0-2 (RULES 13): declarer {declarer}, vulnerable {vulnerable}").format(
                declarer=declarer, vulnerable=vulnerable
            )
        )
    opponents = [p for p in range(BOOBY_PLAYERS) if p != declarer]
    return deal_entries(
        contract, declarer, tricks, vulnerable=vulnerable[declarer], opponents=opponents, honours=honours
    )


class BoobyLedger(NulloLedger):
    """The three ledgers of a rubber of Booby (RULES 13.4).

    >>> ledger = BoobyLedger()
    >>> _ = ledger.record(NulloContract.from_str("4NU"), 0, 3)
    >>> ledger.settlement()[(0, 1)]
    120
    """

    def __init__(self) -> None:
        super().__init__(BOOBY_PLAYERS)

    def __repr__(self) -> str:
        return f"<BoobyLedger after {len(self.deals)} deals>"
