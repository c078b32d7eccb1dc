"""The robots' bidding system, situation by situation, as lists of :class:`~bridgekit.robots.hand.Rule`.

A small natural system (documented in ``docs/cli.md``):

* **Openings.** 2C 22+ (artificial, forcing); 2NT 20–21 balanced; 1NT 15–17 balanced;
  one of a five-card major (12–21 points, length points counted), else the longer minor
  (1D with 4-4, 1C with 3-3); weak twos in D/H/S with six cards and 5–10 HCP; threes with
  seven cards and 5–10 HCP.
* **Responses to one of a suit.** Raises with support (6–9 single, 10–12 limit, 2NT with
  four-card major support and 13+, game forcing); new suits at the one level (6+, 4 cards),
  at the two level 10+; NT by strength (1NT 6–10, 2NT 11–12 over a minor, 3NT 13–15).
  After an overcall: raises, new suits, NT with a stopper, penalty double with four trumps.
* **Responses to 1NT/2NT.** Stayman with a four-card major, weak take-outs, jump to three of a
  five-card major (forcing), NT raises and quantitative 4NT by points.
* **Competition.** Overcalls with a five-card suit (8–16 at the one level, 10–16 at the
  two level), 1NT overcall 15–18 with a stopper, take-out double with shortness or 17+;
  partner answers a double in his longest unbid suit (jumping with 9–11).
* Everything later is by placement (:mod:`bridgekit.robots.bidding`).

>>> from bridgekit.robots.context import Context
>>> [str(r.call) for r in opening_rules(Context(0, ()))][:3]
['2C', '2NT', '1NT']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bridgekit.calls import DOUBLE, PASS, REDOUBLE, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import (
    ANY_LENGTHS,
    MAX_HCP,
    Hand,
    Lengths,
    Rule,
    lengths,
    longest_in,
    major_first,
    strain_suit,
)

__all__ = ["rules_for", "opening_rules"]

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
NT = Strain.NOTRUMP
Test = Callable[[Hand], bool]


def _bid(level: int, strain: Strain | Suit) -> Call:
    return Call.bid(level, Strain(int(strain)))


def _min(suit: Suit, n: int) -> Lengths:
    values = [0, 0, 0, 0]
    values[suit] = n
    return (values[0], values[1], values[2], values[3])


def _max(suit: Suit, n: int) -> Lengths:
    values = list(ANY_LENGTHS)
    values[suit] = n
    return (values[0], values[1], values[2], values[3])


def opening_rules(ctx: Context) -> list[Rule]:
    """Openings (nobody has bid yet)."""
    rules = [
        Rule(_bid(2, C), "2C: 22+ HCP, strong and artificial, forcing", lo=22, forcing=True),
        Rule(_bid(2, NT), "2NT: 20–21 HCP, balanced", lo=20, hi=21, balanced=True),
        Rule(_bid(1, NT), "1NT: 15–17 HCP, balanced", lo=15, hi=17, balanced=True),
        _one_of_a_suit(S, test=lambda h: h.length(S) >= h.length(H)),
        _one_of_a_suit(H),
        _one_of_a_suit(D, test=lambda h: h.length(D) > h.length(C) or h.length(D) == h.length(C) >= 4),
        _one_of_a_suit(C),
    ]
    weak = ((3, (S, H, D, C), "pre-empt, 7+", 7), (2, (S, H, D), "weak two, 6", 6))  # 5–10 HCP
    for level, suits, what, length in weak:
        for suit in suits:
            rules.append(
                Rule(
                    _bid(level, suit),
                    f"{level}{suit.letter}: {what} {_plural(suit)}, 5–10 HCP",
                    lo=5,
                    hi=10,
                    min_len=_min(suit, length),
                    max_len=_max(suit, 6) if level == 2 else ANY_LENGTHS,
                )
            )
    rules.append(Rule(PASS, "Pass: too weak to open", hi=11))
    return rules


def _one_of_a_suit(suit: Suit, test: Test | None = None) -> Rule:
    """One of *suit*: 12–21 points (length points counted), five cards in a major, three in a minor."""
    length, rest = (5, "") if suit.is_major else (3, ", no five-card major")
    text = f"1{suit.letter}: 12–21 points, {length}+ {_plural(suit)}{rest}"
    return Rule(_bid(1, suit), text, lo=12, hi=26, kind="total", min_len=_min(suit, length), test=test)


def _plural(suit: Suit) -> str:
    return suit.name.lower()


def _raise_rules(ctx: Context, suit: Suit, need: int) -> list[Rule]:
    """Raises of partner's *suit* at the cheapest level, one jump, or game."""
    cheapest = ctx.cheapest(Strain(int(suit)))
    if cheapest is None:
        return []
    name = _plural(suit)
    game = 4 if suit.is_major else 5
    jump = cheapest.level + 1
    steps: list[tuple[Call, str, int, int]] = []
    if suit.is_major and jump < game:
        steps.append((_bid(game, suit), f"4{suit.letter}: game", 13, 16))
    if jump <= game:
        steps.append((_bid(jump, suit), f"{jump}{suit.letter}: limit raise", 10, 12))
    steps.append((cheapest, f"{cheapest}: raise", 6, 9))
    return [
        _support(call, f"{what}, {need}+ {name}, {lo}–{hi} points", suit, need, lo, hi)
        for call, what, lo, hi in steps
    ]


def _support(
    call: Call, text: str, suit: Suit, need: int, lo: int, hi: int = MAX_HCP + 10, *, forcing: bool = False
) -> Rule:
    """A raise of *suit*: *need* or more trumps, *lo*–*hi* support points."""
    return Rule(
        call, text, lo=lo, hi=hi, kind="support", trump=suit, min_len=_min(suit, need), forcing=forcing
    )


def _new_suit_rules(ctx: Context, suits: Sequence[Suit], *, one: int, two: int, forcing: bool) -> list[Rule]:
    """A new suit at its cheapest level: *one* points at the one level, *two* higher."""
    rules = []
    for suit, call in ctx.cheapest_bids(suits):
        if call.level > 3:
            continue
        need = 4 if call.level == 1 else 5
        lo = one if call.level == 1 else two + 2 * (call.level - 2)
        text = f"{call}: {need}+ {_plural(suit)}, {lo}+ HCP" + (", forcing" if forcing else "")
        rules.append(
            Rule(call, text, lo=lo, min_len=_min(suit, need), forcing=forcing, test=longest_in(suit, suits))
        )
    return rules


def _nt_rules(ctx: Context, ranges: dict[int, tuple[int, int]], stop: Sequence[Suit]) -> list[Rule]:
    """NT at the cheapest level whose range is given, with stoppers in *stop*."""
    rules = []
    for level, (lo, hi) in ranges.items():
        call = ctx.bid(level, NT)
        if call is None:
            continue

        def stopped(hand: Hand, suits: tuple[Suit, ...] = tuple(stop)) -> bool:
            return all(hand.has_stopper(s) for s in suits)

        extra = ", stopper in their suit" if stop else ""
        rules.append(Rule(call, f"{call}: {lo}–{hi} HCP{extra}", lo=lo, hi=hi, test=stopped))
    return rules


def response_rules(ctx: Context) -> list[Rule]:
    """Partner opened one of a suit; our first call."""
    assert ctx.opening is not None
    suit = strain_suit(ctx.opening)
    assert suit is not None
    rho = ctx.rho_call
    rules: list[Rule] = []
    if rho is not None and rho.is_bid:
        their = strain_suit(rho)
        if their is not None and ctx.can(DOUBLE):
            rules.append(
                Rule(DOUBLE, f"X: penalty, 4+ {_plural(their)}, 10+ HCP", lo=10, min_len=_min(their, 4))
            )
        rules += _raise_rules(ctx, suit, 3 if suit.is_major else 5)
        others = [s for s in (S, H, D, C) if s != suit and s != their]
        rules += _new_suit_rules(ctx, others, one=6, two=10, forcing=True)
        rules += _nt_rules(ctx, {1: (8, 10), 2: (11, 12), 3: (13, 16)}, [their] if their is not None else [])
        rules.append(Rule(PASS, "Pass: nothing to say over the overcall", hi=12))
        return rules
    if rho is DOUBLE:
        rules.append(Rule(REDOUBLE, "XX: 10+ HCP after the double", lo=10))
    if suit.is_major:
        if rho is PASS:
            rules.append(
                _support(
                    _bid(2, NT),
                    f"2NT: 4+ {_plural(suit)}, 13+ points, game forcing",
                    suit,
                    4,
                    13,
                    forcing=True,
                )
            )
        rules += [r for r in _raise_rules(ctx, suit, 3) if r.call.level < 4]
        if suit is H:
            rules.append(
                Rule(_bid(1, S), "1S: 4+ spades, 6+ HCP, forcing", lo=6, min_len=_min(S, 4), forcing=True)
            )
        rules.append(
            Rule(
                _bid(3, NT),
                "3NT: 13–15 HCP, balanced, no fit",
                lo=13,
                hi=15,
                balanced=True,
                max_len=_max(suit, 2),
            )
        )
        lower = [s for s in (H, D, C) if s < suit]
        for other in lower:
            need = 5 if other is H else 4
            rules.append(
                Rule(
                    _bid(2, other),
                    f"2{other.letter}: {need}+ {_plural(other)}, 10+ HCP, forcing",
                    lo=10,
                    min_len=_min(other, need),
                    forcing=True,
                    test=longest_in(other, lower),
                )
            )
        rules.append(Rule(_bid(1, NT), "1NT: 6–12 HCP, no fit, nothing else to bid", lo=6, hi=12))
        rules.append(Rule(_bid(2, C), "2C: 13+ HCP, game forcing", lo=13, forcing=True))
    else:
        rules += [
            Rule(
                _bid(1, H),
                "1H: 4+ hearts, 6+ HCP, forcing",
                lo=6,
                min_len=_min(H, 4),
                forcing=True,
                test=lambda h: h.length(H) >= h.length(S),
            ),
            Rule(_bid(1, S), "1S: 4+ spades, 6+ HCP, forcing", lo=6, min_len=_min(S, 4), forcing=True),
        ]
        if suit is C:
            rules.append(
                Rule(_bid(1, D), "1D: 4+ diamonds, 6+ HCP, forcing", lo=6, min_len=_min(D, 4), forcing=True)
            )
        no_major = lengths(13, H=3, S=3)
        rules += [
            Rule(
                _bid(level, NT),
                f"{level}NT: {lo}–{hi} HCP, balanced, no major",
                lo=lo,
                hi=hi,
                balanced=True,
                max_len=no_major,
            )
            for level, lo, hi in ((3, 13, 15), (2, 11, 12))
        ]
        rules += [r for r in _raise_rules(ctx, suit, 4 if suit is D else 5) if r.call.level < 4]
        if suit is D:
            rules.append(
                Rule(_bid(2, C), "2C: 4+ clubs, 10+ HCP, forcing", lo=10, min_len=_min(C, 4), forcing=True)
            )
        rules.append(Rule(_bid(1, NT), "1NT: 6–10 HCP, no major", lo=6, hi=10))
        other = D if suit is C else C
        rules.append(Rule(_bid(2, other), f"2{other.letter}: 11+ HCP, forcing", lo=11, forcing=True))
    rules.append(Rule(PASS, "Pass: fewer than 6 HCP", hi=5))
    return rules


def _major_game_tries(lo: int, forcing: str) -> list[Rule]:
    """Three of a major over partner's notrump: five or more cards, *lo*+ HCP, forcing."""
    return [
        Rule(
            _bid(3, S),
            f"3S: 5+ spades, {forcing}",
            lo=lo,
            min_len=_min(S, 5),
            forcing=True,
            test=lambda h: h.length(S) >= h.length(H),
        ),
        Rule(_bid(3, H), f"3H: 5+ hearts, {forcing}", lo=lo, min_len=_min(H, 5), forcing=True),
    ]


def _stayman(call: Call, text: str, lo: int) -> Rule:
    """Stayman over partner's notrump: a four-card major, *lo*+ HCP."""
    return Rule(call, text, lo=lo, forcing=True, test=lambda h: max(h.length(H), h.length(S)) == 4)


def notrump_response_rules(ctx: Context) -> list[Rule]:
    """Partner opened 1NT or 2NT and RHO passed."""
    assert ctx.opening is not None
    if ctx.opening.level == 1:
        rules = [
            Rule(
                _bid(7, NT),
                "7NT: 22+ HCP, grand slam, no five-card major",
                lo=22,
                max_len=lengths(13, H=4, S=4),
            ),
            Rule(
                _bid(6, NT),
                "6NT: 18–21 HCP, slam, no five-card major",
                lo=18,
                hi=21,
                max_len=lengths(13, H=4, S=4),
            ),
            Rule(_bid(4, H), "4H: 6+ hearts, to play", lo=10, hi=15, min_len=_min(H, 6)),
            Rule(_bid(4, S), "4S: 6+ spades, to play", lo=10, hi=15, min_len=_min(S, 6)),
            *_major_game_tries(10, "game forcing"),
            _stayman(_bid(2, C), "2C: Stayman, asks for a four-card major, 8+ HCP", 8),
            Rule(_bid(2, S), "2S: to play, 5+ spades, 0–7 HCP", hi=7, min_len=_min(S, 5)),
            Rule(_bid(2, H), "2H: to play, 5+ hearts, 0–7 HCP", hi=7, min_len=_min(H, 5)),
            Rule(_bid(2, D), "2D: to play, 5+ diamonds, 0–7 HCP", hi=7, min_len=_min(D, 5)),
            Rule(_bid(4, NT), "4NT: 16–17 HCP, invites slam", lo=16, hi=17),
            Rule(_bid(3, NT), "3NT: 10–15 HCP, to play", lo=10, hi=15),
            Rule(_bid(2, NT), "2NT: 8–9 HCP, invites game", lo=8, hi=9),
            Rule(PASS, "Pass: 0–7 HCP, no long suit", hi=7),
        ]
        return rules
    return [
        Rule(_bid(6, NT), "6NT: 13–15 HCP, slam", lo=13, hi=15),
        *_major_game_tries(5, "forcing"),
        _stayman(_bid(3, C), "3C: Stayman, asks for a four-card major", 5),
        Rule(_bid(4, NT), "4NT: 11–12 HCP, invites slam", lo=11, hi=12),
        Rule(_bid(3, NT), "3NT: 5–10 HCP, to play", lo=5, hi=10),
        Rule(PASS, "Pass: 0–4 HCP", hi=4),
    ]


def stayman_answer_rules(ctx: Context) -> list[Rule]:
    """We opened NT and partner asked with Stayman."""
    level = ctx.last_bid.level if ctx.last_bid is not None else 2
    return [
        Rule(_bid(level, H), f"{level}H: four or more hearts", min_len=_min(H, 4)),
        Rule(_bid(level, S), f"{level}S: four or more spades, fewer than four hearts", min_len=_min(S, 4)),
        Rule(_bid(level, D), f"{level}D: no four-card major", max_len=lengths(13, H=3, S=3)),
    ]


def strong_two_rules(ctx: Context) -> list[Rule]:
    """Partner opened 2C and RHO passed: we wait; or we rebid after 2C–2D."""
    if ctx.opener == ctx.partner:
        return [Rule(_bid(2, D), "2D: waiting, any hand", forcing=True)]
    rules = [
        Rule(_bid(3, NT), "3NT: 25–27 HCP, balanced", lo=25, hi=27, balanced=True),
        Rule(_bid(2, NT), "2NT: 22–24 HCP, balanced", lo=22, hi=24, balanced=True),
    ]
    group = (S, H, D, C)
    for suit, call in ctx.cheapest_bids(group):
        rules.append(
            Rule(
                call,
                f"{call}: 5+ {_plural(suit)}, 22+ HCP, game forcing",
                lo=20,
                min_len=_min(suit, 5),
                forcing=True,
                test=longest_in(suit, group),
            )
        )
    rules.append(Rule(_bid(2, NT), "2NT: 22+ HCP, no five-card suit", lo=20))
    return rules


def preempt_response_rules(ctx: Context) -> list[Rule]:
    """Partner opened a weak two or a three-level pre-empt and RHO passed."""
    assert ctx.opening is not None
    suit = strain_suit(ctx.opening)
    assert suit is not None
    rules = []
    if suit.is_major:
        rules.append(
            _support(_bid(4, suit), f"4{suit.letter}: game, 2+ {_plural(suit)}, 16+ points", suit, 2, 16)
        )
    rules.append(Rule(_bid(3, NT), "3NT: 16+ HCP, to play", lo=16))
    if ctx.opening.level == 2:
        rules.append(
            Rule(
                _bid(3, suit),
                f"3{suit.letter}: pre-emptive raise, 3+ {_plural(suit)}",
                min_len=_min(suit, 3),
                hi=15,
            )
        )
    rules.append(Rule(PASS, "Pass: no game opposite a weak opening", hi=15))
    return rules


def overcall_rules(ctx: Context) -> list[Rule]:
    """They opened; our side has not bid yet."""
    assert ctx.last_bid is not None
    theirs = ctx.suits_bid(ours=False)
    rules: list[Rule] = []
    if ctx.last_bid.level > 3:
        if ctx.can(DOUBLE):
            rules.append(Rule(DOUBLE, "X: penalty, 16+ HCP", lo=16))
        rules.append(Rule(PASS, "Pass: their auction is too high to enter", hi=15))
        return rules
    nt = ctx.bid(1, NT)
    if nt is not None and ctx.opening is not None and ctx.opening.level == 1:
        rules.append(
            Rule(
                nt,
                "1NT: 15–18 HCP, balanced, stopper in their suit",
                lo=15,
                hi=18,
                balanced=True,
                test=lambda h: all(h.has_stopper(s) for s in theirs),
            )
        )
    unbid = [s for s in (S, H, D, C) if s not in theirs]
    if ctx.can(DOUBLE) and ctx.last_bid.strain is not NT and unbid:
        short = tuple(s for s in theirs)
        rules.append(
            Rule(
                DOUBLE,
                "X: take-out, 12+ HCP, short in their suit, support for the others",
                lo=12,
                min_len=_lengths_of(unbid, 3),
                max_len=_lengths_of(short, 2, rest=13),
            )
        )
    notrump_opening = ctx.last_bid.strain is NT
    for suit, call in ctx.cheapest_bids(unbid):
        if call.level > 3:
            continue
        need = 6 if call.level == 3 or notrump_opening else 5
        lo = {1: 8, 2: 10, 3: 12}[call.level]
        rules.append(
            Rule(
                call,
                f"{call}: overcall, {need}+ {_plural(suit)}, {lo}–16 HCP",
                lo=lo,
                hi=16,
                min_len=_min(suit, need),
                test=longest_in(suit, unbid),
            )
        )
    if ctx.can(DOUBLE):
        rules.append(Rule(DOUBLE, "X: 17+ HCP, too strong to overcall", lo=17))
    rules.append(Rule(PASS, "Pass: no suitable overcall or double", hi=16))
    return rules


def _lengths_of(suits: Sequence[Suit], n: int, rest: int = 0) -> Lengths:
    values = [rest] * 4
    for suit in suits:
        values[suit] = n
    return (values[0], values[1], values[2], values[3])


def advance_double_rules(ctx: Context) -> list[Rule]:
    """Partner made a take-out double and RHO passed: we must bid."""
    theirs = ctx.suits_bid(ours=False)
    unbid = [s for s in (S, H, D, C) if s not in theirs]
    rules: list[Rule] = []
    for suit, call in ctx.cheapest_bids(unbid):
        game = 4 if suit.is_major else 5
        if suit.is_major and call.level < game:
            rules.append(
                Rule(
                    _bid(game, suit),
                    f"4{suit.letter}: 12+ points, 4+ {_plural(suit)}",
                    lo=12,
                    kind="total",
                    min_len=_min(suit, 4),
                )
            )
        if call.level + 1 <= min(game, 3):
            jump = _bid(call.level + 1, suit)
            rules.append(
                Rule(
                    jump,
                    f"{jump}: 9–11 points, 4+ {_plural(suit)}",
                    lo=9,
                    hi=11,
                    kind="total",
                    min_len=_min(suit, 4),
                    test=major_first(suit, unbid),
                )
            )
    rules += _nt_rules(ctx, {1: (6, 9), 3: (12, 16)}, theirs)
    if theirs and ctx.last_bid is not None:
        pen = theirs[-1]
        rules.append(
            Rule(
                PASS,
                f"Pass: converts the double to penalties, 5+ {_plural(pen)}",
                lo=10,
                min_len=_min(pen, 5),
            )
        )
    for suit, call in ctx.cheapest_bids(unbid):
        rules.append(
            Rule(call, f"{call}: 0–8 points, longest unbid suit", hi=8 + 10, test=major_first(suit, unbid))
        )
    return rules


def rules_for(ctx: Context) -> list[Rule] | None:
    """The rules of the situation, or ``None`` when the robot places the contract itself."""
    if ctx.last_bid is None:
        return opening_rules(ctx)
    opening, opener = ctx.opening, ctx.opener
    my_bids, partner_bids = ctx.bids_of(ctx.seat), ctx.bids_of(ctx.partner)
    rho = ctx.rho_call
    if opener == ctx.partner and not my_bids and len(partner_bids) == 1 and not ctx.calls_of(ctx.seat)[1:]:
        assert opening is not None
        if opening.strain is NT and opening.level <= 2:
            return notrump_response_rules(ctx) if rho is PASS else None
        if opening.level == 2 and opening.strain is Strain.CLUBS:
            return strong_two_rules(ctx) if rho is PASS else None
        if opening.strain is NT:
            return None  # 3NT and higher: placed by points
        if opening.level >= 2:
            return preempt_response_rules(ctx) if rho is PASS else None
        return response_rules(ctx)
    if opener == ctx.seat and len(my_bids) == 1 and len(partner_bids) == 1 and rho is PASS:
        assert opening is not None
        answer = partner_bids[0]
        stayman = opening.strain is NT and answer.strain is Strain.CLUBS and answer.level == opening.level + 1
        if stayman and opening.level <= 2:
            return stayman_answer_rules(ctx)
        if str(opening) == "2C" and str(answer) == "2D":
            return strong_two_rules(ctx)
    only_passed = all(call is PASS for call in ctx.calls_of(ctx.seat))
    if opener is not None and not ctx.is_ours(opener) and not ctx.we_have_bid and only_passed:
        partner_calls = ctx.calls_of(ctx.partner)
        doubled = ctx.last_bid is not None and not ctx.last_is_ours and ctx.doubling == 1
        if DOUBLE in partner_calls and not my_bids and rho is PASS and doubled:
            return advance_double_rules(ctx)
        if DOUBLE not in partner_calls:
            return overcall_rules(ctx)
    return None
