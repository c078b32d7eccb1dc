"""A whole club evening: 12 tables of pairs in a Mitchell (25 pairs, one sit-out a round),
26 boards, every result entered, one correction, scored and published — against SQLite, and
against PostgreSQL when it is available (``BRIDGEKIT_TEST_POSTGRES``, else started here)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bridgekit.cli.event import main
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats import pbn
from bridgekit.store.events import EventStore, database_url
from bridgekit.tournament.scorefile import results_from_boards, score_results

ROOT = Path(__file__).resolve().parents[1]
CONTRACTS = ["3NT", "4S", "4H", "2S", "1NT", "3C", "5D", "6S", "2HX"]


def _random_result(rng: random.Random) -> str:
    if rng.random() < 0.03:
        return "pass"
    contract = rng.choice(CONTRACTS)
    over = rng.choice([-2, -1, 0, 0, 0, 1, 1, 2])
    level = int(contract[0])
    over = max(min(over, 13 - 6 - level), -(6 + level))
    return f"{contract}{'=' if over == 0 else f'{over:+d}'} {rng.choice('NESW')}"


def run_evening(event: str, db: str | None, out: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--db", db] if db else []
    assert main(["new", event, "--tables", "13", "--pairs", "25", "--boards-per-round", "2", "--seed", "2025",
                 "--title", "Tuesday pairs", *args]) == 0  # fmt: skip
    assert "Mitchell 13 tables (25 pairs), 13 rounds, boards 1-26, 25 pairs" in capsys.readouterr().out
    store = EventStore.open(database_url(db, event))
    name = Path(event).name
    movement = store.event(name).movement
    assert movement.board_count == 26 and {
        len([s for s in movement.seatings if s.round == r]) for r in range(1, 14)
    } == {12}
    rng = random.Random(7)
    for seating in movement.seatings:
        for board in seating.boards:
            text = _random_result(rng)
            if seating.table % 2:
                store.enter(
                    name, board, text, table=seating.table, round=seating.round, lead="SA", by="table"
                )
            else:
                assert main(["enter", event, text, "--board", str(board), "--table", str(seating.table),
                             "--round", str(seating.round), *args]) == 0  # fmt: skip
    capsys.readouterr()
    # Bad input is refused, with one line and exit code 2, and loses nothing.
    before = len(store.entries(name))
    first = movement.seating(1, 1)
    with pytest.raises(IllegalActionError, match="has a result already"):
        store.enter(name, first.boards[0], "3NT= N", table=1, round=1)
    with pytest.raises(NotationError, match="was not played"):
        store.enter(name, first.boards[0], "3NT= N", table=2, round=1)
    with pytest.raises(NotationError, match="impossible"):
        store.enter(name, first.boards[0], "7NT+1 N", table=1, round=1)
    assert main(["enter", event, "9NT= N", "--board", "1", "--table", "1", "--round", "1", *args]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert len(store.entries(name)) == before
    # One correction: a new row; the current result is the latest.
    assert main(["enter", event, "4S+1", "N", "--board", str(first.boards[0]), "--table", "1", "--round", "1",
                 "--correct", *args]) == 0  # fmt: skip
    assert "correction" in capsys.readouterr().out
    entries = store.entries(name)
    assert (
        len(entries) == before + 1 and entries[-1].kind == "correction" and entries[-1].supersedes is not None
    )
    assert entries[-1].version == 2
    current = store.current(name)
    assert len(current) == 12 * 13 * 2
    corrected = next(r for r in current if r.board == first.boards[0] and r.ns == first.ns)
    assert corrected.text == "4S+1 N"
    store.set_names(name, "1NS", "Ann Smith - Bob Jones")
    store.close()
    # Rankings and publishing.
    assert main(["score", event, *args]) == 0
    ranking = capsys.readouterr().out.splitlines()
    assert ranking[0] == "Tuesday pairs" and "Matchpoints" in ranking[1]  # the header
    rows = [line for line in ranking[2:] if line[:4].strip().rstrip("=").isdigit()]
    assert len(rows) == 25 and rows[0].split()[0] == "1"
    assert main(["score", event, "--history", *args]) == 0
    assert "correction" in capsys.readouterr().out
    assert main(["publish", event, "--out", str(out), *args]) == 0
    capsys.readouterr()
    assert {"index.html", "board-26.html", "pair-1NS.html", "results.csv", "standings.csv", "results.pbn",
            "handrecord.html", "handrecord.pdf"} <= {p.name for p in out.iterdir()}  # fmt: skip
    assert "Ann Smith - Bob Jones" in (out / "index.html").read_text(encoding="utf-8")
    # The published PBN scores back to the same standings (ScoreTable / TotalScoreTable).
    boards = pbn.loads((out / "results.pbn").read_text(encoding="utf-8"), strict=True)
    assert len(boards) == 26 and all(len(b.table("ScoreTable").rows) == 12 for b in boards)  # type: ignore[union-attr]
    again = score_results(results_from_boards(boards))
    published = {
        row.split(",")[2]: row.split(",")[5] for row in (out / "standings.csv").read_text().splitlines()[1:]
    }
    assert {s.pair: f"{s.percentage:.2f}" for s in again.standings} == published
    total = boards[0].table("TotalScoreTable")
    assert total is not None and len(total.rows) == 25


def test_evening_with_sqlite(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run_evening(str(tmp_path / "tuesday"), None, tmp_path / "site", capsys)
    assert (tmp_path / "tuesday.sqlite").exists()


def test_evening_with_postgresql(
    postgres_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    event = f"tuesday{random.randrange(10**9)}"
    run_evening(str(tmp_path / event), postgres_url, tmp_path / "site", capsys)
    assert not (tmp_path / f"{event}.sqlite").exists()


def test_club_evening_with_postgresql(postgres_url: str) -> None:
    """The club's model on PostgreSQL: directors, PINs, entries from the tables (resent once),
    accept, a correction with its reason, an adjusted score, the audit log, USEBIO round trip."""
    from bridgekit.formats import usebio
    from bridgekit.store.club import ClubStore
    from bridgekit.store.events import database_url
    from bridgekit.store.usebio_io import export_event, import_event
    from bridgekit.tournament.event import MovementSpec, hand_records

    tag = random.randrange(10**9)
    club = ClubStore.open(database_url(postgres_url, "x"))
    club.create_club(f"club{tag}", "ann", "correct horse")
    event = f"tue{tag}"
    club.create_event(
        f"club{tag}", event, spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6, seed=tag % 1000)
    )
    assert club.verify_director(f"club{tag}", "ann", "correct horse")
    rng = random.Random(tag)
    for seating in club.events.event(event).movement.seatings:
        for board in seating.boards:
            key = f"k{tag}-{seating.table}-{board}"
            entry = club.table_enter(event, seating.table, board=board, result=_random_result(rng), key=key)
            assert club.table_enter(event, seating.table, board=board, result="pass", key=key) == entry
            club.confirm(event, seating.table, entry.id)
    assert len(club.events.entries(event)) == 18
    club.director_enter(event, "ann", board=1, table=1, result="3NT+1 N", reason="eleven tricks")
    club.adjust(event, 2, "A+", "A-", table=1, by="director:ann", reason="fouled board")
    actions = [a.action for a in club.audit(event)]
    assert (
        actions.count("entry") == 18
        and actions.count("confirm") == 18
        and actions[-2:] == ["correction", "adjust"]
    )
    copy = f"copy{tag}"
    import_event(club, usebio.loads(usebio.dumps(export_event(club, event))), copy)
    same = [(s.pair, s.rank, round(s.total, 6)) for s in club.scored(copy).standings]
    assert same == [(s.pair, s.rank, round(s.total, 6)) for s in club.scored(event).standings]
    club.close()
