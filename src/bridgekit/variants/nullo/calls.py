"""The record of a call in Booby and Nullo (RULES 13.2, 14.3): ``A 4NU``.

Their calls are those of :data:`~bridgekit.calls.BOOBY_LADDER` and
:data:`~bridgekit.calls.NULLO_LADDER`, their auction a :class:`~bridgekit.auction.NulloAuction`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from bridgekit.calls import BOOBY_LADDER, Call, Ladder
from bridgekit.errors import NotationError
from bridgekit.i18n import N_, _

__all__ = ["NulloCalled", "split_seat"]


class NulloCalled(NamedTuple):
    """A call of a nullo ladder made by a seat; written ``A 4NU``.

    >>> NulloCalled.from_str("A 4NU", ("A", "B", "C"))
    NulloCalled(seat=0, call=BOOBY_LADDER.call('4NU'))
    """

    seat: int
    call: Call

    def text(self, seat_names: Sequence[str]) -> str:
        return f"{seat_names[self.seat]} {self.call}"

    @classmethod
    def from_str(cls, text: str, seat_names: Sequence[str], ladder: Ladder = BOOBY_LADDER) -> NulloCalled:
        """Parse ``"<seat> <call>"``.

        :raises NotationError: if the text is not a seat and a call
        """
        seat, call = split_seat(text, seat_names, N_("a call"))
        return cls(seat, ladder.call(call))


def split_seat(text: str, seat_names: Sequence[str], what: str) -> tuple[int, str]:
    """Split ``"<seat> <rest>"`` into the seat's index and the rest.

    >>> split_seat("B SA", ("A", "B"), "a card")
    (1, 'SA')

    :raises NotationError: if the text does not start with one of *seat_names*
    """
    head, _sep, rest = text.strip().partition(" ")
    names = [name.upper() for name in seat_names]
    if head.upper() not in names or not rest.strip():
        raise NotationError(
            _("not a seat and {what}: {text} (seats: {seat_names})").format(
                what=_(what), text=repr(text), seat_names=", ".join(seat_names)
            )
        )
    return names.index(head.upper()), rest.strip()
