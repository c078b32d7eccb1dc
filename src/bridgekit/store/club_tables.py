"""The club's tables (SQLAlchemy Core), next to the event store's: clubs and their directors,
table PINs, sessions, the round clock, pair swaps, adjusted scores, acceptances, submitted
idempotency keys and the audit log. They point at ``bk_events.id`` by number (no foreign key:
the event store keeps its own metadata)."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Final

import sqlalchemy as sa

from bridgekit.errors import IllegalActionError
from bridgekit.store.schema import INT_KEY, MOMENT, OPTIONAL_INT, PAIR, PLACE, SERIAL, Col, table

if TYPE_CHECKING:
    from bridgekit.store.events import StoredEntry
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
_NAME = sa.String(100)
_AWARD = sa.String(8)
_TEXT = sa.String(400)
CLUBS = table("bk_clubs", metadata, id=SERIAL, name=Col(sa.String(200), unique=True), created_at=MOMENT)
DIRECTORS = table(
    "bk_directors",
    metadata,
    club_id=INT_KEY,
    name=Col(_NAME, key=True),
    password_hash=sa.String(200),
    created_at=MOMENT,
)
CLUB_EVENTS = table("bk_club_events", metadata, event_id=INT_KEY, club_id=sa.Integer)
TABLE_PINS = table("bk_table_pins", metadata, event_id=INT_KEY, table_no=INT_KEY, pin=sa.String(12))
CLOCK = table(
    "bk_round_clock", metadata, event_id=INT_KEY, round=sa.Integer, minutes=sa.Integer, started_at=MOMENT
)
SWAPS = table(
    "bk_pair_swaps", metadata, id=SERIAL, event_id=sa.Integer, from_round=sa.Integer, first=PAIR, second=PAIR
)
ADJUSTED = table(
    "bk_adjusted",
    metadata,
    id=SERIAL,
    event_id=sa.Integer,
    **PLACE,
    ns_award=_AWARD,
    ew_award=_AWARD,
    active=sa.Boolean,
)
TEAM_VPS = table(
    "bk_team_vps",
    metadata,
    id=SERIAL,
    event_id=sa.Integer,
    round=sa.Integer,
    team=PAIR,
    vps=sa.Float,
    active=sa.Boolean,
)
CONFIRMATIONS = table("bk_confirmations", metadata, entry_id=INT_KEY, by=_NAME, at=MOMENT)
SUBMISSIONS = table(
    "bk_submissions",
    metadata,
    event_id=INT_KEY,
    key=Col(sa.String(80), key=True),
    response=sa.Text,
    at=MOMENT,
)
#: where in the event an audited action happened: none of it for an action on the whole event
_AUDITED_PLACE: Final = {"board": OPTIONAL_INT, "table_no": OPTIONAL_INT, "round": OPTIONAL_INT}
AUDIT = table(
    "bk_audit",
    metadata,
    id=SERIAL,
    event_id=Col(sa.Integer, index=True),
    at=MOMENT,
    actor=_NAME,
    action=sa.String(30),
    **_AUDITED_PLACE,
    entry_id=OPTIONAL_INT,
    detail=_TEXT,
    reason=_TEXT,
)
SESSIONS = table(
    "bk_sessions",
    metadata,
    token_hash=Col(sa.String(64), key=True),
    actor=_NAME,
    club_id=OPTIONAL_INT,
    event=Col(sa.String(200), null=True),
    table_no=OPTIONAL_INT,
    csrf=sa.String(64),
    expires_at=MOMENT,
)


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _audit(
    conn: sa.Connection,
    event_id: int,
    actor: str,
    action: str,
    *,
    entry: StoredEntry | None = None,
    board: int | None = None,
    table: int | None = None,
    round: int | None = None,
    detail: str = "",
    reason: str = "",
) -> None:
    """One line of the audit trail: *actor*'s *action* on a stored *entry* (its board, table and
    round), or on the *board*, *table* and *round* given."""
    if entry is not None:
        board, table, round = entry.board, entry.table, entry.round
    conn.execute(
        AUDIT.insert().values(
            event_id=event_id,
            at=_now(),
            actor=actor,
            action=action,
            board=board,
            table_no=table,
            round=round,
            entry_id=None if entry is None else entry.id,
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
