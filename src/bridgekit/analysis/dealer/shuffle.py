"""Uniformly random deals as hand masks, thousands at a time (numpy).

The cards are dealt one after another, each to a group (a seat, or the talon) with
probability *slots the group has left* / *cards left*, which makes every deal equally likely.
For the whole batch at once, card *k* draws a number ``u`` below the cards left and goes to
the first group whose running limit (the slots left in it and the groups before it) is
above ``u``; the comparisons with those limits are the bits of the hand masks, so no
``owner[deal, card]`` array is ever built.

The numbers ``u`` are exact: one bounded 64-bit draw covers ten or so cards as the digits
of a mixed-radix number (bases 52, 51, 50, …), a bijection with the tuples of digits.

>>> import numpy as np
>>> masks = deal_masks(np.random.default_rng(1), cards=range(52), counts=(13, 13, 13, 13), count=3)
>>> masks.shape, [[int(m).bit_count() for m in hand] for hand in masks]
((4, 3), [[13, 13, 13], [13, 13, 13], [13, 13, 13], [13, 13, 13]])
>>> int(masks[0, 0] | masks[1, 0] | masks[2, 0] | masks[3, 0]) == (1 << 52) - 1
True
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence

import numpy as np
import numpy.typing as npt

__all__ = ["deal_masks", "radix_groups", "uniform_digits"]

_LIMIT = 1 << 64


def radix_groups(bases: Iterable[int]) -> list[tuple[int, ...]]:
    """*bases* cut, in order, into runs whose product fits one unsigned 64-bit draw.

    >>> [len(group) for group in radix_groups(range(52, 0, -1))]
    [11, 12, 14, 15]
    """
    groups: list[tuple[int, ...]] = []
    run: list[int] = []
    for base in bases:
        if not 1 <= base < _LIMIT:
            raise ValueError(f"a base must be 1 to 2**64 - 1, not {base}")
        if math.prod(run) * base > _LIMIT:
            groups.append(tuple(run))
            run = []
        run.append(base)
    if run:
        groups.append(tuple(run))
    return groups


def uniform_digits(
    rng: np.random.Generator, bases: Sequence[int], count: int
) -> Iterator[npt.NDArray[np.uint8]]:
    """For each base ``b`` of *bases* (at most 256), *count* independent uniform integers in ``[0, b)``.

    >>> digits = list(uniform_digits(np.random.default_rng(3), [6, 2, 1], count=5))
    >>> [d.tolist() for d in digits][2], all(int(d.max()) < b for d, b in zip(digits, [6, 2, 1]))
    ([0, 0, 0, 0, 0], True)
    """
    if any(base > 256 for base in bases):
        raise ValueError("bases above 256 do not fit a byte")
    quotient = np.empty(count, dtype=np.uint64)
    product = np.empty(count, dtype=np.uint64)
    for group in radix_groups(bases):
        value = rng.integers(0, math.prod(group), size=count, dtype=np.uint64)
        for base in group:
            divisor = np.uint64(base)
            np.floor_divide(value, divisor, out=quotient)
            np.multiply(quotient, divisor, out=product)
            yield np.subtract(value, product, out=product).astype(np.uint8)
            value, quotient = quotient, value


def deal_masks(
    rng: np.random.Generator, *, cards: Iterable[int], counts: Sequence[int], count: int
) -> npt.NDArray[np.uint64]:
    """*count* random deals of *cards* (card indices below 64) to groups of ``counts[g]`` cards.

    :returns: the cards of each group as bit masks, shape ``(len(counts), count)``
    :raises ValueError: if the counts do not add up to the number of cards
    """
    cards = list(cards)
    if sum(counts) != len(cards) or min(counts, default=0) < 0 or not counts:
        raise ValueError(f"{len(cards)} cards cannot be dealt in groups of {list(counts)}")
    if len(set(cards)) != len(cards) or not all(0 <= card < 64 for card in cards):
        raise ValueError("the cards must be distinct indices 0 to 63")
    limits = np.repeat(np.cumsum(counts[:-1], dtype=np.uint8)[:, np.newaxis], count, axis=1)
    below = np.empty(limits.shape, dtype=np.uint8)
    bit = np.empty(limits.shape, dtype=np.uint8)
    # planes[j, byte, deal]: the cards that went to groups 0 … j (the bytes of a 64-bit mask).
    planes = np.zeros((len(counts) - 1, 8, count), dtype=np.uint8)
    digits = uniform_digits(rng, range(len(cards), 0, -1), count)
    for card, drawn in zip(cards, digits, strict=True):
        np.less(drawn, limits, out=below)
        limits -= below
        np.multiply(below, np.uint8(1 << (card & 7)), out=bit)
        planes[:, card >> 3] |= bit
    # upper[g]: the cards of groups 0 … g; a group's cards are upper[g] less upper[g - 1].
    upper = np.empty((len(counts), count), dtype=np.uint64)
    upper[:-1] = np.ascontiguousarray(planes.transpose(0, 2, 1)).view("<u8")[:, :, 0]
    upper[-1] = sum(1 << card for card in cards)
    groups: npt.NDArray[np.uint64] = upper.copy()
    groups[1:] &= ~upper[:-1]
    return groups
