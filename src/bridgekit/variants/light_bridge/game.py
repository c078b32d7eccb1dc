"""One deal of Light bridge (RULES 12): the auction, the talon of ``lb4_54``, the play, the score.

>>> from bridgekit.variants import new_game
>>> game = new_game("light_bridge", variant="lb4", seed=1, dealer=3)
>>> for text in ["5S", "5H", "=3D", "P", "M6C", "=3H", "P", "P", "P"]:
...     _ = game.act(text)
>>> str(game.contract), game.declarer, game.to_act, game.stage
('=3H@6', 1, 2, <Stage.PLAY: 'play'>)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bridgekit.calls import Call
from bridgekit.cards import Card, CardSet
from bridgekit.deal import Deal
from bridgekit.errors import (
    IllegalActionError,
    IllegalCardError,
    NotationError,
)
from bridgekit.i18n import _
from bridgekit.laws.notes import citation
from bridgekit.state import Called, Phase, Played, Record, TrickTakingGame, can
from bridgekit.variants.light_bridge.auction import LightAuction, Outcome
from bridgekit.variants.light_bridge.calls import light_call
from bridgekit.variants.light_bridge.play import JokerPlay, LightPlay, PlayAction
from bridgekit.variants.light_bridge.records import (
    TAKE_TALON,
    Discard,
    Discarded,
    LightBridgeView,
    PlayedJoker,
    Stage,
    TakeTalon,
    TalonTaken,
)
from bridgekit.variants.light_bridge.scoring import (
    LEVEL_TABLES,
    LevelTable,
    LightContract,
    deal_score,
    side_names,
)

__all__ = ["LightBridgeGame"]

_PHASES = {Stage.AUCTION: Phase.AUCTION, Stage.OVER: Phase.OVER}


class LightBridgeGame(TrickTakingGame[LightPlay]):
    """One deal of a Light-bridge form; the form is the variant's name (``lb3`` … ``lb6``)."""

    _auction: LightAuction
    _outcome: Outcome | None
    _stage: Stage
    _hands: list[int]
    _talon: int
    _talon_shown: bool
    _discards: int
    _play: LightPlay | None

    # -- state --------------------------------------------------------------------------

    @property
    def table(self) -> LevelTable:
        """The form's level table (RULES 12.3)."""
        return LEVEL_TABLES[self.variant.name]

    def _reset(self) -> None:
        self._auction = LightAuction(
            self.table, (self.dealer + 1) % self.variant.seat_count, self.variant.seat_names
        )
        self._outcome = None
        self._stage = Stage.AUCTION
        self._hands = []
        self._talon = 0
        self._talon_shown = bool(self.options.get("talon_open", False))
        self._discards = 0
        self._play = None

    def _check_deal(self, deal: Deal) -> None:
        super()._check_deal(deal)
        talon = self.variant.talon_size
        if len(deal.talon) != talon or deal.talon.mask & ~self.variant.pack.mask:
            raise NotationError(
                _("{variant} deals a talon of {talon} cards, not {value}").format(
                    variant=self.variant.name, talon=talon, value=deal.talon or "none"
                )
            )

    def _apply_deal(self, deal: Deal) -> None:
        self._hands = [hand.mask for hand in deal.hands]
        self._talon = deal.talon.mask

    def _apply(self, record: object) -> None:
        if isinstance(record, Called):
            self._auction.add(record.call)
            if self._auction.is_over:
                self._end_auction()
        elif isinstance(record, Played | PlayedJoker):
            play = self._play
            assert play is not None
            play.add(
                JokerPlay(record.joker, record.named) if isinstance(record, PlayedJoker) else record.card
            )
            if len(play.tricks) == self.table.tricks:
                self._stage = Stage.OVER
        elif isinstance(record, TalonTaken):
            self._hands[record.seat] |= record.cards.mask
            self._talon = 0
            self._talon_shown = True
            self._stage = Stage.DISCARD
        elif isinstance(record, Discarded):
            self._hands[record.seat] &= ~record.card.mask
            self._discards |= record.card.mask
            if len(CardSet(self._discards)) == self.variant.talon_size:
                self._start_play()
        else:
            raise IllegalActionError(
                _("{record} is not an action of {variant}").format(record=record, variant=self.variant.name)
            )

    def _end_auction(self) -> None:
        self._outcome = outcome = self._auction.outcome()
        if self._talon and outcome.bidder is not None:
            self._stage = Stage.TALON
        else:
            self._start_play()

    def _start_play(self) -> None:
        outcome = self._outcome
        assert outcome is not None
        self._stage = Stage.PLAY
        self._play = LightPlay(
            self._hands, leader=outcome.leader, trump=outcome.trump.suit, must_ruff=outcome.must_ruff
        )

    # -- what the table knows -----------------------------------------------------------

    @property
    def stage(self) -> Stage:
        return self._stage

    @property
    def phase(self) -> Phase:
        """The auction, the play (the talon and the discards too) or over."""
        return _PHASES.get(self._stage, Phase.PLAY)

    @property
    def is_over(self) -> bool:
        return self._stage is Stage.OVER

    @property
    def to_act(self) -> int | None:
        stage = self._stage
        if stage is Stage.AUCTION:
            return self._auction.to_call
        if stage is Stage.PLAY:
            assert self._play is not None
            return self._play.to_play
        if stage is Stage.OVER:
            return None
        assert self._outcome is not None
        return self._outcome.bidder

    @property
    def outcome(self) -> Outcome | None:
        """How the auction ended (``None`` while it goes on)."""
        return self._outcome

    @property
    def contract(self) -> LightContract | None:
        """The final bid with its doubling (``None`` while bidding or if everyone passed)."""
        return self._outcome.contract if self._outcome is not None else None

    @property
    def declarer(self) -> int | None:
        """The declarer of a contract (``None`` for raspasy)."""
        return self._outcome.declarer if self._outcome is not None else None

    @property
    def is_raspasy(self) -> bool:
        return self._outcome is not None and self._outcome.is_raspasy

    @property
    def talon(self) -> CardSet:
        """The talon while it lies on the table (before it is taken or when unused)."""
        return CardSet(self._talon)

    @property
    def discards(self) -> CardSet:
        return CardSet(self._discards)

    @property
    def set_aside(self) -> CardSet:
        """The talon not taken and the discards: out of play, counting for nobody (RULES 12.7)."""
        return CardSet(self._talon | self._discards)

    @property
    def played_cards(self) -> CardSet:
        return CardSet(self._play.played) if self._play is not None else CardSet()

    @property
    def current_named(self) -> tuple[Card, ...]:
        """The cards of the trick in progress as they count (a joker as its name)."""
        return tuple(self._play.effective) if self._play is not None else ()

    @property
    def seat_tricks(self) -> tuple[int, ...]:
        """Tricks won by each seat."""
        if self._play is None:
            return (0,) * self.variant.seat_count
        return tuple(self._play.won)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won per side (side 0 = players 1, 3, …) or per player in ``lb3``."""
        won = self.seat_tricks
        if not self.table.is_teams:
            return won
        return (sum(won[0::2]), sum(won[1::2]))

    def side_of(self, seat: int) -> int:
        """The index of *seat*'s side in :attr:`tricks_won` and :attr:`score`."""
        return seat % 2 if self.table.is_teams else seat

    @property
    def result(self) -> int | None:
        """Tricks won by the declarer's side once the deal is over (``None`` for raspasy)."""
        declarer = self.declarer
        if self._stage is not Stage.OVER or declarer is None:
            return None
        return self.tricks_won[self.side_of(declarer)]

    @property
    def score(self) -> tuple[int, ...] | None:
        """Points per side (teams) or per player (``lb3``) once the deal is over (RULES 12.8, 12.9)."""
        if self._stage is not Stage.OVER or self._outcome is None:
            return None
        return deal_score(self.table, self._outcome.contract, self.tricks_won, declarer=self._outcome.bidder)

    # -- calls --------------------------------------------------------------------------

    has_auction = True

    def _read_call(self, text: str) -> Call:
        return light_call(text, self.table)

    # -- the talon ----------------------------------------------------------------------

    def verify_take_talon(self, *, seat: int | None = None) -> None:
        """Raise unless the talon may be taken now (RULES 12.7).

        :raises IllegalActionError: if it is not the time to take the talon
        :raises OutOfTurnError: if *seat* is not the final bidder
        """
        if self._stage is not Stage.TALON:
            raise IllegalActionError(
                _("the talon cannot be taken now ({stage}) (RULES 12.7)").format(stage=self._stage)
            )
        self._check_turn("take the talon", seat)

    can_take_talon = can(verify_take_talon)

    def take_talon(self, *, seat: int | None = None) -> TalonTaken:
        """The final bidder shows the talon to all and takes it.

        :raises IllegalActionError: if it is not the time to take the talon
        """
        self.verify_take_talon(seat=seat)
        taker = self.to_act
        assert taker is not None
        return self._record(TalonTaken(taker, CardSet(self._talon)))

    def verify_discard(self, card: Card, *, seat: int | None = None) -> None:
        """Raise unless the taker of the talon may discard *card* now (RULES 12.7).

        :raises IllegalCardError: if it is not the time to discard or the card is not held
        :raises OutOfTurnError: if *seat* is not the taker of the talon
        """
        if self._stage is not Stage.DISCARD:
            raise IllegalCardError(
                _("illegal discard {card}: discards follow the taking of the talon (RULES 12.7)").format(
                    card=card
                )
            )
        self._check_turn(f"discard {card}", seat)
        taker = self.to_act
        assert taker is not None
        if not self._hands[taker] >> card.index & 1:
            raise IllegalCardError(
                _("illegal discard {card} by {taker}: {card} is not in the hand (RULES 12.7)").format(
                    card=card, taker=self.seat_name(taker)
                )
            )

    can_discard = can(verify_discard)

    def discard(self, card: Card | str, *, seat: int | None = None) -> Discarded:
        """Discard one card face down (two in all).

        :raises NotationError: if text is not a card
        :raises IllegalCardError: if the card may not be discarded now
        """
        if isinstance(card, str):
            card = Discard.from_str(card).card
        self.verify_discard(card, seat=seat)
        taker = self.to_act
        assert taker is not None
        return self._record(Discarded(taker, card))

    # -- cards --------------------------------------------------------------------------

    def verify_play(self, action: PlayAction, *, seat: int | None = None) -> None:
        """Raise unless the card (or the joker so named) may be played now.

        :raises IllegalCardError: not held, a failure to follow suit or to ruff, a bad joker name
        :raises OutOfTurnError: if *seat* is not the seat to play
        """
        play = self._play
        if self._stage is not Stage.PLAY or play is None:
            when = _("the deal is over") if self._stage is Stage.OVER else _("the play has not begun")
            raise IllegalCardError(
                _("illegal card {card}: {when} ({rules})").format(
                    card=action, when=when, rules=citation("RULES 12.5")
                )
            )
        self._check_turn(f"card {action}", seat)
        hand = play.to_play
        reason = play.illegality(hand, action)
        if reason is not None:
            raise IllegalCardError(
                _("illegal card {card} by {who}: {reason}").format(
                    card=action, who=self.seat_name(hand), reason=reason
                )
            )

    def play(  # type: ignore[override]  # a joker played is a record of its own
        self, action: PlayAction | str, *, seat: int | None = None
    ) -> Played | PlayedJoker:
        """Play a card, or a joker as a named card (``J1=QD``), and return its record.

        :raises NotationError: if text is not a card or joker play
        :raises IllegalCardError: if it may not be played now
        """
        if isinstance(action, str):
            action = JokerPlay.from_str(action) if "=" in action else Card.from_str(action)
        self.verify_play(action, seat=seat)
        assert self._play is not None
        hand = self._play.to_play
        if isinstance(action, JokerPlay):
            return self._record(PlayedJoker(hand, action.joker, action.named))
        return self._record(Played(hand, action))

    # -- the generic API ----------------------------------------------------------------

    def legal_actions(self) -> list[Any]:
        """Calls, the talon action, discards or plays: whatever the seat to act may do now."""
        stage = self._stage
        if stage is Stage.AUCTION:
            return list(self._auction.legal_calls())
        if stage is Stage.PLAY:
            assert self._play is not None
            return list(self._play.legal_actions(self._play.to_play))
        if stage is Stage.TALON:
            return [TAKE_TALON]
        if stage is Stage.DISCARD:
            taker = self.to_act
            assert taker is not None
            return [Discard(card) for card in CardSet(self._hands[taker])]
        return []

    def parse_action(self, text: str) -> Call | Card | JokerPlay | TakeTalon | Discard:
        """Read an action of the current stage from text.

        :raises NotationError: if the text is not an action of this stage
        """
        stage = self._stage
        if stage is Stage.AUCTION:
            return self._parse_call(text, self._read_call)
        if stage is Stage.TALON:
            return TakeTalon.from_str(text)
        if stage is Stage.DISCARD:
            return Discard.from_str(text)
        if stage is Stage.PLAY:
            return JokerPlay.from_str(text) if "=" in text else Card.from_str(text)
        raise NotationError(_("no action is possible: the deal is over (got {text!r})").format(text=text))

    def act(self, action: Any, *, seat: int | None = None) -> Record:
        if isinstance(action, str):
            action = self.parse_action(action)
        self._check_actor(action, seat)
        record = action
        if type(record) in _ACTION_OF:  # a record replayed: its action by its seat
            seat, action = record.seat, _ACTION_OF[type(record)](record)
        if isinstance(action, Call):
            return self.call(action, seat=seat)
        if isinstance(action, TakeTalon):
            return self.take_talon(seat=seat)
        if isinstance(action, Discard):
            return self.discard(action.card, seat=seat)
        if isinstance(action, Card) and self._stage is Stage.DISCARD and not isinstance(record, Played):
            return self.discard(action, seat=seat)
        if isinstance(action, Card | JokerPlay):
            return self.play(action, seat=seat)
        raise NotationError(
            _("not an action of {variant}: {action}").format(variant=self.variant.name, action=repr(action))
        )

    def view(self, seat: int) -> LightBridgeView:
        """What *seat* may see: its own hand, the talon once shown, its own discards (RULES 12.5.3, 12.7)."""
        over = self._stage is Stage.OVER
        outcome, play = self._outcome, self._play
        talon_taker = outcome.bidder if outcome is not None and self.variant.talon_size else None
        scores = self.score
        original_talon = self.deal.talon
        return self._play_view(
            LightBridgeView,
            seat,
            range(self.variant.seat_count) if over else (seat,),
            to_play=self.to_act,
            score=scores[self.side_of(seat)] if scores is not None else None,
            form=self.variant.name,
            stage=self._stage,
            talon=original_talon if original_talon and (self._talon_shown or over) else None,
            discards=self.discards if over or seat == talon_taker else None,
            discard_count=len(self.discards),
            scores=scores,
            seat_tricks=self.seat_tricks,
            side_names=tuple(side_names(self.table)),
            bidder=outcome.bidder if outcome is not None else None,
            trump=outcome.trump if outcome is not None else None,
            is_raspasy=self.is_raspasy,
            must_ruff=outcome.must_ruff if outcome is not None else False,
            current_named=self.current_named,
            named_tricks=tuple(play.named_tricks) if play is not None else (),
        )

    def action_texts(self) -> list[str]:
        """The actions after the deal as text, in order: what :meth:`act` reads back."""
        return [str(_ACTION_OF[type(record)](record)) for record in self._history[1:]]


#: the action each record of a deal was made by
_ACTION_OF: dict[type[Any], Callable[[Any], object]] = {
    Called: lambda record: record.call,
    Played: lambda record: record.card,
    PlayedJoker: lambda record: JokerPlay(record.joker, record.named),
    TalonTaken: lambda record: TAKE_TALON,
    Discarded: lambda record: Discard(record.card),
}
