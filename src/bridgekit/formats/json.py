"""Boards as plain JSON: ``load``/``loads``/``dump``/``dumps``, exact both ways.

Values use their text forms: cards ``SA``, calls ``1NT``/``P``/``X``/``XX``, contracts
``4HX``, seats ``N``, vulnerability ``None``/``NS``/``EW``/``All``, deals as PBN deal strings.

>>> from bridgekit import Call, Seat
>>> board = Board(number=2, dealer=Seat.EAST, auction=(Call.from_str("1S"),))
>>> text = dumps([board])
>>> loads(text) == [board]
True
"""

from __future__ import annotations

import json as _json
from collections.abc import Iterable
from typing import IO, Any

from bridgekit.calls import Call, Contract
from bridgekit.cards import Card
from bridgekit.deal import Deal
from bridgekit.errors import NotationError, ParseError
from bridgekit.formats._text import read_text
from bridgekit.formats.board import Annotation, Board, Table
from bridgekit.i18n import _
from bridgekit.seats import Seat, Vulnerability

__all__ = ["load", "loads", "dump", "dumps", "board_to_dict", "board_from_dict"]


def _note_dict(note: Annotation) -> dict[str, Any]:
    return {
        "index": note.index,
        "note": note.note,
        "alert": note.alert,
        "nags": list(note.nags),
        "irregularity": note.irregularity,
    }


def board_to_dict(board: Board) -> dict[str, Any]:
    """A board as a dictionary of JSON values."""
    return {
        "number": board.number,
        "deal": None if board.deal is None else board.deal.pbn(),
        "dealer": None if board.dealer is None else board.dealer.letter,
        "vulnerability": None if board.vulnerability is None else str(board.vulnerability),
        "auction": [str(call) for call in board.auction],
        "notes": [_note_dict(note) for note in board.notes],
        "play": [str(card) for card in board.play],
        "play_notes": [_note_dict(note) for note in board.play_notes],
        "contract": None if board.contract is None else str(board.contract),
        "declarer": None if board.declarer is None else board.declarer.letter,
        "tricks": board.tricks,
        "score": board.score,
        "tags": dict(board.tags),
        "tables": [
            {"name": t.name, "columns": list(t.columns), "rows": [list(r) for r in t.rows]}
            for t in board.tables
        ],
        "commentary": list(board.commentary),
        "errors": [{"message": e.message, "line": e.line, "source": e.source} for e in board.errors],
    }


def _optional(value: Any, parse: Any) -> Any:
    return None if value is None else parse(value)


def _note(data: dict[str, Any]) -> Annotation:
    return Annotation(
        int(data["index"]),
        data.get("note"),
        bool(data.get("alert", False)),
        tuple(int(n) for n in data.get("nags", ())),
        data.get("irregularity"),
    )


def _int(value: Any) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise NotationError(_("not an integer: {value}").format(value=repr(value)))
    return value


def board_from_dict(data: dict[str, Any]) -> Board:
    """The board of a dictionary made by :func:`board_to_dict`.

    :raises NotationError: for a value that is not the text form it should be
    """
    try:
        return Board(
            number=_int(data.get("number")),
            deal=_optional(data.get("deal"), Deal.from_pbn),
            dealer=_optional(data.get("dealer"), Seat.from_str),
            vulnerability=_optional(data.get("vulnerability"), Vulnerability.from_str),
            auction=tuple(Call.from_str(c) for c in data.get("auction", ())),
            notes=tuple(_note(n) for n in data.get("notes", ())),
            play=tuple(Card.from_str(c) for c in data.get("play", ())),
            play_notes=tuple(_note(n) for n in data.get("play_notes", ())),
            contract=_optional(data.get("contract"), Contract.from_str),
            declarer=_optional(data.get("declarer"), Seat.from_str),
            tricks=_int(data.get("tricks")),
            score=_int(data.get("score")),
            tags={str(k): str(v) for k, v in data.get("tags", {}).items()},
            tables=tuple(
                Table(t["name"], tuple(t["columns"]), tuple(tuple(r) for r in t["rows"]))
                for t in data.get("tables", ())
            ),
            commentary=tuple(str(c) for c in data.get("commentary", ())),
            errors=tuple(
                ParseError(e["message"], line=e.get("line"), source=e.get("source"))
                for e in data.get("errors", ())
            ),
        )
    except (KeyError, TypeError, AttributeError, ValueError, RecursionError) as error:
        if isinstance(error, RecursionError):
            raise NotationError(_("not a board: values nested too deeply")) from None
        if isinstance(error, NotationError):
            raise
        raise NotationError(_("not a board: {error}").format(error=repr(error))) from None


def loads(text: str) -> list[Board]:
    """The boards of a JSON text: a list of board objects.

    :raises ParseError: for text that is not JSON or a board that is not valid
    """
    try:
        data = _json.loads(text)
    except ValueError as error:
        line = getattr(error, "lineno", None)
        raise ParseError(
            _("not JSON: {error}").format(error=getattr(error, "msg", error)), line=line
        ) from None
    except RecursionError:  # '[' * 100000: Python's parser gives up, as a board never nests so deep
        raise ParseError(_("not JSON boards: arrays or objects nested too deeply")) from None
    if isinstance(data, dict):
        data = data.get("boards", [data])
    if not isinstance(data, list):
        raise ParseError(_("not a list of boards"))
    boards = []
    for i, item in enumerate(data):
        if not isinstance(item, dict):
            raise ParseError(_("board {number}: not an object").format(number=i + 1))
        try:
            boards.append(board_from_dict(item))
        except NotationError as error:
            raise ParseError(_("board {number}: {error}").format(number=i + 1, error=error)) from None
    return boards


def load(fp: IO[Any]) -> list[Board]:
    """The boards of an open JSON file.

    :raises ParseError: for a file that is not JSON boards
    """
    text, name = read_text(fp)
    try:
        return loads(text)
    except ParseError as error:
        raise ParseError(error.message, line=error.line, source=name) from None


def dumps(boards: Iterable[Board], *, indent: int | None = 1) -> str:
    """The JSON text of *boards*: a list of objects."""
    return _json.dumps([board_to_dict(b) for b in boards], indent=indent, ensure_ascii=False) + "\n"


def dump(boards: Iterable[Board], fp: IO[str], *, indent: int | None = 1) -> None:
    """Write the JSON text of *boards* to an open text file."""
    fp.write(dumps(boards, indent=indent))
