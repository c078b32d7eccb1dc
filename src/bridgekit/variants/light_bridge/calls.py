"""The calls of Light bridge (RULES 12.2, 12.4) and their text.

Notation (``docs/light_bridge.md``): ``P`` pass, ``X`` contra, ``XX`` recontra; ordinary
bids ``5S``, ``6NT``; misère-type bids by their table level ``M7H`` (in ``lb4``: at most 1
trick, hearts); exactly-N ``=3D``. Given a form's table, readable forms are accepted too:
``misere H``, ``half NT``, ``quarter S``, ``1/8 C``, ``at most 2 H``, ``exactly 3 D``.

They are :class:`~bridgekit.calls.Call` values of :data:`~bridgekit.contracts.LIGHT_LADDER`.

>>> light_call("M7H"), str(light_call("pass"))
(LIGHT_LADDER.call('M7H'), 'P')
>>> from bridgekit.contracts import LEVEL_TABLES
>>> light_call("quarter H", LEVEL_TABLES["lb4"])
LIGHT_LADDER.call('M6H')
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

from bridgekit.calls import Call, CallKind, Strain
from bridgekit.contracts import LIGHT_LADDER, LevelTable
from bridgekit.errors import NotationError
from bridgekit.i18n import _

__all__ = [
    "CallKind",
    "PASS",
    "CONTRA",
    "RECONTRA",
    "light_bid",
    "light_call",
    "form_calls",
]


PASS: Final = LIGHT_LADDER.special(CallKind.PASS)
CONTRA: Final = LIGHT_LADDER.special(CallKind.CONTRA)
RECONTRA: Final = LIGHT_LADDER.special(CallKind.RECONTRA)


def light_bid(kind: CallKind, number: int, strain: Strain) -> Call:
    """The bid of *kind* (ordinary, misère-type, exactly-N) of level or N *number* in *strain*.

    >>> light_bid(CallKind.EXACT, 3, Strain.DIAMONDS)
    LIGHT_LADDER.call('=3D')

    :raises NotationError: if no form has that bid
    """
    return LIGHT_LADDER.bid(number, strain, kind)


def light_call(text: str, table: LevelTable | None = None) -> Call:
    """Parse a call; readable misère names and "exactly N" need the form's *table*.

    :raises NotationError: if the text is not a call (of that form)
    """
    try:
        return LIGHT_LADDER.call(text)
    except NotationError:
        pass
    if table is not None:
        readable = _readable(" ".join(text.strip().upper().split()), text, table)
        if readable is not None:
            return readable
    raise NotationError(
        _("not a Light-bridge call: {text!r} (expected e.g. {examples})").format(
            text=text,
            examples="5S, 6NT, M7H, =3D, P, X, XX"
            + (", misere H, quarter S, half NT, 1/8 C" if table else ""),
        )
    )


#: readable names of the misère-type bids, by k (RULES 12.2.2)
_MISERE_WORDS: Final = {
    **dict.fromkeys(("MISERE", "MISÈRE", "NONE", "МИЗЕР"), 0),
    **dict.fromkeys(("HALF", "HALF MISERE", "HALF MISÈRE", "ПОЛУМИЗЕР"), 1),
    **dict.fromkeys(("QUARTER", "QUARTER MISERE", "QUARTER MISÈRE", "ЧЕТВЕРТЬМИЗЕР"), 2),
    **dict.fromkeys(("1/8", "1/8 MISERE", "1/8 MISÈRE", "EIGHTH", "EIGHTH MISERE"), 3),
}
_READABLE_RE: Final = re.compile(r"^(?:(AT MOST|EXACTLY) (\d+)|(.+?)) ([A-Z♠♥♦♣♤♡♢♧]{1,2})$")


def _strain(text: str) -> Strain | None:
    try:
        return Strain.from_str(text)
    except NotationError:
        return None


def _readable(key: str, text: str, table: LevelTable) -> Call | None:
    match = _READABLE_RE.match(key)
    if match is None:
        return None
    how, count, words, strain_text = match.groups()
    strain = _strain(strain_text)
    if strain is None:
        return None
    if how == "EXACTLY":
        return light_bid(CallKind.EXACT, int(count), strain) if 1 <= int(count) <= 13 else None
    k = int(count) if how == "AT MOST" else _MISERE_WORDS.get(words)
    if k is None:
        return None
    level = table.misere_level(k)
    if level is None:
        raise NotationError(
            _("not a call of {form}: {text} (no bid 'at most {k}' in {form}, RULES 12.3)").format(
                form=table.form, text=repr(text), k=k
            )
        )
    return light_bid(CallKind.MISERE, level, strain)


@cache
def form_calls(table: LevelTable) -> tuple[Call, ...]:
    """Every call of a form: pass, contra, recontra, the ordinary, misère-type and exactly-N bids.

    >>> from bridgekit.contracts import LEVEL_TABLES
    >>> len(form_calls(LEVEL_TABLES["lb4"]))  # 3 + 6 levels x 5 + 3 misère x 5 + 5 exact
    53
    """
    calls = [PASS, CONTRA, RECONTRA]
    for level in range(table.base, table.top + 1):
        calls.extend(light_bid(CallKind.ORDINARY, level, strain) for strain in Strain)
        if level in table.misere_by_level:
            calls.extend(light_bid(CallKind.MISERE, level, strain) for strain in Strain)
    calls.extend(light_bid(CallKind.EXACT, table.exact_tricks, strain) for strain in Strain)
    return tuple(calls)
