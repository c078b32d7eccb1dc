"""The delayed preference with a doubleton honour before notrump, our side alone.

"Responses and later bidding" of the ACBL SAYC System Booklet (revised January 2006): opener's
major is five cards, and opener who bids a second suit after responder's two-over-one shows
five cards in the major and four or more in the second; responder's new suit at the two level
forces (10+). Responder with game values, two cards in opener's major headed by an honour and
no firm stopper in the fourth suit returns to the major at the three level (below game) rather
than bid 3NT, which promises the fourth suit stopped: opener with five-five (or a sixth card)
raises to game in the eight-card fit, and with the fourth suit held bids 3NT. Par study seed 17
board 26: 1S P 2D P 3C P 3NT went down on a heart lead with Q54 in hearts, 4S made.

>>> from bridgekit.calls import Call
>>> from bridgekit.state import Called
>>> from bridgekit.robots import system_named
>>> from bridgekit.robots.meaning import shown_by
>>> from bridgekit.robots.hand import Hand
>>> from bridgekit.cards import CardSet
>>> auction = [Called((1 + i) % 4, Call.from_str(c)) for i, c in enumerate("1S P 2D P 3C P".split())]
>>> ctx = Context(3, auction, shown_by(auction, system_named("sayc")))
>>> str(doubleton_preference(ctx, Hand(CardSet.from_str("A5.Q54.KT732.QJ4"))))
'3S'
>>> doubleton_preference(ctx, Hand(CardSet.from_str("A5.AQ4.KT732.Q84"))) is None
True
"""

from __future__ import annotations

from bridgekit.calls import Call, Strain
from bridgekit.cards import Rank, Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, strain_suit

__all__ = ["doubleton_preference", "firm_stopper"]

#: the honours that make a doubleton in partner's major worth a preference (Ax, Kx, Qx)
_HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN)


def firm_stopper(hand: Hand, suit: Suit) -> bool:
    """A stopper that holds on the opening lead and after it: the ace, the king guarded, or
    the queen with the jack beside it (Q54 is a stopper only when the ace and king lie over it)."""
    ranks = hand.cards.ranks(suit)
    return (
        Rank.ACE in ranks
        or (Rank.KING in ranks and len(ranks) >= 2)
        or (Rank.QUEEN in ranks and Rank.JACK in ranks and len(ranks) >= 3)
    )


def doubleton_preference(ctx: Context, hand: Hand) -> Call | None:
    """Three of opener's major, the cheapest bid of it, as responder with a doubleton honour
    there and no firm stopper in the fourth suit, after opener's 1M, our new suit at the two
    level and opener's second suit at the three level, the opponents silent; ``None`` in any
    other case (notrump goes on)."""
    opener, mine = ctx.opener, ctx.bids_of(ctx.seat)
    if opener != ctx.partner or ctx.they_have_bid or len(mine) != 1 or mine[0].level != 2:
        return None  # our one bid was the two-over-one (not 1NT: 1S P 1NT P 3D P, seed 17 board 55)
    partner_bids = ctx.bids_of(ctx.partner)
    if len(partner_bids) != 2 or ctx.last_bidder != ctx.partner or partner_bids[1].level != 3:
        return None
    major, second = strain_suit(partner_bids[0]), strain_suit(partner_bids[1])
    if major is None or second is None or not major.is_major or major is second or partner_bids[0].level != 1:
        return None
    ranks = hand.cards.ranks(major)
    if len(ranks) != 2 or not any(rank in ranks for rank in _HONOURS):
        return None
    ours = set(ctx.suits_bid(ours=True))
    fourth = [suit for suit in Suit if suit not in ours]
    if not fourth or all(firm_stopper(hand, suit) for suit in fourth):
        return None
    call = ctx.cheapest(Strain(int(major)))
    return call if call is not None and call.level <= 3 else None
