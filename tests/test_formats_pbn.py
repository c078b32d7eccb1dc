"""PBN 2.1 reading and writing, checked on the real files of ``shared/data``."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bridgekit import Call, Card, Contract, Seat, Strain, Vulnerability
from bridgekit.errors import ParseError
from bridgekit.formats import Board, Table, pbn, read, write
from bridgekit.formats._text import decode

#: (file, boards, boards with errors): broken boards only in the deliberately broken files
FILES = [
    ("bba/bba_penalty_pass.pbn", 304, 0),
    ("bba/bba_redoubles.pbn", 1408, 0),
    ("dd/bcdd_test1.bcdd.pbn", 396, 0),
    ("dd/bcdd_test1.bigdeal.pbn", 396, 0),
    ("dd/bcdd_test1.pbn", 396, 0),
    ("dd/bcdd_test2.bcdd.pbn", 495, 0),
    ("dd/bcdd_test2.bigdeal.pbn", 495, 0),
    ("dd/camrose2024_bridgecomposer.pbn", 160, 0),
    ("dd/dealconvert_test-jfr.pbn", 16, 0),
    ("dd/zdenecek_bigdeal_deepfinesse.pbn", 14, 0),
    ("dd/zdenecek_bridgecomposer.pbn", 15, 0),
    ("lin/pbntools_history_expected.pbn", 2, 0),
    ("lin/skyclub_2196/sky_club_2196_pairs_jackpot_2000.pbn", 44, 0),
    ("parse/endplay_example1.pbn", 2, 0),
    ("parse/pbn_verifier_correct_10.pbn", 31, 0),
    # game 31 is an end position (Contract "H", PBN 3.10), which a Board cannot hold
    ("parse/pbn_verifier_correct_20.pbn", 46, 1),
    ("parse/pbn_verifier_correct_21.pbn", 2, 0),
    ("parse/pbn_verifier_errors_10.pbn", 75, 39),
    ("parse/pbn_verifier_errors_20.pbn", 23, 12),
    # errors_21 holds only OptimumScore values that the reader does not interpret
    ("parse/pbn_verifier_errors_21.pbn", 2, 0),
    # about half of the first-table games play cards their seat does not hold (see docs)
    ("parse/rpbridge_wc2012_final_compact.pbn", 7632, 2104),
    ("parse/schiphol_single_board_notes.pbn", 1, 0),
    ("tournaments/paloalto_2025-12-23_bridgecomposer.pbn", 24, 0),
    ("tournaments/paloalto_2025-12-30_bridgecomposer.pbn", 24, 0),
    ("tournaments/realbridge_2021_online_qual_open_r2.pbn", 299, 0),
    ("tournaments/ruter_2012-01-24_klubbkveld_butler.pbn", 21, 0),
]


def test_every_pbn_file_is_listed(data_dir: Path) -> None:
    found = {str(p.relative_to(data_dir)) for p in data_dir.rglob("*.pbn")}
    assert found == {name for name, _, _ in FILES}


@pytest.mark.parametrize(("name", "count", "bad"), FILES, ids=[f[0] for f in FILES])
def test_real_file_loads_with_errors_only_where_broken(
    data_dir: Path, name: str, count: int, bad: int
) -> None:
    boards = read(data_dir / name)
    assert len(boards) == count
    assert sum(1 for board in boards if board.errors) == bad
    for board in boards:
        for error in board.errors:
            assert isinstance(error, ParseError) and error.line and error.source == str(data_dir / name)


@pytest.mark.parametrize(("name", "count", "bad"), FILES, ids=[f[0] for f in FILES])
def test_real_file_good_boards_round_trip(data_dir: Path, name: str, count: int, bad: int) -> None:
    # an empty board (a game of only an empty Auction tag) has nothing to write
    good = [board for board in read(data_dir / name) if not board.errors and board != Board()]
    text = pbn.dumps(good)
    again = pbn.loads(text)
    assert again == good
    assert not any(board.errors for board in again)
    assert pbn.dumps(again) == text


def test_errors_10_reports_the_broken_games_at_their_lines(data_dir: Path) -> None:
    boards = read(data_dir / "parse/pbn_verifier_errors_10.pbn")
    first_error = {i: board.errors[0].line for i, board in enumerate(boards) if board.errors}
    assert first_error == {
        1: 11,
        2: 15,
        3: 19,
        8: 39,
        9: 43,
        10: 47,
        11: 51,
        12: 55,
        13: 59,
        14: 63,
        16: 71,
        17: 75,
        18: 79,
        19: 83,
        20: 87,
        21: 91,
        22: 95,
        23: 98,
        28: 127,
        29: 165,
        30: 177,
        35: 223,
        45: 340,
        46: 361,
        47: 384,
        48: 405,
        49: 429,
        56: 529,
        57: 564,
        59: 636,
        62: 772,
        63: 784,
        64: 791,
        65: 798,
        66: 805,
        69: 828,
        72: 876,
        73: 913,
        74: 956,
    }
    assert "'Black'" in boards[8].errors[0].message  # [Dealer "Black"]
    assert "5Hearts" in boards[19].errors[0].message
    # good parts of bad boards survive: game 28 keeps its deal and tags beside the repeated Site tag
    assert boards[28].deal is not None and boards[28].tags["Event"].startswith("1 International")
    # the last good game (an EXPORT game with 8 cards on one line) reads completely
    export = boards[71]
    assert not export.errors and len(export.play) == 40 and export.contract == Contract.from_str("2H")


def test_errors_20_reports_plus_misuse_and_bad_tables(data_dir: Path) -> None:
    boards = read(data_dir / "parse/pbn_verifier_errors_20.pbn")
    first_error = {i: board.errors[0].line for i, board in enumerate(boards) if board.errors}
    assert first_error == {
        7: 53,
        8: 66,
        9: 79,
        10: 92,
        11: 97,
        12: 100,
        14: 108,
        16: 117,
        17: 121,
        18: 125,
        19: 128,
        20: 133,
    }
    table = boards[22].table("ScoreTable")  # [ScoreTable "#"] inherits the columns
    assert table is not None and table.names[0] == "Rank" and len(table.rows) == 3


def test_strict_raises_the_first_error(data_dir: Path) -> None:
    with pytest.raises(ParseError) as caught:
        read(data_dir / "parse/pbn_verifier_errors_10.pbn", strict=True)
    assert caught.value.line == 11
    text = decode((data_dir / "parse/pbn_verifier_correct_10.pbn").read_bytes())
    assert len(pbn.loads(text, strict=True)) == 31


def test_schiphol_example_of_the_standard(data_dir: Path) -> None:
    [board] = read(data_dir / "parse/schiphol_single_board_notes.pbn")
    assert board.dealer is Seat.NORTH and board.declarer is Seat.SOUTH
    assert board.contract == Contract.from_str("5HX") and board.tricks == 9
    assert [str(c) for c in board.auction[:4]] == ["1D", "1S", "3H", "4S"]
    assert board.note_for(2) is not None and board.note_for(2).note.startswith("non-forcing")  # type: ignore[union-attr]
    # play in columns W N E S, ordered by trick leader: last known card H2 is led by South
    assert board.play[:4] == tuple(map(Card.from_str, ("SK", "H3", "S4", "S3")))
    assert board.play[-1] == Card.from_str("H2") and len(board.play) == 25
    assert board.commentary and "S K Q 10 2" in board.commentary[0]


def test_optimum_result_tables_of_dd_files(data_dir: Path) -> None:
    for name in ("dd/bcdd_test1.bcdd.pbn", "tournaments/realbridge_2021_online_qual_open_r2.pbn"):
        for board in read(data_dir / name):
            table = board.table("OptimumResultTable")
            assert table is not None and table.names == ("Declarer", "Denomination", "Result")
            assert len(table.rows) == 20
            tricks = {
                (Seat.from_str(r["Declarer"]), Strain.from_str(r["Denomination"])): int(r["Result"])
                for r in table.records()
            }
            assert len(tricks) == 20 and all(0 <= t <= 13 for t in tricks.values())


def test_score_tables_are_kept(data_dir: Path) -> None:
    boards = read(data_dir / "tournaments/paloalto_2025-12-23_bridgecomposer.pbn")
    table = boards[0].table("ScoreTable")
    assert table is not None and len(table.rows) == 15
    assert table.records()[0]["Names_EW"] == "Lu-Whitaker"
    assert boards[1].tags["Event"] == "Alpine Club Championship"  # [Event "#"]
    assert "ScoreTable" not in boards[0].tags


def test_double_hash_inheritance(data_dir: Path) -> None:
    boards = read(data_dir / "parse/pbn_verifier_correct_20.pbn")
    assert boards[0].tags["Event"] == "Autumn regional"
    assert boards[1].tags["Event"] == "Autumn regional" and boards[1].tags["Site"] == "Gatlinburg, TN"
    assert boards[5].tags["Scoring"] == "Matchpoints"


def test_score_and_result_forms() -> None:
    text = '[Declarer "E"]\n[Contract "4S"]\n[Result "NS 3 EW 10"]\n[Score "EW 420"]\n'
    [board] = pbn.loads(text)
    assert board.tricks == 10 and board.score == -420
    assert board.tags["Score"] == "EW 420"  # kept as written: it says the same


def test_irregularities_are_kept(data_dir: Path) -> None:
    board = read(data_dir / "parse/pbn_verifier_correct_10.pbn")[2]
    assert not board.errors
    assert [n.irregularity for n in board.notes] == ["S", "I", "I", "S", "S"]
    assert {n.irregularity for n in board.play_notes} == {"R", "L"}
    assert pbn.loads(pbn.dumps([board])) == [board]


def test_auction_with_leading_dashes_and_all_pass() -> None:
    text = '[Dealer "S"]\n[Auction "W"]\n- - - 1NT\nAP\n'
    [board] = pbn.loads(text)
    assert board.dealer is Seat.SOUTH and [str(c) for c in board.auction] == ["1NT", "P", "P", "P"]
    assert board.contract == Contract.from_str("1NT") and board.declarer is Seat.SOUTH
    assert board.tags["Contract"] == "1NT"  # worked out from the auction


def test_board_built_in_code_round_trips() -> None:
    board = Board(
        number=5,
        dealer=Seat.NORTH,
        vulnerability=Vulnerability.NS,
        auction=tuple(map(Call.from_str, ["1S", "P", "2S", "P", "4S", "P", "P", "P"])),
        contract=Contract.from_str("4S"),
        declarer=Seat.NORTH,
        tricks=10,
        score=620,
        tags={"Event": 'The "big" one \\ 2'},
        tables=(Table("ScoreTable", ("Names\\3R", "Score"), (("A B", "620"), ("", "-"))),),
        commentary=("a comment", "two\nlines"),
    )
    text = pbn.dumps([board])
    assert pbn.loads(text) == [board]
    buffer = io.StringIO()
    pbn.dump([board], buffer)
    assert buffer.getvalue() == text
    assert pbn.load(io.BytesIO(text.encode("latin-1"))) == [board]


def test_write_uses_crlf_and_reads_back(tmp_path: Path, data_dir: Path) -> None:
    boards = read(data_dir / "parse/endplay_example1.pbn")
    write(tmp_path / "out.pbn", boards)
    assert b"\r\n" in (tmp_path / "out.pbn").read_bytes()
    assert read(tmp_path / "out.pbn") == boards
