"""SAYC facing partner's penalty double of their two-level partscore: leave it in, or take it out.

Section cited: "Competitive bidding" of the ACBL SAYC System Booklet (revised January 2006),
doubles for penalty: a penalty double of a low-level partscore is left in — it is our contract to
defend (``bidding._partner_doubled_for_penalty``) — unless the hand is unsuitable for defence. A
double of their two-level suit made on the balance of power (the simulation's, or the take-out
doubler's second double read as penalty) counts on partner for a share of the defence: with a
singleton or a void in their suit, next to nothing outside (0–7 HCP) and a five-card suit of our
own, while partner has shown two or fewer cards there (the take-out double), nobody holds their
trumps and their contract makes doubled more often than it goes down (par study seed 23 board 77:
1D X 1H 2D X, advancer with a singleton diamond, four HCP and five clubs passed, and 2D doubled
made with an overtrick). The hand bids its suit at the cheapest level instead (three at most).
Partner's double after a notrump overcall (a stopper in their suit) is on trumps and stands
(seed 23 board 26: 1D 1NT 2D P P X P, 2D doubled went down two).

>>> from bridgekit.calls import Call
>>> from bridgekit.state import Called
>>> from bridgekit.robots import system_named
>>> from bridgekit.robots.hand import Hand
>>> from bridgekit.robots.meaning import shown_by
>>> from bridgekit.cards import CardSet
>>> auction = [Called((2 + i) % 4, Call.from_str(c)) for i, c in enumerate("1D X P 1H 2D X P".split())]
>>> ctx = Context(1, auction, shown_by(auction, system_named("sayc")))
>>> str(unsuitable_for_defence(ctx, Hand(CardSet.from_str("J73.JT43.T.K9732"))))
'3C'
"""

from __future__ import annotations

from bridgekit.calls import DOUBLE, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, strain_suit

__all__ = ["takes_out_the_double", "unsuitable_for_defence", "MOST_HCP"]

#: the most HCP of a hand that takes out partner's penalty double for want of defence
MOST_HCP = 7


def _doubled_on_values(ctx: Context) -> Suit | None:
    """Their suit when their two-level suit bid is doubled (once) and partner has shown two or
    fewer cards there (the take-out double's shortness: a double on values); ``None`` otherwise —
    after a notrump overcall's stopper the double is on trumps and stands."""
    last = ctx.last_bid
    their = strain_suit(last) if last is not None else None
    if last is None or their is None or last.level != 2 or ctx.doubling != 1:
        return None
    return their if ctx.shown[ctx.partner].most[their] <= 2 else None


def unsuitable_for_defence(ctx: Context, hand: Hand) -> Call | None:
    """Our five-card suit at the cheapest level (three at most) when partner's penalty double of
    their two-level suit bid, made with two or fewer cards there (partner's take-out double showed
    the shortness: a double on values, not on trumps), finds us with a singleton or a void in
    their suit and 0–7 HCP; else ``None`` (the double stands). The caller checks that the double
    is partner's and for penalty."""
    their = _doubled_on_values(ctx)
    if their is None or hand.length(their) > 1 or hand.hcp > MOST_HCP:
        return None
    named = ctx.suits_bid(ours=False)
    for suit in sorted(Suit, key=lambda s: (-hand.length(s), -s)):
        if hand.length(suit) < 5 or suit in named:
            continue
        call = ctx.cheapest(Strain(int(suit)))
        if call is not None and call.level <= 3:
            return call
    return None


def takes_out_the_double(ctx: Context, call: Call) -> bool:
    """*call* is the take-out :func:`unsuitable_for_defence` makes: the cheapest bid (three at
    most) of a suit they have not named, over partner's double of their two-level suit made with
    two or fewer cards there. Every seat reads it as that hand — five or more cards, 0–7 HCP, to
    play — not as a new suit placed by points (forcing, up to game values): partner, who doubled
    on values, must not raise it as if it showed strength, and the opponents are told what it is.

    >>> from bridgekit.state import Called
    >>> from bridgekit.robots import system_named
    >>> from bridgekit.robots.meaning import shown_by
    >>> auction = [Called((2 + i) % 4, Call.from_str(c)) for i, c in enumerate("1D X P 1H 2D X P".split())]
    >>> ctx = Context(1, auction, shown_by(auction, system_named("sayc")))
    >>> takes_out_the_double(ctx, Call.from_str("3C")), takes_out_the_double(ctx, Call.from_str("4C"))
    (True, False)
    """
    suit = strain_suit(call)
    doubles = [record for record in ctx.calls if record.call is DOUBLE]
    if suit is None or _doubled_on_values(ctx) is None or int(doubles[-1].seat) != ctx.partner:
        return False
    cheapest = ctx.cheapest(Strain(int(suit)))
    return suit not in ctx.suits_bid(ours=False) and call == cheapest and call.level <= 3
