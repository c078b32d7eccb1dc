"""SAYC slam tries: splinter raises, the continuations after Jacoby 2NT, quantitative 4NT.

The booklet ("Slam conventions", "Notrump opening bids", "Jacoby 2NT") gives Blackwood,
Gerber, the quantitative 4NT over 1NT and 2NT and opener's answers to Jacoby 2NT; it leaves
later rounds to the partnership ("Few sequences are defined in the later rounds"). These
tables fill the later rounds that decide slams the way SAYC partnerships commonly agree them,
each call with a meaning every seat reads:

- **splinter raise** (double jump in a new suit over one of a major, an unpassed hand: 1H–3S,
  4C, 4D; 1S–4C, 4D, 4H): four or more trumps, a singleton or void in the suit bid, game
  values (13–16 support points). The booklet defines no double jumps, so this adds to SAYC
  without changing any call it defines. Opener asks for aces with slam values outside the
  shortness, or signs off in game;
- **after Jacoby 2NT**: responder's four of the major over opener's answer is a sign-off (no
  slam interest, 13–15 support points); with more, a new suit below four of the major is a
  **control cue-bid** (the cheapest ace, king, singleton or void; slam interest), which opener
  answers with Blackwood holding extra values or a sign-off in game; without a control to show,
  responder goes on by the judgement of :mod:`bridgekit.robots.judgement`;
- **control cue-bids after other fits** (:func:`control_cue_rules`, chosen by
  :meth:`bridgekit.robots.sayc.Sayc.rules_for`): whenever partner agrees our suit below game
  at the three level or higher with the opponents silent — a jump raise of a major, a raise
  of a minor, a raise after a strong 2C — the cheapest suit with a control not bid naturally
  by our side, with 30 or more points counting partner's minimum; partner asks for aces with
  enough for 33 beside the cue-bid's minimum, in support points as both counted the fit
  (:func:`cue_answer_table`), else bids game;
- splinters are an option of the system (``Sayc(splinters=False)``, ``sayc-nosplinters``);
- **quantitative 4NT** over partner's natural notrump rebid or response (no suit agreed):
  invites 6NT, as the booklet's 4NT over 1NT and 2NT does; partner accepts in the upper
  half of the range its calls showed.

>>> [str(rule.call) for rule in splinter_rules(Suit.HEARTS)]
['3S', '4D', '4C']
"""

from __future__ import annotations

from dataclasses import replace

from bridgekit.calls import Strain
from bridgekit.cards import Rank, Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, Rule
from bridgekit.robots.sayc.slam import blackwood_ask
from bridgekit.robots.sayc.table import NEVER, C, D, H, R, S, bid, name

__all__ = [
    "splinter_rules",
    "splinter_answer_table",
    "jacoby_continuation_table",
    "control_cue_rules",
    "cue_answer_table",
    "has_control",
    "quantitative_ask",
    "quantitative_answer_table",
    "working_points",
]

SPLINTER = "Major-suit opening bids"
JACOBY = "Jacoby 2NT"
SLAM = "Slam conventions"


def splinter_rules(trump: Suit) -> list[Rule]:
    """Partner opened one of the major *trump*: the double jumps in a new suit."""
    rules = []
    for short in (S, H, D, C):
        if short is trump:
            continue
        level = 3 if short > trump else 4  # 1H–3S; 1H–4C, 4D; 1S–4C, 4D, 4H

        def test(hand: Hand, short: Suit = short) -> bool:
            return hand.length(short) <= 1 and 10 <= hand.hcp <= 15

        rules.append(
            R(
                bid(level, short),
                f"splinter: four or more {name(trump)}, "
                f"a singleton or void in {name(short)}, forcing to game",
                13,
                16,
                kind="support",
                trump=trump,
                at_least=f"{trump.letter}4",
                forcing=True,
                alert=True,
                test=test,
                convention="splinter",
                section=SPLINTER,
            )
        )
    return rules


def working_points(hand: Hand, short: Suit) -> int:
    """The hand's points (HCP and length) without the king, queen and jack of *short*: honours
    opposite partner's shortness take no trick (the ace still does)."""
    wasted = sum(
        value for rank, value in ((Rank.KING, 3), (Rank.QUEEN, 2), (Rank.JACK, 1)) if hand.has(rank, short)
    )
    return hand.total - wasted


def splinter_answer_table(trump: Suit, short: Suit, *, rkcb: bool) -> list[Rule]:
    """We opened one of *trump* and partner splintered in *short*: slam values outside the
    shortness ask for aces (key cards), else game."""

    def slam_values(hand: Hand) -> bool:
        return working_points(hand, short) >= 17

    ask = replace(blackwood_ask(rkcb, trump), test=slam_values)
    return [
        ask,
        R(
            bid(4, trump),
            f"sign-off: no slam interest opposite a shortness in {name(short)}",
            points=False,
            convention="slam sign-off",
            section=SPLINTER,
        ),
    ]


def has_control(hand: Hand, suit: Suit) -> bool:
    """First- or second-round control: the ace or king, a singleton or a void."""
    return hand.length(suit) <= 1 or hand.has(Rank.ACE, suit) or hand.has(Rank.KING, suit)


def jacoby_continuation_table(ctx: Context, trump: Suit) -> list[Rule]:
    """We answered partner's 1M with Jacoby 2NT and opener described the hand: four of the major
    signs off with a minimum; with slam interest a new suit below four of the major is a
    control cue-bid (the cheapest control); stronger hands without one go on by judgement."""
    sign_off = R(
        bid(4, trump),
        "sign-off: no slam interest",
        13,
        15,
        kind="support",
        trump=trump,
        at_least=f"{trump.letter}4",
        section=JACOBY,
    )
    return [sign_off, *control_cue_rules(ctx, trump, 16, at_least=f"{trump.letter}4")]


def control_cue_rules(
    ctx: Context,
    trump: Suit,
    lo: int,
    *,
    hi: int = 37,
    at_least: str = "",
    skip: frozenset[Suit] = frozenset(),
    convention: str = "cue bid",
) -> list[Rule]:
    """Control cue-bids with *trump* agreed: each suit (not *trump*, not in *skip*) whose cheapest
    bid is below game in *trump* shows the ace, king, a singleton or a void there and none in
    the cheaper suits, with *lo* or more support points (slam interest) and at most *hi* (a
    hand sure of slam asks for aces instead: "Slam conventions", Blackwood)."""
    game = bid(4 if trump.is_major else 5, trump)
    rules: list[Rule] = []
    cheaper: list[Suit] = []
    for suit in sorted(Suit, key=lambda s: _index(ctx, s)):
        call = ctx.cheapest(Strain(int(suit)))
        if suit is trump or suit in skip or call is None or call.index >= game.index:
            continue

        def test(hand: Hand, suit: Suit = suit, before: tuple[Suit, ...] = tuple(cheaper)) -> bool:
            return has_control(hand, suit) and not any(has_control(hand, s) for s in before)

        rules.append(
            R(
                call,
                f"control cue-bid: ace, king, singleton or void in {name(suit)}, slam interest",
                lo,
                hi,
                kind="support",
                trump=trump,
                at_least=at_least,
                forcing=True,
                test=test,
                convention=convention,
                section=SLAM,
            )
        )
        cheaper.append(suit)
    return rules


def _index(ctx: Context, suit: Suit) -> int:
    call = ctx.cheapest(Strain(int(suit)))
    return call.index if call is not None else 99


def cue_answer_table(
    ctx: Context, trump: Suit, *, rkcb: bool, need: int = 15, support: bool = False
) -> list[Rule]:
    """Partner cue-bid a control with slam interest: *need* or more points ask for aces (key
    cards), fewer sign off in game in *trump* (four of a major, five of a minor). *support*:
    the points are support points (shortness counted), as the cue-bid's own range and the raise
    that agreed *trump* counted them (1H–3H–3S with four hearts, a void and 8 HCP: 13)."""

    def enough(hand: Hand) -> bool:
        return (hand.support_points(trump) if support else hand.total) >= need

    ask = replace(blackwood_ask(rkcb, trump), test=enough)
    game = ctx.bid(4 if trump.is_major else 5, Strain(int(trump)))
    rules = [ask]
    if game is not None:
        rules.append(R(game, "sign-off: no slam interest", points=False, section=SLAM))
    return rules


def quantitative_ask() -> Rule:
    """4NT over partner's natural notrump with no suit agreed: invites 6NT (chosen by placement
    when slam depends on where partner lies in the range it showed)."""
    return R(
        bid(4, Strain.NOTRUMP),
        "quantitative: invites 6NT",
        test=NEVER,
        convention="quantitative",
        points=False,
        section=SLAM,
    )


def quantitative_answer_table(lo: int, hi: int, asker_lo: int = 0) -> list[Rule]:
    """Partner's quantitative 4NT: 6NT in the upper half of the range we showed (*lo*–*hi* HCP).
    An open range (2C–2NT: 8+) ends where slam is sure beside the least partner has shown
    (*asker_lo*: 33 less it), so its upper half is not out of reach."""
    hi = max(lo, min(hi, 33 - asker_lo))
    accept = max(lo, (lo + hi + 1) // 2)
    return [
        R("6NT", "accepts: the upper half of the range shown", accept, convention="placed", section=SLAM),
        R("P", "declines: the lower half of the range shown", 0, accept - 1, section=SLAM),
    ]
