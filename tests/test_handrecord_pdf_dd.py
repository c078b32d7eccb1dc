"""The hand-record PDF gives each board its double-dummy table and par, as the HTML hand records
and the travellers do (issue 14: hand records with DD table and par)."""

from __future__ import annotations

import pytest

from bridgekit.calls import Strain
from bridgekit.cards import Suit
from bridgekit.seats import Seat
from bridgekit.tournament.diagrams import board_analysis
from bridgekit.tournament.event import hand_records
from bridgekit.tournament.handrecords import _base14_pdf, analysis_cells

pytest.importorskip("endplay")

_ORDER = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)


def test_the_cells_are_the_dd_table_and_the_par_of_the_board() -> None:
    board = hand_records(1, seed=1)[0]
    found = board_analysis(board)
    assert found is not None
    table, par = found
    cells = analysis_cells(board)
    assert [(text, suit) for _x, _y, text, suit in cells[:5]] == [
        ("NT", None),
        ("", Suit.SPADES),
        ("", Suit.HEARTS),
        ("", Suit.DIAMONDS),
        ("", Suit.CLUBS),
    ]
    for row, seat in enumerate((Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)):
        texts = [text for _x, _y, text, _suit in cells[5 + 6 * row : 11 + 6 * row]]
        assert texts == [seat.letter, *(str(table[strain, seat]) for strain in _ORDER)]
    assert cells[-1][2].startswith(f"Par N-S {par.score:+d}" if par.score else "Par 0")


def test_the_pdf_draws_them_for_every_board() -> None:
    boards = hand_records(6, seed=1)
    drawing = _base14_pdf(boards, "Club night")  # written uncompressed: the drawing can be read
    assert drawing.count(b"(Par ") == 6
    assert drawing.count(b"/F2 8 Tf") == 6 * 4  # the four suit symbols heading each DD table
