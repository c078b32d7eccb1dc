"""Bridge for three (RULES 9.2): three players and a dummy for the single player.

The package: ``game`` (the engine); its robot and scorer are bridge for two's.
"""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "bridge3",
    aliases=("three_player_bridge",),
    robot="bridgekit.variants.bridge2.robot:TwoPlayerRobot",
    scorers={"rubber": "bridgekit.variants.bridge2.scoring:score_deal"},
)
