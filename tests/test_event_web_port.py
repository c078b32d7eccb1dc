"""``bridgekit event enter --web`` (issue 19): the port is checked, a busy port is one line, and
the address is printed only once the page listens. (The page itself is server/entry.py.)"""

from __future__ import annotations

import socket
import threading
from pathlib import Path

import pytest

from bridgekit.cli import serving
from bridgekit.cli.main import main
from bridgekit.server import entry


@pytest.fixture
def event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    name = str(tmp_path / "club")
    assert main(["event", "new", name, "--tables", "3", "--seed", "1"]) == 0
    capsys.readouterr()
    return name


@pytest.mark.parametrize("port", ["99999", "-1", "0", "http", "65536"])
def test_event_enter_web_with_port_99999_or_minus_1_is_one_line(
    event: str, port: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["event", "enter", event, "--web", "--port", port])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err == (
        f"bridgekit event enter: argument --port: not a port: {port!r} (a number from 1 to 65535) "
        "(see bridgekit event enter --help)\n"
    )


def test_event_enter_web_on_a_busy_port_is_one_line_exit_2(
    event: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        code = main(["event", "enter", event, "--web", "--port", str(port)])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err == (
        f"bridgekit event: port {port} on 127.0.0.1 is in use (another program, or an entry page "
        "already running): choose another with --port\n"
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_event_enter_web_prints_the_url_only_after_the_port_is_bound(
    event: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    port = _free_port()
    steps: list[str] = []
    printed = threading.Event()

    class Out:
        def write(self, text: str) -> int:
            if text.strip():
                steps.append("printed " + text.strip())
                printed.set()
            return len(text)

        def flush(self) -> None:
            pass

    def fake_serve(store: object, name: str, *, port: int) -> None:
        steps.append("starting")
        printed.wait(0.5)  # nothing may be printed before the server listens
        with socket.socket() as server:
            server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            server.bind(("127.0.0.1", port))
            server.listen()
            steps.append("listening")
            assert printed.wait(10)
        steps.append("stopped")

    monkeypatch.setattr(entry, "serve", fake_serve)
    monkeypatch.setattr("sys.stdout", Out())
    assert main(["event", "enter", event, "--web", "--port", str(port)]) == 0
    assert steps == [
        "starting",
        "listening",
        f"printed entry page for club: http://127.0.0.1:{port}/ (Ctrl-C to stop)",
        "stopped",
    ]


def test_a_server_that_exits_without_serving_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    def fails() -> None:
        raise SystemExit(1)

    port = _free_port()
    with pytest.raises(serving.PortError, match=f"could not start on port {port}"):
        serving.serve_announced(fails, "127.0.0.1", port, "never printed")
    assert capsys.readouterr().out == ""
