"""Bounds checking of a constraint before dealing: a condition that no deal can meet is an error.

Each numeric function gets the interval of values a hand can have (given the pack, the hand
size and the predealt cards); comparisons of intervals are always true, never true or
maybe, and ``and``/``or``/``not`` combine those. A constraint that is never true is
reported at once; one that is merely very unlikely is caught by the dealer's bounded search.

>>> from bridgekit.analysis.dealer.generate import Dealer
>>> from bridgekit.analysis.dealer.generate import ImpossibleConstraintError
>>> try:
...     Dealer("hcp(N) > 37")
... except ImpossibleConstraintError as error:
...     print(error)
constraint 'hcp(N) > 37' can never hold: hcp(N) is 0 to 37
"""

from __future__ import annotations

from typing import Any

from bridgekit.analysis.dealer.features import CONTROLS, HCP, seats_of
from bridgekit.analysis.dealer.language import (
    And,
    Arith,
    Call,
    Compare,
    ImpossibleConstraintError,
    In,
    Node,
    Not,
    Num,
    Or,
)
from bridgekit.cards import CardSet

__all__ = ["check_bounds", "interval"]

Interval = tuple[int, int]


def _seat_interval(name: str, seat: int, dealer: Any) -> Interval:
    pre = dealer.predeal.get(seat, 0)
    slots = dealer.hand_size - pre.bit_count()
    free = [int(i) for i in dealer.free]
    if name in ("hcp", "controls"):
        weights = HCP if name == "hcp" else CONTROLS
        fixed = sum(int(weights[c.index]) for c in CardSet(pre))
        best = sorted((int(weights[i]) for i in free), reverse=True)[:slots]
        return fixed, fixed + sum(best)
    if name in ("clubs", "diamonds", "hearts", "spades"):
        suit = ("clubs", "diamonds", "hearts", "spades").index(name)
        fixed = (pre >> (13 * suit) & 0x1FFF).bit_count()
        available = sum(1 for i in free if i // 13 == suit and i < 52)
        return fixed, fixed + min(available, slots)
    if name == "jokers":
        fixed = (pre >> 52).bit_count()
        return fixed, fixed + min(slots, sum(1 for i in free if i >= 52))
    if name == "cards":
        return dealer.hand_size, dealer.hand_size
    return 0, 12  # losers


def interval(node: Node, dealer: Any) -> Interval:
    """The values a numeric expression can take."""
    if isinstance(node, Num):
        return node.value, node.value
    if isinstance(node, Call):
        parts = [_seat_interval(node.name, s, dealer) for s in seats_of(node.args[0], dealer.seat_count)]
        return sum(p[0] for p in parts), sum(p[1] for p in parts)
    if isinstance(node, Arith):
        (a, b), (c, d) = interval(node.left, dealer), interval(node.right, dealer)
        return (a + c, b + d) if node.op == "+" else (a - d, b - c)
    raise TypeError(node)


def _truth(node: Node, dealer: Any) -> bool | None:
    """True: always holds; False: never; None: maybe."""
    if isinstance(node, And):
        left, right = _truth(node.left, dealer), _truth(node.right, dealer)
        if left is False or right is False:
            return False
        return True if left and right else None
    if isinstance(node, Or):
        left, right = _truth(node.left, dealer), _truth(node.right, dealer)
        if left or right:
            return True
        return False if left is False and right is False else None
    if isinstance(node, Not):
        inner = _truth(node.operand, dealer)
        return None if inner is None else not inner
    if isinstance(node, In):
        lo, hi = interval(node.value, dealer)
        if hi < node.lo or lo > node.hi:
            return False
        return True if node.lo <= lo and hi <= node.hi else None
    if isinstance(node, Compare):
        (a, b), (c, d) = interval(node.left, dealer), interval(node.right, dealer)
        always = {
            "<": b < c,
            "<=": b <= c,
            ">": a > d,
            ">=": a >= d,
            "==": a == b == c == d,
            "!=": b < c or a > d,
        }
        never = {
            "<": a >= d,
            "<=": a > d,
            ">": b <= c,
            ">=": b < c,
            "==": b < c or a > d,
            "!=": a == b == c == d,
        }
        if never[node.op]:
            return False
        return True if always[node.op] else None
    return None


def _explain(node: Node, dealer: Any) -> str:
    """The first numeric call whose interval makes the condition fail, in words."""
    for child in _walk(node):
        if isinstance(child, Call) and child.is_number:
            lo, hi = interval(child, dealer)
            return f"{child.name}({child.args[0]}) is {lo} to {hi}"
    return "its parts contradict each other"


def _walk(node: Node) -> list[Node]:
    found = [node]
    for name in ("left", "right", "operand", "value"):
        child = getattr(node, name, None)
        if isinstance(child, Node):
            found.extend(_walk(child))
    return found


def check_bounds(node: Node, dealer: Any) -> None:
    """Raise if *node* can never hold.

    :raises ImpossibleConstraintError: naming the constraint and the bound it breaks
    """
    if _truth(node, dealer) is False:
        text = dealer.text if dealer.text is not None else repr(node)
        raise ImpossibleConstraintError(f"constraint {text!r} can never hold: {_explain(node, dealer)}")
