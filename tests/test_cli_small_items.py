"""Small things a user notices: line ends, the score so far on quitting, a quiet ``| head``, headers."""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

import pytest

from bridgekit.cli import event
from bridgekit.cli.main import main
from bridgekit.cli.play import Table
from bridgekit.cli.render import Style
from bridgekit.robots import BridgeRobot
from bridgekit.seats import Seat
from bridgekit.session import Session
from bridgekit.variants.bridge import BridgeGame


def test_convert_writes_lf_like_deal_and_crlf_on_request(tmp_path: Path) -> None:
    deals = tmp_path / "deals.pbn"
    with contextlib.redirect_stdout(io.StringIO()) as out:
        assert main(["deal", "-n", "2", "--seed", "1"]) == 0
    deals.write_bytes(out.getvalue().encode())
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["convert", str(deals), str(tmp_path / "lf.pbn")]) == 0
        assert main(["convert", str(deals), str(tmp_path / "crlf.pbn"), "--crlf"]) == 0
    lf = (tmp_path / "lf.pbn").read_bytes()
    assert b"\r\n" not in lf and lf.count(b"\n") > 5
    assert b"\n" not in (tmp_path / "crlf.pbn").read_bytes().replace(b"\r\n", b"")


class _HintsThenQuit:
    """The human plays the robot's choice for the whole first deal, then quits."""

    def __init__(self, table: Table, session: Session) -> None:
        self.table, self.session, self.robot = table, session, BridgeRobot()
        self.game: BridgeGame | None = None

    def readline(self) -> str:
        if self.session.games:
            return "quit\n"
        assert self.game is not None
        return f"{self.robot.choose(self.game.view(Seat.SOUTH)).action}\n"


def test_quitting_mid_rubber_shows_the_score_sheet_so_far() -> None:
    session = Session("rubber", seed=3)
    out = io.StringIO()
    table = Table(session, human=Seat.SOUTH, style=Style(False, False), out=out, stdin=io.StringIO())
    feeder = _HintsThenQuit(table, session)
    table.stdin = feeder  # type: ignore[assignment]
    play_deal = table.play_deal

    def tracked(game: BridgeGame) -> bool:
        feeder.game = game
        return play_deal(game)

    table.play_deal = tracked  # type: ignore[method-assign]
    assert table.run() is False
    text = out.getvalue()
    tail = text[text.index("Stopped.") :]
    assert "The score so far:" in tail and "We (N-S)" in tail and "Totals so far: N-S" in tail


def _event(tmp_path: Path) -> str:
    club = str(tmp_path / "club")
    with contextlib.redirect_stdout(io.StringIO()):
        assert event.main(["new", club, "--tables", "3", "--boards-per-round", "1", "--seed", "1"]) == 0
        assert event.main(["enter", club, "4S=", "N", "--board", "1", "--table", "1"]) == 0
    return club


def test_event_score_prints_a_header(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    club = _event(tmp_path)
    assert event.main(["score", club]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "club" and "Matchpoints" in lines[1]
    assert "Ranking N-S" in lines and any(line.startswith("rank pair") for line in lines)


class _ClosedPipe(io.StringIO):
    """A reader that went away after the first write (``| head -1``)."""

    writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        if self.writes > 1:
            raise BrokenPipeError(32, "Broken pipe")
        return super().write(text)


@pytest.mark.parametrize("argv", [["event", "movement"], ["event", "score"]])
def test_event_output_into_head_says_nothing_of_a_broken_pipe(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    club = _event(tmp_path)
    pipe = _ClosedPipe()
    monkeypatch.setattr(sys, "stdout", pipe)
    assert main([*argv, club]) == 0
    monkeypatch.undo()
    assert "Broken pipe" not in capsys.readouterr().err
    assert pipe.writes > 1 and pipe.getvalue()  # the pipe did break after the first write
