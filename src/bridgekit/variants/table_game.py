"""The public side of table mode shared by contract bridge and minibridge (RULES 10).

:class:`TableGame` adds to :class:`~bridgekit.variants.table_play_rules.TablePlayRules` what a
table, a CLI or a director asks of a game in table mode: the log, the penalty cards, revokes
and rulings, the reviews of RULES 10.10, the choices open now with the text of their Law
(:class:`Choice`), the text commands, and the actions (``act``, ``decide``, ``expose``,
``make_claim``, ``call_director``, ``rule``, ``redeal``). :func:`history_json` and
:func:`table_game_from_json` write and replay a game as JSON.

The concrete game supplies ``_parse_plain(word)`` and ``_parse_seated(seat, word)`` (a call or
card typed alone or after a seat), ``_stage_record(action, seat)`` (its records of the way to
the contract), and composes ``to_act``, ``legal_actions`` and ``pending_choices`` from
``_play_to_act``, ``_play_actions`` and ``_play_choices``.
"""

from __future__ import annotations

import contextlib
import json
import random
from abc import abstractmethod
from typing import Any, NamedTuple, cast

from bridgekit.cards import Card, CardSet, Suit
from bridgekit.deal import Deal
from bridgekit.errors import BridgeError, IllegalActionError, IllegalCardError, NotationError
from bridgekit.laws.play import PenaltyKind
from bridgekit.laws.records import (
    Claim,
    Decided,
    DirectorCalled,
    Exposed,
    Option,
    Redeal,
    RedealReason,
    Ruling,
    RulingKind,
    TableRecord,
    parse_record,
)
from bridgekit.laws.table_auction import Note
from bridgekit.laws.table_play import Revoke
from bridgekit.laws.texts import law_text
from bridgekit.seats import Seat, Vulnerability
from bridgekit.state import Called, Claimed, Game, Phase, Played, Record
from bridgekit.variants.table_play_rules import SEATS, LogEntry, Pending, PendingKind, TablePlayRules
from bridgekit.views import G, LegalAction, ViewHook, card_label
from bridgekit.views import LogEntry as ViewLogEntry

__all__ = ["TableGame", "Choice", "PLAY_LAWS", "history_json", "table_game_from_json"]


class Choice(NamedTuple):
    """An action the Laws open to *seat* now, with the text of the Law (for a table or a CLI)."""

    seat: int
    action: Decided | Called | Played
    law: str
    text: str

    def __str__(self) -> str:
        return f"{self.action}  — {self.text}"


#: the Law of each answer to an irregularity of the play
PLAY_LAWS: dict[PendingKind, dict[Option, str]] = {
    PendingKind.LEAD_OUT_OF_TURN: {Option.ACCEPT: "53A", Option.BECOME_DUMMY: "54A"},
    PendingKind.DECLARER_LEAD: {Option.ACCEPT: "55A", Option.REFUSE: "55B"},
    PendingKind.CLAIM: {
        Option.AGREE: "69",
        Option.DISPUTE: "68D",
        Option.OBJECT: "68B2",
        Option.ALLOW: "68B2",
    },
}


class TableGame(TablePlayRules):
    """What a table, a CLI or a director asks of a game in table mode (a mixin, RULES 10)."""

    # -- hooks -----------------------------------------------------------------------------

    @abstractmethod
    def _parse_plain(self, word: str) -> Any:
        """A call or card typed alone (raise :class:`NotationError` if it is neither)."""

    @abstractmethod
    def _parse_seated(self, seat: Seat, word: str) -> Any:
        """A call or card typed after *seat* (raise :class:`NotationError` if it is neither)."""

    @abstractmethod
    def _stage_record(self, action: Any, seat: int | None) -> Record | None:
        """The record of an action of the way to the contract, or ``None`` if *action* is not one."""

    # -- the director and redeals -----------------------------------------------------------

    def _on_ruling(self, ruling: Ruling) -> None:
        kind, value = ruling.kind, ruling.value
        if (
            kind
            in (
                RulingKind.ADJUSTED_SCORE,
                RulingKind.WAIVE_REVOKE,
                RulingKind.CLAIM_TRICKS,
                RulingKind.UNAUTHORISED_INFORMATION,
            )
            and value is None
        ):
            raise NotationError(f"{ruling}: a {kind} ruling needs a value")
        assert value is not None or kind in (RulingKind.DUMMY_LOST_RIGHTS, RulingKind.NOTE)
        if kind is RulingKind.ADJUSTED_SCORE:
            self._adjusted = value
        elif kind is RulingKind.WAIVE_REVOKE:
            self._waived.add(cast(int, value))
        elif kind is RulingKind.DUMMY_LOST_RIGHTS:
            self._dummy_rights = False
        elif kind is RulingKind.UNAUTHORISED_INFORMATION and self._laws == "classic":
            self._classic_ui(ruling)
        elif kind is RulingKind.CLAIM_TRICKS:
            claimer = self._pending.claim.seat if self._pending and self._pending.claim else self._claimer
            if claimer is None or self._tp is None:
                raise IllegalActionError(f"{ruling}: there is no claim to adjudicate")
            self._rulings.append(ruling)
            self._note(Note(ruling.law or "70", str(ruling)), seat=None)
            self._finish_claim(claimer, cast(int, value), restore=False)
            return
        self._rulings.append(ruling)
        self._note(Note(ruling.law or "9B", str(ruling)), seat=None)

    def _on_redeal(self, redeal: Redeal) -> None:
        if not self._may_redeal():
            raise IllegalActionError(f"{redeal}: {self._redeal_text}")
        self._check_deal(redeal.deal)
        self._hands = [hand.mask for hand in redeal.deal.hands]
        self._current_deal = redeal.deal
        self._auction_exposed.clear()
        self._note(Note("RULES 1.3", f"redeal by the same dealer ({redeal.reason})"), seat=redeal.seat)

    # -- what the table knows ---------------------------------------------------------------

    @property
    def laws(self) -> str:
        """The law set: ``"2017"`` or ``"classic"`` (RULES 10.1)."""
        return self._laws

    @property
    def pending(self) -> Pending | None:
        """The irregularity waiting for a choice, if any."""
        return self._pending

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """What the Laws made of each action, with the Law applied (the director's view)."""
        return tuple(self._law_log)

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

    def _play_to_act(self) -> Seat | None:
        """The seat that decides during the play: declarer for lead penalties, for dummy and for a
        choice among penalty cards, the defenders for a classic directed claimer."""
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

    def _play_actions(self, seat: Seat) -> list[Any]:
        """*seat*'s choices during the play: a pending irregularity's, lead penalties, the cards every
        obligation allows, and the correction of an open revoke."""
        if self._pending is not None:
            return [Decided(seat, option) for option in self._pending_options(self._pending)]
        tp = self._tp
        assert tp is not None
        options = self._lead_options()
        if options:
            return list(options)
        correct = [Decided(seat, Option.CORRECT_REVOKE)] if tp.open_revoke is not None else []
        if tp.must_correct():
            return correct
        return [*tp.legal_cards(tp.play.to_play), *correct]

    # -- reviews and dummy (RULES 10.10) ----------------------------------------------------

    def review_last_trick(self, seat: int) -> str:
        """The last trick, which *seat* may see until his side plays to the next (RULES 1.8, 10.10).

        :raises IllegalActionError: when that is no longer allowed (or there is no trick)
        """
        if self._tp is not None and seat == self._dummy_seat() and self._phase is Phase.PLAY:
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
        if self._tp is None or not self._dummy_rights:
            return ()
        rights = [
            "warn declarer against leading from the wrong hand",
            "ask a player who fails to follow whether he has a card of the suit led",
        ]
        if self._phase is Phase.OVER:
            rights.append("draw attention to irregularities")
        return tuple(rights)

    # -- choices for a table or a CLI -------------------------------------------------------

    def _play_choices(self, laws: dict[Option, str]) -> list[Choice]:
        """The seat to act's choices, with *laws* for the answers to the pending irregularity."""
        choices: list[Choice] = []
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
        return choices

    def _revoke_choices(self, seat: Seat | None) -> list[Choice]:
        """The correction of an open revoke, which any player but *seat* may ask for (Law 62)."""
        choices = []
        if self._tp is not None and self._tp.open_revoke is not None:
            dummy = self._dummy_seat()
            for other in SEATS:
                if other != seat and (other != dummy or self._dummy_rights):
                    choices.append(Choice(other, Decided(other, Option.CORRECT_REVOKE), "62", law_text("62")))
        return choices

    @staticmethod
    def _pending_laws(pending: Pending | None) -> dict[Option, str]:
        """The Law of each answer to a pending irregularity of the play."""
        if pending is None:
            return {}
        laws = dict(PLAY_LAWS.get(pending.kind, {}))
        if pending.kind is PendingKind.LEAD_OUT_OF_TURN:
            laws[Option.REFUSE] = "54D" if pending.opening else "56"
        return laws

    # -- actions ----------------------------------------------------------------------------

    def parse_action(self, text: str) -> Any:
        """Read an action: ``W SA``, ``S refuse``, ``W exposes HQ``, ``N claims 3``, a plain card or
        choice for the seat to act, or a director's or redeal line (see TABLE_COMMANDS).

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
                with contextlib.suppress(NotationError):
                    return self._parse_plain(text)
            to_act = self.to_act
            if to_act is None:
                raise NotationError(f"no action is possible: the deal is over (got {text!r})")
            return self.parse_action(f"{SEATS[to_act].letter} {text}")
        if seat is not None and len(words) == 2:
            with contextlib.suppress(NotationError):
                return self._parse_seated(seat, words[1])
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
        self._history.append(record)  # type: ignore[arg-type, unused-ignore]
        return record

    def _to_record(self, action: Any, seat: int | None) -> Record | TableRecord:
        if isinstance(action, str):
            card: Card | None = None
            if seat is not None and self._tp is not None and len(action.split()) == 1:
                # a card named by *seat*: dummy's when declarer names it at dummy's turn (_hand_of)
                with contextlib.suppress(NotationError):
                    card = Card.from_str(action)
            if card is not None:
                action = card
            else:
                action = (
                    self.parse_action(action)
                    if seat is None
                    else self.parse_action(f"{SEATS[seat].letter} {action}")
                )
        stage = self._stage_record(action, seat)
        if stage is not None:
            return stage
        if isinstance(action, Card):
            tp = self._tp
            if tp is None:
                raise IllegalCardError(f"illegal card {action}: {self._before_play_text}")
            hand = tp.play.to_play if seat is None or seat == self.to_act else self._hand_of(seat)
            return Played(SEATS[hand], action)
        # seats as Seat, so that the text of the record names them
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

    def verify_play(self, card: Card, *, seat: int | None = None) -> None:
        self.verify(card, seat=seat)

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
        reason = RedealReason(reason) if isinstance(reason, str) else reason
        deal = deal if deal is not None else self.random_deal(random.Random(seed))
        return cast(Redeal, self.act(Redeal(reason, deal, SEATS[seat] if seat is not None else None)))


def history_json(game: Game) -> str:
    """The game as JSON: its setting and the text of every action (the deal first).

    Reading it back with :func:`table_game_from_json` replays every action through the Laws.
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


def table_game_from_json(text: str) -> TableGame:
    """Replay a table-mode game (bridge or minibridge) written by :func:`history_json`.

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
            vulnerability=Vulnerability.from_str(data["vulnerability"]),
            board=data["board"],
            **data["options"],
        )
        actions = data["actions"]
    except (ValueError, KeyError, TypeError) as error:
        if isinstance(error, BridgeError):
            raise
        raise NotationError(f"not a bridgekit game record: {error}") from None
    if not isinstance(game, TableGame):
        raise NotationError("not a table-mode game record: its options lack table_mode=true")
    for action in actions:
        game.act(action)
    return game


def table_action(action: object) -> LegalAction | None:
    """A table-mode choice as a seat-view action (``accept``, ``forbid H`` …), or ``None`` for a
    call or card: the text :meth:`TableGame.act` reads with the deciding seat given."""
    if not isinstance(action, Decided):
        return None
    text = str(action).split(maxsplit=1)[1]
    label = str(action.option).replace("-", " ").capitalize()
    if action.suit is not None:
        label += " " + card_label(f"{action.suit.letter}2")[0]
    return LegalAction("choice", text, label)


class TableViewHook(ViewHook[G]):
    """What table mode adds to a game's seat view: the choices an irregularity opens to the seat
    that decides, and what the Laws made of each action in the log (RULES 10). Put it before the
    game's own hook: ``class Hook(TableViewHook[BridgeGame], BridgeViewHook)``."""

    def action(self, game: G, action: object) -> LegalAction:
        return table_action(action) or super().action(game, action)

    def log(self, game: G, viewer: int | None) -> tuple[ViewLogEntry, ...]:
        return super().log(game, viewer) + law_log(game)


def law_log(game: object) -> tuple[ViewLogEntry, ...]:
    """What the Laws made of each action (the director's log, said aloud at the table)."""
    if not isinstance(game, TableGame):
        return ()
    return tuple(
        ViewLogEntry(None if entry.seat is None else int(entry.seat), f"Law {entry.law}: {entry.text}")
        for entry in game.log
    )
