"""SAYC in uncontested auctions below slam: the partscore or game the later rounds place.

The booklet defines few later rounds ("Few sequences are defined in the later rounds"); these
tests cite the section whose ranges the placement keeps to.
"""

from __future__ import annotations

from bridgekit.calls import Call
from bridgekit.cards import Suit
from bridgekit.robots import explain_call, shown_by, system_named
from bridgekit.state import Called
from test_robots_sayc import answer


def _calls(auction: str, dealer: int = 0) -> list[Called]:
    return [Called((dealer + i) % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]


def test_a_simple_preference_shows_three_cards_and_no_extra_values() -> None:
    """ "Opener's rebids": 1D–1H–1S is a new suit at the one level, not forcing, 12–18; a weak
    responder returns to the first suit (here with three diamonds and 6 HCP, rather than the
    fourth suit). The preference is read as three cards and a partscore — not the five
    diamonds of a raise to an eight-card fit, with which opener (five diamonds, 15 HCP) bid 5D
    and went three down (seed 41, board 54)."""
    auction = "1D P 1H P 1S P 2D"
    text = explain_call(_calls(auction), 6, system_named("sayc"))
    assert "3+ diamonds" in text
    responder = shown_by(_calls(auction), system_named("sayc"))[2]
    assert responder.lengths[Suit.DIAMONDS] == 3 and responder.hi <= 9
    assert answer("KQ83.Q.AK832.J64", auction + " P")[0] == "P"


def test_a_raise_of_partners_first_suit_after_our_own_suit_is_no_preference() -> None:
    """Only a return to the first of partner's two suits is a preference: a raise of partner's
    only suit (1D–1H–2D: a raise by opener) keeps the fit it promises."""
    shown = shown_by(_calls("1D P 1H P 2H"), system_named("sayc"))[0]
    assert shown.lengths[Suit.HEARTS] >= 4


def test_responder_passes_partners_minimum_rebid_rather_than_bid_2nt_as_a_partscore() -> None:
    """ "Opener's rebids": 1C–1H–2C is a minimum (12–15) with long clubs. Responder's 2NT over
    it reads as an invitation; with 8 HCP (20 together) responder passes 2C rather than bid 2NT,
    which opener raised to 3NT, four down (seed 41, board 83)."""
    assert answer("QJ74.A9764.86.J7", "1C P 1H P 2C P")[0] == "P"
    # nor over partner's preference for opener's first suit (seven diamonds at least together)
    assert answer("K3.K86.K864.A542", "1D P 1H P 2C P 2D P")[0] == "P"


def test_a_long_suit_is_not_rebid_as_a_partscore_at_the_four_level() -> None:
    """ "Major-suit opening bids": 1S–2C–2S–3C–3S — opener has rebid six spades twice. With game
    values and no notrump (a singleton spade) responder bids game in opener's six-card suit, not
    4C, a partscore above 3S that was two down (seed 17, board 120)."""
    call, _ = answer("K.Q63.987.AQT875", "1S P 2C P 2S P 3C P 3S P")
    assert call == "4S"
