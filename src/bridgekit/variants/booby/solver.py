"""The solver adapter of Booby (RULES 13): three players and the dummy, four-card tricks."""

from __future__ import annotations

from typing import Any

from bridgekit.analysis.solver.adapters import (
    register_adapter,
    register_objective,
    staged_play,
    staged_position,
)
from bridgekit.analysis.solver.position import Position
from bridgekit.variants.nullo.solver import nullo_ladder_objective

__all__ = ["booby_position"]


@register_adapter("booby")
def booby_position(game: Any) -> Position:
    """Booby (RULES 13): A, B, C and the dummy (seat 3, opposite declarer); the side is
    declarer and the dummy. Nullo contracts are played without trumps."""
    staged_play(game, "booby")  # a SolverError outside the play
    declarer, dummy = int(game.declarer), 3
    lho, rho = (declarer + 1) % 3, (declarer + 2) % 3
    order = {declarer: lho, lho: dummy, dummy: rho, rho: declarer}
    return staged_position(
        game, "booby", dummy=dummy, next_seat=tuple(order[seat] for seat in range(4)), trick_size=4
    )


register_objective("booby")(nullo_ladder_objective)
