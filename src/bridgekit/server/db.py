"""The table server's database (SQLAlchemy Core): tables, seats, the event log, accounts.

A table is the replay of its game, options, seed and the actions in its event log, so the
log is the only state that matters: every accepted action is a row (table, sequence number),
written and committed before anyone is told of it. The sequence number is unique per table,
so two server processes that race to append the same action cannot both win; the loser
reloads and tells its player.

Any SQLAlchemy URL works: a SQLite file by default, ``postgresql://…`` (psycopg 3) for
several processes sharing tables (see :mod:`bridgekit.server.notify`).

>>> store = Store("sqlite://")
>>> table = store.create_table("bridge", {}, seed=1, seats=["robot", "human", "robot", "robot"])
>>> store.append(table, 0, seat=0, action="1NT", deal=0)
>>> [(e.seq, e.action) for e in store.events(table)]
[(0, '1NT')]
>>> store.append(table, 0, seat=1, action="P", deal=0)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
bridgekit.server.db.StaleError: table ... already has action 0
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Final

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from bridgekit.errors import BridgeError
from bridgekit.server.security import hash_password, new_token, verify_password

__all__ = ["Store", "StaleError", "Event", "Entry", "TableRow", "SeatRow", "database_url"]

metadata = sa.MetaData()

tables = sa.Table(
    "web_tables",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(40), nullable=False),
    sa.Column("options", sa.Text, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("created", sa.Float, nullable=False),
    sa.Column("title", sa.String(120), nullable=False, default=""),
)

seats = sa.Table(
    "web_seats",
    metadata,
    sa.Column("table_id", sa.String(32), sa.ForeignKey("web_tables.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(10), nullable=False),  # "human" or "robot"
    sa.Column("token", sa.String(64), nullable=True, unique=True),
    sa.Column("claimed", sa.Boolean, nullable=False, default=False),
    sa.Column("open", sa.Boolean, nullable=False, default=False),
    sa.Column("player", sa.String(60), nullable=True),
)

events = sa.Table(
    "web_log",
    metadata,
    sa.Column("table_id", sa.String(32), sa.ForeignKey("web_tables.id"), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("deal", sa.Integer, nullable=False),
    sa.Column("seat", sa.Integer, nullable=True),
    sa.Column("action", sa.String(200), nullable=False),
    sa.Column("note", sa.Text, nullable=True),
    sa.Column("at", sa.Float, nullable=False),
)
#: one statement for every append (compiled once, its values bound each time)
_APPEND: Final = events.insert()
#: notifications sent in a transaction (delivered when it commits)
_NOTIFY: Final = sa.text(
    "SELECT pg_notify(told.channel, told.payload)"
    " FROM unnest(CAST(:channels AS text[]), CAST(:payloads AS text[])) AS told(channel, payload)"
)

accounts = sa.Table(
    "web_accounts",
    metadata,
    sa.Column("name", sa.String(60), primary_key=True),
    sa.Column("password", sa.String(200), nullable=False),
    sa.Column("session", sa.String(64), nullable=True, unique=True),
)


class StaleError(BridgeError):
    """Another writer appended an action at this place first: reload the table."""


@dataclass(frozen=True)
class Event:
    seq: int
    deal: int
    seat: int | None
    action: str
    note: str | None


@dataclass(frozen=True)
class Entry:
    """An action to append to a table's event log (:meth:`Store.append_many`)."""

    table_id: str
    seq: int
    deal: int
    seat: int | None
    action: str
    note: str | None = None

    def row(self) -> dict[str, Any]:
        return {
            "table_id": self.table_id,
            "seq": self.seq,
            "deal": self.deal,
            "seat": self.seat,
            "action": self.action,
            "note": self.note,
        }


@dataclass(frozen=True)
class SeatRow:
    seat: int
    kind: str
    token: str | None
    claimed: bool
    open: bool
    player: str | None


@dataclass(frozen=True)
class TableRow:
    id: str
    game: str
    options: Mapping[str, Any]
    seed: int
    created: float
    title: str


def database_url(text: str | None) -> str:
    """A SQLAlchemy URL from ``--db``: a URL as is, a bare path as a SQLite file, default ``bridgekit.db``.

    >>> database_url("postgresql://u@h/db"), database_url("x.db"), database_url(None)
    ('postgresql+psycopg://u@h/db', 'sqlite:///x.db', 'sqlite:///bridgekit-tables.db')
    """
    if not text:
        return "sqlite:///bridgekit-tables.db"
    if text.startswith("postgresql://") or text.startswith("postgres://"):
        return "postgresql+psycopg://" + text.split("://", 1)[1]
    if "://" in text:
        return text
    return f"sqlite:///{text}"


class Store:
    """The server's tables in a database at *url* (created on first use)."""

    def __init__(self, url: str) -> None:
        self.url = database_url(url)
        kwargs: dict[str, Any] = {}
        if self.url.startswith("sqlite"):
            kwargs["connect_args"] = {"check_same_thread": False}
            if self.url in ("sqlite://", "sqlite:///:memory:"):
                kwargs["poolclass"] = sa.pool.StaticPool
        self.engine = sa.create_engine(self.url, **kwargs)
        #: where the event log is written from: SQLite has one writer at a time, so its writes go
        #: through one thread in turn (no writer waits in SQLite's busy handler, whose sleeps
        #: are what made the slowest actions slow); other databases take the loop's default pool
        self.writer: ThreadPoolExecutor | None = None
        if self.url.startswith("sqlite"):
            self.writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-writer")

            @sa.event.listens_for(self.engine, "connect")
            def _pragmas(connection: Any, _: Any) -> None:
                cursor = connection.cursor()
                cursor.execute("PRAGMA journal_mode=WAL")
                cursor.execute("PRAGMA synchronous=NORMAL")
                cursor.execute("PRAGMA busy_timeout=5000")
                cursor.close()

        metadata.create_all(self.engine)
        #: on PostgreSQL with other processes listening: the notification (channel, payload) of
        #: an appended action, sent in the transaction that appends it (PostgreSQL delivers it
        #: when, and only if, that transaction commits); set by :class:`~.notify.Notifier`
        self.announce: Callable[[Entry], tuple[str, str]] | None = None

    @property
    def is_postgres(self) -> bool:
        return self.engine.dialect.name == "postgresql"

    @contextmanager
    def _begin(self) -> Iterator[sa.Connection]:
        with self.engine.begin() as connection:
            yield connection

    # -- tables -------------------------------------------------------------------------------

    def create_table(
        self, game: str, options: Mapping[str, Any], *, seed: int, seats: Sequence[str], title: str = ""
    ) -> str:
        """A new table; *seats* gives each seat: ``human`` (held by a token now), ``robot``, or
        ``invite`` (a token for a link to share; open to join from the lobby until claimed)."""
        table_id = new_token(12)
        with self._begin() as db:
            db.execute(
                tables.insert().values(
                    id=table_id,
                    game=game,
                    options=json.dumps(dict(options), sort_keys=True),
                    seed=seed,
                    created=time.time(),
                    title=title,
                )
            )
            for seat, kind in enumerate(seats):
                db.execute(seats_insert(table_id, seat, kind))
        return table_id

    def table(self, table_id: str) -> TableRow | None:
        with self._begin() as db:
            row = db.execute(sa.select(tables).where(tables.c.id == table_id)).first()
        if row is None:
            return None
        return TableRow(row.id, row.game, json.loads(row.options), row.seed, row.created, row.title)

    def recent_tables(self, limit: int = 50) -> list[TableRow]:
        with self._begin() as db:
            rows = db.execute(sa.select(tables).order_by(tables.c.created.desc()).limit(limit)).all()
        return [TableRow(r.id, r.game, json.loads(r.options), r.seed, r.created, r.title) for r in rows]

    def seats(self, table_id: str) -> list[SeatRow]:
        with self._begin() as db:
            rows = db.execute(
                sa.select(seats).where(seats.c.table_id == table_id).order_by(seats.c.seat)
            ).all()
        return [SeatRow(r.seat, r.kind, r.token, r.claimed, r.open, r.player) for r in rows]

    def seat_of(self, table_id: str, token: str | None) -> int | None:
        """The seat *token* holds at the table, or ``None`` (a spectator)."""
        if not token:
            return None
        with self._begin() as db:
            row = db.execute(
                sa.select(seats.c.seat).where(seats.c.table_id == table_id, seats.c.token == token)
            ).first()
        return None if row is None else int(row.seat)

    def update_seat(self, table_id: str, seat: int, **values: Any) -> None:
        with self._begin() as db:
            db.execute(
                seats.update().where(seats.c.table_id == table_id, seats.c.seat == seat).values(**values)
            )

    def claim_seat(self, table_id: str, seat: int, *, player: str | None) -> str | None:
        """Give an open seat to a new player: a fresh token, or ``None`` if it was taken meanwhile."""
        token = new_token()
        with self._begin() as db:
            done = db.execute(
                seats.update()
                .where(seats.c.table_id == table_id, seats.c.seat == seat, seats.c.open.is_(True))
                .values(kind="human", token=token, claimed=True, open=False, player=player)
            )
        return token if done.rowcount == 1 else None

    def seat_by_token(self, token: str) -> tuple[str, int] | None:
        with self._begin() as db:
            row = db.execute(sa.select(seats.c.table_id, seats.c.seat).where(seats.c.token == token)).first()
        return None if row is None else (str(row.table_id), int(row.seat))

    # -- the event log ------------------------------------------------------------------------------

    def append(
        self, table_id: str, seq: int, *, seat: int | None, action: str, deal: int, note: str | None = None
    ) -> None:
        """Append action number *seq*; committed when this returns.

        :raises StaleError: if the table already has an action *seq* (another writer was first)
        """
        try:
            with self._begin() as db:
                db.execute(
                    _APPEND,
                    {
                        "table_id": table_id,
                        "seq": seq,
                        "deal": deal,
                        "seat": seat,
                        "action": action,
                        "note": note,
                        "at": time.time(),
                    },
                )
        except IntegrityError:
            raise StaleError(f"table {table_id} already has action {seq}") from None

    def append_many(self, entries: Sequence[Entry]) -> list[bool]:
        """Append several tables' actions in one transaction (a group commit); for each, whether
        it was appended (``False``: its table already had that action: another writer was first).
        Every appended action is committed when this returns."""
        rows = [dict(entry.row(), at=time.time()) for entry in entries]
        try:
            with self._begin() as db:
                db.execute(_APPEND, rows)
                self._announce(db, entries)
            return [True] * len(rows)
        except IntegrityError:
            if len(rows) == 1:
                return [False]
        # one of them lost a race: each in a transaction of its own, to know which
        done = []
        for entry, row in zip(entries, rows, strict=True):
            try:
                with self._begin() as db:
                    db.execute(_APPEND, row)
                    self._announce(db, [entry])
                done.append(True)
            except IntegrityError:
                done.append(False)
        return done

    def _announce(self, db: sa.Connection, entries: Sequence[Entry]) -> None:
        """The other processes' notifications of *entries*, in their transaction (see
        :attr:`announce`): one statement for the batch."""
        announce = self.announce
        if announce is None or not entries:
            return
        told = [announce(entry) for entry in entries]
        db.execute(
            _NOTIFY, {"channels": [channel for channel, _ in told], "payloads": [text for _, text in told]}
        )

    def events(self, table_id: str, after: int = -1) -> list[Event]:
        with self._begin() as db:
            rows = db.execute(
                sa.select(events)
                .where(events.c.table_id == table_id, events.c.seq > after)
                .order_by(events.c.seq)
            ).all()
        return [Event(r.seq, r.deal, r.seat, r.action, r.note) for r in rows]

    # -- accounts -------------------------------------------------------------------------------------

    def register(self, name: str, password: str) -> str:
        """A new account; returns its session token.

        :raises BridgeError: if the name is taken or the password too short
        """
        if not 1 <= len(name) <= 60 or not name.replace(" ", "").replace("_", "").isalnum():
            raise BridgeError("a name is 1-60 letters, digits, spaces or underscores")
        if len(password) < 8:
            raise BridgeError("a password has at least 8 characters")
        session = new_token()
        try:
            with self._begin() as db:
                db.execute(
                    accounts.insert().values(name=name, password=hash_password(password), session=session)
                )
        except IntegrityError:
            raise BridgeError(f"the name {name!r} is taken") from None
        return session

    def login(self, name: str, password: str) -> str | None:
        """A session token if *password* is right, else ``None``."""
        with self._begin() as db:
            row = db.execute(sa.select(accounts).where(accounts.c.name == name)).first()
            if row is None or not verify_password(row.password, password):
                return None
            session = row.session or new_token()
            db.execute(accounts.update().where(accounts.c.name == name).values(session=session))
        return str(session)

    def account(self, session: str | None) -> str | None:
        """The account name of a session token."""
        if not session:
            return None
        with self._begin() as db:
            row = db.execute(sa.select(accounts.c.name).where(accounts.c.session == session)).first()
        return None if row is None else str(row.name)

    def seats_of_player(self, name: str) -> list[tuple[str, int, str]]:
        """(table, seat, token) of every seat the account *name* holds."""
        with self._begin() as db:
            rows = db.execute(
                sa.select(seats.c.table_id, seats.c.seat, seats.c.token).where(seats.c.player == name)
            ).all()
        return [(str(r.table_id), int(r.seat), str(r.token)) for r in rows if r.token]


def seats_insert(table_id: str, seat: int, kind: str) -> Any:
    if kind not in ("human", "robot", "invite"):
        raise BridgeError(f"a seat is 'human', 'robot' or 'invite', not {kind!r}")
    return seats.insert().values(
        table_id=table_id,
        seat=seat,
        kind="robot" if kind == "robot" else "human",
        token=None if kind == "robot" else new_token(),
        claimed=kind == "human",
        open=kind == "invite",
        player=None,
    )
