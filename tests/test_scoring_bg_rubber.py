"""The Bulgarian rubber record, cross and chimney (RULES 4): TV-R-02 row by row."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bridgekit.calls import Contract, Doubling, Strain
from bridgekit.scoring import BgRubberLedger, BgRubberOptions, ChimneyRow
from bridgekit.seats import Seat, Side

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
C = Contract.from_str

TV_R_02 = [
    (C("2NT"), N, 9),
    (C("4H"), E, 10),
    (C("5C"), E, 9),
    (C("2SX"), S, 9),
    (C("4SX"), S, 9),
    (C("3D"), W, 8),
    (C("3NT"), E, 9),
]


def play(ledger: BgRubberLedger) -> BgRubberLedger:
    for contract, declarer, tricks in TV_R_02:
        ledger.record(contract, declarer, tricks)
    return ledger


def test_tv_r_02_chimney_rows() -> None:
    """TV-R-02 (RULES 4.1–4.4): chimney rows with ``count_nv_bonuses=False``."""
    ledger = play(BgRubberLedger())
    assert [(row.trick, row.bonus) for row in ledger.rows] == [
        (70, 30),
        (-120, 30),
        (None, 230),
        (120, 380),
        (None, 180),
        (None, 280),
        (-100, -220),
    ]
    assert [str(row) for row in ledger.rows][-1] == "-100 / -220"
    assert ledger.rows[2] == ChimneyRow(deal=3, trick=None, bonus=230)


def test_tv_r_02_sums_and_rubber() -> None:
    """TV-R-02 (RULES 4.1, 4.4): trick column −30, bonus column −220, total −250; E–W win the rubber."""
    ledger = play(BgRubberLedger())
    assert (ledger.trick_total, ledger.bonus_total) == (-30, -220)
    assert ledger.net(Side.NS) == -250
    assert ledger.winner is Side.EW and ledger.games == {Side.NS: 1, Side.EW: 2}
    rubber_game = ledger.deals[-1]
    assert [(e.side, e.points, e.reason) for e in rubber_game.entries] == [
        (Side.EW, 100, "trick score"),
        (Side.EW, 500, "game bonus"),
    ]
    assert all(e.reason != "rubber bonus" for e in ledger.entries)


def test_rule_4_4_cross_and_chimney_agree() -> None:
    """RULES 4.4: the cross (two columns) and the chimney give the same result."""
    ledger = play(BgRubberLedger())
    cross = ledger.totals[Side.NS] - ledger.totals[Side.EW]
    assert cross == ledger.trick_total + ledger.bonus_total == ledger.rows[-1].bonus + ledger.trick_total


def test_rule_4_2_count_nv_bonuses() -> None:
    """RULES 4.2, 4.3: partscore 50, NV game 300 on the deal that reaches 100; rubber game 500."""
    ledger = BgRubberLedger(BgRubberOptions(count_nv_bonuses=True))
    first = ledger.record(C("2NT"), N, 9)
    assert [(e.points, e.reason) for e in first.entries] == [
        (70, "trick score"),
        (30, "overtricks"),
        (50, "partscore bonus"),
    ]
    game = ledger.record(C("1S"), S, 7)
    assert [(e.points, e.reason) for e in game.entries] == [(30, "trick score"), (300, "game bonus")]
    assert game.game_won is Side.NS
    rubber = ledger.record(C("4S"), N, 10)
    assert [(e.points, e.reason) for e in rubber.entries] == [(120, "trick score"), (500, "game bonus")]
    assert ledger.winner is Side.NS


def test_rule_4_1_deal_bonuses_include_slams_and_insults() -> None:
    ledger = BgRubberLedger()
    slam = ledger.record(C("6HX"), W, 12)
    assert [(e.side, e.points, e.reason) for e in slam.entries] == [
        (Side.EW, 360, "trick score"),
        (Side.EW, 500, "small slam"),
        (Side.EW, 50, "insult"),
    ]


@given(
    st.lists(
        st.tuples(
            st.builds(Contract, st.integers(1, 7), st.sampled_from(Strain), st.sampled_from(Doubling)),
            st.sampled_from(Seat),
            st.integers(0, 13),
        ),
        max_size=20,
    ),
    st.booleans(),
)
def test_chimney_equals_cross(sequence: list[tuple[Contract, Seat, int]], count: bool) -> None:
    ledger = BgRubberLedger(BgRubberOptions(count_nv_bonuses=count))
    for contract, declarer, tricks in sequence:
        if ledger.is_over:
            break
        ledger.record(contract, declarer, tricks)
    assert ledger.net(Side.NS) == ledger.trick_total + ledger.bonus_total == -ledger.net(Side.EW)
    if ledger.rows:
        assert ledger.rows[-1].bonus == ledger.bonus_total
