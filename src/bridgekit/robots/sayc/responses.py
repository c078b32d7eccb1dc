"""SAYC responses to one of a suit: uncontested, over an overcall, over a take-out double.

Sections cited: "Major-suit opening bids", "Minor-suit opening bids" and "Competitive
bidding" (negative doubles through 2S, cue-bid raises, redouble after a double, 2NT as a
limit raise or better over a double) of the ACBL SAYC System Booklet (revised January 2006).
The option ``two_over_one`` makes a two-level new-suit response game forcing (13+) and 1NT
over a major forcing for one round (6–12).

>>> from bridgekit.calls import Call
>>> from bridgekit.state import Called
>>> ctx = Context(2, [Called(0, Call.from_str("1H")), Called(1, Call.from_str("P"))])
>>> [str(r.call) for r in response_table(ctx, Suit.HEARTS, two_over_one=False)][:7]
['2S', '3D', '3C', '3S', '4D', '4C', '2NT']
"""

from __future__ import annotations

from bridgekit.calls import DOUBLE, Call, Strain
from bridgekit.cards import Suit
from bridgekit.i18n import N_
from bridgekit.robots.context import Context
from bridgekit.robots.hand import MAX_HCP, Hand, Rule, longest_in, strain_suit
from bridgekit.robots.sayc.slamtries import splinter_rules
from bridgekit.robots.sayc.table import C, D, H, R, S, Test, bid, name

__all__ = [
    "response_table",
    "contested_response_table",
    "doubled_response_table",
    "competitive_raises",
    "after_notrump_response",
    "notrump_second_call_table",
    "after_minimum_rebid",
    "after_opener_notrump_invitation",
    "opener_notrump_invitation_answer_table",
    "minimum_rebid_second_call_table",
    "after_new_suit_rebid",
    "new_suit_rebid_notrump_table",
    "new_suit_rebid_raise_table",
]

MAJOR = "Major-suit opening bids"
MINOR = "Minor-suit opening bids"
COMPETITIVE = "Competitive bidding"
#: the booklet's section for the later rounds
LATER = "Responses and later bidding"
_COUNT = {4: "four", 5: "five", 6: "six"}


def _short_somewhere(hand: Hand) -> bool:
    return min(hand.lengths) <= 1


def _no_major(hand: Hand) -> bool:
    return hand.length(H) <= 3 and hand.length(S) <= 3


def _limit_top(passed: bool) -> int:
    """The most support points of a limit raise: 12, or no top for a passed hand ("Major-suit
    opening bids": Jacoby 2NT and the jump shift are an unpassed hand's; a passed hand, whose
    pass already capped its HCP, shows every fit too good for the single raise with the limit
    raise rather than deny it with 1NT)."""
    return MAX_HCP + 10 if passed else 12


def _up_the_line(suit: Suit) -> Test:
    """A one-level major: the longer, hearts with four of each, spades with five of each."""

    def test(hand: Hand) -> bool:
        h, s = hand.length(H), hand.length(S)
        if suit is H:
            return h >= s and not (h == s and h >= 5)
        return s > h or (s == h and s >= 5)

    return test


def _two_level_suit(suit: Suit, lower: tuple[Suit, ...]) -> Test:
    """A two-level new suit over a major: the longest of *lower* that has the length the bid
    promises (five hearts, four of a minor), so a 4-4-4-1 hand with four hearts bids a minor."""

    def test(hand: Hand) -> bool:
        biddable = [s for s in lower if hand.length(s) >= (5 if s is H else 4)]
        return bool(biddable) and hand.longest(biddable) == suit

    return test


def response_table(ctx: Context, suit: Suit, *, two_over_one: bool, splinters: bool = True) -> list[Rule]:
    """Partner opened one of *suit*, RHO passed (*splinters*: the option of double-jump splinter
    raises over a major, :mod:`.slamtries`)."""
    section = MAJOR if suit.is_major else MINOR
    passed = any(call.is_pass for call in ctx.calls_of(ctx.seat))
    # a passed hand's new suit is not forcing ("Responses and later bidding")
    one_round = "not forcing" if passed else "forcing one round"
    rules: list[Rule] = []
    others = tuple(s for s in (S, H, D, C) if s != suit)
    # strong jump shifts (17+, forcing to game)
    for other in others:
        cheapest = ctx.cheapest(Strain(int(other)))
        if cheapest is None or passed or cheapest.level >= 3:
            continue
        jump = bid(cheapest.level + 1, other)
        rules.append(
            R(
                jump,
                f"jump shift: five or more {name(other)}, forcing to game",
                17,
                at_least=f"{other.letter}5",
                forcing=True,
                test=longest_in(other, others),
                section=section,
            )
        )
    if suit.is_major:
        letter = suit.letter
        if not passed:
            rules += splinter_rules(suit) if splinters else []
            rules.append(
                R(
                    "2NT",
                    f"Jacoby 2NT: four or more {name(suit)}, forcing to game",
                    13,
                    kind="support",
                    trump=suit,
                    at_least=f"{letter}4",
                    forcing=True,
                    alert=True,
                    convention="jacoby 2NT",
                    section=section,
                )
            )
        rules += [
            R(
                bid(4, suit),
                f"pre-emptive: five or more {name(suit)}, a singleton or void",
                0,
                9,
                at_least=f"{letter}5",
                test=_short_somewhere,
                section=section,
            ),
            R(
                bid(3, suit),
                f"limit raise: three or more {name(suit)}",
                10,
                _limit_top(passed),
                kind="support",
                trump=suit,
                at_least=f"{letter}3",
                section=section,
            ),
            R("3NT", "balanced, no fit", 15, 17, balanced=True, at_most=f"{letter}2", section=section),
        ]
        lower = tuple(s for s in (H, D, C) if s < suit)
        lo_two = 13 if two_over_one and not passed else 10
        # a passed hand's new suit is not forcing ("Responses and later bidding": a new suit
        # by responder forces one round unless responder is a passed hand; 2/1 game forcing
        # is an unpassed hand's): opener may pass P–1S–2D with a minimum
        gf = ", not forcing" if passed else ", forcing to game" if two_over_one else ", forcing one round"
        for other in lower:
            need = 5 if other is H else 4
            rules.append(
                R(
                    bid(2, other),
                    f"{'2/1: ' if two_over_one and not passed else ''}{need} or more {name(other)}{gf}",
                    lo_two,
                    at_least=f"{other.letter}{need}",
                    forcing=not passed,
                    test=_two_level_suit(other, lower),
                    section=section,
                )
            )
        rules.append(
            R(
                bid(2, suit),
                f"single raise: three or more {name(suit)}",
                6,
                10,
                kind="support",
                trump=suit,
                at_least=f"{letter}3",
                section=section,
            )
        )
        if suit is H:
            rules.append(
                R(
                    "1S",
                    f"four or more spades, {one_round}",
                    6,
                    at_least="S4",
                    forcing=not passed,
                    section=section,
                )
            )
        if two_over_one and not passed:
            rules.append(
                R("1NT", "forcing one round, no fit", 6, 12, forcing=True, alert=True, section=section)
            )
        else:
            rules.append(R("1NT", "no fit, nothing else to bid, not forcing", 6, 10, section=section))
    else:
        no_major = "H3 S3"
        rules += [
            R(
                "1H",
                f"four or more hearts, {one_round}",
                6,
                at_least="H4",
                forcing=not passed,
                test=_up_the_line(H),
                section=section,
            ),
            R(
                "1S",
                f"four or more spades, {one_round}",
                6,
                at_least="S4",
                forcing=not passed,
                test=_up_the_line(S),
                section=section,
            ),
        ]
        if suit is C:
            if not passed:  # game values: a passed hand has none
                rules.insert(
                    0,
                    R(
                        "1D",
                        "five or more diamonds, game values, forcing one round",
                        13,
                        at_least="D5",
                        forcing=True,
                        section=section,
                    ),
                )
            rules.append(
                R(
                    "1D",
                    f"four or more diamonds, {one_round}",
                    6,
                    at_least="D4",
                    forcing=not passed,
                    test=_no_major,
                    section=section,
                )
            )
        rules += [
            R(
                "3NT",
                "balanced, no four-card major",
                16,
                18,
                balanced=True,
                at_most=no_major,
                section=section,
            ),
            R(
                "2NT",
                "balanced, no four-card major, forcing to game",
                13,
                15,
                balanced=True,
                at_most=no_major,
                forcing=True,
                section=section,
            ),
        ]
        need = 4 if suit is D else 5
        rules.append(
            R(
                bid(3, suit),
                f"limit raise: {need} or more {name(suit)}, no four-card major",
                10,
                12,
                at_least=f"{suit.letter}{need}",
                at_most=no_major,
                section=section,
            )
        )
        clubs, other_minor = (
            f"four or more clubs, {one_round}",
            f"{name(D if suit is C else C)}, no four-card major, {one_round}",
        )
        if suit is D:
            rules.append(
                R(
                    "2C",
                    clubs,
                    13 if two_over_one and not passed else 10,
                    at_least="C4",
                    forcing=not passed,
                    section=section,
                )
            )
        rules.append(
            R(
                bid(2, suit),
                f"single raise: {need} or more {name(suit)}, no four-card major",
                6,
                10,
                at_least=f"{suit.letter}{need}",
                at_most=no_major,
                section=section,
            )
        )
        rules.append(R("1NT", "no four-card major", 6, 10, at_most=no_major, section=section))
        other = D if suit is C else C
        rules.append(
            R(
                bid(2, other),
                other_minor,
                11,
                forcing=not passed,
                at_most=no_major,
                section=section,
            )
        )
    rules.append(R("P", "too weak to respond", 0, 5, section=section))
    return rules


def contested_response_table(ctx: Context, suit: Suit, their: Suit | None) -> list[Rule]:
    """Partner opened one of *suit*, RHO overcalled (*their* suit, ``None`` for 1NT)."""
    rules: list[Rule] = []
    last = ctx.last_bid
    assert last is not None
    four_by_double: Suit | None = None  # the major whose four cards the negative double shows
    if their is None:  # over a 1NT overcall: double is for penalties
        if ctx.can(DOUBLE):
            rules.append(R("X", "penalty, the balance of power", 9, section=COMPETITIVE))
    else:
        cue = ctx.cheapest(Strain(int(their)))
        if cue is not None and cue.level <= 3:
            need = 3 if suit.is_major else 4
            rules.append(
                R(
                    cue,
                    f"cue-bid raise: limit raise or better, {need} or more {name(suit)}",
                    10,
                    kind="support",
                    trump=suit,
                    at_least=f"{suit.letter}{need}",
                    forcing=True,
                    section=COMPETITIVE,
                )
            )
        unbid = [s for s in (S, H) if s not in (suit, their)]
        if ctx.can(DOUBLE) and last.level <= 2 and (last.index <= bid(2, S).index):
            lo = 6 if last.level == 1 else 8
            if unbid:
                promised = (
                    " ".join(f"{s.letter}4" for s in unbid) if len(unbid) == 2 and not suit.is_major else ""
                )
                text = "negative double: four or more " + " and ".join(name(s) for s in unbid)
                if not promised and len(unbid) == 2:
                    text = "negative double: four or more cards in an unbid major"

                one_level = tuple(m for m in unbid if ctx.can(bid(1, m)))

                def has_major(
                    hand: Hand,
                    majors: tuple[Suit, ...] = tuple(unbid),
                    one_level: tuple[Suit, ...] = one_level,
                ) -> bool:
                    # "Competitive bidding": 1m (1H) X shows exactly four spades (with five, 1S);
                    # 1m (1S) X four hearts, or five with 5–10 (a major at the two level is 11+)
                    return any(
                        hand.length(m) == 4 or (hand.length(m) >= 5 and m not in one_level and hand.hcp <= 10)
                        for m in majors
                    )

                if len(unbid) == 1 and one_level:
                    four_by_double = unbid[0]
                if len(unbid) == 1:  # the one unbid major: four cards, or five with 5–10 at two
                    promised = f"{unbid[0].letter}4"
                if len(unbid) == 1 and one_level:  # read as exactly four (with five, 1S)
                    text = f"negative double: exactly four {name(unbid[0])}"
                rules.append(
                    R(
                        "X",
                        text,
                        lo,
                        at_least=promised,
                        at_most=f"{unbid[0].letter}4" if len(unbid) == 1 and one_level else "",
                        test=has_major,
                        alert=False,
                        convention="negative",
                        section=COMPETITIVE,
                    )
                )
            else:
                rules.append(
                    R(
                        "X",
                        "negative double: four or more cards in each unbid minor",
                        lo,
                        at_least=" ".join(f"{s.letter}4" for s in (D, C) if s not in (suit, their)),
                        convention="negative",
                        section=COMPETITIVE,
                    )
                )
    # the raise needs what it needs without the overcall ("Minor-suit opening bids": four
    # diamonds, five clubs)
    need = 3 if suit.is_major else 4 if suit is D else 5
    rules += competitive_raises(ctx, suit, f"raise, {need} or more {name(suit)}", 6, need, 4, COMPETITIVE)
    others = tuple(s for s in (S, H, D, C) if s not in (suit, their))
    for other in others:
        call = ctx.cheapest(Strain(int(other)))
        if call is None or call.level > 2:
            continue
        # "Competitive bidding": a major bid at the two level or higher shows 11+ and five cards
        lo, need_len = (6, 4) if call.level == 1 else (11 if other.is_major else 10, 5)
        if other is four_by_double:
            need_len = 5  # with four the negative double (1m (1H) 1S: five or more spades)
        rules.append(
            R(
                call,
                f"{need_len} or more {name(other)}, forcing one round",
                lo,
                forcing=True,
                at_least=f"{other.letter}{need_len}",
                test=longest_in(other, others),
                section=COMPETITIVE,
            )
        )
    stop: tuple[Suit, ...] = (their,) if their is not None else ()

    def stopped(hand: Hand) -> bool:
        return all(hand.has_stopper(s) for s in stop)

    for level, lo, hi in ((1, 8, 10), (2, 11, 12), (3, 13, 16)):
        call = ctx.bid(level, Strain.NOTRUMP)
        if call is not None:
            rules.append(
                R(
                    call,
                    N_("a stopper in their suit") if stop else N_("balanced"),
                    lo,
                    hi,
                    test=stopped,
                    section=COMPETITIVE,
                )
            )
    # "Competitive bidding": a new suit by responder after an overcall is forcing; at the three
    # level (1D (2H) 3C) it shows what a major at the two level does, 11+ and five cards —
    # after the notrump bids, which a balanced hand with their suit stopped prefers
    for other in others:
        call = ctx.cheapest(Strain(int(other)))
        if call is None or call.level != 3:
            continue
        rules.append(
            R(
                call,
                f"five or more {name(other)}, forcing one round",
                11,
                forcing=True,
                at_least=f"{other.letter}5",
                test=longest_in(other, others),
                section=COMPETITIVE,
            )
        )
    rules.append(R("P", "nothing suitable to bid", 0, 12, section=COMPETITIVE))
    return rules


def competitive_raises(
    ctx: Context, suit: Suit, text: str, lo: int, need: int, highest_jump: int, section: str
) -> list[Rule]:
    """Raising partner's *suit* over the opponents' bid: a pre-emptive jump raise (one trump more
    than the simple raise — four over a major, as the booklet's raises of a major go three,
    four, five trumps a level up; six over a minor, whose simple raise in competition takes five —
    9 or fewer HCP, up to *highest_jump*) and the simple raise (*need* trumps, *lo*–10)."""
    raise_call = ctx.cheapest(Strain(int(suit)))
    if raise_call is None or raise_call.level > 3:
        return []
    rules = []
    jump = bid(raise_call.level + 1, suit)
    if jump.level <= highest_jump:
        # the catalogue's words (explain_words.TEMPLATES: four, five, six)
        jump_text = f"pre-emptive jump raise, {_COUNT[need + 1]} or more {name(suit)}"
        rules.append(
            R(
                jump,
                jump_text,
                0,
                9,
                at_least=f"{suit.letter}{need + 1}",
                section=section,
            )
        )
    rules.append(
        R(
            raise_call,
            text,
            lo,
            10,
            kind="support",
            trump=suit,
            at_least=f"{suit.letter}{need}",
            section=section,
        )
    )
    return rules


def doubled_response_table(ctx: Context, suit: Suit) -> list[Rule]:
    """Partner opened one of *suit*, RHO made a take-out double."""
    need = 3 if suit.is_major else 4
    letter = suit.letter
    rules = [
        R("XX", "10 or more HCP, usually no fit", 10, section=COMPETITIVE),
        R(
            "2NT",
            f"limit raise or better in {name(suit)}",
            10,
            kind="support",
            trump=suit,
            at_least=f"{letter}{4 if suit.is_major else 5}",
            forcing=True,
            alert=True,
            section=COMPETITIVE,
        ),
        R(
            bid(3, suit),
            f"pre-emptive jump raise, four or more {name(suit)}",
            0,
            9,
            at_least=f"{letter}4",
            section=COMPETITIVE,
        ),
        R(
            bid(2, suit),
            f"raise, {need} or more {name(suit)}",
            6,
            9,
            kind="support",
            trump=suit,
            at_least=f"{letter}{need}",
            section=COMPETITIVE,
        ),
    ]
    for other in (S, H, D, C):
        call = ctx.cheapest(Strain(int(other)))
        if other is suit or call is None or call.level > 2:
            continue
        one = call.level == 1  # four cards forcing at the one level, five not forcing at the two
        if one:
            length, hi, text = 4, MAX_HCP + 10, f"four or more {name(other)}, forcing one round"
        else:
            length, hi, text = 5, 9, f"five or more {name(other)}, not forcing"
        rules.append(
            R(
                call,
                text,
                6,
                hi,
                at_least=f"{other.letter}{length}",
                forcing=one,
                section=COMPETITIVE,
            )
        )
    rules.append(R("1NT", "no fit", 6, 9, section=COMPETITIVE))
    rules.append(R("P", "nothing to say over the double", 0, 5, section=COMPETITIVE))
    return rules


def after_notrump_response(ctx: Context) -> tuple[Suit, Suit] | None:
    """Opener's two suits when the uncontested auction is 1x–1NT–2y, *y* a new suit below *x*
    (no reverse) and we, responder, are to call; ``None`` in every other auction."""
    bids = [record for record in ctx.calls if record.call.is_bid]
    if ctx.they_have_bid or ctx.doubling or len(bids) != 3 or ctx.last_bidder != ctx.partner:
        return None
    opening, answer, second = (record.call for record in bids)
    if int(bids[0].seat) != ctx.partner or int(bids[1].seat) != ctx.seat or str(answer) != "1NT":
        return None
    first, other = strain_suit(opening), strain_suit(second)
    if opening.level != 1 or second.level != 2 or first is None or other is None or other >= first:
        return None
    return first, other


def notrump_second_call_table(ctx: Context, first: Suit, second: Suit) -> list[Rule]:
    """Responder's second call after 1x–1NT–2y ("Responses and later bidding": responder's 1NT,
    6–10, is limited; opener's new suit below the first is not forcing, 12–18, and offers a
    choice of two suits): raise the second suit with four cards and a maximum (invites game),
    2NT with a balanced maximum (10 HCP, invites 3NT), else return to the first suit with at
    least as many cards in it as in the second (opener holds five or more of it, four of the
    second), rebid a six-card suit of our own at the two level, or pass in the second suit.
    A weak responder does not name a new suit at the three level: 1S–1NT–2H with three hearts
    and six clubs passes (par study seed 7 board 107: 3C led to 4S down)."""
    rules = []
    jump = bid(3, second)
    if ctx.can(jump):
        rules.append(
            R(
                jump,
                f"four or more {name(second)}, invites game",
                10,
                kind="support",
                trump=second,
                at_least=f"{second.letter}4",
                section=LATER,
            )
        )
    rules.append(R("2NT", "invites 3NT", 10, 10, test=lambda hand: min(hand.lengths) >= 2, section=LATER))
    back = bid(2, first)

    def prefers_first(hand: Hand) -> bool:
        return hand.length(first) >= max(2, hand.length(second))

    rules.append(R(back, f"preference for {name(first)}", test=prefers_first, points=False, section=LATER))
    for own in (S, H, D):
        call = bid(2, own)
        if own in (first, second) or not ctx.can(call):
            continue

        def long_own(hand: Hand, own: Suit = own) -> bool:
            return hand.length(second) <= 2 and hand.longest() is own

        rules.append(
            R(
                call,
                f"six or more {name(own)}",
                at_least=f"{own.letter}6",
                test=long_own,
                points=False,
                section=LATER,
            )
        )
    rules.append(R("P", "nothing more to show", points=False, section=LATER))
    return rules


def _opening_answer_rebid(ctx: Context) -> tuple[Call, Call, Call] | None:
    """Partner's opening, our answer and partner's rebid when the uncontested auction has had
    just these three bids and we, responder, are to call; else ``None``."""
    bids = [record for record in ctx.calls if record.call.is_bid]
    if ctx.they_have_bid or ctx.doubling or len(bids) != 3 or ctx.last_bidder != ctx.partner:
        return None
    if int(bids[0].seat) != ctx.partner or int(bids[1].seat) != ctx.seat:
        return None
    return bids[0].call, bids[1].call, bids[2].call


def after_minimum_rebid(ctx: Context) -> tuple[Suit, Suit] | None:
    """Opener's suit and ours when the uncontested auction is 1x–1y–2x (opener's suit again at
    the two level, the cheapest: a minimum) and we, responder, are to call; else ``None``."""
    three = _opening_answer_rebid(ctx)
    if three is None:
        return None
    opening, answer, rebid = three
    opened, mine = strain_suit(opening), strain_suit(answer)
    if opened is None or mine is None or strain_suit(rebid) is not opened:
        return None
    if opening.level != 1 or answer.level != 1 or rebid.level != 2:
        return None
    return opened, mine


def minimum_rebid_second_call_table(ctx: Context, opened: Suit, mine: Suit) -> list[Rule]:
    """Responder's invitations after 1x–1y–2x ("Responses and later bidding": 2NT and three of a
    previously bid suit invite game): a six-card suit of ours again with a jump, 10–12 HCP,
    and 2NT with 11–12 HCP and no singleton. Read so by every seat — opener, who showed a
    minimum (12–15), accepts with the upper part of it; placed by points before, 2NT read
    9–13 and an 11-count passed 1D–1S–2D (par study seed 7 board 90, 3NT made). Other
    hands, game and partscores, are placed by points."""
    rules = []
    jump = bid(3, mine)
    if ctx.can(jump) and mine is not opened:
        rules.append(
            R(
                jump,
                f"six or more {name(mine)}, invites game",
                10,
                12,
                at_least=f"{mine.letter}6",
                section=LATER,
            )
        )
    rules.append(
        R(
            "2NT",
            f"invites 3NT, fewer than six {name(mine)}",
            11,
            12,
            at_most=f"{mine.letter}5",
            test=lambda hand: min(hand.lengths) >= 2,
            section=LATER,
        )
    )
    return rules


def after_new_suit_rebid(ctx: Context) -> tuple[Suit, Suit, Suit] | None:
    """Opener's two suits and ours when the uncontested auction is 1x–1y–1z or 1x–1y–2z —
    opener's new suit at the cheapest level and no reverse, 12–18 ("Opener's rebids") — and
    we, responder, are to call; ``None`` in every other auction (a jump shift or a reverse
    shows more)."""
    three = _opening_answer_rebid(ctx)
    if three is None:
        return None
    opening, answer, rebid = three
    opened, mine, second = strain_suit(opening), strain_suit(answer), strain_suit(rebid)
    if opened is None or mine is None or second is None or second in (opened, mine):
        return None
    if opening.level != 1 or answer.level != 1 or rebid.level != (1 if second > mine else 2):
        return None
    if rebid.level == 2 and second > opened:
        return None
    return opened, mine, second


def _no_singleton(hand: Hand) -> bool:
    return min(hand.lengths) >= 2


def new_suit_rebid_notrump_table(ctx: Context, mine: Suit, second: Suit, fourth: Suit) -> list[Rule]:
    """Responder's notrump after 1x–1y–1z or 1x–1y–2z (:func:`after_new_suit_rebid`), beside
    fourth suit forcing ("Responses and later bidding": 2NT and three of a previously bid suit
    invite game): 3NT with 13–15 HCP and 2NT inviting it with 11–12, both with the fourth suit
    stopped and no singleton (3NT read 13–17: with 16–17 the robot reaches it placed by points,
    the slam judged beside it, so the rule is the hand's reading, not its choice), 1NT with 6–10
    and no singleton or void, 5-4-2-2 as well as balanced (a 5-4-2-2 10-count, placed by points,
    jumped to 3NT: par study seed 23 board 13) — none with four cards of opener's second suit, a
    major (raised instead), or six of ours. Read so by every seat: placed by
    points before, 1C–1H–1S–1NT read 6–12 and 2NT 6–10, so opener passed the invitation."""
    shape = f"{mine.letter}5" + (f" {second.letter}3" if second.is_major else "")

    def notrump(hand: Hand) -> bool:
        return min(hand.lengths) >= 2 and hand.has_stopper(fourth)

    def game_by_rule(hand: Hand) -> bool:
        # 16-17 HCP reach 3NT too, placed by points (slam judged beside it): read as 13-17
        return notrump(hand) and hand.hcp <= 15

    # the shape is read (a bound the explanation says): not six of ours, nor four of a major
    denies = (
        f"fewer than six {name(mine)}",
        *([f"fewer than four {name(second)}"] if second.is_major else []),
    )
    game, invite, shapely = (
        ", ".join((words, *denies)) for words in ("to play", "invites 3NT", "no singleton or void")
    )
    rules = [
        R("3NT", game, 13, 17, at_most=shape, test=game_by_rule, section=LATER),
        R("2NT", invite, 11, 12, at_most=shape, test=notrump, section=LATER),
    ]
    if ctx.can(bid(1, Strain.NOTRUMP)):
        rules.append(R("1NT", shapely, 6, 10, at_most=shape, test=_no_singleton, section=LATER))
    return rules


def after_opener_notrump_invitation(ctx: Context) -> bool:
    """Whether the uncontested auction is 1x–1y–1z–1NT–2NT (opener's 2NT invites 3NT with
    17–18, :func:`~bridgekit.robots.sayc.rebids.responder_notrump_rebid_table`) and we, the
    1NT bidder, are to call."""
    bids = [record for record in ctx.calls if record.call.is_bid]
    if ctx.they_have_bid or ctx.doubling or len(bids) != 5 or ctx.last_bidder != ctx.partner:
        return False
    seats = [int(record.seat) for record in bids]
    texts = [str(record.call) for record in bids]
    one_level = all(len(text) == 2 and text[0] == "1" and text[1] in "CDHS" for text in texts[:3])
    return seats == [ctx.partner, ctx.seat] * 2 + [ctx.partner] and one_level and texts[3:] == ["1NT", "2NT"]


def opener_notrump_invitation_answer_table() -> list[Rule]:
    """Responder's answer to 1x–1y–1z–1NT–2NT ("Responses and later bidding": 2NT invites
    game): 3NT with the upper part of the 1NT's 6–10, 9–10 HCP, else pass."""
    return [
        R("3NT", "accepts the invitation", 9, section=LATER),
        R("P", "declines the invitation", 0, 8, section=LATER),
    ]


def new_suit_rebid_raise_table(ctx: Context, second: Suit) -> list[Rule]:
    """Responder's raise of opener's one-level major after 1x–1y–1z (:func:`after_new_suit_rebid`:
    the new suit at the one level shows four cards and 12–18, "Opener's rebids"), with four or
    more of it, in support points: two of it with 6–10, three inviting game with 11–12
    ("Responses and later bidding": three of a previously bid suit invites game), four with
    13–16 (17+ placed by points, slam judged). Read so by every seat; placed by points before,
    a 9-count with four spades passed 1D–1H–1S and an 11-count jumped to 4S, read 10–17."""
    if not second.is_major:
        return []
    rules = [
        R(
            bid(4, second),
            f"raise to game, four or more {name(second)}",
            13,
            16,
            kind="support",
            trump=second,
            at_least=f"{second.letter}4",
            section=LATER,
        ),
        R(
            bid(3, second),
            f"invites game, four or more {name(second)}",
            11,
            12,
            kind="support",
            trump=second,
            at_least=f"{second.letter}4",
            section=LATER,
        ),
        R(
            bid(2, second),
            f"raise, four or more {name(second)}",
            6,
            10,
            kind="support",
            trump=second,
            at_least=f"{second.letter}4",
            section=LATER,
        ),
    ]
    return [rule for rule in rules if ctx.can(rule.call)]
