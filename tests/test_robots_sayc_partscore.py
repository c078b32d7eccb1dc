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


def test_responder_jumps_in_a_six_card_major_with_invitational_values() -> None:
    """ "Responses and later bidding": after opener's minimum rebid, two of responder's suit is a
    partscore and three of it invites game. With six spades and 11 HCP responder invites with
    3S over 1C–1S–2C rather than bid 2S, which opener passed (seed 5, board 119); with game
    values 4S. The cheapest rebid, 2S, is then read as no invitation."""
    auction = "1C P 1S P 2C P"
    assert answer("QJT532.A3.Q.Q976", auction)[0] == "3S"
    assert answer("AJT532.A.K43.Q97", auction)[0] == "4S"
    responder = shown_by(_calls(auction + " 2S"), system_named("sayc"))[2]
    assert responder.hi <= 11  # 6–15 before: opener could not pass it with a maximum


def test_opener_counts_shortness_over_a_limit_raise_of_the_major() -> None:
    """ "Opener's rebids": over a limit raise opener bids game with a sound opening (14 points);
    once the fit is known a singleton is worth ruffs. With five spades, a singleton heart and
    12 HCP opener accepts 1S–3S (seed 23, board 63: 4S made where 3S was passed); with
    5-2-2-4 and 12 HCP, no shortness, opener still declines."""
    assert answer("AJ972.Q.J432.A52", "1S P 3S P")[0] == "4S"
    assert answer("KQ976.K8.64.AT86", "1S P 3S P")[0] == "P"


def test_a_six_five_opener_shows_the_five_card_suit_before_rebidding_the_six() -> None:
    """ "Opener's rebids": a new suit shows four or more cards; a rebid of the suit opened shows
    six. With six hearts and five spades opener bids 2S over the two-over-one 1H–2D rather than
    2H (seed 41, board 118), but with six hearts and four spades 2H."""
    assert answer("AKT65.KQJ543.Q9.", "1H P 2D P")[0] == "2S"
    assert answer("AKT6.KQJ543.Q9.5", "1H P 2D P")[0] == "2H"


def test_a_major_rebid_at_the_cheapest_level_shows_six_cards() -> None:
    """ "Opener's rebids": the rebid of the suit opened shows six cards; a minimum opening with a
    five-card major rebids 1NT or a new suit. The light opening (11 HCP and a five-card major,
    12 points counting length) has those rebids too — it used to rebid 1H–1S–2H with five
    hearts for want of any other row — so 2H is read as six hearts, and 2S over 1NT as six."""
    assert answer("K83.KJ874.Q52.Q4", "1H P 1S P")[0] == "1NT"
    assert answer("83.KJ874.Q5.AJ42", "1H P 1S P")[0] == "2C"
    sayc = system_named("sayc")
    assert shown_by(_calls("1H P 1S P 2H"), sayc)[0].lengths[Suit.HEARTS] == 6
    assert shown_by(_calls("1S P 1NT P 2S"), sayc)[0].lengths[Suit.SPADES] == 6
    # a minor's rebid may still be five cards (1C–1H–2C with four diamonds: no reverse)
    assert shown_by(_calls("1C P 1H P 2C"), sayc)[0].lengths[Suit.CLUBS] < 6


def test_opener_passes_1nt_only_without_a_singleton() -> None:
    """ "Opener's rebids": the pass of partner's 1NT is a minimum without a singleton or void
    (the booklet's notrump hands are balanced; 5-4-2-2 passes too). With a singleton and 12–15
    points and no second suit to bid below a reverse, opener rebids the five-card suit ("nothing
    else to say") rather than leave a 6–10 partner in notrump: 1H–1NT with four spades and a
    singleton diamond, 1D–1NT with four spades and a singleton heart. A singleton with no rebid —
    16–17 HCP, above the five-card rebid's range, or 4-4-4-1 below a reverse — still passes, and
    the pass says so."""
    assert answer("8743.AJ976.Q.AJT", "1H P 1NT P")[0] == "2H"
    assert answer("AKJ4.T.AJ642.J43", "1D P 1NT P")[0] == "2D"
    assert answer("AQ62.A4.JT543.AJ", "1D P 1NT P")[0] == "P"  # 4-2-5-2: no singleton
    call, text = answer("AQ62.A.JT543.AJ3", "1D P 1NT P")
    assert call == "P" and "singleton" in text
    assert answer("AK32.KJ32.Q432.5", "1D P 1NT P")[0] == "P"  # 4-4-4-1: no five-card suit to rebid


def test_responders_notrump_after_openers_new_suit_shows_its_range() -> None:
    """ "Responses and later bidding": 2NT and three of a previously bid suit invite game. After
    opener's new suit below a reverse (1C–1H–1S, 1D–1S–2C: 12–18), responder's 2NT invites 3NT
    with 11–12 HCP and the fourth suit stopped, 3NT is 13–15 and 1NT a balanced 6–10; every
    seat reads them so, and opener accepts the invitation with 14+. Placed by points before,
    1C–1H–1S–1NT read 6–12 and 2NT 6–10, so an invitation was read as weak. With 16–17 HCP the
    robot reaches 3NT too (placed by points, slam judged beside it), so 3NT reads 13–17."""
    assert answer("K92.Q765.AJ6.K93", "1C P 1H P 1S P")[0] == "3NT"  # 13 HCP
    assert answer("K92.Q765.AJ6.Q93", "1C P 1H P 1S P")[0] == "2NT"  # 12 HCP
    assert answer("K92.Q765.A96.J93", "1C P 1H P 1S P")[0] == "1NT"  # 8 HCP
    sayc = system_named("sayc")
    assert answer("K92.Q765.AJ6.KQ3", "1C P 1H P 1S P")[0] == "3NT"  # 16 HCP
    for auction, lo, hi in (
        ("1C P 1H P 1S P 1NT", 6, 10),
        ("1D P 1S P 2C P 2NT", 11, 12),
        ("1C P 1D P 1S P 3NT", 13, 17),
    ):
        responder = shown_by(_calls(auction), sayc)[2]
        assert (responder.lo, responder.hi) == (lo, hi)
    assert answer("AQ73.K2.T74.AKQ6", "1C P 1H P 1S P 2NT P")[0] == "3NT"  # 15 HCP
    assert answer("AQ73.K2.T74.QJ76", "1C P 1H P 1S P 2NT P")[0] == "P"  # 12 HCP
