"""Results pages, CSV, PBN with score tables, and hand-record sheets (HTML and PDF)."""

from __future__ import annotations

import re

import pytest

from bridgekit.deal import Deal
from bridgekit.formats import pbn
from bridgekit.tournament.event import MovementSpec, hand_records, seating_for
from bridgekit.tournament.handrecords import hand_record_html, hand_record_pdf
from bridgekit.tournament.pages import Results
from bridgekit.tournament.pairs import TableResult, parse_result, score_boards, standings


def small_results() -> Results:
    movement = MovementSpec("mitchell", 3, 1).build()
    texts = iter(["3NT= N", "4S-1 S", "pass", "2H+1 E", "1NT= W", "3NT+1 N", "5DX-2 E", "4H= S", "6S= N"])
    results = [TableResult(b, s.ns, s.ew, *parse_result(next(texts)), round=s.round, table=s.table)
               for s in movement.seatings for b in s.boards]  # fmt: skip
    scored = score_boards(results)
    fields = {p: movement.direction(p) for p in movement.pairs}
    return Results(
        "Club <night>", hand_records(3, seed=5), scored, standings(scored, fields=fields), {"1NS": "A & B"}
    )


def test_pages_escape_and_link() -> None:
    page = small_results()
    index = page.index_html()
    assert "Club &lt;night&gt;" in index and "A &amp; B" in index
    assert "Ranking N-S" in index and "Ranking E-W" in index and 'href="board-3.html"' in index
    board = page.board_html(1)
    assert "Dealer N" in board and "♠" in board and board.count("<tr>") >= 4
    card = page.pair_html("1NS")
    assert card.count('<td><a href="board-') == 3


def test_csv_and_pbn_score_tables() -> None:
    page = small_results()
    lines = page.results_csv().splitlines()
    assert lines[0] == "board,ns_pair,ew_pair,result,lead,score_ns,points_ns,points_ew,percent_ns,percent_ew"
    assert len(lines) == 10
    assert len(page.standings_csv().splitlines()) == 7
    boards = pbn.loads(page.pbn(), strict=True)
    assert [b.number for b in boards] == [1, 2, 3]
    table = boards[0].table("ScoreTable")
    assert table is not None and len(table.rows) == 3 and "MP_NS" in table.names
    assert boards[0].table("TotalScoreTable") is not None and boards[1].table("TotalScoreTable") is None


def test_hand_record_sheets(monkeypatch: pytest.MonkeyPatch) -> None:
    boards = hand_records(8, seed=11)
    sheet = hand_record_html(boards, "Hands")
    assert sheet.count('class="diagram"') == 8
    monkeypatch.setenv("BRIDGEKIT_PDF_FONT", "/nonexistent/font.ttf")  # the base-14 fallback
    pdf = hand_record_pdf(boards, "Hands")
    assert pdf.startswith(b"%PDF-1.4") and pdf.rstrip().endswith(b"%%EOF")
    xref = int(re.findall(rb"startxref\n(\d+)", pdf)[0])
    assert pdf[xref:].startswith(b"xref")
    offsets = [int(o) for o in re.findall(rb"(\d{10}) 00000 n", pdf)]
    for number, offset in enumerate(offsets, start=1):
        assert pdf[offset:].startswith(b"%d 0 obj" % number)
    assert pdf.count(b"/Type /Page ") == 2  # six boards a page


def test_seating_for_errors() -> None:
    movement = MovementSpec("howell", 4, 2).build()
    import pytest

    from bridgekit.errors import NotationError

    with pytest.raises(NotationError, match="ambiguous"):
        seating_for(movement, 1)
    with pytest.raises(NotationError):
        MovementSpec("scrambled", 4, 2)
    with pytest.raises(NotationError):
        hand_records(3, deals=[Deal.random(seed=1)])
