"""The records of Nullo's exchange (RULES 14.2): a discard and the draw that ends a turn."""

from __future__ import annotations

from typing import Final, NamedTuple

from bridgekit.errors import NotationError
from bridgekit.i18n import N_, _
from bridgekit.records import GivenCard, split_seat, worded

__all__ = ["SEAT_NAMES", "Discarded", "Drew"]

SEAT_NAMES: Final = ("A", "B")


class Discarded(GivenCard):
    """A card discarded face down in the exchange (RULES 14.2); written ``B discards S2``.

    >>> Discarded.from_str("B discards S2")
    Discarded(seat=1, card=Card.from_str('S2'))
    """

    __slots__ = ()
    verb, seat_names, what, example = "discards", SEAT_NAMES, N_("a discard"), "B discards S2"


@worded("draws", seat_names=SEAT_NAMES)
class Drew(NamedTuple):
    """The end of a player's exchange: he draws as many cards as he discarded (RULES 14.2)."""

    seat: int
    number: int

    @classmethod
    def from_str(cls, text: str) -> Drew:
        """:raises NotationError: unless the text is ``<seat> draws <n>``

        >>> Drew.from_str("A draws 3")
        Drew(seat=0, number=3)
        """
        seat, rest = split_seat(text, SEAT_NAMES, N_("a draw"))
        word, _sep, count = rest.partition(" ")
        if word.lower() != "draws" or not count.strip().isdigit():
            raise NotationError(_("not a draw: {text} (expected e.g. 'A draws 3')").format(text=repr(text)))
        return cls(seat, int(count))
