"""SAYC openings and the answers to 2C, weak twos and pre-empts (SAYC booklet, 2006).

Sections cited: "General approach", "Strong 2C opening", "Weak two-bids", "Preemptive
openings" of the ACBL SAYC System Booklet (revised January 2006).

>>> [str(r.call) for r in opening_table()][:5]  # 2C twice: 22+ HCP, or its playing equivalent
['3NT', '2C', '2C', '2NT', '1NT']
"""

from __future__ import annotations

from bridgekit.calls import Strain
from bridgekit.cards import Rank, Suit
from bridgekit.i18n import N_
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, Rule, longest_in
from bridgekit.robots.sayc import slam
from bridgekit.robots.sayc.table import NT, C, D, H, R, S, Test, bid, name

__all__ = [
    "opening_table",
    "two_clubs_response_table",
    "two_clubs_rebid_table",
    "two_clubs_game_table",
    "weak_two_response_table",
    "weak_two_feature_table",
    "weak_two_new_suit_table",
    "weak_two_contested_table",
    "preempt_response_table",
]

GENERAL = "General approach"
#: a pre-empt's HCP ("Preemptive openings")
PREEMPT_HCP = (5, 10)


def _opens_major(suit: Suit) -> Test:
    def test(hand: Hand) -> bool:
        other = S if suit is H else H
        return hand.hcp >= 11 and hand.length(suit) >= hand.length(other)

    return test


def _minor(suit: Suit) -> Test:
    def test(hand: Hand) -> bool:
        if hand.hcp < 11:
            return False
        d, c = hand.length(D), hand.length(C)
        if suit is D:  # the longer minor; 1D with 4-4, 1C with 3-3 (General approach)
            return d > c or (d == c and d >= 4)
        return True

    return test


def _good_suit(suit: Suit) -> Test:
    """Two of the top three honours, or three of the top five (a weak two's suit)."""

    def test(hand: Hand) -> bool:
        top = sum(1 for rank in (Rank.ACE, Rank.KING, Rank.QUEEN) if hand.has(rank, suit))
        five = top + sum(1 for rank in (Rank.JACK, Rank.TEN) if hand.has(rank, suit))
        other_major = H if suit is S else S
        return (top >= 2 or five >= 3) and (suit not in (H, S) or hand.length(other_major) <= 3)

    return test


#: the most points of a one-level opening: a hand below 22 HCP opens one of a suit, even with
#: 22–23 points counting length (AKJ.KQ75.AQJ632.-: 20 HCP, 22 points); with more it is the
#: playing equivalent of a 2C opening
_ONE_TOP = 23


def opening_table() -> list[Rule]:
    """Openings ("General approach", "Strong 2C opening", "Weak two-bids", pre-empts)."""
    rules = [
        R("3NT", "balanced", 25, 27, balanced=True, section=GENERAL),
        R(
            "2C",
            "strong and artificial",
            22,
            forcing=True,
            convention="strong 2C",
            section="Strong 2C opening",
        ),
        # "or the playing equivalent": below 22 HCP, more points counting length than one of a
        # suit shows (K3.AKQJ962.A4.A2: 21 HCP, 24 points), which no other opening fits
        R(
            "2C",
            "strong and artificial",
            _ONE_TOP + 1,
            kind="total",
            test=lambda hand: hand.hcp < 22,
            forcing=True,
            convention="strong 2C",
            section="Strong 2C opening",
        ),
        R("2NT", "balanced", 20, 21, balanced=True, section=GENERAL),
        R("1NT", "balanced, may hold a five-card major", 15, 17, balanced=True, section=GENERAL),
    ]
    ones = (
        (S, N_("five or more spades"), "S5", "", _opens_major(S)),
        (H, N_("five or more hearts"), "H5", "", _opens_major(H)),
        (D, N_("three or more diamonds, no five-card major (4-4 minors: 1D)"), "D3", "H4 S4", _minor(D)),
        (C, N_("three or more clubs, no five-card major (3-3 minors: 1C)"), "C3", "H4 S4", _minor(C)),
    )
    for suit, text, least, most, test in ones:
        rules.append(
            R(
                bid(1, suit),
                text,
                12,
                _ONE_TOP,
                kind="total",
                at_least=least,
                at_most=most,
                test=test,
                section=GENERAL,
            )
        )
    for level, length, suits in ((4, 8, (S, H)), (3, 7, (S, H, D, C))):
        for suit in suits:
            rules.append(
                R(
                    bid(level, suit),
                    f"pre-empt, eight or more {name(suit)}"
                    if length == 8
                    else f"pre-empt, seven or more {name(suit)}",
                    *PREEMPT_HCP,
                    at_least=f"{suit.letter}{length}",
                    section="Preemptive openings",
                )
            )
    for suit in (S, H, D):
        rules.append(
            R(
                bid(2, suit),
                f"weak two, a good six-card {name(suit)} suit",
                5,
                11,
                at_least=f"{suit.letter}6",
                at_most=f"{suit.letter}6",
                test=_good_suit(suit),
                section="Weak two-bids",
            )
        )
    rules.append(R("P", "no opening bid", 0, 12, points=True, section=GENERAL))
    return rules


def two_clubs_response_table() -> list[Rule]:
    """Partner opened 2C, RHO passed ("Strong 2C opening")."""
    section = "Strong 2C opening"
    rules = []
    for call, suit in (("2H", H), ("2S", S), ("3C", C), ("3D", D)):
        rules.append(
            R(
                call,
                f"positive, five or more {name(suit)} with two top honours",
                8,
                forcing=True,
                at_least=f"{suit.letter}5",
                test=_good_suit(suit),
                section=section,
            )
        )
    rules.append(R("2NT", "positive, balanced", 8, balanced=True, forcing=True, section=section))
    rules.append(
        R(
            "2D",
            "waiting, artificial, any hand without a positive",
            forcing=True,
            points=False,
            convention="waiting",
            section=section,
        )
    )
    return rules


def two_clubs_rebid_table(ctx: Context) -> list[Rule]:
    """We opened 2C, partner answered 2D ("Strong 2C opening": 2NT 22–24, suits game forcing)."""
    section = "Strong 2C opening"
    rules = [R("2NT", "balanced, not forcing", 22, 24, balanced=True, section=section)]
    for suit in (S, H, D, C):
        call = ctx.cheapest(suit_strain(suit))
        if call is not None:
            rules.append(
                R(
                    call,
                    f"five or more {name(suit)}, forcing",
                    22,
                    kind="total",  # the playing equivalent's 21 HCP and seven cards too
                    at_least=f"{suit.letter}5",
                    forcing=True,
                    test=longest_in(suit),
                    section=section,
                )
            )
    rules.append(R("3NT", "balanced, 25+ HCP", 25, balanced=True, points=False, section=section))
    rules.append(R("2NT", "no five-card suit", 22, section=section))
    return rules


def two_clubs_game_table(suit: Suit) -> list[Rule]:
    """We opened 2C, rebid two of the major *suit* over the waiting 2D, and partner's 2NT showed
    nothing more ("Strong 2C opening": only opener's 2NT rebid, 22–24, may be passed; after a
    suit rebid the auction goes on to game). Game in the major with six or more cards, else
    3NT — never a pass of 2NT, which left a 24-count below game."""
    section = "Strong 2C opening"
    return [
        R(bid(4, suit), f"to play, six or more {name(suit)}", at_least=f"{suit.letter}6", section=section),
        R("3NT", "game", section=section),
    ]


def suit_strain(suit: Suit) -> Strain:
    return Strain(int(suit))


def _weak_two_game(suit: Suit) -> Rule:
    """Game in partner's weak-two suit: to play ("Weak two-bids")."""
    return R(
        bid(4, suit) if suit.is_major else bid(5, suit),
        f"to play, two or more {name(suit)}",
        16,
        kind="support",
        trump=suit,
        at_least=f"{suit.letter}2",
        section="Weak two-bids",
    )


def weak_two_response_table(ctx: Context, suit: Suit) -> list[Rule]:
    """Partner opened a weak two, RHO passed ("Weak two-bids": new suits forcing, raises not)."""
    section = "Weak two-bids"
    rules = [
        _weak_two_game(suit),
        R(
            "2NT",
            "asks opener to show a feature (an ace or king) with a maximum",
            15,
            forcing=True,
            convention="feature ask",
            section=section,
        ),
        R("3NT", "to play", 17, balanced=True, section=section),
    ]
    for other in (S, H, D, C):
        if other is suit:
            continue
        call = ctx.cheapest(suit_strain(other))
        if call is not None and call.level <= 3:
            rules.append(
                R(
                    call,
                    f"five or more {name(other)}, forcing one round",
                    16,
                    forcing=True,
                    at_least=f"{other.letter}5",
                    test=longest_in(other),
                    section=section,
                )
            )
    rules.append(
        R(
            bid(3, suit),
            f"raise, three or more {name(suit)}, pre-emptive, not invitational",
            0,
            15,
            at_least=f"{suit.letter}3",
            section=section,
        )
    )
    rules.append(R("P", "no game opposite a weak two", 0, 15, section=section))
    return rules


def weak_two_contested_table(ctx: Context, suit: Suit) -> list[Rule]:
    """Partner opened a weak two, RHO overcalled ("Weak two-bids": raises are not invitational,
    the raise to game is to play; the booklet's "Competitive bidding": bids keep their meaning
    over an overcall).

    The raise to game as without the overcall (to play, 16+ support points); a raise at the three
    level pre-emptive with three or more trumps. Other hands have no line here (placed by points).
    """
    section = "Weak two-bids"
    game = _weak_two_game(suit)
    rules = [game] if ctx.can(game.call) else []
    three = bid(3, suit)
    if ctx.can(three):
        rules.append(
            R(
                three,
                f"raise, three or more {name(suit)}, pre-emptive, not invitational",
                0,
                15,
                at_least=f"{suit.letter}3",
                section=section,
            )
        )
    return rules


def _weak_two_maximum(hand: Hand) -> bool:
    """The upper half of a weak two (5–11 HCP) for partner's 2NT: 9+ HCP, or 8 with a singleton
    or void. Partner asks with game interest in our suit; the short suit is a trick by ruffing,
    so an 8-count with it is no minimum (par study seed 5 board 25: 8 HCP with a void answered
    3H, a minimum, and 4H made opposite 16)."""
    return hand.hcp >= 9 or (hand.hcp == 8 and min(hand.lengths) <= 1)


def weak_two_feature_table(ctx: Context, suit: Suit) -> list[Rule]:
    """We opened a weak two and partner asked with 2NT ("Weak two-bids": with a maximum opener
    shows a feature, an ace or king, else rebids the suit; :func:`_weak_two_maximum`, which
    counts an 8-count with a short suit as a maximum for its feature only)."""
    section = "Weak two-bids"
    rules = []
    for other in (S, H, D, C):
        if other is suit:
            continue
        call = ctx.cheapest(suit_strain(other))
        if call is not None and call.level == 3:

            def feature(hand: Hand, other: Suit = other) -> bool:
                held = hand.has(Rank.ACE, other) or hand.has(Rank.KING, other)
                return held and _weak_two_maximum(hand)

            rules.append(
                R(
                    call,
                    f"a maximum with a feature (ace or king) in {name(other)}",
                    8,
                    11,
                    test=feature,
                    section=section,
                )
            )
    # an 8-count counted up by its short suit has no feature to show: it rebids the suit, as a
    # minimum (3NT, a maximum without a feature, asks for 9+ HCP: seed 5 board 74, 6-5 with two
    # singletons, played 3NT where 3H reached the slam)
    rules.append(R(bid(3, suit), f"a minimum: rebids {name(suit)}", 0, 8, section=section))
    rules.append(R("3NT", "a maximum without a feature", 9, 11, section=section))
    return rules


def weak_two_new_suit_table(ctx: Context, suit: Suit, theirs: Suit) -> list[Rule]:
    """We opened a weak two in *suit* and partner bid a new suit, *theirs* ("Weak two-bids":
    a new suit is forcing one round): raise it with three or more at the three level, else
    rebid our six-card suit at the cheapest level (not a jump: the weak two has shown its
    strength)."""
    section = "Weak two-bids"
    rules = []
    raise_ = ctx.cheapest(suit_strain(theirs))
    if raise_ is not None and raise_.level <= 3:  # 2H–3C: 3H keeps 3NT in reach
        rules.append(
            R(
                raise_,
                f"three or more {name(theirs)}",
                at_least=f"{theirs.letter}3",
                points=False,
                section=section,
            )
        )
    own = ctx.cheapest(suit_strain(suit))
    if own is not None:
        rules.append(R(own, f"six or more {name(suit)}", points=False, section=section))
    return rules


#: the simulation's slam window: support points with partner's estimate (29)
_SLAM_WINDOW = 29


def _asks_beside_preempt(suit: Suit) -> Test:
    """Slam possible in partner's pre-empted *suit*: two or more of it, support points that with
    the pre-empt's estimate reach the slam window, and no side suit that may lose the first two
    tricks — each holds the ace, the king or a singleton (Blackwood counts aces only) — nor a
    void (an ace partner shows there may be wasted)."""
    lo, hi = PREEMPT_HCP
    estimate = lo + min(3, (hi - lo) // 2)

    def test(hand: Hand) -> bool:
        if hand.length(suit) < 2 or hand.support_points(suit) + estimate < _SLAM_WINDOW:
            return False
        side = [other for other in (S, H, D, C) if other is not suit]
        return all(
            hand.length(other) == 1 or hand.has(Rank.ACE, other) or hand.has(Rank.KING, other)
            for other in side
        ) and all(hand.length(other) for other in side)

    return test


def _own_major_game(ctx: Context, suit: Suit) -> list[Rule]:
    """Game in a major of our own over partner's pre-empt in another suit ("Preemptive
    openings": the answers' game bids are to play): six or more cards headed by AKQ or AKJ
    (8+ HCP in it) and 16+ HCP — the suit plays by itself, where a raise on a
    singleton of partner's suit leaves the pre-empter to ruff in the short hand (par study seed
    23 board 6: 3H P 4H with AKQT762 of spades and 18 HCP, 4H one down, 4S makes)."""
    rules: list[Rule] = []
    for major in (S, H):
        call = bid(4, major)
        if major is suit or not ctx.can(call):
            continue
        rules.append(
            R(
                call,
                f"to play, six or more {name(major)}",
                16,
                at_least=f"{major.letter}6",
                test=_solid(major),
                section="Preemptive openings",
            )
        )
    return rules


def _solid(suit: Suit) -> Test:
    """8+ HCP in *suit*: AKQ or AKJ at least (AQJ, 7 HCP, is not enough)."""

    def test(hand: Hand) -> bool:
        return hand.suit_quality(suit) >= 8

    return test


def preempt_response_table(ctx: Context, suit: Suit, *, rkcb: bool = False) -> list[Rule]:
    """Partner opened three or four of a suit, RHO passed ("Preemptive openings"). With slam
    possible beside the pre-empt, 4NT asks for aces ("Slam conventions": Blackwood; the
    pre-empter's long suit supplies the tricks, the aces decide) and agrees the suit: two or more
    of it make eight or more cards together."""
    section = "Preemptive openings"
    rules: list[Rule] = []
    if ctx.can(bid(4, NT)):
        ask = slam.blackwood_ask(rkcb, suit, test=_asks_beside_preempt(suit), at_least=f"{suit.letter}2")
        rules.append(ask)
    rules += _own_major_game(ctx, suit)
    if not suit.is_major:
        rules.append(R("3NT", "to play", 16, section=section))
    if suit.is_major:
        level, lo, least, text = 4, 15, 2, f"to play, two or more {name(suit)}"
    else:
        level, lo, least, text = 5, 17, 3, f"to play, three or more {name(suit)}"
    rules.append(
        R(
            bid(level, suit),
            text,
            lo,
            kind="support",
            trump=suit,
            at_least=f"{suit.letter}{least}",
            section=section,
        )
    )
    rules.append(R("P", "no game opposite the pre-empt", 0, 15, section=section))
    return rules
