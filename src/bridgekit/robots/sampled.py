"""The card play shared by the sampling robots of bridge's cousins (minibridge, bridge for two
and three, Konstam): PIMC over layouts that fit what the seat knows.

A robot mixes :class:`SampledPlay` in before its heuristic class: ``sampled_card`` deals the
layouts (:func:`bridgekit.robots.pimc.fitting_layouts`, with the game's own *miss*), solves them
in one DDS batch and explains the card by the average tricks of the side to play; it answers
``None`` where there is nothing to simulate (no DDS, one card, touching cards), and the robot
then plays its heuristic card.

>>> SampledPlay(samples=4, seed=2)
SampledPlay(samples=4, seed=2)
"""

from __future__ import annotations

from collections.abc import Callable

from bridgekit.cards import Card, CardSet
from bridgekit.i18n import format_number, ngettext
from bridgekit.robots import Decision
from bridgekit.state import View

__all__ = ["SampledPlay"]


class SampledPlay:
    """Sampling card play: *samples* layouts a card, seeded by *seed* and the view.

    :param samples: layouts solved per card
    :param seed: the same seed and view give the same card
    """

    def __init__(self, *, samples: int = 12, seed: int = 0) -> None:
        from bridgekit.analysis.dd import dd_available

        self.samples, self.seed = samples, seed
        self.available = dd_available()

    def sampled_card(
        self, view: View, miss: Callable[[int, CardSet], int], preferred: Callable[[], Card]
    ) -> Decision | None:
        """The card that takes most tricks on average for the side to play over layouts whose
        hidden hands *miss* scores 0 (the closest misses if too few), *preferred* among equals;
        ``None`` if nothing needs simulating."""
        from bridgekit.robots.pimc import (
            decision_seed,
            fitting_layouts,
            layout_count,
            simulated_card,
            worth_simulating,
        )

        if not self.available or not worth_simulating(view):
            return None
        layouts = fitting_layouts(
            view, miss, count=layout_count(view, self.samples), seed=decision_seed(self.seed, view)
        )
        if not layouts:
            return None
        card, average = simulated_card(view, layouts, preferred())
        text = ngettext(
            "{card}: {tricks} tricks on average for the side to play over {count} layout",
            "{card}: {tricks} tricks on average for the side to play over {count} layouts",
            len(layouts),
        ).format(card=card, tricks=format_number(average, digits=1), count=len(layouts))
        return Decision(card, text)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(samples={self.samples}, seed={self.seed})"
