"""Calls, strains and contracts (RULES 1.4, 0.6)."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.calls import BIDS, CALLS, DOUBLE, PASS, REDOUBLE, Call, Contract, Doubling, Strain
from bridgekit.errors import NotationError


@given(st.sampled_from(CALLS))
def test_call_round_trips_through_text(call: Call) -> None:
    assert Call.from_str(str(call)) is call
    assert eval(repr(call)) is call
    assert pickle.loads(pickle.dumps(call)) is call


def test_rule_1_4_bid_order() -> None:
    """Bids are ordered by level, then C < D < H < S < NT (…2H < 2S < 2NT < 3C…)."""
    texts = [str(b) for b in BIDS]
    assert texts[:6] == ["1C", "1D", "1H", "1S", "1NT", "2C"]
    assert texts.index("2H") < texts.index("2S") < texts.index("2NT") < texts.index("3C")
    assert len(BIDS) == 35 and texts[-1] == "7NT"


def test_tv_a_04_tricks_undertaken() -> None:
    """TV-A-04: 1S undertakes 7 tricks with spades trumps; 2D 8 tricks; 3D 9 tricks."""
    assert Call.from_str("1S").tricks_needed == 7 and Call.from_str("1S").strain is Strain.SPADES
    assert Call.from_str("2D").tricks_needed == 8
    assert Contract.from_str("3D").tricks_needed == 9


def test_call_spellings() -> None:
    assert Call.from_str("Pass") is PASS and Call.from_str("p") is PASS
    assert Call.from_str("dbl") is DOUBLE and Call.from_str("xx") is REDOUBLE
    assert Call.from_str("3n") is Call.bid(3, Strain.NOTRUMP) and Call.from_str("2♥") is Call.from_str("2H")


@pytest.mark.parametrize("text", ["", "8S", "0NT", "1X", "NT", "XXX", "1 NTT"])
def test_call_rejects_nonsense(text: str) -> None:
    with pytest.raises(NotationError, match="not a call"):
        Call.from_str(text)


contracts = st.builds(Contract, st.integers(1, 7), st.sampled_from(Strain), st.sampled_from(Doubling))


@given(contracts)
def test_contract_round_trips_through_text(contract: Contract) -> None:
    assert Contract.from_str(str(contract)) == contract
    assert eval(repr(contract)) == contract
    assert hash(Contract.from_str(str(contract))) == hash(contract)


def test_contract_spellings() -> None:
    assert Contract.from_str("4H*") == Contract.from_str("4HX")
    assert Contract.from_str("6s**").doubling is Doubling.REDOUBLED
    assert str(Contract.from_str("3NTxx")) == "3NTXX"
    for bad in ["", "4", "8H", "4HXXX", "X", "Pass"]:
        with pytest.raises(NotationError, match="not a contract"):
            Contract.from_str(bad)
