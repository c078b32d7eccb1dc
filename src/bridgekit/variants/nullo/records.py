"""The records of Nullo's exchange (RULES 14.2): a discard and the draw that ends a turn."""

from __future__ import annotations

from typing import Final, NamedTuple

from bridgekit.cards import Card
from bridgekit.errors import NotationError
from bridgekit.variants.nullo_calls import split_seat

__all__ = ["SEAT_NAMES", "Discarded", "Drew"]

SEAT_NAMES: Final = ("A", "B")


class Discarded(NamedTuple):
    """A card discarded face down in the exchange (RULES 14.2); written ``B discards S2``."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"{SEAT_NAMES[self.seat]} discards {self.card}"

    @classmethod
    def from_str(cls, text: str) -> Discarded:
        """:raises NotationError: unless the text is ``<seat> discards <card>``

        >>> Discarded.from_str("B discards S2")
        Discarded(seat=1, card=Card.from_str('S2'))
        """
        seat, rest = split_seat(text, SEAT_NAMES, "a discard")
        word, _, card = rest.partition(" ")
        if word.lower() != "discards":
            raise NotationError(f"not a discard: {text!r} (expected e.g. 'B discards S2')")
        return cls(seat, Card.from_str(card))


class Drew(NamedTuple):
    """The end of a player's exchange: he draws as many cards as he discarded (RULES 14.2)."""

    seat: int
    number: int

    def __str__(self) -> str:
        return f"{SEAT_NAMES[self.seat]} draws {self.number}"

    @classmethod
    def from_str(cls, text: str) -> Drew:
        """:raises NotationError: unless the text is ``<seat> draws <n>``

        >>> Drew.from_str("A draws 3")
        Drew(seat=0, number=3)
        """
        seat, rest = split_seat(text, SEAT_NAMES, "a draw")
        word, _, count = rest.partition(" ")
        if word.lower() != "draws" or not count.strip().isdigit():
            raise NotationError(f"not a draw: {text!r} (expected e.g. 'A draws 3')")
        return cls(seat, int(count))
