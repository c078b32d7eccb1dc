"""Reading opener's notrump rebids after a strong response: what every seat takes opener's 2NT
or 3NT to show over a jump shift (17+, forcing to game).

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on; the booklet defines few later sequences ("Players are free to assign forcing, invitational
or non-forcing meanings to natural calls"), so the rebids keep the opening's strength.
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


def test_opener_3nt_over_a_three_level_jump_shift_is_a_balanced_minimum() -> None:
    """ "Responses and later bidding" (a jump shift: 17+, forcing to game) and "Opener's
    rebids": over 1S–3H opener's 3NT is a balanced opening without three hearts, 12–14 HCP —
    not "10–12" placed by points against responder's open range, which left responder with 19
    HCP short of slam (par study seed 5 board 120: 1S P 3H P 3NT P P P, par 6H). Responder now
    counts 31–33 together and invites 6NT; opener with its minimum declines."""
    opener = shown_by(_calls("1S P 3H P 3NT"), SAYC_SYSTEM)[0]
    assert (opener.lo, opener.hi, opener.balanced) == (12, 14, True)
    assert (
        explain_call(_calls("1S P 3H P 3NT"), 4, SAYC_SYSTEM) == "3NT: balanced, a minimum, no fit, 12–14 HCP"
    )
    assert answer("J8632.53.AJ8.AQ4", "1S P 3H P")[0] == "3NT"
    call, text = answer("K.AKQ86.K96.KJ65", "1S P 3H P 3NT P")
    assert call == "4NT" and "quantitative" in text
    assert answer("J8632.53.AJ8.AQ4", "1S P 3H P 3NT P 4NT P")[0] == "P"


def test_opener_notrump_over_a_two_level_jump_shift() -> None:
    """ "Responses and later bidding": 1H–2S is a jump shift, not a two-over-one; opener's 2NT
    is the balanced minimum (12–14, forcing to game) and 3NT the balanced 15–17 — no longer
    the two-over-one's 18–19, which the robot's opener never bid over a 17+ jump shift."""
    two = shown_by(_calls("1H P 2S P 2NT"), SAYC_SYSTEM)[0]
    assert (two.lo, two.hi, two.balanced, two.forcing) == (12, 14, True, True)
    three = shown_by(_calls("1H P 2S P 3NT"), SAYC_SYSTEM)[0]
    assert (three.lo, three.hi, three.balanced) == (15, 17, True)
    assert answer("K7.AQ852.K94.Q63", "1H P 2S P")[0] == "2NT"


def test_opener_raises_a_jump_shift_with_three_cards_rather_than_bid_notrump() -> None:
    """ "Opener's rebids": with three cards of responder's jump-shift suit opener raises it
    first; 3NT denies them. Par study seed 23 board 90: a 3NT over 1S–3C with 987 in clubs
    led responder to 6S, one down, where the raise reaches 6C."""
    assert answer("AK743.Q95.A3.987", "P 1S P 3C P", dealer=1)[0] != "3NT"


def test_opener_new_suit_after_an_unpassed_two_over_one_is_forcing() -> None:
    """ "Major-suit opening bids": responder, an unpassed hand, promises to bid again after a new
    suit at the two level (1S–2C–2D "forcing one round"). Every seat reads opener's new suit so,
    and responder with a minimum two-over-one does not pass it."""
    opener = shown_by(_calls("1H P 2C P 2D"), SAYC_SYSTEM)[0]
    assert opener.forcing and opener.lengths[Suit.DIAMONDS] >= 4
    text = explain_call(_calls("1H P 2C P 2D"), 4, SAYC_SYSTEM)
    assert text.startswith("2D: four or more diamonds, forcing one round")
    for hand in ("Q84.7.J85.AKQ965", "Q8.97.J85.AKJ965"):
        assert answer(hand, "1H P 2C P 2D P")[0] != "P"


def test_opener_reverse_after_a_two_over_one_shows_seventeen() -> None:
    """ "Opener's rebids": a reverse (a new suit at the two level above the opened suit) shows
    17+ and is forcing one round — after a two-over-one response as after a one-level one;
    beside the two-over-one's 10+ the 17 count length (17+ points, read as 15+ HCP, as any range
    of points counting length). The 3-4-3-3 14-count of par study seed 5 board 104 bid
    1D–2C–2H, read 12+; it rebids 2NT or its diamonds now, and a 17-count reverses."""
    opener = shown_by(_calls("1D P 2C P 2H"), SAYC_SYSTEM)[0]
    assert opener.lo == 15 and opener.forcing
    after_one_level = shown_by(_calls("1D P 1S P 2H"), SAYC_SYSTEM)[0]
    assert after_one_level.lo == 17 and after_one_level.forcing
    assert answer("Q83.Q432.AK8.QJ8", "1D P 2C P")[0] != "2H"
    call, text = answer("AJ2.KQ84.AKJ73.5", "1D P 2C P")
    assert call == "2H" and "reverse" in text and "17+" in text


def test_after_a_passed_hands_two_over_one_opener_new_suit_is_not_forcing() -> None:
    """ "Major-suit opening bids": the promise to bid again "applies when responder is an
    unpassed hand", so over a passed hand's 2C opener's 2D is not forcing; the reverse still
    shows 17+ and forces one round ("Opener's rebids")."""
    opener = shown_by(_calls("P P 1H P 2C P 2D"), SAYC_SYSTEM)[2]
    assert opener.lo == 12 and not opener.forcing
    assert explain_call(_calls("P P 1H P 2C P 2D"), 6, SAYC_SYSTEM) == "2D: four or more diamonds, 12+ HCP"
    reverse = shown_by(_calls("P P 1D P 2C P 2H"), SAYC_SYSTEM)[2]
    assert reverse.lo == 15 and reverse.forcing  # 17+ points counting length
