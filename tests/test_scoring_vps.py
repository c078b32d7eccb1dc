"""Victory points (RULES 6.5): TV-D-05, the scale as data, the WBF continuous formula."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.errors import NotationError
from bridgekit.scoring import DEFAULT_VP_SCALE, VpScale, vps, wbf_vps

#: RULES 6.5, as printed: (lowest margin, highest margin, winner's VPs).
VP_TABLE = [(0, 2, 10), (3, 6, 11), (7, 11, 12), (12, 16, 13), (17, 21, 14), (22, 27, 15),
            (28, 33, 16), (34, 39, 17), (40, 46, 18), (47, 54, 19), (55, 200, 20)]  # fmt: skip


def test_tv_d_05_thirteen_imps_is_13_to_7() -> None:
    """TV-D-05 (RULES 6.5): 24 boards, a 13-IMP margin → 13 : 7."""
    assert vps(13) == (13, 7)
    assert vps(-13) == (7, 13)


@pytest.mark.parametrize(("low", "high", "won"), VP_TABLE)
def test_rule_6_5_every_row(low: int, high: int, won: int) -> None:
    """RULES 6.5: each band of the default 20-point scale, both ends."""
    for margin in (low, high):
        assert vps(margin) == (won, 20 - won)


def test_scales_are_data() -> None:
    """RULES 6.5: other scales are a list of margins; bad lists are refused."""
    ten = VpScale((5, 10, 20, 30, 40), total=10, name="10-point")
    assert ten.split(25) == (8, 2) and vps(-45, ten) == (0, 10)
    assert DEFAULT_VP_SCALE.total == 20
    with pytest.raises(NotationError):
        VpScale((3, 3, 4))
    with pytest.raises(NotationError):
        VpScale((1, 2, 3), total=20)


def test_wbf_continuous_scale() -> None:
    """The WBF formula: 10 + 10 (1 − τ^(3M/B)) / (1 − τ³), B = 15 √N, capped at 20."""
    assert wbf_vps(0, boards=16) == (10.0, 10.0)
    assert wbf_vps(1, boards=16) == (10.31, 9.69)
    assert wbf_vps(10, boards=16) == (12.8, 7.2)
    assert wbf_vps(60, boards=16) == (20.0, 0.0)
    with pytest.raises(NotationError):
        wbf_vps(3, boards=0)


@given(st.integers(-120, 120), st.integers(1, 64))
def test_wbf_split_sums_to_20_and_is_monotonic(margin: int, boards: int) -> None:
    won, lost = wbf_vps(margin, boards=boards)
    assert won + lost == pytest.approx(20)
    assert wbf_vps(margin + 1, boards=boards)[0] >= won
    assert wbf_vps(-margin, boards=boards) == (lost, won)
