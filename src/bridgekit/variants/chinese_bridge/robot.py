"""A robot for Chinese bridge (RULES 16): calls from the visible cards, play from hand or table.

The dealer bids one of his longest playable suit; the opponent overcalls when his playable
cards are clearly stronger than the dealer's face-up row suggests, else passes. Card play
is :func:`bridgekit.variants.booby.robot.pick_card` over the hand and the face-up row.

>>> from bridgekit import new_game
>>> game = new_game("chinese_bridge", seed=1)
>>> str(ChineseBridgeRobot().choose(game.view(game.to_act)).action)
'1S'
"""

from __future__ import annotations

from bridgekit.calls import Call, Strain
from bridgekit.cards import CardSet, Suit
from bridgekit.i18n import N_
from bridgekit.robots import Decision
from bridgekit.state import View
from bridgekit.variants.booby.robot import actions_of, decide, estimated_tricks, explained, pick_card
from bridgekit.variants.chinese_bridge.game import ChineseView

__all__ = ["ChineseBridgeRobot"]


class ChineseBridgeRobot:
    """Chinese bridge: calls and cards."""

    def choose(self, view: View) -> Decision:
        """Choose for the seat of *view*.

        :raises ValueError: if the seat has nothing to decide
        """
        actions_of(view)
        assert isinstance(view, ChineseView)
        if view.stage == "auction":
            return self._call(view)
        contract = view.contract
        assert contract is not None
        card, why = pick_card(view.legal_actions, view.current_trick, ours={view.seat},
                              trump=contract.strain.suit, want=True)  # fmt: skip
        return decide(card, why)

    def _call(self, view: ChineseView) -> Decision:
        hand = view.hand
        other = CardSet(c for c in view.table[1 - view.seat] if c is not None)
        suit = max(Suit, key=lambda s: (hand.suit_length(s), s))
        # The 11 unseen cards of each player are alike; the visible 15 against the 11 decide.
        tricks = 6.5 + (estimated_tricks(hand, suit) - estimated_tricks(other, suit) * 15 / 11) / 2
        bids = [c for c in actions_of(view) if isinstance(c, Call) and c.is_bid and c.strain == Strain(suit)]
        passes = [c for c in actions_of(view) if isinstance(c, Call) and c.is_pass]
        makeable = [b for b in bids if b.tricks_needed <= tricks]
        if not passes:
            forced = makeable[0] if makeable else bids[0] if bids else view.legal_actions[0]
            why = N_("the dealer must bid (RULES 16.2); natural, the longest suit")
            return decide(forced, explained(forced, why))
        if makeable and len(view.calls) < 3:
            return decide(
                makeable[0], explained(makeable[0], N_("natural, the longest suit, expects to make it"))
            )
        return decide(passes[0], explained("P", N_("no contract it expects to make")))

    def __repr__(self) -> str:
        return "ChineseBridgeRobot()"
