"""Chicago and Chicago duplicate (RULES 5): TV-C-01, TV-C-02, the schedule and every option."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.calls import Contract, Doubling, Strain
from bridgekit.errors import NotationError
from bridgekit.scoring import (
    ChicagoDuplicate,
    ChicagoLedger,
    ChicagoOptions,
    chicago_dealer,
    chicago_vulnerability,
)
from bridgekit.seats import Seat, Side, Vulnerability

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
C = Contract.from_str


def summary(entries: tuple[object, ...]) -> list[tuple[object, ...]]:
    return [(e.side, e.line.value, e.points, e.reason) for e in entries]  # type: ignore[attr-defined]


def test_tv_c_01_partscores_combine_into_a_game() -> None:
    """TV-C-01 (RULES 5.2, 5.3): 2S+1 then 2H= (dealer E, E–W V) → N–S game, NV bonus 300."""
    ledger = ChicagoLedger()
    first = ledger.record(C("2S"), N, 9)
    assert summary(first.entries) == [
        (Side.NS, "below", 60, "trick score"),
        (Side.NS, "above", 30, "overtricks"),
    ]
    assert (ledger.dealer, ledger.vulnerability) == (E, Vulnerability.EW)
    second = ledger.record(C("2H"), S, 8)
    assert summary(second.entries) == [
        (Side.NS, "below", 60, "trick score"),
        (Side.NS, "above", 300, "game bonus"),
    ]
    assert second.game_won is Side.NS
    assert ledger.partscores == {Side.NS: 0, Side.EW: 0}


def test_tv_c_01_a_game_cancels_the_opponents_partscore() -> None:
    """TV-C-01 (RULES 5.3): both partscores are cancelled by a game."""
    ledger = ChicagoLedger()
    ledger.record(C("2D"), E, 8)
    ledger.record(C("4S"), N, 10)
    assert ledger.partscores == {Side.NS: 0, Side.EW: 0}


def test_tv_c_02_fourth_deal_partscore_bonus() -> None:
    """TV-C-02 (RULES 5.4): deal 4, E–W 3C= (60 below, no game) → E–W +100."""
    ledger = ChicagoLedger()
    for _ in range(3):
        ledger.record(C("1C"), N, 5)
    assert (ledger.deal_in_chicago, ledger.dealer, ledger.vulnerability) == (4, W, Vulnerability.BOTH)
    fourth = ledger.record(C("3C"), W, 9)
    assert summary(fourth.entries) == [
        (Side.EW, "below", 60, "trick score"),
        (Side.EW, "above", 100, "partscore bonus"),
    ]
    assert ledger.is_complete and ledger.chicago_number == 2 and ledger.dealer is N
    assert ledger.partscores == {Side.NS: 0, Side.EW: 0}


def test_rule_5_4_game_on_deal_4_scores_no_partscore_bonus() -> None:
    ledger = ChicagoLedger()
    for _ in range(3):
        ledger.record(C("1C"), N, 7)
    fourth = ledger.record(C("4H"), E, 10)
    assert summary(fourth.entries) == [
        (Side.EW, "below", 120, "trick score"),
        (Side.EW, "above", 500, "game bonus"),
    ]


def test_rule_5_4_unconverted_at_end() -> None:
    """RULES 5.4 ``unconverted_at_end``: each side holding a partscore after deal 4 scores 100."""
    ledger = ChicagoLedger(ChicagoOptions(partscore_bonus="unconverted_at_end"))
    ledger.record(C("2S"), N, 8)
    ledger.record(C("2D"), E, 8)
    ledger.record(C("1NT"), S, 6)
    fourth = ledger.record(C("1NT"), S, 6)
    assert summary(fourth.entries) == [
        (Side.EW, "above", 100, "undertricks"),
        (Side.NS, "above", 100, "partscore bonus"),
        (Side.EW, "above", 100, "partscore bonus"),
    ]
    assert ledger.partscores == {Side.NS: 0, Side.EW: 0}
    assert ledger.totals == {Side.NS: 60 + 100, Side.EW: 40 + 100 + 100 + 100}


@pytest.mark.parametrize(
    ("nondealer", "expected"),
    [
        (False, [Vulnerability.NONE, Vulnerability.EW, Vulnerability.NS, Vulnerability.BOTH]),
        (True, [Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.BOTH]),
    ],
)
def test_rule_5_2_vulnerability_schedule(nondealer: bool, expected: list[Vulnerability]) -> None:
    """RULES 5.1, 5.2 (DECISION: the dealer's side by default; option ``nondealer_vulnerable``)."""
    ledger = ChicagoLedger(ChicagoOptions(nondealer_vulnerable=nondealer))
    seen = []
    for deal in range(1, 9):
        seen.append((ledger.dealer, ledger.vulnerability))
        assert ledger.deal_number == deal
        ledger.record(C("1C"), N, 7)
    assert seen == list(zip([N, E, S, W] * 2, expected * 2, strict=True))
    dealers = [chicago_dealer(d) for d in range(1, 5)]
    assert [
        chicago_vulnerability(d, dealers[d - 1], nondealer_vulnerable=nondealer) for d in range(1, 5)
    ] == expected


def test_rule_5_5_passed_out_deal_is_redealt() -> None:
    """RULES 5.5: the same dealer deals again, at the same vulnerability; nothing is scored."""
    ledger = ChicagoLedger(first_dealer=E)
    ledger.record(C("1C"), N, 7)
    before = (ledger.deal_number, ledger.dealer, ledger.vulnerability)
    passed = ledger.record(None, N, 0)
    assert passed.entries == () and passed.vulnerability is before[2]
    assert (ledger.deal_number, ledger.dealer, ledger.vulnerability) == before == (2, S, Vulnerability.NS)
    assert len(ledger.deals) == 2


def test_rule_5_6_honours_option() -> None:
    off = ChicagoLedger().record(C("4S"), N, 10, honours=(Side.NS, 150))
    assert all(e.reason != "honours" for e in off.entries)
    on = ChicagoLedger(ChicagoOptions(honours=True)).record(C("4S"), N, 10, honours=(Side.EW, 100))
    assert (Side.EW, "above", 100, "honours") in summary(on.entries)


def test_rule_5_3_slams_and_insults() -> None:
    deal = ChicagoLedger().record(C("6NTX"), N, 13)
    assert summary(deal.entries) == [
        (Side.NS, "below", 380, "trick score"),
        (Side.NS, "above", 100, "overtricks"),
        (Side.NS, "above", 500, "small slam"),
        (Side.NS, "above", 50, "insult"),
        (Side.NS, "above", 300, "game bonus"),
    ]


def test_rule_5_7_chicago_duplicate() -> None:
    """RULES 5.7: each deal scored alone by RULES 2.7, no carry-over; ``partscore_value`` 50 or 100."""
    ledger = ChicagoDuplicate()
    assert ledger.record(C("2S"), N, 9).entries[0].points == 140
    second = ledger.record(C("2H"), S, 8)  # deal 2, E–W vulnerable: no game from carry-over
    assert [(e.side, e.points) for e in second.entries] == [(Side.NS, 110)]
    third = ledger.record(C("3NT"), S, 8)  # deal 3, dealer S: N–S vulnerable
    assert [(e.side, e.points) for e in third.entries] == [(Side.EW, 100)]
    assert ledger.record(None, W, 0).entries == ()
    fourth = ledger.record(C("4H"), W, 10)
    assert [(e.side, e.points) for e in fourth.entries] == [(Side.EW, 620)]
    assert ledger.net(Side.NS) == 140 + 110 - 100 - 620
    hundred = ChicagoDuplicate(ChicagoOptions(partscore_value=100))
    assert hundred.record(C("2S"), N, 9).entries[0].points == 190


def test_bad_chicago_input_raises() -> None:
    with pytest.raises(NotationError, match="'sometimes'"):
        ChicagoOptions(partscore_bonus="sometimes")  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="75"):
        ChicagoOptions(partscore_value=75)
    with pytest.raises(NotationError, match="0"):
        chicago_dealer(0)
    with pytest.raises(NotationError, match="-3"):
        ChicagoLedger().record(C("1C"), N, -3)
    with pytest.raises(NotationError, match="14"):
        ChicagoDuplicate().record(C("1C"), N, 14)


contracts = st.one_of(
    st.none(), st.builds(Contract, st.integers(1, 7), st.sampled_from(Strain), st.sampled_from(Doubling))
)


@given(
    st.lists(st.tuples(contracts, st.sampled_from(Seat), st.integers(0, 13)), max_size=16),
    st.booleans(),
    st.sampled_from(["fourth_deal", "unconverted_at_end"]),
)
def test_chicago_is_zero_sum_and_replayable(
    sequence: list[tuple[Contract | None, Seat, int]], nondealer: bool, bonus: str
) -> None:
    options = ChicagoOptions(nondealer_vulnerable=nondealer, partscore_bonus=bonus)  # type: ignore[arg-type]
    for kind in (ChicagoLedger, ChicagoDuplicate):
        ledger = kind(options)
        for contract, declarer, tricks in sequence:
            ledger.record(contract, declarer, tricks)
        played = sum(contract is not None for contract, _, _ in sequence)
        assert ledger.deal_number == played + 1
        assert ledger.net(Side.NS) == -ledger.net(Side.EW)
        copy = kind(options)
        copy.extend(ledger.deals)
        assert copy.entries == ledger.entries
