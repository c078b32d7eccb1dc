"""A table in play: the game replayed from its event log, who controls each seat, what each is told.

A :class:`Room` is rebuilt from the database (:meth:`Room.load`) and changed only by
:meth:`Room.submit`, which checks an action through the engine, appends it to the event log
(committed) and only then applies it and lets the room's listeners know. Robots and the
double-dummy answers to claims run in a thread pool, never on the event loop.

Events of the log are the engine's action texts and the table's own (:mod:`~bridgekit.server.actions`).
The room's parts are modules of their own: its state and seating
(:mod:`~bridgekit.server.table_state`), the messages each client is told
(:mod:`~bridgekit.server.messages`), claims and undos (:mod:`~bridgekit.server.proposals`),
the robots' turns (:mod:`~bridgekit.server.robot_turns`); a new table is made by
:mod:`~bridgekit.server.tables`.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import Executor
from typing import Any

from bridgekit.call_words import compass_text
from bridgekit.errors import BridgeError, IllegalActionError, NotationError
from bridgekit.i18n import _
from bridgekit.server import rotation, views
from bridgekit.server.actions import ANSWER, CLAIM_REJECTED, PROPOSE, UNDO_REJECTED, ActionError, Proposal
from bridgekit.server.commit import group_commit
from bridgekit.server.db import Entry, Event, StaleError, Store
from bridgekit.server.messages import Messages, dumps, sheet_line, totals
from bridgekit.server.proposals import Proposals
from bridgekit.server.robot_turns import RobotTurns
from bridgekit.server.sheets import robot_for
from bridgekit.server.tables import new_table, parse_options, quick_seat, seat_count

__all__ = [
    "Room",
    "ActionError",
    "Proposal",
    "PROPOSE",
    "ANSWER",
    "CLAIM_REJECTED",
    "UNDO_REJECTED",
    "parse_options",
    "robot_for",
    "new_table",
    "quick_seat",
    "seat_count",
    "sheet_line",
    "totals",
    "dumps",
]

log = logging.getLogger("bridgekit.server")


class Room(Messages, Proposals, RobotTurns):
    """One table: its game, its seats and its log (see the module's doc)."""

    # -- building ------------------------------------------------------------------------------

    @classmethod
    def load(cls, store: Store, table_id: str) -> Room | None:
        row = store.table(table_id)
        if row is None:
            return None
        room = cls(store, row, store.seats(table_id))
        room.catch_up()
        return room

    def catch_up(self) -> bool:
        """Apply the log's events this room has not seen (another process's); whether any were new.
        (Actions change no seat: a change of seats is announced as such, :meth:`Hall.reseat`.)"""
        events = self.store.events(self.row.id, after=self.seq - 1)
        for event in events:
            self._apply(event.seat, event.action, event.note)
            self.seq = event.seq + 1
        return bool(events)

    def reload(self) -> None:
        """Rebuild from the log (after losing a race to another process)."""
        fresh = Room.load(self.store, self.row.id)
        assert fresh is not None
        self.seats, self.deal_number, self.seq, self.game = (
            fresh.seats,
            fresh.deal_number,
            fresh.seq,
            fresh.game,
        )
        self.notes, self.sheet, self.finished = fresh.notes, fresh.sheet, fresh.finished
        # the deals' keeper too: its rubber says who sits where at a rotating table (RULES 9.3)
        self.keeper, self.ledger, self.player_results = fresh.keeper, fresh.ledger, fresh.player_results
        self.proposal, self.rejected, self.last_note = fresh.proposal, fresh.rejected, fresh.last_note

    def _legal_move(self, action: str) -> Any:
        """The action object of *action* if it is a legal action's text of the state the room is in
        and its views are built (the text as they wrote it): ``game.act`` takes it without reading
        text or asking again whose turn it is (the seat was checked, or the log holds it); else
        ``None``."""
        kept = self._views
        if kept is None or kept[0][0] != self.seq or kept[0][1] != id(self.game):
            return None
        return kept[1].legal_texts().get(action)

    def _apply(self, seat: int | None, action: str, note: str | None, move: Any = None) -> None:
        """Apply *action* (its object *move*, if known: :meth:`_legal_move`)."""
        game = self.game
        if action.startswith(PROPOSE) or action.startswith(ANSWER):
            self._apply_proposal(seat, action, note)
            return
        self.proposal = None
        if action == "@next":
            if not game.is_over:
                raise ActionError(_("the deal is not over yet"))
            self.deal_number += 1
            self.game = self.keeper.next_game()
            self.notes = []
            self.rejected = {}
            self.last_note = None
            return
        if action.startswith("@undo "):
            count = int(action.split()[1])
            if not 1 <= count <= len(game.actions):
                raise ActionError(f"cannot take back {count} actions")
            for _step in range(count):
                game.undo()
                self.notes.pop()
            return
        if action.startswith("claim ") and seat is not None:
            claim = getattr(game, "claim", None)
            if claim is None:
                raise ActionError(f"{game.variant.title} has no claims here")
            claim(seat, int(action.split()[1]))
        elif move is not None:
            game.act(move)
        else:
            game.act(action, seat=game.to_act)
        self.notes.append(note)
        if game.is_over:
            self._finish()

    def _finish(self) -> None:
        self.sheet.append(sheet_line(self.game, self.deal_number + 1))
        self.finished.append(self.game)
        self.keeper.record(self.game)
        self.ledger = self.keeper.sheet(self.game.variant.seat_names)
        series = self.keeper.series
        if self.players is not None and series is not None and series.is_over:
            # RULES 9.3: each player's result is the sum of the nets of the rubbers he played
            net = int(series.net)
            for player, seat in enumerate(rotation.seating(self.players, self.rubber)):
                if seat is not None:
                    self.player_results[player] += net if seat % 2 == 0 else -net

    # -- changes -------------------------------------------------------------------------------------

    async def submit(self, player: int | None, action: str, *, note: str | None = None) -> None:
        """Check *action* by *player* (who must control the seat to act), log it, apply it, tell
        everyone. A player sitting out this rubber may only start the next deal.

        :raises ActionError: (and nothing changes) for an action not allowed now
        """
        async with self.lock:
            seat = self.game_seat(player)
            if player is not None and seat is None:
                if action != "@next":
                    raise ActionError(_("you sit out this rubber (RULES 9.3): you watch this deal"))
                if not self.game.is_over:
                    raise ActionError(_("the deal is not over yet"))
            else:
                self._check(seat, action)
            await self._commit(seat, action, note)

    def _check(self, seat: int | None, action: str) -> None:
        if seat is None:
            raise ActionError(_("spectators cannot act: take a seat first"))
        game = self.game
        if action == "@next":
            if not game.is_over:
                raise ActionError(_("the deal is not over yet"))
            return
        to_act = game.to_act
        if to_act is None:
            raise ActionError(_("the deal is over: start the next deal"))
        if self.controller(int(to_act)) != seat:
            raise ActionError(
                _("not your turn: {seat} to act").format(
                    seat=compass_text(game.variant.seat_names[int(to_act)])
                )
            )
        if self.proposal is not None:
            raise ActionError(
                _("a claim is waiting for an answer")
                if self.proposal.kind == "claim"
                else _("an undo is waiting for an answer")
            )
        if action in self.table_views().legal_texts():
            return  # a legal action's text, as the view wrote it: act() takes it (docs/view.md)
        trial = game.copy()
        try:
            trial.act(action, seat=to_act)
        except (NotationError, IllegalActionError) as error:
            raise ActionError(" ".join(str(error).split())) from None

    async def _commit(self, seat: int | None, action: str, note: str | None) -> None:
        loop = asyncio.get_running_loop()
        try:
            # committed (with other tables' actions of the moment) before anyone is told
            await group_commit(self.store).append(
                Entry(self.row.id, self.seq, self.deal_number, seat, action, note)
            )
        except StaleError:
            await loop.run_in_executor(None, self.reload)
            await self.tell()
            raise ActionError(_("the table moved on meanwhile: look again")) from None
        move = self._legal_move(action)  # (the views of the state before it)
        self.seq += 1
        self.last_event = Event(self.seq - 1, self.deal_number, seat, action, note)
        self._apply(seat, action, note, move)
        await self.tell()

    def take(self, event: Event) -> bool:
        """Apply *event*, committed to the log by another process and told by its notification,
        if it is this room's next action (no read of the log); whether it was. An event of the
        past is ignored; after a gap, the room catches up from the log (:meth:`catch_up`)."""
        if event.seq < self.seq:
            return False
        if event.seq > self.seq:
            return self.catch_up()
        try:
            self._apply(event.seat, event.action, event.note, self._legal_move(event.action))
        except BridgeError:  # cannot be (the log holds only accepted actions): rebuild from it
            log.exception("table %s: event %s from another process", self.row.id, event.seq)
            self.reload()
            return True
        self.seq = event.seq + 1
        return True

    async def tell(self) -> None:
        for listener in list(self.listeners):
            await listener(self)

    async def build_record(self, pool: Executor) -> None:
        """The end-of-deal hand record (double-dummy table and par where DDS can), once per deal."""
        if not self.game.is_over or self.deal_number in self.records:
            return
        game, number = self.game, self.deal_number  # the next deal may start while DDS works
        record = await asyncio.get_running_loop().run_in_executor(pool, lambda: views.hand_record(game))
        self.records[number] = record
