"""Cards, packs and CardSet (RULES 0.1, 0.2, 0.5)."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.cards import CARDS, JOKERS, PACK_32, PACK_36, PACK_52, PACK_54, Card, CardSet, Pack, Rank, Suit
from bridgekit.errors import NotationError


@given(st.sampled_from(CARDS))
def test_card_round_trips_through_text(card: Card) -> None:
    assert Card.from_str(str(card)) is card
    assert eval(repr(card)) is card


def test_card_accepts_common_spellings() -> None:
    assert Card.from_str("h10") is Card(Suit.HEARTS, Rank.TEN)
    assert Card.from_str("♠A") is Card(Suit.SPADES, Rank.ACE)
    assert Card.from_str("AS") is Card.from_str("SA")
    assert Card.from_str(" c2 ") is CARDS[0]


@pytest.mark.parametrize("text", ["", "S", "S1", "XA", "SAA", "11", "J3", "♠"])
def test_card_rejects_nonsense_and_quotes_it(text: str) -> None:
    with pytest.raises(NotationError, match="not a card"):
        Card.from_str(text)


def test_cards_are_interned_through_copy_and_pickle() -> None:
    card = Card.from_str("DQ")
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card


def test_cards_are_immutable() -> None:
    with pytest.raises(AttributeError):
        Card.from_str("SA").index = 3  # type: ignore[misc]


def test_rule_0_5_high_card_points() -> None:
    assert [Rank.from_str(r).hcp for r in "AKQJT2"] == [4, 3, 2, 1, 0, 0]
    assert PACK_52.cardset.hcp == 40


def test_rule_0_2_packs() -> None:
    assert [len(p) for p in (PACK_32, PACK_36, PACK_52, PACK_54)] == [32, 36, 52, 54]
    assert PACK_36.lowest_rank is Rank.SIX and PACK_32.lowest_rank is Rank.SEVEN
    assert set(JOKERS) <= set(PACK_54) and not set(JOKERS) & set(PACK_52)
    with pytest.raises(NotationError):
        Pack(40)


def test_jokers_have_no_suit_and_round_trip() -> None:
    for joker in JOKERS:
        assert joker.is_joker and joker.suit is None and joker.hcp == 0
        assert Card.from_str(str(joker)) is joker


masks = st.integers(min_value=0, max_value=(1 << 54) - 1)


@given(masks)
def test_cardset_round_trips_through_text(mask: int) -> None:
    hand = CardSet(mask)
    assert CardSet.from_str(str(hand)) == hand
    assert eval(repr(hand)) == hand
    assert pickle.loads(pickle.dumps(hand)) == hand


@given(masks, masks)
def test_cardset_operations_match_python_sets(a: int, b: int) -> None:
    x, y = CardSet(a), CardSet(b)
    assert set(x | y) == set(x) | set(y)
    assert set(x & y) == set(x) & set(y)
    assert set(x - y) == set(x) - set(y)
    assert set(x ^ y) == set(x) ^ set(y)
    assert len(x) == len(set(x))
    assert sum(x.shape) + len(x.jokers) == len(x)


def test_cardset_suit_views() -> None:
    hand = CardSet.from_str("AKQ.JT9.876.5432")
    assert str(hand.suit(Suit.HEARTS)) == ".JT9.."
    assert hand.shape == (3, 3, 3, 4)
    assert hand.ranks(Suit.SPADES) == [Rank.ACE, Rank.KING, Rank.QUEEN]
    assert hand.highest() is Card.from_str("SA") and hand.lowest() is Card.from_str("C2")
    assert Card.from_str("D8") in hand and Card.from_str("D9") not in hand


@pytest.mark.parametrize("text", ["AKQ.JT9.876", "AKX...", "AA...", "...", "A.K.Q.J.3"])
def test_cardset_rejects_bad_hands(text: str) -> None:
    if text == "...":
        assert len(CardSet.from_str(text)) == 0
        return
    with pytest.raises(NotationError, match="not a hand"):
        CardSet.from_str(text)
