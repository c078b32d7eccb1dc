"""The auction of contract bridge over a sequence of calls (RULES 1.4–1.7).

:class:`Auction` is the mutable working state a game keeps; it checks each call,
answers the legal calls and, when the auction is over, the contract and declarer.
It serves every game whose calls are bridge calls (bridge, minibridge, the 2- and
3-player forms, Konstam, ...): the number of seats, the sides and the number of
passes that end the auction are parameters.

>>> auction = Auction()
>>> for text in ["1H", "2H", "2S", "4H", "P", "P", "X", "P", "P", "P"]:
...     _ = auction.add(Call.from_str(text))
>>> str(auction.contract), auction.declarer
('4HX', 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import ClassVar

from bridgekit.call_words import call_text
from bridgekit.calls import BRIDGE_LADDER, Call, CallKind, Contract, Denomination, Doubling, Ladder
from bridgekit.contracts import NulloContract
from bridgekit.errors import IllegalCallError
from bridgekit.i18n import _

__all__ = ["Auction", "NulloAuction"]

# Enum members read once: reading one from its class costs about 0.1 µs a time.
_UNDOUBLED, _DOUBLED, _REDOUBLED = Doubling.UNDOUBLED, Doubling.DOUBLED, Doubling.REDOUBLED

#: the rule of legal calls (double and redouble too) that a refusal cites


def _ladder_refusal(ladder: Ladder) -> str:
    """Why a call of another ladder is refused."""
    return f"it is not a call of the {ladder.name} auction"


@cache
def _legal_calls(ladder: Ladder, last_index: int, can_double: bool, can_redouble: bool) -> tuple[Call, ...]:
    """Pass, maybe X or XX (where the ladder has them), then every bid of *ladder* above the call of
    index *last_index*."""
    specials = ladder.specials
    legal = [ladder.special(CallKind.PASS)]
    if can_double and CallKind.DOUBLE in specials:
        legal.append(ladder.special(CallKind.DOUBLE))
    if can_redouble and CallKind.REDOUBLE in specials:
        legal.append(ladder.special(CallKind.REDOUBLE))
    legal.extend(ladder.calls[max(last_index + 1, ladder.first_bid) :])
    return tuple(legal)


def _legal_rule() -> str:
    """The citation of the rule on legal calls, in the current language: `` (RULES 1.5)``."""
    return " (" + _("RULES {rule}").format(rule="1.5") + ")"


class Auction:
    """The calls so far on a ranked ladder and what they imply: the seat to call, the last bid and
    its bidder, the doubling, the passes that end it, the contract and declarer.

    The parameters are where the games differ; :class:`NulloAuction` (every seat its own side,
    a :class:`NulloContract`) is the one subclass.

    :param first: the seat that calls first (the dealer in bridge)
    :param ladder: the calls and their order (bridge's by default)
    :param seat_count: seats taking part in the rotation
    :param sides: the side of each seat (default: seat mod 2, partners opposite)
    :param passes_to_end: passes in succession that end the auction after a call
    :param passes_out: passes at the start that pass the deal out (default: one per seat)
    :param seat_names: names used in error messages
    """

    #: whether a refusal writes the call in the current language's notation (or as the ladder does)
    calls_in_language: ClassVar[bool] = True

    __slots__ = (
        "_first",
        "ladder",
        "seat_count",
        "sides",
        "passes_to_end",
        "passes_out",
        "seat_names",
        "calls",
        "last_bid",
        "last_bidder",
        "doubling",
        "pass_run",
        "first_named",
        "to_call",
        "_legal",
    )

    def __init__(
        self,
        first: int = 0,
        *,
        ladder: Ladder = BRIDGE_LADDER,
        seat_count: int = 4,
        sides: Sequence[int] | None = None,
        passes_to_end: int = 3,
        passes_out: int | None = None,
        seat_names: Sequence[str] = ("N", "E", "S", "W"),
    ) -> None:
        self._first = first
        self.ladder = ladder
        self.seat_count = seat_count
        self.sides = tuple(sides) if sides is not None else tuple(s % 2 for s in range(seat_count))
        self.passes_to_end = passes_to_end
        self.passes_out = seat_count if passes_out is None else passes_out
        self.seat_names = tuple(seat_names)
        self.calls: list[Call] = []
        self.last_bid: Call | None = None
        self.last_bidder = -1
        self.doubling = _UNDOUBLED
        self.pass_run = 0
        self.first_named: dict[tuple[int, Denomination | None], int] = {}
        #: the seat whose turn it is to call
        self.to_call = first % seat_count
        self._legal: tuple[Call, ...] | None = None

    @property
    def first(self) -> int:
        """The seat that called first; a new value (table mode re-seating the rotation after a
        call out of rotation is accepted, Law 29A) moves the seat to call with it."""
        return self._first

    @first.setter
    def first(self, seat: int) -> None:
        self._first = seat
        self.to_call = (seat + len(self.calls)) % self.seat_count
        self._legal = None

    @property
    def is_over(self) -> bool:
        if self.last_bid is None:
            return self.pass_run >= self.passes_out
        return self.pass_run >= self.passes_to_end

    @property
    def is_passed_out(self) -> bool:
        return self.last_bid is None and self.pass_run >= self.passes_out

    @property
    def contract(self) -> Contract | None:
        """The final contract so far (``None`` before any bid)."""
        return Contract.of(self.last_bid, self.doubling)

    @property
    def declarer(self) -> int | None:
        """The seat of the declaring side that first named the contract's strain (RULES 1.7)."""
        bid = self.last_bid
        if bid is None or bid.denomination is None:
            return None
        return self.first_named[(self.sides[self.last_bidder], bid.denomination)]

    def legal_calls(self) -> tuple[Call, ...]:
        """Every legal call for the seat to call, pass first, then X, XX, bids upward (kept until
        the next call: play-outs ask for them, then check one of them)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_now()
        return legal

    def _legal_now(self) -> tuple[Call, ...]:
        """The legal calls, worked out (a game with other rules of sufficiency overrides it)."""
        if self.is_over:
            return ()
        last = self.last_bid
        if last is None:
            return _legal_calls(self.ladder, 0, False, False)
        same_side = self.sides[self.last_bidder] == self.sides[self.to_call]
        doubling = self.doubling
        return _legal_calls(
            self.ladder,
            last.index,
            doubling == 0 and not same_side,
            doubling == 1 and same_side,
        )

    def illegality(self, call: Call) -> str | None:
        """Why *call* is illegal now for the seat to call, or ``None`` if it is legal."""
        if self.is_over:
            return _("the auction is over (RULES 1.6)")
        if call.is_pass:
            return None
        last = self.last_bid
        if call.is_bid:
            if last is not None and call.index <= last.index:
                return _("the last bid is {bid} by {seat} (RULES 1.5)").format(
                    bid=call_text(str(last)), seat=self.seat_names[self.last_bidder]
                )
            return None
        if last is None:
            return (
                _("there is no bid to double") if call.is_double else _("there is no double to redouble")
            ) + _legal_rule()
        same_side = self.sides[self.last_bidder] == self.sides[self.to_call]
        bidder = self.seat_names[self.last_bidder]
        if call.is_double:
            if self.doubling:
                done = (
                    _("{bid} by {seat} is already doubled")
                    if self.doubling == 1
                    else _("{bid} by {seat} is already redoubled")
                )
                return done.format(bid=call_text(str(last)), seat=bidder) + _legal_rule()
            if same_side:
                return (
                    _("the last bid, {bid}, was made by your own side ({seat})").format(
                        bid=call_text(str(last)), seat=bidder
                    )
                    + _legal_rule()
                )
            return None
        if self.doubling == Doubling.UNDOUBLED:
            return (
                _("{bid} by {seat} is not doubled").format(bid=call_text(str(last)), seat=bidder)
                + _legal_rule()
            )
        if self.doubling == Doubling.REDOUBLED:
            return (
                _("{bid} by {seat} is already redoubled").format(bid=call_text(str(last)), seat=bidder)
                + _legal_rule()
            )
        if not same_side:
            return _("only the side that made the doubled bid may redouble") + _legal_rule()
        return None

    def check(self, call: Call) -> None:
        """Raise if *call* is illegal for the seat to call.

        :raises IllegalCallError: naming the call, the seat and the reason
        """
        if call in self.legal_calls():
            return
        reason = self._refusal(call)
        if reason is not None:
            seat = self.seat_names[self.to_call]
            raise IllegalCallError(
                _("illegal call {call} by {seat}: {reason}").format(
                    call=self._call_words(call), seat=seat, reason=reason
                )
            )

    def _refusal(self, call: Call) -> str | None:
        """Why *call* is refused: :meth:`illegality`, or a call of another ladder (a game whose
        :meth:`illegality` names the ladder itself makes this its :meth:`illegality`)."""
        return self.illegality(call) if call.ladder is self.ladder else _ladder_refusal(self.ladder)

    def _call_words(self, call: Call) -> str:
        """*call* as a refusal writes it: in the current language's notation, unless the game
        keeps its calls as its ladder writes them (:attr:`calls_in_language`)."""
        return call_text(str(call)) if self.calls_in_language else str(call)

    @property
    def bidder(self) -> int | None:
        """Who made the last bid (``None`` before any bid)."""
        return None if self.last_bid is None else self.last_bidder

    def add(self, call: Call) -> int:
        """Record *call* (already checked) for the seat to call: the pass run, the last bid, the
        doubling, who first named the denomination for his side; return that seat."""
        seat = self.to_call
        self.to_call = (seat + 1) % self.seat_count
        self._legal = None
        self.calls.append(call)
        if call.is_pass:
            self.pass_run += 1
        elif call.is_bid:
            self.last_bid = call
            self.last_bidder = seat
            self.doubling = _UNDOUBLED
            self.pass_run = 0
            self.first_named.setdefault((self.sides[seat], call.denomination), seat)
        else:
            self.doubling = _REDOUBLED if call.is_redouble else _DOUBLED
            self.pass_run = 0
        return seat

    def copy(self) -> Auction:
        other = object.__new__(type(self))
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                setattr(other, name, getattr(self, name))
        other.calls = list(self.calls)
        other.first_named = dict(self.first_named)
        return other


class NulloAuction(Auction):
    """An auction on a nullo ladder (Booby, Nullo): every seat is its own side, so any other player
    may double a bid and only its bidder redouble; the final bidder declares a :class:`NulloContract`.

    >>> from bridgekit.calls import BOOBY_LADDER
    >>> auction = NulloAuction(0, seat_count=3, ladder=BOOBY_LADDER, passes_to_end=2)
    >>> for text in ["4NU", "P", "P"]:
    ...     _ = auction.add(BOOBY_LADDER.call(text))
    >>> str(auction.contract), auction.declarer
    ('4NU', 0)

    :param rules: the rule cited in error messages
    """

    __slots__ = ("rules",)

    def __init__(
        self,
        first: int = 0,
        *,
        seat_count: int,
        ladder: Ladder,
        passes_to_end: int,
        passes_out: int | None = None,
        seat_names: Sequence[str] = ("A", "B", "C"),
        rules: str = "RULES 13.2",
    ) -> None:
        super().__init__(
            first,
            ladder=ladder,
            seat_count=seat_count,
            sides=range(seat_count),
            passes_to_end=passes_to_end,
            passes_out=passes_out,
            seat_names=seat_names,
        )
        self.rules = rules

    @property
    def contract(self) -> NulloContract | None:  # type: ignore[override]
        bid = self.last_bid
        if bid is None or bid.denomination is None:
            return None
        return NulloContract(bid.level, bid.denomination, self.doubling)

    def illegality(self, call: Call) -> str | None:
        """Why *call* is illegal for the seat to call now (with the rule), or ``None``."""
        reason = self._reason(call)
        return None if reason is None else f"{reason} ({self.rules})"

    def _reason(self, call: Call) -> str | None:
        if self.is_over:
            return "the auction is over"
        last = self.last_bid
        if call.is_pass or (call.is_bid and (last is None or call.index > last.index)):
            return None
        if call.is_bid and last is not None:
            order = " < ".join(str(c.denomination) for c in self.ladder.calls if c.is_bid and c.level == 1)
            return f"the last bid is {last} by {self.seat_names[self.last_bidder]} (order {order})"
        if last is None:
            return "there is no bid to double" if call.is_double else "there is no double to redouble"
        own = self.last_bidder == self.to_call
        if call.is_double:
            if self.doubling:
                return f"{last} is already {'doubled' if self.doubling == 1 else 'redoubled'}"
            return "a player may not double his own bid" if own else None
        if self.doubling is not Doubling.DOUBLED:
            return f"{last} is not doubled" if not self.doubling else f"{last} is already redoubled"
        return None if own else f"only the bidder of {last} may redouble"
