"""SAYC: the take-out doubler's notrump rebid, too strong for the 1NT overcall.

"Competitive bidding" of the ACBL SAYC System Booklet (revised January 2006): the 1NT
overcall shows 15–18 HCP, balanced, with a stopper in their suit, and the take-out double is
also the start of a hand too strong to overcall. A balanced 19–21 with their suit stopped
doubles first and then bids notrump at the cheapest level over partner's simple advance; it
does not pass the advance, which partner may have made with nothing. Placed by points before,
a 19-count doubler passed partner's 1S, with 3NT on (par study seed 41 board 45).

>>> from bridgekit.calls import PASS, Call
>>> from bridgekit.state import Called
>>> calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(["1D", "X", "P", "1S", "P"])]
>>> [rule.text for rule in doubler_notrump_table(Context(1, calls)) or []]
['1NT: balanced, a stopper in their suit, 19–21 HCP']
>>> calls += [Called(1, Call.from_str("1NT")), Called(2, PASS)]
>>> [rule.text for rule in doubler_notrump_advance_table(Context(3, calls)) or []]
['3NT: to play, 6+ HCP']
"""

from __future__ import annotations

from bridgekit.calls import DOUBLE, PASS, Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Rule
from bridgekit.robots.sayc.table import COMPETITIVE, R, stopped

__all__ = ["doubler_notrump_table", "doubler_notrump_advance_table"]

#: above the 1NT overcall's 15–18, below the 2NT opening's reach with partner's nothing
_STRONG_NOTRUMP = (19, 21)
#: the advancer's least for 3NT opposite the doubler's 19–21 (game on 25 together)
_ADVANCER_GAME = 6


def doubler_notrump_advance_table(ctx: Context) -> list[Rule] | None:
    """The advancer's call over the doubler's notrump rebid (19–21) of
    :func:`doubler_notrump_table`, their side silent: 3NT with 6+ HCP (25 together), else the
    placement by points; ``None`` in any other auction."""
    calls = ctx.calls
    if len(calls) < 3 or calls[-2].seat != ctx.partner or ctx.rho_call is not PASS:
        return None
    strong = doubler_notrump_table(Context(ctx.partner, calls[:-2]))
    if not strong or strong[0].call is not calls[-2].call:
        return None
    notrump = ctx.bid(3, Strain.NOTRUMP)
    return [R(notrump, "to play", _ADVANCER_GAME, section=COMPETITIVE)] if notrump is not None else None


def doubler_notrump_table(ctx: Context) -> list[Rule] | None:
    """Our second call after our take-out double of their one-bid opening and partner's
    simple advance in a suit, their side silent since: notrump at the cheapest level (the one
    or two level) with a balanced 19–21 and their suit stopped; ``None`` in any other auction
    (other hands are placed by points)."""
    opening, opener = ctx.opening, ctx.opener
    if (
        opening is None
        or opener is None
        or ctx.is_ours(opener)
        or opening.level != 1
        or opening.strain in (None, Strain.NOTRUMP)
    ):
        return None
    calls = [record.call for record in ctx.calls]
    since = calls[calls.index(opening) + 1 :]
    if len(since) != 4 or since[0] is not DOUBLE or since[1] is not PASS or since[3] is not PASS:
        return None
    advance = since[2]
    if not advance.is_bid or advance.strain in (None, Strain.NOTRUMP) or ctx.calls[-2].seat != ctx.partner:
        return None
    simple = opening.level + (1 if advance.strain <= opening.strain else 0)  # the advance was no jump
    cheapest = ctx.cheapest(Strain.NOTRUMP)
    if advance.level != simple or cheapest is None or cheapest.level > 2:
        return None
    theirs = (Suit(int(opening.strain)),)
    lo, hi = _STRONG_NOTRUMP
    return [
        R(
            cheapest,
            "balanced, a stopper in their suit",
            lo,
            hi,
            balanced=True,
            test=stopped(theirs),
            section=COMPETITIVE,
        )
    ]
