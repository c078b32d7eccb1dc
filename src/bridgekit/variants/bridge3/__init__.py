"""Bridge for three (RULES 9.2): three players and a dummy for the single player.

The package: ``game`` (the engine); its robot and scorer are bridge for two's.
"""

from bridgekit.variants.bridge2 import two_player_form

REGISTRATION = two_player_form("bridge3", "three_player_bridge")
