"""The table-entry web page: results in, errors shown, nothing lost, loopback only."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from bridgekit.errors import NotationError
from bridgekit.store.events import EventStore, database_url
from bridgekit.tournament.event import MovementSpec, hand_records

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from bridgekit.server.entry import HOST, create_app


@pytest.fixture
def client(tmp_path: Path) -> tuple[TestClient, EventStore]:
    store = EventStore.open(database_url(None, tmp_path / "club"))
    store.create_event(
        "club", spec=MovementSpec("mitchell", 5, 3), boards=hand_records(15, seed=9), title="Club & Co"
    )
    return TestClient(create_app(store, "club")), store


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_entry_and_correction(client: tuple[TestClient, EventStore]) -> None:
    web, store = client
    page = web.get("/")
    assert page.status_code == 200 and "Club &amp; Co" in page.text
    ok = web.post(
        "/enter", data={"round": "1", "table": "2", "board": "4", "result": "3NT+1 S", "lead": "D5"}
    )
    assert ok.status_code == 200 and "3NT+1 S (entry)" in ok.text
    again = web.post("/enter", data={"round": "1", "table": "2", "board": "4", "result": "3NT= S"})
    assert again.status_code == 400 and "has a result already" in again.text
    fixed = web.post(
        "/enter", data={"round": "1", "table": "2", "board": "4", "result": "3NT= S", "correction": "1"}
    )
    assert fixed.status_code == 200 and "(correction)" in fixed.text
    assert [e.text for e in store.entries("club")] == ["3NT+1 S", "3NT= S"]
    assert store.entries("club")[0].entered_by == "web"


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize(
    ("form", "message"),
    [
        ({"round": "1", "table": "2", "board": "1", "result": "3NT= S"}, "was not played"),
        ({"round": "1", "table": "2", "board": "4", "result": "8NT= S"}, "not a result"),
        ({"round": "x", "table": "2", "board": "4", "result": "3NT= S"}, "must be a number"),
        ({"round": "1", "table": "2", "result": "3NT= S"}, "which board"),
        ({"round": "1", "table": "2", "board": "4", "result": "<script>"}, "&lt;script&gt;"),
    ],
)
def test_bad_input_is_shown_and_nothing_is_stored(
    client: tuple[TestClient, EventStore], form: dict[str, str], message: str
) -> None:
    web, store = client
    answer = web.post("/enter", data=form)
    assert answer.status_code == 400 and message in answer.text
    assert store.entries("club") == []


def test_loopback_only_and_known_event(tmp_path: Path) -> None:
    assert HOST == "127.0.0.1"
    store = EventStore.open(database_url(None, tmp_path / "x"))
    with pytest.raises(NotationError):
        create_app(store, "missing")
