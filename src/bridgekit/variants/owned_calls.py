"""Owned games whose bidding stage is an auction of bridge calls (RULES 9.1, 9.2, 17.2).

Two-player bridge, three-player bridge and Konstam's game read, record and dispatch
their calls alike; each keeps its own auction, the seat to call and the check of a call
(``verify_call``).
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any, ClassVar

from bridgekit.calls import Call
from bridgekit.cards import Card
from bridgekit.errors import IllegalCallError, NotationError
from bridgekit.seats import Seat
from bridgekit.state import Called, Record
from bridgekit.variants.owned import OwnedGame

__all__ = ["CallingGame"]


class CallingGame(OwnedGame):
    """An :class:`OwnedGame` whose bidding stage is made of bridge calls."""

    #: the rule cited when a card is played during the auction
    auction_rule: ClassVar[str]

    @abstractmethod
    def verify_call(self, call: Call, *, seat: int | None = None) -> None:
        """Raise unless *call* is legal now (by *seat*, if given).

        :raises IllegalCallError: if the call is illegal now
        :raises OutOfTurnError: if *seat* is not the player to call
        """

    def can_call(self, call: Call, *, seat: int | None = None) -> bool:
        return self._can(self.verify_call, call, seat=seat)

    def call(self, call: Call | str, *, seat: int | None = None) -> Called:
        """Make a call for the player to call and return its record.

        :raises NotationError: if text is not a call
        :raises IllegalCallError: if the call is illegal now
        :raises OutOfTurnError: if *seat* is not the player to call
        """
        if isinstance(call, str):
            call = Call.from_str(call)
        self.verify_call(call, seat=seat)
        return self._record(self._called(self._bidding_to_act(), call))

    def _called(self, seat: int, call: Call) -> Called:
        """The record of *call* made by *seat*."""
        return Called(Seat(seat), call)

    def _parse_bidding(self, text: str) -> Any:
        return self._parse_call(text, Call.from_str)

    def _act_bidding(self, action: Any, seat: int | None) -> Record:
        if isinstance(action, Called):
            action, seat = action.call, action.seat
        if isinstance(action, Call):
            return self.call(action, seat=seat)
        if isinstance(action, Card):
            raise IllegalCallError(f"card {action}: the auction is not over ({self.auction_rule})")
        raise NotationError(f"not an action of {self.variant.name}: {action!r}")
