"""Teams events in the club console: round robin and Swiss, rooms as tables, IMPs and VPs
(RULES 6.3, 6.5), the Swiss pairing of later rounds, and the USEBIO round trip."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats import usebio
from bridgekit.store.club import ClubStore
from bridgekit.store.club_teams import (
    adjust_match,
    award_vps,
    cancel_match_adjusted,
    create_teams_event,
    late_team,
    move_team,
    pair_swiss_round,
    teams_scored,
    vp_awards,
)
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


@pytest.mark.parametrize(
    ("kind", "teams", "rounds"),
    [("match", TEAMS[:2], 1), ("round_robin", TEAMS, 3), ("swiss", TEAMS, 2)],
)
def test_each_teams_kind_imports_from_its_export_to_the_same_ranking(
    club: ClubStore, kind: str, teams: list[str], rounds: int
) -> None:
    """An import of an export ranks as the event (VPs, places, each match's IMPs), for a match of
    two teams, a round robin and a Swiss (EVENT_TYPE SWISS_TEAMS, its later rounds paired from the
    standings) — from bridgekit's own file and from the file without bridgekit's movement."""
    create_teams_event(
        club, "Oxford", "ev", kind=kind, teams=teams, boards_per_match=2, seed=6, rounds=rounds
    )
    rng = random.Random(12)
    for round_ in range(1, rounds + 1):
        if kind == "swiss" and round_ > 1:
            pair_swiss_round(club, "ev", by="director:ann")
        _play_round(club, "ev", round_, rng)
    exported = export_event(club, "ev")
    assert exported.event_type == ("SWISS_TEAMS" if kind == "swiss" else "TEAMS")
    expected = [(s.pair, s.total, s.rank, s.tied) for s in teams_scored(club, "ev").standings]
    margins = sorted((m.team, m.opposing, m.team_imps, m.opposing_imps) for m in exported.matches)
    text = usebio.dumps(exported)
    for name, file in (("copy", text), ("other", text.replace("BRIDGEKIT_MOVEMENT", "X_MOVEMENT"))):
        event = usebio.loads(file)
        import_event(club, event, name)
        assert club.events.event(name).method == kind
        assert [(s.pair, s.total, s.rank, s.tied) for s in teams_scored(club, name).standings] == expected
        again = export_event(club, name)
        assert sorted((m.team, m.opposing, m.team_imps, m.opposing_imps) for m in again.matches) == margins


def _enter(club: ClubStore, name: str, table: int, board: int, result: str) -> None:
    entry = club.table_enter(name, table, board=board, result=result)
    club.confirm(name, table, entry.id)


def _vps(club: ClubStore, name: str) -> dict[str, float]:
    return {s.pair: s.total for s in teams_scored(club, name).standings}


def test_teams_adjusted_scores_are_imps_law_12c2(club: ClubStore) -> None:
    """Law 12C2 for teams: average-plus/minus are +3/-3 IMPs to each side on its own; a split
    score gives each team its award; a percentage p is 0.3 (p - 50) IMPs. The award replaces both
    rooms' results, finishes the board for both phones, is audited, and can be withdrawn."""
    create_teams_event(
        club, "Oxford", "m", kind="match", teams=["Lions", "Tigers"], boards_per_match=2, seed=1
    )
    _enter(club, "m", 1, 1, "4S= N")  # open room: Lions N-S +420
    _enter(club, "m", 2, 1, "4S-1 N")  # closed room: Tigers N-S -50 -> Lions +470 = 10 IMPs
    _enter(club, "m", 1, 2, "3NT= N")  # board 2 only in the open room: no IMPs yet
    assert _vps(club, "m") == {"Lions": 12.0, "Tigers": 8.0}  # 10 IMPs (RULES 6.5 scale)
    award = adjust_match(club, "m", 2, "A+", "A-", table=2, by="director:ann", reason="fouled board")
    assert (award.table, award.ns, award.ew, award.text) == (1, "Lions", "Tigers", "A+/A-")
    assert club.current_round("m", 1) is None and club.current_round("m", 2) is None  # both rooms done
    results = teams_scored(club, "m")
    on_two = [(s.result.table, s.result.text, s.ns, s.ew) for s in results.scored if s.result.board == 2]
    assert on_two == [(1, "A+/A-", 3.0, -3.0), (2, "A-/A+", -3.0, 3.0)]  # the 3NT stays stored, not scored
    assert _vps(club, "m") == {"Lions": 13.0, "Tigers": 7.0}  # 10 + 3 IMPs
    # A split: both teams at fault, -3 IMPs each; each team's VPs from its own margin.
    adjust_match(club, "m", 2, "A-", "A-", table=1, by="director:ann", reason="both at fault")
    assert _vps(club, "m") == {"Lions": 12.0, "Tigers": 7.0}  # Lions +7 (12 VPs), Tigers -13 (7 VPs)
    adjust_match(club, "m", 1, "60", "40", table=1, by="director:ann", reason="slow play")
    scored = {(s.result.board, s.result.table): s for s in teams_scored(club, "m").scored}
    assert (scored[1, 1].ns, scored[1, 2].ns) == (3.0, -3.0)
    audit = [(a.action, a.board, a.detail, a.reason) for a in club.audit("m") if a.action == "adjust"]
    assert audit[0] == ("adjust", 2, "adjusted score A+/A-: Lions +3 IMPs, Tigers −3 IMPs", "fouled board")
    cancel_match_adjusted(club, "m", 1, table=2, by="director:ann", reason="result found")
    assert {(a.board, a.table) for a in club.adjusted("m")} == {(2, 1), (2, 2)}
    assert _vps(club, "m")["Lions"] == 12.0  # board 1 counts again: +10 - 3 = 7
    with pytest.raises(IllegalActionError, match="board 1 of the match at tables 1–2 has no adjusted score"):
        cancel_match_adjusted(club, "m", 1, table=1, by="director:ann", reason="again")
    withdrawn = [(a.board, a.table, a.reason) for a in club.audit("m") if a.action == "unadjust"]
    assert withdrawn == [(1, 1, "result found")]  # under the open room's table
    with pytest.raises(NotationError, match="reason"):
        adjust_match(club, "m", 1, "A+", "A-", table=1, by="director:ann", reason=" ")
    with pytest.raises(NotationError, match="not an adjusted score"):
        adjust_match(club, "m", 1, "A++", "A-", table=1, by="director:ann", reason="x")
    with pytest.raises(NotationError, match="board 9"):
        adjust_match(club, "m", 9, "A+", "A-", table=1, by="director:ann", reason="x")


def test_a_late_team_takes_the_bye_and_pays_average_minus(club: ClubStore) -> None:
    """A round robin of five teams has a bye each round. The late team changes places with the
    bye team for one round (the bye goes to it); a team that missed its match gets -3 IMPs a
    board and its opponents +3 (Law 12C2); the results count for the teams that sat there."""
    teams = ["Lions", "Tigers", "Bears", "Wolves", "Foxes"]
    create_teams_event(club, "Oxford", "rr", kind="round_robin", teams=teams, boards_per_match=2, seed=2)
    movement = club.events.event("rr").movement
    bye = next(team for r, team in movement.sitouts if r == 1)
    late = next(s.ns for s in movement.seatings if s.round == 1 and s.table == 1)
    opponents = next(s.ew for s in movement.seatings if s.round == 1 and s.table == 1)
    move_team(club, "rr", 1, late, bye, by="director:ann", reason="late team")
    moved = club.movement("rr")
    assert moved.seating(1, 1) is not None and (moved.seating(1, 1).ns, moved.seating(1, 1).ew) == (
        bye,
        opponents,
    )
    assert (1, late) in moved.sitouts
    assert moved.seatings_of(late)[0].round == 2  # back in its own place from round 2
    table1 = club.table_seating("rr", 1)
    assert table1 is not None and table1.ns == bye  # the phone shows who really sits there
    _enter(club, "rr", 1, 1, "4S= N")
    _enter(club, "rr", 2, 1, "4S-1 N")
    _enter(club, "rr", 1, 2, "pass")
    _enter(club, "rr", 2, 2, "pass")
    assert _vps(club, "rr")[bye] == 12.0 and late not in _vps(club, "rr")
    assert [m.detail for m in club.audit("rr") if m.action == "move"] == [
        f"round 1: {late} and {bye} change places"
    ]
    with pytest.raises(NotationError, match="not paired"):
        move_team(club, "rr", 9, late, bye, by="director:ann")
    with pytest.raises(NotationError, match="no pair"):
        move_team(club, "rr", 2, late, "Pumas", by="director:ann")
    # Round 2: a team misses its match: average-minus to it, average-plus to its opponents.
    match = next(s for s in moved.seatings if s.round == 2 and s.table == 1)
    before = _vps(club, "rr")
    awards = late_team(club, "rr", match.ew, 2, by="director:ann")
    assert [(a.board, a.text) for a in awards] == [(b, "A+/A-") for b in match.boards]
    assert club.current_round("rr", 1) == 3 and club.current_round("rr", 2) == 3
    vps_now = _vps(club, "rr")
    gained = {t: vps_now[t] - before.get(t, 0.0) for t in (match.ns, match.ew)}
    assert gained == {match.ns: 11.0, match.ew: 9.0}  # +6 / -6 IMPs
    with pytest.raises(NotationError, match="plays no match"):
        late_team(club, "rr", next(t for r, t in moved.sitouts if r == 2), 2, by="director:ann")


def test_a_swiss_pairs_from_what_was_really_played(club: ClubStore) -> None:
    """A Swiss after a move: the next round is paired without a rematch of the match really played."""
    teams = ["A1", "B2", "C3", "D4", "E5", "F6"]
    create_teams_event(club, "Oxford", "sw", kind="swiss", teams=teams, boards_per_match=1, rounds=3, seed=4)
    first = club.events.event("sw").spec.schedule[0]
    (h1, v1), (h2, _v2) = first[0], first[1]
    move_team(club, "sw", 1, v1, h2, by="director:ann")  # h1 really meets h2
    rng = random.Random(1)
    for seating in club.movement("sw").seatings:
        for board in seating.boards:
            _enter(club, "sw", seating.table, board, rng.choice(RESULTS))
    matches = pair_swiss_round(club, "sw", by="director:ann")
    assert frozenset((h1, h2)) not in {frozenset(m) for m in matches}


def test_a_bye_and_a_penalty_in_vps(club: ClubStore) -> None:
    """VPs awarded besides a match: the bye of a five-team round robin (12 VPs here) and a
    penalty (-1); each audited, replaced by a new award, withdrawn with its reason."""
    teams = ["Lions", "Tigers", "Bears", "Wolves", "Foxes"]
    create_teams_event(club, "Oxford", "rr", kind="round_robin", teams=teams, boards_per_match=1, seed=2)
    movement = club.events.event("rr").movement
    bye = next(team for r, team in movement.sitouts if r == 1)
    other = next(t for t in teams if t != bye)
    award_vps(club, "rr", 1, bye, 10, by="director:ann", reason="bye")
    award_vps(club, "rr", 1, bye, 12, by="director:ann", reason="bye: the club's 12")
    award_vps(club, "rr", 1, other, -1, by="director:ann", reason="slow play")
    assert vp_awards(club, "rr") == sorted([(1, bye, 12.0), (1, other, -1.0)])
    assert _vps(club, "rr") == {bye: 12.0, other: -1.0}
    award_vps(club, "rr", 1, other, None, by="director:ann", reason="on second thoughts")
    assert _vps(club, "rr") == {bye: 12.0}
    details = [a.detail for a in club.audit("rr") if a.action == "vps"]
    assert details == [
        f"{bye}: +10 VPs in round 1",
        f"{bye}: +12 VPs in round 1",
        f"{other}: -1 VPs in round 1",
        f"{other}: VP award withdrawn",
    ]
    for args, error in [
        ((1, "Pumas", 12.0), "no team 'Pumas'"),
        ((6, bye, 12.0), "round 6 is not paired"),
        ((1, bye, 25.0), "from -20 to 20"),
    ]:
        with pytest.raises(NotationError, match=error):
            award_vps(club, "rr", *args, by="director:ann", reason="x")  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="reason"):
        award_vps(club, "rr", 1, bye, 12, by="director:ann", reason="")
    with pytest.raises(IllegalActionError):
        award_vps(club, "rr", 1, other, None, by="director:ann", reason="again")
