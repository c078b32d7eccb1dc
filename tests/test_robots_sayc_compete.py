"""SAYC competitive judgement at the game level: defend their game, double it, or bid on.

The ACBL "SAYC System Booklet" (revised January 2006) defines the calls of a competitive
auction ("Overcalls", "Pre-emptive bids", "Doubles") but leaves the level to judgement
("Overview": "Players may still exercise bridge judgment"): once they bid game over our known
fit, the robot weighs a pass, a penalty double and our fit at the five level — to make, or as
a sacrifice — by simulation of both sides' contracts over layouts that fit the auction.
"""

from __future__ import annotations

import pytest

import bridgekit
from bridgekit.calls import Call
from bridgekit.robots import explain_call, system_named
from bridgekit.robots.meaning import shown_by
from bridgekit.seats import Vulnerability
from bridgekit.state import Called
from bridgekit.variants.bridge import BridgeGame
from test_robots_sayc import SAYC, deal_with

pytest.importorskip("endplay")


def _answer(hand: str, auction: str, vulnerability: Vulnerability) -> tuple[str, str]:
    calls = auction.split()
    seat = len(calls) % 4
    game = bridgekit.new_game("bridge", deal=deal_with(seat, hand), dealer=0, vulnerability=vulnerability)
    assert isinstance(game, BridgeGame)
    for call in calls:
        game.act(call)
    decision = SAYC.choose(game.view(seat))
    return str(decision.action), decision.explanation


def test_sacrifice_over_their_game_at_favourable_vulnerability() -> None:
    """ "Overcalls": partner's 2H shows five hearts; with five more and 4 HCP, not vulnerable
    against vulnerable opponents whose 4S makes, 5H (down two or three doubled) costs less than
    their game. Vulnerable against not, the same hand defends (the table's pass)."""
    hand = "4.KJ852.9642.853"
    call, text = _answer(hand, "1S 2H 4S", Vulnerability.NS)
    assert call == "5H" and "hearts" in text
    assert _answer(hand, "1S 2H 4S", Vulnerability.EW)[0] == "P"


def test_their_sacrifice_over_our_game_is_doubled() -> None:
    """Opener's 1S and responder's 4S, then their 5H sacrifice over it: opener with a sound
    opening defends it doubled rather than let it go undoubled."""
    call, text = _answer("AKQT64.A3.K5.Q97", "1S 2H 4S 5H", Vulnerability.NS)
    assert call == "X" and "penalty" in text


def test_their_five_level_sacrifice_is_doubled_when_our_next_bid_is_a_slam() -> None:
    """Our 4H and 5H, their 4S and then 5S over it: our hearts go on only at the six level, so
    the choice is defend undoubled or double. The sacrifice is doubled (it passed before: the
    simulation was asked only when our fit could still be bid at the five level)."""
    call, text = _answer("A5.AQJ87.K95.K32", "1H 1S 4H 4S 5H 5S", Vulnerability.BOTH)
    assert call == "X" and "penalty" in text


def test_our_slam_is_weighed_over_their_five_level_sacrifice() -> None:
    """Issue 17 (par study seed 17 board 118): our 4H and 5H, their 4S and then 5S over it,
    doubled by partner. "Competitive bidding" leaves the level to judgement ("Overview": "Players
    may still exercise bridge judgment"): with a void in their suit, 20 HCP and four hearts, six
    of our fit is weighed beside defending their sacrifice, and bid (the simulation was asked
    only about a pass or a double once our fit's next bid was a slam, and 5S doubled took 300
    where 6H made)."""
    call, text = _answer("-.AJ74.KQ98.AKQ43", "1C 2S P 3S X P 4H P P 4S P P 5H 5S X P", Vulnerability.NS)
    assert call == "6H" and "hearts" in text


def test_a_save_at_the_six_level_over_their_slam() -> None:
    """Issue 17 (par study seed 17 board 118, the slam of the test above bid): their 6H over our
    5S, not vulnerable against vulnerable. "Competitive bidding" leaves the level to judgement:
    with eight spades and a singleton heart, 6S doubled (down three, 500) costs less than their
    slam (1430), and is bid; the judgement was asked only below their slam before."""
    auction = "1C 2S P 3S X P 4H P P 4S P P 5H 5S X P 6H"
    call, text = _answer("AJT86543.Q.73.98", auction, Vulnerability.NS)
    assert call == "6S" and "spades" in text
    calls = [Called(i % 4, bridgekit.Call.from_str(c)) for i, c in enumerate([*auction.split(), "6S"])]
    # the save reads as competitive, not as slam values (it read 15–29 HCP)
    assert shown_by(calls, system_named("sayc"))[1].hi < 15


def test_their_game_is_judged_on_layouts_with_their_fit() -> None:
    """Issue 17 (par study seed 17 board 49): P 1S 2C 3C 3S P 4C 4S — our clubs raised, their
    spades bid to game. "Competitive bidding" leaves the level to judgement: the layouts
    weighed hold their eight-card trump fit first (a side seldom bids game on seven cards), on
    which our 5C gains over defending 4S. Dealt as they came (one of the 14 with their
    seven-card fit, the others different deals of the same view) the layouts showed no gain,
    and the robot passed (4S two down, 100, where 5C made 400)."""
    call, text = _answer("Q.AJT75.J4.JT632", "P 1S 2C 3C 3S P 4C 4S", Vulnerability.NONE)
    assert call == "5C" and "clubs" in text


def test_a_five_level_bid_over_their_game_reads_as_competitive() -> None:
    """Our fit at the five level over their game shows no extra strength: partner does not read
    a sacrifice as a slam try (the 5H of the first test is 0–14 HCP, not game values)."""
    calls = [Called(i % 4, bridgekit.Call.from_str(c)) for i, c in enumerate(["1S", "2H", "4S", "5H"])]
    text = explain_call(calls, 3, system_named("sayc"))
    assert "0–14 HCP" in text and "hearts" in text


def test_a_penalty_double_of_their_partscore_with_the_balance_of_power() -> None:
    """ "Competitive bidding" leaves the level to judgement: opener with 13 HCP and a singleton
    in their suit, after partner's 1H response and their weak jump overcall 3C, has the balance
    of power and no fit: the simulation weighs pass, a penalty double and 3NT, and doubles
    (the rules alone doubled only with two or more of their trumps, and passed)."""
    call, text = _answer("AT94.AJ6.A9873.4", "1D P 1H 3C", Vulnerability.BOTH)
    assert call == "X" and "penalty" in text
    # opposite a partner who passed throughout there is no balance of power to count on
    assert _answer("AT94.AJ6.A9873.4", "1D P P 3C", Vulnerability.BOTH)[0] != "X"


def test_game_in_an_unshown_five_card_major_beside_the_minor_fit() -> None:
    """ "Competitive bidding": over their overcall responder's new suit at the three level names
    the longest suit (1D (2H) 3C with six clubs and five spades), so the spades are never shown.
    When opener competes in clubs and the choice is game or a partscore, four of the unbid
    major (facing opener's three) is weighed beside five of the minor ("Overview": the level is
    left to judgement): here it is bid, where game in clubs alone was weighed before."""
    call, text = _answer("KQ954.QT.-.AJ7652", "1D 2H 3C 3D 4C P", Vulnerability.NS)
    assert call == "4S" and "spades" in text
    # with four spades only there is no major to weigh: the minor's game or the partscore
    assert _answer("KQ95.QT4.-.AJ7652", "1D 2H 3C 3D 4C P", Vulnerability.NS)[0] in ("P", "5C")


def test_forced_over_partners_minor_three_notrump_with_their_suit_stopped() -> None:
    """ "Competitive bidding": responder's 2NT over their overcall shows a stopper in their suit
    (1C (1H) 2NT). Opener's new suit 3D is forcing; with their hearts held twice and three
    cards of each minor, responder bids game in notrump rather than support a minor at the
    four level, past 3NT."""
    call, _ = _answer("KJ8.AQ52.J76.963", "1C 1H 2NT P 3D P", Vulnerability.NONE)
    assert call == "3NT"
    # with four-card support and no heart stopper the minor is still supported
    assert _answer("KJ8.752.QJ76.K63", "1C 1H 2NT P 3D P", Vulnerability.NONE)[0] != "3NT"


def test_game_in_an_unshown_five_card_major_opposite_a_notrump_overcall() -> None:
    """ "Competitive bidding": the 2NT overcall of their weak two shows 15–18 balanced with a
    stopper; the advancer, who had no call to show five spades with before it, weighs four of
    the major beside notrump (here 4S, where 2NT was passed as notrump alone was weighed); with
    four spades there is no major to weigh."""
    assert _answer("AKT72.J9.7543.T6", "2H 2NT P", Vulnerability.NONE)[0] == "4S"
    assert _answer("AKT7.J92.7543.T6", "2H 2NT P", Vulnerability.NONE)[0] != "4S"


@pytest.mark.parametrize(
    ("hand", "auction", "call"),
    [
        ("98.J6542.K9842.7", "P 1S 2H 3H", "4H"),  # five trumps, 4 HCP: pre-emptive, to game
        ("98.J654.K984.AK7", "P 1S 2H 3S", "4H"),  # four trumps, 12 support points: game
        ("98.J654.K984.AK7", "P 1S 2H 3H", "3S"),  # the cue-bid raise still comes first
        ("98.J65.K9842.J72", "P 1S 2H 3S", "P"),  # three trumps, 5 HCP: no raise at the four level
        ("T975.732.Q.AQ963", "P 2D 2S 3D", "3S"),  # four trumps, 11 support points, no cue bid
    ],
)
def test_raising_partners_overcall_past_their_bid(hand: str, auction: str, call: str) -> None:
    """ "Competitive bidding": the advancer raises partner's overcall to show the fit — a raise,
    the cue-bid raise (a limit raise or better) or the pre-emptive jump raise. When their cue bid
    or raise at the three level leaves only the four level, the raise is game: five trumps with a
    weak hand (pre-emptive), or four with game values; when their suit's cue bid would be at the
    four level, the raise at the three level takes the limit raise too (the table stopped at 10
    points, so 8 HCP with four trumps and a singleton passed 2D (2S) 3D: seed 41 board 106)."""
    assert _answer(hand, auction, Vulnerability.NONE)[0] == call


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("3.QT865.98.KJ732", "2H"),  # five hearts, 6 HCP: compete (seed 23 board 23)
        ("3.QT865.98.KJ732".replace("QT865", "T8652"), "2H"),  # 3 HCP, the same shape
        ("KJ3.Q86.KJ8.J873", "3NT"),  # 11 HCP, their diamonds stopped: game
    ],
)
def test_advancing_a_notrump_overcall_after_their_bid(hand: str, call: str) -> None:
    """ "Competitive bidding": over partner's 1NT overcall systems are on (Stayman, transfers);
    once RHO bids, a suit at the two level is natural and not forcing, as the advancer's new suit
    is. A five-card suit competes rather than sell out to their raise (1D 1NT 2D: the fit with
    the overcaller's three hearts was never shown, 4H makes)."""
    assert _answer(hand, "1D 1NT 2D", Vulnerability.BOTH)[0] == call


@pytest.mark.parametrize(
    ("hand", "auction", "call"),
    [
        ("QJ9.AT8.QT643.AJ", "1D 1S X 2S", "3H"),  # three hearts, 14 HCP (seed 5 board 100)
        ("KT5.932.A32.AK73", "1C 1S X 2S", "3H"),  # three small hearts, flat (seed 41 board 104)
        ("KQ9.T8.AQT643.AJ", "1D 1S X 2S", "3D"),  # two hearts: no fit, the six diamonds
        ("KQJ64.KJT.6.Q973", "1S 2D X 3D", "P"),  # three hearts, a minimum: not at three (seed 17 board 48)
    ],
)
def test_opener_competes_in_the_major_the_negative_double_showed(hand: str, auction: str, call: str) -> None:
    """ "Competitive bidding": 1m (1S) X shows four hearts (negative doubles through 2S), and
    opener's answer is the minimum bid in the doubler's suit below 16 points. Once RHO raises,
    opener with three hearts holds a fit of seven or more and competes in it, at the three
    level with 14+ HCP (the table passed and 3H made: seed 5 board 100, seed 41 board 104; a
    minimum with a singleton went two down, seed 17 board 48); partner reads it as three or
    more hearts."""
    assert _answer(hand, auction, Vulnerability.NONE)[0] == call
    calls = [Called(i % 4, bridgekit.Call.from_str(c)) for i, c in enumerate(["1D", "1S", "X", "2S", "3H"])]
    assert "three or more hearts" in explain_call(calls, 4, system_named("sayc"))


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("Q73.T872.K943.52", "3S"),  # three trumps, 5 HCP: the pre-emptive raise
        ("AJ.QJ86.QJ7652.A", "4S"),  # two trumps, 15 HCP and shortness: game (seed 41 board 50)
    ],
)
def test_raising_a_weak_two_over_their_overcall(hand: str, call: str) -> None:
    """ "Weak two-bids": raises are pre-emptive, not invitational, and the raise to game is to
    play; over their overcall the calls keep that meaning ("Competitive bidding"). The raise to
    game reads as the table's game values (it read 5–24 HCP, and the opponents' sacrifice
    simulation dealt weak hands that beat it), the raise to three as three or more trumps."""
    text = _answer(hand, "2S 3C", Vulnerability.NONE)
    assert text[0] == call
    calls = [Called(i % 4, bridgekit.Call.from_str(c)) for i, c in enumerate(["2S", "3C", "4S"])]
    assert "16+ points" in explain_call(calls, 2, system_named("sayc"))


@pytest.mark.parametrize(
    ("auction", "shown"),
    [
        ("1D 1H 1NT P 2D", "6+ diamonds"),  # opener's minor again over their overcall (seed 41 board 88)
        ("1D 1S P 2S 3D", "6+ diamonds"),  # over their raise
        ("P P 1D X P 1H 2D", "6+ diamonds"),  # over the advance of their take-out double (seed 23 board 77)
        ("1C 1S 1NT 2S 3C", "6+ clubs"),
        ("1D 1S 2D 2S 3D", "4+ diamonds"),  # partner raised: the fit is shown, not a long suit
    ],
)
def test_our_own_suit_again_over_their_bids_shows_six(auction: str, shown: str) -> None:
    """ "Opener's rebids": a rebid of opener's suit shows six cards; in a competitive auction
    the robot places its own unsupported suit again only with six ("competing with a six-card
    suit"), so every seat reads it as six, not one card more than the opening showed (1D's
    three plus one: four). Partner then counts the fit with two cards of it, and the
    opponents' simulation deals the six cards (seed 41 board 88: 1D 1H 1NT P 2D, West's seven
    diamonds read as four, and East's 2NT went two down where 2D makes)."""
    calls = auction.split()
    called = [Called(i % 4, bridgekit.Call.from_str(c)) for i, c in enumerate(calls)]
    assert shown in explain_call(called, len(calls) - 1, system_named("sayc"))


def test_over_the_doublers_new_suit_notrump_needs_a_stopper_and_values() -> None:
    """ "Competitive bidding": notrump over their bid shows a stopper in their suit, and the
    take-out doubler's new suit after the forced answer (1H P 2H X P 3C P 3D P) shows a hand too
    strong to overcall but does not force: 0 HCP with five small hearts passes (seed 5 board
    91: 3NT went two down, and 4D was raised to 5D, down), while 5 HCP with the hearts stopped
    bids 3NT opposite the doubler's 17+."""
    assert _answer("94.96432.73.T853", "1H P 2H X P 3C P 3D P", Vulnerability.NONE)[0] == "P"
    assert _answer("94.KQ432.73.T853", "1H P 2H X P 3C P 3D P", Vulnerability.NONE)[0] == "3NT"


def test_no_penalty_double_of_their_jacoby_2nt() -> None:
    """ "Competitive bidding": a double of their notrump is for penalties, but their Jacoby 2NT
    ("Major-suit opening bids": four-card support, forcing to game) is no contract to defend.
    With 18 HCP over 1H P 2NT the robot passes, and doubles their 4H for take-out, where partner
    with five spades bids 4S (seed 17 board 84: the penalty double of 2NT, then 4H passed out,
    where 4S makes); their natural 1NT is still doubled for penalties."""
    hand = "KJ93.A7.AQ94.AT8"
    assert _answer(hand, "1H P 2NT", Vulnerability.BOTH)[0] == "P"
    call, text = _answer(hand, "1H P 2NT P 4H P P", Vulnerability.BOTH)
    assert call == "X" and "take-out" in text
    assert _answer(hand, "1H P 1NT", Vulnerability.BOTH)[0] == "X"


def test_the_forced_answer_over_a_pre_empt_reads_as_the_forced_advance() -> None:
    """ "Competitive bidding": the answer to a take-out double is forced, so it reads as the
    forced advance (0-11 HCP) over a three-level pre-empt as it does over a one-level
    opening (seed 23 board 71: 3S X P 4D read as 0-40 HCP before the doubler's 5D). A hand of
    12+ with a four-card unbid suit bids game in it instead: 4H, or 5D over their 3S."""
    called = [Called(i % 4, bridgekit.Call.from_str(c)) for i, c in enumerate(["3S", "X", "P", "4D"])]
    text = explain_call(called, 3, system_named("sayc"))
    assert "11 or fewer HCP" in text and "40" not in text
    assert _answer("QT3.KJT.6432.K85", "3S X P", Vulnerability.BOTH)[0] == "4D"
    call, text = _answer("432.K43.AKQ8.Q43", "3S X P", Vulnerability.BOTH)
    assert call == "5D" and "game" in text
    assert _answer("432.KJ43.AK8.Q43", "3S X P", Vulnerability.BOTH)[0] == "4H"


def test_a_new_suit_over_partners_notrump_in_competition_is_to_play() -> None:
    """ "Competitive bidding": after the negative double and opener's 1NT (12–14, their suit
    stopped) responder's new suit at the two level is natural and to play: opener passes 2D
    rather than bid 2NT as over a forcing bid (par study seed 23 board 93: 2NT one down, 2D
    makes three)."""
    call, text = _answer("A86.JT74.QT.AJ87", "P P 1C 1H X P 1NT P 2D P", Vulnerability.BOTH)
    assert call == "P", text
    auction = ["P", "P", "1C", "1H", "X", "P", "1NT", "P", "2D"]
    calls = [Called(i % 4, bridgekit.Call.from_str(c)) for i, c in enumerate(auction)]
    assert "forcing" not in explain_call(calls, 8, system_named("sayc"))


def test_game_values_jump_in_a_new_suit_over_partners_notrump_rebid() -> None:
    """The two-level new suit over opener's 1NT rebid in a contested auction is to play (the
    test above), so responder with game values jumps in it, forcing: 1C (1D) 1S P 1NT P with
    five hearts and 15 HCP bids 3H, not a 2H that opener would pass (par study seed 41 board
    39: 4H makes)."""
    call, text = _answer("KJ985.AQJ64.A32.", "1C 1D 1S P 1NT P", Vulnerability.BOTH)
    assert call == "3H" and "forcing" in text


def test_their_game_at_our_games_level_is_doubled_only_for_a_clear_gain() -> None:
    """ "Competitive bidding" leaves the level to judgement. Their 4S over our 4H (1S X 2S 4H
    4S) is a game of theirs, not a sacrifice above ours: the simulation doubles it only if the
    double gains as much as a bid must (1.5 IMPs a board), not the 1.0 a double of their
    five-level save needs (par study seed 17 board 71: 4SX made with opener's heart void, +1.07
    on the layouts). Their five-level save over our game is still doubled (the tests above)."""
    game = bridgekit.new_game(
        "bridge", deal=deal_with(2, "T2.AJ9865.KT8.J8"), dealer=2, vulnerability=Vulnerability.BOTH
    )
    assert isinstance(game, BridgeGame)
    for call in ["P", "1S", "X", "2S", "4H", "4S", "P", "P"]:
        game.act(call)
    assert str(SAYC.choose(game.view(2)).action) != "X"


@pytest.mark.parametrize(
    ("hand", "auction", "vulnerability"),
    [
        # opener, partner's pre-emptive raise, their forced advance of the take-out double
        # (par study seed 23 board 74: 3SX made with an overtrick)
        ("KQ73.K8742.KJ6.4", "1H X 3H 3S", Vulnerability.BOTH),
        # opener, partner's pre-emptive raise, their game (seed 17 board 82)
        ("A862.KJ842.9.QJT", "1H X 3H 4S", Vulnerability.NS),
    ],
)
def test_no_penalty_double_on_trump_length_without_the_balance_of_power(
    hand: str, auction: str, vulnerability: Vulnerability
) -> None:
    """ "Competitive bidding": four of their trumps with honours beat a contract only when our
    side holds its share of the values; opposite a pre-emptive raise (0–9 HCP) against a
    take-out double and their free bid, the doubled contract made (the rule doubled on the
    trumps and 10+ HCP alone)."""
    call, text = _answer(hand, auction, vulnerability)
    assert call != "X", text


def test_partners_penalty_double_is_taken_out_with_a_hand_unsuitable_for_defence() -> None:
    """ "Competitive bidding": partner's penalty double of their two-level suit is left in (the
    next assertion), but not with a singleton in their suit, four HCP and five clubs: that hand
    bids 3C (par study seed 23 board 77: 1D X P 1H 2D X, passed out, 2D doubled made with an
    overtrick)."""
    call, text = _answer("J73.JT43.T.K9732", "1D X P 1H 2D X P", Vulnerability.BOTH)
    assert call == "3C", text
    # with two diamonds, or with eight HCP, the double stands
    assert _answer("J73.JT4.T3.K9732", "1D X P 1H 2D X P", Vulnerability.BOTH)[0] == "P"
    assert _answer("J73.KJ43.T.K9732", "1D X P 1H 2D X P", Vulnerability.BOTH)[0] == "P"
    # partner's double after a 1NT overcall (a stopper in diamonds) is on trumps: it stands
    # (seed 23 board 26, 2D doubled two down)
    assert _answer("T72.QJ95.3.KT874", "1D 1NT 2D P P X P", Vulnerability.NONE)[0] == "P"


def test_the_take_out_of_partners_penalty_double_is_read_as_weak_and_to_play() -> None:
    """ "Competitive bidding": the take-out of partner's penalty double shows the hand that makes
    it — five or more cards, 0–7 HCP, to play — and every seat reads it so (the doubler and the
    opponents alike); placed by points it read as a new suit, 0–19 HCP and forcing, and the
    doubler, playing partner for values, jumped to 5C (par study seed 23 board 77)."""
    auction = "P P 1D X P 1H 2D X P 3C"
    calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]
    text = explain_call(calls, 9, system_named("sayc"))
    assert "0–7 HCP" in text and "5+ clubs" in text and "forcing" not in text, text
    shown = shown_by(calls, system_named("sayc"))[1]
    assert (shown.hi, shown.forcing) == (7, False)
    # a jump in the suit is no take-out of the double: it keeps the placement's reading
    calls[-1] = Called(1, Call.from_str("4C"))
    assert "0–7 HCP" not in explain_call(calls, 9, system_named("sayc"))
