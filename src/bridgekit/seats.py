"""Seats, sides, vulnerability and the duplicate board cycle (RULES 0.3, 6.1).

Four-seat games name seats N, E, S, W clockwise; partners sit opposite. Games with
other seat counts use plain seat indices 0 … n−1 and name them in their variant.

>>> Seat.NORTH.lho, Seat.NORTH.partner, Seat.from_str("w")
(Seat.EAST, Seat.SOUTH, Seat.WEST)
>>> board_dealer(12), board_vulnerability(12)
(Seat.WEST, Vulnerability.NS)
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from bridgekit.errors import NotationError, parse_key
from bridgekit.i18n import N_, _

__all__ = ["Seat", "Side", "Vulnerability", "board_dealer", "board_vulnerability"]


class _TableEnum(IntEnum):
    """An enum of the table, shown as ``Class.NAME`` (the spelling that evaluates to it)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Seat(_TableEnum):
    """A seat of a four-seat table, clockwise from North."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def letter(self) -> str:
        return "NESW"[self]

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return Seat((self + 1) % 4)

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the previous seat clockwise."""
        return Seat((self + 3) % 4)

    @property
    def partner(self) -> Seat:
        return Seat((self + 2) % 4)

    @property
    def side(self) -> Side:
        return Side(self % 2)

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def from_str(cls, text: str) -> Seat:
        """Parse ``N``, ``east``, ``S`` …

        :raises NotationError: if the text is not a seat
        """
        return parse_key(_SEAT_BY_TEXT, text, N_("not a seat: {text} (expected N, E, S or W)"))


_SEAT_BY_TEXT: Final = {**{seat.letter: seat for seat in Seat}, **{seat.name: seat for seat in Seat}}


class Side(_TableEnum):
    """A partnership of a four-seat table."""

    NS = 0
    EW = 1

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat(self), Seat(self + 2))

    @property
    def opponents(self) -> Side:
        return Side(1 - self)

    def __str__(self) -> str:
        return self.name

    @classmethod
    def from_str(cls, text: str) -> Side:
        key = text.strip().upper().replace("-", "").replace("/", "")
        if key in ("NS", "SN"):
            return Side.NS
        if key in ("EW", "WE"):
            return Side.EW
        raise NotationError(_("not a side: {text} (expected NS or EW)").format(text=repr(text)))


class Vulnerability(_TableEnum):
    """Who is vulnerable, written as PBN writes it: ``None NS EW All``."""

    NONE = 0
    NS = 1
    EW = 2
    BOTH = 3

    def is_vulnerable(self, side: Side | Seat) -> bool:
        """Whether the side (or the side of a seat) is vulnerable."""
        side = side.side if isinstance(side, Seat) else side
        return bool(self & (1 << side))

    @classmethod
    def of(cls, *, ns: bool, ew: bool) -> Vulnerability:
        return cls(int(ns) | int(ew) << 1)

    def __str__(self) -> str:
        return _VUL_TEXT[self]

    @classmethod
    def from_str(cls, text: str) -> Vulnerability:
        """Parse PBN's ``None NS EW All`` (also ``Love``, ``-``, ``Both``, ``b``, ``o``, ``n``, ``e``).

        :raises NotationError: if the text is not a vulnerability
        """
        return parse_key(_VUL_BY_TEXT, text, N_("not a vulnerability: {text} (expected None, NS, EW or All)"))


_VUL_TEXT: Final = ("None", "NS", "EW", "All")
_VUL_BY_TEXT: Final = {
    "NONE": Vulnerability.NONE,
    "LOVE": Vulnerability.NONE,
    "-": Vulnerability.NONE,
    "O": Vulnerability.NONE,
    "0": Vulnerability.NONE,
    "NS": Vulnerability.NS,
    "N-S": Vulnerability.NS,
    "N": Vulnerability.NS,
    "EW": Vulnerability.EW,
    "E-W": Vulnerability.EW,
    "E": Vulnerability.EW,
    "ALL": Vulnerability.BOTH,
    "BOTH": Vulnerability.BOTH,
    "B": Vulnerability.BOTH,
}


def board_dealer(board: int) -> Seat:
    """The dealer of a duplicate board (RULES 6.1): N, E, S, W in turn."""
    if board < 1:
        raise NotationError(_("not a board number: {board} (boards start at 1)").format(board=board))
    return Seat((board - 1) % 4)


def board_vulnerability(board: int) -> Vulnerability:
    """The vulnerability of a duplicate board (RULES 6.1), repeating every 16 boards."""
    if board < 1:
        raise NotationError(_("not a board number: {board} (boards start at 1)").format(board=board))
    b = (board - 1) % 16
    return Vulnerability((b + b // 4) % 4)
