"""A table's state in a server process, and who sits where and decides for whom.

:class:`TableState` holds what a :class:`~bridgekit.server.rooms.Room` is made of (its game, its
seats, its log's position, the texts its messages keep from one action to the next) and answers
who decides for a seat (declarer for dummy), who holds a seat at a rotating table (RULES 9.3)
and who answers a proposal. The room's other parts build on it: the messages
(:mod:`~bridgekit.server.messages`), the proposals (:mod:`~bridgekit.server.proposals`), the
robots' turns (:mod:`~bridgekit.server.robot_turns`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor
from typing import Any

from bridgekit.robots import Robot
from bridgekit.server import rotation, views
from bridgekit.server.actions import Proposal
from bridgekit.server.db import Event, SeatRow, Store, TableRow
from bridgekit.server.sheets import Keeper
from bridgekit.state import Game, Phase

__all__ = ["TableState"]

#: Games whose partnerships sit N-S / E-W with a dummy played by declarer.
_DUMMY_GAMES = frozenset({"bridge", "minibridge"})


class TableState:
    """One table's state and seating (see the module's doc)."""

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
        self.listeners: list[Callable[[Any], Awaitable[None]]] = []
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

    def opponents(self, seat: int) -> list[int]:
        """The seats whose answer a claim or undo by *seat* needs (the other side; else everyone else)."""
        dummy = self.dummy()
        if self.seat_count == 4 and self.row.game in _DUMMY_GAMES | {"chinese_bridge"}:
            return [s for s in range(4) if s % 2 != seat % 2]
        return [s for s in range(self.seat_count) if s != seat and s != dummy]

    # -- the room's own (rooms.Room): what the other parts of the room call ------------------------

    def _check(self, seat: int | None, action: str) -> None:
        """Raise :class:`~bridgekit.server.actions.ActionError` unless *seat* may take *action* now."""
        raise NotImplementedError

    async def _commit(self, seat: int | None, action: str, note: str | None) -> None:
        """Append *action* to the log, apply it, tell everyone."""
        raise NotImplementedError

    def _apply(self, seat: int | None, action: str, note: str | None, move: Any = None) -> None:
        """Apply *action* (logged) to the game."""
        raise NotImplementedError

    async def propose(
        self, player: int | None, kind: str, amount: int, pool: Executor, *, line: str | None = None
    ) -> None:
        """Propose a claim or an undo (:class:`~bridgekit.server.proposals.Proposals`)."""
        raise NotImplementedError

    async def _robot_answers(self, pool: Executor) -> None:
        """The robots' answers to a proposal (:class:`~bridgekit.server.robot_turns.RobotTurns`)."""
        raise NotImplementedError
