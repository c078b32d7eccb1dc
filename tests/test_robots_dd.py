"""The double-dummy card player: legal, sees only its view, plays at least as well as the rules of thumb."""

from __future__ import annotations

from bridgekit import Deal, new_game
from bridgekit.robots import BridgeRobot
from bridgekit.robots.dd_play import DoubleDummyRobot, dd_available
from bridgekit.variants.bridge import BridgeGame


def test_dds_is_installed_for_the_tests() -> None:
    assert dd_available(), "the tests need the dd extra: pip install -e '.[all]'"


def bid(seed: int) -> BridgeGame:
    game = new_game("bridge", seed=seed)
    assert isinstance(game, BridgeGame)
    robot = BridgeRobot()
    while game.phase.value == "auction":
        game.act(robot.choose(game.view(game.to_act)).action)
    return game


def play_out(game: BridgeGame, robot: object) -> BridgeGame:
    game = game.copy()
    while not game.is_over:
        game.act(robot.choose(game.view(game.to_act)).action)  # type: ignore[attr-defined]
    return game


def test_dd_robot_plays_legal_cards_and_explains_them() -> None:
    robot = DoubleDummyRobot(samples=3, seed=2)
    for seed in range(3):
        game = bid(seed)
        while not game.is_over:
            decision = robot.choose(game.view(game.to_act))
            assert decision.action in game.legal_actions() and decision.explanation
            game.act(decision.action)


def test_dd_robot_decision_depends_only_on_the_view() -> None:
    game = bid(4)
    assert game.contract is not None
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    hidden = [s for s, h in enumerate(view.hands) if h is None][:2]
    hands = list(game.deal.hands)
    hands[hidden[0]], hands[hidden[1]] = hands[hidden[1]], hands[hidden[0]]
    other = new_game("bridge", deal=Deal(hands), dealer=game.dealer, vulnerability=game.vulnerability)
    for call in game.calls:
        other.act(call)
    assert other.view(seat) == view
    robot = DoubleDummyRobot(samples=4, seed=1)
    assert robot.choose(other.view(seat)) == robot.choose(view)


def test_dd_declarer_takes_at_least_as_many_tricks_as_the_rules_of_thumb() -> None:
    """Over fixed deals, double-dummy sampling declares at least as well as the heuristic player."""
    dd_total = basic_total = 0
    for seed in range(6):
        game = bid(seed)
        if game.contract is None:
            continue
        assert game.declarer is not None
        declarer_side = game.declarer % 2
        # the declaring side uses one player, the defenders the heuristic robot in both runs
        for robot, name in (
            (DoubleDummyRobot(samples=6, seed=seed), "dd"),
            (BridgeRobot(play="heuristic"), "basic"),
        ):
            trial = game.copy()
            while not trial.is_over:
                seat = trial.to_act
                assert seat is not None
                player = robot if seat % 2 == declarer_side else BridgeRobot(play="heuristic")
                trial.act(player.choose(trial.view(seat)).action)
            tricks = trial.result or 0
            if name == "dd":
                dd_total += tricks
            else:
                basic_total += tricks
    assert dd_total >= basic_total
