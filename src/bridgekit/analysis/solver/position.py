"""The abstract position that the generic double-dummy solver searches, and its objectives.

A :class:`Position` says nothing about any particular game: hands are bit masks per seat
(bridgekit card indices, jokers 52 and 53), the trick in progress is a list of plays, and the
rules are parameters (seat order, trick size, trumps, must-ruff). Every game's engine feeds
the solver through an adapter that builds a position from its state
(:mod:`bridgekit.analysis.solver.adapters`).

>>> from bridgekit.cards import CardSet
>>> hands = [CardSet.from_str(t).mask for t in ("A...", "K...", "Q...", "J...")]
>>> pos = Position(hands=hands, leader=0, side=frozenset({0, 2}))
>>> pos.to_play, pos.tricks_left, pos.seat_count
(0, 1, 4)
>>> Position(hands=hands, leader=0, side=frozenset({0, 2}), tricks_to_play=0).tricks_left
0
>>> Objective.exactly(3), Objective.at_most(0).hi
(Objective(lo=3, hi=3), 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import NamedTuple

from bridgekit.cards import CARDS, JOKER_MASK, Suit
from bridgekit.errors import BridgeError

__all__ = ["Play", "Position", "Objective", "ALL_52", "SolverError"]

ALL_52 = (1 << 52) - 1


class SolverError(BridgeError):
    """A position the solver cannot search: cards held twice, a bad seat order, …"""


class Play(NamedTuple):
    """One card played to the trick in progress.

    :param seat: who played it
    :param card: the card's index (52, 53 for jokers)
    :param as_card: the card it counts as: itself, or the card a joker was named as
    """

    seat: int
    card: int
    as_card: int


class Objective(NamedTuple):
    """What the side wants: a final count of its tricks between *lo* and *hi* (inclusive).

    The final count includes :attr:`Position.won`. Contract bridge is ``at_least(level + 6)``,
    a misère ``at_most(k)``, an exactly-N bid ``exactly(n)``.
    """

    lo: int
    hi: int

    @classmethod
    def at_least(cls, tricks: int) -> Objective:
        return cls(tricks, 1000)

    @classmethod
    def at_most(cls, tricks: int) -> Objective:
        return cls(0, tricks)

    @classmethod
    def exactly(cls, tricks: int) -> Objective:
        return cls(tricks, tricks)

    def __repr__(self) -> str:
        return f"Objective(lo={self.lo}, hi={self.hi})"


def _frozen_map(value: Mapping[int, int]) -> Mapping[int, int]:
    return MappingProxyType(dict(value))


@dataclass(frozen=True)
class Position:
    """A double-dummy position: every hand known, the rules as data.

    :param hands: the playable cards of each seat (int masks)
    :param leader: the seat that led (or leads) the current trick
    :param side: the seats whose tricks are counted (the declaring side); the others oppose
    :param trick: the cards already played to the current trick, in order
    :param trump: the trump suit, ``None`` for no trump
    :param next_seat: who plays after each seat (default clockwise: seat + 1); a seat may
        appear several times in a trick (two players, four-card tricks)
    :param trick_size: cards per trick (default: the number of seats), or one size per trick
        from the current one to the last (Slam: ``(4,) * 6 + (2,) * 4``)
    :param must_ruff: a player void in the suit led who holds a trump must play one
        (Light bridge misère and exactly-N contracts, raspasy with trumps)
    :param won: tricks the side has already won
    :param locked: cards each seat holds but may not play yet (reserves, face-down cards);
        they become playable when a card of :attr:`unlocks` frees them, or all at once when
        the seat has nothing else to play at the start of a trick
    :param unlocks: card index → cards it frees (from its player's locked cards) once the
        trick in which it was played is over (Chinese bridge's face-down cards)
    :param gone: cards out of play for joker names (played or named earlier); by default
        every card of the 52 that is not in a hand, locked, or in the trick
    :param tricks_to_play: the tricks still to be completed, the current one included, when
        the play stops with cards left (Chinese bridge: 13 tricks of two cards from 52);
        ``None``: until the cards run out
    """

    hands: tuple[int, ...]
    leader: int
    side: frozenset[int]
    trick: tuple[Play, ...] = ()
    trump: Suit | None = None
    next_seat: tuple[int, ...] | None = None
    trick_size: int | tuple[int, ...] | None = None
    must_ruff: bool = False
    won: int = 0
    locked: tuple[int, ...] = ()
    unlocks: Mapping[int, int] = field(default_factory=dict, hash=False)
    gone: int | None = None
    tricks_to_play: int | None = None

    def __post_init__(self) -> None:
        set_field = object.__setattr__
        set_field(self, "hands", tuple(self.hands))
        set_field(self, "side", frozenset(self.side))
        set_field(self, "trick", tuple(Play(*p) for p in self.trick))
        set_field(self, "locked", tuple(self.locked) or (0,) * len(self.hands))
        set_field(self, "unlocks", _frozen_map(self.unlocks))
        if self.trump is not None:
            set_field(self, "trump", Suit(self.trump))
        self._check()

    # -- derived values -----------------------------------------------------------------

    @property
    def seat_count(self) -> int:
        return len(self.hands)

    @property
    def order(self) -> tuple[int, ...]:
        """The seat that plays after each seat."""
        n = self.seat_count
        return self.next_seat if self.next_seat is not None else tuple((s + 1) % n for s in range(n))

    @property
    def to_play(self) -> int:
        """The seat to play next."""
        return self.order[self.trick[-1].seat] if self.trick else self.leader

    @property
    def card_count(self) -> int:
        """Cards still to be played (the trick's cards count as played)."""
        return sum(h.bit_count() for h in self.hands) + sum(m.bit_count() for m in self.locked)

    @property
    def trick_sizes(self) -> tuple[int, ...]:
        """The size of the current trick and of each later one (up to :attr:`tricks_to_play`)."""
        size, limit = self.trick_size, self.tricks_to_play
        if isinstance(size, tuple):
            return size if limit is None else size[:limit]
        size = size if size is not None else self.seat_count
        return (size,) * ((self.card_count + len(self.trick)) // size if limit is None else limit)

    @property
    def tricks_left(self) -> int:
        """Tricks still to be completed, the current one included."""
        return len(self.trick_sizes)

    @property
    def gone_mask(self) -> int:
        if self.gone is not None:
            return self.gone
        live = 0
        for mask in (*self.hands, *self.locked):
            live |= mask
        for play in self.trick:
            live |= 1 << play.as_card
        return ALL_52 & ~live

    @property
    def has_jokers(self) -> bool:
        held = 0
        for mask in (*self.hands, *self.locked):
            held |= mask
        return bool(held & JOKER_MASK) or any(p.card >= 52 for p in self.trick)

    def describe(self) -> str:
        """A one-line text of the position, for messages."""
        hands = " ".join(" ".join(str(CARDS[i]) for i in _indices(h)) or "-" for h in self.hands)
        trick = " ".join(f"{p.seat}:{CARDS[p.card]}" for p in self.trick)
        return f"hands [{hands}] trick [{trick}] leader {self.leader}"

    # -- checks ---------------------------------------------------------------------------

    def _check(self) -> None:
        n = self.seat_count
        if not 2 <= n <= 8:
            raise SolverError(f"a position has 2 to 8 seats, not {n}")
        if len(self.locked) != n:
            raise SolverError(f"locked cards: one mask per seat ({n}), not {len(self.locked)}")
        order = self.order
        if sorted(order) != list(range(n)) or len(order) != n:
            raise SolverError(f"next_seat {order} is not a seat order of {n} seats")
        if not 0 <= self.leader < n or any(not 0 <= s < n for s in self.side):
            raise SolverError(f"seats run from 0 to {n - 1}")
        seen = 0
        for seat, mask in enumerate((*self.hands, *self.locked)):
            if mask < 0 or mask >> 54:
                raise SolverError(f"hand {seat % n}: not a card mask")
            if seen & mask:
                raise SolverError(f"inconsistent position: {_names(seen & mask)} held twice")
            seen |= mask
        for play in self.trick:
            if seen >> play.card & 1:
                raise SolverError(f"inconsistent position: {CARDS[play.card]} played and still held")
            if not 0 <= play.as_card < 54 or (
                play.as_card != play.card and not play.as_card < 52 <= play.card
            ):
                raise SolverError(f"{CARDS[play.card]} cannot count as card {play.as_card}")
            seen |= 1 << play.card
        limited = self.tricks_to_play is not None
        if limited:
            self._check_limit()
        sizes = self.trick_sizes
        cards = self.card_count + len(self.trick)
        if not sizes and cards:
            if not limited:
                raise SolverError("the cards left do not make a trick")
            if self.trick:
                raise SolverError("a trick is in progress after the last trick")
        # with a limit, the play may stop with cards left
        if (sum(sizes) > cards if limited else sum(sizes) != cards) or any(s < 2 for s in sizes):
            raise SolverError(f"{cards} cards do not make tricks of sizes {list(sizes)}")
        if self.trick and len(self.trick) >= sizes[0]:
            raise SolverError("the trick in progress is already complete")
        if self.trick and self.trick[0].seat != self.leader:
            raise SolverError("the first card of the trick is the leader's")

    def _check_limit(self) -> None:
        """The trick limit fits the trick sizes, and (one card per seat a trick) the seats' cards."""
        limit = self.tricks_to_play
        assert limit is not None
        if limit < 0:
            raise SolverError(f"tricks_to_play is {limit}: it counts tricks, from 0")
        sizes = self.trick_sizes
        if len(sizes) != limit:
            raise SolverError(f"tricks_to_play is {limit}, but trick sizes are given for {len(sizes)}")
        n = self.seat_count
        if any(size != n for size in sizes) or not _one_cycle(self.order):
            return  # who plays how often depends on the leads: nothing to check
        played = {p.seat for p in self.trick}
        for seat in range(n):
            held = self.hands[seat].bit_count() + self.locked[seat].bit_count()
            needed = limit - (seat in played)
            if held < needed:
                raise SolverError(f"seat {seat} holds {held} cards, fewer than the {needed} it must play")


def _one_cycle(order: Sequence[int]) -> bool:
    """Whether *order* visits every seat once before it comes back (each seat plays once a trick)."""
    seat, seen = 0, 0
    for _ in order:
        seen |= 1 << seat
        seat = order[seat]
    return seat == 0 and seen == (1 << len(order)) - 1


def _indices(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _names(mask: int) -> str:
    return " ".join(str(CARDS[i]) for i in _indices(mask))


def side_flags(position: Position) -> Sequence[int]:
    """0 for each seat of the side, 1 for the others (the form the searches use)."""
    return tuple(0 if seat in position.side else 1 for seat in range(position.seat_count))
