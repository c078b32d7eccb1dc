"""The scores of Chinese bridge (RULES 16.4): honours among a player's 26 cards, and a deal on a
rubber ledger."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bridgekit.calls import Contract
from bridgekit.cards import CardSet
from bridgekit.errors import IllegalActionError
from bridgekit.i18n import _
from bridgekit.scoring.duplicate import Honours, honours_in
from bridgekit.scoring.ledger import DealRecord, PlayedContract
from bridgekit.scoring.rubber import RubberLedger
from bridgekit.seats import Seat, Side

__all__ = ["deal_honours", "score_deal"]


def deal_honours(hands: Sequence[CardSet], contract: Contract | None) -> Honours:
    """Honours (RULES 2.6) among one player's 26 cards, *hands* as dealt (**DECISION**: hand and
    both rows count): the player's side and the points."""
    if contract is None:
        return (None, 0)
    for seat, cards in enumerate(hands):
        points = honours_in(cards, contract.strain.suit)
        if points:
            return (Side(seat), points)
    return (None, 0)


class ChineseDeal(PlayedContract, Protocol):
    """A deal of Chinese bridge as its scorer reads it."""

    @property
    def is_over(self) -> bool: ...
    @property
    def declarer(self) -> int | None: ...
    @property
    def honours(self) -> Honours: ...


def score_deal(ledger: RubberLedger, game: ChineseDeal) -> DealRecord:
    """Write a finished deal on a rubber ledger, A as N–S and B as E–W (RULES 3, 16.4).

    :raises IllegalActionError: if the deal is not over or the rubber is
    """
    declarer = game.declarer
    if not game.is_over or declarer is None:
        raise IllegalActionError(_("the deal is not over: nothing to score yet"))
    return ledger.record(game.contract, Seat(declarer), game.result or 0, honours=game.honours)
