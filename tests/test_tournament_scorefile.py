"""Scoring real results files (RULES 6.2–6.6): the files' own recorded scores, Butler IMPs,
pair totals and team IMPs are reproduced."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pytest

from bridgekit.errors import NotationError, ParseError
from bridgekit.formats import read
from bridgekit.scoring import butler
from bridgekit.tournament.scorefile import results_from_boards, score_file, score_results

PAIRS_FILES = ["paloalto_2025-12-23_bridgecomposer.pbn", "paloalto_2025-12-30_bridgecomposer.pbn"]


def recorded_score(row: Mapping[str, str]) -> int:
    """The N–S score a ScoreTable row (Score_NS / Score_EW) or a Score tag (``NS 420``) records."""
    if "Score_NS" in row:
        ns, ew = row["Score_NS"].strip('"'), row["Score_EW"].strip('"')
        return int(ns) if ns not in ("-", "") else -int(ew) if ew not in ("-", "") else 0
    side, value = row["Score"].split()
    return int(value) if side == "NS" else -int(value)


@pytest.mark.parametrize("name", PAIRS_FILES)
def test_bridgecomposer_pairs_scores_and_matchpoints(data_dir: Path, name: str) -> None:
    """BridgeComposer/Dealer4 club pairs (two sections, Mitchell numbering): every Score_NS/Score_EW
    is reproduced by RULES 6.2; the matchpoints of each board share the tops (RULES 6.6)."""
    found, scored = score_file(data_dir / "tournaments" / name)
    assert scored.method == "matchpoints" and len(found) > 300
    for item in found:
        assert item.result.score == recorded_score(item.recorded), item.result
    for board in {item.result.board for item in found}:
        on_board = [s for s in scored.results if s.result.board == board]
        assert sum(s.ns + s.ew for s in on_board) == pytest.approx(100 * len(on_board))
    assert {s.pair[-2:] for s in scored.standings} == {"NS", "EW"}
    assert scored.standings[0].rank == 1 and all(0 <= s.percentage <= 100 for s in scored.standings)  # type: ignore[operator]


def test_ruter_butler_imps_and_totals(data_dir: Path) -> None:
    """Ruter i Norge Butler pairs: per-result scores, IMP_NS/IMP_EW per row and the TotalScoreTable
    (totals, ranks and ties) are reproduced."""
    path = data_dir / "tournaments" / "ruter_2012-01-24_klubbkveld_butler.pbn"
    found, scored = score_file(path)
    assert scored.method == "butler"
    by_key = {(s.result.board, s.result.ns): s for s in scored.results}
    for item in found:
        assert item.result.score == recorded_score(item.recorded)
        mine = by_key[item.result.board, item.result.ns]
        assert (mine.ns, mine.ew) == (int(item.recorded["IMP_NS"]), int(item.recorded["IMP_EW"]))
    total = read(path)[0].table("TotalScoreTable")
    assert total is not None
    mine_total = {s.pair: s for s in scored.standings}
    for row in total.records():
        standing = mine_total[row["PairId"]]
        assert standing.total == int(row["TotalScoreIMP"])
        assert standing.rank == int(row["Rank"])
        assert standing.tied == (row["RankTie"] != "-")
        assert standing.boards == int(row["NrBoards"])
    assert butler([120, 50, -80, -80, -110, -140, -150, -150])[0] == 5


def test_realbridge_team_imps(data_dir: Path) -> None:
    """RealBridge teams (15 matches of 10 boards, one record per table): each table's ScoreIMP is the
    IMPs of its N–S pair against the other room (RULES 6.3, 6.4); the home team sits N–S at its table."""
    found, scored = score_file(data_dir / "tournaments" / "realbridge_2021_online_qual_open_r2.pbn")
    assert scored.method == "teams"
    for item in found:
        if "Score" in item.recorded:
            assert item.result.score == recorded_score(item.recorded)
    recorded = {}
    for item in found:
        ns = item.recorded["ScoreIMP"].split()[1]
        recorded[item.result.board, item.home] = int(ns)
    assert len(scored.teams) == 149 and len(scored.lonely) == 1
    for board in scored.teams:
        assert recorded[board.board, board.home] == board.home_imps
        assert recorded[board.board, board.visitors] == -board.home_imps
    totals = {s.pair: s.total for s in scored.standings}
    assert sum(totals.values()) == 0
    assert (
        totals["SWEDEN"]
        == -totals["CROATIA"]
        == sum(v for (b, team), v in recorded.items() if team == "SWEDEN")
    )


def test_results_from_a_table_with_a_bad_row() -> None:
    from bridgekit.formats.board import Board, Table

    bad = Table(
        "ScoreTable",
        ("PairId_NS", "PairId_EW", "Contract", "Declarer", "Result"),
        (("1", "2", "3NT", "N", "x"),),
    )
    with pytest.raises(NotationError, match="board 1, row 1"):
        results_from_boards([Board(number=1, tables=(bad,))])
    with pytest.raises(NotationError):
        score_results([], method="bogus")


def test_a_file_without_results(tmp_path: Path) -> None:
    path = tmp_path / "empty.pbn"
    path.write_text('[Board "1"]\n', encoding="utf-8")
    with pytest.raises(ParseError, match="no table results"):
        score_file(path)
    with pytest.raises(ParseError):
        score_file(tmp_path / "missing.pbn")
