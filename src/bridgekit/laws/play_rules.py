"""The Laws on the play at a table as rules (RULES 10.5-10.9): who decides, what he may choose.

:class:`PlayRules` keeps the play of one deal at a table (:class:`~bridgekit.laws.table_play.TablePlay`:
the cards that stand, penalty cards, revokes) with the irregularities that wait for a choice:
cards led or played out of turn (Laws 53-57), lead penalties (Laws 26B, 50D2), revoke corrections
(Law 62), exposed cards (Laws 49-51) and claims and concessions (Laws 68-71). Each action returns
the notes of the Laws it applied. Table mode (:mod:`bridgekit.laws.table_mode`) applies them to a
game; they know nothing of how the contract was found.

>>> from bridgekit.deal import Deal
>>> from bridgekit.laws.records import Decided
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> rules = PlayRules([h.mask for h in deal.hands], declarer=0, trump=Suit.SPADES, laws="2017")
>>> [str(note) for note in rules.card(3, Card.from_str("C5"))]  # West leads, East was on lead
['C5 led out of turn by W (E was on lead); declarer may accept it (Law 54)']
>>> rules.to_act(), [str(a) for a in rules.legal_actions(rules.to_act())]
(0, ['N accept', 'N become-dummy', 'N refuse'])
"""

from __future__ import annotations

from typing import NamedTuple

from bridgekit.call_words import call_text
from bridgekit.calls import Call
from bridgekit.cards import Card, Suit
from bridgekit.errors import IllegalActionError, IllegalCardError
from bridgekit.i18n import N_, _, ngettext
from bridgekit.laws.bidding import LeadPenalty
from bridgekit.laws.claims import guaranteed_tricks
from bridgekit.laws.notes import Note, PendingKind
from bridgekit.laws.play import PenaltyKind
from bridgekit.laws.records import Claim, Decided, Option
from bridgekit.laws.table_play import TablePlay
from bridgekit.seats import Seat

__all__ = ["PlayRules", "Pending", "PendingKind", "FirstLead"]

SEATS = tuple(Seat)

#: a first-lead restriction owed by an auction irregularity: the penalty and the suits it may forbid
FirstLead = tuple[LeadPenalty, tuple[Suit, ...]]


class Pending(NamedTuple):
    """What waits for *decider*: the irregularity, its offender and the call or card."""

    kind: PendingKind
    offender: int
    decider: int
    call: Call | None = None
    card: Card | None = None
    turn: int = -1
    opening: bool = False
    claim: Claim | None = None
    #: claims: 0 while a defender's partner may object, 1 while the opponents answer
    stage: int = 1

    def __str__(self) -> str:
        what = call_text(str(self.call)) if self.call is not None else self.card or self.claim
        return _("{kind} {what} by {offender}; {decider} decides").format(
            kind=self.kind.words, what=what, offender=SEATS[self.offender], decider=SEATS[self.decider]
        )


class PlayRules:
    """The play of one deal under the Laws on irregularities.

    :param hands: each seat's cards (bit masks) at the start of the play
    :param declarer: the declarer of the contract (his LHO leads)
    :param trump: the trump suit, ``None`` at no trump
    :param laws: ``"2017"`` or ``"classic"``
    :param first_lead: lead penalties owed by the auction, by the seat they restrict (Law 26B)
    """

    def __init__(
        self,
        hands: list[int],
        *,
        declarer: int,
        trump: Suit | None,
        laws: str,
        first_lead: dict[int, FirstLead] | None = None,
    ) -> None:
        self.tp = TablePlay(hands, declarer=declarer, trump=trump, laws=laws)
        self.laws = laws
        self.first_declarer = declarer
        self.first_lead = dict(first_lead or {})
        self.pending: Pending | None = None
        self.penalty_lead_done = -1
        self.swapped = False
        self.claimer: int | None = None
        #: the claim that ended the play: the claimer and his side's tricks of those that remained
        self.claimed: tuple[int, int] | None = None

    # -- who is who ---------------------------------------------------------------------

    @property
    def declarer(self) -> int:
        """Declarer; after Law 54A (he became dummy) his partner."""
        return (self.first_declarer + 2) % 4 if self.swapped else self.first_declarer

    @property
    def dummy(self) -> int:
        return (self.declarer + 2) % 4

    def is_defender(self, seat: int) -> bool:
        return self.tp.is_defender(seat)

    @property
    def is_over(self) -> bool:
        return self.claimed is not None or len(self.tp.play.tricks) == self.tp.trick_count

    @property
    def remaining(self) -> int:
        """The tricks not played yet."""
        return self.tp.trick_count - len(self.tp.play.tricks)

    # -- who decides, and what ------------------------------------------------------------

    def to_act(self) -> int | None:
        """The seat that decides now: a pending irregularity's decider; declarer for lead penalties,
        for dummy and for a choice among penalty cards; the defenders for a classic directed claimer."""
        if self.pending is not None:
            return self.pending.decider
        tp = self.tp
        if self.is_over:
            return None
        declarer = self.declarer
        if self.lead_options():
            return declarer
        hand = tp.play.to_play
        if hand in tp.directed and self.claimer is not None:
            # the opponents direct: declarer for a defender's hand, else the claimer's LHO
            return declarer if self.is_defender(self.claimer) else (self.claimer + 1) % 4
        if hand == self.dummy or (not tp.must_correct() and tp.declarer_chooses(hand)):
            return declarer
        return hand

    def legal_actions(self, seat: int) -> list[Card | Decided]:
        """*seat*'s choices: a pending irregularity's, lead penalties, the cards every obligation
        allows, and the correction of an open revoke."""
        seat = SEATS[seat]
        if self.pending is not None:
            return [Decided(seat, option) for option in self.pending_options(self.pending)]
        options: list[Card | Decided] = [*self.lead_options()]
        if options:
            return options
        tp = self.tp
        correct = [Decided(seat, Option.CORRECT_REVOKE)] if tp.open_revoke is not None else []
        if tp.must_correct():
            return [*correct]
        return [*tp.legal_cards(tp.play.to_play), *correct]

    def pending_options(self, pending: Pending) -> tuple[Option, ...]:
        if pending.kind is PendingKind.CLAIM:
            return (Option.ALLOW, Option.OBJECT) if pending.stage == 0 else (Option.AGREE, Option.DISPUTE)
        if pending.opening and pending.kind is PendingKind.LEAD_OUT_OF_TURN:
            return (Option.ACCEPT, Option.BECOME_DUMMY, Option.REFUSE)
        return (Option.ACCEPT, Option.REFUSE)

    def lead_options(self) -> list[Decided]:
        """Declarer's lead-penalty choices before a defender leads (Laws 26B, 50D2), if any are open."""
        tp = self.tp
        if self.is_over or tp.play.current or self.pending is not None:
            return []
        leader = tp.play.to_play
        if not self.is_defender(leader):
            return []
        declarer = SEATS[self.declarer]
        first = self.first_lead.get(leader)
        if first is not None:
            penalty, suits = first
            options: list[Decided] = []
            if penalty in (LeadPenalty.REQUIRE, LeadPenalty.REQUIRE_OR_FORBID):
                options += [Decided(declarer, Option.REQUIRE_LEAD, suit) for suit in Suit]
            if penalty in (LeadPenalty.FORBID, LeadPenalty.REQUIRE_OR_FORBID):
                options += [Decided(declarer, Option.FORBID_LEAD, suit) for suit in suits]
            return [*options, Decided(declarer, Option.NO_LEAD_PENALTY)]
        if self.penalty_lead_done != len(tp.plays):
            partner = (leader + 2) % 4
            majors = [c for c, kind in tp.penalty[partner].items() if kind is PenaltyKind.MAJOR]
            held = tuple(suit for suit in Suit if any(c.suit is suit for c in majors))
            if held:
                return [
                    *(Decided(declarer, Option.REQUIRE_LEAD, suit) for suit in held),
                    *(Decided(declarer, Option.FORBID_LEAD, suit) for suit in held),
                    Decided(declarer, Option.NO_LEAD_PENALTY),
                ]
        return []

    # -- cards -----------------------------------------------------------------------------

    def card(self, hand: int, card: Card) -> list[Note]:
        """*card* from *hand*: in turn, early, out of turn, or a revoke (Laws 53-57, 61).

        :raises IllegalCardError: a card not held, after the play, or one the Laws retract
        :raises IllegalActionError: while a choice must be made first
        """
        tp = self.tp
        if self.is_over:
            raise IllegalCardError(
                _("illegal card {card}: the deal is over: all tricks are played (Law 44)").format(card=card)
            )
        play = tp.play
        if not play.hands[hand] >> card.index & 1:
            raise IllegalCardError(
                _("illegal card {card} by {seat}: not in the hand (Law 45A)").format(
                    card=card, seat=SEATS[hand]
                )
            )
        notes: list[Note] = []
        pending = self.pending
        if pending is not None:
            implicit = pending.kind in (PendingKind.LEAD_OUT_OF_TURN, PendingKind.DECLARER_LEAD)
            if not (implicit and hand == (pending.offender + 1) % 4):
                raise IllegalActionError(
                    _("card {card} by {seat}: first the {pending}").format(
                        card=card, seat=SEATS[hand], pending=pending
                    )
                )
            notes.append(
                Note.of(
                    "53A",
                    N_("{seat} plays to {card}: the lead is accepted"),
                    seat=SEATS[hand],
                    card=pending.card,
                )
            )
            notes += self._accept_lead(pending)
            play = tp.play
        if tp.must_correct():
            raise IllegalCardError(
                _("card {card}: the revoke on trick 12 must be corrected first (Law 62D)").format(card=card)
            )
        if hand != play.to_play:
            if not play.current:
                return notes + self._lead_out_of_turn(hand, card, play.to_play, opening=not play.tricks)
            if self.is_defender(hand):
                tp.expose(hand, [card], PenaltyKind.MAJOR)
                early = Note.of(
                    "57A",
                    N_("{card} played early by {seat}: a major penalty card"),
                    card=card,
                    seat=SEATS[hand],
                )
                return [*notes, early]
            raise IllegalCardError(
                _(
                    "card {card} from {seat} out of turn ({other} is to play): "
                    "declarer's card is retracted (Law 57C)"
                ).format(card=card, seat=SEATS[hand], other=SEATS[play.to_play])
            )
        if self.lead_options():
            raise IllegalActionError(
                _("card {card}: declarer first chooses the lead penalty (Laws 26B, 50D2)").format(card=card)
            )
        return notes + tp.card(hand, card, dummy=self.dummy)

    def _lead_out_of_turn(self, hand: int, card: Card, turn: int, *, opening: bool) -> list[Note]:
        params = {"card": card, "seat": SEATS[hand], "turn": SEATS[turn]}
        if self.is_defender(hand):
            self.pending = Pending(
                PendingKind.LEAD_OUT_OF_TURN, hand, self.declarer, card=card, turn=turn, opening=opening
            )
            law = "54" if opening else "56"
            led = N_("{card} led out of turn by {seat} ({turn} was on lead); declarer may accept it")
            return [Note.of(law, led, **params)]
        self.pending = Pending(PendingKind.DECLARER_LEAD, hand, (hand + 1) % 4, card=card, turn=turn)
        led = N_("{card} led from {seat} out of turn ({turn} was on lead); either defender may accept it")
        return [Note.of("55", led, **params)]

    def _accept_lead(self, pending: Pending) -> list[Note]:
        assert pending.card is not None
        self.pending = None
        notes = []
        if pending.opening and pending.kind is PendingKind.LEAD_OUT_OF_TURN:
            notes.append(
                Note.of(
                    "54A", N_("declarer accepts the opening lead; dummy is spread and declarer plays second")
                )
            )
        return notes + self.tp.card(pending.offender, pending.card, dummy=self.dummy, accepted=True)

    def expose(self, seat: int, cards: tuple[Card, ...], kind: PenaltyKind) -> list[Note]:
        """Cards exposed during the play (Laws 48-50): a defender's are penalty cards of *kind*.

        :raises IllegalActionError: after the play, or for a card not held
        """
        if self.is_over:
            raise IllegalActionError(
                _("{cards} exposed: the play is over (Law 49)").format(cards=" ".join(map(str, cards)))
            )
        text = " ".join(map(str, cards))
        if not self.is_defender(seat):
            for card in cards:
                if not self.tp.play.hands[seat] >> card.index & 1:
                    raise IllegalActionError(
                        _("{seat} exposes {card}: not in his hand (Law 49)").format(
                            seat=SEATS[seat], card=card
                        )
                    )
            return [Note.of("48A", N_("{cards} exposed by declarer's side: no penalty"), cards=text)]
        self.tp.expose(seat, cards, kind)
        self.penalty_lead_done = -1
        law = "50C" if kind is PenaltyKind.MINOR else "50B"
        if kind is PenaltyKind.MINOR:
            what = (
                N_("{cards}: minor penalty card") if len(cards) == 1 else N_("{cards}: minor penalty cards")
            )
        else:
            what = (
                N_("{cards}: major penalty card") if len(cards) == 1 else N_("{cards}: major penalty cards")
            )
        return [Note.of(law, what, cards=text)]

    # -- choices ----------------------------------------------------------------------------

    def decide(self, decided: Decided) -> list[Note]:
        """Take a choice the Laws opened: the answer to a pending irregularity, a lead penalty, or
        the correction of an open revoke (Law 62).

        :raises IllegalActionError: if no such choice is open to that seat
        """
        seat, option = decided.seat, decided.option
        if option is Option.CORRECT_REVOKE:
            if self.is_over:
                raise IllegalActionError(_("no revoke to correct: the play is not under way"))
            if self.pending is not None:
                raise IllegalActionError(
                    _("correct-revoke: first the {pending}").format(pending=self.pending)
                )
            return self.tp.correct_revoke()
        if self.pending is not None:
            return self._decide_pending(self.pending, decided)
        if decided in self.lead_options():
            return self._choose_lead(decided)
        raise IllegalActionError(
            _("{decided}: no such choice is open to {seat}").format(decided=decided, seat=SEATS[seat])
        )

    def _choose_lead(self, decided: Decided) -> list[Note]:
        tp = self.tp
        leader = tp.play.to_play
        option, suit = decided.option, decided.suit
        if leader in self.first_lead:
            del self.first_lead[leader]
            law = "26B" if self.laws == "2017" else "classic 10.3"
            if suit is None:
                return [Note.of(law, N_("{seat} may lead freely"), seat=SEATS[leader])]
            tp.lead_rules.append((leader, option, suit))
            chosen = (
                N_("declarer forbids {seat} to lead {suit}")
                if option is Option.FORBID_LEAD
                else N_("declarer requires {seat} to lead {suit}")
            )
            return [Note.of(law, chosen, seat=SEATS[leader], suit=suit)]
        self.penalty_lead_done = len(tp.plays)
        partner = SEATS[(leader + 2) % 4]
        if suit is None:
            return [
                Note.of(
                    "50D2",
                    N_("{seat} leads freely; {partner}'s penalty cards stay"),
                    seat=SEATS[leader],
                    partner=partner,
                )
            ]
        tp.lead_rules.append((leader, option, suit))
        tp.pick_up(partner, suit)
        chosen = (
            N_("declarer forbids the lead of {suit}; {partner} picks up his penalty cards of that suit")
            if option is Option.FORBID_LEAD
            else N_("declarer requires the lead of {suit}; {partner} picks up his penalty cards of that suit")
        )
        return [Note.of("50D2", chosen, suit=suit, partner=partner)]

    def _decide_pending(self, pending: Pending, decided: Decided) -> list[Note]:
        seat, option = decided.seat, decided.option
        deciders = {pending.decider}
        if pending.kind is PendingKind.DECLARER_LEAD:
            deciders.add((pending.offender + 3) % 4)
        if pending.kind is PendingKind.CLAIM and pending.stage == 1 and self.is_defender(pending.decider):
            deciders.add((pending.decider + 2) % 4)
        if seat not in deciders or option not in self.pending_options(pending):
            raise IllegalActionError(
                _("{decided}: not a choice open to {seat} after the {pending}").format(
                    decided=decided, seat=SEATS[seat], pending=pending
                )
            )
        if pending.kind is PendingKind.CLAIM:
            return self._answer_claim(pending, option)
        tp, card = self.tp, pending.card
        assert card is not None and card.suit is not None
        if option is Option.ACCEPT:
            law = "55A" if pending.kind is PendingKind.DECLARER_LEAD else "53A"
            return [Note.of(law, N_("{card} accepted"), card=card), *self._accept_lead(pending)]
        if option is Option.BECOME_DUMMY:
            self.swapped = True
            partner = SEATS[(seat + 2) % 4]
            spread = Note.of(
                "54A",
                N_("{seat} spreads his hand and becomes dummy; {partner} is declarer"),
                seat=SEATS[seat],
                partner=partner,
            )
            return [spread, *self._accept_lead(pending)]
        self.pending = None
        if pending.kind is PendingKind.LEAD_OUT_OF_TURN:
            tp.expose(pending.offender, [card], PenaltyKind.MAJOR)
            self.penalty_lead_done = -1
            law = "54D" if pending.opening else "56"
            return [
                Note.of(
                    law,
                    N_("{card} is a major penalty card; {seat} leads"),
                    card=card,
                    seat=SEATS[pending.turn],
                )
            ]
        same_suit = pending.turn % 2 == pending.offender % 2 and self.laws == "classic"
        if same_suit:
            tp.same_suit = (pending.turn, card.suit)
        back = (
            N_("{card} goes back; {seat} leads the same suit if he can (classic)")
            if same_suit
            else N_("{card} goes back; {seat} leads")
        )
        return [Note.of("55B", back, card=card, seat=SEATS[pending.turn])]

    # -- claims -----------------------------------------------------------------------------

    def claim(self, claim: Claim) -> list[Note]:
        """A claim or concession (Law 68): the claimer's partner (a defender's) or the opponents answer.

        :raises IllegalActionError: after the play, while a choice waits, by dummy, or impossible
        """
        tp = self.tp
        if self.is_over:
            raise IllegalActionError(
                _("{claim}: a claim is made during the play (Law 68)").format(claim=claim)
            )
        if self.pending is not None:
            raise IllegalActionError(
                _("{claim}: first the {pending}").format(claim=claim, pending=self.pending)
            )
        seat, rest = claim.seat, self.remaining
        if seat == self.dummy:
            raise IllegalActionError(_("dummy ({seat}) may not claim").format(seat=SEATS[seat]))
        if not 0 <= claim.tricks <= rest:
            raise IllegalActionError(
                ngettext(
                    "{claim}: only {rest} trick remains", "{claim}: only {rest} tricks remain", rest
                ).format(claim=claim, rest=rest)
            )
        hands = self._claimer_hands(seat)
        for card in claim.line:
            if not any(tp.play.hands[h] >> card.index & 1 for h in hands):
                raise IllegalActionError(
                    _("{claim}: {card} is not in the claimer's hands").format(claim=claim, card=card)
                )
        established = N_("the revoke by {seat} is established by the claim")
        notes = [Note.of("63A", established, seat=SEATS[r.offender]) for r in tp.establish_revokes(seat % 2)]
        defender = self.is_defender(seat)
        decider = (seat + 2) % 4 if defender else (seat + 1) % 4
        self.pending = Pending(PendingKind.CLAIM, seat, decider, claim=claim, stage=0 if defender else 1)
        claims = Note.of(
            "68",
            N_("{seat} claims {tricks} of the {count} remaining tricks"),
            seat=SEATS[seat],
            tricks=claim.tricks,
            count=rest,
        )
        return [*notes, claims]

    def _claimer_hands(self, seat: int) -> frozenset[int]:
        return frozenset({seat, (seat + 2) % 4}) if seat == self.declarer else frozenset({seat})

    def _answer_claim(self, pending: Pending, option: Option) -> list[Note]:
        claim, tp = pending.claim, self.tp
        assert claim is not None
        if option is Option.ALLOW:
            self.pending = pending._replace(stage=1, decider=self.declarer)
            return []
        if option is Option.AGREE:
            return self.finish_claim(claim.seat, claim.tricks, restore=True)
        self.pending = None
        if option is Option.OBJECT:
            return [Note.of("68B2", N_("the partner objects: no concession, play continues"))]
        self.claimer = claim.seat
        hands = self._claimer_hands(claim.seat)
        tp.faced.update(hands)
        if self.laws == "classic" and not claim.line:
            tp.directed = hands
            return [
                Note.of(
                    "classic 10.9", N_("disputed, no line stated: the defenders direct the claimer's plays")
                )
            ]
        tp.line, tp.line_hands = list(claim.line), hands
        disputed = (
            N_("disputed: play continues with the claimer's cards face up, following his line")
            if claim.line
            else N_("disputed: play continues with the claimer's cards face up")
        )
        return [Note.of("68D", disputed)]

    def claim_to_adjudicate(self) -> int | None:
        """The claimer of a pending or disputed claim, which a director may adjudicate (Law 70)."""
        pending = self.pending
        return pending.claim.seat if pending is not None and pending.claim is not None else self.claimer

    def finish_claim(self, seat: int, tricks: int, *, restore: bool) -> list[Note]:
        """The claim stands: *seat*'s side wins *tricks* of the remaining tricks (Law 69), conceded
        tricks that could not be lost restored if *restore* (Law 71); the play ends."""
        play, rest = self.tp.play, self.remaining
        final, notes = tricks, []
        if restore and not play.current:
            for side, sign in ((seat % 2, 1), (1 - seat % 2, -1)):
                sure = guaranteed_tricks(play.hands, leader=play.to_play, trump=play.trump, side=side)
                if sure is not None:
                    final = max(final, sure) if sign > 0 else min(final, rest - sure)
        if final != tricks:
            restored = N_("conceded tricks that could not be lost are restored: {tricks} becomes {final}")
            notes.append(Note.of("71", restored, tricks=tricks, final=final))
        self.pending = None
        self.claimed = (seat, final)
        stands = N_("the claim stands: {seat}'s side wins {tricks} of the {count} remaining tricks")
        return [*notes, Note.of("69", stands, seat=SEATS[seat], tricks=final, count=rest)]

    def transfers(self, waived: set[int]) -> tuple[int, int]:
        """The tricks N-S and E-W give for their established revokes once the play is over (RULES 10.8)."""
        extra = [0, 0]
        if self.claimed is not None:
            seat, tricks = self.claimed
            extra[seat % 2], extra[1 - seat % 2] = tricks, self.remaining - tricks
        return self.tp.transfers(waived, (extra[0], extra[1]))
