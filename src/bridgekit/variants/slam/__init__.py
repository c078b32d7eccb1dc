"""Slam (Sid Sackson, 1951; RULES 15): point bids in three rounds, reserves, four-card tricks."""

from bridgekit.variants.slam.calls import Declared, Reserved, SlamAuction, SlamCalled, slam_bid, slam_call
from bridgekit.variants.slam.game import SLAM, SlamGame, SlamView, score_deal
from bridgekit.variants.slam.render import render_slam

__all__ = [
    "SLAM",
    "Declared",
    "Reserved",
    "SlamAuction",
    "slam_bid",
    "slam_call",
    "SlamCalled",
    "SlamGame",
    "SlamView",
    "render_slam",
    "score_deal",
]
