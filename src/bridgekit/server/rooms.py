"""A table in play: the game replayed from its event log, who controls each seat, what each is told.

A :class:`Room` is rebuilt from the database (:meth:`Room.load`) and changed only by
:meth:`Room.submit`, which checks an action through the engine, appends it to the event log
(committed) and only then applies it and lets the room's listeners know. Robots and the
double-dummy answers to claims run in a thread pool, never on the event loop.

Events of the log are the engine's action texts (``1NT``, ``SA``, ``claim 9``) and the
table's own: ``@next`` (the next deal), ``@undo K`` (take back K actions, agreed),
``@propose claim N`` / ``@propose undo K`` (a claim or an undo put to the other side, its
statement in the event's note) and ``@answer accept`` / ``@answer reject`` (one seat's answer).
A proposal lives in the log like any action, so every server process sharing the table knows it
and any of them may take the answer; the answer that completes the acceptances applies the claim
(or the undo), a rejection ends it (RULES 10.9: a rejected claim lapses and play resumes with the
claimer's cards face up).
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import Awaitable, Callable, Mapping
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, Final

from bridgekit.call_words import compass_text
from bridgekit.errors import BridgeError, IllegalActionError, NotationError
from bridgekit.i18n import N_, _, language, ngettext
from bridgekit.robots import Robot
from bridgekit.robots import claim as robot_claims
from bridgekit.server import rotation, views
from bridgekit.server.commit import group_commit
from bridgekit.server.db import Entry, Event, SeatRow, StaleError, Store, TableRow
from bridgekit.server.sheets import Keeper, robot_for
from bridgekit.state import Game, Phase
from bridgekit.variants import get_variant, new_game
from bridgekit.views import hook_for, seat_view

__all__ = ["Room", "ActionError", "parse_options", "robot_for", "new_table", "quick_seat", "seat_count"]

log = logging.getLogger("bridgekit.server")

#: Games whose partnerships sit N-S / E-W with a dummy played by declarer.
_DUMMY_GAMES = frozenset({"bridge", "minibridge"})


class ActionError(BridgeError):
    """An action refused: not this seat's turn, not legal, not understood (told to that client only)."""


def parse_options(game: str, given: Mapping[str, str]) -> dict[str, Any]:
    """The options of *game* from text (query parameters or a form), typed as the game's defaults.

    >>> parse_options("light_bridge", {"variant": "lb3"})
    {'variant': 'lb3'}
    >>> parse_options("bridge", {"nope": "1"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bridgekit.errors.NotationError: bridge has no option 'nope' (options: ...)
    """
    variant = get_variant(game)
    options: dict[str, Any] = {}
    players = given.get(rotation.PLAYERS, "")
    given = {k: v for k, v in given.items() if k != rotation.PLAYERS}
    form = given.get("variant")
    if form:
        options["variant"] = form
    chosen = variant.form(form or None)
    for name, text in given.items():
        if name == "variant" or text == "":
            continue
        default = chosen.options.get(name)
        if name not in chosen.options:
            chosen.resolve_options({name: text})  # raises the engine's own message
        value: Any = text
        if isinstance(default, bool):
            value = text.lower() in ("1", "true", "yes", "on")
        elif isinstance(default, int):
            try:
                value = int(text)
            except ValueError:
                raise NotationError(
                    _("option {name} of {game} is a number, not {text}").format(
                        name=name, game=game, text=repr(text)
                    )
                ) from None
        options[name] = value
    new_game(variant.name, seed=0, **options)  # every option checked by the engine
    return rotation.with_players(game, options, players)


def seat_count(game: str, options: Mapping[str, Any]) -> int:
    """The seats of a table: the game's, or the players of a rotating table (RULES 9.3)."""
    players = rotation.player_count(options)
    if players is not None:
        return players
    return new_game(game, seed=0, **rotation.engine_options(options)).variant.seat_count


def quick_seat(game: str, options: Mapping[str, Any]) -> int:
    """The seat ``bridgekit play`` gives the player: South, or the first seat of other games (at a
    rotating table, the player who sits South in the first rubber)."""
    if rotation.player_count(options) is not None:
        return rotation.seating(int(options[rotation.PLAYERS]), 0).index(2)
    probe = new_game(game, seed=0, **options)
    names = probe.variant.seat_names
    return names.index("S") if probe.variant.uses_compass else 0


def new_table(
    store: Store,
    game: str,
    options: Mapping[str, Any],
    seats: list[str],
    title: str = "",
    *,
    seed: int | None = None,
) -> str:
    """Create a table in *store* (checked: the game, its options, one kind per seat); its deals
    come from *seed* (a random one unless given: the same seed deals the same cards)."""
    probe = new_game(game, seed=0, **rotation.engine_options(options))
    name = probe.variant.name
    family = get_variant(game).name
    count = seat_count(game, options)
    if len(seats) != count:
        raise NotationError(
            _("{name} has {count} seats, not {found}").format(name=name, count=count, found=len(seats))
        )
    robot_for(family)
    return store.create_table(
        family,
        options,
        seed=random.SystemRandom().randrange(2**40) if seed is None else seed,
        seats=seats,
        title=title,
    )


#: the notes shown to every client when a proposal is rejected
CLAIM_REJECTED: Final = N_(
    "The claim was rejected: play continues with the claimer's cards face up (RULES 10.9)."
)
UNDO_REJECTED: Final = N_("The undo was rejected.")

#: the events of a proposal and its answers (see the module's doc)
PROPOSE: Final = "@propose "
ANSWER: Final = "@answer "


@dataclass
class Proposal:
    """A claim or an undo waiting for the other side's answers (held in the event log)."""

    kind: str  # "claim" or "undo"
    seat: int
    amount: int
    answers: dict[int, bool] = field(default_factory=dict)
    #: the claim's statement (a line of :mod:`bridgekit.robots.claim`, e.g. ``winners``), if any
    line: str | None = None

    def to_json(self) -> dict[str, Any]:
        told: dict[str, Any] = {
            "kind": self.kind,
            "seat": self.seat,
            "amount": self.amount,
            "answered": sorted(self.answers),
        }
        if self.kind == "claim":
            told["line"] = robot_claims.line_text(self.line)
        return told


class Room:
    """One table: its game, its seats and its log (see the module's doc)."""

    def __init__(self, store: Store, row: TableRow, seats: list[SeatRow]) -> None:
        self.store = store
        self.row = row
        self.seats = seats
        self.deal_number = 0
        self.seq = 0
        #: a rotating table's players (RULES 9.3: 5 or 6); its seats rows are the players then
        self.players = rotation.player_count(row.options)
        #: a rotating table's players' results over the rubbers they played (RULES 9.3)
        self.player_results = [0] * (self.players or 0)
        self.keeper = Keeper(row.game, rotation.engine_options(row.options), row.seed)
        self.game = self.keeper.next_game()
        self.ledger: dict[str, Any] | None = None
        self.notes: list[str | None] = []
        self.sheet: list[dict[str, Any]] = []
        self.finished: list[Game] = []
        self.proposal: Proposal | None = None
        #: the claims rejected in this deal: claimer's seat -> its statement (RULES 10.9: his
        #: cards stay face up and, while his stated line applies, he follows it)
        self.rejected: dict[int, str | None] = {}
        #: the note every client shows (a proposal rejected), or ``None``
        self.last_note: str | None = None
        self.claim_tried = -1  # the seq at which a robot last looked for a claim
        self._faced: tuple[tuple[int, int], list[dict[str, Any]]] | None = None
        self.lock = asyncio.Lock()
        self.listeners: list[Callable[[Room], Awaitable[None]]] = []
        self.robot_busy = False
        self.robot: Robot | None = None
        self.records: dict[int, dict[str, Any]] = {}
        self._views: tuple[tuple[int, int, str], views.TableViews] | None = None
        #: what each seat's message needs of the state the views show (who decides for whom, who
        #: may claim), worked out once per state
        self._deciders: dict[int, tuple[int | None, list[int], bool, bool]] = {}
        self._controllers: list[int] | None = None
        self._invites: tuple[list[SeatRow], int | None, str] | None = None
        #: each zone's JSON text, kept from one action to the next (most hands do not change)
        self._zone_texts: dict[Any, str] = {}
        #: the part of the views that stays while a deal is in one stage, by language and stage
        self._fixed_texts: dict[Any, tuple[Game, str]] = {}
        #: the public calls' text by language (the auction's entries and notes it was written from)
        self._calls_texts: dict[str, Any] = {}
        #: the seats' part of the shared message (its text), kept while the seats and who is
        #: connected stay: (seats rows, connected, rubber), text
        self._seats_text: tuple[tuple[list[SeatRow], frozenset[int], int | None], str] | None = None
        self._sheet_text: tuple[tuple[int, int, int, str], str] | None = None
        #: the last action this process committed (told to the other processes with its number)
        self.last_event: Event | None = None

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

    def _apply_proposal(self, seat: int | None, action: str, note: str | None) -> None:
        """A proposal or an answer from the log: the answer that completes the other side's
        acceptances applies the claim or the undo; a rejection ends the proposal."""
        words = action.split()
        if seat is None:
            raise ActionError(f"{action}: no seat")
        if words[0] == PROPOSE.strip():
            if len(words) != 3 or words[1] not in ("claim", "undo") or not words[2].isdigit():
                raise ActionError(f"not a proposal: {action!r}")
            self.proposal = Proposal(words[1], seat, int(words[2]), line=note)
            self.last_note = None
            return
        proposal = self.proposal
        if proposal is None or len(words) != 2 or words[1] not in ("accept", "reject"):
            raise ActionError(f"{action}: nothing waits for an answer")
        proposal.answers[seat] = words[1] == "accept"
        if words[1] == "reject":
            self.proposal = None
            if proposal.kind == "claim":
                self.rejected[proposal.seat] = proposal.line
                self.last_note = CLAIM_REJECTED
            else:
                self.last_note = UNDO_REJECTED
            return
        if all(proposal.answers.get(other) for other in self.opponents(proposal.seat)):
            self.proposal = None
            if proposal.kind == "claim":
                self._apply(proposal.seat, f"claim {proposal.amount}", None)
            else:
                self._apply(proposal.seat, f"@undo {proposal.amount}", None)

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

    # -- who acts --------------------------------------------------------------------------------

    @property
    def seat_count(self) -> int:
        return self.game.variant.seat_count

    def dummy(self) -> int | None:
        """Dummy's seat once the play has begun (bridge, minibridge), else ``None``."""
        if self.row.game not in _DUMMY_GAMES:
            return None
        game = self.game
        declarer = getattr(game, "declarer", None)
        if declarer is None:
            return None
        phase = game.phase
        if phase is not Phase.PLAY and str(phase) != "play":
            return None
        return (int(declarer) + 2) % 4

    def controllers(self) -> list[int]:
        """The seat that decides for each seat (:meth:`controller` of every seat, at once)."""
        dummy = self.dummy()
        if dummy is None:
            return list(range(self.seat_count))
        declarer = getattr(self.game, "declarer", None)
        assert declarer is not None  # a dummy means a declarer
        return [int(declarer) if s == dummy else s for s in range(self.seat_count)]

    def controller(self, seat: int) -> int:
        """The seat that decides for *seat*: declarer for dummy, else the seat itself."""
        if seat == self.dummy():
            declarer = getattr(self.game, "declarer", None)
            assert declarer is not None
            return int(declarer)
        return seat

    def is_robot(self, seat: int) -> bool:
        return self.seats[self.holder(seat)].kind == "robot"

    # -- players and seats: a rotating table (RULES 9.3) ----------------------------------------

    @property
    def rubber(self) -> int:
        """The rubber being played (0-based; a rotating table's seating follows it)."""
        return int(self.keeper.round)

    def game_seat(self, player: int | None) -> int | None:
        """The seat of the game that *player* (a seats row) holds in this deal; ``None`` for a
        spectator or a player sitting out. The same number at other tables."""
        if player is None or self.players is None:
            return player
        return rotation.seating(self.players, self.rubber)[player] if 0 <= player < self.players else None

    def holder(self, seat: int) -> int:
        """The player (seats row) who holds the game's *seat* in this deal."""
        if self.players is None:
            return seat
        return rotation.seating(self.players, self.rubber).index(seat)

    def robot_to_act(self) -> int | None:
        """The seat a robot must act for now (or ``None``)."""
        if self.proposal is not None:
            return None
        kept = self._views  # the views of this state, if built: the seat to act asked of the game once
        controllers = None
        if kept is not None and kept[0][0] == self.seq and kept[0][1] == id(self.game):
            to_act, controllers = kept[1].to_act, self._controllers
        else:
            to_act = self.game.to_act
        if to_act is None:
            return None
        seat = int(to_act)
        decider = self.controller(seat) if controllers is None else controllers[seat]
        return seat if self.is_robot(decider) else None

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

    # -- robots ------------------------------------------------------------------------------------------

    async def run_robots(self, pool: Executor, delay: float) -> None:
        """Let robots act while it is a robot's turn (one task per room at a time)."""
        if self.robot_busy:
            return
        self.robot_busy = True
        try:
            if self.proposal is not None:  # robots answer what waits for them (a seat left to one)
                async with self.lock:
                    await self._robot_answers(pool)
            while (seat := self.robot_to_act()) is not None:
                if delay:
                    await asyncio.sleep(delay)
                seq = self.seq
                game = self.game.copy()
                # One robot per table: a table's decisions come one at a time, so no robot is
                # ever asked two things at once from two threads.
                robot = self.robot = self.robot or robot_for(self.row.game)
                loop = asyncio.get_running_loop()
                if await self._robot_claims(robot, game, seat, seq, pool):
                    continue
                try:
                    line_card = self._line_card(game, seat)
                    if line_card is not None:
                        text, note = line_card, None
                    else:
                        decision = await loop.run_in_executor(
                            pool, views.in_english, robot.choose, game.view(seat)
                        )
                        text = views.action_text(game, decision.action)
                        note = decision.explanation if views.is_call(game, decision.action) else None
                except Exception:  # a robot's bug must not stop the table: it plays a legal action
                    log.exception("robot of table %s failed at seat %s", self.row.id, seat)
                    text, note = views.action_text(game, game.legal_actions()[0]), None
                async with self.lock:
                    if self.seq != seq or self.robot_to_act() != seat:
                        continue
                    decider = self.controller(seat)
                    try:
                        self._check(decider, text)  # checked like a player's, before the log
                    except ActionError:
                        log.error(
                            "robot of table %s chose %r, not legal: a legal action instead", self.row.id, text
                        )
                        text, note = views.action_text(self.game, self.game.legal_actions()[0]), None
                        self._check(decider, text)
                    await self._commit(decider, text, note)
        finally:
            self.robot_busy = False

    async def _robot_claims(self, robot: Any, game: Game, seat: int, seq: int, pool: Executor) -> bool:
        """A robot declarer claims the rest when it is certain (:func:`bridgekit.robots.claim.robot_claim`),
        with its statement (:func:`bridgekit.robots.claim.claim_line`); it looks once at a point of
        the deal, and not again in a deal where a claim of its was rejected. Robot opponents answer
        by the double-dummy check, a player by accepting or rejecting (the proposal is in the log,
        so a player connected to any server process answers it)."""
        claim = getattr(robot, "claim", None)
        if claim is None or self.claim_tried == seq or getattr(self.game, "claim", None) is None:
            return False
        self.claim_tried = seq
        declarer = self.controller(seat)
        if declarer in self.rejected:
            return False
        try:
            view = game.view(declarer)
            claimed = await asyncio.get_running_loop().run_in_executor(pool, claim, view)
            line = None if claimed is None else robot_claims.claim_line(view)
        except Exception:  # a robot's bug must not stop the table: it plays on instead
            log.exception("robot claim of table %s failed at seat %s", self.row.id, seat)
            return False
        if claimed is None or self.seq != seq:
            return False
        try:
            await self.propose(self.holder(declarer), "claim", claimed.tricks, pool, line=line)
        except ActionError:
            return False
        return True

    def _line_card(self, game: Game, seat: int) -> str | None:
        """The card a robot whose claim was rejected plays while its stated line applies (RULES
        10.9), or ``None`` (its own choice)."""
        decider = self.controller(seat)
        if decider not in self.rejected or self.rejected[decider] != robot_claims.LINE_WINNERS:
            return None
        card = robot_claims.line_card(game.view(decider))
        return None if card is None else views.action_text(game, card)

    async def _robot_answers(self, pool: Executor) -> None:
        """The robots' answers to the proposal waiting for them (the lock held): an undo is agreed,
        a claim checked on the actual cards (:func:`bridgekit.server.views.claim_is_right`); each
        answer is logged like a player's. Also after a player left his seat to a robot."""
        proposal = self.proposal
        if proposal is None:
            return
        waiting = [s for s in self.opponents(proposal.seat) if s not in proposal.answers and self.is_robot(s)]
        if not waiting:
            return
        verdict = True
        if proposal.kind == "claim":
            game, seat, amount = self.game.copy(), proposal.seat, proposal.amount
            verdict = await asyncio.get_running_loop().run_in_executor(
                pool, lambda: views.claim_is_right(game, seat, amount)
            )
        for other in waiting:
            if self.proposal is not proposal:
                return
            try:
                await self._commit(other, ANSWER + ("accept" if verdict else "reject"), None)
            except ActionError:  # another process logged the robots' answers first (reloaded)
                return

    # -- claims and undo ---------------------------------------------------------------------------------

    def opponents(self, seat: int) -> list[int]:
        """The seats whose answer a claim or undo by *seat* needs (the other side; else everyone else)."""
        dummy = self.dummy()
        if self.seat_count == 4 and self.row.game in _DUMMY_GAMES | {"chinese_bridge"}:
            return [s for s in range(4) if s % 2 != seat % 2]
        return [s for s in range(self.seat_count) if s != seat and s != dummy]

    async def propose(
        self, player: int | None, kind: str, amount: int, pool: Executor, *, line: str | None = None
    ) -> None:
        """*player* proposes a claim of *amount* of the remaining tricks (with its statement
        *line*) or an undo of its last action and all since: logged, then answered by the robots
        among the other side at once, by players when they answer (:meth:`answer`)."""
        async with self.lock:
            seat = self.game_seat(player)
            if seat is None:
                raise ActionError(_("spectators cannot propose"))
            if self.proposal is not None:
                raise ActionError(
                    _("a claim is already waiting for an answer")
                    if self.proposal.kind == "claim"
                    else _("an undo is already waiting for an answer")
                )
            if kind == "claim":
                can_claim = getattr(self.game, "can_claim", None)
                if can_claim is None or not can_claim(seat, amount):
                    raise ActionError(
                        ngettext(
                            "you cannot claim {count} trick now",
                            "you cannot claim {count} tricks now",
                            amount,
                        ).format(count=amount)
                    )
            elif kind == "undo":
                if self.game.is_over:
                    raise ActionError(_("the deal is over: it is on the score sheet"))
                amount = self.undo_count(seat)
            else:
                raise ActionError(f"unknown proposal {kind!r}")
            await self._commit(seat, f"{PROPOSE}{kind} {amount}", line)
            await self._robot_answers(pool)

    def undo_count(self, seat: int) -> int:
        """How many actions an undo by *seat* takes back: its last one and all since."""
        actions = self.game.actions
        for back, record in enumerate(reversed(actions), start=1):
            acted = getattr(record, "seat", None)
            if acted is not None and self.controller(int(acted)) == seat:
                return back
        raise ActionError(_("nothing of yours to take back in this deal"))

    async def answer(self, player: int | None, accept: bool) -> None:
        """*player*'s answer to the proposal waiting for it, logged (the answer that completes the
        acceptances applies the claim or the undo; a rejection ends the proposal). If another
        process logged another answer first, this one is logged after it, if still wanted."""
        for _attempt in range(3):
            async with self.lock:
                seat = self.game_seat(player)
                proposal = self.proposal
                if (
                    proposal is None
                    or seat is None
                    or seat not in self.opponents(proposal.seat)
                    or seat in proposal.answers
                ):
                    raise ActionError(_("nothing is waiting for your answer"))
                try:
                    await self._commit(seat, ANSWER + ("accept" if accept else "reject"), None)
                except ActionError:  # another answer came first (the room reloaded): again
                    continue
                return
        raise ActionError(_("the table moved on meanwhile: look again"))

    # -- what each seat is told ------------------------------------------------------------------------

    def state(self, player: int | None, *, connected: set[int]) -> dict[str, Any]:
        """The ``state`` message for *player* (``None``: a spectator)."""
        return dict(json.loads(self.state_text(player, connected=connected)))

    def state_text(self, player: int | None, *, connected: set[int], shared: str | None = None) -> str:
        """The ``state`` message for *player* as JSON text; *shared* is :meth:`shared_text` if the
        caller has it already (a broadcast: once for all the table's clients of a language)."""
        if shared is None:
            shared = self.shared_text(connected=connected)
        return shared + "," + self.seat_text(player)

    def shared_state(self, *, connected: set[int], sheet: bool = True) -> dict[str, Any]:
        """The part of the ``state`` message that is the same for every client of the table (in
        one language): everything public. A broadcast encodes it once for all its clients.
        Without *sheet*: without the score sheet (:meth:`sheet_state`)."""
        message: dict[str, Any] = {
            "type": "state",
            "v": 1,
            "table": self.row.id,
            "seq": self.seq,
            "deal_number": self.deal_number + 1,
            "seats_info": self._seats_info(connected),
            **self._shared_rest(),
        }
        if sheet:
            message.update(self.sheet_state())
        return message

    def _seats_info(self, connected: set[int] | frozenset[int]) -> list[dict[str, Any]]:
        """Each seat's holder: robot or player, claimed, open, connected."""
        holders = [self.seats[self.holder(s)] for s in range(self.seat_count)]
        seats = [
            {
                "seat": seat,
                "kind": row.kind,
                "player": row.player,
                "claimed": row.claimed,
                "open": row.open,
                "connected": row.seat in connected,
            }
            for seat, row in enumerate(holders if self.players is not None else self.seats)
        ]
        if self.players is not None:
            for info, row in zip(seats, holders, strict=True):
                info["number"] = row.seat + 1
        return seats

    def _shared_rest(self) -> dict[str, Any]:
        """The members of :meth:`shared_state` after the seats, but the score sheet: the proposal,
        the note, the faced hands, a rotating table's players, the hand record."""
        rest: dict[str, Any] = {
            "proposal": None if self.proposal is None else self.proposal.to_json(),
            "note": None if self.last_note is None else _(self.last_note),
        }
        faced = self.faced()
        if faced:
            rest["faced"] = faced
        if self.players is not None:
            seating = rotation.seating(self.players, self.rubber)
            rest["rotation"] = {
                "players": self.players,
                "rubber": self.rubber + 1,
                "out": [
                    {"number": row.seat + 1, "kind": row.kind, "player": row.player}
                    for row in self.seats
                    if seating[row.seat] is None
                ],
                "results": [{"number": n, "points": p} for n, p in enumerate(self.player_results, 1)],
            }
        if self.game.is_over:
            record = self.records.get(self.deal_number)
            if record is not None:
                rest["record"] = record
        return rest

    def faced_seats(self) -> list[int]:
        """The hands face up on the table because of a claim (RULES 10.9): a claimer's (and the
        dummy he plays) while his claim waits for an answer and, once rejected, to the end of
        the deal. Everybody sees them."""
        claimers = set(self.rejected)
        if self.proposal is not None and self.proposal.kind == "claim":
            claimers.add(self.proposal.seat)
        if not claimers or self.game.is_over:
            return []
        controllers = self.controllers()
        return [seat for seat in range(self.seat_count) if controllers[seat] in claimers]

    def faced(self) -> list[dict[str, Any]]:
        """The cards of :meth:`faced_seats`, each hand in its display order (worked out once per
        action): ``[{"seat": 2, "cards": ["SA", …]}]``."""
        key = (self.seq, id(self.game))
        if self._faced is None or self._faced[0] != key:
            hands = []
            for seat in self.faced_seats():
                shown = seat_view(self.game, seat)
                cards = [
                    card
                    for zone in shown.zones
                    if zone.owner == seat and zone.kind in ("hand", "dummy")
                    for card in zone.cards
                ]
                hands.append({"seat": seat, "cards": cards})
            self._faced = (key, hands)
        return self._faced[1]

    def sheet_state(self) -> dict[str, Any]:
        """The score sheet: each deal's result, the totals, the ledger of the game's scoring
        (they change only when a deal ends)."""
        return {
            "sheet": self.sheet,
            "totals": totals(self.sheet),
            "ledger": self.ledger,
            "scoring": self.keeper.kind,
        }

    def shared_text(self, *, connected: set[int]) -> str:
        """:meth:`shared_state` as JSON text, its closing brace left off (:meth:`seat_text` follows).
        The score sheet's text is kept from one action to the next until a deal ends."""
        key = (id(self.sheet), len(self.sheet), id(self.ledger), language())
        if self._sheet_text is None or self._sheet_text[0] != key:
            self._sheet_text = (key, dumps(self.sheet_state())[1:-1])
        # the seats' text kept while the seats rows (a new list on every change), who is connected
        # and the rubber stay; the rest is mostly nothing (no proposal, no note) between deals' ends
        seen = frozenset(connected)
        rubber = self.rubber if self.players is not None else None
        kept = self._seats_text
        if kept is None or kept[0][0] is not self.seats or kept[0][1] != seen or kept[0][2] != rubber:
            kept = self._seats_text = ((self.seats, seen, rubber), _ENCODER.encode(self._seats_info(seen)))
        if (
            self.proposal is None
            and self.last_note is None
            and self.players is None
            and not self.rejected
            and not self.game.is_over
        ):
            rest = _NOTHING_PROPOSED
        else:
            rest = dumps(self._shared_rest())[1:-1]
        return "".join(
            (
                '{"type":"state","v":1,"table":',
                _ENCODER.encode(self.row.id),
                ',"seq":',
                str(self.seq),
                ',"deal_number":',
                str(self.deal_number + 1),
                ',"seats_info":',
                kept[1],
                ",",
                rest,
                ",",
                self._sheet_text[1],
            )
        )

    def table_views(self) -> views.TableViews:
        """The seat views of the game as it is now, in the current language (built once per action
        and language, whoever asks)."""
        kept = self._views
        lang = language()
        if kept is not None:
            key = kept[0]
            if key[0] == self.seq and key[1] == id(self.game) and key[2] == lang:
                return kept[1]
        key = (self.seq, id(self.game), lang)
        if self._views is None or self._views[0] != key:
            if len(self._zone_texts) > 256:
                self._zone_texts.clear()
            self._views = (
                key,
                views.TableViews(
                    self.game,
                    self.notes,
                    zone_texts=self._zone_texts,
                    fixed_texts=self._fixed_texts,
                    calls_texts=self._calls_texts,
                ),
            )
            self._deciders = {}
            self._controllers = None
        return self._views[1]

    def _decides(self, seat: int, table_views: views.TableViews) -> tuple[int | None, list[int], bool, bool]:
        """For *seat* in the state *table_views* show (:meth:`table_views`): the seat to act it
        decides for (or ``None``), the seats it decides for, whether it is silent (dummy to act:
        declarer plays its cards) and whether it may claim."""
        found = self._deciders.get(seat)
        if found is None:
            to_act = table_views.to_act
            if self._controllers is None:
                self._controllers = self.controllers()
            controllers = self._controllers
            acting = None if to_act is None else int(to_act)
            acts_for = acting if acting is not None and controllers[acting] == seat else None
            silent = acting == seat and acts_for is None
            found = self._deciders[seat] = (
                acts_for,
                [s for s, decider in enumerate(controllers) if decider == seat],
                silent,
                # a hand another seat plays (dummy) never claims: not asked (the game's refusal
                # is an error raised and caught, for that seat after every card)
                controllers[seat] == seat and views.claims_possible(self.game, seat),
            )
        return found

    def seat_text(self, player: int | None) -> str:
        """The part of the ``state`` message for *player* alone, as JSON text after the shared
        part's members: its seat's view (a player sitting out sees what a spectator sees), what
        it decides, invites."""
        seat = player if self.players is None else self.game_seat(player)
        table_views = self.table_views()
        decides: tuple[int | None, list[int], bool, bool] = (
            (None, [], False, False) if seat is None else self._decides(seat, table_views)
        )
        acts_for, deciding, silent, can_claim = decides
        view = table_views.text(seat, acts_for=acts_for, silent=silent)
        parts = [
            '"you":',
            "null" if seat is None else str(seat),
            ',"acts_for":[',
            ",".join(map(str, deciding)),
            '],"can_claim":',
            "true" if can_claim else "false",
        ]
        if self.players is not None:
            parts += [
                ',"sitting_out":',
                "true" if player is not None and seat is None else "false",
                ',"number":',
                "null" if player is None else str(player + 1),
            ]
        if player is not None:
            parts += [',"invites":', self._invites_text()]
        parts += [',"view":', view, "}"]
        return "".join(parts)

    def _invites_text(self) -> str:
        """The open seats' invitations (the same to every seated player) as JSON text, kept while
        the seats (a new list on every change) and the rubber stay."""
        seats, rubber = self.seats, self.rubber if self.players is not None else None
        kept = self._invites
        if kept is not None and kept[0] is seats and kept[1] == rubber:
            return kept[2]
        invites: list[dict[str, Any]] = [
            {"seat": row.seat, "token": row.token}
            if self.players is None
            else {"seat": self.game_seat(row.seat), "number": row.seat + 1, "token": row.token}
            for row in seats
            if row.open and row.token and not row.claimed
        ]
        text = dumps({"invites": invites})[11:-1]  # the list alone
        self._invites = (seats, rubber, text)
        return text

    async def build_record(self, pool: Executor) -> None:
        """The end-of-deal hand record (double-dummy table and par where DDS can), once per deal."""
        if not self.game.is_over or self.deal_number in self.records:
            return
        game, number = self.game, self.deal_number  # the next deal may start while DDS works
        record = await asyncio.get_running_loop().run_in_executor(pool, lambda: views.hand_record(game))
        self.records[number] = record


def sheet_line(game: Game, deal: int) -> dict[str, Any]:
    """The score sheet's line of *game*, over, as deal number *deal*: its contract's label and its
    score as its seat view shows them (the view hook's answers alone, not a whole view)."""
    hook = hook_for(game)
    score = hook.score(game)
    contract = hook.contract(game)
    return {
        "deal": deal,
        "contract": None if contract is None else contract.label,
        "text": "" if score is None else score.text,
        "lines": []
        if score is None
        else [{"label": line.label, "value": line.value} for line in score.lines],
    }


def totals(sheet: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each label's values added over the score sheet."""
    sums: dict[str, int] = {}
    for line in sheet:
        for item in line.get("lines", []):
            value = item.get("value")
            if isinstance(value, int):
                sums[item["label"]] = sums.get(item["label"], 0) + value
    return [{"label": k, "value": v} for k, v in sums.items()]


def dumps(message: Mapping[str, Any]) -> str:
    """A message as compact JSON, suit symbols as they are (UTF-8 on the wire, not ``\\u2660``)."""
    return _ENCODER.encode(message)


#: one encoder for every message (``json.dumps`` with options makes a new one each call)
_ENCODER: Final = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)
#: the shared message's members after the seats when nothing is proposed, noted, faced or recorded
_NOTHING_PROPOSED: Final = '"proposal":null,"note":null'
