"""SAYC over the reopening 1NT, the opponents silent: the advance and its invitation
(:mod:`bridgekit.robots.sayc.reopened`).

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on.
"""

from __future__ import annotations

from bridgekit.calls import Call
from bridgekit.robots import explain_call, system_named
from bridgekit.state import Called
from test_robots_sayc import answer


def _calls(auction: str, dealer: int = 0) -> list[Called]:
    return [Called((dealer + i) % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]


# -- "Competitive bidding": the reopening 1NT (10–15) and its advance -------------------------


def test_advancer_bids_game_or_invites_over_the_reopening_1nt() -> None:
    """ "Competitive bidding": the reopening 1NT shows 10–15 with their suit stopped; opposite
    it 13+ HCP bids 3NT and 11–12 invites with 2NT (a five-card suit in a 5–3–3–2 too)."""
    call, text = answer("KJ2.QT987.K2.A82", "1C P P 1NT P")  # 13 HCP, five hearts
    assert call == "3NT" and "to play" in text
    call, text = answer("K98.AJT9.J5.Q972", "1D P P 1NT P")  # 11 HCP
    assert call == "2NT" and "invites 3NT" in text
    assert answer("K98.JT98.J5.Q972", "1D P P 1NT P")[0] != "2NT"  # 7 HCP: no invitation


def test_the_reopener_answers_the_2nt_invitation() -> None:
    """The reopener accepts with 13–15, the upper part of its 10–15, else passes."""
    assert answer("J54.Q2.KQ64.AT65", "1D P P 1NT P 2NT P")[0] == "P"  # 12 HCP
    assert answer("J54.K2.KQ64.AT65", "1D P P 1NT P 2NT P")[0] == "3NT"  # 13 HCP
    text = explain_call(_calls("1D P P 1NT P 2NT"), 5, system_named("sayc"))
    assert "invites 3NT" in text
