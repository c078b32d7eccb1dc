"""The club evening's model: directors, PINs, sessions, the clock, the table's current round,
accept, corrections with reasons, adjusted scores (Law 12C2), moves, resent entries, audit."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.store.club import ClubStore
from bridgekit.store.events import database_url
from bridgekit.tournament.adjusted import AdjustedResult, PairSwap, award_imps, score_with_adjusted
from bridgekit.tournament.event import MovementSpec, hand_records
from bridgekit.tournament.pairs import TableResult, parse_result


@pytest.fixture
def club(tmp_path: Path) -> ClubStore:
    store = ClubStore.open(database_url(None, tmp_path / "club"))
    store.create_club("Oxford", "ann", "correct horse")
    store.create_event(
        "Oxford", "tue", spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6, seed=5), title="Tuesday"
    )
    return store


def test_director_passwords_are_argon2_hashes(club: ClubStore) -> None:
    import sqlalchemy as sa

    from bridgekit.store.club_tables import DIRECTORS

    with club.engine.connect() as conn:
        digest = str(conn.execute(sa.select(DIRECTORS.c.password_hash)).scalar())
    assert digest.startswith("$argon2") and "correct horse" not in digest
    assert club.verify_director("Oxford", "ann", "correct horse")
    assert not club.verify_director("Oxford", "ann", "correct horsE")
    assert not club.verify_director("Oxford", "bob", "correct horse")
    assert not club.verify_director("Cambridge", "ann", "correct horse")
    with pytest.raises(NotationError, match="at least 8"):
        club.add_director("Oxford", "bob", "short")
    with pytest.raises(IllegalActionError, match="exists"):
        club.create_club("Oxford", "bob", "long enough pw")
    assert club.club_events("Oxford") == ["tue"]


def test_pins_and_sessions(club: ClubStore) -> None:
    pins = club.pins("tue")
    assert sorted(pins) == [1, 2, 3] and all(len(p) == 4 and p.isdigit() for p in pins.values())
    assert club.check_pin("tue", 2, pins[2]) and not club.check_pin("tue", 2, "x" + pins[2])
    assert not club.check_pin("tue", 9, pins[2])
    token, session = club.new_session("table:2", event="tue", table=2)
    assert club.session(token) == session and not session.is_director
    assert club.session(token + "x") is None and club.session("") is None
    club.end_session(token)
    assert club.session(token) is None


def test_round_clock(club: ClubStore) -> None:
    assert club.clock("tue") is None
    clock = club.start_round("tue", 2, 15, by="director:ann")
    assert club.clock("tue") == clock
    assert 890 <= clock.remaining() <= 900
    assert clock.remaining(clock.started_at + dt.timedelta(minutes=16)) == -60
    for bad in ((4, 15), (1, 0)):
        with pytest.raises(NotationError):
            club.start_round("tue", *bad, by="director:ann")
    assert club.audit("tue")[-1].detail == "round 2 started, 15 minutes"


def test_a_table_enters_only_its_boards_of_its_current_round(club: ClubStore) -> None:
    assert club.current_round("tue", 1) == 1
    seating = club.table_seating("tue", 1)
    assert seating is not None and seating.boards == (1, 2)
    with pytest.raises(IllegalActionError, match="not board 3"):
        club.table_enter("tue", 1, board=3, result="3NT= N")
    with pytest.raises(NotationError, match="impossible"):
        club.table_enter("tue", 1, board=1, result="7NT+1 N")
    first = club.table_enter("tue", 1, board=1, result="4S= N", lead="hk")
    assert first.entered_by == "table:1" and first.lead == "HK"
    # Changed before the other side accepts: a new version by the table itself.
    changed = club.table_enter("tue", 1, board=1, result="4S+1 N")
    assert changed.kind == "correction" and changed.supersedes == first.id
    with pytest.raises(IllegalActionError, match="changed since"):
        club.confirm("tue", 1, first.id)
    with pytest.raises(IllegalActionError, match="table 2 cannot accept"):
        club.confirm("tue", 2, changed.id)
    club.confirm("tue", 1, changed.id)
    club.confirm("tue", 1, changed.id)  # twice: stored once
    with pytest.raises(IllegalActionError, match="accepted"):
        club.table_enter("tue", 1, board=1, result="4S= N")
    assert club.current_round("tue", 1) == 1
    club.confirm("tue", 1, club.table_enter("tue", 1, board=2, result="pass").id)
    assert club.current_round("tue", 1) == 2
    with pytest.raises(IllegalActionError, match="round 2, not board 1"):
        club.table_enter("tue", 1, board=1, result="4S= N")
    actions = [(a.actor, a.action, a.board) for a in club.audit("tue")]
    assert actions == [
        ("table:1", "entry", 1),
        ("table:1", "change", 1),
        ("table:1", "confirm", 1),
        ("table:1", "entry", 2),
        ("table:1", "confirm", 2),
    ]


def test_a_resent_entry_is_stored_once(club: ClubStore) -> None:
    key = "phone-1-abcdef12"
    first = club.table_enter("tue", 2, board=3, result="2H-1 E", key=key)
    again = club.table_enter("tue", 2, board=3, result="2H-1 E", key=key)
    assert first == again and len(club.events.entries("tue")) == 1
    # Without the key (the answer and the key were both lost): the same entry is not stored twice.
    assert club.table_enter("tue", 2, board=3, result="2H-1 E") == first
    assert len(club.events.entries("tue")) == 1
    with pytest.raises(NotationError, match="idempotency key"):
        club.table_enter("tue", 2, board=4, result="pass", key="bad key!")


def test_director_corrections_need_a_reason_and_count_as_accepted(club: ClubStore) -> None:
    entry = club.table_enter("tue", 3, board=5, result="3NT= S")
    club.confirm("tue", 3, entry.id)
    with pytest.raises(NotationError, match="needs the reason"):
        club.director_enter("tue", "ann", board=5, table=3, result="3NT-1 S")
    fixed = club.director_enter(
        "tue", "ann", board=5, table=3, result="3NT-1 S", reason="wrong declarer tricks"
    )
    assert fixed.entered_by == "director:ann" and fixed.kind == "correction"
    assert club.entry_state("tue")[fixed.id]
    last = club.audit("tue")[-1]
    assert (last.actor, last.action, last.reason) == ("director:ann", "correction", "wrong declarer tricks")


def test_adjusted_scores_law_12c2(club: ClubStore) -> None:
    """Law 12C2: average-plus 60 %, average-minus 40 %, split scores; the board's other results
    are scaled by Neuberg to the full count."""
    for table, result in ((1, "4S= N"), (2, "4S-1 N")):
        board = 1
        seating = club.events.event("tue").movement.seating(1 if table == 1 else 3, table)
        assert board in seating.boards
        club.director_enter("tue", "ann", board=board, table=table, round=seating.round, result=result)
    with pytest.raises(NotationError, match="reason"):
        club.adjust("tue", 1, "A+", "A-", table=3, by="director:ann", reason=" ")
    club.adjust("tue", 1, "A+", "A-", table=3, by="director:ann", reason="fouled board")
    scored = {s.result.text: (s.ns, s.ew) for s in club.scored("tue").scored}
    assert scored == {"4S= N": (87.5, 12.5), "4S-1 N": (12.5, 87.5), "A+/A-": (60.0, 40.0)}
    club.adjust("tue", 1, "A-", "A-", table=3, by="director:ann", reason="both at fault")
    assert [a.text for a in club.adjusted("tue")] == ["A-/A-"]
    assert 1 in club.finished_boards("tue")
    club.cancel_adjusted("tue", 1, table=3, by="director:ann", reason="board found")
    assert club.adjusted("tue") == [] and 1 not in club.finished_boards("tue")
    with pytest.raises(IllegalActionError, match="board 1 at table 3 has no adjusted score"):
        club.cancel_adjusted("tue", 1, table=3, by="director:ann", reason="again")
    unadjusted = [a for a in club.audit("tue") if a.action == "unadjust"]
    assert [(a.board, a.table, a.detail, a.reason) for a in unadjusted] == [
        (1, 3, "adjusted score withdrawn", "board found")
    ]
    with pytest.raises(NotationError, match="not an adjusted score"):
        club.adjust("tue", 1, "A++", "A", table=3, by="director:ann", reason="x")


def test_awards_in_imps() -> None:
    assert (award_imps("A+"), award_imps("A"), award_imps("A-")) == (3.0, 0.0, -3.0)
    results = [TableResult(1, "1NS", "1EW", *parse_result("4S= N"))]
    awards = [AdjustedResult.award(1, "2NS", "2EW", "60", "60")]
    scored = score_with_adjusted(results, awards, method="butler", expected=2)
    assert [(s.ns_points, s.ew_points) for s in scored] == [(0.0, -0.0), (3.0, 3.0)]


def test_late_pair_and_moves(club: ClubStore) -> None:
    awards = club.late_pair("tue", "2EW", [1], by="director:ann")
    assert {(a.table, a.ew, a.text) for a in awards} == {(2, "2EW", "A+/A-")}
    assert club.current_round("tue", 2) == 2  # round 1 of table 2 is done by the awards
    club.swap_pairs("tue", 2, "1EW", "3EW", by="director:ann", reason="1EW must leave early")
    assert club.swaps("tue") == [PairSwap(2, "1EW", "3EW")]
    movement = club.movement("tue")
    assert movement.seating(1, 1).ew == "1EW" and movement.seating(2, 2).ew == "3EW"
    with pytest.raises(NotationError, match="no pair"):
        club.swap_pairs("tue", 2, "9EW", "3EW", by="director:ann")
    entry = club.table_enter("tue", 2, board=5, result="1NT= N")
    club.confirm("tue", 2, entry.id)
    results, _ = club.results("tue")
    assert [(r.ns, r.ew) for r in results] == [("2NS", "3EW")]


def test_the_optional_auction_is_checked_against_the_result(club: ClubStore) -> None:
    """RULES 1.4-1.7: the auction is legal, finished, and ends in the entered contract and declarer."""
    with pytest.raises(NotationError, match="ends in 4S by N, the result says 4H by N"):
        club.table_enter("tue", 1, board=1, result="4H= N", auction="1S P 4S AP")
    with pytest.raises(NotationError, match="not finished"):
        club.table_enter("tue", 1, board=1, result="4S= N", auction="1S P 4S")
    with pytest.raises(NotationError, match="board 1"):
        club.table_enter("tue", 1, board=1, result="4S= N", auction="1S 1H")
    assert club.events.entries("tue") == []
    club.table_enter("tue", 1, board=1, result="4S= N", auction="1s p 4s ap")
    assert club.audit("tue")[-1].detail == "4S= N; auction 1S P 4S P P P"


def test_a_table_cannot_enter_over_an_adjusted_score(club: ClubStore) -> None:
    club.adjust("tue", 5, "A", "A", table=3, by="director:ann", reason="board fouled")
    with pytest.raises(IllegalActionError, match="the director.s adjusted score"):
        club.table_enter("tue", 3, board=5, result="pass")
    club.confirm("tue", 3, club.table_enter("tue", 3, board=6, result="pass").id)
    assert club.current_round("tue", 3) == 2
