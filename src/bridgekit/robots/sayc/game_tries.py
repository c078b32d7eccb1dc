"""SAYC: opener's call after partner's single raise of the major when they bid over it, and
responder's answer to opener's game try there.

"Opener's rebids" of the ACBL SAYC System Booklet (revised January 2006): after 1M–2M opener
bids game with 19+ points, invites it with 16–18 and passes a minimum. "Competitive bidding"
keeps the meaning of a call where the intervening bid leaves room for it, and once they compete
over the raise (1H P 2H 2S, 1S (2C) 2S (3C)) three of our major is the call that contests their
partscore with a minimum and a long trump suit (nine trumps, the three level: the law of total
tricks the robot competes by), so the invitation goes by the calls left below it: a new suit
(the help-suit game try, three or more cards there) or, with no such suit, 2NT, each forcing
one round. Responder answers the try with game at the top of the raise (9–10 support points)
or with 8 and help in the try suit (its ace or king, or two cards or fewer), else three of the
major; over the competitive three it passes, or with four trumps (ten between us) bids game at
once, as the law of total tricks would over their next bid.

Placed by points before, the competitive raise to three was read as the invitation (1H P 2H 2S
3H "15–19 HCP", made with 11 and a nine-card fit), so responder bid game on a minimum beside a
minimum.

>>> from bridgekit.calls import Call
>>> from bridgekit.robots.sayc import SAYC
>>> from bridgekit.state import Called
>>> calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(["1H", "P", "2H", "2S"])]
>>> for rule in contested_raise_table(Context(0, calls), SAYC.reading(calls)) or []:
...     print(rule.text)
4H: game, 19+ points
3C: game try, three or more clubs, 16–18 points, forcing
3D: game try, three or more diamonds, 16–18 points, forcing
2NT: game try, no side suit to show, 16–18 points, forcing
3H: competing, six or more hearts, no game try, 12–15 points
Pass: a minimum, 15 or fewer points
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgekit.calls import DOUBLE, PASS, REDOUBLE, Call, Strain
from bridgekit.cards import Rank, Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, Rule, strain_suit
from bridgekit.robots.sayc.table import COMPETITIVE, R, Test, bid, name

__all__ = [
    "contested_raise_table",
    "contested_try_answer_table",
    "competitive_raise_answer_table",
    "contested_try_tables",
]

#: opener's rebids after the single raise ("Opener's rebids"): game 19+, an invitation 16–18
_GAME, _TRY = 19, 16
#: the most a single raise shows (6–10 points): the top of it accepts a game try
_RAISE_TOP = 10
#: responder's acceptance of the try: 9–10, or 8 with help in the try suit
_ACCEPT, _HELP = 9, 8


def _raised(ctx: Context, read: Sequence[Rule | None], opener: int) -> Suit | None:
    """The major *opener* opened at the one level when its partner's one bid since is the
    single raise of it (6–10 points) and they have bid since the opening; ``None`` otherwise."""
    if ctx.opener != opener or ctx.opening is None or ctx.opening.level != 1:
        return None
    suit = strain_suit(ctx.opening)
    raiser = (opener + 2) % 4
    if suit is None or not suit.is_major or not ctx.they_have_bid:
        return None
    raises = ctx.bids_of(raiser)
    if raises[:1] != [bid(2, suit)] or any(call in (DOUBLE, REDOUBLE) for call in ctx.calls_of(raiser)):
        return None
    rule = next(
        (
            rule
            for record, rule in zip(ctx.calls, read, strict=True)
            if record.seat == raiser and record.call.is_bid
        ),
        None,
    )
    if rule is None or rule.hi > _RAISE_TOP or rule.min_len[suit] < 3:
        return None
    return suit


def _tries(ctx: Context, suit: Suit) -> list[Call]:
    """The game tries left below three of *suit*: each new suit (neither side's), cheapest
    first, then 2NT (the try with no side suit to show)."""
    three = bid(3, suit)
    named = set(ctx.suits_bid(ours=True) + ctx.suits_bid(ours=False))
    calls = sorted(
        (
            call
            for other in Suit
            if other not in named
            and (call := ctx.cheapest(Strain(int(other)))) is not None
            and call.index < three.index
        ),
        key=lambda call: call.index,
    )
    notrump = ctx.bid(2, Strain.NOTRUMP)
    return [*calls, notrump] if notrump is not None else calls


def contested_raise_table(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """Opener's second call after 1M–2M when their bid over the raise is the last call (1H P 2H
    2S, 1S 2C 2S 3C): game with 19+ points; a game try with 16–18 — the cheapest new suit below
    three of the major with three or more cards there, else 2NT — forcing one round; three of
    the major with 12–15 points and six or more of it, competing; else pass. ``None`` in any
    other auction, and where no try is left below three of the major (1S P 2S 3H)."""
    if len(ctx.bids_of(ctx.seat)) != 1 or ctx.last_is_ours or ctx.last_bid is None:
        return None
    if ctx.rho_call is None or not ctx.rho_call.is_bid:
        return None
    suit = _raised(ctx, read, ctx.seat)
    if suit is None or len(ctx.bids_of(ctx.partner)) != 1:
        return None
    tries = _tries(ctx, suit)
    three, game = bid(3, suit), bid(4, suit)
    if not tries or not ctx.can(three):
        return None
    rules = [R(game, "game", _GAME, kind="total", section=COMPETITIVE)]
    for call in tries:
        other = strain_suit(call)
        text = "game try, no side suit to show" if other is None else f"game try, three or more {name(other)}"
        rules.append(
            R(
                call,
                text,
                _TRY,
                _GAME - 1,
                kind="total",
                at_least="" if other is None else f"{other.letter}3",
                forcing=True,
                convention="game try",
                section=COMPETITIVE,
            )
        )
    their = strain_suit(ctx.last_bid)
    minimum = R("P", "a minimum", 0, _TRY - 1, kind="total", test=_no_penalty(their), section=COMPETITIVE)
    return [*rules, _competing(suit), minimum]


def _no_penalty(their: Suit | None) -> Test:
    """Not four or more of their suit with 4+ HCP in it and 10+ HCP: such a minimum is left to
    the placement, which may double them for penalty (``bidding._compete``), as before."""

    def test(hand: Hand) -> bool:
        if their is None:
            return True
        return not (hand.length(their) >= 4 and hand.suit_quality(their) >= 4 and hand.hcp >= 10)

    return test


def _competing(suit: Suit) -> Rule:
    """Opener's three of the major over their bid after the single raise: no game try."""
    return R(
        bid(3, suit),
        f"competing, six or more {name(suit)}, no game try",
        12,
        _TRY - 1,
        kind="total",
        at_least=f"{suit.letter}6",
        section=COMPETITIVE,
    )


def _helps(suit: Suit | None) -> Test:
    """Help in the try suit: its ace or king, or two cards or fewer (2NT: no suit asked)."""

    def test(hand: Hand) -> bool:
        if suit is None:
            return False
        return hand.length(suit) <= 2 or hand.has(Rank.ACE, suit) or hand.has(Rank.KING, suit)

    return test


def _opener_rebid(ctx: Context, read: Sequence[Rule | None]) -> tuple[Suit, Call, Rule] | None:
    """After 1M–2M and their bid, opener's second bid with RHO passing and responder to call
    again: the major, that bid and how it is read; ``None`` in any other auction."""
    if ctx.rho_call is not PASS or ctx.last_bidder != ctx.partner:
        return None
    suit = _raised(ctx, read, ctx.partner)
    opener_bids = ctx.bids_of(ctx.partner)
    if suit is None or len(opener_bids) != 2 or len(ctx.bids_of(ctx.seat)) != 1:
        return None
    index = max(i for i, record in enumerate(ctx.calls) if record.call is opener_bids[1])
    rule = read[index]
    return None if rule is None else (suit, opener_bids[1], rule)


def contested_try_answer_table(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """Responder's answer to opener's game try after 1M–2M and their bid, RHO passing: game
    with 9–10 support points, or 8 with help in the try suit; else three of the major."""
    rebid = _opener_rebid(ctx, read)
    if rebid is None or rebid[2].convention != "game try":
        return None
    suit, second, _rule = rebid
    three, game = bid(3, suit), bid(4, suit)
    if not ctx.can(three):
        return None
    asked = strain_suit(second)
    return [
        R(game, "accepts the game try", _ACCEPT, kind="support", trump=suit, section=COMPETITIVE),
        R(
            game,
            "accepts the game try, help in the try suit",
            _HELP,
            kind="support",
            trump=suit,
            test=_helps(asked),
            section=COMPETITIVE,
        ),
        R(three, "declines the game try", 0, _ACCEPT - 1, kind="support", trump=suit, section=COMPETITIVE),
    ]


def competitive_raise_answer_table(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """Responder's call over opener's competitive three of the major (six or more cards) after
    1M–2M and their bid, RHO passing: no game try was made, so a pass, unless four or more
    trumps make ten between us — the law of total tricks the robot competes by (ten trumps,
    the four level) takes the four level at once, as it would over their next bid."""
    rebid = _opener_rebid(ctx, read)
    if rebid is None:
        return None
    suit, second, rule = rebid
    if second is not bid(3, suit) or rule.text != _competing(suit).text:
        return None
    return [
        R(
            bid(4, suit),
            f"ten trumps, four or more {name(suit)}",
            at_least=f"{suit.letter}4",
            section=COMPETITIVE,
        ),
        R("P", "no game beside the competitive raise", section=COMPETITIVE),
    ]


def contested_try_tables(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """The table of this module's situation *ctx* is in, else ``None``."""
    return (
        contested_raise_table(ctx, read)
        or contested_try_answer_table(ctx, read)
        or competitive_raise_answer_table(ctx, read)
    )
