"""A robot for Nullo (RULES 14): exchanges, calls on the Nullo ladder, two-card tricks.

Exchange: a weak hand (nullo in view) throws its aces and kings, a strong hand the low
cards of its short side suits; then it draws. Calls and play as :mod:`bridgekit.variants.booby.robot`
(in two-handed play the small cards take about four tricks besides the honours). Against
nullo both players duck: every trick the defender loses is one the declarer wins.

>>> from bridgekit import new_game
>>> game = new_game("nullo", seed=1)
>>> NulloRobot().choose(game.view(game.to_act)).action in game.legal_actions()
True
"""

from __future__ import annotations

from typing import Final

from bridgekit.cards import Card, Rank, Suit
from bridgekit.contracts import NulloContract
from bridgekit.i18n import _
from bridgekit.robots import Decision
from bridgekit.robots.sampling_unseen import LateSampling, Layout
from bridgekit.variants.booby.robot import StagedRobot, actions_of, decide, nullo_ladder_call, pick_card
from bridgekit.variants.nullo.game import Drew, NulloView

__all__ = ["NulloRobot", "SamplingNulloRobot"]

#: a hand this weak plays for nullo; this strong for a suit
WEAK: Final = 7
STRONG: Final = 13


def _exchange_wish(view: NulloView) -> Card | None:
    hand = view.hand
    legal = [c for c in actions_of(view) if isinstance(c, Card)]
    if not legal or len(view.discarded) >= 4:
        return None
    if hand.hcp <= WEAK:
        high = [c for c in legal if c.rank is not None and c.rank >= Rank.KING]
        return max(high, key=lambda c: c.index) if high else None
    if hand.hcp >= STRONG:
        long = max(Suit, key=hand.suit_length)
        low = [c for c in legal if c.suit != long and c.rank is not None and c.rank <= Rank.SIX]
        return min(low, key=lambda c: c.index) if low else None
    return None


class NulloRobot(StagedRobot[NulloView]):
    """Nullo in every stage."""

    VIEW = NulloView

    def choose_in(self, view: NulloView) -> Decision:
        if view.stage == "exchange":
            card = _exchange_wish(view)
            if card is not None:
                return decide(card, _("{card}: discarded to draw a better card").format(card=card))
            draw = next(a for a in actions_of(view) if isinstance(a, Drew))
            return decide(draw, _("draw {number}: the exchange is done").format(number=draw.number))
        if view.stage == "auction":
            call, why = nullo_ladder_call(view.legal_actions, view.hand, support=4.0, nullo_risk=1.0)
            return decide(call, why)
        contract = view.contract
        assert isinstance(contract, NulloContract) and view.declarer is not None
        card, why = pick_card(
            view.legal_actions, view.current_trick, ours={view.seat}, trump=contract.denomination.trump,
            want=not contract.is_nullo,
        )  # fmt: skip
        return decide(card, why)


class SamplingNulloRobot(LateSampling[NulloView], NulloRobot):
    """Nullo with card play by sampling and the generic solver (issue 17): the other player's
    hand is drawn from the cards this player has not seen — the stock and the other's discards
    are never seen, so they are in the pool too (:func:`bridgekit.robots.sampling_unseen.pool_layouts`),
    its own discards are not — each layout solved to the end (two-card tricks solve in
    milliseconds) and the card best on average played; exchange and calls as :class:`NulloRobot`.

    >>> from bridgekit import new_game
    >>> game = new_game("nullo", seed=1)
    >>> robot = SamplingNulloRobot(samples=4)
    >>> while not game.is_over:
    ...     _ = game.act(robot.choose(game.view(game.to_act)).action)
    >>> sum(game.tricks_won) in (0, 13)  # passed out and redealt, or played to the end
    True
    """

    # two-card tricks solve in milliseconds: every card is sampled
    TRICKS_LEFT = 13
    SAMPLES = 12

    def sample(self, view: NulloView, decision: Decision) -> Decision:
        from bridgekit.robots.sampling_unseen import pool_layouts

        contract = view.contract
        assert isinstance(contract, NulloContract)
        return self.sampled_card(
            view,
            decision,
            tricks=13,
            layouts=lambda count, seed: [
                Layout(hands)
                for hands in pool_layouts(view, count=count, seed=seed, out_of_play=view.discarded.mask)
            ],
            trump=None if contract.is_nullo else contract.denomination.trump,
            trick_size=2,
            fewest=contract.is_nullo,
        )
