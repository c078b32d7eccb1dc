"""The solver adapter of Slam (RULES 15): two players, reserves locked until trick 8."""

from __future__ import annotations

from typing import Any

from bridgekit.analysis.solver.adapters import register_adapter, register_objective, staged_position
from bridgekit.analysis.solver.position import Objective, Position, SolverError
from bridgekit.i18n import _

__all__ = ["slam_position", "slam_objective"]

#: Slam (RULES 15.6): tricks 1–6 of four cards, 7 of two, then the reserves in 8–10
_SLAM_TRICKS = (4,) * 6 + (2,) * 4


@register_adapter("slam")
def slam_position(game: Any) -> Position:
    """Slam (RULES 15): two players (leader, opponent, leader, opponent in tricks 1–6); each
    reserve is locked until the hands are empty, after trick 7."""
    tricks = len(game._play.tricks) if game._play is not None else 0
    return staged_position(game, "slam", trick_size=_SLAM_TRICKS[tricks:], locked=tuple(game._reserve))


@register_objective("slam")
def slam_objective(game: Any) -> Objective:
    """The trick counts that make the bid's points (at least, or at most in nullo)."""
    contract = game.contract
    if contract is None:
        raise SolverError(_("no contract: the solver needs a game in its play phase"))
    made = [tricks for tricks in range(len(_SLAM_TRICKS) + 1) if contract.is_made(tricks)]
    if not made:  # pragma: no cover - a Slam contract always has a count that makes it
        raise SolverError(_("no count of tricks makes {contract}").format(contract=contract))
    return Objective.at_most(made[-1]) if made[0] == 0 else Objective.at_least(made[0])
