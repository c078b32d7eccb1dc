"""Konstam's two-player bridge (RULES 17): TV-KO-01, the forced opening, views, scoring."""

from __future__ import annotations

import pytest

from bridgekit import new_game
from bridgekit.calls import Contract
from bridgekit.errors import IllegalCallError, NotationError, OutOfTurnError
from bridgekit.scoring.rubber import RubberLedger
from bridgekit.seats import Seat, Side
from bridgekit.variants.bridge2.game import score_deal
from bridgekit.variants.bridge2.robot import TwoPlayerRobot
from bridgekit.variants.konstam.game import (
    CLOSED,
    OPEN,
    PLAYER_A,
    PLAYER_B,
    KonstamGame,
    Opened,
)
from bridgekit.variants.konstam.robot import compass_view

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def konstam(*actions: str, **options: object) -> KonstamGame:
    game = new_game("konstam", deal=DEAL, **options)  # type: ignore[arg-type]
    assert isinstance(game, KonstamGame)
    for action in actions:
        game.act(action)
    return game


def test_tv_ko_01_seating_and_the_order_of_the_first_trick() -> None:
    """RULES 17.3, TV-KO-01: declarer S, his dummy N, opponent W, other dummy E; trick 1: W, N, E, S."""
    game = konstam("1S closed", "P")
    assert game.declarer == PLAYER_A and game.dummy == CLOSED and game.opponent == PLAYER_B
    assert game.compass == {PLAYER_A: Seat.SOUTH, CLOSED: Seat.NORTH, PLAYER_B: Seat.WEST, OPEN: Seat.EAST}
    order = []
    for _ in range(4):
        order.append(game.compass[game.to_play])
        game.act(game.legal_actions()[0])
    assert order == [Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH]
    assert [game.compass[s] for s in game.tricks[0].seats] == order


def test_rules_17_2_the_dealer_must_bid_and_announce_the_dummy() -> None:
    game = konstam()
    assert len(game.legal_actions()) == 70 and all(isinstance(a, Opened) for a in game.legal_actions())
    before = game.copy()
    with pytest.raises(IllegalCallError, match=r"RULES 17\.2"):
        game.act("P")
    with pytest.raises(IllegalCallError, match=r"RULES 17\.2"):
        game.act("1S")
    with pytest.raises(NotationError, match="open or closed"):
        game.act("1S maybe")
    with pytest.raises(OutOfTurnError):
        game.open("1S", "open", seat=PLAYER_B)
    assert game == before
    assert str(game.act("2H open")) == "A 2H open" and game.dummy_choice == "open"
    with pytest.raises(IllegalCallError, match=r"RULES 17\.2"):
        game.open("3H", "open")


def test_rules_17_2_the_first_pass_ends_the_auction_doubles_allowed() -> None:
    game = konstam("1S open", "X", "XX", "2H", "P")
    assert game.contract == Contract.from_str("2H") and game.declarer == PLAYER_B
    assert game.dummy == OPEN  # the announced dummy binds whoever wins
    assert game.to_play == PLAYER_A and game.to_act == PLAYER_A  # the opponent leads
    assert konstam(dealer="B").to_act == PLAYER_B
    with pytest.raises(NotationError, match="RULES 17.1"):
        new_game("konstam", dealer="Open")


def test_rules_17_3_each_player_plays_his_hand_and_the_dummy_opposite() -> None:
    game = konstam("1S open", "P")
    for _ in range(8):
        hand = game.to_play
        assert game.to_act == game.side_of(hand)
        game.act(game.legal_actions()[0])


def test_rules_17_views_open_dummy_at_once_closed_dummy_after_the_lead() -> None:
    game = konstam()
    seen = lambda seat: [h is not None for h in game.view(seat).hands]  # noqa: E731
    assert seen(PLAYER_A) == [True, False, True, False]
    assert seen(PLAYER_B) == [False, True, True, False]
    assert seen(CLOSED) == [False, False, True, True]  # the hand itself, never a player's view
    game.act("1S closed"), game.act("P")
    assert seen(PLAYER_A) == [True, False, True, False]  # declarer has not seen his dummy yet
    game.act(game.legal_actions()[0])
    assert seen(PLAYER_A) == [True, False, True, True]
    assert seen(PLAYER_B) == [False, True, True, True]
    turned = compass_view(game.view(PLAYER_A))
    assert turned.seat is Seat.SOUTH and turned.hands[Seat.NORTH] == game.hands[CLOSED]
    assert turned.hands[Seat.WEST] is None


def test_rules_17_4_rubber_scoring_puts_player_a_in_the_we_column() -> None:
    game = konstam("1S open", "4H", "P")
    game.claim(PLAYER_A, 13)  # the defender takes every trick
    ledger = RubberLedger()
    score_deal(ledger, game)
    assert game.declarer == PLAYER_B and game.result == 0
    assert game.score == 500  # 4H-10 NV, for A's side
    # A's side also holds the heart honours in the closed dummy, opposite A (RULES 2.6).
    assert ledger.totals == {Side.NS: 600, Side.EW: 0}


@pytest.mark.parametrize("seed", range(10))
def test_robot_plays_whole_deals(seed: int) -> None:
    game = new_game("konstam", seed=seed, dealer=seed % 2)
    robot = TwoPlayerRobot()
    while not game.is_over:
        decision = robot.choose(game.view(game.to_act))
        assert decision.action in game.legal_actions()
        game.act(decision.action)
    assert sum(game.tricks_won) == 13
