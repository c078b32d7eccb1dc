"""Light bridge (Лёгкий бридж, RULES 12): five forms for 3, 4 and 6 players.

The package: ``forms``, ``game``, ``play``, ``records``, ``series``, ``view`` and the calls
(the engine), ``robot``, ``render``, ``solver``, ``scoring``.

>>> from bridgekit.variants import new_game
>>> game = new_game("light_bridge", variant="lb3", seed=1)
>>> game.variant.name, len(game.hands), game.to_act
('lb3', 3, 1)
"""

from bridgekit.variants import GameEntry

REGISTRATION = GameEntry(
    "light_bridge",
    ".forms:LIGHT_BRIDGE",
    aliases=("lightbridge", "light", "legkiy_bridzh"),
    forms=("lb3", "lb4", "lb4_52", "lb4_54", "lb6"),
    robot=".robot:SamplingLightBridgeRobot",
    renderer=".render:render_view",
    scorers={"light_bridge": ".scoring:deal_score"},
)
