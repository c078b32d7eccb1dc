"""Deals made in bulk from hand masks (issue 18): the same immutable values as deals made the
usual way."""

from __future__ import annotations

import copy
import gc
import pickle
import sys
from typing import Any

import numpy as np
import pytest

from bridgekit.analysis.dealer import Dealer, generate
from bridgekit.cards import PACK_54, CardSet
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


# The dealer's compiled builder (analysis/dealer/_build.c): the same objects as deals_from_masks.
_built = pytest.mark.skipif(
    generate._build is None,  # type: ignore[attr-defined]
    reason="the dealer's C builder is not built",
)


@_built
@pytest.mark.parametrize(
    "options",
    [
        {},
        {"seat_count": 2, "hand_size": 26},
        {"predeal": {"S": "AKQJT98765432..."}},
        {"seat_count": 3, "hand_size": 13},  # a talon of 13 cards
        {"pack": PACK_54, "hand_size": 13},  # Light bridge: a talon of two cards
    ],
)
def test_deals_made_in_c_are_the_deals_made_in_python(
    monkeypatch: pytest.MonkeyPatch, options: dict[str, object]
) -> None:
    made_in_c = Dealer(seed=5, batch=700, **options).deals(1000)  # type: ignore[arg-type]
    monkeypatch.setattr(generate, "_build", None)
    in_python = Dealer(seed=5, batch=700, **options).deals(1000)  # type: ignore[arg-type]
    assert made_in_c == in_python
    assert [hash(deal) for deal in made_in_c] == [hash(deal) for deal in in_python]
    assert [str(deal) for deal in made_in_c] == [str(deal) for deal in in_python]
    assert all(type(deal) is Deal and type(deal.hands) is tuple for deal in made_in_c)
    assert all(type(hand) is CardSet and type(hand.mask) is int for deal in made_in_c for hand in deal.hands)
    assert all(type(deal.talon) is CardSet and type(deal.talon.mask) is int for deal in made_in_c)
    pack_size = 54 if "pack" in options else 52
    assert all(len(deal.cards) == pack_size for deal in made_in_c)  # the talon holds the rest
    assert any(deal.talon for deal in made_in_c) is (
        "seat_count" in options and options["seat_count"] == 3 or pack_size == 54
    )
    assert pickle.loads(pickle.dumps(made_in_c)) == in_python
    with pytest.raises(AttributeError, match="immutable"):
        made_in_c[0].hands[0].mask = 1
    # each object is held as often as its twin made in Python: nothing leaks or is freed early
    for made in made_in_c, in_python:
        deal = made[0]
        hands, talon = deal.hands, deal.talon
        del made[0]
        assert (sys.getrefcount(deal), sys.getrefcount(hands), sys.getrefcount(hands[0])) == (2, 3, 2)
        assert sys.getrefcount(talon) == 3 if talon else sys.getrefcount(talon) > 900  # its own, or shared


@_built
def test_the_c_builder_refuses_what_is_not_a_slot_or_the_wrong_count_of_masks() -> None:
    builder: Any = generate._build  # type: ignore[attr-defined]
    masks = np.arange(8, dtype=np.uint64)
    slots = vars(CardSet)["mask"], Deal, vars(Deal)["hands"], vars(Deal)["talon"], CardSet()
    assert len(builder.deals(masks, 4, 2, CardSet, *slots)) == 2
    with pytest.raises(ValueError, match="masks"):
        builder.deals(masks, 4, 3, CardSet, *slots)
    with pytest.raises(TypeError, match="slot"):
        builder.deals(masks, 4, 2, CardSet, vars(Deal)["hands"], *slots[1:])
    with pytest.raises(TypeError, match="slot"):
        builder.deals(masks, 4, 2, CardSet, Deal.seat_count, *slots[1:])
    # talon None: one row more, each deal's talon
    [first, second] = builder.deals(masks[:6], 2, 2, CardSet, *slots[:-1], None)
    assert first == Deal([CardSet(0), CardSet(2)], CardSet(4)) and second.talon == CardSet(5)
    with pytest.raises(ValueError, match="masks"):
        builder.deals(masks, 2, 2, CardSet, *slots[:-1], None)


@_built
def test_deals_made_in_c_are_left_to_reference_counting_not_to_the_cycle_collector() -> None:
    # none of them can be in a cycle (their slots hold ints, CardSets and a tuple of CardSets),
    # as CPython leaves a tuple of ints untracked; a collection then walks none of them
    classes = sys.getrefcount(CardSet), sys.getrefcount(Deal)
    assert len(Dealer(seed=8, seat_count=3, hand_size=13).deals(50)) == 50  # made, then freed
    assert (sys.getrefcount(CardSet), sys.getrefcount(Deal)) == classes
    deals = Dealer(seed=8).deals(50)
    assert not any(gc.is_tracked(obj) for deal in deals for obj in (deal, deal.hands, *deal.hands))
    usual = [_usual(deal) for deal in deals]
    assert gc.is_tracked(usual[0]) and gc.is_tracked(usual[0].hands[0])  # a usual deal is tracked
    young = set(map(id, gc.get_objects(generation=0)))
    assert not young & {id(obj) for deal in deals for obj in (deal, *deal.hands)}
    gc.collect()
    assert deals == usual and [hash(deal) for deal in deals] == [hash(deal) for deal in usual]
    # copies, pickles and Deal's own operations give the usual, tracked values
    for made in copy.copy(deals[0]), copy.deepcopy(deals[0]), pickle.loads(pickle.dumps(deals[0])):
        assert made == deals[0] and hash(made) == hash(deals[0]) and type(made) is Deal
    assert Deal.from_pbn(deals[0].pbn()) == deals[0] and repr(deals[0]) == repr(usual[0])
    assert deals[0].hands[0] | deals[0].hands[1] == usual[0].hands[0] | usual[0].hands[1]


@_built
def test_the_c_builder_refuses_a_class_with_more_than_its_slots() -> None:
    builder: Any = generate._build  # type: ignore[attr-defined]

    class Slotted:
        __slots__ = ("mask",)

    class WithDict:
        __slots__ = ("mask", "__dict__")

    class Weak:
        __slots__ = ("mask", "__weakref__")

    masks = np.arange(4, dtype=np.uint64)
    deal_slots = Deal, vars(Deal)["hands"], vars(Deal)["talon"], CardSet()
    [deal] = builder.deals(masks, 4, 1, Slotted, vars(Slotted)["mask"], *deal_slots)
    assert [hand.mask for hand in deal.hands] == [0, 1, 2, 3] and type(deal.hands[3]) is Slotted
    for cls in WithDict, Weak:
        with pytest.raises(TypeError, match="__slots__ only"):
            builder.deals(masks, 4, 1, cls, vars(cls)["mask"], *deal_slots)
