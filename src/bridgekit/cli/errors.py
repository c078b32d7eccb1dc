"""Errors a user can cause, as one line on stderr, for the subcommands that name themselves
(``bridgekit event: …``, ``bridgekit score-file: …``)."""

from __future__ import annotations

import sys
from collections.abc import Callable

from bridgekit.errors import BridgeError

__all__ = ["one_line_errors"]


def one_line_errors(prog: str, run: Callable[[], int]) -> int:
    """Run *run*; a :class:`~bridgekit.errors.BridgeError` or an unreadable file becomes one line
    ``prog: …`` on stderr and exit code 2.

    >>> from bridgekit.errors import NotationError
    >>> def fails() -> int:
    ...     raise NotationError("not a board")
    >>> one_line_errors("bridgekit x", fails)
    2
    """
    try:
        return run()
    except BridgeError as error:
        print(f"{prog}: {' '.join(str(error).split())}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        raise  # the reader went away (``| head``): the main command stops quietly
    except OSError as error:
        print(f"{prog}: {error.strerror or error}: {error.filename or ''}", file=sys.stderr)
        return 2
