"""The play of table mode, shared by every four-handed game that ends in bridge play (RULES 10.1).

:class:`TablePlayRules` applies the records of the play and of the director to the state, using
:class:`~bridgekit.laws.table_play.TablePlay`, and logs the Law each one applies: cards led or
played out of turn (Laws 53-57), revokes (Laws 61-64), exposed and penalty cards (Laws 49-51),
lead penalties (Laws 26B, 50D2), claims and concessions (Laws 68-71), the director's rulings and
redeals (RULES 1.3). It knows nothing of how the contract was found: the game that uses it
(contract bridge's :class:`~bridgekit.variants.bridge_table_rules.TableRules`, minibridge's
:class:`~bridgekit.variants.minibridge.table.TableMinibridgeGame`) supplies a few hooks:

- ``_first_declarer()``: the declarer the contract gave (before a Law 54A swap);
- ``_apply_stage(record)``: the records of the way to the contract (calls, announcements …);
- ``_expose_before_play(exposed, kind)``: a card exposed before the play (Law 24);
- ``_may_redeal()``: whether a redeal is still possible (RULES 1.3);
- optionally ``_first_lead_suits``, ``_auction_decision``, ``_classic_ui`` and ``_on_swap``.

The director's rulings and redeals are applied by :class:`~bridgekit.variants.table_game.TableGame`.

The game calls ``_reset_table()`` from its ``_reset`` and ``_start_table_play(declarer, trump)``
when the contract is settled.
"""

from __future__ import annotations

from abc import abstractmethod
from enum import Enum
from typing import ClassVar, NamedTuple, cast

from bridgekit.calls import Call
from bridgekit.cards import Card, Suit
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, IllegalCardError
from bridgekit.laws.bidding import LeadPenalty
from bridgekit.laws.claims import guaranteed_tricks
from bridgekit.laws.play import PenaltyKind, penalty_kind
from bridgekit.laws.records import (
    Claim,
    Decided,
    DirectorCalled,
    Exposed,
    Option,
    Redeal,
    Ruling,
    TableRecord,
)
from bridgekit.laws.table_auction import Note
from bridgekit.laws.table_play import TablePlay
from bridgekit.seats import Seat
from bridgekit.state import Claimed, Game, Phase, Played, Record
from bridgekit.tricks import Trick, TrickPlay

__all__ = ["TablePlayRules", "Pending", "PendingKind", "LogEntry", "SEATS"]

SEATS = tuple(Seat)


class PendingKind(Enum):
    """An irregularity waiting for a player's choice."""

    INSUFFICIENT = "insufficient bid"
    OUT_OF_ROTATION = "call out of rotation"
    LEAD_OUT_OF_TURN = "lead out of turn"
    DECLARER_LEAD = "declarer's lead out of turn"
    CLAIM = "claim"


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
        what = self.call or self.card or self.claim
        return f"{self.kind.value} {what} by {SEATS[self.offender]}; {SEATS[self.decider]} decides"


class LogEntry(NamedTuple):
    """One line of the director's log: the history index of the action, the Law, what it did."""

    at: int
    seat: int | None
    law: str
    text: str

    def __str__(self) -> str:
        who = f"{SEATS[self.seat]}: " if self.seat is not None else ""
        return f"{who}{Note(self.law, self.text)}"


class TablePlayRules(Game):
    """The play, claims, the director and redeals through the Laws on irregularities (RULES 10.6-10.10).

    A mixin: the concrete game puts it before its strict game class (``BridgeGame``, ``MinibridgeGame``).
    """

    # provided by the strict game class
    trick_count: int
    _phase: Phase
    _play: TrickPlay | None
    _claim: Claimed | None
    _hands: list[int]

    #: why a card is refused before the play (the way to the contract is not over)
    _before_play_text: ClassVar[str] = "the auction is not over (Law 41)"
    #: when a redeal may be made (RULES 1.3)
    _redeal_text: ClassVar[str] = "a redeal comes before the first call (RULES 1.3)"

    # -- hooks -----------------------------------------------------------------------------

    @abstractmethod
    def _first_declarer(self) -> int | None:
        """The declarer the contract gave, before a Law 54A swap (``None`` before there is one)."""

    @abstractmethod
    def _apply_stage(self, record: Record | TableRecord) -> None:
        """Apply (checking it) a record of the way to the contract; raise for anything else."""

    @abstractmethod
    def _expose_before_play(self, exposed: Exposed, kind: PenaltyKind) -> None:
        """Cards exposed before the play (Law 24), of the kind :func:`penalty_kind` gives."""

    @abstractmethod
    def _may_redeal(self) -> bool:
        """Whether the same dealer may still deal again (RULES 1.3)."""

    def _classic_ui(self, ruling: Ruling) -> None:
        """The classic rectification of unauthorised information (RULES 10.10); none by default."""

    @abstractmethod
    def _on_ruling(self, ruling: Ruling) -> None:
        """Apply a director's ruling (:class:`~bridgekit.variants.table_game.TableGame`)."""

    @abstractmethod
    def _on_redeal(self, redeal: Redeal) -> None:
        """Apply a redeal (:class:`~bridgekit.variants.table_game.TableGame`)."""

    def _first_lead_suits(self, offender: int) -> tuple[Suit, ...]:
        """The suits declarer may forbid *offender*'s partner at his first lead (Law 26B)."""
        return tuple(Suit)

    def _auction_decision(self, decided: Decided) -> bool:
        """Apply a choice about an irregularity of the way to the contract; ``False`` if none is open."""
        return False

    def _on_swap(self) -> None:
        """Declarer has become dummy (Law 54A): the game updates what it keeps of the declarer."""

    # -- state ------------------------------------------------------------------------------

    def _reset_table(self) -> None:
        """Set up the state of table mode (called from the game's ``_reset``)."""
        self._laws: str = self.options["laws"]
        self._tp: TablePlay | None = None
        self._pending: Pending | None = None
        self._first_lead: dict[int, tuple[LeadPenalty, int]] = {}
        self._penalty_lead_done = -1
        self._swapped = False
        self._claimer: int | None = None
        self._rulings: list[Ruling] = []
        self._adjusted: int | None = None
        self._waived: set[int] = set()
        self._dummy_rights = True
        self._current_deal: Deal | None = None
        self._law_log: list[LogEntry] = []
        self._auction_exposed: dict[int, dict[Card, PenaltyKind]] = {}
        self._seat_now: int | None = None

    @property
    def deal(self) -> Deal:
        """The cards being played (after a redeal, the new ones)."""
        return self._current_deal if self._current_deal is not None else super().deal

    def _note(self, notes: list[Note] | Note, seat: int | None = None) -> None:
        for note in [notes] if isinstance(notes, Note) else notes:
            self._law_log.append(
                LogEntry(len(self._history), self._seat_now if seat is None else seat, *note)
            )

    def _apply(self, record: Record | TableRecord) -> None:
        kind = type(record)
        self._seat_now = getattr(record, "seat", None)
        if kind is Played:
            self._on_card(cast(Played, record))
        elif kind is Decided:
            self._on_decision(cast(Decided, record))
        elif kind is Exposed:
            self._on_exposure(cast(Exposed, record))
        elif kind is Claim:
            self._on_claim(cast(Claim, record))
        elif kind is Claimed:
            claimed = cast(Claimed, record)
            self._on_claim(Claim(claimed.seat, claimed.tricks))
            self._finish_claim(claimed.seat, claimed.tricks, restore=False)
        elif kind is DirectorCalled:
            called = cast(DirectorCalled, record)
            self._note(Note("9B", f"director called{': ' + called.reason if called.reason else ''}"))
        elif kind is Ruling:
            self._on_ruling(cast(Ruling, record))
        elif kind is Redeal:
            self._on_redeal(cast(Redeal, record))
        else:
            self._apply_stage(record)
        if self._tp is not None:
            self._play = self._tp.play
            if len(self._play.tricks) == self.trick_count:
                self._phase = Phase.OVER

    def _start_table_play(self, declarer: int, trump: Suit | None) -> None:
        """The contract is settled: *declarer*'s LHO leads; cards exposed before are penalty cards."""
        self._phase = Phase.PLAY
        self._tp = TablePlay(self._hands, declarer=declarer, trump=trump, laws=self._laws)
        self._play = self._tp.play
        for seat, cards in self._auction_exposed.items():
            if seat % 2 != declarer % 2:
                self._tp.penalty[seat].update(cards)

    def _with_transfers(self, won: tuple[int, int]) -> tuple[int, int]:
        """Tricks of N-S and E-W after the revoke transfers, once the play is over (RULES 10.8)."""
        ns, ew = won
        tp = self._tp
        if tp is None or self._phase is not Phase.OVER:
            return (ns, ew)
        extra = [0, 0]
        claim = self._claim
        if claim is not None:
            rest = self.trick_count - len(tp.play.tricks)
            extra[claim.seat % 2], extra[1 - claim.seat % 2] = claim.tricks, rest - claim.tricks
        give = tp.transfers(self._waived, (extra[0], extra[1]))
        return (ns - give[0] + give[1], ew - give[1] + give[0])

    def last_trick(self, seat: int) -> Trick | None:
        """The last completed trick, which *seat* may look at until his side plays to the next (RULES 1.8)."""
        play = self._play
        if play is None or not play.tricks:
            return None
        side = seat % 2
        if any(s % 2 == side for s in play.seats):
            return None
        return play.tricks[-1]

    # -- the play ---------------------------------------------------------------------------

    def _is_defender(self, seat: int) -> bool:
        declarer = self._first_declarer()
        return declarer is not None and seat % 2 != declarer % 2

    def _declarer_seat(self) -> int:
        declarer = self._first_declarer()
        assert declarer is not None
        return (declarer + 2) % 4 if self._swapped else declarer

    def _dummy_seat(self) -> int:
        return (self._declarer_seat() + 2) % 4

    def _on_card(self, record: Played) -> None:
        hand, card = record.seat, record.card
        tp = self._tp
        if self._phase is not Phase.PLAY or tp is None:
            raise IllegalCardError(
                f"illegal card {card}: "
                + (
                    self._before_play_text
                    if tp is None
                    else "the deal is over: all tricks are played (Law 44)"
                )
            )
        play = tp.play
        if not play.hands[hand] >> card.index & 1:
            raise IllegalCardError(f"illegal card {card} by {SEATS[hand]}: not in the hand (Law 45A)")
        pending = self._pending
        if pending is not None:
            implicit = pending.kind in (PendingKind.LEAD_OUT_OF_TURN, PendingKind.DECLARER_LEAD)
            if not (implicit and hand == (pending.offender + 1) % 4):
                raise IllegalActionError(f"card {card} by {SEATS[hand]}: first the {pending}")
            self._note(Note("53A", f"{SEATS[hand]} plays to {pending.card}: the lead is accepted"))
            self._accept_lead(pending)
            play = tp.play
        if tp.must_correct():
            raise IllegalCardError(f"card {card}: the revoke on trick 12 must be corrected first (Law 62D)")
        if hand != play.to_play:
            if not play.current:
                self._lead_out_of_turn(hand, card, play.to_play, opening=not play.tricks)
                return
            if self._is_defender(hand):
                tp.expose(hand, [card], PenaltyKind.MAJOR)
                self._note(Note("57A", f"{card} played early by {SEATS[hand]}: a major penalty card"))
                return
            raise IllegalCardError(
                f"card {card} from {SEATS[hand]} out of turn ({SEATS[play.to_play]} is to play): "
                "declarer's card is retracted (Law 57C)"
            )
        if self._lead_options():
            raise IllegalActionError(f"card {card}: declarer first chooses the lead penalty (Laws 26B, 50D2)")
        self._note(tp.card(hand, card, dummy=self._dummy_seat()))

    def _lead_out_of_turn(self, hand: int, card: Card, turn: int, *, opening: bool) -> None:
        if self._is_defender(hand):
            self._pending = Pending(
                PendingKind.LEAD_OUT_OF_TURN,
                hand,
                self._declarer_seat(),
                card=card,
                turn=turn,
                opening=opening,
            )
            self._note(
                Note(
                    "54" if opening else "56",
                    f"{card} led out of turn by {SEATS[hand]} "
                    f"({SEATS[turn]} was on lead); declarer may accept it",
                )
            )
            return
        self._pending = Pending(PendingKind.DECLARER_LEAD, hand, (hand + 1) % 4, card=card, turn=turn)
        self._note(
            Note(
                "55",
                f"{card} led from {SEATS[hand]} out of turn ({SEATS[turn]} "
                "was on lead); either defender may accept it",
            )
        )

    def _accept_lead(self, pending: Pending) -> None:
        assert self._tp is not None and pending.card is not None
        self._pending = None
        if pending.opening and pending.kind is PendingKind.LEAD_OUT_OF_TURN:
            self._note(
                Note("54A", "declarer accepts the opening lead; dummy is spread and declarer plays second")
            )
        self._note(self._tp.card(pending.offender, pending.card, dummy=self._dummy_seat(), accepted=True))

    def _lead_options(self) -> list[Decided]:
        """Declarer's lead-penalty choices before a defender leads (Laws 26B, 50D2), if any are open."""
        tp = self._tp
        if self._phase is not Phase.PLAY or tp is None or tp.play.current or self._pending is not None:
            return []
        leader = tp.play.to_play
        if not self._is_defender(leader):
            return []
        declarer = SEATS[self._declarer_seat()]
        first = self._first_lead.get(leader)
        suits: tuple[Suit, ...]
        if first is not None:
            penalty, offender = first
            options: list[Decided] = []
            if penalty in (LeadPenalty.REQUIRE, LeadPenalty.REQUIRE_OR_FORBID):
                options += [Decided(declarer, Option.REQUIRE_LEAD, suit) for suit in Suit]
            if penalty in (LeadPenalty.FORBID, LeadPenalty.REQUIRE_OR_FORBID):
                suits = tuple(Suit) if offender < 0 else self._first_lead_suits(offender)
                options += [Decided(declarer, Option.FORBID_LEAD, suit) for suit in suits]
            return [*options, Decided(declarer, Option.NO_LEAD_PENALTY)]
        if self._penalty_lead_done != len(tp.plays):
            partner = (leader + 2) % 4
            majors = [c for c, kind in tp.penalty[partner].items() if kind is PenaltyKind.MAJOR]
            suits = tuple(suit for suit in Suit if any(c.suit is suit for c in majors))
            if suits:
                return [
                    *(Decided(declarer, Option.REQUIRE_LEAD, suit) for suit in suits),
                    *(Decided(declarer, Option.FORBID_LEAD, suit) for suit in suits),
                    Decided(declarer, Option.NO_LEAD_PENALTY),
                ]
        return []

    def _choose_lead(self, decided: Decided) -> None:
        tp = self._tp
        assert tp is not None
        leader = tp.play.to_play
        option, suit = decided.option, decided.suit
        if leader in self._first_lead:
            del self._first_lead[leader]
            law = "26B" if self._laws == "2017" else "classic 10.3"
            if suit is not None:
                tp.lead_rules.append((leader, option, suit))
                self._note(Note(law, f"declarer {option}s {SEATS[leader]} to lead {suit.name.lower()}"))
            else:
                self._note(Note(law, f"{SEATS[leader]} may lead freely"))
            return
        self._penalty_lead_done = len(tp.plays)
        partner = (leader + 2) % 4
        if suit is None:
            self._note(Note("50D2", f"{SEATS[leader]} leads freely; {SEATS[partner]}'s penalty cards stay"))
            return
        tp.lead_rules.append((leader, option, suit))
        tp.pick_up(partner, suit)
        self._note(
            Note(
                "50D2",
                f"declarer {option}s the lead of {suit.name.lower()}; {SEATS[partner]} picks up "
                f"his penalty cards of that suit",
            )
        )

    # -- choices ----------------------------------------------------------------------------

    def _on_decision(self, decided: Decided) -> None:
        seat, option = decided.seat, decided.option
        if option is Option.CORRECT_REVOKE:
            self._correct_revoke(seat)
            return
        if self._auction_decision(decided):
            return
        pending = self._pending
        if pending is not None:
            self._decide_pending(pending, decided)
            return
        options = self._lead_options()
        if decided in options:
            self._choose_lead(decided)
            return
        raise IllegalActionError(f"{decided}: no such choice is open to {SEATS[seat]}")

    def _decide_pending(self, pending: Pending, decided: Decided) -> None:
        seat, option = decided.seat, decided.option
        deciders = {pending.decider}
        if pending.kind is PendingKind.DECLARER_LEAD:
            deciders.add((pending.offender + 3) % 4)
        if pending.kind is PendingKind.CLAIM and pending.stage == 1 and self._is_defender(pending.decider):
            deciders.add((pending.decider + 2) % 4)
        if seat not in deciders or option not in self._pending_options(pending):
            raise IllegalActionError(f"{decided}: not a choice open to {SEATS[seat]} after the {pending}")
        tp = self._tp
        assert tp is not None
        if pending.kind is PendingKind.CLAIM:
            self._answer_claim(pending, option)
        elif option is Option.ACCEPT:
            self._note(
                Note(
                    "55A" if pending.kind is PendingKind.DECLARER_LEAD else "53A", f"{pending.card} accepted"
                )
            )
            self._accept_lead(pending)
        elif option is Option.BECOME_DUMMY:
            self._swapped = True
            self._on_swap()
            self._note(
                Note(
                    "54A",
                    f"{SEATS[seat]} spreads his hand and becomes dummy; {SEATS[(seat + 2) % 4]} is declarer",
                )
            )
            self._accept_lead(pending)
        elif pending.kind is PendingKind.LEAD_OUT_OF_TURN:
            self._pending = None
            assert pending.card is not None
            tp.expose(pending.offender, [pending.card], PenaltyKind.MAJOR)
            self._penalty_lead_done = -1
            self._note(
                Note(
                    "54D" if pending.opening else "56",
                    f"{pending.card} is a major penalty card; {SEATS[pending.turn]} leads",
                )
            )
        else:
            self._pending = None
            assert pending.card is not None and pending.card.suit is not None
            same_side = pending.turn % 2 == pending.offender % 2
            if same_side and self._laws == "classic":
                tp.same_suit = (pending.turn, pending.card.suit)
            self._note(
                Note(
                    "55B",
                    f"{pending.card} goes back; {SEATS[pending.turn]} leads"
                    + (" the same suit if he can (classic)" if same_side and self._laws == "classic" else ""),
                )
            )

    def _pending_options(self, pending: Pending) -> tuple[Option, ...]:
        if pending.kind is PendingKind.CLAIM:
            return (Option.ALLOW, Option.OBJECT) if pending.stage == 0 else (Option.AGREE, Option.DISPUTE)
        if pending.opening and pending.kind is PendingKind.LEAD_OUT_OF_TURN:
            return (Option.ACCEPT, Option.BECOME_DUMMY, Option.REFUSE)
        return (Option.ACCEPT, Option.REFUSE)

    def _correct_revoke(self, seat: int) -> None:
        tp = self._tp
        if tp is None or self._phase is not Phase.PLAY:
            raise IllegalActionError("no revoke to correct: the play is not under way")
        if seat == self._dummy_seat() and not self._dummy_rights:
            raise IllegalActionError(f"{SEATS[seat]}: dummy has lost his rights (Law 43B, RULES 10.10)")
        if self._pending is not None:
            raise IllegalActionError(f"correct-revoke: first the {self._pending}")
        self._note(tp.correct_revoke())

    # -- exposed cards, claims, the director, redeals ---------------------------------------

    def _on_exposure(self, exposed: Exposed) -> None:
        seat, cards = exposed.seat, exposed.cards
        kind = penalty_kind(cards, deliberate=exposed.deliberate, laws=self._laws)
        text = " ".join(map(str, cards))
        if self._phase is Phase.AUCTION:
            for card in cards:
                if not self._hands[seat] >> card.index & 1:
                    raise IllegalActionError(f"{SEATS[seat]} exposes {card}: not in his hand (Law 49)")
            self._expose_before_play(exposed, kind)
            return
        tp = self._tp
        if self._phase is not Phase.PLAY or tp is None:
            raise IllegalActionError(f"{exposed}: the play is over (Law 49)")
        if not self._is_defender(seat):
            for card in cards:
                if not tp.play.hands[seat] >> card.index & 1:
                    raise IllegalActionError(f"{SEATS[seat]} exposes {card}: not in his hand (Law 49)")
            self._note(Note("48A", f"{text} exposed by declarer's side: no penalty"))
            return
        tp.expose(seat, cards, kind)
        self._penalty_lead_done = -1
        self._note(
            Note(
                "50C" if kind is PenaltyKind.MINOR else "50B",
                f"{text}: {kind.value} penalty card" + ("s" if len(cards) > 1 else ""),
            )
        )

    def _on_claim(self, claim: Claim) -> None:
        tp = self._tp
        if self._phase is not Phase.PLAY or tp is None:
            raise IllegalActionError(f"{claim}: a claim is made during the play (Law 68)")
        if self._pending is not None:
            raise IllegalActionError(f"{claim}: first the {self._pending}")
        seat = claim.seat
        if seat == self._dummy_seat():
            raise IllegalActionError(f"dummy ({SEATS[seat]}) may not claim")
        rest = self.trick_count - len(tp.play.tricks)
        if not 0 <= claim.tricks <= rest:
            raise IllegalActionError(f"{claim}: only {rest} tricks remain")
        hands = self._claimer_hands(seat)
        for card in claim.line:
            if not any(tp.play.hands[h] >> card.index & 1 for h in hands):
                raise IllegalActionError(f"{claim}: {card} is not in the claimer's hands")
        for i, revoke in enumerate(tp.revokes):
            if not revoke.established and revoke.offender % 2 == seat % 2:
                tp.revokes[i] = revoke._replace(established=True)
                self._note(Note("63A", f"the revoke by {SEATS[revoke.offender]} is established by the claim"))
        defender = self._is_defender(seat)
        decider = (seat + 2) % 4 if defender else (seat + 1) % 4
        self._pending = Pending(PendingKind.CLAIM, seat, decider, claim=claim, stage=0 if defender else 1)
        self._note(Note("68", f"{SEATS[seat]} claims {claim.tricks} of the {rest} remaining tricks"))

    def _claimer_hands(self, seat: int) -> frozenset[int]:
        return frozenset({seat, (seat + 2) % 4}) if seat == self._declarer_seat() else frozenset({seat})

    def _answer_claim(self, pending: Pending, option: Option) -> None:
        claim = pending.claim
        tp = self._tp
        assert claim is not None and tp is not None
        if option is Option.OBJECT:
            self._pending = None
            self._note(Note("68B2", "the partner objects: no concession, play continues"))
        elif option is Option.ALLOW:
            self._pending = pending._replace(stage=1, decider=self._declarer_seat())
        elif option is Option.AGREE:
            self._finish_claim(claim.seat, claim.tricks, restore=True)
        else:
            self._pending = None
            self._claimer = claim.seat
            hands = self._claimer_hands(claim.seat)
            tp.faced.update(hands)
            if self._laws == "classic" and not claim.line:
                tp.directed = hands
                self._note(
                    Note("classic 10.9", "disputed, no line stated: the defenders direct the claimer's plays")
                )
            else:
                tp.line, tp.line_hands = list(claim.line), hands
                self._note(
                    Note(
                        "68D",
                        "disputed: play continues with the claimer's cards face up"
                        + (", following his line" if claim.line else ""),
                    )
                )

    def _finish_claim(self, seat: int, tricks: int, *, restore: bool) -> None:
        tp = self._tp
        assert tp is not None
        play = tp.play
        rest = self.trick_count - len(play.tricks)
        final = tricks
        if restore and not play.current:
            for side, sign in ((seat % 2, 1), (1 - seat % 2, -1)):
                sure = guaranteed_tricks(play.hands, leader=play.to_play, trump=play.trump, side=side)
                if sure is not None:
                    final = max(final, sure) if sign > 0 else min(final, rest - sure)
        if final != tricks:
            self._note(
                Note("71", f"conceded tricks that could not be lost are restored: {tricks} becomes {final}")
            )
        self._pending = None
        self._claim = Claimed(SEATS[seat], final)
        self._phase = Phase.OVER
        self._note(
            Note("69", f"the claim stands: {SEATS[seat]}'s side wins {final} of the {rest} remaining tricks")
        )
