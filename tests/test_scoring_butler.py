"""Butler (IMPs against a datum) and cross-IMPs for pairs (RULES 6.4, 6.6)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.errors import NotationError
from bridgekit.scoring import butler, cross_imps, datum, imps


def test_datum_drops_the_extremes_and_rounds_half_away() -> None:
    assert datum([120, 50, -80, -80, -110, -140, -150, -150]) == -90  # mean -85
    assert datum([100, 100, -600, -600, -620, -620, -630, -630]) == -500  # mean -495
    assert datum([420, 400]) == 410
    assert datum([420, 400, 100], drop=0) == 310
    with pytest.raises(NotationError):
        datum([])


def test_cross_imps() -> None:
    assert cross_imps([420, 450, -50], average=False) == [9, 12, -21]
    assert cross_imps([420]) == [0]


@given(st.lists(st.integers(-300, 300).map(lambda x: x * 10), min_size=2, max_size=12))
def test_cross_imps_sum_to_zero(scores: list[int]) -> None:
    assert sum(cross_imps(scores, average=False)) == 0
    assert butler(scores) == [imps(s - datum(scores)) for s in scores]


def test_ruter_butler_datums_and_imps(data_dir: Path) -> None:
    """Ruter i Norge, Butler-2 Mean: every board's datum and every result's IMPs as recorded."""
    from bridgekit.formats import read

    boards = read(data_dir / "tournaments" / "ruter_2012-01-24_klubbkveld_butler.pbn")
    for board in boards:
        rows = board.table("ScoreTable").records()  # type: ignore[union-attr]
        scores = [int(r["Score_NS"]) if r["Score_NS"] != "-" else -int(r["Score_EW"]) for r in rows]
        assert datum(scores) == int(rows[0]["ButlerDatum"]), board.number
        assert butler(scores) == [int(r["IMP_NS"]) for r in rows], board.number
