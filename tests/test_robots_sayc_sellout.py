"""Partscore battles: what a competitive bid shows and when our side bids on rather than sell
out (issue 17, the par study's "wrong side or sign").

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on; the hands are the par study's, where the robot's auction went wrong.
"""

from __future__ import annotations

from bridgekit.calls import Call
from bridgekit.robots import system_named
from bridgekit.robots.meaning import shown_by
from bridgekit.state import Called
from test_robots_sayc import answer

SAYC_SYSTEM = system_named("sayc")


def _calls(auction: str, dealer: int = 0) -> list[Called]:
    return [Called((dealer + i) % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]


def test_opener_competitive_rebid_over_their_raise_is_not_extra_values() -> None:
    """ "Competitive bidding": over their raise (1H X 2C 2S) opener's 3H, the cheapest heart bid,
    competes for the partscore with a sixth heart; it is not the invitational jump rebid of an
    auction they left alone. Read as 14–18 it let partner raise to 4H with an 8-count and a
    doubleton (par study seed 5 board 109: 4H one down, par 2H by East making nine tricks)."""
    opener = shown_by(_calls("P 1H X 2C 2S 3H"), SAYC_SYSTEM)[1]
    assert opener.lengths[2] == 6 and opener.hi <= 16
    assert answer("32.JT.K4.AT76543", "P 1H X 2C 2S 3H P")[0] == "P"


def test_overcaller_shows_a_second_suit_rather_than_sell_out_to_their_fit() -> None:
    """ "Competitive bidding" (balancing): they have found their fit and stopped at the two level
    (P 1S 2H 2S P P); the overcaller with a four-card suit unbid and a void bids it at the three
    level rather than pass — partner, who passed twice, may pass or raise, since the new suit is
    not forcing. Par study seed 17 board 5: the pass let 2S make; 3D plays in a nine-card fit."""
    call, text = answer("KT84.KJ875.AQ83.", "P 1S 2H 2S P P")
    assert call == "3D" and "forcing" not in text
    overcaller = shown_by(_calls("P 1S 2H 2S P P 3D"), SAYC_SYSTEM)[2]
    assert overcaller.lengths[1] == 4 and not overcaller.forcing
    # without a singleton or void (5-4-2-2) the hand does not go to the three level in it
    assert answer("K8.KJ875.AQ83.J4", "P 1S 2H 2S P P")[0] != "3D"


def test_opener_in_the_pass_out_seat_keeps_the_five_card_rule() -> None:
    """ "Competitive bidding": the second suit in the pass-out seat is the overcaller's; opener
    with five clubs and four spades does not name the four-card spades over their 2D (par study
    seed 5 board 4: 1C 1D P 2C P 2D P P 2S ended in 3D by our side, one down, where 2D made)."""
    assert answer("AK93.Q32.Q.QJT85", "1C 1D P 2C P 2D P P", dealer=3)[0] == "P"


def test_responder_reopens_with_1nt_over_their_overcall_passed_round() -> None:
    """ "Competitive bidding": their one-level overcall of our auction (1D P 1H 1S) passed round
    to responder, who bids the 1NT it would have rebid — balanced, 8–10 HCP, their suit stopped
    — rather than sell out (par study seed 23 board 31: 1S made, 1NT by our side makes)."""
    assert answer("KT3.QJ53.A92.T92", "P P 1D P 1H 1S P P")[0] == "1NT"
    # without a stopper in their suit, no notrump
    assert answer("873.QJ53.A92.KT9", "P P 1D P 1H 1S P P")[0] != "1NT"
