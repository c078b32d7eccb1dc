"""Uniform random deals as hand masks: exact digits, every card dealt once, every deal equally likely."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np
import pytest

from bridgekit.analysis.dealer.features import count_bits
from bridgekit.analysis.dealer.shuffle import deal_masks, radix_groups, uniform_digits


def test_radix_groups_keep_the_order_and_fit_64_bits() -> None:
    bases = list(range(54, 0, -1)) + [255, 256, 2**63]
    groups = radix_groups(bases)
    assert [base for group in groups for base in group] == bases
    assert all(math.prod(group) <= 2**64 for group in groups)
    with pytest.raises(ValueError, match="base"):
        radix_groups([3, 0])


def test_uniform_digits_stay_below_their_base_and_are_uniform() -> None:
    bases = [7, 256, 1, 52, 2]
    count = 52_000
    digits = list(uniform_digits(np.random.default_rng(5), bases, count))
    assert [d.dtype for d in digits] == [np.uint8] * len(bases)
    for base, drawn in zip(bases, digits, strict=True):
        frequencies = np.bincount(drawn, minlength=base)
        assert len(frequencies) == base
        expected = count / base
        chi2 = float(((frequencies - expected) ** 2 / expected).sum())
        assert chi2 < base + 6 * math.sqrt(2 * base), (base, chi2)  # ~6 sigma on chi-square(base - 1)
    with pytest.raises(ValueError, match="byte"):
        next(uniform_digits(np.random.default_rng(5), [257], 1))


def test_every_card_is_dealt_once_to_a_group_of_the_right_size() -> None:
    cards = [c for c in range(52) if c % 13 >= 4] + [52, 53]  # 36 cards and two jokers: sparse indices
    masks = deal_masks(np.random.default_rng(1), cards=cards, counts=(9, 0, 9, 9, 11), count=5000)
    assert masks.shape == (5, 5000) and masks.dtype == np.uint64
    assert count_bits(masks).tolist() == [[n] * 5000 for n in (9, 0, 9, 9, 11)]
    union = np.bitwise_or.reduce(masks, axis=0)
    assert (union == sum(1 << c for c in cards)).all()
    assert (count_bits(masks).sum(axis=0) == len(cards)).all()  # so no card twice


def test_every_deal_of_a_small_pack_is_equally_likely() -> None:
    cards, counts, count = [0, 7, 8, 30, 53], (2, 0, 2, 1), 60_000
    masks = deal_masks(np.random.default_rng(7), cards=cards, counts=counts, count=count)
    seen = Counter(map(tuple, masks.T.tolist()))
    arrangements = math.factorial(5) // (2 * 2)
    assert len(seen) == arrangements
    expected = count / arrangements
    chi2 = sum((n - expected) ** 2 / expected for n in seen.values())
    assert chi2 < arrangements + 6 * math.sqrt(2 * arrangements), chi2


def test_each_card_goes_to_each_seat_a_quarter_of_the_time() -> None:
    masks = deal_masks(np.random.default_rng(11), cards=range(52), counts=(13,) * 4, count=40_000)
    bits = (masks[:, :, np.newaxis] >> np.arange(52, dtype=np.uint64)) & np.uint64(1)
    share = bits.mean(axis=1)  # (seat, card)
    assert np.abs(share - 0.25).max() < 0.012  # about 5.5 standard errors


def test_the_same_generator_state_gives_the_same_deals() -> None:
    first = deal_masks(np.random.default_rng(3), cards=range(52), counts=(13,) * 4, count=100)
    again = deal_masks(np.random.default_rng(3), cards=range(52), counts=(13,) * 4, count=100)
    other = deal_masks(np.random.default_rng(4), cards=range(52), counts=(13,) * 4, count=100)
    assert (first == again).all() and not (first == other).all()


@pytest.mark.parametrize(
    ("cards", "counts"),
    [(range(52), (13, 13, 13)), (range(3), (1, -1, 3)), ([1, 1], (2,)), ([64], (1,)), (range(2), ())],
)
def test_impossible_groups_are_errors(cards: range | list[int], counts: tuple[int, ...]) -> None:
    with pytest.raises(ValueError):
        deal_masks(np.random.default_rng(1), cards=cards, counts=counts, count=1)


def test_nothing_to_deal_gives_empty_hands() -> None:
    masks = deal_masks(np.random.default_rng(1), cards=[], counts=(0, 0), count=3)
    assert masks.tolist() == [[0, 0, 0], [0, 0, 0]]
