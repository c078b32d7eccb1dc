"""The contracts of the family's auctions, with the data of their ladders (RULES 12–15).

Bridge's :class:`~bridgekit.calls.Contract` lives in :mod:`bridgekit.calls`; here are the others:
:class:`NulloContract` (Booby, Nullo), :class:`SlamContract` with Slam's trick values and slam
classes, and Light bridge's :class:`LightContract` with each form's :class:`LevelTable`. The
scoring modules import them; the ladders of Slam and Light bridge are built from them.

>>> NulloContract.from_str("3NU").max_tricks, SlamContract.from_str("24DX").slam_size
(4, 'small')
>>> LightContract.from_str("=3D@6X").describe(LEVEL_TABLES["lb4"])
'exactly 3, diamonds, level 6, contra'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final, TypeAlias

from bridgekit.calls import CallKind, Contract, Denomination, Doubling, Ladder, Strain
from bridgekit.errors import NotationError
from bridgekit.i18n import N_, _, ngettext, pgettext

__all__ = [
    "NulloContract",
    "SlamContract",
    "TRICK_VALUES",
    "MIN_BID",
    "MAX_BID",
    "BOOK",
    "TRICKS",
    "required_tricks",
    "achieved_points",
    "slam_class",
    "BidKind",
    "MISERE_NAMES",
    "LevelTable",
    "LEVEL_TABLES",
    "LightContract",
    "strain_words",
    "SLAM_LADDER",
    "LIGHT_LADDER",
    "GameContract",
]


# -- Booby and Nullo (RULES 13.2, 14.3) ---------------------------------------------------

_CONTRACT_RE: Final = re.compile(r"^([1-7])\s*([A-Z♣♦♥♠]+?)\s*(XX|X)?$")


@dataclass(frozen=True, slots=True)
class NulloContract:
    """A contract of Booby or Nullo: level, denomination and doubling. Written ``4NUX``.

    >>> NulloContract.from_str("4nullo x")
    NulloContract.from_str('4NUX')
    """

    level: int
    denomination: Denomination
    doubling: Doubling = Doubling.UNDOUBLED

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise NotationError(
                _("not a contract: level {level} (levels run from 1 to 7)").format(level=self.level)
            )
        object.__setattr__(self, "denomination", Denomination(self.denomination))
        object.__setattr__(self, "doubling", Doubling(self.doubling))

    @classmethod
    def from_str(cls, text: str) -> NulloContract:
        """Parse ``4NU``, ``4 nullo X``, ``3NTXX``, ``2H``.

        :raises NotationError: if the text is not a contract
        """
        key = text.strip().upper().replace("NULLO", "NU")
        match = _CONTRACT_RE.match(key)
        if match is not None:
            level, name, doubled = match.groups()
            try:
                denomination = Denomination.from_str(name)
            except NotationError:
                pass
            else:
                doubling = Doubling.REDOUBLED if doubled == "XX" else Doubling(doubled == "X")
                return cls(int(level), denomination, doubling)
        raise NotationError(
            _("not a contract: {text} (expected e.g. 4NU, 3NTX, 2HXX)").format(text=repr(text))
        )

    @property
    def is_nullo(self) -> bool:
        return self.denomination is Denomination.NULLO

    @property
    def tricks_needed(self) -> int:
        """Tricks to make a suit or NT contract, 6 + level (0 for nullo: any number up to the maximum)."""
        return 0 if self.is_nullo else 6 + self.level

    @property
    def max_tricks(self) -> int:
        """The most tricks declarer may win: 7 − level in nullo (RULES 13.2), else 13."""
        return 7 - self.level if self.is_nullo else 13

    def is_made(self, tricks: int) -> bool:
        return self.tricks_needed <= tricks <= self.max_tricks

    def overtricks(self, tricks: int) -> int:
        """Tricks beyond the contract; in nullo, each trick fewer than the maximum (RULES 13.4)."""
        if not self.is_made(tricks):
            return 0
        return self.max_tricks - tricks if self.is_nullo else tricks - self.tricks_needed

    def undertricks(self, tricks: int) -> int:
        """Tricks short; in nullo, each trick more than allowed (RULES 13.4)."""
        if self.is_nullo:
            return max(0, tricks - self.max_tricks)
        return max(0, self.tricks_needed - tricks)

    @property
    def bridge_contract(self) -> Contract:
        """The same contract as a bridge :class:`Contract` (nullo is valued like a major)."""
        strain = self.denomination.strain
        return Contract(self.level, Strain.SPADES if strain is None else strain, self.doubling)

    def __str__(self) -> str:
        return f"{self.level}{self.denomination.letter}{self.doubling.suffix}"

    def __repr__(self) -> str:
        return f"NulloContract.from_str({str(self)!r})"


# -- Slam (RULES 15.3) ------------------------------------------------------------------

#: RULES 15.3.1: the value of each trick over five
TRICK_VALUES: Final = {
    Denomination.CLUBS: 6,
    Denomination.DIAMONDS: 6,
    Denomination.HEARTS: 8,
    Denomination.SPADES: 8,
    Denomination.NOTRUMP: 10,
    Denomination.NULLO: 10,
}
#: RULES 15.3.2
MIN_BID: Final = 6
MAX_BID: Final = 50
BOOK: Final = 5
TRICKS: Final = 10


def required_tricks(points: int, denomination: Denomination) -> int:
    """Tricks needed for *points* (suit, NT: at least; nullo: **at most**) (RULES 15.3.1).

    >>> [required_tricks(9, d) for d in (Denomination.DIAMONDS, Denomination.HEARTS,
    ...  Denomination.NOTRUMP, Denomination.NULLO)]
    [7, 7, 6, 4]
    """
    value = TRICK_VALUES[denomination]
    steps = -(-points // value)
    return BOOK - steps if denomination is Denomination.NULLO else BOOK + steps


def achieved_points(tricks: int, denomination: Denomination) -> int:
    """Points achieved with *tricks*, never negative (RULES 15.3.1).

    >>> achieved_points(7, Denomination.HEARTS), achieved_points(3, Denomination.NULLO)
    (16, 20)
    """
    over = BOOK - tricks if denomination is Denomination.NULLO else tricks - BOOK
    return max(0, over * TRICK_VALUES[denomination])


def slam_class(points: int) -> dict[Denomination, str]:
    """The denominations in which *points* is a slam, with its size (RULES 15.3.5).

    >>> slam_class(24), slam_class(20)
    ({Denomination.CLUBS: 'small', Denomination.DIAMONDS: 'small'}, {})
    """
    found = {}
    for denomination, value in TRICK_VALUES.items():
        if points == 4 * value:
            found[denomination] = "small"
        elif points == 5 * value:
            found[denomination] = "grand"
    return found


@dataclass(frozen=True, slots=True)
class SlamContract:
    """A Slam contract: the bid in points, the denomination named, doubling.

    >>> str(SlamContract(20, Denomination.HEARTS)), SlamContract.from_str("24DX")
    ('20H', SlamContract.from_str('24DX'))

    :raises NotationError: for points outside 6–50 or a denomination needing more than 10 tricks
    """

    points: int
    denomination: Denomination
    doubling: Doubling = Doubling.UNDOUBLED

    def __post_init__(self) -> None:
        if not MIN_BID <= self.points <= MAX_BID:
            raise NotationError(
                _("not a Slam bid: {points} (bids run from 6 to 50, RULES 15.3.2)").format(points=self.points)
            )
        needed = required_tricks(self.points, self.denomination)
        if not 0 <= needed <= TRICKS:
            raise NotationError(
                ngettext(
                    "{points} in {denomination} needs {count} trick of 10 (RULES 15.3.2)",
                    "{points} in {denomination} needs {count} tricks of 10 (RULES 15.3.2)",
                    needed,
                ).format(points=self.points, denomination=self.denomination, count=needed)
            )

    @classmethod
    def from_str(cls, text: str) -> SlamContract:
        """Parse ``24D``, ``20HX``, ``40NUXX``.

        :raises NotationError: if the text is not a Slam contract
        """
        key = text.strip().upper()
        doubling = Doubling.UNDOUBLED
        for suffix, value in (("XX", Doubling.REDOUBLED), ("X", Doubling.DOUBLED)):
            if key.endswith(suffix):
                key, doubling = key[: -len(suffix)], value
                break
        digits = len(key) - len(key.lstrip("0123456789"))
        if digits:
            try:
                return cls(int(key[:digits]), Denomination.from_str(key[digits:]), doubling)
            except NotationError:
                pass
        raise NotationError(
            _("not a Slam contract: {text} (expected e.g. 24D, 20HX)").format(text=repr(text))
        )

    @property
    def required_tricks(self) -> int:
        return required_tricks(self.points, self.denomination)

    @property
    def slam_size(self) -> str | None:
        """``small`` or ``grand`` if the bid is a slam in its denomination (RULES 15.3.5)."""
        return slam_class(self.points).get(self.denomination)

    def is_made(self, tricks: int) -> bool:
        return achieved_points(tricks, self.denomination) >= self.points

    def __str__(self) -> str:
        return f"{self.points}{self.denomination.letter}{self.doubling.suffix}"

    def __repr__(self) -> str:
        return f"SlamContract.from_str({str(self)!r})"


# -- Light bridge (RULES 12.2–12.3) --------------------------------------------------


#: the three kinds of bid (RULES 12.2.2) are the calls' own: ``ORDINARY``, ``MISERE``, ``EXACT``
BidKind = CallKind


#: names of the misère-type bids by the most tricks allowed (RULES 12.2.2)
MISERE_NAMES: Final = {3: N_("1/8 misère"), 2: N_("quarter misère"), 1: N_("half misère"), 0: N_("misère")}


@dataclass(frozen=True)
class LevelTable:
    """One form's level table (RULES 12.1, 12.3).

    :param form: the variant id (``lb3``, ``lb4``, ``lb4_52``, ``lb4_54``, ``lb6``)
    :param players: seats at the table
    :param tricks: tricks in a deal
    :param base: the base level L0 (a final bid there means raspasy)
    :param top: the highest level
    :param misere: ``(level, k)`` pairs: the misère-type bid "at most k" of each level
    :param exact_tricks: N of the exactly-N bid
    :param exact_levels: the current levels at which exactly-N may be bid (RULES 12.4.3)
    """

    form: str
    players: int
    tricks: int
    base: int
    top: int
    misere: tuple[tuple[int, int], ...]
    exact_tricks: int
    exact_levels: tuple[int, ...]

    @property
    def is_teams(self) -> bool:
        """Whether the players play in two teams (all forms but ``lb3``)."""
        return self.players != 3

    @property
    def misere_by_level(self) -> Mapping[int, int]:
        """The k ("at most k") of the misère-type bid of each level that has one."""
        return MappingProxyType(dict(self.misere))

    def misere_level(self, k: int) -> int | None:
        """The level of the misère-type bid "at most *k*", or ``None`` if the form has none.

        >>> LEVEL_TABLES["lb3"].misere_level(2), LEVEL_TABLES["lb4"].misere_level(3)
        (7, None)
        """
        for level, most in self.misere:
            if most == k:
                return level
        return None

    @property
    def passes_to_end(self) -> int:
        """Passes in succession that end the auction after a call (RULES 12.4.5)."""
        return self.players - 1


#: RULES 12.1 and 12.3, one table per form
LEVEL_TABLES: Final = MappingProxyType(
    {
        "lb3": LevelTable("lb3", 3, 12, 4, 12, ((7, 2), (8, 1), (9, 0)), 3, (5, 6, 7)),
        "lb4": LevelTable("lb4", 4, 9, 4, 9, ((6, 2), (7, 1), (8, 0)), 3, (5, 6, 7)),
        "lb4_52": LevelTable("lb4_52", 4, 13, 6, 13, ((8, 3), (9, 2), (10, 1), (11, 0)), 4, (7, 8, 9, 10)),
        "lb4_54": LevelTable("lb4_54", 4, 13, 6, 13, ((8, 3), (9, 2), (10, 1), (11, 0)), 4, (7, 8, 9, 10)),
        "lb6": LevelTable("lb6", 6, 9, 4, 9, ((7, 2), (8, 1), (9, 0)), 3, (6, 7, 8)),
    }
)

_SUFFIX: Final = ("", "X", "XX")
_EXACT_RE: Final = re.compile(r"^=(\d)(.+?)@(\d{1,2})(XX|X)?$")
_BID_RE: Final = re.compile(r"^(M?)(\d{1,2})(.+?)(XX|X)?$")


def strain_words(strain: Strain) -> str:
    """The strain in words, in the current language: ``spades``, ``no trump``."""
    return {
        Strain.NOTRUMP: pgettext("strain", "no trump"),
        Strain.SPADES: pgettext("strain", "spades"),
        Strain.HEARTS: pgettext("strain", "hearts"),
        Strain.DIAMONDS: pgettext("strain", "diamonds"),
        Strain.CLUBS: pgettext("strain", "clubs"),
    }[strain]


@dataclass(frozen=True)
class LightContract:
    """A final bid with its doubling: ``5S``, ``M7H`` (misère-type of level 7), ``=3D@6X``.

    *exact* is N for an exactly-N contract (0 otherwise); *level* is the level it was bid at.

    >>> LightContract.from_str("=3D@6X")
    LightContract.from_str('=3D@6X')
    >>> LightContract.from_str("M8NTXX").doubling
    2
    """

    kind: BidKind
    level: int
    strain: Strain
    doubling: int = 0
    exact: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 13 or self.doubling not in (0, 1, 2):
            raise NotationError(
                _("not a Light-bridge contract: {kind} {level} d={doubling}").format(
                    kind=self.kind.value, level=self.level, doubling=self.doubling
                )
            )
        if (self.kind is BidKind.EXACT) != (self.exact > 0):
            raise NotationError(_("an exactly-N contract, and only it, has N"))

    @classmethod
    def from_str(cls, text: str) -> LightContract:
        """Parse ``5S``, ``6NTX``, ``M8H`` (misère-type at level 8), ``=3D@6`` (exactly 3 at level 6).

        :raises NotationError: if the text is not a Light-bridge contract
        """
        key = text.strip().upper().replace(" ", "")
        try:
            match = _EXACT_RE.match(key)
            if match is not None:
                exact, strain, level, doubled = match.groups()
                return cls(BidKind.EXACT, int(level), Strain.from_str(strain), len(doubled or ""), int(exact))
            match = _BID_RE.match(key)
            if match is not None:
                misere, level, strain, doubled = match.groups()
                kind = BidKind.MISERE if misere else BidKind.ORDINARY
                return cls(kind, int(level), Strain.from_str(strain), len(doubled or ""))
        except NotationError:
            pass
        raise NotationError(
            _("not a Light-bridge contract: {text} (expected e.g. 5S, M7H, =3D@6, 6NTX)").format(
                text=repr(text)
            )
        )

    @property
    def bid_text(self) -> str:
        """The bid without its doubling: ``5S``, ``M7H``, ``=3D@6``."""
        if self.kind is BidKind.EXACT:
            return f"={self.exact}{self.strain.letter}@{self.level}"
        return f"{'M' if self.kind is BidKind.MISERE else ''}{self.level}{self.strain.letter}"

    def describe(self, table: LevelTable) -> str:
        """Words for the contract in a form.

        >>> LightContract.from_str("M6HX").describe(LEVEL_TABLES["lb4"])
        'quarter misère (at most 2), hearts, level 6, contra'
        """
        strain = strain_words(self.strain)
        if self.kind is BidKind.ORDINARY:
            what = (
                ngettext("{count} trick", "{count} tricks", self.level).format(count=self.level)
                if self.level > table.base
                else _("raspasy (level {level})").format(level=self.level)
            )
            text = f"{what}, {strain}"
        elif self.kind is BidKind.MISERE:
            k = table.misere_by_level.get(self.level, 0)
            text = _("{name} (at most {count}), {strain}, level {level}").format(
                name=_(MISERE_NAMES[k]), count=k, strain=strain, level=self.level
            )
        else:
            text = _("exactly {count}, {strain}, level {level}").format(
                count=self.exact, strain=strain, level=self.level
            )
        return text + ("", ", " + _("contra"), ", " + _("recontra"))[self.doubling]

    def __str__(self) -> str:
        return self.bid_text + _SUFFIX[self.doubling]

    def __repr__(self) -> str:
        return f"LightContract.from_str({str(self)!r})"


# -- the ladders built from these data -----------------------------------------------------

#: RULES 15.3.2–15.3.5: pass, then each number of points from 6 to 50, a slam bid also naming its
#: denomination (``24D``); Slam has no double in the auction (RULES 15.4)
SLAM_LADDER: Final = Ladder(
    "slam",
    tuple(
        (CallKind.BID, points, denomination)
        for points in range(MIN_BID, MAX_BID + 1)
        for denomination in (None, *sorted(slam_class(points)))
    ),
    specials=(CallKind.PASS,),
    expected=N_("not a Slam call: {text!r} (expected P, a number of points 6-50, or e.g. 24D)"),
    home="bridgekit.contracts:SLAM_LADDER",
    hash_base=4000,
)
#: RULES 12.2: the ordinary (``5S``), misère-type (``M7H``) and exactly-N (``=3D``) bids of every
#: level any form uses; a form's :class:`LevelTable` says which it allows (RULES 12.3)
LIGHT_LADDER: Final = Ladder(
    "light",
    tuple(
        (kind, level, Denomination(strain))
        for level in range(1, 14)
        for kind in (CallKind.BID, CallKind.MISERE, CallKind.EXACT)
        for strain in Strain
    ),
    expected=N_("not a Light-bridge call: {text!r} (expected e.g. 5S, 6NT, M7H, =3D, P, X, XX)"),
    home="bridgekit.contracts:LIGHT_LADDER",
    hash_base=5000,
)


#: The contract of any game of the family: bridge's (:class:`~bridgekit.calls.Contract`, also
#: minibridge, the 2- and 3-player forms, Konstam, Chinese bridge), Booby's and Nullo's, Slam's,
#: Light bridge's. A game's own view narrows it to its own.
GameContract: TypeAlias = Contract | NulloContract | SlamContract | LightContract
