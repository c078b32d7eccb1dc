"""Table mode's state (RULES 10): the wrapped game and the Laws' record of what happened, each
record applied as the Laws rectify it (calls through the Laws on the auction, cards through the
Laws on the play, exposures, claims, rulings, redeals), the wrapped game's play kept in line."""

from __future__ import annotations

from typing import Any, NamedTuple, cast

from bridgekit.cards import Card, Suit
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, IllegalCallError, IllegalCardError, NotationError
from bridgekit.i18n import N_, _
from bridgekit.kinds.owned import OwnedGame
from bridgekit.laws import records as r
from bridgekit.laws.bidding import LeadPenalty, forbiddable_suits
from bridgekit.laws.notes import Note
from bridgekit.laws.play import PenaltyKind, penalty_kind
from bridgekit.laws.play_rules import FirstLead, PlayRules
from bridgekit.laws.records import Decided, Option, RulingKind
from bridgekit.laws.table_auction import TableAuction
from bridgekit.laws.table_rules import TableRules
from bridgekit.seats import Seat
from bridgekit.state import Called, Claimed, Dealt, Game, Phase, Played, Record, Variant

__all__ = ["LogEntry", "TableState", "table_rules"]

SEATS = tuple(Seat)


class LogEntry(NamedTuple):
    """One line of the director's log: the history index of the action, the Law, what it did (a
    :class:`~bridgekit.laws.notes.Note`'s message and parameters, written in the reader's language)."""

    at: int
    seat: int | None
    law: str
    message: str
    params: tuple[tuple[str, object], ...] = ()

    @property
    def note(self) -> Note:
        return Note(self.law, self.message, self.params)

    @property
    def text(self) -> str:
        """What the Laws did, in English."""
        return self.note.text

    def words(self) -> str:
        """What the Laws did, in the current language."""
        return self.note.words()

    def __str__(self) -> str:
        who = f"{SEATS[self.seat]}: " if self.seat is not None else ""
        return f"{who}{self.note}"


def table_rules(name: str) -> TableRules:
    """The table-mode data of the game called *name*.

    :raises NotationError: if the game has no table mode
    """
    from bridgekit.variants import entry_of, resolve

    entry = entry_of(name)
    if entry.table is None:
        raise NotationError(
            _("{name} has no table mode (RULES 10.1: bridge and minibridge)").format(name=entry.name)
        )
    rules: TableRules = resolve(entry.table)
    return rules


def _of_game(name: str) -> Any:
    """A property that answers the wrapped game's attribute *name*."""
    return property(lambda table: getattr(table.game, name))


class TableState(Game):
    """The state of a game in table mode: each record applied as the Laws rectify it (RULES 10.2-10.9).

    What the Laws do not touch is the wrapped game's (:attr:`game`), read through this object;
    :class:`~bridgekit.laws.table_mode.game.TableMode` adds the questions and the actions.
    """

    game: OwnedGame
    rules: TableRules

    def __init__(self, variant: Variant, **kwargs: Any) -> None:
        game = variant.game(variant, **kwargs)  # the game's own reading of the deal and options
        self.variant, self.options, self.seed = variant, game.options, game.seed
        self.dealer, self.vulnerability, self.board = game.dealer, game.vulnerability, game.board
        self._history = [game.history[0]]
        self._reset()
        self._apply_deal(game.deal)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or name == "game":
            raise AttributeError(name)
        return getattr(self.game, name)

    # -- state --------------------------------------------------------------------------

    def _reset(self) -> None:
        self.rules = table_rules(self.variant.family or self.variant.name)
        self._laws: str = self.options["laws"]
        self._table = TableAuction(self.dealer, laws=self._laws) if self.rules.calls else None
        self._ui_side: int | None = None
        self._play_rules: PlayRules | None = None
        self._rulings: list[r.Ruling] = []
        self._adjusted: int | None = None
        self._waived: set[int] = set()
        self._dummy_rights = True
        self._law_log: list[LogEntry] = []
        self._auction_exposed: dict[int, dict[Card, PenaltyKind]] = {}
        self._seat_now: int | None = None

    def _apply_deal(self, deal: Deal) -> None:
        """A fresh wrapped game with this deal (and this table's settings)."""
        game = cast(OwnedGame, object.__new__(self.variant.game))
        for name in ("variant", "options", "dealer", "vulnerability", "board", "seed"):
            setattr(game, name, getattr(self, name))
        game._history = [Dealt(deal)]
        game._rebuild(())
        self.game = game

    def _apply(self, record: Record | r.TableRecord) -> None:
        self._seat_now = getattr(record, "seat", None)
        match record:
            case Played():
                self._on_card(record)
            case Decided():
                self._on_decision(record)
            case r.Exposed():
                self._on_exposure(record)
            case r.Claim():
                self._on_claim(record)
            case Claimed():
                self._on_claim(r.Claim(record.seat, record.tricks))
                self._note(
                    cast(PlayRules, self._play_rules).finish_claim(record.seat, record.tricks, restore=False)
                )
            case r.DirectorCalled():
                called = (
                    Note.of("9B", N_("director called: {reason}"), reason=record.reason)
                    if record.reason
                    else Note.of("9B", N_("director called"))
                )
                self._note(called)
            case r.Ruling():
                self._on_ruling(record)
            case r.Redeal():
                self._on_redeal(record)
            case _:
                self._on_step(record)
        self._follow()

    def _follow(self) -> None:
        """Bring the wrapped game's play in line with the Laws' (RULES 10.6-10.9)."""
        game, play = self.game, self._play_rules
        if play is None:
            if game.phase is Phase.PLAY:
                self._start_play()
            return
        game._play = play.tp.play
        if play.claimed is not None:
            game._claim = Claimed(SEATS[play.claimed[0]], play.claimed[1])
        if play.is_over:
            game._phase = Phase.OVER
        give = play.transfers(self._waived) if play.is_over else (0, 0)
        game._transferred = (give[1] - give[0], give[0] - give[1])

    def _start_play(self) -> None:
        """The contract is settled: declarer's LHO leads; cards exposed before are penalty cards; the
        auction's lead penalties wait for the first lead of the offender's partner (Law 26B)."""
        game, table = self.game, self._table
        declarer, contract = game.declarer, game.contract
        assert declarer is not None and contract is not None
        first_lead: dict[int, FirstLead] = {}
        if table is not None:
            for offender, penalty in table.lead_penalties:
                if offender % 2 != declarer % 2:
                    suits = forbiddable_suits(
                        table.offender_calls(offender), table.withdrawn.get(offender, [])
                    )
                    first_lead[(offender + 2) % 4] = (penalty, suits)
            if self._ui_side is not None and self._ui_side != declarer % 2:
                first_lead[(declarer + 1) % 4] = (LeadPenalty.REQUIRE_OR_FORBID, tuple(Suit))
        trump = contract.strain.suit
        play = PlayRules(game._hands, declarer=declarer, trump=trump, laws=self._laws, first_lead=first_lead)
        for seat, cards in self._auction_exposed.items():
            if play.is_defender(seat):
                play.tp.penalty[seat].update(cards)
        self._play_rules = play
        game._play = play.tp.play

    def _note(self, notes: list[Note] | Note, seat: int | None = None) -> None:
        for note in [notes] if isinstance(notes, Note) else notes:
            self._law_log.append(
                LogEntry(len(self._history), self._seat_now if seat is None else seat, *note)
            )

    # -- the way to the contract ----------------------------------------------------------

    def _on_step(self, record: object) -> None:
        if not isinstance(record, self.rules.steps):
            raise IllegalActionError(
                _("{record} is not an action of {variant} in table mode").format(
                    record=record, variant=self.variant.name
                )
            )
        table = self._table
        if table is None:  # the game checks its own steps (they are fixed by the hands)
            self.game.act(record)
            return
        call = cast(Called, record)
        if self.game.phase is not Phase.AUCTION:
            raise IllegalCallError(
                _("illegal call {call} by {seat}: the auction is over (Law 17E)").format(
                    call=call.call, seat=SEATS[call.seat]
                )
            )
        self._note(table.call(call.seat, call.call))
        self._after_call()

    def _after_call(self) -> None:
        """The calls that stand go to the wrapped game's auction."""
        assert self._table is not None
        game = self.game
        for seat, call in self._table.calls[len(game.actions) :]:
            # an accepted call out of rotation moves the rotation (Law 29A)
            cast(Any, game)._auction.first = self._table.auction.first
            game._record(Called(SEATS[seat], call))

    def _may_redeal(self) -> bool:
        return (
            self.game.phase is Phase.AUCTION
            and not self.game.actions
            and (self._table is None or self._table.pending is None)
        )

    def _expose_before_play(self, exposed: r.Exposed, kind: PenaltyKind) -> None:
        """Law 24: a single low card by accident, nothing; else penalty cards if the offender defends,
        and in an auction his partner passes at his next turn (minibridge has no calls, DECISION)."""
        seat, partner = exposed.seat, (exposed.seat + 2) % 4
        text = " ".join(map(str, exposed.cards))
        auction = self._table is not None
        if kind is PenaltyKind.MINOR:
            nothing = (
                N_("{cards} exposed during the auction: no rectification")
                if auction
                else N_("{cards} exposed before the play: no rectification")
            )
            self._note(Note.of("24A", nothing, cards=text))
            return
        self._auction_exposed.setdefault(seat, {}).update(dict.fromkeys(exposed.cards, PenaltyKind.MAJOR))
        if self._table is not None:
            self._table.passes[partner] = max(self._table.passes[partner], 1)
            owed = N_(
                "{cards} exposed during the auction: penalty cards if {seat} defends; "
                "{partner} must pass at his next turn"
            )
            self._note(Note.of("24", owed, cards=text, seat=SEATS[seat], partner=SEATS[partner]))
            return
        before = N_("{cards} exposed before the play: penalty cards if {seat} defends")
        self._note(Note.of("24", before, cards=text, seat=SEATS[seat]))

    # -- the director and redeals -----------------------------------------------------------

    def _on_ruling(self, ruling: r.Ruling) -> None:
        kind, value = ruling.kind, ruling.value
        needs_value = (
            RulingKind.ADJUSTED_SCORE,
            RulingKind.WAIVE_REVOKE,
            RulingKind.CLAIM_TRICKS,
            RulingKind.UNAUTHORISED_INFORMATION,
        )
        if kind in needs_value and value is None:
            raise NotationError(
                _("{ruling}: the ruling ({kind}) needs a value").format(ruling=ruling, kind=kind.words)
            )
        if kind is RulingKind.ADJUSTED_SCORE:
            self._adjusted = value
        elif kind is RulingKind.WAIVE_REVOKE:
            self._waived.add(cast(int, value))
        elif kind is RulingKind.DUMMY_LOST_RIGHTS:
            self._dummy_rights = False
        elif kind is RulingKind.UNAUTHORISED_INFORMATION and self._laws == "classic" and self._table:
            self._classic_ui(ruling, self._table)
        elif kind is RulingKind.CLAIM_TRICKS:
            play = self._play_rules
            claimer = play.claim_to_adjudicate() if play is not None else None
            if play is None or claimer is None:
                raise IllegalActionError(_("{ruling}: there is no claim to adjudicate").format(ruling=ruling))
            self._rulings.append(ruling)
            self._note(Note.of(ruling.law or "70", N_("director rules: {ruling}"), ruling=ruling), seat=None)
            self._note(play.finish_claim(claimer, cast(int, value), restore=False))
            return
        self._rulings.append(ruling)
        self._note(Note.of(ruling.law or "9B", N_("director rules: {ruling}"), ruling=ruling), seat=None)

    def _classic_ui(self, ruling: r.Ruling, table: TableAuction) -> None:
        """Classic unauthorised information (RULES 10.10): during the auction both offenders pass
        for the rest of it; if they defend, declarer may require or forbid one opening-lead suit."""
        value = ruling.value
        if self.game.phase is not Phase.AUCTION or value not in (0, 1):
            raise IllegalActionError(
                _("{ruling}: classic UI rectification is given during the auction for side 0/1").format(
                    ruling=ruling
                )
            )
        assert value is not None
        self._ui_side = value
        for seat in (value, value + 2):
            table.passes[seat] = 99

    def _on_redeal(self, redeal: r.Redeal) -> None:
        if not self._may_redeal():
            raise IllegalActionError(_("{redeal}: {rule}").format(redeal=redeal, rule=_(self.rules.redeal)))
        self._check_deal(redeal.deal)
        self._apply_deal(redeal.deal)
        self._auction_exposed.clear()
        again = Note.of("RULES 1.3", N_("redeal by the same dealer ({reason})"), reason=redeal.reason)
        self._note(again, seat=redeal.seat)

    # -- the play (the Laws' play rules) --------------------------------------------------

    def _on_card(self, record: Played) -> None:
        if self._play_rules is None:
            raise IllegalCardError(
                _("illegal card {card}: {before_play}").format(
                    card=record.card, before_play=_(self.rules.before_play)
                )
            )
        self._note(self._play_rules.card(record.seat, record.card))

    def _on_decision(self, decided: Decided) -> None:
        table, play = self._table, self._play_rules
        if decided.option is Option.CORRECT_REVOKE:
            if play is None:
                raise IllegalActionError(_("no revoke to correct: the play is not under way"))
            if decided.seat == play.dummy and not self._dummy_rights:
                raise IllegalActionError(
                    _("{seat}: dummy has lost his rights (Law 43B, RULES 10.10)").format(
                        seat=SEATS[decided.seat]
                    )
                )
        if table is not None and table.pending is not None and decided.option is not Option.CORRECT_REVOKE:
            self._note(table.decide(decided.seat, decided.option))
            self._after_call()
        elif play is not None:
            self._note(play.decide(decided))
        else:
            raise IllegalActionError(
                _("{decided}: no such choice is open to {seat}").format(
                    decided=decided, seat=SEATS[decided.seat]
                )
            )

    def _on_exposure(self, exposed: r.Exposed) -> None:
        seat, cards, play = exposed.seat, exposed.cards, self._play_rules
        kind = penalty_kind(cards, deliberate=exposed.deliberate, laws=self._laws)
        if self.is_over:
            raise IllegalActionError(_("{exposed}: the play is over (Law 49)").format(exposed=exposed))
        if play is not None:
            self._note(play.expose(seat, cards, kind))
            return
        for card in cards:
            if not self.hands[seat].mask >> card.index & 1:
                raise IllegalActionError(
                    _("{seat} exposes {card}: not in his hand (Law 49)").format(seat=SEATS[seat], card=card)
                )
        self._expose_before_play(exposed, kind)

    def _on_claim(self, claim: r.Claim) -> None:
        if self._play_rules is None:
            raise IllegalActionError(
                _("{claim}: a claim is made during the play (Law 68)").format(claim=claim)
            )
        self._note(self._play_rules.claim(claim))

    # -- what the table knows ---------------------------------------------------------------

    phase = _of_game("phase")
    is_over = _of_game("is_over")
    hands = _of_game("hands")
    deal = _of_game("deal")  # after a redeal, the new cards
    has_auction = _of_game("has_auction")
    auction = _of_game("auction")
