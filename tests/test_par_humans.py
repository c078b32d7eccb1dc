"""``benchmarks/par_humans.py``, the human yardstick of the par study: it reads every table's
result of real events, and the par it measures them against is the one the files' own program
(RealBridge's double-dummy analysis) wrote."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from bridgekit.analysis.dd import dd_available
from bridgekit.formats import pbn

pytestmark = pytest.mark.skipif(not dd_available(), reason="needs endplay (DDS)")


def test_the_par_agrees_with_the_files_optimum_score_and_a_doubled_game_is_five_imps_over(
    data_dir: Path, benchmark: Callable[[str], ModuleType]
) -> None:
    script = benchmark("par_humans")
    path = data_dir / "tournaments" / "realbridge_2021_online_qual_open_r2.pbn"
    boards = [b for b in pbn.loads(path.read_text(encoding="utf-8")) if b.number == 12]
    assert len(boards) == 30
    (one,) = [b for b in script.scored(path) if b.board.number == 12]
    assert f"NS {one.par.score:+d}" == boards[0].tags["OptimumScore"] == "NS +620"
    seen = []
    for board in boards:
        if board.contract is None:  # (two tables' results are not in the file)
            assert not board.is_passed_out and script.results(board) == []
            continue
        (result,) = script.results(board)
        assert result.contract == board.contract and result.declarer == board.declarer
        lost, score = one.distance(result)
        seen.append((str(result.contract), score, lost))
    assert len(seen) == 28 == len(one.results)
    assert ("4HX", 790, 5) in seen and ("4H", 620, 0) in seen  # 790 − 620 = 170: 5 IMPs


def test_every_row_of_a_club_score_table_is_a_result(
    data_dir: Path, benchmark: Callable[[str], ModuleType]
) -> None:
    script = benchmark("par_humans")
    path = data_dir / "tournaments" / "paloalto_2025-12-23_bridgecomposer.pbn"
    boards = [b for b in pbn.loads(path.read_text(encoding="utf-8")) if b.table("ScoreTable")]
    assert boards
    for board in boards:
        rows = board.table("ScoreTable").rows  # type: ignore[union-attr]
        found = script.results(board)
        assert len(found) == len(rows)
        assert all(r.board == board.number for r in found)
    first = script.results(boards[0])[0]
    assert (str(first.contract), str(first.declarer)) == ("3NT", "E")


def test_the_study_of_a_file_counts_its_results_and_their_kinds(
    data_dir: Path, benchmark: Callable[[str], ModuleType]
) -> None:
    path = data_dir / "tournaments" / "realbridge_2021_online_qual_open_r2.pbn"
    tables = pbn.loads(path.read_text(encoding="utf-8"))
    known = sum(1 for b in tables if b.contract is not None or b.is_passed_out)
    row = benchmark("par_humans").study(path)
    assert row.boards == 10 and len(tables) == 299
    assert row.results == sum(count for _, _, count in row.kinds) == known
    low, high = row.ci95
    assert low < row.imps_from_par < high
