"""Team events (RULES 6.3–6.5): two rooms, segments, seating rights, substitutions, round robin, Swiss."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.calls import Contract
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.seats import Seat
from bridgekit.tournament.teams import TeamMatch, parse_result, round_robin, swiss_round, team_standings

C = Contract.from_str


def seated(segments: int = 2) -> TeamMatch:
    match = TeamMatch("A", "B", boards_per_segment=3, segments=segments)
    for segment in range(1, segments + 1):
        first, second = match.seating_order(segment)
        match.seat(
            segment, first, open_room=(f"{first}1", f"{first}2"), closed_room=(f"{first}3", f"{first}4")
        )
        match.seat(
            segment, second, open_room=(f"{second}1", f"{second}2"), closed_room=(f"{second}3", f"{second}4")
        )
    return match


def test_tv_d_04_team_sheet() -> None:
    """TV-D-04 (RULES 6.3, 6.4): team A's sheet: +1, 0, +17, −12, +1, −2 → match +5 for team A."""
    match = TeamMatch("A", "B", boards_per_segment=6)
    match.seat(1, "B", open_room=("b1", "b2"), closed_room=("b3", "b4"))
    match.seat(1, "A", open_room=("a1", "a2"), closed_room=("a3", "a4"))
    sheet = [
        ("4S+1 N", -420),
        ("2D= E", 100),
        ("6H-1 E", 1430),
        ("3NT= W", -50),
        ("4H= E", 450),
        ("1NT= N", -150),
    ]
    for board, (text, other) in enumerate(sheet, start=1):
        match.record(board, "open", *parse_result(text))
        # "other" is team A's score at the other table, where A sits E–W: N–S there scored −other.
        match.results[board, "closed"] = -other
    assert [match.board_imps(b) for b in range(1, 7)] == [1, 0, 17, -12, 1, -2]
    home, visitors = match.total()
    assert home - visitors == 5


def test_tv_d_03_grand_against_small_slam_in_two_rooms() -> None:
    """TV-D-03 (RULES 6.3): team B's 7NT= +1520 against team A's 6C+1 +940 → 11 IMPs to B."""
    match = seated(1)
    match.record(1, "open", C("7NT"), Seat.EAST, 13)  # B sits E–W in the open room
    match.record(1, "closed", C("6C"), Seat.EAST, 13)  # A sits E–W in the closed room
    assert (match.results[1, "open"], match.results[1, "closed"]) == (-1520, -940)
    assert match.board_imps(1) == -11
    assert match.total() == (0, 11)


def test_segments_seating_rights_and_substitutions() -> None:
    """RULES 6.3: seating rights alternate; substitutions only between segments."""
    match = TeamMatch("A", "B", boards_per_segment=2, segments=2)
    assert match.seating_order(1) == ("B", "A") and match.seating_order(2) == ("A", "B")
    with pytest.raises(IllegalActionError, match="seats first"):
        match.seat(1, "A", open_room=("a1", "a2"), closed_room=("a3", "a4"))
    match.seat(1, "B", open_room=("b1", "b2"), closed_room=("b3", "b4"))
    match.seat(1, "A", open_room=("a1", "a2"), closed_room=("a3", "a4"))
    with pytest.raises(IllegalActionError, match="no line-ups"):
        match.record(3, "open", None, None, 0)
    match.record(1, "open", C("3NT"), Seat.NORTH, 9)
    with pytest.raises(IllegalActionError, match="between segments"):
        match.seat(1, "B", open_room=("b5", "b2"), closed_room=("b3", "b4"))
    with pytest.raises(IllegalActionError, match="already"):
        match.record(1, "open", C("3NT"), Seat.NORTH, 9)
    match.seat(2, "A", open_room=("a5", "a2"), closed_room=("a3", "a4"))  # a substitute in segment 2
    match.seat(2, "B", open_room=("b1", "b2"), closed_room=("b3", "b4"))
    match.record(1, "closed", C("3NT"), Seat.NORTH, 8)
    match.record(3, "open", C("2S"), Seat.EAST, 8)
    match.record(3, "closed", C("2S"), Seat.EAST, 8)
    assert match.segment_total(1) == (10, 0) and match.segment_total(2) == (0, 0)
    assert match.vps() == (12, 8)
    for bad in (
        lambda: match.seat(1, "C", open_room=("x", "y"), closed_room=("z", "w")),
        lambda: match.seat(3, "A", open_room=("x", "y"), closed_room=("z", "w")),
        lambda: match.seat(2, "A", open_room=("x", "y"), closed_room=("x", "w")),
        lambda: match.record(9, "open", None, None, 0),
        lambda: match.record(2, "lounge", None, None, 0),  # type: ignore[arg-type]
        lambda: TeamMatch("A", "A", boards_per_segment=2),
    ):
        with pytest.raises(NotationError):
            bad()


@given(st.integers(2, 16))
def test_round_robin_every_team_meets_every_other_once(count: int) -> None:
    teams = [f"T{i}" for i in range(count)]
    rounds = round_robin(teams)
    met = [frozenset(m) for r in rounds for m in r]
    assert sorted(map(sorted, met)) == sorted(map(sorted, (frozenset(c) for c in combinations(teams, 2))))
    for matches in rounds:
        playing = [t for m in matches for t in m]
        assert len(playing) == len(set(playing)) >= count - 1


def test_swiss_avoids_rematches_and_ranks_in_vps() -> None:
    """Swiss: pair from the top without rematches; standings by VPs (RULES 6.5), then IMPs."""
    played = {frozenset("AB"), frozenset("CD")}
    assert swiss_round(["A", "B", "C", "D"], played) == [("A", "C"), ("B", "D")]
    assert swiss_round(["A", "B", "C"], {frozenset("AB")}) == [("A", "C")]  # B has the bye
    with pytest.raises(NotationError):
        swiss_round(["A", "B"], {frozenset("AB")})
    table = team_standings([("A", "B", 40, 10), ("C", "D", 10, 10), ("A", "C", 0, 13)])
    assert [(s.team, s.vps, s.rank) for s in table] == [
        ("A", 23.0, 1), ("C", 23.0, 2), ("D", 10.0, 3), ("B", 4.0, 4)
    ]  # fmt: skip
