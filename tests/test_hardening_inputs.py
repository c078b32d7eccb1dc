"""Regression tests of issue 19, bad input: each test is named after the problem it fixed.

Every bad input gets one clear line (exit code 2 from the command line), never a traceback or
"internal error" (exit 70), and costs bounded time and memory.
"""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path

import pytest

from bridgekit.analysis.dealer.language import MAX_NESTING, MAX_TOKENS, parse
from bridgekit.analysis.simulate import read_results
from bridgekit.calls import Call
from bridgekit.cli.main import main
from bridgekit.errors import NotationError, ParseError
from bridgekit.formats import Board, lin, pbn, read_file
from bridgekit.formats import json as board_json
from bridgekit.formats._limits import BOARD_ERRORS, FILE_ERRORS
from bridgekit.formats._text import detect


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- 1. a LIN board with calls but no dealer ---------------------------------------------


def test_lin_board_with_calls_but_no_dealer_converts_to_pbn(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target = tmp_path / "x.lin", tmp_path / "y.pbn"
    source.write_text("mb|1N|mb|p|mb|p|mb|p|")
    code, out, err = run(capsys, "convert", str(source), str(target))
    assert (code, err) == (0, "")
    assert "1 problem kept on the boards" in out
    assert "{calls (dealer unknown): 1NT P P P}" in target.read_text()


def test_lin_board_with_calls_but_no_dealer_keeps_the_calls_and_says_why() -> None:
    [board] = lin.loads("mb|1N|mb|p|mb|p|mb|p|")
    assert [e.message for e in board.errors] == [
        "mb: calls without a dealer (no md with a dealer digit): kept as a comment"
    ]
    assert "1NT P P P" in board.commentary[0]


def test_board_with_calls_but_no_dealer_is_refused_by_name() -> None:
    with pytest.raises(NotationError, match="calls needs its dealer"):
        Board(auction=(Call.from_str("1NT"),))
    with pytest.raises(ParseError, match="board 1: a board with calls needs its dealer"):
        board_json.loads('[{"auction": ["1NT"]}]')


# -- 2. deep nesting: JSON and deal --where -----------------------------------------------


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a":' * 100_000])
def test_deeply_nested_json_is_one_line_in_convert_and_score_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str
) -> None:
    path = tmp_path / "deep.json"
    path.write_text(text)
    code, _, err = run(capsys, "convert", str(path), str(tmp_path / "out.pbn"))
    assert (code, err) == (2, f"bridgekit: {path}: not JSON boards: arrays or objects nested too deeply\n")
    code, _, err = run(capsys, "score-file", str(path))
    assert code == 2 and "nested too deeply" in err and "internal error" not in err


def test_deeply_nested_json_value_inside_a_board_is_kept_or_refused_not_a_crash() -> None:
    deep = "[" * 900 + "]" * 900
    try:
        boards = board_json.loads('[{"tags": {"a": ' + deep + "}}]")
    except ParseError as error:
        assert "nested too deeply" in str(error)
    else:
        assert len(boards) == 1


def test_deal_where_with_200_nested_parentheses_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    where = "(" * 200 + "hcp(N) > 10" + ")" * 200
    code, out, err = run(capsys, "deal", "--where", where)
    assert code == 2 and out == ""
    assert f"parentheses and 'not' nested more than {MAX_NESTING} deep" in err
    with pytest.raises(NotationError, match="nested more than"):
        parse("not " * 500 + "hcp(N) > 10")


def test_deal_where_nesting_up_to_the_limit_still_deals(capsys: pytest.CaptureFixture[str]) -> None:
    where = "(" * MAX_NESTING + "hcp(N) > 10" + ")" * MAX_NESTING
    code, out, _ = run(capsys, "deal", "-n", "1", "--where", where)
    assert code == 0 and '[Deal "' in out


def test_deal_where_with_too_many_terms_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    where = " and ".join(["hcp(N) > 1"] * 300)
    code, _, err = run(capsys, "deal", "--where", where)
    assert code == 2 and f"more than the {MAX_TOKENS} allowed" in err
    longest = " or ".join(["hcp(N) > 1"] * (MAX_TOKENS // 7))
    assert parse(longest) is not None  # as long as allowed: evaluates without recursion trouble
    code, out, _ = run(capsys, "deal", "-n", "1", "--where", longest)
    assert code == 0 and '[Deal "' in out


# -- 3. bounded error collection -------------------------------------------------------


def _peak_bytes(function: object, *args: object) -> tuple[object, int]:
    tracemalloc.start()
    try:
        value = function(*args)  # type: ignore[operator]
        return value, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_pbn_reader_on_a_megabyte_of_junk_lists_at_most_the_limit_and_counts_the_rest() -> None:
    boards = pbn.loads("]" * 1_000_000)
    assert len(boards) == 1
    errors = boards[0].errors
    assert len(errors) == BOARD_ERRORS + 1
    more = 1_000_000 - BOARD_ERRORS
    assert errors[-1].message == f"and {more} more problems on this board from here on (not listed)"
    # Memory no longer grows with the junk (it was 524 MB for 1 MB: one error per character);
    # measured on a fifth of it, as tracing every allocation is slow.
    _, peak = _peak_bytes(pbn.loads, "]" * 200_000)
    assert peak < 10_000_000


def test_pbn_reader_on_junk_between_boards_makes_at_most_the_file_limit_of_errors() -> None:
    boards = pbn.loads("]\n\n" * 300_000)
    assert sum(len(b.errors) for b in boards) == FILE_ERRORS + 1
    more = 300_000 - FILE_ERRORS
    assert boards[-1].errors[0].message.startswith(f"and {more} more problems outside any board")
    _, peak = _peak_bytes(pbn.loads, "]\n\n" * 60_000)
    assert peak < 20_000_000


def test_pbn_reader_quotes_long_junk_cut_short() -> None:
    [board] = pbn.loads("x" * 100_000)
    [error] = board.errors
    assert len(error.message) < 200 and "(100000 characters)" in error.message


def test_pbn_reader_strict_still_raises_the_first_problem_of_junk() -> None:
    with pytest.raises(ParseError, match="malformed tag"):
        pbn.loads("]" * 100_000, strict=True)


def test_lin_reader_bounds_its_errors_too() -> None:
    boards = lin.loads("md|1zz|" * 5000)
    assert sum(len(b.errors) for b in boards) <= FILE_ERRORS + len(boards)
    assert any("on this board from here on (not listed)" in e.message for b in boards for e in b.errors)


def test_good_boards_after_junk_are_still_read() -> None:
    text = "]" * 50_000 + '\n\n[Board "7"]\n[Dealer "N"]\n'
    boards = pbn.loads(text)
    assert boards[-1].number == 7 and not boards[-1].errors


# -- 4. encodings --------------------------------------------------------------------------

PBN = '[Event "Hôtel de Ville"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'


@pytest.mark.parametrize(
    ("codec", "label"),
    [
        ("utf-8", "UTF-8"),
        ("utf-8-sig", "UTF-8 (byte-order mark)"),
        ("utf-16", "UTF-16 (little-endian, byte-order mark)"),
        ("utf-16-be", "UTF-16 (big-endian, no byte-order mark: assumed)"),
        ("utf-16-le", "UTF-16 (little-endian, no byte-order mark: assumed)"),
        ("utf-32", "UTF-32 (little-endian, byte-order mark)"),
        ("latin-1", "Latin-1 (ISO 8859-1; the file is not valid UTF-8)"),
    ],
)
def test_utf16_and_other_encodings_are_detected_and_named(tmp_path: Path, codec: str, label: str) -> None:
    path = tmp_path / "club.pbn"
    path.write_bytes(PBN.encode(codec))
    boards, encoding = read_file(path)
    assert encoding == label
    assert boards[0].tags["Event"] == "Hôtel de Ville" and not boards[0].errors


def test_utf16_pbn_convert_says_the_encoding_it_assumed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.pbn"
    path.write_bytes(PBN.encode("utf-16"))
    code, out, _ = run(capsys, "convert", str(path), str(tmp_path / "club.json"))
    assert code == 0
    assert out.startswith(f"1 board: {path} (pbn, read as UTF-16 (little-endian, byte-order mark)) ->")
    code, out, _ = run(capsys, "convert", str(path), str(tmp_path / "club.json"), "--json")
    assert json.loads(out)["encoding"] == "UTF-16 (little-endian, byte-order mark)"


def test_convert_of_a_non_utf8_file_with_another_extension_is_not_a_crash(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.txt"
    path.write_bytes(PBN.encode("latin-1"))
    code, out, err = run(capsys, "convert", "--from", "pbn", str(path), str(tmp_path / "out.json"))
    assert (code, err) == (0, "") and "read as Latin-1" in out


def test_a_torn_utf16_byte_is_replaced_not_fatal() -> None:
    text, label = detect('[Board "1"]'.encode("utf-16") + b"\x00")
    assert text.startswith('[Board "1"]') and label.startswith("UTF-16")


def test_simulate_results_not_utf8_is_one_line_and_the_file_is_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "sim.jsonl"
    path.write_bytes(b"\xff\xfeN\x00o\x00t\x00 \x00o\x00u\x00r\x00s\x00")
    before = path.read_bytes()
    code, out, err = run(
        capsys, "simulate", "--where", "hcp(N) > 10", "--contract", "3NT:N", "-n", "2",
        "--results", str(path), "--no-progress",
    )  # fmt: skip
    assert code == 2 and out == ""
    assert err == (
        f"bridgekit: {path}: not a results file of bridgekit simulate: byte 0 is not UTF-8 "
        "(read as Latin-1 it is some other text); name another results file\n"
    )
    assert path.read_bytes() == before


def test_simulate_results_with_a_line_that_is_not_a_record_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "sim.jsonl"
    path.write_text('{"index": 0, "deal": "N:...", "table": []}\n{"name": "not ours"}\n')
    with pytest.raises(NotationError, match=r"sim.jsonl:2: not a results file"):
        read_results(path)


def test_simulate_results_torn_line_is_still_skipped(tmp_path: Path) -> None:
    path = tmp_path / "sim.jsonl"
    path.write_text('{"index": 0, "deal": "N:...", "table": []}\n{"index": 1, "de')
    assert [r["index"] for r in read_results(path)] == [0]


def test_utf16_from_stdin_is_read_and_the_encoding_said_on_stderr(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(PBN.encode("utf-16"))))
    code, out, err = run(capsys, "convert", "-", "-", "--from", "pbn", "--to", "json")
    assert code == 0 and json.loads(out)[0]["tags"]["Event"] == "Hôtel de Ville"
    assert err == "bridgekit convert: -, read as UTF-16 (little-endian, byte-order mark)\n"


def test_lin_piece_with_only_problems_is_reported_not_dropped() -> None:
    [board] = lin.loads("mb|ZZ|")
    assert [e.message for e in board.errors] == ["mb: not a call: 'ZZ' (expected e.g. 1NT, 4S, P, X, XX)"]
    [board] = lin.loads("mb|ZZ|" * 200_000)
    assert len(board.errors) == BOARD_ERRORS + 1 and "199900 more problems" in board.errors[-1].message


def test_score_file_of_a_utf16_results_file_scores_it_and_says_the_encoding(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    original = data_dir / "tournaments" / "paloalto_2025-12-23_bridgecomposer.pbn"
    path = tmp_path / "results.pbn"
    path.write_bytes(original.read_bytes().decode("latin-1").encode("utf-16"))
    code, out, err = run(capsys, "score-file", str(path))
    expected_code, expected_out, _ = run(capsys, "score-file", str(original))
    assert (code, out) == (expected_code, expected_out) and code == 0
    assert err == f"bridgekit score-file: {path}: read as UTF-16 (little-endian, byte-order mark)\n"
