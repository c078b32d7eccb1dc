"""The common ground of contract bridge and the games played like it (RULES 1, 9, 11, 17):
the phase, the sides, the tricks each side won, and the agreed claim (RULES 10.9).

:class:`~bridgekit.variants.bridge.BridgeGame` and
:class:`~bridgekit.variants.owned.OwnedGame` build on it; a game says who may not claim
(:meth:`PartnershipGame._claim_refusal`) and, if its sides are not seat mod 2, :meth:`side_of`.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any, ClassVar

from bridgekit.calls import Call, Contract
from bridgekit.cards import Card
from bridgekit.errors import IllegalActionError, NotationError, OutOfTurnError
from bridgekit.i18n import _, ngettext
from bridgekit.seats import Seat
from bridgekit.state import Called, Claimed, Phase, Played, Record, TrickTakingGame, can
from bridgekit.tricks import Trick, TrickPlay

__all__ = ["PartnershipGame"]


class PartnershipGame(TrickTakingGame[TrickPlay]):
    """A deal played by two sides in the phases auction, play, over, with agreed claims."""

    #: the tricks of a deal
    trick_count: ClassVar[int] = 13

    _phase: Phase
    _claim: Claimed | None
    #: tricks each side gains by a rectification (revoke transfers, RULES 10.8), set by table mode
    _transferred: tuple[int, int] = (0, 0)

    @property
    @abstractmethod
    def contract(self) -> Contract | None:
        """The contract once it is settled."""

    @property
    @abstractmethod
    def declarer(self) -> int | None: ...

    @property
    @abstractmethod
    def score(self) -> int | None:
        """The deal score for side 0 once the deal is over."""

    def parse_action(self, text: str) -> Any:
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

    def act(self, action: Any, *, seat: int | None = None) -> Record:
        if isinstance(action, str):
            action = self.parse_action(action)
        self._check_actor(action, seat)
        if isinstance(action, Card):
            return self.play(action, seat=seat)
        if isinstance(action, Played):
            play = self._play
            if play is not None and self._phase is Phase.PLAY and action.seat != play.to_play:
                raise OutOfTurnError(
                    _("card {card} from {seat} out of turn: {to_play} is to play").format(
                        card=action.card,
                        seat=self.seat_name(action.seat),
                        to_play=self.seat_name(play.to_play),
                    )
                )
            return self.play(action.card, seat=seat)
        if isinstance(action, Claimed):
            return self.claim(action.seat, action.tricks)
        return self._act_bidding(action, seat)

    def _act_bidding(self, action: Any, seat: int | None) -> Record:
        """Check and take an action of the bidding (a call by default); return its record.

        :raises NotationError: if the action is not of this game
        :raises IllegalActionError: if it is not legal now
        """
        if isinstance(action, Called):
            action, seat = action.call, action.seat
        if isinstance(action, Call):
            return self.call(action, seat=seat)
        raise NotationError(
            _("not an action of {variant}: {action}").format(variant=self.variant.name, action=repr(action))
        )

    def _parse_bidding(self, text: str) -> Any:
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
        """The value naming seat *index* in records: a :class:`Seat` at a compass table."""
        return Seat(index) if self.variant.uses_compass else index

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

    def _claim_refusal(self, seat: int) -> str | None:
        """Why *seat* may not claim (a hand another seat plays), or ``None``."""
        return None

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
