"""The constraint language of the dealer: a small expression language over hands.

An expression combines comparisons with ``and``, ``or``, ``not`` and parentheses::

    hcp(N) in 15..17 and balanced(N)
    spades(S) >= 5 and hcp(NS) >= 25 and not shape(W, "4-4-x-x")
    (hearts(E) >= 6 or spades(E) >= 6) and losers(E) <= 6 and controls(W) >= 3

Seats are ``N E S W`` (four-seat games) or ``0`` … ``n-1``; a side (``NS``, ``EW``) adds up
its seats' values. Functions: ``hcp``, ``spades`` ``hearts`` ``diamonds`` ``clubs`` (suit
lengths), ``controls`` (A = 2, K = 1), ``losers`` (losing-trick count), ``jokers``,
``balanced`` (4333, 4432, 5332), ``semibalanced`` (also 5422, 6322), ``shape(seat, pattern)``
(``"5332"`` in any suit order; ``"4-4-x-x"`` or ``"5-x-x-x"`` in the order S-H-D-C, ``x``
any length), ``has(seat, "SA")`` (the card is in the hand). Numbers compare with
``< <= > >= == !=``, may be chained (``15 <= hcp(N) <= 17``), added and subtracted, and
``x in a..b`` is ``a <= x <= b``.

>>> tree = parse("hcp(N) in 15..17 and balanced(N)")
>>> tree
And(In(Call('hcp', ('N',)), 15, 17), Call('balanced', ('N',)))
>>> parse("hcp(N) >")
Traceback (most recent call last):
...
bridgekit.errors.NotationError: constraint 'hcp(N) >': expected a number or a function at the end
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Final

from bridgekit.errors import BridgeError, NotationError

__all__ = [
    "ImpossibleConstraintError",
    "seat_index",
    "Node",
    "Call",
    "Num",
    "Compare",
    "In",
    "And",
    "Or",
    "Not",
    "Arith",
    "parse",
    "FUNCTIONS",
]

#: each function and whether it gives a number (True) or a yes/no (False), and whether it takes an
#: extra text argument: the counts, the two balance tests, then ``shape`` and ``has`` (which read a text)
FUNCTIONS: Final = {
    **dict.fromkeys(
        ("hcp", "spades", "hearts", "diamonds", "clubs", "controls", "losers", "jokers", "cards"),
        (True, False),
    ),
    **dict.fromkeys(("balanced", "semibalanced"), (False, False)),
    **dict.fromkeys(("shape", "has"), (False, True)),
}


class Node:
    """A node of a parsed constraint; its ``repr`` is its class and fields, in order."""

    is_number = False

    def __repr__(self) -> str:
        values = ", ".join(repr(getattr(self, field.name)) for field in fields(self))  # type: ignore[arg-type]
        return f"{type(self).__name__}({values})"


@dataclass(frozen=True, repr=False)
class Num(Node):
    value: int
    is_number = True

    def __repr__(self) -> str:
        return str(self.value)


@dataclass(frozen=True, repr=False)
class Call(Node):
    name: str
    args: tuple[str, ...]

    @property
    def is_number(self) -> bool:  # type: ignore[override]
        return FUNCTIONS[self.name][0]


@dataclass(frozen=True, repr=False)
class Arith(Node):
    op: str
    left: Node
    right: Node
    is_number = True


@dataclass(frozen=True, repr=False)
class Compare(Node):
    op: str
    left: Node
    right: Node


@dataclass(frozen=True, repr=False)
class In(Node):
    value: Node
    lo: int
    hi: int


@dataclass(frozen=True, repr=False)
class And(Node):
    left: Node
    right: Node


@dataclass(frozen=True, repr=False)
class Or(Node):
    left: Node
    right: Node


@dataclass(frozen=True, repr=False)
class Not(Node):
    operand: Node


_TOKEN = re.compile(
    r'\s*(?:(\d+)|("[^"]*"|\'[^\']*\')|(\.\.|<=|>=|==|!=|[<>()+,\-])|([A-Za-z_][A-Za-z_0-9]*))'
)


def _tokens(text: str) -> list[str]:
    tokens: list[str] = []
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None or match.end() == pos:
            raise NotationError(f"constraint {text!r}: cannot read {text[pos:].strip()[:10]!r}")
        tokens.append(match.group(0).strip())
        pos = match.end()
    return tokens


#: the deepest nesting of parentheses and ``not`` a constraint may have
MAX_NESTING: Final = 50
#: the most tokens (numbers, names, operators) a constraint may have
MAX_TOKENS: Final = 1000


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = _tokens(text)
        self.pos = 0
        self.depth = 0
        if len(self.tokens) > MAX_TOKENS:
            raise NotationError(
                f"constraint {text[:40]!r}…: {len(self.tokens)} tokens, more than the {MAX_TOKENS} allowed"
            )

    def nest(self) -> None:
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise NotationError(
                f"constraint {self.text[:40]!r}…: parentheses and 'not' nested more than {MAX_NESTING} deep"
            )

    def error(self, expected: str) -> NotationError:
        where = f"at {self.tokens[self.pos]!r}" if self.pos < len(self.tokens) else "at the end"
        return NotationError(f"constraint {self.text!r}: expected {expected} {where}")

    def peek(self) -> str | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, token: str | None = None) -> str:
        current = self.peek()
        if current is None or (token is not None and current.lower() != token):
            raise self.error(repr(token) if token else "more")
        self.pos += 1
        return current

    def parse(self) -> Node:
        node = self.or_expr()
        if self.peek() is not None:
            raise self.error("'and', 'or' or the end")
        if node.is_number:
            raise NotationError(f"constraint {self.text!r}: a number is not a condition (compare it)")
        return node

    def joined(self, word: str, operand: Callable[[], Node], join: Callable[[Node, Node], Node]) -> Node:
        """Operands joined left to right by ``word`` (``and``, ``or``)."""
        node = operand()
        while (self.peek() or "").lower() == word:
            self.take()
            node = join(node, operand())
        return node

    def or_expr(self) -> Node:
        return self.joined("or", self.and_expr, Or)

    def and_expr(self) -> Node:
        return self.joined("and", self.not_expr, And)

    def not_expr(self) -> Node:
        if (self.peek() or "").lower() == "not":
            self.take()
            self.nest()
            node = Not(self.not_expr())
            self.depth -= 1
            return node
        return self.comparison()

    def comparison(self) -> Node:
        left = self.sum()
        if (self.peek() or "").lower() == "in":
            self.take()
            lo = self.number()
            self.take("..")
            return In(left, lo, self.number())
        node: Node | None = None
        while self.peek() in ("<", "<=", ">", ">=", "==", "!="):
            op = self.take()
            right = self.sum()
            if not (left.is_number and right.is_number):
                raise NotationError(f"constraint {self.text!r}: {op} compares numbers")
            step = Compare(op, left, right)
            node = step if node is None else And(node, step)
            left = right
        return node if node is not None else left

    def number(self) -> int:
        token = self.peek()
        if token is None or not token.isdigit():
            raise self.error("a number")
        self.take()
        return int(token)

    def sum(self) -> Node:
        node = self.atom()
        while self.peek() in ("+", "-"):
            op = self.take()
            right = self.atom()
            if not (node.is_number and right.is_number):
                raise NotationError(f"constraint {self.text!r}: {op} adds numbers")
            node = Arith(op, node, right)
        return node

    def atom(self) -> Node:
        token = self.peek()
        if token is None:
            raise self.error("a number or a function")
        if token.isdigit():
            return Num(self.number())
        if token == "(":
            self.take()
            self.nest()
            node = self.or_expr()
            self.take(")")
            self.depth -= 1
            return node
        name = token.lower()
        if name not in FUNCTIONS:
            raise NotationError(
                f"constraint {self.text!r}: unknown function {token!r} (functions: {', '.join(FUNCTIONS)})"
            )
        self.take()
        self.take("(")
        seat = self.take()
        args = [seat.upper()]
        if FUNCTIONS[name][1]:
            self.take(",")
            text = self.take()
            if text[:1] not in "\"'":
                raise self.error("a quoted text")
            args.append(text[1:-1])
        self.take(")")
        return Call(name, tuple(args))


def parse(text: str) -> Node:
    """Parse a constraint.

    :raises NotationError: with the text and the place where it went wrong
    """
    if not text.strip():
        raise NotationError("constraint '': empty")
    return _Parser(text).parse()


SEAT_LETTERS: Final = "NESW"


class ImpossibleConstraintError(BridgeError):
    """No deal can satisfy the constraints (or none turned up in the allowed number of tries)."""


def seat_index(text: str, seat_count: int) -> int:
    """The seat of ``N``/``E``/``S``/``W`` (four seats) or a number.

    :raises NotationError: for anything else
    """
    key = text.strip().upper()
    if seat_count == 4 and key in SEAT_LETTERS and key:
        return SEAT_LETTERS.index(key)
    if key.isdigit() and int(key) < seat_count:
        return int(key)
    names = "N, E, S, W" if seat_count == 4 else f"0 to {seat_count - 1}"
    raise NotationError(f"not a seat: {text!r} (seats: {names})")
