"""SAYC in contested auctions where a game was missed: the overcaller after partner's raise
(:mod:`bridgekit.robots.sayc.advanced`), the take-out doubler's notrump rebid
(:mod:`bridgekit.robots.sayc.doubles`), responder's trap pass (:mod:`bridgekit.robots.sayc.trap`).

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on.
"""

from __future__ import annotations

from bridgekit.calls import Call
from bridgekit.robots import explain_call, system_named
from bridgekit.robots.context import Context
from bridgekit.robots.sayc import SAYC, advanced
from bridgekit.robots.sayc.advanced import cue_raise_answer_table
from bridgekit.state import Called
from test_robots_sayc import answer


def _calls(auction: str, dealer: int = 0) -> list[Called]:
    return [Called((dealer + i) % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]


# -- "Competitive bidding": the cue-bid raise shows a limit raise or better ----------------------


def test_the_major_overcaller_accepts_the_cue_bid_raise_with_14_points() -> None:
    """ "Competitive bidding": advancer's cue bid of their suit is a limit raise or better in
    the overcall's suit; as opener over a limit raise ("Responses"), the overcaller bids game
    with more than a minimum — 14+ points with a six-card suit — and signs off without it."""
    call, text = answer("AQ3.AQJ864.52.T5", "1C P 1S 2H P 3C P")  # 13 HCP, six hearts
    assert call == "4H" and "accepts the limit raise" in text
    assert answer("Q93.KQJ64.52.T54", "1C P 1S 2H P 3C P")[0] == "3H"  # 8 HCP: a minimum


def test_the_minor_overcaller_bids_3nt_with_their_suit_stopped() -> None:
    """Over a minor overcall nine tricks come before eleven: 14+ HCP with a stopper in their
    suit bids 3NT opposite the cue-bid raise, over their raise as well (not four of the minor)."""
    call, text = answer("KJ93.84.AT.AQJ53", "1S 2C P 2S 3S", dealer=1)  # 15 HCP, KJ93 of spades
    assert call == "3NT" and "a stopper in their suit" in text
    assert answer("KJ93.84.AT.AQJ53", "1S 2C P 2S P", dealer=1)[0] == "3NT"
    assert answer("84.KJ93.AT.AQJ53", "1S 2C P 2S 3S", dealer=1)[0] != "3NT"  # spades unstopped
    assert answer("KJ93.84.T2.Q9753", "1S 2C P 2S P", dealer=1)[0] != "3NT"  # 6 HCP


def test_the_minimum_rebid_after_the_cue_bid_raise_is_read_as_a_minimum() -> None:
    """ "Competitive bidding": the overcaller's cheapest bid of the minor over the cue-bid raise
    declines it (as opener declines a limit raise, "Responses"): every seat reads 13 points or
    fewer, not the overcall's whole 10–16."""
    calls = _calls("1S 2C P 2S P 3C")
    text = explain_call(calls, 5, system_named("sayc"))
    assert "a minimum" in text and "13 or fewer" in text
    assert SAYC._range(Context(3, calls), 1) == (10, 13)
    calls = _calls("1C P 1S 2H P 3C P 3H")  # over a major overcall: placed by points
    assert "a minimum" not in explain_call(calls, 7, system_named("sayc"))


def test_the_advancer_stays_in_game_opposite_the_minimum_overcall() -> None:
    """ "Slam conventions": Blackwood once the values for slam are there. Opposite the overcall
    that declined the cue-bid raise (10–13), 16 HCP with a singleton reach 32 at best: game, no
    ace ask; 18 HCP reach 33 and may still try."""
    assert answer("8.AK43.AK42.Q852", "1S 2C P 2S P 3C P")[0] in ("3NT", "5C")
    assert answer("8.AKJ3.AKJ2.Q852", "1S 2C P 2S P 3C P")[0] == "4NT"
    assert answer("93.KQ43.AQ42.K52", "1S 2C P 2S P 3C P")[0] == "P"


def test_the_table_is_only_for_the_overcaller_after_the_cue_bid_raise() -> None:
    """Partner's new suit is no cue-bid raise, and our side's opening is no overcall."""
    calls = _calls("1C P 1S 2H P 3C P")
    assert cue_raise_answer_table(Context(3, calls), SAYC.reading(calls)) is not None
    calls = _calls("1C P 1S 2H P 3D P")  # a new suit: natural, not forcing
    assert cue_raise_answer_table(Context(3, calls), SAYC.reading(calls)) is None
    calls = _calls("1C 1H 1S 2H 2S")  # our side opened
    assert cue_raise_answer_table(Context(1, calls), SAYC.reading(calls)) is None


# -- "Competitive bidding" and "Opener's rebids": after the single raise of our major overcall ---


def test_the_overcaller_bids_game_or_invites_after_the_single_raise() -> None:
    """The single raise of a major overcall shows 7–10 with three trumps; the overcaller goes
    on as opener over 1M–2M ("Opener's rebids": 19+ points bids game, 16–18 invites), counting
    the long suit's length and, the fit known, a short suit — in the pass-out seat as well."""
    call, text = answer("KJT652.A42.K93.A", "1D P P 1S P 2S P", dealer=2)  # 15 HCP, six spades
    assert call == "4S" and "game" in text
    call, text = answer("KJT652.A42.KJ3.7", "1D 1S P 2S P")  # 12 HCP, six spades, a singleton
    assert call == "3S" and "invites game" in text
    assert answer("KJT65.A42.K93.72", "1D 1S P 2S P")[0] == "P"  # 11 HCP, five spades: a minimum


def test_the_advancer_answers_the_invitation_by_the_top_of_the_raise() -> None:
    """The raise showed 7–10: with 9–10 support points the advancer accepts the invitation,
    with less it passes."""
    call, text = answer("A98.Q75.J2.K6542", "1D 1S P 2S P 3S P")  # 10 HCP
    assert call == "4S" and "accepts the invitation" in text
    call, text = answer("A98.Q75.J42.7654", "1D 1S P 2S P 3S P")  # 6 HCP
    assert call == "P" and "declines the invitation" in text


def test_a_doublers_raise_or_a_weak_jump_overcall_is_no_single_raise() -> None:
    """A raise by the take-out doubler shows a strong hand, and the weak jump overcall's raise
    is pre-emptive: neither is the single raise of a simple overcall."""
    calls = _calls("1D X P 1S P 2S P")
    assert advanced.raised_overcall_table(Context(3, calls), SAYC.reading(calls)) is None
    calls = _calls("1D 2S P 3S P")
    assert advanced.raised_overcall_table(Context(1, calls), SAYC.reading(calls)) is None
    calls = _calls("1D 1S P 2S P")
    assert advanced.raised_overcall_table(Context(1, calls), SAYC.reading(calls)) is not None


# -- "Competitive bidding": the take-out doubler too strong for the 1NT overcall (15–18) -------


def test_the_doubler_rebids_notrump_with_19_to_21() -> None:
    """The 1NT overcall shows 15–18; a balanced 19–21 with their suit stopped doubles and then
    bids notrump at the cheapest level over partner's simple advance (not a pass)."""
    call, text = answer("A8.AQJ.AQ842.QT7", "1D X P 1S P")  # 19 HCP
    assert call == "1NT" and "a stopper in their suit" in text and "19–21" in text
    assert answer("A8.AQJ.AQ842.QT7", "1H X P 2C P")[0] == "2NT"
    assert answer("A8.AQJ.AQ842.QT7", "1D X 1H 1S P")[0] != "1NT"  # their side bid on


def test_the_advancer_raises_the_doublers_notrump_to_game_with_6_hcp() -> None:
    """Opposite the doubler's 19–21, 6+ HCP make 25 together: 3NT; with less, no game."""
    call, text = answer("QT53.J76.QJ.8743", "1D X P 1S P 1NT P", dealer=3)  # 6 HCP
    assert call == "3NT" and "to play" in text
    assert answer("JT92.75.3.K86532", "1D X P 1S P 1NT P", dealer=3)[0] != "3NT"  # 4 HCP


# -- "Competitive bidding": responder's trap pass of their overcall ------------------------------


def test_responder_shows_the_values_of_a_trap_pass_after_opener_rebids_the_suit() -> None:
    """With negative doubles responder cannot double the overcall, so a pass may hide values
    and length in their suit; over opener's rebid of the suit, 10–12 HCP with their suit
    stopped invite with 2NT ("Responses and later bidding": 2NT invites 3NT), 13+ bid 3NT."""
    call, text = answer("K3.JT86.K984.K43", "1S 2H P P 2S P", dealer=3)  # 10 HCP
    assert call == "2NT" and "invites 3NT" in text
    call, text = answer("K3.KT86.K984.A43", "1S 2H P P 2S P", dealer=3)  # 13 HCP
    assert call == "3NT" and "a stopper in their suit" in text
    assert answer("K3.8642.K984.A43", "1S 2H P P 2S P", dealer=3)[0] != "2NT"  # 10 HCP, hearts unstopped


def test_opener_accepts_the_invitation_after_the_trap_pass_with_14_hcp() -> None:
    """Opener, who rebid the suit with 12–15, accepts with the upper part, 14+ HCP."""
    call, text = answer("AQT852.A4.A72.T2", "1S 2H P P 2S P 2NT P", dealer=3)  # 15 HCP
    assert call == "3NT" and "accepts the invitation" in text
    assert answer("AQT852.A4.Q72.T2", "1S 2H P P 2S P 2NT P", dealer=3)[0] != "3NT"  # 12 HCP
