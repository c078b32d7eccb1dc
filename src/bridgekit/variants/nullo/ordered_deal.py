"""A deal that remembers the order of the cards: each hand as dealt and the stock from the top.

Nullo draws from the top of a stock (RULES 14.2), Slam deals in stages (RULES 15.2) and
Chinese bridge lays its table rows in the order dealt (RULES 16.1), so their deal record
keeps the order. ``hands`` and ``talon`` are the plain sets, as in every :class:`Deal`.

>>> deal = OrderedDeal.from_str("SA HK | D2 C3 / CA C2")
>>> deal.stock, deal.hands[1]
((Card.from_str('CA'), Card.from_str('C2')), CardSet.from_str('..2.3'))
>>> OrderedDeal.from_str(str(deal)) == deal
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bridgekit.cards import Card, CardSet, Pack
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.i18n import _

__all__ = ["OrderedDeal", "ordered"]


class OrderedDeal(Deal):
    """Hands as sequences in dealing order, and an ordered stock (top first)."""

    __slots__ = ("sequences", "stock")

    sequences: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]

    def __init__(self, sequences: Sequence[Sequence[Card]], stock: Sequence[Card] = ()) -> None:
        seqs = tuple(tuple(seq) for seq in sequences)
        for seq in (*seqs, tuple(stock)):
            if len(set(seq)) != len(seq):
                raise NotationError(
                    _("inconsistent deal: a card twice in {cards}").format(cards=" ".join(map(str, seq)))
                )
        super().__init__([CardSet(seq) for seq in seqs], CardSet(stock))
        object.__setattr__(self, "sequences", seqs)
        object.__setattr__(self, "stock", tuple(stock))

    @classmethod
    def random(  # type: ignore[override]
        cls,
        rng: random.Random | None = None,
        *,
        seed: int | None = None,
        pack: Pack,
        seat_count: int,
        hand_size: int,
    ) -> OrderedDeal:
        """A shuffled deal: the first *hand_size* cards to each seat in turn, the rest the stock."""
        if rng is None:
            rng = random.Random(seed)
        cards = list(pack.cards)
        rng.shuffle(cards)
        hands = [cards[seat * hand_size : (seat + 1) * hand_size] for seat in range(seat_count)]
        return cls(hands, cards[seat_count * hand_size :])

    @classmethod
    def from_str(cls, text: str) -> OrderedDeal:
        """Parse ``"SA HK … | D2 … / CA C2 …"``: hands separated by ``|``, the stock after ``/``.

        :raises NotationError: if the text is not such a deal
        """
        hands_text, _sep, stock_text = text.partition("/")
        try:
            hands = [[Card.from_str(c) for c in part.split()] for part in hands_text.split("|")]
            stock = [Card.from_str(c) for c in stock_text.split()]
        except NotationError as error:
            raise NotationError(
                _("not an ordered deal: {text} ({error})").format(text=repr(text), error=error)
            ) from None
        return cls(hands, stock)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, OrderedDeal) and other.sequences == self.sequences and other.stock == self.stock
        )

    def __hash__(self) -> int:
        return hash((self.sequences, self.stock))

    def __str__(self) -> str:
        hands = " | ".join(" ".join(map(str, seq)) for seq in self.sequences)
        return hands + (" / " + " ".join(map(str, self.stock)) if self.stock else "")

    def __repr__(self) -> str:
        return f"OrderedDeal.from_str({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[str]]:  # type: ignore[override]
        return (OrderedDeal.from_str, (str(self),))


def ordered(deal: Deal) -> OrderedDeal:
    """*deal* with an order: itself if it has one; else each hand and the talon lowest card first.

    >>> ordered(Deal([CardSet.from_str("A...")], CardSet.from_str("..2.3"))).stock
    (Card.from_str('C3'), Card.from_str('D2'))
    """
    if isinstance(deal, OrderedDeal):
        return deal
    return OrderedDeal([list(hand) for hand in deal.hands], list(deal.talon))
