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

from bridgekit.call_words import action_text, call_text
from bridgekit.calls import Call, Contract
from bridgekit.cards import CardSet
from bridgekit.i18n import _, ngettext, pgettext
from bridgekit.laws.notes import citation
from bridgekit.robots import Decision
from bridgekit.robots.play import choose_card
from bridgekit.robots.sampled import SampledPlay
from bridgekit.seats import Seat
from bridgekit.state import Phase, View
from bridgekit.variants.minibridge import records
from bridgekit.variants.minibridge.contract import (
    MAJOR_TOP,
    MINOR_TOP,
    NOTRUMP_TOP,
    Recommendation,
)

__all__ = ["MinibridgeRobot", "SamplingMinibridgeRobot"]


class MinibridgeRobot:
    """Plays every step of minibridge from a view; deterministic."""

    def choose(self, view: View) -> Decision:
        """The action for the seat of *view* and why.

        :raises ValueError: if the seat has nothing to decide
        """
        actions = view.legal_actions
        if not actions:
            raise ValueError(f"seat {view.seat} has nothing to decide in this view")
        if view.phase is Phase.PLAY:
            card, text = choose_card(view)
            return Decision(card, text)
        if isinstance(view, records.MinibridgeView) and view.recommendation is not None:
            chosen = records.Chosen(Seat(view.seat), view.recommendation.contract)
            if chosen in actions:
                return Decision(cast(Call, chosen), _contract_meaning(view.recommendation))
        action = actions[0]
        # private to declarer: the text names no number
        if isinstance(action, records.Slipped | records.LengthsShown):
            return Decision(cast(Call, action), _why(action, view))
        return Decision(cast(Call, action), f"{action_text(str(action))}: {_why(action, view)}")

    def __repr__(self) -> str:
        return "MinibridgeRobot()"


class SamplingMinibridgeRobot(SampledPlay, MinibridgeRobot):
    """Minibridge with card play by double-dummy sampling (:mod:`bridgekit.robots.pimc`).

    The steps before the play are :class:`MinibridgeRobot`'s. Each card is chosen over layouts of
    the hidden hands that keep the shown voids and fit what the seat knows: the HCP on the slip and
    the announcements (a pass 10 HCP or fewer, "I open" 11 or more, RULES 11.2) and the defenders'
    signals; the layouts are solved in one DDS batch. Without the ``[dd]`` extra it plays like
    :class:`MinibridgeRobot`.

    :param samples: layouts solved per card
    :param seed: the same seed and view give the same card
    """

    def choose(self, view: View) -> Decision:
        sampled = self.sampled_card(
            view, lambda seat, hand: shown_miss(view, seat, hand), lambda: choose_card(view)[0]
        )
        return super().choose(view) if sampled is None else sampled


def shown_miss(view: View, seat: int, hand: CardSet) -> int:
    """How far *hand* (*seat*'s 13 cards) is from what the seat knows of it: the HCP written on the
    slip and the announcement (RULES 11.2); 0 = consistent."""
    hcp = hand.hcp
    miss = 0
    if isinstance(view, records.MinibridgeView):
        known = view.known_hcp[seat]
        if known is not None:
            miss += 2 * abs(hcp - known)
        for announced in view.announcements:
            if announced.seat == seat:
                miss += max(0, 11 - hcp) if announced.opens else max(0, hcp - 10)
    return miss


def _why(action: object, view: View) -> str:
    if isinstance(action, records.Announced):
        return _("11 or more HCP (RULES 11.2)") if action.opens else _("10 or fewer HCP (RULES 11.2)")
    if isinstance(action, records.Slipped):
        return _("slip: my HCP, for the opener only (RULES 11.2)")
    if isinstance(action, records.Named):
        return f"{action_text(action.words)} ({citation('RULES 11.2')})"
    if isinstance(action, records.LengthsShown):
        return _("lengths: dummy's suit lengths, for declarer only (RULES 11.3)")
    return _("the only legal action")


def _contract_meaning(recommendation: Recommendation) -> str:
    """The public meaning of declarer's contract: the step of RULES 11.4 and its band, no holding.

    >>> from bridgekit.calls import Contract, Strain
    >>> _contract_meaning(Recommendation(Contract(4, Strain.HEARTS), "major", 28, ()))
    '4H: (a) 8+ hearts together, 27 or more points (RULES 11.4)'
    """
    contract = recommendation.contract
    low = contract.level == 1
    if recommendation.kind == "major":
        step, top = _("(a) 8+ {suit} together").format(suit=_suit_name(contract)), MAJOR_TOP
    elif recommendation.kind == "notrump":
        step, top = _("(b) no major fit, every suit held"), NOTRUMP_TOP
    else:
        step = _("(c) no major fit, no no trump, {suit} the minor fit").format(suit=_suit_name(contract))
        top = MINOR_TOP
    band = (
        ngettext("{points} point or fewer", "{points} or fewer points", top).format(points=top)
        if low
        else ngettext("{points} point or more", "{points} or more points", top + 1).format(points=top + 1)
    )
    return f"{call_text(str(contract))}: {step}, {band} ({citation('RULES 11.4')})"


def _suit_name(contract: Contract) -> str:
    suit = contract.strain.suit
    names = {
        "spades": pgettext("strain", "spades"),
        "hearts": pgettext("strain", "hearts"),
        "diamonds": pgettext("strain", "diamonds"),
        "clubs": pgettext("strain", "clubs"),
    }
    return names[suit.name.lower()] if suit is not None else pgettext("strain", "no trump")
