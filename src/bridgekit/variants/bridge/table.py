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

from typing import Any, cast

from bridgekit.calls import Call
from bridgekit.cards import Card
from bridgekit.errors import IllegalActionError, IllegalCallError, NotationError
from bridgekit.laws.records import Decided, Option
from bridgekit.laws.table_auction import CallFault
from bridgekit.laws.texts import law_text
from bridgekit.seats import Seat
from bridgekit.state import Called, Phase, Played, Record
from bridgekit.variants.bridge.game import BridgeGame, BridgeViewHook
from bridgekit.variants.bridge_table_rules import SEATS, LogEntry, Pending, PendingKind, TableRules
from bridgekit.variants.table_game import (
    Choice,
    TableGame,
    TableViewHook,
    history_json,
    table_game_from_json,
)
from bridgekit.views import register_view_hook

__all__ = [
    "TableBridgeGame",
    "Pending",
    "PendingKind",
    "LogEntry",
    "Choice",
    "history_json",
    "game_from_json",
]


class TableBridgeGame(TableGame, TableRules):
    """Contract bridge in table mode: irregular actions are recorded and rectified (RULES 10)."""

    # -- what the table knows ----------------------------------------------------------

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

    def owed_passes(self, seat: int) -> int:
        """Passes *seat* still owes in the auction (99: for the rest of it)."""
        return self._table.owed_passes(seat)

    @property
    def tricks_won(self) -> tuple[int, int]:
        """Tricks of N-S and E-W, after the revoke transfers once the play is over (RULES 10.8)."""
        return self._with_transfers(super().tricks_won)

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
        return self._play_to_act()

    def legal_actions(self) -> list[Any]:
        """The actions the seat to act may take: the choices of a pending irregularity, declarer's lead
        penalties, the calls or cards every obligation allows, and the correction of an open revoke."""
        seat = self.to_act
        if seat is None:
            return []
        if self._table.pending is not None:
            return [Decided(seat, option) for option in self._table.options()]
        if self._phase is Phase.AUCTION and self._pending is None:
            return list(self._table.legal_calls())
        return self._play_actions(seat)

    def visible_seats(self, seat: int) -> set[int]:
        """BridgeGame's rule, plus a disputed claimer's hands, face up (RULES 10.9)."""
        seen = super().visible_seats(seat)
        if self._tp is not None:
            seen |= self._tp.faced
        return seen

    # -- reviews (RULES 10.10) --------------------------------------------------------------

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

    # -- choices for a table or a CLI ---------------------------------------------------

    def pending_choices(self) -> list[Choice]:
        """Every choice the Laws open now, to whom, with the Law's text (for ``--table-mode``).

        The seat to act's choices, the player in turn's call that cancels a call out of rotation
        (Law 28B), and the correction of an open revoke that any player may ask for.
        """
        seat = self.to_act
        pending = self.pending
        laws = {Option.ACCEPT: "27A1", Option.REFUSE: "27B"}
        if pending is not None and pending.kind is PendingKind.OUT_OF_ROTATION:
            laws = {
                Option.ACCEPT: "29A",
                Option.REFUSE: "30A" if pending.call and pending.call.is_pass else "31A",
            }
        elif pending is not None and pending.kind is not PendingKind.INSUFFICIENT:
            laws = self._pending_laws(pending)
        choices = self._play_choices(laws)
        if pending is not None and pending.kind is PendingKind.OUT_OF_ROTATION and pending.turn != seat:
            choices.append(
                Choice(pending.turn, Called(SEATS[pending.turn], Call.from_str("P")), "28B", law_text("28B"))
            )
        return choices + self._revoke_choices(seat)

    # -- actions -----------------------------------------------------------------------

    def parse_action(self, text: str) -> Any:
        """Read an action: ``E 1H``, ``W SA``, ``S refuse``, ``W exposes HQ``, ``N claims 3``, a plain
        call, card or choice for the seat to act, or a director's or redeal line (see TABLE_COMMANDS).

        :raises NotationError: if the text is none of these
        """
        return super().parse_action(text)

    def _parse_plain(self, word: str) -> Call | Card:
        return Call.from_str(word) if self._phase is Phase.AUCTION else Card.from_str(word)

    def _parse_seated(self, seat: Seat, word: str) -> Called | Played:
        if self._phase is Phase.AUCTION:
            return Called(seat, Call.from_str(word))
        return Played(seat, Card.from_str(word))

    def _stage_record(self, action: Any, seat: int | None) -> Record | None:
        if isinstance(action, Call):
            who = seat if seat is not None else self.to_act
            if who is None:
                raise IllegalCallError(f"illegal call {action}: the deal is over")
            return Called(SEATS[who], action)
        if isinstance(action, Called):
            return Called(SEATS[action.seat], action.call)
        return None

    def verify_call(self, call: Call, *, seat: int | None = None) -> None:
        self.verify(call, seat=seat)

    def call(self, call: Call | str, *, seat: int | None = None) -> Called:
        return cast(Called, self.act(Call.from_str(call) if isinstance(call, str) else call, seat=seat))


def game_from_json(text: str) -> TableBridgeGame:
    """Replay a game written by :func:`history_json`.

    :raises NotationError: if the JSON is not such a record (or not of contract bridge)
    :raises IllegalActionError: if an action is not allowed where it stands
    """
    game = table_game_from_json(text)
    if not isinstance(game, TableBridgeGame):
        raise NotationError("not a table-mode game record of contract bridge")
    return game


class TableBridgeViewHook(TableViewHook[BridgeGame], BridgeViewHook):
    """Bridge's seat view in table mode (RULES 10)."""

    rules = "RULES 1-8, 10"


register_view_hook(TableBridgeGame, TableBridgeViewHook())
