"""Reading the most cards a call allows: every seat reads the upper bounds of a call's meaning
(a minor opening's no five-card major, a minor raise's no four-card major, the Stayman 2D
answer's no major), the layouts the robots judge on keep them, and the explanation says them.

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on.
"""

from __future__ import annotations

import random

from bridgekit.calls import Call
from bridgekit.cards import CardSet, Suit
from bridgekit.i18n import using
from bridgekit.robots import explain_call, system_named
from bridgekit.robots.context import Context
from bridgekit.robots.explain_words import untranslated
from bridgekit.robots.hand import ANY_LENGTHS, Hand, Shown
from bridgekit.robots.judgement import _layouts
from bridgekit.robots.meaning import shown_by
from bridgekit.state import Called

SAYC_SYSTEM = system_named("sayc")


def _calls(auction: str, dealer: int = 0) -> list[Called]:
    return [Called((dealer + i) % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]


def test_a_minor_opening_is_read_without_a_five_card_major() -> None:
    """ "General approach": normally open five-card majors, so 1D denies five hearts or spades;
    after P 1D P 1S P 2C every seat reads opener with four hearts at most (read only as "three
    or more diamonds" before, the layouts often gave opener five hearts)."""
    calls = _calls("P 1D P 1S P 2C")
    opener = shown_by(calls, SAYC_SYSTEM)[1]
    assert opener.most[Suit.HEARTS] == 4 and opener.most[Suit.SPADES] == 4
    assert opener.lengths[Suit.DIAMONDS] == 3 and opener.lengths[Suit.CLUBS] == 4
    # responder's layouts keep it: opener never holds a fifth heart or spade
    hand = Hand(CardSet.from_str("KQ82.J73.Q4.9652"))
    ctx = Context(3, calls, shown_by(calls, SAYC_SYSTEM))
    layouts = _layouts(ctx, hand, 40, random.Random(7), shaped=True)
    assert len(layouts) >= 20
    for layout in layouts:
        opened = Hand(CardSet(layout[1]))
        assert opened.length(Suit.HEARTS) <= 4 and opened.length(Suit.SPADES) <= 4


def test_the_stayman_answer_and_the_minor_raise_deny_a_major() -> None:
    """ "Notrump opening bids": 1NT–2C–2D denies a four-card major; "Minor-suit opening bids":
    the raises of a minor deny one (a major is bid first). Every seat reads both bounds, and
    the explanation a player reads says the raise's."""
    stayman = shown_by(_calls("1NT P 2C P 2D"), SAYC_SYSTEM)[0]
    assert stayman.most[Suit.HEARTS] == 3 and stayman.most[Suit.SPADES] == 3
    raised = shown_by(_calls("1D P 2D"), SAYC_SYSTEM)[2]
    assert raised.most[Suit.HEARTS] == 3 and raised.most[Suit.SPADES] == 3
    text = explain_call(_calls("1D P 2D"), 2, SAYC_SYSTEM)
    assert text.startswith("2D: single raise: 4 or more diamonds, no four-card major")
    text = explain_call(_calls("1D P 3D"), 2, SAYC_SYSTEM)
    assert "limit raise: 4 or more diamonds, no four-card major" in text
    for lang in ("bg", "pl", "ru", "sk"):
        with using(lang):
            assert untranslated(text) == ()


def test_the_negative_double_of_one_heart_shows_exactly_four_spades() -> None:
    """ "Competitive bidding": 1m (1H) X shows four spades; with five responder bids 1S. The
    double is read and explained as exactly four."""
    calls = _calls("1C 1H X")
    doubler = shown_by(calls, SAYC_SYSTEM)[2]
    assert doubler.lengths[Suit.SPADES] == 4 == doubler.most[Suit.SPADES]
    text = explain_call(calls, 2, SAYC_SYSTEM)
    assert text.startswith("X: negative double: exactly four spades")
    for lang in ("bg", "pl", "ru", "sk"):
        with using(lang):
            assert untranslated(text) == ()


def test_a_later_call_that_shows_what_an_earlier_denied_is_trusted() -> None:
    """The calls of one seat disagree (an earlier call denied a fifth heart, a later one shows
    it): the later call is trusted, as for points — a range that cannot be held is no reading."""
    denied = Shown(12, 21, (3, 0, 0, 0), most=(13, 13, 4, 4))
    shown = denied.merge(Shown(lengths=(0, 0, 5, 0)))
    assert shown.lengths[Suit.HEARTS] == 5 and shown.most[Suit.HEARTS] == ANY_LENGTHS[Suit.HEARTS]
    assert shown.most[Suit.SPADES] == 4 and shown.lengths[Suit.CLUBS] == 3
    # bounds that agree are kept together
    both = denied.merge(Shown(lengths=(0, 0, 4, 0), most=(13, 2, 13, 13)))
    assert both.lengths[Suit.HEARTS] == 4 == both.most[Suit.HEARTS] and both.most[Suit.DIAMONDS] == 2
