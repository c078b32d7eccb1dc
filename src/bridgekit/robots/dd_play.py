"""A contract-bridge robot whose card play samples the hidden hands and solves them double dummy.

For each card decision it deals the unseen cards to the hidden hands (consistent with the
seat's view: hand sizes and the suits a seat has shown out of), solves every layout with DDS
and plays the card that wins most tricks on average for its side (DESIGN "Robots"). The
auction is the natural system of :class:`~bridgekit.robots.BridgeRobot`. It needs the
``[dd]`` extra (endplay); without it, it plays like :class:`BridgeRobot`.

>>> from bridgekit import new_game
>>> game = new_game("bridge", deal="N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> for call in ["1NT", "P", "P", "P"]:
...     _ = game.act(call)
>>> decision = DoubleDummyRobot(samples=4, seed=1).choose(game.view(game.to_act))
>>> decision.action in game.legal_actions()
True
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from bridgekit.cards import Card, CardSet
from bridgekit.deal import Deal
from bridgekit.robots import BridgeRobot, Decision
from bridgekit.robots.sampling import sample_layouts
from bridgekit.state import Called, Phase, View
from bridgekit.variants import new_game
from bridgekit.variants.bridge import BridgeGame

__all__ = ["DoubleDummyRobot", "dd_available"]


def dd_available() -> bool:
    """Whether DDS (the ``[dd]`` extra, endplay) can be loaded."""
    try:
        from bridgekit.analysis.dd import _dds

        _dds()
    except Exception:  # any failure to load the native library means: play without it
        return False
    return True


class DoubleDummyRobot:
    """Bids like :class:`BridgeRobot`; plays the card that does best over sampled layouts.

    :param samples: layouts solved per decision (more is stronger and slower)
    :param seed: the same seed and view give the same card
    """

    def __init__(self, *, samples: int = 12, seed: int = 0) -> None:
        self.samples = samples
        self.seed = seed
        self.bidder = BridgeRobot()
        self.available = dd_available()

    def choose(self, view: View) -> Decision:
        legal = [a for a in view.legal_actions if isinstance(a, Card)]
        if view.phase is not Phase.PLAY or not self.available or len(legal) <= 1:
            return self.bidder.choose(view)
        totals: dict[Card, int] = defaultdict(int)
        seed = hash((self.seed, view.seat, len(view.tricks), len(view.current_trick))) & 0xFFFFFFFF
        layouts = sample_layouts(view, count=self.samples, seed=seed)
        for layout in layouts:
            for card, tricks in _values(view, layout).items():
                totals[card] += tricks
        declaring = (
            view.declarer is not None and view.to_play is not None and (view.to_play % 2 == view.declarer % 2)
        )
        sign = 1 if declaring else -1
        best = max(sign * totals[card] for card in legal)
        candidates = [card for card in legal if sign * totals[card] == best]
        # Among equal cards, the heuristic player's choice, else the lowest (keep the high ones).
        heuristic = self.bidder.choose(view).action
        card = heuristic if heuristic in candidates else min(candidates, key=lambda c: (c.rank or 0, c.index))
        average = totals[card] / len(layouts)
        side = "our side" if declaring else "declarer"
        return Decision(
            card, f"{card}: {side} takes {average:.1f} tricks on average over {len(layouts)} layouts"
        )

    def __repr__(self) -> str:
        return f"DoubleDummyRobot(samples={self.samples}, seed={self.seed})"


def _values(view: View, layout: list[int]) -> dict[Card, int]:
    """The double-dummy value (declarer's tricks) of each legal card with the hands of *layout*."""
    from bridgekit.analysis.dd import card_values

    hands = list(layout)
    plays: list[tuple[int, Card]] = [
        (seat, card) for trick in view.tricks for seat, card in zip(trick.seats, trick.cards, strict=True)
    ]
    plays += [(played.seat, played.card) for played in view.current_trick]
    for seat, card in plays:
        hands[seat] |= card.mask
    game = new_game(
        "bridge",
        deal=Deal([CardSet(mask) for mask in hands]),
        dealer=view.dealer,
        vulnerability=view.vulnerability,
    )
    assert isinstance(game, BridgeGame)
    for record in view.calls:
        if isinstance(record, Called):
            game.act(record.call)
    for _, card in plays:
        game.act(card)
    values: dict[Card, Any] = card_values(game)
    return values
