"""The Light-bridge auction (RULES 12.4): unranked denominations, misère-type and exactly-N bids.

:class:`LightAuction` is the working state a game keeps: it checks each call against
12.4.2–12.4.4, lists the legal calls, sees the end (12.4.5) and gives the outcome (12.4.6).

>>> from bridgekit.variants.light_bridge.scoring import LEVEL_TABLES
>>> auction = LightAuction(LEVEL_TABLES["lb4"], first=0)
>>> for text in ["5S", "5H", "=3D", "P", "P", "P"]:
...     auction.add(LightCall.from_str(text))
>>> outcome = auction.outcome()
>>> str(outcome.contract), outcome.declarer, outcome.leader
('=3D@5', 2, 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bridgekit.call_words import call_text
from bridgekit.calls import Strain
from bridgekit.errors import IllegalCallError
from bridgekit.i18n import _
from bridgekit.variants.light_bridge.calls import CallKind, LightCall, form_calls
from bridgekit.variants.light_bridge.scoring import BidKind, LevelTable, LightContract

__all__ = ["LightAuction", "Outcome"]


@dataclass(frozen=True)
class Outcome:
    """How the auction ended (RULES 12.4.6).

    :param contract: the final bid with its doubling (``None`` if everyone passed)
    :param bidder: who made the final bid (``None`` if everyone passed)
    :param is_raspasy: no bid, or a final bid at the base level
    :param leader: who leads to the first trick
    """

    contract: LightContract | None
    bidder: int | None
    is_raspasy: bool
    leader: int

    @property
    def declarer(self) -> int | None:
        """The maker of the final bid when it is a contract (not raspasy)."""
        return None if self.is_raspasy else self.bidder

    @property
    def trump(self) -> Strain:
        """The trump denomination (``NOTRUMP`` when everyone passed)."""
        return self.contract.strain if self.contract is not None else Strain.NOTRUMP

    @property
    def must_ruff(self) -> bool:
        """Whether a void hand must ruff (RULES 12.5.2): misère-type, exactly-N, raspasy with a trump."""
        contract = self.contract
        if contract is None or contract.strain is Strain.NOTRUMP:
            return False
        return self.is_raspasy or contract.kind is not BidKind.ORDINARY


class LightAuction:
    """The calls so far, checked against RULES 12.4.

    :param table: the form's level table
    :param first: the seat that calls first (the dealer's LHO)
    :param seat_names: names for messages (default ``1`` … ``n``)
    """

    def __init__(self, table: LevelTable, first: int, seat_names: Sequence[str] | None = None) -> None:
        self.table = table
        self.first = first
        self.seat_count = table.players
        self.seat_names = tuple(seat_names or (str(s + 1) for s in range(table.players)))
        self.calls: list[LightCall] = []
        self.to_call = first
        self.bid: LightCall | None = None
        self.level = 0
        self.bidder: int | None = None
        self.doubling = 0
        self.used: set[tuple[CallKind, int, Strain | None]] = set()
        self.exact_used: set[Strain | None] = set()
        self.passes = 0

    # -- the rules ----------------------------------------------------------------------

    def same_side(self, first: int, second: int) -> bool:
        """Partners (teams: seats of the same parity) or the same player (``lb3``)."""
        if self.table.is_teams:
            return first % 2 == second % 2
        return first == second

    def bid_level(self, call: LightCall) -> int:
        """The level a bid takes now: its own, or the current level for exactly-N (RULES 12.4.3)."""
        return self.level if call.kind is CallKind.EXACT else call.number

    def illegality(self, call: LightCall) -> str | None:
        """Why the seat to call may not make *call* now (with the rule), or ``None`` if it may."""
        table, kind = self.table, call.kind
        if self.is_over:
            return _("the auction is over")
        if kind is CallKind.PASS:
            return None
        if kind is CallKind.CONTRA:
            return self._contra_illegality()
        if kind is CallKind.RECONTRA:
            return self._recontra_illegality()
        if kind is CallKind.EXACT:
            return self._exact_illegality(call)
        if kind is CallKind.ORDINARY and not table.base <= call.number <= table.top:
            return f"ordinary bids in {table.form} run from {table.base} to {table.top} (RULES 12.3)"
        if kind is CallKind.MISERE and call.number not in table.misere_by_level:
            levels = ", ".join(str(level) for level in table.misere_by_level)
            return f"misère-type bids in {table.form} are at levels {levels} only (RULES 12.3)"
        if self.bid is None or call.number > self.level:
            return None
        if call.number < self.level:
            current = self._current()
            return _("the current bid is {current}; a bid must reach level {level} (RULES 12.4.2)").format(
                current=current, level=self.level
            )
        if (kind, call.number, call.strain) in self.used:
            return _("{call} was already bid in this auction (RULES 12.4.2)").format(
                call=call_text(str(call))
            )
        return None

    def _current(self) -> str:
        assert self.bid is not None and self.bidder is not None
        text = call_text(str(self.bid)) + (
            _(" at level {level}").format(level=self.level) if self.bid.kind is CallKind.EXACT else ""
        )
        return _("{call} by {seat}").format(call=text, seat=self.seat_names[self.bidder])

    def _exact_illegality(self, call: LightCall) -> str | None:
        table = self.table
        if call.number != table.exact_tricks:
            return f"the exact bid of {table.form} is exactly {table.exact_tricks} (RULES 12.2.2)"
        if self.bid is None:
            return "an exactly-N bid cannot open the auction (RULES 12.4.3)"
        window = table.exact_levels
        if self.level not in window:
            return (
                f"exactly {table.exact_tricks} is bid only over levels {window[0]}–{window[-1]}; "
                f"the current level is {self.level} (RULES 12.4.3)"
            )
        if call.strain in self.exact_used:
            exact = f"exactly {table.exact_tricks} in {call.strain}"
            return f"{exact} was already bid in this auction (RULES 12.4.3)"
        return None

    def _contra_illegality(self) -> str | None:
        seat = self.to_call
        if self.bid is None or self.bidder is None:
            return _("there is no bid to contra (RULES 12.4.4)")
        if self.same_side(seat, self.bidder):
            whose = (
                _("his own bid")
                if seat == self.bidder
                else _("a bid by his partner {seat}").format(seat=self.seat_names[self.bidder])
            )
            return _("{call} is {whose}; contra is of an opponent's bid (RULES 12.4.4)").format(
                call=call_text(str(self.bid)), whose=whose
            )
        if self.doubling:
            return _("{call} is already doubled (RULES 12.4.4)").format(call=self._current())
        if not self.table.is_teams and self.level <= self.table.base:
            return _("no contra at level {level} in {form} (RULES 12.4.4)").format(
                level=self.level, form=self.table.form
            )
        return None

    def _recontra_illegality(self) -> str | None:
        seat = self.to_call
        if self.doubling != 1 or self.bidder is None:
            return _("there is no contra to recontra (RULES 12.4.4)")
        if not self.same_side(seat, self.bidder):
            who = _("the bidder") if not self.table.is_teams else _("the bidder's side")
            return _("only {who} may recontra {call} (RULES 12.4.4)").format(who=who, call=self._current())
        return None

    def check(self, call: LightCall) -> None:
        """Raise unless *call* is legal for the seat to call.

        :raises IllegalCallError: naming the call, the seat and the rule broken
        """
        reason = self.illegality(call)
        if reason is not None:
            raise IllegalCallError(
                _("illegal call {call} by {seat}: {reason}").format(
                    call=call_text(str(call)), seat=self.seat_names[self.to_call], reason=reason
                )
            )

    def legal_calls(self) -> list[LightCall]:
        """Every call the seat to call may make, pass first."""
        if self.is_over:
            return []
        return [call for call in form_calls(self.table) if self.illegality(call) is None]

    # -- the state ----------------------------------------------------------------------

    def add(self, call: LightCall) -> None:
        """Record *call* (already checked) for the seat to call."""
        seat = self.to_call
        self.calls.append(call)
        self.to_call = (seat + 1) % self.seat_count
        if call.kind is CallKind.PASS:
            self.passes += 1
            return
        self.passes = 0
        if call.kind is CallKind.CONTRA:
            self.doubling = 1
        elif call.kind is CallKind.RECONTRA:
            self.doubling = 2
        else:
            self.level = self.bid_level(call)
            self.bid, self.bidder, self.doubling = call, seat, 0
            self.used.add((call.kind, self.level, call.strain))
            if call.kind is CallKind.EXACT:
                self.exact_used.add(call.strain)

    @property
    def is_over(self) -> bool:
        """N − 1 passes after a call, or N passes with no call (RULES 12.4.5)."""
        if self.bid is None:
            return self.passes >= self.seat_count
        return self.passes >= self.seat_count - 1

    def contract(self) -> LightContract | None:
        """The current bid with its doubling (``None`` before any bid)."""
        bid = self.bid
        if bid is None or bid.strain is None:
            return None
        kind = bid.kind.bid_kind
        assert kind is not None
        exact = bid.number if kind is BidKind.EXACT else 0
        return LightContract(kind, self.level, bid.strain, self.doubling, exact)

    def outcome(self) -> Outcome:
        """The result of a finished auction (RULES 12.4.6)."""
        contract, bidder = self.contract(), self.bidder
        if contract is None or bidder is None:
            return Outcome(None, None, True, self.first)
        if contract.level <= self.table.base:
            return Outcome(contract, bidder, True, bidder)
        return Outcome(contract, bidder, False, (bidder + 1) % self.seat_count)
