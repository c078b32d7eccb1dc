"""The auction of table mode: calls recorded as made, the Laws on irregular calls applied (RULES 10.3-10.5).

:class:`TableAuction` wraps the legal :class:`~bridgekit.auction.Auction` (the calls that
stand) with what the irregularities left behind: the pending choice of the offender's LHO,
an insufficient bid to replace, passes owed, a call to repeat, a call to be judged
comparable, and the lead penalties to apply if the offenders defend. Every step returns
:class:`Note` values naming the Law it applied.

>>> from bridgekit.calls import Call
>>> table = TableAuction(0, laws="2017")
>>> _ = table.call(0, Call.from_str("1S")); notes = table.call(1, Call.from_str("1H"))
>>> notes[0].law, table.decider, table.options()
('27', 2, (Option.ACCEPT, Option.REFUSE))
>>> _ = table.decide(2, Option.REFUSE); _ = table.call(1, Call.from_str("P"))
>>> table.auction.to_call, [str(c) for c in table.legal_calls()][:3], table.owed_passes(3)
(2, ['P', '1NT', '2C'], 99)
"""

from __future__ import annotations

from typing import NamedTuple

from bridgekit.auction import Auction
from bridgekit.calls import Call
from bridgekit.errors import IllegalActionError, IllegalCallError
from bridgekit.i18n import N_, _
from bridgekit.laws.bidding import (
    REST_OF_AUCTION,
    LeadPenalty,
    Rectification,
    RotationCase,
    comparable_outcome,
    insufficient_replacement,
    is_comparable,
    out_of_rotation,
    rotation_case,
)
from bridgekit.laws.notes import Note, PendingKind
from bridgekit.laws.records import Option

__all__ = ["Note", "PendingCall", "TableAuction"]

_NAMES = "NESW"


class PendingCall(NamedTuple):
    """An irregular call waiting for LHO to accept or refuse it."""

    #: ``INSUFFICIENT`` or ``OUT_OF_ROTATION``
    fault: PendingKind
    offender: int
    call: Call
    turn: int
    #: a second insufficient bid while replacing the first (RULES 10.3, last item)
    again: bool = False


class TableAuction:
    """The auction of table mode (RULES 10.3-10.5) for the four seats of contract bridge.

    :param dealer: the seat that calls first
    :param laws: ``"2017"`` or ``"classic"``
    """

    def __init__(self, dealer: int, *, laws: str) -> None:
        self.auction = Auction(dealer)
        self.laws = laws
        #: the calls that stand, with their seats
        self.calls: list[tuple[int, Call]] = []
        self.pending: PendingCall | None = None
        #: (offender, withdrawn bid, escalated): an insufficient bid LHO refused
        self.replacing: tuple[int, Call, bool] | None = None
        self.passes = [0, 0, 0, 0]
        self.repeat: dict[int, Call] = {}
        self.judge: dict[int, Call] = {}
        self.rho_wait: dict[int, tuple[int, Call]] = {}
        #: (offender, penalty) for the offender's partner's first lead if the offenders defend
        self.lead_penalties: list[tuple[int, LeadPenalty]] = []
        #: each seat's calls withdrawn after an irregularity (they shape the Law 26B choice)
        self.withdrawn: dict[int, list[Call]] = {}

    # -- what the table sees ------------------------------------------------------------

    @property
    def decider(self) -> int | None:
        """The seat that must accept or refuse a pending irregular call (offender's LHO)."""
        return (self.pending.offender + 1) % 4 if self.pending is not None else None

    @property
    def to_act(self) -> int:
        return self.decider if self.decider is not None else self.auction.to_call

    def owed_passes(self, seat: int) -> int:
        """Passes *seat* owes (``REST_OF_AUCTION`` = 99 for the rest of the auction)."""
        return self.passes[seat]

    def options(self) -> tuple[Option, ...]:
        """The choices open to :attr:`decider` (empty when nothing is pending)."""
        pending = self.pending
        if pending is None:
            return ()
        if pending.fault is PendingKind.OUT_OF_ROTATION and not self._acceptable(pending):
            return (Option.REFUSE,)
        return (Option.ACCEPT, Option.REFUSE)

    def legal_calls(self) -> tuple[Call, ...]:
        """The calls the seat to call may make, with every obligation honoured."""
        auction = self.auction
        seat = auction.to_call
        calls = auction.legal_calls()
        if self.passes[seat]:
            return calls[:1]
        required = self.repeat.get(seat)
        if required is not None and auction.illegality(required) is None:
            return (required,)
        if self.replacing is not None:
            return tuple(call for call in calls if call.is_pass or call.is_bid)
        return calls

    def offender_calls(self, seat: int) -> list[Call]:
        return [call for who, call in self.calls if who == seat]

    # -- actions -------------------------------------------------------------------------

    def call(self, seat: int, call: Call) -> list[Note]:
        """Record *call* by *seat*, in turn or not, and return what the Laws make of it.

        :raises IllegalCallError: for what table mode still refuses: a change of call (Law 25),
            a call that breaks an obligation to pass or repeat, an inadmissible double
        :raises IllegalActionError: while another player must first decide
        """
        notes: list[Note] = []
        pending = self.pending
        if pending is not None:
            if seat == self.decider:
                notes += self._accept(pending, by_calling=True)
            elif pending.fault is PendingKind.OUT_OF_ROTATION and seat == pending.turn:
                self.pending = None
                notes.append(
                    Note.of(
                        "28B",
                        N_(
                            "{seat} calls in rotation: "
                            "{call} by {offender} is cancelled without rectification"
                        ),
                        seat=_NAMES[seat],
                        call=pending.call,
                        offender=_NAMES[pending.offender],
                    )
                )
            else:
                raise IllegalActionError(
                    _(
                        "call {call} by {seat}: {lho} must first accept or refuse the "
                        "{fault} {irregular} by {offender}"
                    ).format(
                        call=call,
                        seat=_NAMES[seat],
                        lho=_NAMES[(pending.offender + 1) % 4],
                        fault=pending.fault.words,
                        irregular=pending.call,
                        offender=_NAMES[pending.offender],
                    )
                )
        auction = self.auction
        if auction.is_over:
            raise IllegalCallError(
                _("illegal call {call} by {seat}: the auction is over (Law 17E)").format(
                    call=call, seat=_NAMES[seat]
                )
            )
        turn = auction.to_call
        if seat != turn:
            case = rotation_case(seat, turn, offender_has_called=any(who == seat for who, _ in self.calls))
            if case is RotationCase.CHANGE_OF_CALL:
                raise IllegalCallError(
                    _(
                        "call {call} by {seat} at LHO's turn after he has called: a change of "
                        "call, not allowed (Law 25, RULES 10.4)"
                    ).format(call=call, seat=_NAMES[seat])
                )
            return notes + self._hold(
                PendingCall(PendingKind.OUT_OF_ROTATION, seat, call, turn),
                "28",
                N_("{call} by {seat} out of rotation ({case}, it was {turn}'s turn); {lho} may accept it"),
                case=case,
                turn=_NAMES[turn],
            )
        if self.passes[seat] and not call.is_pass:
            raise IllegalCallError(
                _("illegal call {call} by {seat}: he must pass (RULES 10.3-10.4)").format(
                    call=call, seat=_NAMES[seat]
                )
            )
        required = self.repeat.get(seat)
        if (
            required is not None
            and not self.passes[seat]
            and call is not required
            and auction.illegality(required) is None
        ):
            raise IllegalCallError(
                _("illegal call {call} by {seat}: he must repeat {required} (Law 31A2a)").format(
                    call=call, seat=_NAMES[seat], required=required
                )
            )
        if self.replacing is not None:
            return notes + self._replace(seat, call)
        reason = auction.illegality(call)
        if reason is not None:
            if not call.is_bid:
                raise IllegalCallError(
                    _(
                        "illegal call {call} by {seat}: {reason} (an inadmissible double, "
                        "Law 36, is for the director)"
                    ).format(call=call, seat=_NAMES[seat], reason=reason)
                )
            return notes + self._hold(
                PendingCall(PendingKind.INSUFFICIENT, seat, call, turn),
                "27",
                N_(
                    "insufficient bid {call} by {seat} (the last bid is {bid} by {bidder}); "
                    "{lho} may accept it"
                ),
                bid=auction.last_bid,
                bidder=_NAMES[auction.last_bidder],
            )
        return notes + self._add(seat, call)

    def _hold(self, pending: PendingCall, law: str, message: str, **params: object) -> list[Note]:
        """Hold an irregular call for the offender's LHO to accept or refuse (Laws 27, 28), with
        the note of *law*: *message* names the call, its seat, the LHO and any other *params*."""
        self.pending = pending
        seat = pending.offender
        return [
            Note.of(law, message, call=pending.call, seat=_NAMES[seat], **params, lho=_NAMES[(seat + 1) % 4])
        ]

    def decide(self, seat: int, option: Option) -> list[Note]:
        """LHO's choice on the pending irregular call: :attr:`Option.ACCEPT` or :attr:`Option.REFUSE`.

        :raises IllegalActionError: if nothing is pending, another seat decides, or the option is not open
        """
        pending = self.pending
        if pending is None or seat != self.decider:
            raise IllegalActionError(
                _("{seat} {option}: no irregular call waits for {seat}").format(
                    seat=_NAMES[seat], option=option
                )
            )
        if option not in self.options():
            raise IllegalActionError(
                _("{seat} {option}: not open after the {fault} {call}").format(
                    seat=_NAMES[seat], option=option, fault=pending.fault.words, call=pending.call
                )
            )
        if option is Option.ACCEPT:
            return self._accept(pending, by_calling=False)
        return self._refuse(pending)

    # -- the rules -----------------------------------------------------------------------

    def _acceptable(self, pending: PendingCall) -> bool:
        auction = self.auction
        first = auction.first
        auction.first = (pending.offender - len(auction.calls)) % 4
        try:
            return auction.illegality(pending.call) is None
        finally:
            auction.first = first

    def _accept(self, pending: PendingCall, *, by_calling: bool) -> list[Note]:
        self.pending = None
        who = _NAMES[(pending.offender + 1) % 4]
        notes: list[Note] = []
        if pending.fault is PendingKind.INSUFFICIENT:
            accepts = (
                N_("{seat} accepts the insufficient bid {call} by calling")
                if by_calling
                else N_("{seat} accepts the insufficient bid {call}")
            )
            notes.append(Note.of("27A1", accepts, seat=who, call=pending.call))
            if self.replacing is not None and self.replacing[2]:
                notes += self._impose(
                    pending.offender,
                    insufficient_replacement(
                        self.replacing[1], pending.call, self.auction.last_bid, laws=self.laws, escalated=True
                    ),
                )
            self.replacing = None
            return notes + self._add(pending.offender, pending.call, checked=False)
        if not self._acceptable(pending):
            raise IllegalActionError(
                _("{who} cannot accept {call} by {seat}: it would not be a legal call there").format(
                    who=who, call=pending.call, seat=_NAMES[pending.offender]
                )
            )
        self.auction.first = (pending.offender - len(self.auction.calls)) % 4
        accepts = (
            N_("{seat} accepts {call} by {offender} by calling")
            if by_calling
            else N_("{seat} accepts {call} by {offender}")
        )
        notes.append(Note.of("29A", accepts, seat=who, call=pending.call, offender=_NAMES[pending.offender]))
        return notes + self._add(pending.offender, pending.call)

    def _refuse(self, pending: PendingCall) -> list[Note]:
        self.pending = None
        offender = pending.offender
        self.withdrawn.setdefault(offender, []).append(pending.call)
        if pending.fault is PendingKind.INSUFFICIENT:
            escalated = pending.again or (self.replacing is not None and self.replacing[2])
            withdrawn = self.replacing[1] if self.replacing is not None else pending.call
            self.replacing = (offender, withdrawn, escalated)
            return [
                Note.of(
                    "27B",
                    N_("{call} by {seat} not accepted: he must replace it by a sufficient bid or a pass"),
                    call=pending.call,
                    seat=_NAMES[offender],
                )
            ]
        case = rotation_case(
            offender, pending.turn, offender_has_called=any(w == offender for w, _ in self.calls)
        )
        rectification = out_of_rotation(case, pending.call, laws=self.laws)
        notes = [
            Note.of(
                rectification.law,
                N_("{call} by {seat} cancelled; {turn} calls"),
                call=pending.call,
                seat=_NAMES[offender],
                turn=_NAMES[pending.turn],
            )
        ]
        if rectification.repeat_if_rho_passes:
            self.rho_wait[pending.turn] = (offender, pending.call)
        if rectification.judge_next:
            self.judge[offender] = pending.call
        return notes + self._impose(offender, rectification)

    def _replace(self, seat: int, call: Call) -> list[Note]:
        assert self.replacing is not None
        offender, withdrawn, escalated = self.replacing
        auction = self.auction
        if call.is_double or call.is_redouble:
            self.replacing = (offender, withdrawn, True)
            return [
                Note.of(
                    "27D",
                    N_(
                        "{call} may not replace {withdrawn}: cancelled; {seat} must bid or pass "
                        "and {partner} will pass for the rest of the auction"
                    ),
                    call=call,
                    withdrawn=withdrawn,
                    seat=_NAMES[seat],
                    partner=_NAMES[(seat + 2) % 4],
                )
            ]
        if auction.illegality(call) is not None:
            return self._hold(
                PendingCall(PendingKind.INSUFFICIENT, seat, call, seat, again=True),
                "27",
                N_("{call} by {seat} is insufficient again; {lho} may accept it"),
            )
        self.replacing = None
        rectification = insufficient_replacement(
            withdrawn, call, auction.last_bid, laws=self.laws, escalated=escalated
        )
        if rectification.partner_passes:
            note = Note.of(
                rectification.law,
                N_("{withdrawn} replaced by {call}: {partner} must pass for the rest of the auction"),
                withdrawn=withdrawn,
                call=call,
                partner=_NAMES[(seat + 2) % 4],
            )
        else:
            note = Note.of(
                rectification.law,
                N_("{withdrawn} replaced by {call}: no further rectification"),
                withdrawn=withdrawn,
                call=call,
            )
        return [note, *self._impose(seat, rectification), *self._add(seat, call)]

    def _impose(self, offender: int, rectification: Rectification) -> list[Note]:
        partner = (offender + 2) % 4
        if rectification.offender_passes:
            self.passes[offender] = max(self.passes[offender], rectification.offender_passes)
        if rectification.partner_passes:
            self.passes[partner] = max(self.passes[partner], rectification.partner_passes)
        if rectification.lead is not LeadPenalty.NONE:
            self.lead_penalties.append((offender, rectification.lead))
        return []

    def _add(self, seat: int, call: Call, *, checked: bool = True) -> list[Note]:
        notes: list[Note] = []
        auction = self.auction
        if checked and auction.illegality(call) is not None:
            raise IllegalCallError(
                _("illegal call {call} by {seat}: {reason}").format(
                    call=call, seat=_NAMES[seat], reason=auction.illegality(call)
                )
            )
        self.repeat.pop(seat, None)
        if 0 < self.passes[seat] < REST_OF_AUCTION:
            self.passes[seat] -= 1
        waiting = self.rho_wait.pop(seat, None)
        if waiting is not None:
            offender, withdrawn = waiting
            if call.is_pass:
                self.repeat[offender] = withdrawn
                notes.append(
                    Note.of(
                        "31A2a",
                        N_("{seat} passed: {offender} must repeat {call}"),
                        seat=_NAMES[seat],
                        offender=_NAMES[offender],
                        call=withdrawn,
                    )
                )
            else:
                self.judge[offender] = withdrawn
        withdrawn_call = self.judge.pop(seat, None)
        if withdrawn_call is not None:
            comparable = is_comparable(withdrawn_call, call, auction.last_bid)
            outcome = comparable_outcome(comparable, laws=self.laws)
            if comparable:
                notes.append(
                    Note.of(
                        "23",
                        N_(
                            "{call} by {seat} is comparable to the cancelled {withdrawn}: "
                            "no further rectification"
                        ),
                        call=call,
                        seat=_NAMES[seat],
                        withdrawn=withdrawn_call,
                    )
                )
            elif outcome.partner_passes:
                notes.append(
                    Note.of(
                        "23, 26B",
                        N_(
                            "{call} by {seat} is not comparable to {withdrawn}: "
                            "{partner} must pass at his next turn"
                        ),
                        call=call,
                        seat=_NAMES[seat],
                        withdrawn=withdrawn_call,
                        partner=_NAMES[(seat + 2) % 4],
                    )
                )
            notes += self._impose(seat, outcome)
        auction.add(call)
        self.calls.append((seat, call))
        return notes
