"""BBO LIN hand records and vugraph files, checked on the real files of ``shared/data``."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgekit import Contract, Seat, Vulnerability
from bridgekit.errors import ParseError
from bridgekit.formats import Board, lin, pbn, read

LIN_FILES = sorted(
    [
        "endplay_example1.lin",
        "pbntools_aba_17901_1047742261.lin",
        "pbntools_bbo_3399598383.lin",
        "pbntools_bbo_3399600265.lin",
        "pbntools_history_3381671193.lin",
        "pbntools_history_3381683999.lin",
    ]
)


@pytest.mark.parametrize("name", LIN_FILES)
def test_hand_records_load_and_round_trip(data_dir: Path, name: str) -> None:
    boards = read(data_dir / "lin" / name)
    assert boards and not any(board.errors for board in boards)
    for board in boards:
        assert board.deal is not None and all(len(hand) == 13 for hand in board.deal.hands)
        assert board.contract is not None and board.declarer is not None and board.tricks is not None
    assert lin.loads(lin.dumps(boards)) == boards


def test_endplay_example_has_eight_boards(data_dir: Path) -> None:
    boards = read(data_dir / "lin/endplay_example1.lin")
    assert [board.number for board in boards] == list(range(1, 9))
    first = boards[0]
    assert first.vulnerability is Vulnerability.NONE and first.dealer is Seat.NORTH
    assert first.tags["South"] == "domtp"
    alerted = first.note_for(3)
    assert (
        alerted is not None
        and alerted.alert
        and alerted.note is not None
        and alerted.note.startswith("Michaels")
    )


def test_history_lin_agrees_with_its_pbn(data_dir: Path) -> None:
    expected = read(data_dir / "lin/pbntools_history_expected.pbn")
    got = read(data_dir / "lin/pbntools_history_3381671193.lin") + read(
        data_dir / "lin/pbntools_history_3381683999.lin"
    )
    for want, have in zip(expected, got, strict=True):
        assert (have.deal, have.dealer, have.vulnerability) == (want.deal, want.dealer, want.vulnerability)
        assert (have.auction, have.play) == (want.auction, want.play)
        assert (have.contract, have.declarer, have.tricks) == (want.contract, want.declarer, want.tricks)
        assert [n.note for n in have.notes if n.note] == [n.note for n in want.notes]
    assert len(got[0].play) == 44 and got[0].tricks == 11  # mc|11| claims the rest


def test_skyclub_tourney_agrees_with_its_pbn(data_dir: Path) -> None:
    folder = data_dir / "lin/skyclub_2196"
    by_id = {b.tags["DealId"]: b for b in read(folder / "sky_club_2196_pairs_jackpot_2000.pbn")}
    files = sorted(folder.glob("*.lin"))
    assert len(files) == 44 == len(by_id)
    for path in files:
        [board] = read(path)
        want = by_id[path.name]
        assert not board.errors
        assert (board.deal, board.dealer, board.vulnerability) == (want.deal, want.dealer, want.vulnerability)
        assert (board.auction, board.play) == (want.auction, want.play)
        assert (board.contract, board.declarer) == (want.contract, want.declarer)


def test_vugraph_file() -> None:
    text = (
        "vg|Bermuda Bowl,Final,I,1,2,SWE,0,POL,0|\n"
        "rs|3NW=,4SE-1,,|\n"
        "pn|a,b,c,d,e,f,g,h|pg||\n"
        "qx|o1|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|sv|o|"
        "mb|p|mb|p|mb|p|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||\n"
        "qx|c1|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|sv|o|pg||\n"
    )
    open_room, closed_room = lin.loads(text)
    assert open_room.number == 1 and open_room.tags["Room"] == "Open" and open_room.tags["South"] == "a"
    assert open_room.tags["Event"] == "Bermuda Bowl"
    assert open_room.contract == Contract.from_str("3NT") and open_room.declarer is Seat.WEST
    assert closed_room.tags["Room"] == "Closed" and closed_room.tags["South"] == "e"
    assert closed_room.contract == Contract.from_str("4S") and closed_room.declarer is Seat.EAST
    assert closed_room.tricks == 9
    [again] = lin.loads(lin.dumps([closed_room]))
    assert (again.deal, again.contract, again.declarer, again.tricks, again.tags["South"]) == (
        closed_room.deal,
        closed_room.contract,
        closed_room.declarer,
        9,
        "e",
    )


def test_bad_lin_is_reported_on_its_board() -> None:
    boards = lin.loads(
        "md|3SAKQZ,,,|mb|9Q|pc|XX|\nmd|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
    )
    assert len(boards) == 2 and len(boards[0].errors) == 3 and not boards[1].errors
    assert all(error.line == 1 for error in boards[0].errors)
    with pytest.raises(ParseError):
        lin.loads("md|3SAKQZ,,,|", strict=True)


def test_pbn_to_lin_to_pbn_keeps_the_play(data_dir: Path) -> None:
    boards = [b for b in read(data_dir / "tournaments/realbridge_2021_online_qual_open_r2.pbn") if b.auction]
    again = pbn.loads(pbn.dumps(lin.loads(lin.dumps(boards))))
    for want, have in zip(boards, again, strict=True):
        assert (have.deal, have.dealer, have.vulnerability, have.number) == (
            want.deal,
            want.dealer,
            want.vulnerability,
            want.number,
        )
        assert (have.auction, have.play) == (want.auction, want.play)
        assert (have.contract, have.declarer, have.tricks) == (want.contract, want.declarer, want.tricks)


def test_contract_without_auction_goes_through_rs() -> None:
    board = Board(
        number=4, dealer=Seat.WEST, contract=Contract.from_str("4HX"), declarer=Seat.SOUTH, tricks=9
    )
    [again] = lin.loads(lin.dumps([board]))
    assert (again.contract, again.declarer, again.tricks) == (board.contract, board.declarer, 9)
