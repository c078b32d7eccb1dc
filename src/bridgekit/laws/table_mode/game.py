"""Table mode's questions and actions (RULES 10): what is pending and who may choose, the
director's log, reviews of the auction and the last trick, and the actions a table records
(calls, cards, choices, exposures, claims, rulings, redeals)."""

from __future__ import annotations

import contextlib
import dataclasses
import random
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
from bridgekit.i18n import _
from bridgekit.laws import records as r
from bridgekit.laws.play import PenaltyKind
from bridgekit.laws.play_rules import Pending, PendingKind
from bridgekit.laws.records import Decided, Option, RulingKind
from bridgekit.laws.table_mode.state import SEATS, LogEntry, TableState, table_rules
from bridgekit.laws.table_mode.view import table_hook
from bridgekit.laws.table_play import Revoke
from bridgekit.laws.texts import law_text
from bridgekit.seats import Seat
from bridgekit.state import Called, Claimed, Game, Phase, Played, View
from bridgekit.tricks import Trick
from bridgekit.views import ViewHook, hook_for

__all__ = ["Choice", "TableMode", "at_the_table"]


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


class TableMode(TableState):
    """A game in table mode: irregular actions are recorded and rectified (RULES 10).

    What the Laws do not touch is the wrapped game's (:attr:`game`), read through this object.
    """

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
        return Pending(
            table.fault, table.offender, (table.offender + 1) % 4, call=table.call, turn=table.turn
        )

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
        return table_hook(type(hook_for(self.game)))
