"""Results pages a club would publish (RULES 6.8), from an event and from a scored PBN file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgekit.cli import score_file
from bridgekit.tournament.event import MovementSpec, hand_records
from bridgekit.tournament.pages import Results, contract_html, field_heading
from bridgekit.tournament.pairs import TableResult, parse_result, score_boards, standings

PALO_ALTO = "tournaments/paloalto_2025-12-23_bridgecomposer.pbn"
TEAMS = "tournaments/realbridge_2021_online_qual_open_r2.pbn"
RUTER = "tournaments/ruter_2012-01-24_klubbkveld_butler.pbn"


def evening() -> Results:
    movement = MovementSpec("mitchell", 3, 1).build()
    texts = iter(["3NT= N", "4S-1 S", "pass", "2H+1 E", "1NT= W", "3NT+1 N", "5DX-2 E", "4H= S", "6S= N"])
    results = [
        TableResult(b, s.ns, s.ew, *parse_result(next(texts)), round=s.round, table=s.table)
        for s in movement.seatings
        for b in s.boards
    ]
    scored = score_boards(results)
    fields = {p: movement.direction(p) for p in movement.pairs}
    return Results(
        "Tuesday pairs",
        hand_records(3, seed=5),
        scored,
        standings(scored, fields=fields),
        {"1NS": "Ann & Bob"},
        date="2026-11-24",
        movement="Mitchell 3 tables",
        method="matchpoints",
    )


def test_the_index_names_date_movement_method_and_links_every_part() -> None:
    index = evening().index_html()
    assert "2026-11-24 · Mitchell 3 tables · Matchpoints" in index
    for link in ("handrecord.html", "results.csv", "standings.csv", "results.pbn", "board-1.html"):
        assert f'href="{link}"' in index
    # one list per direction, N-S first
    assert index.index("Ranking N-S") < index.index("Ranking E-W")
    assert "Ann &amp; Bob" in index


def test_a_traveller_has_the_double_dummy_table_par_scores_both_ways_and_neighbours() -> None:
    page = evening().board_html(2)
    assert 'class="dd"' in page and "Par " in page
    assert 'href="board-1.html"' in page and 'href="board-3.html"' in page  # previous, next
    header = re.search(r"<thead>.*?</thead>", page, re.S)
    assert header is not None
    for column in ("Contract", "By", "Lead", "Score N-S", "Score E-W", "MP N-S", "MP E-W"):
        assert f">{column}<" in header.group(0)
    rows = re.findall(r"<tr>\s*<td><a href=\"pair-.*?</tr>", page, re.S)
    assert len(rows) == 3
    assert all(re.search(r'<td class="l">[NESW]?</td>', row) for row in rows)  # compass letters


def test_first_and_last_traveller_link_only_one_neighbour() -> None:
    results = evening()
    first, last = results.board_html(1), results.board_html(3)
    assert "&larr;" not in first and "&rarr;" in first
    assert "&larr;" in last and "&rarr;" not in last


def test_pages_carry_a_print_stylesheet_and_a_phone_viewport() -> None:
    page = evening().index_html()
    assert "@media print" in page and "nav" in page.split("@media print")[1][:80]
    assert 'name="viewport"' in page


def test_results_csv_has_no_repeated_columns() -> None:
    header = evening().results_csv().splitlines()[0].split(",")
    assert len(header) == len(set(header))
    assert header[-2:] == ["percent_ns", "percent_ew"]


def test_contracts_and_field_headings_read_as_a_club_writes_them() -> None:
    from bridgekit.calls import Contract

    assert contract_html(Contract.from_str("4HX")) == '4<span class="red">♥</span>X'
    assert contract_html(None) == "Pass"
    assert field_heading("A EW") == "Section A · Ranking E-W"
    assert field_heading("ALL") == "Ranking"


def test_publish_writes_the_whole_site(tmp_path: Path) -> None:
    written = {p.name for p in evening().publish(tmp_path)}
    expected = {"index.html", "handrecord.html", "handrecord.pdf", "results.csv", "standings.csv"}
    assert expected | {"results.pbn", "board-1.html", "pair-1NS.html"} <= written


def test_score_file_ranks_each_section_and_direction_apart_with_the_files_names(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert score_file.main([str(data_dir / PALO_ALTO)]) == 0
    out = capsys.readouterr().out
    headings = [line for line in out.splitlines() if "Ranking" in line]
    assert headings == [
        "Section A · Ranking N-S",
        "Section A · Ranking E-W",
        "Section B · Ranking N-S",
        "Section B · Ranking E-W",
    ]
    assert "Luttrell-Chen" in out and "Macgregor-Chernick" in out


def test_score_file_names_from_a_total_score_table(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert score_file.main([str(data_dir / RUTER)]) == 0
    assert "Magne Tønnessen - Dagfinn Iversen" in capsys.readouterr().out


def test_long_team_names_are_aligned(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert score_file.main([str(data_dir / TEAMS)]) == 0
    out = capsys.readouterr().out.splitlines()
    lines = [
        line for line in out[out.index(next(x for x in out if x.startswith("rank"))) + 1 :] if line.strip()
    ]
    ends = {len(line) for line in lines}
    assert len(ends) == 1, lines  # the totals and boards columns line up


def test_score_file_publishes_the_pages(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert score_file.main([str(data_dir / PALO_ALTO), "--publish", str(tmp_path)]) == 0
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "Alpine Club Championship" in index and "2025-12-23" in index
    assert "Section B · Ranking E-W" in index and "Luttrell-Chen" in index
    assert index.count('<th class="l names">Names</th>') == 4  # one a section and direction
    assert 'class="dd"' in (tmp_path / "board-1.html").read_text(encoding="utf-8")


def test_a_team_event_publishes_match_travellers_and_team_score_cards(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """RULES 6.3: each board's two rooms and the IMPs, from the file's team records."""
    assert score_file.main([str(data_dir / TEAMS), "--publish", str(tmp_path)]) == 0
    board = (tmp_path / "board-11.html").read_text(encoding="utf-8")
    assert ">IMPs home<" in board and ">SWEDEN</a>" in board and ">CROATIA</a>" in board
    card = (tmp_path / "pair-SWEDEN.html").read_text(encoding="utf-8")
    assert "Team SWEDEN" in card and "Rank 1" in card
    imps = [int(cell) for cell in re.findall(r"<td>(-?\d+)</td></tr>", card)]
    assert len(imps) == 10 and sum(imps) == 32  # the team's total on the ranking
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    # the teams read as names (left-aligned); no Names column when the file names no players
    assert '<th class="l">Team</th>' in index and '<td class="l"><a href="pair-SWEDEN.html">' in index
    assert "Names" not in index
