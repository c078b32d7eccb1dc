"""SAYC opener's rebids after a one-level suit opening, and the answers to Jacoby 2NT.

Sections cited: "Opener's rebids" (1NT 12–14, 2NT 18–19, raises by strength, a jump rebid
of the suit 16–18, reverses 17+ forcing one round, jump shifts 19+ forcing to game) and
"Jacoby 2NT" (a new suit at three shows a singleton or void, at four a good five-card suit;
four of the trump suit a minimum, 3NT 15–17, three of the trump suit 18+) of the ACBL SAYC
System Booklet (revised January 2006).

>>> from bridgekit.calls import Call
>>> from bridgekit.state import Called
>>> calls = [Called(seat, Call.from_str(text)) for seat, text in enumerate(["1H", "P", "1S", "P"])]
>>> ctx = Context(0, calls)
>>> [str(r.call) for r in rebid_table(ctx, Suit.HEARTS, Call.from_str("1S"))][:3]
['4S', '3S', '2NT']
"""

from __future__ import annotations

from bridgekit.calls import Call, Strain
from bridgekit.cards import Suit
from bridgekit.i18n import N_
from bridgekit.robots.context import Context
from bridgekit.robots.hand import MAX_HCP, Hand, Rule, longest_in, strain_suit
from bridgekit.robots.sayc.table import NT, C, D, H, R, S, Test, bid, name, penalty_pass

__all__ = [
    "rebid_table",
    "jacoby_answer_table",
    "fourth_suit",
    "fourth_suit_table",
    "fourth_suit_answer_table",
    "reopening_double_table",
    "negative_double_raised_table",
    "notrump_invitation_answer_table",
    "after_responder_notrump",
    "responder_notrump_rebid_table",
]

SECTION = "Opener's rebids"
#: the fewest HCP of a one-level opening ("12–23 points" counting length: 11 HCP and a five-card
#: suit), the least of opener's minimum rebids — 1NT, a new suit — so that the light opening is
#: no rebid of its five-card suit, which shows six
LIGHT = 11


def _raise(call: Call, text: str, trump: Suit, at_least: str, lo: int, hi: int = MAX_HCP + 10) -> Rule:
    """Opener raises partner's suit: support points, *at_least* trumps."""
    return R(call, text, lo, hi, kind="support", trump=trump, at_least=at_least, section=SECTION)


def _second_suit(
    call: Call,
    suit: Suit,
    *,
    reverse: bool,
    test: Test | None = None,
    forcing_text: str = ", not forcing",
    lo: int = 12,
    kind: str = "hcp",
) -> Rule:
    """Opener's new suit at the two level: a reverse (17+ of *kind*, forcing one round) above
    the opened suit, else *lo*–18 and not forcing."""
    at_least = f"{suit.letter}4"
    if reverse:
        text = f"reverse: four or more {name(suit)}, forcing one round"
        return R(call, text, 17, kind=kind, forcing=True, at_least=at_least, test=test, section=SECTION)
    text = f"four or more {name(suit)}{forcing_text}"
    return R(call, text, lo, 18, at_least=at_least, test=test, section=SECTION)


def _no_shortness(hand: Hand) -> bool:
    """No singleton or void: a hand that may pass partner's 1NT ("Opener's rebids")."""
    return min(hand.lengths) >= 2


def rebid_table(ctx: Context, mine: Suit, answer: Call) -> list[Rule]:
    """We opened one of *mine*; partner answered *answer* (RHO passed)."""
    rules: list[Rule] = []
    theirs = answer.strain.suit if answer.strain is not None else None
    six = f"{mine.letter}6"
    light = LIGHT if mine.is_major else 12

    def one_suited(hand: Hand) -> bool:
        """No five-card side suit: a 6-5 hand shows the five-card suit before rebidding the six."""
        return all(hand.length(suit) < 5 for suit in Suit if suit is not mine)

    if answer.strain is NT:
        if answer.level == 1:
            rules += [
                R("3NT", "balanced", 19, 21, balanced=True, section=SECTION),
                R("2NT", "balanced, invites 3NT", 18, 19, balanced=True, section=SECTION),
                # above the jump rebid's 16–18 a six-card suit bids game, 4M or 3NT (a 17-count
                # with 19 points fitted no rule and passed 1x–1NT): "Opener's rebids"
                R(
                    bid(4, mine) if mine.is_major else bid(3, NT),
                    f"to play, six or more {name(mine)}",
                    19,
                    21,
                    kind="total",
                    at_least=six,
                    section=SECTION,
                ),
                R(
                    bid(3, mine),
                    f"six or more {name(mine)}, invites game",
                    16,
                    18,
                    kind="total",
                    at_least=six,
                    test=one_suited,
                    section=SECTION,
                ),
                R(
                    bid(2, mine),
                    f"six or more {name(mine)}",
                    12,
                    15,
                    kind="total",
                    at_least=six,
                    test=one_suited,
                    section=SECTION,
                ),
            ]
            for other in (S, H, D, C):  # the jump shift: 19+ points, forcing to game
                call = ctx.cheapest(Strain(int(other)))
                if other is mine or call is None or call.level != 2:
                    continue
                rules.append(
                    R(
                        bid(3, other),
                        f"jump shift: four or more {name(other)}, forcing to game",
                        19,
                        kind="total",
                        at_least=f"{other.letter}4",
                        test=longest_in(other, tuple(s for s in Suit if s is not mine)),
                        forcing=True,
                        section=SECTION,
                    )
                )
            for other in (S, H, D, C):
                call = ctx.cheapest(Strain(int(other)))
                if other is mine or call is None or call.level != 2:
                    continue
                rules.append(_second_suit(call, other, reverse=other > mine, forcing_text="", lo=light))
            # a minimum passes 1NT without a singleton or void; with one, 12–15 points rebid the
            # suit (five cards, "nothing else to say") rather than leave partner in notrump
            rules.append(
                R("P", "a minimum, no singleton or void", light, 17, test=_no_shortness, section=SECTION)
            )
            if mine is not S:  # below spades a second suit may be a reverse: 2S over 1NT shows six
                rules.append(
                    R(
                        bid(2, mine),
                        f"five {name(mine)} and nothing else to say",
                        12,
                        15,
                        kind="total",
                        at_least=f"{mine.letter}5",
                        section=SECTION,
                    )
                )
            # a singleton with no rebid: 4-4-4-1 below a reverse, or 16–17 HCP above the
            # five-card rebid's 15 points
            rules.append(R("P", "a singleton, nothing else to say", light, 17, section=SECTION))
            return rules
        return []  # 2NT/3NT answers: placement
    if theirs is mine:  # partner raised
        game = 4 if mine.is_major else 5
        if answer.level == 2:
            rules += [
                R(bid(game, mine), "game", 19, kind="total", section=SECTION),
                R("3NT", "game, balanced", 18, 19, balanced=True, section=SECTION)
                if not mine.is_major
                else R(bid(3, mine), "invites game", 16, 18, kind="total", section=SECTION),
                R("P", "a minimum", 12, 15, kind="total", section=SECTION),
            ]
        elif answer.level == 3:
            # over a limit raise of a major opener counts shortness beside length (void 3,
            # singleton 2: Hand.raised_points): game is the only question left
            kind, trump = ("raised", mine) if mine.is_major else ("total", None)
            rules += [
                R(
                    bid(game, mine) if mine.is_major else bid(3, NT),
                    "accepts the limit raise",
                    14,
                    kind=kind,
                    trump=trump,
                    section=SECTION,
                ),
                R("P", "declines the limit raise", 0, 13, kind=kind, trump=trump, section=SECTION),
            ]
        return rules
    if theirs is not None and answer.level == 1:
        fit = f"{theirs.letter}4"
        rules += [
            _raise(bid(4, theirs), f"raise to game, four or more {name(theirs)}", theirs, fit, 19, 21),
            _raise(bid(3, theirs), f"jump raise, four or more {name(theirs)}", theirs, fit, 16, 18),
        ]
        rules.append(R("2NT", "balanced", 18, 19, balanced=True, section=SECTION))
        rules.append(
            R(
                bid(3, mine),
                f"six or more {name(mine)}",
                16,
                18,
                kind="total",
                at_least=six,
                test=one_suited,
                section=SECTION,
            )
        )
        others = tuple(s for s in (S, H, D, C) if s not in (mine, theirs))
        for other in others:
            call = ctx.cheapest(Strain(int(other)))
            if call is None:
                continue
            jump = bid(min(call.level + 1, 7), other)
            if call.level < 3:
                rules.append(
                    R(
                        jump,
                        f"jump shift: four or more {name(other)}, forcing to game",
                        19,
                        at_least=f"{other.letter}4",
                        forcing=True,
                        section=SECTION,
                    )
                )
            if call.level == 1:
                rules.append(
                    R(
                        call,
                        f"four or more {name(other)}",
                        light,
                        18,
                        at_least=f"{other.letter}4",
                        test=longest_in(other, others),
                        section=SECTION,
                    )
                )
            else:
                rules.append(
                    _second_suit(call, other, reverse=other > mine, test=longest_in(other, others), lo=light)
                )
        rules.append(_raise(bid(2, theirs), f"raise, four or more {name(theirs)}", theirs, fit, 12, 15))
        rules.append(R("1NT", "balanced", light, 14, balanced=True, section=SECTION))
        rules.append(
            R(
                bid(2, mine),
                f"six or more {name(mine)}, a minimum",
                12,
                15,
                kind="total",
                at_least=six,
                test=one_suited,
                section=SECTION,
            )
        )
        if not mine.is_major:  # a major's rebid shows six: a five-card major has another rebid
            rules.append(
                R(bid(2, mine), f"{name(mine)} again, a minimum", 12, 15, kind="total", section=SECTION)
            )
        return rules
    # 1C–2D is read as a jump shift or a forcing 2D (responses.py): the two-over-one's table
    jump_shift = theirs is not None and answer.level == (2 if theirs < mine else 1) + 1
    if theirs is not None and jump_shift and (mine, theirs) != (C, D):
        return _after_jump_shift(mine, theirs, answer)
    if theirs is not None and answer.level == 2:  # a two-over-one
        need = 4 if not theirs.is_major else 3
        rules += [
            _raise(
                bid(3, theirs), f"raise, {need} or more {name(theirs)}", theirs, f"{theirs.letter}{need}", 12
            ),
            R("2NT", "balanced, a minimum", 12, 14, balanced=True, section=SECTION),
            R("3NT", "balanced", 18, 19, balanced=True, section=SECTION),
            R(
                bid(2, mine) if ctx.can(bid(2, mine)) else bid(3, mine),
                f"six or more {name(mine)}",
                12,
                at_least=six,
                test=one_suited,
                section=SECTION,
            ),
        ]
        # responder, an unpassed hand, promised another bid ("Major-suit opening bids": 1S–2C–2D
        # "forcing one round"), so opener's new suit is forcing; at the two level above the
        # opened suit it is a reverse, 17+ ("Opener's rebids") — the robot's 3-4-3-3 14-count
        # bid 1D–2C–2H, read 12+ (par study seed 5 board 104, a passed responder's 2C)
        unpassed = not any(call.is_pass for call in ctx.calls_of(ctx.partner))
        for other in (S, H, D, C):
            call = ctx.cheapest(Strain(int(other)))
            if other in (mine, theirs) or call is None or call.level > 3:
                continue
            if call.level == 2 and other > mine:  # the reverse forces one round in any case
                # beside the two-over-one's 10+ it counts length: a 6-5 with 15 HCP shows its
                # five-card suit before rebidding the six (1H–2D–2S, par study seed 41 board
                # 118), a 3-4-3-3 14-count does not reverse (seed 5 board 104)
                rules.append(_second_suit(call, other, reverse=True, kind="total"))
                continue
            text = f"four or more {name(other)}" + (", forcing one round" if unpassed else "")
            rules.append(R(call, text, 12, at_least=f"{other.letter}4", forcing=unpassed, section=SECTION))
        rules.append(
            R(
                bid(2, mine) if ctx.can(bid(2, mine)) else bid(3, mine),
                f"{name(mine)} again",
                12,
                section=SECTION,
            )
        )
        return rules
    return rules


def _after_jump_shift(mine: Suit, theirs: Suit, answer: Call) -> list[Rule]:
    """Partner's jump shift (1S–3H, 1H–2S: 17+, forcing to game, "Responses and later
    bidding"): the cheapest notrump is opener's balanced minimum, 12–14 HCP, without three cards
    of partner's suit (which it raises first). The game force leaves opener no reason to jump to show
    a minimum, so the notrump rebid keeps the opening's strength: it is not placed by points
    against partner's open range, which read 1S–3H–3NT as 10–12 and stopped a 19-count short of
    slam. The booklet defines few later sequences ("Players are free to assign forcing,
    invitational or non-forcing meanings to natural calls"); over a two-level jump shift
    3NT is the balanced 15–17, and the other rebids are placed."""
    notrump = bid(answer.level if answer.level == 3 else 2, NT)
    fit = f"{theirs.letter}2"  # with three cards opener raises partner's suit first
    rules = [
        R(
            notrump,
            "balanced, a minimum, no fit",
            12,
            14,
            balanced=True,
            at_most=fit,
            forcing=notrump.level < 3,
            section=SECTION,
        )
    ]
    if notrump.level == 2:  # over 1H–2S the jump to 3NT is the balanced hand above the minimum
        rules.append(R("3NT", "balanced, no fit", 15, 17, balanced=True, at_most=fit, section=SECTION))
    return rules


def jacoby_answer_table(ctx: Context, trump: Suit) -> list[Rule]:
    """We opened one of a major; partner's 2NT is Jacoby (four trumps, forcing to game)."""
    section = "Jacoby 2NT"
    rules: list[Rule] = []
    for other in (S, H, D, C):
        if other is trump:
            continue

        def short(hand: Hand, other: Suit = other) -> bool:
            return hand.length(other) <= 1

        def long(hand: Hand, other: Suit = other) -> bool:
            return hand.length(other) >= 5 and hand.suit_quality(other) >= 5

        four = bid(4, other)
        if four.index < bid(4, trump).index:
            rules.append(R(four, f"a good five-card {name(other)} suit", 15, test=long, section=section))
        three = ctx.bid(3, Strain(int(other)))
        if three is not None:
            rules.append(
                R(three, f"a singleton or void in {name(other)}", test=short, points=False, section=section)
            )
    rules += [
        R(bid(3, trump), "no shortness, a maximum", 18, kind="total", section=section),
        R("3NT", "no shortness", 15, 17, kind="total", section=section),
        R(bid(4, trump), "no shortness, a minimum", 0, 14, kind="total", section=section),
    ]
    return rules


def negative_double_rebid_table(ctx: Context, mine: Suit) -> list[Rule]:
    """We opened one of *mine*, they overcalled, partner made a negative double ("Competitive bidding").

    Opener shows a four-card unbid major (jumping with 16–18), rebids a six-card suit, bids
    notrump with a stopper, or passes for penalties with length and strength in their suit.
    """
    section = "Competitive bidding"
    theirs = ctx.suits_bid(ours=False)
    their = theirs[0] if theirs else None
    rules: list[Rule] = []
    if their is not None:
        rules.append(
            penalty_pass(f"penalty pass: five or more strong {name(their)}", their, 5, 5, section=section)
        )
    for major in (S, H):
        if major in (mine, their):
            continue
        call = ctx.cheapest(Strain(int(major)))
        if call is None:
            continue
        if call.level <= 3:
            rules.append(
                R(
                    bid(min(call.level + 1, 7), major),
                    f"four or more {name(major)}, invites game",
                    16,
                    18,
                    kind="support",
                    trump=major,
                    at_least=f"{major.letter}4",
                    section=section,
                )
            )
        rules.append(
            R(
                call,
                f"four or more {name(major)}",
                12,
                15,
                kind="support",
                trump=major,
                at_least=f"{major.letter}4",
                section=section,
            )
        )
    stop: tuple[Suit, ...] = (their,) if their is not None else ()

    def stopped(hand: Hand) -> bool:
        return all(hand.has_stopper(s) for s in stop)

    for level, lo, hi in ((3, 19, 21), (2, 18, 19), (1, 12, 14)):
        call = ctx.bid(level, NT)
        if call is not None:
            rules.append(R(call, "balanced, a stopper in their suit", lo, hi, test=stopped, section=section))
    own = ctx.cheapest(Strain(int(mine)))
    if own is not None:
        rules.append(R(own, f"six or more {name(mine)}", 12, at_least=f"{mine.letter}6", section=section))
    for other in (D, C, H, S):
        call = ctx.cheapest(Strain(int(other)))
        if other in (mine, their) or call is None or call.level > 2:
            continue
        rules.append(R(call, f"four or more {name(other)}", 12, at_least=f"{other.letter}4", section=section))
    if own is not None:
        rules.append(R(own, f"{name(mine)} again, no better bid", points=False, section=section))
    return rules


def negative_double_raised_table(ctx: Context, mine: Suit) -> list[Rule]:
    """We opened one of *mine*, they overcalled, partner made a negative double and RHO bid
    again ("Competitive bidding": the negative double shows four cards in the unbid major, so
    three of them are a fit of seven or more; opener competes in it at the two or three level).

    With three or more cards of the major the double showed, the cheapest bid in it (the
    booklet's minimum bid in partner's suit): at the two level with 12+ support points; at the
    three level with four cards, or three and 14+ HCP (a seven-card fit that high needs more
    than a minimum). Only over their raise of their own suit. Other hands have no line here
    (the contract is placed by points).
    """
    their = ctx.suits_bid(ours=False)
    shown = [m for m in (S, H) if m is not mine and m not in their[:1]]
    if len(shown) != 1:
        return []
    major = shown[0]
    call = ctx.cheapest(Strain(int(major)))
    if call is None or call.level > 3:
        return []
    if call.level <= 2:
        return [_competing(call, major, 12, "support")]
    # a seven-card fit at the three level: a minimum opening passes, a sound one competes
    return [_competing(call, major, 12, "support", length=4), _competing(call, major, 14, "hcp")]


def _competing(call: Call, major: Suit, lo: int, kind: str, length: int = 3) -> Rule:
    """Opener's bid in the major partner's negative double showed, *length* or more cards."""
    text = f"four or more {name(major)}" if length == 4 else f"three or more {name(major)}"
    return R(
        call,
        text,
        lo,
        kind=kind,
        trump=major,
        at_least=f"{major.letter}{length}",
        section="Competitive bidding",
    )


def reopening_double_table(ctx: Context, mine: Suit) -> list[Rule]:
    """We opened one of *mine*, they overcalled (and perhaps raised), partner passed: the
    reopening double ("Competitive bidding": with negative doubles responder cannot double
    an overcall for penalties, so a pass may hide length in their suit; opener short in it
    reopens with a take-out double, which partner may pass for penalties).

    Two or fewer cards in each suit they bid and no six-card suit of our own (that is rebid), 12+
    HCP while they are at the two level or lower, 15+ at the three level; else nothing
    from this table (the contract is placed by points). With 18+ HCP and their one-level
    overcall, any shape reopens with the double: partner, who may have passed with 0–5 or with
    their suit, has room to bid a suit at the one level, and a pass sells out a hand that can
    make a partscore (par study seed 5 board 13: 1D 1H P P passed out with 19 HCP, 1S by our
    side makes).
    """
    section = "Competitive bidding"
    last = ctx.last_bid
    their = strain_suit(last) if last is not None else None
    if last is None or their is None or their is mine or last.level > 3 or ctx.doubling:
        return []
    short = 1 if last.level == 3 else 2
    lo = 15 if last.level == 3 else 12

    theirs = ctx.suits_bid(ours=False)

    def fits(hand: Hand) -> bool:
        own_suit = hand.length(mine) >= 6 and hand.hcp < 16
        return all(hand.length(suit) <= short for suit in theirs) and not own_suit

    rules = [
        R(
            "X",
            "reopening double: take-out, short in their suit",
            lo,
            at_most=" ".join(f"{suit.letter}{short}" for suit in theirs),
            test=fits,
            convention="reopening double",
            section=section,
        )
    ]
    if last.level == 1:
        rules.append(
            R(
                "X",
                "reopening double: 18+ HCP, too strong to pass",
                18,
                convention="reopening double",
                section=section,
            )
        )
    return rules


# -- fourth suit forcing ------------------------------------------------------------------

#: the booklet's section for responder's later bidding
LATER = "Responses and later bidding"
#: the explanations of this section, for the catalogues
TEXTS = (
    N_("fourth suit forcing: artificial, asks opener to describe the hand further"),
    N_("a stopper in the fourth suit"),
    N_("three-card support for responder's first suit"),
    N_("none of the above: rebids the first suit"),
)


def fourth_suit(ctx: Context) -> Suit | None:
    """The suit nobody has named after opener's one-level opening, responder's suit and
    opener's new suit (uncontested), when responder can bid it at the two or three level —
    ``None`` in other auctions, and after 1C–1D–1H, where 1S stays natural."""
    if ctx.opener is None or ctx.opener != ctx.partner or ctx.they_have_bid:
        return None
    ours = ctx.suits_bid(ours=True)
    opening = ctx.opening
    if len(ours) != 3 or opening is None or opening.level != 1 or opening.strain is NT:
        return None
    if len(ctx.bids_of(ctx.seat)) != 1 or len(ctx.bids_of(ctx.partner)) != 2:
        return None
    (fourth,) = set(Suit) - set(ours)
    call = ctx.cheapest(Strain(int(fourth)))
    if call is None or call.level == 1 or call.level > 3:
        return None
    return fourth


def fourth_suit_table(ctx: Context, fourth: Suit) -> list[Rule]:
    """Responder's second call after three suits: the fourth suit, artificial and forcing.

    The booklet: a new suit by responder is forcing for one round; "if it is the fourth suit
    it may be artificial" (fourth suit forcing, alerted). Responder uses it with game values
    (12+ HCP), no fit for opener's suits and no stopper in the fourth suit for notrump.
    """
    first, second = (strain_suit(call) for call in ctx.bids_of(ctx.partner)[:2])
    mine = strain_suit(ctx.bids_of(ctx.seat)[0])

    def test(hand: Hand) -> bool:
        fit = any(
            suit is not None and hand.length(suit) >= (3 if suit is first and suit.is_major else 4)
            for suit in (first, second)
        )
        long_own = mine is not None and hand.length(mine) >= 6
        return not fit and not long_own and not hand.has_stopper(fourth)

    call = ctx.cheapest(Strain(int(fourth)))
    assert call is not None
    return [
        R(
            call,
            TEXTS[0],
            12,
            test=test,
            forcing=True,
            alert=True,
            convention="fourth suit",
            section=LATER,
        )
    ]


def fourth_suit_answer_table(ctx: Context, fourth: Suit, responder: Suit) -> list[Rule]:
    """Opener's answer to fourth suit forcing: notrump with a stopper, three-card support for
    responder's suit, else the first suit again (natural descriptions; the booklet leaves the
    continuations to the partnership)."""
    opened = strain_suit(ctx.bids_of(ctx.seat)[0])
    assert opened is not None
    rules = [
        R(
            ctx.cheapest(NT) or bid(3, NT),
            TEXTS[1],
            test=lambda hand: hand.has_stopper(fourth),
            points=False,
            section=LATER,
        ),
        R(
            ctx.cheapest(Strain(int(responder))) or bid(3, responder),
            TEXTS[2],
            at_least=f"{responder.letter}3",
            points=False,
            section=LATER,
        ),
        R(
            ctx.cheapest(Strain(int(opened))) or bid(3, opened),
            TEXTS[3],
            points=False,
            section=LATER,
        ),
    ]
    return [rule for rule in rules if ctx.can(rule.call)]


def notrump_invitation_answer_table(opened: Suit, theirs: Suit) -> list[Rule]:
    """Opener rebid the suit at the two level (1x–1y–2x, a minimum: 12–15) and responder's 2NT
    invites 3NT with 11–12 (:func:`~bridgekit.robots.sayc.responses.minimum_rebid_second_call_table`):
    3NT with the upper part of the minimum, 14–15 HCP, else pass ("Responses and later bidding":
    2NT invites game; the inviter has described the hand, the opener decides) — a minimum with
    six of its suit and a singleton or void in partner's plays three of its suit. Placed by
    points before, a 15-count looked for a heart fit at the three level and stopped in 5H (par
    study seed 7 board 90)."""

    def unsuited(hand: Hand) -> bool:
        return hand.length(theirs) <= 1

    return [
        R("3NT", "accepts the invitation", 14, section=LATER),
        R(
            bid(3, opened),
            f"six or more {name(opened)}",
            0,
            13,
            at_least=f"{opened.letter}6",
            test=unsuited,
            section=LATER,
        ),
        R("P", "declines the invitation", 0, 13, section=LATER),
    ]


# -- opener's third call over responder's 1NT after a new suit -----------------------------------


def after_responder_notrump(ctx: Context) -> tuple[Suit, Suit, Suit] | None:
    """Our opening suit, partner's and our second, one-level suit when the uncontested auction
    is 1x–1y–1z–1NT (responder's 1NT: 6–10, no singleton, not four cards of our second suit when
    it is a major) and we, opener, are to call; else ``None``."""
    bids = [record for record in ctx.calls if record.call.is_bid]
    if ctx.they_have_bid or ctx.doubling or len(bids) != 4 or ctx.last_bidder != ctx.partner:
        return None
    if [int(record.seat) for record in bids] != [ctx.seat, ctx.partner, ctx.seat, ctx.partner]:
        return None
    opening, answer, rebid, notrump = (record.call for record in bids)
    opened, answered, second = strain_suit(opening), strain_suit(answer), strain_suit(rebid)
    if opened is None or answered is None or second is None or str(notrump) != "1NT":
        return None
    if opening.level != 1 or answer.level != 1 or rebid.level != 1 or second in (opened, answered):
        return None
    return opened, answered, second


def _no_void(hand: Hand) -> bool:
    return min(hand.lengths) >= 1


def _no_long_suit(hand: Hand) -> bool:
    """No six-card suit and not two five-card suits: nothing to bid again over 1NT."""
    return max(hand.lengths) <= 5 and sorted(hand.lengths)[-2] <= 4


def responder_notrump_rebid_table() -> list[Rule]:
    """Opener's third call over 1x–1y–1z–1NT (:func:`after_responder_notrump`): our one-level
    rebid showed 12–18 and responder's 1NT 6–10 ("Opener's rebids": the new suit at the one
    level, 12–18; "Responses and later bidding": 2NT invites game). 2NT invites 3NT with 17–18
    HCP (game opposite 9–10) and a minimum with nothing more to show passes; a six-card suit or a
    second five-card suit is placed by points. Placed by points before, a 17-count passed 1NT
    (par study seed 17 board 28, 26 HCP together) and a 15-count with a void bid 2NT, read
    13–17 balanced (seed 5 board 111)."""
    return [
        R("2NT", "invites 3NT", 17, 18, test=_no_void, section=LATER),
        R("P", "a minimum", LIGHT, 16, test=_no_long_suit, section=SECTION),
    ]
