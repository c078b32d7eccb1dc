"""The booklet's point counts for slams in notrump, applied to the candidates the simulation
(:mod:`bridgekit.robots.judgement`) weighs: which six- and seven-level notrump contracts are
worth dealing layouts for, given our hand and what partner has shown."""

from __future__ import annotations

from bridgekit.calls import Strain
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand
from bridgekit.robots.meaning import GRAND, SLAM

__all__ = ["notrump_slam_counts"]


def notrump_slam_counts(
    ctx: Context, hand: Hand, targets: list[tuple[int, Strain]], *, fit: bool
) -> list[tuple[int, Strain]]:
    """The booklet's point counts for notrump slams ("Notrump opening bids": the quantitative
    4NT invites 6NT; a slam in notrump needs 33 HCP together, a grand slam 37) applied to the
    simulation's candidates: 6NT and 7NT are not weighed when partner's maximum cannot bring
    the count (the layouts would bet on double-dummy luck), 7NT not either when partner's
    minimum leaves us more than two points short of 37 (no call below it invites it, and the
    double-dummy layouts take every finesse: 23 HCP bid 7NT over a 3NT of 10–17), 6NT not
    either when partner's minimum leaves us more than three points short of 33 with our length
    points (one for each card past four in a suit) counted (where 4NT invites it,
    the robot's quantitative 4NT bids it first; elsewhere 17 HCP bid 6NT over 1C–1D–1S,
    12–18, on layouts that took every finesse, and went down opposite 12: par study seed 17
    board 53),
    and without a fit the contracts below six are not weighed when partner's
    minimum already brings 33."""
    partner = ctx.shown[ctx.partner]
    most, least = hand.hcp + partner.hi, hand.hcp + partner.lo
    # a long suit brings tricks the HCP count misses: our length points count here (18 HCP
    # with AKQT74 over 1C–1D–2C, 10–15, made 6NT: seed 41 board 70)
    running = hand.total + partner.lo
    kept = [
        (level, strain)
        for level, strain in targets
        if strain is not Strain.NOTRUMP
        or level < 6
        or (most >= GRAND and least >= GRAND - 2 if level == 7 else most >= SLAM and running >= SLAM - 3)
    ]
    if not fit and least >= SLAM and any(level >= 6 for level, _ in kept):
        kept = [(level, strain) for level, strain in kept if level >= 6]
    return kept
