"""SAYC after the reopening 1NT, the opponents silent: the advance and its invitation.

The reopening 1NT (1x–P–P–1NT) shows 10–15 HCP, balanced, with a stopper in their suit
("Competitive bidding": the one range the booklet gives for a reopening call). Its partner,
who passed their opening, bids 3NT with 13+ HCP (game on 23 or more together) and invites it
with 2NT on 11–12; the reopener accepts with 13–15, the upper part of its range. Placed by
points and layouts before, the advancer judged 1NT against 3NT over the whole of the wide
range and passed a 14-count with 3NT on (par study seed 41 board 35). Other hands (a
singleton, a six-card suit, too weak) are left to the placement by points: no rule of these
tables fits them.

>>> from bridgekit.calls import Call
>>> from bridgekit.robots.sayc import SAYC
>>> from bridgekit.state import Called
>>> calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(["1D", "P", "P", "1NT", "P"])]
>>> ctx = Context(1, calls)
>>> [rule.text for rule in reopened_notrump_table(ctx, SAYC.reading(calls)) or []]
['3NT: to play, 13+ HCP', '2NT: invites 3NT, 11–12 HCP']
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgekit.calls import PASS, Strain
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, Rule
from bridgekit.robots.sayc.table import COMPETITIVE, R

__all__ = [
    "reopened_notrump_table",
    "reopening_notrump_advance_table",
    "reopening_invitation_answer_table",
]

#: the invitation's range, and the least for game opposite the reopening 1NT (10–15)
_INVITE, _GAME_OPPOSITE_REOPENING = (11, 12), 13


def _no_singleton(hand: Hand) -> bool:
    return min(hand.lengths) >= 2


def reopened_notrump_table(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """The table of the one of these situations *ctx* is in (the opponents silent), else ``None``."""
    return reopening_notrump_advance_table(ctx, read) or reopening_invitation_answer_table(ctx, read)


def _notrump_hand(hand: Hand) -> bool:
    """No singleton and no six-card suit (a five-card suit, 5–3–3–2, is a notrump hand)."""
    return _no_singleton(hand) and max(hand.lengths) < 6


def reopening_notrump_advance_table(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """Our call over partner's reopening 1NT, 1x–P–P–1NT–P, when we passed their opening:
    3NT with 13+ HCP, 2NT inviting it with 11–12 (a notrump hand, see :func:`_notrump_hand`);
    ``None`` in any other auction."""
    if not _reopened_notrump(ctx, read, ctx.partner) or ctx.bids_of(ctx.seat):
        return None
    lo, hi = _INVITE
    return [
        R("3NT", "to play", _GAME_OPPOSITE_REOPENING, test=_notrump_hand, section=COMPETITIVE),
        R("2NT", "invites 3NT", lo, hi, test=_notrump_hand, section=COMPETITIVE),
    ]


def reopening_invitation_answer_table(ctx: Context, read: Sequence[Rule | None]) -> list[Rule] | None:
    """The reopener's answer to partner's 2NT invitation over the reopening 1NT: 3NT with
    13–15 HCP, else pass; ``None`` in any other auction."""
    last = ctx.last_bid
    if last is None or str(last) != "2NT" or ctx.last_bidder != ctx.partner or ctx.rho_call is not PASS:
        return None
    if not _reopened_notrump(ctx, read, ctx.seat, extra=1):
        return None
    return [
        R("3NT", "accepts the invitation", _GAME_OPPOSITE_REOPENING, section=COMPETITIVE),
        R("P", "declines the invitation", 0, _GAME_OPPOSITE_REOPENING - 1, section=COMPETITIVE),
    ]


def _reopened_notrump(ctx: Context, read: Sequence[Rule | None], seat: int, *, extra: int = 0) -> bool:
    """*seat* made the reopening 1NT over their one-level opening, then everyone passed (and
    *extra* more bids followed: the invitation), the opponents silent since their opening."""
    bids = [(i, record) for i, record in enumerate(ctx.calls) if record.call is not PASS]
    if len(bids) != 2 + extra:
        return False
    (_, opening), (index, reopening) = bids[0], bids[1]
    if ctx.is_ours(int(opening.seat)) or int(reopening.seat) != seat or str(reopening.call) != "1NT":
        return False
    if opening.call.level != 1 or opening.call.strain is Strain.NOTRUMP:
        return False
    rule = read[index]
    return rule is not None and rule.balanced and rule.lo < 15 <= rule.hi
