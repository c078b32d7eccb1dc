"""Nullo (RULES 14) and the ordered deal it shares with Slam and Chinese bridge.

The package: ``game`` and ``records`` (the engine), ``ordered_deal``, ``robot``, ``render``,
``solver``, ``scoring``.
"""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "nullo",
    robot=".robot:SamplingNulloRobot",
    scorers={"nullo": ".game:score_deal"},
)
