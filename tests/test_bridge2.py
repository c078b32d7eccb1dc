"""Two-player bridge with two dummies (RULES 9.1): auction, lead, who plays and sees what, scoring."""

from __future__ import annotations

import pytest

from bridgekit import new_game
from bridgekit.calls import Contract
from bridgekit.errors import IllegalCallError, IllegalCardError, OutOfTurnError
from bridgekit.scoring.rubber import RubberLedger
from bridgekit.seats import Seat, Side
from bridgekit.variants.bridge2.game import Bridge2Game, owner, score_deal
from bridgekit.variants.bridge2.robot import TwoPlayerRobot

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def bridge2(**options: object) -> Bridge2Game:
    game = new_game("bridge2", deal=DEAL, **options)  # type: ignore[arg-type]
    assert isinstance(game, Bridge2Game)
    return game


def test_rules_9_1_players_call_alternately_from_the_dealers_owner() -> None:
    game = bridge2(dealer="N")
    assert game.to_act is Seat.SOUTH  # South owns the dealer's seat
    assert [str(game.act(c)) for c in ["1S", "2H", "X"]] == ["S 1S", "W 2H", "S X"]
    assert game.to_act is Seat.WEST
    assert bridge2(dealer="E").to_act is Seat.WEST


def test_rules_9_1_one_pass_after_a_call_ends_the_auction() -> None:
    game = bridge2()
    game.act("1NT"), game.act("X"), game.act("P")
    assert game.contract == Contract.from_str("1NTX") and game.declarer is Seat.SOUTH


def test_rules_9_1_two_passes_at_the_start_pass_the_deal_out() -> None:
    game = bridge2()
    game.act("P")
    assert not game.is_over
    game.act("P")
    assert game.is_over and game.is_passed_out and game.score == 0


def test_rules_9_1_the_final_bidder_declares_and_his_lho_seat_leads() -> None:
    game = bridge2()
    game.act("1H"), game.act("P")
    assert game.declarer is Seat.SOUTH and game.to_play is Seat.WEST and game.to_act is Seat.WEST
    game = bridge2()
    game.act("P"), game.act("2C"), game.act("P")
    # West declares; his LHO seat is North, South's dummy, so South leads from it.
    assert game.declarer is Seat.WEST and game.to_play is Seat.NORTH and game.to_act is Seat.SOUTH
    with pytest.raises(OutOfTurnError):
        game.play("SA", seat=Seat.NORTH)
    game.play("SA", seat=Seat.SOUTH)
    assert game.to_play is Seat.EAST and game.to_act is Seat.WEST


def test_rules_9_1_each_player_plays_his_hand_and_his_dummy() -> None:
    assert [owner(seat) for seat in Seat] == [Seat.SOUTH, Seat.WEST, Seat.SOUTH, Seat.WEST]
    game = bridge2()
    game.act("1S"), game.act("P")
    for _ in range(8):
        assert game.to_act == owner(game.to_play)
        game.act(game.legal_actions()[0])


def test_rules_9_1_views_dummies_before_the_auction_and_both_after_the_lead() -> None:
    game = bridge2()
    seen = lambda seat: [h is not None for h in game.view(seat).hands]  # noqa: E731
    assert seen(Seat.SOUTH) == [True, False, True, False]
    assert seen(Seat.WEST) == [False, True, False, True]
    game.act("1S"), game.act("P")
    assert seen(Seat.WEST) == [False, True, False, True]
    game.act(game.legal_actions()[0])  # West leads
    assert seen(Seat.SOUTH) == [True, True, True, False]
    assert seen(Seat.WEST) == [True, True, False, True]
    assert seen(Seat.NORTH) == [True, True, False, False]  # a dummy seat sees only the spread hands


def test_bad_input_is_refused_and_leaves_the_game_unchanged() -> None:
    game = bridge2()
    game.act("1S")
    before = game.copy()
    with pytest.raises(IllegalCallError, match="the last bid is 1S"):
        game.act("1H")
    with pytest.raises(IllegalCallError, match="is not doubled"):
        game.act("XX")
    with pytest.raises(OutOfTurnError, match="RULES 9.1"):
        game.call("2S", seat=Seat.SOUTH)
    with pytest.raises(IllegalCardError, match=r"not settled yet \(RULES 9.1\)"):
        game.act("SA")
    assert game == before


def test_rubber_scoring_with_honours() -> None:
    game = bridge2()
    game.act("4S"), game.act("P")
    game.claim(Seat.SOUTH, 13)
    ledger = RubberLedger()
    record = score_deal(ledger, game)
    assert record.declarer is Seat.NORTH and ledger.games[Side.NS] == 1
    assert ledger.totals[Side.NS] == 120 + 90 + 100  # trick score, 3 overtricks, AKQJ of spades in N


@pytest.mark.parametrize("seed", range(10))
def test_robot_plays_whole_deals(seed: int) -> None:
    game = new_game("bridge2", seed=seed)
    robot = TwoPlayerRobot()
    while not game.is_over:
        decision = robot.choose(game.view(game.to_act))
        assert decision.action in game.legal_actions()
        game.act(decision.action)
    assert game.is_passed_out or sum(game.tricks_won) == 13
