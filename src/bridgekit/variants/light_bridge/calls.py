"""The calls of Light bridge (RULES 12.2, 12.4) and their text.

Notation (``docs/light_bridge.md``): ``P`` pass, ``X`` contra, ``XX`` recontra; ordinary
bids ``5S``, ``6NT``; misère-type bids by their table level ``M7H`` (in ``lb4``: at most 1
trick, hearts); exactly-N ``=3D``. Given a form's table, readable forms are accepted too:
``misere H``, ``half NT``, ``quarter S``, ``1/8 C``, ``at most 2 H``, ``exactly 3 D``.

>>> LightCall.from_str("M7H"), str(LightCall.from_str("pass"))
(LightCall.from_str('M7H'), 'P')
>>> from bridgekit.variants.light_bridge.scoring import LEVEL_TABLES
>>> LightCall.from_str("quarter H", LEVEL_TABLES["lb4"])
LightCall.from_str('M6H')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Final

from bridgekit.calls import Strain
from bridgekit.errors import NotationError
from bridgekit.i18n import _, ngettext, pgettext
from bridgekit.variants.light_bridge.scoring import MISERE_NAMES, BidKind, LevelTable

__all__ = ["CallKind", "LightCall", "PASS", "CONTRA", "RECONTRA", "form_calls"]


class CallKind(Enum):
    """What a call is: pass, contra, recontra or one of the three kinds of bid."""

    PASS = "pass"
    CONTRA = "contra"
    RECONTRA = "recontra"
    ORDINARY = "ordinary"
    MISERE = "misere"
    EXACT = "exact"

    @property
    def bid_kind(self) -> BidKind | None:
        """The kind of bid, or ``None`` for pass, contra and recontra."""
        return _BID_KINDS.get(self)


_BID_KINDS: Final = {
    CallKind.ORDINARY: BidKind.ORDINARY,
    CallKind.MISERE: BidKind.MISERE,
    CallKind.EXACT: BidKind.EXACT,
}


@dataclass(frozen=True, slots=True)
class LightCall:
    """One call. *number* is the level (ordinary, misère-type) or N (exactly-N); 0 otherwise.

    >>> LightCall.from_str("=3d").number, LightCall.from_str("6nt").strain
    (3, Strain.NOTRUMP)
    """

    kind: CallKind
    number: int = 0
    strain: Strain | None = None

    def __post_init__(self) -> None:
        is_bid = self.kind.bid_kind is not None
        if is_bid != (self.strain is not None) or (is_bid and not 1 <= self.number <= 13):
            raise NotationError(f"not a Light-bridge call: {self.kind.value} {self.number} {self.strain}")

    @classmethod
    def from_str(cls, text: str, table: LevelTable | None = None) -> LightCall:
        """Parse a call; readable misère names and "exactly N" need the form's *table*.

        :raises NotationError: if the text is not a call (of that form)
        """
        key = " ".join(text.strip().upper().split())
        special = _SPECIAL.get(key)
        if special is not None:
            return special
        match = _COMPACT_RE.match(key.replace(" ", ""))
        if match is not None:
            prefix, number, strain_text = match.groups()
            strain = _strain(strain_text)
            if strain is not None and 1 <= int(number) <= 13:
                kind = {"": CallKind.ORDINARY, "M": CallKind.MISERE, "=": CallKind.EXACT}[prefix]
                return cls(kind, int(number), strain)
        if table is not None:
            readable = _readable(key, text, table)
            if readable is not None:
                return readable
        raise NotationError(
            _("not a Light-bridge call: {text!r} (expected e.g. {examples})").format(
                text=text,
                examples="5S, 6NT, M7H, =3D, P, X, XX"
                + (", misere H, quarter S, half NT, 1/8 C" if table is not None else ""),
            )
        )

    @property
    def is_bid(self) -> bool:
        return self.strain is not None

    @property
    def is_pass(self) -> bool:
        return self.kind is CallKind.PASS

    def describe(self, table: LevelTable) -> str:
        """Words for the call in a form.

        >>> from bridgekit.variants.light_bridge.scoring import LEVEL_TABLES
        >>> LightCall.from_str("M8S").describe(LEVEL_TABLES["lb4"])
        'misère (at most 0), spades (level 8)'
        """
        if self.strain is None:
            return {"pass": _("pass"), "contra": _("contra"), "recontra": _("recontra")}[self.kind.value]
        strain = {
            Strain.NOTRUMP: pgettext("strain", "no trump"),
            Strain.SPADES: pgettext("strain", "spades"),
            Strain.HEARTS: pgettext("strain", "hearts"),
            Strain.DIAMONDS: pgettext("strain", "diamonds"),
            Strain.CLUBS: pgettext("strain", "clubs"),
        }[self.strain]
        if self.kind is CallKind.ORDINARY:
            return ngettext("{count} trick, {strain}", "{count} tricks, {strain}", self.number).format(
                count=self.number, strain=strain
            )
        if self.kind is CallKind.EXACT:
            return _("exactly {count}, {strain}").format(count=self.number, strain=strain)
        k = table.misere_by_level.get(self.number)
        name = _(MISERE_NAMES[k]) if k is not None else _("misère-type")
        return _("{name} (at most {count}), {strain} (level {level})").format(
            name=name, count=k, strain=strain, level=self.number
        )

    def symbol(self) -> str:
        """Text with suit symbols: ``5♠``, ``M7♥``, ``=3♦``."""
        if self.strain is None:
            return str(self)
        prefix = {CallKind.MISERE: "M", CallKind.EXACT: "="}.get(self.kind, "")
        return f"{prefix}{self.number}{self.strain.symbol}"

    def __str__(self) -> str:
        if self.strain is None:
            return _SPECIAL_TEXT[self.kind]
        prefix = {CallKind.MISERE: "M", CallKind.EXACT: "="}.get(self.kind, "")
        return f"{prefix}{self.number}{self.strain.letter}"

    def __repr__(self) -> str:
        return f"LightCall.from_str({str(self)!r})"


PASS: Final = LightCall(CallKind.PASS)
CONTRA: Final = LightCall(CallKind.CONTRA)
RECONTRA: Final = LightCall(CallKind.RECONTRA)
_SPECIAL_TEXT: Final = {CallKind.PASS: "P", CallKind.CONTRA: "X", CallKind.RECONTRA: "XX"}
_SPECIAL: Final = {
    **{text: call for text in ("P", "PASS", "PA", "-", "ПАС") for call in (PASS,)},
    **{text: call for text in ("X", "CONTRA", "DBL", "DOUBLE", "КОНТРА") for call in (CONTRA,)},
    **{text: call for text in ("XX", "RECONTRA", "RDBL", "REDOUBLE", "РЕКОНТРА") for call in (RECONTRA,)},
}
_COMPACT_RE: Final = re.compile(r"^(M|=|)(\d{1,2})([A-Z♠♥♦♣♤♡♢♧]{1,2})$")
#: readable names of the misère-type bids, by k (RULES 12.2.2)
_MISERE_WORDS: Final = {
    "MISERE": 0,
    "MISÈRE": 0,
    "NONE": 0,
    "МИЗЕР": 0,
    "HALF": 1,
    "HALF MISERE": 1,
    "HALF MISÈRE": 1,
    "ПОЛУМИЗЕР": 1,
    "QUARTER": 2,
    "QUARTER MISERE": 2,
    "QUARTER MISÈRE": 2,
    "ЧЕТВЕРТЬМИЗЕР": 2,
    "1/8": 3,
    "1/8 MISERE": 3,
    "1/8 MISÈRE": 3,
    "EIGHTH": 3,
    "EIGHTH MISERE": 3,
}
_READABLE_RE: Final = re.compile(r"^(?:(AT MOST|EXACTLY) (\d+)|(.+?)) ([A-Z♠♥♦♣♤♡♢♧]{1,2})$")


def _strain(text: str) -> Strain | None:
    try:
        return Strain.from_str(text)
    except NotationError:
        return None


def _readable(key: str, text: str, table: LevelTable) -> LightCall | None:
    match = _READABLE_RE.match(key)
    if match is None:
        return None
    how, count, words, strain_text = match.groups()
    strain = _strain(strain_text)
    if strain is None:
        return None
    if how == "EXACTLY":
        return LightCall(CallKind.EXACT, int(count), strain) if 1 <= int(count) <= 13 else None
    k = int(count) if how == "AT MOST" else _MISERE_WORDS.get(words)
    if k is None:
        return None
    level = table.misere_level(k)
    if level is None:
        raise NotationError(
            f"not a call of {table.form}: {text!r} (no bid 'at most {k}' in {table.form}, RULES 12.3)"
        )
    return LightCall(CallKind.MISERE, level, strain)


def form_calls(table: LevelTable) -> tuple[LightCall, ...]:
    """Every call of a form: pass, contra, recontra, the ordinary, misère-type and exactly-N bids.

    >>> from bridgekit.variants.light_bridge.scoring import LEVEL_TABLES
    >>> len(form_calls(LEVEL_TABLES["lb4"]))  # 3 + 6 levels x 5 + 3 misère x 5 + 5 exact
    53
    """
    calls = [PASS, CONTRA, RECONTRA]
    for level in range(table.base, table.top + 1):
        calls.extend(LightCall(CallKind.ORDINARY, level, strain) for strain in Strain)
        if level in table.misere_by_level:
            calls.extend(LightCall(CallKind.MISERE, level, strain) for strain in Strain)
    calls.extend(LightCall(CallKind.EXACT, table.exact_tricks, strain) for strain in Strain)
    return tuple(calls)
