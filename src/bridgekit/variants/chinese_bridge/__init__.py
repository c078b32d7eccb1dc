"""Chinese bridge (RULES 16): two players, four cards in hand and two rows of eleven.

The package: ``game`` (the engine), ``robot``, ``render``, ``solver``.
"""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "chinese_bridge",
    aliases=("chinese",),
    robot=".robot:SamplingChineseBridgeRobot",
    scorers={"rubber": ".scoring:score_deal"},
)
