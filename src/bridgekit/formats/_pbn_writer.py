"""The PBN 2.1 writer behind :mod:`bridgekit.formats.pbn`.

A board is written as its tags in order, its commentary, the auction section with its
notes, the play section (cards in columns by seat, PBN 3.6) with its notes, then the
supplemental tables. What the reader gives back from this text is the same board.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

from bridgekit.calls import Call
from bridgekit.cards import Card
from bridgekit.errors import NotationError
from bridgekit.formats._rules import is_auction_over, trick_winner
from bridgekit.formats.board import Annotation, Board, Table
from bridgekit.i18n import _
from bridgekit.seats import Seat

__all__ = ["write_boards", "write_board"]

HEADER: Final = "% PBN 2.1\n"
_ESCAPE: Final = re.compile(r'\\(?=[\\"]|$)')
_PLAIN_ELEMENT: Final = re.compile(r'[^\s\[\]{};"%]+')
_SEATS: Final = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


def _escape(value: str) -> str:
    """A tag value or string between quotes: ``"`` and a backslash the reader would take
    as an escape are escaped; other backslashes (``Result\\2R``) stay as they are."""
    if "\\" in value:
        value = _ESCAPE.sub(r"\\\\", value)
    return value.replace('"', '\\"')


def _element(value: str) -> str:
    if _PLAIN_ELEMENT.fullmatch(value) and not value.startswith(("#", "=", "$")):
        return value
    return f'"{_escape(value)}"'


def _call_text(call: Call) -> str:
    return "Pass" if call.index == 0 else str(call)


def _marked(token: str, note: Annotation | None, numbers: dict[str, int]) -> str:
    if note is None:
        return token
    if note.irregularity is not None:
        token = "^S" if note.irregularity == "S" else f"^{note.irregularity} {token}"
    if note.alert:
        token += "!"
    if note.note is not None:
        token += f" ={numbers.setdefault(note.note, len(numbers) + 1)}="
    for nag in note.nags:
        token += f" ${nag}"
    return token


def _notes_lines(numbers: dict[str, int]) -> list[str]:
    return [f'[Note "{_escape(f"{number}:{text}")}"]' for text, number in numbers.items()]


def _auction_lines(board: Board) -> list[str]:
    dealer = board.dealer
    if dealer is None:  # Board refuses this; a board built otherwise gets an error, not a crash
        raise NotationError(_("a board with calls needs its dealer (the seat of the first call)"))
    notes = {note.index: note for note in board.notes}
    numbers: dict[str, int] = {}
    tokens = [_marked(_call_text(call), notes.get(i), numbers) for i, call in enumerate(board.auction)]
    if not is_auction_over(board.auction):
        tokens.append("*")
    lines = [f'[Auction "{dealer.letter}"]']
    lines += [" ".join(tokens[i : i + 4]) for i in range(0, len(tokens), 4)]
    return lines + _notes_lines(numbers)


def _play_lines(board: Board) -> list[str]:
    declarer, contract = board.declarer, board.contract
    if declarer is None or contract is None:
        raise NotationError(_("a board with play needs its contract and declarer"))
    first = declarer.lho
    notes = {note.index: note for note in board.play_notes}
    numbers: dict[str, int] = {}
    hands = board.deal.hands if board.deal is not None else None
    rows: list[str] = []
    leader = first
    play: Sequence[Card] = board.play
    for start in range(0, len(play), 4):
        trick = play[start : start + 4]
        lead_note = notes.get(start)
        if lead_note is not None and lead_note.irregularity == "L" and hands is not None:
            for seat in _SEATS:
                if trick[0] in hands[seat]:
                    leader = seat
        row = ["-"] * 4
        for k, card in enumerate(trick):
            row[(leader + k - first) % 4] = _marked(str(card), notes.get(start + k), numbers)
        rows.append(" ".join(row))
        if len(trick) == 4:
            leader = trick_winner(trick, leader, contract.strain)
    if len(play) < 52:
        rows.append("*")
    return [f'[Play "{first.letter}"]', *rows, *_notes_lines(numbers)]


def _table_lines(table: Table) -> list[str]:
    lines = [f'[{table.name} "{_escape(";".join(table.columns))}"]']
    lines += [" ".join(_element(value) for value in row) for row in table.rows]
    return lines


def write_board(board: Board) -> str:
    """The PBN text of one board (no header, no blank line), each line ending in a newline."""
    lines = [f'[{name} "{_escape(value)}"]' for name, value in board.tags.items()]
    for text in board.commentary:
        if "}" not in text:
            lines.append("{" + text + "}")
        elif "\n" not in text:
            lines.append(";" + text)
        else:  # a comment no file can hold: braces end it, lines end a ';' comment
            lines.append("{" + text.replace("}", ")") + "}")
    if board.auction:
        lines += _auction_lines(board)
    if board.play:
        lines += _play_lines(board)
    for table in board.tables:
        lines += _table_lines(table)
    return "\n".join(lines) + "\n"


def write_boards(boards: Iterable[Board]) -> str:
    """The PBN text of a file: a version line, then the boards separated by empty lines."""
    return HEADER + "\n".join(write_board(board) for board in boards)
