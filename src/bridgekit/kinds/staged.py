"""The kind of game played in stages before its tricks (RULES 12–16).

Booby, Nullo, Slam, Chinese bridge and Light bridge each pass through stages of their own
(discards to a dummy, an exchange, bidding rounds, reserves, a talon), named by a string in
``stage``; all end in a :class:`~bridgekit.tricks.TrickPlay` (Light bridge's with jokers) in the
stage ``play`` and stop in ``over``. :class:`StagedGame` keeps what they share: the play of a
card, the tricks, the result and the view; :class:`NulloLadderGame` adds the auction on a nullo
ladder of Booby and Nullo. A game names its rules in :attr:`StagedGame.play_rule` and
:attr:`StagedGame.card_rule` and adds its own reasons in :meth:`StagedGame._check_card`.

The actions are one stage machine: the engine's ``act`` reads text with the game's
:meth:`StagedGame.parse_action`, and hands a card given outside the tricks (a discard, a card to
the dummy, a reserve: the :class:`GivingStage` a game names in :attr:`StagedGame.giving`) to
:meth:`StagedGame.give`, any other card to :meth:`StagedGame.play`, a call to
:meth:`StagedGame.call` and another record of the game's own (a draw, a declaration) to the
function :attr:`StagedGame.stage_records` names.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple, Protocol, TypeVar, cast

from bridgekit.auction import NulloAuction
from bridgekit.call_words import reason_text
from bridgekit.calls import BOOBY_LADDER, Call, Ladder
from bridgekit.cards import Card
from bridgekit.contracts import NulloContract
from bridgekit.deal import Deal
from bridgekit.errors import (
    IllegalActionError,
    IllegalCardError,
    NotationError,
    OutOfTurnError,
)
from bridgekit.i18n import N_, _, pgettext
from bridgekit.laws.notes import citation
from bridgekit.records import GivenCard
from bridgekit.state import (
    Action,
    Called,
    Phase,
    Played,
    Record,
    TrickTakingGame,
    View,
    can,
    split_seat,
)
from bridgekit.tricks import TrickPlay, cards_of
from bridgekit.views import (
    CallEntry,
    LegalAction,
    Score,
    ScoreLine,
    TricksWon,
    ViewHook,
    call_entry,
    call_label,
    register_view_hook,
    tricks_by_side,
)

__all__ = ["StagedGame", "StagedView", "GivingStage", "NulloLadderGame", "StagedViewHook", "score_deal"]

_V = TypeVar("_V", bound=View)
_K = TypeVar("_K", bound=Record)


@dataclass(frozen=True)
class StagedView(View):
    """A staged game's view: the *stage*, and the deal's ledger *entries* once it is over (a
    player's entries, or Light bridge's points per side). Each game's view narrows the contract,
    the legal actions and the entries to its own types (``SlamView.contract`` a ``SlamContract``)."""

    stage: str = ""
    entries: tuple[object, ...] = ()


class GivingStage(NamedTuple):
    """A stage in which the player to act (the game's :meth:`StagedGame._stage_actor`) gives cards
    from his hand one at a time outside the tricks: Booby's discards to the dummy (RULES 13.1),
    Nullo's exchange (14.2), Slam's reserves (15.6).

    :param stage: the stage's name
    :param record: the record of one card given (a :class:`~bridgekit.records.GivenCard`)
    :param what: what the card is, for messages (``N_("discard")``)
    :param doing: what the player does (``N_("discards")``)
    :param rule: the rule cited
    :param closed: the refusal of a card given in another stage (with ``{card}``)
    """

    stage: str
    record: type[GivenCard]
    what: str
    doing: str
    rule: str
    closed: str


class StagedGame(TrickTakingGame[TrickPlay]):
    """One deal of a game whose stages end in the play of tricks of a :class:`TrickPlay`."""

    #: the rule cited for a card played outside the play
    play_rule: ClassVar[str]
    #: the rule cited for a card the hand to play may not play
    card_rule: ClassVar[str] = "RULES 0.4"
    #: the ladder the game's calls are read from
    ladder: ClassVar[Ladder] = BOOBY_LADDER
    #: the stage of the calls, and the rule cited for a call out of it
    call_stage: ClassVar[str] = "auction"
    call_rule: ClassVar[str]
    #: why a call is refused in a stage other than :attr:`call_stage` (``the auction is over``)
    call_refusals: ClassVar[Mapping[str, str]] = {}
    #: the refusal of a deal whose undealt cards are not the rest of the pack (``{count}``: how
    #: many there are, ``{talon}``: the cards), if the game deals some cards later or to a dummy
    talon_refusal: ClassVar[str | None] = None
    #: the stage in which cards are given outside the tricks, if the game has one
    giving: ClassVar[GivingStage | None] = None
    #: the game's other records and the function that takes each (``{Drew: take_draw}``)
    stage_records: ClassVar[Mapping[type[object], Callable[[Any, Any], Record]]] = {}

    _stage: str
    _hands: list[int]
    _play: TrickPlay | None

    # -- what each game provides ---------------------------------------------------------

    def _entries(self, contract: Any, declarer: int, tricks: int) -> Sequence[object]:
        """The ledger entries of a deal played in *contract* (the game's own :attr:`contract`
        type: each game narrows it, so it stays ``Any`` here) by *declarer*, who took *tricks*."""
        raise NotImplementedError

    def _check_deal(self, deal: Deal) -> None:
        """The hands, then the cards left undealt: the rest of the pack (:attr:`talon_refusal`).

        :raises NotationError: naming what is wrong
        """
        super()._check_deal(deal)
        variant, talon = self.variant, deal.talon
        if self.talon_refusal is not None and (
            len(talon) != variant.talon_size or talon.mask & ~variant.pack.mask
        ):
            raise NotationError(_(self.talon_refusal).format(count=len(talon), talon=talon))

    # -- the stage machine ---------------------------------------------------------------

    def _end_play(self) -> None:
        self._stage = "over"

    def _apply_call(self, call: Call) -> None:
        """Add *call* to the auction; :meth:`_end_auction` once it is over."""
        self._auction.add(call)
        if self._auction.is_over:
            self._end_auction()

    def _end_auction(self) -> None:
        """Start the play of the contract (or end a deal passed out)."""
        raise NotImplementedError

    def _apply_own(self, record: object) -> None:
        """Apply a record of the game's own stages (a call, a discard, a reserve …)."""
        if isinstance(record, Called):
            self._apply_call(record.call)
        else:
            super()._apply_own(record)

    @property
    def score(self) -> tuple[object, ...] | None:
        """The deal's ledger entries once it is over (:meth:`_entries`); ``()`` with no contract."""
        if self._stage != "over":
            return None
        contract, declarer, tricks = self.contract, self.declarer, self.result
        if contract is None or declarer is None or tricks is None:
            return ()
        return tuple(self._entries(contract, declarer, tricks))

    # -- what the table knows ------------------------------------------------------------

    @property
    def stage(self) -> str:
        return self._stage

    @property
    def phase(self) -> Phase:
        stage = self._stage
        return Phase.PLAY if stage == "play" else Phase.OVER if stage == "over" else Phase.AUCTION

    @property
    def is_over(self) -> bool:
        return self._stage == "over"

    @property
    def to_play(self) -> int | None:
        """The hand that acts next: the play's hand to play, the seat to call in an auction, or
        the game's own :meth:`_stage_actor` in its other stages; nobody at the end."""
        stage = self._stage
        if stage == "play":
            assert self._play is not None
            return self._play.to_play
        if stage == "over":
            return None
        if stage == self.call_stage:
            return self._auction.to_call
        return self._stage_actor(stage)

    def _stage_actor(self, stage: str) -> int | None:
        """Who acts in a stage of the game's own before the play (none by default)."""
        return None

    @property
    def to_act(self) -> int | None:
        """The player who decides now: by default the hand that acts next (:attr:`to_play`)."""
        return self.to_play

    @property
    def tricks_won(self) -> tuple[int, ...]:
        return tuple(self._play.won) if self._play is not None else (0,) * self.variant.seat_count

    # -- cards ---------------------------------------------------------------------------

    def verify_play(self, card: Card, *, seat: int | None = None) -> None:
        """Raise unless *card* may be played now from the hand to play (by *seat*, if given).

        :raises IllegalCardError: not the play, not in the hand, a revoke, or the game's own reason
        :raises OutOfTurnError: if *seat* does not decide now
        """
        play = self._play
        if self._stage != "play" or play is None:
            now = (
                _("the deal is over")
                if self._stage == "over"
                else _("it is the {stage}, not the play").format(stage=pgettext("stage", self._stage))
            )
            raise IllegalCardError(
                _("illegal card {card}: {now} ({play_rule})").format(
                    card=card, now=now, play_rule=citation(self.play_rule)
                )
            )
        if seat is not None and seat != self.to_act:
            raise OutOfTurnError(
                _("card {card} by {seat} out of turn").format(card=card, seat=self.seat_name(seat))
            )
        self._check_card(play.to_play, card)

    def _check_card(self, hand: int, card: Card) -> None:
        """Raise unless *hand* may play *card* by the rules of the play (RULES 0.4).

        :raises IllegalCardError: naming the hand, the reason and :attr:`card_rule`
        """
        assert self._play is not None
        reason = self._play.illegality(hand, card)
        if reason is not None:
            raise IllegalCardError(
                _("illegal card {card} by {hand}: {reason} ({card_rule})").format(
                    card=card, hand=self._hand_name(hand), reason=reason, card_rule=citation(self.card_rule)
                )
            )

    def _hand_name(self, hand: int) -> str:
        return self.seat_name(hand)

    def legal_actions(self) -> list[Action]:
        """The calls in the :attr:`call_stage`, the cards of the player giving in the
        :attr:`giving` stage, the legal cards in the play; nothing in another stage."""
        stage, giving = self._stage, self.giving
        if stage == self.call_stage:
            return list(self._auction.legal_calls())
        if giving is not None and stage == giving.stage:
            return cast("list[Action]", cards_of(self._hands[self._giver]))
        return cast("list[Action]", self._legal_cards()) if stage == "play" else []

    # -- cards given outside the tricks ----------------------------------------------------

    @property
    def _giver(self) -> int:
        """The player giving a card in the :attr:`giving` stage."""
        assert self.giving is not None
        holder = self._stage_actor(self.giving.stage)
        assert holder is not None
        return holder

    def verify_give(self, card: Card, *, seat: int | None = None) -> None:
        """Raise unless the player giving may give *card* now (in the :attr:`giving` stage).

        :raises IllegalCardError: another stage, not in his hand, or the game's own reason
        :raises OutOfTurnError: if *seat* is not the player giving
        """
        giving = self.giving
        if giving is None:
            raise IllegalCardError(
                _("not an action of {variant}: {action}").format(variant=self.variant.name, action=card)
            )
        if self._stage != giving.stage:
            raise IllegalCardError(_(giving.closed).format(card=card))
        holder = self._giver
        if seat is not None and seat != holder:
            raise OutOfTurnError(
                _("{what} {card} by {seat} out of turn: {holder} {doing}").format(
                    what=_(giving.what),
                    card=card,
                    seat=self.seat_name(seat),
                    holder=self.seat_name(holder),
                    doing=_(giving.doing),
                )
            )
        if not self._hands[holder] >> card.index & 1:
            raise IllegalCardError(
                _("illegal {what} {card} by {holder}: not in the hand ({rule})").format(
                    what=_(giving.what), card=card, holder=self.seat_name(holder), rule=citation(giving.rule)
                )
            )
        self._check_given(holder, card)

    def _check_given(self, holder: int, card: Card) -> None:
        """Raise if the game forbids *holder* to give *card* for a reason of its own (none by default).

        :raises IllegalCardError: naming the reason and the rule
        """

    can_give = can(verify_give)

    def give(self, card: Card | str, *, seat: int | None = None) -> GivenCard:
        """Give *card* (a discard, a card to the dummy, a reserve) for the player giving.

        :raises NotationError: if text is not a card
        :raises IllegalCardError: if it may not be given now
        """
        if isinstance(card, str):
            card = Card.from_str(card)
        self.verify_give(card, seat=seat)
        assert self.giving is not None
        return self._record(self.giving.record(self._giver, card))

    # -- calls -------------------------------------------------------------------------------

    has_auction = True

    def _call_refusal(self, call: Call) -> str | None:
        """Calls are made in :attr:`call_stage`; :attr:`call_refusals` says why not in another."""
        if self._stage == self.call_stage:
            return None
        over = _("the bidding is over") if self.call_stage == "bidding" else _("the auction is over")
        refusal = self.call_refusals.get(self._stage)
        why = _(refusal) if refusal is not None else over
        return _("illegal call {call}: {why} ({call_rule})").format(
            call=call, why=why, call_rule=citation(self.call_rule)
        )

    # -- every action --------------------------------------------------------------------

    def _act_card(self, card: Card, seat: int | None) -> Record:
        giving = self.giving
        if giving is not None and self._stage == giving.stage:
            return self.give(card, seat=seat)
        return self.play(card, seat=seat)

    def _check_hand(self, played: Played) -> None:
        if self.to_play != played.seat:
            raise OutOfTurnError(
                _("card {card} from {seat} out of turn").format(
                    card=played.card, seat=self._hand_name(played.seat)
                )
            )

    def _act_own(self, action: object, seat: int | None) -> Record:
        """A card given (the :attr:`giving` record), a call, or a record of :attr:`stage_records`."""
        giving = self.giving
        if giving is not None and isinstance(action, giving.record):
            return self.give(action.card, seat=action.seat)
        if isinstance(action, Call):
            return self.call(action, seat=seat)
        if isinstance(action, Called):
            return self.call(action.call, seat=action.seat)
        take = self.stage_records.get(type(action))
        if take is None:
            return super()._act_own(action, seat)
        return take(self, action)

    def _read_call(self, text: str) -> Call:
        """The call written *text* on the game's :attr:`ladder`.

        :raises NotationError: if the text is not a call of the ladder
        """
        return self.ladder.call(text)

    def parse_action(self, text: str) -> object:
        """The action written *text*: a card given (``A dummy HT``), a seat's call (``B 1S``), a
        call in the auction, or a card.

        :raises NotationError: if the text is none of these
        """
        giving, words = self.giving, text.split()
        if giving is not None and len(words) == 3 and words[1].lower() == giving.record.verb:
            return giving.record.from_str(text)
        if len(words) == 2 and text.split(" ", 1)[0].upper() in self.variant.seat_names:
            seat, call = split_seat(text, self.variant.seat_names, N_("a call"))
            return Called(seat, self._read_call(call))
        return self._read_call(text) if self._stage == self.call_stage else Card.from_str(text)

    def _staged_view(self, view: type[_V], seat: int, visible: Container[int], **fields: Any) -> _V:
        """A *view* with the fields the staged games fill alike; the deal's entries in ``entries``."""
        return self._play_view(
            view, seat, visible, score=None, stage=self._stage, entries=self.score or (), **fields
        )


class NulloLadderGame(StagedGame):
    """A staged game with an auction on a nullo ladder in which every player is his own side."""

    _auction: NulloAuction

    @property
    def contract(self) -> NulloContract | None:
        return self._auction.contract if self._stage in ("play", "over") else None

    @property
    def declarer(self) -> int | None:
        return self._auction.declarer if self._stage in ("play", "over") else None


_R_co = TypeVar("_R_co", covariant=True)


class DealLedger(Protocol[_R_co]):
    """A players' ledger that records a finished deal (Booby's, Nullo's, Slam's)."""

    def record(self, contract: Any, declarer: int | None, tricks: int, *, honours: Any) -> _R_co: ...


def score_deal(ledger: DealLedger[_R_co], game: StagedGame) -> _R_co:
    """Write a finished deal on the players' ledger (a deal passed out, redealt or abandoned
    scores nothing: RULES 13.4, 14.5, 15.7).

    >>> from bridgekit import new_game
    >>> from bridgekit.variants.booby.scoring import BoobyLedger
    >>> game = new_game("booby", seed=1)
    >>> while not game.is_over:
    ...     _ = game.act(game.legal_actions()[0])
    >>> score_deal(BoobyLedger(), game).number
    1

    :raises IllegalActionError: if the deal is not over or the rubber is
    """
    if not game.is_over:
        raise IllegalActionError(_("the deal is not over: nothing to score yet"))
    honours = getattr(game, "honours", None)
    return ledger.record(game.contract, game.declarer, game.result or 0, honours=honours)


class StagedViewHook(ViewHook[StagedGame]):
    """The seat view of a staged game: each player sees his own hand (RULES 13–16); the game's
    hook adds its piles. Every player is his own side."""

    #: the labels of the game's own stages (the auction, the play and the end have theirs)
    stage_labels: ClassVar[Mapping[str, str]] = {}
    _shared_labels: ClassVar[Mapping[str, str]] = {
        "auction": N_("Auction"),
        "play": N_("Play"),
        "over": N_("Over"),
    }

    def stage(self, game: StagedGame) -> str:
        return game.stage

    def stage_label(self, game: StagedGame) -> str:
        label = self.stage_labels.get(game.stage, self._shared_labels.get(game.stage))
        return _(label) if label is not None else game.stage.capitalize()

    def calls(self, game: StagedGame, viewer: int | None) -> tuple[CallEntry, ...]:
        return tuple(call_entry(record.seat, record.call) for record in game.calls)

    def next_leader(self, game: StagedGame) -> int | None:
        return game.to_act if game.stage == "play" else None

    def tricks_won(self, game: StagedGame) -> tuple[TricksWon, ...]:
        if game.stage not in ("play", "over") or game.declarer is None:
            return ()
        return tricks_by_side(game.tricks_won[: game.variant.seat_count])

    def action(self, game: StagedGame, action: object) -> LegalAction:
        if isinstance(action, Card):
            return super().action(game, action)
        text = str(action)
        return LegalAction("call", text, call_label(text))

    def score(self, game: StagedGame) -> Score | None:
        entries = game.score or ()
        names = game.variant.seat_names
        lines = []
        for entry in entries:
            who = getattr(entry, "player", getattr(entry, "side", None))
            name = names[int(who)] if isinstance(who, int) else str(who)
            placed = str(getattr(getattr(entry, "line", None), "value", getattr(entry, "line", "")))
            where = (
                _("{player}: {reason}, above the line")
                if placed == "above"
                else _("{player}: {reason}, below the line")
            )
            label = where.format(player=name, reason=reason_text(str(getattr(entry, "reason", ""))))
            lines.append(ScoreLine(label, int(getattr(entry, "points", 0))))
        if not lines:
            return Score(_("no score (passed out or abandoned)"), ())
        totals: dict[str, int] = {}
        for line in lines:
            name = line.label.split(":")[0]
            totals[name] = totals.get(name, 0) + line.value
        return Score("; ".join(f"{name} {points}" for name, points in totals.items()), tuple(lines))


register_view_hook(StagedGame, StagedViewHook())
