"""Fuzzing the text parsers of the core values: any text gives a value or a NotationError."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgekit import Call, Card, CardSet, Contract, Deal, Seat, Strain, Suit, Vulnerability, new_game
from bridgekit.errors import IllegalActionError, NotationError

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


@pytest.mark.parametrize("kind", sorted(PARSERS))
@settings(max_examples=300, deadline=None)
@given(text=notation_text)
def test_parsers_raise_only_notation_errors(kind: str, text: str) -> None:
    parse = PARSERS[kind]
    try:
        value = parse(text)
    except NotationError as error:
        assert repr(text) in str(error) or kind in ("deal", "hand"), str(error)
        return
    again = parse(value.pbn() if isinstance(value, Deal) else str(value))
    assert again == value


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**16), texts=st.lists(notation_text, max_size=30))
def test_a_game_survives_any_typed_input(seed: int, texts: list[str]) -> None:
    """Whatever is typed, an error names it and the game keeps its state."""
    game = new_game("bridge", seed=seed)
    for text in texts:
        before = game.copy()
        try:
            game.act(text)
        except (NotationError, IllegalActionError):
            assert game == before
