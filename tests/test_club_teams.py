"""Teams events in the club console: round robin and Swiss, rooms as tables, IMPs and VPs
(RULES 6.3, 6.5), the Swiss pairing of later rounds, and the USEBIO round trip."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats import usebio
from bridgekit.store.club import ClubStore
from bridgekit.store.club_teams import create_teams_event, pair_swiss_round, teams_scored
from bridgekit.store.events import database_url
from bridgekit.store.usebio_io import export_event, import_event
from bridgekit.tournament.pairs import parse_result
from bridgekit.tournament.teams import TeamMatch, team_standings

TEAMS = ["Lions", "Tigers", "Bears", "Wolves"]
RESULTS = ["4S= N", "3NT-1 S", "2H+1 E", "pass", "6D= W", "1NT= N", "4HX-2 E", "3C+1 S"]


@pytest.fixture
def club(tmp_path: Path) -> ClubStore:
    store = ClubStore.open(database_url(None, tmp_path / "league"))
    store.create_club("Oxford", "ann", "correct horse")
    return store


def _play_round(club: ClubStore, name: str, round_: int, rng: random.Random) -> None:
    for seating in club.events.event(name).movement.seatings:
        if seating.round != round_:
            continue
        assert club.current_round(name, seating.table) == round_
        for board in seating.boards:
            entry = club.table_enter(name, seating.table, board=board, result=rng.choice(RESULTS))
            club.confirm(name, seating.table, entry.id)


def test_round_robin_scores_imps_between_rooms_and_vps(club: ClubStore) -> None:
    """RULES 6.3: the home team's IMPs on a board are its N-S score in the open room minus the
    N-S score in the closed room; RULES 6.5: the match's margin in VPs."""
    create_teams_event(club, "Oxford", "league", kind="round_robin", teams=TEAMS, boards_per_match=2, seed=3)
    movement = club.events.event("league").movement
    assert (movement.rounds, movement.board_count, movement.tables) == (3, 6, 4)
    table2 = club.table_seating("league", 2)
    assert table2 is not None and (table2.ns, table2.ew) == ("Wolves", "Lions")  # the closed room
    rng = random.Random(5)
    for round_ in (1, 2, 3):
        _play_round(club, "league", round_, rng)
    assert all(club.current_round("league", t) is None for t in (1, 2, 3, 4))
    # The same evening by the library's TeamMatch, one match at a time.
    reference = []
    current = {(r.round, r.table, r.board): r for r in club.events.current("league")}
    for seating in movement.seatings:
        if seating.table % 2:
            match = TeamMatch(seating.ns, seating.ew, boards_per_segment=2, first_board=seating.boards[0])
            match.seat(1, seating.ew, open_room=("a", "b"), closed_room=("c", "d"))
            match.seat(1, seating.ns, open_room=("e", "f"), closed_room=("g", "h"))
            for board in seating.boards:
                for room, table in (("open", seating.table), ("closed", seating.table + 1)):
                    match.record(board, room, *parse_result(current[seating.round, table, board].text))  # type: ignore[arg-type]
            reference.append((seating.ns, seating.ew, *match.total()))
    expected = [(s.team, s.vps, s.rank) for s in team_standings(reference)]
    standings = teams_scored(club, "league").standings
    assert [(s.pair, s.total, s.rank) for s in standings] == expected
    assert all(s.boards == 6 for s in standings)


def test_swiss_pairs_later_rounds_from_the_standings(club: ClubStore) -> None:
    create_teams_event(
        club, "Oxford", "swiss", kind="swiss", teams=TEAMS, boards_per_match=2, rounds=2, seed=9
    )
    spec = club.events.event("swiss").spec
    assert spec.schedule == ((("Lions", "Tigers"), ("Bears", "Wolves")),)
    with pytest.raises(IllegalActionError, match="round 1 is not finished"):
        pair_swiss_round(club, "swiss", by="director:ann")
    assert club.current_round("swiss", 1) == 1
    _play_round(club, "swiss", 1, random.Random(2))
    assert club.current_round("swiss", 1) is None  # waiting for the next round's pairing
    matches = pair_swiss_round(club, "swiss", by="director:ann")
    met = {frozenset(("Lions", "Tigers")), frozenset(("Bears", "Wolves"))}
    assert len(matches) == 2 and not {frozenset(m) for m in matches} & met
    leader = teams_scored(club, "swiss").standings[0].pair
    assert leader in matches[0]
    assert club.current_round("swiss", 1) == 2 and club.audit("swiss")[-1].action == "pair"
    with pytest.raises(IllegalActionError, match="all 2 rounds"):
        pair_swiss_round(club, "swiss", by="director:ann")


def test_bad_teams_events(club: ClubStore) -> None:
    with pytest.raises(NotationError, match="two teams"):
        create_teams_event(club, "Oxford", "m", kind="match", teams=["A", "B", "C"], boards_per_match=4)
    with pytest.raises(NotationError, match="different names"):
        create_teams_event(club, "Oxford", "m", kind="round_robin", teams=["A", "A"], boards_per_match=4)
    with pytest.raises(NotationError, match="not a teams event"):
        create_teams_event(club, "Oxford", "m", kind="pairs", teams=["A", "B"], boards_per_match=4)
    with pytest.raises(NotationError, match="20 characters"):
        create_teams_event(club, "Oxford", "m", kind="match", teams=["A" * 21, "B"], boards_per_match=4)


def test_teams_usebio_round_trip(club: ClubStore) -> None:
    create_teams_event(club, "Oxford", "league", kind="round_robin", teams=TEAMS, boards_per_match=2, seed=4)
    club.events.set_names("league", "Lions", "Ann - Bob - Cat - Dan")
    rng = random.Random(8)
    for round_ in (1, 2, 3):
        _play_round(club, "league", round_, rng)
    event = usebio.loads(usebio.dumps(export_event(club, "league", club_name="Oxford")))
    assert event.event_type == "TEAMS" and len(event.matches) == 6
    assert next(p for p in event.participants if p.name == "Lions").players == ("Ann", "Bob", "Cat", "Dan")
    import_event(club, event, "copy")
    ranking = [(s.pair, s.total, s.rank) for s in teams_scored(club, "copy").standings]
    assert ranking == [(s.pair, s.total, s.rank) for s in teams_scored(club, "league").standings]
    bare = usebio.loads(
        usebio.dumps(export_event(club, "league")).replace("BRIDGEKIT_MOVEMENT", "X_MOVEMENT")
    )
    assert bare.movement == ""
    import_event(club, bare, "copy2")
    assert [s.total for s in teams_scored(club, "copy2").standings] == [r[1] for r in ranking]
