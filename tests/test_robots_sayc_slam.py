"""SAYC slam tries (robots/sayc/slamtries.py): splinters, after Jacoby 2NT, quantitative 4NT.

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on. The booklet defines no double-jump response to one of a major and leaves later rounds to
the partnership ("Few sequences are defined in the later rounds"): the splinter and the
sign-off after Jacoby 2NT fill those gaps without changing a call the booklet defines.
"""

from __future__ import annotations

from dataclasses import replace

from bridgekit.calls import Call, Strain
from bridgekit.cards import CardSet, Suit
from bridgekit.robots import BridgeRobot, explain_call, system_named
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand
from bridgekit.robots.meaning import shown_by
from bridgekit.robots.sayc.slamtries import working_points
from bridgekit.robots.slam_counts import notrump_slam_counts
from bridgekit.state import Called
from test_robots_sayc import answer


def _calls(auction: str) -> list[Called]:
    return [Called(i % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]


def test_a_splinter_raise_shows_four_trumps_and_a_shortness() -> None:
    """ "Major-suit opening bids": with four trumps, game values and a singleton, a double jump
    in the short suit (the booklet's Jacoby 2NT stays for hands without one)."""
    call, text = answer("K432.A843.2.KQ53", "1S P")
    assert call == "4D" and "splinter" in text and "(alert)" in text
    assert answer("KJ42.A84.Q32.K53", "1S P")[0] == "2NT"  # no shortness: Jacoby 2NT
    assert answer("2.A843.KJ42.K532", "1H P")[0] == "3S"  # over 1H the spade splinter is 3S


def test_opener_asks_with_slam_values_outside_the_shortness() -> None:
    """ "Slam conventions": Blackwood with the values for slam; honours facing a singleton
    are wasted, so king-queen-jack of diamonds opposite a diamond splinter sign off."""
    assert answer("AKQ52.AK4.73.K62", "1S P 4D P")[0] == "4NT"
    call, text = answer("AKJ52.K4.KQJ.862", "1S P 4D P")
    assert call == "4S" and "sign-off" in text
    assert working_points(Hand(CardSet.from_str("AKJ52.K4.KQJ.862")), Suit.DIAMONDS) == 12


def test_every_seat_reads_a_splinter_as_shortness_and_support() -> None:
    text = explain_call(_calls("1S P 4D"), 2, system_named("sayc"))
    assert text.startswith("4D: splinter: four or more spades, a singleton or void in diamonds")


def test_after_jacoby_2nt_four_of_the_major_signs_off() -> None:
    """ "Jacoby 2NT": opener describes the hand; responder with a minimum bids game. Opposite
    3S (18+, a maximum) the 13-count weighs slam by simulation, and the booklet lets it use
    Blackwood: over eight random seeds of the 14 layouts slam won 15 of 16 times, so the game
    this test asserted there was one draw of the layouts (readings41: the pass over Jacoby
    2NT read 20 or fewer HCP moved it to 4NT)."""
    for rebid in ("3D", "3NT"):
        call, text = answer("KJ42.A84.Q32.K53", f"1S P 2NT P {rebid} P")
        assert call == "4S" and "sign-off" in text, rebid
    assert answer("KJ42.A84.Q32.K53", "1S P 2NT P 3S P")[0] in ("4S", "4NT")


def test_quantitative_4nt_over_a_notrump_rebid() -> None:
    """ "Notrump opening bids" / "Opener's rebids": 4NT raising a natural notrump invites 6NT
    (as over 1NT and 2NT); 2NT rebid is 18–19, so 13 more is slam if opener holds the top."""
    call, text = answer("K42.AQ84.Q32.K53", "1C P 1H P 2NT P")
    assert call == "4NT" and "quantitative" in text
    assert answer("AQ2.K3.AJ4.AQ652", "1C P 1H P 2NT P 4NT P")[0] == "6NT"  # 19: accepts
    assert answer("AQ2.K3.QJ4.AQ652", "1C P 1H P 2NT P 4NT P")[0] == "P"  # 18: declines
    assert answer("K42.Q984.Q32.K53", "1C P 1H P 2NT P")[0] == "3NT"  # 10: game only


def test_4nt_with_a_suit_agreed_stays_blackwood() -> None:
    text = explain_call(_calls("1S P 3S P 4NT"), 4, system_named("sayc"))
    assert "Blackwood" in text


def test_5nt_after_blackwood_asks_for_kings_with_all_the_aces() -> None:
    """ "Slam conventions": after Blackwood, 5NT asks for kings and promises all the aces;
    the answers are the same steps one level higher."""
    # Jacoby 2NT (13+ support points): opener asks, holds two aces, partner shows two
    call, text = answer("AKQ52.AK4.K3.862", "1S P 2NT P 4NT P 5H P")
    assert call == "5NT" and "kings" in text
    assert answer("J9764.K83.A54.A3", "1S P 2NT P 4NT P 5H P 5NT P")[0] == "6D"  # one king
    assert answer("K9764.K83.A54.A3", "1S P 2NT P 4NT P 5H P 5NT P")[0] == "6H"  # two kings
    assert answer("AKQ52.AK4.K3.862", "1S P 2NT P 4NT P 5H P 5NT P 6D P")[0] == "7S"  # 4 kings
    assert answer("AKQ52.AK4.Q3.862", "1S P 2NT P 4NT P 5H P 5NT P 6C P")[0] == "6S"  # 2 kings
    text = explain_call(_calls("1S P 2NT P 4NT P 5H P 5NT"), 8, system_named("sayc"))
    assert "promises all the aces" in text


def test_control_cue_bids_after_jacoby_2nt() -> None:
    """ "Jacoby 2NT" / "Slam conventions": after opener's answer a minimum signs off in four of
    the major; with slam interest responder cue-bids the cheapest control (ace, king,
    singleton or void) below it, and opener with extra values asks for aces."""
    assert answer("KJ42.A84.Q32.K53", "1S P 2NT P 3D P")[0] == "4S"  # 13: sign-off
    call, text = answer("KJ42.A84.KQ2.K53", "1S P 2NT P 3D P")
    assert call == "3H" and "control cue-bid" in text  # 16: the heart ace is the cheapest control
    assert answer("KJ42.Q84.AQ2.A53", "1S P 2NT P 3NT P")[0] == "4C"  # clubs before diamonds
    assert answer("AQ953.K2.A43.Q62", "1S P 2NT P 3NT P 4C P")[0] == "4NT"  # 15+: Blackwood
    call, text = answer("AQ953.Q2.J43.Q62", "1S P 2NT P 3NT P 4C P")
    assert call == "4S" and "sign-off" in text
    assert "control cue-bid" in explain_call(_calls("1S P 2NT P 3NT P 4C"), 6, system_named("sayc"))


def test_a_six_card_invitation_after_a_transfer_is_raised_with_two_trumps() -> None:
    """ "Notrump opening bids": after a transfer, three of the major invites game with six;
    opener's doubleton makes an eight-card fit, so a maximum bids four of the major, not 3NT."""
    call, text = answer("AK.K86.AK95.T865", "1NT P 2H P 2S P 3S P")
    assert call == "4S" and "two or more spades" in text
    assert answer("A6.K86.Q952.KJ65", "1NT P 2H P 2S P 3S P")[0] == "P"  # 15: a minimum


def test_no_notrump_rebid_with_a_void_in_partners_long_suit() -> None:
    """Placement: a void opposite partner's rebid six-card suit is no notrump hand."""
    assert answer(".AKQ96.QJ542.AT5", "1H P 1S P 2D P 2S P")[0] != "2NT"


# -- control cue-bids after other fits; splinters as an option; Blackwood continuations ----------


def test_control_cue_bid_after_a_minor_raised_in_a_two_over_one() -> None:
    """ "Slam conventions" (Blackwood, with the later rounds left to the partnership) and
    "Responses and later bidding" (a new suit at the two level 10+, forcing): 1S–2D–3D agrees
    diamonds; responder with slam interest (30+ beside opener's 12) cue-bids the cheapest
    control outside the suits bid; opener with enough for 33 asks for aces, else five of the minor."""
    call, text = answer("QJ3.K87.AQJ9.AJ2", "1S P 2D P 3D P")
    assert call == "3H" and "control cue-bid" in text and "18–20 points" in text
    assert answer("AK987.A2.K643.84", "1S P 2D P 3D P 3H P")[0] == "4NT"
    call, text = answer("AK987.Q2.Q643.84", "1S P 2D P 3D P 3H P")
    assert call == "5D" and "sign-off" in text
    assert "control cue-bid" in explain_call(_calls("1S P 2D P 3D P 3H"), 6, system_named("sayc"))


def test_control_cue_bid_after_a_jump_raise() -> None:
    """ "Opener's rebids" (a jump raise of responder's major, 16–18) and "Slam conventions":
    responder with slam interest cue-bids; opener with extras asks for aces, else signs off."""
    call, text = answer("A4.KQJ87.93.K432", "1D P 1H P 3H P")
    assert call == "3S" and "control cue-bid" in text
    assert answer("K3.AQ84.AKJ93.Q2", "1D P 1H P 3H P 4C P")[0] == "4NT"
    assert answer("Q3.K984.AQJ93.Q2", "1D P 1H P 3H P 4C P")[0] == "4H"
    # a limit raise of a minor: opener with 20 and a diamond control cue-bids it
    assert answer("KQ5.A4.A92.AKJ52", "1C P 3C P")[0] == "3D"
    # a minimum opener accepts the major limit raise without a cue-bid
    assert answer("AKJ52.K4.Q3.8652", "1S P 3S P")[0] == "4S"


def test_control_cue_bid_after_a_strong_2c() -> None:
    """ "Strong 2C opening" (2D waiting, opener's suit, then a raise) and "Slam conventions":
    2C and 2D are artificial, so clubs and diamonds are cue-bids too; 2C's partner with slam
    values beside the cue-bid asks for aces."""
    from bridgekit.robots.context import Context
    from bridgekit.robots.sayc import Sayc

    calls = tuple(_calls("2C P 2D P 2S P 3S P"))
    rules = Sayc().rules_for(Context(0, calls)) or []
    cues = [str(rule.call) for rule in rules if rule.convention == "control cue"]
    assert cues == ["4C", "4D", "4H"]
    assert answer("K7643.J52.K84.73", "2C P 2D P 2S P 3S P 4C P")[0] == "4NT"


def test_splinters_are_an_option() -> None:
    """Splinters are not in the booklet: ``sayc-nosplinters`` answers 1S with a four-card
    raise, game values and a singleton by Jacoby 2NT ("Jacoby 2NT"), and reads 1S–4D as natural."""
    plain = BridgeRobot("sayc-nosplinters")
    assert answer("K432.A843.2.KQ53", "1S P", robot=plain)[0] == "2NT"
    assert answer("K432.A843.2.KQ53", "1S P")[0] == "4D"
    assert "splinter" not in explain_call(_calls("1S P 4D"), 2, system_named("sayc-nosplinters"))
    assert system_named("sayc-nosplinters").name == "sayc-nosplinters"
    assert system_named("sayc-2/1-1430-nosplinters-rules").name == "sayc-2/1-1430-nosplinters-rules"


def test_5nt_asks_for_kings_with_a_minor_agreed() -> None:
    """ "Slam conventions": "5NT then asks for kings and promises all the aces", with a minor
    agreed too: diamonds agreed and a 5H answer leave no sign-off at five, yet with all the
    aces the grand slam is found by the king ask (par study seed 17 board 24: 6D, par 7D)."""
    auction = "P 1S P 2D P 3D P 3H P 4NT P 5H P"
    call, text = answer("AK987.A2.K643.84", auction, dealer=3)
    assert call == "5NT" and "asks for kings" in text
    # partner's king (hearts) beside our two: at most one king missing, the grand slam
    assert answer("AK987.A2.K643.84", f"{auction} 5NT P 6D P", dealer=3)[0] == "7D"
    assert answer("AK987.A2.Q643.84", f"{auction} 5NT P 6C P", dealer=3)[0] == "6D"
    text = explain_call(_calls("1C P 3C P 4NT P 5D P 5NT"), 8, system_named("sayc"))
    assert "asks for kings" in text and "sign-off" not in text
    text = explain_call(_calls("1S P 3S P 4NT P 5D P 5NT"), 8, system_named("sayc"))
    assert "asks for kings" in text


def test_a_partscore_never_bids_3nt() -> None:
    """ "Competitive bidding" (advancing a take-out double: the longest unbid suit, 0–8):
    the doubler with 14 and no more than a partscore opposite passes 3S, not 3NT."""
    assert answer("K763.K3.QT5.AQ42", "3H P P X P 3S P")[0] == "P"


def test_responder_looks_for_slam_opposite_opener_s_game_raise() -> None:
    """ "Opener's rebids": the raise of responder's major to game shows 19–21 points; with 13
    HCP and five trumps responder knows of 32 or more together and asks for aces ("Slam
    conventions") instead of passing game."""
    call, text = answer("AQ2.KQ943.Q64.93", "P 1C P 1H P 4H P", dealer=1)
    assert call == "4NT" and "aces" in text
    assert answer("J72.KQ943.864.93", "P 1C P 1H P 4H P", dealer=1)[0] == "P"  # 6 HCP: game


def test_opener_bids_the_minor_slam_over_partner_s_five_of_the_minor() -> None:
    """ "Minor-suit opening bids": 1D–3D is a limit raise (10–12); partner's 5D after opener's
    3H is game, not a slam move, so opener with 19 HCP and five trumps still judges slam
    (33 together is "Slam conventions"' small slam) rather than passing as after Blackwood."""
    assert answer("A5.AJ98.AKJ92.Q9", "P 1D P 3D P 3H P 5D P", dealer=2)[0] == "6D"
    assert answer("A5.AJ98.QJ932.Q9", "P 1D P 3D P 3H P 5D P", dealer=2)[0] == "P"  # 14: game


def test_no_notrump_slam_when_partners_maximum_cannot_bring_33() -> None:
    """ "Notrump opening bids" (the quantitative 4NT invites 6NT when 33 HCP together depend on
    opener's range) and "Opener's rebids" (1NT rebid 12–14): with 18 HCP opposite 12–14 the
    partnership holds 30–32, short of a notrump slam whatever opener holds, so responder bids
    game and does not bet on the layouts (the simulation bid 6NT here)."""
    call, text = answer("AJ9.KQ97.KJ9.KJ4", "1C P 1H P 1NT P")
    assert call == "3NT", text


def test_notrump_slam_point_counts_bound_the_simulation() -> None:
    """ "Notrump opening bids": 6NT with 33 HCP together, 7NT with 37. The simulation's
    candidates drop the notrump slams partner's maximum cannot reach, and without a fit the
    games below slam once partner's minimum makes 33."""
    from bridgekit.calls import Strain
    from bridgekit.robots.bidding import shown_by as shown
    from bridgekit.robots.context import Context
    from bridgekit.robots.slam_counts import notrump_slam_counts

    nt = Strain.NOTRUMP

    def counts(auction: str, hand: str) -> list[tuple[int, Strain]]:
        calls = _calls(auction)
        ctx = Context(len(calls) % 4, calls, shown(calls, system_named("sayc")))
        return notrump_slam_counts(ctx, Hand(CardSet.from_str(hand)), [(3, nt), (6, nt), (7, nt)], fit=False)

    assert counts("1C P 1H P 1NT P", "AJ9.KQ97.KJ9.KJ4") == [(3, nt)]  # 18 opposite 12–14
    # 15 opposite 18–19: 33 sure, 34 at most: 6NT, neither 3NT nor 7NT
    assert counts("1D P 1H P 2NT P", "KJ86.KJ653.9.AK5") == [(6, nt)]
    # 19 opposite 18–19: 37 possible, so 7NT stays a candidate beside 6NT
    assert counts("1D P 1H P 2NT P", "AQ86.KQ65.A9.KJ5") == [(6, nt), (7, nt)]
    # 17 opposite 12–18: 33 possible, but partner's minimum leaves four points short: no 6NT
    assert counts("1C P 1D P 1S P", "K5.A97.AQ64.A942") == [(3, nt)]
    # 11 opposite a jump shift (19+): three points short at worst, 6NT is weighed
    assert counts("1C P 1H P 2S P", "J7.Q654.AQ873.Q2") == [(3, nt), (6, nt)]
    # 18 HCP opposite 10–15 are five short, but six diamonds count two length points: 6NT is
    # weighed; with five diamonds and 18 HCP it is not
    assert counts("1C P 1D P 2C P", "AJ.T2.AKQT74.A42") == [(3, nt), (6, nt)]
    assert counts("1C P 1D P 2C P", "AJ2.T2.AKQT7.A42") == [(3, nt)]


def test_no_notrump_slam_four_points_short_of_33_opposite_partners_minimum() -> None:
    """ "Notrump opening bids" (33 HCP together for 6NT; the quantitative 4NT invites it when
    it depends on partner's range): 1C–1D–1S shows 12–18, so 17 HCP hold 29–35. Nothing below
    six invites 6NT here (4NT is not quantitative over a suit), and the layouts, which take
    every finesse, favoured 6NT (+1.9 IMPs a board): par study seed 17 board 53, one down
    opposite 12. The robot bids game."""
    call, text = answer("K5.A97.AQ64.A942", "1C P 1D P 1S P")
    assert call == "3NT", text


def test_with_game_forced_a_fit_in_partners_minor_is_raised_below_game() -> None:
    """ "Opener's rebids": opener's jump shift (19+) is forcing to game, so responder's raise of
    opener's first suit at the three level is forcing too; it leaves room for opener's control
    cue-bid and Blackwood ("Slam conventions"), where 5C or 3NT would end the auction with
    slam possible opposite opener's maximum."""
    assert answer("8.QT7.A865.87643", "1C P 1D P 2H P")[0] == "3C"
    # the strong hand, beyond a cue-bid's range, asks for aces; with all of them, 6C: the 1D
    # response is four diamonds and 6+ HCP (or five and 13+), so responder's least leaves no
    # grand slam to ask kings for; after a king ask, a 6C answer stands
    assert answer("AKQ.A952.4.AK952", "1C P 1D P 2H P 3C P")[0] == "4NT"
    assert answer("AKQ.A952.4.AK952", "1C P 1D P 2H P 3C P 4NT P 5D P")[0] == "6C"
    assert answer("AKQ.A952.4.AK952", "1C P 1D P 2H P 3C P 4NT P 5D P 5NT P 6C P")[0] == "P"
    # without a forced game the same hand does not raise below game as a slam move
    assert answer("8.QT7.A865.87643", "1C P 1D P 1H P")[0] != "3C"


def test_a_bid_below_game_in_an_auction_forced_to_game_limits_nothing() -> None:
    """ "Opener's rebids": after opener's jump shift the auction is forced to game, so
    responder's raise to 3C cannot be passed and is made with a minimum as with extras: every
    seat reads it as forcing, with no upper limit on the strength (not as a partscore bid)."""
    text = explain_call(_calls("1C P 1D P 2H P 3C"), 6, system_named("sayc"))
    assert text == "3C: 6+ HCP, 5+ clubs, forcing"


def test_a_hand_sure_of_slam_asks_for_aces_rather_than_cue_bid() -> None:
    """ "Slam conventions": Blackwood asks for aces when slam is sure on values; a control
    cue-bid is a slam try, for 30–32 points together with partner's least. 1S–3D (jump shift)
    –4D: responder with 22 support points beside opener's 12 asks, and finds the grand slam by
    the king ask (par study seed 5 board 90: 4H cue-bid, 5D, 6D; par 7D)."""
    hand, auction = "A5.AKJ9.KQJ53.QT", "P 1S P 3D P 4D P"
    assert answer(hand, auction, dealer=1)[0] == "4NT"
    assert answer(hand, f"{auction} 4NT P 5H P", dealer=1)[0] == "5NT"
    assert answer(hand, f"{auction} 4NT P 5H P 5NT P 6D P", dealer=1)[0] == "7D"
    # with 19 support points (a cue-bid's range beside 12) the cheapest control is cue-bid
    call, text = answer("Q5.AKJ9.KQJ53.QT", auction, dealer=1)
    assert call == "4H" and "control cue-bid" in text
    # the answer is six of the trump suit: it stands as the small slam
    assert answer("AKQ.A952.4.AK952", "1C P 1D P 2H P 3C P 4NT P 5D P 5NT P 6C P")[0] == "P"


def test_quantitative_4nt_over_partners_natural_3nt() -> None:
    """ "Notrump opening bids" / "Slam conventions": 4NT raising partner's natural notrump
    invites 6NT when 33 HCP together depend on where partner lies in its range. 1C–1D–3C (16–18)
    –3S–3NT shows 17–18: 15 more is 32–33, so responder invites rather than bid 6NT on the
    layouts (par study seed 23 board 35: 6NT one down), and opener declines with a minimum."""
    call, text = answer("AQT8.A72.AJT94.4", "1C P 1D P 3C P 3S P 3NT P")
    assert call == "4NT" and "quantitative" in text, text
    assert answer("KJ6.QJ.KQ.QJT863", "1C P 1D P 3C P 3S P 3NT P 4NT P")[0] == "P"
    # 18 opposite 17–18 is 35 at least: slam is sure, not invited
    assert answer("AQT8.AK2.AJT94.4", "1C P 1D P 3C P 3S P 3NT P")[0] != "4NT"
    # a 3NT of a wide range (1D–1S–2D–3NT: 11–20) is no basis for a quantitative invitation
    # (seed 41 board 7: 4NT, accepted, 6NT one down on 30 HCP)
    assert answer("7.KQT5.AQ832.KJ2", "1D P 1S P 2D P 3NT P")[0] != "4NT"


def test_quantitative_4nt_answered_from_an_open_range() -> None:
    """ "Strong 2C opening" (2NT: a positive, balanced, 8+) and "Slam conventions": opener's 4NT
    over the positive invites 6NT. Responder's range has no top, so its upper half is counted
    up to where slam is sure beside opener's 22: 8–11, accepted with 10 (was never accepted,
    the upper half of 8–37 being 23+)."""
    assert answer("T5.Q962.AT7.KJ42", "P 2C P 2NT P 4NT P", dealer=3)[0] == "6NT"  # 10
    assert answer("T5.J962.AT7.QJ42", "P 2C P 2NT P 4NT P", dealer=3)[0] == "P"  # 8


def test_a_splinter_answered_by_simulation_when_the_table_signs_off() -> None:
    """Issue 17 item 2 (judgement by simulation for a slam try) beside "Slam conventions": the
    splinter's answer counts honours outside the shortness only, so a five-five opener with a
    void facing partner's four trumps signs off; weighed on layouts that fit the splinter, slam
    is clear, and the robot asks for aces (par study seed 41 board 94: 4S, par 6S). Wasted
    honours opposite the shortness still sign off."""
    assert answer("AQT74..KQ862.A65", "P 1S P 4D P", dealer=3)[0] == "4NT"
    assert answer("AQT74..KQ862.A65", "P 1S P 4D P 4NT P 5H P", dealer=3)[0] == "6S"
    call, text = answer("AKJ52.K4.KQJ.862", "1S P 4D P")
    assert call == "4S" and "sign-off" in text


def test_the_answer_to_a_control_cue_bid_is_not_judged_by_simulation() -> None:
    """ "Slam conventions": a control cue-bid is answered by Blackwood with enough for 33 beside
    its minimum, else by game. With clubs agreed an ace ask there went on to the king ask and,
    over a one-king answer above 6C, to a 6NT one down (par study seed 23 board 90), so the
    sign-off stays the table's: 5C, and the cue-bidder bids 6C."""
    assert answer("AK743.Q95.A3.987", "P 1S P 3C P 4C P 4D P", dealer=1)[0] == "5C"


def test_blackwood_over_partners_preempt_with_slam_values() -> None:
    """ "Preemptive openings" beside "Slam conventions" (Blackwood): over partner's 3D, a hand
    with two diamonds, slam values beside the pre-empt and every side suit guarded against two
    quick losers asks for aces instead of bidding 3NT; one ace missing, it bids the slam, two
    missing, it signs off at five (par study seed 23 board 42: 3D–3NT, 6D made on 29 HCP)."""
    strong = "A.AKQ432.K2.KJ98"
    call, text = answer(strong, "3D P")
    assert call == "4NT" and "Blackwood" in text, text
    assert answer(strong, "3D P 4NT P 5D P")[0] == "6D"  # one ace: one missing
    assert answer(strong, "3D P 4NT P 5C P")[0] == "5D"  # no aces: two missing
    assert answer("KQT9.AQ5.K2.AJ98", "3D P")[0] == "3NT"  # no slam beside a pre-empt of 5–10
    # clubs may lose two tricks: no ask; a solid six-card major of our own plays game in it
    assert answer("A.AKQJ32.K2.QJ98", "3D P")[0] == "4H"
    text = explain_call(_calls("3D P 4NT"), 2, system_named("sayc"))
    assert "Blackwood" in text


def test_an_ace_answer_in_the_trump_suit_is_passed_with_two_aces_missing() -> None:
    """ "Slam conventions": Blackwood stops short of a slam missing two aces. With clubs agreed
    the answer 5C (no aces) is itself the sign-off at five: passed, not raised to 6C."""
    strong = "A.AKQ432.KQ9.K98"
    assert answer(strong, "3C P")[0] == "4NT"
    assert answer(strong, "3C P 4NT P 5C P")[0] == "P"
    assert answer(strong, "3C P 4NT P 5D P")[0] == "6C"


def test_game_in_partners_six_card_suit_is_weighed_against_slam() -> None:
    """ "Opener's rebids" (opener's suit rebid twice shows six cards) beside issue 17's slam
    judgement by simulation: with no fit of its own and slam possible (31 points together),
    responder weighs game in partner's six-card suit against slam on layouts rather than bid
    game unjudged (par study seed 5 board 73: 4S, 6S made); with 25 points game stays."""
    assert answer("3.AT95.AKJT.AQ93", "1S P 2D P 2S P 3H P 3S P")[0] == "6S"
    assert answer("3.AT95.KQJT.Q932", "1S P 2D P 2S P 3H P 3S P")[0] == "4S"


def test_a_six_card_major_over_partners_3nt_is_weighed_against_slam() -> None:
    """ "Opener's rebids" (a reverse over a two-level response shows extra values and longer
    first suit) beside "Slam conventions" (4NT over partner's natural 3NT is quantitative, not
    an ace ask): six hearts and five spades with 15 HCP opposite responder's 3NT weigh six of
    the major beside 3NT and game on layouts, and bid the slam directly (par study seed 41
    board 118: 4H, par 6H); a weak six-five keeps game, and so does a hand whose layouts
    favour game (seed 41 board 36: 4H, the simulation's choice)."""
    auction = "1H P 2D P 2S P 3NT P"
    assert answer("AKT65.KQJ543.Q9.", auction)[0] == "6H"
    assert answer("QT865.KQJ543.92.", auction)[0] == "4H"
    assert answer("KJ5.AKQ542.Q62.7", "1H P 2D P 2H P 3NT P")[0] == "4H"
    # beyond the slam window of old (29 HCP with partner's likely 13) the major is still a
    # candidate: six hearts, not 6NT
    assert answer("AK5.AKQ542.Q62.7", "1H P 2D P 2H P 3NT P")[0] == "6H"


def test_quantitative_4nt_over_partners_3nt_after_their_pre_empt() -> None:
    """ "Competitive bidding" (bids mean what they meant without the intervening bid) beside
    "Notrump opening bids" (4NT raising a natural notrump invites 6NT): after 3H X P 3NT (a stopper,
    13–16) the opponents are silent again, so the doubler's 4NT with 17 invites 6NT as over an
    uncontested notrump (30–33 together), read so by every seat, and partner accepts only in the
    upper half. Par study seed 17 board 57: 6NT on the layouts, one down opposite 13."""
    call, text = answer("AJ9.K9.AQ982.K95", "3H X P 3NT P")
    assert call == "4NT" and "quantitative" in text, text
    assert "quantitative" in explain_call(_calls("3H X P 3NT P 4NT"), 5, system_named("sayc"))
    assert answer("KQ3.A64.53.AT864", "3H X P 3NT P 4NT P")[0] == "P"  # 13: declines
    assert answer("KQ3.A64.K3.AT864", "3H X P 3NT P 4NT P")[0] == "6NT"  # 16: accepts


def test_a_notrump_slam_the_layouts_favour_is_invited_when_partners_least_is_short() -> None:
    """ "Notrump opening bids" (the quantitative 4NT invites 6NT; 33 HCP together for a slam in
    notrump): 1C–1H–1S–3NT shows 13–17 ("Responses and later bidding"), so 19 HCP hold 32–36
    together. The point count (partner's average) favours 6NT; partner knows where it lies, so
    the robot invites with 4NT and partner accepts in the upper half (par study seed 41 board 87,
    where 19 HCP bid 6NT over a 3NT of 13–18 and went one down opposite 13). With 21 HCP (34 at
    least) 6NT is bid."""
    call, text = answer("AKJ2.K3.K54.AJ52", "1C P 1H P 1S P 3NT P")
    assert call == "4NT" and "quantitative" in text, text
    assert answer("AKJ2.K3.KQ4.AJ52", "1C P 1H P 1S P 3NT P")[0] == "6NT"
    assert answer("Q54.AQJ6.K32.K32", "1C P 1H P 1S P 3NT P 4NT P")[0] == "6NT"  # 15: accepts
    assert answer("Q54.AQ76.432.K32", "1C P 1H P 1S P 3NT P 4NT P")[0] == "P"  # 11: declines


def test_no_grand_slam_in_notrump_more_than_two_points_short_of_37() -> None:
    """ "Notrump opening bids" (the point counts for notrump slams: 33 HCP together for six, 37
    for seven): opposite a natural notrump of 10–17, 23 HCP hold 33–40 together. The layouts,
    which average partner's range and take every finesse, favoured 7NT (+2.9 IMPs a board);
    nothing below seven invites it, so the grand is weighed only within two points of 37
    opposite partner's least: not with 23 and 24, still with 25 (35–42)."""
    auction = [
        Called(i % 4, Call.from_str(c)) for i, c in enumerate(["1C", "P", "1H", "P", "1S", "P", "3NT", "P"])
    ]
    shown = list(shown_by(auction, system_named("sayc")))
    shown[2] = replace(shown[2], lo=10, hi=17)  # partner's 3NT read 10–17
    ctx = Context(0, auction, shown)
    targets = [(3, Strain.NOTRUMP), (6, Strain.NOTRUMP), (7, Strain.NOTRUMP)]
    for hand, grand in (("AKJ2.KQ3.KQ4.AJ2", False), ("AKJ2.AQ3.KQ4.AJ2", False), ("AKQ2.KQ3.AQ4.AJ2", True)):
        kept = notrump_slam_counts(ctx, Hand(CardSet.from_str(hand)), targets, fit=False)
        assert ((7, Strain.NOTRUMP) in kept) is grand and (6, Strain.NOTRUMP) in kept, hand
    # opposite 1C–1H–1S–3NT, 13–17, 21 HCP (34–38) stop in six
    assert answer("AKJ2.KQ3.QJ4.AJ2", "1C P 1H P 1S P 3NT P")[0] == "6NT"


def test_4nt_over_3nt_after_an_unagreed_suit_is_quantitative() -> None:
    """ "Slam conventions": 4NT asks for aces once a suit is agreed; over partner's natural
    notrump with no suit agreed it invites 6NT, as over 1NT and 2NT ("Notrump opening bids").
    Opener's 2H over fourth suit forcing promised three hearts, seven with responder's four: no
    fit, and 3NT denied more. 19 HCP opposite 13 or more invite (par study seed 41 board 87:
    read as Blackwood, the robot bid 6NT itself and went down opposite 13)."""
    auction = "1C P 1H P 1S P 2D P 2H P 3D P 3NT P"
    text = explain_call(_calls(f"{auction} 4NT"), 14, system_named("sayc"))
    assert "quantitative" in text and "Blackwood" not in text
    call, text = answer("A.K753.AKJ7.A853", auction)
    assert call == "4NT" and "quantitative" in text
    assert answer("KJ92.AQ2.83.K764", f"{auction} 4NT P")[0] == "P"  # 13: declines
    # with the suit raised to eight cards (1S–2S) 4NT stays the ace ask
    assert "Blackwood" in explain_call(_calls("1S P 2S P 3NT P 4NT"), 6, system_named("sayc"))


def test_no_slam_by_judgement_with_a_void_in_partners_suit() -> None:
    """ "Slam conventions": Blackwood checks the aces once the values for slam are there; with
    a void in the suit partner bid, partner's honours there take no trick of their own and the
    ace ask counts its ace there, so the robot stays in game (1H–3C, the jump shift of 17+;
    4NT then 6H went down with the ace and king of diamonds out: par study seed 17 board 110).
    The same hand with a singleton club still weighs the slam and asks for aces."""
    assert answer("KJ98.AK865.T942.", "1H P 3C P 3S P 4H P", dealer=1)[0] == "P"
    assert answer("KJ98.AK865.T94.2", "1H P 3C P 3S P 4H P", dealer=1)[0] == "4NT"
