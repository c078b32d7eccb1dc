"""A robot for Slam (RULES 15): point bids, the declaration, reserves, four-card tricks.

Bids: the points the best denomination should achieve with the cards dealt so far
(expected strength of the cards still to come included); the lowest legal bid up to that,
else pass. Declaration: the permitted denomination worth most; the opponent doubles a bid
his own cards should defeat. Reserve: the three highest cards (trumps first), or the three
lowest in nullo. Play: :func:`bridgekit.variants.booby.robot.pick_card`.

>>> from bridgekit import new_game
>>> game = new_game("slam", seed=4, dealer="B")
>>> SlamRobot().choose(game.view(game.to_act)).action in game.legal_actions()
True
"""

from __future__ import annotations

from typing import Final

from bridgekit.call_words import call_text, strain_text
from bridgekit.calls import Call as SlamCall
from bridgekit.calls import Denomination
from bridgekit.cards import Card, CardSet
from bridgekit.i18n import N_, _
from bridgekit.robots import Decision
from bridgekit.robots.sampling_unseen import LateSampling, Layout
from bridgekit.variants.booby import robot as booby
from bridgekit.variants.slam.calls import Declared, allowed, is_slam
from bridgekit.variants.slam.game import SlamView
from bridgekit.variants.slam.scoring import TRICK_VALUES, achieved_points

__all__ = ["SlamRobot", "SamplingSlamRobot", "expected_points", "slam_layouts"]

#: a full hand has 16 cards; tricks from honours scale up from the cards dealt so far
FULL_HAND: Final = 16


def expected_points(hand: CardSet, denomination: Denomination) -> int:
    """Points a hand should achieve in *denomination* once it has all 16 cards (RULES 15.3.1).

    >>> expected_points(CardSet.from_str("AKQJT.AK..AK"), Denomination.SPADES)
    40
    """
    scale = FULL_HAND / max(len(hand), 1)
    if denomination is Denomination.NULLO:
        tricks = round(min(10.0, booby.nullo_losers(hand) * scale + 1))
    else:
        tricks = round(min(10.0, 2.0 + booby.estimated_tricks(hand, denomination.trump) * scale * 0.8))
    return achieved_points(tricks, denomination)


class SlamRobot(booby.StagedRobot[SlamView]):
    """Slam in every stage."""

    VIEW = SlamView

    def choose_in(self, view: SlamView) -> Decision:
        hand = view.hand
        if view.stage == "bidding":
            best = max(Denomination, key=lambda d: expected_points(hand, d))
            target = expected_points(hand, best)
            bids = [c for c in booby.actions_of(view) if isinstance(c, SlamCall) and not c.is_pass]
            fitting = [b for b in bids if b.level <= target and best in allowed(b)]
            if fitting:
                bid = fitting[-1] if is_slam(fitting[-1]) else fitting[0]
                why = N_("expects to score at least this in its best denomination")
                return booby.decide(bid, booby.explained(bid.level, why))
            return booby.decide(
                view.legal_actions[0], booby.explained("P", N_("expects less than the cheapest bid left"))
            )
        steps = [a for a in booby.actions_of(view) if isinstance(a, Declared)]
        if steps:
            return self._declare(view, steps)
        cards = [c for c in booby.actions_of(view) if isinstance(c, Card)]
        contract = view.contract
        trump = contract.denomination.trump if contract is not None else None
        nullo = contract is not None and contract.denomination is Denomination.NULLO
        if view.stage == "reserve":
            if nullo:
                card = min(cards, key=lambda c: c.rank or 0)
                return booby.decide(card, _("{card}: a low card kept for the last tricks").format(card=card))
            card = max(cards, key=lambda c: (c.suit == trump, c.rank or 0))
            return booby.decide(card, _("{card}: a winner kept for the last tricks").format(card=card))
        card, why = booby.pick_card(
            view.legal_actions, view.current_trick, ours={view.seat}, trump=trump, want=not nullo
        )
        return booby.decide(card, why)

    def _declare(self, view: SlamView, steps: list[Declared]) -> Decision:
        hand = view.hand
        kinds = {s.kind: s for s in steps}
        bid = view.bid
        assert bid is not None
        if "names" in kinds:
            step = max(
                (s for s in steps),
                key=lambda s: expected_points(hand, s.denomination or Denomination.NOTRUMP),
            )
            why = _("{strain}: the permitted denomination worth most")
            return booby.decide(step, why.format(strain=strain_text(step.denomination)))
        if "doubles" in kinds:
            assert view.contract is not None
            denomination = view.contract.denomination
            mine = 10 - (bid.level // TRICK_VALUES[denomination] + 5)
            strong = booby.estimated_tricks(hand, denomination.trump) * FULL_HAND / len(hand) * 0.8
            if strong > mine + 2:
                return booby.decide(
                    kinds["doubles"], _("{call}: my cards should defeat the bid").format(call=call_text("X"))
                )
            return booby.decide(kinds["passes"], _("{call}: no double").format(call=call_text("P")))
        return booby.decide(kinds["passes"], _("{call}: keep the denomination").format(call=call_text("P")))


def slam_layouts(view: SlamView, *, count: int, seed: int) -> list[tuple[list[int], list[int]]]:
    """*count* layouts of the other player's cards in the play of Slam (RULES 15.2, 15.6): every
    card is dealt by then, so he holds exactly the cards of the 32-card pack this player has not
    seen (:func:`bridgekit.robots.sampling_unseen.pool`); which of them form his locked reserve
    is unknown. A suit he has shown out of lies only in his reserve (locked then). Each layout:
    the playable cards and the reserve per seat."""
    import random

    from bridgekit.cards import PACK_32
    from bridgekit.robots.sampling import _played, voids
    from bridgekit.robots.sampling_unseen import pool

    rng = random.Random(seed)
    seat, other = int(view.seat), 1 - int(view.seat)
    unseen = pool(view, pack=PACK_32.mask)
    played = _played(view)
    own_reserve = view.reserve.mask & ~played
    reserve_size = min(view.reserve_sizes[other], unseen.bit_count())
    void = voids(view)[other]
    must = [1 << i for i in range(64) if (unseen & void) >> i & 1]  # only his reserve can hold them
    free = [1 << i for i in range(64) if (unseen & ~void) >> i & 1]
    layouts = []
    for _layout in range(count):
        extra = max(0, reserve_size - len(must))
        reserve = sum(must[:reserve_size]) + sum(rng.sample(free, min(extra, len(free))))
        playable = [0, 0]
        playable[seat] = view.hand.mask & ~own_reserve
        playable[other] = unseen & ~reserve
        reserves = [0, 0]
        reserves[seat], reserves[other] = own_reserve, reserve
        layouts.append((playable, reserves))
    return layouts


class SamplingSlamRobot(LateSampling[SlamView], SlamRobot):
    """Slam with card play by sampling and the generic solver (issue 17) once at most
    *tricks_left* tricks remain (a solve from the first trick takes seconds): the other's cards
    are the ones this player has not seen, his reserve among them drawn at random
    (:func:`slam_layouts`), each layout solved with both reserves locked (four-card tricks,
    then two-card ones) and the card best on average played; bids, the declaration and the
    reserve as :class:`SlamRobot`.
    """

    TRICKS_LEFT = 6

    def sample(self, view: SlamView, decision: Decision) -> Decision:
        from bridgekit.variants.slam.solver import _SLAM_TRICKS

        contract = view.contract
        assert contract is not None
        return self.sampled_card(
            view,
            decision,
            tricks=len(_SLAM_TRICKS),
            layouts=lambda count, seed: [
                Layout(playable, reserves)
                for playable, reserves in slam_layouts(view, count=count, seed=seed)
            ],
            trump=contract.denomination.trump,
            trick_size=_SLAM_TRICKS[len(view.tricks) :],
            fewest=contract.denomination is Denomination.NULLO,
        )
