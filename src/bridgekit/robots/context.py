"""The auction as a bidder sees it: who opened, what each side bid, which calls are legal.

>>> from bridgekit.calls import Call
>>> from bridgekit.state import Called
>>> calls = tuple(Called(s, Call.from_str(c)) for s, c in [(0, "1H"), (1, "P")])
>>> ctx = Context(2, calls)
>>> ctx.opener, str(ctx.opening), str(ctx.cheapest(Strain.SPADES)), ctx.can(Call.from_str("X"))
(0, '1H', '1S', False)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import cached_property

from bridgekit.calls import DOUBLE, PASS, REDOUBLE, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.hand import Shown, strain_suit
from bridgekit.state import Called

__all__ = ["Context", "PACK_HCP"]

#: the high-card points of the pack (four aces, kings, queens and jacks)
PACK_HCP = 40

_NOBODY = (Shown(), Shown(), Shown(), Shown())


class Context:
    """The public auction before *seat*'s call, and what each seat has shown so far."""

    def __init__(
        self,
        seat: int,
        calls: Sequence[Called],
        shown: Sequence[Shown] = _NOBODY,
        *,
        vulnerable: tuple[bool, bool] = (False, False),
    ) -> None:
        self.seat = seat
        #: whether our side and their side are vulnerable
        self.vulnerable = vulnerable
        self.calls = tuple(calls)
        self.shown = tuple(shown)
        self.last_bid: Call | None = None
        self.last_bidder: int | None = None
        self.doubling = 0
        self.opener: int | None = None
        self.opening: Call | None = None
        for record in self.calls:
            call = record.call
            if call.is_bid:
                if self.opener is None:
                    self.opener, self.opening = record.seat, call
                self.last_bid, self.last_bidder, self.doubling = call, record.seat, 0
            elif call.is_double:
                self.doubling = 1
            elif call.is_redouble:
                self.doubling = 2

    # -- seats -------------------------------------------------------------------------

    @property
    def partner(self) -> int:
        return (self.seat + 2) % 4

    @property
    def rho(self) -> int:
        return (self.seat + 3) % 4

    @property
    def lho(self) -> int:
        return (self.seat + 1) % 4

    def is_ours(self, seat: int | None) -> bool:
        return seat is not None and seat % 2 == self.seat % 2

    def calls_of(self, seat: int) -> list[Call]:
        return [c.call for c in self.calls if c.seat == seat]

    def bids_of(self, seat: int) -> list[Call]:
        return [c for c in self.calls_of(seat) if c.is_bid]

    @cached_property
    def rho_call(self) -> Call | None:
        return self.calls[-1].call if self.calls else None

    def suits_bid(self, *, ours: bool) -> list[Suit]:
        """The suits named by our side (or theirs), in the order first named."""
        suits: list[Suit] = []
        for record in self.calls:
            suit = strain_suit(record.call)
            if suit is not None and self.is_ours(record.seat) == ours and suit not in suits:
                suits.append(suit)
        return suits

    def first_to_name(self, strain: Strain, *, ours: bool) -> int | None:
        """The seat of our side (or theirs) that first bid *strain*: the declarer if it is played."""
        return next(
            (
                int(record.seat)
                for record in self.calls
                if self.is_ours(record.seat) == ours and record.call.is_bid and record.call.strain is strain
            ),
            None,
        )

    @property
    def we_have_bid(self) -> bool:
        return any(self.bids_of(self.seat)) or any(self.bids_of(self.partner))

    @property
    def they_have_bid(self) -> bool:
        return any(self.bids_of(self.lho)) or any(self.bids_of(self.rho))

    @property
    def last_is_ours(self) -> bool:
        return self.is_ours(self.last_bidder)

    @property
    def pack_left(self) -> int:
        """The most HCP *seat* can hold by the auction: the pack's 40 less the least each other
        seat has shown (over 1S P 2NT, opener's 10 and responder's 10 leave 20 for a pass).

        >>> Context(3, (), (Shown(10), Shown(), Shown(10), Shown())).pack_left
        20
        """
        return max(0, PACK_HCP - sum(shown.lo for seat, shown in enumerate(self.shown) if seat != self.seat))

    # -- legality ----------------------------------------------------------------------

    def can(self, call: Call) -> bool:
        """Whether *call* is legal now (RULES 1.5)."""
        if call is PASS:
            return True
        if call.is_bid:
            return self.last_bid is None or call.index > self.last_bid.index
        if self.last_bid is None:
            return False
        if call is DOUBLE:
            return self.doubling == 0 and not self.last_is_ours
        return call is REDOUBLE and self.doubling == 1 and self.last_is_ours

    def cheapest(self, strain: Strain) -> Call | None:
        """The lowest legal bid in *strain*, ``None`` above 7."""
        level = 1
        if self.last_bid is not None:
            last = self.last_bid
            assert last.strain is not None
            level = last.level + (1 if strain <= last.strain else 0)
        return Call.bid(level, strain) if level <= 7 else None

    def cheapest_bids(self, suits: Iterable[Suit]) -> Iterator[tuple[Suit, Call]]:
        """The lowest legal bid in each of *suits* that has one: majors first, higher first."""
        for suit in sorted(suits, key=lambda s: (not s.is_major, -s)):
            call = self.cheapest(Strain(int(suit)))
            if call is not None:
                yield suit, call

    def bid(self, level: int, strain: Strain) -> Call | None:
        """The bid of *level* in *strain* if it exists and is legal."""
        if not 1 <= level <= 7:
            return None
        call = Call.bid(level, strain)
        return call if self.can(call) else None
