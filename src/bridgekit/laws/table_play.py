"""The play of table mode: cards recorded as played, penalty cards, revokes (RULES 10.6-10.8).

:class:`TablePlay` wraps a :class:`~bridgekit.tricks.TrickPlay` with what the Laws add:
the cards that stand in order (so a corrected revoke can take cards back), each defender's
penalty cards, revokes and whether they are established, lead restrictions, the cards to
replay after a correction, and a disputed claimer's line.

>>> from bridgekit.deal import Deal
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> table = TablePlay([h.mask for h in deal.hands], declarer=0, trump=Suit.SPADES, laws="2017")
>>> _ = table.card(1, Card.from_str("CA"), dummy=2); _ = table.card(2, Card.from_str("C8"), dummy=2)
>>> notes = table.card(3, Card.from_str("DT"), dummy=2)   # West holds clubs: a revoke
>>> notes[0].law, table.open_revoke is not None
('61', True)
>>> _ = table.correct_revoke()
>>> [str(c) for c in table.legal_cards(3)], table.penalty[3]
(['C5', 'C6', 'C7'], {Card.from_str('DT'): <PenaltyKind.MAJOR: 'major'>})
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from bridgekit.cards import SUIT_MASK, Card, Suit
from bridgekit.errors import IllegalActionError, IllegalCardError
from bridgekit.i18n import N_, _
from bridgekit.laws.claims import directed_mask
from bridgekit.laws.notes import Note, suit_name
from bridgekit.laws.play import PenaltyKind, RevokeFacts, lead_mask, penalty_card_mask, revoke_transfer
from bridgekit.laws.records import Option
from bridgekit.tricks import TrickPlay, cards_of

__all__ = ["Revoke", "TablePlay"]

_NAMES = "NESW"


class Revoke(NamedTuple):
    """A revoke in the play (Law 61): who, on which trick (0-based), which card, where in the play."""

    offender: int
    trick: int
    suit: Suit | None
    card: Card
    position: int
    established: bool = False
    penalty_card: bool = False
    dummy: bool = False
    faced: bool = False

    def note(self) -> Note:
        """What the revoke is as it is made (Law 61): a failure to follow the suit led, or to play
        a penalty card."""
        if self.penalty_card:
            return Note.of(
                "61",
                N_("{card} by {seat}: a failure to play a penalty card, a revoke"),
                card=self.card,
                seat=_NAMES[self.offender],
            )
        return Note.of(
            "61",
            N_("{card} by {seat}: a revoke (he holds {suit}), not yet established"),
            card=self.card,
            seat=_NAMES[self.offender],
            suit=self.suit,
        )

    def __str__(self) -> str:
        state = "established" if self.established else "not established"
        return f"revoke by {_NAMES[self.offender]} on trick {self.trick + 1} ({self.card}, {state})"


class TablePlay:
    """The play of one deal at a table, irregularities included.

    :param hands: each seat's cards (bit masks) at the start of the play
    :param declarer: the declarer of the auction (his LHO leads)
    :param trump: the trump suit, ``None`` at no trump
    :param laws: ``"2017"`` or ``"classic"``
    """

    def __init__(self, hands: Sequence[int], *, declarer: int, trump: Suit | None, laws: str) -> None:
        self.start = list(hands)
        self.opening_leader = (declarer + 1) % 4
        self.declarer_side = declarer % 2
        self.trump = trump
        self.laws = laws
        self.trick_count = len(cards_of(hands[0]))
        self.play = TrickPlay(self.start, leader=self.opening_leader, trump=trump)
        self.plays: list[tuple[int, Card]] = []
        self.penalty: list[dict[Card, PenaltyKind]] = [{}, {}, {}, {}]
        self.revokes: list[Revoke] = []
        self.lead_rules: list[tuple[int, Option, Suit]] = []
        self.same_suit: tuple[int, Suit] | None = None
        self.replay_prev: dict[int, Card] = {}
        self.replay_side = -1
        self.replay_changed = False
        self.line: list[Card] = []
        self.line_hands: frozenset[int] = frozenset()
        self.directed: frozenset[int] = frozenset()
        self.faced: set[int] = set()

    def is_defender(self, seat: int) -> bool:
        return seat % 2 != self.declarer_side

    # -- what may be played --------------------------------------------------------------

    def masks(self, hand: int) -> tuple[int, int]:
        """The cards *hand* may play now before and after its penalty-card obligations."""
        play = self.play
        mask = play.legal_mask(hand)
        prev = self.replay_prev.get(hand)
        if prev is not None and hand % 2 == self.replay_side and not self.replay_changed and mask & prev.mask:
            return prev.mask, prev.mask
        if not play.current:
            required = [
                suit
                for seat, option, suit in self.lead_rules
                if seat == hand and option is Option.REQUIRE_LEAD
            ]
            forbidden = [
                suit
                for seat, option, suit in self.lead_rules
                if seat == hand and option is Option.FORBID_LEAD
            ]
            mask = lead_mask(mask, required=required, forbidden=forbidden)
            if self.same_suit is not None and self.same_suit[0] == hand:
                mask = mask & SUIT_MASK[self.same_suit[1]] or mask
        if self.line and hand in self.line_hands and mask & self.line[0].mask:
            mask = self.line[0].mask
        if hand in self.directed:
            mask = directed_mask(mask, led=play.led_suit, trump=self.trump)
        before = mask
        if self.penalty[hand] and self.is_defender(hand):
            mask = penalty_card_mask(mask, self.penalty[hand])
        return before, mask

    def legal_cards(self, hand: int) -> list[Card]:
        return cards_of(self.masks(hand)[1])

    def declarer_chooses(self, hand: int) -> bool:
        """Whether declarer picks which of several major penalty cards *hand* plays (Law 51)."""
        allowed = self.masks(hand)[1]
        majors = sum(c.mask for c, kind in self.penalty[hand].items() if kind is PenaltyKind.MAJOR)
        return self.is_defender(hand) and allowed & majors == allowed and allowed.bit_count() > 1

    @property
    def open_revoke(self) -> Revoke | None:
        """The first revoke not yet established (it may still be corrected, Law 62)."""
        return next((r for r in self.revokes if not r.established), None)

    def establish_revokes(self, side: int, *, before_trick: int | None = None) -> list[Revoke]:
        """Establish the revokes of *side* (0 N-S, 1 E-W) not yet established (Law 63A): with
        *before_trick*, only those on an earlier trick (its side has played to a later one).
        The revokes established, as they were."""
        established = []
        for i, revoke in enumerate(self.revokes):
            if (
                not revoke.established
                and revoke.offender % 2 == side
                and (before_trick is None or revoke.trick < before_trick)
            ):
                self.revokes[i] = revoke._replace(established=True)
                established.append(revoke)
        return established

    def must_correct(self) -> bool:
        """A revoke on trick 12 is corrected before trick 13 is played (Law 62D)."""
        revoke = self.open_revoke
        return (
            revoke is not None
            and revoke.trick == self.trick_count - 2
            and len(self.play.tricks) > revoke.trick
        )

    # -- actions -------------------------------------------------------------------------

    def card(self, hand: int, card: Card, *, dummy: int, accepted: bool = False) -> list[Note]:
        """Play *card* from *hand* at its turn, or as an *accepted* lead out of turn (it stands as led,
        whatever restrictions applied to that hand); a failure to follow is a revoke.

        :raises IllegalCardError: a card not held, or one that breaks a lead restriction,
            a claimer's line or a replay after a revoke correction
        """
        play = self.play
        name = _NAMES[hand]
        if not play.hands[hand] >> card.index & 1:
            raise IllegalCardError(
                _("illegal card {card} by {seat}: not in the hand (Law 45A)").format(card=card, seat=name)
            )
        if self.must_correct():
            raise IllegalCardError(
                _("card {card}: the revoke on trick {trick_count} must be corrected first (Law 62D)").format(
                    card=card, trick_count=self.trick_count - 1
                )
            )
        notes: list[Note] = []
        leading = not play.current
        if leading and hand != play.to_play:
            play.to_play = play.leader = hand
        before, allowed = self.masks(hand)
        revoke: Revoke | None = None
        if not allowed & card.mask and not (accepted and leading):
            if not play.legal_mask(hand) & card.mask:
                penalty_card = False
            elif before & card.mask:
                penalty_card = True
            else:
                raise IllegalCardError(
                    _("illegal card {card} by {seat}: {restriction}").format(
                        card=card, seat=name, restriction=self._restriction(hand)
                    )
                )
            revoke = Revoke(
                hand,
                len(play.tricks),
                play.led_suit,
                card,
                len(self.plays),
                penalty_card=penalty_card,
                dummy=hand == dummy,
                faced=hand in self.faced,
            )
            notes.append(revoke.note())
        for old in self.establish_revokes(hand % 2, before_trick=len(play.tricks)):
            notes.append(
                Note.of(
                    "63A",
                    N_("the revoke by {seat} on trick {trick} is established"),
                    seat=_NAMES[old.offender],
                    trick=old.trick + 1,
                )
            )
        if revoke is not None:
            self.revokes.append(revoke)
        if leading:
            self.lead_rules = [r for r in self.lead_rules if r[0] == hand and r[1] is Option.FORBID_LEAD]
            self.same_suit = None
        prev = self.replay_prev.pop(hand, None)
        if prev is not None and prev is not card:
            if hand % 2 != self.replay_side:
                self.replay_changed = True
            elif self.is_defender(hand):
                self.penalty[hand][prev] = PenaltyKind.MAJOR
                notes.append(
                    Note.of(
                        "62",
                        N_("{seat} changes {card} for {other}: {card} is a major penalty card"),
                        seat=name,
                        card=prev,
                        other=card,
                    )
                )
        if not self.replay_prev:
            self.replay_side, self.replay_changed = -1, False
        self.penalty[hand].pop(card, None)
        if self.line and self.line[0] is card:
            self.line.pop(0)
        play.add(card)
        self.plays.append((hand, card))
        return notes

    def _restriction(self, hand: int) -> str:
        if hand in self.replay_prev:
            return _("after the revoke correction he plays {card} again (Law 62C)").format(
                card=self.replay_prev[hand]
            )
        if self.line and hand in self.line_hands:
            return _("the claimer follows his stated line: {card} (RULES 10.9)").format(card=self.line[0])
        if hand in self.directed:
            return _("the defenders direct the claimer's plays (classic RULES 10.9)")
        if self.same_suit is not None:
            return _("he must lead {suit} from the correct hand (classic RULES 10.7)").format(
                suit=suit_name(self.same_suit[1])
            )
        rules = ", ".join(
            (_("forbid {suit}") if option is Option.FORBID_LEAD else _("require {suit}")).format(
                suit=suit_name(suit)
            )
            for seat, option, suit in self.lead_rules
            if seat == hand
        )
        return _("lead restriction: {rules} (Laws 26B, 50D2)").format(rules=rules)

    def expose(self, seat: int, cards: Sequence[Card], kind: PenaltyKind) -> None:
        """Make *cards* of a defender penalty cards of *kind* (a major one is never made minor)."""
        held = self.play.hands[seat]
        for card in cards:
            if not held >> card.index & 1:
                raise IllegalActionError(
                    _("{seat} exposes {card}: not in his hand").format(seat=_NAMES[seat], card=card)
                )
        for card in cards:
            if self.penalty[seat].get(card) is not PenaltyKind.MAJOR:
                self.penalty[seat][card] = kind

    def pick_up(self, seat: int, suit: Suit) -> None:
        """The offender picks up his penalty cards of *suit* (Law 50D2)."""
        self.penalty[seat] = {c: k for c, k in self.penalty[seat].items() if c.suit is not suit}

    def rebuild(self, entries: Sequence[tuple[int, Card]]) -> None:
        """Play again from the start the cards that stand (after a correction withdrew some)."""
        play = TrickPlay(self.start, leader=self.opening_leader, trump=self.trump)
        for hand, card in entries:
            if not play.current and hand != play.to_play:
                play.to_play = play.leader = hand
            play.add(card)
        self.play = play
        self.plays = list(entries)

    def correct_revoke(self) -> list[Note]:
        """Correct the open revoke (Law 62): take back it and the cards after it; the offender follows suit.

        A defender's revoke card becomes a major penalty card; the non-offenders replay freely;
        the offender's partner replays the same card unless a non-offender changed his.

        :raises IllegalActionError: if no revoke may be corrected
        """
        revoke = self.open_revoke
        if revoke is None:
            raise IllegalActionError(_("no revoke to correct: none, or it is established (Laws 62, 63)"))
        after = self.plays[revoke.position + 1 :]
        self.revokes = [r for r in self.revokes if r.position < revoke.position]
        self.rebuild(self.plays[: revoke.position])
        name = _NAMES[revoke.offender]
        notes = [
            Note.of(
                "62D" if revoke.trick == self.trick_count - 2 else "62",
                N_("the revoke by {seat} on trick {trick} is corrected: {card} taken back"),
                seat=name,
                trick=revoke.trick + 1,
                card=revoke.card,
            )
        ]
        if self.is_defender(revoke.offender) and not revoke.penalty_card:
            self.penalty[revoke.offender][revoke.card] = PenaltyKind.MAJOR
            notes.append(Note.of("62B", N_("{card} is a major penalty card"), card=revoke.card))
        self.replay_prev = {hand: card for hand, card in after if hand != revoke.offender}
        self.replay_side, self.replay_changed = revoke.offender % 2, False
        return notes

    def facts(self, waived: set[int]) -> list[RevokeFacts]:
        """The established revokes as :func:`~bridgekit.laws.play.revoke_transfer` needs them."""
        return [
            RevokeFacts(
                r.offender, r.trick, r.suit, r.penalty_card, r.dummy, r.faced, waived=r.trick + 1 in waived
            )
            for r in self.revokes
            if r.established
        ]

    def transfers(self, waived: set[int], later_extra: tuple[int, int] = (0, 0)) -> tuple[int, int]:
        """The tricks N-S and E-W give for their established revokes (RULES 10.8)."""
        winners = [trick.winner for trick in self.play.tricks]
        return revoke_transfer(
            self.facts(waived), winners, laws=self.laws, trick_count=self.trick_count, later_extra=later_extra
        )
