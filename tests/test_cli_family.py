"""``bridgekit play GAME`` and ``bridgekit score --game`` for the games beyond contract bridge."""

from __future__ import annotations

import io
import json
import sys

import pytest

from bridgekit.cli.family import ADAPTERS
from bridgekit.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("form", ["lb3", "lb4", "lb4_52", "lb4_54", "lb6"])
def test_light_bridge_auto_play_gives_a_complete_reproducible_record(
    capsys: pytest.CaptureFixture[str], form: str
) -> None:
    argv = ["play", "light_bridge", "--variant", form, "--auto", "--seed", "5", "--deals", "2", "--json"]
    code, out, err = run(capsys, *argv)
    assert code == 0 and err == ""
    record = json.loads(out)
    assert record["form"] == form and record["deal_count"] == 2 and len(record["deals"]) == 2
    assert record["version"] == 2 and record["seats"][0] == "1"
    assert run(capsys, *argv)[1] == out


def test_light_bridge_human_play_survives_bad_input_and_undo(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Whatever the robots do, the human types nonsense, asks for a hint, passes, undoes and quits.
    monkeypatch.setattr(sys, "stdin", io.StringIO("9Z\nhint\nP\nundo\nquit\n"))
    code, out, err = run(capsys, "play", "light_bridge", "--variant", "lb4", "--seed", "4", "--ascii")
    assert code == 0
    assert "not a Light-bridge call: '9Z'" in out
    assert "hint:" in out and "Stopped." in out
    assert "Traceback" not in out + err


def test_unknown_game_exits_2_with_the_list(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "play", "whist", "--auto")
    assert code == 2 and "no game called 'whist'" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_every_adapter_plays_deals_with_robots(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, err = run(capsys, "play", name, "--auto", "--seed", "1", "--deals", "3", "--json")
    assert code == 0 and err == ""
    record = json.loads(out)
    assert len(record["deals"]) == 3
    assert len(record["totals"]) >= 2


@pytest.mark.parametrize(
    "name", ["booby", "nullo", "slam", "chinese_bridge", "bridge2", "bridge3", "konstam"]
)
def test_ledger_games_play_until_the_rubber_is_over(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, _ = run(capsys, "play", name, "--auto", "--seed", "3", "--json")
    record = json.loads(out)
    assert code == 0 and record["is_over"] and sum(record["totals"]) > 0


@pytest.mark.parametrize("name", sorted(set(ADAPTERS) - {"light_bridge"}))
def test_family_games_take_human_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("nonsense\nhint\nundo\nquit\n"))
    code, out, err = run(capsys, "play", name, "--seed", "2")
    assert code == 0 and "hint:" in out and "nothing to undo" in out
    assert "Traceback" not in out + err


def test_tv_lb_01_score_command_light_bridge(capsys: pytest.CaptureFixture[str]) -> None:
    """TV-LB-01 (RULES 12.8): lb4, 5 doubled, active side takes 7 -> 4."""
    assert run(capsys, "score", "--game", "light_bridge", "5SX", "7")[1] == "1-3 4, 2-4 0\n"


def test_tv_lb_11_score_command_three_player_raspasy(capsys: pytest.CaptureFixture[str]) -> None:
    """TV-LB-11 (RULES 12.9): lb3 raspasy, tricks 2 / 3 / 7 -> 6 / 4 / 0."""
    code, out, _ = run(
        capsys, "score", "--game", "light_bridge", "--variant", "lb3", "--json", "raspasy", "2", "3", "7"
    )
    assert code == 0 and json.loads(out)["scores"] == [6, 4, 0]


def test_light_bridge_score_errors_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "score", "--game", "light_bridge", "9Z", "3")
    assert code == 2 and "not a Light-bridge contract: '9Z'" in err
    code, _, err = run(capsys, "score", "--game", "light_bridge", "--declarer", "N", "5S", "6")
    assert code == 2 and "numbered 1, 2" in err


def test_konstam_dealer_alternates_between_the_players(capsys: pytest.CaptureFixture[str]) -> None:
    """RULES 17.1: the dealer alternates; the dummies never deal."""
    code, out, _ = run(capsys, "play", "konstam", "--auto", "--seed", "3", "--deals", "4", "--json")
    assert code == 0 and [d["dealer"] for d in json.loads(out)["deals"]] == ["A", "B", "A", "B"]


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--game", "nullo", "3NU", "3"], ["A: 90 below", "A: 30 above"]),  # TV-NU-01
        (["--game", "nullo", "3NU", "6"], ["B: 100 above"]),  # TV-NU-01
        (["--game", "slam", "24DX", "9"], ["A: 48 below", "A: 100 above", "A: 25 above"]),  # TV-SL-01
        (["--game", "slam", "20H", "7"], ["B: 12 above"]),  # TV-SL-02
        (["--game", "slam", "--vul", "20H", "7"], ["B: 20 above"]),  # TV-SL-02 (5s vulnerable)
        (["--game", "booby", "4NU", "3"], ["A: 120 below"]),  # TV-BO-01
        (["--game", "minibridge", "4H="], ["420"]),  # TV-MB-06
    ],
)
def test_score_command_for_the_family_games(
    capsys: pytest.CaptureFixture[str], argv: list[str], expected: list[str]
) -> None:
    code, out, err = run(capsys, "score", *argv)
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert len(lines) == len(expected) and all(
        line.startswith(e) for line, e in zip(lines, expected, strict=True)
    )


def test_score_command_family_errors_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "score", "--game", "slam", "99Z", "3")
    assert code == 2 and "not a Slam contract: '99Z'" in err
    code, _, err = run(capsys, "score", "--game", "booby", "--declarer", "D", "4NU", "3")
    assert code == 2 and "players are A, B, C" in err


def test_a_game_added_by_its_package_alone_is_played_by_the_one_loop(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Duel (tests/duel.py, registered in conftest) has no entry in the terminal's tables: its
    # robot comes from the registry, its screen from its renderer and its seat view.
    code, out, err = run(capsys, "play", "duel", "--auto", "--seed", "1", "--deals", "2", "--json")
    assert code == 0 and err == ""
    record = json.loads(out)
    assert record["game"] == "duel" and len(record["deals"]) == 2
    monkeypatch.setattr(sys, "stdin", io.StringIO("show\nhint\nzz\nhigh\nundo\nquit\n"))
    code, out, err = run(capsys, "play", "duel", "--seed", "1", "--ascii")
    assert code == 0 and "Traceback" not in out + err
    assert "Your turn: high low" in out and "hint:" in out and "Stopped." in out
