"""A table's phone in a real browser (Debian's Chromium, Playwright) while the database is
locked (issue 19): the entry is answered 503 with the one line, stays in the phone's queue,
and is sent again and stored once when the lock is gone; a failed load of the table's boards
is tried again by itself, and a late answer from before the PIN does not undo the sign-in."""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from starlette.types import ASGIApp, Receive, Scope, Send

from bridgekit.server.club import create_club_app
from bridgekit.store import faults
from bridgekit.store.club import ClubStore
from bridgekit.tournament.event import MovementSpec, hand_records
from server_process import free_port, launch

playwright_api = pytest.importorskip("playwright.sync_api")

PHONE = {"viewport": {"width": 390, "height": 780}, "is_mobile": True, "has_touch": True}


def sign_in(phone: Any, pin: str) -> None:
    """Wait for the table's seating. The file gives up on a lock after 0.05 s, so on a loaded
    machine the phone's sign-in can itself be answered 503 ("try again"): then sign in again
    with the PIN, as a person would (three tries)."""
    seating = phone.locator("#seating").filter(has_text="Round 1 of 3")
    for _ in range(3):
        try:
            seating.wait_for(timeout=10_000)
            return
        except playwright_api.TimeoutError:
            if not phone.locator("#pin-error").is_visible():
                raise
            phone.fill("#pin", pin)
            phone.locator("#pin-form").evaluate("form => form.requestSubmit()")
    seating.wait_for(timeout=10_000)


@contextmanager
def club_server(
    path: Path, site: Path, wrap: Callable[[ASGIApp], ASGIApp] | None = None
) -> Iterator[tuple[ClubStore, str, str]]:
    """A club server on 127.0.0.1 over the SQLite file *path* (giving up on a lock after 0.05 s),
    with one event "tue"; yields the store, the server's URL and table 1's PIN. *wrap* wraps the
    application (to slow some requests down)."""
    store = ClubStore.open(f"sqlite:///{path}?timeout=0.05")
    store.create_club("Oxford", "ann", "correct horse battery")
    store.create_event("Oxford", "tue", spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6, seed=8))
    pin = store.pins("tue")[1]
    app: ASGIApp = create_club_app(store, allowed_hosts=["127.0.0.1"], publish_dir=site)
    if wrap is not None:
        app = wrap(app)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(100):
        if server.started:
            break
        time.sleep(0.05)
    try:
        yield store, f"http://127.0.0.1:{port}", pin
    finally:
        server.should_exit = True
        thread.join(10)
        store.close()


def test_a_phone_loads_its_boards_again_by_itself_after_a_503(tmp_path: Path) -> None:
    """The first load of the boards after the PIN is answered 503 (the database busy): the phone
    asks again by itself and shows the round, with no action of the player."""
    with club_server(tmp_path / "club.sqlite", tmp_path / "site") as (_store, url, pin):
        failed: list[str] = []

        def busy_once(route: Any) -> None:
            if not failed:
                failed.append(route.request.url)
                route.fulfill(status=503, json={"error": "the database is busy"})
            else:
                route.continue_()

        with playwright_api.sync_playwright() as pw:
            browser = launch(pw)
            try:
                phone = browser.new_context(**PHONE).new_page()
                phone.route(re.compile(r".*/api/t/tue/1/state$"), busy_once)
                phone.goto(f"{url}/t/tue/1#pin={pin}")
                phone.locator("#seating").filter(has_text="Round 1 of 3").wait_for(timeout=20_000)
                assert len(failed) == 1  # the 503 was given, and the phone recovered from it
                assert not phone.locator("#pin-error").is_visible()
            finally:
                browser.close()


def test_a_late_answer_from_before_the_pin_does_not_undo_the_sign_in(tmp_path: Path) -> None:
    """On a loaded server the live stream's first refresh (sent before the PIN is accepted, so
    answered 401) can arrive after the sign-in's own refresh: the phone keeps the round shown."""
    late: list[str] = []
    answered = threading.Event()

    def slow(app: ASGIApp) -> ASGIApp:
        async def wrapped(scope: Scope, receive: Receive, send: Send) -> None:
            path = scope.get("path", "")
            if path.endswith("/t/tue/1/pin"):
                await asyncio.sleep(1.0)  # the stream's refresh goes out before the PIN's answer
            elif path.endswith("/api/t/tue/1/state") and not late:
                late.append(path)
                await asyncio.sleep(2.5)  # and is answered after the sign-in's refresh
                await app(scope, receive, send)
                answered.set()
                return
            await app(scope, receive, send)

        return wrapped

    server = club_server(tmp_path / "club.sqlite", tmp_path / "site", wrap=slow)
    with server as (_store, url, pin), playwright_api.sync_playwright() as pw:
        browser = launch(pw)
        try:
            phone = browser.new_context(**PHONE).new_page()
            phone.goto(f"{url}/t/tue/1#pin={pin}")
            seating = phone.locator("#seating").filter(has_text="Round 1 of 3")
            seating.wait_for(timeout=20_000)
            assert answered.wait(20)  # the late answer has come back
            phone.wait_for_timeout(500)  # and the page has read it
            assert seating.is_visible() and not phone.locator("#pin-card").is_visible()
        finally:
            browser.close()


def test_a_phone_keeps_an_entry_answered_503_and_sends_it_once_the_lock_is_gone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(faults, "LOCK_WAIT", 0.3)  # the retry window, shortened for the test
    path = tmp_path / "club.sqlite"
    with club_server(path, tmp_path / "site") as (store, url, pin):
        with playwright_api.sync_playwright() as pw:
            browser = launch(pw)
            try:
                phone = browser.new_context(**PHONE).new_page()
                phone.goto(f"{url}/t/tue/1#pin={pin}")
                sign_in(phone, pin)
                holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
                holder.execute("BEGIN EXCLUSIVE")  # another program holds the file
                try:
                    phone.click('[data-level="4"]')
                    phone.click('[data-strain="S"]')
                    phone.click('[data-declarer="N"]')
                    phone.select_option("#made", "=")
                    phone.click("#send")
                    shown = phone.locator("#confirm-score").filter(has_text="locked by another program")
                    shown.wait_for(timeout=15_000)
                    text = shown.inner_text()
                    assert "nothing recorded before was lost" in text and "waits on this phone" in text
                    waiting = json.loads(phone.evaluate("localStorage.getItem('bk-queue:tue:1')"))
                    assert [item["result"] for item in waiting] == ["4S= N"]  # kept, not dropped
                    stored = holder.execute("SELECT count(*) FROM bk_entries").fetchone()[0]
                    assert stored == 0
                finally:
                    holder.rollback()
                    holder.close()
                # The queue sends it again by itself; it is stored once.
                done = phone.locator("#confirm-score").filter(has_text=re.compile(r"N–S|E–W"))
                done.wait_for(timeout=20_000)
                assert json.loads(phone.evaluate("localStorage.getItem('bk-queue:tue:1')")) == []
            finally:
                browser.close()
        assert [e.text for e in store.events.entries("tue")] == ["4S= N"]
