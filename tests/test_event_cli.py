"""``bridgekit score-file`` and ``bridgekit event`` from the command line: output and one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgekit.cli import event, score_file


def test_score_file_ruter_butler(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = data_dir / "tournaments" / "ruter_2012-01-24_klubbkveld_butler.pbn"
    assert score_file.main([str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (
        data["method"] == "butler"
        and data["standings"][0]["pair"] == "3"
        and data["standings"][0]["total"] == 50
    )
    assert score_file.main([str(path), "--results"]) == 0
    assert "rank" in capsys.readouterr().out
    assert score_file.main([str(path), "--csv", "--method", "matchpoints"]) == 0
    assert capsys.readouterr().out.startswith("board,ns_pair,ew_pair,result")


def test_score_file_teams(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert score_file.main([str(data_dir / "tournaments" / "realbridge_2021_online_qual_open_r2.pbn")]) == 0
    lines = capsys.readouterr().out.splitlines()
    # a header as `event score` prints it: the event, its date and method; then the columns
    assert lines[:4] == ["2021 Online Qual: Open R2", "2021-08-23 · Teams, IMPs", "", lines[3]]
    assert lines[3].split() == ["rank", "pair", "IMPs", "boards"] and "SWEDEN" in lines[4]


def test_score_file_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Board "1"]\n[Deal "N:AKQ"]\n', encoding="utf-8")
    for path in (bad, tmp_path / "missing.pbn"):
        assert score_file.main([str(path)]) == 2
        err = capsys.readouterr().err
        assert err.startswith("bridgekit score-file: ") and err.count("\n") == 1


def test_event_steps_and_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    club = str(tmp_path / "club")
    assert event.main(["new", club, "--movement", "howell", "--tables", "3", "--seed", "3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["boards"] == 10
    assert event.main(["new", club, "--tables", "3"]) == 2
    assert "exists already" in capsys.readouterr().err
    assert event.main(["movement", club, "--pair", "6"]) == 0
    assert capsys.readouterr().out.count("round") == 6
    assert event.main(["movement", club, "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 15
    assert event.main(["score", club]) == 2
    assert "no results" in capsys.readouterr().err
    assert event.main(["enter", club, "--board", "1"]) == 2
    assert event.main(["enter", club, "--names", "6", "Ann - Bob"]) == 0
    assert event.main(["enter", club, "3NT=", "N", "--board", "1", "--ns", "6", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["kind"] == "entry"
    assert event.main(["score", club, "--json"]) == 0
    assert {s["pair"] for s in json.loads(capsys.readouterr().out)} == {"6", "1"}
    assert event.main(["movement", str(tmp_path / "nothing")]) == 2
    assert not (tmp_path / "nothing.sqlite").exists()
    assert event.main(["new", club + "2", "--tables", "3", "--deals", str(tmp_path / "none.pbn")]) == 2
    err = capsys.readouterr().err
    assert all(line.startswith("bridgekit event: ") for line in err.splitlines())
