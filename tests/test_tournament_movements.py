"""Movements (RULES 6.7): Mitchell and Howell keep their promises, checked as properties."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgekit.errors import NotationError
from bridgekit.tournament.movements import HOWELL_SHIFTS, Movement, howell, mitchell


def check_promises(movement: Movement) -> None:
    """No pair plays twice in a round or a board twice; boards are played as often as promised;
    pairs meet at most once when the movement promises it; every table plays its own set unless
    the movement says it needs copies."""
    for round_ in range(1, movement.rounds + 1):
        seated = [p for s in movement.seatings if s.round == round_ for p in (s.ns, s.ew)]
        seated += [pair for r, pair in movement.sitouts if r == round_]
        assert sorted(seated) == sorted(movement.pairs), round_
        sets = Counter(s.boards for s in movement.seatings if s.round == round_)
        assert max(sets.values()) <= movement.copies
    for pair in movement.pairs:
        boards = [b for s in movement.seatings_of(pair) for b in s.boards]
        assert len(boards) == len(set(boards)), pair
    plays = Counter(b for s in movement.seatings for b in s.boards)
    assert set(plays) <= set(range(1, movement.board_count + 1))
    if movement.plays_per_board:
        assert set(plays.values()) == {movement.plays_per_board}
    if movement.meets_once:
        meetings = Counter(frozenset((s.ns, s.ew)) for s in movement.seatings)
        assert max(meetings.values()) == 1


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 16), st.integers(1, 4), st.booleans(), st.data())
def test_mitchell_keeps_its_promises(tables: int, per_round: int, odd: bool, data: st.DataObject) -> None:
    """RULES 6.7: any number of tables, the skip for even ones, a sit-out for an odd pair count."""
    rounds = data.draw(st.integers(1, tables - 1 if tables % 2 == 0 else tables))
    switch = data.draw(st.sets(st.integers(1, rounds), max_size=2))
    pairs = 2 * tables - 1 if odd else 2 * tables
    movement = mitchell(tables, boards_per_round=per_round, rounds=rounds, pairs=pairs, arrow_switch=switch)
    check_promises(movement)
    assert movement.meets_once
    assert movement.fields == (1 if switch else 2)


@pytest.mark.parametrize("tables", range(3, 16, 2))
def test_complete_odd_mitchell_plays_every_board_at_every_table(tables: int) -> None:
    """RULES 6.7: with an odd number of tables every E–W pair meets every N–S pair and every board."""
    movement = mitchell(tables, boards_per_round=2)
    check_promises(movement)
    assert movement.plays_per_board == tables
    for pair in movement.pairs:
        assert len({b for s in movement.seatings_of(pair) for b in s.boards}) == movement.board_count


@pytest.mark.parametrize("tables", range(2, 17, 2))
def test_even_mitchell_skips_after_half_the_rounds(tables: int) -> None:
    """RULES 6.7: the E–W pairs skip one table after T/2 rounds; all T rounds meet a pair twice."""
    movement = mitchell(tables, boards_per_round=1)
    check_promises(movement)
    assert movement.rounds == tables - 1 and movement.plays_per_board == tables - 1
    revenge = mitchell(tables, boards_per_round=1, rounds=tables)
    assert not revenge.meets_once
    check_promises(revenge)  # no board twice, even in the revenge round
    assert revenge.plays_per_board == tables


def test_twelve_and_a_half_table_mitchell_for_26_boards() -> None:
    """RULES 6.7: 25 pairs, 13 rounds of 2 boards: 12 tables play, one pair sits out each round."""
    movement = mitchell(13, boards_per_round=2, pairs=25)
    check_promises(movement)
    assert movement.board_count == 26 and movement.plays_per_board == 12
    assert all(len([s for s in movement.seatings if s.round == r]) == 12 for r in range(1, 14))
    assert Counter(pair for _, pair in movement.sitouts) == Counter({f"{t}EW": 1 for t in range(1, 14)})


def test_arrow_switch_swaps_directions() -> None:
    plain = mitchell(5, boards_per_round=2)
    switched = mitchell(5, boards_per_round=2, arrow_switch=[5])
    assert [(s.ew, s.ns) for s in plain.seatings if s.round == 5] == [
        (s.ns, s.ew) for s in switched.seatings if s.round == 5
    ]
    assert switched.direction("1NS") == "ALL" and plain.direction("1NS") == "NS"


@pytest.mark.parametrize("tables", range(2, 8))
@pytest.mark.parametrize("odd", [False, True])
def test_howell_every_pair_meets_every_other_once(tables: int, odd: bool) -> None:
    """A complete Howell for 2–7 tables: every pair meets every other once and plays every board once."""
    pairs = 2 * tables - (1 if odd else 0)
    movement = howell(tables, boards_per_round=3, pairs=pairs)
    check_promises(movement)
    met = Counter(frozenset((s.ns, s.ew)) for s in movement.seatings)
    assert set(met) == {frozenset(c) for c in combinations(movement.pairs, 2)}
    if not odd:
        for pair in movement.pairs:
            assert len([b for s in movement.seatings_of(pair) for b in s.boards]) == movement.board_count
    assert movement.copies == {2: 2, 3: 3, 5: 2}.get(tables, 1)
    assert len(HOWELL_SHIFTS[tables]) == tables


def test_bad_movements_are_refused() -> None:
    for build in (
        lambda: mitchell(1, boards_per_round=2),
        lambda: mitchell(4, boards_per_round=0),
        lambda: mitchell(4, boards_per_round=2, rounds=5),
        lambda: mitchell(4, boards_per_round=2, pairs=6),
        lambda: mitchell(4, boards_per_round=2, arrow_switch=[9]),
        lambda: howell(8, boards_per_round=2),
        lambda: howell(3, boards_per_round=2, pairs=4),
    ):
        with pytest.raises(NotationError):
            build()
    with pytest.raises(NotationError):
        mitchell(3, boards_per_round=2).seating(4, 1)


def test_a_bad_pair_count_names_the_movement_and_the_counts_it_takes() -> None:
    with pytest.raises(NotationError, match=r"^a 4-table Mitchell needs 7 or 8 pairs, not 6$"):
        mitchell(4, boards_per_round=2, pairs=6)
    with pytest.raises(NotationError, match=r"^a 3-table Howell needs 5 or 6 pairs, not 7$"):
        howell(3, boards_per_round=2, pairs=7)
    assert mitchell(4, boards_per_round=2, pairs=7).pairs[-1] == "4EW"
    assert howell(3, boards_per_round=2).pairs[-1] == "6"
