"""Deals: seeded dealing and PBN deal strings (RULES 1.3)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.cards import PACK_32, PACK_52, PACK_54
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.seats import Seat


@given(st.integers(0, 2**32))
def test_random_deal_conserves_the_pack_and_round_trips(seed: int) -> None:
    deal = Deal.random(seed=seed)
    assert [len(h) for h in deal.hands] == [13] * 4
    assert deal.cards == PACK_52.cardset
    assert Deal.from_pbn(deal.pbn()) == deal
    for first in Seat:
        assert Deal.from_pbn(deal.pbn(first)) == deal
    assert eval(repr(deal)) == deal


def test_seeded_deals_are_reproducible() -> None:
    assert Deal.random(seed=11) == Deal.random(seed=11)
    assert Deal.random(seed=11) != Deal.random(seed=12)


def test_deals_for_other_packs_keep_a_talon() -> None:
    deal = Deal.random(seed=3, pack=PACK_54, seat_count=4, hand_size=13)
    assert len(deal.talon) == 2 and deal.cards == PACK_54.cardset
    small = Deal.random(seed=3, pack=PACK_32, seat_count=2, hand_size=16)
    assert small.cards == PACK_32.cardset and not small.talon


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("AKQ.JT9.876.5432", "expected 'N:'"),
        ("N:AKQ.JT9.876.5432", "four hands"),
        ("N:AKQ.JT9.876.5432 AKQ.... - -", "held twice"),
        ("X:- - - -", "expected 'N:'"),
    ],
)
def test_bad_pbn_deals_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        Deal.from_pbn(text)


def test_pbn_unknown_hands_are_empty() -> None:
    deal = Deal.from_pbn("S:AKQJ.T98.765.432 - - -")
    assert len(deal.hands[Seat.SOUTH]) == 13 and not deal.hands[Seat.NORTH]


@given(st.integers(0, 2**32))
def test_random_deal_is_the_deal_of_random_shuffle(seed: int) -> None:
    # Deal.random takes the steps of random.Random.shuffle itself (faster play-outs, issue 13):
    # the same seed must still give the same deal, and leave the generator in the same state.
    import random

    ours, theirs = random.Random(seed), random.Random(seed)
    masks = [card.mask for card in PACK_52.cards]
    theirs.shuffle(masks)
    expected = [sum(masks[13 * seat : 13 * seat + 13]) for seat in range(4)]
    assert [hand.mask for hand in Deal.random(ours).hands] == expected
    assert ours.random() == theirs.random()


def test_random_deal_with_another_generator_uses_its_shuffle() -> None:
    import random

    class Reversing(random.Random):
        def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
            x.reverse()

    deal = Deal.random(Reversing(1))
    assert str(deal.hands[0]) == "AKQJT98765432..." and not deal.talon
