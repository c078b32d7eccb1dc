"""Seats, sides, vulnerability and the board cycle (RULES 0.3, 6.1)."""

from __future__ import annotations

import pytest

from bridgekit.errors import NotationError
from bridgekit.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability


def test_rule_0_3_rotation_and_partners() -> None:
    assert [s.lho for s in Seat] == [Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH]
    assert [s.rho for s in Seat] == [Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH]
    assert [s.partner for s in Seat] == [Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST]
    assert Side.NS.seats == (Seat.NORTH, Seat.SOUTH) and Side.EW.opponents is Side.NS


def test_seat_text_round_trip() -> None:
    for seat in Seat:
        assert Seat.from_str(str(seat)) is seat
        assert Seat.from_str(seat.name.lower()) is seat
    with pytest.raises(NotationError, match="not a seat"):
        Seat.from_str("X")


def test_vulnerability_text_round_trip_in_pbn_spelling() -> None:
    assert [str(v) for v in Vulnerability] == ["None", "NS", "EW", "All"]
    for v in Vulnerability:
        assert Vulnerability.from_str(str(v)) is v
    assert Vulnerability.from_str("Love") is Vulnerability.NONE
    assert Vulnerability.from_str("Both") is Vulnerability.BOTH
    assert Vulnerability.BOTH.is_vulnerable(Side.NS) and not Vulnerability.EW.is_vulnerable(Seat.SOUTH)
    with pytest.raises(NotationError):
        Vulnerability.from_str("sometimes")


def test_tv_d_01_board_dealer_and_vulnerability_rule_6_1() -> None:
    """TV-D-01: boards 1-16, board 17 = board 1, board 27 = board 11."""
    expected = (
        "1 N None; 2 E NS; 3 S EW; 4 W All; 5 N NS; 6 E EW; 7 S All; 8 W None; 9 N EW; "
        "10 E All; 11 S None; 12 W NS; 13 N All; 14 E None; 15 S NS; 16 W EW"
    )
    for item in expected.split("; "):
        number, dealer, vul = item.split()
        board = int(number)
        assert board_dealer(board) is Seat.from_str(dealer), board
        assert board_vulnerability(board) is Vulnerability.from_str(vul), board
    assert (board_dealer(17), board_vulnerability(17)) == (board_dealer(1), board_vulnerability(1))
    assert (board_dealer(27), board_vulnerability(27)) == (board_dealer(11), board_vulnerability(11))


def test_rule_6_1_table_of_dealer_by_vulnerability() -> None:
    table = {
        Seat.NORTH: (1, 5, 9, 13),
        Seat.EAST: (14, 2, 6, 10),
        Seat.SOUTH: (11, 15, 3, 7),
        Seat.WEST: (8, 12, 16, 4),
    }
    for dealer, boards in table.items():
        for vul, board in zip(Vulnerability, boards, strict=True):
            assert (board_dealer(board), board_vulnerability(board)) == (dealer, vul)


def test_board_numbers_start_at_one() -> None:
    with pytest.raises(NotationError, match="board"):
        board_dealer(0)
