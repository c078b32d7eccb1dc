"""A deal: the hands of every seat, plus any cards left on the table (talon, stock).

>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> deal.hands[1].hcp, deal.pbn() == "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
(10, True)
>>> Deal.random(seed=7) == Deal.random(seed=7)
True
"""

from __future__ import annotations

import gc
import random
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from itertools import repeat
from typing import TYPE_CHECKING, Final

from bridgekit.cards import PACK_52, CardSet, Pack
from bridgekit.errors import NotationError
from bridgekit.seats import Seat

__all__ = ["Deal", "collector_paused", "deals_from_masks"]

_SEAT_LETTERS: Final = "NESW"


class Deal:
    """Immutable hands of each seat (index = seat) and a *talon* of undealt cards.

    The dealer makes its deals in bulk from hand masks (:func:`deals_from_masks`); their
    :class:`CardSet` hands are made when they are first read, and the deal is equal, and
    hashes equal, to one made from the same hands the usual way.
    """

    __slots__ = ("hands", "talon", "_masks")

    hands: tuple[CardSet, ...]
    talon: CardSet

    def __init__(self, hands: Sequence[CardSet], talon: CardSet | None = None) -> None:
        hands = tuple(hands)
        talon = talon if talon is not None else CardSet()
        seen = talon.mask
        for seat, hand in enumerate(hands):
            if seen & hand.mask:
                clash = CardSet(seen & hand.mask)
                raise NotationError(f"inconsistent deal: {clash} held twice (hand {seat})")
            seen |= hand.mask
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "talon", talon)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Deal is immutable")

    if not TYPE_CHECKING:  # (for mypy, every Deal has its hands)

        def __getattr__(self, name: str) -> object:
            """Called only for a slot not set: the hands of a deal made from masks, once."""
            if name == "hands":
                hands = tuple(map(CardSet, self._masks))
                _HANDS.__set__(self, hands)
                return hands
            raise AttributeError(f"'Deal' object has no attribute {name!r}")

    @classmethod
    def random(
        cls,
        rng: random.Random | None = None,
        *,
        seed: int | None = None,
        pack: Pack = PACK_52,
        seat_count: int = 4,
        hand_size: int | None = None,
    ) -> Deal:
        """A shuffled deal: *hand_size* cards to each seat, the rest to the talon.

        Reproducible for a given *seed* (or a seeded *rng*).
        """
        if rng is None:
            rng = random.Random(seed)
        if hand_size is None:
            hand_size = pack.size // seat_count
        if hand_size * seat_count > pack.size:
            raise NotationError(f"{seat_count} hands of {hand_size} need more than {pack.size} cards")
        bits = [card.mask for card in pack.cards]
        rng.shuffle(bits)
        hands = [CardSet(sum(bits[seat * hand_size : (seat + 1) * hand_size])) for seat in range(seat_count)]
        rest = sum(bits[seat_count * hand_size :])
        return cls(hands, CardSet(rest))

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Parse a PBN deal ``"N:hand hand hand hand"`` (first seat, then clockwise).

        A hand written ``-`` is unknown and read as empty.

        :raises NotationError: if the text is not a PBN deal
        """
        text = text.strip()
        if len(text) < 2 or text[1] != ":" or text[0].upper() not in _SEAT_LETTERS:
            raise NotationError(f"not a PBN deal: {text!r} (expected 'N:' followed by four hands)")
        first = _SEAT_LETTERS.index(text[0].upper())
        parts = text[2:].split()
        if len(parts) != 4:
            raise NotationError(f"not a PBN deal: {text!r} (expected four hands, found {len(parts)})")
        hands = [CardSet()] * 4
        for offset, part in enumerate(parts):
            hand = CardSet() if part == "-" else CardSet.from_str(part)
            if len(hand.jokers):
                raise NotationError(f"not a PBN deal: {text!r} (PBN hands hold no jokers)")
            hands[(first + offset) % 4] = hand
        return cls(hands)

    def pbn(self, first: Seat = Seat.NORTH) -> str:
        """The PBN deal string, starting with *first*."""
        if len(self.hands) != 4:
            raise NotationError("PBN deals have four hands")
        hands = [str(self.hands[(first + i) % 4]) for i in range(4)]
        return f"{first.letter}:{' '.join(hands)}"

    @property
    def seat_count(self) -> int:
        return len(self.hands)

    @property
    def cards(self) -> CardSet:
        """Every card of the deal, talon included."""
        mask = self.talon.mask
        for hand in self.hands:
            mask |= hand.mask
        return CardSet(mask)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and other.hands == self.hands and other.talon == self.talon

    def __hash__(self) -> int:
        return hash((self.hands, self.talon))

    def __str__(self) -> str:
        if len(self.hands) == 4 and not self.talon:
            return self.pbn()
        return " ".join(str(h) for h in self.hands) + (f" / {self.talon}" if self.talon else "")

    def __repr__(self) -> str:
        if len(self.hands) == 4 and not self.talon:
            return f"Deal.from_pbn({self.pbn()!r})"
        hands = ", ".join(repr(h) for h in self.hands)
        return f"Deal([{hands}], {self.talon!r})"

    def __reduce__(self) -> tuple[object, tuple[tuple[CardSet, ...], CardSet]]:
        return (Deal, (self.hands, self.talon))


_HANDS: Final = vars(Deal)["hands"]
_EMPTY: Final = CardSet()


def deals_from_masks(hands: Iterable[tuple[int, ...]], talons: Iterable[CardSet] | None = None) -> list[Deal]:
    """Deals made in bulk from each deal's hand masks (one tuple a deal, index = seat), for a
    dealer whose masks are disjoint by construction: :class:`Deal`'s checks are skipped, and
    each hand's :class:`CardSet` is made when the deal's hands are first read.

    >>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    >>> [fast] = deals_from_masks([tuple(hand.mask for hand in deal.hands)])
    >>> fast == deal and hash(fast) == hash(deal) and fast.pbn() == deal.pbn()
    True
    """
    with collector_paused():
        made = list(map(object.__new__, repeat(Deal, len(hands := list(hands)))))
        deque(map(vars(Deal)["_masks"].__set__, made, hands), maxlen=0)
        deque(map(vars(Deal)["talon"].__set__, made, repeat(_EMPTY) if talons is None else talons), maxlen=0)
    return made


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while many values are built in bulk (deals, boards,
    results): its full passes would otherwise revisit every value already built, so the cost per
    value would grow with their number. Reference counting still frees everything at once.

    >>> import gc
    >>> with collector_paused():
    ...     gc.isenabled()
    False
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
