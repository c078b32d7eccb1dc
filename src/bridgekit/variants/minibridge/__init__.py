"""Minibridge (Slovak rules, RULES 11): the game (:mod:`.game`), the procedure that finds the
contract (:mod:`.contract`), the records of its steps (:mod:`.records`), the teaching renderer
(:mod:`.render`) and its table-mode data (:mod:`.table`, RULES 10.1)."""

from bridgekit.variants.minibridge.game import MINIBRIDGE, MinibridgeGame, MinibridgeViewHook

__all__ = ["MINIBRIDGE", "MinibridgeGame", "MinibridgeViewHook"]
