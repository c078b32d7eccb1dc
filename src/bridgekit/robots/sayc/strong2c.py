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

__all__ = ["responder_table", "placed_table", "is_game"]

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
    a raise (three cards for a major, four for a minor: to three of a major or four of a minor
    with a weak hand, where opener may stop, or to game with 8+ HCP), a five-card suit of our own (forcing:
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
        # over partner's major, not three of it (a raise first): the bound is read, and said
        text = (
            f"five or more {name(other)}, forcing, fewer than three {name(suit)}"
            if suit.is_major
            else f"five or more {name(other)}, forcing"
        )
        rules.append(
            R(
                call,
                text,
                at_least=f"{other.letter}5",
                at_most=f"{suit.letter}2" if suit.is_major else "",
                forcing=True,
                section=SECTION,
            )
        )
    if not suit.is_major:
        four = f"{suit.letter}4"
        rules.append(
            R(
                bid(4, suit),
                f"raise, four or more {name(suit)}",
                0,
                _WEAK_RAISE,
                at_least=four,
                section=SECTION,
            )
        )
        rules.append(
            R(
                bid(5, suit),
                f"raise, four or more {name(suit)}",
                _WEAK_RAISE + 1,
                at_least=four,
                section=SECTION,
            )
        )
    notrump = cheapest(Strain.NOTRUMP)
    if notrump is not None:
        forcing = notrump.level < 3
        rules.append(R(notrump, "nothing more to show", forcing=forcing, points=False, section=SECTION))
    return rules


def is_game(call: Call) -> bool:
    """Whether *call* is a game bid: 3NT, four of a major, five of a minor (not higher)."""
    if call.strain is Strain.NOTRUMP:
        return call.level == 3
    return call.level == (4 if call.strain in (Strain.HEARTS, Strain.SPADES) else 5)


def placed_table() -> list[Rule]:
    """Responder's third call once opener, who knows the combined strength, has bid a game
    naturally after 2C–2D–(suit)–(our natural call) ("Strong 2C opening": 2D showed no
    positive, and our second call showed the rest). A pass: it bid 6C with 8 HCP over
    2C–2D–3C–4C–5C, placed by points beside opener's 5C read as 22+."""
    return [R("P", "nothing more to show", section=SECTION)]
