"""Sessions: dealer rotation, vulnerability, ledgers and replay (RULES 3, 4, 5, 6.1)."""

from __future__ import annotations

import json

import pytest

from bridgekit import Seat, Side, Vulnerability
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.robots import BridgeRobot
from bridgekit.scoring import RubberLedger, chicago_vulnerability
from bridgekit.seats import board_dealer, board_vulnerability
from bridgekit.session import Session

ROBOT = BridgeRobot()


def play(game: object) -> None:
    from bridgekit.variants.bridge import BridgeGame

    assert isinstance(game, BridgeGame)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        game.act(ROBOT.choose(game.view(seat)).action)


def pass_out(session: Session) -> None:
    game = session.next_game()
    for _ in range(4):
        game.act("P")
    session.record(game)


def entries_total(session: Session) -> dict[Side, int]:
    totals = {Side.NS: 0, Side.EW: 0}
    for ledger in session.ledgers:
        for entry in ledger.entries:
            totals[entry.side] += entry.points
    return totals


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_full_rubber_with_robots_rotates_dealer_and_vulnerability(seed: int) -> None:
    session = Session("rubber", seed=seed)
    games_won = {Side.NS: 0, Side.EW: 0}
    dealer = Seat.NORTH
    while not session.is_over:
        game = session.next_game()
        assert game.dealer == dealer  # RULES 1.3: the next deal is dealt by the LHO
        expected = Vulnerability.of(ns=games_won[Side.NS] > 0, ew=games_won[Side.EW] > 0)
        assert game.vulnerability == expected  # RULES 3.3
        play(game)
        session.record(game)
        won = session.ledgers[-1].deals[-1].game_won
        if won is not None:
            games_won[won] += 1
        dealer = dealer.lho
    ledger = session.ledger
    assert isinstance(ledger, RubberLedger)
    assert ledger.winner is not None and max(games_won.values()) == 2  # RULES 3.4
    assert session.totals == entries_total(session) == ledger.totals


def test_two_rubbers_start_the_second_at_love() -> None:
    session = Session("rubber", seed=4, rubbers=2)
    session.autoplay(ROBOT)
    assert len(session.ledgers) == 2
    first_of_second = session.games[len(session.ledgers[0].deals)]
    assert first_of_second.vulnerability == Vulnerability.NONE
    assert session.totals == entries_total(session)


def test_rubber_capped_by_boards_is_closed_unfinished() -> None:
    session = Session("rubber", seed=9, boards=1)
    session.autoplay(ROBOT)
    assert session.is_over and len(session.games) == 1
    assert session.totals == entries_total(session)


@pytest.mark.parametrize("scoring", ["chicago", "chicago_duplicate"])
def test_full_chicago_schedule(scoring: str) -> None:
    session = Session(scoring, seed=6)
    session.autoplay(ROBOT)
    played = [g for g in session.games if g.contract is not None]
    assert len(played) == 4
    for number, game in enumerate(played, start=1):
        dealer = Seat((number - 1) % 4)
        assert game.dealer == dealer  # RULES 5.1
        assert game.vulnerability == chicago_vulnerability(number, dealer)  # RULES 5.2
    assert session.totals == entries_total(session)


def test_passed_out_chicago_deal_is_redealt_by_the_same_dealer() -> None:
    session = Session("chicago", seed=2)
    first = session.next_game()
    pass_out(session)
    again = session.next_game()
    assert again.dealer == first.dealer == Seat.NORTH  # RULES 5.5
    assert again.vulnerability == first.vulnerability
    assert again.deal != first.deal
    play(again)
    session.record(again)
    assert session.next_game().dealer == Seat.EAST
    session.autoplay(ROBOT)
    assert sum(g.contract is not None for g in session.games) == 4


def test_passed_out_rubber_deal_passes_to_the_next_dealer() -> None:
    session = Session("rubber", seed=2)
    pass_out(session)
    assert session.next_game().dealer == Seat.EAST  # RULES 1.6


def test_duplicate_boards_follow_rules_6_1() -> None:
    session = Session("duplicate", seed=3, boards=8)
    session.autoplay(ROBOT)
    assert len(session.games) == 8
    for number, game in enumerate(session.games, start=1):
        assert game.board == number
        assert game.dealer == board_dealer(number)
        assert game.vulnerability == board_vulnerability(number)
    assert session.board_scores == [g.score for g in session.games]
    assert session.net == sum(session.board_scores)


def test_bg_rubber_plays_to_the_end() -> None:
    session = Session("bg_rubber", seed=8)
    session.autoplay(ROBOT)
    assert session.is_over
    assert session.totals == entries_total(session)


@pytest.mark.parametrize("scoring", ["rubber", "bg_rubber", "chicago", "chicago_duplicate", "duplicate"])
def test_session_is_reproducible_and_replayable(scoring: str) -> None:
    one, two = Session(scoring, seed=21), Session(scoring, seed=21)
    one.autoplay(ROBOT)
    two.autoplay(ROBOT)
    assert one.summary() == two.summary()
    data = json.loads(json.dumps(one.summary()))
    replayed = Session.from_summary(data)
    assert replayed.summary() == one.summary()
    assert [g.history for g in replayed.games] == [g.history for g in one.games]


def test_next_game_is_the_same_until_recorded() -> None:
    session = Session("duplicate", seed=1)
    game = session.next_game()
    assert session.next_game() is game
    with pytest.raises(IllegalActionError, match="not over"):
        session.record(game)


def test_a_finished_session_gives_no_more_deals() -> None:
    session = Session("duplicate", seed=1, boards=1)
    session.autoplay(ROBOT)
    with pytest.raises(IllegalActionError, match="over"):
        session.next_game()


def test_bad_session_arguments() -> None:
    with pytest.raises(NotationError, match="no scoring method 'bridge'"):
        Session("bridge")
    with pytest.raises(NotationError, match="rubber"):
        Session("rubber", colour="red")
    with pytest.raises(NotationError, match="not a session record"):
        Session.from_summary({"deals": []})


def test_polish_profile_session() -> None:
    session = Session("rubber", seed=3, profile="pl")
    session.autoplay(ROBOT)
    assert session.is_over
