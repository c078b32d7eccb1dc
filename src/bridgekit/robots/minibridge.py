"""The minibridge robot (RULES 11): the honest step, the procedure's contract, bridge card play.

Before the play the rules leave one legal step (announce, write the slip, name the
declarer, write dummy's lengths), which the robot takes and explains; declarer chooses
the contract the procedure of RULES 11.4 gives, from what his view shows (his hand,
dummy's lengths, the HCP together). Cards are chosen by the contract-bridge robot.

>>> from bridgekit import new_game
>>> game = new_game("minibridge", seed=21)
>>> robot = MinibridgeRobot()
>>> print(robot.choose(game.view(game.to_act)))
N pass: 8 HCP, 10 or fewer (RULES 11.2)
"""

from __future__ import annotations

from typing import cast

from bridgekit.calls import Call
from bridgekit.robots import Decision
from bridgekit.robots.play import choose_card
from bridgekit.seats import Seat
from bridgekit.state import Phase, View
from bridgekit.variants.minibridge_contract import lengths_text
from bridgekit.variants.minibridge_records import (
    Announced,
    Chosen,
    LengthsShown,
    MinibridgeView,
    Named,
    Slipped,
)

__all__ = ["MinibridgeRobot"]


class MinibridgeRobot:
    """Plays every step of minibridge from a view; deterministic."""

    def choose(self, view: View) -> Decision:
        """The action for the seat of *view* and why.

        :raises ValueError: if the seat has nothing to decide
        """
        actions = cast(tuple[object, ...], view.legal_actions)
        if not actions:
            raise ValueError(f"seat {view.seat} has nothing to decide in this view")
        if view.phase is Phase.PLAY:
            card, text = choose_card(view)
            return Decision(card, text)
        if isinstance(view, MinibridgeView) and view.recommendation is not None:
            chosen = Chosen(Seat(view.seat), view.recommendation.contract)
            if chosen in actions:
                return Decision(
                    cast(Call, chosen), f"{chosen.contract}: {'; '.join(view.recommendation.steps)}"
                )
        action = actions[0]
        return Decision(cast(Call, action), f"{action}: {_why(action, view)}")

    def __repr__(self) -> str:
        return "MinibridgeRobot()"


def _why(action: object, view: View) -> str:
    hcp = view.hand.hcp
    if isinstance(action, Announced):
        band = "11 or more" if action.opens else "10 or fewer"
        return f"{hcp} HCP, {band} (RULES 11.2)"
    if isinstance(action, Slipped):
        return "my HCP for the opener (RULES 11.2)"
    if isinstance(action, Named):
        return f"{action.words} (RULES 11.2)"
    if isinstance(action, LengthsShown):
        return f"dummy's lengths {lengths_text(action.lengths)} for declarer (RULES 11.3)"
    return "the only legal action"
