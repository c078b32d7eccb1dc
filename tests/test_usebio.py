"""USEBIO 1.2: an export of a scored event imports to the same rankings (pairs and teams)."""

from __future__ import annotations

import contextlib
import io
import random
import re
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest

from bridgekit.cli.event import main
from bridgekit.errors import IllegalActionError, ParseError
from bridgekit.formats import usebio
from bridgekit.store.club import ClubStore
from bridgekit.store.events import database_url
from bridgekit.store.usebio_io import export_event, import_event, import_events
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
        (MovementSpec("mitchell", 4, 2), "butler"),
        (MovementSpec("howell", 4, 1), "cross_imps"),
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
    assert back.match_scoring == "VPS" and len(back.matches) == 2
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


#: the elements a teams file holds: USEBIO 1.2's names and bridgekit's own (``BRIDGEKIT_``)
_TEAMS_TAGS = {
    "USEBIO": {"CLUB", "EVENT"},
    "CLUB": {"CLUB_NAME"},
    "EVENT": {
        "PROGRAM_NAME",
        "EVENT_DESCRIPTION",
        "EVENT_IDENTIFIER",
        "DATE",
        "BOARD_SCORING_METHOD",
        "MATCH_SCORING_METHOD",
        "BOARDS_PER_ROUND",
        "WINNER_TYPE",
        "BRIDGEKIT_MOVEMENT",
        "BRIDGEKIT_TEAM_AWARDS",
        "PARTICIPANTS",
        "MATCH",
        "BOARD",
    },
    "PARTICIPANTS": {"TEAM"},
    "TEAM": {"TEAM_NUMBER", "TEAM_NAME", "PLACE", "TOTAL_SCORE", "PLAYER"},
    "PLAYER": {"PLAYER_NAME"},
    "MATCH": {
        "ROUND_NUMBER",
        "TEAM",
        "OPPOSING_TEAM",
        "TEAM_IMPS",
        "OPPOSING_TEAM_IMPS",
        "TEAM_SCORE",
        "OPPOSING_TEAM_SCORE",
        "BOARD",
    },
    "BOARD": {"BOARD_NUMBER", "HAND", "TRAVELLER_LINE"},
    "HAND": {"DIRECTION", "SPADES", "HEARTS", "DIAMONDS", "CLUBS"},
    "TRAVELLER_LINE": {
        "ROUND_NUMBER",
        "TABLE_NUMBER",
        "NS_PAIR_NUMBER",
        "EW_PAIR_NUMBER",
        "CONTRACT",
        "PLAYED_BY",
        "LEAD",
        "TRICKS",
        "SCORE",
    },
}


def _check_tags(element: ET.Element) -> None:
    """Every element is one the spec (or bridgekit's own) names, in its place."""
    allowed = _TEAMS_TAGS.get(element.tag, set()) if len(element) else set()
    for child in element:
        assert child.tag in allowed, f"<{child.tag}> in <{element.tag}>"
        _check_tags(child)


def test_teams_awards_moves_and_vps_round_trip(tmp_path: Path) -> None:
    """A five-team round robin with a move (the late team changes places with the bye team in
    round 1), a late team (Law 12C2: -3/+3 IMPs a board), a split and a percentage adjusted
    score and VP awards (the bye's 12, a penalty): the export writes the matches as really
    played with their IMPs and VPs and the awards on the boards' lines; its import ranks the same."""
    from bridgekit.store.club_teams import (
        adjust_match,
        award_vps,
        create_teams_event,
        late_team,
        move_team,
        teams_scored,
    )

    club = ClubStore.open(database_url(None, tmp_path / "league"))
    club.create_club("Oxford", "ann", "correct horse")
    teams = ["Lions", "Tigers", "Bears", "Wolves", "Foxes"]
    create_teams_event(club, "Oxford", "rr", kind="round_robin", teams=teams, boards_per_match=2, seed=2)
    schedule = club.events.event("rr").movement
    bye = next(team for r, team in schedule.sitouts if r == 1)
    late = next(s.ns for s in schedule.seatings if s.round == 1 and s.table == 1)
    move_team(club, "rr", 1, late, bye, by="director:ann", reason="late team")
    missed = club.movement("rr").seating(3, 1)
    assert missed is not None
    late_team(club, "rr", missed.ew, 3, by="d")
    rng = random.Random(3)
    for seating in club.movement("rr").seatings:
        if seating.round == 3 and seating.table in (1, 2):
            continue  # a team misses this match
        for board in seating.boards:
            entry = club.table_enter("rr", seating.table, board=board, result=rng.choice(RESULTS))
            club.confirm("rr", seating.table, entry.id)
    round2 = club.movement("rr").seating(2, 3)
    assert round2 is not None
    adjust_match(club, "rr", round2.boards[0], "A-", "A-", table=4, by="d", reason="both at fault")
    adjust_match(club, "rr", round2.boards[1], "60", "40", table=3, by="d", reason="slow play")
    award_vps(club, "rr", 1, late, 12, by="d", reason="the bye")
    award_vps(club, "rr", 2, "Tigers", -1, by="d", reason="slow play")
    text = usebio.dumps(export_event(club, "rr"))
    root = ET.fromstring(text.split("?>", 1)[1])
    _check_tags(root)
    event = usebio.loads(text)
    numbers = {p.name: p.number for p in event.participants}
    first = schedule.seating(1, 1)
    assert first is not None and (first.ns, bye) == (late, bye)
    # who really played: the bye team in the late team's place
    assert any((m.round, m.team, m.opposing) == (1, numbers[bye], numbers[first.ew]) for m in event.matches)
    assert all(numbers[late] not in (m.team, m.opposing) for m in event.matches if m.round == 1)
    split = next(m for m in event.matches if m.round == 2 and m.team == numbers[round2.ns])
    contracts = [(line.board, line.contract, line.score) for line in split.lines]
    assert contracts == [
        (round2.boards[0], "A-/A-", None),
        (round2.boards[0], "A-/A-", None),
        (round2.boards[1], "60/40", None),
        (round2.boards[1], "40/60", None),
    ]
    assert (split.team_imps, split.opposing_imps) == ("0", "-6")  # -3 + 3 and -3 - 3
    late_match = next(m for m in event.matches if m.round == 3 and m.team == numbers[missed.ns])
    assert (late_match.team_imps, late_match.opposing_imps) == ("6", "-6")
    assert (late_match.team_score, late_match.opposing_score) == ("11", "9")
    assert f'"vps": [[1, "{late}", 12.0], [2, "Tigers", -1.0]]' in event.team_awards
    import_event(club, event, "copy")
    ranking = [(s.pair, s.total, s.rank, s.tied) for s in teams_scored(club, "copy").standings]
    assert ranking == [(s.pair, s.total, s.rank, s.tied) for s in teams_scored(club, "rr").standings]
    assert [
        (p.name, p.place, p.total)
        for p in usebio.loads(usebio.dumps(export_event(club, "copy"))).participants
    ] == [(p.name, p.place, p.total) for p in event.participants]


_EBU_PROLOG = (
    '<?xml version="1.0" encoding="iso-8859-1"?>\n'
    '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">\n'
)


def _as_another_program_writes_it(text: str, deals: dict[int, str]) -> bytes:
    """*text* (a bridgekit export) as another club program writes USEBIO 1.2: the DTD line,
    ISO-8859-1, ``EVENT_TYPE="PAIRS"``, the participants and boards inside SESSION/SECTION, the
    hands as HAND elements of a HANDSET beside the event, nothing of bridgekit's own."""
    root = ET.fromstring(text.split("?>", 1)[1])
    event = root.find("EVENT")
    assert event is not None
    event.set("EVENT_TYPE", "PAIRS")
    section = ET.Element("SECTION", SECTION_ID="A")
    for child in list(event):
        if child.tag.startswith("BRIDGEKIT"):
            event.remove(child)
        elif child.tag in ("PARTICIPANTS", "BOARD"):
            event.remove(child)
            for own in [c for c in child if c.tag.startswith("BRIDGEKIT")]:
                child.remove(own)
            section.append(child)
    ET.SubElement(event, "SESSION", SESSION_ID="1").append(section)
    handset = ET.SubElement(root, "HANDSET")
    for number, pbn in deals.items():
        board = ET.SubElement(handset, "BOARD")
        ET.SubElement(board, "BOARD_NUMBER").text = str(number)
        hands = pbn[2:].split()
        for direction, hand in zip(("North", "East", "South", "West"), hands, strict=True):
            element = ET.SubElement(board, "HAND")
            ET.SubElement(element, "DIRECTION").text = direction
            for suit, cards in zip(("SPADES", "HEARTS", "DIAMONDS", "CLUBS"), hand.split("."), strict=True):
                ET.SubElement(element, suit).text = cards.replace("T", "10") or "-"
    return (_EBU_PROLOG + ET.tostring(root, encoding="unicode")).encode("iso-8859-1")


def test_a_file_as_other_club_programs_write_it_imports_with_its_names_and_hands(tmp_path: Path) -> None:
    """USEBIO 1.2 files from other programs carry the EBU's DTD line, are ISO-8859-1, say
    ``EVENT_TYPE="PAIRS"`` and nest the pairs and boards in SESSION/SECTION; the hands, if any,
    are HAND elements. Such a file imports without --deals and ranks as the event it came from."""
    club = ClubStore.open(database_url(None, tmp_path / "club"))
    _evening(club, "tue", MovementSpec("howell", 3, 2), "matchpoints", seed=5)
    club.events.set_names("tue", "1", "Zoë Ångström - Bjørn Dæhlie")
    exported = export_event(club, "tue")
    assert exported.event_type == "PAIRS"  # USEBIO 1.2's value; the method is BOARD_SCORING_METHOD
    path = tmp_path / "ebuscore.xml"
    path.write_bytes(_as_another_program_writes_it(usebio.dumps(exported), dict(exported.deals)))
    assert b"BRIDGEKIT" not in path.read_bytes() and "Zoë".encode("iso-8859-1") in path.read_bytes()
    event = usebio.read(path)
    assert event.deals == exported.deals  # from the HAND elements
    assert ("Zoë Ångström", "Bjørn Dæhlie") in [p.players for p in event.participants]
    import_event(club, event, "copy")
    assert _ranking(club, "copy") == _ranking(club, "tue")
    assert club.events.names("copy")["1"] == "Zoë Ångström - Bjørn Dæhlie"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["import", str(path), "--as", str(tmp_path / "cli")]) == 0
    assert "Zoë Ångström" in out.getvalue()


def test_a_dtd_with_an_internal_subset_is_still_refused() -> None:
    with pytest.raises(ParseError, match="DTD"):
        usebio.loads('<!DOCTYPE USEBIO SYSTEM "x.dtd" [<!ENTITY a "b">]><USEBIO><EVENT/></USEBIO>')
    with pytest.raises(ParseError, match="DTD"):
        usebio.loads("<!DOCTYPE USEBIO [<!ELEMENT USEBIO ANY>]><USEBIO><EVENT/></USEBIO>")
    public = '<!DOCTYPE USEBIO PUBLIC "-//EBU//DTD USEBIO 1.2//EN" "u.dtd">'
    assert usebio.loads(public + "<USEBIO><EVENT/></USEBIO>").event_type == "PAIRS"


def test_teams_are_named_by_the_attributes_other_programs_read() -> None:
    open_room = TableResult(1, "Lions", "Tigers", *parse_result("4S= N"))
    closed_room = TableResult(1, "Tigers", "Lions", *parse_result("4S-1 N"))
    matches = [TeamsMatch(1, "Lions", "Tigers", (open_room,), (closed_room,))]
    event = teams_to_usebio(title="League", date="2026-11-24", matches=matches, players={"Lions": ["Ann"]})
    root = ET.fromstring(usebio.dumps(event).split("?>", 1)[1])
    teams = root.findall("EVENT/PARTICIPANTS/TEAM")
    assert [(t.get("TEAM_ID"), t.get("TEAM_NAME")) for t in teams] == [("1", "Lions"), ("2", "Tigers")]
    assert root.findtext("EVENT/MATCH_SCORING_METHOD") == "VPS"


def _sections_file(club: ClubStore, parts: dict[str, str], *, sessions: bool = False) -> str:
    """The stored events *parts* (label → event) as one USEBIO file of several sections, as
    another club program writes a two-section evening: one SESSION (or one a part) holding a
    SECTION a part with its own PARTICIPANTS and BOARDs (with their HAND elements), nothing of
    bridgekit's own."""
    root = ET.Element("USEBIO", Version="1.2")
    ET.SubElement(ET.SubElement(root, "CLUB"), "CLUB_NAME").text = "Oxford"
    event = ET.SubElement(root, "EVENT", EVENT_TYPE="PAIRS")
    header = ET.fromstring(usebio.dumps(export_event(club, next(iter(parts.values())))).split("?>", 1)[1])
    for tag in ("EVENT_DESCRIPTION", "DATE", "BOARD_SCORING_METHOD", "WINNER_TYPE"):
        found = header.find(f"EVENT/{tag}")
        assert found is not None
        event.append(found)
    session = ET.SubElement(event, "SESSION", SESSION_ID="1")
    for index, (label, name) in enumerate(parts.items(), 1):
        if sessions and index > 1:
            session = ET.SubElement(event, "SESSION", SESSION_ID=str(index))
        section = ET.SubElement(session, "SECTION", SECTION_ID=label)
        exported = ET.fromstring(usebio.dumps(export_event(club, name)).split("?>", 1)[1])
        for child in exported.find("EVENT") or ():
            if child.tag in ("PARTICIPANTS", "BOARD"):
                section.append(child)
    text = ET.tostring(root, encoding="unicode")
    assert "BRIDGEKIT" not in text
    return text


def test_an_event_of_two_sections_imports_as_one_event_a_section(tmp_path: Path) -> None:
    """A club evening in two sections (USEBIO: one SESSION, two SECTIONs, each with its own pairs
    numbered 1NS … and its own boards) imports as two events, ``NAME-A`` and ``NAME-B``, each
    scored within its section as the club program scored it — each section's hands its own."""
    club = ClubStore.open(database_url(None, tmp_path / "club"))
    _evening(club, "a", MovementSpec("mitchell", 3, 2), "matchpoints", seed=21)
    _evening(club, "b", MovementSpec("mitchell", 4, 2), "matchpoints", seed=22)
    event = usebio.loads(_sections_file(club, {"A": "a", "B": "b"}))
    assert [s.section for s in event.sections] == ["A", "B"] and not event.lines
    assert [len(s.lines) for s in event.sections] == [len(club.events.current(n)) for n in "ab"]
    with pytest.raises(ParseError, match="several sections"):
        import_event(club, event, "copy")
    infos = import_events(club, event, "copy")
    assert [i.name for i in infos] == ["copy-A", "copy-B"]
    assert infos[0].title.endswith("(A)") and infos[1].title.endswith("(B)")
    for copy, original in (("copy-A", "a"), ("copy-B", "b")):
        assert _ranking(club, copy) == _ranking(club, original)
        assert club.events.names(copy) == club.events.names(original)
        assert [b.deal for b in club.events.boards(copy)] == [b.deal for b in club.events.boards(original)]
    with pytest.raises(IllegalActionError, match="copy-A"):  # nothing overwritten, nothing added
        import_events(club, event, "copy")
    # a section with nothing in it is no part of the evening: one section left, one event
    text = _sections_file(club, {"A": "a", "B": "b"})
    empty = re.sub(r'(<SECTION SECTION_ID="B">).*?(</SECTION>)', r"\1\2", text, flags=re.DOTALL)
    single = usebio.loads(empty)
    assert not single.sections and len(single.lines) == len(club.events.current("a"))
    import_events(club, single, "alone")
    assert _ranking(club, "alone") == _ranking(club, "a")


def test_sections_of_several_sessions_are_named_by_session_and_section(tmp_path: Path) -> None:
    club = ClubStore.open(database_url(None, tmp_path / "club"))
    _evening(club, "mon", MovementSpec("howell", 3, 2), "butler", seed=5)
    _evening(club, "thu", MovementSpec("howell", 3, 2), "butler", seed=6)
    text = _sections_file(club, {"A": "mon", "B": "thu"}, sessions=True)
    text = text.replace('SECTION_ID="B"', 'SECTION_ID="A"')  # each session's one section is "A"
    event = usebio.loads(text)
    assert [s.section for s in event.sections] == ["1A", "2A"]
    import_events(club, event, "week")
    assert _ranking(club, "week-1A") == _ranking(club, "mon")
    assert _ranking(club, "week-2A") == _ranking(club, "thu")


def test_cli_imports_each_section_or_nothing(tmp_path: Path) -> None:
    club = ClubStore.open(database_url(None, tmp_path / "club"))
    _evening(club, "a", MovementSpec("mitchell", 3, 2), "matchpoints", seed=21)
    _evening(club, "b", MovementSpec("mitchell", 3, 2), "matchpoints", seed=23)
    path = tmp_path / "evening.xml"
    path.write_text(_sections_file(club, {"A": "a", "B": "b"}), encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["import", str(path), "--as", str(tmp_path / "cli")]) == 0
    assert "cli-A: " in out.getvalue() and "cli-B: " in out.getvalue()
    assert (tmp_path / "cli-A.sqlite").exists() and (tmp_path / "cli-B.sqlite").exists()
    (tmp_path / "cli-A.sqlite").unlink()  # cli-B is still taken: the import stores nothing
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["import", str(path), "--as", str(tmp_path / "cli")]) == 2
    assert "'cli-B' exists already: nothing was imported" in err.getvalue()
    assert not (tmp_path / "cli-A.sqlite").exists()


def test_hands_are_hand_elements_and_imps_are_ns_imps(tmp_path: Path) -> None:
    """The hands are written as USEBIO's HAND elements of each BOARD (DIRECTION and one element a
    suit, as other club programs write them); a traveller line's IMPs are NS_IMPS/EW_IMPS, its
    matchpoints NS_MATCH_POINTS/EW_MATCH_POINTS. Files bridgekit wrote before (the hand in
    BRIDGEKIT_DEAL, IMPs in NS_MATCH_POINTS) still read."""
    club = ClubStore.open(database_url(None, tmp_path / "club"))
    _evening(club, "tue", MovementSpec("howell", 3, 2), "butler", seed=8)
    exported = export_event(club, "tue")
    text = usebio.dumps(exported)
    root = ET.fromstring(text.split("?>", 1)[1])
    board = root.find("EVENT/BOARD")
    assert board is not None and [c.tag for c in board][:5] == ["BOARD_NUMBER", *["HAND"] * 4]
    hands = board.findall("HAND")
    assert [h.findtext("DIRECTION") for h in hands] == ["N", "E", "S", "W"]
    deal = club.events.boards("tue")[0].deal
    assert deal is not None
    north = ".".join(h.findtext(s) or "" for h, s in ((hands[0], s) for s in usebio._SUITS))
    assert "N:" + north == deal.pbn().split()[0]
    line = board.find("TRAVELLER_LINE")
    assert line is not None and line.find("NS_IMPS") is not None and line.find("NS_MATCH_POINTS") is None
    assert "BRIDGEKIT_DEAL" not in text and usebio.loads(text).deals == exported.deals
    old = re.sub(r"\s*<HAND>.*?</HAND>", "", text, flags=re.DOTALL)
    old = old.replace(
        "<BOARD_NUMBER>1</BOARD_NUMBER>",
        f"<BOARD_NUMBER>1</BOARD_NUMBER><BRIDGEKIT_DEAL>{deal.pbn()}</BRIDGEKIT_DEAL>",
    )
    old = old.replace("NS_IMPS>", "NS_MATCH_POINTS>").replace("EW_IMPS>", "EW_MATCH_POINTS>")
    back = usebio.loads(old)
    assert back.deals == {1: deal.pbn()}
    assert [(ln.ns_points, ln.ew_points) for ln in back.lines] == [
        (ln.ns_points, ln.ew_points) for ln in exported.lines
    ]
    matchpoints = usebio.dumps(replace(exported, board_scoring="MATCH_POINTS"))
    assert "<NS_MATCH_POINTS>" in matchpoints and "<NS_IMPS>" not in matchpoints
