"""The minibridge robot (RULES 11): the honest step, the procedure's contract, bridge card play.

Before the play the rules leave one legal step (announce, write the slip, name the
declarer, write dummy's lengths), which the robot takes and explains; declarer chooses
the contract the procedure of RULES 11.4 gives, from what his view shows (his hand,
dummy's lengths, the HCP together). Cards are chosen by the contract-bridge robot.

>>> from bridgekit import new_game
>>> game = new_game("minibridge", seed=21)
>>> robot = MinibridgeRobot()
>>> print(robot.choose(game.view(game.to_act)))
N pass: 10 or fewer HCP (RULES 11.2)
"""

from __future__ import annotations

from typing import cast

from bridgekit.calls import Call, Contract
from bridgekit.robots import Decision
from bridgekit.robots.play import choose_card
from bridgekit.seats import Seat
from bridgekit.state import Phase, View
from bridgekit.variants.minibridge_contract import (
    MAJOR_TOP,
    MINOR_TOP,
    NOTRUMP_TOP,
    Recommendation,
)
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
                return Decision(cast(Call, chosen), _contract_meaning(view.recommendation))
        action = actions[0]
        if isinstance(action, Slipped | LengthsShown):  # private to declarer: the text names no number
            return Decision(cast(Call, action), _why(action, view))
        return Decision(cast(Call, action), f"{action}: {_why(action, view)}")

    def __repr__(self) -> str:
        return "MinibridgeRobot()"


def _why(action: object, view: View) -> str:
    if isinstance(action, Announced):
        band = "11 or more" if action.opens else "10 or fewer"
        return f"{band} HCP (RULES 11.2)"
    if isinstance(action, Slipped):
        return "slip: my HCP, for the opener only (RULES 11.2)"
    if isinstance(action, Named):
        return f"{action.words} (RULES 11.2)"
    if isinstance(action, LengthsShown):
        return "lengths: dummy's suit lengths, for declarer only (RULES 11.3)"
    return "the only legal action"


def _contract_meaning(recommendation: Recommendation) -> str:
    """The public meaning of declarer's contract: the step of RULES 11.4 and its band, no holding.

    >>> from bridgekit.calls import Contract, Strain
    >>> _contract_meaning(Recommendation(Contract(4, Strain.HEARTS), "major", 28, ()))
    '4H: (a) 8+ hearts together, 27 or more points (RULES 11.4)'
    """
    contract = recommendation.contract
    low = contract.level == 1
    if recommendation.kind == "major":
        step, top = f"(a) 8+ {_suit_name(contract)} together", MAJOR_TOP
    elif recommendation.kind == "notrump":
        step, top = "(b) no major fit, every suit held", NOTRUMP_TOP
    else:
        step, top = f"(c) no major fit, no no trump, {_suit_name(contract)} the minor fit", MINOR_TOP
    band = f"{top} or fewer points" if low else f"{top + 1} or more points"
    return f"{contract}: {step}, {band} (RULES 11.4)"


def _suit_name(contract: Contract) -> str:
    suit = contract.strain.suit
    return suit.name.lower() if suit is not None else "no trump"
