"""Konstam bridge (RULES 17): two players, each with a hand and a dummy.

The package: ``game`` (the engine); its robot and scorer are bridge for two's.
"""

from bridgekit.variants.bridge2 import two_player_form

REGISTRATION = two_player_form("konstam", "konstam_bridge")
