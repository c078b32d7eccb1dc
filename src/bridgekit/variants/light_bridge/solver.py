"""The solver adapter of Light bridge (RULES 12): every form, jokers and must-ruff included.

The side is the declarer's (his team, or himself in ``lb3``); in raspasy it is the first
team (players 1, 3, …), or the player to play in ``lb3``, and everyone wants fewest tricks.

>>> from bridgekit.variants import new_game
>>> game = new_game("light_bridge", variant="lb4", seed=1, dealer=3)
>>> for text in ["5S", "5H", "=3D", "P", "M6C", "=3H", "P", "P", "P"]:
...     _ = game.act(text)
>>> pos = position_of_light_bridge(game)
>>> sorted(pos.side), pos.must_ruff, objective_of_light_bridge(game)
([1, 3], True, Objective(lo=3, hi=3))
"""

from __future__ import annotations

from typing import Any

from bridgekit.analysis.solver.adapters import register_adapter, register_objective
from bridgekit.analysis.solver.position import Objective, Play, Position, SolverError
from bridgekit.i18n import _
from bridgekit.variants.light_bridge.scoring import BidKind

__all__ = ["position_of_light_bridge", "objective_of_light_bridge"]

FORMS = ("light_bridge", "lb3", "lb4", "lb4_52", "lb4_54", "lb6")


def _side(game: Any) -> frozenset[int]:
    seats = game.variant.seat_count
    declarer = game.declarer
    if declarer is None:  # raspasy
        if not game.table.is_teams:
            return frozenset({int(game.to_act)})
        return frozenset(range(0, seats, 2))
    if not game.table.is_teams:
        return frozenset({declarer})
    return frozenset(s for s in range(seats) if s % 2 == declarer % 2)


@register_adapter(*FORMS)
def position_of_light_bridge(game: Any) -> Position:
    """The position of a Light-bridge game in its play."""
    play = getattr(game, "_play", None)
    if play is None or game.is_over or str(getattr(game.stage, "value", "")) != "play":
        raise SolverError(_("the solver needs a game of Light bridge in its play phase"))
    side = _side(game)
    trick = tuple(
        Play(seat, card.index, named.index)
        for seat, card, named in zip(play.seats, play.current, play.effective, strict=True)
    )
    won = sum(play.won[s] for s in side)
    return Position(
        hands=tuple(play.hands),
        leader=play.seats[0] if trick else play.to_play,
        side=side,
        trick=trick,
        trump=play.trump,
        must_ruff=play.must_ruff,
        won=won,
        gone=play.used,
    )


@register_objective(*FORMS)
def objective_of_light_bridge(game: Any) -> Objective:
    """What the side needs: its contract, or in raspasy fewer tricks than half."""
    contract = game.contract
    tricks = game.variant.hand_size
    if game.declarer is None or contract is None:
        return Objective.at_most((tricks - 1) // 2 if game.table.is_teams else tricks // 3)
    if contract.kind is BidKind.MISERE:
        return Objective.at_most(game.table.misere_by_level[contract.level])
    if contract.kind is BidKind.EXACT:
        return Objective.exactly(contract.exact)
    return Objective.at_least(contract.level)
