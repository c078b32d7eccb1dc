"""Matchpoints (RULES 6.6): TV-D-06, TV-D-07, units, Neuberg, and a real frequency table."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.calls import Contract
from bridgekit.errors import NotationError
from bridgekit.scoring import board_score, ew_matchpoints, matchpoints, neuberg, percentages, top
from bridgekit.seats import Seat, Vulnerability

scores_lists = st.lists(st.integers(-400, 400).map(lambda x: x * 10), min_size=1, max_size=15)


def test_tv_d_06_matchpoints_of_six_results() -> None:
    """TV-D-06 (RULES 6.6): +1380, +920, −50, −100, +430, +420 → 10, 8, 2, 0, 6, 4; E–W 0, 2, 8, 10, 4, 6."""
    ns = matchpoints([1380, 920, -50, -100, 430, 420])
    assert ns == [10, 8, 2, 0, 6, 4]
    assert ew_matchpoints(ns) == [0, 2, 8, 10, 4, 6]


def test_tv_d_07_board_11_percentages() -> None:
    """TV-D-07 (RULES 6.1, 6.6): board 11 (dealer S, none), six results → 40, 70, 70, 0, 100, 20 %."""
    vul = Vulnerability.NONE
    results = [("4S", Seat.NORTH, 10), ("4S", Seat.SOUTH, 11), ("4S", Seat.SOUTH, 11),
               ("6S", Seat.SOUTH, 11), ("4SX", Seat.NORTH, 10), ("3S", Seat.NORTH, 11)]  # fmt: skip
    scores = [board_score(Contract.from_str(c), seat, tricks, vul) for c, seat, tricks in results]
    assert scores == [420, 450, 450, -50, 590, 200]
    assert matchpoints(scores) == [4, 7, 7, 0, 10, 2]
    assert percentages(scores) == [40, 70, 70, 0, 100, 20]
    assert percentages(scores, side="EW") == [60, 30, 30, 100, 0, 80]


def test_rule_6_6_half_unit() -> None:
    """RULES 6.6: ``mp_unit="1/0.5"`` halves the matchpoints and the top."""
    assert matchpoints([1380, 920, -50, -100, 430, 420], unit="1/0.5") == [5, 4, 1, 0, 3, 2]
    assert top(6, unit="1/0.5") == 5
    with pytest.raises(NotationError):
        matchpoints([10], unit="3/1")  # type: ignore[arg-type]


def test_neuberg_scales_a_board_played_fewer_times() -> None:
    """Neuberg: (MP + 1) × E / N − 1 in 2/1 units; a complete board is unchanged."""
    assert neuberg([4.0, 2.0, 0.0], expected=4) == pytest.approx([17 / 3, 3.0, 1 / 3])
    assert matchpoints([100, 50, -50], expected=3) == [4, 2, 0]
    assert percentages([100, 50, -50], expected=4) == pytest.approx([100 * 17 / 18, 50, 100 / 18])
    with pytest.raises(NotationError):
        neuberg([1.0, 1.0], expected=1)


@given(scores_lists)
def test_matchpoints_share_the_board(scores: list[int]) -> None:
    """RULES 6.6: N–S matchpoints sum to half of results × top; E–W = top − N–S."""
    ns = matchpoints(scores)
    assert sum(ns) == pytest.approx(len(scores) * top(len(scores)) / 2)
    assert all(0 <= mp <= top(len(scores)) for mp in ns)
    assert [a + b for a, b in zip(ns, ew_matchpoints(ns), strict=True)] == [top(len(scores))] * len(scores)


@given(scores_lists, st.integers(0, 5))
def test_neuberg_keeps_the_average(scores: list[int], missing: int) -> None:
    """Neuberg keeps the average at half the expected top."""
    expected = len(scores) + missing
    scaled = matchpoints(scores, expected=expected)
    assert sum(scaled) / len(scaled) == pytest.approx(top(expected) / 2)


def test_real_frequency_table_matchpoints(data_dir: Path) -> None:
    """A real ScoreTable (PBN verifier, 1999 event, 155 results): its Percentage_NS counts each
    result as a tie with itself too, (MP + 1) / (top + 2); the matchpoints underneath are RULES 6.6's.
    """
    from bridgekit.formats import pbn

    boards = pbn.loads((data_dir / "parse" / "pbn_verifier_correct_20.pbn").read_text(encoding="latin-1"))
    table = next(t for t in (b.table("ScoreTable") for b in boards) if t is not None and t.rows)
    rows = table.records()
    scores = [int(row["Score_NS"]) for row in rows for _ in range(int(row["Multiplicity"]))]
    assert len(scores) == 155
    board_top = top(len(scores))
    points = dict(zip(scores, matchpoints(scores), strict=True))
    for row in rows:
        mp = points[int(row["Score_NS"])]
        assert round(100 * (mp + 1) / (board_top + 2), 1) == pytest.approx(float(row["Percentage_NS"]))
        assert round(100 * (board_top - mp + 1) / (board_top + 2), 1) == pytest.approx(
            float(row["Percentage_EW"])
        )
