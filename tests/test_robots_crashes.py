"""Robots never crash: regressions of issue 17 and property tests against random legal play.

Opponents (and partners) at a web table make any legal call and play any legal card; the
robots must answer every one of them.
"""

from __future__ import annotations

import random
from typing import cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit
from bridgekit import Card, Seat
from bridgekit.analysis.dd import play_costs
from bridgekit.cards import SUIT_MASK, CardSet, Suit
from bridgekit.robots import BridgeRobot
from bridgekit.robots.dd_play import DoubleDummyRobot
from bridgekit.robots.sampling import _deal, sample_layouts, voids
from bridgekit.state import Called, Phase, Played
from bridgekit.variants.bridge import BridgeGame

ROBOT = BridgeRobot()


def new(seed: int, dealer: int = 0) -> BridgeGame:
    return cast(BridgeGame, bridgekit.new_game("bridge", seed=seed, dealer=dealer))


# -- regressions -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "calls",
    [["3NT", "P", "7H"], ["4NT", "P", "5S"], ["P", "6NT", "P", "7D"], ["5NT", "X", "XX"]],
)
def test_preempt_response_rules_after_a_notrump_opening_above_two(calls: list[str]) -> None:
    """``N P, E 6NT, S P, W 7C`` and the like crashed system.py::preempt_response_rules."""
    game = new(3, dealer=3)
    for call in calls:
        game.act(call)
    decision = ROBOT.choose(game.view(game.to_act))
    assert decision.action in game.legal_actions()
    assert decision.explanation


def test_play_costs_of_a_complete_52_card_play() -> None:
    """DDS analyses 48 cards; the forced last trick costs nothing (was an IndexError)."""
    game = new(1)
    for call in ["1NT", "P", "P", "P"]:
        game.act(call)
    while not game.is_over:
        game.act(ROBOT.choose(game.view(game.to_act)).action)
    play = [card for trick in game.tricks for card in trick.cards]
    assert len(play) == 52
    assert game.declarer is not None and game.contract is not None
    costs = play_costs(game.deal, Seat(game.declarer), game.contract.strain, play)
    assert len(costs) == 52
    assert costs[-4:] == [0, 0, 0, 0]
    assert all(cost >= 0 for cost in costs)
    # a prefix gives the same costs
    assert play_costs(game.deal, Seat(game.declarer), game.contract.strain, play[:50]) == costs[:50]


def test_sampling_deal_never_gives_up_on_a_shown_void() -> None:
    """Only one layout keeps both voids: the sampler must find it every time."""
    spades = [c.mask for c in CardSet.from_str("AKQJT9...")]
    hearts = [c.mask for c in CardSet.from_str(".AKQJT9..")]
    no_suit = [0, SUIT_MASK[Suit.SPADES], 0, SUIT_MASK[Suit.HEARTS]]
    known: list[int | None] = [0, None, 0, None]
    for seed in range(200):
        hands = _deal(spades + hearts, [1, 3], known, [0, 6, 0, 6], no_suit, random.Random(seed))
        assert CardSet(hands[1]) == CardSet.from_str(".AKQJT9..")
        assert CardSet(hands[3]) == CardSet.from_str("AKQJT9...")


def test_sampling_deal_orders_by_most_constrained() -> None:
    """Three seats, two voids each, one free card place: random orders must not dead-end."""
    unseen = [c.mask for c in CardSet.from_str("AKQ.AKQ.AKQ.AKQ")]
    no_suit = [
        SUIT_MASK[Suit.SPADES] | SUIT_MASK[Suit.HEARTS],
        SUIT_MASK[Suit.DIAMONDS] | SUIT_MASK[Suit.CLUBS],
        0,
        SUIT_MASK[Suit.SPADES] | SUIT_MASK[Suit.DIAMONDS],
    ]
    known: list[int | None] = [None, None, CardSet().mask, None]
    for seed in range(200):
        hands = _deal(unseen, [0, 1, 3], known, [4, 4, 0, 4], no_suit, random.Random(seed))
        assert all(not hands[s] & no_suit[s] for s in (0, 1, 3))
        assert [len(CardSet(h)) for h in hands] == [4, 4, 0, 4]


def test_sampling_deal_rejects_an_impossible_layout_clearly() -> None:
    unseen = [c.mask for c in CardSet.from_str("AK...")]
    with pytest.raises(ValueError, match="shown void"):
        _deal(unseen, [1], [0, None, 0, 0], [0, 2, 0, 0], [0, SUIT_MASK[Suit.SPADES], 0, 0], random.Random(1))


def test_dd_robot_never_replays_an_impossible_layout() -> None:
    """Defenders who discard early leave few layouts; every sampled one replays legally."""
    robot = DoubleDummyRobot(samples=6, seed=1)
    for seed in range(4):
        game = new(seed)
        for call in ["1NT", "P", "P", "P"]:
            game.act(call)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            if seat % 2 == 1:  # the defenders discard whenever they can
                legal = game.legal_actions()
                led = game.current_trick[0].card.suit if game.current_trick else None
                off = [c for c in legal if isinstance(c, Card) and c.suit != led]
                action = rng.choice(off or legal)
            else:
                action = robot.choose(game.view(seat)).action
            game.act(action)
        assert game.is_over


# -- properties: random legal opponents and partners ------------------------------------------


def random_auction(seed: int) -> BridgeGame:
    """Robots in some seats, random legal calls in the others (and sometimes in robot seats)."""
    rng = random.Random(seed)
    game = new(seed, dealer=seed % 4)
    wild = {seat for seat in range(4) if rng.random() < 0.5}
    while not game.is_over and game.phase is Phase.AUCTION:
        seat = game.to_act
        assert seat is not None
        if seat in wild and rng.random() < 0.8:
            action = rng.choice(game.legal_actions())
        else:
            decision = ROBOT.choose(game.view(seat))
            assert decision.action in game.legal_actions() and decision.explanation
            action = decision.action
        game.act(action)
    return game


def random_play(seed: int, robot: BridgeRobot | DoubleDummyRobot) -> BridgeGame:
    game = random_auction(seed)
    rng = random.Random(-seed)
    wild = {seat for seat in range(4) if rng.random() < 0.5}
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        if seat in wild:
            action = rng.choice(game.legal_actions())
        else:
            decision = robot.choose(game.view(seat))
            assert decision.action in game.legal_actions() and decision.explanation
            action = decision.action
        game.act(action)
    return game


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32))
def test_no_crash_in_auctions_against_random_legal_calls(seed: int) -> None:
    random_auction(seed)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32))
def test_no_crash_in_plays_against_random_legal_cards(seed: int) -> None:
    assert random_play(seed, ROBOT).is_over


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 2**32))
def test_no_crash_of_the_dd_robot_against_random_legal_cards(seed: int) -> None:
    assert random_play(seed, DoubleDummyRobot(samples=3, seed=seed)).is_over


def test_sampled_layouts_keep_voids_after_random_discards() -> None:
    for seed in range(30):
        game = random_play(seed, ROBOT)
        # replay up to the middle and check the layouts at that point
        again = new(seed, dealer=seed % 4)
        records = [r for r in game.history if isinstance(r, Called | Played)]
        for record in records[: len(records) - 20]:
            again.act(record.call if isinstance(record, Called) else record.card)
        if again.is_over or again.phase is not Phase.PLAY:
            continue
        view = again.view(again.to_act)
        shown_out = voids(view)
        for layout in sample_layouts(view, count=5, seed=seed):
            for seat, mask in enumerate(layout):
                if view.hands[seat] is None:
                    assert not mask & shown_out[seat]


@pytest.mark.slow
def test_no_crash_in_ten_thousand_auctions_against_random_legal_calls() -> None:
    for seed in range(10_000):
        random_auction(seed)


@pytest.mark.slow
def test_no_crash_in_a_thousand_plays_against_random_legal_cards() -> None:
    robot = DoubleDummyRobot(samples=4, seed=0)
    for seed in range(1_000):
        assert random_play(seed, robot if seed % 4 == 0 else ROBOT).is_over


def robot_deal(seed: int, robot: BridgeRobot | DoubleDummyRobot) -> BridgeGame:
    """Robots in all four seats: the auction (the default robot's), then the play (*robot*)."""
    game = new(seed, dealer=seed % 4)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        decision = (ROBOT if game.phase is Phase.AUCTION else robot).choose(view)
        assert decision.action in game.legal_actions() and decision.explanation
        game.act(decision.action)
    return game


def test_no_crash_in_robot_only_deals() -> None:
    sampling = DoubleDummyRobot(samples=3, seed=0)
    for seed in range(12):
        game = robot_deal(seed, sampling if seed % 6 == 0 else ROBOT)
        assert game.is_over


@pytest.mark.slow
def test_no_crash_in_a_thousand_robot_only_deals() -> None:
    """Issue 17: 1,000 deals with robots in every seat, every tenth played by the sampling robot."""
    sampling = DoubleDummyRobot(samples=4, seed=0)
    for seed in range(1_000):
        assert robot_deal(seed, sampling if seed % 10 == 0 else ROBOT).is_over


def test_gerber_continuation_after_an_answer_that_cannot_be_true() -> None:
    """Seed 43313647 (found by the property test above): partner's Gerber answer shows more aces
    than are left beside ours; the continuation counts the aces that are left, not ``min([])``."""
    random_auction(43313647)
