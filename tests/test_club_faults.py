"""Database faults in the club console (issue 19, item 5): every :class:`ClubStore` method and
the teams steps run through :mod:`bridgekit.store.faults`; the club app turns a fault that is
not retried into HTTP 503 with the one line (a table's phone keeps its entry and sends it
again); a locked SQLite file and a dropped PostgreSQL connection lose nothing and store an
entry once."""

from __future__ import annotations

import inspect
import re
import sqlite3
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient

from bridgekit.errors import NotationError
from bridgekit.server.club import create_club_app
from bridgekit.store import club_teams, faults
from bridgekit.store.club import MAX_DIRECTOR_NAME, ClubStore
from bridgekit.store.club_teams import create_teams_event
from bridgekit.store.events import StoreError, database_url
from bridgekit.tournament.event import MovementSpec, hand_records

PASSWORD = "correct horse battery"
SAFE = "nothing recorded before was lost"


def _new_club(store: ClubStore) -> tuple[str, str]:
    club, event = f"club-{uuid.uuid4().hex[:8]}", f"tue-{uuid.uuid4().hex[:8]}"
    store.create_club(club, "ann", PASSWORD)
    store.create_event(club, event, spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6, seed=8))
    return club, event


@pytest.fixture
def sqlite_club(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[ClubStore, Path]]:
    monkeypatch.setattr(faults, "LOCK_WAIT", 0.4)  # the retry window, shortened for the test
    path = tmp_path / "club.sqlite"
    store = ClubStore.open(f"sqlite:///{path}?timeout=0.05")
    yield store, path
    store.close()


def _lock(path: Path) -> sqlite3.Connection:
    """Another program holding the file: ``BEGIN EXCLUSIVE`` until it is let go."""
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    return holder


def _release(holder: sqlite3.Connection) -> None:
    holder.rollback()
    holder.close()


# -- the store ------------------------------------------------------------------------------


def test_every_public_club_store_method_and_teams_step_is_handled() -> None:
    unhandled = [
        name
        for name, method in inspect.getmembers(ClubStore, inspect.isfunction)
        if not name.startswith("_")
        and name not in ("close", "create_event")
        and not hasattr(method, "__wrapped__")
    ]
    assert unhandled == []
    assert hasattr(club_teams.teams_scored, "__wrapped__")
    assert hasattr(club_teams.pair_swiss_round, "__wrapped__")


def test_club_store_creating_an_event_is_two_handled_steps(sqlite_club: tuple[ClubStore, Path]) -> None:
    store, path = sqlite_club
    club, _ = _new_club(store)
    holder = _lock(path)
    try:
        with pytest.raises(StoreError) as caught:
            store.create_event(club, "wed", spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6))
    finally:
        _release(holder)
    assert str(caught.value).startswith("the database file is locked by another program")
    assert SAFE in str(caught.value)
    store.create_event(club, "wed", spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6))
    assert sorted(store.pins("wed")) == [1, 2, 3]
    store.adopt_event(club, "wed")  # done again: no second set of PINs
    assert sorted(store.pins("wed")) == [1, 2, 3]


def test_names_and_passwords_longer_than_their_columns_are_refused_before_writing(
    sqlite_club: tuple[ClubStore, Path],
) -> None:
    store, _ = sqlite_club
    with pytest.raises(NotationError, match="club's name has 1 to 200 characters"):
        store.create_club("c" * 201, "ann", PASSWORD)
    with pytest.raises(NotationError, match=f"director's name has 1 to {MAX_DIRECTOR_NAME} characters"):
        store.create_club("Oxford", "d" * (MAX_DIRECTOR_NAME + 1), PASSWORD)
    with pytest.raises(NotationError, match="at most 200 characters"):
        store.create_club("Oxford", "ann", "p" * 201)
    assert store.clubs() == []  # nothing half-made: the club and its director are one transaction
    club, event = _new_club(store)
    assert not store.verify_director(club, "ann", "p" * 10_000)
    assert not store.check_pin(event, 1, "1" * 5000)
    with pytest.raises(NotationError, match="the second pair's name is 21 characters long; at most 20 fit"):
        store.swap_pairs(event, 2, "1NS", "x" * 21, by="director:ann")
    with pytest.raises(NotationError, match="at most 200 fit"):
        store.create_event(club, "e" * 201, spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6))
    with pytest.raises(NotationError, match="at most 400 fit"):
        store.create_event(
            club, "long", spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6), title="t" * 401
        )
    assert store.swaps(event) == [] and store.club_events(club) == [event]


def test_table_entry_on_a_locked_file_is_one_line_then_entered_once_when_released(
    sqlite_club: tuple[ClubStore, Path],
) -> None:
    store, path = sqlite_club
    _, event = _new_club(store)
    first = store.table_enter(event, 1, board=1, result="4S= N")
    holder = _lock(path)
    try:
        with pytest.raises(StoreError) as caught:
            store.table_enter(event, 1, board=2, result="3NT= S", key="key-board-2")
    finally:
        _release(holder)
    text = str(caught.value)
    assert text.startswith("the database file is locked by another program")
    assert "entering the result was not done" in text and SAFE in text and "\n" not in text
    assert [e.id for e in store.events.entries(event)] == [first.id]  # nothing recorded was lost
    second = store.table_enter(event, 1, board=2, result="3NT= S", key="key-board-2")
    again = store.table_enter(event, 1, board=2, result="3NT= S", key="key-board-2")
    assert again.id == second.id and len(store.events.entries(event)) == 2


def test_a_resent_entry_writes_the_audit_row_a_lost_step_left_out(
    sqlite_club: tuple[ClubStore, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, _ = sqlite_club
    _, event = _new_club(store)

    def lost(*args: Any, **kwargs: Any) -> None:
        raise StoreError("the connection to the database was lost")

    with monkeypatch.context() as patch:
        patch.setattr(ClubStore, "_record", lost)
        with pytest.raises(StoreError):
            store.table_enter(event, 1, board=1, result="4S= N", key="resend-key")
    entry = store.table_enter(event, 1, board=1, result="4S= N", key="resend-key")
    assert len(store.events.entries(event)) == 1
    assert [(a.action, a.entry_id) for a in store.audit(event) if a.action == "entry"] == [
        ("entry", entry.id)
    ]
    with monkeypatch.context() as patch:
        patch.setattr(ClubStore, "_record", lost)
        with pytest.raises(StoreError):
            store.director_enter(event, "ann", board=2, table=1, result="2H= E")
    done = store.director_enter(event, "ann", board=2, table=1, result="2H= E")  # no reason needed
    assert store.entry_state(event)[done.id] and len(store.events.entries(event)) == 2


# -- the app -----------------------------------------------------------------------------------


def _csrf(client: TestClient, path: str) -> str:
    found = re.search(r'name="csrf-token" content="([^"]+)"', client.get(path).text)
    assert found is not None
    return found.group(1)


def _phone(app: Any, store: ClubStore, event: str, table: int) -> tuple[TestClient, dict[str, str]]:
    client = TestClient(app)
    headers = {"x-csrf-token": _csrf(client, f"/t/{event}/{table}")}
    pin = store.pins(event)[table]
    assert client.post(f"/t/{event}/{table}/pin", json={"pin": pin}, headers=headers).json()["ok"]
    return client, headers


def _director(app: Any, club: str) -> tuple[TestClient, str]:
    client = TestClient(app)
    token = _csrf(client, "/")
    done = client.post(
        "/login",
        data={"club": club, "director": "ann", "password": PASSWORD, "csrf_token": token},
        follow_redirects=False,
    )
    assert done.status_code == 303
    return client, token


def test_web_entry_on_a_locked_file_is_503_the_phone_keeps_it_and_it_succeeds_later(
    sqlite_club: tuple[ClubStore, Path], tmp_path: Path
) -> None:
    store, path = sqlite_club
    _, event = _new_club(store)
    app = create_club_app(store, allowed_hosts=["testserver"], publish_dir=tmp_path / "site")
    phone, headers = _phone(app, store, event, 1)
    body = {"board": 1, "result": "4S= N", "key": "phone-key-0001"}
    holder = _lock(path)
    try:
        refused = phone.post(f"/api/t/{event}/1/enter", json=body, headers=headers)
        state = phone.get(f"/api/t/{event}/1/state")
        page = phone.get(f"/t/{event}/1")
    finally:
        _release(holder)
    assert refused.status_code == 503 and refused.headers["retry-after"]
    assert refused.json()["retry"] is True
    assert refused.json()["error"].startswith("the database file is locked by another program")
    assert SAFE in refused.json()["error"] and "Traceback" not in refused.text
    assert state.status_code == 503 and SAFE in state.json()["error"]
    assert page.status_code == 503 and "locked by another program" in page.text
    assert store.events.entries(event) == []
    done = phone.post(f"/api/t/{event}/1/enter", json=body, headers=headers)  # the queue sends again
    assert done.status_code == 200 and done.json()["entry"]["result"] == "4S= N"
    assert len(store.events.entries(event)) == 1


def test_director_correction_on_a_locked_file_is_a_503_page_then_succeeds(
    sqlite_club: tuple[ClubStore, Path], tmp_path: Path
) -> None:
    store, path = sqlite_club
    club, event = _new_club(store)
    store.table_enter(event, 1, board=1, result="4S= N")
    app = create_club_app(store, allowed_hosts=["testserver"], publish_dir=tmp_path / "site")
    director, token = _director(app, club)
    form = {"board": "1", "table": "1", "result": "4S+1 N", "reason": "11 tricks", "csrf_token": token}
    holder = _lock(path)
    try:
        refused = director.post(f"/director/e/{event}/correct", data=form, follow_redirects=False)
        console = director.get(f"/director/e/{event}")
        live = director.get(f"/api/live/{event}/state")
        stream = director.get(f"/api/live/{event}/events")
        home = director.get("/", follow_redirects=False)
    finally:
        _release(holder)
    assert refused.status_code == 503 and "The database is unavailable" in refused.text
    assert "correcting the result was not done" in refused.text or "locked by another program" in refused.text
    assert SAFE in refused.text and "Traceback" not in refused.text
    assert console.status_code == 503 and live.status_code == 503 and stream.status_code == 503
    assert home.status_code == 503 and SAFE in home.text and "Traceback" not in home.text
    assert live.json()["retry"] is True and SAFE in stream.json()["error"]
    assert [e.text for e in store.events.entries(event)] == ["4S= N"]  # nothing recorded was lost
    done = director.post(f"/director/e/{event}/correct", data=form, follow_redirects=False)
    assert done.status_code == 303 and "correction" in done.headers["location"]
    assert [e.text for e in store.events.entries(event)] == ["4S= N", "4S+1 N"]


def test_live_stream_says_the_database_is_unavailable_and_goes_on(
    sqlite_club: tuple[ClubStore, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bridgekit.server.club import live

    store, _ = sqlite_club
    _, event = _new_club(store)
    app = create_club_app(store, allowed_hosts=["testserver"], publish_dir=tmp_path / "site")
    calls: list[int] = []

    def version(name: str) -> int:
        calls.append(1)
        if len(calls) == 1:
            raise StoreError("the database file is locked by another program: " + SAFE)
        return 7

    monkeypatch.setattr(live, "POLL_SECONDS", 0.01)
    monkeypatch.setattr(store, "version", version)
    app.state.club.stopping = lambda: len(calls) >= 2
    text = TestClient(app).get(f"/api/live/{event}/events").text
    assert "event: unavailable" in text and SAFE in text
    assert text.index("event: unavailable") < text.index('event: change\ndata: {"version": 7}')


def test_table_page_script_keeps_the_entry_on_503() -> None:
    script = (Path(__file__).resolve().parents[1] / "src/bridgekit/server/club/static/table.js").read_text()
    keep = script.index("answer.status >= 500")
    drop = script.index("items = queue().filter((q) => q.key !== item.key)")
    assert keep < drop  # a server error (503 included) returns before the entry leaves the queue
    assert "retryTimer = setTimeout(flush" in script[keep:drop] and "return;" in script[keep:drop]


# -- teams: the results pages' line under the title -------------------------------------------


def test_teams_results_index_shows_date_movement_and_method(tmp_path: Path) -> None:
    store = ClubStore.open(database_url(None, tmp_path / "league"))
    store.create_club("Oxford", "ann", PASSWORD)
    create_teams_event(
        store,
        "Oxford",
        "swiss",
        kind="swiss",
        teams=["Lions", "Tigers", "Bears", "Wolves"],
        boards_per_match=2,
        rounds=3,
        seed=1,
    )
    info = store.events.event("swiss")
    results = store.scored("swiss")
    assert (results.date, results.movement, results.method) == (
        info.date,
        "Swiss, 3 rounds, 6 boards",
        "teams",
    )
    index = tmp_path / "site" / "index.html"
    results.publish(tmp_path / "site")
    page = index.read_text()
    assert info.date in page and "Swiss, 3 rounds, 6 boards" in page and "Teams, IMPs" in page
    store.close()


# -- PostgreSQL: a connection dropped in the middle of an entry ------------------------------


@pytest.fixture
def pg_club(postgres_url: str) -> Iterator[tuple[ClubStore, str]]:
    url = database_url(postgres_url, "x")
    store = ClubStore.open(url)
    yield store, url
    store.close()


def _terminate(url: str, conn: sa.Connection) -> None:
    pid = int(conn.connection.dbapi_connection.info.backend_pid)  # type: ignore[union-attr]
    admin = sa.create_engine(url)
    with admin.connect() as killer:
        killer.execute(sa.text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
    admin.dispose()


def test_postgres_connection_dropped_mid_table_entry_is_retried_and_stored_once(
    pg_club: tuple[ClubStore, str], tmp_path: Path
) -> None:
    store, url = pg_club
    _, event = _new_club(store)
    app = create_club_app(store, allowed_hosts=["testserver"], publish_dir=tmp_path / "site")
    phone, headers = _phone(app, store, event, 1)
    dropped: list[str] = []

    def before(conn: sa.Connection, cursor: Any, statement: str, *args: Any) -> None:
        if not dropped and statement.startswith("INSERT INTO bk_entries"):
            dropped.append(statement)
            _terminate(url, conn)

    sa.event.listen(store.engine, "before_cursor_execute", before)
    try:
        done = phone.post(f"/api/t/{event}/1/enter", json={"board": 1, "result": "4S= N"}, headers=headers)
    finally:
        sa.event.remove(store.engine, "before_cursor_execute", before)
    assert dropped  # the backend really was terminated in the middle of the entry
    assert done.status_code == 200 and done.json()["entry"]["result"] == "4S= N"
    assert [e.text for e in store.events.entries(event)] == ["4S= N"]  # stored once
    assert [a.action for a in store.audit(event) if a.action == "entry"] == ["entry"]


def test_postgres_connection_dropped_in_the_commit_is_503_in_doubt_and_the_resend_stores_once(
    pg_club: tuple[ClubStore, str], tmp_path: Path
) -> None:
    store, url = pg_club
    _, event = _new_club(store)
    app = create_club_app(store, allowed_hosts=["testserver"], publish_dir=tmp_path / "site")
    phone, headers = _phone(app, store, event, 1)
    wrote: list[bool] = []
    dropped: list[bool] = []

    def mark(conn: sa.Connection, cursor: Any, statement: str, *args: Any) -> None:
        if statement.startswith("INSERT INTO bk_entries"):
            wrote.append(True)

    def before_commit(conn: sa.Connection) -> None:
        if wrote and not dropped:
            dropped.append(True)
            _terminate(url, conn)

    sa.event.listen(store.engine, "before_cursor_execute", mark)
    sa.event.listen(store.engine, "commit", before_commit)
    body = {"board": 1, "result": "4S= N", "key": "doubt-key-0001"}
    try:
        doubt = phone.post(f"/api/t/{event}/1/enter", json=body, headers=headers)
    finally:
        sa.event.remove(store.engine, "before_cursor_execute", mark)
        sa.event.remove(store.engine, "commit", before_commit)
    assert dropped and doubt.status_code == 503
    assert "may or may not be stored" in doubt.json()["error"] and SAFE in doubt.json()["error"]
    again = phone.post(f"/api/t/{event}/1/enter", json=body, headers=headers)  # the phone's queue
    assert again.status_code == 200
    assert [e.text for e in store.events.entries(event)] == ["4S= N"]  # never doubled
