"""Suits, ranks, cards, jokers, packs and :class:`CardSet`, a hand as a bit mask.

A card has an *index*: ``13 * suit + (rank - 2)`` for the 52 ordinary cards (clubs
first, two low) and 52, 53 for the two jokers. A :class:`CardSet` is an ``int`` with
bit *index* set for each card it holds, so suits are 13-bit blocks.

>>> Card.from_str("SA")
Card.from_str('SA')
>>> hand = CardSet.from_str("AKQ.JT9.876.5432")
>>> len(hand), hand.hcp, str(hand.suit(Suit.SPADES))
(13, 10, 'AKQ...')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Final

from bridgekit.errors import NotationError, parse_key
from bridgekit.i18n import N_, _

__all__ = [
    "Suit",
    "Rank",
    "Card",
    "CardSet",
    "Pack",
    "PACK_32",
    "PACK_36",
    "PACK_52",
    "PACK_54",
    "JOKERS",
    "CARDS",
]


class Suit(IntEnum):
    """The four suits in bridge order (clubs lowest)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """``C``, ``D``, ``H`` or ``S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """``♣``, ``♦``, ``♥`` or ``♠``."""
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def is_major(self) -> bool:
        return self >= Suit.HEARTS

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def from_str(cls, text: str) -> Suit:
        """Parse ``S``, ``h``, ``♠``, ``♥``, ...

        :raises NotationError: if the text is not a suit
        """
        return parse_key(_SUIT_BY_TEXT, text, N_("not a suit: {text} (expected S, H, D or C)"))


_SUIT_BY_TEXT: Final = {
    **{s.letter: s for s in Suit},
    **{s.symbol: s for s in Suit},
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
}

#: the suits from spades down, the order in which hands are written
SUITS_DOWN: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Rank(IntEnum):
    """Ranks from two (2) to ace (14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """``2`` … ``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_LETTERS[self - 2]

    @property
    def hcp(self) -> int:
        """High-card points (RULES 0.5): A 4, K 3, Q 2, J 1."""
        return max(0, self - 10)

    @property
    def is_honour(self) -> bool:
        """A, K, Q, J or T (RULES 0.5)."""
        return self >= Rank.TEN

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def from_str(cls, text: str) -> Rank:
        """Parse ``A``, ``k``, ``T``, ``10``, ``9`` …

        :raises NotationError: if the text is not a rank
        """
        key = text.strip().upper()
        if key == "10":
            return Rank.TEN
        if len(key) == 1 and key in _RANK_LETTERS:
            return Rank(_RANK_LETTERS.index(key) + 2)
        raise NotationError(_("not a rank: {text} (expected A K Q J T 9 … 2)").format(text=repr(text)))


_RANK_LETTERS: Final = "23456789TJQKA"
JOKER_NAMES: Final = ("J1", "J2")


class Card:
    """One card, interned: there is exactly one object per card.

    Ordinary cards have a suit and a rank; the two jokers (54-card pack) have
    neither and are written ``J1`` and ``J2``.
    """

    __slots__ = ("index", "mask", "suit", "rank", "_text")

    index: int
    #: the bit of this card in a :class:`CardSet`
    mask: int
    suit: Suit | None
    rank: Rank | None
    _text: str

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        return CARDS[13 * suit + rank - 2]

    @classmethod
    def _make(cls, index: int) -> Card:
        card = object.__new__(cls)
        set_attr = object.__setattr__
        set_attr(card, "index", index)
        set_attr(card, "mask", 1 << index)
        if index < 52:
            suit, rank = Suit(index // 13), Rank(index % 13 + 2)
            set_attr(card, "suit", suit)
            set_attr(card, "rank", rank)
            set_attr(card, "_text", suit.letter + rank.letter)
        else:
            set_attr(card, "suit", None)
            set_attr(card, "rank", None)
            set_attr(card, "_text", JOKER_NAMES[index - 52])
        return card

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card of a given index (0–53)."""
        return CARDS[index]

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Parse ``SA``, ``h10``, ``♠A``, ``AS`` or a joker ``J1``/``J2``.

        :raises NotationError: if the text is not a card
        """
        key = text.strip().upper()
        card = _CARD_BY_TEXT.get(key)
        if card is not None:
            return card
        if len(key) >= 2:
            for suit_text, rank_text in ((key[0], key[1:]), (key[-1], key[:-1])):
                if suit_text in _SUIT_BY_TEXT:
                    try:
                        return Card(_SUIT_BY_TEXT[suit_text], Rank.from_str(rank_text))
                    except NotationError:
                        pass
        raise NotationError(
            _("not a card: {text} (expected suit and rank, e.g. SA, HT, C2)").format(text=repr(text))
        )

    @property
    def is_joker(self) -> bool:
        return self.index >= 52

    @property
    def hcp(self) -> int:
        return 0 if self.rank is None else self.rank.hcp

    def symbol(self) -> str:
        """``♠A``-style text (jokers as ``J1``/``J2``)."""
        if self.suit is None or self.rank is None:
            return self._text
        return self.suit.symbol + self.rank.letter

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")  # i18n-ok

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.from_str({self._text!r})"

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


CARDS: Final[tuple[Card, ...]] = tuple(Card._make(i) for i in range(54))
JOKERS: Final = CARDS[52:]
_CARD_BY_TEXT: Final = {card._text: card for card in CARDS}

SUIT_MASK: Final = tuple(0x1FFF << (13 * s) for s in range(4))
JOKER_MASK: Final = 0b11 << 52
ALL_52: Final = (1 << 52) - 1


def iter_indices(mask: int) -> Iterator[int]:
    """The indices of the set bits of *mask*, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class CardSet:
    """An immutable set of cards held as an ``int`` bit mask.

    Iteration goes from the lowest card (C2) up; ``str`` is the PBN hand
    ``S.H.D.C`` with ranks high to low, and jokers, if any, after a fifth dot.

    >>> CardSet.from_str("AK..Q.") | CardSet.from_str("..J.2")
    CardSet.from_str('AK..QJ.2')
    """

    __slots__ = ("mask",)

    mask: int

    def __init__(self, cards: Iterable[Card] | int = 0) -> None:
        if isinstance(cards, int):
            mask = cards
        else:
            mask = 0
            for card in cards:
                mask |= 1 << card.index
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")  # i18n-ok

    @classmethod
    def from_str(cls, text: str) -> CardSet:
        """Parse a PBN hand ``AKQ.JT9.876.5432`` (spades first; ``-`` for a void).

        A fifth group lists jokers by number (``.12`` for both).

        :raises NotationError: if the text is not a hand
        """
        groups = text.strip().split(".")
        if len(groups) not in (4, 5):
            raise NotationError(
                _("not a hand: {text} (expected four suits separated by dots)").format(text=repr(text))
            )
        mask = 0
        for suit, group in zip(SUITS_DOWN, groups[:4], strict=False):
            if group == "-":
                continue
            group = group.upper().replace("10", "T")
            for letter in group:
                if letter not in _RANK_LETTERS:
                    raise NotationError(
                        _("not a hand: {text} ({letter} is not a rank)").format(
                            text=repr(text), letter=repr(letter)
                        )
                    )
                bit = 1 << (13 * suit + _RANK_LETTERS.index(letter))
                if mask & bit:
                    raise NotationError(
                        _("not a hand: {text} ({card} twice)").format(
                            text=repr(text), card=f"{suit.letter}{letter}"
                        )
                    )
                mask |= bit
        if len(groups) == 5:
            for letter in groups[4]:
                if letter not in "12":
                    raise NotationError(
                        _("not a hand: {text} (jokers are written 1 and 2)").format(text=repr(text))
                    )
                mask |= 1 << (51 + int(letter))
        return cls(mask)

    @classmethod
    def from_cards(cls, text: str) -> CardSet:
        """Parse cards separated by spaces or commas: ``"SA HK C2"``."""
        parts = text.replace(",", " ").split()
        return cls(Card.from_str(part) for part in parts)

    def suit(self, suit: Suit) -> CardSet:
        """The cards of one suit."""
        return CardSet(self.mask & SUIT_MASK[suit])

    def suit_length(self, suit: Suit) -> int:
        return (self.mask & SUIT_MASK[suit]).bit_count()

    @property
    def shape(self) -> tuple[int, int, int, int]:
        """Suit lengths in the order S, H, D, C."""
        m = self.mask
        return (
            (m & SUIT_MASK[3]).bit_count(),
            (m & SUIT_MASK[2]).bit_count(),
            (m & SUIT_MASK[1]).bit_count(),
            (m & SUIT_MASK[0]).bit_count(),
        )

    @property
    def hcp(self) -> int:
        """High-card points (RULES 0.5)."""
        return sum(card.hcp for card in self)

    @property
    def jokers(self) -> CardSet:
        return CardSet(self.mask & JOKER_MASK)

    def ranks(self, suit: Suit) -> list[Rank]:
        """The ranks held in a suit, highest first."""
        return [c.rank for c in reversed(list(self.suit(suit))) if c.rank is not None]

    def highest(self) -> Card:
        return CARDS[self.mask.bit_length() - 1]

    def lowest(self) -> Card:
        return CARDS[(self.mask & -self.mask).bit_length() - 1]

    def __iter__(self) -> Iterator[Card]:
        mask = self.mask
        while mask:
            low = mask & -mask
            yield CARDS[low.bit_length() - 1]
            mask ^= low

    def __reversed__(self) -> Iterator[Card]:
        return reversed(list(self))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask >> card.index & 1)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __xor__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask ^ other.mask)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __le__(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def __str__(self) -> str:
        groups = []
        for suit in SUITS_DOWN:
            bits = self.mask >> (13 * suit) & 0x1FFF
            groups.append("".join(_RANK_LETTERS[r] for r in range(12, -1, -1) if bits >> r & 1))
        text = ".".join(groups)
        jokers = self.mask >> 52 & 0b11
        if jokers:
            text += "." + "".join(str(i + 1) for i in range(2) if jokers >> i & 1)
        return text

    def __repr__(self) -> str:
        return f"CardSet.from_str({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (CardSet, (self.mask,))


class Pack:
    """A pack of cards: 32, 36, 52 or 54 cards (RULES 0.2)."""

    __slots__ = ("size", "cards", "mask")

    size: int
    cards: tuple[Card, ...]
    mask: int

    def __init__(self, size: int) -> None:
        lowest = {32: Rank.SEVEN, 36: Rank.SIX, 52: Rank.TWO, 54: Rank.TWO}.get(size)
        if lowest is None:
            raise NotationError(_("no pack of {size} cards (packs have 32, 36, 52 or 54)").format(size=size))
        cards = [c for c in CARDS[:52] if c.rank is not None and c.rank >= lowest]
        if size == 54:
            cards.extend(JOKERS)
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "cards", tuple(cards))
        object.__setattr__(self, "mask", CardSet(cards).mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Pack is immutable")  # i18n-ok

    @property
    def cardset(self) -> CardSet:
        return CardSet(self.mask)

    @property
    def lowest_rank(self) -> Rank:
        return min(c.rank for c in self.cards if c.rank is not None)

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask >> card.index & 1)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pack) and other.size == self.size

    def __hash__(self) -> int:
        return self.size

    def __repr__(self) -> str:
        return f"Pack({self.size})"


PACK_32: Final = Pack(32)
PACK_36: Final = Pack(36)
PACK_52: Final = Pack(52)
PACK_54: Final = Pack(54)
