"""Reading competitive calls: what every seat (and the explanation a player reads) takes a call
to show once the opponents have bid.

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on; the readings are the meanings the robots sample hands with and judge by.
"""

from __future__ import annotations

from bridgekit.calls import Call
from bridgekit.cards import Suit
from bridgekit.robots import explain_call, system_named
from bridgekit.robots.meaning import shown_by
from bridgekit.state import Called
from test_robots_sayc import answer

SAYC_SYSTEM = system_named("sayc")


def _calls(auction: str, dealer: int = 0) -> list[Called]:
    return [Called((dealer + i) % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]


def test_the_forced_answer_to_a_take_out_double_shows_its_suit() -> None:
    """ "Competitive bidding": the take-out double asks for the unbid suits, majors first, and
    the answer at the cheapest level is the weak one (a jump shows 9–11, the cue bid 12+). So
    1S X P 2H shows four or more hearts (with four it comes before a minor), 2D three or more
    diamonds and no four-card heart suit, and either fewer than 12 HCP — not "any strength and
    no length", as both rules of the call were read together before."""
    hearts = shown_by(_calls("1S X P 2H"), SAYC_SYSTEM)[3]
    assert hearts.lengths[Suit.HEARTS] == 4 and hearts.hi == 11
    diamonds = shown_by(_calls("1S X P 2D"), SAYC_SYSTEM)[3]
    assert diamonds.lengths[Suit.DIAMONDS] == 3 and diamonds.hi == 11
    assert "11 or fewer HCP" in explain_call(_calls("1S X P 2H"), 3, SAYC_SYSTEM)
    # a hand with three cards in each unbid suit (four of theirs) answers in the minor
    assert answer("Q853.J72.954.863", "1S X P")[0] == "2D"
    assert answer("853.J742.952.863", "1S X P")[0] == "2H"  # and with four hearts, 2H


def test_the_doubler_passes_the_answer_in_a_four_card_major_it_fits() -> None:
    """ "Competitive bidding": the doubler with a minimum (12–16) and four cards of the major
    partner named in the forced answer has found the fit and passes; it no longer bids 2NT
    ("17–22") as if the answer had shown no hearts."""
    assert answer("KT.AT74.A4.K8642", "1S X P 2H P", dealer=1)[0] == "P"


def test_a_raise_to_three_over_their_bid_competes_and_does_not_invite() -> None:
    """ "Competitive bidding": once they compete, the strong raise is the cue bid of their
    suit and raises are competitive (jump raises pre-emptive). Opener's 3H over their 2S after
    1H P 2H competes for the partscore with the ninth trump or the balance of power — a
    minimum opening among them — not the invitation 3H is without their bid; responder with a
    minimum raise (8 HCP, four trumps) passes it rather than bid game."""
    shown = shown_by(_calls("1H P 2H 2S 3H", dealer=1), SAYC_SYSTEM)[1]
    assert shown.lo <= 12 < 13 <= shown.hi  # a minimum opening is in the range
    assert answer("AQ87.8764.QT2.84", "1H P 2H 2S 3H P", dealer=1)[0] == "P"
