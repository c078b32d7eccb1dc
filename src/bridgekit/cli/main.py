"""The ``bridgekit`` command: play, score, deal, convert, event, score-file, solve, simulate, dealer, serve.

Bad input on the command line or in a file gives one line on stderr and exit code 2,
never a traceback (:func:`guarded`).

>>> main(["score", "4HX", "10", "--vul"])
790
0
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import IO, NoReturn

from bridgekit.errors import BridgeError

__all__ = ["main", "build_parser", "UsageError", "guarded"]

PROG = "bridgekit"


class UsageError(Exception):
    """A command line that argparse rejects (reported in one line, exit code 2)."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and an exception, not a usage dump."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message} (see {self.prog} --help)")


def build_parser() -> Parser:
    """The parser of every subcommand."""
    from bridgekit.cli import convert, deal, dealing, event, play, score, score_file, serve, simulate, solve

    parser = Parser(
        prog=PROG,
        description="Play, score and analyse the bridge family of card games; run club events.",
    )
    parser.add_argument("--version", action="version", version=_version())
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for module in (play, score, deal, convert, event, score_file, solve, simulate, dealing, serve):
        module.add_parser(sub)
    return parser


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"{PROG} {version('bridgekit')}"
    except PackageNotFoundError:  # run from a source tree that was never installed
        return f"{PROG} (not installed)"


def guarded(run: Callable[[], int], stderr: IO[str]) -> int:
    """Run *run*, turning every error a user can cause into one line on *stderr* and exit code 2."""
    try:
        return run()
    except UsageError as error:
        print(str(error), file=stderr)
        return 2
    except BridgeError as error:
        print(f"{PROG}: {_one_line(str(error))}", file=stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly, as other command-line tools do.
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - closed at exit
        return 0
    except OSError as error:
        where = f": {error.filename}" if error.filename else ""
        print(f"{PROG}: {error.strerror or error}{where}", file=stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=stderr)
        return 130
    except Exception as error:  # a bug: still one line for the user, the traceback on request
        if os.environ.get("BRIDGEKIT_DEBUG"):
            raise
        name = type(error).__name__
        print(
            f"{PROG}: internal error: {name}: {_one_line(str(error))} (BRIDGEKIT_DEBUG=1 shows more)",
            file=stderr,
        )
        return 70


def _one_line(text: str) -> str:
    return " ".join(text.split())


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line *argv* (default ``sys.argv[1:]``) and return the exit code."""
    stderr = sys.stderr

    def run() -> int:
        parser = build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as done:  # --help and --version
            return done.code if isinstance(done.code, int) else 0
        if args.command is None:
            parser.print_help(sys.stdout)
            return 0
        code: int = args.run(args)
        return code

    return guarded(run, stderr)


if __name__ == "__main__":
    sys.exit(main())
