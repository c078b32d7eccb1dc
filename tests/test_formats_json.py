"""Boards as JSON, and format conversion through :func:`bridgekit.formats.convert`."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgekit.errors import NotationError, ParseError
from bridgekit.formats import Board, convert, json, pbn, read, write


@pytest.mark.parametrize(
    "name",
    [
        "tournaments/realbridge_2021_online_qual_open_r2.pbn",
        "parse/pbn_verifier_correct_10.pbn",
        "dd/bcdd_test1.bcdd.pbn",
    ],
)
def test_pbn_to_json_round_trips_exactly(data_dir: Path, name: str) -> None:
    boards = read(data_dir / name)
    text = json.dumps(boards)
    assert json.loads(text) == boards
    assert json.dumps(json.loads(text)) == text
    good = [b for b in boards if b != Board()]
    assert pbn.loads(pbn.dumps(json.loads(json.dumps(good)))) == good


def test_errors_survive_json(data_dir: Path) -> None:
    boards = read(data_dir / "parse/pbn_verifier_errors_20.pbn")
    again = json.loads(json.dumps(boards))
    assert [[e.line for e in b.errors] for b in again] == [[e.line for e in b.errors] for b in boards]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "[1]",
        '[{"deal": "N:xx"}]',
        '[{"auction": [3]}]',
        '[{"number": "x"}]',
        '[{"play": ["SA"]}]',
        '"x"',
    ],
)
def test_bad_json_raises_parse_error(text: str) -> None:
    with pytest.raises(ParseError):
        json.loads(text)


def test_convert_between_all_formats(tmp_path: Path, data_dir: Path) -> None:
    source = data_dir / "lin/pbntools_history_expected.pbn"
    assert convert(source, tmp_path / "a.lin") == 2
    assert convert(tmp_path / "a.lin", tmp_path / "b.json") == 2
    assert convert(tmp_path / "b.json", tmp_path / "c.pbn") == 2
    want, have = read(source), read(tmp_path / "c.pbn")
    assert [(b.deal, b.auction, b.play, b.contract, b.tricks) for b in have] == [
        (b.deal, b.auction, b.play, b.contract, b.tricks) for b in want
    ]


def test_read_and_write_errors(tmp_path: Path) -> None:
    with pytest.raises(NotationError):
        read(tmp_path / "x.txt")
    with pytest.raises(ParseError):
        read(tmp_path / "missing.pbn")
    with pytest.raises(ParseError):
        write(tmp_path / "no" / "such" / "dir.pbn", [Board(number=1)])
    (tmp_path / "bad.json").write_text("{")
    with pytest.raises(ParseError) as caught:
        read(tmp_path / "bad.json")
    assert caught.value.source == str(tmp_path / "bad.json")
