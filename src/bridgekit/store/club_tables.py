"""The club's tables (SQLAlchemy Core), next to the event store's: clubs and their directors,
table PINs, sessions, the round clock, pair swaps, adjusted scores, acceptances, submitted
idempotency keys and the audit log. They point at ``bk_events.id`` by number (no foreign key:
the event store keeps its own metadata)."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import sqlalchemy as sa

from bridgekit.errors import IllegalActionError

if TYPE_CHECKING:
    from bridgekit.tournament.adjusted import AdjustedResult

__all__ = [
    "ADJUSTED",
    "AUDIT",
    "CLOCK",
    "CLUBS",
    "CLUB_EVENTS",
    "CONFIRMATIONS",
    "DIRECTORS",
    "SESSIONS",
    "SUBMISSIONS",
    "SWAPS",
    "TABLE_PINS",
    "TEAM_VPS",
    "metadata",
]

metadata = sa.MetaData()
CLUBS = sa.Table(
    "bk_clubs",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("name", sa.String(200), nullable=False, unique=True),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
)
DIRECTORS = sa.Table(
    "bk_directors",
    metadata,
    sa.Column("club_id", sa.Integer, primary_key=True),
    sa.Column("name", sa.String(100), primary_key=True),
    sa.Column("password_hash", sa.String(200), nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
)
CLUB_EVENTS = sa.Table(
    "bk_club_events",
    metadata,
    sa.Column("event_id", sa.Integer, primary_key=True),
    sa.Column("club_id", sa.Integer, nullable=False),
)
TABLE_PINS = sa.Table(
    "bk_table_pins",
    metadata,
    sa.Column("event_id", sa.Integer, primary_key=True),
    sa.Column("table_no", sa.Integer, primary_key=True),
    sa.Column("pin", sa.String(12), nullable=False),
)
CLOCK = sa.Table(
    "bk_round_clock",
    metadata,
    sa.Column("event_id", sa.Integer, primary_key=True),
    sa.Column("round", sa.Integer, nullable=False),
    sa.Column("minutes", sa.Integer, nullable=False),
    sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
)
SWAPS = sa.Table(
    "bk_pair_swaps",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("event_id", sa.Integer, nullable=False),
    sa.Column("from_round", sa.Integer, nullable=False),
    sa.Column("first", sa.String(20), nullable=False),
    sa.Column("second", sa.String(20), nullable=False),
)
ADJUSTED = sa.Table(
    "bk_adjusted",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("event_id", sa.Integer, nullable=False),
    sa.Column("board", sa.Integer, nullable=False),
    sa.Column("round", sa.Integer, nullable=False),
    sa.Column("table_no", sa.Integer, nullable=False),
    sa.Column("ns", sa.String(20), nullable=False),
    sa.Column("ew", sa.String(20), nullable=False),
    sa.Column("ns_award", sa.String(8), nullable=False),
    sa.Column("ew_award", sa.String(8), nullable=False),
    sa.Column("active", sa.Boolean, nullable=False),
)
TEAM_VPS = sa.Table(
    "bk_team_vps",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("event_id", sa.Integer, nullable=False),
    sa.Column("round", sa.Integer, nullable=False),
    sa.Column("team", sa.String(20), nullable=False),
    sa.Column("vps", sa.Float, nullable=False),
    sa.Column("active", sa.Boolean, nullable=False),
)
CONFIRMATIONS = sa.Table(
    "bk_confirmations",
    metadata,
    sa.Column("entry_id", sa.Integer, primary_key=True),
    sa.Column("by", sa.String(100), nullable=False),
    sa.Column("at", sa.DateTime(timezone=True), nullable=False),
)
SUBMISSIONS = sa.Table(
    "bk_submissions",
    metadata,
    sa.Column("event_id", sa.Integer, primary_key=True),
    sa.Column("key", sa.String(80), primary_key=True),
    sa.Column("response", sa.Text, nullable=False),
    sa.Column("at", sa.DateTime(timezone=True), nullable=False),
)
AUDIT = sa.Table(
    "bk_audit",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("event_id", sa.Integer, nullable=False, index=True),
    sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("actor", sa.String(100), nullable=False),
    sa.Column("action", sa.String(30), nullable=False),
    sa.Column("board", sa.Integer, nullable=True),
    sa.Column("table_no", sa.Integer, nullable=True),
    sa.Column("round", sa.Integer, nullable=True),
    sa.Column("entry_id", sa.Integer, nullable=True),
    sa.Column("detail", sa.String(400), nullable=False),
    sa.Column("reason", sa.String(400), nullable=False),
)
SESSIONS = sa.Table(
    "bk_sessions",
    metadata,
    sa.Column("token_hash", sa.String(64), primary_key=True),
    sa.Column("actor", sa.String(100), nullable=False),
    sa.Column("club_id", sa.Integer, nullable=True),
    sa.Column("event", sa.String(200), nullable=True),
    sa.Column("table_no", sa.Integer, nullable=True),
    sa.Column("csrf", sa.String(64), nullable=False),
    sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
)


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _audit(
    conn: sa.Connection,
    event_id: int,
    actor: str,
    action: str,
    *,
    board: int | None = None,
    table: int | None = None,
    round: int | None = None,
    entry_id: int | None = None,
    detail: str = "",
    reason: str = "",
) -> None:
    conn.execute(
        AUDIT.insert().values(
            event_id=event_id,
            at=_now(),
            actor=actor,
            action=action,
            board=board,
            table_no=table,
            round=round,
            entry_id=entry_id,
            detail=detail[:400],
            reason=reason.strip()[:400],
        )
    )


def _withdraw(conn: sa.Connection, table: sa.Table, **match: int | str | tuple[int, ...]) -> int:
    """Mark the active rows of *table* (adjusted scores, VP awards) whose columns hold the values
    of *match* (a tuple: any of its values) inactive, so that a withdrawn award stays on record;
    the number of rows withdrawn."""
    where = [
        table.c[name].in_(value) if isinstance(value, tuple) else table.c[name] == value
        for name, value in match.items()
    ]
    done = conn.execute(table.update().where(table.c.active.is_(True), *where).values(active=False))
    return int(done.rowcount)


def _store_adjusted(
    conn: sa.Connection,
    event_id: int,
    awards: tuple[AdjustedResult, ...],
    *,
    by: str,
    reason: str,
    detail: str,
) -> None:
    """Record *awards* (a table's, or a match's in both rooms) as the active adjusted scores of
    their board, tables and round, replacing any, and audit them under the first."""
    for award in awards:
        assert award.table is not None and award.round is not None
        _withdraw(
            conn, ADJUSTED, event_id=event_id, board=award.board, table_no=award.table, round=award.round
        )
        conn.execute(
            ADJUSTED.insert().values(
                event_id=event_id,
                board=award.board,
                round=award.round,
                table_no=award.table,
                ns=award.ns,
                ew=award.ew,
                ns_award=award.ns_award,
                ew_award=award.ew_award,
                active=True,
            )
        )
    first = awards[0]
    _audit(
        conn,
        event_id,
        by,
        "adjust",
        board=first.board,
        table=first.table,
        round=first.round,
        detail=detail,
        reason=reason,
    )


def _withdraw_adjusted(
    conn: sa.Connection,
    event_id: int,
    board: int,
    tables: tuple[int, ...],
    *,
    by: str,
    reason: str,
    missing: str,
) -> None:
    """Withdraw the adjusted score of *board* at *tables* (a match's: both rooms) and audit it
    under the first table.

    :raises IllegalActionError: with the message *missing* if there is none
    """
    if _withdraw(conn, ADJUSTED, event_id=event_id, board=board, table_no=tables) == 0:
        raise IllegalActionError(missing)
    _audit(
        conn,
        event_id,
        by,
        "unadjust",
        board=board,
        table=tables[0],
        detail="adjusted score withdrawn",
        reason=reason,
    )
