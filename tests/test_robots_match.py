"""The two-room match harness (``bridgekit match``) and the auction-aware card player (PIMC)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

import bridgekit
from bridgekit.cards import CardSet
from bridgekit.cli.main import main
from bridgekit.formats import lin, pbn
from bridgekit.robots import BridgeRobot, shown_by
from bridgekit.robots.match import BoardResult, confidence_interval, make_robot, play_match
from bridgekit.robots.pimc import PimcRobot, auction_layouts, fits_auction
from bridgekit.state import Called
from bridgekit.variants.bridge import BridgeGame


def test_the_same_robots_in_both_rooms_tie_every_board() -> None:
    match = play_match(4, "sayc", "sayc", seed=3)
    assert [board.imps for board in match.boards] == [0, 0, 0, 0]
    assert all(board.open.deal == board.closed.deal for board in match.boards)
    summary = match.summary()
    assert (summary.mean, summary.low, summary.high) == (0.0, 0.0, 0.0)


def test_rooms_swap_seats_and_imps_follow_the_scores() -> None:
    match = play_match(6, "sayc", "natural", seed=2)
    for board in match.boards:
        assert board.open.deal == board.closed.deal
        assert board.open.dealer == board.closed.dealer
        assert isinstance(board, BoardResult)
        difference = (board.open.score or 0) - (board.closed.score or 0)
        assert (board.imps > 0) == (difference >= 20) or board.imps == 0
        butler = board.butler()
        assert butler[0] == -butler[1] and butler[2] == -butler[3]
    assert match.summary().total == sum(board.imps for board in match.boards)


def test_confidence_interval_is_symmetric_and_shrinks() -> None:
    mean, low, high = confidence_interval([1.0, -1.0] * 50)
    assert mean == 0.0 and low == -high
    _, low_small, _ = confidence_interval([1.0, -1.0] * 5)
    assert low_small < low


def test_robot_specs() -> None:
    assert repr(make_robot("sayc-2/1:dd")) == "make_robot('sayc-2/1:dd')"
    with pytest.raises(bridgekit.BridgeError, match="unknown card play"):
        make_robot("sayc:magic")
    with pytest.raises(bridgekit.BridgeError, match="unknown bidding system"):
        make_robot("acol")


def test_match_command_writes_pbn_and_lin(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pbn_file, lin_file = tmp_path / "m.pbn", tmp_path / "m.lin"
    code = main(
        ["match", "--boards", "3", "--ns", "sayc", "--ew", "natural", "--seed", "4", "--pbn", str(pbn_file),
         "--lin", str(lin_file), "--no-progress"]
    )  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("IMPs\n") >= 3 and "95% CI" in out and "Butler" in out
    boards = pbn.loads(pbn_file.read_text(encoding="utf-8"))
    assert len(boards) == 6  # two tables a board
    assert all(board.play and board.auction for board in boards if board.contract is not None)
    assert all(board.notes for board in boards)  # the explanations travel with the calls
    assert len(lin.loads(lin_file.read_text(encoding="utf-8"))) == 6


def test_match_command_json_and_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--boards", "2", "--json", "--seed", "1"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["boards"] == 2 and len(summary["ci95"]) == 2 and len(summary["per_board"]) == 2
    assert main(["match", "--boards", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
    assert main(["match", "--ns", "acol"]) == 2
    assert "unknown bidding system" in capsys.readouterr().err


# -- PIMC -----------------------------------------------------------------------------------------


def bid_out(seed: int, robot: object) -> BridgeGame:
    game = bridgekit.new_game("bridge", seed=seed)
    assert isinstance(game, BridgeGame)
    while game.phase.value == "auction":
        game.act(robot.choose(game.view(game.to_act)).action)  # type: ignore[attr-defined]
    return game


def test_layouts_fit_the_auction() -> None:
    """A 1NT opener's hidden hand is sampled as 15–17 balanced, as the auction says."""
    game = bridgekit.new_game("bridge", seed=11, dealer=0)
    assert isinstance(game, BridgeGame)
    for call in ["1NT", "P", "3NT", "P", "P", "P"]:
        game.act(call)
    view = game.view(game.to_act)  # East leads: North's hand is hidden
    calls = [r for r in view.calls if isinstance(r, Called)]
    shown = shown_by(calls, BridgeRobot().system)
    layouts = auction_layouts(view, count=12, seed=1)
    assert len(layouts) == 12
    fitting = [layout for layout in layouts if fits_auction(CardSet(layout[0]), shown[0]) == 0]
    assert len(fitting) == 12
    assert all(13 <= CardSet(layout[0]).hcp <= 18 for layout in layouts)


def test_pimc_plays_legal_cards_within_the_time_budget() -> None:
    robot = PimcRobot(samples=12, seed=1)
    times = []
    for seed in range(2):
        game = bid_out(seed, robot)
        while not game.is_over:
            start = time.perf_counter()
            decision = robot.choose(game.view(game.to_act))
            times.append(time.perf_counter() - start)
            assert decision.action in game.legal_actions() and decision.explanation
            game.act(decision.action)
    times.sort()
    assert times[int(0.95 * (len(times) - 1))] < 3.0  # interactive play never waits 3 s


def test_pimc_opening_lead_is_by_simulation() -> None:
    game = bridgekit.new_game("bridge", seed=4, dealer=0)
    assert isinstance(game, BridgeGame)
    for call in ["1NT", "P", "3NT", "P", "P", "P"]:
        game.act(call)
    decision = PimcRobot(samples=8, seed=2).choose(game.view(game.to_act))
    assert "opening lead" in decision.explanation and "fit the auction" in decision.explanation


def test_pimc_fast_is_pimc_with_fewer_layouts() -> None:
    robot = make_robot("sayc-rules:pimc-fast")
    assert repr(robot) == "make_robot('sayc-rules:pimc-fast')"
    player = robot.player  # type: ignore[attr-defined]
    assert isinstance(player, PimcRobot) and player.samples == 8
    assert player.bidder.system.name == "sayc-rules"
