"""Robot claims (issue 17, RULES 10.9): a robot declarer claims when the rest is certain, through
the engine's claim, and the opponents' robots answer on the actual cards."""

from __future__ import annotations

from typing import cast

import bridgekit
from bridgekit import Seat
from bridgekit.analysis.claims import check_claim
from bridgekit.cards import CardSet, Suit
from bridgekit.robots import BridgeRobot
from bridgekit.robots.claim import all_winners, robot_claim
from bridgekit.robots.match import make_robot, play_match
from bridgekit.state import Claimed, Phase
from bridgekit.variants.bridge import BridgeGame
from test_claims import ALL_TOP, TRUMP_OUT, six_card_ending


def test_declarer_with_only_winners_claims_the_rest() -> None:
    game = six_card_ending(ALL_TOP)
    assert robot_claim(game.view(Seat.SOUTH)) == Claimed(Seat.SOUTH, 6)
    assert check_claim(game, Seat.SOUTH, 6).accepted  # and the defenders' robots accept it


def test_no_claim_with_the_trump_ace_out() -> None:
    game = six_card_ending(TRUMP_OUT)
    assert robot_claim(game.view(Seat.SOUTH)) is None
    assert not check_claim(game, Seat.SOUTH, 6).accepted


def test_defenders_and_the_auction_never_claim() -> None:
    game = six_card_ending(ALL_TOP)
    game.act("HA")  # South leads; West to play: a defender
    assert robot_claim(game.view(Seat.WEST)) is None
    fresh = bridgekit.new_game("bridge", seed=1)
    assert robot_claim(fresh.view(fresh.to_act)) is None


def test_all_winners_needs_masters_over_partner_and_the_trumps_drawn() -> None:
    hand = CardSet.from_str("AK.A..").mask
    assert all_winners(hand, CardSet.from_str("QJ.KQ..").mask, None, 0)
    assert not all_winners(CardSet.from_str("K.A..").mask, CardSet.from_str("A.K..").mask, None, 0)
    # in hearts, two master trumps draw the two trumps out; three out are too many
    trumps = CardSet.from_str(".AK.A.").mask
    assert all_winners(trumps, CardSet.from_str(".QJ.K.").mask, Suit.HEARTS, 2)
    assert not all_winners(trumps, CardSet.from_str(".QJ2.K.").mask, Suit.HEARTS, 3)


def test_every_robot_claim_stands_on_the_actual_cards() -> None:
    """Over robot-only deals, each claim a robot declarer makes is one the defence cannot beat."""
    robot = BridgeRobot("sayc-rules")  # bidding without simulation: the play is what is tested
    claims = searched = 0
    for seed in range(30):
        game = cast(BridgeGame, bridgekit.new_game("bridge", seed=seed, dealer=seed % 4))
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            made = robot_claim(view) if game.phase is Phase.PLAY else None
            if made is not None:
                verdict = check_claim(game, made.seat, made.tricks)
                assert verdict.accepted, (seed, made)
                claims += 1
                searched += made.tricks <= 3
                break
            game.act(robot.choose(view).action)
    assert claims >= 15 and searched >= 1


def test_match_robots_claim_through_the_engine() -> None:
    assert hasattr(make_robot("sayc"), "claim")
    match = play_match(2, "sayc", "natural", seed=3)
    tables = match.records()
    assert any(len(table.play) < 52 for table in tables if table.contract is not None)  # a claim ended it
    for table in tables:
        if table.contract is not None and table.tricks is not None:
            assert 0 <= table.tricks <= 13 and table.score is not None
