"""Results stored parsed (issue 18): the parsed columns written with each row, read back into
results identical to those parsed from the text, and older stores migrated when opened."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
import sqlalchemy as sa

from bridgekit.cards import Card
from bridgekit.store.events import ENTRIES, EventStore, StoreError, database_url
from bridgekit.tournament.event import MovementSpec, hand_records
from bridgekit.tournament.pairs import TableResult, checked_result, parse_result, score_boards

RESULTS = ["4S= N", "3NT+1 S", "4HX-1 E", "5DXX-2 W", "pass", "7NT= N", "1C-7 E", "6S+1 S", "2HX= W"]
PARSED = ("level", "strain", "doubling", "declarer", "tricks", "score")


def _filled(tmp_path: Path) -> tuple[EventStore, list[TableResult]]:
    """A Mitchell of 4 tables with every result entered, some corrected twice; and the results
    it must read back, built the ordinary way from the texts (RULES 6.8)."""
    store = EventStore.open(database_url(None, tmp_path / "club"))
    spec = MovementSpec("mitchell", 4, 2)
    store.create_event("club", spec=spec, boards=hand_records(spec.build().board_count, seed=3))
    rng = random.Random(5)
    expected = []
    for seating in store.event("club").movement.seatings:
        for board in seating.boards:
            text = rng.choice(RESULTS)
            lead = rng.choice([None, "SA", "H2"])
            where = {"ns": seating.ns, "ew": seating.ew, "lead": lead}
            store.enter("club", board, text, **where)
            for _ in range(rng.choice([0, 0, 1, 2])):
                text = rng.choice(RESULTS)
                store.correct("club", board, text, **where)
            expected.append(
                TableResult(
                    board, seating.ns, seating.ew, *parse_result(text),
                    Card.from_str(lead) if lead else None, seating.round, seating.table,
                )
            )  # fmt: skip
    expected.sort(key=lambda r: (r.board, r.table or 0))
    return store, expected


def _columns(store: EventStore) -> list[tuple[object, ...]]:
    c = ENTRIES.c
    with store.engine.connect() as conn:
        query = sa.select(c.id, c.board, c.result, *(c[name] for name in PARSED)).order_by(c.id)
        return [tuple(row) for row in conn.execute(query)]


def test_current_equals_the_results_parsed_from_their_texts(tmp_path: Path) -> None:
    store, expected = _filled(tmp_path)
    current = store.current("club")
    assert current == expected
    assert [hash(r) for r in current] == [hash(r) for r in expected]
    assert all(type(r) is TableResult for r in current)
    assert [r.score for r in current] == [r.score for r in expected]
    for method in ("matchpoints", "butler", "cross_imps"):
        assert score_boards(current, method=method) == score_boards(expected, method=method)
    store.close()


def test_each_row_is_stored_with_its_parsed_fields(tmp_path: Path) -> None:
    store, _ = _filled(tmp_path)
    for _, board, text, level, strain, doubling, declarer, tricks, score in _columns(store):
        contract, seat, want_tricks = parse_result(str(text))
        assert tricks == want_tricks
        assert score == TableResult(int(str(board)), "a", "b", contract, seat, want_tricks).score
        if contract is None:
            assert (level, strain, doubling, declarer) == (0, None, 0, None)
        else:
            assert (level, strain, doubling) == (contract.level, contract.strain.letter, contract.doubling)
            assert seat is not None and declarer == seat.letter
    store.close()


def _strip_parsed_columns(path: Path) -> None:
    """Make the store look like one written before the parsed columns existed."""
    engine = sa.create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        for name in PARSED:
            conn.execute(sa.text(f"ALTER TABLE bk_entries DROP COLUMN {name}"))
        conn.execute(sa.text("DROP INDEX bk_entries_by_table"))
        names = {column["name"] for column in sa.inspect(conn).get_columns("bk_entries")}
    engine.dispose()
    assert not names & set(PARSED)


def test_an_older_store_is_migrated_when_opened(tmp_path: Path) -> None:
    store, expected = _filled(tmp_path)
    before = _columns(store)
    store.close()
    _strip_parsed_columns(tmp_path / "club.sqlite")
    reopened = EventStore.open(database_url(None, tmp_path / "club"))
    assert _columns(reopened) == before  # columns added, every row parsed once and filled
    indexes = {index["name"] for index in sa.inspect(reopened.engine).get_indexes("bk_entries")}
    assert "bk_entries_by_table" in indexes
    assert reopened.current("club") == expected
    reopened.close()


def test_rows_written_without_the_parsed_columns_are_filled_when_read(tmp_path: Path) -> None:
    store, expected = _filled(tmp_path)
    before = _columns(store)
    with store.engine.begin() as conn:  # as an older bridgekit writing to a migrated store would
        conn.execute(ENTRIES.update().where(ENTRIES.c.id % 3 == 0).values(dict.fromkeys(PARSED)))
    assert store.current("club") == expected
    assert _columns(store) == before
    store.close()


def test_an_unreadable_stored_result_is_one_clear_error(tmp_path: Path) -> None:
    store, _ = _filled(tmp_path)
    with store.engine.begin() as conn:
        conn.execute(ENTRIES.update().where(ENTRIES.c.id == 2).values(result="9ZZ", tricks=None))
    store.close()
    with pytest.raises(StoreError, match=r"stored result 2 \(board \d+\) cannot be read: not a result"):
        EventStore.open(database_url(None, tmp_path / "club"))


def test_checked_result_is_the_same_immutable_value() -> None:
    contract, declarer, tricks = parse_result("3NT+1 S")
    fast = checked_result(7, "3NS", "5EW", (contract, declarer, tricks, 630), Card.from_str("SQ"), 2, 3)
    slow = TableResult(7, "3NS", "5EW", contract, declarer, tricks, Card.from_str("SQ"), 2, 3)
    assert fast == slow and hash(fast) == hash(slow) and repr(fast) == repr(slow)
    assert type(fast) is TableResult and fast.score == slow.score == 630
    with pytest.raises(AttributeError):
        fast.tricks = 13  # type: ignore[misc]
    assert {fast: 1}[slow] == 1


def test_a_stored_score_is_no_part_of_the_value_and_not_carried_by_replace() -> None:
    contract, declarer, tricks = parse_result("4S= N")
    read = checked_result(2, "1NS", "1EW", (contract, declarer, tricks, 620), None, 1, 1)
    assert (
        read.score == 620 == TableResult(2, "1NS", "1EW", contract, declarer, tricks).score
    )  # board 2: N-S vul
    down = dataclasses.replace(read, tricks=9)
    assert down.score == -100 and "620" not in repr(read)
    unscored = checked_result(2, "1NS", "1EW", (contract, declarer, tricks, None), None, 1, 1)
    assert unscored.score == 620 and unscored == read
