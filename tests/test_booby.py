"""Booby (RULES 13): the deal, discards to the dummy, the nullo ladder, play and the ledgers."""

from __future__ import annotations

import pytest

from bridgekit import CardSet, Deal, new_game
from bridgekit.calls import BOOBY_LADDER
from bridgekit.cards import Card
from bridgekit.contracts import NulloContract
from bridgekit.errors import IllegalCallError, IllegalCardError, NotationError, OutOfTurnError
from bridgekit.state import Called
from bridgekit.variants.booby.game import DUMMY, BoobyGame, ToDummy
from bridgekit.variants.booby.render import render_booby
from bridgekit.variants.booby.robot import BoobyRobot
from bridgekit.variants.booby.scoring import BoobyLedger, booby_deal_score

# TV-BO-01 (text): the players' 17 cards before the discards; the text's В is seat C.
HAND_A = "A753.T542.J98432.J42"
HAND_B = "KQJT862.QJ3.KQT.T863"
HAND_C = "94.K9876.A765.AKQ975"
DISCARDS = "HT H5 H4 H2  CT C8 C6 C3  S9 S4 D6 D5"
TRICKS_1_TO_6 = "SK S9 DA SA  D2 DK D6 D7  DQ D5 CA DJ  HQ HT H9 CJ  HJ HA H6 S7  S4 C5 S5 S2"
# "leading a small diamond, he takes no more tricks": one such ending
TRICKS_7_TO_13 = "D3 DT C3 C7  H3 H2 H7 C2  C9 C4 S6 C6  CQ D4 S8 C8  CK D8 ST CT  H8 D9 SJ H4  HK S3 SQ H5"


def booby_example() -> BoobyGame:
    deal = Deal([CardSet.from_str(h) for h in (HAND_A, HAND_B, HAND_C)], CardSet.from_str(".A.."))
    game = new_game("booby", deal=deal, dealer="C")
    assert isinstance(game, BoobyGame)
    return game


def test_tv_bo_01_replayed_through_act() -> None:
    """RULES 13.1-13.4, TV-BO-01: 4 nullo by A, B leads, A makes exactly 3 tricks: 120, game."""
    game = booby_example()
    for card in DISCARDS.split():
        game.act(card)
    assert game.hands[DUMMY] == CardSet.from_str("94.AT542.65.T863")
    assert game.stage == "auction" and game.to_act == 0  # the dealer's LHO calls first
    for call in ["4NU", "P", "P"]:
        game.act(call)
    assert str(game.contract) == "4NU" and game.declarer == 0
    assert game.to_act == 1  # RULES 13.3 DECISION: declarer's LHO leads
    for card in TRICKS_1_TO_6.split()[:4]:
        game.act(card)
    assert game.tricks[0].seats == (1, DUMMY, 2, 0) and game.tricks[0].winner == 0
    for card in TRICKS_1_TO_6.split()[4:] + TRICKS_7_TO_13.split():
        game.act(card)
    assert game.is_over and game.result == 3
    assert [str(e) for e in game.score or ()] == ["0 below 120 trick score (deal 1, game 1)"]
    ledger = BoobyLedger()
    record = ledger.record(game.contract, game.declarer, game.result, honours=game.honours)
    assert record.game_won == 0 and ledger.vulnerable == (True, False, False)


def test_tv_bo_02_nullo_ranks_between_hearts_and_spades() -> None:
    """RULES 13.2, TV-BO-02: 4H < 4 nullo < 4S."""
    four_h, four_nu, four_s = (BOOBY_LADDER.call(t) for t in ("4H", "4NU", "4S"))
    assert BOOBY_LADDER.beats(four_nu, four_h) and BOOBY_LADDER.beats(four_s, four_nu)
    assert not BOOBY_LADDER.beats(four_h, four_nu)


def test_three_passes_mean_no_play() -> None:
    """RULES 13.2 DECISION: three passes at the start, no play."""
    game = new_game("booby", seed=3)
    while game.stage == "discard":
        game.act(game.legal_actions()[0])
    for _ in range(3):
        game.act("P")
    assert game.is_over and game.contract is None and game.score == ()


def test_two_passes_after_a_bid_end_the_auction() -> None:
    game = new_game("booby", seed=3)
    while game.stage == "discard":
        game.act(game.legal_actions()[0])
    first = game.to_act
    for call in ["1C", "X", "P", "XX", "P", "P"]:
        game.act(call)
    assert str(game.contract) == "1CXX" and game.declarer == first


def test_either_opponent_may_double_and_only_the_bidder_redoubles() -> None:
    game = new_game("booby", seed=3)
    while game.stage == "discard":
        game.act(game.legal_actions()[0])
    game.act("1S")
    game.act("P")
    game.act("X")  # the second opponent doubles
    assert game.can_call(BOOBY_LADDER.call("XX"))  # the bidder may redouble
    game.act("P")
    with pytest.raises(IllegalCallError, match=r"only the bidder of 1S may redouble \(RULES 13.2\)"):
        game.act("XX")  # the first opponent may not


def test_views_hide_the_dummy_and_the_discards() -> None:
    """RULES 13.1: nobody looks at the dummy; the discards are face down."""
    game = booby_example()
    game.act("HT")
    for seat in range(3):
        view = game.view(seat)
        assert view.hands[DUMMY] is None
        assert all(view.hands[s] is None for s in range(3) if s != seat)
    assert game.view(0).given == CardSet.from_str(".T..") and not game.view(1).given
    for card in DISCARDS.split()[1:]:
        game.act(card)
    for call in ["4NU", "P", "P"]:
        game.act(call)
    assert game.view(1).hands[DUMMY] is None  # before the opening lead
    game.act("SK")
    assert all(game.view(s).hands[DUMMY] == game.hands[DUMMY] for s in range(3))
    assert game.view(2).hands[0] is None


def test_declarer_plays_the_dummy() -> None:
    game = booby_example()
    for action in [*DISCARDS.split(), "4NU", "P", "P", "SK"]:
        game.act(action)
    assert game.to_play == DUMMY and game.to_act == 0
    with pytest.raises(OutOfTurnError):
        game.play("S9", seat=2)


def test_bad_input_leaves_the_game_unchanged() -> None:
    game = booby_example()
    before = game.copy()
    with pytest.raises(IllegalCardError, match=r"not in the hand \(RULES 13.1\)"):
        game.act("SK")  # A does not hold the king of spades
    with pytest.raises(IllegalCallError, match="RULES 13.1"):
        game.call("1S")
    with pytest.raises(NotationError):
        game.act("zz")
    assert game == before
    for action in [*DISCARDS.split(), "4NU"]:
        game.act(action)
    before = game.copy()
    with pytest.raises(IllegalCallError, match=r"the last bid is 4NU by A \(order C < D < H < NU < S < NT\)"):
        game.act("4H")
    assert game == before


def test_records_round_trip_through_text() -> None:
    record = ToDummy(2, Card.from_str("D5"))
    assert ToDummy.from_str(str(record)) == record
    called = Called(0, BOOBY_LADDER.call("4NU"))
    assert Called.from_str(called.text(("A", "B", "C")), ("A", "B", "C"), BOOBY_LADDER) == called
    assert eval(repr(BOOBY_LADDER.call("7NU"))) is BOOBY_LADDER.call("7 nullo")  # noqa: S307
    assert NulloContract.from_str(str(NulloContract.from_str("6NUXX"))) == NulloContract.from_str(
        "6 nullo xx"
    )


def test_each_opponent_scores_the_undertricks() -> None:
    """RULES 13.4: a defeated contract is written by both opponents; a double applies to both."""
    entries = booby_deal_score(NulloContract.from_str("3NTX"), 2, 7, vulnerable=(False, False, True))
    assert [(e.player, e.points) for e in entries] == [(0, 500), (1, 500)]


def test_partscores_are_cancelled_when_anyone_makes_game_and_the_rubber() -> None:
    """RULES 13.4: partscores cancelled on any game; two games win the rubber, 500 or 700."""
    ledger = BoobyLedger()
    ledger.record(NulloContract.from_str("2S"), 1, 8)
    assert ledger.partscores == (0, 60, 0)
    ledger.record(NulloContract.from_str("3NT"), 0, 9)
    assert ledger.partscores == (0, 0, 0) and ledger.games == (1, 0, 0)
    ledger.record(NulloContract.from_str("5C"), 2, 11)
    record = ledger.record(NulloContract.from_str("4NU"), 0, 2)
    assert record.rubber_won == 0 and record.entries[-1].points == 500
    clean = BoobyLedger()
    clean.record(NulloContract.from_str("4H"), 1, 10)
    assert clean.record(NulloContract.from_str("4H"), 1, 10).entries[-1].points == 700
    assert clean.settlement()[(1, 0)] == sum(clean.totals)


def test_honours_count_for_their_holder_and_dummys_for_declarer() -> None:
    game = new_game("booby", seed=11)
    robot = BoobyRobot()
    while not game.is_over:
        game.act(robot.choose(game.view(game.to_act or 0)).action)
    for player, points in game.honours:
        assert 0 <= player < 3 and points in (100, 150)


def test_render_and_robot_play_a_whole_deal() -> None:
    game = new_game("booby", seed=5)
    robot = BoobyRobot()
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        assert "your turn" in render_booby(view)
        decision = robot.choose(view)
        assert decision.action in game.legal_actions() and decision.explanation
        game.act(decision.action)
    assert "Booby" in render_booby(game.view(0))


def test_record_texts_are_accepted_by_act() -> None:
    game = booby_example()
    assert str(game.act("A dummy HT")) == "A dummy HT"
    for card in DISCARDS.split()[1:]:
        game.act(card)
    assert game.act("A 4NU") == Called(0, BOOBY_LADDER.call("4NU"))
