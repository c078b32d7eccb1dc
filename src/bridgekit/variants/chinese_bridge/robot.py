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
from bridgekit.robots.sampling_unseen import LateSampling, Layout
from bridgekit.variants.booby.robot import (
    StagedRobot,
    actions_of,
    decide,
    estimated_tricks,
    explained,
    pick_card,
)
from bridgekit.variants.chinese_bridge.game import ChineseView

__all__ = ["ChineseBridgeRobot", "SamplingChineseBridgeRobot", "chinese_layouts"]


class ChineseBridgeRobot(StagedRobot[ChineseView]):
    """Chinese bridge: calls and cards."""

    VIEW = ChineseView

    def choose_in(self, view: ChineseView) -> Decision:
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


def chinese_layouts(view: ChineseView, *, count: int, seed: int) -> list[tuple[list[int], list[int]]]:
    """*count* layouts of what *view*'s player cannot see (RULES 16.1, 16.3): the other player's
    private cards and every face-down card of both rows, drawn from the cards he has not seen
    (:func:`bridgekit.robots.sampling_unseen.pool`: not his hand, not a face-up card, not played).
    A shown void holds for the other's private cards only (a face-down card turned later may be
    of the suit). Each layout: the playable cards per seat and the face-down card per position
    of each row (0 where none lies)."""
    import random

    from bridgekit.robots.sampling import voids
    from bridgekit.robots.sampling_unseen import pool

    rng = random.Random(seed)
    seat, other = int(view.seat), 1 - int(view.seat)
    rows = [CardSet(card for card in row if card is not None).mask for row in view.table]
    unseen = pool(view, out_of_play=rows[other])
    private = view.hand_sizes[other] - len(CardSet(rows[other]))
    downs = [[i for i, down in enumerate(row) if down] for row in view.face_down]
    void = voids(view)[other]
    layouts = []
    for _layout in range(count):
        allowed = [1 << i for i in range(64) if (unseen & ~void) >> i & 1]
        hand = sum(rng.sample(allowed, min(private, len(allowed))))
        rest = [1 << i for i in range(64) if (unseen & ~hand) >> i & 1]
        rng.shuffle(rest)
        down_cards: list[list[int]] = [[0] * len(row) for row in view.face_down]
        for s, positions in enumerate(downs):
            for position in positions:
                down_cards[s][position] = rest.pop() if rest else 0
        hands = [0, 0]
        hands[seat] = view.hand.mask
        hands[other] = hand | rows[other]
        layouts.append((hands, [card for row in down_cards for card in row]))
    return layouts


class SamplingChineseBridgeRobot(LateSampling[ChineseView], ChineseBridgeRobot):
    """Chinese bridge with card play by sampling and the generic solver (issue 17) once at most
    *tricks_left* tricks remain (a solve from the first trick takes up to a minute on this
    machine; eight tricks from the end, a tenth of a second): the other's private cards and the
    face-down cards are drawn from the cards this player has not seen (:func:`chinese_layouts`),
    each layout solved with its face-down cards locked under their face-up cards, and the card
    best on average for this player's side played; the rest is :class:`ChineseBridgeRobot`'s.
    """

    TRICKS_LEFT = 7

    def sample(self, view: ChineseView, decision: Decision) -> Decision:
        from bridgekit.variants.chinese_bridge.solver import TRICKS

        assert view.contract is not None
        return self.sampled_card(
            view,
            decision,
            tricks=TRICKS,
            layouts=lambda count, seed: _locked_layouts(view, count=count, seed=seed),
            trump=view.contract.strain.suit,
            trick_size=2,
            stops_early=True,
        )


def _locked_layouts(view: ChineseView, *, count: int, seed: int) -> list[Layout]:
    """:func:`chinese_layouts` for the solver: each face-down card locked under its face-up card,
    freed once that card's trick is over (RULES 16.3)."""
    spots = [(s, i) for s, row in enumerate(view.face_down) for i in range(len(row))]
    played_now = {p.seat: p.card for p in view.current_trick}
    found = []
    for hands, downs in chinese_layouts(view, count=count, seed=seed):
        locked = [0, 0]
        unlocks: dict[int, int] = {}
        for (s, i), down in zip(spots, downs, strict=True):
            if not down:
                continue
            locked[s] |= down
            up = view.table[s][i]
            if up is not None:
                unlocks[up.index] = down
            elif s in played_now:  # its face-up card went to this trick: turned after it
                unlocks[played_now[s].index] = down
        found.append(Layout(hands, locked, unlocks))
    return found
