"""Responder's second call in a strong 2C auction (SAYC booklet, 2006, "Strong 2C opening").

After 2C–2D (waiting) and opener's suit rebid, the booklet says: "If opener rebids a suit
over a 2D response, the bidding is forcing to 3 of opener's major or 4 of opener's minor",
with the example 2C–2D–2H–2S–3H "not forcing". So responder bids naturally below game — a
raise, a five-card suit of his own, or 2NT with nothing to show — and opener, who knows
the combined strength, decides on game and slam. There is no second negative in SAYC, and
responder never jumps to slam: 2D showed no positive (fewer than 8 HCP or no good suit).

After 2C–2D–2NT (22–24) the systems of a 2NT opening are on (``notrump.py``).

>>> [r.text for r in responder_table(_cheapest, Suit.HEARTS)][:2]
['3H: raise, three or more hearts, 7 or fewer HCP', '4H: raise, three or more hearts, 8+ HCP']
"""

from __future__ import annotations

from collections.abc import Callable

from bridgekit.calls import Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.hand import Rule
from bridgekit.robots.sayc.table import R, bid, name

__all__ = ["responder_table"]

SECTION = "Strong 2C opening"
#: the most HCP of a raise that leaves opener the choice of game (the booklet's 3M "not
#: forcing"); with more, responder raises to game and opener looks for slam
_WEAK_RAISE = 7


def _cheapest(strain: Strain) -> Call | None:  # the doctest's auction: 2C–2D–2H
    level = 2 if strain in (Strain.SPADES, Strain.NOTRUMP) else 3
    return Call.bid(level, strain)


def responder_table(cheapest: Callable[[Strain], Call | None], suit: Suit) -> list[Rule]:
    """Partner opened 2C, we answered 2D, partner rebid *suit* at the cheapest level, nobody
    else bid ("Strong 2C opening"). *cheapest* gives our cheapest bid in a strain. Best first:
    a raise (three cards for a major, four for a minor: to three of a major with a weak hand,
    which opener may pass, or to game with 8+ HCP), a five-card suit of our own (forcing:
    each is below three of opener's major or four of his minor), else 2NT (over a major) or
    3NT (over a minor): nothing more to show."""
    rules: list[Rule] = []
    if suit.is_major:
        rules.append(
            R(
                bid(3, suit),
                f"raise, three or more {name(suit)}",
                0,
                _WEAK_RAISE,
                at_least=f"{suit.letter}3",
                section=SECTION,
            )
        )
        rules.append(
            R(
                bid(4, suit),
                f"raise, three or more {name(suit)}",
                _WEAK_RAISE + 1,
                at_least=f"{suit.letter}3",
                section=SECTION,
            )
        )
    for other in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        call = cheapest(Strain(int(other)))
        if other is suit or call is None or call.level > 3:
            continue
        rules.append(
            R(
                call,
                f"five or more {name(other)}, forcing",
                at_least=f"{other.letter}5",
                at_most=f"{suit.letter}2" if suit.is_major else "",
                forcing=True,
                section=SECTION,
            )
        )
    if not suit.is_major:
        rules.append(
            R(bid(4, suit), f"raise, four or more {name(suit)}", at_least=f"{suit.letter}4", section=SECTION)
        )
    notrump = cheapest(Strain.NOTRUMP)
    if notrump is not None:
        forcing = notrump.level < 3
        rules.append(R(notrump, "nothing more to show", forcing=forcing, points=False, section=SECTION))
    return rules
