"""Double-dummy tables of four-hand deals from the generic solver (any pack).

>>> from bridgekit.deal import Deal
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> table = generic_table(deal)
>>> table[Strain.NOTRUMP, Seat.NORTH], table[Strain.CLUBS, Seat.EAST]
(5, 7)
"""

from __future__ import annotations

from bridgekit.analysis.solver import Solver
from bridgekit.analysis.solver.position import Position
from bridgekit.calls import Strain
from bridgekit.deal import Deal
from bridgekit.seats import Seat

__all__ = ["generic_table"]


def generic_table(deal: Deal, *, solver: Solver | None = None) -> dict[tuple[Strain, Seat], int]:
    """Tricks for each (strain, declarer) of a four-hand deal, by the generic solver.

    Each strain is solved for the four opening leaders with N–S as the side, so the four
    searches share one transposition table; each result is the guess for the next.
    """
    solver = solver if solver is not None else Solver()
    hands = tuple(h.mask for h in deal.hands)
    trick_count = sum(h.bit_count() for h in hands) // 4
    table: dict[tuple[Strain, Seat], int] = {}
    for strain in Strain:
        guess: int | None = None
        for leader in Seat:
            position = Position(hands=hands, leader=leader, side=frozenset({0, 2}), trump=strain.suit)
            ns = guess = solver.tricks(position, guess=guess)
            declarer = leader.rho
            table[strain, declarer] = ns if declarer % 2 == 0 else trick_count - ns
    return table
