"""Events in a database: SQLite by default (a file next to the event), PostgreSQL by URL.

Every result a table enters is a new row and stays: a correction is a new row that names the
row it corrects, and the current result of a table on a board is its latest row (no silent
overwrite). Bad input — a board that table did not play, an impossible result, a second
entry where a correction is meant — is refused with a :class:`~bridgekit.errors.BridgeError`
and nothing already stored changes.

>>> import tempfile, pathlib
>>> from bridgekit.tournament.event import MovementSpec, hand_records
>>> store = EventStore.open(database_url(None, pathlib.Path(tempfile.mkdtemp()) / "club"))
>>> _ = store.create_event("club", spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6, seed=1))
>>> store.enter("club", 1, "3NT= N", table=1).kind
'entry'
>>> store.correct("club", 1, "3NT+1 N", table=1).kind
'correction'
>>> [r.text for r in store.current("club")], len(store.entries("club"))
(['3NT+1 N'], 2)
>>> store.close()
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from bridgekit.cards import Card
from bridgekit.deal import Deal, collector_paused
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats.board import Board
from bridgekit.seats import board_dealer, board_vulnerability
from bridgekit.store import faults
from bridgekit.store.faults import StoreError
from bridgekit.tournament.event import MovementSpec, seating_for
from bridgekit.tournament.movements import Movement
from bridgekit.tournament.pairs import TableResult, parse_result

__all__ = ["EventInfo", "EventStore", "StoreError", "StoredEntry", "database_url"]


_META = sa.MetaData()
EVENTS = sa.Table(
    "bk_events",
    _META,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("name", sa.String(200), nullable=False, unique=True),
    sa.Column("title", sa.String(400), nullable=False),
    sa.Column("date", sa.String(20), nullable=False),
    sa.Column("movement", sa.Text, nullable=False),
    sa.Column("method", sa.String(40), nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
)
BOARDS = sa.Table(
    "bk_boards",
    _META,
    sa.Column("event_id", sa.ForeignKey("bk_events.id"), primary_key=True),
    sa.Column("number", sa.Integer, primary_key=True),
    sa.Column("deal", sa.String(80), nullable=False),
)
PAIRS = sa.Table(
    "bk_pairs",
    _META,
    sa.Column("event_id", sa.ForeignKey("bk_events.id"), primary_key=True),
    sa.Column("pair", sa.String(20), primary_key=True),
    sa.Column("names", sa.String(400), nullable=False),
)
ENTRIES = sa.Table(
    "bk_entries",
    _META,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("event_id", sa.ForeignKey("bk_events.id"), nullable=False),
    sa.Column("board", sa.Integer, nullable=False),
    sa.Column("round", sa.Integer, nullable=False),
    sa.Column("table_no", sa.Integer, nullable=False),
    sa.Column("ns", sa.String(20), nullable=False),
    sa.Column("ew", sa.String(20), nullable=False),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("result", sa.String(40), nullable=False),
    sa.Column("lead", sa.String(4), nullable=True),
    sa.Column("kind", sa.String(20), nullable=False),
    sa.Column("supersedes", sa.Integer, nullable=True),
    sa.Column("entered_by", sa.String(100), nullable=False),
    sa.Column("entered_at", sa.DateTime(timezone=True), nullable=False),
    # Two writers cannot both make version n of one table's result: one of them fails and retries.
    sa.UniqueConstraint("event_id", "board", "ns", "ew", "version", name="bk_entries_one_version"),
)


def database_url(db: str | None, event: str | os.PathLike[str]) -> str:
    """The SQLAlchemy URL: *db* if given (``postgresql://`` uses psycopg 3), else an SQLite file
    next to the event (``club.sqlite`` for the event ``club``).

    >>> database_url("postgresql://u@localhost/bk", "club")
    'postgresql+psycopg://u@localhost/bk'
    >>> database_url(None, "club")
    'sqlite:///club.sqlite'
    """
    if db is None:
        return f"sqlite:///{Path(event).with_suffix('.sqlite')}"
    if db.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + db.split("://", 1)[1]
    if db.startswith(("sqlite:", "postgresql+")):
        return db
    return f"sqlite:///{db}"


@dataclass(frozen=True, slots=True)
class EventInfo:
    name: str
    title: str
    date: str
    spec: MovementSpec
    method: str

    @property
    def movement(self) -> Movement:
        return self.spec.build()


@dataclass(frozen=True, slots=True)
class StoredEntry:
    """One stored row: an entry or a correction of a table's result on a board."""

    id: int
    board: int
    round: int
    table: int
    ns: str
    ew: str
    version: int
    text: str
    lead: str | None
    kind: str
    supersedes: int | None
    entered_by: str
    entered_at: dt.datetime

    def table_result(self) -> TableResult:
        contract, declarer, tricks = parse_result(self.text)
        lead = Card.from_str(self.lead) if self.lead else None
        return TableResult(
            self.board, self.ns, self.ew, contract, declarer, tricks, lead, self.round, self.table
        )


class EventStore:
    """Events, boards and results in one database (SQLAlchemy Core)."""

    def __init__(self, engine: sa.Engine) -> None:
        self.engine = engine

    @classmethod
    def open(cls, url: str) -> EventStore:
        """Connect to *url* and create the tables if they are missing.

        :raises StoreError: if the database cannot be reached
        """
        try:
            engine = sa.create_engine(url, pool_pre_ping=True)  # a dropped connection is not reused
            faults.handled(f"opening the database {_safe(url)}", only_locked=True)(_META.create_all)(engine)
        except (SQLAlchemyError, ImportError) as error:
            raise StoreError(f"cannot open the database {_safe(url)}: {_reason(error)}") from None
        return cls(engine)

    def close(self) -> None:
        self.engine.dispose()

    # -- events -------------------------------------------------------------------------------

    @faults.handled("creating the event")
    def create_event(
        self,
        name: str,
        *,
        spec: MovementSpec,
        boards: Sequence[Board],
        title: str = "",
        date: str = "",
        method: str = "matchpoints",
        names: dict[str, str] | None = None,
    ) -> EventInfo:
        """Store a new event with its movement and boards.

        :raises IllegalActionError: if an event of that name exists
        :raises NotationError: if boards are missing for the movement
        """
        movement = spec.build()
        numbers = {b.number for b in boards if b.deal is not None}
        missing = sorted(set(range(1, movement.board_count + 1)) - numbers)
        if missing:
            raise NotationError(f"the movement needs boards 1-{movement.board_count}; missing {missing[:5]}")
        date = date or dt.date.today().isoformat()
        fields = {"name": name, "title": title or name, "date": date, "method": method}
        faults.check_lengths(EVENTS, fields, what="the event")
        for pair, players in (names or {}).items():
            faults.check_lengths(PAIRS, {"names": players}, what=f"pair {pair}")
        with self._begin() as conn:
            if conn.execute(sa.select(EVENTS.c.id).where(EVENTS.c.name == name)).first():
                raise IllegalActionError(f"event {name!r} exists already")
            event_id = _new_id(
                conn.execute(
                    EVENTS.insert().values(
                        name=name,
                        title=title or name,
                        date=date,
                        movement=spec.to_json(),
                        method=method,
                        created_at=_now(),
                    )
                )
            )
            conn.execute(
                BOARDS.insert(),
                [{"event_id": event_id, "number": b.number, "deal": b.deal.pbn()} for b in boards if b.deal],
            )
            for pair in movement.pairs:
                conn.execute(
                    PAIRS.insert().values(event_id=event_id, pair=pair, names=(names or {}).get(pair, ""))
                )
        return EventInfo(name, title or name, date, spec, method)

    @faults.handled("reading the event")
    def event(self, name: str) -> EventInfo:
        """The stored event.

        :raises NotationError: if there is no such event
        """
        with self._connect() as conn:
            row = conn.execute(sa.select(EVENTS).where(EVENTS.c.name == name)).first()
        if row is None:
            raise NotationError(f"no event {name!r} in this database")
        return EventInfo(row.name, row.title, row.date, MovementSpec.from_json(row.movement), row.method)

    @faults.handled("reading the boards")
    def boards(self, name: str) -> list[Board]:
        """The event's boards with their deals, dealers and vulnerability (RULES 6.1)."""
        event_id = self._event_id(name)
        with self._connect() as conn:
            rows = conn.execute(
                sa.select(BOARDS).where(BOARDS.c.event_id == event_id).order_by(BOARDS.c.number)
            )
            return [
                Board(
                    number=r.number,
                    deal=Deal.from_pbn(r.deal),
                    dealer=board_dealer(r.number),
                    vulnerability=board_vulnerability(r.number),
                )
                for r in rows
            ]

    @faults.handled("reading the players' names")
    def names(self, name: str) -> dict[str, str]:
        """Pair → players' names."""
        event_id = self._event_id(name)
        with self._connect() as conn:
            rows = conn.execute(sa.select(PAIRS).where(PAIRS.c.event_id == event_id))
            return {r.pair: r.names for r in rows}

    @faults.handled("recording the players' names")
    def set_names(self, name: str, pair: str, names: str) -> None:
        """Record the players of *pair*.

        :raises NotationError: for a pair not in the movement
        """
        faults.check_lengths(PAIRS, {"names": names}, what=f"pair {pair}")
        event_id = self._event_id(name)
        with self._begin() as conn:
            done = conn.execute(
                PAIRS.update().where(PAIRS.c.event_id == event_id, PAIRS.c.pair == pair).values(names=names)
            )
            if done.rowcount == 0:
                raise NotationError(f"no pair {pair!r} in event {name!r}")

    # -- results ------------------------------------------------------------------------------

    @faults.handled("entering the result")
    def enter(self, name: str, board: int, result: str, **where: object) -> StoredEntry:
        """Enter a table's result. *where*: ``table``, ``round``, ``ns``, ``ew`` to find the
        seating; ``lead`` (e.g. ``"SA"``) and ``by`` (who entered it) are kept too.

        :raises NotationError: for a result that cannot happen or a board that table did not play
        :raises IllegalActionError: if that table has a result already (correct it instead)
        """
        return self._append(name, board, result, correction=False, **where)

    @faults.handled("correcting the result")
    def correct(self, name: str, board: int, result: str, **where: object) -> StoredEntry:
        """Correct a table's result: a new row that supersedes the current one.

        :raises IllegalActionError: if there is nothing to correct
        """
        return self._append(name, board, result, correction=True, **where)

    @faults.handled("reading the results")
    def entries(self, name: str) -> list[StoredEntry]:
        """Every row ever entered for the event, oldest first."""
        event_id = self._event_id(name)
        with self._connect() as conn:
            rows = conn.execute(
                sa.select(ENTRIES).where(ENTRIES.c.event_id == event_id).order_by(ENTRIES.c.id)
            )
            return [_entry(row) for row in rows]

    def current(self, name: str) -> list[TableResult]:
        """The current result of each table on each board: its latest row.

        Reads only the columns of a result; each distinct result text is parsed once.
        """
        event_id = self._event_id(name)
        c = ENTRIES.c
        query = sa.select(c.board, c.ns, c.ew, c.table_no, c.round, c.result, c.lead)
        with collector_paused(), self._connect() as conn:
            rows = conn.execute(query.where(c.event_id == event_id).order_by(c.id)).all()
            latest = {(row[0], row[1], row[2]): row for row in rows}
            return [
                TableResult(board, ns, ew, *parse_result(text), _card(lead), round_, table)
                for board, ns, ew, table, round_, text, lead in sorted(
                    latest.values(), key=lambda r: (r[0], r[3])
                )
            ]

    # -- internals ----------------------------------------------------------------------------

    def _append(
        self, name: str, board: int, result: str, *, correction: bool, **where: object
    ) -> StoredEntry:
        info = self.event(name)
        lead = where.pop("lead", None)
        by = str(where.pop("by", "") or "")
        faults.check_lengths(ENTRIES, {"entered_by": by})
        unknown = set(where) - {"table", "round", "ns", "ew"}
        if unknown:
            raise NotationError(f"unknown detail of a result: {sorted(unknown)}")
        seating = seating_for(info.movement, board, **where)  # type: ignore[arg-type]
        contract, declarer, tricks = parse_result(result)
        lead_card = Card.from_str(str(lead)) if lead else None
        checked = TableResult(board, seating.ns, seating.ew, contract, declarer, tricks, lead_card)
        event_id = self._event_id(name)
        key = (
            ENTRIES.c.event_id == event_id,
            ENTRIES.c.board == board,
            ENTRIES.c.ns == seating.ns,
            ENTRIES.c.ew == seating.ew,
        )
        try:
            with self._begin() as conn:
                last = conn.execute(sa.select(ENTRIES).where(*key).order_by(ENTRIES.c.version.desc())).first()
                if last is not None and not correction:
                    raise IllegalActionError(
                        f"board {board} at table {seating.table} (round {seating.round}) has a result "
                        f"already: {last.result}; enter a correction instead"
                    )
                if last is None and correction:
                    raise IllegalActionError(
                        f"board {board} at table {seating.table} has no result to correct"
                    )
                values = {
                    "event_id": event_id,
                    "board": board,
                    "round": seating.round,
                    "table_no": seating.table,
                    "ns": seating.ns,
                    "ew": seating.ew,
                    "version": 1 if last is None else last.version + 1,
                    "result": checked.text,
                    "lead": str(lead_card) if lead_card else None,
                    "kind": "correction" if correction else "entry",
                    "supersedes": None if last is None else last.id,
                    "entered_by": by,
                    "entered_at": _now(),
                }
                new_id = _new_id(conn.execute(ENTRIES.insert().values(**values)))
                row = conn.execute(sa.select(ENTRIES).where(ENTRIES.c.id == new_id)).one()
        except IntegrityError:
            raise IllegalActionError(
                f"board {board} at table {seating.table} was entered at the same moment elsewhere; try again"
            ) from None
        return _entry(row)

    def _event_id(self, name: str) -> int:
        with self._connect() as conn:
            found = conn.execute(sa.select(EVENTS.c.id).where(EVENTS.c.name == name)).scalar()
        if found is None:
            raise NotationError(f"no event {name!r} in this database")
        return int(found)

    def _connect(self) -> sa.Connection:
        try:
            return self.engine.connect()
        except SQLAlchemyError as error:
            raise StoreError(
                f"cannot reach the database: {_reason(error)}; nothing recorded before was lost"
            ) from None

    def _begin(self) -> _Transaction:
        return _Transaction(self._connect())


class _Transaction:
    """A connection in a transaction that commits on success and rolls back on any error."""

    def __init__(self, conn: sa.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> sa.Connection:
        self.conn.begin()
        return self.conn

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        try:
            if kind is None:
                faults.commit(self.conn)  # a connection lost in the commit: in doubt, not retried
            else:
                self.conn.rollback()
        finally:
            self.conn.close()


@lru_cache(maxsize=64)
def _card(lead: str | None) -> Card | None:
    return Card.from_str(lead) if lead else None


def _entry(row: sa.Row[object]) -> StoredEntry:
    m = row._mapping
    return StoredEntry(
        m["id"],
        m["board"],
        m["round"],
        m["table_no"],
        m["ns"],
        m["ew"],
        m["version"],
        m["result"],
        m["lead"],
        m["kind"],
        m["supersedes"],
        m["entered_by"],
        m["entered_at"],
    )


def _new_id(done: sa.CursorResult[object]) -> int:
    key = done.inserted_primary_key
    assert key is not None
    return int(key[0])


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _reason(error: BaseException) -> str:
    return " ".join(str(getattr(error, "orig", None) or error).split())[:300]


def _safe(url: str) -> str:
    """The URL without its password."""
    try:
        return sa.engine.make_url(url).render_as_string(hide_password=True)
    except SQLAlchemyError:
        return "(bad URL)"
