"""Three-player bridge (RULES 9.2, DECISIONS (a)-(d)): the auction, the lead, views, scoring."""

from __future__ import annotations

import pytest

from bridgekit import new_game
from bridgekit.calls import Contract
from bridgekit.errors import IllegalCallError, OutOfTurnError
from bridgekit.multiplayer import ThreePlayerSession
from bridgekit.seats import Seat, Side
from bridgekit.variants.bridge2.robot import TwoPlayerRobot
from bridgekit.variants.bridge3.game import Bridge3Game

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def bridge3(*calls: str, **options: object) -> Bridge3Game:
    game = new_game("bridge3", deal=DEAL, **options)  # type: ignore[arg-type]
    assert isinstance(game, Bridge3Game)
    for call in calls:
        game.act(call)
    return game


def test_rules_9_2_a_partners_bid_between_themselves_from_the_dealer() -> None:
    game = bridge3()
    assert game.single is Seat.SOUTH and game.single_dummy is Seat.NORTH
    assert game.to_act is Seat.EAST  # N (dummy) deals, E is the first partner clockwise
    game.act("1H")
    assert game.to_act is Seat.WEST and "X" not in [str(c) for c in game.legal_actions()]
    with pytest.raises(IllegalCallError, match=r"RULES 9\.2 a"):
        game.act("X")
    game.act("2H")
    assert game.to_act is Seat.EAST and game.stage == "partners"
    game.act("P")
    assert game.stage == "single" and game.to_act is Seat.SOUTH
    assert bridge3(dealer="W").to_act is Seat.WEST


def test_rules_9_2_b_single_player_passes_and_the_partners_contract_stands() -> None:
    game = bridge3("1H", "P", "P")
    assert game.contract == Contract.from_str("1H") and game.declarer is Seat.EAST
    assert game.to_play is Seat.SOUTH  # declarer's LHO leads (d)


def test_rules_9_2_b_no_partner_bid_and_a_pass_is_a_passed_out_deal() -> None:
    game = bridge3("P", "P")
    assert [str(c) for c in game.legal_actions()[:2]] == ["P", "1C"]
    with pytest.raises(IllegalCallError, match=r"RULES 9\.2 b"):
        game.act("X")
    game.act("P")
    assert game.is_passed_out and game.score == 0


def test_rules_9_2_c_after_the_single_players_bid_partners_double_he_redoubles() -> None:
    game = bridge3("1H", "P", "2S")
    assert game.to_act is Seat.WEST and [str(c) for c in game.legal_actions()] == ["P", "X"]
    with pytest.raises(IllegalCallError, match=r"may only double or pass \(RULES 9\.2 c\)"):
        game.act("3S")
    game.act("P")
    assert game.to_act is Seat.EAST
    game.act("X")
    assert game.to_act is Seat.SOUTH and [str(c) for c in game.legal_actions()] == ["P", "XX"]
    game.act("XX")
    assert game.contract == Contract.from_str("2SXX") and game.declarer is Seat.SOUTH
    assert game.to_play is Seat.WEST


def test_rules_9_2_c_both_partners_pass_the_single_players_bid() -> None:
    game = bridge3("1H", "P", "2S", "P", "P")
    assert game.contract == Contract.from_str("2S") and game.declarer is Seat.SOUTH


def test_rules_9_2_c_after_his_double_the_partners_may_redouble() -> None:
    game = bridge3("1H", "P", "X")
    assert game.to_act is Seat.WEST and [str(c) for c in game.legal_actions()] == ["P", "XX"]
    game.act("P"), game.act("XX")
    assert game.contract == Contract.from_str("1HXX") and game.declarer is Seat.EAST


def test_rules_9_2_d_who_plays_which_hand_and_who_sees_what() -> None:
    game = bridge3("1H", "P")
    seen = lambda seat: [h is not None for h in game.view(seat).hands]  # noqa: E731
    assert seen(Seat.SOUTH) == [True, False, True, False]  # he looks at his dummy for his call (b)
    game = bridge3()
    assert seen(Seat.SOUTH) == [False, False, True, False]  # not before the partners' auction ends
    game.act("P"), game.act("1NT"), game.act("P"), game.act("P")
    assert game.declarer is Seat.WEST and game.to_play is Seat.NORTH and game.to_act is Seat.SOUTH
    assert seen(Seat.EAST) == [False, True, False, False]
    game.act(game.legal_actions()[0])  # the single player leads from his dummy
    assert seen(Seat.EAST) == [True, True, False, False]  # the single player's dummy and E are spread
    assert seen(Seat.SOUTH) == [True, True, True, False]
    assert seen(Seat.WEST) == [True, True, False, True]
    assert game.to_play is Seat.EAST and game.to_act is Seat.WEST  # declarer plays his partner's hand
    with pytest.raises(OutOfTurnError):
        game.play(game.legal_actions()[0], seat=Seat.EAST)


def test_rules_9_2_single_player_scores_twice_and_results_sum_to_zero() -> None:
    session = ThreePlayerSession(["Ann", "Bob", "Cid"])
    robot = TwoPlayerRobot()
    seed = 0
    while not session.is_over:
        session.play_deal(robot=robot, seed=seed)
        seed += 1
    totals = session.player_totals()
    assert sum(totals.values()) == 0
    assert len(session.rubbers) == 3
    assert [session.seats(k)[Seat.SOUTH] for k in (1, 2, 3)] == ["Ann", "Bob", "Cid"]
    for number, ledger in enumerate(session.rubbers, start=1):
        single = session.seats(number)[Seat.SOUTH]
        net = ledger.settlement()
        shares = {name: (2 if name == single else 1) for name in session.players}
        assert net[Side.NS] == -net[Side.EW]
        assert shares[single] * net[Side.NS] + sum(net[Side.EW] for n in session.players if n != single) == 0
    # deals rotate through all four seats (RULES 9.2): the next rubber starts with the next dealer
    first = session.rubbers[0]
    assert session.rubbers[1].first_dealer is first.dealer


@pytest.mark.parametrize("single", ["N", "E", "S", "W"])
def test_robot_plays_whole_deals_from_every_single_seat(single: str) -> None:
    for seed in range(4):
        game = new_game("bridge3", seed=seed, single=single)
        robot = TwoPlayerRobot()
        while not game.is_over:
            decision = robot.choose(game.view(game.to_act))
            assert decision.action in game.legal_actions()
            game.act(decision.action)
        assert game.is_passed_out or sum(game.tricks_won) == 13
