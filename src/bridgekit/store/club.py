"""A club evening in the database: directors, table PINs, the round clock, moves, adjusted
scores, confirmations, resent entries and the audit log — next to :mod:`bridgekit.store.events`.

Who did what is always named: a director is ``director:NAME``, a table ``table:N``. Every entry,
correction, confirmation, adjusted score, move and clock change writes a row of the audit log.
A table may enter only its own boards of its *current round* — the first round in which one of
its boards has no accepted result — and change an entry only until the other side accepts it
(as Bridgemate's "accept"); after that only the director corrects it, giving a reason.

>>> import tempfile, pathlib
>>> from bridgekit.store.events import database_url
>>> from bridgekit.tournament.event import MovementSpec, hand_records
>>> club = ClubStore.open(database_url(None, pathlib.Path(tempfile.mkdtemp()) / "club"))
>>> club.create_club("Oxford", "ann", "a long secret")
>>> club.verify_director("Oxford", "ann", "a long secret"), club.verify_director("Oxford", "ann", "guess")
(True, False)
>>> spec = MovementSpec("mitchell", 3, 2)
>>> _ = club.create_event("Oxford", "tue", spec=spec, boards=hand_records(6, seed=1))
>>> club.current_round("tue", 1)
1
>>> e = club.table_enter("tue", 1, board=1, result="4S= N")
>>> club.confirm("tue", 1, e.id).kind, club.audit("tue")[-1].action
('entry', 'confirm')
>>> club.close()
"""

from __future__ import annotations

import datetime as dt
import hmac
import json
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

import sqlalchemy as sa
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats.board import Board
from bridgekit.i18n import _, ngettext
from bridgekit.store import faults
from bridgekit.store.audit_words import AuditRow, movement_words
from bridgekit.store.club_tables import (
    ADJUSTED,
    AUDIT,
    CLOCK,
    CLUB_EVENTS,
    CLUBS,
    CONFIRMATIONS,
    DIRECTORS,
    SESSIONS,
    SUBMISSIONS,
    SWAPS,
    TABLE_PINS,
    _audit,
    _now,
    _store_adjusted,
    _withdraw_adjusted,
    metadata,
)
from bridgekit.store.events import EventInfo, EventStore, StoredEntry, StoreError
from bridgekit.tournament.adjusted import (
    AdjustedResult,
    PairSwap,
    moved_movement,
    moved_result,
    score_with_adjusted,
)
from bridgekit.tournament.event import MovementSpec, check_auction
from bridgekit.tournament.movements import Movement, Seating
from bridgekit.tournament.pages import Results
from bridgekit.tournament.pairs import TableResult, parse_result, standings

__all__ = ["AuditRow", "Clock", "ClubStore", "Session", "director_actor", "table_actor"]

SESSION_HOURS: Final = 14
MIN_PASSWORD: Final = 8
#: a password longer than this is refused before hashing (a pasted file is not a password)
MAX_PASSWORD: Final = 200
#: a club's name fits its column; a director's name fits the audit log's ``director:NAME``
MAX_CLUB_NAME: Final = 200
MAX_DIRECTOR_NAME: Final = 100 - len("director:")
_HASHER: Final = PasswordHasher()


def director_actor(name: str) -> str:
    return f"director:{name}"


def table_actor(table: int) -> str:
    return f"table:{table}"


@dataclass(frozen=True, slots=True)
class Clock:
    """The round being played, when it started and how long it lasts."""

    round: int
    minutes: int
    started_at: dt.datetime

    def remaining(self, now: dt.datetime | None = None) -> int:
        """Seconds left (negative: overtime)."""
        now = now or _now()
        return int(self.minutes * 60 - (now - _aware(self.started_at)).total_seconds())


@dataclass(frozen=True, slots=True)
class Session:
    """A signed-in director (``table`` is None) or a table's device."""

    actor: str
    club_id: int | None
    event: str | None
    table: int | None
    csrf: str

    @property
    def is_director(self) -> bool:
        return self.actor.startswith("director:")


class ClubStore:
    """The club's evening over an :class:`EventStore` (the same database)."""

    def __init__(self, events: EventStore) -> None:
        self.events = events
        self.engine = events.engine
        try:
            faults.handled("preparing the club tables", only_locked=True)(metadata.create_all)(self.engine)
        except SQLAlchemyError as error:
            raise StoreError(
                _("cannot prepare the club tables: {error}").format(error=" ".join(str(error).split())[:300])
            ) from None

    @classmethod
    def open(cls, url: str) -> ClubStore:
        """Open the database at *url* (see :meth:`EventStore.open`)."""
        return cls(EventStore.open(url))

    def close(self) -> None:
        self.events.close()

    # -- clubs and directors ------------------------------------------------------------------

    @faults.handled("creating the club")
    def create_club(self, club: str, director: str, password: str) -> None:
        """Create a club with its first director (the password is kept as an argon2 hash).

        :raises IllegalActionError: if the club exists
        :raises NotationError: for an empty or too long name or a password of the wrong length
        """
        _check_name(club, "club", MAX_CLUB_NAME)
        digest = _password_hash(director, password)
        with self._begin() as conn:  # the club and its director: one transaction, whole or nothing
            if conn.execute(sa.select(CLUBS.c.id).where(CLUBS.c.name == club)).first():
                raise IllegalActionError(_("club {club} exists already").format(club=repr(club)))
            club_id = _new_id(conn.execute(CLUBS.insert().values(name=club, created_at=_now())))
            conn.execute(
                DIRECTORS.insert().values(
                    club_id=club_id, name=director, password_hash=digest, created_at=_now()
                )
            )

    @faults.handled("recording the director")
    def add_director(self, club: str, director: str, password: str) -> None:
        """Add a director to *club* (or set a director's new password)."""
        digest = _password_hash(director, password)
        club_id = self.club_id(club)
        with self._begin() as conn:
            conn.execute(
                DIRECTORS.delete().where(DIRECTORS.c.club_id == club_id, DIRECTORS.c.name == director)
            )
            conn.execute(
                DIRECTORS.insert().values(
                    club_id=club_id, name=director, password_hash=digest, created_at=_now()
                )
            )

    @faults.handled("checking the director's password")
    def verify_director(self, club: str, director: str, password: str) -> bool:
        """Whether *password* is *director*'s of *club* (argon2; unknown names take as long)."""
        if len(password) > MAX_PASSWORD:
            return False
        with self._connect() as conn:
            row = conn.execute(
                sa.select(DIRECTORS.c.password_hash)
                .join(CLUBS, CLUBS.c.id == DIRECTORS.c.club_id)
                .where(CLUBS.c.name == club, DIRECTORS.c.name == director)
            ).first()
        digest = row.password_hash if row else _DUMMY_HASH
        try:
            return _HASHER.verify(digest, password) and row is not None
        except (VerificationError, InvalidHashError):
            return False

    @faults.handled("reading the club")
    def club_id(self, club: str) -> int:
        return self.events._id_by_name(CLUBS, club, lambda: _("no club {club}").format(club=repr(club)))

    @faults.handled("reading the clubs")
    def clubs(self) -> list[str]:
        with self._connect() as conn:
            return [r.name for r in conn.execute(sa.select(CLUBS.c.name).order_by(CLUBS.c.name))]

    # -- events -------------------------------------------------------------------------------

    def create_event(
        self, club: str, name: str, *, spec: MovementSpec, boards: Sequence[Board], **details: Any
    ) -> EventInfo:
        """Create *club*'s event (as :meth:`EventStore.create_event`) and a PIN for each table.

        Two steps, each handled on its own (:mod:`bridgekit.store.faults`): the event, then its
        PINs (:meth:`adopt_event`, which may be done again: a retry never makes a second event).
        """
        self.club_id(club)
        info = self.events.create_event(name, spec=spec, boards=boards, **details)
        self.adopt_event(club, name)
        return info

    @faults.handled("giving the event its table PINs")
    def adopt_event(self, club: str, name: str) -> None:
        """Make an event created elsewhere (``bridgekit event new``) *club*'s, with table PINs."""
        club_id = self.club_id(club)
        event_id = self._event_id(name)
        # a table without a seating (a Mitchell's last table when its N–S pair is missing: the
        # E–W pair that arrives there sits out) gets no PIN: nobody enters results there
        tables = sorted({s.table for s in self.events.event(name).movement.seatings})
        with self._begin() as conn:
            if conn.execute(sa.select(CLUB_EVENTS).where(CLUB_EVENTS.c.event_id == event_id)).first():
                return
            conn.execute(CLUB_EVENTS.insert().values(event_id=event_id, club_id=club_id))
            for table in tables:
                conn.execute(TABLE_PINS.insert().values(event_id=event_id, table_no=table, pin=_pin()))

    @faults.handled("reading the club's events")
    def club_events(self, club: str) -> list[str]:
        """The names of *club*'s events, newest first."""
        from bridgekit.store.events import EVENTS

        club_id = self.club_id(club)
        with self._connect() as conn:
            rows = conn.execute(
                sa.select(EVENTS.c.name)
                .join(CLUB_EVENTS, CLUB_EVENTS.c.event_id == EVENTS.c.id)
                .where(CLUB_EVENTS.c.club_id == club_id)
                .order_by(EVENTS.c.id.desc())
            )
            return [r.name for r in rows]

    @faults.handled("reading the event's club")
    def event_club(self, name: str) -> int | None:
        event_id = self._event_id(name)
        with self._connect() as conn:
            found = conn.execute(
                sa.select(CLUB_EVENTS.c.club_id).where(CLUB_EVENTS.c.event_id == event_id)
            ).scalar()
        return None if found is None else int(found)

    @faults.handled("reading the table PINs")
    def pins(self, name: str) -> dict[int, str]:
        """Table → PIN (printed on the table cards for the director), for the tables where pairs
        sit (an event adopted before this rule may hold a PIN for a sit-out's empty table)."""
        event_id = self._event_id(name)
        seated = {s.table for s in self.events.event(name).movement.seatings}
        with self._connect() as conn:
            rows = conn.execute(sa.select(TABLE_PINS).where(TABLE_PINS.c.event_id == event_id))
            return {r.table_no: r.pin for r in rows if r.table_no in seated}

    @faults.handled("checking the table's PIN")
    def check_pin(self, name: str, table: int, pin: str) -> bool:
        """Whether *pin* is *table*'s PIN for the event (compared in constant time)."""
        if len(pin) > TABLE_PINS.c.pin.type.length:  # type: ignore[attr-defined]
            return False
        expected = self.pins(name).get(table)
        return expected is not None and hmac.compare_digest(expected.encode(), pin.strip().encode())

    # -- sessions -----------------------------------------------------------------------------

    @faults.handled("signing in")
    def new_session(
        self, actor: str, *, club_id: int | None = None, event: str | None = None, table: int | None = None
    ) -> tuple[str, Session]:
        """A new session token (kept only as its SHA-256) and the session with its CSRF token."""
        faults.check_lengths(SESSIONS, {"actor": actor, "event": event}, what="the session")
        token = secrets.token_urlsafe(32)
        session = Session(actor, club_id, event, table, secrets.token_urlsafe(24))
        with self._begin() as conn:
            conn.execute(SESSIONS.delete().where(SESSIONS.c.expires_at < _now()))
            conn.execute(
                SESSIONS.insert().values(
                    token_hash=_digest(token),
                    actor=actor,
                    club_id=club_id,
                    event=event,
                    table_no=table,
                    csrf=session.csrf,
                    expires_at=_now() + dt.timedelta(hours=SESSION_HOURS),
                )
            )
        return token, session

    @faults.handled("reading the session")
    def session(self, token: str) -> Session | None:
        """The live session of *token*, if any."""
        if not token or len(token) > 100:
            return None
        with self._connect() as conn:
            row = conn.execute(sa.select(SESSIONS).where(SESSIONS.c.token_hash == _digest(token))).first()
        if row is None or _aware(row.expires_at) < _now():
            return None
        return Session(row.actor, row.club_id, row.event, row.table_no, row.csrf)

    @faults.handled("signing out")
    def end_session(self, token: str) -> None:
        with self._begin() as conn:
            conn.execute(SESSIONS.delete().where(SESSIONS.c.token_hash == _digest(token)))

    # -- the round clock ----------------------------------------------------------------------

    @faults.handled("starting the round")
    def start_round(self, name: str, round: int, minutes: int, *, by: str) -> Clock:
        """Start (or restart) *round*'s clock for *minutes*.

        :raises NotationError: for a round not in the movement or a length outside 1-120 minutes
        """
        movement = self.events.event(name).movement
        if not 1 <= round <= movement.rounds:
            raise NotationError(
                _("round {round} is not in the {name} (1-{rounds})").format(
                    round=round, name=movement.name, rounds=movement.rounds
                )
            )
        if not 1 <= minutes <= 120:
            raise NotationError(_("a round lasts 1 to 120 minutes, not {minutes}").format(minutes=minutes))
        event_id = self._event_id(name)
        clock = Clock(round, minutes, _now())
        with self._begin() as conn:
            conn.execute(CLOCK.delete().where(CLOCK.c.event_id == event_id))
            conn.execute(
                CLOCK.insert().values(
                    event_id=event_id, round=round, minutes=minutes, started_at=clock.started_at
                )
            )
            _audit(
                conn, event_id, by, "clock", round=round, detail=f"round {round} started, {minutes} minutes"
            )
        return clock

    @faults.handled("reading the round clock")
    def clock(self, name: str) -> Clock | None:
        event_id = self._event_id(name)
        with self._connect() as conn:
            row = conn.execute(sa.select(CLOCK).where(CLOCK.c.event_id == event_id)).first()
        return None if row is None else Clock(row.round, row.minutes, _aware(row.started_at))

    # -- moves --------------------------------------------------------------------------------

    @faults.handled("moving the pairs")
    def swap_pairs(
        self, name: str, from_round: int, first: str, second: str, *, by: str, reason: str = ""
    ) -> None:
        """From *from_round* on, *first* and *second* change places (a late pair takes the sit-out's
        place; a pair leaving early goes where it sits out).

        :raises NotationError: for an unknown pair or round
        """
        movement = self.events.event(name).movement
        if not 1 <= from_round <= movement.rounds:
            raise NotationError(
                _("round {from_round} is not in the {name}").format(from_round=from_round, name=movement.name)
            )
        if first == second:
            raise NotationError(_("a pair cannot change places with itself"))
        faults.check_lengths(SWAPS, {"first": first, "second": second})
        moved_movement(movement, [PairSwap(from_round, first, second)])
        event_id = self._event_id(name)
        with self._begin() as conn:
            conn.execute(
                SWAPS.insert().values(event_id=event_id, from_round=from_round, first=first, second=second)
            )
            _audit(
                conn,
                event_id,
                by,
                "move",
                round=from_round,
                detail=f"{first} and {second} change places",
                reason=reason,
            )

    @faults.handled("reading the moves")
    def swaps(self, name: str) -> list[PairSwap]:
        event_id = self._event_id(name)
        with self._connect() as conn:
            rows = conn.execute(sa.select(SWAPS).where(SWAPS.c.event_id == event_id).order_by(SWAPS.c.id))
            return [PairSwap(r.from_round, r.first, r.second) for r in rows]

    @faults.handled("reading the movement")
    def movement(self, name: str) -> Movement:
        """The movement as played, after the director's moves."""
        return moved_movement(self.events.event(name).movement, self.swaps(name))

    # -- adjusted scores ----------------------------------------------------------------------

    @faults.handled("recording the adjusted score")
    def adjust(
        self,
        name: str,
        board: int,
        ns_award: str,
        ew_award: str,
        *,
        table: int,
        round: int | None = None,
        by: str,
        reason: str,
    ) -> AdjustedResult:
        """Award an artificial adjusted score (Law 12C2) at *table* on *board*; it replaces the
        table's result (which stays stored). A new award for the same table replaces the last.

        :raises NotationError: for a board the table did not play, a bad award or no reason
        """
        from bridgekit.tournament.event import seating_for

        if not reason.strip():
            raise NotationError(_("an adjusted score needs the reason"))
        seating = seating_for(self.events.event(name).movement, board, table=table, round=round)
        award = AdjustedResult.award(
            board, seating.ns, seating.ew, ns_award, ew_award, round=seating.round, table=table
        )
        event_id = self._event_id(name)
        with self._begin() as conn:
            detail = f"adjusted score {award.text}"
            _store_adjusted(conn, event_id, (award,), by=by, reason=reason, detail=detail)
        return award

    @faults.handled("withdrawing the adjusted score")
    def cancel_adjusted(self, name: str, board: int, *, table: int, by: str, reason: str) -> None:
        """Withdraw the adjusted score at *table* on *board*: the table's result counts again."""
        if not reason.strip():
            raise NotationError(_("withdrawing an adjusted score needs the reason"))
        event_id = self._event_id(name)
        with self._begin() as conn:
            missing = _("board {board} at table {table} has no adjusted score").format(
                board=board, table=table
            )
            _withdraw_adjusted(conn, event_id, board, (table,), by=by, reason=reason, missing=missing)

    @faults.handled("reading the adjusted scores")
    def adjusted(self, name: str) -> list[AdjustedResult]:
        """The adjusted scores in force (under the movement's places)."""
        event_id = self._event_id(name)
        with self._connect() as conn:
            rows = conn.execute(
                sa.select(ADJUSTED)
                .where(ADJUSTED.c.event_id == event_id, ADJUSTED.c.active.is_(True))
                .order_by(ADJUSTED.c.board, ADJUSTED.c.table_no)
            )
            return [
                AdjustedResult.award(
                    r.board, r.ns, r.ew, r.ns_award, r.ew_award, round=r.round, table=r.table_no
                )
                for r in rows
            ]

    @faults.handled("recording the late pair's adjusted scores")
    def late_pair(self, name: str, pair: str, rounds: Sequence[int], *, by: str) -> list[AdjustedResult]:
        """A pair that missed *rounds*: average-minus to it and average-plus to its opponents on
        each board of those rounds (Law 12C2, the late pair at fault)."""
        movement = self.movement(name)
        awards = []
        for seating in movement.seatings_of(pair):
            if seating.round in rounds:
                ns_award, ew_award = ("A-", "A+") if seating.ns == pair else ("A+", "A-")
                for board in seating.boards:
                    awards.append(
                        self.adjust(
                            name,
                            board,
                            ns_award,
                            ew_award,
                            table=seating.table,
                            round=seating.round,
                            by=by,
                            reason=f"{pair} late: round {seating.round} not played",
                        )
                    )
        if not awards:
            raise NotationError(
                _("pair {pair} plays no board in rounds {rounds}").format(
                    pair=repr(pair), rounds=list(rounds)
                )
            )
        return awards

    # -- entries from the tables --------------------------------------------------------------

    @faults.handled("reading the table's round")
    def current_round(self, name: str, table: int) -> int | None:
        """The table's current round: the first in which one of its boards has no accepted result
        (or adjusted score); ``None`` when the table has finished."""
        movement = self.events.event(name).movement
        done = self._done_boards(name)
        for seating in movement.seatings:
            if seating.table == table and any((b, seating.round, table) not in done for b in seating.boards):
                return seating.round
        if not any(s.table == table for s in movement.seatings):
            raise NotationError(_("no table {table} in the {name}").format(table=table, name=movement.name))
        return None

    @faults.handled("reading the table's seating")
    def table_seating(self, name: str, table: int) -> Seating | None:
        """The table's seating (with the real pairs) in its current round."""
        round = self.current_round(name, table)
        return None if round is None else self.movement(name).seating(round, table)

    @faults.handled("entering the result")
    def table_enter(
        self,
        name: str,
        table: int,
        *,
        board: int,
        result: str,
        lead: str | None = None,
        key: str | None = None,
        auction: str = "",
    ) -> StoredEntry:
        """*table*'s device enters *board*: its own board of its current round. A second entry of
        an entry not yet accepted changes it (a correction by the table); an accepted one only the
        director changes. With *key*, an entry sent again (after a lost answer) is stored once.

        :raises IllegalActionError: for a board of another table or round, or an accepted result
        :raises NotationError: for a result that cannot happen
        """
        resent = self._resent(name, key)
        if resent is not None:
            return resent
        round = self.current_round(name, table)
        if round is None:
            raise IllegalActionError(
                _("table {table} has finished: every board has an accepted result").format(table=table)
            )
        seating = self.events.event(name).movement.seating(round, table)
        if board not in seating.boards:
            raise IllegalActionError(
                _("table {table} plays boards {boards} in round {round}, not board {board}").format(
                    table=table, boards=_span(seating.boards), round=round, board=board
                )
            )
        if any(a.board == board and a.table == table and a.round == round for a in self.adjusted(name)):
            raise IllegalActionError(
                _("board {board} at table {table} has the director's adjusted score").format(
                    board=board, table=table
                )
            )
        text = TableResult(board, seating.ns, seating.ew, *parse_result(result)).text
        if auction.strip():
            auction = check_auction(board, auction, text)
        actor = table_actor(table)
        last = self._latest(name, board, seating)
        if last is not None and self._confirmed(last.id):
            raise IllegalActionError(
                _("board {board} at table {table} was accepted: ask the director to correct it").format(
                    board=board, table=table
                )
            )
        if (
            last is not None
            and last.entered_by == actor
            and last.text == text
            and (last.lead or None) == (lead.upper() if lead else None)
        ):
            self._record_once(name, actor, "entry" if last.version == 1 else "change", last, key)
            return last  # the same entry sent again: stored once
        write = self.events.enter if last is None else self.events.correct
        try:
            entry = write(name, board, result, table=table, round=round, lead=lead, by=actor)
        except IllegalActionError:
            # The same key lost on the way back while a twin request stored it: answer with it.
            again = self._latest(name, board, seating)
            if key is not None and again is not None and again.entered_by == actor and again.text == text:
                return again
            raise
        self._record(name, actor, "entry" if last is None else "change", entry, key, detail=auction[:300])
        return entry

    @faults.handled("accepting the result")
    def confirm(self, name: str, table: int, entry_id: int) -> StoredEntry:
        """The other side at *table* accepts the entry *entry_id* (idempotent).

        :raises IllegalActionError: for an entry of another table or one since changed
        """
        entry = self._entry_by_id(name, entry_id)
        if entry.table != table:
            raise IllegalActionError(
                _("table {table} cannot accept a result of table {table2}").format(
                    table=table, table2=entry.table
                )
            )
        seating = self.events.event(name).movement.seating(entry.round, entry.table)
        latest = self._latest(name, entry.board, seating)
        if latest is None or latest.id != entry.id:
            raise IllegalActionError(
                _("board {board} at table {table} was changed since: accept the new result").format(
                    board=entry.board, table=table
                )
            )
        if not self._confirmed(entry.id):
            event_id = self._event_id(name)
            try:
                with self._begin() as conn:
                    conn.execute(
                        CONFIRMATIONS.insert().values(entry_id=entry.id, by=table_actor(table), at=_now())
                    )
                    _audit(
                        conn,
                        event_id,
                        table_actor(table),
                        "confirm",
                        entry=entry,
                        detail=f"accepted {entry.text}",
                    )
            except IntegrityError:
                pass  # accepted at the same moment by a twin request
        return entry

    @faults.handled("entering the director's result")
    def director_enter(
        self,
        name: str,
        director: str,
        *,
        board: int,
        table: int,
        result: str,
        round: int | None = None,
        lead: str | None = None,
        reason: str = "",
        key: str | None = None,
    ) -> StoredEntry:
        """The director enters or corrects a result of any table (a correction needs the reason);
        the director's entries count as accepted."""
        resent = self._resent(name, key)
        if resent is not None:
            return resent
        from bridgekit.tournament.event import seating_for

        seating = seating_for(self.events.event(name).movement, board, table=table, round=round)
        last = self._latest(name, board, seating)
        actor = director_actor(director)
        text = TableResult(board, seating.ns, seating.ew, *parse_result(result)).text
        if (
            last is not None
            and last.entered_by == actor
            and last.text == text
            and (last.lead or None) == (lead.upper() if lead else None)
        ):
            # The same entry sent again (its answer, or a step after it, was lost): stored once.
            self._accept(actor, last)
            self._record_once(name, actor, "entry" if last.version == 1 else "correction", last, key, reason)
            return last
        if last is not None and not reason.strip():
            raise NotationError(
                _(
                    "board {board} at table {table} has a result ({text}): a correction needs the reason"
                ).format(board=board, table=table, text=last.text)
            )
        write = self.events.enter if last is None else self.events.correct
        entry = write(name, board, result, table=table, round=seating.round, lead=lead, by=actor)
        self._accept(actor, entry)
        self._record(name, actor, "entry" if last is None else "correction", entry, key, reason=reason)
        return entry

    @faults.handled("reading the accepted results")
    def entry_state(self, name: str) -> dict[int, bool]:
        """Entry id → whether it is accepted."""
        with self._connect() as conn:
            ids = {r.entry_id for r in conn.execute(sa.select(CONFIRMATIONS.c.entry_id))}
        return {e.id: e.id in ids for e in self.events.entries(name)}

    # -- results ------------------------------------------------------------------------------

    @faults.handled("reading the results")
    def results(self, name: str) -> tuple[list[TableResult], list[AdjustedResult]]:
        """The current table results and adjusted scores with the pairs that really sat there."""
        swaps = self.swaps(name)
        results = [moved_result(r, swaps) for r in self.events.current(name)]
        adjusted = [moved_result(a, swaps) for a in self.adjusted(name)]
        return results, adjusted  # type: ignore[return-value]

    @faults.handled("scoring the event")
    def scored(self, name: str, method: str | None = None) -> Results:
        """The event scored so far, adjusted scores and moves included, as results pages (a teams
        event in IMPs and victory points: :mod:`bridgekit.store.club_teams`)."""
        info = self.events.event(name)
        if info.spec.kind == "teams":
            from bridgekit.store.club_teams import teams_scored

            return teams_scored(self, name)
        movement = self.movement(name)
        results, adjusted = self.results(name)
        scored = score_with_adjusted(
            results,
            adjusted,
            method=(method or info.method),  # type: ignore[arg-type]
            expected=movement.plays_per_board or None,
        )
        fields = {pair: movement.direction(pair) for pair in movement.pairs} if movement.fields == 2 else None
        boards, rounds = self.events.boards(name), movement.rounds
        return Results(
            info.title,
            boards,
            scored,
            standings(scored, fields=fields),
            self.events.names(name),
            date=info.date,
            movement=_("{movement}, {rounds}, {boards}").format(
                movement=movement_words(movement.name),
                rounds=ngettext("{count} round", "{count} rounds", rounds).format(count=rounds),
                boards=ngettext("{count} board", "{count} boards", len(boards)).format(count=len(boards)),
            ),
            method=method or info.method,
        )

    @faults.handled("reading the finished boards")
    def finished_boards(self, name: str) -> set[int]:
        """Boards with an accepted result (or adjusted score) at every table that plays them."""
        movement = self.events.event(name).movement
        done = self._done_boards(name)
        boards = {b for s in movement.seatings for b in s.boards}
        return {
            b
            for b in boards
            if all((b, s.round, s.table) in done for s in movement.seatings if b in s.boards)
        }

    @faults.handled("reading the audit log")
    def audit(self, name: str) -> list[AuditRow]:
        """Every audit row of the event, oldest first."""
        event_id = self._event_id(name)
        with self._connect() as conn:
            rows = conn.execute(sa.select(AUDIT).where(AUDIT.c.event_id == event_id).order_by(AUDIT.c.id))
            return [
                AuditRow(
                    r.id,
                    _aware(r.at),
                    r.actor,
                    r.action,
                    r.board,
                    r.table_no,
                    r.round,
                    r.entry_id,
                    r.detail,
                    r.reason,
                )
                for r in rows
            ]

    @faults.handled("reading the event's version")
    def version(self, name: str) -> int:
        """A number that grows with every change to the event (for live pages)."""
        event_id = self._event_id(name)
        with self._connect() as conn:
            found = conn.execute(
                sa.select(sa.func.max(AUDIT.c.id)).where(AUDIT.c.event_id == event_id)
            ).scalar()
        return int(found or 0)

    # -- internals ----------------------------------------------------------------------------

    def _done_boards(self, name: str) -> set[tuple[int, int, int]]:
        """(board, round, table) with an accepted latest entry or an adjusted score."""
        entries = self.events.entries(name)
        latest: dict[tuple[int, int, int], StoredEntry] = {}
        for entry in entries:
            latest[entry.board, entry.round, entry.table] = entry
        with self._connect() as conn:
            accepted = {r.entry_id for r in conn.execute(sa.select(CONFIRMATIONS.c.entry_id))}
        done = {key for key, entry in latest.items() if entry.id in accepted}
        done |= {(a.board, a.round or 0, a.table or 0) for a in self.adjusted(name)}
        return done

    def _latest(self, name: str, board: int, seating: Seating) -> StoredEntry | None:
        found = None
        for entry in self.events.entries(name):
            if entry.board == board and entry.round == seating.round and entry.table == seating.table:
                found = entry
        return found

    def _confirmed(self, entry_id: int) -> bool:
        with self._connect() as conn:
            return (
                conn.execute(
                    sa.select(CONFIRMATIONS.c.entry_id).where(CONFIRMATIONS.c.entry_id == entry_id)
                ).first()
                is not None
            )

    def _entry_by_id(self, name: str, entry_id: int) -> StoredEntry:
        for entry in self.events.entries(name):
            if entry.id == entry_id:
                return entry
        raise NotationError(
            _("no entry #{entry_id} in event {name}").format(entry_id=entry_id, name=repr(name))
        )

    def _resent(self, name: str, key: str | None) -> StoredEntry | None:
        """The entry stored under *key* when it is sent again (after a lost answer); else None."""
        if key is None:
            return None
        _check_key(key)
        event_id = self._event_id(name)
        with self._connect() as conn:
            row = conn.execute(
                sa.select(SUBMISSIONS.c.response).where(
                    SUBMISSIONS.c.event_id == event_id, SUBMISSIONS.c.key == key
                )
            ).first()
        return None if row is None else self._entry_by_id(name, int(json.loads(row.response)["entry"]))

    def _record(
        self,
        name: str,
        actor: str,
        action: str,
        entry: StoredEntry,
        key: str | None,
        *,
        reason: str = "",
        detail: str = "",
    ) -> None:
        event_id = self._event_id(name)
        with self._begin() as conn:
            if (
                key is not None
                and not conn.execute(
                    sa.select(SUBMISSIONS.c.key).where(
                        SUBMISSIONS.c.event_id == event_id, SUBMISSIONS.c.key == key
                    )
                ).first()
            ):
                conn.execute(
                    SUBMISSIONS.insert().values(
                        event_id=event_id, key=key, response=json.dumps({"entry": entry.id}), at=_now()
                    )
                )
            text = (
                f"{entry.text}"
                + (f" lead {entry.lead}" if entry.lead else "")
                + (f"; auction {detail}" if detail else "")
            )
            _audit(conn, event_id, actor, action, entry=entry, detail=text, reason=reason)

    def _accept(self, actor: str, entry: StoredEntry) -> None:
        """Mark *entry* accepted (once)."""
        if self._confirmed(entry.id):
            return
        try:
            with self._begin() as conn:
                conn.execute(CONFIRMATIONS.insert().values(entry_id=entry.id, by=actor, at=_now()))
        except IntegrityError:
            pass  # accepted at the same moment by a twin request

    def _record_once(
        self, name: str, actor: str, action: str, entry: StoredEntry, key: str | None, reason: str = ""
    ) -> None:
        """Write *entry*'s audit row (and its key) unless it is written: a step that a lost
        connection kept from being done is done when the entry is sent again."""
        event_id = self._event_id(name)
        with self._connect() as conn:
            logged = conn.execute(
                sa.select(AUDIT.c.id).where(
                    AUDIT.c.event_id == event_id,
                    AUDIT.c.entry_id == entry.id,
                    AUDIT.c.action.in_(("entry", "change", "correction")),
                )
            ).first()
        if logged is None:
            self._record(name, actor, action, entry, key, reason=reason)

    def _event_id(self, name: str) -> int:
        return self.events._event_id(name)

    def _connect(self) -> sa.Connection:
        return self.events._connect()

    def _begin(self) -> Any:
        return self.events._begin()


def _check_name(name: str, what: str, limit: int) -> None:
    if not name.strip() or len(name) > limit:
        raise NotationError(
            _("a {what}'s name has 1 to {limit} characters, not {count}: nothing was written").format(
                what=what, limit=limit, count=len(name)
            )
        )


def _password_hash(director: str, password: str) -> str:
    """The argon2 hash of a director's password, the name and the password checked first."""
    _check_name(director, "director", MAX_DIRECTOR_NAME)
    if len(password) < MIN_PASSWORD:
        raise NotationError(
            _("a director's password needs at least {count} characters").format(count=MIN_PASSWORD)
        )
    if len(password) > MAX_PASSWORD:
        raise NotationError(
            _(
                "a director's password has at most {limit} characters, not {count}: nothing was written"
            ).format(limit=MAX_PASSWORD, count=len(password))
        )
    return _HASHER.hash(password)


def _check_key(key: str) -> None:
    if not 8 <= len(key) <= 80 or not all(ch.isalnum() or ch in "-_" for ch in key):
        raise NotationError(_("an idempotency key has 8 to 80 letters, digits, '-' or '_'"))


def _span(boards: Sequence[int]) -> str:
    return f"{boards[0]}-{boards[-1]}" if len(boards) > 1 else str(boards[0])


def _pin() -> str:
    return f"{secrets.randbelow(10_000):04d}"


def _digest(token: str) -> str:
    import hashlib

    return hashlib.sha256(token.encode()).hexdigest()


def _new_id(done: sa.CursorResult[Any]) -> int:
    key = done.inserted_primary_key
    assert key is not None
    return int(key[0])


def _aware(moment: dt.datetime) -> dt.datetime:
    """SQLite gives naive datetimes back: they were stored in UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)


_DUMMY_HASH: Final = _HASHER.hash("no such director")
