"""Board files: PBN, LIN and JSON, read into and written from :class:`Board` records.

The format is chosen by the file extension: ``.pbn``, ``.lin`` or ``.json``.
Reading is lenient (a bad board keeps its :attr:`~Board.errors`); ``strict=True`` raises.
Only :class:`~bridgekit.errors.ParseError` and :class:`~bridgekit.errors.NotationError`
come out for bad input, also for a file that cannot be opened or decoded.

>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write(folder / "one.pbn", [Board(number=1)])
>>> convert(folder / "one.pbn", folder / "one.json")
1
>>> [board.number for board in read(folder / "one.json")]
[1]
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

from bridgekit.errors import NotationError, ParseError
from bridgekit.formats import json, lin, pbn
from bridgekit.formats._text import UTF8, detect
from bridgekit.formats.board import Annotation, Board, Table
from bridgekit.i18n import _

__all__ = [
    "Annotation",
    "Board",
    "Table",
    "read",
    "read_file",
    "write",
    "convert",
    "format_of",
    "pbn",
    "lin",
    "json",
    "UTF8",
    "detect",
]

_FORMATS: dict[str, ModuleType] = {".pbn": pbn, ".lin": lin, ".json": json}


def format_of(path: str | os.PathLike[str]) -> str:
    """The format name of a path by its extension: ``pbn``, ``lin`` or ``json``.

    :raises NotationError: for another extension

    >>> format_of("club.PBN")
    'pbn'
    """
    suffix = Path(path).suffix.lower()
    if suffix not in _FORMATS:
        what = suffix or str(path)
        raise NotationError(
            _("unknown board file format {what} (expected .pbn, .lin or .json)").format(what=repr(what))
        )
    return suffix[1:]


def read(path: str | os.PathLike[str], *, strict: bool = False) -> list[Board]:
    """The boards of a PBN, LIN or JSON file (in any encoding :func:`read_file` detects).

    :param strict: raise the first error instead of keeping it on its board
    :raises ParseError: for a file that cannot be read, or (strict) the first bad board
    :raises NotationError: for an unknown extension
    """
    return read_file(path, strict=strict)[0]


def read_file(path: str | os.PathLike[str], *, strict: bool = False) -> tuple[list[Board], str]:
    """The boards of a PBN, LIN or JSON file and the encoding it was read in.

    The encoding is found from a byte-order mark (UTF-8, UTF-16, UTF-32), zero bytes (UTF-16
    without a mark), else UTF-8 if the bytes are valid UTF-8, else Latin-1; the label says which
    (:data:`UTF8` for plain UTF-8) so that a program can tell its user what was assumed.

    :raises ParseError: for a file that cannot be read, or (strict) the first bad board
    :raises NotationError: for an unknown extension
    """
    name = format_of(path)
    try:
        text, encoding = detect(Path(path).read_bytes())
    except OSError as error:
        raise ParseError(
            _("cannot read the file: {error}").format(error=error.strerror or error), source=str(path)
        ) from None
    if name == "json":
        try:
            return json.loads(text), encoding
        except ParseError as error:
            raise ParseError(error.message, line=error.line, source=str(path)) from None
    module = pbn if name == "pbn" else lin
    boards: list[Board] = module.loads(text, strict=strict, source=str(path))
    return boards, encoding


def write(path: str | os.PathLike[str], boards: Iterable[Board]) -> None:
    """Write *boards* to a PBN, LIN or JSON file (PBN with CR LF line ends, as its export format).

    :raises NotationError: for an unknown extension
    :raises ParseError: if the file cannot be written
    """
    name = format_of(path)
    text = _FORMATS["." + name].dumps(list(boards))
    try:
        with open(path, "w", encoding="utf-8", newline="\r\n" if name == "pbn" else "\n") as fp:
            fp.write(text)
    except OSError as error:
        raise ParseError(
            _("cannot write the file: {error}").format(error=error.strerror or error), source=str(path)
        ) from None


def convert(source: str | os.PathLike[str], target: str | os.PathLike[str], *, strict: bool = False) -> int:
    """Read *source* and write its boards to *target*, each format by its extension.

    :returns: the number of boards converted
    :raises ParseError: for a file that cannot be read or written, or (strict) a bad board
    :raises NotationError: for an unknown extension
    """
    format_of(target)
    boards = read(source, strict=strict)
    write(target, boards)
    return len(boards)
