"""Database faults, handled in one place: retried when that is safe, else one clear line.

Every public method of :class:`~bridgekit.store.events.EventStore` runs through
:func:`handled`. A fault of the database is one of:

``locked``
    SQLite: another program holds the file (``database is locked``). SQLite changes nothing
    when it says so, so the operation is tried again until :data:`LOCK_WAIT` seconds have
    passed in all (each try waits the driver's own busy timeout, 5 s unless the URL says
    ``?timeout=``).
``lost``
    The connection dropped (PostgreSQL restarted, ``pg_terminate_backend``, the network).
    Before the commit nothing was written, so the operation is tried again on a new
    connection (:data:`LOST_RETRIES` times). If it dropped *during* the commit the database
    may or may not have the change: that is said, never retried blindly.
``too long``
    A value longer than its column (PostgreSQL refuses it; SQLite would keep it). Values are
    checked with :func:`check_lengths` before writing, so both databases behave the same;
    this is the last guard.
``other``
    Anything else the database reports (disk full, read-only file, permissions).

What is not retried becomes a :class:`~bridgekit.store.faults.StoreError` (a
:class:`~bridgekit.errors.BridgeError`: one line from the command line, a page message on
the web) that names the fault, says what was not done, and that nothing recorded before was
lost (every change is one transaction: it is written whole or not at all).
"""

from __future__ import annotations

import contextvars
import functools
import time
from collections.abc import Callable, Mapping
from typing import Any, Final, ParamSpec, TypeVar

import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from bridgekit.errors import BridgeError, NotationError
from bridgekit.i18n import _

__all__ = [
    "LOCK_WAIT",
    "LOST_RETRIES",
    "InDoubt",
    "StoreError",
    "check_lengths",
    "classify",
    "handled",
    "message",
]


class StoreError(BridgeError):
    """The database cannot be reached or used (the message says which and why)."""


#: seconds to keep trying while SQLite says the file is locked
LOCK_WAIT: Final = 15.0
#: new connections tried after a connection is lost before the commit
LOST_RETRIES: Final = 2

_LOCKED = ("database is locked", "database table is locked", "database is busy")
_LOST = (
    "terminating connection",
    "server closed the connection",
    "connection is closed",
    "connection already closed",
    "the connection is lost",
    "consuming input failed",
    "connection to server",
    "ssl connection has been closed",
    "could not receive data",
    "broken pipe",
    "connection reset",
)
_TOO_LONG = ("value too long", "string data right truncation", "stringdatarighttruncation")
_SAFE_WORDS = "nothing recorded before was lost"

#: whether a handled operation is running (its inner steps are not handled again)
_INSIDE: Final = contextvars.ContextVar("bridgekit_store_operation", default=False)

_P = ParamSpec("_P")
_T = TypeVar("_T")


class InDoubt(Exception):
    """The connection was lost while a commit was on its way: the change may or may not be stored."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(str(error))
        self.error = error


def _text(error: BaseException) -> str:
    return " ".join(str(getattr(error, "orig", None) or error).split())


def classify(error: BaseException) -> str:
    """``locked``, ``lost``, ``in doubt``, ``too long`` or ``other``."""
    if isinstance(error, InDoubt):
        return "in doubt"
    text = _text(error).lower()
    if any(words in text for words in _LOCKED):
        return "locked"
    if (isinstance(error, DBAPIError) and error.connection_invalidated) or any(w in text for w in _LOST):
        return "lost"
    if any(words in text for words in _TOO_LONG) or type(getattr(error, "orig", None)).__name__ == (
        "StringDataRightTruncation"
    ):
        return "too long"
    return "other"


def message(kind: str, doing: str, error: BaseException, waited: float = 0.0) -> str:
    """The one line a user reads for a fault of *kind* while *doing*."""
    reason = _text(getattr(error, "error", error))[:200]
    if kind == "locked":
        return (
            f"the database file is locked by another program (waited {waited:.1f} s): {doing} was not "
            f"done; {_SAFE_WORDS}. Try again when the other program has finished"
        )
    if kind == "lost":
        return (
            f"the connection to the database was lost ({reason}): {doing} was not done; "
            f"{_SAFE_WORDS}. Try again when the database is back"
        )
    if kind == "in doubt":
        return (
            f"the connection to the database was lost while {doing} was being committed: it may or may "
            f"not be stored; {_SAFE_WORDS}. Look before doing it again (a second entry of a result is "
            "refused, so nothing is entered twice)"
        )
    if kind == "too long":
        return f"a value is too long for the database ({reason}): {doing} was not done; {_SAFE_WORDS}"
    return f"the database failed ({reason}): {doing} was not done; {_SAFE_WORDS}"


def handled(doing: str, *, only_locked: bool = False) -> Callable[[Callable[_P, _T]], Callable[_P, _T]]:
    """Run the decorated store operation with faults handled (see the module text).

    :param doing: what the operation does, for the message: ``"entering the result"``
    :param only_locked: handle only a locked file; other faults go on as they are
    """

    def decorate(operation: Callable[_P, _T]) -> Callable[_P, _T]:
        @functools.wraps(operation)
        def run(*args: _P.args, **kwargs: _P.kwargs) -> _T:
            if _INSIDE.get():  # a step of a handled operation: the outer one handles and names it
                return operation(*args, **kwargs)
            token = _INSIDE.set(True)
            try:
                return _attempts(operation, doing, only_locked, *args, **kwargs)
            finally:
                _INSIDE.reset(token)

        return run

    return decorate


def _attempts(
    operation: Callable[_P, _T], doing: str, only_locked: bool, *args: _P.args, **kwargs: _P.kwargs
) -> _T:
    start = time.monotonic()
    lost = 0
    delay = 0.05
    while True:
        try:
            return operation(*args, **kwargs)
        except BridgeError:
            raise
        except (SQLAlchemyError, InDoubt) as error:
            kind = classify(error)
            waited = time.monotonic() - start
            if kind == "locked" and waited < LOCK_WAIT:
                time.sleep(min(delay, LOCK_WAIT - waited))
                delay = min(delay * 2, 1.0)
                continue
            if only_locked and kind != "locked":
                raise
            if kind == "lost" and lost < LOST_RETRIES:
                lost += 1
                continue
            raise _store_error(message(kind, doing, error, waited)) from None


def _store_error(text: str) -> BridgeError:
    return StoreError(text)


def commit(conn: sa.Connection) -> None:
    """Commit *conn*; a connection lost on the way becomes :class:`InDoubt` (never retried)."""
    try:
        conn.commit()
    except SQLAlchemyError as error:
        if classify(error) == "lost":
            raise InDoubt(error) from None
        raise


def check_lengths(table: sa.Table, values: Mapping[str, Any], *, what: str = "") -> None:
    """Refuse a text longer than its column, before writing (PostgreSQL would refuse it,
    SQLite would keep it: both behave the same this way).

    :raises NotationError: naming the field, its length and the limit
    """
    for name, value in values.items():
        column = table.columns.get(name)
        if column is None or not isinstance(value, str):
            continue
        limit = getattr(column.type, "length", None)
        if limit is not None and len(value) > limit:
            label = _LABELS.get(name, name.replace("_", " "))
            raise NotationError(
                _("{label}{of} is {count} characters long; at most {limit} fit: nothing was written").format(
                    label=label, of=f" of {what}" if what else "", count=len(value), limit=limit
                )
            )


_LABELS: Final = {
    "name": "the name",
    "title": "the title",
    "date": "the date",
    "names": "the players' names",
    "entered_by": "the name of who entered the result",
    "first": "the first pair's name",
    "second": "the second pair's name",
    "actor": "the name of who signs in",
    "event": "the event's name",
}
