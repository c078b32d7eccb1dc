"""One deal of Light bridge (RULES 12) on the engine's staged kind (:mod:`bridgekit.kinds.staged`).

The stages (:class:`~bridgekit.variants.light_bridge.records.Stage`) are the auction, the talon
(``lb4_54``: the final bidder takes it), the discards (the kind's cards given outside the tricks,
one at a time), the play and the end. Light bridge's hooks: its auction, the talon, jokers named
as cards in the play (:class:`~bridgekit.variants.light_bridge.play.LightPlay`) and a score per
side (per player in ``lb3``).

>>> from bridgekit.variants import new_game
>>> game = new_game("light_bridge", variant="lb4", seed=1, dealer=3)
>>> for text in ["5S", "5H", "=3D", "P", "M6C", "=3H", "P", "P", "P"]:
...     _ = game.act(text)
>>> str(game.contract), game.declarer, game.to_act, game.stage
('=3H@6', 1, 2, <Stage.PLAY: 'play'>)
"""

from __future__ import annotations

from typing import Any

from bridgekit.calls import Call
from bridgekit.cards import Card, CardSet
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, IllegalCardError, NotationError
from bridgekit.i18n import N_, _
from bridgekit.kinds.staged import GivingStage, StagedGame
from bridgekit.laws.notes import citation
from bridgekit.state import Phase, Played, Record, can
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

#: the phase a view reports: the talon and the discards belong to the play
_PHASES = {Stage.AUCTION: Phase.AUCTION, Stage.OVER: Phase.OVER}


class LightBridgeGame(StagedGame):
    """One deal of a Light-bridge form; the form is the variant's name (``lb3`` … ``lb6``)."""

    play_rule = "RULES 12.5"
    call_rule = "RULES 12.4"
    giving = GivingStage(
        Stage.DISCARD,
        Discarded,
        N_("discard"),
        N_("discards"),
        "RULES 12.7",
        N_("illegal discard {card}: discards follow the taking of the talon (RULES 12.7)"),
    )

    _auction: LightAuction
    _play: LightPlay | None
    _outcome: Outcome | None
    _talon: int
    _talon_shown: bool
    _discards: int

    @property
    def table(self) -> LevelTable:
        """The form's level table (RULES 12.3)."""
        return LEVEL_TABLES[self.variant.name]

    # -- the stage machine: the kind's, with the talon and the jokers ------------------------

    def _reset(self) -> None:
        first = (self.dealer + 1) % self.variant.seat_count
        self._auction = LightAuction(self.table, first, self.variant.seat_names)
        self._stage = Stage.AUCTION
        self._outcome = self._play = None
        self._hands, self._talon, self._discards = [], 0, 0
        self._talon_shown = bool(self.options.get("talon_open", False))

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
        super()._apply_deal(deal)
        self._talon = deal.talon.mask

    def _apply_own(self, record: object) -> None:
        if isinstance(record, PlayedJoker):
            self._apply_card(JokerPlay(record.joker, record.named))
        elif isinstance(record, TalonTaken):
            self._hands[record.seat] |= record.cards.mask
            self._talon, self._talon_shown, self._stage = 0, True, Stage.DISCARD
        elif isinstance(record, Discarded):
            self._hands[record.seat] &= ~record.card.mask
            self._discards |= record.card.mask
            if self._discards.bit_count() == self.variant.talon_size:
                self._start_play()
        else:
            super()._apply_own(record)

    def _apply_card(self, card: PlayAction) -> None:
        """Play a card or a joker as the card named; the deal is over after the form's last trick."""
        play = self._play
        assert play is not None
        play.add(card)
        if len(play.tricks) == self.table.tricks:
            self._stage = Stage.OVER

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

    def _stage_actor(self, stage: str) -> int | None:
        """The final bidder takes the talon and discards (RULES 12.7)."""
        assert self._outcome is not None
        return self._outcome.bidder

    # -- what the table knows -----------------------------------------------------------

    @property
    def stage(self) -> Stage:
        return Stage(self._stage)

    @property
    def phase(self) -> Phase:
        """The auction, the play (the talon and the discards too) or over."""
        return _PHASES.get(Stage(self._stage), Phase.PLAY)

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
        return super().tricks_won

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
    def score(self) -> tuple[int, ...] | None:
        """Points per side (teams) or per player (``lb3``) once the deal is over (RULES 12.8, 12.9)."""
        if self._stage != Stage.OVER or self._outcome is None:
            return None
        return deal_score(self.table, self._outcome.contract, self.tricks_won, declarer=self._outcome.bidder)

    # -- calls and the talon ------------------------------------------------------------

    def _read_call(self, text: str) -> Call:
        return light_call(text, self.table)

    def verify_take_talon(self, *, seat: int | None = None) -> None:
        """Raise unless the talon may be taken now (RULES 12.7).

        :raises IllegalActionError: if it is not the time to take the talon
        :raises OutOfTurnError: if *seat* is not the final bidder
        """
        if self._stage != Stage.TALON:
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
        return self._record(TalonTaken(self._giver, CardSet(self._talon)))

    # -- cards --------------------------------------------------------------------------

    def verify_play(self, action: PlayAction, *, seat: int | None = None) -> None:
        """Raise unless the card (or the joker so named) may be played now.

        :raises IllegalCardError: not held, a failure to follow suit or to ruff, a bad joker name
        :raises OutOfTurnError: if *seat* is not the seat to play
        """
        play = self._play
        if self._stage != Stage.PLAY or play is None:
            when = _("the deal is over") if self._stage == Stage.OVER else _("the play has not begun")
            raise IllegalCardError(
                _("illegal card {card}: {when} ({rules})").format(
                    card=action, when=when, rules=citation(self.play_rule)
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

    # -- every action ---------------------------------------------------------------------

    def legal_actions(self) -> list[Any]:
        """Calls, the talon action, discards or plays (a joker with each name it may take)."""
        stage = self._stage
        if stage == Stage.PLAY:
            assert self._play is not None
            return list(self._play.legal_actions(self._play.to_play))
        if stage == Stage.TALON:
            return [TAKE_TALON]
        if stage == Stage.DISCARD:
            return [Discard(card) for card in CardSet(self._hands[self._giver])]
        return super().legal_actions()

    def parse_action(self, text: str) -> Call | Card | JokerPlay | TakeTalon | Discard:
        """Read an action of the current stage from text.

        :raises NotationError: if the text is not an action of this stage
        """
        stage = self._stage
        if stage == Stage.AUCTION:
            return self._parse_call(text, self._read_call)
        if stage == Stage.TALON:
            return TakeTalon.from_str(text)
        if stage == Stage.DISCARD:
            return Discard.from_str(text)
        if stage == Stage.PLAY:
            return JokerPlay.from_str(text) if "=" in text else Card.from_str(text)
        raise NotationError(_("no action is possible: the deal is over (got {text!r})").format(text=text))

    def _act_own(self, action: Any, seat: int | None) -> Record:
        """A joker play, the talon taken, a discard (or their records); else the kind's (a call)."""
        if isinstance(action, JokerPlay):
            return self.play(action, seat=seat)
        if isinstance(action, PlayedJoker):
            return self.play(JokerPlay(action.joker, action.named), seat=action.seat)
        if isinstance(action, TakeTalon | TalonTaken):
            return self.take_talon(seat=getattr(action, "seat", seat))
        if isinstance(action, Discard):
            return self.give(action.card, seat=seat)
        return super()._act_own(action, seat)

    def view(self, seat: int) -> LightBridgeView:
        """What *seat* may see: its own hand, the talon once shown, its own discards (RULES 12.5.3, 12.7)."""
        over = self._stage == Stage.OVER
        outcome, play = self._outcome, self._play
        talon_taker = outcome.bidder if outcome is not None and self.variant.talon_size else None
        scores = self.score
        original_talon = self.deal.talon
        return self._play_view(
            LightBridgeView,
            seat,
            range(self.variant.seat_count) if over else (seat,),
            score=scores[self.side_of(seat)] if scores is not None else None,
            form=self.variant.name,
            stage=self.stage,
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
