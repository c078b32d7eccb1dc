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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from bridgekit.calls import Contract, Doubling, Strain
from bridgekit.cards import Card
from bridgekit.deal import Deal, collector_paused
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats.board import Board
from bridgekit.i18n import _
from bridgekit.scoring.duplicate import board_score
from bridgekit.seats import Seat, board_dealer, board_vulnerability
from bridgekit.store import faults
from bridgekit.store.faults import StoreError
from bridgekit.store.schema import INT_KEY, MOMENT, OPTIONAL_INT, PAIR, PLACE, SERIAL, Col, table
from bridgekit.tournament.event import MovementSpec, seating_for
from bridgekit.tournament.movements import Movement
from bridgekit.tournament.pairs import TableResult, checked_result, parse_result

__all__ = ["EventInfo", "EventStore", "StoreError", "StoredEntry", "database_url"]


_META = sa.MetaData()


def _event_id(*, key: bool = True) -> Col:
    """The column naming the event a row belongs to (each table its own foreign key)."""
    return Col(sa.ForeignKey("bk_events.id"), key=key)


EVENTS = table(
    "bk_events",
    _META,
    id=SERIAL,
    name=Col(sa.String(200), unique=True),
    title=sa.String(400),
    date=sa.String(20),
    movement=sa.Text,
    method=sa.String(40),
    created_at=MOMENT,
)
BOARDS = table("bk_boards", _META, event_id=_event_id(), number=INT_KEY, deal=sa.String(80))
PAIRS = table("bk_pairs", _META, event_id=_event_id(), pair=Col(PAIR, key=True), names=sa.String(400))
ENTRIES = table(
    "bk_entries",
    _META,
    # Two writers cannot both make version n of one table's result: one of them fails and retries.
    sa.UniqueConstraint("event_id", "board", "ns", "ew", "version", name="bk_entries_one_version"),
    # The order in which the current results are read: by board and table, each correction last.
    sa.Index("bk_entries_by_table", "event_id", "board", "table_no", "id"),
    id=SERIAL,
    event_id=_event_id(key=False),
    **PLACE,
    version=sa.Integer,
    result=sa.String(40),
    lead=Col(sa.String(4), null=True),
    kind=sa.String(20),
    supersedes=OPTIONAL_INT,
    entered_by=sa.String(100),
    entered_at=MOMENT,
    # The result parsed when it is written (RULES 6.8): level 0 for a passed-out board, strain
    # ``C``..``NT``, doubling 0/1/2, declarer ``N``..``W``, tricks, and the N-S score at the
    # board's vulnerability (RULES 6.2). Null only in a store written before these columns: it is
    # parsed once and filled when the store is opened (:func:`_fill_parsed`).
    level=Col(sa.SmallInteger, null=True),
    strain=Col(sa.String(2), null=True),
    doubling=Col(sa.SmallInteger, null=True),
    declarer=Col(sa.String(1), null=True),
    tricks=Col(sa.SmallInteger, null=True),
    score=Col(sa.Integer, null=True),
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
            faults.handled(f"opening the database {_safe(url)}", only_locked=True)(_migrate)(engine)
        except (SQLAlchemyError, ImportError) as error:
            raise StoreError(
                _("cannot open the database {url}: {error}").format(url=_safe(url), error=_reason(error))
            ) from None
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
            raise NotationError(
                _("the movement needs boards 1-{count}; missing {missing}").format(
                    count=movement.board_count, missing=missing[:5]
                )
            )
        date = date or dt.date.today().isoformat()
        fields = {"name": name, "title": title or name, "date": date, "method": method}
        faults.check_lengths(EVENTS, fields, what="the event")
        for pair, players in (names or {}).items():
            faults.check_lengths(PAIRS, {"names": players}, what=f"pair {pair}")
        with self._begin() as conn:
            if conn.execute(sa.select(EVENTS.c.id).where(EVENTS.c.name == name)).first():
                raise IllegalActionError(_("event {name} exists already").format(name=repr(name)))
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
            raise NotationError(_("no event {name} in this database").format(name=repr(name)))
        return EventInfo(row.name, row.title, row.date, MovementSpec.from_json(row.movement), row.method)

    @faults.handled("reading the boards")
    def boards(self, name: str) -> list[Board]:
        """The event's boards with their deals, dealers and vulnerability (RULES 6.1)."""
        return [
            Board(
                number=r.number,
                deal=Deal.from_pbn(r.deal),
                dealer=board_dealer(r.number),
                vulnerability=board_vulnerability(r.number),
            )
            for r in self._rows(name, BOARDS, BOARDS.c.number)
        ]

    @faults.handled("reading the players' names")
    def names(self, name: str) -> dict[str, str]:
        """Pair → players' names."""
        return {r.pair: r.names for r in self._rows(name, PAIRS)}

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
                raise NotationError(
                    _("no pair {pair} in event {name}").format(pair=repr(pair), name=repr(name))
                )

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
        return [_entry(row) for row in self._rows(name, ENTRIES, ENTRIES.c.id)]

    def current(self, name: str) -> list[TableResult]:
        """The current result of each table on each board (its latest row), by board and table.

        One query of the columns a result needs, the result as it was parsed when it was
        written: nothing is parsed again, and the rows come back as the driver's plain tuples.
        """
        event_id = self._event_id(name)
        c = ENTRIES.c
        query = sa.select(c.board, c.ns, c.ew, c.lead, c.round, c.table_no, *_PARSED_READ).order_by(
            c.board, c.table_no, c.id
        )
        with collector_paused(), self._connect() as conn:
            rows = _plain_rows(conn, query.where(c.event_id == event_id))
            # In (board, table, id) order a correction comes after the row it corrects and
            # takes its place: the dict keeps the first position and the latest row.
            latest = {row[:3]: row for row in rows}
            try:
                return [
                    checked_result(
                        board, ns, ew, _PARSED[level, strain, doubling, declarer, tricks, score],
                        None if lead is None else _card(lead), round_, table,
                    )
                    for board, ns, ew, lead, round_, table, level, strain, doubling, declarer, tricks,
                    score in latest.values()
                ]  # fmt: skip
            except _Unparsed:
                pass  # a row written by a bridgekit older than the parsed columns, since opening
        with self._begin() as conn:
            _fill_parsed(conn)
        return self.current(name)

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
            raise NotationError(_("unknown detail of a result: {details}").format(details=sorted(unknown)))
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
                        _(
                            "board {board} at table {table} (round {round}) has a result already: {result}; "
                            "enter a correction instead"
                        ).format(board=board, table=seating.table, round=seating.round, result=last.result)
                    )
                if last is None and correction:
                    raise IllegalActionError(
                        _("board {board} at table {table} has no result to correct").format(
                            board=board, table=seating.table
                        )
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
                    **_parsed(board, checked.text),
                }
                new_id = _new_id(conn.execute(ENTRIES.insert().values(**values)))
                row = conn.execute(sa.select(ENTRIES).where(ENTRIES.c.id == new_id)).one()
        except IntegrityError:
            raise IllegalActionError(
                _(
                    "board {board} at table {table} was entered at the same moment elsewhere; try again"
                ).format(board=board, table=seating.table)
            ) from None
        return _entry(row)

    def _rows(self, name: str, table: sa.Table, *order: sa.Column[Any]) -> list[sa.Row[Any]]:
        """The rows of *table* that belong to the event *name*, in *order*."""
        event_id = self._event_id(name)
        with self._connect() as conn:
            return list(conn.execute(sa.select(table).where(table.c.event_id == event_id).order_by(*order)))

    def _event_id(self, name: str) -> int:
        return self._id_by_name(
            EVENTS, name, lambda: _("no event {name} in this database").format(name=repr(name))
        )

    def _id_by_name(self, table: sa.Table, name: str, missing: Callable[[], str]) -> int:
        """The ``id`` of *table*'s row named *name* (an event, a club).

        :raises NotationError: with the message *missing* writes, if there is none
        """
        with self._connect() as conn:
            found = conn.execute(sa.select(table.c.id).where(table.c.name == name)).scalar()
        if found is None:
            raise NotationError(missing())
        return int(found)

    def _connect(self) -> sa.Connection:
        try:
            return self.engine.connect()
        except SQLAlchemyError as error:
            raise StoreError(
                _("cannot reach the database: {error}; nothing recorded before was lost").format(
                    error=_reason(error)
                )
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


_PARSED_COLUMNS: tuple[str, ...] = ("level", "strain", "doubling", "declarer", "tricks", "score")
_PARSED_READ = tuple(ENTRIES.c[name] for name in _PARSED_COLUMNS)


class _Unparsed(Exception):
    """A row whose parsed columns are not filled yet."""


class _ParsedResults(dict[tuple[Any, ...], tuple[Contract | None, Seat | None, int, int | None]]):
    """(level, strain, doubling, declarer, tricks, score) as stored -> (contract, declarer,
    tricks, score) as :func:`checked_result` takes them, each distinct result built once."""

    def __missing__(self, key: tuple[Any, ...]) -> tuple[Contract | None, Seat | None, int, int | None]:
        level, strain, doubling, declarer, tricks, score = key
        if tricks is None:
            raise _Unparsed
        value: tuple[Contract | None, Seat | None, int, int | None] = (None, None, 0, score)
        if level != 0:
            contract = Contract(level, Strain.from_str(strain), Doubling(doubling))
            value = (contract, Seat.from_str(declarer), tricks, score)
        self[key] = value
        return value


_PARSED = _ParsedResults()


def _plain_rows(conn: sa.Connection, query: sa.Select[Any]) -> list[tuple[Any, ...]]:
    """The rows of *query* as the database driver returns them, plain tuples, without a
    :class:`sqlalchemy.Row` each (that costs half as much again as the query on 80,000 rows).
    The query's values are integers, written into the SQL for the connection's dialect."""
    sql = str(query.compile(dialect=conn.dialect, compile_kwargs={"literal_binds": True}))
    try:
        cursor = conn.connection.cursor()
        try:
            cursor.execute(sql)
            return list(cursor.fetchall())
        finally:
            cursor.close()
    except conn.dialect.loaded_dbapi.Error as error:
        raise StoreError(_("cannot read the results: {error}").format(error=_reason(error))) from None


def _parsed(board: int, text: str) -> dict[str, object]:
    """The parsed columns of the result *text* on *board*.

    :raises NotationError: if *text* is not a possible result
    """
    contract, declarer, tricks = parse_result(text)
    if contract is None or declarer is None:
        return {"level": 0, "strain": None, "doubling": 0, "declarer": None, "tricks": 0, "score": 0}
    return {
        "level": contract.level,
        "strain": contract.strain.letter,
        "doubling": int(contract.doubling),
        "declarer": declarer.letter,
        "tricks": tricks,
        "score": board_score(contract, declarer, tricks, board_vulnerability(board)),
    }


def _migrate(engine: sa.Engine) -> None:
    """Bring a store written before the parsed columns up to date: add them and the index the
    results are read by, then parse each older row's result once and fill them in."""
    present = {column["name"] for column in sa.inspect(engine).get_columns(ENTRIES.name)}
    with engine.begin() as conn:
        for name in _PARSED_COLUMNS:
            if name not in present:
                kind = ENTRIES.c[name].type.compile(engine.dialect)
                conn.execute(sa.text(f"ALTER TABLE {ENTRIES.name} ADD COLUMN {name} {kind}"))
        for index in ENTRIES.indexes:
            index.create(conn, checkfirst=True)
        _fill_parsed(conn)


def _fill_parsed(conn: sa.Connection) -> None:
    """Fill the parsed columns of every row that lacks them (each distinct result parsed once)."""
    c = ENTRIES.c
    rows = conn.execute(sa.select(c.id, c.board, c.result).where(c.tricks.is_(None))).all()
    if not rows:
        return
    fill = ENTRIES.update().where(c.id == sa.bindparam("row_id"))
    fill = fill.values({name: sa.bindparam(f"new_{name}") for name in _PARSED_COLUMNS})
    values = []
    for row_id, board, text in rows:
        try:
            parsed = _parsed(board, text)
        except NotationError as error:
            raise StoreError(
                _("stored result {row} (board {board}) cannot be read: {error}").format(
                    row=row_id, board=board, error=error
                )
            ) from None
        values.append({"row_id": row_id, **{f"new_{key}": value for key, value in parsed.items()}})
    conn.execute(fill, values)


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
