"""Table mode (RULES 10): a game recorded as it happens at a real table, the Laws' rectifications
applied to it as rules.

:func:`at_the_table` wraps a game in a :class:`TableMode` (``new_game(name, table_mode=True,
laws="2017")`` or ``laws="classic"`` builds one). A call out of rotation, an insufficient bid, a lead
out of turn, a revoke, an exposed card or a claim is recorded, not refused; each opens the choices
the Laws give to the right player as that player's legal actions, and what follows (passes owed,
lead penalties, penalty cards, revoke corrections and transfers, claims played on) is enforced.
The wrapped game keeps its own rules for everything else and is asked for it: its stages, its
records, its contract, its score. The history stays the single source of truth: replaying it gives
the same game.

A game opts in with data, a :class:`TableRules` value in its package named by its registration
record (``GameEntry(table="bridgekit.variants.bridge.table:TABLE")``); the wrapped game is a
:class:`~bridgekit.variants.partnership.PartnershipGame`, whose play (``_play``), end (``_phase``,
``_claim``) and revoke transfers (``_transferred``) the Laws' play drives.

>>> from bridgekit import new_game
>>> game = at_the_table(new_game("bridge", seed=1))
>>> _ = game.act("N 1S"); _ = game.act("E 1H")
>>> [str(choice.action) for choice in game.pending_choices()], game.pending_choices()[0].law
(['S accept', 'S refuse'], '27A1')
"""

from __future__ import annotations

import contextlib
import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple, cast

import bridgekit.errors as errors
from bridgekit.calls import Call
from bridgekit.cards import Card, CardSet, Suit
from bridgekit.deal import Deal
from bridgekit.errors import (
    BridgeError,
    IllegalActionError,
    IllegalCallError,
    IllegalCardError,
    NotationError,
)
from bridgekit.i18n import N_, _
from bridgekit.laws import records as r
from bridgekit.laws.bidding import LeadPenalty, forbiddable_suits
from bridgekit.laws.notes import Note, citation
from bridgekit.laws.play import PenaltyKind, penalty_kind
from bridgekit.laws.play_rules import FirstLead, Pending, PendingKind, PlayRules
from bridgekit.laws.records import Decided, Option, RulingKind
from bridgekit.laws.table_auction import CallFault, TableAuction
from bridgekit.laws.table_play import Revoke
from bridgekit.laws.texts import law_text
from bridgekit.seats import Seat
from bridgekit.state import Called, Claimed, Dealt, Game, Phase, Played, Record, Variant, View
from bridgekit.tricks import Trick
from bridgekit.variants.partnership import PartnershipGame
from bridgekit.views import HOOK_ATTRIBUTE, LegalAction, ViewHook, card_label, hook_for
from bridgekit.views import LogEntry as ViewLogEntry

__all__ = [
    "TableRules",
    "TableMode",
    "at_the_table",
    "Choice",
    "Pending",
    "PendingKind",
    "LogEntry",
]

SEATS = tuple(Seat)


@dataclass(frozen=True)
class TableRules:
    """What a game brings to table mode (RULES 10.1).

    :param steps: the records of its way to the contract (``Called``; minibridge's steps)
    :param public: those a review of the auction shows (RULES 10.10)
    :param calls: whether its calls go through the Laws on the auction (Laws 24-32, 26B, classic
        unauthorised information); if not, the game checks its own steps, as strictly as outside
        table mode
    :param read: reads a step as its record writes it (``E names E declarer``), if calls do not
    :param before_play: why a card is refused before the play
    :param redeal: when a redeal may be made (RULES 1.3)
    """

    steps: tuple[type, ...]
    public: tuple[type, ...]
    calls: bool = True
    read: Callable[[str], object] | None = None
    before_play: str = N_("the auction is not over (Law 41)")
    redeal: str = N_("a redeal comes before the first call (RULES 1.3)")


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


class Choice(NamedTuple):
    """An action the Laws open to *seat* now, with the text of the Law (for a table or a CLI)."""

    seat: int
    action: Decided | Called | Played
    law: str
    text: str

    def __str__(self) -> str:
        return f"{self.action}  — {self.text}"


#: the Law of each answer to an irregularity
LAWS: dict[PendingKind, dict[Option, str]] = {
    PendingKind.INSUFFICIENT: {Option.ACCEPT: "27A1", Option.REFUSE: "27B"},
    PendingKind.LEAD_OUT_OF_TURN: {Option.ACCEPT: "53A", Option.BECOME_DUMMY: "54A"},
    PendingKind.DECLARER_LEAD: {Option.ACCEPT: "55A", Option.REFUSE: "55B"},
    PendingKind.CLAIM: {
        Option.AGREE: "69",
        Option.DISPUTE: "68D",
        Option.OBJECT: "68B2",
        Option.ALLOW: "68B2",
    },
}


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


def at_the_table(game: Game, *, laws: str = "2017") -> TableMode:
    """*game* in table mode under *laws* (``"2017"`` or ``"classic"``), its actions so far replayed.

    :raises NotationError: if the game has no table mode
    """
    table_rules(game.variant.family or game.variant.name)
    options = {**game.options, "table_mode": True, "laws": laws}
    table = TableMode(
        game.variant,
        deal=game.deal,
        dealer=game.dealer,
        vulnerability=game.vulnerability,
        board=game.board,
        **options,
    )
    for record in game.actions:
        table.act(record)
    return table


def _of_game(name: str) -> Any:
    """A property that answers the wrapped game's attribute *name*."""
    return property(lambda table: getattr(table.game, name))


class TableMode(Game):
    """A game in table mode: irregular actions are recorded and rectified (RULES 10).

    What the Laws do not touch is the wrapped game's (:attr:`game`), read through this object.
    """

    game: PartnershipGame
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
        game = cast(PartnershipGame, object.__new__(self.variant.game))
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

    @property
    def laws(self) -> str:
        """The law set: ``"2017"`` or ``"classic"`` (RULES 10.1)."""
        return self._laws

    @property
    def pending(self) -> Pending | None:
        """The irregularity waiting for a choice, if any."""
        table = self._table.pending if self._table is not None else None
        if table is None:
            return self._play_rules.pending if self._play_rules is not None else None
        insufficient = table.fault is CallFault.INSUFFICIENT
        kind = PendingKind.INSUFFICIENT if insufficient else PendingKind.OUT_OF_ROTATION
        return Pending(kind, table.offender, (table.offender + 1) % 4, call=table.call, turn=table.turn)

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """What the Laws made of each action, with the Law applied (the director's view)."""
        return tuple(self._law_log)

    @property
    def rulings(self) -> tuple[r.Ruling, ...]:
        return tuple(self._rulings)

    @property
    def revokes(self) -> tuple[Revoke, ...]:
        return tuple(self._play_rules.tp.revokes) if self._play_rules is not None else ()

    @property
    def played_cards(self) -> CardSet:
        """Every card that stands played (not those taken back after a correction or a refusal)."""
        play = self._play_rules
        return CardSet(sum(card.mask for _, card in play.tp.plays)) if play is not None else CardSet()

    def penalty_cards(self, seat: int) -> dict[Card, PenaltyKind]:
        """*seat*'s penalty cards, face up on the table for all to see (Law 50)."""
        if self._play_rules is not None:
            return dict(self._play_rules.tp.penalty[seat])
        return dict(self._auction_exposed.get(seat, {}))

    def owed_passes(self, seat: int) -> int:
        """Passes *seat* still owes in the auction (99: for the rest of it)."""
        return self._table.owed_passes(seat) if self._table is not None else 0

    @property
    def declarer(self) -> Seat | None:
        """Declarer; after Law 54A (he became dummy) his partner."""
        if self._play_rules is not None:
            return SEATS[self._play_rules.declarer]
        return SEATS[self.game.declarer] if self.game.declarer is not None else None

    @property
    def dummy(self) -> Seat | None:
        declarer = self.declarer
        return declarer.partner if declarer is not None else None

    def controller(self, hand: int) -> int:
        """The seat that decides for *hand* during the play (declarer for dummy, RULES 1.8)."""
        declarer = self.declarer
        return int(declarer) if declarer is not None and hand == self.dummy else hand

    def visible_seats(self, seat: int) -> set[int]:
        """The hands *seat* may see: his own; dummy after the opening lead; a disputed claimer's hands,
        face up (RULES 10.9); all at the end."""
        if self.is_over:
            return set(range(4))
        seen = {seat} | (self._play_rules.tp.faced if self._play_rules is not None else set())
        if self.dummy is not None and self.game.opening_lead_made:
            seen.add(self.dummy)
        return seen

    @property
    def score(self) -> int | None:
        """The score: a director's adjusted score if he gave one (Law 12C), else the game's."""
        if self._adjusted is not None and self.is_over:
            return self._adjusted
        return self.game.score

    @property
    def to_act(self) -> Seat | None:
        """The seat that decides now: a pending irregularity's decider; the caller or the step's
        player before the play; then declarer for lead penalties, for dummy and for a choice among
        penalty cards, the defenders for a classic directed claimer."""
        table, play = self._table, self._play_rules
        if table is not None and table.pending is not None:
            return SEATS[table.to_act]
        if play is not None:
            to_act = play.to_act()
        else:
            to_act = table.to_act if table is not None else self.game.to_act
        return SEATS[to_act] if to_act is not None and not self.is_over else None

    def legal_actions(self) -> list[Any]:
        """The choices of a pending irregularity; the calls (or steps) every obligation allows; declarer's
        lead penalties, the cards every obligation allows and the correction of an open revoke."""
        seat = self.to_act
        table, play = self._table, self._play_rules
        if seat is None:
            return []
        if table is not None and table.pending is not None:
            return [Decided(seat, option) for option in table.options()]
        if play is not None:
            return play.legal_actions(seat)
        return list(table.legal_calls()) if table is not None else self.game.legal_actions()

    def view(self, seat: int) -> View:
        """The wrapped game's view of *seat*, with table mode's hands, seat to act and legal actions."""
        to_act, visible, hands = self.to_act, self.visible_seats(seat), self.hands
        return dataclasses.replace(
            self.game.view(seat),
            hands=tuple(hand if s in visible else None for s, hand in enumerate(hands)),
            to_act=to_act,
            legal_actions=tuple(self.legal_actions()) if to_act == seat else (),
            declarer=self.declarer,
        )

    # -- reviews and dummy (RULES 10.10) ----------------------------------------------------

    def review_auction(self, seat: int) -> tuple[object, ...] | str:
        """What *seat* may ask about the way to the contract (RULES 10.10): before the opening lead
        its public records (the calls that stand; minibridge's announcements, the declarer named and
        the contract), after it only the contract, as text.

        :raises IllegalActionError: if the auction is not over and *seat* is not to call
        """
        table = self._table
        if table is not None and self.game.phase is Phase.AUCTION and seat != table.auction.to_call:
            raise IllegalActionError(
                _("{seat} may review the auction only at his turn to call (RULES 10.10)").format(
                    seat=SEATS[seat]
                )
            )
        if self.game.opening_lead_made and self.game.phase is Phase.PLAY:
            return f"contract {self.contract} (declarer {self.declarer})"
        return tuple(record for record in self.game.history if isinstance(record, self.rules.public))

    def last_trick(self, seat: int) -> Trick | None:
        return self.game.last_trick(seat)

    def review_last_trick(self, seat: int) -> str:
        """The last trick, which *seat* may see until his side plays to the next (RULES 1.8, 10.10).

        :raises IllegalActionError: when that is no longer allowed (or there is no trick)
        """
        if seat == self.dummy and self.game.phase is Phase.PLAY:
            raise IllegalActionError(
                _("{seat} is dummy: declarer and defenders review tricks (RULES 10.10)").format(
                    seat=SEATS[seat]
                )
            )
        trick = self.game.last_trick(seat)
        if trick is None:
            raise IllegalActionError(
                _(
                    "{seat} may not see the last trick now: none yet, "
                    "or his side has played to the next one (RULES 10.10)"
                ).format(seat=SEATS[seat])
            )
        return " ".join(f"{SEATS[s]} {c}" for s, c in zip(trick.seats, trick.cards, strict=True))

    def dummy_rights(self) -> tuple[str, ...]:
        """What dummy may do now (RULES 10.10; Laws 42, 43)."""
        if self._play_rules is None or not self._dummy_rights:
            return ()
        rights = [
            _("warn declarer against leading from the wrong hand"),
            _("ask a player who fails to follow whether he has a card of the suit led"),
        ]
        if self.game.phase is Phase.OVER:
            rights.append(_("draw attention to irregularities"))
        return tuple(rights)

    # -- choices for a table or a CLI -------------------------------------------------------

    def pending_choices(self) -> list[Choice]:
        """Every choice the Laws open now, to whom, with the Law's text (for ``--table-mode``): the
        seat to act's choices, the player in turn's call that cancels a call out of rotation (Law 28B),
        and the correction of an open revoke that any player may ask for (Law 62)."""
        seat, pending = self.to_act, self.pending
        laws = dict(LAWS[pending.kind]) if pending is not None and pending.kind in LAWS else {}
        if pending is not None and pending.kind is PendingKind.OUT_OF_ROTATION:
            laws = {
                Option.ACCEPT: "29A",
                Option.REFUSE: "30A" if pending.call and pending.call.is_pass else "31A",
            }
        elif pending is not None and pending.kind is PendingKind.LEAD_OUT_OF_TURN:
            laws[Option.REFUSE] = "54D" if pending.opening else "56"
        choices: list[Choice] = []
        for action in self.legal_actions():
            if isinstance(action, Decided):
                first = action.option in (Option.FORBID_LEAD, Option.NO_LEAD_PENALTY) and bool(
                    self._play_rules and self._play_rules.first_lead
                )
                law = laws.get(action.option, "26B" if first else "50D2")
                law = "62" if action.option is Option.CORRECT_REVOKE else law
                choices.append(Choice(action.seat, action, law, law_text(law)))
        if pending is not None and pending.kind is PendingKind.OUT_OF_ROTATION and pending.turn != seat:
            call = Called(SEATS[pending.turn], Call.from_str("P"))
            choices.append(Choice(pending.turn, call, "28B", law_text("28B")))
        if self._play_rules is not None and self._play_rules.tp.open_revoke is not None:
            dummy = self._play_rules.dummy
            for other in SEATS:
                if other != seat and (other != dummy or self._dummy_rights):
                    correct = Decided(other, Option.CORRECT_REVOKE)
                    choices.append(Choice(other, correct, "62", law_text("62")))
        return choices

    # -- actions ----------------------------------------------------------------------------

    def parse_action(self, text: str) -> Any:
        """Read an action: ``E 1H``, ``W SA``, ``S refuse``, ``W exposes HQ``, ``N claims 3``, a plain
        call, card or choice for the seat to act, a step of the game's way to the contract (``I open``,
        ``E names E declarer``), or a director's or redeal line (see TABLE_COMMANDS).

        :raises NotationError: if the text is none of these
        """
        words = text.split()
        if not words:
            raise NotationError(_("no action: empty text"))
        if self.game.phase is Phase.AUCTION and self._table is None:
            if self.rules.read is not None:
                with contextlib.suppress(NotationError, ValueError, IndexError):
                    return self.rules.read(text)
            try:
                return self.game.parse_action(text)
            except NotationError as error:
                first = error
            try:
                return self._parse_table(text, words)
            except NotationError:
                raise first from None
        return self._parse_table(text, words)

    def _parse_table(self, text: str, words: list[str]) -> Any:
        seat: Seat | None = None
        with contextlib.suppress(NotationError):
            seat = Seat.from_str(words[0].rstrip(":"))
        calls = self._table is not None and self.game.phase is Phase.AUCTION
        if seat is None and words[0].lower() not in ("director", "redeal"):
            if len(words) == 1 and self.game.phase is not Phase.OVER:
                with contextlib.suppress(NotationError):
                    return Call.from_str(text) if calls else Card.from_str(text)
            to_act = self.to_act
            if to_act is None:
                raise NotationError(
                    _("no action is possible: the deal is over (got {text})").format(text=repr(text))
                )
            return self.parse_action(f"{to_act.letter} {text}")
        if seat is not None and len(words) == 2:
            with contextlib.suppress(NotationError):
                return (
                    Called(seat, Call.from_str(words[1])) if calls else Played(seat, Card.from_str(words[1]))
                )
        return r.parse_record(text.replace(":", " ", 1) if seat is not None else text)

    def act(self, action: Any, *, seat: int | None = None) -> Any:
        """Record an action (an object or text) as it happened at the table; return its record.

        :raises NotationError: if text is not an action
        :raises IllegalActionError: for what table mode still refuses (e.g. a card not in the hand);
            nothing already recorded is lost
        """
        if seat is not None:
            self._check_seat(seat)
        record = self._to_record(action, seat)
        try:
            self._apply(record)
        except BridgeError:
            self._rebuild(self._history[1:])
            raise
        self._history.append(record)
        return record

    def _to_record(self, action: Any, seat: int | None) -> Any:
        if isinstance(action, str):
            card: Card | None = None
            if seat is not None and self._play_rules is not None and len(action.split()) == 1:
                with contextlib.suppress(NotationError):
                    card = Card.from_str(action)
            if card is not None:
                action = card
            else:
                action = self.parse_action(action if seat is None else f"{SEATS[seat].letter} {action}")
        if isinstance(action, Call):
            who = seat if seat is not None else self.to_act
            if who is None:
                raise IllegalCallError(_("illegal call {action}: the deal is over").format(action=action))
            return Called(SEATS[who], action)
        if isinstance(action, Card):
            play = self._play_rules
            if play is None:
                raise IllegalCardError(
                    _("illegal card {action}: {before_play}").format(
                        action=action, before_play=_(self.rules.before_play)
                    )
                )
            hand = play.tp.play.to_play
            if seat is not None and seat != self.to_act:
                # a card named by *seat*: dummy's when declarer names it at dummy's turn
                hand = play.dummy if seat == play.declarer and hand == play.dummy else seat
            return Played(SEATS[hand], action)
        # seats as Seat, so that the text of the record names them
        if isinstance(action, self.rules.steps):
            step = cast(Called, action)  # a record with a seat
            if seat is not None and seat != step.seat:
                raise errors.OutOfTurnError(_("{step} given for {seat}").format(step=step, seat=SEATS[seat]))
            return step._replace(seat=SEATS[step.seat])
        if isinstance(action, Played | Claimed | Decided | r.Exposed | r.Claim):
            return action._replace(seat=SEATS[action.seat])
        if isinstance(action, r.DirectorCalled | r.Ruling | r.Redeal):
            return action
        if self.game.phase is Phase.AUCTION and self._table is None:
            return self.game.copy().act(action, seat=seat)  # the record the game makes of its step
        raise NotationError(
            _("not an action of {variant}: {action}").format(variant=self.variant.name, action=repr(action))
        )

    def verify(self, action: Any, *, seat: int | None = None) -> None:
        """Raise unless *action* may be recorded now (it is not recorded)."""
        self.copy().act(action, seat=seat)

    def can(self, action: Any, *, seat: int | None = None) -> bool:
        with contextlib.suppress(BridgeError):
            self.verify(action, seat=seat)
            return True
        return False

    def verify_play(self, card: Card, *, seat: int | None = None) -> None:
        self.verify(card, seat=seat)

    def play(self, card: Card | str, *, seat: int | None = None) -> Played:
        return cast(Played, self.act(Card.from_str(card) if isinstance(card, str) else card, seat=seat))

    def verify_call(self, call: Call, *, seat: int | None = None) -> None:
        self.verify(call, seat=seat)

    def can_call(self, call: Call, *, seat: int | None = None) -> bool:
        return self.game.can_call(call, seat=seat)

    def call(self, call: Call | str, *, seat: int | None = None) -> Called:
        return cast(Called, self.act(Call.from_str(call) if isinstance(call, str) else call, seat=seat))

    def claim(self, seat: int, tricks: int) -> Claimed:
        """An agreed claim (Law 69): *seat*'s side wins *tricks* of the remaining tricks."""
        return cast(Claimed, self.act(Claimed(SEATS[seat], tricks)))

    def decide(self, seat: int, option: Option | str, suit: Suit | None = None) -> Decided:
        """Take one of the choices the Laws open to *seat* (accept, refuse, forbid a suit …)."""
        option = Option(option) if isinstance(option, str) else option
        return cast(Decided, self.act(Decided(SEATS[seat], option, suit)))

    def expose(self, seat: int, cards: str | tuple[Card, ...], *, deliberate: bool = False) -> r.Exposed:
        """Record cards of *seat* exposed other than in proper play (Laws 24, 49, 50)."""
        if isinstance(cards, str):
            cards = tuple(Card.from_str(word) for word in cards.split())
        return cast(r.Exposed, self.act(r.Exposed(SEATS[seat], cards, deliberate)))

    def make_claim(self, seat: int, tricks: int, line: str | tuple[Card, ...] = ()) -> r.Claim:
        """*seat* claims (or concedes) *tricks* of the remaining tricks, with an optional line (Law 68)."""
        if isinstance(line, str):
            line = tuple(Card.from_str(word) for word in line.split())
        return cast(r.Claim, self.act(r.Claim(SEATS[seat], tricks, line)))

    def call_director(self, seat: int | None = None, reason: str = "") -> r.DirectorCalled:
        """Call the director (Law 9B): logged; his rulings follow with :meth:`rule`."""
        who = SEATS[seat] if seat is not None else None
        return cast(r.DirectorCalled, self.act(r.DirectorCalled(who, reason)))

    def rule(
        self, kind: RulingKind | str, value: int | None = None, *, law: str = "", note: str = ""
    ) -> r.Ruling:
        """Record a director's ruling the software cannot judge (RULES 10.2): adjusted score, UI, …"""
        kind = RulingKind(kind) if isinstance(kind, str) else kind
        return cast(r.Ruling, self.act(r.Ruling(kind, value, law, note)))

    def redeal(
        self, reason: Any, deal: Deal | None = None, *, seat: int | None = None, seed: int | None = None
    ) -> r.Redeal:
        """A redeal by the same dealer before the auction (RULES 1.3); a random deal if none is given."""
        reason = r.RedealReason(reason) if isinstance(reason, str) else reason
        deal = deal if deal is not None else self.random_deal(random.Random(seed))
        return cast(r.Redeal, self.act(r.Redeal(reason, deal, SEATS[seat] if seat is not None else None)))

    @property
    def _seat_view_hook(self) -> ViewHook[Any]:
        return _table_hook(type(hook_for(self.game)))


def table_action(action: object) -> LegalAction | None:
    """A table-mode choice as a seat-view action (``accept``, ``forbid H`` …), or ``None`` for a
    call or card: the text :meth:`TableMode.act` reads with the deciding seat given."""
    if not isinstance(action, Decided):
        return None
    text = str(action).split(maxsplit=1)[1]
    label = action.option.label
    if action.suit is not None:
        label += " " + card_label(f"{action.suit.letter}2")[0]
    return LegalAction("choice", text, label)


class TableViewHook(ViewHook[Any]):
    """What table mode adds to the wrapped game's seat view: the choices an irregularity opens to the
    seat that decides, and what the Laws made of each action in the log (RULES 10). The hook of a
    game in table mode is this before the game's own hook (:func:`_table_hook`)."""

    def action(self, game: Any, action: object) -> LegalAction:
        return table_action(action) or super().action(game, action)

    def log(self, game: Any, viewer: int | None) -> tuple[ViewLogEntry, ...]:
        laws = tuple(
            ViewLogEntry(
                None if entry.seat is None else int(entry.seat), f"{citation(entry.law)}: {entry.words()}"
            )
            for entry in game.log
        )
        return super().log(game, viewer) + laws


_HOOKS: dict[type[ViewHook[Any]], ViewHook[Any]] = {}


def _table_hook(base: type[ViewHook[Any]]) -> ViewHook[Any]:
    """The seat-view hook of a game in table mode whose own hook is a *base* (made once)."""
    if base not in _HOOKS:
        hook = type(f"Table{base.__name__}", (TableViewHook, base), {"rules": f"{base.rules}, 10"})
        _HOOKS[base] = cast(ViewHook[Any], hook())
    return _HOOKS[base]


assert HOOK_ATTRIBUTE == "_seat_view_hook"  # TableMode's property answers views.hook_for
