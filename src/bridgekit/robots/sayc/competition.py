"""SAYC when the opponents open: overcalls, doubles, two-suited calls, balancing, advances.

Section cited: "Competitive bidding" of the ACBL SAYC System Booklet (revised January 2006):
simple overcalls (a good five-card suit, 8–16 HCP at the one level), jump overcalls weak
(a six-card suit at the two level, seven at three), a 1NT overcall 15–18 with a stopper,
take-out doubles (support for the unbid suits, or 17+ and too strong to overcall), the
Michaels cue bid (5-5: both majors over a minor, the other major and a minor over a major),
the unusual 2NT (5-5 in the two lowest unbid suits), balancing in the pass-out seat with
about three points less (the reopening 1NT 10–15, the booklet's range), and advancing
partner's double or overcall (a cue bid is the strong advance; a cue-bid raise shows a limit
raise or better; the fit is shown at once, at the four level if their bid leaves no other
raise) or 1NT overcall (systems on; off once RHO bids).

>>> from bridgekit.calls import Call
>>> from bridgekit.state import Called
>>> ctx = Context(1, [Called(0, Call.from_str("1D"))])
>>> [str(r.call) for r in overcall_table(ctx)][:3]
['2D', '2NT', '1NT']
"""

from __future__ import annotations

from typing import TypedDict

from bridgekit.calls import DOUBLE, Strain
from bridgekit.cards import Suit
from bridgekit.i18n import N_
from bridgekit.robots.context import Context
from bridgekit.robots.hand import MAX_HCP, Hand, Rule, longest_in, major_first
from bridgekit.robots.sayc.responses import competitive_raises
from bridgekit.robots.sayc.table import C, D, H, R, S, Test, bid, name, penalty_pass, stopped

__all__ = [
    "overcall_table",
    "balancing_table",
    "advance_double_table",
    "advance_penalty_double_table",
    "reopening_answer_table",
    "advance_overcall_table",
    "advance_contested_notrump_table",
    "advance_two_suiter_table",
]

SECTION = "Competitive bidding"

#: HCP of an opening hand ("General approach": one of a suit, 12+ points)
OPENING_VALUES = 12


def _five_five(a: Suit, b: Suit) -> Test:
    def test(hand: Hand) -> bool:
        return hand.length(a) >= 5 and hand.length(b) >= 5

    return test


def _good_suit(suit: Suit) -> Test:
    """5+ HCP in the suit: two of the three top honours, or the ace and the jack."""

    def test(hand: Hand) -> bool:
        return hand.suit_quality(suit) >= 5

    return test


def _no_singleton(test: Test) -> Test:
    """*test*, on a hand with no singleton or void: notrump is the balanced hand's bid."""

    def both(hand: Hand) -> bool:
        return min(hand.lengths) >= 2 and test(hand)

    return both


def _takeout_shape(theirs: tuple[Suit, ...]) -> Test:
    def test(hand: Hand) -> bool:
        unbid_long = max((hand.length(s) for s in Suit if s not in theirs), default=0)
        five_major = any(hand.length(s) >= 5 and s.is_major and s not in theirs for s in Suit)
        if unbid_long >= 6 or (five_major and hand.hcp <= 16):
            return False  # a long suit (or a five-card major) overcalls instead
        unbid = [s for s in Suit if s not in theirs]
        return (
            all(hand.length(s) <= 2 for s in theirs)
            and sum(1 for s in unbid if hand.length(s) >= 3) >= len(unbid) - (1 if len(unbid) == 3 else 0)
            and all(hand.length(s) >= 3 for s in unbid if s.is_major)
        )

    return test


def _takeout_lengths(theirs: tuple[Suit, ...]) -> str:
    """The lengths a take-out double promises (:func:`_takeout_shape`): three or more in each
    unbid major, and in each unbid suit when only two are unbid ("Takeout doubles": support for
    the unbid suits, especially the majors)."""
    unbid = [s for s in (S, H, D, C) if s not in theirs]
    return " ".join(f"{s.letter}3" for s in unbid if s.is_major or len(unbid) <= 2)


def two_suiter(opening: Suit) -> tuple[Suit, Suit | None]:
    """The suits a Michaels cue bid of *opening* shows (``None``: an unknown minor)."""
    if not opening.is_major:
        return H, S
    return (S if opening is H else H), None


def overcall_table(ctx: Context, *, balancing: bool = False) -> list[Rule]:
    """They opened (one of a suit, 1NT or a pre-empt); our side has not bid."""
    last = ctx.last_bid
    assert last is not None and ctx.opening is not None
    theirs = tuple(ctx.suits_bid(ours=False))
    unbid = tuple(s for s in (S, H, D, C) if s not in theirs)
    rules: list[Rule] = []
    shift = 3 if balancing else 0
    if last.level >= 4 or (last.level == 3 and last.strain is Strain.NOTRUMP):
        if ctx.can(DOUBLE):
            rules.append(
                R(
                    "X",
                    N_("take-out, strong") if last.strain is not Strain.NOTRUMP else N_("penalty"),
                    16,
                    section=SECTION,
                )
            )
        rules.append(R("P", "their contract is too high to enter", 0, 15, section=SECTION))
        return rules
    one_suit = last.level == 1 and last.strain is not Strain.NOTRUMP and len(theirs) == 1
    if one_suit:
        opening = theirs[0]
        cue = bid(2, opening)
        first, second = two_suiter(opening)
        if ctx.can(cue):
            shows = (
                f"five or more {name(first)} and {name(second)}"
                if second
                else f"five or more {name(first)} and a five-card minor"
            )

            def michaels(hand: Hand, first: Suit = first, second: Suit | None = second) -> bool:
                if second is not None:
                    return hand.length(first) >= 5 and hand.length(second) >= 5
                return hand.length(first) >= 5 and max(hand.length(C), hand.length(D)) >= 5

            rules.append(
                R(
                    cue,
                    f"Michaels cue bid: {shows}",
                    8 - shift,
                    at_least=f"{first.letter}5 {second.letter}5" if second else f"{first.letter}5",
                    test=michaels,
                    alert=True,
                    convention="michaels",
                    forcing=True,
                    section=SECTION,
                )
            )
        low = tuple(s for s in (C, D, H) if s not in theirs)[:2]
        if ctx.can(bid(2, Strain.NOTRUMP)) and not balancing:
            rules.append(
                R(
                    "2NT",
                    f"unusual 2NT: five or more {name(low[0])} and {name(low[1])}",
                    8,
                    at_least=f"{low[0].letter}5 {low[1].letter}5",
                    test=_five_five(low[0], low[1]),
                    alert=True,
                    convention="unusual 2NT",
                    section=SECTION,
                )
            )
    if ctx.opening.strain is not Strain.NOTRUMP and ctx.can(bid(1, Strain.NOTRUMP)):
        # "Competitive bidding": a reopening bid means much the same as a direct one, lighter at
        # the minimum end; the one range the booklet gives for it is the reopening 1NT's, 10–15
        lo, hi = (10, 15) if balancing else (15, 18)
        rules.append(
            R(
                "1NT",
                "balanced, a stopper in their suit",
                lo,
                hi,
                balanced=True,
                test=stopped(theirs),
                section=SECTION,
            )
        )
    if last.level == 2 and last.strain is not Strain.NOTRUMP and ctx.can(bid(2, Strain.NOTRUMP)):
        rules.append(
            R(
                "2NT",
                "balanced, a stopper in their suit",
                15,
                18,
                balanced=True,
                test=stopped(theirs),
                section=SECTION,
            )
        )
    if ctx.can(DOUBLE) and last.strain is not Strain.NOTRUMP:
        rules.append(
            R(
                "X",
                "take-out: short in their suit, support for the unbid suits",
                12 - shift,
                at_least=_takeout_lengths(theirs),
                at_most=" ".join(f"{s.letter}2" for s in theirs),
                test=_takeout_shape(theirs),
                convention="takeout",
                section=SECTION,
            )
        )
    natural = ctx.last_bidder is None or not ctx.shown[ctx.last_bidder].forcing
    if ctx.can(DOUBLE) and last.strain is Strain.NOTRUMP and natural:
        # a double of their notrump is for penalties; their forcing 2NT (Jacoby, a raise to
        # game) is no contract to defend, so a strong hand waits for their game (take-out)
        rules.append(R("X", "penalty", 15, convention="penalty", section=SECTION))
    for suit in unbid:
        call = ctx.cheapest(Strain(int(suit)))
        if call is None or call.level > 3:
            continue
        jump = bid(min(call.level + 1, 7), suit)
        if not balancing and call.level < 3 and ctx.opening.strain is not Strain.NOTRUMP:
            need = 6 if jump.level == 2 else 7
            rules.append(
                R(
                    jump,
                    f"weak jump overcall: {need} or more {name(suit)}",
                    5,
                    10,
                    at_least=f"{suit.letter}{need}",
                    test=_good_overcall(suit, unbid, 4),
                    section=SECTION,
                )
            )
        need = 6 if call.level == 3 or ctx.opening.strain is Strain.NOTRUMP else 5
        lo = ({1: 8, 2: 10, 3: 12}[call.level]) - shift
        # at the three level a long suit's length counts: 12+ points with it, up to a strong 16 HCP
        kind, hi = ("total", 19) if call.level == 3 else ("hcp", 16)
        # the pass-out seat's one-level overcall competes for the partscore (a reopening bid,
        # lighter) more than it shows a lead: a five-card suit of any honours reopens rather
        # than pass their one-level contract out
        rules.append(
            R(
                call,
                f"overcall: {need} or more {name(suit)}",
                lo,
                hi,
                kind=kind,
                at_least=f"{suit.letter}{need}",
                test=_good_overcall(suit, unbid, 0 if balancing and call.level == 1 else 3),
                section=SECTION,
            )
        )
    if balancing and one_suit and ctx.can(DOUBLE):
        rules.append(_three_card_reopening_double(theirs[0], theirs))
    if ctx.can(DOUBLE) and last.strain is not Strain.NOTRUMP:
        # the rare strong double is read as the take-out double until the doubler's next call
        # shows it ("Takeout doubles"): widening it in would wipe the unbid suits' support
        rules.append(R("X", "too strong to overcall", 17, section=SECTION, unread=True))
    # with 17+ a hand doubles; where no double shows strength (their forcing 2NT, Jacoby, is no
    # contract to double) the strong hand passes too, holding what the pack leaves (no top
    # where nothing is shown yet, as in a reading of the calls alone)
    strong_double = any(rule.call is DOUBLE for rule in rules)
    left = ctx.pack_left
    hi = 16 if strong_double else left if left < MAX_HCP else MAX_HCP + 10
    rules.append(R("P", "no overcall or double", 0, hi, section=SECTION))
    return rules


def _good_overcall(suit: Suit, unbid: tuple[Suit, ...], quality: int = 3) -> Test:
    """A longest unbid suit, with *quality* HCP or more in it: of two equally long (5-5), the
    higher-ranking comes first in the table, and the lower is bid when only it is good enough
    ("Competitive bidding": an overcall names a good suit), rather than pass."""

    def test(hand: Hand) -> bool:
        longest = max(hand.length(other) for other in unbid)
        return hand.length(suit) == longest and hand.suit_quality(suit) >= quality

    return test


def _three_card_reopening_double(opening: Suit, theirs: tuple[Suit, ...]) -> Rule:
    """The pass-out seat's take-out double of their one-suit opening on an opening hand with
    three cards in their suit and three or more in each other suit ("Competitive bidding": a
    reopening call means much what the direct one does; "Takeout doubles": support for the
    unbid suits). Below 16 HCP it is the hand with no stopper for the reopening 1NT (which
    comes first) and no five-card suit to bid: it would otherwise pass their contract out."""

    def test(hand: Hand) -> bool:
        unbid = [s for s in Suit if s not in theirs]
        return hand.length(opening) == 3 and all(hand.length(s) in (3, 4) for s in unbid)

    return R(
        "X",
        "take-out",
        OPENING_VALUES,
        at_least=_takeout_lengths(theirs),
        at_most=f"{opening.letter}3",
        test=test,
        convention="takeout",
        section=SECTION,
    )


def balancing_table(ctx: Context) -> list[Rule]:
    """They opened one of a suit, which was passed round to us: balance with less."""
    return overcall_table(ctx, balancing=True)


def advance_double_table(ctx: Context) -> list[Rule]:
    """Partner made a take-out double, RHO passed: we must bid. A suit their two-suited call
    showed (Michaels, unusual 2NT: five or more cards) is theirs as if bid: 1D (2D) P (2S) X P,
    with six clubs and five hearts the answer is 3C, not 3H in their hearts (par study seed 41
    board 13, where 6C made)."""
    theirs = tuple(ctx.suits_bid(ours=False))
    shown = tuple(
        s for s in (S, H, D, C) if max(ctx.shown[ctx.lho].lengths[s], ctx.shown[ctx.rho].lengths[s]) >= 5
    )
    unbid = tuple(s for s in (S, H, D, C) if s not in theirs and s not in shown)
    rules: list[Rule] = []
    if theirs:
        cue = ctx.cheapest(Strain(int(theirs[-1])))
        if cue is not None and cue.level <= 3:
            rules.append(R(cue, "cue bid: 12 or more, forcing", 12, forcing=True, section=SECTION))
    stop = stopped(theirs)
    for level, lo, hi in ((3, 13, 16), (2, 11, 12)):
        call = ctx.bid(level, Strain.NOTRUMP)
        if call is not None:
            rules.append(R(call, "a stopper in their suit", lo, hi, test=stop, section=SECTION))
    for suit, call in ctx.cheapest_bids(unbid):
        game = 4 if suit.is_major else 5
        if suit.is_major and call.level < game:
            if call.level >= 3:  # over their pre-empt the double already forces the three level
                rules.append(
                    R(
                        bid(game, suit),
                        f"game, four or more {name(suit)}",
                        12,
                        kind="support",  # shortness in their suit counts: 12+ support points
                        trump=suit,
                        at_least=f"{suit.letter}4",
                        test=major_first(suit, unbid),
                        section=SECTION,
                    )
                )
            else:
                rules.append(
                    R(bid(game, suit), f"game, four or more {name(suit)}", 12, **_unbid(suit, unbid))
                )
        if call.level + 1 <= 3:
            rules.append(
                R(
                    bid(call.level + 1, suit),
                    f"jump: four or more {name(suit)}, invites game",
                    9,
                    11,
                    **_unbid(suit, unbid),
                )
            )
    call = ctx.bid(1, Strain.NOTRUMP)
    if call is not None:
        rules.append(
            R(call, "a stopper in their suit, no four-card major", 6, 10, test=stop, section=SECTION)
        )
    if theirs:
        pen = theirs[-1]
        rules.append(
            penalty_pass(f"converts to penalties: long, strong {name(pen)}", pen, 5, 5, 8, section=SECTION)
        )
    # over their pre-empt a hand with 12+ bids game in its unbid suit (a minor's at the five
    # level), so the forced answer below stays 0-11 (seed 23 board 71: 3S X P 4D read as 0-40
    # HCP, and the doubler's simulation bid 5D)
    pre_empt = bool(theirs) and ctx.last_bid is not None and ctx.last_bid.level == 3
    for suit, call in ctx.cheapest_bids(unbid if pre_empt else ()):
        game = 4 if suit.is_major else 5
        if call.level == game or (not suit.is_major and call.level < game):
            rules.append(
                R(
                    bid(game, suit),
                    f"game, four or more {name(suit)}",
                    12,
                    kind="support",
                    trump=suit,
                    at_least=f"{suit.letter}4",
                    test=major_first(suit, unbid),
                    section=SECTION,
                )
            )
    # the forced answer: the longest unbid suit, a four-card major before a minor (with three
    # suits unbid a major shows four or more cards, a minor three or more and no four-card unbid
    # major), with fewer points than the cue bid's 12 (a stronger hand cue-bids)
    cue_bid = (bool(theirs) and any(rule.forcing for rule in rules)) or pre_empt
    for suit in sorted(unbid, key=lambda s: (not s.is_major, -s)):
        call = ctx.cheapest(Strain(int(suit)))
        if call is not None:
            text = _answer_words(suit, unbid, "the longest unbid suit (majors first)")
            rules.append(R(call, text, 0, 8, kind="total", **_forced_answer(suit, unbid)))
    for suit in unbid:  # a weak hand bids its best unbid suit whatever its strength
        call = ctx.cheapest(Strain(int(suit)))
        if call is not None:
            text = _answer_words(suit, unbid, "the longest unbid suit")
            rules.append(R(call, text, 0, 11 if cue_bid else 40, **_forced_answer(suit, unbid)))
    return rules


def _answer_words(suit: Suit, unbid: tuple[Suit, ...], words: str) -> str:
    """The forced answer's explanation: the length it shows (with three suits unbid), then *words*."""
    if len(unbid) < 3:
        return words
    return f"{'four' if suit.is_major else 'three'} or more {name(suit)}, {words}"


class _ForcedAnswer(TypedDict):
    at_least: str
    at_most: str
    test: Test
    section: str


def _forced_answer(suit: Suit, unbid: tuple[Suit, ...]) -> _ForcedAnswer:
    """What the cheapest bid of *suit* in answer to a take-out double shows ("Competitive
    bidding": the double asks for the unbid suits, majors first). With three suits unbid: a
    major shows four or more cards (with four it comes first), a minor three or more and no
    four-card unbid major — a hand without a four-card major bids its longest unbid minor, the
    major only when it holds more cards of it (3-3-2 beside five of their suit)."""
    if len(unbid) < 3:
        return {"at_least": "", "at_most": "", "test": major_first(suit, unbid), "section": SECTION}
    majors = [major for major in unbid if major.is_major]
    minors = [minor for minor in unbid if not minor.is_major]

    def test(hand: Hand) -> bool:
        four = [major for major in majors if hand.length(major) >= 4]
        if four:
            return suit == hand.longest(four)
        minor = hand.longest(minors)
        if hand.length(minor) >= max(hand.length(major) for major in majors):
            return suit == minor
        return suit == hand.longest(majors)

    return {
        "at_least": f"{suit.letter}{4 if suit.is_major else 3}",
        "at_most": "" if suit.is_major else " ".join(f"{major.letter}3" for major in majors),
        "test": test,
        "section": SECTION,
    }


def advance_penalty_double_table(ctx: Context) -> list[Rule]:
    """Partner doubled their notrump for penalties ("Competitive bidding": a double of 1NT is
    for penalties), RHO passed: we defend — partner counted on our pass, not on an answer as
    to a take-out double. Only a weak hand (0–4 HCP) with a five-card suit runs to it."""
    rules: list[Rule] = []
    theirs = ctx.suits_bid(ours=False)
    for suit in (S, H, D, C):
        call = ctx.cheapest(Strain(int(suit)))
        if call is not None and call.level <= 2 and suit not in theirs:
            rules.append(
                R(
                    call,
                    "the longest unbid suit",
                    0,
                    4,
                    at_least=f"{suit.letter}5",
                    test=longest_in(suit),
                    section=SECTION,
                )
            )
    rules.append(R("P", "nothing to add", points=False, section=SECTION))
    return rules


def reopening_answer_table(ctx: Context) -> list[Rule]:
    """Partner (the opener) reopened with a double after we passed their overcall: a pass
    with length and strength in their suit converts it to penalties (the hand we could not
    double with, negative doubles being on); else we answer as to a take-out double."""
    theirs = ctx.suits_bid(ours=False)
    last = ctx.last_bid
    rules: list[Rule] = []
    if theirs and last is not None:
        pen = theirs[-1]
        length = 5 if last.level == 1 else 4
        rules.append(
            penalty_pass(
                f"converts to penalties: long, strong {name(pen)}", pen, length, 4, 6, section=SECTION
            )
        )
    return [*rules, *advance_double_table(ctx)]


class _UnbidSuit(TypedDict):
    kind: str
    at_least: str
    test: Test
    section: str


def _unbid(suit: Suit, unbid: tuple[Suit, ...], length: int = 4) -> _UnbidSuit:
    """The meaning shared by the bids in an unbid suit that answer a take-out double: points
    with length, *length* or more cards, the longest major of four or more first."""
    return {
        "kind": "total",
        "at_least": f"{suit.letter}{length}",
        "test": major_first(suit, unbid),
        "section": SECTION,
    }


def contested_advance_table(ctx: Context) -> list[Rule]:
    """Partner made a take-out double and RHO bid: we are no longer forced to bid, so a bid
    shows values ("Competitive bidding": the double asks for the unbid suits, majors first).
    Game in an unbid major with four cards and 10+ points; the major at the cheapest level with
    6–9; a five-card minor at the three level or lower with 6–9; else pass."""
    theirs = tuple(ctx.suits_bid(ours=False))
    unbid = tuple(s for s in (S, H, D, C) if s not in theirs)
    rules: list[Rule] = []
    for suit in unbid:
        if not suit.is_major:
            continue
        game = ctx.bid(4, Strain(int(suit)))
        cheapest = ctx.cheapest(Strain(int(suit)))
        if game is not None:
            rules.append(R(game, f"game, four or more {name(suit)}", 10, **_unbid(suit, unbid)))
        if cheapest is not None and cheapest.level < 4:
            rules.append(R(cheapest, f"four or more {name(suit)}", 6, 9, **_unbid(suit, unbid)))
    for suit in unbid:
        cheapest = ctx.cheapest(Strain(int(suit)))
        if suit.is_major or cheapest is None or cheapest.level > 3:
            continue
        rules.append(
            R(
                cheapest,
                f"five or more {name(suit)}, not forcing",
                6,
                9,
                kind="total",
                at_least=f"{suit.letter}5",
                section=SECTION,
            )
        )
    rules.append(R("P", "nothing to add", points=False, section=SECTION))
    return rules


def _trumps_to_raise(ctx: Context, suit: Suit) -> int:
    """The trumps the advancer's simple raise of partner's overcall needs: three, or four once
    their bid has pushed the raise to the three level. Competing for the partscore goes as high
    as the fit is long ("Competitive bidding": the level of the fit, the law of total tricks that
    bidding._compete keeps — eight trumps the two level, nine the three): three cards opposite a
    five-card overcall are the two level's fit, and over their forcing cue bid (1C 1D 2D) the
    advancer may pass with the cue-bid raise (10+) to show a better hand."""
    raise_call = ctx.cheapest(Strain(int(suit)))
    pushed = raise_call is not None and raise_call.level == 3 and ctx.last_bidder == ctx.rho
    return 4 if pushed and ctx.shown[ctx.partner].lengths[suit] < 6 else 3


def advance_overcall_table(ctx: Context, suit: Suit) -> list[Rule]:
    """Partner overcalled in *suit*, RHO passed (or bid)."""
    theirs = tuple(ctx.suits_bid(ours=False))
    rules: list[Rule] = []
    if not suit.is_major:
        # the booklet's advance in a new suit is natural and not forcing: a good six-card major
        # of our own is shown before a cue-bid raise on three cards of partner's minor
        for major in (S, H):
            call = ctx.cheapest(Strain(int(major)))
            if major in theirs or call is None or call.level > 3:
                continue
            rules.append(
                R(
                    call,
                    f"six or more {name(major)}, not forcing, fewer than four {name(suit)}",
                    10,
                    15,
                    at_least=f"{major.letter}6",
                    at_most=f"{suit.letter}3",
                    test=_good_suit(major),
                    section=SECTION,
                )
            )
    cue_raise = False
    if theirs:
        cue = ctx.cheapest(Strain(int(theirs[0])))
        if cue is not None and cue.level <= 3:
            cue_raise = True
            rules.append(
                R(
                    cue,
                    f"cue-bid raise: limit raise or better, three or more {name(suit)}",
                    10,
                    kind="support",
                    trump=suit,
                    at_least=f"{suit.letter}3",
                    forcing=True,
                    section=SECTION,
                )
            )
    raises = _raises_over_their_bid(ctx, suit, cue_raise=cue_raise)
    taken = {rule.call for rule in raises}
    rules += raises
    need = _trumps_to_raise(ctx, suit)
    text = f"raise, {'three' if need == 3 else 'four'} or more {name(suit)}"
    simple = competitive_raises(ctx, suit, text, 7, need, 3, SECTION)
    rules += [rule for rule in simple if rule.call not in taken]
    stop = stopped(theirs)
    notrump_hand = _no_singleton(stop)  # "Competitive bidding": notrump, a balanced hand
    for level, lo, hi in ((1, 8, 11), (2, 12, 14), (3, 15, 18)):
        call = ctx.bid(level, Strain.NOTRUMP)
        if call is not None:
            rules.append(R(call, "a stopper in their suit", lo, hi, test=notrump_hand, section=SECTION))
    for other in (S, H, D, C):
        call = ctx.cheapest(Strain(int(other)))
        if other is suit or other in theirs or call is None or call.level > 3:
            continue
        six = call.level == 3  # over their raise a new suit at the three level needs six cards
        rules.append(
            R(
                call,
                f"six or more {name(other)}, not forcing"
                if six
                else f"five or more {name(other)}, not forcing",
                10 if six else 8,
                15,
                at_least=f"{other.letter}{6 if six else 5}",
                section=SECTION,
            )
        )
    rules.append(R("P", "nothing to add", 0, 9, section=SECTION))
    return rules


def advance_contested_notrump_table(ctx: Context, *, balancing: bool = False) -> list[Rule]:
    """Partner overcalled 1NT (15–18, balanced; *balancing*: the pass-out seat's 10–15, we
    passed their opening) and RHO bid a suit at the two level: systems are off, so a suit is
    natural ("Competitive bidding": the advancer's new suit is natural and not forcing). A
    five-card suit at the two level competes (0–8 HCP: the fit, if partner has three, is shown
    before they buy the contract); at the three level with 7–9 HCP ("Advancing a notrump
    overcall": the values to compete, not to invite); 2NT invites 3NT with 8–9 HCP (9–11
    opposite the balancing 1NT, partner's stopper in their suit already shown) rather than sell
    out to their partscore; 3NT with their suit stopped and 10+ HCP (13+ opposite the balancing
    1NT). Any other hand is left to the placement by points (no rule fits)."""
    last = ctx.last_bid
    theirs = tuple(ctx.suits_bid(ours=False))
    rules: list[Rule] = []
    if last is None or last.level != 2 or last.strain is Strain.NOTRUMP:
        return rules
    call = ctx.bid(3, Strain.NOTRUMP)
    if call is not None:
        game = 13 if balancing else 10
        rules.append(R(call, "a stopper in their suit", game, test=stopped(theirs), section=SECTION))
    unbid = tuple(s for s in (S, H, D, C) if s not in theirs)
    for suit in unbid:
        call = ctx.cheapest(Strain(int(suit)))
        if call is None or call.level > 3:
            continue
        lo, hi = (0, 8) if call.level == 2 else (7, 9)
        rules.append(
            R(
                call,
                f"five or more {name(suit)}, not forcing",
                lo,
                hi,
                at_least=f"{suit.letter}5",
                test=longest_in(suit, unbid),
                section=SECTION,
            )
        )
    notrump = ctx.bid(2, Strain.NOTRUMP)
    if notrump is not None:
        lo, hi = (9, 11) if balancing else (8, 9)
        rules.append(R(notrump, "invites 3NT", lo, hi, section=SECTION))
    return rules


def _raises_over_their_bid(ctx: Context, suit: Suit, *, cue_raise: bool) -> list[Rule]:
    """Raises of partner's overcall once RHO's bid has pushed the raise to the three or four
    level ("Competitive bidding": the raise and the cue-bid raise show the fit, the jump raise is
    pre-emptive; with the fit shown at once, partner can judge how high to compete or save).

    - the raise at the four level of a major (their raise or cue bid at the three level) is
      game: five or more trumps with 0–9 HCP, pre-emptive, or four or more with 10+ support
      points; the simple raise, the cue-bid raise and the jump are all gone;
    - the raise at the three level when their suit's cue bid would be at the four level: it
      takes the limit raise as well (7–12 support points, three or more trumps), game in a
      major with four trumps and 13+."""
    raise_call = ctx.cheapest(Strain(int(suit)))
    if raise_call is None or not ctx.they_have_bid or ctx.last_bidder != ctx.rho:
        return []
    letter = suit.letter
    if suit.is_major and raise_call.level == 4:
        return [
            R(
                raise_call,
                f"raise to game, four or more {name(suit)}",
                10,
                kind="support",
                trump=suit,
                at_least=f"{letter}4",
                section=SECTION,
            ),
            R(
                raise_call,
                f"pre-emptive raise to game, five or more {name(suit)}",
                0,
                9,
                at_least=f"{letter}5",
                section=SECTION,
            ),
        ]
    if raise_call.level != 3 or cue_raise:
        return []
    rules = []
    if suit.is_major:
        rules.append(
            R(
                bid(4, suit),
                f"raise to game, four or more {name(suit)}",
                13,
                kind="support",
                trump=suit,
                at_least=f"{letter}4",
                section=SECTION,
            )
        )
    rules.append(
        R(
            raise_call,
            f"raise, three or more {name(suit)}",
            7,
            12,
            kind="support",
            trump=suit,
            at_least=f"{letter}3",
            section=SECTION,
        )
    )
    return rules


def advance_two_suiter_table(ctx: Context, first: Suit, second: Suit | None) -> list[Rule]:
    """Partner showed two suits (Michaels or unusual 2NT): choose between them, or with neither
    (two or fewer cards in each) play in a six-card suit of our own."""
    rules: list[Rule] = []
    if second is None:
        ask = ctx.cheapest(Strain.NOTRUMP)
        call = ctx.cheapest(Strain(int(first)))
        if call is not None:
            rules.append(
                R(
                    call,
                    f"preference: three or more {name(first)}",
                    at_least=f"{first.letter}3",
                    points=False,
                    section=SECTION,
                )
            )
        if ask is not None:
            rules.append(
                R(ask, "asks for partner's minor", forcing=True, alert=True, points=False, section=SECTION)
            )
        return rules
    rules.extend(_own_long_suit(ctx, first, second))
    for suit in (first, second):
        other = second if suit is first else first

        def prefer(hand: Hand, suit: Suit = suit, other: Suit = other) -> bool:
            return (hand.length(suit), suit) > (hand.length(other), other)

        game = bid(4 if suit.is_major else 5, suit)
        rules.append(
            R(game, f"game in {name(suit)}", 12, kind="support", trump=suit, test=prefer, section=SECTION)
        )
        call = ctx.cheapest(Strain(int(suit)))
        if call is not None:
            rules.append(R(call, f"preference for {name(suit)}", test=prefer, points=False, section=SECTION))
    return rules


def _own_long_suit(ctx: Context, first: Suit, second: Suit) -> list[Rule]:
    """Advancing a two-suited call (Michaels, unusual 2NT) with a misfit: six or more cards of
    a suit neither partner nor they have named, two or fewer in each of partner's suits — bid
    it at the cheapest level, two or three, to play ("Competitive bidding": the advancer picks
    the contract; a preference on a doubleton with a long suit of our own went one down, par
    study seed 41 board 82: 1D 2D P 2S, where 3C makes)."""
    theirs = ctx.suits_bid(ours=False)
    rules: list[Rule] = []
    for own in (S, H, D, C):
        call = ctx.cheapest(Strain(int(own)))
        if own in (first, second) or own in theirs or call is None or call.level > 3:
            continue

        def misfit(hand: Hand, own: Suit = own) -> bool:
            return hand.longest() is own and hand.length(first) <= 2 and hand.length(second) <= 2

        rules.append(
            R(
                call,
                f"six or more {name(own)}",
                at_least=f"{own.letter}6",
                test=misfit,
                points=False,
                section=SECTION,
            )
        )
    return rules
