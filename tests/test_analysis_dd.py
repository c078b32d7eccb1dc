"""DDS through bridgekit: tables and par against the DDS test lists and DD-annotated PBN files."""

from __future__ import annotations

import re
from itertools import islice
from pathlib import Path

import pytest

from bridgekit.analysis.dd import DDTable, dd_table, dd_tables, play_costs, set_threads
from bridgekit.analysis.par import par  # noqa: E402
from bridgekit.calls import Strain
from bridgekit.deal import Deal
from bridgekit.errors import BridgeError, IllegalCardError, NotationError
from bridgekit.formats import pbn
from bridgekit.seats import Seat, Vulnerability

#: DDS lists number vulnerability None, Both, NS, EW
DDS_VUL = (Vulnerability.NONE, Vulnerability.BOTH, Vulnerability.NS, Vulnerability.EW)
#: DDS's TABLE rows are S, H, D, C, NT
DDS_ROWS = (Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS, Strain.NOTRUMP)


def dds_list(path: Path) -> list[dict[str, object]]:
    """The deals of a DDS hands file with their TABLE and PAR lines."""
    deals: list[dict[str, object]] = []
    for line in path.read_text().splitlines():
        words = line.split()
        if not words:
            continue
        if words[0] == "PBN":
            dealer, vul = int(words[1]), int(words[2])
            deals.append({"deal": Deal.from_pbn(line.split('"')[1]), "dealer": dealer, "vul": vul})
        elif words[0] == "TABLE":
            deals[-1]["table"] = [int(w) for w in words[1:]]
        elif words[0] == "PAR":
            deals[-1]["par"] = re.findall(r'"([^"]*)"', line)
    return deals


def expected_table(numbers: list[int]) -> DDTable:
    rows: list[list[int]] = [[0] * 4 for _ in range(5)]
    for i, strain in enumerate(DDS_ROWS):
        rows[strain] = numbers[4 * i : 4 * i + 4]
    return DDTable(rows)


def check_dds_list(path: Path, limit: int | None) -> None:
    records = dds_list(path)[:limit]
    tables = dd_tables([r["deal"] for r in records])  # type: ignore[misc]
    for record, table in zip(records, tables, strict=True):
        assert table == expected_table(record["table"]), record["deal"]  # type: ignore[arg-type]
        ns, ew = record["par"][:2]  # type: ignore[index]
        ns_score, ew_score = int(ns.split()[1]), int(ew.split()[1])
        if ns_score == -ew_score:  # both sides' par agree, so the dealer does not matter
            result = par(table, dealer=Seat(record["dealer"]), vulnerability=DDS_VUL[record["vul"]])  # type: ignore[call-overload]
            assert result.score == ns_score, record["deal"]


def test_tables_and_par_match_the_dds_list_of_10_deals(data_dir: Path) -> None:
    check_dds_list(data_dir / "dds" / "list10.txt", None)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["list100.txt", "list1000.txt"])
def test_tables_and_par_match_the_long_dds_lists(data_dir: Path, name: str) -> None:
    check_dds_list(data_dir / "dds" / name, None)


def ability_table(text: str) -> DDTable:
    """A PBN ``Ability`` tag (``N:89797 E:…``: NT S H D C in hex for each seat)."""
    rows = [[0] * 4 for _ in range(5)]
    for part in text.split():
        seat = Seat.from_str(part[0])
        for strain, digit in zip(
            (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS),
            part[2:],
            strict=True,
        ):
            rows[strain][seat] = int(digit, 16)
    return DDTable(rows)


def optimum_table(rows: tuple[tuple[str, ...], ...]) -> DDTable:
    table = [[0] * 4 for _ in range(5)]
    for seat, strain, tricks in rows:
        table[Strain.from_str(strain)][Seat.from_str(seat)] = int(tricks)
    return DDTable(table)


DD_FILES = [
    "bcdd_test1.bcdd.pbn",
    "bcdd_test2.bcdd.pbn",
    "camrose2024_bridgecomposer.pbn",
    "zdenecek_bridgecomposer.pbn",
    "zdenecek_bigdeal_deepfinesse.pbn",
    "dealconvert_test-jfr.pbn",
    "bcdd_test1.bigdeal.pbn",
]


def check_dd_file(path: Path, limit: int | None) -> int:
    with path.open("rb") as fp:
        boards = [b for b in pbn.load(fp) if b.deal is not None and all(len(h) == 13 for h in b.deal.hands)]
    boards = list(islice(boards, limit))
    tables = dd_tables([b.deal for b in boards])  # type: ignore[misc]
    checked = 0
    for board, table in zip(boards, tables, strict=True):
        optimum = board.table("OptimumResultTable")
        if optimum is not None:
            expected = optimum_table(optimum.rows)
            if "BCFlags" in board.tags:
                # BridgeComposer writes "1" for fewer than 7 tricks (and, in one-character
                # columns, for 10-13); its DoubleDummyTricks tag has the same "1"s
                for key, value in expected.items():
                    ok = value == table[key] or (value == 1 and not 7 <= table[key] <= 9)
                    assert ok, (path.name, board.number)
            else:
                assert table == expected, (path.name, board.number)
            checked += 1
        if "Ability" in board.tags:
            assert table == ability_table(board.tags["Ability"]), (path.name, board.number)
            checked += 1
    return checked


@pytest.mark.parametrize("name", DD_FILES)
def test_tables_match_the_dd_annotated_files(data_dir: Path, name: str) -> None:
    assert check_dd_file(data_dir / "dd" / name, 8) > 0


@pytest.mark.slow
@pytest.mark.parametrize("name", DD_FILES)
def test_tables_match_every_board_of_the_dd_annotated_files(data_dir: Path, name: str) -> None:
    assert check_dd_file(data_dir / "dd" / name, None) > 0


def test_par_score_matches_optimum_score_of_bcdd(data_dir: Path) -> None:
    with (data_dir / "dd" / "bcdd_test1.bcdd.pbn").open("rb") as fp:
        boards = pbn.load(fp)[:10]
    tables = dd_tables([b.deal for b in boards])  # type: ignore[misc]
    for board, table in zip(boards, tables, strict=True):
        assert board.dealer is not None and board.vulnerability is not None
        result = par(table, dealer=board.dealer, vulnerability=board.vulnerability)
        assert result.pbn_score == board.tags["OptimumScore"], board.number


def test_more_deals_than_one_dds_batch() -> None:
    from bridgekit.analysis.dealer import Dealer

    deals = Dealer(seed=4).deals(45)
    tables = dd_tables(deals)
    assert len(tables) == 45 and tables[44] == dd_table(deals[44])


def test_tables_from_several_threads_at_once(data_dir: Path) -> None:
    # DDS's memory is global: unguarded calls at once (a Dask worker of two threads) crash
    from concurrent.futures import ThreadPoolExecutor

    deals = [record["deal"] for record in dds_list(data_dir / "dds" / "list10.txt")]
    alone = dd_tables(deals)
    set_threads(1)
    try:
        with ThreadPoolExecutor(5) as pool:
            together = list(pool.map(lambda i: dd_tables(deals[i : i + 2]), range(0, 10, 2)))
    finally:
        set_threads(0)
    assert [t for pair in together for t in pair] == alone


def test_dds_threads_are_zero_or_more() -> None:
    with pytest.raises(BridgeError, match="not -1"):
        set_threads(-1)


def test_a_deal_that_dds_cannot_take_is_a_clear_error() -> None:
    with pytest.raises(NotationError, match="four hands of equal size"):
        dd_table(Deal.from_pbn("N:AKQ... - - -"))


def test_an_illegal_play_is_a_clear_error() -> None:
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    with pytest.raises(IllegalCardError, match="not legal"):
        play_costs(deal, Seat.NORTH, Strain.NOTRUMP, [deal.hands[0].highest()])
