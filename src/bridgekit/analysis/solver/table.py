"""Double-dummy tables of four-hand deals from the generic solver (any pack).

>>> from bridgekit.deal import Deal
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> table = generic_table(deal)
>>> table[Strain.NOTRUMP, Seat.NORTH], table[Strain.CLUBS, Seat.EAST]
(5, 7)
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

from bridgekit.analysis.solver import Solver, native_available
from bridgekit.analysis.solver.position import Position
from bridgekit.calls import Strain
from bridgekit.deal import Deal
from bridgekit.seats import Seat

__all__ = ["generic_table"]

Table = dict[tuple[Strain, Seat], int]


def generic_table(deal: Deal, *, solver: Solver | None = None, threads: int | None = None) -> Table:
    """Tricks for each (strain, declarer) of a four-hand deal, by the generic solver.

    The searches take N–S as the side. In one thread, each strain is solved for the four
    opening leaders with one transposition table, each result the guess for the next. In
    several, each strain is two tasks, the leads of N and S and those of E and W (the pair
    that gains most from sharing a table), taken in turn by threads with a solver each.

    :param solver: solve every strain with this solver, in the calling thread (its table
        is kept between calls)
    :param threads: threads solving at once (default: one per CPU, at most 10); the
        compiled core releases the GIL while it searches
    """
    hands = tuple(h.mask for h in deal.hands)
    count = min(2 * len(Strain), threads or os.cpu_count() or 1)
    if solver is not None or count == 1 or not native_available():
        own = solver if solver is not None else Solver()
        return _in_order({k: v for strain in Strain for k, v in _solve(hands, strain, _LEADERS, own).items()})
    pending = [(strain, leaders) for strain in reversed(Strain) for leaders in _PAIRS]

    def work() -> Table:
        own, out = Solver(), Table()
        while True:
            try:
                strain, leaders = pending.pop()  # atomic: each task goes to one thread
            except IndexError:
                return out
            out.update(_solve(hands, strain, leaders, own))

    with ThreadPoolExecutor(count) as pool:
        futures = [pool.submit(work) for _ in range(count)]
    table: Table = {}
    for future in futures:
        table.update(future.result())
    return _in_order(table)


_PAIRS = ((Seat.NORTH, Seat.SOUTH), (Seat.EAST, Seat.WEST))
_LEADERS = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)


def _solve(hands: tuple[int, ...], strain: Strain, leaders: tuple[Seat, ...], solver: Solver) -> Table:
    trick_count = sum(h.bit_count() for h in hands) // 4
    out: Table = {}
    guess: int | None = None
    for leader in leaders:
        position = Position(hands=hands, leader=leader, side=frozenset({0, 2}), trump=strain.suit)
        ns = guess = solver.tricks(position, guess=guess)
        declarer = leader.rho
        out[strain, declarer] = ns if declarer % 2 == 0 else trick_count - ns
    return out


def _in_order(table: Table) -> Table:
    return {(strain, seat.rho): table[strain, seat.rho] for strain in Strain for seat in Seat}
