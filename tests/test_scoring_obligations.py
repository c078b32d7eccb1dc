"""The table of obligations (RULES 8): TV-OB-01…07, the pre-game bonus, 20–20 and sessions."""

from __future__ import annotations

import pytest

from bridgekit.calls import Contract
from bridgekit.errors import NotationError
from bridgekit.scoring import TargetSession, obligation, obligation_deal_score, obligations_score
from bridgekit.seats import Seat, Side, Vulnerability

C = Contract.from_str
N, E, S, W = Seat


def test_tv_ob_01_two_spades_plus_two() -> None:
    """TV-OB-01 (RULES 8.2, 8.3): NV 2S+2 = 170; 21 HCP, 1 fit → 110 → +60 → +2 IMPs."""
    result = obligations_score(C("2S"), N, 10, Vulnerability.NONE, ns_hcp=21, fits=(1, 0))
    assert (result.score, result.target, result.imps) == (170, 110, 2)


def test_tv_ob_02_three_diamonds_plus_four_corrected() -> None:
    """TV-OB-02 (RULES 8.1, 8.5, corrected): V 3D+4 = 60 + 200 + 80 = 340; 32 HCP, 1 fit → 1410 → −14."""
    result = obligations_score(C("3D"), S, 13, Vulnerability.NS, ns_hcp=32, fits=(1, 1))
    assert (result.score, result.target, result.imps) == (340, 1410, -14)


def test_tv_ob_03_four_hearts_plus_two() -> None:
    """TV-OB-03 (RULES 8.2): V 4H+2 = 680; 28 HCP, 2 fits → 680 → 0 IMPs."""
    result = obligations_score(C("4H"), E, 12, Vulnerability.BOTH, ns_hcp=12, fits=(0, 2))
    assert (result.side, result.score, result.target, result.imps) == (Side.EW, 680, 680, 0)


def test_tv_ob_04_defenders_hold_the_obligation() -> None:
    """TV-OB-04 (RULES 8.3): NV declarers 1D-2 → defenders +100; defenders V 23 HCP 1 fit → 270 → −5 / +5."""
    result = obligations_score(C("1D"), N, 5, Vulnerability.EW, ns_hcp=17, fits=(0, 1))
    assert (result.side, result.score, result.target, result.imps) == (Side.EW, 100, 270, -5)
    assert result.ns_imps == 5


def test_tv_ob_05_three_no_trump_doubled_two_down_corrected() -> None:
    """TV-OB-05 (RULES 8.5, corrected): V 3NTX-2 = −500; 26 HCP, no fit, V → 600 → −1100 → −15."""
    result = obligations_score(C("3NTX"), W, 7, Vulnerability.EW, ns_hcp=14, fits=(0, 0))
    assert (result.score, result.target, result.imps) == (-500, 600, -15)


@pytest.mark.parametrize(
    ("contract", "tricks", "vulnerable", "expected"),
    [
        ("2NT", 8, False, 170),
        ("2NT", 8, True, 270),
        ("4D", 10, True, 280),
        ("2S", 8, False, 110),
        ("3CX", 9, False, 470),
    ],  # fmt: skip
)
def test_tv_ob_06_pre_game_bonus(contract: str, tricks: int, vulnerable: bool, expected: int) -> None:
    """TV-OB-06 (RULES 8.1, 8.5): 2NT= 170 / 270, 4D= V 280, 2S= 110, 3CX= (game) 470."""
    assert obligation_deal_score(C(contract), tricks, vulnerable=vulnerable) == expected


def test_tv_ob_07_passed_out() -> None:
    """TV-OB-07 (RULES 8.6): passed out, N–S 25 HCP, 0 fits, NV → −190 → −5 IMPs."""
    result = obligations_score(None, None, 0, Vulnerability.NONE, ns_hcp=25, fits=(0, 0))
    assert (result.target, result.ns_imps) == (190, -5)


def test_rule_8_4_twenty_all() -> None:
    """RULES 8.4: 20–20: more fits take the 20-row obligation; equal fits → no obligation."""
    more = obligations_score(C("2H"), E, 8, Vulnerability.NONE, ns_hcp=20, fits=(0, 1))
    assert (more.side, more.target, more.score, more.imps) == (Side.EW, 80, 110, 1)
    equal = obligations_score(C("2H"), E, 8, Vulnerability.NONE, ns_hcp=20, fits=(1, 1))
    assert (equal.side, equal.target, equal.ns_imps) == (None, 0, -3)


def test_rule_8_2_table_edges() -> None:
    assert obligation(30, 3, vulnerable=True) == obligation(32, 2, vulnerable=True) == 1430
    assert obligation(40, 0, vulnerable=False) == 1480
    with pytest.raises(NotationError):
        obligation(19, 0, vulnerable=False)
    with pytest.raises(NotationError):
        obligation(25, 5, vulnerable=False)
    with pytest.raises(NotationError):
        obligations_score(C("2H"), E, 8, Vulnerability.NONE, ns_hcp=20)


def test_obligations_session_by_boards() -> None:
    """RULES 8.3: the vulnerability comes from the board number; totals in IMPs."""
    session = TargetSession(method="obligations", schedule="boards")
    session.record(C("2S"), N, 10, ns_hcp=21, fits=(1, 0))  # board 1, none: TV-OB-01
    assert session.vulnerability is Vulnerability.NS
    session.record(None, None, 0, ns_hcp=25, fits=(0, 0))  # board 2: N–S V, 25 HCP, 0 fits → −290
    assert session.totals == {Side.NS: 2 - 7, Side.EW: 7 - 2}
