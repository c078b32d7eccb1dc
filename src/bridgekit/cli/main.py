"""The ``bridgekit`` command: play, serve, score, deal, convert, event, score-file, solve, simulate,
dealer, match.

Bad input on the command line or in a file gives one line on stderr and exit code 2,
never a traceback (:func:`guarded`). A command imports only the module of its subcommand
(:data:`COMMANDS`), so ``bridgekit score`` or ``bridgekit --help`` starts at once.

>>> main(["score", "4HX", "10", "--vul"])
790
0
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import IO, Any, Final, NoReturn

from bridgekit.errors import BridgeError
from bridgekit.i18n import N_, _

__all__ = ["main", "build_parser", "subcommand", "UsageError", "guarded", "COMMANDS"]

PROG = "bridgekit"

#: Each subcommand: the module of ``bridgekit.cli`` that builds its parser and runs it, and its
#: one-line help for ``bridgekit --help`` and the module's (:func:`subcommand`).
COMMANDS: Final[dict[str, tuple[str, str]]] = {
    "play": ("play", N_("play against three robots in the terminal")),
    "score": ("score", N_("score a contract, or a sequence of results on a score sheet")),
    "deal": ("deal", N_("print seeded random deals as PBN boards")),
    "convert": ("convert", N_("convert board files between PBN, LIN and JSON")),
    "event": ("event", N_("run a club event: new, movement, enter, score, publish, export, import")),
    "score-file": (
        "score_file",
        N_("score a PBN results file (many table results per board) into MP%% or IMPs"),
    ),
    "solve": ("solve", N_("double-dummy tables and par of the boards of a PBN file")),
    "simulate": ("simulate", N_("run constrained deals through double dummy (on Dask)")),
    "dealer": ("dealing", N_("deals that satisfy a constraint, one PBN deal per line")),
    "match": ("match", N_("a two-room team match between two robots (IMPs, confidence interval, Butler)")),
    "serve": ("serve", N_("play in a browser: a table server with a lobby, robots and invite links")),
}


def subcommand(
    sub: Any,
    name: str,
    run: Callable[[argparse.Namespace], int],
    description: str,
    *,
    epilog: str | None = None,
) -> argparse.ArgumentParser:
    """Add the subcommand *name* to *sub* (the ``bridgekit`` parser's subparsers) and return its
    parser: its one-line help from :data:`COMMANDS`, its *description* (and *epilog*) for its own
    ``--help``, run by *run*."""
    parser: argparse.ArgumentParser = sub.add_parser(
        name, help=_(COMMANDS[name][1]), description=description, epilog=epilog
    )
    parser.set_defaults(run=run)
    return parser


class UsageError(Exception):
    """A command line that argparse rejects (reported in one line, exit code 2)."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and an exception, not a usage dump."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(_("{prog}: {message} (see {prog} --help)").format(prog=self.prog, message=message))


def build_parser(argv: Sequence[str] | None = None) -> Parser:
    """The parser of every subcommand.

    Given the command line *argv*, only the subcommand it names is built in full (its module
    imported); the others are listed by name and help, which is all ``--help`` shows of them.
    """
    from bridgekit.cli.argparse_words import speak

    speak()
    wanted: set[str | None] = set(COMMANDS) if argv is None else {_command_name(argv)}
    parser = Parser(
        prog=PROG,
        description=_("Play, score and analyse the bridge family of card games; run club events."),
    )
    parser.add_argument("--version", action=_Version, help=_("show the version and exit"))
    parser.add_argument(
        "--lang",
        help=_("language: en, ru, bg, sk, pl (default BRIDGEKIT_LANG or the locale); any command"),
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name, (module, help_text) in COMMANDS.items():
        if name in wanted:
            importlib.import_module(f"bridgekit.cli.{module}").add_parser(sub)
        else:
            sub.add_parser(name, help=_(help_text))
    return parser


def _command_name(argv: Sequence[str]) -> str | None:
    """The subcommand of *argv*: its first word that is not an option."""
    return next((word for word in argv if not word.startswith("-")), None)


class _Version(argparse.Action):
    """``--version``, looked up only when asked for (importlib.metadata is slow to import)."""

    def __init__(
        self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kwargs: object
    ) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=str(kwargs["help"]))

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        print(_version())
        parser.exit()


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"{PROG} {version('bridgekit')}"
    except PackageNotFoundError:  # run from a source tree that was never installed
        return _("{prog} (not installed)").format(prog=PROG)


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
        print(_("{prog}: interrupted").format(prog=PROG), file=stderr)
        return 130
    except Exception as error:  # a bug: still one line for the user, the traceback on request
        if os.environ.get("BRIDGEKIT_DEBUG"):
            raise
        name = type(error).__name__
        print(
            _("{prog}: internal error: {name}: {error} (BRIDGEKIT_DEBUG=1 shows more)").format(
                prog=PROG, name=name, error=_one_line(str(error))
            ),
            file=stderr,
        )
        return 70


def _take_language(words: list[str]) -> list[str]:
    """Choose the language (``--lang`` anywhere on the line, else BRIDGEKIT_LANG or the locale)
    and return the words without ``--lang``, so every command takes it."""
    import bridgekit.i18n as i18n

    explicit: str | None = None
    rest: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--lang":
            if index + 1 >= len(words):
                raise UsageError(
                    _("{prog}: --lang needs a language ({languages})").format(
                        prog=PROG, languages=", ".join(i18n.LANGUAGES)
                    )
                )
            explicit, index = words[index + 1], index + 2
            continue
        if word.startswith("--lang="):
            explicit = word.partition("=")[2]
        else:
            rest.append(word)
        index += 1
    try:
        i18n.set_language(i18n.choose(explicit))
    except ValueError as error:
        raise UsageError(f"{PROG}: {error}") from None
    return rest


def _one_line(text: str) -> str:
    return " ".join(text.split())


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line *argv* (default ``sys.argv[1:]``) and return the exit code."""
    stderr = sys.stderr

    def run() -> int:
        words = _take_language(list(sys.argv[1:] if argv is None else argv))
        parser = build_parser(words)
        try:
            args = parser.parse_args(words)
        except SystemExit as done:  # --help and --version
            return done.code if isinstance(done.code, int) else 0
        if args.command is None:
            parser.print_help(sys.stdout)
            return 0
        code: int = args.run(args)
        return code

    from bridgekit.i18n import language, using

    with using(language()):  # the language chosen for this command ends with it
        return guarded(run, stderr)


if __name__ == "__main__":
    sys.exit(main())
