"""USEBIO 1.2: an export of a scored event imports to the same rankings (pairs and teams)."""

from __future__ import annotations

import contextlib
import io
import random
from dataclasses import replace
from pathlib import Path

import pytest

from bridgekit.cli.event import main
from bridgekit.errors import ParseError
from bridgekit.formats import usebio
from bridgekit.store.club import ClubStore
from bridgekit.store.events import database_url
from bridgekit.store.usebio_io import export_event, import_event
from bridgekit.tournament.event import MovementSpec, hand_records
from bridgekit.tournament.federation import (
    TeamsMatch,
    pairs_from_usebio,
    teams_from_usebio,
    teams_standings,
    teams_to_usebio,
)
from bridgekit.tournament.pairs import TableResult, parse_result

RESULTS = ("3NT= N", "4S-1 S", "2HX+1 E", "pass", "1NT-2 W", "6D= N", "3C+2 S", "4HXX-1 E", "5C= W")


def _evening(club: ClubStore, name: str, spec: MovementSpec, method: str, seed: int) -> None:
    movement = spec.build()
    club.events.create_event(
        name,
        spec=spec,
        boards=hand_records(movement.board_count, seed=seed),
        method=method,
        title="Tuesday & friends <club>",
    )
    for pair in movement.pairs[:3]:
        club.events.set_names(name, pair, f"Ann {pair} - Bob {pair}")
    rng = random.Random(seed)
    for seating in movement.seatings:
        for board in seating.boards:
            club.events.enter(
                name, board, rng.choice(RESULTS), table=seating.table, round=seating.round, lead="SA"
            )
    seating = movement.seatings[-1]
    club.adjust(
        name,
        seating.boards[0],
        "A+",
        "A-",
        table=seating.table,
        round=seating.round,
        by="director:x",
        reason="slow",
    )


def _ranking(club: ClubStore, name: str) -> list[tuple[str, int, float, float | None]]:
    return [
        (s.pair, s.rank, round(s.total, 6), None if s.percentage is None else round(s.percentage, 6))
        for s in club.scored(name).standings
    ]


@pytest.mark.parametrize(
    ("spec", "method"),
    [
        (MovementSpec("mitchell", 3, 2), "matchpoints"),
        (MovementSpec("mitchell", 4, 2, arrow_switch=(3,)), "matchpoints"),
        (MovementSpec("howell", 3, 2), "butler"),
        (MovementSpec("mitchell", 3, 3, pairs=5), "cross_imps"),
    ],
)
def test_an_import_of_an_export_scores_the_same(tmp_path: Path, spec: MovementSpec, method: str) -> None:
    club = ClubStore.open(database_url(None, tmp_path / "club"))
    _evening(club, "tue", spec, method, seed=11)
    path = tmp_path / "tue.xml"
    usebio.write(path, export_event(club, "tue", club_name="Oxford"))
    event = usebio.read(path)
    assert event.board_scoring == usebio.METHODS[method] and event.club == "Oxford"
    assert len(event.lines) == len(club.events.current("tue"))
    assert any(line.contract == "A+/A-" for line in event.lines)
    import_event(club, event, "copy")
    assert _ranking(club, "copy") == _ranking(club, "tue")
    assert club.events.names("copy") == club.events.names("tue")
    assert [b.deal for b in club.events.boards("copy")] == [b.deal for b in club.events.boards("tue")]


def test_a_file_from_another_program_needs_its_movement_found_and_its_hands(tmp_path: Path) -> None:
    club = ClubStore.open(database_url(None, tmp_path / "club"))
    _evening(club, "tue", MovementSpec("howell", 3, 2), "matchpoints", seed=3)
    bare = replace(export_event(club, "tue"), movement="", deals={})
    text = usebio.dumps(bare)
    assert "BRIDGEKIT" not in text
    with pytest.raises(ParseError, match="no hand"):
        pairs_from_usebio(usebio.loads(text))
    deals = {b.number: b.deal for b in club.events.boards("tue") if b.deal and b.number}
    imported = pairs_from_usebio(usebio.loads(text), deals=deals)
    assert imported.spec == MovementSpec("howell", 3, 2, pairs=6)
    import_event(club, usebio.loads(text), "copy", deals=deals)
    assert _ranking(club, "copy") == _ranking(club, "tue")


def test_teams_round_trip() -> None:
    def room(board: int, ns: str, ew: str, text: str) -> TableResult:
        return TableResult(board, ns, ew, *parse_result(text))

    matches = [
        TeamsMatch(
            1,
            "Lions",
            "Tigers",
            (room(1, "Lions", "Tigers", "4S= N"), room(2, "Lions", "Tigers", "3NT-1 S")),
            (room(1, "Tigers", "Lions", "4S-1 N"), room(2, "Tigers", "Lions", "2S= E")),
        ),
        TeamsMatch(
            2,
            "Bears",
            "Lions",
            (room(3, "Bears", "Lions", "pass"), room(4, "Bears", "Lions", "6NTX-2 N")),
            (room(3, "Lions", "Bears", "1NT= N"), room(4, "Lions", "Bears", "6NT= N")),
        ),
    ]
    event = teams_to_usebio(
        title="League", date="2026-11-24", matches=matches, players={"Lions": ["Ann", "Bob"]}
    )
    text = usebio.dumps(event)
    assert 'EVENT_TYPE="TEAMS"' in text and "<DATE>24/11/2026</DATE>" in text
    back = usebio.loads(text)
    assert back.match_scoring == "VICTORY_POINTS" and len(back.matches) == 2
    again = teams_from_usebio(back)
    assert teams_standings(again) == teams_standings(matches)
    assert [m.imps() for m in again] == [m.imps() for m in matches] == [(10, 0), (0, 21)]
    with pytest.raises(ParseError, match="teams"):
        pairs_from_usebio(back)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("<USEBIO><EVENT>", "not XML"),
        ("<RESULTS/>", "root element"),
        ('<!DOCTYPE x [<!ENTITY a "b">]><USEBIO/>', "DTD"),
        ("<USEBIO/>", "without an EVENT"),
        ("<USEBIO><EVENT><BOARD><BOARD_NUMBER>x</BOARD_NUMBER></BOARD></EVENT></USEBIO>", "not a number"),
    ],
)
def test_bad_files_are_one_clear_error(text: str, message: str) -> None:
    with pytest.raises(ParseError, match=message):
        usebio.loads(text)


def test_cli_export_and_import(tmp_path: Path) -> None:
    event = str(tmp_path / "tue")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["new", event, "--tables", "3", "--boards-per-round", "2", "--seed", "4"]) == 0
        for board, table, result in ((1, 1, "4S= N"), (1, 2, "4S-1 N"), (1, 3, "3NT+1 S")):
            round_ = {1: 1, 2: 3, 3: 2}[table]
            assert (
                main(
                    [
                        "enter",
                        event,
                        result,
                        "--board",
                        str(board),
                        "--table",
                        str(table),
                        "--round",
                        str(round_),
                    ]
                )
                == 0
            )
        assert main(["export", event, "--usebio", str(tmp_path / "tue.xml")]) == 0
        assert main(["score", event]) == 0
    assert "tue.xml: 3 traveller lines" in out.getvalue()
    before = out.getvalue().strip().splitlines()[-6:]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["import", str(tmp_path / "tue.xml"), "--as", str(tmp_path / "copy")]) == 0
    assert out.getvalue().strip().splitlines()[-6:] == before
    err = io.StringIO()
    (tmp_path / "bad.xml").write_text("<nope/>")
    with contextlib.redirect_stderr(err):
        assert main(["import", str(tmp_path / "bad.xml")]) == 2
        assert main(["import", str(tmp_path / "tue.xml"), "--as", str(tmp_path / "copy")]) == 2
    lines = err.getvalue().strip().splitlines()
    assert len(lines) == 2 and "root element" in lines[0] and "exists already" in lines[1]
