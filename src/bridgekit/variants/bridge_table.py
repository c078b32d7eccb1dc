"""Table mode of contract bridge (RULES 10): irregularities are recorded, the Laws applied.

``new_game("bridge", table_mode=True, laws="2017")`` (or ``laws="classic"``) follows a deal
as it happens at a real table: a call out of rotation, an insufficient bid, a lead out of
turn, a revoke, an exposed card or a claim is recorded, not refused. Each opens the choices
the Laws give to the right player as that player's legal actions; what follows (passes owed,
lead penalties, penalty cards, revoke corrections and transfers, claims played on) is then
enforced. The history stays the single source of truth: replaying it gives the same game.

>>> from bridgekit import new_game
>>> deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
>>> game = new_game("bridge", table_mode=True, deal=deal)
>>> for action in ["N 1S", "E 1H"]:
...     _ = game.act(action)
>>> game.to_act, [str(a) for a in game.legal_actions()]
(Seat.SOUTH, ['S accept', 'S refuse'])
>>> for action in ["refuse", "2C", "P"]:
...     _ = game.act(action)
>>> game.to_act, game.legal_actions()
(Seat.WEST, [Call.from_str('P')])
>>> print(game.log[-1])
E: 1H replaced by 2C: W must pass for the rest of the auction (Law 27B2, 26B)
"""

from __future__ import annotations

import contextlib
import json
from typing import Any, NamedTuple, cast

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
from bridgekit.laws.play import PenaltyKind
from bridgekit.laws.records import (
    Claim,
    Decided,
    DirectorCalled,
    Exposed,
    Option,
    Redeal,
    Ruling,
    RulingKind,
    TableRecord,
    parse_record,
)
from bridgekit.laws.table_auction import CallFault
from bridgekit.laws.table_play import Revoke
from bridgekit.laws.texts import law_text
from bridgekit.seats import Seat
from bridgekit.state import Called, Claimed, Phase, Played, Record
from bridgekit.variants.bridge_table_rules import SEATS, LogEntry, Pending, PendingKind, TableRules

__all__ = [
    "TableBridgeGame",
    "Pending",
    "PendingKind",
    "LogEntry",
    "Choice",
    "history_json",
    "game_from_json",
]


class Choice(NamedTuple):
    """An action the Laws open to *seat* now, with the text of the Law (for a table or a CLI)."""

    seat: int
    action: Decided | Called | Played
    law: str
    text: str

    def __str__(self) -> str:
        return f"{self.action}  — {self.text}"


class TableBridgeGame(TableRules):
    """Contract bridge in table mode: irregular actions are recorded and rectified (RULES 10)."""

    # -- what the table knows ----------------------------------------------------------

    @property
    def laws(self) -> str:
        """The law set: ``"2017"`` or ``"classic"`` (RULES 10.1)."""
        return self._laws

    @property
    def pending(self) -> Pending | None:
        """The irregularity waiting for a choice, if any."""
        table = self._table.pending
        if table is not None:
            kind = (
                PendingKind.INSUFFICIENT
                if table.fault is CallFault.INSUFFICIENT
                else PendingKind.OUT_OF_ROTATION
            )
            return Pending(kind, table.offender, (table.offender + 1) % 4, call=table.call, turn=table.turn)
        return self._pending

    @property
    def declarer(self) -> Seat | None:
        """Declarer; after Law 54A (he became dummy) his partner."""
        declarer = super().declarer
        return declarer.partner if declarer is not None and self._swapped else declarer

    @property
    def auction(self) -> tuple[Called, ...]:
        """The calls that stand (irregular calls withdrawn or not yet accepted are left out)."""
        return tuple(Called(SEATS[seat], call) for seat, call in self._table.calls)

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """What the Laws made of each action, with the Law applied (the director's view)."""
        return tuple(self._log)

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        return tuple(self._rulings)

    @property
    def revokes(self) -> tuple[Revoke, ...]:
        return tuple(self._tp.revokes) if self._tp is not None else ()

    @property
    def played_cards(self) -> CardSet:
        """Every card that stands played (not those taken back after a correction or a refusal)."""
        tp = self._tp
        return CardSet(sum(card.mask for _, card in tp.plays)) if tp is not None else CardSet()

    def penalty_cards(self, seat: int) -> dict[Card, PenaltyKind]:
        """*seat*'s penalty cards, face up on the table for all to see (Law 50)."""
        if self._tp is not None:
            return dict(self._tp.penalty[seat])
        return dict(self._auction_exposed.get(seat, {}))

    def owed_passes(self, seat: int) -> int:
        """Passes *seat* still owes in the auction (99: for the rest of it)."""
        return self._table.owed_passes(seat)

    @property
    def tricks_won(self) -> tuple[int, int]:
        """Tricks of N-S and E-W, after the revoke transfers once the play is over (RULES 10.8)."""
        ns, ew = super().tricks_won
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

    @property
    def score(self) -> int | None:
        """The N-S score: a director's adjusted score if he gave one (Law 12C), else the deal score."""
        if self._adjusted is not None and self._phase is Phase.OVER:
            return self._adjusted
        return super().score

    @property
    def to_act(self) -> Seat | None:
        """The seat that decides now: a pending irregularity's decider, declarer for lead penalties,
        for dummy and for a choice among penalty cards, the defenders for a classic directed claimer."""
        if self._table.pending is not None:
            return SEATS[self._table.to_act]
        if self._pending is not None:
            return SEATS[self._pending.decider]
        if self._phase is Phase.AUCTION:
            return SEATS[self._auction.to_call]
        tp = self._tp
        if self._phase is not Phase.PLAY or tp is None:
            return None
        declarer = self._declarer_seat()
        if self._lead_options():
            return SEATS[declarer]
        hand = tp.play.to_play
        if hand in tp.directed and self._claimer is not None:
            # the opponents direct: declarer for a defender's hand, else the claimer's LHO
            return SEATS[declarer if self._is_defender(self._claimer) else (self._claimer + 1) % 4]
        if hand == (declarer + 2) % 4 or (not tp.must_correct() and tp.declarer_chooses(hand)):
            return SEATS[declarer]
        return SEATS[hand]

    def legal_actions(self) -> list[Any]:
        """The actions the seat to act may take: the choices of a pending irregularity, declarer's lead
        penalties, the calls or cards every obligation allows, and the correction of an open revoke."""
        seat = self.to_act
        if seat is None:
            return []
        if self._table.pending is not None:
            return [Decided(seat, option) for option in self._table.options()]
        if self._pending is not None:
            return [Decided(seat, option) for option in self._pending_options(self._pending)]
        if self._phase is Phase.AUCTION:
            return list(self._table.legal_calls())
        tp = self._tp
        assert tp is not None
        options = self._lead_options()
        if options:
            return list(options)
        correct = [Decided(seat, Option.CORRECT_REVOKE)] if tp.open_revoke is not None else []
        if tp.must_correct():
            return correct
        return [*tp.legal_cards(tp.play.to_play), *correct]

    def visible_seats(self, seat: int) -> set[int]:
        """BridgeGame's rule, plus a disputed claimer's hands, face up (RULES 10.9)."""
        seen = super().visible_seats(seat)
        if self._tp is not None:
            seen |= self._tp.faced
        return seen

    # -- reviews and dummy (RULES 10.10) ------------------------------------------------

    def review_auction(self, seat: int) -> tuple[Called, ...] | str:
        """What *seat* may ask about the auction: every call before the opening lead, after it only
        the contract, as text (RULES 10.10).

        :raises IllegalActionError: if the auction is not over and *seat* is not to call
        """
        if self._phase is Phase.AUCTION and seat != self._auction.to_call:
            raise IllegalActionError(
                f"{SEATS[seat]} may review the auction only at his turn to call (RULES 10.10)"
            )
        if self._tp is not None and self.opening_lead_made and self._phase is Phase.PLAY:
            return f"contract {self.contract}" + (" (declarer " + str(self.declarer) + ")")
        return self.auction

    def review_last_trick(self, seat: int) -> str:
        """The last trick, which *seat* may see until his side plays to the next (RULES 1.8, 10.10).

        :raises IllegalActionError: when that is no longer allowed (or there is no trick)
        """
        if seat == self.dummy and self._phase is Phase.PLAY:
            raise IllegalActionError(
                f"{SEATS[seat]} is dummy: declarer and defenders review tricks (RULES 10.10)"
            )
        trick = self.last_trick(seat)
        if trick is None:
            raise IllegalActionError(
                f"{SEATS[seat]} may not see the last trick now: none yet, or his side has "
                "played to the next one (RULES 10.10)"
            )
        return " ".join(f"{SEATS[s]} {c}" for s, c in zip(trick.seats, trick.cards, strict=True))

    def dummy_rights(self) -> tuple[str, ...]:
        """What dummy may do now (RULES 10.10; Laws 42, 43)."""
        if self.dummy is None or not self._dummy_rights:
            return ()
        rights = [
            "warn declarer against leading from the wrong hand",
            "ask a player who fails to follow whether he has a card of the suit led",
        ]
        if self._phase is Phase.OVER:
            rights.append("draw attention to irregularities")
        return tuple(rights)

    # -- choices for a table or a CLI ---------------------------------------------------

    def pending_choices(self) -> list[Choice]:
        """Every choice the Laws open now, to whom, with the Law's text (for ``--table-mode``).

        The seat to act's choices, the player in turn's call that cancels a call out of rotation
        (Law 28B), and the correction of an open revoke that any player may ask for.
        """
        seat = self.to_act
        choices: list[Choice] = []
        pending = self.pending
        laws = {Option.ACCEPT: "27A1", Option.REFUSE: "27B"}
        if pending is not None:
            kind = pending.kind
            if kind is PendingKind.OUT_OF_ROTATION:
                laws = {
                    Option.ACCEPT: "29A",
                    Option.REFUSE: "30A" if pending.call and pending.call.is_pass else "31A",
                }
            elif kind is PendingKind.LEAD_OUT_OF_TURN:
                laws = {
                    Option.ACCEPT: "53A",
                    Option.BECOME_DUMMY: "54A",
                    Option.REFUSE: "54D" if pending.opening else "56",
                }
            elif kind is PendingKind.DECLARER_LEAD:
                laws = {Option.ACCEPT: "55A", Option.REFUSE: "55B"}
            elif kind is PendingKind.CLAIM:
                laws = {
                    Option.AGREE: "69",
                    Option.DISPUTE: "68D",
                    Option.OBJECT: "68B2",
                    Option.ALLOW: "68B2",
                }
        for action in self.legal_actions():
            if isinstance(action, Decided):
                law = laws.get(
                    action.option,
                    "26B"
                    if action.option in (Option.FORBID_LEAD, Option.NO_LEAD_PENALTY) and self._first_lead
                    else "50D2",
                )
                if action.option is Option.CORRECT_REVOKE:
                    law = "62"
                choices.append(Choice(action.seat, action, law, law_text(law)))
        if pending is not None and pending.kind is PendingKind.OUT_OF_ROTATION and pending.turn != seat:
            choices.append(
                Choice(pending.turn, Called(SEATS[pending.turn], Call.from_str("P")), "28B", law_text("28B"))
            )
        if self._tp is not None and self._tp.open_revoke is not None:
            for other in SEATS:
                if other != seat and (other != self.dummy or self._dummy_rights):
                    choices.append(Choice(other, Decided(other, Option.CORRECT_REVOKE), "62", law_text("62")))
        return choices

    # -- actions -----------------------------------------------------------------------

    def parse_action(self, text: str) -> Any:
        """Read an action: ``E 1H``, ``W SA``, ``S refuse``, ``W exposes HQ``, ``N claims 3``, a plain
        call, card or choice for the seat to act, or a director's or redeal line (see TABLE_COMMANDS).

        :raises NotationError: if the text is none of these
        """
        words = text.split()
        if not words:
            raise NotationError("no action: empty text")
        seat: Seat | None = None
        with contextlib.suppress(NotationError):
            seat = Seat.from_str(words[0].rstrip(":"))
        if seat is None and words[0].lower() not in ("director", "redeal"):
            if len(words) == 1 and self._phase is not Phase.OVER:
                try:
                    return Call.from_str(text) if self._phase is Phase.AUCTION else Card.from_str(text)
                except NotationError:
                    pass
            to_act = self.to_act
            if to_act is None:
                raise NotationError(f"no action is possible: the deal is over (got {text!r})")
            return self.parse_action(f"{to_act.letter} {text}")
        if seat is not None and len(words) == 2:
            try:
                if self._phase is Phase.AUCTION:
                    return Called(seat, Call.from_str(words[1]))
                return Played(seat, Card.from_str(words[1]))
            except NotationError:
                pass
        return parse_record(text.replace(":", " ", 1) if seat is not None else text)

    def _hand_of(self, seat: int) -> int:
        """The hand a card named by *seat* comes from: dummy's when declarer names it at dummy's turn."""
        tp = self._tp
        if tp is not None and seat == self._declarer_seat() and tp.play.to_play == self._dummy_seat():
            return self._dummy_seat()
        return seat

    def act(self, action: Any, *, seat: int | None = None) -> Any:
        """Record an action (an object or text) as it happened at the table; return its record.

        :raises NotationError: if text is not an action
        :raises IllegalActionError: for what table mode still refuses (e.g. breaking a forced pass);
            nothing already recorded is lost
        """
        record = self._to_record(action, seat)
        try:
            self._apply(record)
        except BridgeError:
            self._rebuild(self._history[1:])
            raise
        self._history.append(cast(Record, record))
        return record

    def _to_record(self, action: Any, seat: int | None) -> Record | TableRecord:
        if isinstance(action, str):
            action = (
                self.parse_action(action)
                if seat is None
                else self.parse_action(f"{SEATS[seat].letter} {action}")
            )
        if isinstance(action, Call):
            who = seat if seat is not None else self.to_act
            if who is None:
                raise IllegalCallError(f"illegal call {action}: the deal is over")
            return Called(SEATS[who], action)
        if isinstance(action, Card):
            tp = self._tp
            if tp is None:
                raise IllegalCardError(f"illegal card {action}: the auction is not over")
            hand = tp.play.to_play if seat is None or seat == self.to_act else self._hand_of(seat)
            return Played(SEATS[hand], action)
        # seats as Seat, so that the text of the record names them
        if isinstance(action, Called):
            return Called(SEATS[action.seat], action.call)
        if isinstance(action, Played):
            return Played(SEATS[action.seat], action.card)
        if isinstance(action, Claimed):
            return Claimed(SEATS[action.seat], action.tricks)
        if isinstance(action, Decided | Exposed | Claim):
            return action._replace(seat=SEATS[action.seat])
        if isinstance(action, DirectorCalled | Ruling | Redeal):
            return action
        raise NotationError(f"not an action of {self.variant.name}: {action!r}")

    def verify(self, action: Any, *, seat: int | None = None) -> None:
        """Raise unless *action* may be recorded now (it is not recorded)."""
        self.copy().act(action, seat=seat)

    def can(self, action: Any, *, seat: int | None = None) -> bool:
        try:
            self.verify(action, seat=seat)
        except BridgeError:
            return False
        return True

    def verify_call(self, call: Call, *, seat: int | None = None) -> None:
        self.verify(call, seat=seat)

    def verify_play(self, card: Card, *, seat: int | None = None) -> None:
        self.verify(card, seat=seat)

    def call(self, call: Call | str, *, seat: int | None = None) -> Called:
        return cast(Called, self.act(Call.from_str(call) if isinstance(call, str) else call, seat=seat))

    def play(self, card: Card | str, *, seat: int | None = None) -> Played:
        return cast(Played, self.act(Card.from_str(card) if isinstance(card, str) else card, seat=seat))

    def decide(self, seat: int, option: Option | str, suit: Suit | None = None) -> Decided:
        """Take one of the choices the Laws open to *seat* (accept, refuse, forbid a suit …)."""
        option = Option(option) if isinstance(option, str) else option
        return cast(Decided, self.act(Decided(SEATS[seat], option, suit)))

    def expose(self, seat: int, cards: str | tuple[Card, ...], *, deliberate: bool = False) -> Exposed:
        """Record cards of *seat* exposed other than in proper play (Laws 24, 49, 50)."""
        if isinstance(cards, str):
            cards = tuple(Card.from_str(word) for word in cards.split())
        return cast(Exposed, self.act(Exposed(SEATS[seat], cards, deliberate)))

    def make_claim(self, seat: int, tricks: int, line: str | tuple[Card, ...] = ()) -> Claim:
        """*seat* claims (or concedes) *tricks* of the remaining tricks, with an optional line (Law 68)."""
        if isinstance(line, str):
            line = tuple(Card.from_str(word) for word in line.split())
        return cast(Claim, self.act(Claim(SEATS[seat], tricks, line)))

    def call_director(self, seat: int | None = None, reason: str = "") -> DirectorCalled:
        """Call the director (Law 9B): logged; his rulings follow with :meth:`rule`."""
        return cast(
            DirectorCalled, self.act(DirectorCalled(SEATS[seat] if seat is not None else None, reason))
        )

    def rule(
        self, kind: RulingKind | str, value: int | None = None, *, law: str = "", note: str = ""
    ) -> Ruling:
        """Record a director's ruling the software cannot judge (RULES 10.2): adjusted score, UI, …"""
        kind = RulingKind(kind) if isinstance(kind, str) else kind
        return cast(Ruling, self.act(Ruling(kind, value, law, note)))

    def redeal(
        self, reason: Any, deal: Deal | None = None, *, seat: int | None = None, seed: int | None = None
    ) -> Redeal:
        """A redeal by the same dealer before the auction (RULES 1.3); a random deal if none is given."""
        import random

        from bridgekit.laws.records import RedealReason

        reason = RedealReason(reason) if isinstance(reason, str) else reason
        deal = deal if deal is not None else self.random_deal(random.Random(seed))
        return cast(Redeal, self.act(Redeal(reason, deal, SEATS[seat] if seat is not None else None)))


def history_json(game: TableBridgeGame) -> str:
    """The game as JSON: its setting and the text of every action (the deal first).

    Reading it back with :func:`game_from_json` replays every action through the Laws.
    """
    data = {
        "game": game.variant.name,
        "options": dict(game.options),
        "dealer": Seat(game.dealer).letter,
        "vulnerability": str(game.vulnerability),
        "board": game.board,
        "deal": game.history[0].deal.pbn(),  # type: ignore[union-attr]
        "actions": [str(record) for record in game.actions],
    }
    return json.dumps(data, indent=1)


def game_from_json(text: str) -> TableBridgeGame:
    """Replay a game written by :func:`history_json`.

    :raises NotationError: if the JSON is not such a record
    :raises IllegalActionError: if an action is not allowed where it stands
    """
    from bridgekit.variants import new_game

    try:
        data = json.loads(text)
        game = new_game(
            data["game"],
            deal=data["deal"],
            dealer=data["dealer"],
            vulnerability=data["vulnerability"],
            board=data["board"],
            **data["options"],
        )
        actions = data["actions"]
    except (ValueError, KeyError, TypeError) as error:
        if isinstance(error, BridgeError):
            raise
        raise NotationError(f"not a bridgekit game record: {error}") from None
    if not isinstance(game, TableBridgeGame):
        raise NotationError("not a table-mode game record: its options lack table_mode=true")
    for action in actions:
        game.act(action)
    return game
