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
from functools import cache
from itertools import repeat
from typing import Final, TypeVar, cast

from bridgekit.cards import PACK_52, CardSet, Pack
from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.seats import Seat

__all__ = ["Deal", "collector_paused", "deals_from_masks"]

_SEAT_LETTERS: Final = "NESW"
_T = TypeVar("_T")


class Deal:
    """Immutable hands of each seat (index = seat) and a *talon* of undealt cards.

    The dealer makes its deals in bulk from hand masks (:func:`deals_from_masks`), equal and
    hash-identical to deals made from the same hands the usual way.
    """

    __slots__ = ("hands", "talon")

    hands: tuple[CardSet, ...]
    talon: CardSet

    def __init__(self, hands: Sequence[CardSet], talon: CardSet | None = None) -> None:
        hands = tuple(hands)
        talon = talon if talon is not None else CardSet()
        seen = talon.mask
        for seat, hand in enumerate(hands):
            if seen & hand.mask:
                clash = CardSet(seen & hand.mask)
                raise NotationError(
                    _("inconsistent deal: {cards} held twice (hand {seat})").format(cards=clash, seat=seat)
                )
            seen |= hand.mask
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "talon", talon)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Deal is immutable")  # i18n-ok

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
            raise NotationError(
                _("{count} hands of {size} need more than {pack} cards").format(
                    count=seat_count, size=hand_size, pack=pack.size
                )
            )
        bits = list(_pack_bits(pack))
        _shuffle(rng, bits)
        hands = [CardSet(sum(bits[seat * hand_size : (seat + 1) * hand_size])) for seat in range(seat_count)]
        rest = sum(bits[seat_count * hand_size :])
        if cls is not Deal:
            return cls(hands, CardSet(rest))
        # the hands of a shuffled pack are disjoint: Deal's checks are skipped (play-outs deal a lot)
        deal: Deal = object.__new__(Deal)
        _set_hands(deal, tuple(hands))
        _set_talon(deal, CardSet(rest) if rest else _EMPTY)
        return deal

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Parse a PBN deal ``"N:hand hand hand hand"`` (first seat, then clockwise).

        A hand written ``-`` is unknown and read as empty.

        :raises NotationError: if the text is not a PBN deal
        """
        text = text.strip()
        if len(text) < 2 or text[1] != ":" or text[0].upper() not in _SEAT_LETTERS:
            raise NotationError(
                _("not a PBN deal: {text} (expected 'N:' followed by four hands)").format(text=repr(text))
            )
        first = _SEAT_LETTERS.index(text[0].upper())
        parts = text[2:].split()
        if len(parts) != 4:
            raise NotationError(
                _("not a PBN deal: {text} (expected four hands, found {count})").format(
                    text=repr(text), count=len(parts)
                )
            )
        hands = [CardSet()] * 4
        for offset, part in enumerate(parts):
            hand = CardSet() if part == "-" else CardSet.from_str(part)
            if len(hand.jokers):
                raise NotationError(
                    _("not a PBN deal: {text} (PBN hands hold no jokers)").format(text=repr(text))
                )
            hands[(first + offset) % 4] = hand
        return cls(hands)

    def pbn(self, first: Seat = Seat.NORTH) -> str:
        """The PBN deal string, starting with *first*."""
        if len(self.hands) != 4:
            raise NotationError(_("PBN deals have four hands"))
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


_EMPTY: Final = CardSet()
_set_hands = vars(Deal)["hands"].__set__
_set_talon = vars(Deal)["talon"].__set__


@cache
def _pack_bits(pack: Pack) -> tuple[int, ...]:
    """The bit of each card of *pack*, in the pack's order."""
    return tuple(card.mask for card in pack.cards)


@cache
def _shuffle_steps(count: int) -> tuple[tuple[int, int, int], ...]:
    """For a list of *count* items, each step of :meth:`random.Random.shuffle`: the position *i*,
    the bound *i* + 1 of the position it swaps with, and the bits drawn for it."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, count)))


def _shuffle(rng: random.Random, items: list[int]) -> None:
    """``rng.shuffle(items)``, with the same result: for a plain :class:`random.Random`, its
    steps (``_randbelow_with_getrandbits``) are taken here without a call a card."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i, bound, bits in _shuffle_steps(len(items)):
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def deals_from_masks(hands: Sequence[Sequence[int]], talons: Iterable[CardSet] | None = None) -> list[Deal]:
    """Deals made in bulk from hand masks ``hands[seat][deal]``, for a dealer whose masks are
    disjoint by construction: :class:`Deal`'s checks are skipped, and every object (the
    :class:`CardSet` hands, their tuples, the deals) is made in C loops (``map``) with the
    cycle collector paused (they hold no cycles, and its passes over so many new objects would
    cost more than making them). *talons*: one a deal (default: none).

    >>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    >>> [fast] = deals_from_masks([[hand.mask] for hand in deal.hands])
    >>> fast == deal and hash(fast) == hash(deal) and fast.pbn() == deal.pbn()
    True
    """
    count = len(hands[0]) if hands else 0
    with collector_paused():
        seats = [_made(CardSet, count, mask=masks) for masks in hands]
        talon = repeat(_EMPTY, count) if talons is None else talons
        return _made(Deal, count, hands=zip(*seats, strict=True), talon=talon)


def _made(cls: type[_T], count: int, **slots: Iterable[object]) -> list[_T]:
    """*count* instances of the immutable slotted class *cls*, their slots set from *slots*.

    The slots' own descriptors set them (``__init__`` and ``__setattr__`` are skipped).
    """
    made = cast(list[_T], list(map(object.__new__, repeat(cls, count))))
    for name, values in slots.items():
        deque(map(vars(cls)[name].__set__, made, values), maxlen=0)
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
