"""Chinese bridge (RULES 16): two players, four cards in hand and two rows of eleven.

The package: ``game`` (the engine), ``robot``, ``render``, ``solver``.
"""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "chinese_bridge",
    ".game:CHINESE_BRIDGE",
    aliases=("chinese",),
    robot=".robot:SamplingChineseBridgeRobot",
    renderer=".render:render_chinese_bridge",
    solver=".solver",
    scorers={"rubber": ".game:score_deal"},
)
