"""The event store: append-only entries, corrections, clear errors, nothing lost."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgekit.errors import BridgeError, IllegalActionError, NotationError
from bridgekit.store.events import EventStore, StoreError, database_url
from bridgekit.tournament.event import MovementSpec, hand_records


@pytest.fixture
def store(tmp_path: Path) -> EventStore:
    opened = EventStore.open(database_url(None, tmp_path / "club"))
    opened.create_event(
        "club", spec=MovementSpec("howell", 3, 2), boards=hand_records(10, seed=4), title="Club"
    )
    return opened


def test_urls() -> None:
    assert database_url(None, "dir/club") == "sqlite:///dir/club.sqlite"
    assert database_url("postgres://u:p@h/db", "x") == "postgresql+psycopg://u:p@h/db"
    assert database_url("events.db", "x") == "sqlite:///events.db"
    assert database_url("sqlite:///:memory:", "x") == "sqlite:///:memory:"


def test_unreachable_database_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="cannot open the database"):
        EventStore.open(f"sqlite:///{tmp_path}/missing/dir/x.sqlite")
    with pytest.raises(StoreError, match="postgresql"):
        EventStore.open("postgresql+psycopg://nobody:secret@127.0.0.1:1/none")
    assert issubclass(StoreError, BridgeError)


def test_event_errors(store: EventStore) -> None:
    with pytest.raises(IllegalActionError, match="exists"):
        store.create_event("club", spec=MovementSpec("howell", 3, 2), boards=hand_records(10, seed=4))
    with pytest.raises(NotationError, match="missing"):
        store.create_event("other", spec=MovementSpec("howell", 3, 2), boards=hand_records(4, seed=4))
    with pytest.raises(NotationError, match="no event"):
        store.event("nope")
    with pytest.raises(NotationError, match="no pair"):
        store.set_names("club", "99", "X - Y")
    assert store.event("club").title == "Club" and len(store.boards("club")) == 10


def test_entries_are_kept_and_corrections_supersede(store: EventStore) -> None:
    movement = store.event("club").movement
    seating = movement.seatings[0]
    board = seating.boards[0]
    first = store.enter("club", board, "2S+1 E", ns=seating.ns, ew=seating.ew, lead="HK")
    assert (first.version, first.kind, first.lead) == (1, "entry", "HK")
    for bad, error in (("2S+6 E", NotationError), ("2S", NotationError), ("1NT= N", IllegalActionError)):
        with pytest.raises(error):
            store.enter("club", board, bad, ns=seating.ns, ew=seating.ew)
    with pytest.raises(NotationError, match="unknown detail"):
        store.enter("club", board, "1NT= N", seat=3)
    with pytest.raises(IllegalActionError, match="no result to correct"):
        store.correct("club", seating.boards[1], "1NT= N", ns=seating.ns, ew=seating.ew)
    second = store.correct("club", board, "2S= E", ns=seating.ns, ew=seating.ew)
    third = store.correct("club", board, "pass", ns=seating.ns, ew=seating.ew)
    assert (second.supersedes, third.supersedes, third.version) == (first.id, second.id, 3)
    assert [e.text for e in store.entries("club")] == ["2S+1 E", "2S= E", "pass"]
    assert [r.text for r in store.current("club")] == ["pass"]


def test_two_stores_on_one_file_see_each_other(store: EventStore, tmp_path: Path) -> None:
    other = EventStore.open(database_url(None, tmp_path / "club"))
    seating = store.event("club").movement.seatings[0]
    other.enter("club", seating.boards[0], "3NT= N", table=seating.table, round=seating.round)
    with pytest.raises(IllegalActionError):
        store.enter("club", seating.boards[0], "3NT= N", table=seating.table, round=seating.round)
    other.close()
