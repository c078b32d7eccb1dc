"""Partscore battles: what a competitive bid shows and when our side bids on rather than sell
out (issue 17, the par study's "wrong side or sign").

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on; the hands are the par study's, where the robot's auction went wrong.
"""

from __future__ import annotations

from bridgekit.calls import Call
from bridgekit.cards import Suit
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


def test_advancer_competes_over_their_raise_of_the_notrump_overcall() -> None:
    """ "Competitive bidding" (advancing a 1NT overcall, systems off once RHO bids): over their
    raise (1S 1NT 2S) a five-card suit at the three level competes with 7–9 HCP, not forcing,
    rather than sell out to their two-level fit (par study seed 41 board 86: 2S made, 3D by
    our side makes); 2NT invites with 8–9 HCP and no five-card suit; a weaker hand passes."""
    call, text = answer("K8.QT3.QT842.Q76", "1S 1NT 2S", dealer=1)
    assert call == "3D" and "not forcing" in text
    advancer = shown_by(_calls("1S 1NT 2S 3D", dealer=1), SAYC_SYSTEM)[0]
    assert advancer.lengths[1] == 5 and advancer.hi == 9 and not advancer.forcing
    assert answer("K82.QT3.QT84.Q76", "1S 1NT 2S", dealer=1)[0] == "2NT"
    assert answer("982.QT3.QT842.76", "1S 1NT 2S", dealer=1)[0] == "P"


def test_advancer_of_the_balancing_1nt_competes_with_2nt() -> None:
    """ "Competitive bidding" (balancing): the pass-out seat's 1NT shows 10–15; over their
    rebid (1H P P 1NT 2H) the advancer, a passed hand, invites with 2NT and 9–11 HCP rather
    than sell out — partner's stopper in their suit is already shown (par study seed 41 board
    79: 2H made, 2NT by our side makes). Opposite the balancing 1NT 3NT needs 13+, not 10+."""
    call, text = answer("K42.Q8.J865.K743", "1H P P 1NT 2H", dealer=2)
    assert call == "2NT" and "invites 3NT" in text
    advancer = shown_by(_calls("1H P P 1NT 2H 2NT", dealer=2), SAYC_SYSTEM)[3]
    assert (advancer.lo, advancer.hi) == (9, 11)
    assert answer("K42.Q8.J865.9743", "1H P P 1NT 2H", dealer=2)[0] == "P"  # 6 HCP


def test_opener_with_18_hcp_reopens_over_their_overcall_passed_round() -> None:
    """ "Competitive bidding" (reopening): with negative doubles responder's pass over their
    overcall may hide values, so opener reopens; 18+ HCP reopens with the double whatever the
    length in their suit, rather than sell out at the one level (par study seed 5 board 13:
    1D 1H P P passed out with 19 HCP; 1S by our side makes). A minimum with their suit still
    passes."""
    call, text = answer("KQ.AQJ3.AK852.T6", "1D 1H P P")
    assert call == "X" and "18+ HCP" in text
    assert answer("K2.AQJ3.Q8752.T6", "1D 1H P P")[0] == "P"


def test_penalty_double_of_their_partscore_is_left_in() -> None:
    """ "Competitive bidding": partner's penalty double of their partscore stands; our side
    does not bid on to a game it has not shown the values for (par study seed 41 board 86:
    1S 1NT 2S 3D 3S P P X P 5D went one down, 3S doubled goes down)."""
    assert answer("AJ.K62.A93.KT832", "1S 1NT 2S 3D 3S P P X P", dealer=1)[0] == "P"


def test_advancer_of_michaels_with_a_misfit_bids_a_long_suit_of_its_own() -> None:
    """ "Competitive bidding" (Michaels cue bid): the advancer picks the contract; with two or
    fewer cards in each of partner's majors and seven clubs it bids 3C to play rather than give
    a preference on a doubleton (par study seed 41 board 82: 1D 2D P 2S went one down, 3C
    makes). With three spades it still gives the preference."""
    assert answer("87.5.AT8.QJT9653", "1D 2D P", dealer=1)[0] == "3C"
    assert answer("873.5.AT.QJT9653", "1D 2D P", dealer=1)[0] == "2S"


def test_a_long_suit_of_theirs_is_not_named_as_ours() -> None:
    """ "Competitive bidding": a bid of the suit they opened is a cue bid (forcing, no length),
    so the advancer with six of opener's diamonds and 6 HCP does not "rebid" them over
    partner's 2H; it passes (par study seed 5 board 13: 3D and 4D, read as forcing cue bids,
    drove partner to 4H doubled, 800 away)."""
    assert answer("J76.6.QJ9764.Q94", "1D 1H P P X P 1S P P 2H P")[0] == "P"


def test_the_advancers_notrump_needs_a_balanced_hand() -> None:
    """ "Competitive bidding": the advancer's notrump shows a stopper in their suit, and like
    every natural notrump bid of the booklet a balanced hand. With a singleton in partner's
    suit the 12-count bids its own five-card suit instead (seed 5 board 7: 1S 2H P 2NT with a
    singleton heart went two down; 3D makes)."""
    assert answer("AK52.J.A8652.965", "1S 2H P", dealer=0)[0] == "3D"
    assert answer("AK52.J8.A865.965", "1S 2H P", dealer=0)[0] == "2NT"  # balanced: 2NT


def test_opener_with_game_values_names_a_four_card_major_before_the_cue_bid() -> None:
    """ "Opener's rebids": a new suit at the two level is natural; over their overcall of
    partner's two-over-one (1S P 2C 2D) opener with four hearts and no stopper bids 2H, not
    the cue bid that tells partner nothing of the hearts (seed 17 board 30: 3D, then 4S by the
    wrong hand); without the four hearts the cue bid stays."""
    call, text = answer("T9853.AQ74.J9.AJ", "1S P 2C 2D")
    assert call == "2H" and "hearts" in text
    assert answer("T9853.AQ7.J94.AJ", "1S P 2C 2D")[0] != "2H"
    # only opener of one of a suit: over 1NT (2D) responder's game values keep their cue bid
    # (seed 41 board 96: 2H, then 3D doubled went down where 3NT makes)
    assert answer("KQ4.AJ62.95.T972", "1NT 2D")[0] == "3D"


def test_the_advancers_raise_pushed_to_the_three_level_needs_four_trumps() -> None:
    """ "Competitive bidding": the partscore is contested as high as the fit is long (eight
    trumps the two level, nine the three, as ``bidding._compete`` competes). Their cue-bid raise
    (1C 1D 2D) takes the two-level raise of the overcall away: three diamonds and 8 HCP opposite
    the five-card overcall are the two level's fit, so the advancer passes — opener must bid
    over the forcing cue bid — where it raised to 3D and went down. With a fourth trump the
    raise stands, and it reads as four; the two-level raise still takes three."""
    assert answer("K532.AT9.JT2.952", "P 1C 1D 2D")[0] == "P"
    call, text = answer("K532.AT9.JT32.95", "P 1C 1D 2D")
    assert call == "3D" and "four or more diamonds" in text
    assert shown_by(_calls("P 1C 1D 2D 3D"), SAYC_SYSTEM)[0].lengths[Suit.DIAMONDS] == 4
    assert answer("K532.AT9.JT2.952", "P 1C 1D 1S")[0] == "2D"
