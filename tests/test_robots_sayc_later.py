"""SAYC later rounds: systems on after 2C–2D–2NT, Gerber (its king ask, over a notrump rebid),
opener's reopening double.

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


# -- "Strong 2C opening": 2C–2D–2NT is 22–24, and the 2NT system is on ---------------------------


def test_after_2c_2d_2nt_responder_uses_stayman_and_transfers() -> None:
    """ "Strong 2C opening": opener's 2NT rebid (22–24) is not forcing and responder goes on as
    over a 2NT opening; a 4-count with four hearts uses Stayman, not a quantitative 4NT."""
    call, text = answer("753.JT53.K9.8732", "2C P 2D P 2NT P")
    assert call == "3C" and "Stayman" in text
    call, text = answer("JT753.J53.K9.873", "2C P 2D P 2NT P")
    assert call == "3H" and "transfer" in text  # five spades: Jacoby transfer
    assert answer("753.853.Q92.8753", "2C P 2D P 2NT P")[0] == "P"  # 2 HCP: no game opposite 22–24
    assert answer("Q53.J53.K92.8753", "2C P 2D P 2NT P")[0] == "3NT"  # 6 HCP, no major: game


def test_after_2c_2d_2nt_opener_answers_stayman_and_responder_places() -> None:
    """The 2NT bidder answers Stayman as the 2NT opener does (not a cue-bid of a control)."""
    call, text = answer("AK6.AK82.A72.AT6", "2C P 2D P 2NT P 3C P")
    assert call == "3H" and "four or more hearts" in text and "cue" not in text
    call, _ = answer("753.JT53.K9.8732", "2C P 2D P 2NT P 3C P 3H P")
    assert call == "4H"
    text = explain_call(_calls("2C P 2D P 2NT P 3C"), 6, system_named("sayc"))
    assert "Stayman" in text


# -- "Slam conventions": Gerber and its king ask -------------------------------------------------


def test_gerber_5c_asks_for_kings_with_all_the_aces() -> None:
    """ "Slam conventions": after Gerber's answer, 5C asks for kings (promising all the aces);
    the answers are the same steps one level higher, then 6NT or 7NT."""
    # 1NT (15–17) opposite 23 HCP: partner's 4S shows the two missing aces
    call, text = answer("AK32.AQ.KQ32.KQ2", "1NT P 4C P 4S P")
    assert call == "5C" and "kings" in text
    assert answer("Q5.KQ32.A54.AJ54", "1NT P 4C P 4S P 5C P")[0] == "5H"  # one king
    assert answer("K5.KQ32.A54.AJ54", "1NT P 4C P 4S P 5C P")[0] == "5S"  # two kings
    assert answer("AK32.AQ.KQ32.KQ2", "1NT P 4C P 4S P 5C P 5H P")[0] == "7NT"  # all the kings
    assert answer("AQ32.AQ.KQ32.QJ2", "1NT P 4C P 4S P 5C P 5H P")[0] == "6NT"  # two kings missing
    # one ace missing: no king ask, 6NT
    assert answer("AK32.KQ.KQ32.KQ2", "1NT P 4C P 4S P")[0] == "6NT"
    text = explain_call(_calls("1NT P 4C P 4S P 5C"), 6, system_named("sayc"))
    assert "asks for kings" in text


def test_gerber_over_a_notrump_rebid() -> None:
    """ "Slam conventions": "4C is Gerber over any 1NT or 2NT bid by partner, including a
    rebid" — not natural clubs; answered in the same steps (4D none or four, 4H one, 4S two,
    4NT three) and continued as over the opening (6NT, 5C for kings, 4NT to stop)."""
    # 18 HCP opposite the 18–19 2NT rebid: slam on values, the aces are asked, not 6NT blind
    call, text = answer("KQ2.AQ42.KQ7.Q62", "1C P 1H P 2NT P")
    assert call == "4C" and "Gerber" in text
    # 21 HCP opposite the 12–14 1NT rebid
    call, text = answer("AQ2.KQ42.KQ7.KQ2", "1C P 1H P 1NT P")
    assert call == "4C" and "Gerber" in text
    for auction in ("1C P 1H P 1NT P 4C", "1D P 1S P 2NT P 4C", "1C P 1D P 1NT P 4C"):
        assert "Gerber" in explain_call(_calls(auction), 6, system_named("sayc")), auction
    assert answer("A32.KJ4.A73.K652", "1C P 1H P 1NT P 4C P")[0] == "4S"  # two aces
    assert answer("A32.KJ4.Q73.K652", "1C P 1H P 1NT P 4C P")[0] == "4H"  # one ace
    assert answer("A32.KJ4.A73.AK52", "1C P 1H P 2NT P 4C P")[0] == "4NT"  # three aces
    call, text = answer("AQ2.KQ42.KQ7.KQ2", "1C P 1H P 1NT P 4C P 4H P")
    assert call == "4NT" and "sign-off" in text  # two aces missing
    assert answer("AQ2.KQ42.KQ7.KQ2", "1C P 1H P 1NT P 4C P 4S P")[0] == "6NT"
    call, text = answer("AQ2.AQ42.KQ7.Q62", "1C P 1H P 2NT P 4C P 4S P")
    assert call == "5C" and "kings" in text  # all four aces: the king ask
    assert answer("A32.KJ4.A73.AK52", "1C P 1H P 2NT P 4C P 4NT P 5C P")[0] == "5S"  # two kings
    # a suit agreed: 4NT is Blackwood and 4C stays natural
    assert "Gerber" not in explain_call(_calls("1C P 1H P 2H P 4C"), 6, system_named("sayc"))


# -- "Competitive bidding": opener's reopening double --------------------------------------------


def test_opener_reopens_with_a_double_when_short_in_their_suit() -> None:
    """With negative doubles responder cannot double their overcall for penalties; opener short
    in their suit reopens with a take-out double, which responder answers as a take-out
    double (or passes for penalties with long, strong trumps)."""
    call, text = answer(".AJ74.KQ98.AKQ43", "1C 2S P 3S")
    assert call == "X" and "reopening double" in text
    call, _ = answer("A4.KJ74.KQ98.Q43", "1D 1S P P")
    assert call == "X"  # 13 HCP, a doubleton spade, one-level overcall
    assert answer("K84.KJ7.KQ98.Q43", "1D 1S P P")[0] != "X"  # three spades: no reopening
    assert answer("A4.KJ74.KQ98.Q43", "1D 2S P 3S")[0] != "X"  # three level: 15+ and a singleton
    # responder: a weak hand bids its suit, long strong trumps pass for penalties
    assert answer("97.KT92.JT42.JT6", "1C 2S P 3S X P")[0] == "4H"
    call, text = answer("KQJ98.Q32.J42.J6", "1D 1S P P X P")
    assert call == "P" and "penalties" in text


def test_no_reopening_double_after_partner_passed_the_opening() -> None:
    """Partner's pass came before their bid (1D P P 1S): it hides no penalty pass, so opener's
    double would be an ordinary take-out double, not a reopening one."""
    call, text = answer("4.JT.AK983.AKQ93", "1D P P 1S")
    assert "reopening" not in text


# -- "Opener's rebids", "Competitive bidding": later rounds by points -----------------------------


def test_opener_jump_shifts_over_1nt_with_19_points() -> None:
    """ "Opener's rebids": a jump shift shows 19+ and forces to game — over a 1NT response too
    (a 17-count with two five-card suits and a void counts 19 points)."""
    call, text = answer("AKT52..JT432.AKQ", "1S P 1NT P")
    assert call == "3D" and "forcing to game" in text
    assert answer("AKT52.3.JT432.AK", "1S P 1NT P")[0] == "2D"  # 15 points: the simple new suit


def test_advancer_bids_a_six_card_suit_at_the_three_level_over_their_raise() -> None:
    """ "Competitive bidding": advancer's new suit is not forcing; over their jump raise a
    six-card suit and 10+ HCP compete at the three level."""
    call, text = answer("AK9753.KT8.T84.8", "1C 1D 3C")
    assert call == "3S" and "six or more spades" in text


def test_no_five_of_a_minor_in_competition_without_28_points() -> None:
    """Placement (the booklet leaves later rounds to judgement): over their bid, a minor-suit
    fit with 25–27 points together bids 3NT with their suit stopped, not five of the minor."""
    call, _ = answer("A9.KQT.T65.KJ953", "1H 2C P 2D 2H", dealer=1)
    assert call == "3NT"


def test_a_cue_bid_of_their_suit_forces_to_game() -> None:
    """A cue bid of their suit (game values, no fit, no stopper) is forcing to game: after
    partner's preference below game the cue-bidder bids game, not a new suit."""
    call, _ = answer("T9853.AQ74.J9.AJ", "1S P 2C 2D 3D P 3S P")
    assert call == "4S"


def test_no_reopening_double_with_length_in_a_suit_they_bid() -> None:
    """The reopening double asks partner for the unbid suits: not with three cards in either
    of their suits (1C 1S P 2H: opener with three hearts passes or bids on)."""
    assert answer("A4.KJ7.KQ98.Q432", "1C 1S P 2H")[0] != "X"
    assert answer("A4.K7.KQ98.Q6432", "1C 1S P 2H")[0] == "X"


# -- issue 17, par study: the causes of the costliest boards -------------------------------------


def test_opener_answers_a_passed_hands_negative_double() -> None:
    """ "Competitive bidding": a negative double by a passed hand (P P 1D 1H X) is still
    negative: opener shows the four-card major, not a penalty pass with three of their suit."""
    call, text = answer("Q973.K62.AKJ7.J6", "P P 1D 1H X P")
    assert call == "1S" and "four or more spades" in text


def test_two_level_response_needs_five_hearts() -> None:
    """ "Major-suit opening bids": 2H over 1S shows five hearts; 4-4-4-1 with 18 HCP bids a
    minor at the two level (not a placement 2H on four)."""
    call, text = answer("3.AT95.AKJT.AQ93", "1S P")
    assert call == "2D" and "diamonds" in text


def test_one_level_opening_with_22_points_below_22_hcp() -> None:
    """ "General approach": 20 HCP with six diamonds (22 points counting length) is no 2C
    (22+ HCP) and opens one of the suit rather than falling out of the table."""
    call, text = answer("AKJ.KQ75.AQJ632.")
    assert call == "1D" and "12–23 points" in text


def test_three_level_overcall_counts_a_long_suit() -> None:
    """ "Competitive bidding": at the three level an eight-card suit with 11 HCP overcalls
    (12+ points counting length) rather than pass."""
    call, text = answer("T96.AKT87653.A3.", "1NT P 2S", dealer=1)
    assert call == "3H" and "6 or more hearts, 12–19 points" in text


def test_advancer_bids_game_over_a_preempt_double_with_support_points() -> None:
    """ "Competitive bidding": a double of their three-level pre-empt already forces the
    three level, so a four-card major and 12+ support points (a singleton in their suit
    counting) bid game; 10 HCP with three of their suit bid only 3S."""
    call, text = answer("AQJ5.T.K9873.976", "3H P P X P", dealer=1)
    assert call == "4S" and "12+ points" in text
    assert answer("KQ72.653.AT43.J5", "3H P P X P", dealer=1)[0] == "3S"


def test_opener_shows_a_second_five_card_suit_over_their_raise() -> None:
    """Placement: opener 5-5 in the majors, their overcall raised to three, bids the second
    suit rather than sell out."""
    call, _ = answer("AK954.AQ972.74.3", "1S 2C P 3C")
    assert call == "3H"


def test_compete_to_three_with_a_fit_and_the_balance_of_power() -> None:
    """Placement: partner's negative double showed both majors; opener with four hearts and
    14 HCP competes to 3H over their pre-emptive raise."""
    call, _ = answer("64.A952.J2.AKQ87", "1C 1D X 3D")
    assert call == "3H"


def test_opener_rebids_a_six_card_suit_over_a_two_over_one() -> None:
    """ "Major-suit opening bids": the two-over-one forces one round, and "Opener's rebids": a
    rebid of opener's suit shows six. An 11-count that opened on length (12+ points counting
    it) rebids its six spades rather than show a balanced hand with 2NT."""
    call, _ = answer("AKQ865.Q82.93.T6", "1S P 2D P")
    assert call.endswith("S") and call != "2NT"


def test_game_in_partners_six_card_suit_with_game_values() -> None:
    """ "Major-suit opening bids": responder's unpassed two-over-one promises another bid; with
    18 HCP, a singleton in opener's six-card spades and no stopper-free notrump, responder
    bids game in spades rather than pass opener's 3S (with 31 points together the simulation
    weighs slam too, and bids 6S: test_robots_sayc_slam.py)."""
    call, _ = answer("3.AT95.AKJT.AQ93", "1S P 2D P 2S P 3H P 3S P")
    assert call.endswith("S") and int(call[0]) >= 4, call
    assert answer("3.AT95.AKJT.Q932", "1S P 2D P 2S P 3H P 3S P")[0] == "4S"  # 15 HCP: game only


def test_a_forced_call_past_3nt_rebids_the_five_card_major() -> None:
    """ "Competitive bidding": opener's cue bid of their suit forces to game; forced again at
    the four level, opener names the five-card spade suit rather than 4NT, which no seat
    reads as a game contract (the booklet's 4NT is Blackwood or quantitative)."""
    call, _ = answer("T9853.AQ74.J9.AJ", "1S P 2C 2D 3D P 4C P", dealer=1)
    assert call == "4S"


# -- "Opener's rebids": after 1M–1NT -------------------------------------------------------------


def test_opener_with_a_six_card_suit_and_game_values_bids_game_over_1nt() -> None:
    """ "Opener's rebids": the rebid of the suit is a minimum, the jump an invitation (16–18);
    a six-card suit with 19–21 points bids game over the 1NT response (4M, or 3NT with a
    minor), not pass."""
    call, text = answer("AKQJ32.A4.K73.62", "1S P 1NT P")  # 17 HCP, 19 points
    assert call == "4S" and "six or more spades" in text
    assert answer("A4.AKQJ32.K73.62", "1H P 1NT P")[0] == "4H"
    assert answer("AKQJ32.A4.873.62", "1S P 1NT P")[0] == "3S"  # 16 points: the invitation
    call, text = answer("A4.K73.AKQJ32.62", "1D P 1NT P")  # a minor: 3NT
    assert call == "3NT" and "six or more diamonds" in text


# -- "Notrump opening bids": 1NT–3C and 1NT–3D ---------------------------------------------------


def test_three_of_a_minor_over_1nt_invites_3nt_with_a_six_card_suit() -> None:
    """ "Notrump opening bids": 3C and 3D over 1NT invite 3NT with a six-card minor (the
    2NT invitation's 8–9 HCP); opener accepts with a maximum, else passes in three."""
    call, text = answer("Q2.KJ4.Q86532.J7", "1NT P")
    assert call == "3D" and "six or more diamonds" in text
    assert answer("Q2.KJ4.Q7.J86532", "1NT P")[0] == "3C"
    assert answer("Q2.KJ42.Q7.J8653", "1NT P")[0] == "2C"  # a four-card major: Stayman first
    assert answer("Q2.K4.J7.KJ86532", "1NT P")[0] == "3NT"  # 10 HCP: game
    call, text = answer("AK32.KQ4.A73.862", "1NT P 3D P")  # 16 HCP
    assert call == "3NT" and "accepts" in text
    assert answer("AK32.KJ4.A73.862", "1NT P 3D P")[0] == "P"  # 15 HCP: three diamonds
    assert "six or more clubs" in explain_call(_calls("1NT P 3C"), 2, system_named("sayc"))


# -- "Weak two-bids": opener's rebid after a new suit --------------------------------------------


def test_weak_two_opener_answers_a_forcing_new_suit_at_the_cheapest_level() -> None:
    """ "Weak two-bids": a new suit is forcing one round; opener raises it with three cards,
    else rebids the six-card suit at the cheapest level — never a jump to game."""
    call, text = answer("5.KQJ962.843.842", "2H P 2S P")
    assert call == "3H" and "six or more hearts" in text
    call, text = answer("K53.KQJ962.84.42", "2H P 2S P")
    assert call == "3S" and "three or more spades" in text
    assert answer("K53.82.KQJ962.42", "2D P 2S P")[0] == "3S"
    assert answer("5.KQJ962.843.842", "2H P 3C P")[0] == "3H"  # no 4C past 3NT


def test_game_in_a_solid_major_of_our_own_over_partners_preempt() -> None:
    """ "Preemptive openings": the answers' game bids are to play. With AKQT762 of spades and
    18 HCP over partner's 3H, 4S plays by itself; raising to 4H on a singleton went one down
    (par study seed 23 board 6). Two hearts and a suit without three top honours still raise."""
    call, text = answer("AKQT762.8.AQ7.K7", "3H P")
    assert call == "4S" and "six or more spades" in text
    assert answer("KJ97652.Q8.AQ7.K", "3H P")[0] == "4H"


# -- "Responses and later bidding": responder's second call after 1x–1NT–2y ----------------------


def test_after_1nt_responder_passes_the_second_suit_with_three_cards() -> None:
    """Responder's 1NT (6–10) is limited and opener's new lower suit (12–18) is not forcing:
    with three cards of it and a long minor of its own responder passes rather than name the
    minor at the three level (par study seed 7 board 107: 3C led to 4S two down)."""
    assert answer(".Q63.K975.KJT854", "1S P 1NT P 2H P") == ("P", "Pass: nothing more to show")


def test_after_1nt_responder_chooses_between_opener_s_suits() -> None:
    """Back to the first suit with as many cards in it as in the second, else a pass; a raise
    of the second suit with four cards and 10 support points invites game, and so does 2NT
    with a balanced 10 HCP (3NT)."""
    assert answer("Q42.93.QT8642.K7", "1H P 1NT P 2C P")[0] == "2H"  # two of each: preference
    assert answer("J42.93.Q864.KJ73", "1H P 1NT P 2D P")[0] == "P"  # four diamonds, 7 HCP
    assert answer("J4.K93.Q8642.J73", "1S P 1NT P 2D P")[0] == "P"  # five diamonds, two spades
    assert answer("J4.Q93.K642.QJ73", "1S P 1NT P 2D P")[0] == "3D"  # four diamonds, 10 points
    assert answer("J4.KJ3.Q6432.QJ7", "1H P 1NT P 2C P")[0] == "2NT"  # ten HCP, balanced


# -- "Responses and later bidding": invitations after opener's minimum rebid (1x–1y–2x) -----------


def test_after_a_minimum_rebid_responder_invites_with_11_to_12() -> None:
    """2NT and three of a previously bid suit invite game: an 11-count without a singleton bids
    2NT over 1D–1S–2D (it passed, par study seed 7 board 90, where 3NT made), and six spades
    with 12 HCP jump in them rather than name a four-card minor at the three level."""
    call, text = answer("KQJ4.KQ2.8742.54", "1D P 1S P 2D P")
    assert call == "2NT" and "invites 3NT" in text
    assert answer("AJT763.A.62.K974", "1D P 1S P 2D P")[0] == "3S"


def test_opener_answers_the_2nt_invitation_after_a_minimum_rebid() -> None:
    """Opener accepts 2NT with 14–15 HCP of its 12–15, declines with less, and with six of its
    suit and a void in responder's plays three of it."""
    assert answer("5.AT85.KJ96.AKT6", "1D P 1S P 2D P 2NT P")[0] == "3NT"
    assert answer("5.AT85.QJ96.AJT6", "1D P 1S P 2D P 2NT P")[0] == "P"  # 12 HCP
    assert answer(".K76.QJ4.AJT9842", "1C P 1S P 2C P 2NT P")[0] == "3C"


# -- "Responses and later bidding": preference before 3NT after the two-over-one ------------------


def test_responder_returns_to_opener_s_major_with_a_doubleton_honour() -> None:
    """After 1S–2D–3C (five spades, four or more clubs) responder with game values and A5 in
    spades but only Q54 in the fourth suit, hearts, bids 3S, not 3NT, which would promise hearts
    stopped (par study seed 17 board 26: 3NT went down, 4S made); the preference does not limit
    the two-over-one's values. With the fourth suit firmly held, 3NT stays."""
    call, text = answer("A5.Q54.KT732.QJ4", "1S P 2D P 3C P", dealer=1)
    assert call == "3S" and "10+ HCP" in text
    assert answer("A5.AQ4.KT732.Q84", "1S P 2D P 3C P", dealer=1)[0] == "3NT"
    assert answer("KQT92.K.AQ.KT986", "1S P 2D P 3C P 3S P", dealer=1)[0] != "P"
    # after the 1NT response (no two-over-one) notrump stays (par study seed 17 board 55: 3NT made)
    assert answer("Q6.AJT3.96.J6532", "P 1S P 1NT P 3D P", dealer=2)[0] == "3NT"


# -- "Opener's rebids": opener's third call over responder's 1NT after a new suit -----------------


def test_opener_invites_3nt_over_responder_s_1nt_with_17_to_18() -> None:
    """ "Opener's rebids": the new suit at the one level shows 12–18, and responder's 1NT 6–10:
    2NT invites 3NT with 17–18 (placed by points, a 17-count passed 1NT, par study seed 17 board
    28, 3NT made with 26 HCP together), a minimum with nothing to rebid passes (a 15-count with
    a void in responder's suit bid 2NT, read 13–17 balanced, seed 5 board 111)."""
    call, text = answer("J632.A.AKQ7.K854", "1D P 1H P 1S P 1NT P")
    assert call == "2NT" and "invites 3NT" in text and "17–18" in text
    call, text = answer("AQ73..T742.AKQ64", "1C P 1H P 1S P 1NT P")
    assert call == "P" and "a minimum" in text
    assert answer("J632.A.AJT7.K854", "1D P 1H P 1S P 1NT P")[0] == "P"  # 14 HCP
    text = explain_call(_calls("1D P 1H P 1S P 1NT P 2NT"), 8, system_named("sayc"))
    assert "invites 3NT" in text and "17–18" in text


def test_responder_answers_opener_s_2nt_invitation_after_1nt() -> None:
    """ "Responses and later bidding": 2NT invites game; the 1NT bidder (6–10) accepts with the
    upper part, 9–10 HCP, and declines with less."""
    call, text = answer("974.K863.J95.AJ7", "1D P 1H P 1S P 1NT P 2NT P")
    assert call == "3NT" and "accepts" in text
    call, text = answer("974.K863.T95.QJ7", "1D P 1H P 1S P 1NT P 2NT P")
    assert call == "P" and "declines" in text


def test_responder_raises_opener_s_one_level_major_by_strength() -> None:
    """ "Opener's rebids": the new suit at the one level shows four cards; responder with four of
    it raises by support points — two 6–10, three inviting game 11–12 ("Responses and later
    bidding": three of a previously bid suit invites game), four 13–16. Placed by points, a
    9-count with four spades passed 1D–1H–1S, and an 11-count jumped to 4S read 10–17."""
    call, text = answer("Q985.K863.J95.75", "1D P 1H P 1S P")
    assert call == "2S" and "four or more spades" in text and "6–10" in text
    assert answer("AQ85.JT942.T3.Q2", "1D P 1H P 1S P")[0] == "3S"  # 9 HCP, two doubletons: 11
    assert answer("AQ85.KT942.T3.Q2", "1D P 1H P 1S P")[0] == "4S"
    text = explain_call(_calls("1C P 1D P 1H P 3H"), 6, system_named("sayc"))
    assert "invites game" in text and "four or more hearts" in text


def test_responder_s_1nt_after_opener_s_new_suit_takes_a_5_4_2_2_hand() -> None:
    """ "Responses and later bidding": after 1x–1y–1z responder's 1NT shows 6–10 with no singleton
    or void, the 5-4-2-2 hand included; placed by points, a 5-4-2-2 10-count jumped to 3NT
    (par study seed 23 board 13: 3NT went down, 1NT made)."""
    call, text = answer("J6.KT72.QT932.KJ", "1C P 1H P 1S P")
    assert call == "1NT" and "no singleton or void" in text
    assert answer("QT53.954.A76.AQ8", "1C P 1H P 1S P 1NT P")[0] == "P"  # opener's minimum
