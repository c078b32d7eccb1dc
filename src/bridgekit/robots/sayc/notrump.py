"""SAYC after a notrump opening: Stayman, Jacoby transfers, invitations, Gerber, quantitative 4NT.

Section cited: "Notrump opening bids" of the ACBL SAYC System Booklet (revised January 2006):
over 1NT, 2C is Stayman, 2D and 2H are Jacoby transfers to hearts and spades, 2S asks opener
to bid 3C (a weak hand with a long minor), 2NT invites, 3C and 3D invite 3NT with a six-card
minor, 3NT is to play, 4C is Gerber and 4NT is quantitative; over 2NT the same one level
higher.

>>> [str(r.call) for r in nt_response_table(1)][:3]
['2H', '2D', '2C']
"""

from __future__ import annotations

from bridgekit.calls import Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, Rule, strain_suit
from bridgekit.robots.sayc.table import NEVER, NT, C, D, H, R, S, Test, bid, name

__all__ = [
    "nt_response_table",
    "stayman_answer_table",
    "transfer_answer_table",
    "after_stayman_table",
    "after_transfer_table",
    "invitation_answer_table",
    "relay_answer_table",
    "minor_invitation_answer_table",
    "relay_continuation_table",
    "quantitative_answer_table",
]

SECTION = "Notrump opening bids"


def _four_card_major(hand: Hand) -> bool:
    return 4 in (hand.length(H), hand.length(S)) and max(hand.length(H), hand.length(S)) <= 4


def _transfer(target: Suit) -> Test:
    other = S if target is H else H

    def test(hand: Hand) -> bool:
        # five or more, the longer major (spades with 5-5); with 5-4 and game values use Stayman? The
        # booklet transfers with five and Stayman with exactly four.
        return hand.length(target) >= 5 and (
            hand.length(target) > hand.length(other) or (target is S and hand.length(S) == hand.length(H))
        )

    return test


def _long_minor(hand: Hand) -> bool:
    return max(hand.length(C), hand.length(D)) >= 6 and max(hand.length(H), hand.length(S)) <= 4


def _ranges(level: int, strong: bool = False) -> dict[str, tuple[int, int]]:
    """Responder's HCP for an invitation, game, a quantitative 4NT and slam opposite 1NT
    (15–17), 2NT (20–21) or, *strong*, the 2NT rebid of 2C–2D–2NT (22–24)."""
    if level == 1:
        return {"inv": (8, 9), "game": (10, 15), "quant": (16, 17), "slam": (18, 19)}
    if strong:
        return {"inv": (0, 0), "game": (3, 8), "quant": (9, 10), "slam": (11, 13)}
    return {"inv": (0, 0), "game": (4, 10), "quant": (11, 12), "slam": (13, 15)}


def nt_response_table(level: int, *, strong: bool = False) -> list[Rule]:
    """Partner opened 1NT (*level* 1) or 2NT (2), RHO passed; *strong*: partner's 2NT is the
    22–24 rebid of 2C–2D–2NT, after which the same system is on ("Strong 2C opening")."""
    up = level - 1
    ranges = _ranges(level, strong)
    stayman_lo = 8 if level == 1 else ranges["game"][0]
    game_lo, game_hi = ranges["game"]
    rules = [
        *(
            R(
                bid(2 + up, relay),
                f"Jacoby transfer: five or more {name(target)}",
                forcing=True,
                alert=True,
                at_least=f"{target.letter}5",
                test=_transfer(target),
                convention="transfer",
                points=False,
                section=SECTION,
            )
            for relay, target in ((H, S), (D, H))
        ),
        R(
            bid(2 + up, C),
            "Stayman: asks for a four-card major",
            stayman_lo,
            forcing=True,
            test=_four_card_major,
            convention="stayman",
            section=SECTION,
        ),
        R(
            bid(4, C),
            "Gerber: asks for aces",
            ranges["slam"][0],
            convention="gerber",
            forcing=True,
            balanced=True,
            section="Slam conventions",
        ),
        R(
            bid(4, NT),
            "quantitative: invites 6NT",
            *ranges["quant"],
            convention="quantitative",
            section=SECTION,
        ),
        R(bid(3, NT), "to play", game_lo, game_hi, section=SECTION),
    ]
    if level == 1:
        rules.insert(
            3,
            R(
                "2S",
                "asks opener to bid 3C: a weak hand with a long minor",
                0,
                7,
                forcing=True,
                alert=True,
                test=_long_minor,
                convention="minor relay",
                section=SECTION,
            ),
        )
        rules.extend(
            R(
                bid(3, minor),
                f"invites game, six or more {name(minor)}",
                *ranges["inv"],
                at_least=f"{minor.letter}6",
                convention="minor invitation",
                section=SECTION,
            )
            for minor in (D, C)
        )
        rules.append(R("2NT", "invites 3NT", *ranges["inv"], section=SECTION))
        rules.append(R("P", "no game opposite 15–17", 0, 7, section=SECTION))
    elif strong:
        rules.append(R("P", "no game opposite 22–24", 0, 2, section=SECTION))
    else:
        rules.append(R("P", "no game opposite 20–21", 0, 3, section=SECTION))
    return rules


def stayman_answer_table(level: int) -> list[Rule]:
    """We opened NT and partner bid Stayman: 2D none, 2H four hearts (maybe spades too), 2S four spades."""
    up = level - 1
    return [
        R(
            bid(2 + up, H),
            "four or more hearts (may hold four spades)",
            at_least="H4",
            alert=False,
            section=SECTION,
        ),
        R(
            bid(2 + up, S),
            "four or more spades, not four hearts",
            at_least="S4",
            at_most="H3",
            section=SECTION,
        ),
        R(bid(2 + up, D), "no four-card major", at_most="H3 S3", section=SECTION),
    ]


def transfer_answer_table(level: int, target: Suit) -> list[Rule]:
    """We opened NT and partner transferred: accept; jump with a maximum and four trumps."""
    up = level - 1
    top = 17 if level == 1 else 21
    return [
        R(
            bid(3 + up, target),
            f"super-acceptance: maximum, four or more {name(target)}",
            top,
            top,
            at_least=f"{target.letter}4",
            points=False,  # "maximum" says it: the notrump's top, not a one-count "17–17 HCP"
            section=SECTION,
        ),
        R(bid(2 + up, target), f"accepts the transfer to {name(target)}", points=False, section=SECTION),
    ]


def after_stayman_table(ctx: Context, level: int, answer: Call, *, strong: bool = False) -> list[Rule]:
    """Responder's rebid after Stayman's answer (*answer*: 2D, 2H or 2S over 1NT)."""
    up = level - 1
    ranges = _ranges(level, strong)
    inv, game, quant = ranges["inv"], ranges["game"], ranges["quant"]
    rules: list[Rule] = []
    shown = answer.strain.suit if answer.strain is not None else None
    if shown in (H, S):
        assert shown is not None
        rules.append(
            R(
                bid(4, shown),
                f"game, four or more {name(shown)}",
                *game,
                at_least=f"{shown.letter}4",
                section=SECTION,
            )
        )
        if level == 1:
            rules.append(
                R(
                    bid(3, shown),
                    f"invites game, four or more {name(shown)}",
                    *inv,
                    at_least=f"{shown.letter}4",
                    section=SECTION,
                )
            )
    else:
        for major in (S, H):
            call = ctx.bid(3, Strain(int(major)))
            if call is not None:
                rules.append(
                    R(
                        call,
                        f"five {name(major)} and four of the other major, forcing to game",
                        game[0],
                        at_least=f"{major.letter}5",
                        forcing=True,
                        section=SECTION,
                    )
                )
    rules.append(
        R(bid(4, NT), "quantitative: invites 6NT", *quant, convention="quantitative", section=SECTION)
    )
    rules.append(R(bid(3, NT), "to play, no fit", *game, section=SECTION))
    if level == 1:
        rules.append(R("2NT", "invites 3NT, no fit", *inv, section=SECTION))
    rules.append(R("P", "content", 0, inv[1] if level == 1 else game[0] - 1, section=SECTION))
    del up
    return rules


def after_transfer_table(ctx: Context, level: int, target: Suit, *, strong: bool = False) -> list[Rule]:
    """Responder's rebid after opener accepted a transfer to *target*."""
    ranges = _ranges(level, strong)
    inv, game, quant = ranges["inv"], ranges["game"], ranges["quant"]
    six, five = f"{target.letter}6", f"{target.letter}5"
    rules = [
        R(bid(4, target), f"to play, six or more {name(target)}", *game, at_least=six, section=SECTION),
        R(bid(3, NT), f"exactly five {name(target)}: choice of games", *game, at_most=five, section=SECTION),
        R(
            bid(4, NT),
            f"quantitative, five {name(target)}",
            *quant,
            convention="quantitative",
            section=SECTION,
        ),
    ]
    if level == 1:
        rules += [
            R(
                bid(3, target),
                f"invites game, six or more {name(target)}",
                *inv,
                at_least=six,
                section=SECTION,
            ),
            R("2NT", f"invites game, five {name(target)}", *inv, at_most=five, section=SECTION),
        ]
    for other in (H, D, C, S):
        call = ctx.cheapest(Strain(int(other)))
        if other is not target and call is not None and call.level == 3 and level == 1:
            rules.append(
                R(
                    call,
                    f"natural, four or more {name(other)}, forcing to game",
                    game[0],
                    at_least=f"{other.letter}4",
                    forcing=True,
                    section=SECTION,
                )
            )
    rules.append(
        R("P", f"to play in {name(target)}", 0, inv[1] if level == 1 else game[0] - 1, section=SECTION)
    )
    return rules


def invitation_answer_table(ctx: Context, level: int, target: Suit | None) -> list[Rule]:
    """We opened NT; partner invited (2NT, or three of the transferred major) or offered 3NT."""
    top = 17 if level == 1 else 21
    rules: list[Rule] = []
    last = ctx.last_bid
    game_only = last is not None and last.level >= 3 and last.strain is NT
    if target is not None:
        fit = f"{target.letter}3"
        if game_only:
            rules.append(
                R(
                    bid(4, target),
                    f"three or more {name(target)}",
                    at_least=fit,
                    points=False,
                    section=SECTION,
                )
            )
            rules.append(R("P", f"two {name(target)}", points=False, section=SECTION))
            return rules
        if last is not None and last.level == 3 and strain_suit(last) is target:
            # three of the major invited with six or more: two cards make an eight-card fit
            rules.append(
                R(
                    bid(4, target),
                    f"a maximum with two or more {name(target)}",
                    top - 1,
                    top,
                    at_least=f"{target.letter}2",
                    section=SECTION,
                )
            )
            rules.append(R("P", "a minimum", section=SECTION, points=False))
            return rules
        rules.append(
            R(
                bid(4, target),
                f"a maximum with three or more {name(target)}",
                top - 1,
                top,
                at_least=fit,
                section=SECTION,
            )
        )
        rules.append(R(bid(3, NT), f"a maximum with two {name(target)}", top - 1, top, section=SECTION))
        call = ctx.bid(3, Strain(int(target)))
        if call is not None:
            rules.append(
                R(
                    call,
                    f"a minimum with three or more {name(target)}",
                    at_least=fit,
                    section=SECTION,
                    points=False,
                )
            )
        rules.append(R("P", "a minimum", section=SECTION, points=False))
        return rules
    rules.append(R(bid(3, NT), "accepts the invitation", top - 1, top, section=SECTION))
    rules.append(R("P", "declines the invitation", 0, top - 2, section=SECTION))
    return rules


def relay_answer_table() -> list[Rule]:
    """1NT–2S: opener must bid 3C."""
    return [R("3C", "as asked by 2S", points=False, forcing=True, alert=True, section=SECTION)]


def relay_continuation_table() -> list[Rule]:
    """1NT–2S–3C: responder passes with clubs or signs off in 3D."""
    return [
        R("3D", "to play, six or more diamonds", at_least="D6", section=SECTION, points=False),
        R("P", "to play in clubs", section=SECTION, points=False),
    ]


def minor_invitation_answer_table() -> list[Rule]:
    """1NT–3C or 3D: partner invites 3NT with a six-card minor and 8–9 HCP; accept with a
    maximum (16–17), else pass and play three of the minor."""
    return [
        R(bid(3, NT), "accepts the invitation", 16, 17, section=SECTION),
        R("P", "declines the invitation", 0, 15, section=SECTION),
    ]


def quantitative_answer_table(level: int, target: Suit | None = None, *, strong: bool = False) -> list[Rule]:
    """Partner's 4NT invites 6NT: accept with a maximum (17 over 1NT, 21 over 2NT, 24 after
    2C–2D–2NT, *strong*), also after Stayman's answer; after a transfer to *target* (4NT showed
    five of it) the slam is six of the major with three or more, else 6NT."""
    top = 24 if strong else 17 if level == 1 else 21
    rules = []
    if target is not None:
        rules.append(
            R(
                bid(6, target),
                f"a maximum with three or more {name(target)}",
                top,
                at_least=f"{target.letter}3",
                convention="placed",
                section="Slam conventions",
            )
        )
    return [
        *rules,
        R(bid(6, NT), "accepts: a maximum", top, convention="placed", section="Slam conventions"),
        R("P", "declines: not a maximum", 0, top - 1, section="Slam conventions"),
    ]


def nt_meaning_only(call: Call, text: str) -> Rule:
    """A rule that is only read, never chosen by the table (see :data:`NEVER`)."""
    return R(call, text, test=NEVER, points=False, section=SECTION)
