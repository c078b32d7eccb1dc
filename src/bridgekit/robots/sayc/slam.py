"""SAYC slam conventions: Blackwood (or Roman Key Card Blackwood 1430), Gerber, their follow-ups.

Section cited: "Slam conventions" of the ACBL SAYC System Booklet (revised January 2006):
4NT Blackwood (5C 0 or 4 aces, 5D 1, 5H 2, 5S 3; 5NT then asks for kings and promises all
the aces), and 4C Gerber over 1NT and 2NT, "including a rebid" (4D 0 or 4, 4H 1, 4S 2, 4NT 3). The option
``rkcb`` replaces Blackwood by Roman Key Card Blackwood 1430 (five key cards: the aces and
the king of trumps; 5C 1 or 4, 5D 0 or 3, 5H 2 without the queen of trumps, 5S 2 with it).

>>> [str(r.call) for r in blackwood_answer_table(Suit.SPADES, rkcb=False)]
['5C', '5C', '5D', '5H', '5S']
"""

from __future__ import annotations

from bridgekit.calls import Call, Strain
from bridgekit.cards import Rank, Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, Rule
from bridgekit.robots.sayc.table import NEVER, R, Test, bid, name

__all__ = [
    "blackwood_ask",
    "gerber_ask",
    "blackwood_answer_table",
    "blackwood_continuation_table",
    "gerber_answer_table",
    "gerber_continuation_table",
    "gerber_king_answer_table",
    "gerber_king_continuation_table",
    "aces_shown",
    "king_answer_table",
    "king_continuation_table",
]

SECTION = "Slam conventions"


def blackwood_ask(rkcb: bool, trump: Suit, *, test: Test = NEVER, at_least: str = "") -> Rule:
    """4NT with a suit agreed: asks for aces (or key cards), chosen by judgement when slam is near
    (*test*: chosen by the table where it fits; *at_least*: the lengths the ask promises, which
    agree the suit where the auction has not, as over partner's pre-empt)."""
    if rkcb:
        return R(
            "4NT",
            f"Roman Key Card Blackwood 1430 for {name(trump)}",
            test=test,
            at_least=at_least,
            forcing=True,
            convention="rkcb",
            points=False,
            section=SECTION,
        )
    return R(
        "4NT",
        "Blackwood: asks for aces",
        test=test,
        at_least=at_least,
        forcing=True,
        convention="blackwood",
        points=False,
        section=SECTION,
    )


def blackwood_answer_table(trump: Suit, *, rkcb: bool) -> list[Rule]:
    """Partner asked with 4NT."""
    if rkcb:

        def keys(*counts: int, queen: bool | None = None) -> Test:
            def test(hand: Hand) -> bool:
                if hand.keycards(trump) not in counts:
                    return False
                return queen is None or hand.has(Rank.QUEEN, trump) == queen

            return test

        return [
            R("5C", "one or four key cards", test=keys(1, 4), forcing=False, points=False, section=SECTION),
            R("5D", "none or three key cards", test=keys(0, 3), points=False, section=SECTION),
            R(
                "5H",
                f"two key cards without the queen of {name(trump)}",
                test=keys(2, queen=False),
                points=False,
                section=SECTION,
            ),
            R(
                "5S",
                f"two key cards with the queen of {name(trump)}",
                test=keys(2, queen=True),
                points=False,
                section=SECTION,
            ),
        ]

    def aces(*counts: int) -> Test:
        def test(hand: Hand) -> bool:
            return hand.aces in counts

        return test

    return [
        R("5C", "no aces", test=aces(0), points=False, section=SECTION),
        R("5C", "four aces", test=aces(4), points=False, section=SECTION),
        R("5D", "one ace", test=aces(1), points=False, section=SECTION),
        R("5H", "two aces", test=aces(2), points=False, section=SECTION),
        R("5S", "three aces", test=aces(3), points=False, section=SECTION),
    ]


def _partner_has(answer: Call, mine: int, *, total: int) -> int:
    """How many aces (key cards) partner's step answer shows, given how many we hold."""
    step = answer.index - Call.from_str("5C").index
    if total == 5:  # 1430: 5C 1 or 4, 5D 0 or 3, 5H and 5S 2
        counts = {0: (1, 4), 1: (0, 3), 2: (2,), 3: (2,)}.get(step, (0,))
    else:
        counts = {0: (0, 4), 1: (1,), 2: (2,), 3: (3,)}.get(step, (0,))
    possible = [n for n in counts if n + mine <= total] or [0]
    # the smaller count unless it is impossible (no aces between us is very unlikely after an ask)
    return max(possible) if mine + min(possible) == 0 else min(possible)


def aces_shown(answer: Call, mine: int, *, rkcb: bool) -> int:
    """Partner's aces (key cards) from a Blackwood answer, resolved by how many we hold."""
    total = 5 if rkcb else 4
    return _partner_has(answer, mine, total=total)


def blackwood_continuation_table(
    ctx: Context, trump: Suit, answer: Call, *, rkcb: bool, partner_lo: int = 0
) -> list[Rule]:
    """We asked with 4NT and partner answered: stop at five, bid six, ask for kings with all
    the aces (5NT: "promises all the aces"), or seven. *partner_lo*: the fewest HCP partner's
    calls have shown."""
    total = 5 if rkcb else 4
    unit = "key cards" if rkcb else "aces"
    sign_off = ctx.cheapest(Strain(int(trump)))
    six, seven = bid(6, trump), bid(7, trump)

    def together(hand: Hand) -> int:
        mine = hand.keycards(trump) if rkcb else hand.aces
        return mine + aces_shown(answer, mine, rkcb=rkcb)

    def kings_worth_asking(hand: Hand) -> bool:
        return together(hand) >= total and hand.hcp + partner_lo >= 29

    # "5NT then asks for kings and promises all the aces", whatever the trump suit: with a
    # minor agreed and the answer above five of it (clubs and a 5D answer, diamonds and 5H)
    # the grand slam is still to be found, so 5NT stays the king ask and the asker missing two
    # aces has no sign-off below six of the trump suit
    can_ask = ctx.can(Call.from_str("5NT"))
    # an answer in the trump suit itself (5C with clubs agreed, 5D with diamonds) is the
    # sign-off at five: passed when two aces are missing, as a lower sign-off would be bid
    answer_is_trump = answer.level == 5 and answer.strain is Strain(int(trump))
    five_left = (sign_off is not None and sign_off.level == 5) or answer_is_trump
    rules = [
        R(
            "5NT",
            "asks for kings, promises all the aces",
            test=kings_worth_asking if can_ask else NEVER,
            forcing=True,
            points=False,
            convention="king ask",
            section=SECTION,
        ),
        R(
            seven,
            f"grand slam: all the {unit}",
            test=lambda h: together(h) >= total and h.hcp + partner_lo >= 36,
            points=False,
            convention="placed",
            section=SECTION,
        ),
        R(
            six,
            f"small slam: at most one {unit[:-1]} missing",
            test=lambda h: together(h) >= total - 1 or not five_left,
            points=False,
            convention="placed",
            section=SECTION,
        ),
    ]
    if not can_ask:
        rules.pop(0)
    if answer_is_trump:
        rules.append(
            R(
                "P",
                f"sign-off: two {unit} missing",
                test=lambda h: together(h) <= total - 2,
                points=False,
                convention="placed",
                section=SECTION,
            )
        )
    elif sign_off is not None and five_left:
        rules.append(
            R(
                sign_off,
                f"sign-off: two {unit} missing",
                test=lambda h: together(h) <= total - 2,
                points=False,
                convention="placed",
                section=SECTION,
            )
        )
    return rules


def gerber_ask(partner_lo: int) -> Rule:
    """4C over partner's natural 1NT or 2NT bid other than the opening, no suit agreed ("4C is
    Gerber over any 1NT or 2NT bid by partner, including a rebid"): a balanced hand with the
    values for slam beside the least partner's calls have shown (33 HCP together, as the 18
    asking opposite a 15–17 1NT); answered and continued as Gerber over the opening."""
    return R(
        "4C",
        "Gerber: asks for aces",
        max(0, 33 - partner_lo),
        convention="gerber",
        forcing=True,
        balanced=True,
        section=SECTION,
    )


def gerber_answer_table() -> list[Rule]:
    """Partner asked with 4C over our notrump."""

    def aces(*counts: int) -> Test:
        def test(hand: Hand) -> bool:
            return hand.aces in counts

        return test

    return [
        R("4D", "no aces or four aces", test=aces(0, 4), points=False, section=SECTION),
        R("4H", "one ace", test=aces(1), points=False, section=SECTION),
        R("4S", "two aces", test=aces(2), points=False, section=SECTION),
        R("4NT", "three aces", test=aces(3), points=False, section=SECTION),
    ]


def gerber_continuation_table(ctx: Context, answer: Call, opener_lo: int) -> list[Rule]:
    """We asked with Gerber: 6NT or 7NT with the aces, else stop in 4NT (or pass 4NT)."""
    step = answer.index - Call.from_str("4D").index

    def together(hand: Hand) -> int:
        counts = {0: (0, 4), 1: (1,), 2: (2,), 3: (3,)}.get(step, (0,))
        mine = hand.aces
        # an answer that cannot be true beside our aces (a partner who misanswered) counts as
        # the aces that are left
        partner = [n for n in counts if n + mine <= 4] or [4 - mine]
        return mine + (min(partner) if mine else max(partner))

    stop = "4NT" if ctx.can(Call.from_str("4NT")) else "P"
    return [
        R(
            "5C",
            "asks for kings, promises all the aces",
            test=lambda h: together(h) == 4 and h.hcp + opener_lo >= 33,
            forcing=True,
            points=False,
            convention="gerber kings",
            section=SECTION,
        ),
        R(
            "7NT",
            "grand slam: all the aces",
            test=lambda h: together(h) == 4 and h.hcp + opener_lo >= 37,
            points=False,
            convention="placed",
            section=SECTION,
        ),
        R(
            "6NT",
            "small slam: at most one ace missing",
            test=lambda h: together(h) >= 3,
            points=False,
            convention="placed",
            section=SECTION,
        ),
        R(stop, "sign-off: two aces missing", points=False, convention="placed", section=SECTION),
    ]


def gerber_king_answer_table() -> list[Rule]:
    """Partner asked for kings with 5C after Gerber: the same steps one level higher
    (5D none or four, 5H one, 5S two, 5NT three)."""

    def kings(*counts: int) -> Test:
        def test(hand: Hand) -> bool:
            return hand.kings in counts

        return test

    steps = zip(("5D", "5H", "5S", "5NT"), ((0, 4), (1,), (2,), (3,)), _KINGS, strict=True)
    return [R(call, text, test=kings(*counts), points=False, section=SECTION) for call, counts, text in steps]


def gerber_king_continuation_table(answer: Call, opener_lo: int) -> list[Rule]:
    """We asked for kings after Gerber (holding all the aces): 7NT with at most one king
    missing and the values for a grand slam (37 HCP with partner's least), else 6NT."""
    step = answer.index - Call.from_str("5D").index

    def together(hand: Hand) -> int:
        mine = hand.kings
        counts = [n for n in ((0, 4) if step == 0 else (step,)) if n + mine <= 4] or [4 - mine]
        return mine + (min(counts) if mine else max(counts))

    return [
        R(
            "7NT",
            "grand slam: all the aces, at most one king missing",
            test=lambda h: together(h) >= 3 and h.hcp + opener_lo >= 35,
            points=False,
            convention="placed",
            section=SECTION,
        ),
        R("6NT", "small slam: kings missing", points=False, convention="placed", section=SECTION),
    ]


def _kings(hand: Hand, trump: Suit, *, rkcb: bool) -> int:
    """The kings that count in the answer to 5NT (Roman Key Card: the king of trumps was a key card)."""
    return hand.kings - (1 if rkcb and hand.has(Rank.KING, trump) else 0)


_KINGS = ("no kings or four kings", "one king", "two kings", "three kings")
_OTHER_KINGS = (
    "no kings besides the king of trumps",
    "one king besides the king of trumps",
    "two kings besides the king of trumps",
    "three kings besides the king of trumps",
)


def king_answer_table(trump: Suit, *, rkcb: bool) -> list[Rule]:
    """Partner asked for kings with 5NT after Blackwood: the same steps one level higher."""

    def kings(*counts: int) -> Test:
        def test(hand: Hand) -> bool:
            return _kings(hand, trump, rkcb=rkcb) in counts

        return test

    first = (0,) if rkcb else (0, 4)
    texts = _OTHER_KINGS if rkcb else _KINGS
    steps = zip(("6C", "6D", "6H", "6S"), (first, (1,), (2,), (3,)), texts, strict=True)
    return [R(call, text, test=kings(*counts), points=False, section=SECTION) for call, counts, text in steps]


def king_continuation_table(ctx: Context, trump: Suit, answer: Call, *, rkcb: bool) -> list[Rule]:
    """We asked for kings: seven with at most one king missing, else six of the trump suit."""
    total = 3 if rkcb else 4
    step = answer.index - Call.from_str("6C").index

    def together(hand: Hand) -> int:
        mine = _kings(hand, trump, rkcb=rkcb)
        counts = [n for n in ((0, 4) if step == 0 and not rkcb else (step,)) if n + mine <= total] or [0]
        return mine + min(counts)

    six = ctx.bid(6, Strain(int(trump)))
    stop: Call | str = six if six is not None else "6NT" if ctx.can(Call.from_str("6NT")) else "P"
    if answer == bid(6, trump):  # the answer is six of the trump suit (clubs, 6C): it stands
        stop = "P"
    return [
        R(
            bid(7, trump),
            "grand slam: at most one king missing",
            test=lambda h: together(h) >= total - 1,
            points=False,
            convention="placed",
            section=SECTION,
        ),
        R(stop, "small slam: kings missing", points=False, convention="placed", section=SECTION),
    ]
