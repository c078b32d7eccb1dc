"""PBN 2.1 (Portable Bridge Notation): ``load``/``loads``/``dump``/``dumps`` like :mod:`json`.

Reading is lenient: a board that does not parse keeps what could be read and lists the
problems in :attr:`Board.errors <bridgekit.formats.board.Board.errors>` (each a
:class:`~bridgekit.errors.ParseError` with its line number); the other boards are not
affected. ``strict=True`` raises the first error instead.

The reader follows the standard: tags in any order, ``%`` escape lines, ``;`` and ``{}``
comments, the ``#`` and ``##`` inheritance of tag values, auction sections with notes
(``=1=``), suffixes (``!`` is read as an alert), NAGs, ``AP``, ``-``, ``*`` and ``+``,
play sections in columns by seat, irregularities (``^I ^S ^R ^L``), and supplemental
tables (``OptimumResultTable``, ``ScoreTable`` …), which are kept and written back.

>>> text = '''[Board "1"]
... [Dealer "N"]
... [Vulnerable "None"]
... [Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
... [Declarer "N"]
... [Contract "3NT"]
... [Result "9"]
... [Auction "N"]
... 1NT Pass 3NT =1= AP
... [Note "1:to play"]
... '''
>>> [board] = loads(text)
>>> board.contract, board.tricks, [str(call) for call in board.auction], board.notes[0].note
(Contract.from_str('3NT'), 9, ['1NT', 'P', '3NT', 'P', 'P', 'P'], 'to play')
>>> loads(dumps([board])) == [board]
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import IO, Any

from bridgekit.deal import collector_paused
from bridgekit.formats._pbn_reader import read_boards
from bridgekit.formats._pbn_writer import write_board, write_boards
from bridgekit.formats._text import read_text
from bridgekit.formats.board import Board

__all__ = ["load", "loads", "dump", "dumps", "write_board"]


def loads(text: str, *, strict: bool = False, source: str | None = None) -> list[Board]:
    """The boards of a PBN text.

    :param strict: raise the first error instead of keeping it on its board
    :param source: the file name to put in error messages
    :raises ParseError: only with ``strict=True``, for the first problem in the text

    >>> [board.number for board in loads('[Board "1"]\\n\\n[Board "x"]\\n')]
    [1, None]
    >>> loads('[Board "x"]', strict=True)
    Traceback (most recent call last):
    ...
    bridgekit.errors.ParseError: 1: not a board number: 'x' (expected a positive integer)
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    # The boards hold no reference cycles: the collector's passes over a growing heap of new
    # boards would only make the cost per board grow with the file (issue 18).
    with collector_paused():
        boards = read_boards(text, source=source)
    if strict:
        errors = [error for board in boards for error in board.errors]
        if errors:
            raise min(errors, key=lambda error: error.line or 0)
    return boards


def load(fp: IO[Any], *, strict: bool = False) -> list[Board]:
    """The boards of an open PBN file, text or binary (UTF-8, else Latin-1).

    :raises ParseError: only with ``strict=True``, for the first problem in the file
    """
    text, name = read_text(fp)
    return loads(text, strict=strict, source=name)


def dumps(boards: Iterable[Board]) -> str:
    """The PBN text of *boards*.

    >>> print(dumps([Board(number=7)]), end="")
    % PBN 2.1
    [Board "7"]
    """
    return write_boards(boards)


def dump(boards: Iterable[Board], fp: IO[str]) -> None:
    """Write the PBN text of *boards* to an open text file."""
    fp.write(write_boards(boards))
