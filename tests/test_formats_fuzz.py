"""Fuzzing the readers, and the writers after reading: random text and mutated real files give
boards (with errors) or ParseError/NotationError, never another exception; every board read
is written back as PBN, LIN and JSON and read again without a crash. A bounded share runs by
default (in CI); long runs: ``--run-slow``. Figures: the "fuzz and soak figures" summary."""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgekit.errors import NotationError, ParseError
from bridgekit.formats import Board, json, lin, pbn
from bridgekit.formats._text import decode

if TYPE_CHECKING:
    from conftest import FuzzTally

SAMPLES = [
    "parse/pbn_verifier_correct_10.pbn",
    "parse/pbn_verifier_errors_10.pbn",
    "parse/schiphol_single_board_notes.pbn",
    "tournaments/paloalto_2025-12-23_bridgecomposer.pbn",
    "lin/pbntools_history_expected.pbn",
    "lin/endplay_example1.lin",
]
ALPHABET = st.sampled_from(list('[]{}";%*+-=!?$^#\\\n \t:.ASHDCNTXPK1234567890abWEx'))


@functools.cache
def sample(data_dir: Path, name: str) -> str:
    return decode((data_dir / name).read_bytes())


def check(module: object, text: str, tally: FuzzTally | None = None) -> None:
    loads = module.loads  # type: ignore[attr-defined]
    name = f"read {module.__name__.rsplit('.', 1)[-1]}"  # type: ignore[attr-defined]
    try:
        boards = loads(text)
    except (ParseError, NotationError):
        if tally is not None:
            tally.count(name, tried=1, clean=1)
        return
    assert all(isinstance(board, Board) for board in boards)
    for board in boards:
        assert all(isinstance(error, ParseError) for error in board.errors)
    if tally is not None:  # a clean error: the problems are kept on the boards
        tally.count(name, tried=1, clean=any(board.errors for board in boards))
    write_back(boards, tally)
    if module is pbn:
        # a board with no tag (empty, or a commentary alone) is no PBN game: its commentary
        # written back stands outside any game, so it is not expected back
        good = [b for b in boards if not b.errors and dataclasses.replace(b, commentary=()) != Board()]
        assert pbn.loads(pbn.dumps(good)) == good


def write_back(boards: list[Board], tally: FuzzTally | None) -> None:
    """Every board read is written in each format and read again: a clean error at worst."""
    for writer in (pbn, lin, json):
        name = f"write {writer.__name__.rsplit('.', 1)[-1]} after reading"
        clean = 0
        try:
            text = writer.dumps(boards)
            writer.loads(text)
        except (ParseError, NotationError):
            clean = 1
        if tally is not None:
            tally.count(name, tried=1, clean=clean)


def mutate(text: str, data: st.DataObject) -> str:
    lines = text.splitlines()
    for _ in range(data.draw(st.integers(1, 6))):
        if not lines:
            break
        i = data.draw(st.integers(0, len(lines) - 1))
        how = data.draw(st.sampled_from(["truncate", "flip", "drop", "duplicate", "insert"]))
        line = lines[i]
        if how == "truncate":
            lines[i] = line[: data.draw(st.integers(0, len(line)))]
        elif how == "flip" and line:
            j = data.draw(st.integers(0, len(line) - 1))
            lines[i] = line[:j] + data.draw(ALPHABET) + line[j + 1 :]
        elif how == "drop":
            del lines[i]
        elif how == "duplicate":
            lines.insert(i, line)
        else:
            lines.insert(i, data.draw(st.text(ALPHABET, max_size=30)))
    return "\n".join(lines)


def run_random_text(text: str, tally: FuzzTally) -> None:
    for module in (pbn, lin, json):
        check(module, text, tally)


def run_mutations(data_dir: Path, data: st.DataObject, tally: FuzzTally) -> None:
    name = data.draw(st.sampled_from(SAMPLES))
    text = mutate(sample(data_dir, name), data)
    check(lin if name.endswith(".lin") else pbn, text, tally)


LIN_PIECES = st.sampled_from(["md", "mb", "pc", "sv", "ah", "an", "rs", "pn", "qx", "mc", "nt", "pg", "xx"])
LIN_VALUES = st.sampled_from(["1N", "p", "d", "r", "3S!", "SA", "hk", "o", "b", "1", "3SAK.HQJ,", "",
                              "4HN=", "Board 2", "o1", "13", "x", "2n-p", "1SKQJT98765432HAKQ"])  # fmt: skip


def lin_text(data: st.DataObject) -> str:
    """A LIN text of random known pieces: boards with or without a dealer, calls, cards."""
    pairs = data.draw(st.lists(st.tuples(LIN_PIECES, LIN_VALUES), max_size=40))
    return "".join(f"{key}|{value}|" for key, value in pairs)


_FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
_SLOW = settings(
    max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@_FAST
@given(st.text(ALPHABET, max_size=300))
def test_random_text(fuzz_tally: FuzzTally, text: str) -> None:
    run_random_text(text, fuzz_tally)


@_FAST
@given(st.data())
def test_mutated_real_files(data_dir: Path, fuzz_tally: FuzzTally, data: st.DataObject) -> None:
    run_mutations(data_dir, data, fuzz_tally)


@_FAST
@given(st.data())
def test_lin_pieces_read_and_written_back(fuzz_tally: FuzzTally, data: st.DataObject) -> None:
    check(lin, lin_text(data), fuzz_tally)


@pytest.mark.slow
@_SLOW
@given(st.text(ALPHABET, max_size=2000))
def test_random_text_long(fuzz_tally: FuzzTally, text: str) -> None:
    run_random_text(text, fuzz_tally)


@pytest.mark.slow
@_SLOW
@given(st.data())
def test_mutated_real_files_long(data_dir: Path, fuzz_tally: FuzzTally, data: st.DataObject) -> None:
    run_mutations(data_dir, data, fuzz_tally)


@pytest.mark.slow
@_SLOW
@given(st.data())
def test_lin_pieces_read_and_written_back_long(fuzz_tally: FuzzTally, data: st.DataObject) -> None:
    check(lin, lin_text(data), fuzz_tally)
