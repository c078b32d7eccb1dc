"""Calls, strains and contracts (RULES 1.4, 0.6)."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.auction import Auction
from bridgekit.calls import (
    BIDS,
    BOOBY_LADDER,
    BRIDGE_LADDER,
    CALLS,
    DOUBLE,
    NULLO_LADDER,
    PASS,
    REDOUBLE,
    Call,
    CallKind,
    Contract,
    Denomination,
    Doubling,
    Ladder,
    Strain,
)
from bridgekit.contracts import LIGHT_LADDER, SLAM_LADDER
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


# -- every ladder: one call type (issue 13 item 2) ---------------------------------------------

LADDERS = (BRIDGE_LADDER, BOOBY_LADDER, NULLO_LADDER, SLAM_LADDER, LIGHT_LADDER)


@given(st.sampled_from([call for ladder in LADDERS for call in ladder.calls]))
def test_every_ladders_calls_round_trip_through_text(call: Call) -> None:
    """A call is made once by its ladder: its text, repr and pickle give the same object back."""
    assert call.ladder.call(str(call)) is call
    assert eval(repr(call)) is call  # noqa: S307
    assert pickle.loads(pickle.dumps(call)) is call
    assert call.ladder.calls[call.index] is call


def test_rule_13_2_and_14_3_nullo_ranks_by_game() -> None:
    """Booby: C < D < H < nullo < S < NT (13.2); Nullo: C < D < nullo < H < S < NT (14.3)."""
    for ladder, order in ((BOOBY_LADDER, "C D H NU S NT"), (NULLO_LADDER, "C D NU H S NT")):
        assert [str(c.denomination) for c in ladder.calls if c.is_bid and c.level == 4] == order.split()
        assert ladder.call("4 nullo") is ladder.bid(4, Denomination.NULLO)
        assert ladder.call("4NU").strain is None and ladder.call("4S").strain is Strain.SPADES
    assert BOOBY_LADDER.beats(BOOBY_LADDER.call("4S"), BOOBY_LADDER.call("4NU"))
    assert NULLO_LADDER.beats(NULLO_LADDER.call("4H"), NULLO_LADDER.call("4NU"))


def test_the_text_of_each_ladders_calls_is_unchanged() -> None:
    """Saved games replay from these texts: they stay as they were (RULES 12.2, 13.2, 15.3)."""
    assert [str(c) for c in SLAM_LADDER.calls[:4]] == ["P", "6", "7", "8"]
    assert str(SLAM_LADDER.bid(24, Denomination.DIAMONDS)) == "24D" and str(SLAM_LADDER.bid(40)) == "40"
    assert [str(LIGHT_LADDER.call(t)) for t in ("m7h", "=3d", "5 s", "pass", "контра")] == [
        "M7H",
        "=3D",
        "5S",
        "P",
        "X",
    ]
    assert LIGHT_LADDER.call("M7H").kind is CallKind.MISERE and LIGHT_LADDER.call("=3D").level == 3
    assert str(BOOBY_LADDER.call("7 nullo")) == "7NU"


def test_a_ladder_refuses_another_ladders_text() -> None:
    with pytest.raises(NotationError, match=r"not a call: '4NU' \(expected e\.g\. 1NT"):
        Call.from_str("4NU")
    with pytest.raises(NotationError, match="not a Slam call"):
        SLAM_LADDER.call("X")
    with pytest.raises(NotationError, match="not a Light-bridge call"):
        LIGHT_LADDER.call("4NU")


def test_an_auction_refuses_a_call_of_another_ladder() -> None:
    auction = Auction(0)
    with pytest.raises(ValueError, match="not a call of the bridge auction"):
        auction.check(NULLO_LADDER.call("1C"))
    assert auction.legal_calls()[:2] == (PASS, Call.from_str("1C"))


def test_a_ladder_without_redouble_drives_the_one_auction() -> None:
    """The auction reads which special calls a ladder has; sufficiency is the ladder's order."""
    ladder = Ladder(
        "test_duel",
        tuple(
            (CallKind.BID, level, d) for level in (1, 2) for d in (Denomination.CLUBS, Denomination.NOTRUMP)
        ),
        specials=(CallKind.PASS, CallKind.DOUBLE),
        home="tests:DUEL",
    )
    auction = Auction(0, ladder=ladder, seat_count=2, passes_to_end=1, passes_out=2, seat_names="AB")
    auction.add(ladder.call("1NT"))
    assert [str(c) for c in auction.legal_calls()] == ["P", "X", "2C", "2NT"]
    auction.add(ladder.call("X"))
    assert [str(c) for c in auction.legal_calls()] == ["P", "2C", "2NT"]
    auction.add(ladder.call("P"))
    assert auction.is_over and str(auction.contract) == "1NTX" and auction.declarer == 0
