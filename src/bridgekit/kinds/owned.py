"""The kind of game played by two sides to a contract, then as bridge is played (RULES 1, 9, 11, 17).

Contract bridge, minibridge, two-player bridge with two dummies, three-player bridge and
Konstam's game all end in the play of contract bridge (RULES 1.8) but differ in how the
contract is found, who decides for each hand and who sees which hand when.
:class:`OwnedGame` keeps the phase, the sides, the play (a
:class:`~bridgekit.tricks.TrickPlay`), the agreed claim (RULES 10.9), the tricks each side
won and the deal score; a subclass supplies the bidding stage through a few hooks:

- ``_reset_bidding``, ``_apply_bidding(record)``, ``_bidding_actions()``, ``_bidding_to_act()``;
  ``_parse_bidding(text)`` and ``_act_bidding(action, seat)`` where its bidding is not calls;
- ``controller(hand)``: who decides for a hand during the play;
- ``visible_seats(seat)``: the hands a seat may see now;
- ``side_of(seat)``: the side (0 or 1) of a hand, by default seat mod 2;
- ``_claim_refusal(seat)``: who may not claim.

Table mode (:mod:`bridgekit.laws.table_mode`) drives the play (``_play``), the end (``_phase``,
``_claim``) and the revoke transfers (``_transferred``) of a game of this kind.

The bidding stage calls :meth:`OwnedGame._start_play` when the contract is settled (or
:meth:`OwnedGame._pass_out`). :class:`CallingGame` is the bidding stage of the games whose
calls are bridge calls (two-player bridge, three-player bridge, Konstam's game): each keeps
its own auction, the seat to call and the check of a call.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar, cast

from bridgekit.auction import Auction
from bridgekit.calls import Call, Contract
from bridgekit.cards import Card
from bridgekit.errors import IllegalActionError, IllegalCardError, NotationError, OutOfTurnError
from bridgekit.i18n import N_, _, ngettext
from bridgekit.laws.notes import citation
from bridgekit.scoring.duplicate import duplicate_score
from bridgekit.seats import Seat, Side
from bridgekit.state import Action, Called, Claimed, Phase, Played, Record, TrickTakingGame, View, can
from bridgekit.tricks import Trick, TrickPlay
from bridgekit.views import ContractViewHook, register_view_hook

__all__ = ["OwnedGame", "CallingGame"]

R = TypeVar("R")
_V = TypeVar("_V", bound=View)

#: the compass seats by index (``Seat(index)`` without the enum's call)
_COMPASS_SEATS: tuple[Seat, ...] = tuple(Seat)


class OwnedGame(TrickTakingGame[TrickPlay]):
    """One deal of a bridge game whose bidding stage is the subclass's, then bridge play."""

    _play: TrickPlay | None
    _hands: list[int]
    _contract: Contract | None
    _declarer: int | None
    _dummy: int | None
    _phase: Phase
    _claim: Claimed | None
    #: tricks each side gains by a rectification (revoke transfers, RULES 10.8), set by table mode
    _transferred: tuple[int, int] = (0, 0)

    # -- hooks -------------------------------------------------------------------------

    @abstractmethod
    def _reset_bidding(self) -> None:
        """Set up the bidding stage."""

    @abstractmethod
    def _apply_bidding(self, record: object) -> None:
        """Apply a (checked) record of the bidding stage."""

    @abstractmethod
    def _bidding_actions(self) -> list[Action]:
        """The legal actions of the bidding stage."""

    @abstractmethod
    def _bidding_to_act(self) -> int:
        """The seat that decides in the bidding stage."""

    #: why a card is refused before the play (``{rules}``: the variant's rules)
    before_play: ClassVar[str] = N_("the contract is not settled yet ({rules})")

    # -- the contract, who may claim, who decides for each hand and who sees it ---------------

    @property
    def contract(self) -> Contract | None:
        """The contract once it is settled (``None`` before, or if the deal is passed out)."""
        return self._contract

    def _claim_refusal(self, seat: int) -> str | None:
        if seat == self.dummy:
            return _("dummy ({seat}) may not claim").format(seat=self.seat_name(seat))
        if self.controller(seat) != seat:
            return f"{self.seat_name(seat)} is played by another seat and may not claim"
        return None

    @property
    def declarer(self) -> int | None:
        return self._declarer

    def controller(self, hand: int) -> int:
        """The seat that decides for *hand* during the play (declarer for dummy, RULES 1.8)."""
        if self._declarer is not None and hand == self.dummy:
            return self._declarer
        return hand

    @property
    def dummy(self) -> int | None:
        """Declarer's partner (the hand opposite), once there is a declarer (set with declarer:
        asked some twenty times an action by the views and the turn)."""
        return self._dummy

    def visible_seats(self, seat: int) -> set[int]:
        """The hands *seat* may see: his own; dummy after the opening lead; all at the end."""
        if self._phase is Phase.OVER:
            return set(range(self.variant.seat_count))
        seen = {seat}
        dummy = self.dummy
        if dummy is not None and self.opening_lead_made:
            seen.add(dummy)
        return seen

    def _played(self, seat: int, card: Card) -> Played:
        """The record of *card* played from hand *seat*."""
        return Played(self._seat(seat), card)

    def _log(self, record: R) -> R:
        """Apply and append a record of this game's own kind (the engine's ``Record`` names only its own)."""
        self._record(cast(Record, record))
        return record

    # -- actions -----------------------------------------------------------------------

    def parse_action(self, text: str) -> object:
        """Read an action of the current phase: of the bidding (:meth:`_parse_bidding`), a card or
        ``claim N`` in the play.

        :raises NotationError: if the text is not an action of this phase
        """
        if self._phase is Phase.AUCTION:
            return self._parse_bidding(text)
        if self._phase is Phase.PLAY:
            words = text.split()
            if len(words) == 2 and words[0].lower() == "claim" and words[1].isdigit():
                seat = self.to_act
                assert seat is not None
                return Claimed(seat, int(words[1]))
            return Card.from_str(text)
        raise NotationError(_("no action is possible: the deal is over (got {text})").format(text=repr(text)))

    def _check_hand(self, played: Played) -> None:
        play = self._play
        if play is not None and self._phase is Phase.PLAY and played.seat != play.to_play:
            raise OutOfTurnError(
                _("card {card} from {seat} out of turn: {to_play} is to play").format(
                    card=played.card, seat=self.seat_name(played.seat), to_play=self.seat_name(play.to_play)
                )
            )

    def _act_own(self, action: object, seat: int | None) -> Record:
        if isinstance(action, Claimed):
            return self.claim(action.seat, action.tricks)
        return self._act_bidding(action, seat)

    def _act_bidding(self, action: object, seat: int | None) -> Record:
        """Check and take an action of the bidding (a call by default); return its record.

        :raises NotationError: if the action is not of this game
        :raises IllegalActionError: if it is not legal now
        """
        if isinstance(action, Called):
            return self.call(action.call, seat=action.seat)
        if isinstance(action, Call):
            return self.call(action, seat=seat)
        return super()._act_own(action, seat)

    def _parse_bidding(self, text: str) -> object:
        """Read an action of the bidding: a call (a card typed then is read as a card, to be refused).

        :raises NotationError: if the text is not one
        """
        return self._parse_call(text, self._read_call)

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def is_over(self) -> bool:
        return self._phase is Phase.OVER

    def _seat(self, index: int) -> int:
        """The value naming seat *index* in records: a :class:`Seat` at a compass table (the
        members looked up by index: asked some forty times an action, where ``Seat(index)``
        goes through the enum's call)."""
        return _COMPASS_SEATS[index] if self.variant.uses_compass else index

    def side_of(self, seat: int) -> int:
        """The side (0 or 1) a hand belongs to."""
        return seat % 2

    @property
    def tricks_won(self) -> tuple[int, int]:
        """Tricks won so far by side 0 and side 1 (a claim's tricks included)."""
        play = self._play
        if play is None:
            return (0, 0)
        won = list(self._transferred)
        for seat, count in enumerate(play.won):
            won[self.side_of(seat)] += count
        claim = self._claim
        if claim is not None:
            rest = self.trick_count - len(play.tricks)
            side = self.side_of(claim.seat)
            won[side] += claim.tricks
            won[1 - side] += rest - claim.tricks
        return (won[0], won[1])

    def last_trick(self, seat: int) -> Trick | None:
        """The last completed trick, which *seat* may look at until his side plays to the next (RULES 1.8)."""
        play = self._play
        if play is None or not play.tricks or any(s % 2 == seat % 2 for s in play.seats):
            return None
        return play.tricks[-1]

    # -- claims ----------------------------------------------------------------------------

    def verify_claim(self, seat: int, tricks: int) -> None:
        """Raise unless *seat* may claim *tricks* of the remaining tricks (agreed claim, RULES 10.9).

        :raises IllegalActionError: outside the play, by a hand that may not claim, or an impossible count
        """
        play = self._play
        if self._phase is not Phase.PLAY or play is None:
            raise IllegalActionError(_("a claim is made during the play"))
        refusal = self._claim_refusal(seat)
        if refusal is not None:
            raise IllegalActionError(refusal)
        rest = self.trick_count - len(play.tricks)
        if not 0 <= tricks <= rest:
            raise IllegalActionError(
                ngettext(
                    "claim of {tricks} tricks: only {count} trick remains",
                    "claim of {tricks} tricks: only {count} tricks remain",
                    rest,
                ).format(tricks=tricks, count=rest)
            )

    can_claim = can(verify_claim)

    def claim(self, seat: int, tricks: int) -> Claimed:
        """An agreed claim: *seat*'s side wins *tricks* of the remaining tricks; the play ends.

        :raises IllegalActionError: if the claim is not possible now
        """
        self.verify_claim(seat, tricks)
        return self._record(Claimed(self._seat(seat), tricks))

    # -- state -------------------------------------------------------------------------

    def _reset(self) -> None:
        self._phase = Phase.AUCTION
        self._play = None
        self._claim = None
        self._hands = []
        self._contract = None
        self._declarer = None
        self._dummy = None
        self._reset_bidding()

    def _apply_own(self, record: object) -> None:
        if isinstance(record, Claimed):
            self._claim = record
            self._phase = Phase.OVER
        else:
            self._apply_bidding(record)

    def _end_play(self) -> None:
        self._phase = Phase.OVER

    def _start_play(
        self, contract: Contract, declarer: int, *, leader: int, next_seat: Callable[[int], int] | None = None
    ) -> None:
        """End the bidding: *declarer* plays *contract*, *leader* leads (RULES 1.8)."""
        self._contract = contract
        self._declarer = self._seat(declarer)
        self._dummy = self._seat((declarer + 2) % 4)
        self._phase = Phase.PLAY
        self._play = TrickPlay(self._hands, leader=leader, trump=contract.strain.suit, next_seat=next_seat)

    def _pass_out(self) -> None:
        """End the deal with no contract (no play, scores 0)."""
        self._phase = Phase.OVER

    # -- what the table knows ------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The seat that decides now (during the play: :meth:`controller` of the hand to play)."""
        if self._phase is Phase.PLAY:
            assert self._play is not None
            return self._seat(self.controller(self._play.to_play))
        if self._phase is Phase.AUCTION:
            return self._seat(self._bidding_to_act())
        return None

    @property
    def is_passed_out(self) -> bool:
        return self._phase is Phase.OVER and self._contract is None

    @property
    def to_play(self) -> int | None:
        """The hand a card comes from (during the bidding: the seat to act)."""
        if self._phase is Phase.PLAY:
            assert self._play is not None
            return self._seat(self._play.to_play)
        return self.to_act

    @property
    def score(self) -> int | None:
        """The deal score (RULES 2.7) for side 0, once the deal is over; 0 if passed out."""
        if self._phase is not Phase.OVER:
            return None
        contract, declarer, tricks = self._contract, self._declarer, self.result
        if contract is None or declarer is None or tricks is None:
            return 0
        side = Side(self.side_of(declarer))
        vulnerable = self.vulnerability.is_vulnerable(side)
        old = bool(self.options.get("old_undertricks", False))
        score = duplicate_score(contract, tricks, vulnerable=vulnerable, old_undertricks=old)
        return score if side is Side.NS else -score

    # -- cards ---------------------------------------------------------------------------

    def verify_play(self, card: Card, *, seat: int | None = None) -> None:
        """Raise unless *card* may be played now (by the deciding *seat*, if given).

        :raises IllegalCardError: not in the hand, a failure to follow suit (RULES 0.4), not the play
        :raises OutOfTurnError: if *seat* does not decide now
        """
        play = self._play
        if self._phase is not Phase.PLAY or play is None:
            when = (
                _(self.before_play).format(rules=citation(self.variant.rules))
                if self._phase is Phase.AUCTION
                else _("the deal is over: all tricks are played (RULES 1.9)")
            )
            raise IllegalCardError(_("illegal card {card}: {when}").format(card=card, when=when))
        hand = play.to_play
        decider = self.controller(hand)
        dummy = hand == self.dummy
        if seat is not None and seat != decider:
            if decider != hand and not dummy:
                message = _("card {card} by {seat} out of turn: {hand} is to play and {decider} plays it")
            else:
                message = _("card {card} by {seat} out of turn: {hand} is to play")
            raise OutOfTurnError(
                message.format(
                    card=card,
                    seat=self.seat_name(seat),
                    hand=self.seat_name(hand),
                    decider=self.seat_name(decider),
                )
                + (_(" (declarer plays dummy's cards)") if dummy else "")
            )
        reason = play.illegality(hand, card)
        if reason is not None:
            who = self.seat_name(hand) + (_(" (dummy)") if dummy else "")
            raise IllegalCardError(
                _("illegal card {card} by {hand}: {reason}").format(card=card, hand=who, reason=reason)
            )

    # -- the generic API -----------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Legal actions of the bidding stage, legal cards in the play, nothing at the end."""
        if self._phase is Phase.PLAY:
            return cast("list[Action]", self._legal_cards())
        if self._phase is Phase.AUCTION:
            return self._bidding_actions()
        return []

    def view(self, seat: int) -> View:
        """What *seat* may see: the hands of :meth:`visible_seats`, the rest ``None``."""
        return self._owned_view(View, seat)

    def _owned_view(self, view: type[_V], seat: int, **fields: Any) -> _V:
        """A *view* for *seat*: the hands of :meth:`visible_seats`, the :attr:`calls`, the game's *fields*."""
        return self._play_view(view, self._seat(seat), self.visible_seats(seat), calls=self.calls, **fields)


class OwnedViewHook(ContractViewHook[OwnedGame]):
    """The seat view of a game whose hands are played by their owners: the hands of
    :meth:`OwnedGame.visible_seats` (RULES 9, 11, 17), the calls, the tricks by side."""

    def hand_kind(self, game: OwnedGame, seat: int) -> str:
        return "dummy" if game.controller(seat) != seat else "hand"


register_view_hook(OwnedGame, OwnedViewHook())


class CallingGame(OwnedGame):
    """An :class:`OwnedGame` whose bidding stage is made of bridge calls: the auction is kept
    alike; a game says who sits at the auction's seats (:meth:`_caller_seat`) and how the play
    starts (:meth:`_settle`)."""

    #: the rule cited when a card is played during the auction
    auction_rule: ClassVar[str]

    _auction: Auction

    def _caller_seat(self, index: int) -> int:
        """The seat at the auction's seat *index* (the same by default)."""
        return index

    def _apply_bidding(self, record: object) -> None:
        if not isinstance(record, Called):
            raise IllegalActionError(
                _("{record} is not an action of {variant}").format(record=record, variant=self.variant.name)
            )
        self._add_call(record.call)

    def _add_call(self, call: Call) -> None:
        """Add a checked call; when the auction is over, pass the deal out or start the play."""
        auction = self._auction
        auction.add(call)
        if not auction.is_over:
            return
        contract, declarer = auction.contract, auction.declarer
        if contract is None or declarer is None:
            self._pass_out()
            return
        self._settle(contract, self._caller_seat(declarer))

    def _settle(self, contract: Contract, declarer: int) -> None:
        """Start the play of *contract* by *declarer*: his left-hand opponent leads (RULES 1.8)."""
        self._start_play(contract, declarer, leader=(declarer + 1) % 4)

    def _bidding_actions(self) -> list[Action]:
        return cast("list[Action]", list(self._auction.legal_calls()))

    def _bidding_to_act(self) -> int:
        seat = self._auction.to_call
        assert seat is not None  # asked during the auction only
        return self._caller_seat(seat)

    has_auction = True

    def _call_refusal(self, call: Call) -> str | None:
        if self._phase is Phase.AUCTION:
            return None
        return _("illegal call {call}: the auction is over ({auction_rule})").format(
            call=call, auction_rule=citation(self.auction_rule)
        )
