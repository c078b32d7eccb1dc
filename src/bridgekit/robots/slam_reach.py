"""Slams the simulation does not weigh after the opponents opened: values that cannot reach 33.

"Slam conventions" of the booklet ask for aces once the values for slam are there, and
"Competitive bidding" gives the overcall a range (8–16 HCP, 10+ at the two level) that the
overcaller's later calls narrow (the minimum rebid of the suit declines advancer's cue-bid
raise, :mod:`bridgekit.robots.sayc.advanced`). After their opening our side's honours are
placed by their bidding, which the double-dummy layouts of :mod:`bridgekit.robots.judgement`
turn into finesses that always work: with 16 HCP and a singleton the advancer asked for aces
over 1S 2C P 2S(cue-bid raise) P 3C(a minimum) P, opposite 10–13 points and 32 together at
best. Where our points and the most partner has shown do not reach 33 (the point count of a
slam), the suit slams are not weighed and the simulation chooses among the games.

Where 4NT would not ask for aces (no suit agreed), a suit slam chosen by the layouts is a jump
with no check of the aces at all: 10 HCP with a heart void bid 6D over P 1D P 1S P 2C P and went
down (par study seed 41 board 46: 14 points with the length, 26 opposite the 2C rebid's
least). Such a slam is weighed with the count the notrump slams have (partner's least leaving
us at most three points short of 33; a grand slam only with 37); else the games are weighed.
"""

from __future__ import annotations

from bridgekit.calls import Strain
from bridgekit.robots.context import Context
from bridgekit.robots.meaning import GRAND, SLAM

__all__ = ["within_reach"]


def within_reach(
    ctx: Context, points: int, targets: list[tuple[int, Strain]], *, blind: bool = False
) -> list[tuple[int, Strain]]:
    """*targets* without the six- and seven-level suit contracts that *points* (ours, counting
    our support or length) cannot reach: after their opening, when partner's most leaves us
    short of 33; for a *blind* slam (bid with no ace ask: "Slam conventions"), when partner's
    least leaves us more than three points short of 33, or short of 37 for the grand slam (the
    counts :func:`~bridgekit.robots.slam_counts.notrump_slam_counts` applies to notrump slams,
    which are left to it)."""
    partner = ctx.shown[ctx.partner]
    most, least = points + partner.hi, points + partner.lo
    theirs = ctx.opener is not None and not ctx.is_ours(ctx.opener)
    return [
        (level, strain)
        for level, strain in targets
        if level < 6
        or strain is Strain.NOTRUMP
        or ((not theirs or most >= SLAM) and (not blind or least >= (GRAND if level == 7 else SLAM - 3)))
    ]
