"""A table's phone in a real browser (Debian's Chromium, Playwright) while the database is
locked (issue 19): the entry is answered 503 with the one line, stays in the phone's queue,
and is sent again and stored once when the lock is gone."""

from __future__ import annotations

import json
import re
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import uvicorn

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


def test_a_phone_keeps_an_entry_answered_503_and_sends_it_once_the_lock_is_gone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(faults, "LOCK_WAIT", 0.3)  # the retry window, shortened for the test
    path = tmp_path / "club.sqlite"
    store = ClubStore.open(f"sqlite:///{path}?timeout=0.05")
    store.create_club("Oxford", "ann", "correct horse battery")
    store.create_event("Oxford", "tue", spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6, seed=8))
    pin = store.pins("tue")[1]
    app = create_club_app(store, allowed_hosts=["127.0.0.1"], publish_dir=tmp_path / "site")
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(100):
        if server.started:
            break
        time.sleep(0.05)
    url = f"http://127.0.0.1:{port}"
    try:
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
    finally:
        server.should_exit = True
        thread.join(10)
        store.close()
