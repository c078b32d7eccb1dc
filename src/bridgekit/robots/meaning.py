"""What calls show: a bidding system's rules read the same way for all four seats, the meaning of
a call the robot placed by points, and the English explanation every seat reads.

:mod:`bridgekit.robots.bidding` chooses calls on top of this module; the card-play sampler
(:mod:`bridgekit.robots.pimc`) and the explanations of the auction display read through it.

>>> from bridgekit.calls import Call
>>> explain_call([Called(0, Call.from_str("1NT"))], 0)
'1NT: 15–17 HCP, balanced'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from bridgekit.calls import DOUBLE, PASS, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.explain_words import explanation_text
from bridgekit.robots.hand import MAX_HCP, Lengths, Rule, Shown, read_rules, strain_suit
from bridgekit.robots.penalty_leave import MOST_HCP, takes_out_the_double
from bridgekit.robots.reopening import reopens_with_a_new_suit
from bridgekit.robots.system import rules_for
from bridgekit.state import Called

__all__ = [
    "GAME",
    "SLAM",
    "GRAND",
    "INVITE",
    "MINOR_GAME",
    "System",
    "NATURAL",
    "shown_by",
    "public_explanation",
    "describe",
    "explain_call",
    "game_level",
    "is_cue",
    "below_forced_game",
    "placement_meaning",
]

GAME, SLAM, GRAND, INVITE = 25, 33, 37, 23
MINOR_GAME = 28


class System(Protocol):
    """A bidding system: the rules of each situation, read the same way for all four seats."""

    name: str
    #: whether slams are bid through an ace-asking 4NT (placement asks instead of jumping)
    asks_for_aces: bool

    def rules_for(self, ctx: Context) -> list[Rule] | None:
        """The rules of the situation before *ctx.seat*'s call; ``None``: placement by points."""
        ...


class _Natural:
    """The small natural system of :mod:`bridgekit.robots.system`."""

    name = "natural"
    asks_for_aces = False

    def rules_for(self, ctx: Context) -> list[Rule] | None:
        return rules_for(ctx)

    def __repr__(self) -> str:
        return "NATURAL"


#: the small natural system this robot played before SAYC (kept for comparison matches)
NATURAL: System = _Natural()


def shown_by(calls: Sequence[Called], system: System = NATURAL) -> tuple[Shown, ...]:
    """What each seat has shown, reading every call with the system that would have made it.

    >>> from bridgekit.calls import Call
    >>> shown = shown_by([Called(0, Call.from_str("1NT"))])
    >>> shown[0].lo, shown[0].hi, shown[0].balanced
    (15, 17, True)
    """
    shown = [Shown(), Shown(), Shown(), Shown()]
    # the fewest and most cards a seat had shown before a call whose strong meaning was left
    # unread (a take-out double): its next bid of a suit partner has not bid shows the strong
    # hand instead
    before: dict[int, tuple[Lengths, Lengths]] = {}
    for index, record in enumerate(calls):
        seat = int(record.seat)
        ctx = Context(seat, calls[:index], shown)
        meaning, provisional = _meaning(ctx, record.call, system)
        suit = strain_suit(record.call)
        if seat in before and record.call.is_bid:
            if suit is not None and not shown[ctx.partner].lengths[suit]:
                fewest, most = before[seat]
                shown[seat] = replace(shown[seat], lengths=fewest, most=most)
            del before[seat]
        if provisional:
            before[seat] = (shown[seat].lengths, shown[seat].most)
        shown[seat] = shown[seat].merge(meaning)
    return tuple(shown)


def _meaning(ctx: Context, call: Call, system: System) -> tuple[Shown, bool]:
    """What *call* shows, and whether a stronger meaning of it was left unread."""
    named = [rule for rule in system.rules_for(ctx) or () if rule.call is call]
    rules = read_rules(named)
    if rules:
        meaning = rules[0].meaning()
        for rule in rules[1:]:
            meaning = meaning.widen(rule.meaning())
        return meaning, len(rules) < len(named)
    return placement_meaning(
        ctx, call, careful=system.asks_for_aces, forced=_forced_below_game(ctx, call, system)
    ), False


def within_pack(ctx: Context, shown: Shown) -> Shown:
    """*shown* as explained: no more HCP than the pack leaves the caller
    (:attr:`Context.pack_left`), so a pass over 2C–2NT is explained "10 or fewer HCP", whatever
    "16 or fewer" the table's pass allows. An open top ("6+ HCP"), a range that reaches it
    only at its least (a one count) or lies wholly above it (readings that disagree) is left
    alone. The reading keeps the call's range: the layouts a seat deals are dealt from the pack."""
    left = ctx.pack_left
    return replace(shown, hi=left) if shown.lo < left < shown.hi < MAX_HCP else shown


def _rule_text(ctx: Context, rule: Rule) -> str:
    """*rule*'s explanation with its top of HCP no higher than the pack leaves (:func:`within_pack`);
    an open top (``12+ HCP``) and a range the pack would shrink to one count stay as written."""
    left = ctx.pack_left
    if rule.kind != "hcp" or not rule.lo < left < rule.hi:
        return rule.text
    if rule.lo:
        return rule.text.replace(f"{rule.lo}–{rule.hi} HCP", f"{rule.lo}–{left} HCP")
    return rule.text.replace(f"{rule.hi} or fewer HCP", f"{left} or fewer HCP")


def public_explanation(ctx: Context, call: Call, system: System = NATURAL) -> str:
    """The public meaning of *call* in the situation of *ctx*: what every seat reads from it.

    It depends on the auction and the call only, never on the hand that made it: a rule's text
    (all the rules for that call, joined by "or"), else the range the call shows when the robot
    places the contract.
    """
    rules = [rule for rule in system.rules_for(ctx) or () if rule.call is call]
    if rules:
        first, *others = [_rule_text(ctx, rule) for rule in rules]
        text = "; or ".join([first, *(other.split(": ", 1)[-1] for other in others)])
        return explanation_text(text + (" (alert)" if any(rule.alert for rule in rules) else ""))
    forced = _forced_below_game(ctx, call, system)
    placed = within_pack(ctx, placement_meaning(ctx, call, careful=system.asks_for_aces, forced=forced))
    mine = ctx.shown[ctx.seat]
    # the points placing the call lie at or below the least the seat showed before (2NT over a
    # reverse, 1C–1H–2D–2NT): the call shows no more than that least, a minimum — not the one
    # count ("6–6 HCP") the reading keeps from partner's estimate
    minimum = system.asks_for_aces and call.is_bid and mine.has_bid and placed.lo == placed.hi == mine.lo
    return explanation_text(describe(call, placed, minimum=minimum))


def _forced_below_game(ctx: Context, call: Call, system: System) -> bool:
    """*call* is a bid of ours below game in an auction our side has forced to game."""
    return (
        system.asks_for_aces
        and call.is_bid
        and call.strain is not None
        and call.level < game_level(call.strain)
        and below_forced_game(ctx, system)
    )


def describe(call: Call, shown: Shown, *, minimum: bool = False) -> str:
    """An English sentence for what a call shows (*minimum*: no more than the least the caller
    showed before, said so rather than as its range).

    >>> describe(Call.from_str("4S"), Shown(10, 17, (0, 0, 0, 3), has_bid=True))
    '4S: 10–17 HCP, 3+ spades'
    >>> describe(Call.from_str("2NT"), Shown(6, 6, balanced=True, has_bid=True), minimum=True)
    '2NT: a minimum, balanced'
    """
    if call is PASS:
        return "Pass: nothing more to show"
    parts = []
    if minimum:
        parts.append("a minimum")
    elif shown.lo > 0 or shown.hi < MAX_HCP:
        parts.append(f"{shown.lo}+ HCP" if shown.hi >= MAX_HCP else f"{shown.lo}–{shown.hi} HCP")
    if call.is_bid:
        for suit in sorted(Suit, reverse=True):
            if shown.lengths[suit]:
                parts.append(f"{shown.lengths[suit]}+ {suit.name.lower()}")
    if shown.balanced:
        parts.append("balanced")
    if call is DOUBLE:
        parts.insert(0, "penalty")
    if shown.forcing:
        parts.append("forcing")
    return f"{call}: " + (", ".join(parts) if parts else "natural")


def explain_call(calls: Sequence[Called], index: int, system: System = NATURAL) -> str:
    """What the call at *index* means in the robots' system (for the auction display)."""
    record = calls[index]
    ctx = Context(record.seat, calls[:index], shown_by(calls[:index], system))
    return public_explanation(ctx, record.call, system)


def game_level(strain: Strain) -> int:
    return {Strain.NOTRUMP: 3, Strain.SPADES: 4, Strain.HEARTS: 4}.get(strain, 5)


def is_cue(ctx: Context, call: Call, seat: int) -> bool:
    """Whether *call* by *seat* names a suit the other side bid first (a cue bid)."""
    suit = strain_suit(call)
    if suit is None:
        return False
    first = next((record.seat for record in ctx.calls if strain_suit(record.call) is suit), None)
    return first is not None and first % 2 != seat % 2


def below_forced_game(ctx: Context, system: System) -> bool:
    """Our side made a game-forcing call and the auction is still below game."""
    reading = getattr(system, "reading", None)
    last = ctx.last_bid
    if reading is None or last is None or last.strain is None or last.level >= game_level(last.strain):
        return False
    rules = reading(ctx.calls)
    return any(
        ctx.is_ours(record.seat)
        and (
            (rule is not None and all("forcing to game" in text for text in rule.text.split("; or ")))
            # a cue bid of their suit placed by points shows game values without a fit or a stopper
            or (rule is None and record.call.is_bid and is_cue(ctx, record.call, int(record.seat)))
        )
        for record, rule in zip(ctx.calls, rules, strict=True)
    )


def _is_preference(ctx: Context, call: Call) -> bool:
    """*call* is a simple preference: partner has bid two suits, and we return to the first of
    them at the cheapest level, a suit we have not bid ourselves (1D–1H–1S–2D). The booklet
    defines no later rounds ("Few sequences are defined in the later rounds"); its opener's
    rebid of a new suit at the one level ("Opener's rebids": not forcing, 12–18) offers a
    choice of the two suits, which a weak responder answers with the first one, three cards
    or even two — no raise of it."""
    suit = strain_suit(call)
    partner_bids = ctx.bids_of(ctx.partner)
    if suit is None or ctx.shown[ctx.seat].lengths[suit] or len(partner_bids) < 2 or ctx.they_have_bid:
        return False
    first, last = strain_suit(partner_bids[0]), strain_suit(partner_bids[-1])
    return (
        partner_bids[0].level == 1
        and first is suit
        and last is not None
        and last is not suit
        and ctx.cheapest(Strain(int(suit))) is call
    )


def _after_two_over_one(ctx: Context) -> bool:
    """Our first bid was a new suit at the two level over partner's one-bid (10+, forcing) and
    partner's second suit came at the three level ("Responses and later bidding": the two-over-one
    response forces; opener's new suit at the three level leaves no room below game): the
    preference to partner's major made now does not limit the hand (a doubleton honour with
    game values, bidding.doubleton_preference, returns there before 3NT)."""
    mine, partner_bids = ctx.bids_of(ctx.seat), ctx.bids_of(ctx.partner)
    return (
        len(mine) == 1
        and mine[0].level == 2
        and len(partner_bids) == 2
        and partner_bids[0].level == 1
        and partner_bids[1].level == 3
        and strain_suit(mine[0]) not in (None, strain_suit(partner_bids[0]))
    )


def _simple_major_rebid(ctx: Context, call: Call) -> bool:
    """*call* rebids at the two level, the cheapest, a major we bid before and partner has not,
    in an auction they left alone (1C–1S–2C–2S): a partscore, since three of the suit would
    invite game ("Responses and later bidding": the later rounds' natural calls)."""
    suit = strain_suit(call)
    return (
        suit is not None
        and suit.is_major
        and call.level == 2
        and not ctx.they_have_bid
        and bool(ctx.shown[ctx.seat].lengths[suit])
        and not ctx.shown[ctx.partner].lengths[suit]
        and ctx.cheapest(Strain(int(suit))) is call
    )


def competitive_rebid(ctx: Context, call: Call) -> bool:
    """*call* is opener's own suit again, unsupported, at the cheapest level (two or three) over
    their bid (1H X 2C 2S 3H): a competitive rebid that shows the sixth card, not extra values,
    though three of the suit would invite game in an auction they left alone ("Competitive
    bidding": a bid over their raise competes for the partscore; the robot makes it on a six-card
    suit whatever its strength, bidding._compete)."""
    suit = strain_suit(call)
    last = ctx.last_bid
    return (
        suit is not None
        and 2 <= call.level <= 3
        and ctx.opener == ctx.seat
        and last is not None
        and not ctx.last_is_ours
        and bool(ctx.shown[ctx.seat].lengths[suit])
        and not ctx.shown[ctx.partner].lengths[suit]
        and ctx.cheapest(Strain(int(suit))) is call
    )


def over_partners_notrump(ctx: Context, call: Call) -> bool:
    """*call* is a new suit at the two level over partner's 1NT rebid, in an auction they
    have contested (1C (1H) X P 1NT P 2D): partner's second bid, notrump, limited the hand
    (12–14) and denied a fit, so the suit is to play, not forcing ("Opener's rebids": 1NT
    12–14; "Competitive bidding": after a negative double the doubler's new suit below game is
    natural). Over a first bid of 1NT (1D (1S) 1NT P 2C) a new suit still forces."""
    partner_bids = ctx.bids_of(ctx.partner)
    return (
        call.level == 2
        and ctx.they_have_bid
        and len(partner_bids) >= 2
        and partner_bids[-1].level == 1
        and partner_bids[-1].strain is Strain.NOTRUMP
    )


#: the least HCP of the take-out doubler who bids a new suit: one more than an overcall's 16
STRONG_DOUBLER = 17


def doubler_new_suit(ctx: Context, call: Call) -> bool:
    """*call* is the take-out doubler's first bid, a suit nobody has named, after partner's
    advance of the double (1H P 2H X P 3C P 3D): natural, the hand too strong to overcall, but
    not forcing ("Competitive bidding": the take-out double is also the start of a hand too
    strong to overcall; partner's advance was forced and may be made with nothing, so the
    advancer passes the doubler's suit with no fit and no values — seed 5 board 91, 4D then 5D
    with 0 HCP). A cue bid of their suit stays the doubler's force."""
    suit = strain_suit(call)
    if suit is None or ctx.is_ours(ctx.opener) or ctx.bids_of(ctx.seat):
        return False
    calls = list(enumerate(ctx.calls))
    mine = [index for index, record in calls if record.seat == ctx.seat and record.call is DOUBLE]
    advances = [index for index, record in calls if record.seat == ctx.partner and record.call.is_bid]
    return (
        bool(mine)
        and bool(advances)
        and advances[0] > mine[0]
        and suit not in ctx.suits_bid(ours=True) + ctx.suits_bid(ours=False)
    )


def _game_above_shown(mine: Shown, partner: Shown, base: int, suit: Suit) -> bool:
    """Game in *suit* placed by points over their bid would read at least the most we have
    shown (the game's least, :data:`GAME` beside partner's estimate *base*, three fewer with
    partner's suit, two fewer with ours): the reading would collapse to one count."""
    least = GAME - base - (3 if partner.lengths[suit] else 2)
    return mine.has_bid and least >= mine.hi


def placement_meaning(ctx: Context, call: Call, *, careful: bool = False, forced: bool = False) -> Shown:
    """What a placement call tells partner (approximately). With *forced* (a bid below game in
    an auction our side has forced to game) the bid limits nothing: partner cannot pass it, so
    it is made with a minimum as with extras (the jump to game would have shown the minimum)."""
    if not call.is_bid:
        return Shown(lo=10, forcing=False, has_bid=False) if call is DOUBLE else Shown()
    partner = ctx.shown[ctx.partner]
    mine = ctx.shown[ctx.seat]
    base = partner.estimate if partner.has_bid else 8
    suit = strain_suit(call)
    assert call.strain is not None
    lengths = [0, 0, 0, 0]
    forcing = False
    strong = False  # the take-out doubler's new suit: too strong to overcall
    if careful and suit is not None and is_cue(ctx, call, ctx.seat):
        forcing = True  # a cue bid of their suit: no length, forcing
    elif suit is not None:
        if partner.lengths[suit]:
            lengths[suit] = max(0, 8 - partner.lengths[suit])
        elif mine.lengths[suit]:
            lengths[suit] = min(6, mine.lengths[suit] + 1)
            if careful and ctx.they_have_bid and not partner.forcing:
                # our own suit bid again, unsupported, over their bids: the placement competes
                # with a six-card suit only (bidding._compete, _show_suit), so 1D (1S) P (2S) 3D
                # shows six diamonds, not four ("Opener's rebids": a rebid of the suit shows six)
                lengths[suit] = 6
        else:
            lengths[suit] = 4
            strong = careful and doubler_new_suit(ctx, call)
            to_play = strong or (
                careful and (over_partners_notrump(ctx, call) or reopens_with_a_new_suit(ctx, call))
            )
            forcing = call.level < game_level(call.strain) and not to_play
    game = game_level(call.strain)
    if careful and suit is not None and takes_out_the_double(ctx, call):
        lengths[suit] = max(lengths[suit], 5)  # unsuitable for defence: weak, five cards, to play
        return Shown(0, MOST_HCP, (lengths[0], lengths[1], lengths[2], lengths[3]), False, False, True)
    if careful and forced:
        lo = mine.lo if mine.has_bid else 0
        return Shown(
            lo,
            max(lo, mine.hi if mine.has_bid else MAX_HCP),
            (lengths[0], lengths[1], lengths[2], lengths[3]),
            call.strain is Strain.NOTRUMP,
            True,
            True,
        )
    last = ctx.last_bid
    if (
        careful
        and suit is not None
        and last is not None
        and not ctx.last_is_ours
        and (partner.lengths[suit] or mine.lengths[suit])
        and (
            call.level == 5
            and last.level >= 4
            or call.level == last.level == 6
            or call.level == game == 4
            and last.level >= 4
            and _game_above_shown(mine, partner, base, suit)
        )
    ):  # our fit at the five level over their game, at the six level over their slam, or our
        # major's game over their four-level bid by a seat that has shown less than game
        # values: competitive (perhaps a sacrifice), not extras — the weak jump overcaller's 4S
        # over their 4H keeps its 5–10 HCP, not "10–25" merged down to "10–10" (par study seed
        # 17 board 118; "Competitive bidding": the pre-emptive bidder may compete again)
        lo = mine.lo if mine.has_bid else 0
        hi = mine.hi if mine.has_bid else GAME - base + 2
        return Shown(
            lo,
            max(lo, min(MAX_HCP, hi)),
            (lengths[0], lengths[1], lengths[2], lengths[3]),
            False,
            False,
            True,
        )
    if call.level >= 7:
        lo, hi = GRAND - base, MAX_HCP
    elif call.level == 6:
        lo, hi = SLAM - base, GRAND - 1 - base
    elif call.level >= game:
        lo, hi = GAME - base, SLAM - 1 - base
        if careful and call.strain is Strain.NOTRUMP and partner.balanced and lo <= SLAM - 1 - partner.hi:
            # game in notrump beside partner's limited notrump-like range: with slam possible
            # beside its top the robot invites with 4NT (bidding._quantitative), so 3NT
            # stops below it ("Notrump opening bids": 4NT over partner's notrump is quantitative)
            hi = min(hi, SLAM - 1 - partner.hi)
    elif call.level == game - 1 and not forcing and careful and call.strain is Strain.NOTRUMP:
        # the notrump invitation (1C–1H–1NT–2NT) is made with no fit, counting HCP and a point
        # for a long suit's fifth card (bidding._place): invitational values, one point fewer
        # for length, never game values, which bid 3NT ("Responses and later bidding": 2NT
        # invites game, 11–12 beside an opening hand; the robot places it beside partner's
        # estimate, 10–11 beside a 12–14 1NT rebid)
        lo, hi = INVITE - base - 1, GAME - base - 1
    elif call.level == game - 1 and not forcing:
        lo, hi = INVITE - base - 2, GAME - base
    else:
        lo, hi = 0, GAME - base + 2
    if careful and ctx.they_have_bid and suit is not None and call.level >= game:
        # game (or slam) in a suit, placed by points once they have bid — support points with
        # partner's suit, length points with our own (bidding._place) — reads as a rule's range
        # of points does (Rule.meaning: three HCP fewer at the bottom with a fit, two without)
        lo -= 3 if partner.lengths[suit] else 2
    lo, hi = max(0, min(lo, mine.lo + 5)), min(MAX_HCP, max(hi, 0))
    preference = careful and _is_preference(ctx, call)
    if preference and suit is not None:
        # back to partner's first suit at the cheapest level: three cards (perhaps two), not
        # the eight-card fit a raise promises, and a partscore (below the invitation)
        lengths[suit] = min(lengths[suit], 3)
        if _after_two_over_one(ctx):
            hi = max(hi, mine.hi)  # no limit: the strength of the two-over-one stands
        elif not partner.forcing:
            hi = min(hi, INVITE - base)
    if careful and _simple_major_rebid(ctx, call) and not partner.forcing:
        hi = min(hi, INVITE - base)  # with invitational values the robot jumps (bidding._jump_rebid)
    if careful and competitive_rebid(ctx, call) and not partner.forcing:
        lo, hi = 0, min(hi, INVITE - base)  # no extras: the three level is the cheapest
    if careful and mine.has_bid:  # a later bid never takes back the strength shown before
        lo, hi = max(lo, mine.lo), max(hi, mine.lo)
    if strong:  # above the simple overcall's 16 HCP ("Competitive bidding": the strong double)
        lo, hi = max(lo, STRONG_DOUBLER), max(hi, STRONG_DOUBLER)
    return Shown(
        lo,
        max(lo, hi),
        (lengths[0], lengths[1], lengths[2], lengths[3]),
        call.strain is Strain.NOTRUMP,
        forcing,
        True,
    )
