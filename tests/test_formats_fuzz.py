"""Fuzzing the readers: random text and mutated real files give boards (with errors) or
ParseError/NotationError, never another exception. Long runs: ``--run-slow``."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgekit.errors import NotationError, ParseError
from bridgekit.formats import Board, json, lin, pbn
from bridgekit.formats._text import decode

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


def check(module: object, text: str) -> None:
    loads = module.loads  # type: ignore[attr-defined]
    try:
        boards = loads(text)
    except (ParseError, NotationError):
        return
    assert all(isinstance(board, Board) for board in boards)
    for board in boards:
        assert all(isinstance(error, ParseError) for error in board.errors)
    if module is pbn:
        good = [b for b in boards if not b.errors and b != Board()]
        assert pbn.loads(pbn.dumps(good)) == good


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


def run_random_text(text: str) -> None:
    for module in (pbn, lin, json):
        check(module, text)


def run_mutations(data_dir: Path, data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(SAMPLES))
    text = mutate(sample(data_dir, name), data)
    check(lin if name.endswith(".lin") else pbn, text)


_FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
_SLOW = settings(
    max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@_FAST
@given(st.text(ALPHABET, max_size=300))
def test_random_text(text: str) -> None:
    run_random_text(text)


@_FAST
@given(st.data())
def test_mutated_real_files(data_dir: Path, data: st.DataObject) -> None:
    run_mutations(data_dir, data)


@pytest.mark.slow
@_SLOW
@given(st.text(ALPHABET, max_size=2000))
def test_random_text_long(text: str) -> None:
    run_random_text(text)


@pytest.mark.slow
@_SLOW
@given(st.data())
def test_mutated_real_files_long(data_dir: Path, data: st.DataObject) -> None:
    run_mutations(data_dir, data)
