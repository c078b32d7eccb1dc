"""A contract-bridge robot whose card play samples the hidden hands and solves them double dummy.

For each card decision it deals the unseen cards to the hidden hands (consistent with the
seat's view: hand sizes, the suits a seat has shown out of, and what every call of the
auction showed), solves the layouts in one DDS batch and plays the card that wins most tricks
on average for its side (DESIGN "Robots"). The auction is SAYC, as :class:`~bridgekit.robots.BridgeRobot`
bids it. It needs the
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

from bridgekit.analysis.dd import dd_available
from bridgekit.cards import Card
from bridgekit.robots import BridgeRobot, Decision
from bridgekit.robots.claim import robot_claim
from bridgekit.state import Claimed, Phase, View

__all__ = ["DoubleDummyRobot", "dd_available"]


class DoubleDummyRobot:
    """Bids like :class:`BridgeRobot`; plays the card that does best over sampled layouts.

    The layouts agree with the seat's view (hand sizes, shown voids) and with the meaning of
    every call of the auction, and are solved in one DDS batch (:class:`~bridgekit.robots.pimc.PimcRobot`).

    :param samples: layouts solved per decision (more is stronger and slower)
    :param seed: the same seed and view give the same card
    """

    def __init__(self, *, samples: int = 12, seed: int = 0) -> None:
        from bridgekit.robots.pimc import PimcRobot

        self.samples = samples
        self.seed = seed
        self.bidder = BridgeRobot(play="heuristic")
        self.available = dd_available()
        self._player = PimcRobot(samples=samples, seed=seed, system=self.bidder.system)

    def choose(self, view: View) -> Decision:
        legal = [a for a in view.legal_actions if isinstance(a, Card)]
        if view.phase is not Phase.PLAY or not self.available or len(legal) <= 1:
            return self.bidder.choose(view)
        return self._player.choose(view)

    def claim(self, view: View) -> Claimed | None:
        """Declarer's claim of the rest when it is certain (:func:`bridgekit.robots.claim.robot_claim`)."""
        return robot_claim(view)

    def __repr__(self) -> str:
        return f"DoubleDummyRobot(samples={self.samples}, seed={self.seed})"
