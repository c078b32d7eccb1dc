"""Irregularities of the auction as fixed rules (RULES 10.2-10.5; Laws 23, 26-32).

The functions here judge a call against the Laws and return small frozen values that
say what follows; :mod:`bridgekit.variants.bridge.table` keeps the state and applies them.

>>> from bridgekit.calls import Call
>>> is_comparable(Call.from_str("1H"), Call.from_str("2H"), Call.from_str("1S"))
True
>>> rectification = out_of_rotation(RotationCase.RHO_TURN, Call.from_str("P"), laws="2017")
>>> rectification.offender_passes, rectification.partner_passes, rectification.law
(1, 0, '30A')
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import NamedTuple

from bridgekit.calls import Call, Strain
from bridgekit.cards import Suit
from bridgekit.errors import NotationError
from bridgekit.i18n import N_, _
from bridgekit.laws.notes import WordEnum

__all__ = [
    "LAW_SETS",
    "REST_OF_AUCTION",
    "RotationCase",
    "LeadPenalty",
    "Rectification",
    "check_laws",
    "lowest_sufficient",
    "is_comparable",
    "rotation_case",
    "out_of_rotation",
    "insufficient_replacement",
    "comparable_outcome",
    "forbiddable_suits",
]

#: the values of the ``laws`` option (RULES 10.1)
LAW_SETS = ("2017", "classic")
#: a pass obligation that lasts for the rest of the auction
REST_OF_AUCTION = 99


def check_laws(laws: str) -> str:
    """Return *laws* if it names a law set (RULES 10.1).

    >>> check_laws("classic")
    'classic'

    :raises NotationError: for another value
    """
    if laws not in LAW_SETS:
        raise NotationError(
            _("laws={laws} is not a law set (expected one of {law_sets})").format(
                laws=repr(laws), law_sets=", ".join(LAW_SETS)
            )
        )
    return laws


class RotationCase(WordEnum):
    """Whose turn it was when a call was made out of rotation (RULES 10.4, Laws 28-32)."""

    RHO_TURN = N_("at RHO's turn")
    PARTNER_TURN = N_("at partner's turn")
    LHO_TURN = N_("at LHO's turn, before the offender has called")
    CHANGE_OF_CALL = N_("at LHO's turn, after the offender has called")


class LeadPenalty(Enum):
    """What declarer may do at the first lead of the offender's partner."""

    NONE = "none"
    #: forbid one suit not named by the offender in the legal auction (Law 26B)
    FORBID = "forbid"
    #: name the suit of the lead (classic insufficient bid; classic unauthorised information)
    REQUIRE = "require"
    #: require or forbid one suit (classic unauthorised information, RULES 10.10)
    REQUIRE_OR_FORBID = "require-or-forbid"


class Rectification(NamedTuple):
    """What follows an irregular call.

    :param offender_passes: passes the offender owes (``REST_OF_AUCTION`` for all)
    :param partner_passes: passes the offender's partner owes
    :param lead: the lead penalty against the partner if the offenders defend (Law 26)
    :param judge_next: the offender's next call is judged: not comparable means partner
        passes once and Law 26B applies (RULES 10.4)
    :param repeat_if_rho_passes: the offender must repeat the call if RHO passes (Law 31A2a)
    :param law: the Law applied
    """

    offender_passes: int = 0
    partner_passes: int = 0
    lead: LeadPenalty = LeadPenalty.NONE
    judge_next: bool = False
    repeat_if_rho_passes: bool = False
    law: str = ""


def lowest_sufficient(strain: Strain, last_bid: Call | None) -> Call | None:
    """The lowest bid in *strain* above *last_bid* (``None`` above 7NT).

    >>> str(lowest_sufficient(Strain.HEARTS, Call.from_str("1S")))
    '2H'
    """
    for level in range(1, 8):
        bid = Call.bid(level, strain)
        if last_bid is None or bid.index > last_bid.index:
            return bid
    return None


def is_comparable(withdrawn: Call, replacement: Call, last_bid: Call | None) -> bool:
    """Whether *replacement* is comparable to *withdrawn* by the fixed rule of RULES 10.2.

    Comparable: the lowest sufficient bid in the withdrawn bid's denomination, a pass for a
    pass, the same double or redouble. Everything else is not (the software does not judge
    meanings, Law 23).

    >>> is_comparable(Call.from_str("P"), Call.from_str("P"), Call.from_str("1S"))
    True
    >>> is_comparable(Call.from_str("1H"), Call.from_str("3H"), Call.from_str("1S"))
    False
    """
    if not withdrawn.is_bid:
        return replacement is withdrawn
    assert withdrawn.strain is not None
    return replacement.is_bid and replacement is lowest_sufficient(withdrawn.strain, last_bid)


def rotation_case(offender: int, turn: int, *, offender_has_called: bool) -> RotationCase:
    """Classify a call by *offender* when it was *turn*'s turn (seats 0-3 clockwise).

    >>> rotation_case(1, 0, offender_has_called=False)
    <RotationCase.RHO_TURN: "at RHO's turn">
    >>> rotation_case(0, 1, offender_has_called=True)
    <RotationCase.CHANGE_OF_CALL: "at LHO's turn, after the offender has called">
    """
    if turn == (offender + 3) % 4:
        return RotationCase.RHO_TURN
    if turn == (offender + 2) % 4:
        return RotationCase.PARTNER_TURN
    if turn != (offender + 1) % 4:
        raise NotationError(
            _("seat {offender} called in turn (turn {turn}): not out of rotation").format(
                offender=offender, turn=turn
            )
        )
    return RotationCase.CHANGE_OF_CALL if offender_has_called else RotationCase.LHO_TURN


def out_of_rotation(case: RotationCase, call: Call, *, laws: str) -> Rectification:
    """The rectification of a call out of rotation that LHO did not accept (RULES 10.4).

    >>> out_of_rotation(RotationCase.PARTNER_TURN, Call.from_str("1NT"), laws="classic").partner_passes
    99
    """
    if case is RotationCase.CHANGE_OF_CALL:
        raise NotationError(
            _("a call at LHO's turn after the offender has called is a change of call (Law 25)")
        )
    if laws == "classic":
        if call.is_pass:
            if case is RotationCase.RHO_TURN:
                return Rectification(offender_passes=1, law="classic 10.4")
            return Rectification(offender_passes=REST_OF_AUCTION, law="classic 10.4")
        return Rectification(partner_passes=REST_OF_AUCTION, law="classic 10.4")
    if case is RotationCase.RHO_TURN:
        if call.is_pass:
            return Rectification(offender_passes=1, law="30A")
        return Rectification(repeat_if_rho_passes=True, law="31A" if call.is_bid else "32")
    law = "30B" if call.is_pass else ("31B" if call.is_bid else "32")
    return Rectification(judge_next=True, law=law)


def comparable_outcome(comparable: bool, *, laws: str) -> Rectification:
    """What follows the offender's call after a cancelled call out of rotation (RULES 10.4).

    >>> comparable_outcome(False, laws="2017").partner_passes
    1
    """
    if comparable or laws == "classic":
        return Rectification(law="23")
    return Rectification(partner_passes=1, lead=LeadPenalty.FORBID, law="23, 26B")


def insufficient_replacement(
    withdrawn: Call, replacement: Call, last_bid: Call | None, *, laws: str, escalated: bool = False
) -> Rectification:
    """What follows the replacement of an insufficient bid LHO did not accept (RULES 10.3, Law 27B).

    *escalated* is true when the offender already tried a double, a redouble or another
    insufficient bid: his partner then passes for the rest of the auction whatever follows.

    >>> one_spade = Call.from_str("1S")
    >>> insufficient_replacement(Call.from_str("1H"), Call.from_str("2H"), one_spade, laws="2017").law
    '27B1a'
    >>> insufficient_replacement(Call.from_str("1H"), Call.from_str("P"), one_spade, laws="2017").lead
    <LeadPenalty.FORBID: 'forbid'>
    """
    if not escalated and is_comparable(withdrawn, replacement, last_bid) and replacement.is_bid:
        return Rectification(law="27B1a")
    lead = LeadPenalty.REQUIRE if laws == "classic" else LeadPenalty.FORBID
    return Rectification(
        partner_passes=REST_OF_AUCTION, lead=lead, law="27B2, 26B" if laws == "2017" else "27 (classic)"
    )


def forbiddable_suits(offender_calls: Sequence[Call], withdrawn: Sequence[Call] = ()) -> tuple[Suit, ...]:
    """The suits declarer may forbid under Law 26B: those the offender did not name in the legal
    auction, nor in the withdrawn call itself (DECISION after TV-L-02: after 1H refused and
    replaced by 2C, declarer forbids a suit other than hearts and clubs).

    >>> [suit.letter for suit in forbiddable_suits([Call.from_str("2C")], [Call.from_str("1H")])]
    ['D', 'S']
    """
    named = {
        call.strain.suit for call in (*offender_calls, *withdrawn) if call.is_bid and call.strain is not None
    }
    return tuple(suit for suit in Suit if suit not in named)
