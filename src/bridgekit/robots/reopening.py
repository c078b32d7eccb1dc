"""SAYC in the pass-out seat of a partscore battle: bidding on rather than selling out.

Section cited: "Competitive bidding" of the ACBL SAYC System Booklet (revised January 2006),
balancing: in the pass-out seat the side that has already bid competes once more rather than
let the opponents play at the two level in the fit they have found. The robot's other
competitive calls (a six-card suit again, opener's second five-card suit, our fit) live in
``bidding._compete``; this module adds the overcaller's second suit.

>>> from bridgekit.calls import Call
>>> from bridgekit.state import Called
>>> from bridgekit.robots.hand import Hand
>>> from bridgekit.cards import CardSet
>>> auction = "P 1S 2H 2S P P".split()
>>> ctx = Context(2, [Called(i % 4, Call.from_str(c)) for i, c in enumerate(auction)])
>>> str(second_suit_in_the_pass_out_seat(ctx, Hand(CardSet.from_str("KT84.KJ875.AQ83."))))
'3D'
"""

from __future__ import annotations

from bridgekit.calls import PASS, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, strain_suit

__all__ = ["notrump_in_the_pass_out_seat", "reopens_with_a_new_suit", "second_suit_in_the_pass_out_seat"]


def _pass_out_seat(ctx: Context) -> bool:
    """Their two-level bid in a suit they have bid twice (a raise or a rebid: they have a fit or a
    long suit), passed by both the next seats: a pass now ends the auction."""
    last = ctx.last_bid
    their = strain_suit(last) if last is not None else None
    if last is None or their is None or last.level != 2 or ctx.last_is_ours or ctx.doubling:
        return False
    if len(ctx.calls) < 3 or any(record.call is not PASS for record in ctx.calls[-2:]):
        return False
    named = [
        record for record in ctx.calls if not ctx.is_ours(record.seat) and strain_suit(record.call) is their
    ]
    return len(named) >= 2


def second_suit_in_the_pass_out_seat(ctx: Context, hand: Hand) -> Call | None:
    """The overcaller's second suit in the pass-out seat (P 1S 2H 2S P P 3D): our five-card suit
    bid, partner silent, a four-card suit still unbid and a singleton or void — bid it at the
    three level rather than sell out to their two-level fit (par study seed 17 board 5: 2S made,
    4D by our side makes). ``None`` when the hand or the auction does not fit."""
    if not _pass_out_seat(ctx) or ctx.shown[ctx.partner].has_bid or hand.hcp < 10:
        return None
    if ctx.opener is None or ctx.is_ours(ctx.opener):
        return None  # opener's second suit is bidding._compete's (a five-card suit, 11+ HCP)
    mine = [strain_suit(call) for call in ctx.bids_of(ctx.seat)]
    if not any(suit is not None and hand.length(suit) >= 5 for suit in mine) or min(hand.lengths) > 1:
        return None
    named = ctx.suits_bid(ours=True) + ctx.suits_bid(ours=False)
    for suit in sorted(Suit, key=lambda s: (-hand.length(s), -s)):
        call = ctx.cheapest(Strain(int(suit)))
        if suit not in named and hand.length(suit) >= 4 and call is not None and call.level <= 3:
            return call
    return None


def reopens_with_a_new_suit(ctx: Context, call: Call) -> bool:
    """*call* is a new suit in the pass-out seat by the overcaller, partner silent
    (P 1S 2H 2S P P 3D): it competes for the partscore and is not forcing — partner, who passed
    twice, may pass it or raise; it does not ask for more (what
    :func:`second_suit_in_the_pass_out_seat` bids)."""
    suit = strain_suit(call)
    return (
        suit is not None
        and _pass_out_seat(ctx)
        and not ctx.shown[ctx.partner].has_bid
        and not ctx.is_ours(ctx.opener)
        and bool(ctx.bids_of(ctx.seat))
        and suit not in ctx.suits_bid(ours=True) + ctx.suits_bid(ours=False)
    )


def notrump_in_the_pass_out_seat(ctx: Context, hand: Hand) -> Call | None:
    """Responder's 1NT in the pass-out seat (1D P 1H 1S P P 1NT): partner opened, we answered in
    a new suit at the one level, their one-level overcall was passed round; with 8-10 HCP, a
    balanced hand and their suit stopped, responder bids the 1NT it would have rebid rather than
    sell out (par study seed 23 board 31: 1S made, 1NT by our side makes). ``None`` otherwise."""
    last = ctx.last_bid
    their = strain_suit(last) if last is not None else None
    mine = ctx.bids_of(ctx.seat)
    if (
        last is None
        or their is None
        or last.level != 1
        or ctx.last_is_ours
        or ctx.doubling
        or ctx.opener != ctx.partner
        or len(mine) != 1
        or mine[0].level != 1
        or any(record.call is not PASS for record in ctx.calls[-2:])
    ):
        return None
    notrump = ctx.cheapest(Strain.NOTRUMP)
    if notrump is None or notrump.level != 1 or not 8 <= hand.hcp <= 10 or not hand.is_balanced:
        return None
    return notrump if all(hand.has_stopper(suit) for suit in ctx.suits_bid(ours=False)) else None
