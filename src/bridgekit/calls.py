"""Strains, the calls of contract bridge, and contracts (RULES 1.4, 1.7).

Calls are interned and ordered by their *index*: pass 0, double 1, redouble 2, then
the 35 bids from 1C (3) to 7NT (37), so one bid beats another iff its index is higher.

>>> Call.from_str("1NT"), Call.from_str("x"), str(Call.from_str("pass"))
(Call.from_str('1NT'), Call.from_str('X'), 'P')
>>> Contract.from_str("4HX").tricks_needed
10
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from bridgekit.cards import Suit
from bridgekit.errors import NotationError
from bridgekit.i18n import _

__all__ = ["Strain", "Doubling", "Call", "Contract", "PASS", "DOUBLE", "REDOUBLE", "BIDS", "CALLS"]


class Strain(IntEnum):
    """A denomination: the four suits and no trump, in bidding order."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def letter(self) -> str:
        """``C``, ``D``, ``H``, ``S`` or ``NT``."""
        return _STRAIN_LETTERS[self]

    @property
    def symbol(self) -> str:
        return ("♣", "♦", "♥", "♠", "NT")[self]

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` for no trump."""
        return None if self is Strain.NOTRUMP else Suit(self)

    @property
    def is_major(self) -> bool:
        return self in (Strain.HEARTS, Strain.SPADES)

    @property
    def is_minor(self) -> bool:
        return self in (Strain.CLUBS, Strain.DIAMONDS)

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Strain.{self.name}"

    @classmethod
    def from_suit(cls, suit: Suit) -> Strain:
        return cls(int(suit))

    @classmethod
    def from_str(cls, text: str) -> Strain:
        """Parse ``NT``, ``N``, ``S``, ``♥`` …

        :raises NotationError: if the text is not a strain
        """
        key = text.strip().upper()
        if key in _STRAIN_BY_TEXT:
            return _STRAIN_BY_TEXT[key]
        raise NotationError(f"not a strain: {text!r} (expected C, D, H, S or NT)")


_STRAIN_LETTERS: Final = ("C", "D", "H", "S", "NT")
_STRAIN_BY_TEXT: Final = {
    "C": Strain.CLUBS,
    "D": Strain.DIAMONDS,
    "H": Strain.HEARTS,
    "S": Strain.SPADES,
    "NT": Strain.NOTRUMP,
    "N": Strain.NOTRUMP,
    "SA": Strain.NOTRUMP,
    "BA": Strain.NOTRUMP,
    "♣": Strain.CLUBS,
    "♦": Strain.DIAMONDS,
    "♥": Strain.HEARTS,
    "♠": Strain.SPADES,
    "♧": Strain.CLUBS,
    "♢": Strain.DIAMONDS,
    "♡": Strain.HEARTS,
    "♤": Strain.SPADES,
}


class Doubling(IntEnum):
    """The doubling state of a contract."""

    UNDOUBLED = 0
    DOUBLED = 1
    REDOUBLED = 2

    @property
    def suffix(self) -> str:
        return ("", "X", "XX")[self]

    @property
    def factor(self) -> int:
        """1, 2 or 4: the multiplier of the trick score."""
        return 1 << self


class Call:
    """A call of contract bridge: pass, double, redouble or a bid. Interned."""

    __slots__ = ("index", "level", "strain", "_text")

    index: int
    level: int
    strain: Strain | None
    _text: str

    @classmethod
    def _make(cls, index: int) -> Call:
        call = object.__new__(cls)
        set_attr = object.__setattr__
        set_attr(call, "index", index)
        if index < 3:
            set_attr(call, "level", 0)
            set_attr(call, "strain", None)
            set_attr(call, "_text", ("P", "X", "XX")[index])
        else:
            level, strain = (index - 3) // 5 + 1, Strain((index - 3) % 5)
            set_attr(call, "level", level)
            set_attr(call, "strain", strain)
            set_attr(call, "_text", f"{level}{strain.letter}")
        return call

    @classmethod
    def bid(cls, level: int, strain: Strain) -> Call:
        """The bid of *level* (1–7) in *strain*."""
        if not 1 <= level <= 7:
            raise NotationError(f"not a bid: level {level} (levels run from 1 to 7)")
        return CALLS[3 + 5 * (level - 1) + strain]

    @classmethod
    def from_str(cls, text: str) -> Call:
        """Parse ``1NT``, ``2s``, ``3♥``, ``P``/``Pass``, ``X``/``Dbl``, ``XX``/``Rdbl``.

        :raises NotationError: if the text is not a call
        """
        key = text.strip().upper().replace(" ", "")
        call = _CALL_BY_TEXT.get(key)
        if call is not None:
            return call
        if len(key) >= 2 and key[0] in "1234567":
            try:
                return cls.bid(int(key[0]), Strain.from_str(key[1:]))
            except NotationError:
                pass
        raise NotationError(_("not a call: {text!r} (expected e.g. 1NT, 4S, P, X, XX)").format(text=text))

    @property
    def is_bid(self) -> bool:
        return self.index >= 3

    @property
    def is_pass(self) -> bool:
        return self.index == 0

    @property
    def is_double(self) -> bool:
        return self.index == 1

    @property
    def is_redouble(self) -> bool:
        return self.index == 2

    @property
    def tricks_needed(self) -> int:
        """6 + level for a bid (RULES 1.4)."""
        return 6 + self.level

    def symbol(self) -> str:
        """``1♠``-style text; ``NT`` stays ``NT``."""
        if self.strain is None:
            return self._text
        return f"{self.level}{self.strain.symbol}"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Call is immutable")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Call.from_str({self._text!r})"

    def __hash__(self) -> int:
        return self.index + 1000

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Call.from_str, (self._text,))

    def __copy__(self) -> Call:
        return self

    def __deepcopy__(self, memo: object) -> Call:
        return self


CALLS: Final[tuple[Call, ...]] = tuple(Call._make(i) for i in range(38))
PASS: Final = CALLS[0]
DOUBLE: Final = CALLS[1]
REDOUBLE: Final = CALLS[2]
BIDS: Final = CALLS[3:]
_CALL_BY_TEXT: Final = {
    **{call._text: call for call in CALLS},
    "PASS": PASS,
    "PA": PASS,
    "-": PASS,
    "DBL": DOUBLE,
    "D": DOUBLE,
    "DOUBLE": DOUBLE,
    "RDBL": REDOUBLE,
    "R": REDOUBLE,
    "REDOUBLE": REDOUBLE,
}


class Contract:
    """A contract: level, strain and doubling (RULES 1.7). Written ``4HX``.

    A passed-out deal has no contract (``None`` wherever a contract is expected).
    """

    __slots__ = ("level", "strain", "doubling")

    level: int
    strain: Strain
    doubling: Doubling

    def __init__(self, level: int, strain: Strain, doubling: Doubling = Doubling.UNDOUBLED) -> None:
        if not 1 <= level <= 7:
            raise NotationError(f"not a contract: level {level} (levels run from 1 to 7)")
        object.__setattr__(self, "level", level)
        object.__setattr__(self, "strain", Strain(strain))
        object.__setattr__(self, "doubling", Doubling(doubling))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Contract is immutable")

    @classmethod
    def from_str(cls, text: str) -> Contract:
        """Parse ``4HX``, ``3NT``, ``2SXX``, ``6C*`` (``*`` for double, ``**`` redouble).

        :raises NotationError: if the text is not a contract
        """
        key = text.strip().upper().replace(" ", "")
        doubling = Doubling.UNDOUBLED
        for suffix, value in (
            ("XX", Doubling.REDOUBLED),
            ("**", Doubling.REDOUBLED),
            ("X", Doubling.DOUBLED),
            ("*", Doubling.DOUBLED),
        ):
            if key.endswith(suffix) and len(key) > len(suffix) + 1:
                key, doubling = key[: -len(suffix)], value
                break
        if len(key) >= 2 and key[0] in "1234567":
            try:
                return cls(int(key[0]), Strain.from_str(key[1:]), doubling)
            except NotationError:
                pass
        raise NotationError(f"not a contract: {text!r} (expected e.g. 4HX, 3NT, 6SXX)")

    @property
    def tricks_needed(self) -> int:
        return 6 + self.level

    @property
    def is_doubled(self) -> bool:
        return self.doubling >= Doubling.DOUBLED

    @property
    def is_redoubled(self) -> bool:
        return self.doubling is Doubling.REDOUBLED

    @property
    def bid(self) -> Call:
        return Call.bid(self.level, self.strain)

    def __str__(self) -> str:
        return f"{self.level}{self.strain.letter}{self.doubling.suffix}"

    def __repr__(self) -> str:
        return f"Contract.from_str({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Contract)
            and other.level == self.level
            and other.strain == self.strain
            and other.doubling == self.doubling
        )

    def __hash__(self) -> int:
        return hash((self.level, self.strain, self.doubling))

    def __reduce__(self) -> tuple[object, tuple[int, Strain, Doubling]]:
        return (Contract, (self.level, self.strain, self.doubling))
