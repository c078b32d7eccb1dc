"""Slam (Sid Sackson, 1951; RULES 15): point bids in three rounds, reserves, four-card tricks.

The package: ``game`` and ``calls`` (the engine), ``robot``, ``render``, ``solver``, ``scoring``.
"""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "slam",
    aliases=("sackson_slam",),
    robot=".robot:SamplingSlamRobot",
    scorers={"slam": ".game:score_deal"},
)
