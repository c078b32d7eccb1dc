"""Five or six players at one table (RULES 9.3): the rotation, sessions of rubbers, results."""

from __future__ import annotations

from itertools import combinations

import pytest

from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.multiplayer import ROTATION, PassRobot, TableSession, ThreePlayerSession, partnerships
from bridgekit.robots import BridgeRobot
from bridgekit.seats import Seat


def test_rules_9_3_five_players_are_partners_exactly_once_in_five_rubbers() -> None:
    pairs = [frozenset(pair) for _, both in ROTATION[5] for pair in both]
    assert sorted(map(sorted, pairs)) == sorted(map(sorted, map(frozenset, combinations(range(1, 6), 2))))


def test_rules_9_3_each_of_five_sits_out_once_and_plays_the_other_rubbers() -> None:
    outs = [out for out, _ in ROTATION[5]]
    assert outs == [(1,), (2,), (3,), (4,), (5,)]
    for out, ((a, b), (c, d)) in ROTATION[5]:
        assert sorted((*out, a, b, c, d)) == [1, 2, 3, 4, 5]


def test_rules_9_3_six_players_table() -> None:
    for out, ((a, b), (c, d)) in ROTATION[6]:
        assert sorted((*out, a, b, c, d)) == [1, 2, 3, 4, 5, 6]
    assert [sum(p in out for out, _ in ROTATION[6]) for p in range(1, 7)] == [2] * 6
    assert partnerships(6, 3) == ((4, 5), (6, 2))


def test_partnerships_refuse_what_the_table_does_not_have() -> None:
    with pytest.raises(NotationError, match="RULES 9.3"):
        partnerships(4, 1)
    with pytest.raises(NotationError, match="rubbers 1 to 5"):
        partnerships(5, 6)
    with pytest.raises(NotationError, match="5 or 6 distinct"):
        TableSession(["A", "B", "C", "D"])


def test_seats_follow_the_table() -> None:
    session = TableSession(["P1", "P2", "P3", "P4", "P5", "P6"])
    assert session.sitting_out(2) == ("P2", "P6")
    assert session.seats(2) == {Seat.NORTH: "P3", Seat.EAST: "P1", Seat.SOUTH: "P4", Seat.WEST: "P5"}


@pytest.mark.parametrize("count", [5, 6])
def test_rules_9_3_a_session_with_robots_results_sum_to_zero(count: int) -> None:
    players = [f"P{n}" for n in range(1, count + 1)]
    session = TableSession(players)
    seed = 0
    while not session.is_over:
        session.play_deal(robot=BridgeRobot(), seed=seed)
        seed += 1
    assert len(session.rubbers) == count and all(ledger.is_over for ledger in session.rubbers)
    totals = session.player_totals()
    assert sum(totals.values()) == 0
    # a player's result is the sum of the rubbers he played, nothing for those he sat out
    for name in players:
        expected = 0
        for number, ledger in enumerate(session.rubbers, start=1):
            for seat, who in session.seats(number).items():
                if who == name:
                    expected += ledger.settlement()[seat.side]
        assert totals[name] == expected
    with pytest.raises(IllegalActionError, match="over"):
        session.play_deal(robot=BridgeRobot())


def test_supplied_actions_then_robots() -> None:
    session = TableSession(["A", "B", "C", "D", "E"])
    game = session.play_deal(actions=["1NT", "P", "P", "P"], robot=PassRobot(), seed=1)
    assert str(game.contract) == "1NT" and len(session.ledger.deals) == 1
    with pytest.raises(IllegalActionError, match="no robot"):
        session.play_deal(actions=["P"], seed=2)


def test_three_player_session_needs_three() -> None:
    with pytest.raises(NotationError):
        ThreePlayerSession(["A", "B"])
