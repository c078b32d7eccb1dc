"""The IMP scale of RULES 6.4 (TV-D-02, TV-D-03)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.calls import Contract
from bridgekit.scoring import duplicate_score, imps

#: RULES 6.4, as printed: (lowest, highest, IMPs).
IMP_TABLE = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5), (220, 260, 6),
    (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10), (500, 590, 11), (600, 740, 12),
    (750, 890, 13), (900, 1090, 14), (1100, 1290, 15), (1300, 1490, 16), (1500, 1740, 17),
    (1750, 1990, 18), (2000, 2240, 19), (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22),
    (3500, 3990, 23), (4000, 10000, 24),
]  # fmt: skip


@pytest.mark.parametrize(
    ("difference", "expected"),
    [
        (10, 0),
        (20, 1),
        (580, 11),
        (590, 11),
        (600, 12),
        (2500, 21),
        (2990, 21),
        (4000, 24),
        (9000, 24),
        (-120, -3),
    ],
)
def test_tv_d_02_imp_scale(difference: int, expected: int) -> None:
    """TV-D-02 (RULES 6.4)."""
    assert imps(difference) == expected


def test_tv_d_03_grand_slam_against_small_slam() -> None:
    """TV-D-03 (RULES 6.3, 6.4): 7NT= NV +1520 against 6C+1 +940 → 580 → 11 IMPs."""
    grand = duplicate_score(Contract.from_str("7NT"), 13, vulnerable=False)
    small = duplicate_score(Contract.from_str("6C"), 13, vulnerable=False)
    assert (grand, small) == (1520, 940)
    assert imps(grand - small) == 11


@pytest.mark.parametrize(("low", "high", "expected"), IMP_TABLE)
def test_rule_6_4_every_row_of_the_table(low: int, high: int, expected: int) -> None:
    """RULES 6.4: every multiple of 10 in each row; DECISION: 24 is the maximum."""
    for difference in range(low, high + 1, 10):
        assert imps(difference) == expected
        assert imps(-difference) == -expected


@given(st.integers(-100_000, 100_000))
def test_imps_are_antisymmetric_bounded_and_monotonic(difference: int) -> None:
    assert imps(-difference) == -imps(difference)
    assert -24 <= imps(difference) <= 24
    assert imps(difference) <= imps(difference + 10)
