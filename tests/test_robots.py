"""Robots: legal actions only, sensible contracts, explanations, decisions from the view alone."""

from __future__ import annotations

import random
from typing import cast

import pytest

import bridgekit
from bridgekit import Call, Card, CardSet, Deal, Seat, Suit
from bridgekit.robots import BridgeRobot, Decision, RandomRobot, Robot, shown_by
from bridgekit.state import Called, Played
from bridgekit.variants.bridge import BridgeGame

ROBOT = BridgeRobot()


def new(deal: Deal | str | None = None, *, seed: int | None = None, dealer: int = 0) -> BridgeGame:
    return cast(BridgeGame, bridgekit.new_game("bridge", deal=deal, seed=seed, dealer=dealer))


def play_out(game: BridgeGame, robot: Robot = ROBOT) -> list[Decision]:
    decisions = []
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        decision = robot.choose(game.view(seat))
        assert decision.action in game.legal_actions(), (game.history, decision)
        decisions.append(decision)
        game.act(decision.action)
    return decisions


def test_robot_is_a_robot() -> None:
    assert isinstance(ROBOT, Robot)
    assert isinstance(RandomRobot(1), Robot)


#: the deals of the default run; ``--run-slow`` plays the rest of the 11,000
DEFAULT_DEALS = 300


def test_robots_choose_only_legal_actions_over_a_bounded_share_of_deals() -> None:
    for seed in range(DEFAULT_DEALS):
        game = new(seed=seed, dealer=seed % 4)
        decisions = play_out(game)
        assert all(d.explanation for d in decisions)
        assert game.is_over


@pytest.mark.slow
def test_robots_choose_only_legal_actions_over_eleven_thousand_deals() -> None:
    """With the default run's deals, 11,000 robot-only deals (the first thousand with explanations)."""
    for seed in range(DEFAULT_DEALS, 11000):
        game = new(seed=seed, dealer=seed % 4)
        decisions = play_out(game)
        assert seed >= 1000 or all(d.explanation for d in decisions)
        assert game.is_over


def test_random_robot_is_legal_and_seeded() -> None:
    for seed in range(50):
        game = new(seed=seed)
        play_out(game, RandomRobot(seed))
        again = new(seed=seed)
        play_out(again, RandomRobot(seed))
        assert again.history == game.history


def test_explanations_name_the_call() -> None:
    game = new(seed=11)
    for decision in play_out(game)[: len(game.calls)]:
        assert decision.explanation.startswith(("Pass", str(decision.action)))


def _robot_set(count: int) -> list[BridgeGame]:
    games = []
    for seed in range(count):
        game = new(seed=seed, dealer=seed % 4)
        play_out(game)
        games.append(game)
    return games


def test_robot_set_of_200_deals_bids_to_varied_contracts() -> None:
    games = _robot_set(200)
    passed_out = sum(g.contract is None for g in games)
    levels = [g.contract.level for g in games if g.contract is not None]
    assert passed_out <= 10
    assert sum(level == 1 for level in levels) < len(levels) / 3
    assert sum(level >= 3 for level in levels) > len(levels) / 4


def test_26_hcp_and_a_major_fit_reach_game_in_most_deals() -> None:
    reached = total = 0
    for game in _robot_set(300):
        hands = game.deal.hands
        for side in (0, 1):
            a, b = hands[side], hands[side + 2]
            fit = any(a.suit_length(s) + b.suit_length(s) >= 8 for s in (Suit.HEARTS, Suit.SPADES))
            if a.hcp + b.hcp < 26 or not fit:
                continue
            total += 1
            contract, declarer = game.contract, game.declarer
            if contract is not None and declarer is not None and declarer % 2 == side:
                strain = contract.strain
                game_level = 3 if strain is bridgekit.Strain.NOTRUMP else 4 if strain.is_major else 5
                reached += contract.level >= game_level
    assert total >= 20
    assert reached / total >= 0.75


def test_1nt_opening_is_explained() -> None:
    game = new("N:AK32.KQ4.A73.862 QJ5.J52.KQ84.AK3 T976.A983.J2.QJ7 84.T76.T965.T954")
    decision = ROBOT.choose(game.view(Seat.NORTH))
    assert decision.action == Call.from_str("1NT")
    assert decision.explanation == "1NT: balanced, may hold a five-card major, 15–17 HCP"


def test_five_card_major_opening_and_raise() -> None:
    game = new("N:AKJ52.K4.Q73.862 Q74.J52.K84.AK53 T96.A983.J652.Q7 83.QT76.AT9.JT94")
    assert ROBOT.choose(game.view(Seat.NORTH)).action == Call.from_str("1S")
    game.act("1S")
    game.act("P")
    decision = ROBOT.choose(game.view(Seat.SOUTH))
    assert decision.action == Call.from_str("2S")
    assert "raise" in decision.explanation


def test_stayman_finds_the_heart_fit() -> None:
    game = new("N:A3.KQ94.AJ73.K62 QJ5.J52.KQ84.AJ3 K976.A863.52.Q74 T842.T7.T96.T985")
    for call in ["1NT", "P"]:
        game.act(call)
    assert ROBOT.choose(game.view(Seat.SOUTH)).action == Call.from_str("2C")
    game.act("2C")
    game.act("P")
    assert ROBOT.choose(game.view(Seat.NORTH)).action == Call.from_str("2H")


def test_partner_shown_values_are_read_back() -> None:
    calls = [Called(Seat.NORTH, Call.from_str("1S")), Called(Seat.EAST, Call.from_str("P"))]
    shown = shown_by(calls)
    assert shown[Seat.NORTH].lengths[Suit.SPADES] == 5
    assert shown[Seat.NORTH].lo >= 9


def _hidden_reshuffle(game: BridgeGame, seat: int, rng: random.Random) -> Deal:
    """A deal with the same cards for every hand *seat* can see, the unseen cards dealt again
    among the hidden hands (cards already played stay with whoever played them)."""
    view = game.view(seat)
    hidden = [s for s in range(4) if view.hands[s] is None]
    pool = [card for s in hidden for card in game.hands[s]]
    rng.shuffle(pool)
    played: dict[int, list[Card]] = {s: [] for s in range(4)}
    for record in game.history:
        if isinstance(record, Played):
            played[record.seat].append(record.card)
    hands = list(game.deal.hands)
    for s in hidden:
        size = len(game.hands[s])
        hands[s] = CardSet(pool[:size]) | CardSet(played[s])
        pool = pool[size:]
    return Deal(hands)


def test_same_view_gives_the_same_decision_whatever_the_hidden_hands() -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        game = new(seed=seed)
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            decision = ROBOT.choose(game.view(seat))
            # Compare while no hidden hand has shown out of a suit (a re-deal could not replay).
            trick = game.current_trick
            if not game.tricks and all(p.card.suit == trick[0].card.suit for p in trick):
                other = new(_hidden_reshuffle(game, seat, rng), dealer=game.dealer)
                for record in game.actions:
                    other.act(record)
                assert other.view(seat) == game.view(seat)
                assert ROBOT.choose(other.view(seat)) == decision
                checked += 1
            game.act(decision.action)
    assert checked > 200


def test_second_hand_low_and_third_hand_high() -> None:
    game = new("N:AK32.KQ4.A73.862 QJ5.J52.KQ84.AK3 T976.A983.J2.QJ7 84.T76.T965.T954")
    for call in ["1NT", "P", "3NT", "P", "P", "P"]:
        game.act(call)
    game.act("D4")  # E leads; declarer N plays dummy's (S) cards
    second = ROBOT.choose(game.view(Seat.NORTH))
    assert second.action == Card.from_str("D2")
    assert "second hand low" in second.explanation
    game.act("D2")
    third = ROBOT.choose(game.view(Seat.WEST))
    assert third.action in (Card.from_str("DT"), Card.from_str("D9"))


def test_declarer_draws_trumps() -> None:
    game = new("N:AKQ32.K4.A73.862 J5.J52.KQ84.AK93 T976.A983.J2.QJ7 84.QT76.T965.T54")
    for call in ["4S", "P", "P", "P"]:
        game.act(call)
    for card in ["DK", "D2", "D5", "DA"]:
        game.act(card)
    assert game.tricks[-1].winner == Seat.NORTH
    decision = ROBOT.choose(game.view(Seat.NORTH))
    assert decision.action == Card.from_str("SA")
    assert "draws trumps" in decision.explanation


def test_ruffs_when_void_and_partner_is_not_winning() -> None:
    # W is void in clubs and holds trumps; E leads low, dummy N wins with the ace? no: N plays low.
    game = new("N:AKQ32.K4.A73.862 J5.-.KQ84.AKT9543 T976.A983.J2.QJ7 84.QJT7652.T965.-")
    for call in ["4S", "P", "P", "P"]:
        game.act(call)
    game.act("C3")  # E leads
    game.act("C7")  # S (dummy) plays low
    decision = ROBOT.choose(game.view(Seat.WEST))
    assert decision.action == Card.from_str("S4")
    assert "ruff" in decision.explanation
