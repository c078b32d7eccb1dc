"""``bridgekit deal --where/--predeal``: constrained dealing from the command line."""

from __future__ import annotations

import pytest

from bridgekit.cli.main import main
from bridgekit.formats import pbn
from bridgekit.seats import Seat


def test_deal_where_gives_boards_that_satisfy_the_constraint(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "-n", "5", "--seed", "3", "--where", "hcp(N) in 15..17 and balanced(N)"]) == 0
    boards = pbn.loads(capsys.readouterr().out)
    assert [b.number for b in boards] == [1, 2, 3, 4, 5]
    for board in boards:
        assert board.deal is not None
        north = board.deal.hands[Seat.NORTH]
        assert 15 <= north.hcp <= 17 and sorted(north.shape) in ([2, 3, 4, 4], [3, 3, 3, 4], [2, 3, 3, 5])


def test_deal_predeal_and_impossible_constraints(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "-n", "2", "--seed", "1", "--predeal", "S:SA,SK"]) == 0
    for board in pbn.loads(capsys.readouterr().out):
        assert board.deal is not None and {str(c) for c in board.deal.hands[Seat.SOUTH]} >= {"SA", "SK"}
    assert main(["deal", "--where", "hcp(N) in 41..45"]) == 2
    assert "can never hold" in capsys.readouterr().err
