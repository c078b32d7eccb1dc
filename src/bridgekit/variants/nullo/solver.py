"""The solver adapter of Nullo (RULES 14): two players, two-card tricks."""

from __future__ import annotations

from typing import Any

from bridgekit.analysis.solver.adapters import register_adapter, register_objective, staged_position
from bridgekit.analysis.solver.position import Objective, Position, SolverError
from bridgekit.i18n import _

__all__ = ["nullo_position", "nullo_ladder_objective"]


@register_adapter("nullo")
def nullo_position(game: Any) -> Position:
    """Nullo (RULES 14): two players, two-card tricks; the side is declarer."""
    return staged_position(game, "nullo", trick_size=2)


@register_objective("nullo")
def nullo_ladder_objective(game: Any) -> Objective:
    """A contract of a nullo ladder: at least 6 + level, or in nullo at most 7 − level."""
    contract = game.contract
    if contract is None:
        raise SolverError(_("no contract: the solver needs a game in its play phase"))
    if contract.is_nullo:
        return Objective.at_most(contract.max_tricks)
    return Objective.at_least(contract.tricks_needed)
