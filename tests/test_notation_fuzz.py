"""Fuzzing the text parsers of the core values: any text gives a value or a NotationError."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgekit import Call, Card, CardSet, Contract, Deal, Seat, Strain, Suit, Vulnerability, new_game
from bridgekit.errors import IllegalActionError, NotationError

if TYPE_CHECKING:
    from conftest import FuzzTally

PARSERS: dict[str, Callable[[str], object]] = {
    "card": Card.from_str,
    "call": Call.from_str,
    "contract": Contract.from_str,
    "hand": CardSet.from_str,
    "deal": Deal.from_pbn,
    "seat": Seat.from_str,
    "suit": Suit.from_str,
    "strain": Strain.from_str,
    "vulnerability": Vulnerability.from_str,
}

# Text close to the notation finds more corner cases than arbitrary unicode.
notation_text = st.text(alphabet="SHDCNTXPAKQJ0123456789.:- *♠♥♦♣x", max_size=40) | st.text(max_size=20)


def check_parser(kind: str, fuzz_tally: FuzzTally, text: str) -> None:
    parse = PARSERS[kind]
    try:
        value = parse(text)
    except NotationError as error:
        fuzz_tally.count("notation", tried=1, clean=1)
        assert repr(text) in str(error) or kind in ("deal", "hand"), str(error)
        return
    fuzz_tally.count("notation", tried=1)
    again = parse(value.pbn() if isinstance(value, Deal) else str(value))
    assert again == value


def check_typed_input(fuzz_tally: FuzzTally, seed: int, texts: list[str]) -> None:
    """Whatever is typed, an error names it and the game keeps its state."""
    game = new_game("bridge", seed=seed)
    for text in texts:
        before = game.copy()
        try:
            game.act(text)
        except (NotationError, IllegalActionError):
            fuzz_tally.count("typed input (bridge)", tried=1, clean=1)
            assert game == before
        else:
            fuzz_tally.count("typed input (bridge)", tried=1)


@pytest.mark.parametrize("kind", sorted(PARSERS))
@settings(max_examples=300, deadline=None)
@given(text=notation_text)
def test_parsers_raise_only_notation_errors(kind: str, fuzz_tally: FuzzTally, text: str) -> None:
    check_parser(kind, fuzz_tally, text)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**16), texts=st.lists(notation_text, max_size=30))
def test_a_game_survives_any_typed_input(fuzz_tally: FuzzTally, seed: int, texts: list[str]) -> None:
    check_typed_input(fuzz_tally, seed, texts)


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(PARSERS))
@settings(max_examples=2000, deadline=None)
@given(text=notation_text)
def test_parsers_raise_only_notation_errors_long(kind: str, fuzz_tally: FuzzTally, text: str) -> None:
    check_parser(kind, fuzz_tally, text)


@pytest.mark.slow
@settings(max_examples=3000, deadline=None)
@given(seed=st.integers(0, 2**16), texts=st.lists(notation_text, max_size=60))
def test_a_game_survives_any_typed_input_long(fuzz_tally: FuzzTally, seed: int, texts: list[str]) -> None:
    check_typed_input(fuzz_tally, seed, texts)
