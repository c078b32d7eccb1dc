"""Honest readings of the calls the SAYC robot places by points: the range a call's explanation
shows the opponents is the range its partner reads from it, and the range the robot makes it
with (full disclosure, docs/robots.md "Explanations are public").

The booklet ("Responses and later bidding") defines few later sequences ("Players are free to
assign forcing, invitational or non-forcing meanings to natural calls"): these calls are placed by
points beside partner's shown range (:func:`bridgekit.robots.meaning.placement_meaning`).
"""

from __future__ import annotations

from bridgekit.calls import Call
from bridgekit.robots import explain_call, system_named
from bridgekit.robots.meaning import shown_by
from bridgekit.state import Called
from test_robots_sayc import answer

SAYC_SYSTEM = system_named("sayc")


def _calls(auction: str, dealer: int = 0) -> list[Called]:
    return [Called((dealer + i) % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]


def _range(auction: str) -> tuple[int, int]:
    calls = _calls(auction)
    seat = (len(calls) - 1) % 4
    shown = shown_by(calls, SAYC_SYSTEM)[seat]
    return shown.lo, shown.hi


def test_notrump_invitation_and_game_over_the_1nt_rebid() -> None:
    """ "Opener's rebids": 1NT is 12–14. Responder places 2NT, the invitation, with 10–11
    points beside 13 (a fifth card counting one: 9 HCP at the least), never with game values,
    and 3NT with game values up to 18 HCP — with 19–20 it invites slam through the
    quantitative 4NT ("Notrump opening bids": 4NT raising notrump is quantitative); the
    readings were 8–12 and 11–19, wider than the hands the robot bids them with."""
    assert _range("1C P 1H P 1NT P 2NT") == (9, 11)
    low, high = _range("1C P 1H P 1NT P 3NT")
    assert high == 18 and low <= 12
    assert explain_call(_calls("1C P 1H P 1NT P 2NT"), 6, SAYC_SYSTEM) == "2NT: 9–11 HCP, balanced"
    assert answer("K42.KJ84.K32.K53", "1C P 1H P 1NT P")[0] == "3NT"  # 13 HCP: game
    assert answer("AK2.KQ84.A32.Q53", "1C P 1H P 1NT P")[0] == "3NT"  # 18 HCP: the top of 3NT
    call, text = answer("AK2.KQ84.A32.K53", "1C P 1H P 1NT P")  # 19 HCP: slam invitation
    assert call == "4NT" and "quantitative" in text


def test_our_majors_game_over_their_four_level_bid_is_competitive() -> None:
    """ "Competitive bidding": over their game the pre-emptive side may compete again (perhaps
    as a sacrifice); the bid shows no extras. The weak jump overcaller's 4S over their 4H kept
    its 5–10 HCP for partner but was explained "10–25 HCP" (game placed by points), and the
    two merged to one count, "10–10", for the 5S that followed (par study seed 17 board 118).
    The forced advance of a take-out double (0–11) competing to 4S over their 4H keeps its
    range too (not "5–24"). A seat whose shown range reaches game values (opener, 1S X 2S 4H
    4S) still reads as placing game by points."""
    auction = "P 1C 2S P 3S X P 4H P P 4S"
    assert explain_call(_calls(auction), 10, SAYC_SYSTEM) == "4S: 5–10 HCP, 5+ spades"
    assert _range(auction) == (5, 10)
    assert _range(auction + " P P 5H 5S") == (5, 10)
    assert _range("3H P P X P 3S 4H P P 4S") == (0, 11)
    assert _range("1S X 2S 4H 4S")[0] >= 15


def test_responders_pass_after_they_bid_again_is_no_uncontested_response() -> None:
    """ "Competitive bidding": responder who passed over their overcall may hold values with
    nothing suitable to bid (the pass reads 12 or fewer HCP). When they bid again and RHO
    passes (P P 1D 2D P 4S P P), responder's next call is no uncontested response: its pass
    read "too weak to respond, 5 or fewer HCP" (the response table's) and capped a 9-count
    (par study seed 17 board 63); it now shows nothing more."""
    auction = "P P 1D 2D P 4S P P P"
    assert explain_call(_calls(auction), 8, SAYC_SYSTEM) == "Pass: nothing more to show"
    assert _range(auction) == (0, 12)
    assert _range("1H 2H P 2S P P P") == (0, 12)


def test_a_pass_over_their_jacoby_2nt_holds_what_the_pack_leaves() -> None:
    """ "Major-suit opening bids": Jacoby 2NT is forcing to game, no contract to double, so the
    hand that would double with 17+ ("Competitive bidding": the strong double) passes too; the
    pass was read "16 or fewer HCP" though the robot passes there with 18. It holds what the
    pack leaves: 40 less opener's 10 and responder's 10 (the least their points are read as)."""
    assert (
        explain_call(_calls("1S P 2NT P"), 3, SAYC_SYSTEM) == "Pass: no overcall or double, 20 or fewer HCP"
    )
    assert _range("1S P 2NT P") == (0, 20)
    assert _range("1S P") == (0, 16)  # over an opening the strong hand doubles: 16 or fewer


def test_no_explanation_shows_more_than_the_pack_leaves() -> None:
    """Every explanation is public (docs/robots.md): a range the other seats' least already rule
    out is no range the call can show. The pass over 2C–2NT (22+ and 8+) was explained "16 or
    fewer HCP" where the pack leaves 10; the passed hand's 2D advance over 1S 2C X, "8–15 HCP",
    where the pack leaves 12 (40 less 10, 10 and the negative double's 8)."""
    assert (
        explain_call(_calls("2C P 2NT P"), 3, SAYC_SYSTEM) == "Pass: no overcall or double, 10 or fewer HCP"
    )
    assert explain_call(_calls("P 1S 2C X 2D"), 4, SAYC_SYSTEM).endswith("not forcing, 8–12 HCP")
    # where the pack would leave one count the range stays as the table gives it
    assert explain_call(_calls("P 1S 2C X"), 3, SAYC_SYSTEM).endswith("8+ HCP")


def test_a_placement_at_the_least_shown_is_explained_as_a_minimum() -> None:
    """ "Opener's rebids": the reverse (17+) forces one round. Responder's 2NT placed by points
    beside it (1C–1H–2D–2NT) lies at or below the 6 HCP its 1H showed, and was explained
    "6–6 HCP" — a bound from opener's estimate, not a range the call shows. It shows a minimum;
    the super-acceptance of a transfer ("Notrump opening bids": a maximum, four trumps) says
    "maximum", not "17–17 HCP"."""
    assert explain_call(_calls("1C P 1H P 2D P 2NT"), 6, SAYC_SYSTEM) == "2NT: a minimum, balanced"
    assert (
        explain_call(_calls("1NT P 2H P 3S"), 4, SAYC_SYSTEM)
        == "3S: super-acceptance: maximum, four or more spades"
    )
    assert explain_call(_calls("1C P 1H P 1NT P 2NT"), 6, SAYC_SYSTEM) == "2NT: 9–11 HCP, balanced"
