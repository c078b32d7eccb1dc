"""The most cards a call allows: the explanation says each upper bound the robot's rule keeps
(a minor raise's no four-card major, the negative double's exactly four spades), and where one
seat's calls disagree on a suit's length the later call is trusted.

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on.
"""

from __future__ import annotations

from bridgekit.calls import Call
from bridgekit.cards import Suit
from bridgekit.i18n import using
from bridgekit.robots import explain_call, system_named
from bridgekit.robots.explain_words import untranslated
from bridgekit.robots.hand import ANY_LENGTHS, Shown
from bridgekit.state import Called
from test_robots_sayc import answer

SAYC_SYSTEM = system_named("sayc")


def _calls(auction: str, dealer: int = 0) -> list[Called]:
    return [Called((dealer + i) % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]


def test_the_minor_raise_says_it_denies_a_major() -> None:
    """ "Minor-suit opening bids": the raises of a minor deny a four-card major (a major is bid
    first): the robot never raises with one, and the explanation a player reads says so."""
    assert answer("K82.J73.KQ54.962", "1D P")[0] == "2D"
    assert answer("K82.J732.KQ54.96", "1D P")[0] == "1H"
    text = explain_call(_calls("1D P 2D"), 2, SAYC_SYSTEM)
    assert text.startswith("2D: single raise: 4 or more diamonds, no four-card major")
    text = explain_call(_calls("1D P 3D"), 2, SAYC_SYSTEM)
    assert "limit raise: 4 or more diamonds, no four-card major" in text
    for lang in ("bg", "pl", "ru", "sk"):
        with using(lang):
            assert untranslated(text) == ()


def test_the_negative_double_of_one_heart_shows_exactly_four_spades() -> None:
    """ "Competitive bidding": 1m (1H) X shows four spades; with five responder bids 1S. The
    double is explained as exactly four."""
    calls = _calls("1C 1H X")
    assert answer("KQ82.73.Q954.962", "1C 1H")[0] == "X"
    assert answer("KQ862.73.Q95.962", "1C 1H")[0] == "1S"
    text = explain_call(calls, 2, SAYC_SYSTEM)
    assert text.startswith("X: negative double: exactly four spades")
    for lang in ("bg", "pl", "ru", "sk"):
        with using(lang):
            assert untranslated(text) == ()


def test_a_later_call_that_shows_what_an_earlier_denied_is_trusted() -> None:
    """The calls of one seat disagree (an earlier call allowed two cards of their suit at most, a
    later one shows five): the later call is trusted, as for points — a range that cannot be held
    is no reading (the take-out double's shortness is the upper bound every seat reads)."""
    doubled = Shown(12, 37, (0, 3, 0, 3), most=(13, 13, 2, 13))  # 1H X: two hearts at most
    shown = doubled.merge(Shown(lengths=(0, 0, 5, 0)))
    assert shown.lengths[Suit.HEARTS] == 5 and shown.most[Suit.HEARTS] == ANY_LENGTHS[Suit.HEARTS]
    assert shown.lengths[Suit.SPADES] == 3 and shown.lo == 12
    # bounds that agree are kept together
    both = doubled.merge(Shown(lengths=(0, 0, 1, 0), most=(13, 4, 13, 13)))
    assert both.lengths[Suit.HEARTS] == 1 and both.most[Suit.HEARTS] == 2 and both.most[Suit.DIAMONDS] == 4
