"""The errors bridgekit raises: all are :class:`ValueError` subclasses.

Messages quote the input and the situation, e.g.
``illegal call 1H by E: the last bid is 1S by N``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TypeVar

from bridgekit.i18n import _

_CITATION = re.compile(r"\bRULES \d|\bLaws? \d")


class BridgeError(ValueError):
    """Base class of every bridgekit error."""


class NotationError(BridgeError):
    """Text that is not a card, call, contract, seat, deal, ..."""


class IllegalActionError(BridgeError):
    """A well-formed action that the rules do not allow in this situation."""


class IllegalCallError(IllegalActionError):
    """A call that is not legal in the auction as it stands."""


class IllegalCardError(IllegalActionError):
    """A card that may not be played now."""


class OutOfTurnError(IllegalActionError):
    """An action by a seat whose turn it is not.

    The message cites the rule of turns, RULES 0.3 (calling and playing go clockwise), unless it
    names a rule of its own.

    >>> str(OutOfTurnError("call 1NT by E out of turn: it is N's turn"))
    "call 1NT by E out of turn: it is N's turn (RULES 0.3)"
    """

    def __init__(self, message: str = "") -> None:
        if message and not cites_rule(message):
            message = f"{message} (RULES 0.3)"
        super().__init__(message)


def cites_rule(message: str) -> bool:
    """Whether *message* names a rule: a RULES section or a Law."""
    return _CITATION.search(message) is not None


_V = TypeVar("_V")


def parse_key(table: Mapping[str, _V], text: str, expected: str) -> _V:
    """The value *table* holds for *text* stripped and upper-cased: the parser of a notation that
    is a fixed set of spellings (a suit, a strain, a seat, a vulnerability).

    >>> parse_key({"N": 0, "NORTH": 0}, " north ", "not a seat: {text}")
    0

    :param expected: the message (marked with ``N_``, translated here) where *table* holds no
        value, ``{text}`` standing for the text quoted
    :raises NotationError: if *table* holds no value for the text
    """
    found = table.get(text.strip().upper())
    if found is None:
        raise NotationError(_(expected).format(text=repr(text)))
    return found


class ParseError(BridgeError):
    """A file (PBN, LIN, JSON) that does not parse.

    :param message: what was expected and what was found
    :param line: the 1-based line number, if known
    :param source: the file name, if known
    """

    def __init__(self, message: str, *, line: int | None = None, source: str | None = None) -> None:
        self.message = message
        self.line = line
        self.source = source
        where = ""
        if source is not None:
            where = f"{source}:"
        if line is not None:
            where += f"{line}:"
        super().__init__(f"{where} {message}" if where else message)
