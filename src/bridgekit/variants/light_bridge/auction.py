"""The Light-bridge auction (RULES 12.4): unranked denominations, misère-type and exactly-N bids.

:class:`LightAuction` is the working state a game keeps: it checks each call against
12.4.2–12.4.4, lists the legal calls, sees the end (12.4.5) and gives the outcome (12.4.6).

>>> from bridgekit.contracts import LEVEL_TABLES
>>> from bridgekit.variants.light_bridge.calls import light_call
>>> auction = LightAuction(LEVEL_TABLES["lb4"], first=0)
>>> for text in ["5S", "5H", "=3D", "P", "P", "P"]:
...     _ = auction.add(light_call(text))
>>> outcome = auction.outcome()
>>> str(outcome.contract), outcome.declarer, outcome.leader
('=3D@5', 2, 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bridgekit.auction import Auction
from bridgekit.call_words import call_text, strain_text
from bridgekit.calls import Call, CallKind, Strain
from bridgekit.contracts import LIGHT_LADDER, BidKind, LevelTable, LightContract
from bridgekit.i18n import _
from bridgekit.variants.light_bridge.calls import form_calls

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


class LightAuction(Auction):
    """The calls so far, checked against RULES 12.4: the one :class:`~bridgekit.auction.Auction`
    with Light bridge's hooks (what is sufficient, who may contra, the contract it yields).

    :param table: the form's level table
    :param first: the seat that calls first (the dealer's LHO)
    :param seat_names: names for messages (default ``1`` … ``n``)
    """

    __slots__ = ("table", "level", "used", "exact_used")

    def __init__(self, table: LevelTable, first: int, seat_names: Sequence[str] | None = None) -> None:
        players = table.players
        super().__init__(
            first,
            ladder=LIGHT_LADDER,
            seat_count=players,
            # partners (teams: seats of the same parity) or each player alone (lb3)
            sides=[seat % 2 if table.is_teams else seat for seat in range(players)],
            passes_to_end=players - 1,
            passes_out=players,
            seat_names=seat_names or [str(s + 1) for s in range(players)],
        )
        self.table = table
        self.level = 0
        self.used: set[tuple[CallKind, int, Strain | None]] = set()
        self.exact_used: set[Strain | None] = set()

    def bid_level(self, call: Call) -> int:
        """The level a bid takes now: its own, or the current level for exactly-N (RULES 12.4.3)."""
        return self.level if call.kind is CallKind.EXACT else call.level

    def illegality(self, call: Call) -> str | None:
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
        if kind is CallKind.ORDINARY and not table.base <= call.level <= table.top:
            return _("ordinary bids in {form} run from {low} to {high} (RULES 12.3)").format(
                form=table.form, low=table.base, high=table.top
            )
        if kind is CallKind.MISERE and call.level not in table.misere_by_level:
            levels = ", ".join(str(level) for level in table.misere_by_level)
            return _("misère-type bids in {form} are at levels {levels} only (RULES 12.3)").format(
                form=table.form, levels=levels
            )
        if self.last_bid is None or call.level > self.level:
            return None
        if call.level < self.level:
            current = self._current()
            return _("the current bid is {current}; a bid must reach level {level} (RULES 12.4.2)").format(
                current=current, level=self.level
            )
        if (kind, call.level, call.strain) in self.used:
            return _("{call} was already bid in this auction (RULES 12.4.2)").format(
                call=call_text(str(call))
            )
        return None

    def _current(self) -> str:
        assert self.last_bid is not None and self.bidder is not None
        text = call_text(str(self.last_bid)) + (
            _(" at level {level}").format(level=self.level) if self.last_bid.kind is CallKind.EXACT else ""
        )
        return _("{call} by {seat}").format(call=text, seat=self.seat_names[self.bidder])

    def _exact_illegality(self, call: Call) -> str | None:
        table = self.table
        if call.level != table.exact_tricks:
            return _("the exact bid of {form} is exactly {tricks} (RULES 12.2.2)").format(
                form=table.form, tricks=table.exact_tricks
            )
        if self.last_bid is None:
            return _("an exactly-N bid cannot open the auction (RULES 12.4.3)")
        window = table.exact_levels
        if self.level not in window:
            return _(
                "exactly {tricks} is bid only over levels {low}–{high}; the current level is {level} "
                "(RULES 12.4.3)"
            ).format(tricks=table.exact_tricks, low=window[0], high=window[-1], level=self.level)
        if call.strain in self.exact_used:
            return _("exactly {tricks} in {strain} was already bid in this auction (RULES 12.4.3)").format(
                tricks=table.exact_tricks, strain=strain_text(call.strain)
            )
        return None

    def _contra_illegality(self) -> str | None:
        seat = self.to_call
        if self.last_bid is None or self.bidder is None:
            return _("there is no bid to contra (RULES 12.4.4)")
        if self.sides[seat] == self.sides[self.bidder]:
            whose = (
                _("his own bid")
                if seat == self.bidder
                else _("a bid by his partner {seat}").format(seat=self.seat_names[self.bidder])
            )
            return _("{call} is {whose}; contra is of an opponent's bid (RULES 12.4.4)").format(
                call=call_text(str(self.last_bid)), whose=whose
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
        if self.sides[seat] != self.sides[self.bidder]:
            who = _("the bidder") if not self.table.is_teams else _("the bidder's side")
            return _("only {who} may recontra {call} (RULES 12.4.4)").format(who=who, call=self._current())
        return None

    def _legal_now(self) -> tuple[Call, ...]:
        """Every call the seat to call may make, pass first."""
        if self.is_over:
            return ()
        return tuple(call for call in form_calls(self.table) if self._allowed(call))

    def _allowed(self, call: Call) -> bool:
        """Whether :meth:`illegality` allows *call* of the form, without wording its refusal (a bid
        of the form is of its levels): a new level, or the current level's bids not yet made."""
        kind = call.kind
        if kind is not CallKind.ORDINARY and kind is not CallKind.MISERE:
            return self.illegality(call) is None
        level = self.level
        return (
            self.last_bid is None
            or call.level > level
            or (call.level == level and (kind, level, call.strain) not in self.used)
        )

    def add(self, call: Call) -> int:
        """Record *call* (already checked) for the seat to call; return that seat."""
        if call.is_bid:
            self.level = self.bid_level(call)
            self.used.add((call.kind, self.level, call.strain))
            if call.kind is CallKind.EXACT:
                self.exact_used.add(call.strain)
        return super().add(call)

    @property
    def contract(self) -> LightContract | None:  # type: ignore[override]
        """The current bid with its doubling (``None`` before any bid)."""
        bid = self.last_bid
        if bid is None or bid.strain is None:
            return None
        exact = bid.level if bid.kind is BidKind.EXACT else 0
        return LightContract(bid.kind, self.level, bid.strain, int(self.doubling), exact)

    def outcome(self) -> Outcome:
        """The result of a finished auction (RULES 12.4.6)."""
        contract, bidder = self.contract, self.bidder
        if contract is None or bidder is None:
            return Outcome(None, None, True, self.first)
        if contract.level <= self.table.base:
            return Outcome(contract, bidder, True, bidder)
        return Outcome(contract, bidder, False, (bidder + 1) % self.seat_count)
