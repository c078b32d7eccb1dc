"""SAYC as the robots' default system: the booklet's principles, section by section.

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) whose
rule it checks; the hands are made up to sit squarely inside (or outside) the rule.
"""

from __future__ import annotations

import random

import pytest

import bridgekit
from bridgekit import Call, CardSet, Deal
from bridgekit.cards import PACK_52, Suit
from bridgekit.robots import BridgeRobot, explain_call, shown_by, system_named
from bridgekit.robots.hand import Hand
from bridgekit.robots.sayc import Sayc
from bridgekit.robots.sayc.slam import aces_shown
from bridgekit.state import Called
from bridgekit.variants.bridge import BridgeGame

SAYC = BridgeRobot()


def deal_with(seat: int, hand: str, seed: int = 0) -> Deal:
    """A deal in which *seat* holds *hand* (PBN order S.H.D.C) and the rest is random."""
    mine = CardSet.from_str(hand)
    assert len(mine) == 13, hand
    rest = [card for card in PACK_52.cards if card not in mine]
    random.Random(seed).shuffle(rest)
    hands = []
    for s in range(4):
        if s == seat:
            hands.append(mine)
        else:
            hands.append(CardSet(rest[:13]))
            rest = rest[13:]
    return Deal(hands)


def answer(hand: str, auction: str = "", *, dealer: int = 0, robot: BridgeRobot = SAYC) -> tuple[str, str]:
    """The robot's call (and explanation) with *hand* after *auction* (calls from *dealer* on)."""
    calls = auction.split()
    seat = (dealer + len(calls)) % 4
    game = bridgekit.new_game("bridge", deal=deal_with(seat, hand), dealer=dealer)
    assert isinstance(game, BridgeGame)
    for call in calls:
        game.act(call)
    decision = robot.choose(game.view(seat))
    return str(decision.action), decision.explanation


# -- General approach: openings ------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("AK32.KQ4.A73.862", "1NT"),  # 15–17 balanced
        ("AKJ52.KQ4.A7.862", "1NT"),  # a five-card major in a balanced 15–17
        ("AK3.KQ4.AQ73.K62", "2NT"),  # 20–21 balanced
        ("AK3.KQ4.AKQ3.AQ2", "3NT"),  # 25–27 balanced
        ("AKQJ52.AKQ4.A7.2", "2C"),  # 22+ (strong, artificial)
        ("AKJ52.K4.Q73.862", "1S"),  # five-card major
        ("K4.AKJ52.Q73.862", "1H"),
        ("AKJ52.KQJ52.7.62", "1S"),  # the higher of two five-card suits
        ("A52.K4.QJ73.K862", "1D"),  # 4-4 in the minors: 1D
        ("A52.K42.QJ7.K862", "1C"),  # 3-3 in the minors: 1C (4-3: the longer)
        ("A52.K43.QJ7.K862", "1C"),
        ("KQJ942.73.842.62", "2S"),  # weak two: a good six-card suit, 5–11
        ("KQJ9432.7.842.62", "3S"),  # pre-empt: seven cards
        ("9852.743.842.K62", "P"),
    ],
)
def test_openings_follow_the_general_approach(hand: str, call: str) -> None:
    """SAYC booklet, "General approach"."""
    assert answer(hand)[0] == call


# -- Notrump opening bids ------------------------------------------------------------------


def test_stayman_with_a_four_card_major_and_eight_points() -> None:
    """ "Notrump opening bids": 2C Stayman asks for a four-card major."""
    call, text = answer("KJ52.Q43.K72.862", "1NT P")
    assert call == "2C" and "Stayman" in text


def test_jacoby_transfers_with_a_five_card_major() -> None:
    """ "Notrump opening bids": 2D shows five hearts, 2H five spades; transfers are announced."""
    assert answer("72.QJ852.K72.862", "1NT P")[0] == "2D"
    call, text = answer("QJ852.72.K72.862", "1NT P")
    assert call == "2H" and "transfer" in text and "(alert)" in text
    assert answer("J8652.72.872.862", "1NT P")[0] == "2H"  # weak hands transfer too


def test_opener_accepts_the_transfer_and_super_accepts_with_a_maximum() -> None:
    """ "Notrump opening bids": opener must accept; with 17 and four trumps he may jump."""
    assert answer("A32.KQ4.A73.8652", "1NT P 2D P")[0] == "2H"
    assert answer("A32.KQ84.A73.KJ5", "1NT P 2D P")[0] == "3H"


def test_stayman_answers() -> None:
    """ "Notrump opening bids": 2D no major, 2H four hearts, 2S four spades."""
    assert answer("A32.KQ4.A73.K652", "1NT P 2C P")[0] == "2D"
    assert answer("A32.KQ84.A73.K65", "1NT P 2C P")[0] == "2H"
    assert answer("KQ84.A32.A73.K65", "1NT P 2C P")[0] == "2S"


def test_notrump_raises_by_strength() -> None:
    """ "Notrump opening bids": pass 0–7, 2NT 8–9 invites, 3NT 10–15."""
    assert answer("Q52.J43.K72.8642", "1NT P")[0] == "P"
    assert answer("Q52.J43.K72.K642", "1NT P")[0] == "2NT"
    assert answer("Q52.K43.K72.K642", "1NT P")[0] == "3NT"


def test_the_two_spade_relay_with_a_weak_long_minor() -> None:
    """ "Notrump opening bids": 2S asks opener to bid 3C; responder passes or bids 3D."""
    assert answer("72.43.J97632.862", "1NT P")[0] == "2S"
    assert answer("A32.KQ4.A73.K652", "1NT P 2S P")[0] == "3C"
    assert answer("72.43.J97632.862", "1NT P 2S P 3C P")[0] == "3D"


def test_quantitative_4nt_is_accepted_with_a_maximum() -> None:
    """Issue 17: "a 16-count passes partner's quantitative 4NT" — only a minimum declines."""
    assert answer("A32.KQ4.A73.KJ52", "1NT P 4NT P")[0] == "6NT"  # 17
    assert answer("A32.KQ4.A73.Q652", "1NT P 4NT P")[0] == "P"  # 15


def test_gerber_over_notrump() -> None:
    """ "Slam conventions": 4C Gerber; 4D none or four, 4H one, 4S two, 4NT three."""
    call, text = answer("KQ2.AQ4.KQ73.Q62", "1NT P")
    assert call == "4C" and "Gerber" in text
    assert answer("A32.KQ4.A73.K652", "1NT P 4C P")[0] == "4S"
    assert answer("K32.KQ4.A73.K652", "1NT P 4C P")[0] == "4H"


# -- Major-suit opening bids ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("K52.Q43.Q872.862", "2S"),  # single raise, three trumps, 6–10
        ("K52.Q43.K872.Q62", "3S"),  # limit raise 10–12
        ("K852.A43.K872.Q6", "2NT"),  # Jacoby 2NT: four trumps, 13+
        ("Q98652.7.9872.62", "4S"),  # pre-emptive: five trumps, a singleton, under 10 HCP
        ("7.QJ3.K8742.Q862", "1NT"),  # no fit, 6–10
        ("7.A43.KQ742.K862", "2D"),  # a two-over-one, 10+
        ("72.J43.98742.862", "P"),
    ],
)
def test_responses_to_one_spade(hand: str, call: str) -> None:
    """SAYC booklet, "Major-suit opening bids"."""
    assert answer(hand, "1S P")[0] == call


def test_jacoby_2nt_answers() -> None:
    """ "Jacoby 2NT": a new suit at three shows shortness; four of the major a minimum."""
    assert answer("AQ852.K43.KJ72.2", "1S P 2NT P")[0] == "3C"
    assert answer("AQ852.K43.J72.K2", "1S P 2NT P")[0] == "4S"


def test_two_over_one_option_is_game_forcing() -> None:
    """The 2/1 option: a two-level new suit needs 13+ and forces to game; 1NT is forcing."""
    two_one = BridgeRobot("sayc-2/1")
    assert answer("7.A43.AQ742.K862", "1S P", robot=two_one)[0] == "2D"
    assert answer("7.A43.KQ742.J862", "1S P", robot=two_one)[0] == "1NT"
    assert "forcing" in answer("7.A43.KQ742.J862", "1S P", robot=two_one)[1]


# -- Minor-suit opening bids ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("K852.Q43.98.J862", "1S"),  # a four-card major at the one level
        ("K852.Q432.98.J86", "1H"),  # 4-4 majors: hearts first (up the line)
        ("K85.Q43.A982.KJ6", "2NT"),  # 13–15 balanced, no major
        ("K85.KQ3.A982.KQ6", "3NT"),  # 16–18 balanced
        ("85.43.A9832.Q862", "2D"),  # single raise
    ],
)
def test_responses_to_one_diamond(hand: str, call: str) -> None:
    """SAYC booklet, "Minor-suit opening bids"."""
    assert answer(hand, "1D P")[0] == call


# -- Opener's rebids -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("K5.AQ43.QJ72.Q62", "1NT"),  # 12–14 balanced
        ("K5.AQ43.KJ72.AQ2", "2NT"),  # 18–19 balanced
        ("K852.Q4.AKJ72.62", "2S"),  # raise with four trumps, a minimum
        ("K852.A4.AQJ72.72", "3S"),  # jump raise 16–18
        ("52.A4.AQJ742.762", "2D"),  # six diamonds, a minimum
        ("52.A4.AKQ742.K62", "3D"),  # six diamonds, 16–18
    ],
)
def test_opener_rebids_after_one_diamond_one_spade(hand: str, call: str) -> None:
    """SAYC booklet, "Opener's rebids"."""
    assert answer(hand, "1D P 1S P")[0] == call


def test_a_reverse_shows_extra_values() -> None:
    """ "Opener's rebids": a new suit above the first at the two level is a reverse, 17+."""
    assert answer("5.AQ43.AKJ72.K62", "1D P 1S P")[0] == "2H"
    assert answer("5.AQ43.QJ872.K62", "1D P 1S P")[0] != "2H"


def test_a_strong_one_suiter_is_not_rebid_at_the_minimum_level() -> None:
    """ "Opener's rebids": the rebid of opener's suit at the cheapest level is a minimum
    (12–15) and the jump rebid shows six cards and 16–18. With 18 HCP and six clubs (20 points)
    no rule of the table fits; the call placed by points is read through the table all the
    same, so it is the jump (responder's 11 then bids game), not 2C, read as 12–15 and passed."""
    call, text = answer("K86.KQT.Q.AKJ632", "1C P 1H P")
    assert call == "3C" and "16–18" in text


def test_fourth_suit_forcing_is_not_bid_with_a_weak_hand() -> None:
    """ "Responses and later bidding": the fourth suit is artificial and forcing, game values.
    A 6-count with four clubs after 1D–1H–1S does not bid 2C, which every seat reads so; it
    gives preference to opener's first suit."""
    call, text = answer("J.96432.976.KQ75", "1D P 1H P 1S P")
    assert call == "2D" and "fourth suit" not in text


def test_their_take_out_double_of_our_raise_does_not_end_our_auction() -> None:
    """ "Competitive bidding": their double of 1S–2S is for take-out, asking the doubler's
    partner to bid; it does not make 2S doubled our contract. Opener with game values bids
    4S (main passed, reading the double as penalty); a minimum still passes, and so does an
    opener whose partner passed (1H P P X: the auction would have been over)."""
    assert answer("AKQJ62.KQ5.A4.72", "1S P 2S X")[0] == "4S"
    assert answer("KJ862.Q5.A94.K72", "1S P 2S X")[0] == "P"
    assert answer("Q7.KQJ32.Q94.Q75", "1H P P X")[0] == "P"


def test_opener_rebids_over_the_single_raise_of_their_double_as_without_it() -> None:
    """ "Competitive bidding": over their take-out double the redouble, 2NT and the jump raise
    change meaning, the single raise does not; so opener rebids 1H (X) 2H (P) as 1H–2H ("Opener's
    rebids"): a game try with 16–18 points, game with 19+, a pass with a minimum. Six hearts and
    16 HCP used to pass it, 4H on (par study seed 23 board 69)."""
    call, text = answer("32.AKQ764.K9.KJT", "1H X 2H P")
    assert call == "3H" and "invites game" in text
    assert answer("32.AKQ764.A9.KJT", "1H X 2H P")[0] == "4H"  # 20 points counting length
    assert answer("32.AKQ764.92.KJ2", "1H X 2H P")[0] == "P"  # 14 points: a minimum


# -- Strong 2C and weak twos ---------------------------------------------------------------------


def test_two_clubs_answers_and_rebids() -> None:
    """ "Strong 2C opening": 2D waiting; opener's 2NT 22–24 balanced."""
    assert answer("852.Q43.9872.862", "2C P")[0] == "2D"
    assert answer("AKQ2.KQ4.AQ3.KJ2", "2C P 2D P")[0] == "2NT"


@pytest.mark.parametrize("hand", ["K3.AKQJ962.A4.A2", "AKQJ962.K3.A4.A2", "A2.K3.A4.AKQJ962"])
def test_two_clubs_with_the_playing_equivalent_of_22_hcp(hand: str) -> None:
    """ "Strong 2C opening": 22+ HCP "or the playing equivalent". 21 HCP and a solid seven-card
    suit (24 points counting length) is more than one of a suit shows (12–23 points) and fits
    no other opening: it opens 2C and then shows its suit, game forcing — it opened 6NT or 3NT,
    placed by points, as "balanced"."""
    call, explanation = answer(hand)
    assert call == "2C" and "24+ points" in explanation
    longest = "SHDC"[max(range(4), key=lambda i: len(hand.split(".")[i]))]
    rebid, _ = answer(hand, "2C P 2D P")
    assert rebid[1:] == longest and rebid[0] in "23"


@pytest.mark.parametrize(
    ("hand", "game"),
    [("K3.AKQJ962.A4.A2", "4H"), ("AKQJ962.K3.A4.A2", "4S"), ("AK.AKQT6.KQ4.A32", "3NT")],
)
def test_two_clubs_goes_to_game_after_the_suit_rebid(hand: str, game: str) -> None:
    """ "Strong 2C opening": only opener's 2NT rebid (22–24) may be passed; after a suit rebid
    the auction reaches game. Over responder's 2NT (a bust: 2C–2D–2H–2NT) opener bids game in
    a six-card major or 3NT — it passed 2NT with the playing equivalent's 21 HCP and seven
    hearts, and with 24 HCP and five hearts."""
    major = "S" if game == "4S" else "H"
    assert answer(hand, f"2C P 2D P 2{major} P 2NT P")[0] == game


@pytest.mark.parametrize(
    ("hand", "auction", "call", "shown"),
    [
        ("873.K43.J74.Q953", "2S", "3S", "raise, three or more spades, 7 or fewer HCP"),
        ("KJ73.8643.J52.73", "2S", "3S", "raise, three or more spades, 7 or fewer HCP"),
        ("Q73.K43.J74.K953", "2S", "4S", "raise, three or more spades, 8+ HCP"),
        ("KJ852.64.Q742.73", "2H", "2S", "five or more spades, forcing, fewer than three hearts"),
        (".JT943.J976542.3", "2S", "3H", "five or more hearts, forcing, fewer than three spades"),
        ("J643.84.Q752.J73", "2H", "2NT", "nothing more to show, forcing"),
        ("QT7.942.Q8752.63", "3C", "3D", "five or more diamonds, forcing"),
        ("Q7.942.Q852.J763", "3C", "4C", "raise, four or more clubs, 7 or fewer HCP"),
        ("AJ74.T86.2.K9643", "3C", "5C", "raise, four or more clubs, 8+ HCP"),
    ],
)
def test_two_clubs_responder_bids_below_game(hand: str, auction: str, call: str, shown: str) -> None:
    """ "Strong 2C opening": "If opener rebids a suit over a 2D response, the bidding is forcing
    to 3 of opener's major or 4 of opener's minor" (2C–2D–2H–2S–3H "not forcing"). Responder
    raises (to three of the major with a weak hand, which opener may pass; to game with 8+ HCP),
    shows a five-card suit of his own, else bids 2NT: nothing more to show — and every seat reads
    the call so. It jumped to 4S with 6 HCP (read "0–7 HCP"), bid 3D with 2 HCP read as "0–2 HCP,
    four or more diamonds", and 2S with 6 HCP was read as "0–2 HCP"."""
    made, explanation = answer(hand, f"2C P 2D P {auction} P")
    assert made == call
    assert explanation == f"{call}: {shown}"


def test_two_clubs_responder_leaves_slam_to_opener() -> None:
    """ "Strong 2C opening": 2D showed no positive; opener, who knows the combined strength,
    decides on slam. A 5-count with four trumps raised 2C–2D–2S to 6S, placed by points
    beside a 2S read as 22+ points."""
    for hand in ("KJ73.8643.J52.73", "K9753.86.J52.Q73", "QJ7.8643.J52.Q73"):
        made, _ = answer(hand, "2C P 2D P 2S P")
        assert Call.from_str(made).level <= 3


@pytest.mark.parametrize(
    ("auction", "hand"),
    [("2C P 2D P 3C P 4C P 5C P", "AJ74.T86.2.K9643"), ("2C P 2D P 2S P 3S P 4S P", "KJ73.8643.J52.73")],
)
def test_two_clubs_responder_passes_the_game_opener_chose(auction: str, hand: str) -> None:
    """ "Strong 2C opening": responder's 2D and second call have shown his hand; the game opener
    then bids naturally is his decision. It bid 6C with 8 HCP over 2C–2D–3C–4C–5C."""
    assert answer(hand, auction) == ("P", "Pass: nothing more to show")


def test_weak_two_answers() -> None:
    """ "Weak two-bids": a raise is pre-emptive, 2NT asks for a feature."""
    assert answer("852.Q43.K872.862", "2S P")[0] == "3S"
    assert answer("5.KQ3.AK72.A8642", "2S P")[0] == "2NT"
    assert answer("KQJ942.K3.842.62", "2S P 2NT P")[0] == "3H"  # a maximum with a heart feature
    assert answer("KQJ942.73.842.62", "2S P 2NT P")[0] == "3S"  # a minimum


def test_weak_two_maximum_counts_a_short_suit() -> None:
    """ "Weak two-bids": 2NT asks for a feature with a maximum. An 8-count with a void is the
    upper half of 5–11 opposite partner's game interest (its feature shown, par study seed 5
    board 25 reaches 4H); flat, it is a minimum."""
    assert answer("965.KJT864.A872.", "2H P 2NT P")[0] == "3D"
    assert answer("KQJ942.73.Q42.62", "2S P 2NT P")[0] == "3S"
    # without a feature the short suit shows nothing: the suit again, not 3NT (seed 5 board 74)
    assert answer("7.AK7654.J9642.9", "2H P 2NT P")[0] == "3H"


# -- Competitive bidding -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("auction", "hand", "call"),
    [
        ("1C", "AQ852.K4.73.Q862", "1S"),  # simple overcall, a good five-card suit
        ("1C", "KQJ942.73.842.62", "2S"),  # weak jump overcall
        ("1D", "AQ4.K4.QJ73.K862", "1NT"),  # 15–18 with a stopper
        ("1D", "AQ52.KJ42.7.Q862", "X"),  # take-out double
        ("1D", "AQ852.KJ842.7.62", "2D"),  # Michaels: both majors
        ("1S", "7.K4.QJ873.KQ862", "2NT"),  # unusual 2NT: both minors
        ("1H", "AQ852.7.KJ842.62", "2H"),  # Michaels: spades and a minor
    ],
)
def test_direct_overcalls(auction: str, hand: str, call: str) -> None:
    """SAYC booklet, "Competitive bidding"."""
    assert answer(hand, auction)[0] == call


def test_negative_double_shows_the_unbid_major() -> None:
    """ "Competitive bidding": negative doubles through 2S; 1C (1H) X shows four spades."""
    call, text = answer("KJ52.74.Q872.862", "1C 1H")
    assert call == "X" and "negative" in text


@pytest.mark.parametrize(
    ("hand", "auction", "call"),
    [
        ("AKT84.84.83.K953", "1D 1H", "1S"),  # five spades: bid them at the one level
        ("KJ52.74.Q872.862", "1D 1H", "X"),  # exactly four: the negative double
        ("83.KQ854.K83.962", "1C 1S", "X"),  # five hearts with 5–10: double
        ("83.KQ854.K83.A62", "1C 1S", "2H"),  # five hearts with 11+: the free bid at two
    ],
)
def test_the_negative_double_and_the_free_major(hand: str, auction: str, call: str) -> None:
    """ "Competitive bidding": 1m (1H) X shows exactly four spades (1S would show five);
    1D (1S) X shows four hearts with 6+ or five hearts with 5–10; a major bid at the two level
    or higher in competition shows 11+ and a five-card suit."""
    assert answer(hand, auction)[0] == call


@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KJ954.QT..AJ7652", "3C"),  # five spades, six clubs, 11 HCP: the longer suit, forcing
        ("K54.KJ3.82.AJ862", "2NT"),  # 12 HCP balanced with their hearts stopped: 2NT still
    ],
)
def test_a_new_suit_at_the_three_level_after_their_overcall(hand: str, call: str) -> None:
    """ "Competitive bidding": a new suit by responder after an overcall is forcing, and a suit
    bid at the two level or higher shows 11+ and five cards; so over 1D (2H) a hand too strong
    for the negative double (five spades, 11+) whose longest suit is clubs bids 3C, forcing,
    rather than pass (the free 2S wants spades longest)."""
    got, text = answer(hand, "1D 2H")
    assert got == call
    if call == "3C":
        assert "forcing" in text and "11+" in text


def test_responders_forcing_new_suit_over_an_overcall_bids_again() -> None:
    """ "Competitive bidding": responder's new suit over their overcall is forcing and keeps
    its meaning, so as after a two-over-one ("Major-suit opening bids": responder bids again
    unless opener's rebid is game) responder does not pass opener's rebid below game: 1S (2H)
    3C, 11+, then 3S, and the 13-count bids on rather than pass 3S."""
    call, _ = answer("54.Q.KJT.AQJ9532", "P 1S 2H 3C P 3S P", dealer=2)
    assert call != "P" and call in ("4S", "3NT", "4C", "5C")


@pytest.mark.parametrize(
    ("hand", "auction", "call"),
    [
        ("QT95.QJ7.K732.85", "1D 3C", "3D"),  # four diamonds, 8 HCP: the raise, not 4D past 3NT
        ("854.73.Q652.KT98", "1D 1S", "2D"),  # four diamonds raise 1D as without the overcall
        ("854.73.Q6532.KT9", "1D 1S", "3D"),  # the pre-emptive jump: one trump more, five
        ("85.73.K52.QJT985", "1C 1S", "3C"),  # over 1C the raise takes five, the jump six
    ],
)
def test_raising_a_minor_over_their_overcall(hand: str, auction: str, call: str) -> None:
    """ "Minor-suit opening bids": a raise of 1D shows four or more diamonds, of 1C five or more
    clubs, and "Competitive bidding": a jump raise over their overcall is pre-emptive; it shows
    a trump more than the simple raise (as the booklet's raises of a major go three, four, five
    trumps a level up), so four diamonds raise 1D (3C) to 3D, not 4D past 3NT."""
    assert answer(hand, auction)[0] == call


@pytest.mark.parametrize(
    ("hand", "auction", "call"),
    [
        ("K84.QJ5.T73.J862", "1NT X P", "P"),  # 7 HCP: partner's penalty double stands
        ("T86.Q8653..A9853", "1S P 1NT X P", "P"),  # 6 HCP and two five-card suits: still defend
        ("84.95.T73.J86542", "1NT X P", "2C"),  # a weak hand runs to its long suit
    ],
)
def test_partners_penalty_double_of_notrump_is_left_in(hand: str, auction: str, call: str) -> None:
    """ "Competitive bidding": a double of their 1NT is for penalties, so the advancer
    defends rather than answer it as a take-out double; only a weak hand with a long suit runs."""
    assert answer(hand, auction)[0] == call


def test_balancing_with_less() -> None:
    """ "Competitive bidding": a reopening bid means much the same as a direct-seat bid,
    lighter at the minimum end; a reopening 1NT shows 10–15 (the booklet's one figure)."""
    assert answer("AQ4.K4.QJ73.8762", "1D P P")[0] == "1NT"


@pytest.mark.parametrize(
    "hand",
    [
        "K84.QJ5.KT3.J862",  # 10 HCP: the bottom of the booklet's range
        "AQ4.K64.KJ73.Q62",  # 15 HCP: the top (a direct 1NT overcall's bottom too)
    ],
)
def test_the_reopening_1nt_range(hand: str) -> None:
    """ "Competitive bidding": the reopening 1NT is 10–15 HCP, balanced, a stopper in their
    suit; neither end of the range passes their one-level opening out."""
    call, text = answer(hand, "1D P P")
    assert call == "1NT" and "10–15" in text


def test_the_pass_out_seat_doubles_on_an_opening_hand_with_three_of_their_suit() -> None:
    """ "Competitive bidding" (a reopening call means much what the direct one does) and
    "Takeout doubles" (support for the unbid suits): 14 HCP, 3-4-3-3 with three diamonds and no
    diamond stopper for the reopening 1NT does not pass 1D out; the double says it may hold
    three of their suit. Short of opening values the hand still passes."""
    call, text = answer("A43.AJT3.J52.A84", "1D P P")
    assert call == "X" and "12+" in text
    assert answer("Q43.KJT3.J52.J84", "1D P P")[0] == "P"  # 8 HCP
    assert answer("A43.AJT3.J52.A84", "1D")[0] == "P"  # the direct seat still wants shortness


def test_the_pass_out_seat_overcalls_a_five_card_suit_whatever_its_honours() -> None:
    """ "Competitive bidding": a reopening bid means much the same as a direct one, lighter at
    the minimum end. It competes for the partscore more than it shows a lead, so 9 HCP and five
    spades headed by the jack reopen 1D P P with 1S; in the direct seat, where the overcall
    also asks for a lead, the suit is too poor and the hand passes."""
    call, text = answer("JT863.KQ2.QJT8.3", "1D P P")
    assert call == "1S" and "5 or more spades" in text
    assert answer("JT863.KQ2.QJT8.3", "1D")[0] == "P"


def test_of_two_five_card_suits_the_good_one_overcalls() -> None:
    """ "Competitive bidding": an overcall names a good suit. With five poor spades and five
    good diamonds over 1C (neither Michaels nor the unusual 2NT), 14 HCP overcall 1D rather
    than pass (the take-out double is for the hand without a five-card major); with both suits
    good the higher-ranking still comes first."""
    assert answer("J6542.7.AKQ98.A3", "1C")[0] == "1D"
    assert answer("KQ542.7.AKQ98.32", "1C")[0] == "1S"


def test_advancing_a_takeout_double() -> None:
    """ "Competitive bidding": the cheapest bid 0–8, a jump 9–11, a cue bid 12+."""
    assert answer("865.Q743.92.8632", "1D X P")[0] == "1H"
    assert answer("865.KQ73.A2.8632", "1D X P")[0] == "2H"
    assert answer("A65.KQ73.A2.8632", "1D X P")[0] == "2D"


def test_the_one_level_major_over_their_overcall_shows_five_when_the_double_shows_four() -> None:
    """ "Competitive bidding": 1m (1H) X shows exactly four spades, so 1S shows five or more,
    and opener with three spades raises it over their raise rather than pass (par study,
    seed 23 board 117: 1C (1H) 1S (2H), opener's AK7 of spades passed; 4S makes)."""
    call, text = answer("J9643.6.J7652.AQ", "1C 1H")
    assert call == "1S" and "5 or more spades" in text
    assert answer("AK7.Q843.K98.732", "P 1C 1H 1S 2H")[0] == "2S"
    # with both majors unbid the double wants four of each, so 1S still shows four
    assert "4 or more spades" in answer("J964.J63.J765.AQ", "1C 1D")[1]


def test_advancing_a_takeout_double_after_their_raise() -> None:
    """ "Competitive bidding": once RHO bids over partner's take-out double the advancer is no
    longer forced, so a bid shows values: game in a four-card major with 10+, the major at
    the cheapest level with 6–9, else pass."""
    assert answer("KJ94.AT.8754.K82", "1H X 3H")[0] == "4S"
    assert answer("KJ94.T2.8754.Q82", "1H X 3H")[0] == "3S"
    assert answer("J942.T2.8754.982", "1H X 3H")[0] == "P"
    text = explain_call(
        [Called(i % 4, Call.from_str(c)) for i, c in enumerate(["1H", "X", "3H", "4S"])],
        3,
        system_named("sayc"),
    )
    assert text.startswith("4S: game, four or more spades, 10+ points")


def test_responder_with_game_values_does_not_pass_their_overcall() -> None:
    """ "Competitive bidding": responder's game values do not pass out a one-level overcall;
    with their suit stopped 3NT, without a stopper a cue bid of their suit (forcing)."""
    assert answer("J93.K984.KQ6.K97", "1D P 1H 1S P P", dealer=1)[0] == "2S"
    assert answer("KJ3.K984.Q96.K97", "1D P 1H 1S P P", dealer=1)[0] == "3NT"


def test_cue_bid_raise_of_an_overcall() -> None:
    """ "Competitive bidding": a cue bid of their suit is a limit raise or better."""
    assert answer("K52.A43.K872.Q62", "1C 1S P")[0] == "2C"


def test_the_advancer_shows_a_good_six_card_major_before_a_cue_bid_raise_of_a_minor() -> None:
    """ "Competitive bidding": the advancer's new suit is natural and not forcing, so with a
    good six-card major and only three cards of partner's minor overcall, 1C (1D) 2C, 2S shows
    the spades rather than cue-bidding a diamond raise (par study, seed 17 board 88: 4S makes,
    the cue-bid raise never showed the spades and ended in 5D)."""
    call, why = answer("AK9753.KT8.T84.8", "1C 1D 2C", dealer=3)
    assert call == "2S"
    assert "six or more" in why
    # with four diamonds the cue-bid raise stays
    assert answer("AK975.KT8.T842.8", "1C 1D 2C", dealer=3)[0] == "3C"


def test_a_silent_partner_holds_no_more_than_the_pack_leaves() -> None:
    """ "Competitive bidding": the overcall shows 8+ and the cue-bid raise 10+, so after
    P P P 1D (1H) P (2D) 3D P P (3H) a 20-count's silent partner holds about 2 HCP, not the
    8 counted for an unknown hand: no penalty double of 3H on "28 points together" (par study,
    seed 5 board 34: 3H doubled made)."""
    call, why = answer("AK2.A2.AKT9843.T", "P P P 1D 1H P 2D 3D P P 3H", dealer=1)
    assert call != "X", why


# -- Slam conventions ------------------------------------------------------------------------


def test_blackwood_answers() -> None:
    """ "Slam conventions": 5C none or four, 5D one, 5H two, 5S three."""
    assert answer("K852.A4.KJ72.Q62", "1S P 3S P 4NT P", dealer=2)[0] == "5D"
    assert answer("K852.A4.AJ72.Q62", "1S P 3S P 4NT P", dealer=2)[0] == "5H"


def test_blackwood_reply_is_never_passed() -> None:
    """Issue 17: "a Blackwood reply is passed as a contract" — the asker places the slam or signs off."""
    call, _ = answer("AKQ852.AQ4.KQ2.2", "1S P 3S P 4NT P 5D P")  # one ace shown, two held: one missing
    assert call == "6S"
    call, _ = answer("KQJ852.KQ4.KQ2.K", "1S P 3S P 4NT P 5D P")  # one ace shown, none held
    assert call == "5S"


def test_rkcb_1430_option() -> None:
    """RKCB 1430: 5C one or four key cards, 5D none or three, 5H/5S two without/with the queen."""
    robot = BridgeRobot("sayc-1430")
    assert answer("K852.A4.KJ72.Q62", "1S P 3S P 4NT P", dealer=2, robot=robot)[0] == "5H"  # A, SK
    assert answer("Q852.A4.QJ72.K62", "1S P 3S P 4NT P", dealer=2, robot=robot)[0] == "5C"  # one key card
    assert aces_shown(Call.from_str("5D"), 2, rkcb=True) == 0
    assert aces_shown(Call.from_str("5D"), 0, rkcb=True) == 3


def test_a_slam_is_bid_with_the_values() -> None:
    """A 17-count opposite 1NT with a fit looks for slam with Blackwood (or Gerber), not 4S."""
    robot = BridgeRobot()
    game = bridgekit.new_game(
        "bridge", deal="N:AKQ52.K4.A73.K62 T86.J9832.J2.J97 J743.AQ5.KQ4.AQ5 9.T76.T9865.T843", dealer=0
    )
    while game.phase.value == "auction":
        game.act(robot.choose(game.view(game.to_act)).action)
    assert game.contract is not None and game.contract.level >= 6


# -- reading the calls ---------------------------------------------------------------------------


def test_every_seat_reads_a_transfer_as_the_major_it_shows() -> None:
    """The robot reads all four players' calls through the same meanings."""
    calls = [Called(s % 4, Call.from_str(c)) for s, c in enumerate(["1NT", "P", "2D", "P"])]
    shown = shown_by(calls, Sayc())
    assert shown[2].lengths[Suit.HEARTS] == 5 and shown[0].lo == 15 and shown[0].hi == 17


def test_a_call_that_several_rules_allow_reads_as_all_of_them() -> None:
    """ "Minor-suit opening bids": 1D over 1C is four or more diamonds and 6+ HCP, forcing one
    round; with five diamonds and game values responder bids it too. Every seat reads 1C–1D as
    what both rules show (the first rule alone read it as five diamonds and 13+), and the
    robot's explanation of the call says the same."""
    system = Sayc()
    calls = [Called(s % 4, Call.from_str(c)) for s, c in enumerate(["1C", "P", "1D"])]
    rule = system.reading(calls)[-1]
    assert rule is not None and rule.lo == 6 and rule.min_len[Suit.DIAMONDS] == 4 and rule.forcing
    assert rule.text == explain_call(calls, 2, system)
    shown = shown_by(calls, system)[2]
    assert (shown.lo, shown.lengths[Suit.DIAMONDS]) == (rule.meaning().lo, rule.min_len[Suit.DIAMONDS])
    # one rule for the call: read as that rule
    one = system.reading([Called(s % 4, Call.from_str(c)) for s, c in enumerate(["1C", "P", "1H"])])[-1]
    assert one is not None and (one.lo, one.min_len[Suit.HEARTS]) == (6, 4)


def test_system_names() -> None:
    assert system_named("sayc-2/1-1430").name == "sayc-2/1-1430"
    assert repr(BridgeRobot()) == "BridgeRobot()"
    with pytest.raises(Exception, match="unknown bidding system"):
        system_named("precision")


def test_hand_helpers() -> None:
    hand = Hand(CardSet.from_str("AK852.A4.KJ72.Q6"))
    assert hand.aces == 2 and hand.kings == 2 and hand.keycards(Suit.SPADES) == 3


def test_a_redoubled_takeout_double_is_taken_out() -> None:
    """Issue 17 target: no board left in a redoubled part-score that a take-out double asked
    partner to remove ("Competitive bidding": advancing a take-out double)."""
    call, _ = answer("8652.Q743.92.862", "1S X XX")
    assert call != "P"


def test_a_game_forcing_jump_shift_is_not_dropped_below_game() -> None:
    """ "Major-suit opening bids": a jump shift forces to game; the auction does not stop in 3S."""
    robot = BridgeRobot()
    game = bridgekit.new_game(
        "bridge", deal="N:KJ7653.K.AT32.85 4.JT3.K754.QT743 AT2.AQ7654.Q.AK6 Q98.982.J986.J92", dealer=0
    )
    assert isinstance(game, BridgeGame)
    while game.phase.value == "auction":
        game.act(robot.choose(game.view(game.to_act)).action)
    contract = game.contract
    assert contract is not None and contract.level >= (3 if contract.strain.suit is None else 4)


def test_weak_jump_overcall_needs_a_suit() -> None:
    """ "Competitive bidding": a weak jump overcall shows a decent six-card suit, not any six cards."""
    assert answer("987643.AJ9.K.Q84", "1H")[0] != "2S"


# -- Responses and later bidding: fourth suit forcing ---------------------------------------


def test_fourth_suit_is_artificial_and_forcing() -> None:
    """ "Responses and later bidding": a new suit by responder is forcing; the fourth suit may be
    artificial (fourth suit forcing, alerted) — game values, no fit, no stopper for notrump."""
    call, text = answer("KQ852.Q3.A72.J65", "1D P 1S P 2C P")
    assert call == "2H" and "fourth suit forcing" in text and "(alert)" in text


def test_fourth_suit_is_not_used_without_game_values_or_with_a_fit() -> None:
    assert answer("KQ852.Q3.72.J652", "1D P 1S P 2C P")[0] != "2H"  # clubs fit, 7 HCP
    assert answer("AQ3.KJ3.AJ42.K32", "1H P 1S P 2C P")[0] != "2D"  # three hearts: a fit


def test_one_spade_after_one_club_one_diamond_one_heart_stays_natural() -> None:
    """1C–1D–1H–1S is natural: the fourth suit at the one level is not the convention."""
    game_text = answer("KQ52.A3.QJ42.865", "1C P 1D P 1H P")[1]
    assert "fourth suit" not in game_text


@pytest.mark.parametrize(
    ("hand", "call", "words"),
    [
        ("J3.AQ542.K3.AK42", "2NT", "stopper"),
        ("J32.AQ542.3.AK42", "2S", "three-card support"),
        ("J3.AQ542.93.AK42", "2H", "first suit"),
    ],
)
def test_opener_answers_fourth_suit_forcing(hand: str, call: str, words: str) -> None:
    """Opener describes the hand: notrump with the fourth suit stopped, responder's suit with
    three cards, else the first suit again."""
    got, text = answer(hand, "1H P 1S P 2C P 2D P")
    assert got == call and words in text


def test_every_seat_reads_the_fourth_suit_as_artificial() -> None:
    calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(["1D", "P", "1S", "P", "2C", "P", "2H"])]
    shown = shown_by(calls, SAYC.system)
    assert shown[2].lengths[Suit.HEARTS] == 0 and shown[2].lo >= 12 and shown[2].forcing


# -- Competitive bidding: systems on after a 1NT overcall -----------------------------------


def test_stayman_and_transfers_after_partners_1nt_overcall() -> None:
    """ "Competitive bidding": the 1NT overcall is 15–18 balanced with a stopper, and the
    responses are those to a 1NT opening (systems on)."""
    assert answer("KJ52.Q743.K72.86", "1D 1NT P")[0] == "2C"
    call, text = answer("KJ852.Q43.72.862", "1D 1NT P")
    assert call == "2H" and "transfer" in text


def test_the_overcaller_answers_stayman_and_accepts_a_transfer() -> None:
    assert answer("AQ3.KJ3.KQ2.Q432", "1D 1NT P 2C P", dealer=3)[0] == "2D"
    assert answer("AQ43.KJ3.KQ2.Q43", "1D 1NT P 2C P", dealer=3)[0] == "2S"
    assert answer("AQ3.KJ3.KQ2.Q432", "1C 1NT P 2H P", dealer=3)[0] == "2S"


def test_the_advancer_passes_the_accepted_transfer_when_weak() -> None:
    assert answer("KJ852.Q43.72.862", "1D 1NT P 2H P 2S P")[0] == "P"


def test_a_balancing_1nt_is_not_systems_on() -> None:
    """The balancing 1NT (10–15) is a different call: 2C over it is natural, not Stayman."""
    text = answer("KJ52.Q743.K72.86", "1D P P 1NT P", dealer=0)[1]
    assert "Stayman" not in text
