"""Evaluate a parsed constraint on a batch of deals: numpy arrays of hand masks ``hands[seat, deal]``.

A hand is a 64-bit mask with bit *index* set for each card it holds, as in
:class:`~bridgekit.cards.CardSet`, so a function of a hand is a few bitwise operations and
bit counts over the whole batch.

>>> from bridgekit.analysis.dealer.generate import Dealer
>>> from bridgekit.analysis.dealer.language import parse
>>> dealer = Dealer(seed=2)
>>> hands = dealer.masks(4).T
>>> evaluate(parse("hcp(N) + hcp(E) + hcp(S) + hcp(W) == 40"), hands, dealer).tolist()
[True, True, True, True]
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

import numpy as np

from bridgekit.analysis.dealer.language import And, Arith, Call, Compare, In, Node, Not, Num, Or, seat_index
from bridgekit.cards import CARDS, JOKER_MASK, SUIT_MASK, Card
from bridgekit.errors import NotationError

__all__ = ["evaluate", "count_bits", "HCP", "CONTROLS"]

HCP: Final = np.array([c.hcp for c in CARDS], dtype=np.int16)
CONTROLS: Final = np.array([max(0, (c.rank or 0) - 12) for c in CARDS], dtype=np.int16)
_SUITS: Final = {"clubs": 0, "diamonds": 1, "hearts": 2, "spades": 3}
_OPS: Final = {
    "<": np.less,
    "<=": np.less_equal,
    ">": np.greater,
    ">=": np.greater_equal,
    "==": np.equal,
    "!=": np.not_equal,
}
#: numpy arrays (typed loosely: numpy's own stubs lose the dtype through these operations)
Array = Any


def _by_weight(weights: Any) -> tuple[tuple[int, np.uint64], ...]:
    """The cards of each non-zero weight as one mask: a weighted count is a few bit counts."""
    values = sorted({int(w) for w in weights if w})
    return tuple((v, np.uint64(sum(1 << i for i, w in enumerate(weights) if w == v))) for v in values)


_WEIGHTS: Final = {"hcp": _by_weight(HCP), "controls": _by_weight(CONTROLS)}
_SUIT_MASKS: Final = tuple(np.uint64(mask) for mask in SUIT_MASK)
_M1, _M2, _M4, _H01 = (
    np.uint64(v) for v in (0x5555555555555555, 0x3333333333333333, 0x0F0F0F0F0F0F0F0F, 0x0101010101010101)
)


def _count_bits_swar(masks: Array) -> Array:
    """Bit counts without ``numpy.bitwise_count`` (numpy < 2): the classic SWAR sum."""
    x = masks - ((masks >> np.uint64(1)) & _M1)
    x = (x & _M2) + ((x >> np.uint64(2)) & _M2)
    x = (x + (x >> np.uint64(4))) & _M4
    return ((x * _H01) >> np.uint64(56)).astype(np.int16)


def count_bits(masks: Array) -> Array:
    """The number of cards in each mask, as ``int16``.

    >>> count_bits(np.array([0, 0b1011, (1 << 52) - 1], dtype=np.uint64)).tolist()
    [0, 3, 52]
    """
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(masks).astype(np.int16)
    return _count_bits_swar(masks)  # pragma: no cover - numpy < 2


def seats_of(text: str, seat_count: int) -> tuple[int, ...]:
    """The seats a seat or side name stands for (``NS`` → N and S)."""
    if seat_count == 4 and text in ("NS", "EW", "SN", "WE"):
        return (0, 2) if "N" in text else (1, 3)
    return (seat_index(text, seat_count),)


def _has(hand: Array, index: int) -> Array:
    return (hand >> np.uint64(index)) & np.uint64(1)


def _lengths(hand: Array) -> Array:
    """Suit lengths, shape ``(4, deals)`` in the order C, D, H, S."""
    return np.stack([count_bits(hand & mask) for mask in _SUIT_MASKS])


def _losers(hand: Array) -> Array:
    """The losing-trick count: per suit, up to three cards less the A, K (if 2+) and Q (if 3+)."""
    total = np.zeros(len(hand), dtype=np.int16)
    for suit, length in enumerate(_lengths(hand)):
        ace, king, queen = (_has(hand, 13 * suit + r).astype(np.int16) for r in (12, 11, 10))
        total += np.minimum(length, 3) - ace - king * (length >= 2) - queen * (length >= 3)
    return total


def _shape_match(lengths: Array, pattern: str) -> Array:
    text = pattern.replace(" ", "").lower()
    if "-" in text or "x" in text:
        parts = text.split("-") if "-" in text else list(text)
        if len(parts) != 4:
            raise NotationError(f"shape {pattern!r}: four lengths S-H-D-C, e.g. 4-4-x-x")
        ok = np.ones(lengths.shape[1], dtype=bool)
        for position, part in enumerate(parts):
            if part == "x":
                continue
            if not part.isdigit():
                raise NotationError(f"shape {pattern!r}: {part!r} is not a length or x")
            ok &= lengths[3 - position] == int(part)
        return ok
    if len(text) != 4 or not text.isdigit():
        raise NotationError(f"shape {pattern!r}: four digits (5332) or S-H-D-C with x (4-4-x-x)")
    # Any suit order: as many suits of each length as the pattern has (that accounts for all four).
    ok = np.ones(lengths.shape[1], dtype=bool)
    for length, times in Counter(int(ch) for ch in text).items():
        ok &= np.count_nonzero(lengths == length, axis=0) == times
    return ok


def _single(name: str, hand: Array, arg: str | None) -> Array:
    if name in _WEIGHTS:
        return sum(weight * count_bits(hand & mask) for weight, mask in _WEIGHTS[name])
    if name in _SUITS:
        return count_bits(hand & _SUIT_MASKS[_SUITS[name]])
    if name == "jokers":
        return count_bits(hand & np.uint64(JOKER_MASK))
    if name == "cards":
        return count_bits(hand)
    if name == "losers":
        return _losers(hand)
    if name in ("balanced", "semibalanced"):
        lengths = _lengths(hand)
        patterns = ["4333", "4432", "5332"] + (["5422", "6322"] if name == "semibalanced" else [])
        ok = np.zeros(len(hand), dtype=bool)
        for pattern in patterns:
            ok |= _shape_match(lengths, pattern)
        return ok
    if name == "shape":
        assert arg is not None
        return _shape_match(_lengths(hand), arg)
    if name == "has":
        assert arg is not None
        return _has(hand, Card.from_str(arg).index).astype(bool)
    raise NotationError(f"unknown function {name!r}")  # pragma: no cover - the parser checks


def evaluate(node: Node, hands: Array, dealer: Any) -> Array:
    """The value of *node* for each deal of the batch (numbers or booleans).

    :param hands: ``uint64`` hand masks, shape ``(seats + 1, deals)`` (the talon last)
    """
    if isinstance(node, Num):
        return np.full(hands.shape[1], node.value, dtype=np.int64)
    if isinstance(node, Call):
        seats = seats_of(node.args[0], dealer.seat_count)
        arg = node.args[1] if len(node.args) > 1 else None
        if len(seats) > 1 and not node.is_number:
            raise NotationError(f"{node.name}() takes one seat, not the side {node.args[0]}")
        values = [_single(node.name, hands[seat], arg) for seat in seats]
        return values[0] if len(values) == 1 else np.sum(values, axis=0)
    if isinstance(node, Arith):
        left, right = evaluate(node.left, hands, dealer), evaluate(node.right, hands, dealer)
        return left + right if node.op == "+" else left - right
    if isinstance(node, Compare):
        return _OPS[node.op](evaluate(node.left, hands, dealer), evaluate(node.right, hands, dealer))
    if isinstance(node, In):
        value = evaluate(node.value, hands, dealer)
        return (value >= node.lo) & (value <= node.hi)
    if isinstance(node, And):
        left = evaluate(node.left, hands, dealer)
        if not left.any():
            return left
        return left & evaluate(node.right, hands, dealer)
    if isinstance(node, Or):
        return evaluate(node.left, hands, dealer) | evaluate(node.right, hands, dealer)
    if isinstance(node, Not):
        return ~evaluate(node.operand, hands, dealer)
    raise NotationError(f"cannot evaluate {node!r}")  # pragma: no cover
