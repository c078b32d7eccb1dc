"""Text forms of the known PBN tags: parse a tag value into a value, and write it back.

Every ``parse_*`` function raises :class:`~bridgekit.errors.NotationError` on a value it
cannot read and returns ``None`` for the "unknown" values ``""`` and ``"?"``.

>>> parse_result("NS 9 EW 4", Seat.EAST), parse_score("EW 100", None), parse_vulnerability("Love")
(4, -100, Vulnerability.NONE)
>>> parse_deal("W:- .63.AKQ987.A9732 - J973.J98742.3.K4").hands[0]
CardSet.from_str('.63.AKQ987.A9732')
"""

from __future__ import annotations

from typing import Final

from bridgekit.calls import Contract
from bridgekit.cards import CardSet
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.seats import Seat, Vulnerability

__all__ = [
    "parse_board",
    "parse_seat",
    "parse_declarer",
    "parse_vulnerability",
    "parse_deal",
    "parse_contract",
    "parse_result",
    "parse_score",
    "format_score",
    "holding_mask",
]

_UNKNOWN: Final = frozenset(("", "?"))
_SEAT_BY_LETTER: Final = {
    "N": Seat.NORTH,
    "E": Seat.EAST,
    "S": Seat.SOUTH,
    "W": Seat.WEST,
    "n": Seat.NORTH,
    "e": Seat.EAST,
    "s": Seat.SOUTH,
    "w": Seat.WEST,
}
_VUL_BY_TEXT: Final = {
    "none": Vulnerability.NONE,
    "love": Vulnerability.NONE,
    "-": Vulnerability.NONE,
    "ns": Vulnerability.NS,
    "ew": Vulnerability.EW,
    "all": Vulnerability.BOTH,
    "both": Vulnerability.BOTH,
}
_RANK_BIT: Final = {r: 1 << i for i, r in enumerate("23456789TJQKA")}
_RANK_BIT.update({r.lower(): b for r, b in list(_RANK_BIT.items()) if r.isalpha()})
_HOLDINGS: dict[str, int] = {}


def parse_board(text: str) -> int | None:
    """A board number: a positive integer."""
    if text in _UNKNOWN:
        return None
    if text.isdigit() and int(text) > 0:
        return int(text)
    raise NotationError(_("not a board number: {text} (expected a positive integer)").format(text=repr(text)))


def parse_seat(text: str) -> Seat | None:
    """A seat letter ``N E S W`` (Dealer tag, Auction and Play sections)."""
    if text in _UNKNOWN:
        return None
    seat = _SEAT_BY_LETTER.get(text.strip())
    if seat is None:
        raise NotationError(_("not a seat: {text} (expected N, E, S or W)").format(text=repr(text)))
    return seat


def parse_declarer(text: str) -> Seat | None:
    """The Declarer tag: a seat, ``^S`` when declarer and dummy were swapped."""
    return parse_seat(text[1:] if text.startswith("^") else text)


def parse_vulnerability(text: str) -> Vulnerability | None:
    """The Vulnerable tag: ``None Love - NS EW All Both``."""
    if text in _UNKNOWN:
        return None
    vulnerability = _VUL_BY_TEXT.get(text.strip().lower())
    if vulnerability is None:
        raise NotationError(
            _("not a vulnerability: {text} (expected None, NS, EW or All)").format(text=repr(text))
        )
    return vulnerability


def holding_mask(text: str) -> int:
    """The 13-bit mask of the ranks in one suit, e.g. ``AKT2`` (any order, any case).

    :raises NotationError: for a character that is not a rank or a repeated rank
    """
    mask = _HOLDINGS.get(text)
    if mask is not None:
        return mask
    mask = 0
    for letter in text:
        bit = _RANK_BIT.get(letter)
        if bit is None or mask & bit:
            why = (
                _("not a suit holding: {text} ({letter} twice)")
                if bit
                else _("not a suit holding: {text} ({letter} is not a rank)")
            )
            raise NotationError(why.format(text=repr(text), letter=repr(letter)))
        mask |= bit
    if len(_HOLDINGS) < 100_000:
        _HOLDINGS[text] = mask
    return mask


def _hand(text: str) -> CardSet:
    if text == "-":
        return CardSet()
    suits = text.split(".")
    if len(suits) != 4:
        raise NotationError(
            _("not a hand: {text} (expected four suits separated by dots)").format(text=repr(text))
        )
    return CardSet(
        holding_mask(suits[0]) << 39
        | holding_mask(suits[1]) << 26
        | holding_mask(suits[2]) << 13
        | holding_mask(suits[3])
    )


def parse_deal(text: str) -> Deal | None:
    """The Deal tag ``"N:hand hand hand hand"``; ``-`` for a hand not given.

    Given hands must hold the same number of cards, at most 13, and no card twice.
    """
    if text in _UNKNOWN:
        return None
    seat = _SEAT_BY_LETTER.get(text[:1])
    parts = text[2:].split()
    if seat is None or text[1:2] != ":" or len(parts) != 4:
        raise NotationError(
            _("not a deal: {text} (expected 'N:' followed by four hands)").format(text=repr(text))
        )
    hands = [CardSet()] * 4
    sizes = set()
    for offset, part in enumerate(parts):
        hand = _hand(part)
        hands[(seat + offset) % 4] = hand
        if part != "-":
            sizes.add(len(hand))
    if len(sizes) > 1 or max(sizes, default=0) > 13:
        counts = ", ".join(f"{s.letter} {len(hands[s])}" for s in Seat)
        raise NotationError(
            _("not a deal: {text} (hands of unequal or too many cards: {counts})").format(
                text=repr(text), counts=counts
            )
        )
    if not sizes or max(sizes) == 0:
        raise NotationError(_("not a deal: {text} (no cards)").format(text=repr(text)))
    try:
        return Deal(hands)
    except NotationError as error:
        raise NotationError(_("not a deal: {text} ({error})").format(text=repr(text), error=error)) from None


def parse_contract(text: str) -> Contract | None:
    """The Contract tag: ``4HX``, ``3NT``, ``Pass`` (passed out, no contract)."""
    if text in _UNKNOWN or text.lower() == "pass":
        return None
    if text[-1:] in "Rr" and len(text) > 2:
        text = text[:-1] + "XX"  # rpbridge.net writes a redoubled contract 3NR
    try:
        return Contract.from_str(text)
    except NotationError:
        raise NotationError(
            _("not a contract: {text} (expected e.g. 4HX, 3NT or Pass)").format(text=repr(text))
        ) from None


def _sided(text: str, what: str) -> tuple[int | None, int | None, int | None]:
    """Split ``"NS 9 EW 4"``-style values into (plain, NS, EW) integers."""
    parts = text.replace("+", "").split()
    try:
        if len(parts) == 1:
            return int(parts[0]), None, None
        if len(parts) in (2, 4):
            found: dict[str, int] = {}
            for i in range(0, len(parts), 2):
                side = parts[i].upper()
                if side not in ("NS", "EW") or side in found:
                    raise ValueError
                found[side] = int(parts[i + 1])
            return None, found.get("NS"), found.get("EW")
    except ValueError:
        pass
    why = (
        _("not a result: {text} (expected e.g. '420', 'NS 420' or 'EW 4 NS 9')")
        if what == "result"
        else _("not a score: {text} (expected e.g. '420', 'NS 420' or 'EW 4 NS 9')")
    )
    raise NotationError(why.format(text=repr(text)))


def parse_result(text: str, declarer: Seat | None) -> int | None:
    """The Result tag: declarer's tricks, or ``NS 9``/``EW 4``/both; ``^`` marks a wrong count.

    Side-relative values need *declarer*; without one they give ``None``.
    """
    if text.startswith("^"):
        text = text[1:]
    if text in _UNKNOWN:
        return None
    plain, ns, ew = _sided(text, "result")
    values = [v for v in (plain, ns, ew) if v is not None]
    if any(not 0 <= v <= 13 for v in values) or (ns is not None and ew is not None and ns + ew != 13):
        raise NotationError(
            _("not a result: {text} (tricks run from 0 to 13 and add up to 13)").format(text=repr(text))
        )
    if plain is not None:
        return plain
    if declarer is None:
        return None
    if declarer % 2 == 0:
        return ns if ns is not None else 13 - ew  # type: ignore[operator]
    return ew if ew is not None else 13 - ns  # type: ignore[operator]


def parse_score(text: str, declarer: Seat | None) -> int | None:
    """The Score tag as the N-S score: ``NS 420``, ``EW -100``, or declarer's ``420``."""
    if text in _UNKNOWN:
        return None
    plain, ns, ew = _sided(text, "score")
    if ns is not None and ew is not None and ns != -ew:
        raise NotationError(
            _("not a score: {text} (the NS score must be minus the EW score)").format(text=repr(text))
        )
    if ns is not None:
        return ns
    if ew is not None:
        return -ew
    if declarer is None:
        return None
    assert plain is not None
    return plain if declarer % 2 == 0 else -plain


def format_score(score: int) -> str:
    """The Score tag text of an N-S score."""
    return f"NS {score}"
