"""Bridge for two (RULES 9.1): two players, each with a dummy.

The package: ``game`` (the engine), ``robot`` (the robot of every two-player form: bridge for
two and three, Konstam).
"""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "bridge2",
    aliases=("two_player_bridge", "double_dummy_bridge"),
    robot=".robot:TwoPlayerRobot",
    scorers={"rubber": ".scoring:score_deal"},
)
