"""``bridgekit event enter --web`` (issue 19): the port is checked, a busy port is one line, and
the address is printed only once the page listens. (The page itself is the club app.)"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from bridgekit.cli.main import main


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


def test_event_enter_web_prints_the_url_only_after_the_port_is_bound(
    event: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The club app's socket is bound before a line is printed, and handed to the server."""
    import uvicorn

    steps: list[str] = []
    real_bind = socket.socket.bind

    def bind(self: socket.socket, address: object) -> None:
        real_bind(self, address)  # type: ignore[arg-type]
        steps.append("bound")

    class Out:
        def write(self, text: str) -> int:
            if text.strip():
                steps.append("printed")
            return len(text)

        def flush(self) -> None:
            pass

        def isatty(self) -> bool:
            return False

    def run(server: uvicorn.Server, sockets: list[socket.socket]) -> None:
        steps.append(f"served on {len(sockets)} bound socket")
        assert sockets[0].getsockname()[1] != 0

    monkeypatch.setattr(socket.socket, "bind", bind)
    monkeypatch.setattr(uvicorn.Server, "run", run)
    monkeypatch.setattr("sys.stdout", Out())
    assert main(["event", "enter", event, "--web", "--port", str(_free_port())]) == 0
    served = steps.index("served on 1 bound socket")
    assert "printed" in steps[:served]
    assert steps.index("bound", steps.index("bound") + 1) < steps.index("printed")  # the probe, then ours


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
