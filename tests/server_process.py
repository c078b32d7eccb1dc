"""A bridgekit server in a process of its own, for the browser tests (start, ``kill -9``, stop),
and Debian's Chromium launched by its path (nothing is downloaded).

Shared by ``tests/test_server_browser.py`` (``bridgekit serve``) and
``tests/test_server_club_browser.py`` (``bridgekit event enter NAME --web``).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Sequence
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


def launch(playwright: Any) -> Any:
    """Debian's Chromium, headless."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def bridgekit_env() -> dict[str, str]:
    """The environment of a child ``python -m bridgekit.cli.main``: this tree's sources first."""
    return {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}


class ServerProcess:
    """``python -m bridgekit.cli.main ARGS`` in a process of its own.

    *ready* reads the process's output line by line until it returns the server's base URL (it
    may note what else it finds: PINs, a password); the process is then polled over HTTP until
    it answers.
    """

    def __init__(
        self, args: Sequence[str], ready: Callable[[str], str | None], *, cwd: Path | None = None
    ) -> None:
        self.args = list(args)
        self.ready = ready
        self.cwd = cwd
        self.process: subprocess.Popen[str] | None = None
        self.url = ""

    def start(self, *, lines: int = 20) -> ServerProcess:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bridgekit.cli.main", *self.args],
            cwd=self.cwd,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=bridgekit_env(),
        )
        assert self.process.stdout is not None
        seen = []
        for _ in range(lines):
            line = self.process.stdout.readline()
            seen.append(line)
            if url := self.ready(line):
                self.url = url.rstrip("/")
                break
        else:
            self.stop()
            raise AssertionError(f"the server did not say where it listens: {''.join(seen)!r}")
        for _ in range(150):
            try:
                urllib.request.urlopen(f"{self.url}/", timeout=1).close()  # noqa: S310 - our own server
                return self
            except urllib.error.HTTPError:  # it answers, if only to refuse
                return self
            except OSError:
                time.sleep(0.1)
        raise AssertionError("the server did not answer")

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


# How a page that keeps redrawing is told from a slow browser (see :func:`click`).
_QUIET = """async (node) => {
  const table = document.getElementById("table");
  const count = (key) => Number(table?.dataset[key] ?? 0);
  const before = { draws: count("draws"), connections: count("connections") };
  const boxes = [];
  for (let i = 0; i < 5; i += 1) {
    const box = node.getBoundingClientRect();
    boxes.push([box.x, box.y, box.width, box.height].map(Math.round).join(","));
    await new Promise((done) => setTimeout(done, 200));
  }
  return { redraws: count("draws") - before.draws, reconnects: count("connections") - before.connections,
           boxes, connected: node.isConnected, live: table?.dataset.live };
}"""


def click(target: Any, *, timeout: float = 30_000) -> None:
    """Click the element of the locator *target* as Playwright does (visible, enabled, stable, not
    covered). Under a heavily loaded machine Chromium has now and then failed Playwright's
    stability wait for 30 s on a quiet page; then the page is checked to be quiet (no redraw, no
    reconnect in one second: a page that keeps redrawing is a bug and fails the test) and the
    element is clicked by the page's own script, with what was seen printed for the log."""
    try:
        target.click(timeout=timeout)
        return
    except Exception as error:  # Playwright's TimeoutError
        if "Timeout" not in type(error).__name__:
            raise
        if target.count() == 0:  # it went while Playwright waited: the caller looks at the page again
            print(f"click: {target} went from the page while Playwright waited {timeout / 1000:.0f} s")
            return
        seen = target.evaluate(_QUIET, timeout=5_000)
        print(f"click fell back to the page's script after {timeout / 1000:.0f} s: {seen}")
        assert seen["redraws"] <= 2 and seen["reconnects"] == 0, f"the page keeps redrawing: {seen}"
        target.evaluate("node => node.click()")
