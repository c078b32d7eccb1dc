"""Reading competitive calls: what every seat (and the explanation a player reads) takes a call
to show once the opponents have bid.

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on; the readings are the meanings the robots sample hands with and judge by.
"""

from __future__ import annotations

from bridgekit.calls import Call
from bridgekit.cards import CardSet, Suit
from bridgekit.robots import explain_call, system_named
from bridgekit.robots.context import Context
from bridgekit.robots.meaning import shown_by
from bridgekit.robots.sampling import fits_auction
from bridgekit.state import Called
from test_robots_sayc import answer

SAYC_SYSTEM = system_named("sayc")


def _calls(auction: str, dealer: int = 0) -> list[Called]:
    return [Called((dealer + i) % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]


def test_the_forced_answer_to_a_take_out_double_shows_its_suit() -> None:
    """ "Competitive bidding": the take-out double asks for the unbid suits, majors first, and
    the answer at the cheapest level is the weak one (a jump shows 9–11, the cue bid 12+). So
    1S X P 2H shows four or more hearts (with four it comes before a minor), 2D three or more
    diamonds and no four-card heart suit, each 11 HCP or fewer — not "any strength and no
    length", as the call's two rules (0–8 points, and any hand) were read together before."""
    hearts = shown_by(_calls("1S X P 2H"), SAYC_SYSTEM)[3]
    assert hearts.lengths[Suit.HEARTS] == 4 and hearts.hi == 11
    diamonds = shown_by(_calls("1S X P 2D"), SAYC_SYSTEM)[3]
    assert diamonds.lengths[Suit.DIAMONDS] == 3 and diamonds.hi == 11
    text = explain_call(_calls("1S X P 2H"), 3, SAYC_SYSTEM)  # what a player reads
    assert text.startswith("2H: four or more hearts") and "11 or fewer HCP" in text
    # a hand with three cards in each unbid suit (four of theirs) answers in the minor
    assert answer("Q853.J72.954.863", "1S X P")[0] == "2D"
    assert answer("853.J742.952.863", "1S X P")[0] == "2H"  # and with four hearts, 2H


def test_the_doubler_passes_the_answer_in_a_four_card_major_it_fits() -> None:
    """ "Competitive bidding": the doubler with a minimum (12–16) and four cards of the major
    partner named in the forced answer has found the fit and passes; it no longer bids 2NT
    ("17–22") as if the answer had shown no hearts (par study, seed 23 board 58: 2NT went two
    down, 2H makes)."""
    assert answer("KT.AT74.A4.K8642", "1S X P 2H P", dealer=1)[0] == "P"


def test_a_take_out_double_shows_the_unbid_majors() -> None:
    """ "Competitive bidding" ("Takeout doubles"): the double shows support for the unbid suits,
    especially the majors, and shortness in theirs. It is read so: three or more in each unbid
    major (and in both unbid suits when they bid two), not 12+ HCP and no shape, as the rare
    strong double ("too strong to overcall", any shape) widened it before — that hand's next
    call shows it. A five-card major opposite is now a known fit (seed 17 board 71)."""
    direct = shown_by(_calls("1D X"), SAYC_SYSTEM)[1]
    assert (direct.lengths[Suit.SPADES], direct.lengths[Suit.HEARTS]) == (3, 3) and direct.lo == 12
    assert direct.lengths[Suit.CLUBS] == 0  # one unbid minor may be short
    assert direct.most[Suit.DIAMONDS] == 2 and direct.most[Suit.SPADES] == 13  # short in theirs
    # the layouts the robots sample give the doubler that shape
    assert fits_auction(CardSet.from_str("AQ52.KJ42.7.Q862"), direct) == 0
    assert fits_auction(CardSet.from_str("AQ52.KJ4.742.Q86"), direct) > 0  # three diamonds
    two_suits = shown_by(_calls("1D P 1H X"), SAYC_SYSTEM)[3]
    assert (two_suits.lengths[Suit.SPADES], two_suits.lengths[Suit.CLUBS]) == (3, 3)
    # the public explanation still names the strong double a player may meet
    assert "too strong to overcall" in explain_call(_calls("1D X"), 1, SAYC_SYSTEM)
    # the doubler's next bid of a suit advancer has not bid shows the strong hand instead: the
    # take-out shape no longer holds (seed 23 board 109: 1S P P X P 2H P 3D, a 4-1-4-4 hand)
    strong = shown_by(_calls("1S X P 2H P 3D"), SAYC_SYSTEM)[1]
    assert strong.lengths[Suit.HEARTS] == 0 and strong.lengths[Suit.DIAMONDS] >= 4
    assert strong.most[Suit.SPADES] == 13
    raised = shown_by(_calls("1S X P 2H P 3H"), SAYC_SYSTEM)[1]
    assert raised.lengths[Suit.HEARTS] >= 3  # a raise of advancer's suit keeps it


def test_the_strong_doublers_new_suit_drops_the_take_out_lengths_from_the_agreed_suit() -> None:
    """ "Competitive bidding" ("Takeout doubles"): the doubler's bid of a suit advancer has not
    named shows the hand too strong to overcall, not the take-out shape; the three clubs the
    double promised are gone (as :func:`shown_by` reads it), so advancer's five clubs agree
    no suit with it."""
    calls = _calls("1D P 1H X 2H 3C P 3S P")
    assert shown_by(calls, SAYC_SYSTEM)[3].lengths[Suit.CLUBS] == 0
    assert SAYC_SYSTEM.agreed_suit(Context(1, calls, shown_by(calls, SAYC_SYSTEM))) is None
    # without the strong suit the double's clubs and advancer's five are an eight-card fit
    before = _calls("1D P 1H X 2H 3C P")
    assert SAYC_SYSTEM.agreed_suit(Context(3, before, shown_by(before, SAYC_SYSTEM))) is Suit.CLUBS


def test_the_negative_double_of_a_two_level_overcall_shows_four_cards_of_the_unbid_major() -> None:
    """ "Competitive bidding": negative doubles through 2S; the double shows four cards of the
    unbid major. Over their two-level overcall (1C 2H X) only one major is unbid, so the double
    shows four or more spades (five with 5–10 HCP, too weak to bid the major at two): its text
    said so, but the reading kept no spade length, and opener with four spades counted no fit."""
    doubler = shown_by(_calls("1C 2H X"), SAYC_SYSTEM)[2]
    assert doubler.lengths[Suit.SPADES] == 4
    assert shown_by(_calls("1H 2D X"), SAYC_SYSTEM)[2].lengths[Suit.SPADES] == 4  # over a major too


def test_opener_does_not_double_their_cue_bid_of_our_suit() -> None:
    """ "Competitive bidding": the cue-bid raise of their overcall is forcing and artificial —
    no contract of theirs to defend. Opener with a long strong suit doubled it as "penalty,
    10+ HCP" (1C 2H X 3C X, seed 41 board 4; 1S 2C X 2S X, seed 17 board 108), and partner
    read the double as a penalty of their suit; opener passes instead."""
    assert answer("KQ2.Q96.T.KQT832", "1C 2H X 3C")[0] == "P"
    assert answer("AQ874.4.QJ75.Q73", "1S 2C X 2S")[0] == "P"


def test_a_game_bid_placed_by_points_in_competition_reads_points_not_hcp() -> None:
    """ "Competitive bidding": after their overcall and partner's cue-bid raise (limit raise or
    better), opener's 4H with seven hearts and 12 HCP is game by points — length and shortness
    count, as in a rule's range of points (three HCP fewer at the bottom with a fit) — so every
    seat reads 12 HCP or more, not the 15 of a game counted in HCP alone (par study seed 5 board
    117: the real hand broke the reading)."""
    hand = "K.QJT9754.K52.KT"
    assert answer(hand, "P 1H 2D 3D P")[0] == "4H"
    opener = shown_by(_calls("P 1H 2D 3D P 4H"), SAYC_SYSTEM)[1]
    assert opener.lo <= 12 and opener.lengths[Suit.HEARTS] == 5
    assert fits_auction(CardSet.from_str(hand), opener) == 0


def test_the_doublers_new_suit_after_the_forced_advance_is_not_forcing() -> None:
    """ "Competitive bidding": the take-out double is also the start of a hand too strong to
    overcall (17+ HCP, above the overcall's 16), and its later new suit is natural; partner's
    advance was forced and may be made with nothing, so the new suit does not force partner
    again. Read as forcing, it had a
    0-count with two diamonds raise 1H P 2H X P 3C P 3D to 4D (then 5D, par study seed 5 board
    91): now the advancer passes, and the double's own cue bid still forces."""
    doubler = shown_by(_calls("1H P 2H X P 3C P 3D", dealer=2), SAYC_SYSTEM)[1]
    assert not doubler.forcing and doubler.lengths[Suit.DIAMONDS] >= 4 and doubler.lo >= 17
    assert answer("94.96432.73.T853", "1H P 2H X P 3C P 3D P", dealer=2)[0] == "P"
    cue = shown_by(_calls("1H P 2H X P 3C P 3H", dealer=2), SAYC_SYSTEM)[1]
    assert cue.forcing
