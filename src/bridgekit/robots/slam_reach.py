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
"""

from __future__ import annotations

from bridgekit.calls import Strain
from bridgekit.robots.context import Context
from bridgekit.robots.meaning import SLAM

__all__ = ["within_reach"]


def within_reach(ctx: Context, points: int, targets: list[tuple[int, Strain]]) -> list[tuple[int, Strain]]:
    """*targets* without the six- and seven-level suit contracts when the opponents opened and
    *points* (ours, counting our support) with partner's most shown fall short of 33; notrump
    slams are left to :func:`~bridgekit.robots.slam_counts.notrump_slam_counts`."""
    if ctx.opener is None or ctx.is_ours(ctx.opener):
        return targets
    if points + ctx.shown[ctx.partner].hi >= SLAM:
        return targets
    return [(level, strain) for level, strain in targets if level < 6 or strain is Strain.NOTRUMP]
