"""The deal score of RULES 2 (Law 77): every test vector TV-S-01 … 09, the full tables and properties."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.calls import Contract, Doubling, Strain
from bridgekit.deal import Deal
from bridgekit.errors import BridgeError, NotationError
from bridgekit.scoring import (
    board_score,
    duplicate_score,
    honours,
    insult_bonus,
    is_game,
    overtrick_score,
    slam_bonus,
    trick_score,
    undertrick_penalty,
)
from bridgekit.scoring.rubber import RubberLedger
from bridgekit.seats import Seat, Side, Vulnerability, board_vulnerability

_RESULT = re.compile(r"^(\d(?:NT|[CDHS])X{0,2})(=|[+-]\d)$")


def result(text: str) -> tuple[Contract, int]:
    """``"6CXX="`` → (contract, tricks), as RULES 0.6 writes results."""
    match = _RESULT.match(text)
    assert match, text
    contract = Contract.from_str(match.group(1))
    change = 0 if match.group(2) == "=" else int(match.group(2))
    return contract, contract.tricks_needed + change


def score(text: str, *, vulnerable: bool, **options: bool) -> int:
    contract, tricks = result(text)
    return duplicate_score(contract, tricks, vulnerable=vulnerable, **options)


contracts = st.builds(Contract, st.integers(1, 7), st.sampled_from(Strain), st.sampled_from(Doubling))
seats = st.sampled_from(Seat)
vulnerabilities = st.sampled_from(Vulnerability)
trick_counts = st.integers(0, 13)


# --- test vectors ---------------------------------------------------------------------------


def test_tv_s_01_trick_score_and_game_below_the_line() -> None:
    """TV-S-01 (RULES 2.1, 2.2): 2NTX = 140; 2D = 40, then 3H = 90: 130 below → game (rubber)."""
    assert trick_score(Contract.from_str("2NTX")) == 140
    assert trick_score(Contract.from_str("2D")) == 40
    ledger = RubberLedger()
    assert ledger.record(Contract.from_str("2D"), Seat.NORTH, 8).game_won is None
    assert ledger.record(Contract.from_str("3H"), Seat.SOUTH, 9).game_won is Side.NS
    assert sum(e.points for e in ledger.below[Side.NS]) == 130


def test_tv_s_02_board_1_grand_slam() -> None:
    """TV-S-02 (RULES 2.7, 6.1): board 1 (none vul): 7NT by E, 13 tricks → E–W +1520."""
    vul = board_vulnerability(1)
    assert board_score(Contract.from_str("7NT"), Seat.EAST, 13, vul, side=Side.EW) == 1520


def test_tv_s_03_board_2_one_notrump_overtrick() -> None:
    """TV-S-03 (RULES 2.7): board 2 (N–S vul): 1NT by N, 8 tricks → N–S +120."""
    assert board_score(Contract.from_str("1NT"), Seat.NORTH, 8, board_vulnerability(2)) == 120


def test_tv_s_04_board_3_partscore() -> None:
    """TV-S-04 (RULES 2.7): board 3 (E–W vul): 3C by S, 10 tricks → N–S +130."""
    assert board_score(Contract.from_str("3C"), Seat.SOUTH, 10, board_vulnerability(3)) == 130


def test_tv_s_05_board_4_defenders_score() -> None:
    """TV-S-05 (RULES 2.5, 6.2): board 4 (all vul): 4S by E, 9 tricks → N–S +100."""
    assert board_score(Contract.from_str("4S"), Seat.EAST, 9, board_vulnerability(4)) == 100


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("6CXX=", 1380),
        ("6C=", 920),
        ("6NT-1", -50),
        ("6NT-2", -100),
        ("3NT+1", 430),
        ("5C+1", 420),
        ("6C+1", 940),
    ],
)
def test_tv_s_06_nv_slams_and_overtricks(text: str, expected: int) -> None:
    """TV-S-06 (RULES 2.3–2.5, 2.7): not vulnerable."""
    assert score(text, vulnerable=False) == expected


@pytest.mark.parametrize(
    ("text", "vulnerable", "expected"),
    [
        ("2S+2", False, 170),
        ("3D+4", False, 190),
        ("4H+2", True, 680),
        ("6C=", False, 920),
        ("2HX+1", True, 870),
        ("1D-2", False, -100),
        ("3NTX-2", True, -500),
    ],
)
def test_tv_s_07_worked_examples(text: str, vulnerable: bool, expected: int) -> None:
    """TV-S-07 (RULES 2.1–2.7); defeated contracts score the defenders' points negated."""
    assert score(text, vulnerable=vulnerable) == expected


def test_tv_s_07_doubled_overtrick_parts() -> None:
    """TV-S-07 (RULES 2.7): 2HX+1 V = 120 trick + 500 game + 50 insult + 200 overtrick."""
    contract = Contract.from_str("2HX")
    assert trick_score(contract) == 120
    assert overtrick_score(contract, 1, vulnerable=True) == 200
    assert insult_bonus(contract.doubling) == 50


@pytest.mark.parametrize(("text", "expected"), [("4SX=", 590), ("4S+1", 450), ("4S=", 420), ("3S+2", 200)])
def test_tv_s_08_nv_spade_results(text: str, expected: int) -> None:
    """TV-S-08 (RULES 2.7): not vulnerable."""
    assert score(text, vulnerable=False) == expected


def test_tv_s_09_doubled_undertricks() -> None:
    """TV-S-09 (RULES 2.5): 4SX-4 NV 800, 4SX-7 NV 1700, 4SXX-4 V 2200; old scale 4SX-4 NV 700."""
    assert score("4SX-4", vulnerable=False) == -800
    assert score("4SX-7", vulnerable=False) == -1700
    assert score("4SXX-4", vulnerable=True) == -2200
    assert score("4SX-4", vulnerable=False, old_undertricks=True) == -700


# --- the full tables -------------------------------------------------------------------------

#: RULES 2.5: totals for 1 … 7 down, as printed.
UNDERTRICK_TOTALS = {
    (False, Doubling.UNDOUBLED): [50, 100, 150, 200, 250, 300, 350],
    (False, Doubling.DOUBLED): [100, 300, 500, 800, 1100, 1400, 1700],
    (False, Doubling.REDOUBLED): [200, 600, 1000, 1600, 2200, 2800, 3400],
    (True, Doubling.UNDOUBLED): [100, 200, 300, 400, 500, 600, 700],
    (True, Doubling.DOUBLED): [200, 500, 800, 1100, 1400, 1700, 2000],
    (True, Doubling.REDOUBLED): [400, 1000, 1600, 2200, 2800, 3400, 4000],
}
#: RULES 2.5: each trick beyond the 7th costs the same as the 4th.
FURTHER_UNDERTRICK = {
    (False, Doubling.UNDOUBLED): 50,
    (False, Doubling.DOUBLED): 300,
    (False, Doubling.REDOUBLED): 600,
    (True, Doubling.UNDOUBLED): 100,
    (True, Doubling.DOUBLED): 300,
    (True, Doubling.REDOUBLED): 600,
}


def expected_penalty(vulnerable: bool, doubling: Doubling, down: int) -> int:
    totals = UNDERTRICK_TOTALS[vulnerable, doubling]
    if down <= 7:
        return totals[down - 1]
    return totals[-1] + (down - 7) * FURTHER_UNDERTRICK[vulnerable, doubling]


ALL_CONTRACTS = [
    Contract(level, strain, doubling) for level in range(1, 8) for strain in Strain for doubling in Doubling
]


@pytest.mark.parametrize("vulnerable", [False, True])
@pytest.mark.parametrize("contract", ALL_CONTRACTS, ids=str)
def test_rule_2_5_undertrick_totals_every_contract(contract: Contract, vulnerable: bool) -> None:
    """RULES 2.5: every level × strain × doubling × vulnerability, every number of tricks short."""
    for tricks in range(contract.tricks_needed):
        down = contract.tricks_needed - tricks
        expected = expected_penalty(vulnerable, contract.doubling, down)
        assert duplicate_score(contract, tricks, vulnerable=vulnerable) == -expected
        assert undertrick_penalty(contract, down, vulnerable=vulnerable) == expected


@pytest.mark.parametrize("doubling", [Doubling.DOUBLED, Doubling.REDOUBLED])
def test_rule_2_5_old_undertricks_scale(doubling: Doubling) -> None:
    """RULES 2.5 option ``old_undertricks``: NV doubled 4th+ cost 200 (XX 400); V unchanged."""
    contract = Contract(1, Strain.CLUBS, doubling)
    per_further = 200 * doubling.factor // 2
    for down in range(1, 8):
        new = undertrick_penalty(contract, down, vulnerable=False)
        old = undertrick_penalty(contract, down, vulnerable=False, old_undertricks=True)
        assert new - old == max(down - 3, 0) * (300 * doubling.factor // 2 - per_further)
        assert undertrick_penalty(
            contract, down, vulnerable=True, old_undertricks=True
        ) == undertrick_penalty(contract, down, vulnerable=True)


#: RULES 2.2: the lowest level that is a game, by strain and doubling.
LOWEST_GAME_LEVEL = {
    (Strain.CLUBS, Doubling.UNDOUBLED): 5,
    (Strain.CLUBS, Doubling.DOUBLED): 3,
    (Strain.CLUBS, Doubling.REDOUBLED): 2,
    (Strain.HEARTS, Doubling.UNDOUBLED): 4,
    (Strain.HEARTS, Doubling.DOUBLED): 2,
    (Strain.HEARTS, Doubling.REDOUBLED): 1,
    (Strain.NOTRUMP, Doubling.UNDOUBLED): 3,
    (Strain.NOTRUMP, Doubling.DOUBLED): 2,
    (Strain.NOTRUMP, Doubling.REDOUBLED): 1,
}
_SAME_VALUE = {Strain.DIAMONDS: Strain.CLUBS, Strain.SPADES: Strain.HEARTS}
#: RULES 2.1: trick value per level; NT adds 10.
TRICK_VALUE = {
    Strain.CLUBS: 20,
    Strain.DIAMONDS: 20,
    Strain.HEARTS: 30,
    Strain.SPADES: 30,
    Strain.NOTRUMP: 30,
}


@pytest.mark.parametrize("vulnerable", [False, True])
@pytest.mark.parametrize("contract", ALL_CONTRACTS, ids=str)
def test_rule_2_2_game_partscore_table_every_contract(contract: Contract, vulnerable: bool) -> None:
    """RULES 2.1, 2.2, 2.4, 2.7: made exactly = trick score + game or partscore + slam + insult."""
    strain = _SAME_VALUE.get(contract.strain, contract.strain)
    game = contract.level >= LOWEST_GAME_LEVEL[strain, contract.doubling]
    assert is_game(contract) is game
    trick = (
        contract.level * TRICK_VALUE[contract.strain] + 10 * (strain is Strain.NOTRUMP)
    ) * contract.doubling.factor
    assert trick_score(contract) == trick
    bonus = (500 if vulnerable else 300) if game else 50
    slam = {6: (500, 750), 7: (1000, 1500)}.get(contract.level, (0, 0))[vulnerable]
    insult = (0, 50, 100)[contract.doubling]
    made = duplicate_score(contract, contract.tricks_needed, vulnerable=vulnerable)
    assert made == trick + bonus + slam + insult
    per_overtrick = (
        TRICK_VALUE[contract.strain]
        if not contract.doubling
        else (100, 200)[vulnerable] * (contract.doubling.factor // 2)
    )
    for over in range(1, 14 - contract.tricks_needed):
        assert (
            duplicate_score(contract, contract.tricks_needed + over, vulnerable=vulnerable)
            == made + over * per_overtrick
        )


def test_rule_2_4_bonus_functions() -> None:
    """RULES 2.4: slam and insult bonuses; ``single_insult`` (RULES 3.9); partscore option (RULES 5.7)."""
    assert [slam_bonus(level, vulnerable=False) for level in (5, 6, 7)] == [0, 500, 1000]
    assert [slam_bonus(level, vulnerable=True) for level in (5, 6, 7)] == [0, 750, 1500]
    assert score("1NTXX=", vulnerable=False, single_insult=True) == 160 + 300 + 50
    assert duplicate_score(Contract.from_str("2S"), 9, vulnerable=False, partscore_bonus=100) == 190


def test_rule_2_7_passed_out_scores_zero() -> None:
    """RULES 1.6, 2.7: a passed-out board scores 0."""
    assert duplicate_score(None, 0, vulnerable=True) == 0
    assert board_score(None, Seat.NORTH, 0, Vulnerability.BOTH) == 0


# --- bad input ----------------------------------------------------------------------------------


@pytest.mark.parametrize("tricks", [-1, 14, 99])
def test_tricks_outside_0_to_13_raise(tricks: int) -> None:
    with pytest.raises(NotationError, match=rf"not a trick count: {tricks}\b"):
        duplicate_score(Contract.from_str("3NT"), tricks, vulnerable=False)
    with pytest.raises(BridgeError):
        duplicate_score(None, tricks, vulnerable=False)


@pytest.mark.parametrize("level", [0, 8])
def test_level_outside_1_to_7_raises(level: int) -> None:
    with pytest.raises(NotationError, match=f"level {level}"):
        Contract(level, Strain.SPADES)
    with pytest.raises(NotationError, match=f"{level}NT"):
        Contract.from_str(f"{level}NT")


def test_overtrick_and_undertrick_counts_are_checked() -> None:
    with pytest.raises(NotationError, match="7"):
        overtrick_score(Contract.from_str("1C"), 7, vulnerable=False)
    with pytest.raises(NotationError, match="14"):
        undertrick_penalty(Contract.from_str("7C"), 14, vulnerable=False)


# --- honours (RULES 2.6) -------------------------------------------------------------------------

HONOURS_DEAL = Deal.from_pbn("N:AKQJT.AKQ2.A32.A - - -")
FOUR_OF_FIVE = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def test_rule_2_6_honours_five_four_and_aces() -> None:
    """RULES 2.6: five trump honours 150, four 100, four aces at NT 150, in one hand."""
    assert honours(HONOURS_DEAL, Strain.SPADES) == (Side.NS, 150)
    assert honours(HONOURS_DEAL, Strain.NOTRUMP) == (Side.NS, 150)
    assert honours(HONOURS_DEAL, Strain.HEARTS) == (None, 0)
    assert honours(FOUR_OF_FIVE, Strain.SPADES) == (Side.NS, 100)
    assert honours(FOUR_OF_FIVE, Strain.CLUBS) == (Side.EW, 100)
    assert honours(FOUR_OF_FIVE, Strain.NOTRUMP) == (None, 0)


def test_rule_2_6_honours_split_between_partners_do_not_count() -> None:
    deal = Deal.from_pbn("N:AKQ2.AKQ2.AKQ.AK - JT3.JT3.JT9.QJT9 -")
    assert honours(deal, Strain.SPADES) == (None, 0)


# --- properties -----------------------------------------------------------------------------------


@given(contracts, seats, trick_counts, vulnerabilities)
def test_ns_score_is_minus_ew_score(
    contract: Contract, declarer: Seat, tricks: int, vul: Vulnerability
) -> None:
    """RULES 6.2: the score from the defenders' side is the negative."""
    ns = board_score(contract, declarer, tricks, vul, side=Side.NS)
    assert ns == -board_score(contract, declarer, tricks, vul, side=Side.EW)
    own = duplicate_score(contract, tricks, vulnerable=vul.is_vulnerable(declarer))
    assert board_score(contract, declarer, tricks, vul, side=declarer.side) == own


@given(contracts, trick_counts, st.booleans(), st.booleans(), st.booleans())
def test_made_scores_positive_defeated_negative(
    contract: Contract, tricks: int, vulnerable: bool, old: bool, single: bool
) -> None:
    value = duplicate_score(
        contract, tricks, vulnerable=vulnerable, old_undertricks=old, single_insult=single
    )
    assert (value > 0) is (tricks >= contract.tricks_needed)
    assert (value < 0) is (tricks < contract.tricks_needed)
    assert value % 10 == 0


@given(contracts, st.integers(0, 12), st.booleans())
def test_one_more_trick_never_scores_less(contract: Contract, tricks: int, vulnerable: bool) -> None:
    more = duplicate_score(contract, tricks + 1, vulnerable=vulnerable)
    assert more > duplicate_score(contract, tricks, vulnerable=vulnerable)


@given(contracts, trick_counts)
def test_vulnerability_never_helps_the_defeated(contract: Contract, tricks: int) -> None:
    nv = duplicate_score(contract, tricks, vulnerable=False)
    v = duplicate_score(contract, tricks, vulnerable=True)
    assert (v >= nv) if tricks >= contract.tricks_needed else (v <= nv)
