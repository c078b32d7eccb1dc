"""SAYC competitive judgement at the game level: defend their game, double it, or bid on.

The ACBL "SAYC System Booklet" (revised January 2006) defines the calls of a competitive
auction ("Overcalls", "Pre-emptive bids", "Doubles") but leaves the level to judgement
("Overview": "Players may still exercise bridge judgment"): once they bid game over our known
fit, the robot weighs a pass, a penalty double and our fit at the five level — to make, or as
a sacrifice — by simulation of both sides' contracts over layouts that fit the auction.
"""

from __future__ import annotations

import pytest

import bridgekit
from bridgekit.robots import explain_call, system_named
from bridgekit.seats import Vulnerability
from bridgekit.state import Called
from bridgekit.variants.bridge import BridgeGame
from test_robots_sayc import SAYC, deal_with

pytest.importorskip("endplay")


def _answer(hand: str, auction: str, vulnerability: Vulnerability) -> tuple[str, str]:
    calls = auction.split()
    seat = len(calls) % 4
    game = bridgekit.new_game("bridge", deal=deal_with(seat, hand), dealer=0, vulnerability=vulnerability)
    assert isinstance(game, BridgeGame)
    for call in calls:
        game.act(call)
    decision = SAYC.choose(game.view(seat))
    return str(decision.action), decision.explanation


def test_sacrifice_over_their_game_at_favourable_vulnerability() -> None:
    """ "Overcalls": partner's 2H shows five hearts; with five more and 4 HCP, not vulnerable
    against vulnerable opponents whose 4S makes, 5H (down two or three doubled) costs less than
    their game. Vulnerable against not, the same hand defends (the table's pass)."""
    hand = "4.KJ852.9642.853"
    call, text = _answer(hand, "1S 2H 4S", Vulnerability.NS)
    assert call == "5H" and "hearts" in text
    assert _answer(hand, "1S 2H 4S", Vulnerability.EW)[0] == "P"


def test_their_sacrifice_over_our_game_is_doubled() -> None:
    """Opener's 1S and responder's 4S, then their 5H sacrifice over it: opener with a sound
    opening defends it doubled rather than let it go undoubled."""
    call, text = _answer("AKQT64.A3.K5.Q97", "1S 2H 4S 5H", Vulnerability.NS)
    assert call == "X" and "penalty" in text


def test_a_five_level_bid_over_their_game_reads_as_competitive() -> None:
    """Our fit at the five level over their game shows no extra strength: partner does not read
    a sacrifice as a slam try (the 5H of the first test is 0–14 HCP, not game values)."""
    calls = [Called(i % 4, bridgekit.Call.from_str(c)) for i, c in enumerate(["1S", "2H", "4S", "5H"])]
    text = explain_call(calls, 3, system_named("sayc"))
    assert "0–14 HCP" in text and "hearts" in text


def test_a_penalty_double_of_their_partscore_with_the_balance_of_power() -> None:
    """ "Competitive bidding" leaves the level to judgement: opener with 13 HCP and a singleton
    in their suit, after partner's 1H response and their weak jump overcall 3C, has the balance
    of power and no fit: the simulation weighs pass, a penalty double and 3NT, and doubles
    (the rules alone doubled only with two or more of their trumps, and passed)."""
    call, text = _answer("AT94.AJ6.A9873.4", "1D P 1H 3C", Vulnerability.BOTH)
    assert call == "X" and "penalty" in text
    # opposite a partner who passed throughout there is no balance of power to count on
    assert _answer("AT94.AJ6.A9873.4", "1D P P 3C", Vulnerability.BOTH)[0] != "X"


def test_game_in_an_unshown_five_card_major_beside_the_minor_fit() -> None:
    """ "Competitive bidding": over their overcall responder's new suit at the three level names
    the longest suit (1D (2H) 3C with six clubs and five spades), so the spades are never shown.
    When opener competes in clubs and the choice is game or a partscore, four of the unbid
    major (facing opener's three) is weighed beside five of the minor ("Overview": the level is
    left to judgement): here it is bid, where game in clubs alone was weighed before."""
    call, text = _answer("KQ954.QT.-.AJ7652", "1D 2H 3C 3D 4C P", Vulnerability.NS)
    assert call == "4S" and "spades" in text
    # with four spades only there is no major to weigh: the minor's game or the partscore
    assert _answer("KQ95.QT4.-.AJ7652", "1D 2H 3C 3D 4C P", Vulnerability.NS)[0] in ("P", "5C")


def test_forced_over_partners_minor_three_notrump_with_their_suit_stopped() -> None:
    """ "Competitive bidding": responder's 2NT over their overcall shows a stopper in their suit
    (1C (1H) 2NT). Opener's new suit 3D is forcing; with their hearts held twice and three
    cards of each minor, responder bids game in notrump rather than support a minor at the
    four level, past 3NT."""
    call, _ = _answer("KJ8.AQ52.J76.963", "1C 1H 2NT P 3D P", Vulnerability.NONE)
    assert call == "3NT"
    # with four-card support and no heart stopper the minor is still supported
    assert _answer("KJ8.752.QJ76.K63", "1C 1H 2NT P 3D P", Vulnerability.NONE)[0] != "3NT"


def test_game_in_an_unshown_five_card_major_opposite_a_notrump_overcall() -> None:
    """ "Competitive bidding": the 2NT overcall of their weak two shows 15–18 balanced with a
    stopper; the advancer, who had no call to show five spades with before it, weighs four of
    the major beside notrump (here 4S, where 2NT was passed as notrump alone was weighed); with
    four spades there is no major to weigh."""
    assert _answer("AKT72.J9.7543.T6", "2H 2NT P", Vulnerability.NONE)[0] == "4S"
    assert _answer("AKT7.J92.7543.T6", "2H 2NT P", Vulnerability.NONE)[0] != "4S"
