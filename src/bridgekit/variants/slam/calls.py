"""Slam's point bids, its three-round auction and the trump declaration (RULES 15.3–15.4).

>>> auction = SlamAuction(dealer=1)
>>> for text in ["6", "8", "9", "14", "P", "24"]:
...     _ = auction.add(slam_call(text))
>>> auction.is_over, str(auction.bid), auction.bidder
(True, '24', 1)
"""

from __future__ import annotations

from functools import cache
from typing import Final, NamedTuple

from bridgekit.auction import Auction
from bridgekit.calls import Call, Denomination
from bridgekit.contracts import MAX_BID, MIN_BID, SLAM_LADDER, TRICK_VALUES, required_tricks, slam_class
from bridgekit.errors import NotationError
from bridgekit.i18n import N_, _
from bridgekit.records import GivenCard, split_seat

__all__ = [
    "slam_bid",
    "slam_call",
    "is_slam",
    "allowed",
    "SlamAuction",
    "Declared",
    "Reserved",
    "SLAM_PASS",
    "permitted",
    "parse_declaration",
    "SEAT_NAMES",
]

SEAT_NAMES: Final = ("A", "B")
#: RULES 15.3.4: a raise is 1 to 5 points; an opening bid 6 to 11
RAISE_LIMIT: Final = 5
OPENING_MAX: Final = 11
#: RULES 15.3.5 DECISION: between equal slam bids NT > S > H > D > C (nullo ranks with NT)
_SLAM_RANK: Final = {
    Denomination.CLUBS: 0,
    Denomination.DIAMONDS: 1,
    Denomination.HEARTS: 2,
    Denomination.SPADES: 3,
    Denomination.NOTRUMP: 4,
    Denomination.NULLO: 4,
}
SLAM_VALUES: Final = tuple(sorted({v * k for v in set(TRICK_VALUES.values()) for k in (4, 5)}))


def slam_bid(points: int, denomination: Denomination | None = None) -> Call:
    """The bid of *points*, a slam bid maybe naming its *denomination* (RULES 15.3.5).

    >>> slam_bid(24, Denomination.DIAMONDS), str(SLAM_PASS), str(slam_bid(14))
    (SLAM_LADDER.call('24D'), 'P', '14')

    :raises NotationError: if Slam has no such bid
    """
    return SLAM_LADDER.bid(points, denomination)


def slam_call(text: str) -> Call:
    """Parse ``P``/``pass``, ``14``, ``24``, ``24D``.

    :raises NotationError: if the text is not a Slam call
    """
    key = text.strip().upper()
    digits = len(key) - len(key.lstrip("0123456789"))
    if digits and digits < len(key) and MIN_BID <= int(key[:digits]) <= MAX_BID:
        points, denomination = int(key[:digits]), Denomination.from_str(key[digits:])
        if denomination not in slam_class(points):
            raise NotationError(
                _("not a Slam call: {text}: {points} is not a slam in {denomination} (RULES 15.3.5)").format(
                    text=repr(text), points=points, denomination=denomination
                )
            )
    return SLAM_LADDER.call(text)


def is_slam(call: Call) -> bool:
    """Whether the points of *call* make a slam in some denomination (RULES 15.3.5)."""
    return bool(slam_class(call.level))


def allowed(call: Call) -> set[Denomination]:
    """The denominations the bid *call* may be played in (RULES 15.3.2, 15.3.5)."""
    if call.denomination is not None:
        return {call.denomination}
    slams = slam_class(call.level)
    if slams:
        return set(slams)
    return {d for d in Denomination if 0 <= required_tricks(call.level, d) <= 10}


SLAM_PASS: Final = SLAM_LADDER.calls[0]


def permitted(call: Call, *, exclude: Denomination | None = None) -> list[Denomination]:
    """The denominations the auction winner may name for *call*, in ladder order.

    >>> permitted(slam_bid(24))
    [Denomination.CLUBS, Denomination.DIAMONDS]
    """
    return [d for d in Denomination if d in allowed(call) and d is not exclude]


class Declared(NamedTuple):
    """A step of the trump declaration (RULES 15.4): ``names``, ``doubles``, ``passes``,
    ``redoubles`` or ``changes`` (to a denomination).

    >>> str(Declared(1, "names", Denomination.DIAMONDS)), Declared.from_str("A doubles")
    ('B names D', Declared(seat=0, kind='doubles', denomination=None))
    """

    seat: int
    kind: str
    denomination: Denomination | None = None

    def __str__(self) -> str:
        name = SEAT_NAMES[self.seat]
        if self.denomination is None:
            return f"{name} {self.kind}"
        return f"{name} {self.kind} {self.denomination}"

    @classmethod
    def from_str(cls, text: str) -> Declared:
        """:raises NotationError: unless the text is e.g. ``B names D``, ``A doubles``, ``B changes H``"""
        seat, rest = split_seat(text, SEAT_NAMES, N_("a declaration"))
        kind, _sep, denomination = rest.lower().partition(" ")
        if kind in ("names", "changes") and denomination:
            return cls(seat, kind, Denomination.from_str(denomination))
        if kind in ("doubles", "passes", "redoubles") and not denomination:
            return cls(seat, kind)
        raise NotationError(
            _("not a declaration: {text} (e.g. 'B names D', 'A doubles', 'B changes H')").format(
                text=repr(text)
            )
        )


class Reserved(GivenCard):
    """A card a player puts face down in his reserve (RULES 15.6); written ``A reserves SA``.

    >>> Reserved.from_str("A reserves SA")
    Reserved(seat=0, card=Card.from_str('SA'))
    """

    __slots__ = ()
    verb, seat_names, what, example = "reserves", SEAT_NAMES, N_("a reserve"), "A reserves SA"


def parse_declaration(text: str, seat: int | None, stage: str) -> Declared:
    """Read a declaration step typed by *seat*: ``D``/``names D``, ``X``, ``P``, ``XX``, ``change H``.

    >>> parse_declaration("x", 0, "double")
    Declared(seat=0, kind='doubles', denomination=None)

    :raises NotationError: if the text is not a declaration step
    """
    if seat is None:
        raise NotationError(_("no declaration is possible now: {text}").format(text=repr(text)))
    words = text.strip().lower().split()
    if len(words) == 2 and words[0] in ("name", "names", "change", "changes"):
        kind = "names" if words[0].startswith("name") else "changes"
        return Declared(seat, kind, Denomination.from_str(words[1]))
    word = words[0] if len(words) == 1 else ""
    simple = {"p": "passes", "pass": "passes", "x": "doubles", "double": "doubles",
              "xx": "redoubles", "redouble": "redoubles"}  # fmt: skip
    if word in simple:
        return Declared(seat, simple[word])
    if len(words) == 1:
        kind = "names" if stage == "declare" else "changes"
        return Declared(seat, kind, Denomination.from_str(word))
    raise NotationError(
        _("not a declaration: {text} (e.g. 'D', 'X', 'P', 'XX', 'change H')").format(text=repr(text))
    )


@cache
def _slam_legal(bid: Call | None) -> tuple[Call, ...]:
    """Pass, then every bid allowed over *bid* by the limits, then the slam bids, lowest first."""
    calls = [SLAM_PASS]
    if bid is None:
        ordinary = range(MIN_BID, OPENING_MAX + 1)
    else:
        ordinary = range(bid.level + 1, min(bid.level + RAISE_LIMIT, MAX_BID) + 1)
    points = set(ordinary) | {v for v in SLAM_VALUES if bid is None or v > bid.level}
    for value in sorted(points):
        calls.append(slam_bid(value))
        for denomination in sorted(slam_class(value)):
            calls.append(slam_bid(value, denomination))
    if bid is not None:
        top = max(_SLAM_RANK[d] for d in allowed(bid))
        if is_slam(bid):
            calls += [slam_bid(bid.level, d) for d in sorted(slam_class(bid.level)) if _SLAM_RANK[d] > top]
    return tuple(calls)


class SlamAuction(Auction):
    """The three bidding rounds (RULES 15.3.3–15.3.5): the one :class:`~bridgekit.auction.Auction`
    on the Slam ladder for two players, with its turn order, its end and its limits as hooks.

    The dealer's opponent calls first in each round. In rounds 1 and 2 each active player
    makes one call; in round 3 calls alternate until a player passes, after which the other
    has one last call. A pass drops a player out for good; a player left alone has one call
    per round, to raise his own bid or pass. Both passing without a bid abandons the deal.
    """

    __slots__ = ("dealer", "round", "active", "queue", "_over")

    def __init__(self, dealer: int) -> None:
        super().__init__(1 - dealer, ladder=SLAM_LADDER, seat_count=2, sides=(0, 1), seat_names=SEAT_NAMES)
        self.dealer = dealer
        self.round = 1
        self.active = [True, True]
        self.queue: list[int] = [self.first, dealer]
        self._over = False

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def is_abandoned(self) -> bool:
        """Both passed without a bid: the other player deals (RULES 15.3.3)."""
        return self._over and self.last_bid is None

    @property
    def bid(self) -> Call | None:
        """The highest bid so far."""
        return self.last_bid

    def _legal_now(self) -> tuple[Call, ...]:
        """Pass, then every bid allowed by the limits, then the slam bids, lowest first."""
        return () if self._over else _slam_legal(self.last_bid)

    def illegality(self, call: Call) -> str | None:
        """Why *call* is illegal now, or ``None``."""
        if self.is_over:
            return "the auction is over"
        if call.ladder is not SLAM_LADDER:
            return "it is not a Slam call (RULES 15.3)"
        if call.is_pass or call in self.legal_calls():
            return None
        bid = self.bid
        if bid is None:
            return f"an opening bid is 6 to 11 points or a slam bid {SLAM_VALUES} (RULES 15.3.4)"
        if call.level < bid.level or (call.level == bid.level and not is_slam(call)):
            return f"the bid is {bid} by {SEAT_NAMES[self.bidder or 0]}; bid higher (RULES 15.3.4)"
        if call.level == bid.level:
            return f"an equal slam bid must name a higher denomination than {bid} allows (RULES 15.3.5)"
        return f"a raise over {bid} is 1 to 5 points unless it is a slam bid {SLAM_VALUES} (RULES 15.3.4)"

    _refusal = illegality
    calls_in_language = False

    def add(self, call: Call) -> int:
        """Record *call* (already checked) for the player to call; return the player."""
        seat = super().add(call)
        self.queue.pop(0)
        other = 1 - seat
        if call.is_pass:
            self.active[seat] = False
        if not any(self.active):
            self._over = True
            return seat
        if self.round == 3:
            if self.active[seat] and self.active[other] and not self.queue:
                self.queue = [other]
            elif call.is_pass and self.active[other] and not self.queue:
                self.queue = [other]  # the last call of the other player
        self.queue = [s for s in self.queue if self.active[s]]
        if not self.queue:
            self._next_round()
        if not self._over:
            self.to_call = self.queue[0]
        return seat

    def _next_round(self) -> None:
        if self.round == 3:
            self._over = True
            return
        self.round += 1
        self.queue = [s for s in (self.first, self.dealer) if self.active[s]]
        if self.round == 3 and len(self.queue) == 2:
            self.queue = [self.first]

    def copy(self) -> SlamAuction:
        other = super().copy()
        assert isinstance(other, SlamAuction)
        other.active, other.queue = list(self.active), list(self.queue)
        return other
