"""Contract bridge (RULES 1-8): the game (:mod:`.game`), its scoring methods (:mod:`.scoring`)
and its table-mode data (:mod:`.table`, RULES 10).

The package holds its registration record, as every game's does, and exports its engine, imported
when a name of it is first read (so the registry reads the record without importing the game).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Final

from bridgekit.variants import GameEntry

if TYPE_CHECKING:
    from bridgekit.variants.bridge.game import BRIDGE, BridgeGame, BridgeViewHook

__all__ = ["BRIDGE", "SCORING_METHODS", "BridgeGame", "BridgeViewHook", "REGISTRATION"]

#: the ``scoring`` option (RULES 0.7): how a deal (and a session of deals) is scored
SCORING_METHODS: Final = (
    "duplicate",
    "rubber",
    "bg_rubber",
    "chicago",
    "chicago_duplicate",
    "russian",
    "obligations",
)

REGISTRATION = GameEntry(
    "bridge",
    aliases=("contract_bridge", "contract"),
    table=".table:TABLE",
    robot="bridgekit.robots:BridgeRobot",
    solver="bridgekit.analysis.solver.adapters",
    scorers={method: f".scoring:score_by_{method}" for method in SCORING_METHODS},
)


def __getattr__(name: str) -> Any:
    if name in ("BRIDGE", "BridgeGame", "BridgeViewHook"):
        return getattr(importlib.import_module("bridgekit.variants.bridge.game"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")  # i18n-ok: Python's own
