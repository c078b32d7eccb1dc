"""Sessions scored against targets: Russian scoring (RULES 7) and the table of obligations (RULES 8)."""

from __future__ import annotations

import pytest

from bridgekit import new_game
from bridgekit.robots import BridgeRobot
from bridgekit.scoring.chicago import chicago_vulnerability
from bridgekit.scoring.obligations import obligations_score
from bridgekit.scoring.russian import russian_score
from bridgekit.seats import Side
from bridgekit.session import Session


@pytest.mark.parametrize("method", ["russian", "obligations"])
def test_rule_0_7_bridge_takes_the_target_scoring_methods(method: str) -> None:
    assert new_game("bridge", scoring=method, seed=1).options["scoring"] == method


@pytest.mark.parametrize("method", ["russian", "obligations"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rule_7_1_each_deal_is_scored_alone_against_the_target(method: str, seed: int) -> None:
    session = Session(method, seed=seed)
    session.autoplay(BridgeRobot())
    assert session.is_over and len(session.games) == 4
    score = russian_score if method == "russian" else obligations_score
    expected = 0
    for number, game in enumerate(session.games, 1):
        # RULES 7.1: the dealers and vulnerability of Chicago (5.1, 5.2)
        assert game.dealer == (number - 1) % 4
        assert game.vulnerability == chicago_vulnerability(number, game.dealer)
        result = score(game.contract, game.declarer, game.result or 0, game.vulnerability, deal=game.deal)
        expected += result.ns_imps
    assert session.totals == {Side.NS: expected, Side.EW: -expected}
    assert session.net == expected


def test_rule_7_5_a_passed_out_deal_is_not_redealt() -> None:
    """RULES 7.5 b: the passed-out deal counts, 0 against the target; the next dealer deals."""
    session = Session("russian", seed=4)
    game = session.next_game()
    for _ in range(4):
        game.act("P")
    session.record(game)
    assert len(session.games) == 1 and session.next_game().dealer == 1
    result = russian_score(None, None, 0, game.vulnerability, deal=game.deal)
    assert session.totals[Side.NS] == result.ns_imps


def test_target_session_replays_from_its_summary() -> None:
    session = Session("obligations", seed=9)
    session.autoplay(BridgeRobot())
    again = Session.from_summary(session.summary())
    assert again.summary() == session.summary()
