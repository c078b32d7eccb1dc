"""The score of a deal of bridge for two, bridge for three and Konstam's game on a rubber ledger
(RULES 3, 9, 17)."""

from __future__ import annotations

from typing import Protocol

from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError
from bridgekit.i18n import _
from bridgekit.scoring.duplicate import honours
from bridgekit.scoring.ledger import DealRecord
from bridgekit.scoring.rubber import RubberLedger
from bridgekit.seats import Seat

__all__ = ["score_deal"]


class FinishedDeal(Protocol):
    """A deal of a two-sided game as its scorer reads it (its contract, declarer and result are
    read if it has them)."""

    @property
    def is_over(self) -> bool: ...

    @property
    def deal(self) -> Deal: ...


def score_deal(ledger: RubberLedger, game: FinishedDeal) -> DealRecord:
    """Write a finished deal of bridge2, bridge3 or konstam on a rubber ledger (RULES 3).

    Side 0 of the game is *We* (N–S) on the ledger; honours are counted from the deal.

    >>> from bridgekit import new_game
    >>> game = new_game("bridge2", seed=1)
    >>> _ = game.act("P"), game.act("P")
    >>> score_deal(RubberLedger(), game).contract is None
    True

    :raises IllegalActionError: if the deal is not over
    """
    if not game.is_over:
        raise IllegalActionError(_("only a finished deal can be scored on the rubber ledger"))
    contract = getattr(game, "contract", None)
    declarer: int | None = getattr(game, "declarer", None)
    tricks: int | None = getattr(game, "result", None)
    side_of = getattr(game, "side_of", lambda seat: seat % 2)
    if contract is None or declarer is None or tricks is None:
        return ledger.record(None, Seat.NORTH, 0)
    seat = Seat.NORTH if side_of(declarer) == 0 else Seat.EAST
    held = honours(_side_deal(game), contract.strain)
    return ledger.record(contract, seat, tricks, honours=held)


def _side_deal(game: FinishedDeal) -> Deal:
    """The deal with each side's hands at that side's seats (Konstam's hands are not at compass seats)."""
    compass = getattr(game, "side_deal", None)
    return compass() if compass is not None else game.deal
