"""Matches between the robots of two git commits (issue 17, "a match harness")."""

from __future__ import annotations

import pytest

from bridgekit.cli.main import main
from bridgekit.errors import NotationError
from bridgekit.robots.commits import CommitRobot, split_spec
from bridgekit.robots.match import make_robot, play_match

#: a commit of this repository's history before the robots could claim or signal
BEFORE = "69004ee"


def test_a_spec_with_a_revision_names_the_other_commits_robot() -> None:
    assert split_spec("sayc:pimc@HEAD~2") == ("sayc:pimc", "HEAD~2")
    robot = make_robot("natural@HEAD")
    assert isinstance(robot, CommitRobot) and (robot.spec, robot.rev) == ("natural", "HEAD")
    with pytest.raises(NotationError, match="unknown card play"):
        make_robot("sayc:nonsense@HEAD")  # the name is checked before anything is exported


def test_an_unknown_revision_is_a_one_line_error() -> None:
    robot = CommitRobot("sayc", "no-such-revision-anywhere")
    with pytest.raises(NotationError, match="unknown git revision 'no-such-revision-anywhere'"):
        robot.start()
    robot.close()


def test_the_same_commit_in_both_rooms_ties_every_board() -> None:
    match = play_match(2, "sayc-rules@HEAD", "sayc-rules@HEAD", seed=4)
    assert [board.imps for board in match.boards] == [0, 0]
    assert all(board.open.deal == board.closed.deal for board in match.boards)
    assert all(len(board.open.auction) >= 4 for board in match.boards)


def test_two_commits_play_the_same_deals_and_the_workers_end(capsys: pytest.CaptureFixture[str]) -> None:
    robot = make_robot(f"sayc-rules@{BEFORE}")
    assert isinstance(robot, CommitRobot)
    match = play_match(2, "sayc-rules", f"sayc-rules@{BEFORE}", seed=7)
    assert all(board.open.deal == board.closed.deal for board in match.boards)
    assert match.summary().boards == 2
    code = main(["match", "--boards", "1", "--ns", f"natural@{BEFORE}", "--ew", "natural", "--json"])
    out = capsys.readouterr().out
    assert code == 0 and f'"a": "natural@{BEFORE}"' in out


@pytest.mark.slow
def test_five_hundred_boards_between_this_commit_and_the_one_before_signals() -> None:
    """The figure of docs/robots.md: this commit's robot against the tree before signals and claims."""
    match = play_match(500, "sayc-rules@HEAD", f"sayc-rules@{BEFORE}", seed=1)
    summary = match.summary()
    assert summary.boards == 500 and summary.low <= summary.mean <= summary.high
