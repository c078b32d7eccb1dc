"""Owned games whose bidding stage is an auction of bridge calls (RULES 9.1, 9.2, 17.2).

Two-player bridge, three-player bridge and Konstam's game read, record and dispatch
their calls alike; each keeps its own auction, the seat to call and the check of a call
(``verify_call``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Protocol

from bridgekit.calls import Call, Contract
from bridgekit.cards import Card
from bridgekit.errors import IllegalActionError, IllegalCallError, NotationError
from bridgekit.i18n import _
from bridgekit.seats import Seat
from bridgekit.state import Called, Phase, Record
from bridgekit.variants.owned import OwnedGame

__all__ = ["CallingGame"]


class _CallAuction(Protocol):
    """An auction of bridge calls as a calling game drives it (:class:`~bridgekit.auction.Auction`,
    three-player bridge's)."""

    @property
    def to_call(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def contract(self) -> Contract | None: ...
    @property
    def declarer(self) -> int | None: ...
    def legal_calls(self) -> Sequence[Call]: ...
    def check(self, call: Call) -> None: ...
    def add(self, call: Call) -> object: ...


class CallingGame(OwnedGame):
    """An :class:`OwnedGame` whose bidding stage is made of bridge calls: the auction is kept
    alike; a game says who sits at the auction's seats (:meth:`_caller_seat`) and how the play
    starts (:meth:`_settle`)."""

    #: the rule cited when a card is played during the auction
    auction_rule: ClassVar[str]

    _auction: _CallAuction

    def _caller_seat(self, index: int) -> int:
        """The seat at the auction's seat *index* (the same by default)."""
        return index

    def _apply_bidding(self, record: object) -> None:
        if not isinstance(record, Called):
            raise IllegalActionError(
                _("{record} is not an action of {variant}").format(record=record, variant=self.variant.name)
            )
        self._add_call(record.call)

    def _add_call(self, call: Call) -> None:
        """Add a checked call; when the auction is over, pass the deal out or start the play."""
        auction = self._auction
        auction.add(call)
        if not auction.is_over:
            return
        contract, declarer = auction.contract, auction.declarer
        if contract is None or declarer is None:
            self._pass_out()
            return
        self._settle(contract, self._caller_seat(declarer))

    def _settle(self, contract: Contract, declarer: int) -> None:
        """Start the play of *contract* by *declarer*: his left-hand opponent leads (RULES 1.8)."""
        self._start_play(contract, declarer, leader=(declarer + 1) % 4)

    def _bidding_actions(self) -> list[Any]:
        return list(self._auction.legal_calls())

    def _bidding_to_act(self) -> int:
        return self._caller_seat(self._auction.to_call)

    def verify_call(self, call: Call, *, seat: int | None = None) -> None:
        """Raise unless *call* is legal now (by *seat*, if given).

        :raises IllegalCallError: if the call is illegal now
        :raises OutOfTurnError: if *seat* is not the player to call
        """
        if self._phase is not Phase.AUCTION:
            raise IllegalCallError(
                _("illegal call {call}: the auction is over ({auction_rule})").format(
                    call=call, auction_rule=self.auction_rule
                )
            )
        self._check_turn(f"call {call}", seat)
        self._auction.check(call)

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
            raise IllegalCallError(
                _("card {action}: the auction is not over ({auction_rule})").format(
                    action=action, auction_rule=self.auction_rule
                )
            )
        raise NotationError(
            _("not an action of {variant}: {action}").format(variant=self.variant.name, action=repr(action))
        )
