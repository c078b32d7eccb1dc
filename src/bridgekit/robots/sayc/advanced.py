"""SAYC: the overcaller's call after partner's cue-bid raise, the opponents having opened.

"Competitive bidding" of the ACBL SAYC System Booklet (revised January 2006): a simple
overcall shows 8–16 HCP (10+ at the two level) and a good suit; advancer's cue bid of their
suit is the strong advance, a raise showing a limit raise or better (10+ support points, three
or more trumps). The overcaller answers it as opener answers a limit raise ("Responses":
opener accepts with more than a minimum): with 14+ points, game opposite partner's 10–12 —
four of a major, or 3NT with a stopper in their suit when the overcall was in a minor (nine
tricks come before eleven). With their side silent the cheapest bid of a minor is a minimum,
13 or fewer points, read so by every seat; other minimum hands are left to the placement by
points, which signs off in the suit or passes when they bid on. Placed by points before, a
15-count sold out to their raise at four of our minor with 3NT on (par study seed 5 board
94), and a 15-point heart overcall signed off at three opposite the cue-bid raise with 4H on
(seed 23 board 57).

>>> from bridgekit.calls import Call
>>> from bridgekit.robots.sayc import SAYC
>>> from bridgekit.state import Called
>>> calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(["1C", "P", "1S", "2H", "P", "3C", "P"])]
>>> [rule.text for rule in cue_raise_answer_table(Context(3, calls), SAYC.reading(calls)) or []]
['4H: accepts the limit raise, 14+ points']
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgekit.calls import PASS, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Rule, strain_suit
from bridgekit.robots.sayc.table import COMPETITIVE, R, bid, stopped

__all__ = [
    "raised_overcall_tables",
    "cue_raise_answer_table",
    "raised_overcall_table",
    "overcall_invitation_answer_table",
]

#: the overcaller's least for game opposite the cue-bid raise's 10–12 (a limit raise accepted)
_ACCEPT = 14


def _cue_raised(ctx: Context, read: Sequence[Rule | None]) -> Suit | None:
    """The suit of our one overcall when partner's one bid, the last of our side, is the
    cue-bid raise of it; ``None`` in any other auction."""
    if ctx.opener is None or ctx.is_ours(ctx.opener):
        return None
    mine, partners = ctx.bids_of(ctx.seat), ctx.bids_of(ctx.partner)
    if len(mine) != 1 or len(partners) != 1:
        return None
    cue = next(
        (
            rule
            for record, rule in zip(ctx.calls, read, strict=True)
            if record.seat == ctx.partner and record.call.is_bid
        ),
        None,
    )
    suit = strain_suit(mine[0])
    if cue is None or suit is None or cue.trump is not suit or "cue-bid raise" not in cue.text:
        return None
    return suit


def raised_overcall_tables(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """The table of the one of this module's situations *ctx* is in, else ``None``: the answer
    to the cue-bid raise (their side bidding on or not), and with their side silent the
    overcaller's call after the single raise and the advancer's answer to its invitation."""
    table = cue_raise_answer_table(ctx, read)
    if table is None and ctx.rho_call is PASS:
        table = raised_overcall_table(ctx, read) or overcall_invitation_answer_table(ctx, read)
    return table


def cue_raise_answer_table(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """Our call after partner's cue-bid raise of our overcall (their side silent or bidding on):
    game with 14+ points — four of our major, or 3NT with a stopper in their suits over a minor
    overcall; with their side silent the cheapest bid of our minor with a minimum; ``None`` in
    any other auction."""
    suit = _cue_raised(ctx, read)
    if suit is None:
        return None
    if suit.is_major:
        game = bid(4, suit)
        return [R(game, "accepts the limit raise", _ACCEPT, kind="total", section=COMPETITIVE)]
    minimum = _minimum(ctx, suit)
    theirs = tuple(ctx.suits_bid(ours=False))
    notrump = ctx.bid(3, Strain.NOTRUMP)
    if notrump is None:
        return None
    accept = R(notrump, "a stopper in their suit", _ACCEPT, test=stopped(theirs), section=COMPETITIVE)
    return [accept, *minimum]


def _minimum(ctx: Context, suit: Suit) -> list[Rule]:
    """The cheapest bid of our minor below game with their side silent: a minimum, 13 or fewer
    points, which declines the limit raise ("Competitive bidding"; "Responses": opener declines
    a limit raise with a minimum) and which every seat reads so. Read as the whole overcall's
    range, it left the advancer's 16-count judging slam opposite a possible 16 and asking for
    aces over 1S 2C P 2S P 3C. Over a major overcall the advancer's next call is game or not,
    which the placement by points keeps (read as a minimum there, 3S moved two close game
    choices of the simulation on seed 23, boards 3 and 97, 0 -> 6 each)."""
    cheapest = ctx.cheapest(Strain(int(suit)))
    if ctx.rho_call is not PASS or cheapest is None or cheapest.level >= 5:
        return []
    return [R(cheapest, "a minimum", 0, _ACCEPT - 1, kind="total", section=COMPETITIVE)]


#: after partner's simple raise of our major overcall (7–10), as opener after 1M–2M
#: ("Opener's rebids": 16–18 invites game, 19+ bids it), counting length and shortness
_INVITE, _GAME = 16, 19
#: the advancer's acceptance of the invitation: the top of the raise's 7–10 support points
_ACCEPT_INVITATION = 9


def _quiet_since(ctx: Context, seat: int) -> list[Call] | None:
    """Every call since *seat*'s first bid, when their side has only passed since it."""
    first = next(
        (i for i, record in enumerate(ctx.calls) if record.seat == seat and record.call.is_bid), None
    )
    if first is None:
        return None
    after = ctx.calls[first + 1 :]
    if any(record.call is not PASS for record in after if not ctx.is_ours(record.seat)):
        return None
    return [record.call for record in after]


def _simply_raised(ctx: Context, read: Sequence[Rule | None], overcaller: int, raiser: int) -> Suit | None:
    """The major of *overcaller*'s one simple overcall (the first call of that seat but
    passes) when *raiser*'s one call but passes is its single raise, their side silent since
    the overcall; ``None`` in any other auction."""
    if ctx.opener is None or ctx.is_ours(ctx.opener) or _quiet_since(ctx, overcaller) is None:
        return None
    overcalls, raises = ctx.bids_of(overcaller), ctx.bids_of(raiser)
    if not overcalls or len(raises) != 1 or [c for c in ctx.calls_of(raiser) if c is not PASS] != raises:
        return None
    first = next(
        (
            rule
            for record, rule in zip(ctx.calls, read, strict=True)
            if record.seat == overcaller and record.call is not PASS
        ),
        None,
    )
    if first is None or first.call is not overcalls[0] or ": overcall:" not in first.text:
        return None
    suit = strain_suit(overcalls[0])
    if suit is None or not suit.is_major or raises[0] is not bid(overcalls[0].level + 1, suit):
        return None
    return suit


def raised_overcall_table(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """Our call after partner's single raise of our one major overcall, their side silent:
    game with 19+ points, three of the major inviting it with 16–18 (counting length and, the
    fit known, shortness); ``None`` in any other auction (a minimum is placed by points)."""
    if len(ctx.bids_of(ctx.seat)) != 1 or ctx.last_bidder != ctx.partner:
        return None
    suit = _simply_raised(ctx, read, ctx.seat, ctx.partner)
    if suit is None:
        return None
    return [
        R(bid(4, suit), "game", _GAME, kind="raised", trump=suit, section=COMPETITIVE),
        R(bid(3, suit), "invites game", _INVITE, _GAME - 1, kind="raised", trump=suit, section=COMPETITIVE),
    ]


def overcall_invitation_answer_table(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """The advancer's answer to the overcaller's three-of-the-major invitation after our single
    raise, their side silent: game with 9–10 support points, the top of the raise, else pass."""
    partners = ctx.bids_of(ctx.partner)
    if len(partners) != 2 or ctx.last_bidder != ctx.partner:
        return None
    suit = _simply_raised(ctx, read, ctx.partner, ctx.seat)
    if suit is None or partners[1] is not bid(3, suit):
        return None
    return [
        R(
            bid(4, suit),
            "accepts the invitation",
            _ACCEPT_INVITATION,
            kind="support",
            trump=suit,
            section=COMPETITIVE,
        ),
        R(
            "P",
            "declines the invitation",
            0,
            _ACCEPT_INVITATION - 1,
            kind="support",
            trump=suit,
            section=COMPETITIVE,
        ),
    ]
