"""Minibridge (RULES 11): TV-MB-01 … 06, the honest steps, views, options, robot, teaching."""

from __future__ import annotations

import pytest

from bridgekit import new_game
from bridgekit.calls import Contract, Strain
from bridgekit.cards import CardSet, Suit
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, NotationError, OutOfTurnError
from bridgekit.robots.minibridge import MinibridgeRobot
from bridgekit.seats import Seat, Vulnerability
from bridgekit.state import Phase
from bridgekit.variants.minibridge.contract import declaring_side, distribution_points, recommend_contract
from bridgekit.variants.minibridge.game import MinibridgeGame
from bridgekit.variants.minibridge.records import (
    Announced,
    Chosen,
    LengthsShown,
    MinibridgeView,
    Named,
    Slipped,
    parse_record,
)
from bridgekit.variants.minibridge.render import render_minibridge, teaching_lines

# N 9, E 12, S 9, W 10 HCP (TV-MB-01).
DEAL_01 = "N:AT732.K73.Q84.95 J65.AT62.A73.K84 K984.Q95.T62.A73 Q.J84.KJ95.QJT62"
# N 12, E 11, S 10, W 7 HCP (TV-MB-02).
DEAL_02 = "N:AK62.Q73.Q84.J95 QJ5.AKT62.J73.84 T84.95.AKT62.K73 973.J84.95.AQT62"


def minibridge(deal: str, **options: object) -> MinibridgeGame:
    game = new_game("minibridge", deal=deal, **options)  # type: ignore[arg-type]
    assert isinstance(game, MinibridgeGame)
    return game


def take_honest_steps(game: MinibridgeGame) -> None:
    """Take the one legal step until declarer chooses the contract (or the deal is over)."""
    while game.stage not in ("contract", "over"):
        (action,) = game.legal_actions()
        game.act(action)


def test_deals_have_the_hcp_the_vectors_need() -> None:
    assert [hand.hcp for hand in Deal.from_pbn(DEAL_01).hands] == [9, 12, 9, 10]
    assert [hand.hcp for hand in Deal.from_pbn(DEAL_02).hands] == [12, 11, 10, 7]


def test_tv_mb_01_opening_side_declares_and_more_hcp_plays() -> None:
    """RULES 11.2, TV-MB-01: N 9 passes, E 12 opens, W 10 → 22 → E–W declare, E declarer."""
    game = minibridge(DEAL_01)
    assert str(game.act("pass")) == "N pass"
    assert str(game.act("I open")) == "E I open"
    assert str(game.act("slip 10")) == "W slip 10"
    assert game.legal_actions() == [Named(Seat.EAST, Seat.EAST)]
    game.act("I play")
    assert game.declarer_named is Seat.EAST
    # With W 12 and E 12 the opener declares.
    assert declaring_side(1, [9, 12, 7, 12], dealer=0)[0] == 1


def test_tv_mb_02_other_side_declares_with_its_stronger_player() -> None:
    """RULES 11.2 DECISIONS, TV-MB-02: dealer E opens with 11, W 7 → 18 → N–S; N 12, S 10 → N."""
    game = minibridge(DEAL_02, dealer="E")
    game.act("I open")
    game.act("slip 7")
    assert game.legal_actions() == [Named(Seat.EAST, Seat.NORTH)]
    assert str(game.act("they play")) == "E names N declarer"
    assert game.to_act is Seat.SOUTH  # dummy writes his lengths (RULES 11.3)


def test_rules_11_2_equal_hcp_on_the_other_side_first_from_dealer_plays() -> None:
    assert declaring_side(1, [10, 11, 10, 8], dealer=3)[0] == 0  # N comes before S from W
    assert declaring_side(1, [10, 11, 10, 8], dealer=1)[0] == 2  # S comes before N from E


def test_tv_mb_03_major_fit_points_with_declarers_shortness() -> None:
    """RULES 11.4 (a), TV-MB-03: 8 hearts, 24 HCP + doubleton + singleton = 27 → 4H; 23 → 26 → 1H."""
    hand = CardSet.from_str("2.AKQ32.32.AKQ32")
    assert distribution_points(hand, Suit.HEARTS) == 3
    dummy = (3, 3, 3, 4)  # clubs first
    assert recommend_contract(hand, dummy_lengths=dummy, combined_hcp=24).contract == Contract.from_str("4H")
    low = recommend_contract(hand, dummy_lengths=dummy, combined_hcp=23)
    assert (low.contract, low.points) == (Contract.from_str("1H"), 26)


def test_tv_mb_04_notrump_when_every_suit_is_covered() -> None:
    """RULES 11.4 (b), TV-MB-04."""
    hand = CardSet.from_str("AK2.Q432.K32.432")
    dummy = (5, 3, 3, 2)  # S 5, H 7, D 6, C 8 together
    assert recommend_contract(hand, dummy_lengths=dummy, combined_hcp=23).contract == Contract.from_str("1NT")
    assert recommend_contract(hand, dummy_lengths=dummy, combined_hcp=25).contract == Contract.from_str("3NT")
    four = (5, 4, 3, 1)  # S 4, H 7, D 7, C 8 together
    honours = recommend_contract(CardSet.from_str("AKQ.5432.432.432"), dummy_lengths=four, combined_hcp=24)
    assert honours.contract.strain is Strain.NOTRUMP
    bare = recommend_contract(CardSet.from_str("AK2.5432.432.432"), dummy_lengths=four, combined_hcp=24)
    assert bare.contract.strain is Strain.CLUBS and bare.kind == "minor"


def test_tv_mb_05_minor_when_no_major_fit_and_no_notrump() -> None:
    """RULES 11.4 (c), TV-MB-05: S 7, H 7, D 9, C 3 → diamonds; 26 + 3 → 5D; 25 + 3 → 1D."""
    hand = CardSet.from_str("A2.K432.AQ5432.2")
    assert distribution_points(hand, Suit.DIAMONDS) == 3
    dummy = (2, 3, 3, 5)
    assert recommend_contract(hand, dummy_lengths=dummy, combined_hcp=26).contract == Contract.from_str("5D")
    assert recommend_contract(hand, dummy_lengths=dummy, combined_hcp=25).contract == Contract.from_str("1D")


@pytest.mark.parametrize(
    ("contract", "tricks", "side_score"), [("4H", 10, 420), ("1NT", 9, 150), ("1H", 6, -50)]
)
def test_tv_mb_06_duplicate_score_without_doubles(contract: str, tricks: int, side_score: int) -> None:
    """RULES 11.6, TV-MB-06: 4H= NV 420; 1NT+2 NV 150; 1H-1 NV defenders 50."""
    game = minibridge(DEAL_01)
    take_honest_steps(game)
    game.act(contract)
    assert game.declarer is Seat.EAST and game.phase is Phase.PLAY
    game.claim(Seat.EAST, tricks)
    assert game.result == tricks
    assert game.score == -side_score  # E–W declare; the score is N–S's


def test_rules_11_2_only_the_honest_step_is_legal_and_errors_name_the_rule() -> None:
    game = minibridge(DEAL_01)
    before = game.copy()
    with pytest.raises(IllegalActionError, match=r"N has 9 HCP and passes .*RULES 11\.2"):
        game.act("I open")
    assert game == before
    game.act("pass")
    with pytest.raises(IllegalActionError, match="RULES 11.2"):
        game.act("pass")
    game.act("I open")
    with pytest.raises(IllegalActionError, match="writes his own HCP, 10"):
        game.act("slip 9")
    with pytest.raises(OutOfTurnError):
        game.act(Slipped(Seat.SOUTH, 9))
    game.act("slip 10")
    with pytest.raises(IllegalActionError, match="E plays"):
        game.act("partner plays")
    game.act("I play")
    with pytest.raises(IllegalActionError, match="RULES 11.3"):
        game.act("lengths 4-3-3-3")
    game.act(game.legal_actions()[0])
    with pytest.raises(IllegalActionError, match="no doubles"):
        game.act(Chosen(Seat.EAST, Contract.from_str("4HX")))
    with pytest.raises(IllegalActionError, match="contract is not settled yet .RULES 11"):
        game.act("SA")
    with pytest.raises(NotationError):
        game.act("4Z")
    assert game.stage == "contract" and len(game.legal_actions()) == 35


def test_passed_out_when_nobody_has_eleven() -> None:
    game = minibridge("N:AT62.K73.Q84.J95 J95.AT62.K73.Q84 Q84.J95.AT62.K73 K73.Q84.J95.AT62")
    for _ in range(4):
        game.act("pass")
    assert game.is_over and game.is_passed_out and game.score == 0
    assert "passed out" in teaching_lines(game)[-1]


def test_records_round_trip_through_text() -> None:
    records = [
        Announced(Seat.NORTH, False),
        Announced(Seat.EAST, True),
        Slipped(Seat.WEST, 10),
        Named(Seat.EAST, Seat.WEST),
        LengthsShown(Seat.EAST, (3, 3, 3, 4)),
        Chosen(Seat.WEST, Contract.from_str("3NT")),
    ]
    for record in records:
        assert parse_record(str(record)) == record


def test_rules_11_6_vulnerability_option() -> None:
    assert minibridge(DEAL_01, board=2).vulnerability is Vulnerability.NONE
    assert minibridge(DEAL_01, board=2, vulnerability_mode="board").vulnerability is Vulnerability.NS
    game = new_game("minibridge", deal=DEAL_01, board=4, vulnerability="board")
    assert game.vulnerability is Vulnerability.BOTH and game.options["vulnerability_mode"] == "board"
    with pytest.raises(NotationError):
        new_game("minibridge", vulnerability_mode="always")


def test_views_hide_hands_hcp_and_lengths() -> None:
    """RULES 11.2–11.5: own hand; dummy after the lead; the slip to the opener; lengths to declarer."""
    game = minibridge(DEAL_01)
    game.act("pass"), game.act("I open"), game.act("slip 10")
    east, south = game.view(Seat.EAST), game.view(Seat.SOUTH)
    assert isinstance(east, MinibridgeView) and isinstance(south, MinibridgeView)
    assert east.known_hcp == (None, 12, None, 10) and south.known_hcp == (None, None, 9, None)
    game.act("I play"), game.act(game.legal_actions()[0])
    east = game.view(Seat.EAST)
    assert isinstance(east, MinibridgeView)
    assert east.dummy_lengths == tuple(game.deal.hands[Seat.WEST].suit_length(s) for s in Suit)
    assert east.recommendation == game.recommended_contract is not None
    north = game.view(Seat.NORTH)
    assert isinstance(north, MinibridgeView) and north.dummy_lengths is None and north.recommendation is None
    game.act("3NT")
    for seat in Seat:
        assert [h is not None for h in game.view(seat).hands] == [s == seat for s in Seat]
    game.act(game.legal_actions()[0])  # S leads
    for seat in Seat:
        assert [h is not None for h in game.view(seat).hands] == [s in (seat, Seat.WEST) for s in Seat]
    assert game.to_act is Seat.EAST and game.to_play is Seat.WEST  # declarer plays dummy (RULES 11.5)


@pytest.mark.parametrize("seed", range(12))
def test_robot_plays_every_step(seed: int) -> None:
    game = new_game("minibridge", seed=seed)
    robot = MinibridgeRobot()
    while not game.is_over:
        decision = robot.choose(game.view(game.to_act))
        assert decision.action in game.legal_actions() and str(decision)
        game.act(decision.action)
    if game.contract is not None:
        assert isinstance(game, MinibridgeGame) and game.recommended_contract is not None
        assert game.contract == game.recommended_contract.contract
        assert sum(game.tricks_won) == 13


def test_teaching_lines_and_rendering() -> None:
    game = minibridge(DEAL_01)
    take_honest_steps(game)
    game.act("1NT")
    lines = teaching_lines(game)
    assert 'N: 9 HCP: 10 or fewer, says "pass"' in lines
    assert "E 12 + W 10 = 22: 20 or more, so E–W declare" in lines
    assert any(line.startswith("points = 22 HCP") for line in lines)
    text = render_minibridge(game.view(Seat.SOUTH))
    assert "you are S" in text and "E:" not in text.split("contract")[0].split("HCP known")[1]
