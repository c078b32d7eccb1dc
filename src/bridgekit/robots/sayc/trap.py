"""SAYC: responder's trap pass of their overcall and opener's rebid of the suit.

"Competitive bidding" of the ACBL SAYC System Booklet (revised January 2006): with negative
doubles on, responder cannot double their overcall for penalties, so a pass may hide values
with length in their suit; opener, not short in it, rebids the suit. Responder then shows the
values the pass hid: 3NT with 13+ HCP and their suit stopped, 2NT inviting it with 10–12 (the
invitation of "Responses and later bidding"), and opener accepts the invitation with 14+ HCP,
the upper part of its opening. Placed by points before, a 10-count with JT86 of their hearts
passed opener's 2S with 3NT on (par study seed 5 board 60).

>>> from bridgekit.calls import Call
>>> from bridgekit.state import Called
>>> calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(["1S", "2H", "P", "P", "2S", "P"])]
>>> [rule.text for rule in trap_pass_table(Context(2, calls)) or []]
['3NT: a stopper in their suit, 13+ HCP', '2NT: invites 3NT, 10–12 HCP']
"""

from __future__ import annotations

from bridgekit.calls import PASS, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Rule
from bridgekit.robots.sayc.table import COMPETITIVE, R, stopped

__all__ = ["trap_pass_table", "trap_invitation_answer_table"]

_INVITE, _GAME = (10, 12), 13
#: opener's acceptance: the upper part of the opening's 12–15 once the suit is rebid
_ACCEPT = 14


def _overcall_and_rebid(ctx: Context, opener: int, calls: list[Call]) -> Suit | None:
    """Their suit when *calls*, from the opening on, are 1x (their suit overcall) P P 2x P:
    *opener*'s partner passed the overcall and opener rebid the suit at the cheapest level."""
    opening = ctx.opening
    if (
        opening is None
        or ctx.opener != opener
        or opening.level != 1
        or opening.strain in (None, Strain.NOTRUMP)
    ):
        return None
    if len(calls) != 6 or calls[0] is not opening or calls[2] is not PASS or calls[3] is not PASS:
        return None
    overcall, rebid = calls[1], calls[4]
    if (
        not overcall.is_bid
        or overcall.strain in (None, Strain.NOTRUMP, opening.strain)
        or calls[5] is not PASS
    ):
        return None
    cheapest = overcall.level + (1 if opening.strain <= overcall.strain else 0)
    if rebid.strain is not opening.strain or rebid.level != cheapest or overcall.level > 2:
        return None
    return Suit(int(overcall.strain))


def _since_opening(ctx: Context) -> list[Call]:
    calls = [record.call for record in ctx.calls]
    first = next((i for i, call in enumerate(calls) if call.is_bid), len(calls))
    return calls[first:]


def trap_pass_table(ctx: Context) -> list[Rule] | None:
    """Responder's second call after 1x (overcall) P P 2x P: 3NT with 13+ HCP, 2NT inviting
    it with 10–12, both with their suit stopped; ``None`` in any other auction (other hands
    are placed by points)."""
    theirs = _overcall_and_rebid(ctx, ctx.partner, _since_opening(ctx))
    if theirs is None:
        return None
    lo, hi = _INVITE
    rules = [R("3NT", "a stopper in their suit", _GAME, test=stopped((theirs,)), section=COMPETITIVE)]
    if ctx.bid(2, Strain.NOTRUMP) is not None:
        rules.append(R("2NT", "invites 3NT", lo, hi, test=stopped((theirs,)), section=COMPETITIVE))
    return rules


def trap_invitation_answer_table(ctx: Context) -> list[Rule] | None:
    """Opener's answer to responder's 2NT of :func:`trap_pass_table`: 3NT with 14+ HCP;
    ``None`` in any other auction (a minimum is placed by points)."""
    calls = _since_opening(ctx)
    if len(calls) != 8 or calls[6] is not Call.from_str("2NT") or calls[7] is not PASS:
        return None
    if _overcall_and_rebid(ctx, ctx.seat, calls[:6]) is None:
        return None
    return [R("3NT", "accepts the invitation", _ACCEPT, section=COMPETITIVE)]
