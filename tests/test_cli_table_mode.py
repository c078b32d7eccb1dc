"""``bridgekit play --table-mode``: a real table entered line by line (RULES 10)."""

from __future__ import annotations

import io
import json
import sys

import pytest

from bridgekit.cli.main import main
from bridgekit.formats.table_json import game_from_json


def run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, stdin: str, *argv: str
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_law_27_insufficient_bid_choices_are_shown_and_followed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """TV-L-02 at the terminal: S refuses E's 1H, E replaces it by 2C, W must pass."""
    code, out, err = run(
        capsys,
        monkeypatch,
        "N 1S\nE 1H\nS refuse\nE 2C\nquit\n",
        "play",
        "--table-mode",
        "--seed",
        "1",
        "--ascii",
    )
    assert code == 0 and err == ""
    assert "S accept" in out and "S refuse" in out and "Law 27" in out
    assert "W must pass for the rest of the auction" in out


def test_table_mode_bad_entries_and_undo_change_nothing(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = run(
        capsys, monkeypatch, "N 1S\nbogus\nundo\nundo\nundo\nquit\n", "play", "--table-mode", "--seed", "2"
    )
    assert code == 0
    assert "not a table action" in out or "not a" in out
    assert out.count("took back:") == 1 and "nothing to undo" in out


def test_table_mode_whole_deal_gives_a_replayable_record(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    lines = ["N 1S", "E P", "S P", "W P", "N claims 7"]  # a claim ends the play once agreed
    code, out, err = run(
        capsys,
        monkeypatch,
        "\n".join([*lines, "E agree", "W agree", "quit"]) + "\n",
        "play",
        "--table-mode",
        "--deal",
        deal,
        "--json",
    )
    assert code == 0
    record = json.loads(out)
    game = game_from_json(out)
    assert game.is_over and game.result is not None and record
    assert "1S by N" in err


def test_table_mode_refuses_robots_and_other_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--table-mode", "--auto"]) == 2
    assert "no robots" in capsys.readouterr().err
    assert main(["play", "light_bridge", "--table-mode"]) == 2
    assert "--table-mode is for bridge and minibridge" in capsys.readouterr().err
    assert main(["play", "--deal", "N:- - - -"]) == 2
    assert "go with --table-mode" in capsys.readouterr().err


def test_an_unexpected_error_is_one_line_not_a_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from bridgekit.cli import table_mode

    def broken(args: object) -> int:
        raise TypeError("a bug")

    monkeypatch.setattr(table_mode, "run_table_mode", broken)
    monkeypatch.delenv("BRIDGEKIT_DEBUG", raising=False)
    assert main(["play", "--table-mode"]) == 70
    err = capsys.readouterr().err
    assert err.startswith("bridgekit: internal error: TypeError: a bug") and len(err.splitlines()) == 1


def test_law_54_minibridge_opening_lead_out_of_turn_at_the_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """RULES 10.1, 10.7: minibridge in table mode; W leads out of turn and declarer's choices appear."""
    steps = ["N I open", "S slip 7", "N names N declarer", "S lengths 1-4-4-4", "N contract 1C", "W C3"]
    code, out, err = run(
        capsys,
        monkeypatch,
        "\n".join([*steps, "quit"]) + "\n",
        "play",
        "minibridge",
        "--table-mode",
        "--seed",
        "4",
        "--ascii",
    )
    assert code == 0 and err == ""
    assert "N accept" in out and "N become-dummy" in out and "N refuse" in out
