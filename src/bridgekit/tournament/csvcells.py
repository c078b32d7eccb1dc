"""CSV cells that a spreadsheet shows as text, never runs as a formula (CSV injection).

Spreadsheets read a cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
return as a formula: a pair named ``=HYPERLINK("http://…","Click")`` would run in the
director's spreadsheet. Such a text cell is written with a leading apostrophe (``'``), which
spreadsheets show as text and hide; numbers (``-150``, ``-3.50``) are written as they are.

>>> [cell(v) for v in ["=HYPERLINK(\\"x\\")", "+1 555", "@SUM(A1)", "-150", "-3.50", -150, "Ann - Bob"]]
['\\'=HYPERLINK("x")', "'+1 555", "'@SUM(A1)", '-150', '-3.50', -150, 'Ann - Bob']
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final, TypeVar

__all__ = ["cell", "row"]

_FORMULA_START: Final = ("=", "+", "-", "@", "\t", "\r", "\n")
_NUMBER: Final = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")

_V = TypeVar("_V")


def cell(value: _V) -> _V | str:
    """*value*, or a text that starts like a formula with an apostrophe before it."""
    if isinstance(value, str) and value.startswith(_FORMULA_START) and not _NUMBER.fullmatch(value):
        return "'" + value
    return value


def row(values: Iterable[object]) -> list[object]:
    """Every cell of a CSV row made safe with :func:`cell`."""
    return [cell(value) for value in values]
