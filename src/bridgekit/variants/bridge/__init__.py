"""Contract bridge (RULES 1-8): the game (:mod:`.game`), its scoring methods (:mod:`.scoring`)
and its table-mode data (:mod:`.table`, RULES 10)."""

from bridgekit.variants.bridge.game import BRIDGE, SCORING_METHODS, BridgeGame, BridgeViewHook

__all__ = ["BRIDGE", "SCORING_METHODS", "BridgeGame", "BridgeViewHook"]
