"""Booby (RULES 13): three players and a dummy built from their discards.

The package: ``game`` (the engine), ``robot``, ``render``, ``solver``, ``scoring``.
"""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "booby",
    robot=".robot:SamplingBoobyRobot",
    scorers={"booby": ".game:score_deal"},
)
