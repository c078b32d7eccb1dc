"""``bridgekit play --players 5|6``: five or six players at one table (RULES 9.3)."""

from __future__ import annotations

import io
import json
import sys

import pytest

from bridgekit.cli.main import main
from bridgekit.multiplayer import ROTATION


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("players", [5, 6])
def test_rule_9_3_a_cycle_of_rubbers_by_the_rotation_table(
    capsys: pytest.CaptureFixture[str], players: int
) -> None:
    code, out, err = run(capsys, "play", "--players", str(players), "--auto", "--seed", "1", "--json")
    assert code == 0 and err == ""
    record = json.loads(out)
    assert record["rubbers"] == len(ROTATION[players])
    assert sum(record["totals"].values()) == 0  # each rubber's net is won from the other side
    for deal in record["deals"]:
        out_players, ((n, s), (e, w)) = ROTATION[players][deal["rubber"] - 1]
        seated = {f"robot {p}" for p in (n, s, e, w)}
        assert set(deal["seats"].values()) == seated
        assert not seated & {f"robot {p}" for p in out_players}
    assert run(capsys, "play", "--players", str(players), "--auto", "--seed", "1", "--json")[1] == out


def test_players_with_a_human_and_rubbers_cap(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    code, out, _ = run(
        capsys, "play", "--players", "5", "--rubbers", "2", "--seed", "3", "--ascii", "--robots", "basic"
    )
    # In rubber 1 player 1 (you) sits out and watches; in rubber 2 you play and quit.
    assert code == 0 and "sitting out: you" in out and "Stopped." in out and "Results:" in out


def test_players_refuses_other_scoring(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "play", "--players", "5", "--scoring", "chicago", "--auto")
    assert code == 2 and "play rubber bridge (RULES 3.7, 9.3)" in err


def test_rule_3_7_tour_of_three_rubbers_changes_partners(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", "--tour", "--auto", "--seed", "2", "--json")
    record = json.loads(out)
    assert code == 0 and record["rubbers"] == 3 and sum(record["totals"].values()) == 0
    partners = set()
    for deal in record["deals"]:
        seats = deal["seats"]
        partners.add(frozenset({seats["N"], seats["S"]}))
    # rubber 1: AB-CD, 2: AC-BD, 3: AD-BC: player 1 partners each other player once
    assert partners == {frozenset({"robot 1", f"robot {p}"}) for p in (2, 3, 4)}


def test_rule_3_10_polish_profile_plays_the_tour_settled_in_hundreds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "play", "--profile", "pl", "--auto", "--seed", "2", "--json")
    totals = json.loads(out)["totals"]
    assert code == 0 and sum(totals.values()) == 0 and all(abs(t) < 100 for t in totals.values())
