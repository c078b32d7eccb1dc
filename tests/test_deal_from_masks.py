"""Deals made in bulk from hand masks (issue 18): the same immutable values as deals made the
usual way."""

from __future__ import annotations

import pickle

import pytest

from bridgekit.analysis.dealer import Dealer
from bridgekit.cards import CardSet
from bridgekit.deal import Deal, deals_from_masks


def _usual(deal: Deal) -> Deal:
    """The same deal made through :class:`Deal`'s checked constructor, from its masks."""
    return Deal([CardSet(hand.mask) for hand in deal.hands], CardSet(deal.talon.mask))


@pytest.mark.parametrize(
    ("constraint", "options"),
    [
        (None, {}),
        ("hcp(N) in 15..17 and balanced(N)", {}),
        (None, {"seat_count": 3, "hand_size": 13}),  # a talon of 13 cards
        (None, {"predeal": {"N": "AKQ.AKQ.AKQ.AKQJ"}}),
    ],
)
def test_dealer_deals_equal_and_hash_as_deals_made_the_usual_way(
    constraint: str | None, options: dict[str, object]
) -> None:
    deals = Dealer(constraint, seed=11, batch=500, **options).deals(300)  # type: ignore[arg-type]
    hashes = [hash(deal) for deal in deals]
    usual = [_usual(deal) for deal in deals]
    assert [hash(deal) for deal in usual] == hashes
    assert deals == usual and [d.pbn() if d.seat_count == 4 else str(d) for d in deals] == [
        d.pbn() if d.seat_count == 4 else str(d) for d in usual
    ]
    assert {deals[0]: 1}[usual[0]] == 1
    assert all(type(hand) is CardSet for deal in deals for hand in deal.hands)
    assert all(deal.cards == usual[0].cards for deal in deals)  # every card once


def test_a_deal_from_masks_is_immutable() -> None:
    [deal] = deals_from_masks([[0b111], [0b111000], [0b111000000], [0b111000000000]])
    with pytest.raises(AttributeError, match="immutable"):
        deal.hands = ()
    with pytest.raises(AttributeError, match="immutable"):
        deal.talon = CardSet()
    with pytest.raises(AttributeError, match="immutable"):
        deal.hands[0].mask = 1
    assert [h.mask for h in deal.hands] == [0b111, 0b111000, 0b111000000, 0b111000000000]
    assert deal == Deal([CardSet(0b111), CardSet(0b111000), CardSet(0b111000000), CardSet(0b111000000000)])
    assert type(deal.hands) is tuple and deal.talon == CardSet() and type(deal) is Deal


def test_deals_from_masks_with_talons() -> None:
    [deal] = deals_from_masks([[0b1], [0b10]], [CardSet(0b100)])
    assert deal == Deal([CardSet(0b1), CardSet(0b10)], CardSet(0b100))


def test_deals_from_masks_pickle_and_copy_as_usual_deals() -> None:
    deals = Dealer(seed=5).deals(20)
    assert pickle.loads(pickle.dumps(deals)) == deals
    restored = pickle.loads(pickle.dumps(deals[0]))
    assert type(restored) is Deal and hash(restored) == hash(deals[0])
