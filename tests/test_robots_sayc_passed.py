"""SAYC: the responses of a passed hand (third or fourth seat, partner opened after our pass).

ACBL "SAYC System Booklet" (revised January 2006), "Major-suit opening bids": a raise is the
first duty with a fit — the single raise (6–10), the limit raise (10–12, three or more trumps),
Jacoby 2NT (13+, four trumps) and the jump shift (17+) being an unpassed hand's. A passed hand
capped its strength with its pass (12 or fewer HCP), so a fit worth more than the single raise,
however much shortness adds, is shown with the limit raise, never denied with 1NT ("no fit").
"""

from __future__ import annotations

import random

import pytest

from bridgekit.calls import Call
from bridgekit.cards import PACK_52, CardSet, Suit
from bridgekit.robots import explain_call, shown_by
from bridgekit.robots.sayc import Sayc
from bridgekit.state import Called
from test_robots_sayc import answer


@pytest.mark.parametrize(
    ("hand", "auction", "call"),
    [
        (".9652.A84.KJT974", "P P 1H P", "3H"),  # four trumps and a void: 13 support points
        ("A52.K87654.9.KT8", "P P 1H P", "3H"),  # six trumps, a singleton, 10 HCP
        ("AQ84.J76..J97643", "P P 1S P", "3S"),
        ("AQ84.J76..J97643", "P P P 1S P", "3S"),  # second seat, partner opened fourth
    ],
)
def test_a_passed_hand_shows_a_good_fit_with_the_limit_raise(hand: str, auction: str, call: str) -> None:
    """ "Major-suit opening bids": Jacoby 2NT is not for a passed hand; its fit beyond the single
    raise is the limit raise (it fell through to "1NT: no fit" when shortness took its support
    points above 12)."""
    got, why = answer(hand, auction, dealer=-len(auction.split()) % 4)
    assert got == call, why
    assert "limit raise" in why


def test_the_unpassed_hand_keeps_jacoby_2nt() -> None:
    """ "Major-suit opening bids": the same hand, not passed, bids Jacoby 2NT (13+)."""
    assert answer(".9652.A84.KJT974", "P 1H P", dealer=1)[0] == "2NT"


def test_every_seat_reads_a_passed_hands_limit_raise_within_its_pass() -> None:
    """Every seat reads the passed hand's limit raise as 10 or more support points with three
    or more trumps, the HCP capped by its pass (12 or fewer)."""
    system = Sayc()
    calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(["P", "P", "1H", "P", "3H"])]
    assert explain_call(calls, 4, system).startswith("3H: limit raise: three or more hearts, 10+ points")
    shown = shown_by(calls, system)[0]
    assert shown.lengths[Suit.HEARTS] >= 3 and shown.lo >= 7 and shown.hi <= 12
    # an unpassed hand's limit raise keeps its top
    unpassed = [Called((i + 1) % 4, Call.from_str(c)) for i, c in enumerate(["P", "1H", "P", "3H"])]
    assert "10–12 points" in explain_call(unpassed, 3, system)


def _passed_hands(count: int, seed: int) -> list[str]:
    """*count* random hands that the robot passes in first seat (its own opening rules)."""
    rng, hands = random.Random(seed), []
    while len(hands) < count:
        text = str(CardSet(rng.sample(list(PACK_52.cards), 13)))  # S.H.D.C
        if answer(text, "", dealer=0)[0] == "P":
            hands.append(text)
    return hands


@pytest.mark.parametrize("opening", ["1H", "1S"])
def test_no_passed_hand_with_four_trumps_answers_no_fit(opening: str) -> None:
    """The whole class: of 600 passed hands, none with four or more cards in opener's major
    answers "no fit" ("Major-suit opening bids": raising is the first duty)."""
    major = Suit.from_str(opening[1])
    for hand in _passed_hands(600, 39):
        if CardSet.from_str(hand).suit_length(major) < 4:
            continue
        call, why = answer(hand, f"P P {opening} P", dealer=0)
        assert "no fit" not in why, (hand, call, why)


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        (".9652.A84.KJT974", "4NT"),  # 8 HCP, a void: 13 support points beside 20 — Blackwood
        ("K52.Q953.Q32.KJ4", "4H"),  # 10 support points: sign-off
    ],
)
def test_the_limit_raise_answers_a_control_cue_bid_with_its_support_points(hand: str, call: str) -> None:
    """ "Slam conventions": over 1H–3H–3S (control cue-bid, 20–22 support points) the raiser
    asks for aces with enough for 33 beside the cue-bid's least, counting its points as the
    raise and the cue-bid did, with shortness — HCP and length alone left the void's 13 support
    points signing off in 4H with a grand slam on (par study seed 5 board 102)."""
    got, why = answer(hand, "P P 1H P 3H P 3S P", dealer=0)
    assert got == call, why


@pytest.mark.parametrize(
    ("auction", "two_over_one"),
    [
        ("P P 1S P 2D", False),
        ("P P 1H P 2C", False),
        ("P P P 1D P 2C", False),
        ("P P 1C P 2D", False),
        ("P P 1S P 2D", True),  # 2/1 game forcing is an unpassed hand's too
    ],
)
def test_a_passed_hands_new_suit_at_the_two_level_is_not_forcing(auction: str, two_over_one: bool) -> None:
    """ "Responses and later bidding": a new suit by responder forces one round unless responder
    is a passed hand. P–1S–2D was explained "forcing one round" (and read so by every seat):
    opener may pass it with a minimum."""
    calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]
    system = Sayc(two_over_one=two_over_one)
    text = explain_call(calls, len(calls) - 1, system)
    assert "not forcing" in text and "forcing one round" not in text and "forcing to game" not in text
    shown = shown_by(calls, system)[calls[-1].seat]
    assert not shown.forcing and shown.lo >= 10


@pytest.mark.parametrize(
    ("auction", "forcing"),
    [
        ("P P 1H P 1S", False),
        ("P P 1C P 1H", False),
        ("P P P 1C P 1D", False),
        ("P P 1D P 1S", False),
        ("1H P 1S", True),  # an unpassed hand's new suit forces one round
    ],
)
def test_a_passed_hands_new_suit_at_the_one_level_is_not_forcing(auction: str, forcing: bool) -> None:
    """ "Responses and later bidding": a new suit by responder forces one round unless responder
    is a passed hand — at the one level too. P P 1H P 1S was explained "forcing one round"."""
    calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]
    text = explain_call(calls, len(calls) - 1, Sayc())
    assert ("forcing one round" in text) is forcing and ("not forcing" in text) is not forcing, text
    assert shown_by(calls, Sayc())[calls[-1].seat].forcing is forcing
