"""Bounds on what a reader collects from a bad file, so junk costs little time and memory.

A reader lists at most :data:`BOARD_ERRORS` problems on one board and :data:`FILE_ERRORS` in
one file; past either limit it only counts them, and the board (or the file's last board)
ends with one more error "and N more problems … (not listed)". Quoted input in a message is
cut to :data:`QUOTE` characters.

>>> budget = ErrorBudget()
>>> excerpt("x" * 100)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (100 characters)"
"""

from __future__ import annotations

from typing import Final

from bridgekit.errors import ParseError
from bridgekit.i18n import ngettext

__all__ = ["BOARD_ERRORS", "FILE_ERRORS", "QUOTE", "ErrorBudget", "BoardErrors", "excerpt"]

#: the most problems listed on one board
BOARD_ERRORS: Final = 100
#: the most problems listed in one file
FILE_ERRORS: Final = 1000
#: the most characters of input quoted in one message
QUOTE: Final = 60


def excerpt(text: str) -> str:
    """*text* quoted (``repr``), cut to :data:`QUOTE` characters if longer."""
    if len(text) <= QUOTE:
        return repr(text)
    return f"{text[:QUOTE]!r}… ({len(text)} characters)".replace("'…", "…'", 1)


class ErrorBudget:
    """The count of problems a file has listed so far (shared by its boards)."""

    __slots__ = ("listed", "unlisted")

    def __init__(self) -> None:
        self.listed = 0
        #: problems of pieces that made no board (junk between boards) past the file limit
        self.unlisted = 0


class BoardErrors:
    """The problems of one board: listed up to the limits, then only counted."""

    __slots__ = ("budget", "source", "listed", "more", "more_line")

    def __init__(self, budget: ErrorBudget, source: str | None) -> None:
        self.budget = budget
        self.source = source
        self.listed: list[ParseError] = []
        self.more = 0
        self.more_line: int | None = None

    def add(self, message: str, line: int | None) -> None:
        budget = self.budget
        if len(self.listed) < BOARD_ERRORS and budget.listed < FILE_ERRORS:
            self.listed.append(ParseError(message, line=line, source=self.source))
            budget.listed += 1
            return
        if not self.more:
            self.more_line = line
        self.more += 1

    def __bool__(self) -> bool:
        return bool(self.listed or self.more)

    def closed(self) -> tuple[ParseError, ...]:
        """The listed problems, and "and N more" if some were only counted."""
        if not self.more:
            return tuple(self.listed)
        more = ParseError(
            ngettext(
                "and {count} more problem on this board from here on (not listed)",
                "and {count} more problems on this board from here on (not listed)",
                self.more,
            ).format(count=self.more),
            line=self.more_line,
            source=self.source,
        )
        return (*self.listed, more)


def unlisted_error(count: int, source: str | None) -> ParseError:
    """The error that stands for *count* problems outside any board, past the file limit."""
    return ParseError(
        ngettext(
            "and {count} more problem outside any board (not listed; the file lists {limit} at most)",
            "and {count} more problems outside any board (not listed; the file lists {limit} at most)",
            count,
        ).format(count=count, limit=FILE_ERRORS),
        source=source,
    )
