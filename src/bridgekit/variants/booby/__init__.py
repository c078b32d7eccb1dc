"""Booby (RULES 13): three players and a dummy built from their discards.

The package: ``game`` (the engine), ``robot``, ``render``, ``solver``, ``scoring``.
"""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "booby",
    ".game:BOOBY",
    robot=".robot:SamplingBoobyRobot",
    renderer=".render:render_booby",
    solver=".solver",
    scorers={"booby": ".game:score_deal"},
)
