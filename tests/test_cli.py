"""The ``bridgekit`` command, in process and once through a subprocess."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bridgekit.cli.main import main
from bridgekit.formats import pbn
from bridgekit.session import Session


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- score ------------------------------------------------------------------------------


def test_score_4hx_vulnerable_790_made_and_990_with_an_overtrick(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "score", "4HX", "10", "--vul") == (0, "790\n", "")
    assert run(capsys, "score", "4HX", "11", "--vul")[1] == "990\n"


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["4HX=", "--vul"], "790"),  # TV-S (Law 77)
        (["3NT-2"], "-100"),
        (["6CXX="], "1380"),  # TV-S-06
        (["2HX+1", "--vul"], "870"),  # TV-S-07
        (["4SX-4", "--old-undertricks"], "-700"),  # TV-S-09
        (["4S+1", "--declarer", "N", "--board", "12"], "650"),  # board 12: N-S vulnerable
        (["4S+1 E", "--board", "12"], "450"),
    ],
)
def test_score_results(capsys: pytest.CaptureFixture[str], argv: list[str], expected: str) -> None:
    code, out, err = run(capsys, "score", *argv)
    assert (code, out.strip(), err) == (0, expected, "")


def test_score_rubber_sequence_tv_r_01(capsys: pytest.CaptureFixture[str]) -> None:
    results = ["2NT+1 N", "4H= E", "5C-2 E", "2SX+1 S", "4SX-1 S", "3D-1 W", "3NT= E"]
    code, out, _ = run(capsys, "score", "--method", "rubber", "--no-honours", *results)
    assert code == 0
    assert "net N-S -250" in out
    assert "We (N-S)" in out and "EW win the rubber" in out
    code, out, _ = run(capsys, "score", "--method", "rubber", "--json", *results)
    data = json.loads(out)
    assert data["totals"] == {"NS": 670, "EW": 920} and data["net"] == -250


def test_score_bg_rubber_tv_r_02(capsys: pytest.CaptureFixture[str]) -> None:
    results = ["2NT+1 N", "4H= E", "5C-2 E", "2SX+1 S", "4SX-1 S", "3D-1 W", "3NT= E"]
    code, out, _ = run(capsys, "score", "--method", "bg_rubber", "--json", *results)
    assert json.loads(out)["net"] == -250


def test_score_chicago_sequence(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "score", "--method", "chicago", "--json", "2S+1 N", "pass", "2H= S", "1NT= E")
    assert code == 0
    data = json.loads(out)
    assert data["deals"][1]["contract"] is None
    assert data["totals"]["NS"] == 60 + 30 + 60 + 300  # TV-C-01


def test_score_errors_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (
        ["score", "9ZZ", "3"],
        ["score", "4H", "15"],
        ["score", "4H=+1"],
        ["score", "--method", "rubber", "4H="],
        ["score", "4H=", "--profile", "pl"],
    ):
        code, out, err = run(capsys, *argv)
        assert code == 2, argv
        assert err.count("\n") == 1 and err.startswith("bridgekit"), (argv, err)


# -- deal and convert ---------------------------------------------------------------------


def test_deal_prints_seeded_pbn_boards(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deal", "-n", "3", "--seed", "7", "--board-start", "12")
    assert code == 0
    boards = pbn.loads(out)
    assert [(b.number, str(b.dealer), str(b.vulnerability)) for b in boards] == [
        (12, "W", "NS"),
        (13, "N", "All"),
        (14, "E", "None"),
    ]
    assert run(capsys, "deal", "-n", "3", "--seed", "7", "--board-start", "12")[1] == out
    code, out, _ = run(capsys, "deal", "-n", "2", "--seed", "7", "--format", "json")
    assert code == 0 and len(json.loads(out)) == 2


def test_convert_between_formats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = run(capsys, "deal", "-n", "2", "--seed", "3")
    source = tmp_path / "deals.pbn"
    source.write_text(out)
    assert run(capsys, "convert", str(source), str(tmp_path / "deals.json"))[0] == 0
    assert run(capsys, "convert", str(tmp_path / "deals.json"), str(tmp_path / "deals.lin"))[0] == 0
    code, lin_out, _ = run(capsys, "convert", str(tmp_path / "deals.json"), "-", "--to", "lin")
    assert code == 0 and lin_out.strip()
    monkeypatch.setattr(sys, "stdin", io.StringIO(out))
    code, json_out, _ = run(capsys, "convert", "-", "-", "--from", "pbn", "--to", "json")
    assert code == 0 and [b["number"] for b in json.loads(json_out)] == [1, 2]


def test_convert_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (
        ["convert", str(tmp_path / "missing.pbn"), str(tmp_path / "x.json")],
        ["convert", "-", "x.json"],
        ["convert", "a.txt", "b.pbn"],
    ):
        code, _, err = run(capsys, *argv)
        assert code == 2 and err.count("\n") == 1, (argv, err)


# -- play ----------------------------------------------------------------------------------


def test_play_auto_json_is_complete_and_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", "--auto", "--seed", "1", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["is_over"] and data["scoring"] == "rubber" and data["deals"]
    for deal in data["deals"]:
        assert {"deal", "auction", "play", "contract", "declarer", "result", "score", "entries"} <= set(deal)
    assert Session.from_summary(data).summary() == data
    assert run(capsys, "play", "--auto", "--seed", "1", "--json")[1] == out


@pytest.mark.parametrize("scoring", ["chicago", "duplicate", "bg_rubber", "chicago_duplicate"])
def test_play_auto_other_scorings(capsys: pytest.CaptureFixture[str], scoring: str) -> None:
    code, out, err = run(capsys, "play", "--auto", "--seed", "2", "--scoring", scoring, "--ascii")
    assert code == 0 and err == ""
    assert "Session over" in out and "\x1b[" not in out and "♠" not in out


def test_play_interactive_with_bad_input_undo_hint_and_quit(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    script = "\n".join(["xyz", "1c", "hint", "help", "undo", "p", "undo", "sa", "quit"]) + "\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(script))
    code, out, err = run(capsys, "play", "--ascii", "--seed", "3")
    assert code == 0 and err == ""
    assert "not a call: 'xyz'" in out
    assert "illegal call 1C by S: the last bid is 1D by E" in out
    assert "not a card or command: 'sa'" not in out
    assert "hint: " in out
    assert "claim N" in out  # the help text
    assert "nothing to undo" in out
    assert "Traceback" not in out
    assert "Stopped." in out


def test_play_interactive_end_of_input_is_clean(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("p\n"))
    code, out, err = run(capsys, "play", "--ascii", "--seed", "4", "--scoring", "duplicate")
    assert code == 0 and err == "" and "Traceback" not in out


def test_play_a_whole_deal_by_hints(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from bridgekit.cli.play import Table
    from bridgekit.cli.render import Style

    session = Session("duplicate", seed=5, boards=1)
    stdin = io.StringIO()
    out = io.StringIO()
    table = Table(session, human=None, style=Style(False, False), out=out, stdin=stdin)
    assert table.run()
    assert "Session over" in out.getvalue()


def test_play_unknown_game_lists_games(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "play", "chess")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "bridge" in err and "chess" in err


# -- the command as a whole ----------------------------------------------------------------


@pytest.mark.parametrize("command", [[], ["play"], ["score"], ["deal"], ["convert"]])
def test_every_help_exits_0(capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    code, out, _ = run(capsys, *command, "--help")
    assert code == 0 and "usage:" in out and "--json" in out or command == []


@pytest.mark.parametrize(
    "argv",
    [
        ["frobnicate"],
        ["deal", "-n", "x"],
        ["deal", "-n", "0"],
        ["play", "--seat", "Q"],
        ["score"],
        ["play", "--scoring", "bridge"],
        ["play", "--boards", "0", "--auto"],
    ],
)
def test_nonsense_exits_2_with_one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert err.count("\n") == 1 and "Traceback" not in err, err


def test_subprocess_runs_the_command() -> None:
    env = {**os.environ, "NO_COLOR": "1"}
    command = [sys.executable, "-m", "bridgekit.cli.main"]
    done = subprocess.run(
        [*command, "score", "4HX", "10", "--vul"], capture_output=True, text=True, env=env, timeout=60
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "790\n", "")
    done = subprocess.run(
        [*command, "play", "--auto", "--seed", "1", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0 and json.loads(done.stdout)["is_over"]
    done = subprocess.run(
        [*command, "score", "nonsense"], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
