"""Evaluate a parsed constraint on a batch of deals (numpy arrays over ``owner[deal, card]``).

>>> import numpy as np
>>> from bridgekit.analysis.dealer.generate import Dealer
>>> from bridgekit.analysis.dealer.language import parse
>>> dealer = Dealer(seed=2)
>>> owner = dealer.owners(4)
>>> evaluate(parse("hcp(N) + hcp(E) + hcp(S) + hcp(W) == 40"), owner, dealer).tolist()
[True, True, True, True]
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np

from bridgekit.analysis.dealer.language import And, Arith, Call, Compare, In, Node, Not, Num, Or
from bridgekit.cards import CARDS, Card
from bridgekit.errors import NotationError

__all__ = ["evaluate", "HCP", "CONTROLS"]

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


def seats_of(text: str, seat_count: int) -> tuple[int, ...]:
    """The seats a seat or side name stands for (``NS`` → N and S)."""
    from bridgekit.analysis.dealer.generate import seat_index

    if seat_count == 4 and text in ("NS", "EW", "SN", "WE"):
        return (0, 2) if "N" in text else (1, 3)
    return (seat_index(text, seat_count),)


def _lengths(owner: Array, seat: int) -> Array:
    """Suit lengths of one seat, shape ``(deals, 4)`` in the order C, D, H, S."""
    held = owner[:, :52] == seat
    return held.reshape(len(owner), 4, 13).sum(axis=2)


def _shape_match(lengths: Array, pattern: str) -> Array:
    text = pattern.replace(" ", "").lower()
    if "-" in text or "x" in text:
        parts = text.split("-") if "-" in text else list(text)
        if len(parts) != 4:
            raise NotationError(f"shape {pattern!r}: four lengths S-H-D-C, e.g. 4-4-x-x")
        ok = np.ones(len(lengths), dtype=bool)
        for position, part in enumerate(parts):
            if part == "x":
                continue
            if not part.isdigit():
                raise NotationError(f"shape {pattern!r}: {part!r} is not a length or x")
            ok &= lengths[:, 3 - position] == int(part)
        return ok
    if len(text) != 4 or not text.isdigit():
        raise NotationError(f"shape {pattern!r}: four digits (5332) or S-H-D-C with x (4-4-x-x)")
    wanted = np.array(sorted((int(ch) for ch in text), reverse=True))
    return np.all(-np.sort(-lengths, axis=1) == wanted, axis=1)


def _single(name: str, seat: int, arg: str | None, owner: Array) -> Array:
    held = owner == seat
    if name == "hcp":
        return held @ HCP
    if name == "controls":
        return held @ CONTROLS
    if name in _SUITS:
        suit = _SUITS[name]
        return held[:, 13 * suit : 13 * suit + 13].sum(axis=1)
    if name == "jokers":
        return held[:, 52:].sum(axis=1)
    if name == "cards":
        return held.sum(axis=1)
    if name == "losers":
        lengths = _lengths(owner, seat)
        top = held[:, :52].reshape(len(owner), 4, 13)
        ace, king, queen = top[:, :, 12], top[:, :, 11], top[:, :, 10]
        losers = np.minimum(lengths, 3) - ace - king * (lengths >= 2) - queen * (lengths >= 3)
        return losers.sum(axis=1)
    lengths = _lengths(owner, seat)
    if name in ("balanced", "semibalanced"):
        patterns = ["4333", "4432", "5332"] + (["5422", "6322"] if name == "semibalanced" else [])
        ok = np.zeros(len(owner), dtype=bool)
        for pattern in patterns:
            ok |= _shape_match(lengths, pattern)
        return ok
    if name == "shape":
        assert arg is not None
        return _shape_match(lengths, arg)
    if name == "has":
        assert arg is not None
        return held[:, Card.from_str(arg).index]
    raise NotationError(f"unknown function {name!r}")  # pragma: no cover - the parser checks


def evaluate(node: Node, owner: Array, dealer: Any) -> Array:
    """The value of *node* for each deal of the batch (numbers or booleans)."""
    if isinstance(node, Num):
        return np.full(len(owner), node.value, dtype=np.int16)
    if isinstance(node, Call):
        seats = seats_of(node.args[0], dealer.seat_count)
        arg = node.args[1] if len(node.args) > 1 else None
        if len(seats) > 1 and not node.is_number:
            raise NotationError(f"{node.name}() takes one seat, not the side {node.args[0]}")
        values = [_single(node.name, seat, arg, owner) for seat in seats]
        return values[0] if len(values) == 1 else np.sum(values, axis=0)
    if isinstance(node, Arith):
        left, right = evaluate(node.left, owner, dealer), evaluate(node.right, owner, dealer)
        return left + right if node.op == "+" else left - right
    if isinstance(node, Compare):
        return _OPS[node.op](evaluate(node.left, owner, dealer), evaluate(node.right, owner, dealer))
    if isinstance(node, In):
        value = evaluate(node.value, owner, dealer)
        return (value >= node.lo) & (value <= node.hi)
    if isinstance(node, And):
        left = evaluate(node.left, owner, dealer)
        if not left.any():
            return left
        return left & evaluate(node.right, owner, dealer)
    if isinstance(node, Or):
        return evaluate(node.left, owner, dealer) | evaluate(node.right, owner, dealer)
    if isinstance(node, Not):
        return ~evaluate(node.operand, owner, dealer)
    raise NotationError(f"cannot evaluate {node!r}")  # pragma: no cover
