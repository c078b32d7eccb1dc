"""Sampling card players of the other games (issue 17): on the same deals, the sampling robot
wins more than the heuristic one (a bounded run with a fixed seed; the benchmark
``benchmarks/bench_family_robots.py`` measures it with a 95% confidence interval)."""

from __future__ import annotations

from typing import Any

import pytest

import bridgekit
from bridgekit.cards import CardSet
from bridgekit.robots.minibridge import MinibridgeRobot, SamplingMinibridgeRobot, shown_miss

pytest.importorskip("endplay")


def two_rooms(game: str, seed: int, new: Any, old: Any) -> tuple[Any, Any]:
    """The deal *seed* played twice: the new robot for side 0 (the old one for side 1), then swapped."""
    rooms = []
    for first, second in ((new, old), (old, new)):
        table: Any = bridgekit.new_game(game, seed=seed)
        while not table.is_over:
            seat = table.to_act
            assert seat is not None
            robot = first if int(seat) % 2 == 0 else second
            table.act(robot.choose(table.view(seat)).action)
        rooms.append(table)
    return rooms[0], rooms[1]


def test_sampling_minibridge_takes_more_tricks_than_the_heuristic_on_the_same_deals() -> None:
    new, old = SamplingMinibridgeRobot(samples=8, seed=1), MinibridgeRobot()
    tricks = points = 0
    for seed in range(3):
        sampled, heuristic = two_rooms("minibridge", seed, new, old)
        assert sampled.declarer == heuristic.declarer and sampled.contract == heuristic.contract
        # side 0's tricks with the sampling robot against side 0's with the heuristic one
        tricks += sampled.tricks_won[0] - heuristic.tricks_won[0]
        points += (sampled.score or 0) - (heuristic.score or 0)
    assert tricks > 0 and points > 0


def test_minibridge_layouts_fit_the_slip_and_the_announcements() -> None:
    game: Any = bridgekit.new_game("minibridge", seed=0)
    robot = MinibridgeRobot()
    while game.phase.value != "play":
        seat = game.to_act
        assert seat is not None
        game.act(robot.choose(game.view(seat)).action)
    view: Any = game.view(game.to_act)  # the opening leader: he knows the announcements
    for announced in view.announcements:
        hand = game.hands[announced.seat]
        assert shown_miss(view, announced.seat, hand) == 0  # the real hands fit
    weak = CardSet.from_str("5432.432.432.432")
    opener = next(a.seat for a in view.announcements if a.opens)
    assert shown_miss(view, opener, weak) >= 11  # "I open" promises 11 HCP or more


def booby_room(seed: int, declarer_robot: Any) -> Any:
    """Booby deal *seed*: *declarer_robot* plays declarer's and the dummy's cards, BoobyRobot the rest."""
    from bridgekit.variants.booby.robot import BoobyRobot

    heuristic = BoobyRobot()
    game: Any = bridgekit.new_game("booby", seed=seed)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        declaring = game.declarer is not None and int(seat) == int(game.declarer)
        robot = declarer_robot if declaring else heuristic
        game.act(robot.choose(view).action)
    return game


def test_sampling_booby_declarer_does_better_than_the_heuristic_on_the_same_deals() -> None:
    from bridgekit.variants.booby.robot import BoobyRobot, SamplingBoobyRobot

    new, old = SamplingBoobyRobot(samples=6, seed=1), BoobyRobot()
    gain = 0
    for seed in range(12):
        sampled, heuristic = booby_room(seed, new), booby_room(seed, old)
        if sampled.declarer is None:
            continue
        declarer = int(sampled.declarer)
        assert sampled.contract == heuristic.contract
        more = sampled.tricks_won[declarer] - heuristic.tricks_won[declarer]
        gain += -more if sampled.contract.is_nullo else more
    assert gain >= 5  # fewer tricks in a nullo, more in a trick contract


@pytest.mark.parametrize("game", ["bridge2", "bridge3", "konstam"])
def test_sampling_two_player_robot_plays_whole_deals_by_layouts(game: str) -> None:
    """Bridge for two and three (RULES 9) and Konstam (RULES 17): the calls are the heuristic
    robot's, every card legal, and the cards that had a choice were chosen over layouts."""
    from bridgekit.variants.bridge2.robot import SamplingTwoPlayerRobot, TwoPlayerRobot

    new, old = SamplingTwoPlayerRobot(samples=4, seed=1), TwoPlayerRobot()
    table: Any = bridgekit.new_game(game, seed=6)
    sampled = 0
    while not table.is_over:
        view = table.view(table.to_act)
        decision = new.choose(view)
        if view.phase.name != "PLAY":
            assert decision == old.choose(view)
        sampled += "layouts" in decision.explanation
        table.act(decision.action)
    assert sum(table.tricks_won) in (0, 13) and sampled > 0
