"""Strains and denominations, the one call type on a ladder, and bridge contracts (RULES 1.4, 1.7).

A :class:`Ladder` is the data of an auction family: its special calls, then its bids in rank
order. It makes each of its :class:`Call` values once, so calls compare by identity. On bridge's
ladder pass is 0, double 1, redouble 2, then the 35 bids from 1C (3) to 7NT (37), so one bid
beats another iff its index is higher. Booby's and Nullo's ladders are here too; Slam's and
Light bridge's are built in :mod:`bridgekit.contracts` from their games' data.

>>> Call.from_str("1NT"), Call.from_str("x"), str(Call.from_str("pass"))
(Call.from_str('1NT'), Call.from_str('X'), 'P')
>>> Contract.from_str("4HX").tricks_needed
10
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from importlib import import_module
from typing import Final

from bridgekit.cards import Suit
from bridgekit.errors import NotationError, parse_key
from bridgekit.i18n import N_, _

__all__ = [
    "Strain",
    "Denomination",
    "Doubling",
    "CallKind",
    "Ladder",
    "Call",
    "Contract",
    "grid",
    "BRIDGE_LADDER",
    "BOOBY_LADDER",
    "NULLO_LADDER",
    "PASS",
    "DOUBLE",
    "REDOUBLE",
    "BIDS",
    "CALLS",
]


class _Lettered:
    """An enum written by its letter (``str``) and named by its member (``repr``: ``Strain.SPADES``)."""

    name: str

    @property
    def letter(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Strain(_Lettered, IntEnum):
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

    @classmethod
    def from_suit(cls, suit: Suit) -> Strain:
        return cls(int(suit))

    @classmethod
    def from_str(cls, text: str) -> Strain:
        """Parse ``NT``, ``N``, ``S``, ``♥`` …

        :raises NotationError: if the text is not a strain
        """
        return parse_key(_STRAIN_BY_TEXT, text, N_("not a strain: {text} (expected C, D, H, S or NT)"))


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


class Denomination(_Lettered, IntEnum):
    """A denomination of any ladder: the bridge strains plus NULLO (Booby, Nullo, Slam)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4
    NULLO = 5

    @property
    def letter(self) -> str:
        """``C``, ``D``, ``H``, ``S``, ``NT`` or ``NU``."""
        return ("C", "D", "H", "S", "NT", "NU")[self]

    @property
    def strain(self) -> Strain | None:
        """The bridge strain (``None`` for nullo)."""
        return None if self is Denomination.NULLO else Strain(int(self))

    @property
    def trump(self) -> Suit | None:
        """The trump suit; nullo and NT have none (RULES 13.2)."""
        return Suit(int(self)) if self < Denomination.NOTRUMP else None

    @classmethod
    def from_str(cls, text: str) -> Denomination:
        """Parse ``NU``/``nullo`` or a strain (``C``, ``D``, ``H``, ``S``, ``NT``).

        >>> Denomination.from_str("nullo"), Denomination.from_str("nt")
        (Denomination.NULLO, Denomination.NOTRUMP)

        :raises NotationError: if the text is not a denomination
        """
        key = text.strip().upper()
        if key in ("NU", "NULLO", "NL"):
            return cls.NULLO
        try:
            return cls(int(Strain.from_str(key)))
        except NotationError:
            raise NotationError(
                _("not a denomination: {text} (expected C, D, H, S, NT or NU)").format(text=repr(text))
            ) from None


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


class CallKind(Enum):
    """What a call is, on any ladder: one of the three special calls or a kind of bid.

    Light bridge's words are aliases: ``CONTRA`` is ``DOUBLE``, ``RECONTRA`` is ``REDOUBLE``,
    ``ORDINARY`` is ``BID``.
    """

    PASS = "pass"
    DOUBLE = "double"
    REDOUBLE = "redouble"
    BID = "bid"
    MISERE = "misere"
    EXACT = "exact"
    CONTRA = "double"
    RECONTRA = "redouble"
    ORDINARY = "bid"

    @property
    def prefix(self) -> str:
        """What a bid of this kind is written with before its level: ``M`` misère-type, ``=`` exactly-N."""
        return _KIND_PREFIX.get(self, "")


_KIND_PREFIX: Final = {CallKind.MISERE: "M", CallKind.EXACT: "="}
_PREFIX_KIND: Final = {"": CallKind.BID, "M": CallKind.MISERE, "=": CallKind.EXACT}
_SPECIAL_TEXT: Final = {CallKind.PASS: "P", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}
#: other ways to write the special calls, on every ladder
_SPECIAL_ALIASES: Final = {
    **dict.fromkeys(("PASS", "PA", "-", "ПАС"), CallKind.PASS),
    **dict.fromkeys(("DBL", "D", "DOUBLE", "CONTRA", "КОНТРА"), CallKind.DOUBLE),
    **dict.fromkeys(("RDBL", "R", "REDOUBLE", "RECONTRA", "РЕКОНТРА"), CallKind.REDOUBLE),
}
_BID_RE: Final = re.compile(r"^(M|=|)(\d{1,2})(.*)$")
#: a bid on a ladder before it is made a call: its kind, its level, its denomination
BidSpec = tuple[CallKind, int, "Denomination | None"]


@dataclass(frozen=True, eq=False, repr=False)
class Ladder:
    """The calls of one auction family as data: the special calls, then the bids in rank order.

    A call is made once per ladder (``ladder.calls``, indexed by :attr:`Call.index`), so calls
    compare by identity and a bid beats another of its ladder iff its index is higher (where the
    ladder is ranked; Light bridge's auction ranks its own way).

    :param name: the ladder's name (``bridge``, ``nullo``, ``booby``, ``slam``, ``light``)
    :param bids: every bid, lowest first: (kind, level, denomination)
    :param specials: the special calls before the bids (pass, double, redouble)
    :param expected: the help of a :class:`NotationError`, formatted with ``text``
    :param home: ``module:ATTRIBUTE`` of the ladder, for ``repr`` and pickling
    :param hash_base: added to a call's index to make its hash

    >>> NULLO_LADDER.call("3 nullo"), str(NULLO_LADDER.call("pass"))
    (NULLO_LADDER.call('3NU'), 'P')
    >>> NULLO_LADDER.call("4NU").index > NULLO_LADDER.call("4D").index
    True
    """

    name: str
    bids: tuple[BidSpec, ...]
    specials: tuple[CallKind, ...] = (CallKind.PASS, CallKind.DOUBLE, CallKind.REDOUBLE)
    expected: str = "not a call: {text!r}"
    home: str = ""
    hash_base: int = 3000
    calls: tuple[Call, ...] = field(init=False)
    _by_text: dict[str, Call] = field(init=False)
    _by_parts: dict[tuple[CallKind, int, Denomination | None], Call] = field(init=False)

    def __post_init__(self) -> None:
        specs: list[BidSpec] = [(kind, 0, None) for kind in self.specials]
        calls = tuple(Call._make(self, index, *spec) for index, spec in enumerate(specs + list(self.bids)))
        set_attr = object.__setattr__
        set_attr(self, "calls", calls)
        by_text = {call._text: call for call in calls}
        for alias, kind in _SPECIAL_ALIASES.items():
            if kind in self.specials:
                by_text[alias] = calls[self.specials.index(kind)]
        set_attr(self, "_by_text", by_text)
        set_attr(self, "_by_parts", {(c.kind, c.level, c.denomination): c for c in calls if c.is_bid})
        _LADDERS[self.name] = self

    @property
    def first_bid(self) -> int:
        """The index of the lowest bid."""
        return len(self.specials)

    def special(self, kind: CallKind) -> Call:
        """The special call of *kind* (pass, double, redouble)."""
        return self.calls[self.specials.index(kind)]

    def bid(
        self, level: int, denomination: Denomination | Strain | None = None, kind: CallKind = CallKind.BID
    ) -> Call:
        """The bid of *kind* at *level* in *denomination*.

        :raises NotationError: if the ladder has no such bid
        """
        key = Denomination(denomination) if denomination is not None else None
        call = self._by_parts.get((kind, level, key))
        if call is None:
            text = f"{kind.prefix}{level}{key.letter if key is not None else ''}"
            raise NotationError(
                _("not a bid of {ladder}: {text} (RULES 1.4)").format(ladder=self.name, text=text)
            )
        return call

    def beats(self, bid: Call, other: Call) -> bool:
        """Whether *bid* ranks above *other*, two bids of this ladder.

        >>> BOOBY_LADDER.beats(BOOBY_LADDER.call("4S"), BOOBY_LADDER.call("4NU"))
        True
        """
        return bid.index > other.index

    def call(self, text: str) -> Call:
        """Parse a call of this ladder: ``1NT``, ``2s``, ``3♥``, ``4NU``/``4 nullo``, ``M7H``, ``=3D``,
        ``P``/``Pass``, ``X``/``Dbl``, ``XX``/``Rdbl``.

        :raises NotationError: if the text is not a call of this ladder
        """
        key = text.strip().upper().replace(" ", "")
        call = self._by_text.get(key)
        if call is not None:
            return call
        match = _BID_RE.match(key)
        if match is not None:
            prefix, level, rest = match.groups()
            try:
                denomination = Denomination.from_str(rest) if rest else None
            except NotationError:
                pass
            else:
                call = self._by_parts.get((_PREFIX_KIND[prefix], int(level), denomination))
                if call is not None:
                    return call
        raise NotationError(_(self.expected).format(text=text))

    def __repr__(self) -> str:
        return self.home.partition(":")[2] or f"Ladder({self.name!r})"


_LADDERS: Final[dict[str, Ladder]] = {}


def _ladder_call(name: str, text: str, home: str = "") -> Call:
    """The call *text* of the ladder *name*, defined in *home* (what unpickling a call does)."""
    if name not in _LADDERS and home:
        import_module(home.partition(":")[0])
    return _LADDERS[name].call(text)


class Call:
    """A call of an auction: a special call (pass, double, redouble) or a bid on its ladder.

    Made only by its :class:`Ladder`, so two calls are equal iff they are the same object.
    *level* is the level of a bid (Slam's: its points), 0 for a special call; *strain* the trump
    strain of a bid (``None`` for a nullo bid and a special call); *denomination* the same with
    nullo (:class:`Denomination`).
    """

    __slots__ = (
        "ladder",
        "index",
        "kind",
        "level",
        "strain",
        "denomination",
        "is_bid",
        "is_pass",
        "is_double",
        "is_redouble",
        "_text",
        "_hash",
    )

    ladder: Ladder
    index: int
    kind: CallKind
    level: int
    strain: Strain | None
    denomination: Denomination | None
    is_bid: bool
    is_pass: bool
    is_double: bool
    is_redouble: bool
    _text: str
    _hash: int

    @classmethod
    def _make(
        cls, ladder: Ladder, index: int, kind: CallKind, level: int, denomination: Denomination | None
    ) -> Call:
        call = object.__new__(cls)
        set_attr = object.__setattr__
        strain = denomination.strain if denomination is not None else None
        if kind in _SPECIAL_TEXT:
            text = _SPECIAL_TEXT[kind]
        else:
            text = f"{kind.prefix}{level}{denomination.letter if denomination is not None else ''}"
        is_bid = kind not in _SPECIAL_TEXT
        set_attr(call, "ladder", ladder)
        set_attr(call, "index", index)
        set_attr(call, "kind", kind)
        set_attr(call, "level", level)
        set_attr(call, "strain", strain)
        set_attr(call, "denomination", denomination)
        set_attr(call, "is_bid", is_bid)
        set_attr(call, "is_pass", kind is CallKind.PASS)
        set_attr(call, "is_double", kind is CallKind.DOUBLE)
        set_attr(call, "is_redouble", kind is CallKind.REDOUBLE)
        set_attr(call, "_text", text)
        set_attr(call, "_hash", ladder.hash_base + index)
        return call

    @classmethod
    def bid(cls, level: int, strain: Strain) -> Call:
        """The bridge bid of *level* (1–7) in *strain*."""
        if not 1 <= level <= 7:
            raise NotationError(_("not a bid: level {level} (levels run from 1 to 7)").format(level=level))
        return CALLS[3 + 5 * (level - 1) + strain]

    @classmethod
    def from_str(cls, text: str) -> Call:
        """Parse a bridge call: ``1NT``, ``2s``, ``3♥``, ``P``/``Pass``, ``X``/``Dbl``, ``XX``/``Rdbl``.

        :raises NotationError: if the text is not a call
        """
        return BRIDGE_LADDER.call(text)

    @property
    def tricks_needed(self) -> int:
        """6 + level for a bid (RULES 1.4)."""
        return 6 + self.level

    def symbol(self) -> str:
        """``1♠``-style text; ``NT`` stays ``NT``, ``M7♥`` and ``=3♦`` in Light bridge."""
        if self.strain is None:
            return self._text
        return f"{self.kind.prefix}{self.level}{self.strain.symbol}"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Call is immutable")  # i18n-ok

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        if self.ladder is BRIDGE_LADDER:
            return f"Call.from_str({self._text!r})"
        return f"{self.ladder!r}.call({self._text!r})"

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[object, tuple[str, str, str]]:
        return (_ladder_call, (self.ladder.name, self._text, self.ladder.home))

    def __copy__(self) -> Call:
        return self

    def __deepcopy__(self, memo: object) -> Call:
        return self


def grid(levels: range, denominations: tuple[Denomination, ...]) -> tuple[BidSpec, ...]:
    """Every bid of *levels* × *denominations*, lowest first (denominations in rank order)."""
    return tuple((CallKind.BID, level, d) for level in levels for d in denominations)


_D = Denomination
#: RULES 1.4: C < D < H < S < NT at each level from 1 to 7
BRIDGE_LADDER: Final = Ladder(
    "bridge",
    grid(range(1, 8), (_D.CLUBS, _D.DIAMONDS, _D.HEARTS, _D.SPADES, _D.NOTRUMP)),
    expected=N_("not a call: {text!r} (expected e.g. 1NT, 4S, P, X, XX)"),
    home="bridgekit.calls:BRIDGE_LADDER",
    hash_base=1000,
)


def _nullo_ladder(name: str, order: tuple[Denomination, ...], hash_offset: int) -> Ladder:
    """A ladder of the six denominations of Booby and Nullo, in *order* at each level from 1 to 7."""
    return Ladder(
        name,
        grid(range(1, 8), order),
        expected="not a call: {text!r} (expected e.g. 4NU (nullo), 1NT, 4S, P, X, XX)",
        home=f"bridgekit.calls:{name.upper()}_LADDER",
        hash_base=2000 + hash_offset,
    )


#: RULES 13.2: Booby's C < D < H < nullo < S < NT
BOOBY_LADDER: Final = _nullo_ladder(
    "booby", (_D.CLUBS, _D.DIAMONDS, _D.HEARTS, _D.NULLO, _D.SPADES, _D.NOTRUMP), 2000
)
#: RULES 14.3: Nullo's C < D < nullo < H < S < NT
NULLO_LADDER: Final = _nullo_ladder(
    "nullo", (_D.CLUBS, _D.DIAMONDS, _D.NULLO, _D.HEARTS, _D.SPADES, _D.NOTRUMP), 2100
)
CALLS: Final[tuple[Call, ...]] = BRIDGE_LADDER.calls
PASS: Final = CALLS[0]
DOUBLE: Final = CALLS[1]
REDOUBLE: Final = CALLS[2]
BIDS: Final = CALLS[3:]


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
            raise NotationError(
                _("not a contract: level {level} (levels run from 1 to 7)").format(level=level)
            )
        object.__setattr__(self, "level", level)
        object.__setattr__(self, "strain", Strain(strain))
        object.__setattr__(self, "doubling", Doubling(doubling))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Contract is immutable")  # i18n-ok

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
        raise NotationError(
            _("not a contract: {text} (expected e.g. 4HX, 3NT, 6SXX)").format(text=repr(text))
        )

    @classmethod
    def of(cls, bid: Call | None, doubling: Doubling = Doubling.UNDOUBLED) -> Contract | None:
        """The contract of a bridge *bid* with its *doubling* (``None`` when there is no bid).

        >>> str(Contract.of(Call.from_str("4H"), Doubling.DOUBLED))
        '4HX'
        """
        if bid is None or bid.strain is None:
            return None
        return cls(bid.level, bid.strain, doubling)

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

    def _key(self) -> tuple[int, Strain, Doubling]:
        """What makes the contract: equality, hashing and pickling all go by it."""
        return (self.level, self.strain, self.doubling)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Contract) and other._key() == self._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __reduce__(self) -> tuple[object, tuple[int, Strain, Doubling]]:
        return (Contract, self._key())
