"""``bridgekit convert IN OUT``: PBN ↔ LIN ↔ JSON by extension; ``-`` for stdin/stdout with ``--from/--to``.

>>> fmt_of("-", None, "--from")
Traceback (most recent call last):
...
bridgekit.errors.NotationError: reading '-' needs --from pbn|lin|json
"""

from __future__ import annotations

import argparse
import json as stdjson
import sys
from typing import Any

import bridgekit.formats as formats
from bridgekit.cli.main import subcommand
from bridgekit.errors import NotationError, ParseError
from bridgekit.formats import Board
from bridgekit.i18n import _, ngettext

__all__ = ["add_parser", "run", "fmt_of"]

FORMATS = ("pbn", "lin", "json")


def add_parser(sub: Any) -> argparse.ArgumentParser:
    parser = subcommand(
        sub,
        "convert",
        run,
        description=_(
            "Convert board files between PBN, LIN and JSON, each format by its extension. "
            "Use - for stdin or stdout, with --from or --to."
        ),
    )
    parser.add_argument("source", metavar="IN", help=_("input file, or - for stdin"))
    parser.add_argument("target", metavar="OUT", help=_("output file, or - for stdout"))
    parser.add_argument(
        "--from", dest="source_format", choices=FORMATS, help=_("input format (needed with -)")
    )
    parser.add_argument(
        "--to", dest="target_format", choices=FORMATS, help=_("output format (needed with -)")
    )
    parser.add_argument("--strict", action="store_true", help=_("stop at the first bad board"))
    parser.add_argument("--json", action="store_true", help=_("print a JSON report of the conversion"))
    parser.add_argument(
        "--crlf", action="store_true", help=_("CR LF line ends (PBN's export format); default LF, as 'deal'")
    )
    return parser


def fmt_of(path: str, given: str | None, option: str) -> str:
    """The format of *path*: *given* if set, else by extension.

    :raises NotationError: for ``-`` without a format, or an unknown extension
    """
    if given is not None:
        return given
    if path == "-":
        needs = (
            _("reading '-' needs {option} pbn|lin|json")
            if option == "--from"
            else _("writing '-' needs {option} pbn|lin|json")
        )
        raise NotationError(needs.format(option=option))
    return formats.format_of(path)


def _by_extension(path: str, fmt: str) -> bool:
    try:
        return formats.format_of(path) == fmt
    except NotationError:
        return False


def _read(path: str, fmt: str, strict: bool) -> tuple[list[Board], str]:
    """The boards of *path* in format *fmt* and the encoding they were read in."""
    if path != "-":
        if _by_extension(path, fmt):
            return formats.read_file(path, strict=strict)
        try:
            with open(path, "rb") as fp:
                text, encoding = formats.detect(fp.read())
        except OSError as error:
            raise ParseError(
                _("cannot read the file: {error}").format(error=error.strerror or error), source=path
            ) from None
    else:
        text, encoding = (
            formats.detect(sys.stdin.buffer.read())
            if hasattr(sys.stdin, "buffer")
            else (
                sys.stdin.read(),
                formats.UTF8,
            )
        )
    if fmt == "json":
        return formats.json.loads(text), encoding
    module = formats.pbn if fmt == "pbn" else formats.lin
    boards: list[Board] = module.loads(text, strict=strict, source=path if path != "-" else "<stdin>")
    return boards, encoding


def _dumps(boards: list[Board], fmt: str) -> str:
    module = {"pbn": formats.pbn, "lin": formats.lin, "json": formats.json}[fmt]
    text: str = module.dumps(boards)
    return text


def run(args: argparse.Namespace) -> int:
    source_format = fmt_of(args.source, args.source_format, "--from")
    target_format = fmt_of(args.target, args.target_format, "--to")
    boards, encoding = _read(args.source, source_format, args.strict)
    read_as = "" if encoding == formats.UTF8 else _(", read as {encoding}").format(encoding=encoding)
    text = _dumps(boards, target_format)
    if args.target == "-":
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        if read_as:  # the boards go to stdout: the note to stderr
            print(f"bridgekit convert: {args.source}{read_as}", file=sys.stderr)  # i18n-ok: a name and a file
    else:
        # LF line ends, as ``bridgekit deal`` writes; --crlf for PBN's CR LF export format.
        newline = "\r\n" if getattr(args, "crlf", False) else "\n"
        try:
            with open(args.target, "w", encoding="utf-8", newline=newline) as fp:
                fp.write(text if text.endswith("\n") else text + "\n")
        except OSError as error:
            raise ParseError(
                _("cannot write the file: {error}").format(error=error.strerror or error), source=args.target
            ) from None
    errors = sum(len(board.errors) for board in boards)
    if args.json and args.target != "-":
        report = {
            "boards": len(boards),
            "from": source_format,
            "to": target_format,
            "errors": errors,
            "encoding": encoding,
        }
        print(stdjson.dumps(report))
    elif args.target != "-":
        line = ngettext(
            "{count} board: {source} ({source_format}{read_as}) -> {target} ({target_format})",
            "{count} boards: {source} ({source_format}{read_as}) -> {target} ({target_format})",
            len(boards),
        ).format(
            count=len(boards),
            source=args.source,
            source_format=source_format,
            read_as=read_as,
            target=args.target,
            target_format=target_format,
        )
        if errors:
            line += ngettext(
                ", {count} problem kept on the boards", ", {count} problems kept on the boards", errors
            ).format(count=errors)
        print(line)
    return 0
