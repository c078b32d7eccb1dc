"""Russian scoring (RULES 7): TV-RU-01, TV-RU-02, the target table and sessions."""

from __future__ import annotations

import pytest

from bridgekit.calls import Contract
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.scoring import RUSSIAN_TARGETS, TargetSession, russian_score, russian_target, side_hcp
from bridgekit.seats import Seat, Side, Vulnerability


def test_tv_ru_01_three_hearts_plus_one_against_a_24_hcp_target() -> None:
    """TV-RU-01 (RULES 7.4): deal 2, E–W V, 3H by E–W, 10 tricks = 170; 24 HCP → 290 → −3 IMPs."""
    result = russian_score(Contract.from_str("3H"), Seat.EAST, 10, Vulnerability.EW, ns_hcp=16)
    assert (result.side, result.hcp, result.score, result.target) == (Side.EW, 24, 170, 290)
    assert result.imps == -3 and result.ns_imps == 3


def test_tv_ru_01_as_deal_2_of_a_chicago_session() -> None:
    """TV-RU-01 (RULES 5.2, 7.1, 7.4): deal 2 of a Chicago is dealt by E with E–W vulnerable."""
    session = TargetSession(method="russian", schedule="chicago")
    session.record(None, None, 0, ns_hcp=20)
    assert session.vulnerability is Vulnerability.EW and session.dealer is Seat.EAST
    session.record(Contract.from_str("3H"), Seat.WEST, 10, ns_hcp=16)
    assert session.totals == {Side.NS: 3, Side.EW: -3}


def test_tv_ru_02_passed_out_deal_loses_against_the_target() -> None:
    """TV-RU-02 (RULES 7.5 b): passed out, N–S 25 HCP NV → −300 → −7 IMPs."""
    result = russian_score(None, None, 0, Vulnerability.NONE, ns_hcp=25)
    assert (result.side, result.target, result.score, result.imps) == (Side.NS, 300, 0, -7)


def test_rule_7_2_targets_vulnerable_column_is_larger() -> None:
    """RULES 7.2: NV first, V second; the vulnerable target is never smaller."""
    assert russian_target(20, vulnerable=True) == 0
    assert russian_target(33, vulnerable=False) == 900 and russian_target(33, vulnerable=True) == 1350
    assert all(v >= nv for nv, v in RUSSIAN_TARGETS.values())
    with pytest.raises(NotationError):
        russian_target(19, vulnerable=False)


def test_rule_7_5_a_even_hcp_is_scored_from_north_south() -> None:
    """RULES 7.5 a: 20–20 → target 0, the N–S deal score in IMPs."""
    result = russian_score(Contract.from_str("4S"), Seat.EAST, 10, Vulnerability.NONE, ns_hcp=20)
    assert result.side is None and result.score == -420 and result.ns_imps == -9


def test_hcp_counted_from_the_deal() -> None:
    """RULES 0.5, 7.2: the HCP come from the cards when the deal is given."""
    deal = Deal.from_pbn("N:AQ6.AKJ5.J8.KJ74 KT932.82.AQT94.A 875.T93.763.Q532 J4.Q764.K52.T986")
    assert side_hcp(deal, Side.NS) == 21
    result = russian_score(Contract.from_str("1NT"), Seat.NORTH, 7, Vulnerability.NONE, deal=deal)
    assert (result.side, result.target, result.score, result.imps) == (Side.NS, 50, 90, 1)


def test_bad_input_is_refused() -> None:
    with pytest.raises(NotationError):
        russian_score(Contract.from_str("1NT"), Seat.NORTH, 7, Vulnerability.NONE)
    with pytest.raises(NotationError):
        russian_score(Contract.from_str("1NT"), None, 7, Vulnerability.NONE, ns_hcp=20)
    with pytest.raises(NotationError):
        russian_score(Contract.from_str("1NT"), Seat.NORTH, 14, Vulnerability.NONE, ns_hcp=20)
    with pytest.raises(NotationError):
        TargetSession(method="bridge")  # type: ignore[arg-type]
    session = TargetSession(schedule="boards")
    with pytest.raises(NotationError):
        session.record(Contract.from_str("1NT"), Seat.NORTH, 7, ns_hcp=41)
    assert session.results == [] and session.number == 1


def test_board_schedule_uses_board_vulnerability() -> None:
    """RULES 6.1, 8.3: with ``schedule="boards"`` deal n has board n's dealer and vulnerability."""
    session = TargetSession(schedule="boards", first=12)
    assert (session.dealer, session.vulnerability) == (Seat.WEST, Vulnerability.NS)
