"""Helpers of the browser tests: a ``bridgekit serve`` process and Debian's Chromium through Playwright."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SRC = Path(__file__).resolve().parents[1] / "src"


class Server:
    """``bridgekit serve`` in a process of its own on 127.0.0.1 and a free port."""

    def __init__(self, db: str, *, port: int = 0, robot_delay: float = 0.0) -> None:
        self.db = db
        self.port = port
        self.robot_delay = robot_delay
        self.process: subprocess.Popen[str] | None = None
        self.url = ""

    def start(self) -> Server:
        env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        command = [sys.executable, "-m", "bridgekit.cli.main", "serve", "--no-browser", "--db", self.db]
        command += ["--port", str(self.port), "--robot-delay", str(self.robot_delay)]
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        found = re.search(r"(http://127\.0\.0\.1:(\d+)/)", line)
        assert found, f"the server did not say where it listens: {line!r}"
        self.url = found.group(1).rstrip("/")
        self.port = int(found.group(2))
        return self

    def kill(self) -> None:
        """``kill -9``: no chance to tidy up."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)


@contextmanager
def running(db: str, **options: Any) -> Iterator[Server]:
    server = Server(db, **options).start()
    try:
        yield server
    finally:
        server.stop()


def launch(playwright: Any) -> Any:
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def seq(page: Any) -> int:
    value = page.locator("#table").get_attribute("data-seq")
    return int(value) if value is not None else -1


def wait_change(page: Any, old: int, timeout: float = 15_000) -> None:
    page.wait_for_function(
        "old => Number(document.getElementById('table').dataset.seq) !== old", arg=old, timeout=timeout
    )


ACTIONABLE = "button[data-card]:enabled, button[data-call]:enabled, [data-deal-over]"


def play_deal(page: Any, *, first_call: str | None = "1C", limit: int = 200, before_click: Any = None) -> str:
    """Play the page's seat to the end of the deal by clicking; returns ``data-score``.

    The first call the seat makes is *first_call* when legal (so that the deal is played, not
    passed out), then it passes; in the play it clicks the first playable card.
    """
    called = False
    for _ in range(limit):
        page.wait_for_selector(ACTIONABLE, timeout=20_000)
        over = page.locator("[data-deal-over]")
        if over.count():
            score = over.get_attribute("data-score")
            assert score is not None
            return score
        old = seq(page)
        if before_click is not None:
            before_click(page)
        calls = page.locator("button[data-call]:enabled")
        if calls.count():
            wanted = page.locator(f'button[data-call="{first_call}"]:enabled') if first_call else None
            if not called and wanted is not None and wanted.count():
                wanted.click()
            elif page.locator('button[data-call="P"]:enabled').count():
                page.locator('button[data-call="P"]:enabled').click()
            else:
                calls.first.click()
            called = True
        else:
            page.locator("button[data-card]:enabled").first.click()
        wait_change(page, old)
    raise AssertionError("the deal did not end")
