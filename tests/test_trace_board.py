"""benchmarks/trace_board.py: a board of the par study bid again call by call."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import pytest

from bridgekit.robots.match import make_robot
from bridgekit.seats import Seat


def test_board_of_reads_seed_and_board(benchmark: Callable[[str], ModuleType]) -> None:
    script = benchmark("trace_board")
    assert script.board_of("41:46") == (41, 46)
    with pytest.raises(ValueError, match="SEED:BOARD"):
        script.board_of("41")


def test_trace_bids_the_board_from_its_dealer_to_the_final_passes(
    benchmark: Callable[[str], ModuleType],
) -> None:
    """Board 46 is East's deal; each row is the seat in turn, its call, its CPU seconds and the
    explanation that names the call, and the auction ends with three passes after a bid."""
    script = benchmark("trace_board")
    rows = script.trace(41, 46, make_robot("natural"))
    seats = [row[0] for row in rows]
    assert seats[0] is Seat.EAST
    assert all(later == Seat((seat + 1) % 4) for seat, later in zip(seats, seats[1:], strict=False))
    assert [row[1] for row in rows[-3:]] == ["P", "P", "P"] and rows[-4][1] != "P"
    assert all(row[3].startswith("Pass:" if row[1] == "P" else f"{row[1]}:") for row in rows)
    assert all(row[2] >= 0 for row in rows)
