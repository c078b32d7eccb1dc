"""Konstam bridge (RULES 17): two players, each with a hand and a dummy.

The package: ``game`` (the engine); its robot and scorer are bridge for two's.
"""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "konstam",
    aliases=("konstam_bridge",),
    robot="bridgekit.variants.bridge2.robot:TwoPlayerRobot",
    scorers={"rubber": "bridgekit.variants.bridge2.scoring:score_deal"},
)
