"""SAYC: opener's call after partner's single raise of the major when they bid over it.

"Opener's rebids" of the ACBL "SAYC System Booklet" (revised January 2006): after 1M–2M opener
invites game with 16–18 points and bids it with 19+. "Competitive bidding": once they bid over
the raise, three of the major competes for the partscore (a minimum with six trumps), so the
invitation is a new suit below it (a help-suit game try) or 2NT, forcing one round; responder
accepts with the top of the raise. Hands and auctions of our making.
"""

from __future__ import annotations

import pytest

import bridgekit
from bridgekit.calls import Call
from bridgekit.robots.meaning import shown_by
from bridgekit.seats import Vulnerability
from bridgekit.state import Called
from bridgekit.variants.bridge import BridgeGame
from test_robots_sayc import SAYC, deal_with

pytest.importorskip("endplay")


def _answer(hand: str, auction: str) -> tuple[str, str]:
    calls = auction.split()
    seat = len(calls) % 4
    game = bridgekit.new_game(
        "bridge", deal=deal_with(seat, hand), dealer=0, vulnerability=Vulnerability.NONE
    )
    assert isinstance(game, BridgeGame)
    for call in calls:
        game.act(call)
    decision = SAYC.choose(game.view(seat))
    return str(decision.action), decision.explanation


def _shown(auction: str, seat: int) -> tuple[int, int]:
    calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]
    shown = shown_by(calls, SAYC.system)[seat]
    return shown.lo, shown.hi


def test_the_competitive_raise_to_three_of_the_major_is_no_game_try() -> None:
    """1H P 2H 2S: six hearts and a minimum compete with 3H, which every seat reads as a
    minimum (12–15 points), not the invitation of 1H P 2H P 3H (16–18)."""
    call, text = _answer("4.AQJ864.K52.Q93", "1H P 2H 2S")
    assert call == "3H" and "competing" in text
    assert _shown("1H P 2H 2S 3H", 0)[1] <= 15
    assert _shown("1H P 2H P 3H", 0)[0] >= 14


def test_the_game_try_over_their_overcall_is_a_new_suit_and_forces() -> None:
    """1H P 2H 2S with 17 points: 3C, the help-suit game try (three clubs), forcing one round;
    2NT with no three-card side suit below three of the major."""
    call, text = _answer("A4.AKJ86.75.KJ83", "1H P 2H 2S")
    assert call == "3C" and "game try" in text and "forcing" in text
    call, text = _answer("AQ74.AKJ86.75.Q8", "1H P 2H 2S")
    assert call == "2NT" and "game try" in text


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("85.K74.Q8653.K94", "4H"),  # 9 support points: the top of the raise
        ("852.K74.Q865.J94", "3H"),  # 6: declines
        ("852.K74.Q8653.Q9", "4H"),  # 8 with a doubleton club: help in the try suit
        ("852.K74.Q865.QJ4", "3H"),  # 8 with QJx of clubs: no help
    ],
)
def test_responder_answers_the_game_try_with_the_top_of_the_raise(hand: str, expected: str) -> None:
    """1H P 2H 2S 3C P: game with 9–10 support points or 8 with help in clubs, else 3H."""
    assert _answer(hand, "1H P 2H 2S 3C P")[0] == expected


def test_ten_trumps_take_the_four_level_over_the_competitive_raise() -> None:
    """1H P 2H 2S 3H P: opener's 3H showed six hearts and no game try; responder passes with
    three trumps and bids 4H with four (ten trumps: the law of total tricks), read so."""
    call, text = _answer("Q874.9765.QT2.84", "1H P 2H 2S 3H P")
    assert call == "4H" and "ten trumps" in text
    assert _answer("Q874.976.QT52.84", "1H P 2H 2S 3H P")[0] == "P"


def test_a_minimum_with_their_suit_still_doubles_them_for_penalty() -> None:
    """1H P 2H 2S with KQT9 of spades and 13 HCP: not the table's pass ("a minimum") but the
    penalty double the robot makes with their suit and the balance of power, as before."""
    assert _answer("KQT9.AJ875.K4.32", "1H P 2H 2S")[0] == "X"
