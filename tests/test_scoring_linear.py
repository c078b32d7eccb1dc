"""Event scoring in n log n (issue 18): the same figures as counting every pair of results.

Each board's scores are sorted once and counted by bisection (matchpoints, cross-IMPs); the
standings rank pairs in one sorted pass. These tests compare them, exactly, with the plain
pair-by-pair definitions of RULES 6.6 and 6.4 kept here as the reference.
"""

from __future__ import annotations

import os
import random
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.errors import NotationError
from bridgekit.scoring.butler import cross_imps
from bridgekit.scoring.imps import imps
from bridgekit.scoring.matchpoints import matchpoints, neuberg
from bridgekit.tournament.event import MovementSpec
from bridgekit.tournament.pairs import (
    PairStanding,
    ScoredResult,
    TableResult,
    parse_result,
    score_boards,
    standings,
)
from bridgekit.tournament.scorefile import fields_of, score_file

DATA = Path(os.environ.get("BRIDGEKIT_SHARED", Path(__file__).resolve().parents[2] / "shared")) / "data"

SCORES = st.lists(st.sampled_from([-1400, -800, -200, -100, -50, 0, 50, 90, 110, 140, 420, 450, 620, 1430]))


def reference_matchpoints(scores: Sequence[int], win: float) -> list[float]:
    """RULES 6.6 as written: *win* for each lower score, half of it for each other equal one."""
    return [
        win * sum(1 for other in scores if other < score)
        + win / 2 * (sum(1 for o in scores if o == score) - 1)
        for score in scores
    ]


def reference_cross_imps(scores: Sequence[int]) -> list[float]:
    return [float(sum(imps(score - other) for other in scores)) for score in scores]


def pair_order(pair: str) -> tuple[int, str]:
    return int("".join(c for c in pair if c.isdigit()) or 0), pair


def reference_standings(scored: Sequence[ScoredResult], fields: dict[str, str] | None) -> list[PairStanding]:
    """Each pair's place: one more than the pairs of its field with a better total."""
    totals: dict[str, float] = defaultdict(float)
    tops: dict[str, float] = defaultdict(float)
    boards: dict[str, int] = defaultdict(int)
    for item in scored:
        for pair, points in ((item.result.ns, item.ns_points), (item.result.ew, item.ew_points)):
            totals[pair] += points
            tops[pair] += item.top
            boards[pair] += 1
    by_mp = any(item.top for item in scored)
    rows = []
    for pair, total in totals.items():
        pct = 100 * total / tops[pair] if by_mp and tops[pair] else None
        key = pct if pct is not None else total
        rows.append((fields.get(pair, "ALL") if fields else "ALL", -round(key, 6), pair, total, pct))
    rows.sort(key=lambda row: (row[0], row[1], pair_order(row[2])))
    ranked = []
    for field, key, pair, total, pct in rows:
        same = [row for row in rows if row[0] == field and row[1] == key]
        better = sum(1 for row in rows if row[0] == field and row[1] < key)
        ranked.append(PairStanding(better + 1, len(same) > 1, pair, total, pct, boards[pair], field))
    return ranked


@given(SCORES, st.sampled_from(["2/1", "1/0.5"]))
def test_matchpoints_count_as_rule_6_6_says(scores: list[int], unit: str) -> None:
    win = 2.0 if unit == "2/1" else 1.0
    assert matchpoints(scores, unit=unit) == reference_matchpoints(scores, win)  # type: ignore[arg-type]


@given(SCORES.filter(bool), st.integers(0, 5))
def test_neuberg_scales_the_same_counts(scores: list[int], missing: int) -> None:
    expected = len(scores) + missing
    points = matchpoints(scores, expected=expected)
    assert points == neuberg(reference_matchpoints(scores, 2.0), expected=expected)


@given(SCORES, st.booleans())
def test_cross_imps_are_the_imps_against_every_other_score(scores: list[int], average: bool) -> None:
    totals = reference_cross_imps(scores)
    if average and len(scores) > 1:
        totals = [total / (len(scores) - 1) for total in totals]
    assert cross_imps(scores, average=average) == totals


def test_cross_imps_at_the_ends_of_the_imp_scale() -> None:
    """Differences right at a step (20, 4000) and beyond the last (24 IMPs) count as imps() does."""
    scores = [0, 20, 19, -20, 4000, 3999, 9000, -9000, 4020]
    assert cross_imps(scores, average=False) == reference_cross_imps(scores)


def random_event(tables: int, seed: int) -> tuple[list[TableResult], dict[str, str]]:
    rng = random.Random(seed)
    texts = ["4S= N", "4S+1 N", "4S-1 N", "3NT= S", "3NT-2 S", "4HX-1 E", "2S+1 N", "pass", "1NT-1 W"]
    movement = MovementSpec("mitchell", tables, 2).build()
    results = [
        TableResult(board, s.ns, s.ew, *parse_result(rng.choice(texts)), round=s.round, table=s.table)
        for s in movement.seatings
        for board in s.boards
    ]
    return results, {pair: movement.direction(pair) for pair in movement.pairs}


@pytest.mark.parametrize("method", ["matchpoints", "butler", "cross_imps"])
@pytest.mark.parametrize(("tables", "seed"), [(3, 1), (8, 2), (15, 3)])
def test_standings_rank_as_pair_by_pair(method: str, tables: int, seed: int) -> None:
    results, fields = random_event(tables, seed)
    scored = score_boards(results, method=method)  # type: ignore[arg-type]
    for use in (fields, None):
        assert standings(scored, fields=use) == reference_standings(scored, use)


def test_standings_share_places_when_equal() -> None:
    results = [
        TableResult(1, "1NS", "1EW", *parse_result("4S= N")),
        TableResult(1, "2NS", "2EW", *parse_result("4S= N")),
        TableResult(1, "3NS", "3EW", *parse_result("4S-1 N")),
    ]
    places = [(s.pair, s.rank, s.tied) for s in standings(score_boards(results))]
    assert places == [
        ("3EW", 1, False),
        ("1NS", 2, True),
        ("2NS", 2, True),
        ("1EW", 4, True),
        ("2EW", 4, True),
        ("3NS", 6, False),
    ]


def test_a_pair_with_two_results_on_a_board_is_still_refused() -> None:
    results = [
        TableResult(1, "1NS", "1EW", *parse_result("4S= N")),
        TableResult(1, "1NS", "2EW", None, None, 0),
    ]
    with pytest.raises(NotationError, match="a pair has two results"):
        score_boards(results)


TOURNAMENTS = sorted(path.name for path in (DATA / "tournaments").glob("*.pbn"))
#: a file whose board 11 lists one pair twice: refused, as before (the error names the board)
REFUSED = "realbridge_2021_online_qual_open_r2.pbn"


@pytest.mark.parametrize("method", ["matchpoints", "butler", "cross_imps"])
def test_a_real_file_with_a_pair_twice_is_refused(data_dir: Path, method: str) -> None:
    with pytest.raises(NotationError, match="board 11: a pair has two results"):
        score_file(data_dir / "tournaments" / REFUSED, method=method)


@pytest.mark.parametrize("method", ["matchpoints", "butler", "cross_imps"])
@pytest.mark.parametrize("name", [name for name in TOURNAMENTS if name != REFUSED])
def test_real_files_score_and_rank_as_pair_by_pair(data_dir: Path, name: str, method: str) -> None:
    found, scored_file = score_file(data_dir / "tournaments" / name, method=method)
    by_board: dict[int, list[ScoredResult]] = defaultdict(list)
    for item in scored_file.results:
        by_board[item.result.board].append(item)
    for items in by_board.values():
        scores = [item.result.score for item in items]
        if method == "cross_imps" and len(scores) > 1:
            want = [total / (len(scores) - 1) for total in reference_cross_imps(scores)]
            assert [item.ns_points for item in items] == want
        elif method == "matchpoints":
            plain = reference_matchpoints(scores, 2.0)
            if items[0].top == 2.0 * (len(scores) - 1):
                assert [item.ns_points for item in items] == plain
    # one ranking per section and direction where the file's pairs carry NS/EW (issue 14)
    assert list(scored_file.standings) == reference_standings(scored_file.results, fields_of(found))
