"""The notation of the SAYC tables: one :class:`~bridgekit.robots.hand.Rule` per line.

A table is a list of rules, best first: the robot makes the first call whose rule its hand
fits, and every seat reads a call as the rule (or rules) of the table that name it. Lengths
are written as in the booklet, ``"S5"`` for five or more spades, ``"H4 S4"`` for both.

>>> rule = R("1S", "five or more spades", 12, 21, kind="total", at_least="S5", section="Major-suit openings")
>>> rule.text, rule.min_len, rule.kind
('1S: five or more spades, 12–21 points', (0, 0, 0, 5), 'total')
"""

from __future__ import annotations

from collections.abc import Callable

from bridgekit.calls import PASS, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.hand import ANY_LENGTHS, MAX_HCP, NO_LENGTHS, Hand, Lengths, Rule

__all__ = [
    "R",
    "lengths_of",
    "bid",
    "name",
    "NEVER",
    "Test",
    "stopped",
    "COMPETITIVE",
    "penalty_pass",
    "C",
    "D",
    "H",
    "S",
    "NT",
]

Test = Callable[[Hand], bool]
#: the suits and notrump, as every table names them
C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
NT = Strain.NOTRUMP
#: the booklet's section of the auctions the opponents enter
COMPETITIVE = "Competitive bidding"
_TOP = MAX_HCP + 10


def stopped(suits: tuple[Suit, ...]) -> Test:
    """The test of a hand holding a stopper in each of *suits* (their suits, for notrump)."""

    def test(hand: Hand) -> bool:
        return all(hand.has_stopper(suit) for suit in suits)

    return test


def NEVER(hand: Hand) -> bool:  # noqa: N802 - a constant-like predicate
    """A meaning only: the call is read this way, but chosen by judgement (placement, slam)."""
    return False


def lengths_of(text: str, default: Lengths = NO_LENGTHS) -> Lengths:
    """``"S5 H4"`` → (0, 0, 4, 5).

    >>> lengths_of("C2 D3", ANY_LENGTHS)
    (2, 3, 13, 13)
    """
    values = list(default)
    for item in text.split():
        values[Suit.from_str(item[0])] = int(item[1:])
    return (values[0], values[1], values[2], values[3])


def bid(level: int, strain: Strain | Suit) -> Call:
    return Call.bid(level, Strain(int(strain)))


def name(suit: Suit) -> str:
    return suit.name.lower()


def R(  # noqa: N802 - the tables read better with a one-letter constructor
    call: str | Call,
    text: str,
    lo: int = 0,
    hi: int = _TOP,
    *,
    kind: str = "hcp",
    trump: Suit | None = None,
    at_least: str = "",
    at_most: str = "",
    balanced: bool = False,
    forcing: bool = False,
    alert: bool = False,
    convention: str = "",
    section: str = "",
    test: Test | None = None,
    points: bool = True,
    unread: bool = False,
) -> Rule:
    """One line of a table. The explanation is the call, *text*, and the range (if *points*)."""
    if isinstance(call, str):
        call = PASS if call.upper() in ("P", "PASS") else Call.from_str(call)
    unit = "HCP" if kind == "hcp" else "points"
    strength = ""
    if points and (lo > 0 or hi < _TOP):
        strength = f"{lo}+ {unit}" if hi >= _TOP else f"{lo}–{hi} {unit}" if lo else f"{hi} or fewer {unit}"
    parts = [part for part in (text, strength) if part]
    if forcing and "forcing" not in text:
        parts.append("forcing")
    label = "Pass" if call is PASS else str(call)
    return Rule(
        call,
        f"{label}: {', '.join(parts)}",
        lo=lo,
        hi=hi,
        kind=kind,
        trump=trump,
        min_len=lengths_of(at_least),
        max_len=lengths_of(at_most, ANY_LENGTHS),
        balanced=balanced,
        test=test,
        forcing=forcing,
        alert=alert,
        convention=convention,
        section=section,
        unread=unread,
    )


def penalty_pass(text: str, suit: Suit, length: int, quality: int, lo: int = 0, *, section: str) -> Rule:
    """A pass that leaves their contract doubled: *length* or more cards of *suit* with
    *quality* HCP or more in it (and *lo* HCP or more, shown when above zero)."""
    return R(
        "P",
        text,
        lo,
        at_least=f"{suit.letter}{length}",
        test=lambda hand: hand.suit_quality(suit) >= quality,
        points=lo > 0,
        section=section,
    )
