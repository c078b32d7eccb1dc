"""The bridge ladder with nullo bids, shared by Booby and Nullo (RULES 13.2, 14.3).

A nullo bid ``nNU`` undertakes to win at most 7 − n tricks without trumps. Where it ranks
within a level depends on the game: Booby ranks C < D < H < **nullo** < S < NT
(:data:`BOOBY_LADDER`), Nullo ranks C < D < **nullo** < H < S < NT (:data:`NULLO_LADDER`).
Every player is his own side: any other player may double a bid, only its bidder redouble.

>>> auction = NulloAuction(0, seat_count=3, ladder=BOOBY_LADDER, passes_to_end=2)
>>> for text in ["4NU", "P", "P"]:
...     _ = auction.add(NulloCall.from_str(text))
>>> str(auction.contract), auction.declarer
('4NU', 0)
>>> BOOBY_LADDER.beats(NulloCall.from_str("4S"), NulloCall.from_str("4NU"))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, NamedTuple

from bridgekit.auction import AuctionCore
from bridgekit.calls import Doubling
from bridgekit.errors import IllegalCallError, NotationError
from bridgekit.variants.nullo.scoring import Denomination, NulloContract

__all__ = [
    "NulloCall",
    "NulloCalled",
    "split_seat",
    "Ladder",
    "NulloAuction",
    "BOOBY_LADDER",
    "NULLO_LADDER",
    "NULLO_CALLS",
    "PASS",
    "DOUBLE",
    "REDOUBLE",
    "Denomination",
    "NulloContract",
]


class NulloCall:
    """A call of the nullo ladders: pass, double, redouble or a bid. Interned.

    *index* is 0 for pass, 1 double, 2 redouble, then 3 + 6 × (level − 1) + denomination.

    >>> NulloCall.from_str("3 nullo"), str(NulloCall.from_str("pass"))
    (NulloCall.from_str('3NU'), 'P')
    """

    __slots__ = ("index", "level", "denomination", "_text")

    index: int
    level: int
    denomination: Denomination | None
    _text: str

    @classmethod
    def _make(cls, index: int) -> NulloCall:
        call = object.__new__(cls)
        set_attr = object.__setattr__
        set_attr(call, "index", index)
        if index < 3:
            set_attr(call, "level", 0)
            set_attr(call, "denomination", None)
            set_attr(call, "_text", ("P", "X", "XX")[index])
        else:
            level, denomination = (index - 3) // 6 + 1, Denomination((index - 3) % 6)
            set_attr(call, "level", level)
            set_attr(call, "denomination", denomination)
            set_attr(call, "_text", f"{level}{denomination.letter}")
        return call

    @classmethod
    def bid(cls, level: int, denomination: Denomination) -> NulloCall:
        """The bid of *level* (1–7) in *denomination*.

        :raises NotationError: if the level is not 1–7
        """
        if not 1 <= level <= 7:
            raise NotationError(f"not a bid: level {level} (levels run from 1 to 7)")
        return NULLO_CALLS[3 + 6 * (level - 1) + denomination]

    @classmethod
    def from_str(cls, text: str) -> NulloCall:
        """Parse ``4NU``/``4 nullo``, ``1NT``, ``2s``, ``P``/``pass``, ``X``/``dbl``, ``XX``/``rdbl``.

        :raises NotationError: if the text is not a call
        """
        key = text.strip().upper().replace(" ", "")
        call = _BY_TEXT.get(key)
        if call is not None:
            return call
        if len(key) >= 2 and key[0] in "1234567":
            try:
                return cls.bid(int(key[0]), Denomination.from_str(key[1:]))
            except NotationError:
                pass
        raise NotationError(f"not a call: {text!r} (expected e.g. 4NU (nullo), 1NT, 4S, P, X, XX)")

    @property
    def is_bid(self) -> bool:
        return self.index >= 3

    @property
    def is_pass(self) -> bool:
        return self.index == 0

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("NulloCall is immutable")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"NulloCall.from_str({self._text!r})"

    def __hash__(self) -> int:
        return self.index + 2000

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (NulloCall.from_str, (self._text,))


NULLO_CALLS: Final[tuple[NulloCall, ...]] = tuple(NulloCall._make(i) for i in range(3 + 6 * 7))
PASS: Final = NULLO_CALLS[0]
DOUBLE: Final = NULLO_CALLS[1]
REDOUBLE: Final = NULLO_CALLS[2]
_BY_TEXT: Final = {
    **{call._text: call for call in NULLO_CALLS},
    **{f"{level}NULLO": NULLO_CALLS[3 + 6 * (level - 1) + 5] for level in range(1, 8)},
    "PASS": PASS,
    "DBL": DOUBLE,
    "DOUBLE": DOUBLE,
    "RDBL": REDOUBLE,
    "REDOUBLE": REDOUBLE,
}


@dataclass(frozen=True, slots=True)
class Ladder:
    """The order of the denominations within a level.

    >>> NULLO_LADDER.beats(NulloCall.from_str("4NU"), NulloCall.from_str("4D"))
    True
    """

    name: str
    order: tuple[Denomination, ...]

    def rank(self, call: NulloCall) -> int:
        """The position of a bid on the ladder (higher beats lower)."""
        assert call.denomination is not None
        return 6 * (call.level - 1) + self.order.index(call.denomination)

    def beats(self, bid: NulloCall, other: NulloCall) -> bool:
        """Whether *bid* is higher than *other*."""
        return self.rank(bid) > self.rank(other)

    @property
    def bids(self) -> tuple[NulloCall, ...]:
        """Every bid, lowest first."""
        return tuple(NulloCall.bid(level, d) for level in range(1, 8) for d in self.order)

    def __repr__(self) -> str:
        return f"{self.name.upper()}_LADDER"


_D = Denomination
#: RULES 13.2: C < D < H < nullo < S < NT
BOOBY_LADDER: Final = Ladder("booby", (_D.CLUBS, _D.DIAMONDS, _D.HEARTS, _D.NULLO, _D.SPADES, _D.NOTRUMP))
#: RULES 14.3: C < D < nullo < H < S < NT
NULLO_LADDER: Final = Ladder("nullo", (_D.CLUBS, _D.DIAMONDS, _D.NULLO, _D.HEARTS, _D.SPADES, _D.NOTRUMP))


class NulloAuction(AuctionCore[NulloCall]):
    """An auction on a nullo ladder in which every seat is its own side.

    :param first: the seat that calls first
    :param seat_count: seats in the rotation
    :param ladder: the order of bids
    :param passes_to_end: passes in succession that end the auction after a call
    :param passes_out: passes at the start that end it with no contract (default: one per seat)
    :param seat_names: names used in error messages
    :param rules: the rule cited in error messages
    """

    __slots__ = ("ladder", "rules", "_bids")

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
            seat_count=seat_count,
            passes_to_end=passes_to_end,
            passes_out=passes_out,
            seat_names=seat_names,
        )
        self.ladder = ladder
        self.rules = rules
        self._bids = ladder.bids

    @property
    def contract(self) -> NulloContract | None:
        bid = self.last_bid
        if bid is None or bid.denomination is None:
            return None
        return NulloContract(bid.level, bid.denomination, self.doubling)

    @property
    def declarer(self) -> int | None:
        """The final bidder (every seat is its own side)."""
        return self.last_bidder if self.last_bid is not None else None

    def legal_calls(self) -> list[NulloCall]:
        """Pass, maybe X or XX, then every higher bid, lowest first."""
        if self.is_over:
            return []
        calls = [PASS]
        if self.last_bid is not None:
            own = self.last_bidder == self.to_call
            if self.doubling is Doubling.UNDOUBLED and not own:
                calls.append(DOUBLE)
            if self.doubling is Doubling.DOUBLED and own:
                calls.append(REDOUBLE)
            calls.extend(self._bids[self.ladder.rank(self.last_bid) + 1 :])
        else:
            calls.extend(self._bids)
        return calls

    def illegality(self, call: NulloCall) -> str | None:
        """Why *call* is illegal for the seat to call now, or ``None``."""
        if self.is_over:
            return "the auction is over"
        last = self.last_bid
        if call.is_pass:
            return None
        if call.is_bid:
            if last is not None and not self.ladder.beats(call, last):
                order = " < ".join(d.letter for d in self.ladder.order)
                return f"the last bid is {last} by {self.seat_names[self.last_bidder]} (order {order})"
            return None
        if last is None:
            return "there is no bid to double" if call is DOUBLE else "there is no double to redouble"
        own = self.last_bidder == self.to_call
        if call is DOUBLE:
            if self.doubling:
                return f"{last} is already {'doubled' if self.doubling == 1 else 'redoubled'}"
            return "a player may not double his own bid" if own else None
        if self.doubling is not Doubling.DOUBLED:
            return f"{last} is not doubled" if not self.doubling else f"{last} is already redoubled"
        return None if own else f"only the bidder of {last} may redouble"

    def check(self, call: NulloCall) -> None:
        """:raises IllegalCallError: naming the call, the seat, the reason and the rule"""
        reason = self.illegality(call)
        if reason is not None:
            seat = self.seat_names[self.to_call]
            raise IllegalCallError(f"illegal call {call} by {seat}: {reason} ({self.rules})")

    def add(self, call: NulloCall) -> int:
        """Record *call* (already checked); return the seat that made it."""
        return self._record(call)


class NulloCalled(NamedTuple):
    """A call of a nullo ladder made by a seat; written ``A 4NU``.

    >>> NulloCalled.from_str("A 4NU", ("A", "B", "C"))
    NulloCalled(seat=0, call=NulloCall.from_str('4NU'))
    """

    seat: int
    call: NulloCall

    def text(self, seat_names: Sequence[str]) -> str:
        return f"{seat_names[self.seat]} {self.call}"

    @classmethod
    def from_str(cls, text: str, seat_names: Sequence[str]) -> NulloCalled:
        """Parse ``"<seat> <call>"``.

        :raises NotationError: if the text is not a seat and a call
        """
        seat, call = split_seat(text, seat_names, "a call")
        return cls(seat, NulloCall.from_str(call))


def split_seat(text: str, seat_names: Sequence[str], what: str) -> tuple[int, str]:
    """Split ``"<seat> <rest>"`` into the seat's index and the rest.

    >>> split_seat("B SA", ("A", "B"), "a card")
    (1, 'SA')

    :raises NotationError: if the text does not start with one of *seat_names*
    """
    head, _, rest = text.strip().partition(" ")
    names = [name.upper() for name in seat_names]
    if head.upper() not in names or not rest.strip():
        raise NotationError(f"not a seat and {what}: {text!r} (seats: {', '.join(seat_names)})")
    return names.index(head.upper()), rest.strip()
