"""``BridgeRobot()``, the default robot, plays cards by PIMC; rules of thumb on request."""

from __future__ import annotations

import pytest

from bridgekit import Card, Suit, new_game
from bridgekit.cli.play import bridge_robot
from bridgekit.errors import NotationError
from bridgekit.robots import PLAY_ENV, BridgeRobot, default_play
from bridgekit.robots.pimc import PimcRobot
from bridgekit.state import View
from bridgekit.variants.bridge import BridgeGame


def opening_lead(seed: int = 2) -> View:
    game = new_game("bridge", seed=seed)
    assert isinstance(game, BridgeGame)
    for call in ["1NT", "P", "3NT", "P", "P", "P"]:
        game.act(call)
    seat = game.to_act
    assert seat is not None
    return game.view(seat)


def test_the_default_card_play_is_pimc_unless_the_environment_says_heuristic(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(PLAY_ENV, raising=False)
    assert default_play() == "pimc" and BridgeRobot().play == "pimc"
    assert repr(BridgeRobot()) == "BridgeRobot()"
    assert repr(BridgeRobot(play="heuristic")) == "BridgeRobot(play='heuristic')"
    monkeypatch.setenv(PLAY_ENV, "heuristic")
    assert BridgeRobot().play == "heuristic" and BridgeRobot(play="pimc").play == "pimc"
    monkeypatch.setenv(PLAY_ENV, "psychic")
    with pytest.raises(NotationError):
        BridgeRobot()
    with pytest.raises(NotationError):
        BridgeRobot(play="psychic")


def test_the_default_robot_plays_the_card_of_the_simulation() -> None:
    view = opening_lead()
    robot = BridgeRobot(play="pimc", samples=4, seed=3, budget=None)
    decision = robot.choose(view)
    assert decision == PimcRobot(samples=4, seed=3, budget=None).choose(view)
    assert "4 layouts" in decision.explanation
    heuristic = BridgeRobot(play="heuristic").choose(view)
    assert "layout" not in heuristic.explanation


def test_a_spent_budget_solves_only_the_first_few_layouts() -> None:
    """The layouts are solved six at a time; the next six are not started past the deadline."""
    view = opening_lead()
    decision = PimcRobot(samples=24, seed=1, budget=1e-9).choose(view)
    assert decision.action in view.legal_actions
    assert "over 6 layouts" in decision.explanation
    whole = PimcRobot(samples=24, seed=1, budget=None).choose(view)
    assert "over 24 layouts" in whole.explanation


def test_the_terminal_seats_the_default_robot_when_a_person_plays() -> None:
    plays = {}
    for choice, human_plays in (("basic", True), ("auto", False), ("dd", False), ("auto", True)):
        robot = bridge_robot(choice, human_plays=human_plays)
        assert isinstance(robot, BridgeRobot)
        plays[choice, human_plays] = robot.play
    assert plays["basic", True] == plays["auto", False] == "heuristic"
    assert plays["dd", False] == "pimc"
    assert plays["auto", True] == default_play()


def test_a_card_still_in_the_trick_keeps_two_of_ours_apart() -> None:
    """East's 9 and 7 around partner's 8: one overtakes, the other ducks; the robot must weigh them.

    A card of a finished trick makes the cards either side of it equals; a card still in the
    trick does not (with only finished tricks counted, dummy's A-K-6-5 under partner's 8 was
    treated as equals and the 5 ducked, stranding the A-K-6).
    """
    from bridgekit.deal import Deal
    from bridgekit.robots.pimc import worth_simulating
    from bridgekit.seats import Seat

    deal = Deal.from_pbn("N:AKQJ.AKQ.6543.32 5432.5432.97.654 876.9876.2.JT987 T9.JT.AKQJT8.AKQ")
    game = new_game("bridge", deal=deal, dealer=Seat.SOUTH)
    assert isinstance(game, BridgeGame)
    for action in ["1NT", "P", "P", "P", "D8", "D3"]:
        game.act(action)
    view = game.view(Seat.EAST)
    assert sorted(str(card) for card in view.legal_actions) == ["D7", "D9"]
    assert worth_simulating(view)


def test_the_opening_lead_is_the_standard_card_of_the_suit_the_simulation_chooses() -> None:
    """Board 308 of the card-play benchmark: East leads against 4H from K4.Q972.943.AJ53. The
    simulation chose the 3 of diamonds from 9-4-3 (a trick thrown); partner's and declarer's
    samplers read the lead as the standard card (top of three small) and misplaced the suit."""
    from bridgekit.deal import Deal
    from bridgekit.robots.signals import lead_in_suit
    from bridgekit.seats import Seat

    deal = Deal.from_pbn("N:AQJ2.JT63.A7.K98 K4.Q972.943.AJ53 6.AK84.QJT82.Q72 T98753.5.K65.T64")
    game = new_game("bridge", deal=deal, dealer=Seat.WEST)
    assert isinstance(game, BridgeGame)
    for call in ["P", "1NT", "P", "2C", "P", "2H", "P", "4H", "P", "P", "P"]:
        game.act(call)
    view = game.view(Seat.EAST)
    card = PimcRobot(samples=24, seed=17).choose(view).action
    assert isinstance(card, Card) and card.suit is not None
    assert card == lead_in_suit(view.hand.ranks(card.suit), card.suit, Suit.HEARTS)
    assert str(card) == "D9"


def test_a_defenders_count_card_is_the_one_partner_and_declarer_read() -> None:
    """Board 308 again (the old lead, the 3 of diamonds): declarer leads the 3 of hearts; East,
    Q-9-7-2, gives count: with four cards, an even number, his highest spot card, the 9. The
    simulation played the 2 (a trick thrown), which every sampler reads as an odd number."""
    from bridgekit.deal import Deal
    from bridgekit.robots.signals import carding_card
    from bridgekit.seats import Seat

    deal = Deal.from_pbn("N:AQJ2.JT63.A7.K98 K4.Q972.943.AJ53 6.AK84.QJT82.Q72 T98753.5.K65.T64")
    game = new_game("bridge", deal=deal, dealer=Seat.WEST)
    assert isinstance(game, BridgeGame)
    for action in ["P", "1NT", "P", "2C", "P", "2H", "P", "4H", "P", "P", "P", "D3", "DT", "DK", "DA", "H3"]:
        game.act(action)
    view = game.view(Seat.EAST)
    assert str(carding_card(view, Card.from_str("H2"))) == "H9"
    assert str(carding_card(view, Card.from_str("HQ"))) == "HQ"  # an honour is no signal
    assert str(PimcRobot(samples=24, seed=17).choose(view).action) == "H9"


def test_a_defenders_first_discard_from_a_suit_without_an_honour_is_his_lowest() -> None:
    """East, void in diamonds, makes his first discard from 8-6-4-3 of hearts: the 8 would read as
    encouraging, promising an honour he has not got (both samplers then misplace the hearts)."""
    from bridgekit.deal import Deal
    from bridgekit.robots.signals import carding_card
    from bridgekit.seats import Seat

    deal = Deal.from_pbn("N:AKQ2.AKQ.AKQ2.A3 T98.8643..QJT982 J76.JT9.JT98.K76 543.752.76543.54")
    game = new_game("bridge", deal=deal, dealer=Seat.NORTH)
    assert isinstance(game, BridgeGame)
    for action in ["1NT", "P", "P", "P", "CQ", "C6", "C4", "CA", "DA"]:
        game.act(action)
    view = game.view(Seat.EAST)
    assert str(carding_card(view, Card.from_str("H8"))) == "H3"
    assert str(carding_card(view, Card.from_str("H4"))) == "H4"
    assert str(carding_card(view, Card.from_str("CT"))) == "CT"  # an honour is no signal
    card = PimcRobot(samples=24, seed=17).choose(view).action
    assert isinstance(card, Card)
    assert card.suit != Suit.HEARTS or card == Card.from_str("H3")
