"""Card play by sampling for the games the generic solver plays (issue 17): Booby and its kin.

:func:`solver_card` deals the unseen cards to the hidden hands (shown voids kept,
:func:`bridgekit.robots.pimc.fitting_layouts`), solves each layout with the generic solver
(:func:`bridgekit.analysis.solver.play_values`: the side's final count after each legal card)
and plays the card that is best on average for the seat to play — most tricks for declarer's
side in a trick contract, fewest in a nullo, the reverse for the defenders.
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgekit.analysis.solver.position import Play, Position
from bridgekit.cards import Card, Suit
from bridgekit.robots.pimc import decision_seed, fitting_layouts, worth_simulating
from bridgekit.robots.sampling_unseen import best_on_average
from bridgekit.state import View

__all__ = ["solver_card"]


def solver_card(
    view: View,
    *,
    side: frozenset[int],
    preferred: Card,
    trump: Suit | None,
    fewest: bool,
    next_seat: Sequence[int] | None = None,
    trick_size: int | None = None,
    samples: int = 8,
    seed: int = 0,
    layouts: Sequence[list[int]] | None = None,
) -> tuple[Card, float] | None:
    """The card for the seat to play in *view* by sampling and the generic solver, and the side's
    average final count with it; ``None`` where there is nothing to choose.

    :param side: declarer's side (its seats)
    :param preferred: the card kept among equally good ones (the heuristic robot's)
    :param fewest: the side wants the fewest tricks (a nullo contract)
    :param layouts: the layouts to solve, where the game's unseen cards are not all in hidden
        hands (:func:`bridgekit.robots.sampling_unseen.pool_layouts`); by default *samples*
        layouts of :func:`bridgekit.robots.pimc.fitting_layouts`
    """
    if not worth_simulating(view) or view.to_play is None:
        return None
    to_play = int(view.to_play)
    legal = [a for a in view.legal_actions if isinstance(a, Card)]
    if layouts is None:
        layouts = fitting_layouts(view, lambda seat, hand: 0, count=samples, seed=decision_seed(seed, view))
    current = tuple(Play(p.seat, p.card.index, p.card.index) for p in view.current_trick)
    won = sum(1 for trick in view.tricks if trick.winner in side)
    positions = (
        Position(
            hands=tuple(layout),
            leader=current[0].seat if current else to_play,
            side=side,
            trick=current,
            trump=trump,
            next_seat=None if next_seat is None else tuple(next_seat),
            trick_size=trick_size,
            won=won,
        )
        for layout in layouts
    )
    legal.sort(key=lambda card: (card.rank or 0, card.index))
    card, average, _count = best_on_average(legal, positions, preferred=preferred, fewest=fewest)
    return card, average
