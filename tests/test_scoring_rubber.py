"""Rubber bridge (RULES 3): TV-R-00, TV-R-01, TV-R-03, every house option, the tour, properties."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.calls import Contract, Doubling, Strain
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.scoring import Entry, Line, RubberLedger, RubberOptions, RubberTour, rubber_bonus
from bridgekit.seats import Seat, Side, Vulnerability

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
C = Contract.from_str

#: TV-R-01: the sequence of RULES 4 scored by RULES 3.1–3.5 (contract, declarer, tricks).
TV_R_01 = [
    (C("2NT"), N, 9),
    (C("4H"), E, 10),
    (C("5C"), E, 9),
    (C("2SX"), S, 9),
    (C("4SX"), S, 9),
    (C("3D"), W, 8),
    (C("3NT"), E, 9),
]


def play(ledger: RubberLedger, deals: Sequence[tuple[Contract | None, Seat, int]]) -> RubberLedger:
    for contract, declarer, tricks in deals:
        ledger.record(contract, declarer, tricks)
    return ledger


def points(entries: tuple[Entry, ...], reason: str) -> int:
    return sum(e.points for e in entries if e.reason == reason)


def test_tv_r_01_full_rubber() -> None:
    """TV-R-01 (RULES 3.1–3.5): N–S 670, E–W 920, N–S net −250; E–W win 2–1 with a 500 bonus."""
    ledger = play(RubberLedger(), TV_R_01)
    assert ledger.totals == {Side.NS: 670, Side.EW: 920}
    assert ledger.net(Side.NS) == -250
    assert ledger.net(Side.EW) == 250
    assert ledger.winner is Side.EW and ledger.is_over
    assert ledger.games == {Side.NS: 1, Side.EW: 2}
    assert points(ledger.above[Side.EW], "rubber bonus") == 500
    assert ledger.settlement() == {Side.NS: -250, Side.EW: 250}


def test_tv_r_01_vulnerability_and_games_deal_by_deal() -> None:
    """TV-R-01 (RULES 3.2, 3.3): vulnerability follows games won; partscores die at a game."""
    ledger = RubberLedger()
    seen = []
    for contract, declarer, tricks in TV_R_01:
        seen.append(ledger.record(contract, declarer, tricks).vulnerability)
    assert (
        seen
        == [Vulnerability.NONE, Vulnerability.NONE, Vulnerability.EW, Vulnerability.EW]
        + [Vulnerability.BOTH] * 3
    )
    assert [d.game_won for d in ledger.deals] == [None, Side.EW, None, Side.NS, None, None, Side.EW]
    assert [e.game for e in ledger.below[Side.NS]] == [1, 2]
    assert [e.points for e in ledger.below[Side.EW]] == [120, 100]


def test_tv_r_01_sheet_entries() -> None:
    """TV-R-01 (RULES 3.1): the We/They sheet, above and below the line."""
    ledger = play(RubberLedger(), TV_R_01)
    above_ns = [(e.points, e.reason) for e in ledger.above[Side.NS]]
    assert above_ns == [
        (30, "overtricks"),
        (200, "undertricks"),
        (100, "overtricks"),
        (50, "insult"),
        (100, "undertricks"),
    ]
    assert [(e.points, e.reason) for e in ledger.above[Side.EW]] == [
        (200, "undertricks"),
        (500, "rubber bonus"),
    ]
    assert all(e.reason == "trick score" for side in Side for e in ledger.below[side])


def test_tv_r_01_settles_in_hundreds() -> None:
    """TV-R-00, TV-R-01 (RULES 3.6): the ledger settles net −250 in hundreds as −2."""
    ledger = RubberLedger(RubberOptions(settlement="hundreds"))
    play(ledger, TV_R_01)
    assert ledger.settlement() == {Side.NS: -2, Side.EW: 2}


def test_tv_r_03_polish_profile() -> None:
    """TV-R-03 (RULES 3.10): grand slam 1000 NV, old undertricks, single insult."""
    pl = RubberOptions.profile("pl")
    assert (pl.single_insult, pl.old_undertricks, pl.honours, pl.tour, pl.settlement) == (
        True,
        True,
        True,
        True,
        "hundreds",
    )
    grand = RubberLedger(pl).record(C("7S"), N, 13)
    assert [(e.line, e.points, e.reason) for e in grand.entries] == [
        (Line.BELOW, 210, "trick score"),
        (Line.ABOVE, 1000, "grand slam"),
    ]
    down = RubberLedger(pl).record(C("2SX"), N, 4)
    assert [(e.side, e.points) for e in down.entries] == [(Side.EW, 700)]
    redoubled = RubberLedger(pl).record(C("1NTXX"), N, 7)
    assert [(e.line, e.points, e.reason) for e in redoubled.entries] == [
        (Line.BELOW, 160, "trick score"),
        (Line.ABOVE, 50, "insult"),
    ]
    assert redoubled.game_won is Side.NS


def test_unknown_profile_raises() -> None:
    with pytest.raises(NotationError, match="'xx'"):
        RubberOptions.profile("xx")
    assert RubberOptions.profile("standard") == RubberOptions()


# --- RULES 3.4 and the house options of 3.9 ---------------------------------------------------------


def test_rule_3_4_clean_rubber_700() -> None:
    ledger = play(RubberLedger(), [(C("4S"), N, 10), (C("3NT"), S, 9)])
    assert points(ledger.above[Side.NS], "rubber bonus") == 700
    assert ledger.totals == {Side.NS: 120 + 100 + 700, Side.EW: 0}


def test_rule_3_9_clean_rubber_750() -> None:
    options = RubberOptions(clean_rubber_750=True)
    ledger = play(RubberLedger(options), [(C("4S"), N, 10), (C("3NT"), S, 9)])
    assert points(ledger.above[Side.NS], "rubber bonus") == 750
    contested = play(RubberLedger(options), [(C("4S"), N, 10), (C("4H"), E, 10), (C("3NT"), S, 9)])
    assert points(contested.above[Side.NS], "rubber bonus") == 500


def test_rule_3_9_game_bonus_200() -> None:
    """RULES 3.9: each game 200, the rubber game 700 whatever the opponents hold."""
    options = RubberOptions(game_bonus_200=True)
    ledger = play(RubberLedger(options), [(C("4H"), E, 10), (C("4S"), N, 10), (C("3NT"), W, 9)])
    assert points(ledger.above[Side.EW], "game bonus") == 200
    assert points(ledger.above[Side.NS], "game bonus") == 200
    assert points(ledger.above[Side.EW], "rubber bonus") == 700
    assert rubber_bonus(0, options) == 700


def test_rule_3_9_single_insult_and_old_undertricks() -> None:
    ledger = RubberLedger(RubberOptions(single_insult=True, old_undertricks=True))
    made = ledger.record(C("1SXX"), N, 7)
    assert points(made.entries, "insult") == 50
    down = ledger.record(C("4HX"), E, 5)
    assert [(e.side, e.points) for e in down.entries] == [(Side.NS, 100 + 200 + 200 + 200 + 200)]
    standard = RubberLedger().record(C("1SXX"), N, 7)
    assert points(standard.entries, "insult") == 100


def test_rule_2_6_honours_are_written_above_for_the_holder() -> None:
    """RULES 2.6, 3.9: honours on by default, scored by the holders whoever declared."""
    ledger = RubberLedger()
    deal = ledger.record(C("4S"), N, 9, honours=(Side.EW, 100))
    assert [(e.side, e.points, e.reason) for e in deal.entries] == [
        (Side.EW, 50, "undertricks"),
        (Side.EW, 100, "honours"),
    ]
    off = RubberLedger(RubberOptions(honours=False)).record(C("3NT"), N, 9, honours=(Side.NS, 150))
    assert points(off.entries, "honours") == 0


@pytest.mark.parametrize(
    ("contract", "honours"),
    [(C("3NT"), (Side.NS, 100)), (C("4S"), (Side.NS, 120)), (C("4S"), (None, 100)), (None, (Side.NS, 100))],
)
def test_impossible_honours_raise(contract: Contract | None, honours: tuple[Side | None, int]) -> None:
    with pytest.raises(NotationError, match="impossible honours"):
        RubberLedger().record(contract, N, 9, honours=honours)


# --- RULES 3.8 unfinished rubber, passed-out deals, errors ---------------------------------------------


@pytest.mark.parametrize(("values", "part"), [((300, 100), 100), ((300, 50), 50)])
def test_rule_3_8_unfinished_rubber(values: tuple[int, int], part: int) -> None:
    ledger = play(RubberLedger(RubberOptions(unfinished_bonus=values)), [(C("4S"), N, 10), (C("3C"), E, 9)])
    closing = ledger.finish_unfinished()
    assert [(e.side, e.points, e.reason) for e in closing] == [
        (Side.NS, 300, "unfinished rubber"),
        (Side.EW, part, "unfinished game"),
    ]
    assert ledger.is_over and ledger.winner is None
    assert ledger.net(Side.NS) == 120 + 300 - 60 - part
    with pytest.raises(IllegalActionError, match="stopped unfinished"):
        ledger.record(C("1C"), N, 7)
    with pytest.raises(IllegalActionError):
        ledger.finish_unfinished()


def test_rule_1_6_passed_out_deal_scores_nothing_and_moves_the_deal_on() -> None:
    ledger = RubberLedger(first_dealer=W)
    deal = ledger.record(None, N, 0)
    assert deal.entries == () and deal.contract is None and deal.declarer is None
    assert ledger.dealer is N and ledger.totals == {Side.NS: 0, Side.EW: 0}


def test_recording_after_the_rubber_raises() -> None:
    ledger = play(RubberLedger(), TV_R_01)
    with pytest.raises(IllegalActionError, match="won by EW"):
        ledger.record(C("1C"), N, 7)


def test_bad_tricks_raise_before_anything_is_written() -> None:
    ledger = RubberLedger()
    with pytest.raises(NotationError, match="14"):
        ledger.record(C("4S"), N, 14)
    assert ledger.deals == ()


def test_bad_options_raise() -> None:
    with pytest.raises(NotationError, match="'pounds'"):
        RubberOptions(settlement="pounds")  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="-1"):
        RubberOptions(unfinished_bonus=(300, -1))


def test_ledger_is_the_replay_of_its_deals() -> None:
    ledger = play(RubberLedger(), TV_R_01)
    copy = RubberLedger(ledger.options)
    copy.extend(ledger.deals)
    assert copy.deals == ledger.deals and copy.entries == ledger.entries


# --- RULES 3.7 tour -------------------------------------------------------------------------------------


def test_rule_3_7_tour_of_three_rubbers() -> None:
    """RULES 3.7: AB–CD, AC–BD, AD–BC; each player's result is the sum of his settlements."""
    tour = RubberTour(("A", "B", "C", "D"), RubberOptions.profile("pl"))
    assert [sorted(tour.seats(r)[seat] for seat in (N, S)) for r in (1, 2, 3)] == [
        ["A", "B"],
        ["A", "C"],
        ["A", "D"],
    ]
    for contract, declarer, tricks in [(C("4S"), N, 10), (C("4S"), N, 10)]:
        tour.record(contract, declarer, tricks)
    assert tour.rubber_number == 1 and tour.ledger.settlement()[Side.NS] == 9  # 940
    for contract, declarer, tricks in [(C("3NT"), E, 9), (C("3NT"), W, 9)]:
        tour.record(contract, declarer, tricks)
    assert tour.rubber_number == 2 and tour.ledger.first_dealer is S
    for contract, declarer, tricks in [(C("3NT"), N, 9), (C("3NT"), E, 9), (C("3NT"), S, 9)]:
        tour.record(contract, declarer, tricks)
    assert tour.is_over
    assert tour.player_totals() == {"A": 6, "B": 12, "C": -24, "D": 6}
    with pytest.raises(IllegalActionError, match="tour"):
        tour.record(C("1C"), N, 7)


def test_tour_needs_four_distinct_players() -> None:
    with pytest.raises(NotationError, match="four distinct players"):
        RubberTour(("A", "B", "C", "A"))
    with pytest.raises(NotationError, match="4"):
        RubberTour().seats(4)


# --- properties ------------------------------------------------------------------------------------------

deals = st.lists(
    st.tuples(
        st.one_of(
            st.none(),
            st.builds(Contract, st.integers(1, 7), st.sampled_from(Strain), st.sampled_from(Doubling)),
        ),
        st.sampled_from(Seat),
        st.integers(0, 13),
    ),
    max_size=25,
)
options = st.builds(
    RubberOptions,
    game_bonus_200=st.booleans(),
    single_insult=st.booleans(),
    clean_rubber_750=st.booleans(),
    old_undertricks=st.booleans(),
    settlement=st.sampled_from(["points", "hundreds"]),
)


@given(deals, options, st.booleans())
def test_rubber_net_is_zero_sum_and_settlement_keeps_the_sign(
    sequence: list[tuple[Contract | None, Seat, int]], opts: RubberOptions, stop: bool
) -> None:
    ledger = RubberLedger(opts)
    for contract, declarer, tricks in sequence:
        if ledger.is_over:
            break
        before = ledger.vulnerability
        assert ledger.record(contract, declarer, tricks).vulnerability is before
        assert max(ledger.games.values()) <= 2
        assert ledger.vulnerability.is_vulnerable(Side.NS) is (ledger.games[Side.NS] > 0)
    if stop and not ledger.is_over:
        ledger.finish_unfinished()
    assert ledger.net(Side.NS) == -ledger.net(Side.EW)
    settlement = ledger.settlement()
    assert settlement[Side.NS] == -settlement[Side.EW]
    assert settlement[Side.NS] * ledger.net(Side.NS) >= 0
    assert all(e.points > 0 for e in ledger.entries)
    assert sum(ledger.totals.values()) == sum(e.points for e in ledger.entries)
    if ledger.winner is not None:
        assert ledger.games[ledger.winner] == 2
    copy = RubberLedger(opts)
    copy.extend(ledger.deals)
    assert copy.deals == ledger.deals
